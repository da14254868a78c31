//! Every `dot` game of a few vectors and a small radius, as a careful tester lists them, the
//! games below one in its own class, and games drawn at random: the search below a failing
//! case.

use crate::dot::Dot;
use crate::dot::position::Position;
use crate::dot::validate::JUDGE_COMPONENT as COMPONENT;
use crate::generate::Rng;
use crate::hack::steps::{LISTED, choose};
use crate::hack::{Hackable, Scope};

/// Every point strictly inside the circle of radius `d`: the starts the statement allows.
pub(super) fn disc(d: i64) -> Vec<(i64, i64)> {
    let mut points: Vec<(i64, i64)> = (-d..=d)
        .flat_map(|x| (-d..=d).map(move |y| (x, y)))
        .filter(|&(x, y)| x * x + y * y < d * d)
        .collect();
    points.sort_by_key(|&(x, y)| (x.abs() + y.abs(), x, y));
    points
}

/// The vectors a careful tester tries within radius `d`: components up to `2d + 1`, shortest
/// first (every longer one leaves the circle from anywhere, so they all play alike), then the
/// few at the judge's bound, where a program's tables and offsets break.
fn short_vectors(d: i64) -> Vec<(i64, i64)> {
    let top = (2 * d + 1).min(COMPONENT);
    let mut v: Vec<(i64, i64)> = (0..=top)
        .flat_map(|a| (0..=top).map(move |b| (a, b)))
        .filter(|&p| p != (0, 0))
        .collect();
    v.sort_by_key(|&(a, b)| (a + b, a, b));
    for bound in [(COMPONENT, 0), (0, COMPONENT), (COMPONENT, COMPONENT)] {
        if !v.contains(&bound) {
            v.push(bound);
        }
    }
    v
}

/// The same game seen in the mirror `y = x`: the start and every vector swapped, in order.
fn mirrored(start: (i64, i64), set: &[(i64, i64)]) -> ((i64, i64), Vec<(i64, i64)>) {
    let mut set: Vec<(i64, i64)> = set.iter().map(|&(a, b)| (b, a)).collect();
    set.sort_unstable();
    ((start.1, start.0), set)
}

/// The games with `k` vectors of [`short_vectors`] and radius `d`, one of each pair of mirror
/// images, if there are at most [`LISTED`] of them; of a class up to [`PARTLY`] times that,
/// the first [`LISTED`] in the size order (the simplest vectors and starts, where a small
/// failure is likeliest); of a larger one, none (it is drawn). Never the whole class: every
/// vector with components up to 200 is valid, and a program may fail on a mirror image alone.
pub(super) fn listed((k, d): (usize, i64)) -> Option<(Vec<Position>, Scope)> {
    let (starts, vectors) = (disc(d), short_vectors(d));
    let mut sets = 1usize;
    for i in 0..k {
        sets = sets.checked_mul(vectors.len().checked_sub(i)?)? / (i + 1);
    }
    // Mirror images pair up, but for the games that are their own.
    if sets.checked_mul(starts.len())? > 2 * PARTLY * LISTED {
        return None;
    }
    let mut all = Vec::new();
    choose(&vectors, k, false, &mut |set| {
        let mut sorted = set.to_vec();
        sorted.sort_unstable();
        for &start in &starts {
            if (start, sorted.clone()) <= mirrored(start, set) {
                all.push(Position {
                    start,
                    d,
                    vectors: set.to_vec(),
                });
            }
        }
    });
    // Ties in the size order broken by the input's bytes, so that the first that fails is
    // the least.
    all.sort_by_cached_key(|g| (order(g), Dot::write(g)));
    let top = (2 * d + 1).min(COMPONENT);
    let mut words = format!(
        "each start with vectors of components up to {top} or at {COMPONENT}, one game of \
         each mirror pair"
    );
    if all.len() > LISTED {
        words = format!("{words}, the first {LISTED} in the size order");
        all.truncate(LISTED);
    }
    Some((all, Scope::Listed(words)))
}

/// Every valid game of `g`'s class (its number of vectors and radius) below it in the size
/// order, if there are at most [`LISTED`]: each start, and each set of distinct vectors of any
/// components whose sum keeps the game's [`order`] within `g`'s.
pub(super) fn below_in_class(g: &Position) -> Option<Vec<Position>> {
    let (k, d, most) = (g.vectors.len(), g.d, order(g));
    let mut vectors: Vec<(i64, i64)> = (0..=COMPONENT.min(most))
        .flat_map(|a| (0..=COMPONENT.min(most - a)).map(move |b| (a, b)))
        .filter(|&v| v != (0, 0))
        .collect();
    vectors.sort_by_key(|&(a, b)| a + b);
    let mut all = Vec::new();
    for start in disc(d) {
        let room = most - start.0.abs() - start.1.abs();
        let mut set = Vec::with_capacity(k);
        if !sets_within(&vectors, k, room, &mut set, &mut |set| {
            all.push(Position {
                start,
                d,
                vectors: set.to_vec(),
            });
            all.len() <= PARTLY * LISTED
        }) {
            return None;
        }
    }
    let own = (order(g), Dot::write(g));
    all.retain(|c| (order(c), Dot::write(c)) < own);
    all.sort_by_cached_key(|g| (order(g), Dot::write(g)));
    (all.len() <= LISTED).then_some(all)
}

type Each<'a> = dyn FnMut(&[(i64, i64)]) -> bool + 'a;

/// Calls `each` with every list of `k` distinct `vectors` (shortest first; each set in every
/// order, as an input may list them) whose components sum to at most `room`; `false` as soon
/// as `each` says to stop.
fn sets_within(
    vectors: &[(i64, i64)],
    k: usize,
    room: i64,
    set: &mut Vec<(i64, i64)>,
    each: &mut Each,
) -> bool {
    if set.len() == k {
        return each(set);
    }
    for &v in vectors {
        if v.0 + v.1 > room {
            break;
        }
        if set.contains(&v) {
            continue;
        }
        set.push(v);
        let go_on = sets_within(vectors, k, room - v.0 - v.1, set, each);
        set.pop();
        if !go_on {
            return false;
        }
    }
    true
}

/// A class with up to this many times [`LISTED`] games is listed in part, smallest first.
const PARTLY: usize = 8;

/// The last key of the size order: the sum of `|x|`, `|y|` and all components.
pub(super) fn order(g: &Position) -> i64 {
    let components: i64 = g.vectors.iter().map(|&(a, b)| a + b).sum();
    g.start.0.abs() + g.start.1.abs() + components
}

/// A game with `k` vectors and radius `d`: a start at the circle's rim, on the diagonal or
/// anywhere; vectors short, or one in five up to the largest component, or one in ten with a
/// component at it.
pub(super) fn drawn(rng: &mut Rng, k: usize, d: i64) -> Position {
    let starts = disc(d);
    let start = loop {
        let p = starts[rng.index(starts.len())];
        let rim = p.0 * p.0 + p.1 * p.1 >= (d - 1) * (d - 1);
        if rim || p.0 == p.1 || rng.chance(1, 3) {
            break p;
        }
    };
    let mut vectors = Vec::new();
    while vectors.len() < k {
        let top = if rng.chance(1, 5) {
            COMPONENT
        } else {
            (2 * d + 1).min(COMPONENT)
        };
        let mut v = (rng.range(0, top), rng.range(0, top));
        if rng.chance(1, 10) {
            v.0 = COMPONENT;
        }
        if v != (0, 0) && !vectors.contains(&v) {
            vectors.push(v);
        }
    }
    Position { start, d, vectors }
}
