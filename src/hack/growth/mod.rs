//! How a TLE's CPU time grows: the case cut down along one size at a time, keeping its shape
//! and its other sizes ([`Hackable::scaled`]), to a half, then further. A time limit is a fact
//! about growth, not about a small input: the exponent of each size tells a contestant which
//! complexity to fix.
//!
//! Every run here is alone. The full case runs first, up to [`CEILING`] times the limit, so
//! that a case over the limit still gets its time; then the cuts, each up to the limit, the
//! sizes taking turns, until two of a size stand out from the start. The exponent of a size
//! is fitted ([`fit`]) to every point measured along it, the full case included. The full
//! case's time is its measurement when it has one. Past the ceiling it is extrapolated, from
//! the size whose largest cut is the largest share of the case, after one more cut of that
//! size run up to the ceiling, as large as its fit says will end there; never below what a cut
//! stopped at a limit implies at the fitted rate, nor below the ceiling. Cost: the full case
//! and the near cut at most [`CEILING`] times the limit of CPU time each, the other cuts at
//! most [`BUDGET`] times.

mod fit;

pub use fit::{Fit, Point};

use crate::generate::Rng;
use crate::hack::hackable::{Hackable, answer};
use crate::hack::policy::{EXACT, Margin};
use crate::hack::process::Stop;
use crate::hack::session::{Failure, Session};
use fit::{NOISE, fit, logs, slope};
use std::time::Duration;

/// The smallest cut tried, as a divisor of a size: a half first, then a half of each cut.
const LAST_CUT: usize = 32;
/// How many time limits the full case's run may take before it is stopped.
pub const CEILING: u32 = 3;
/// The cuts stop once they have used this many time limits of CPU time.
pub const BUDGET: u32 = 8;

/// One size of the case: its points smallest first, the full case last, and their fit.
pub struct Ladder {
    pub name: &'static str,
    pub size: usize,
    pub points: Vec<Point>,
    pub fit: Fit,
}

impl Ladder {
    /// The largest point within `limit`, if one is.
    pub fn largest_passing(&self, limit: Duration) -> Option<&Point> {
        self.points.iter().rfind(|p| p.measured() && p.cpu <= limit)
    }
}

/// The growth of a TLE's time: the time limit and the ceiling, the smallest case's time, the
/// full case's run (its size 0: it is every size's last point), each size's points, whether the
/// budget cut them short, and the full case's time extrapolated when its run reached the
/// ceiling.
pub struct Growth {
    pub limit: Duration,
    pub ceiling: Duration,
    pub start: Duration,
    pub full: Point,
    pub ladders: Vec<Ladder>,
    pub cut_short: bool,
    pub estimate: Option<Estimate>,
}

/// The full case's time, extrapolated from the size whose largest measured cut is the largest
/// share of it.
pub struct Estimate {
    pub from: &'static str,
    pub full: Duration,
}

/// The runs of one case: the least CPU time of them, whether that run was stopped at its
/// limit, and the CPU time they all took.
#[derive(Clone, Copy, Debug)]
pub struct Timed {
    pub cpu: Duration,
    pub stopped: bool,
    pub spent: Duration,
}

impl Timed {
    /// One run.
    pub fn once(cpu: Duration, stopped: bool) -> Timed {
        Timed {
            cpu,
            stopped,
            spent: cpu,
        }
    }
}

/// A case whose runs so far took less than a tenth of the limit is run again, up to this many
/// times, and its least time kept: a short run's time varies most, and a busy machine only
/// ever adds to it.
const REPEATS: usize = 3;

/// The growth of the case found, a TLE.
pub fn grow<G: Hackable>(
    session: &Session,
    found: &Failure,
    start: Option<(Duration, Duration)>,
) -> Result<Growth, String> {
    let case = G::read(&found.record.input)?;
    let run = |input: String, margin: Margin| -> Result<Timed, String> {
        let expected = answer::<G>(&input)?;
        let limits = session.limits(&expected, margin);
        let mut timed = Timed::once(Duration::MAX, false);
        timed.spent = Duration::ZERO;
        for _ in 0..REPEATS {
            let ran = session.measure(&input, &limits, true)?;
            timed.spent += ran.cpu;
            if ran.cpu < timed.cpu {
                (timed.cpu, timed.stopped) = (ran.cpu, ran.stopped == Some(Stop::Cpu));
            }
            if timed.stopped || timed.spent >= session.time / 10 {
                break;
            }
        }
        Ok(timed)
    };
    let start = match start {
        Some((cpu, _)) => cpu,
        None => run(G::random(&mut Rng::new(0), 0.0), EXACT)?.cpu,
    };
    session.progress.line("timing the whole case");
    let ceiling = Margin {
        cpu: f64::from(CEILING),
        ..EXACT
    };
    let full = run(found.record.input.clone(), ceiling)?;
    let sizes = G::dimensions(&case);
    let time = |which: usize, to: usize, cap: Duration| -> Result<Option<Timed>, String> {
        let Some(smaller) = G::scaled(&case, which, to).filter(G::valid) else {
            return Ok(None);
        };
        let name = sizes[which].0;
        session
            .progress
            .line(&format!("timing the case at {name} = {to}"));
        let cap = Margin {
            cpu: cap.as_secs_f64() / session.time.as_secs_f64(),
            ..EXACT
        };
        run(G::write(&smaller), cap).map(Some)
    };
    measure(&sizes, session.time, start, full, &time)
}

/// A run of the case with size `which` cut to `to`, stopped at `cap`; `None` where it cannot be
/// cut so.
pub type Time<'a> = dyn Fn(usize, usize, Duration) -> Result<Option<Timed>, String> + 'a;

/// The growth from the sizes of the case, the time limit, the time of the smallest case, the
/// full case's run (up to the ceiling), and `time`.
pub fn measure(
    sizes: &[(&'static str, usize)],
    limit: Duration,
    start: Duration,
    full: Timed,
    time: &Time,
) -> Result<Growth, String> {
    let (points, cut_short) = cuts(sizes, limit, start, time)?;
    let ceiling = limit * CEILING;
    let full = Point {
        size: 0,
        cpu: full.cpu,
        stopped: full.stopped.then_some(ceiling),
    };
    let mut ladders: Vec<Ladder> = sizes
        .iter()
        .zip(points)
        .filter(|(_, points)| !points.is_empty())
        .map(|(&(name, size), mut points)| {
            points.sort_by_key(|p| p.size);
            points.push(Point { size, ..full });
            let fit = fit(&points, start);
            Ladder {
                name,
                size,
                points,
                fit,
            }
        })
        .collect();
    let estimate = match full.stopped {
        Some(ceiling) => {
            near_cut(sizes, &mut ladders, start, ceiling, time)?;
            estimate(&ladders, start, ceiling)
        }
        None => None,
    };
    Ok(Growth {
        limit,
        ceiling,
        start,
        full,
        ladders,
        cut_short,
        estimate,
    })
}

/// The cuts of each size, up to the limit, the sizes taking turns, until two stand out from
/// the start; and whether the budget cut them short. Cut `j` of a size is its `2^j`-th part:
/// a half first; after a cut stopped at the limit, a quarter as much; after one measured far
/// under the limit, the cut between it and the one stopped above, else a half as much. (The
/// near cut, later, gives a point close to the full case.)
fn cuts(
    sizes: &[(&'static str, usize)],
    limit: Duration,
    start: Duration,
    time: &Time,
) -> Result<(Vec<Vec<Point>>, bool), String> {
    // Each size's cuts so far, and the exponent of its next cut (0 once it is done).
    let mut ladders: Vec<(Vec<Point>, u32)> = sizes.iter().map(|_| (Vec::new(), 1)).collect();
    let mut spent = Duration::ZERO;
    let mut cut_short = false;
    while ladders.iter().any(|(_, next)| *next > 0) {
        for (which, &(_, size)) in sizes.iter().enumerate() {
            let (points, next) = &mut ladders[which];
            if *next == 0 {
                continue;
            }
            if spent >= limit * BUDGET {
                cut_short = true;
                *next = 0;
                continue;
            }
            let to = size >> *next;
            let Some(timed) = (if to >= 1 {
                time(which, to, limit)?
            } else {
                None
            }) else {
                *next = 0;
                continue;
            };
            spent += timed.spent;
            points.push(Point {
                size: to,
                cpu: timed.cpu,
                stopped: timed.stopped.then_some(limit),
            });
            *next = next_cut(points, *next, size, start, limit);
        }
    }
    let points = ladders.into_iter().map(|(points, _)| points).collect();
    Ok((points, cut_short))
}

/// The exponent of the cut after cut `j` of a size, or 0 when its cuts are done: two points
/// that stand out from the start fit a line, and below a measured one that does not, cuts only
/// take less.
fn next_cut(points: &[Point], j: u32, size: usize, start: Duration, limit: Duration) -> u32 {
    let last = points[points.len() - 1];
    let lost = last.measured() && last.cpu < start + NOISE;
    if logs(points, start).len() >= 2 || lost {
        return 0;
    }
    // A cut far under the limit after one stopped above: the cut between them, the nearer
    // point; else the next one down.
    let tried = |j: u32| points.iter().any(|p| p.size == size >> j);
    let stopped_above = points.iter().any(|p| !p.measured() && p.size > last.size);
    let cheap = last.cpu < limit / 4;
    let next = match last.measured() {
        false => j + 2,
        true if cheap && stopped_above && j > 1 && !tried(j - 1) => j - 1,
        true => j + 1 + u32::from(tried(j + 1)),
    };
    if size >> next == 0 || 1 << next > LAST_CUT {
        0
    } else {
        next
    }
}

/// The size whose largest measured cut is the largest share of the case (the first of equal
/// shares), and which grows: its index and that cut.
fn nearest(ladders: &[Ladder]) -> Option<(usize, Point)> {
    let mut best: Option<(f64, usize, Point)> = None;
    for (i, ladder) in ladders.iter().enumerate() {
        let measured = ladder.points.iter().filter(|p| p.measured());
        let (Fit::Grows(_), Some(&high)) = (ladder.fit, measured.max_by_key(|p| p.size)) else {
            continue;
        };
        let share = high.size as f64 / ladder.size as f64;
        if best.as_ref().is_none_or(|(s, _, _)| share > *s) {
            best = Some((share, i, high));
        }
    }
    best.map(|(_, i, high)| (i, high))
}

/// One more cut of the nearest size, up to the ceiling, as large as its fit says will take
/// nine tenths of it: the full case is extrapolated from near it.
fn near_cut(
    sizes: &[(&'static str, usize)],
    ladders: &mut [Ladder],
    start: Duration,
    ceiling: Duration,
    time: &Time,
) -> Result<(), String> {
    let Some((i, high)) = nearest(ladders) else {
        return Ok(());
    };
    let ladder = &mut ladders[i];
    let Some((k, c)) = slope(&logs(&ladder.points, start)) else {
        return Ok(());
    };
    let aim = ceiling.mul_f64(0.9).saturating_sub(start).as_secs_f64();
    let to = ((aim.ln() - c) / k).exp() as usize;
    if to <= high.size || to >= ladder.size {
        return Ok(());
    }
    let which = sizes
        .iter()
        .position(|&(name, _)| name == ladder.name)
        .unwrap_or(0);
    if let Some(timed) = time(which, to, ceiling)? {
        let stopped = timed.stopped.then_some(ceiling);
        let point = Point {
            size: to,
            cpu: timed.cpu,
            stopped,
        };
        let at = ladder.points.partition_point(|p| p.size < to);
        ladder.points.insert(at, point);
        ladder.fit = fit(&ladder.points, start);
    }
    Ok(())
}

/// The full case's time from the nearest size's fit, and at least what each of its runs
/// stopped at a limit implies at that rate; none that the full case's run contradicts, below
/// the `ceiling` it reached.
fn estimate(ladders: &[Ladder], start: Duration, ceiling: Duration) -> Option<Estimate> {
    let (i, _) = nearest(ladders)?;
    let ladder = &ladders[i];
    let (k, c) = slope(&logs(&ladder.points, start))?;
    let at = |p: &Point| {
        (p.cpu.saturating_sub(start)).as_secs_f64() * (ladder.size as f64 / p.size as f64).powf(k)
    };
    let stopped = ladder
        .points
        .iter()
        .filter(|p| !p.measured() && p.size < ladder.size);
    let fitted = (k * (ladder.size as f64).ln() + c).exp();
    let grown = stopped.map(at).fold(fitted, f64::max);
    let full = start + Duration::from_secs_f64(grown);
    (full > ceiling).then_some(Estimate {
        from: ladder.name,
        full,
    })
}

#[cfg(test)]
mod tests;
