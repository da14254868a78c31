//! `dot` inputs: random, growing for hack mode, and the worst cases.

use crate::generate::Rng;
use crate::generate::cases::{Generated, Named};
use std::fmt::Write;

/// The 20 shortest non-zero vectors with components in `0..=4`, so the point stays inside
/// for as many moves as possible.
pub fn dot_small_vectors(n: usize) -> Vec<(i64, i64)> {
    let mut v: Vec<(i64, i64)> = (0..=4)
        .flat_map(|a| (0..=4).map(move |b| (a, b)))
        .filter(|&p| p != (0, 0))
        .collect();
    v.sort_by_key(|&(a, b)| (a * a + b * b, a, b));
    v.truncate(n);
    v
}

/// A random small `dot` game: `d <= 25`, starts on the diagonal, negative, at the rim (the last
/// point strictly inside) or anywhere, 1–4 vectors, some longer than `d`.
pub fn dot_random(rng: &mut Rng) -> String {
    dot_sized(rng, 25, 4, 3)
}

/// Hack mode's `dot` cases at `level` in `0..1`, within the judge's limits: `d` up to
/// `1 + 199·level`, a quarter with `n = 1`, vectors short or longer than `d`.
pub fn dot_growing(rng: &mut Rng, level: f64) -> String {
    let n_max = if rng.chance(1, 4) {
        1
    } else {
        1 + (19.0 * level) as i64
    };
    dot_sized(
        rng,
        1 + (199.0 * level) as i64,
        n_max,
        3 + (12.0 * level) as i64,
    )
}

/// A `dot` game with `1 <= d <= d_max`, `1 <= n <= n_max` distinct vectors of components up
/// to `short`, or with probability 1/5 up to `d + 2` (both at most 200): a start on the
/// diagonal, negative, at the rim, or anywhere; always strictly inside the circle, as the
/// statement guarantees.
fn dot_sized(rng: &mut Rng, d_max: i64, n_max: i64, short: i64) -> String {
    let d = rng.range(1, d_max);
    let start = loop {
        let p = match rng.index(5) {
            0 => {
                let x = rng.range(-d, d);
                (x, x)
            }
            1 => (rng.range(-d, 0), rng.range(-d, 0)),
            // The largest y strictly inside for a random x.
            2 => {
                let x = rng.range(-d + 1, d - 1);
                let y = (0..d).rev().find(|y| x * x + y * y < d * d).unwrap();
                (x, if rng.chance(1, 2) { y } else { -y })
            }
            _ => (rng.range(-d, d), rng.range(-d, d)),
        };
        if p.0 * p.0 + p.1 * p.1 < d * d {
            break p;
        }
    };
    let n = rng.range(1, n_max) as usize;
    let mut vectors: Vec<(i64, i64)> = Vec::new();
    while vectors.len() < n {
        let big = if rng.chance(1, 5) { d + 2 } else { short }.min(200);
        let v = match rng.index(3) {
            0 => (0, rng.range(1, big)),
            1 => (rng.range(1, big), 0),
            _ => (rng.range(0, big), rng.range(0, big)),
        };
        if v != (0, 0) && !vectors.contains(&v) {
            vectors.push(v);
        }
    }
    dot_input(start, d, &vectors)
}

pub fn dot_input(start: (i64, i64), d: i64, vectors: &[(i64, i64)]) -> String {
    let mut s = format!("{} {} {} {}\n", start.0, start.1, vectors.len(), d);
    for (x, y) in vectors {
        writeln!(s, "{x} {y}").unwrap();
    }
    s
}

/// The benchmarks' cases for `dot` (not `Generated::worst`): those at the judge's limits, then
/// beyond them.
pub fn dot_at_limits_and_beyond() -> Vec<Named> {
    let mut cases = dot_at_limits();
    cases.extend(dot_beyond());
    cases
}

/// The worst cases at the judge's limits, each aimed at a usual failure of a solution:
/// - `d200-n20-{origin,low-left,left,bottom}`: the largest circle and 20 short vectors, from
///   starts that cover the disc, each strictly inside (`(-199, 0)` at the left): the largest
///   table, and the longest games (a memoized search recurses about 400 moves deep);
/// - `d200-n1-left`: one vector `(1, 0)` from `(-199, 0)`: the longest single line, 399 moves;
/// - `d200-n20-long-{left,low-left}`: vectors with components up to 200 from the rim, so a
///   move lands at `|x|`, `|y|` up to 400: a table sized for `[-200, 200]` indexed before the
///   circle is checked, and squares past 16 bits (400² + 400² = 320 000);
/// - `d200-n20-diagonal`: a start on `y = x`, where a reflection changes nothing.
pub fn dot_at_limits() -> Vec<Named> {
    let short = dot_small_vectors(20);
    let mut cases: Vec<Named> = [
        ("origin", (0, 0)),
        ("low-left", (-141, -141)),
        ("left", (-199, 0)),
        ("bottom", (0, -199)),
        ("diagonal", (-100, -100)),
    ]
    .into_iter()
    .map(|(name, start)| Named::new(format!("d200-n20-{name}"), dot_input(start, 200, &short)))
    .collect();
    cases.push(Named::new(
        "d200-n1-left",
        dot_input((-199, 0), 200, &[(1, 0)]),
    ));
    let long: Vec<(i64, i64)> = (0..20).map(|i| (200 - 10 * i, 10 * i + 10)).collect();
    for (name, start) in [("left", (-199, 0)), ("low-left", (-141, -141))] {
        cases.push(Named::new(
            format!("d200-n20-long-{name}"),
            dot_input(start, 200, &long),
        ));
    }
    cases
}

/// Beyond the judge: `d = 2000`, 100 vectors, from the far corner of the disc; short vectors
/// (components 1–10), or vectors of length about `2d` spread over the quarter turn.
fn dot_beyond() -> Vec<Named> {
    let short: Vec<(i64, i64)> = (1..=10)
        .flat_map(|a| (1..=10).map(move |b| (a, b)))
        .collect();
    let long: Vec<(i64, i64)> = (0..100)
        .map(|i| {
            let angle = std::f64::consts::FRAC_PI_2 * (i as f64 + 0.5) / 100.0;
            let len = 2.0 * 2000.0 * 0.999;
            ((len * angle.cos()) as i64, (len * angle.sin()) as i64)
        })
        .collect();
    [("short", short), ("long", long)]
        .into_iter()
        .map(|(name, v)| {
            let input = dot_input((-1414, -1414), 2000, &v);
            Named::new(format!("d2000-n100-{name}"), input)
        })
        .collect()
}

/// Small inputs aimed at the usual mistakes, each named by it: each is the smallest input on
/// which a planted program of `tests/hack/` with that mistake fails, as hack mode's shrink
/// finds it (and its tests prove smallest).
pub fn dot_aimed() -> Vec<Named> {
    [
        ("distance-d-counts-as-outside", (0, 0), 1, &[(0, 1)][..]),
        ("start-off-the-origin-negative", (-1, 0), 2, &[(0, 1)]),
        ("memo-forgets-the-reflections", (0, 0), 2, &[(0, 1), (2, 0)]),
        ("one-vector-too-long", (0, 0), 200, &[(200, 200)]),
    ]
    .into_iter()
    .map(|(name, start, d, vectors)| Named::new(name, dot_input(start, d, vectors)))
    .collect()
}

impl Generated for super::Dot {
    fn random(rng: &mut Rng, level: f64) -> String {
        dot_growing(rng, level)
    }

    fn at_limits() -> Vec<Named> {
        dot_at_limits()
    }

    fn aimed() -> Vec<Named> {
        dot_aimed()
    }
}
