//! `dot` in hack mode, within the judge's limits: `d <= 200`, `n <= 20`, components up to 200.

mod listed;

use super::Dot;
use super::generate;
use super::position::{Position, parse};
use super::validate::{JUDGE_D, JUDGE_VECTORS};
use crate::generate::Rng;
use crate::hack::steps::{by_class, chunk_levels, toward, without};
use crate::hack::{Hackable, Place, Scope, Smaller};
use listed::{below_in_class, disc, drawn, listed, order};

/// The judge's bounds, as the validator states them.
const D: i64 = JUDGE_D;

/// Cases of at most this many vectors also try one fewer at radii up to the bound.
const FEW: usize = 3;
/// Cases of at most this radius also try every smaller circle with each of its starts.
const SMALL_D: i64 = 8;

#[derive(Clone, Copy)]
pub enum DotStep {
    DropVectors(usize, usize),
    /// `d` lowered, with the start as it was, scaled with `d`, or scaled and then pushed out
    /// to the rim (the last point strictly inside): a start that matters keeps its place
    /// relative to the circle.
    D(i64, StartFit),
    /// The whole case scaled by `d' / d`: the start, `d` and every vector.
    Scaled(i64),
    /// `d` lowered and the start put at a point of the smaller circle: a failure that needs
    /// the start at one place relative to the rim, which no fit of the old start finds.
    At(i64, (i64, i64)),
    X(i64),
    Y(i64),
    /// A vector with both components non-zero onto an axis, its length rounded down.
    OntoAxis(usize, bool),
    Component(usize, bool, i64),
    /// A vector dropped and `d` changed at once, the start fitted: where neither alone keeps
    /// the failure (a start that must move out to the rim as the circle shrinks, a failure
    /// that needs a larger circle with fewer vectors).
    DropAndD(usize, i64, StartFit),
}

#[derive(Clone, Copy)]
pub enum StartFit {
    Keep,
    Scale,
    Rim,
    /// At the rim opposite the one vector left: where its line inside the circle is longest,
    /// for a failure that needs many moves along it (a recursion as deep as the game).
    Opposite,
}

impl Hackable for Dot {
    type Case = Position;
    type Step = DotStep;
    const VERDICTS: [&'static str; 2] = ["Anton", "Dasha"];

    fn read(input: &str) -> Result<Position, String> {
        parse(input.as_bytes())
    }

    fn write(g: &Position) -> String {
        generate::dot_input(g.start, g.d, &g.vectors)
    }

    fn rank(g: &Position) -> Vec<u64> {
        vec![g.vectors.len() as u64, g.d as u64, order(g) as u64]
    }

    fn size(g: &Position) -> String {
        format!("n = {}, d = {}", g.vectors.len(), g.d)
    }

    fn steps(g: &Position, _: Option<usize>, coarse: bool) -> Vec<DotStep> {
        let mut steps: Vec<DotStep> = chunk_levels(&g.vectors, coarse)
            .into_iter()
            .flatten()
            .map(|(a, b)| DotStep::DropVectors(a, b))
            .collect();
        for d in toward(g.d, 1) {
            steps.extend(
                [StartFit::Keep, StartFit::Scale, StartFit::Rim].map(|fit| DotStep::D(d, fit)),
            );
            steps.push(DotStep::Scaled(d));
        }
        if !coarse && g.d <= SMALL_D {
            for d in 1..g.d {
                steps.extend(disc(d).into_iter().map(|start| DotStep::At(d, start)));
            }
        }
        steps.extend(toward(g.start.0, 0).into_iter().map(DotStep::X));
        steps.extend(toward(g.start.1, 0).into_iter().map(DotStep::Y));
        for (i, &(a, b)) in g.vectors.iter().enumerate() {
            steps.extend([DotStep::OntoAxis(i, false), DotStep::OntoAxis(i, true)]);
            steps.extend(
                toward(a, 0)
                    .into_iter()
                    .map(|v| DotStep::Component(i, false, v)),
            );
            steps.extend(
                toward(b, 0)
                    .into_iter()
                    .map(|v| DotStep::Component(i, true, v)),
            );
        }
        if !coarse {
            steps.extend(dropping(g));
        }
        steps
    }

    fn apply(g: &Position, step: DotStep) -> Option<Position> {
        let mut g = g.clone();
        let lower = |g: &mut Position, d: i64, fit: StartFit| -> Option<()> {
            g.start = match fit {
                StartFit::Keep => g.start,
                StartFit::Scale => scaled(g.start, d, g.d),
                StartFit::Rim => on_rim(scaled(g.start, d, g.d), g.start, d)?,
                StartFit::Opposite => opposite(&g.vectors, d)?,
            };
            g.d = d;
            Some(())
        };
        match step {
            DotStep::DropVectors(a, b) => g.vectors = without(&g.vectors, (a, b)),
            DotStep::D(d, fit) => lower(&mut g, d, fit)?,
            DotStep::DropAndD(i, d, fit) => {
                g.vectors.remove(i);
                lower(&mut g, d, fit)?;
            }
            DotStep::Scaled(d) => g = whole_scaled(&g, d),
            DotStep::At(d, start) => (g.d, g.start) = (d, start),
            DotStep::X(x) => g.start.0 = x,
            DotStep::Y(y) => g.start.1 = y,
            DotStep::OntoAxis(i, second) => {
                let (a, b) = g.vectors[i];
                if a == 0 || b == 0 {
                    return None;
                }
                let length = (a * a + b * b).isqrt();
                g.vectors[i] = if second { (0, length) } else { (length, 0) };
            }
            DotStep::Component(i, second, v) => {
                let vector = &mut g.vectors[i];
                *(if second { &mut vector.1 } else { &mut vector.0 }) = v;
            }
        }
        Dot::valid(&g).then_some(g)
    }

    fn smaller(
        g: &Position,
        rng: &mut Rng,
        (most, per_class): (usize, usize),
        floor: &[usize],
    ) -> Smaller<Position> {
        let (n, d) = (g.vectors.len(), g.d);
        // The case's own class last: its cases before it in the order, ties by bytes.
        // Classes below a size the failure needs are left out.
        let at_least = |i: usize| floor.get(i).copied().unwrap_or(1).max(1);
        let (least_d, least_n) = (at_least(0) as i64, at_least(1));
        let groups = (least_n..=n)
            .map(|k| {
                (least_d..=if k < n { D } else { d })
                    .map(|e| (k, e))
                    .collect()
            })
            .collect();
        let key = |g: &Position| (order(g), Dot::write(g));
        let own = key(g);
        let list = |(k, e): (usize, i64)| match (k, e) == (n, d) {
            false => listed((k, e)),
            true => below_in_class(g)
                .map(|all| (all, Scope::Whole))
                .or_else(|| {
                    let (all, scope) = listed((k, e))?;
                    Some((all.into_iter().filter(|c| key(c) < own).collect(), scope))
                }),
        };
        let draw = |(k, e): (usize, i64)| drawn(rng, k, e);
        let mut smaller = by_class(groups, (most, per_class), list, draw);
        // A drawn case of the own class may come after the case.
        smaller.retain(|c| (c.vectors.len(), c.d) != (n, d) || key(c) < own);
        smaller
    }

    fn dimensions(g: &Position) -> Vec<(&'static str, usize)> {
        vec![("d", g.d as usize), ("n", g.vectors.len())]
    }

    fn largest(which: usize) -> Option<usize> {
        [D as usize, JUDGE_VECTORS as usize].get(which).copied()
    }

    fn scaled(g: &Position, which: usize, to: usize) -> Option<Position> {
        // One size changes, nothing else: the same vectors on a smaller circle (the start
        // moved in only when it would be outside), or the first vectors.
        let mut g = g.clone();
        if which == 0 {
            let to = to as i64;
            let (x, y) = g.start;
            if x * x + y * y >= to * to {
                g.start = scaled(g.start, to, g.d);
            }
            g.d = to;
        } else {
            g.vectors.truncate(to);
        }
        Dot::valid(&g).then_some(g)
    }

    fn places(_: &str, _: Option<usize>) -> Vec<Place> {
        // At most 21 lines: the report shows them all.
        Vec::new()
    }
}

/// The steps that drop a vector and move the circle or the start at once, for a case of
/// few vectors.
fn dropping(g: &Position) -> Vec<DotStep> {
    let mut steps = Vec::new();
    if g.vectors.len() > 1 {
        for i in 0..g.vectors.len() {
            for d in toward(g.d, 1) {
                steps.extend(
                    [StartFit::Scale, StartFit::Rim].map(|fit| DotStep::DropAndD(i, d, fit)),
                );
            }
        }
    }
    if g.vectors.len() <= 2 {
        // One vector left (or kept), the start at the rim opposite it: a vector dropped at
        // `d` or lower, or `d` lowered (each a step down in the size order).
        let one = g.vectors.len() == 1;
        let radii = (!one).then_some(g.d).into_iter().chain(toward(g.d, 1));
        for d in radii {
            match one {
                true => steps.push(DotStep::D(d, StartFit::Opposite)),
                false => {
                    let drop = |i| DotStep::DropAndD(i, d, StartFit::Opposite);
                    steps.extend((0..2).map(drop));
                }
            }
        }
    }
    // With few vectors left, one fewer at radii across the whole range, the smallest
    // first: a failure of `n` vectors may need a larger circle with `n − 1` (fewer vectors
    // come first in the size order, whatever `d`).
    if (2..=FEW).contains(&g.vectors.len()) {
        for i in 0..g.vectors.len() {
            // The radii apart by at most half of each: the steps that lower `d` then find
            // the least that fails below the one kept.
            let radii = (0..8).flat_map(|k| [1 << k, 3 << k]).chain([D]);
            for d in radii.filter(|&d| d <= D) {
                let fits = [StartFit::Keep, StartFit::Scale, StartFit::Rim];
                steps.extend(fits.map(|fit| DotStep::DropAndD(i, d, fit)));
            }
        }
    }
    steps
}

/// The whole case scaled by `d / g.d`: the start rounded toward the origin, the vectors up,
/// so that none becomes zero.
fn whole_scaled(g: &Position, d: i64) -> Position {
    let up = |v: i64| (v * d + g.d - 1) / g.d;
    Position {
        start: scaled(g.start, d, g.d),
        d,
        vectors: g.vectors.iter().map(|&(a, b)| (up(a), up(b))).collect(),
    }
}

/// `p` scaled by `to / from`, rounded toward the origin.
fn scaled(p: (i64, i64), to: i64, from: i64) -> (i64, i64) {
    (p.0 * to / from, p.1 * to / from)
}

/// `p` pushed out along its larger coordinate (as the original `was` has it) to the last point
/// strictly inside the circle of radius `d`; `None` for the origin, which has no direction.
fn on_rim(p: (i64, i64), was: (i64, i64), d: i64) -> Option<(i64, i64)> {
    // The largest `t` with `other² + t² < d²` (0 when there is none: the validator drops it).
    let out = |other: i64, sign: i64| sign * (d * d - other * other - 1).max(0).isqrt();
    if was == (0, 0) {
        None
    } else if was.0.abs() >= was.1.abs() {
        Some((out(p.1, was.0.signum()), p.1))
    } else {
        Some((p.0, out(p.0, was.1.signum())))
    }
}

/// The point strictly inside the circle of radius `d` farthest against the one vector of
/// `vectors`, on its line through the origin as near as the lattice allows; `None` unless
/// there is one vector.
fn opposite(vectors: &[(i64, i64)], d: i64) -> Option<(i64, i64)> {
    let &[(a, b)] = vectors else {
        return None;
    };
    let length = ((a * a + b * b) as f64).sqrt();
    (0..d).rev().find_map(|t| {
        let p = (
            -(t as f64 * a as f64 / length).round() as i64,
            -(t as f64 * b as f64 / length).round() as i64,
        );
        (p.0 * p.0 + p.1 * p.1 < d * d).then_some(p)
    })
}
