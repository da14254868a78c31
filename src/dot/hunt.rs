//! The hunt's moves on `dot` cases, within the judge's limits: `d <= 200`, `1 <= n <= 20`,
//! components `0..=200`, vectors non-zero and distinct, the start strictly inside the circle.
//!
//! A move changes `d`, the start, a component or a whole vector; scales every vector; adds or
//! drops a vector;
//! reorders the vectors (the order a search tries them in); reflects the case across `y = x`;
//! or splices two cases: one's circle and start with vectors of both.

use super::Dot;
use super::position::Position;
use super::validate::{JUDGE_COMPONENT, JUDGE_D, JUDGE_VECTORS};
use crate::generate::Rng;
use crate::hack::Huntable;

const D: i64 = JUDGE_D;
const N: usize = JUDGE_VECTORS as usize;
const COMPONENT: i64 = JUDGE_COMPONENT;

impl Huntable for Dot {
    fn shaped(rng: &mut Rng) -> Position {
        let d = if rng.chance(1, 2) { D } else { rng.range(1, D) };
        let short = [2, 10, 50, COMPONENT][rng.index(4)];
        let n = if rng.chance(1, 2) {
            N
        } else {
            rng.range(1, N as i64) as usize
        };
        let vectors = (0..n).map(|_| vector(rng, short)).collect();
        let start = inside(rng, d);
        fitted(Position { start, d, vectors }, rng)
    }

    fn moved(case: &Position, other: &Position, rng: &mut Rng) -> Position {
        let mut c = case.clone();
        let n = c.vectors.len();
        match rng.index(10) {
            0 => c.d = (c.d + rng.range(-20, 20)).clamp(1, D),
            9 => {
                // Every vector scaled: longer or shorter games of the same directions.
                let percent = [50, 80, 90, 95, 105, 110, 125, 200][rng.index(8)];
                for v in &mut c.vectors {
                    *v = (v.0 * percent / 100, v.1 * percent / 100);
                }
            }
            1 => c.start = inside(rng, c.d),
            2 => {
                c.start = (
                    c.start.0 + rng.range(-10, 10),
                    c.start.1 + rng.range(-10, 10),
                )
            }
            3 => {
                let (i, step) = (rng.index(n), rng.range(-5, 5));
                let v = &mut c.vectors[i];
                if rng.chance(1, 2) {
                    v.0 += step
                } else {
                    v.1 += step
                }
            }
            4 => replace_one(&mut c.vectors, rng),
            5 => {
                let i = rng.index(n);
                let v = c.vectors.remove(i);
                c.vectors.insert(rng.index(n), v);
            }
            6 => reorder(&mut c.vectors, rng),
            7 => {
                c.start = (c.start.1, c.start.0);
                for v in &mut c.vectors {
                    *v = (v.1, v.0);
                }
            }
            _ => splice(&mut c.vectors, &other.vectors, rng),
        }
        fitted(c, rng)
    }

    /// `n` by fives, the shortest vector by powers of two, `d` by fifties, and how far the
    /// start is from the rim, by quarters of `d`.
    fn niche(c: &Position) -> Vec<u8> {
        let length = |&(x, y): &(i64, i64)| ((x * x + y * y) as f64).sqrt();
        let shortest = c.vectors.iter().map(length).fold(f64::MAX, f64::min);
        let from_rim = c.d as f64 - length(&c.start);
        vec![
            (c.vectors.len() / 5) as u8,
            shortest.log2() as u8,
            (c.d / 50) as u8,
            (4.0 * from_rim / c.d as f64) as u8,
        ]
    }
}

/// A random vector with components up to `short`, not zero.
fn vector(rng: &mut Rng, short: i64) -> (i64, i64) {
    loop {
        let v = (rng.range(0, short), rng.range(0, short));
        if v != (0, 0) {
            return v;
        }
    }
}

/// A random point strictly inside the circle of radius `d`.
fn inside(rng: &mut Rng, d: i64) -> (i64, i64) {
    loop {
        let p = (rng.range(-d, d), rng.range(-d, d));
        if p.0 * p.0 + p.1 * p.1 < d * d {
            return p;
        }
    }
}

/// `c` made valid: components within bounds, zero and repeated vectors dropped (one vector
/// kept at least), at most `N`, and the start pulled toward the origin until it is strictly
/// inside the circle.
fn fitted(mut c: Position, rng: &mut Rng) -> Position {
    let mut seen = std::collections::HashSet::new();
    c.vectors = c
        .vectors
        .iter()
        .map(|&(x, y)| (x.clamp(0, COMPONENT), y.clamp(0, COMPONENT)))
        .filter(|&v| v != (0, 0) && seen.insert(v))
        .take(N)
        .collect();
    if c.vectors.is_empty() {
        c.vectors.push(vector(rng, 10));
    }
    let d = c.d;
    while c.start.0 * c.start.0 + c.start.1 * c.start.1 >= d * d {
        c.start = (c.start.0 * 9 / 10, c.start.1 * 9 / 10);
    }
    c
}

/// One vector removed, one added, or one replaced, by one of a random length.
fn replace_one(vectors: &mut Vec<(i64, i64)>, rng: &mut Rng) {
    let n = vectors.len();
    let short = [2, 10, 50, COMPONENT][rng.index(4)];
    let new = vector(rng, short);
    match rng.index(3) {
        0 if n > 1 => {
            vectors.remove(rng.index(n));
        }
        1 if n < N => vectors.insert(rng.index(n + 1), new),
        _ => vectors[rng.index(n)] = new,
    }
}

/// The vectors reversed, sorted or shuffled.
fn reorder(vectors: &mut [(i64, i64)], rng: &mut Rng) {
    match rng.index(3) {
        0 => vectors.reverse(),
        1 => vectors.sort_unstable(),
        _ => rng.shuffle(vectors),
    }
}

/// A run of `other`'s vectors added, after the case's or before them.
fn splice(vectors: &mut Vec<(i64, i64)>, other: &[(i64, i64)], rng: &mut Rng) {
    let n = vectors.len();
    let take = rng.range(1, other.len() as i64) as usize;
    let at = rng.index(other.len() - take + 1);
    vectors.extend_from_slice(&other[at..at + take]);
    if rng.chance(1, 2) {
        vectors.rotate_left(n);
    }
}
