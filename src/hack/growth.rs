//! How a TLE's CPU time grows: the case cut down along one size at a time, keeping its shape
//! and its other sizes ([`Hackable::scaled`]), to a half, then further, each run on its own
//! under the time limit. A time limit is a fact about growth, not about a small input: the
//! exponent of each size tells a contestant which complexity to fix.
//!
//! The exponent of a size is fitted to the two largest cuts that pass, after taking away what
//! a run of the smallest case costs (the program's start). Cost: at most three runs a size,
//! each at most the time limit, and [`BUDGET`] times the limit of CPU time in all.

use super::hackable::{Hackable, answer};
use super::policy::EXACT;
use super::session::{Failure, Session};
use crate::generate::Rng;
use std::time::Duration;

/// The smallest cut tried, as a divisor of a size: a half first, then a quarter as much after
/// a cut over the limit and a half after one that passed.
const LAST_CUT: usize = 32;
/// Below this much CPU time above the start, a time is too small to fit an exponent to.
const NOISE: Duration = Duration::from_millis(5);
/// The growth's runs stop once they have used this many time limits of CPU time.
pub const BUDGET: u32 = 6;
/// An exponent below this is no growth.
const GROWS: f64 = 0.3;

/// One run of a cut: its size, CPU time, and whether it passed the limit.
#[derive(Clone, Copy, Debug)]
pub struct Point {
    pub size: usize,
    pub cpu: Duration,
    pub over: bool,
}

/// What the cuts of one size tell.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fit {
    /// Time grows like the size to this power.
    Grows(f64),
    /// The fitted exponent is below [`GROWS`].
    Flat,
    /// Every cut tried was over the limit.
    AllOver,
    /// One cut passed: too few to fit.
    OnePasses,
    /// The passing cuts took too little time above the start to fit.
    TooFast,
}

/// One size of the case, its cuts smallest first, and their fit.
pub struct Ladder {
    pub name: &'static str,
    pub size: usize,
    pub points: Vec<Point>,
    pub fit: Fit,
}

impl Ladder {
    /// The largest cut that passed, if one did.
    pub fn largest_passing(&self) -> Option<&Point> {
        self.points.iter().rfind(|p| !p.over)
    }
}

/// The growth of a TLE's time: the time limit, the smallest case's time, each size's cuts,
/// whether the budget cut them short, and the full case's time where an exponent gives it.
pub struct Growth {
    pub limit: Duration,
    pub start: Duration,
    pub ladders: Vec<Ladder>,
    pub cut_short: bool,
    pub estimate: Option<Estimate>,
}

/// The full case's time, extrapolated from the size whose largest passing cut is the largest.
pub struct Estimate {
    pub from: &'static str,
    pub full: Duration,
}

/// The growth of the case found, a TLE.
pub fn grow<G: Hackable>(
    session: &Session,
    found: &Failure,
    start: Option<(Duration, Duration)>,
) -> Result<Growth, String> {
    let case = G::read(&found.record.input)?;
    let run = |input: String| -> Result<Duration, String> {
        let expected = answer::<G>(&input)?;
        let ran = session.measure(&input, &session.limits(&expected, EXACT), true)?;
        Ok(ran.cpu)
    };
    let start = match start {
        Some((cpu, _)) => cpu,
        None => run(G::random(&mut Rng::new(0), 0.0))?,
    };
    let sizes = G::dimensions(&case);
    let time = |which: usize, to: usize| -> Result<Option<Duration>, String> {
        let Some(smaller) = G::scaled(&case, which, to) else {
            return Ok(None);
        };
        let name = sizes[which].0;
        session
            .progress
            .line(&format!("timing the case at {name} = {to}"));
        run(G::write(&smaller)).map(Some)
    };
    measure(&sizes, session.time, start, &time)
}

/// The growth from the sizes of the case, the time limit, the time of the smallest case, and
/// `time(which, to)`: the CPU time of the case with size `which` cut to `to`, or `None` where it
/// cannot be cut so.
pub fn measure(
    sizes: &[(&'static str, usize)],
    limit: Duration,
    start: Duration,
    time: &dyn Fn(usize, usize) -> Result<Option<Duration>, String>,
) -> Result<Growth, String> {
    // Each size's cuts so far, and the divisor of its next cut (0 once it is done). The sizes
    // take turns, so that each is cut before the budget runs out.
    let mut ladders: Vec<(Vec<Point>, usize)> = sizes.iter().map(|_| (Vec::new(), 2)).collect();
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
            let to = size / *next;
            let Some(cpu) = (if to >= 1 { time(which, to)? } else { None }) else {
                *next = 0;
                continue;
            };
            spent += cpu;
            let over = cpu > limit;
            // Over the limit: a quarter of the size next; passing: a half, for a second point.
            *next = if over { *next * 4 } else { *next * 2 };
            points.push(Point {
                size: to,
                cpu,
                over,
            });
            let passed = points.iter().filter(|p| !p.over).count();
            if passed == 2 || *next > LAST_CUT {
                *next = 0;
            }
        }
    }
    let ladders: Vec<Ladder> = sizes
        .iter()
        .zip(ladders)
        .filter(|(_, (points, _))| !points.is_empty())
        .map(|(&(name, size), (mut points, _))| {
            points.sort_by_key(|p| p.size);
            let fit = fit(&points, start);
            Ladder {
                name,
                size,
                points,
                fit,
            }
        })
        .collect();
    let estimate = estimate(&ladders, start);
    Ok(Growth {
        limit,
        start,
        ladders,
        cut_short,
        estimate,
    })
}

/// What the cuts of one size, smallest first, tell.
fn fit(points: &[Point], start: Duration) -> Fit {
    let passing: Vec<&Point> = points.iter().filter(|p| !p.over).collect();
    let exponent = match passing[..] {
        [.., low, high] => exponent(low, high, start),
        _ => None,
    };
    match exponent {
        Some(k) if k >= GROWS => Fit::Grows(k),
        Some(_) => Fit::Flat,
        None if passing.is_empty() => Fit::AllOver,
        None if passing.len() == 1 => Fit::OnePasses,
        None => Fit::TooFast,
    }
}

/// The full case's time from the size whose largest passing cut is the largest share of it
/// (the first such size).
fn estimate(ladders: &[Ladder], start: Duration) -> Option<Estimate> {
    let mut best: Option<(f64, Estimate)> = None;
    for ladder in ladders {
        let (Fit::Grows(k), Some(high)) = (ladder.fit, ladder.largest_passing()) else {
            continue;
        };
        let ratio = high.size as f64 / ladder.size as f64;
        let grown = (high.cpu - start).mul_f64((ladder.size as f64 / high.size as f64).powf(k));
        if best.as_ref().is_none_or(|(r, _)| ratio > *r) {
            let from = ladder.name;
            best = Some((
                ratio,
                Estimate {
                    from,
                    full: start + grown,
                },
            ));
        }
    }
    best.map(|(_, e)| e)
}

/// The exponent `k` of `time - start ∝ size^k` through two points, when both times stand out
/// from the start.
fn exponent(low: &Point, high: &Point, start: Duration) -> Option<f64> {
    let (a, b) = (low.cpu.checked_sub(start)?, high.cpu.checked_sub(start)?);
    if a < NOISE || b < NOISE || high.size <= low.size {
        return None;
    }
    Some((b.as_secs_f64() / a.as_secs_f64()).ln() / (high.size as f64 / low.size as f64).ln())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(size: usize, ms: u64) -> Point {
        Point {
            size,
            cpu: Duration::from_millis(ms),
            over: false,
        }
    }

    /// Each kind of fit, a cut exactly at the limit passing, a pass after a cut over the limit
    /// halving the next cut, and the estimate from the largest passing share of a size (the
    /// first of equal shares).
    #[test]
    fn each_fit_and_the_estimate_from_the_largest_share() {
        let ms = Duration::from_millis;
        let sizes = [
            ("b", 1024),
            ("a", 64),
            ("c", 64),
            ("d", 64),
            ("e", 64),
            ("f", 64),
        ];
        let time = |which: usize, to: usize| -> Result<Option<Duration>, String> {
            let t = match (sizes[which].0, to) {
                ("b", to) if to <= 128 => 10.0 + to as f64,
                ("a" | "f", 32) => 1000.0,
                ("a" | "f", 16) => 10.0 + 990.0 / 4.0,
                ("c", 32) => 110.0,
                ("c", 16) => 104.0,
                ("d", 32) => 14.0,
                ("d", 16) => 12.0,
                ("e", 8) => 20.0,
                _ => 1001.0,
            };
            Ok(Some(Duration::from_secs_f64(t / 1000.0)))
        };
        let growth = measure(&sizes, ms(1000), ms(10), &time).unwrap();
        let cuts = |l: &Ladder| -> Vec<(usize, bool)> {
            l.points.iter().map(|p| (p.size, p.over)).collect()
        };
        let [b, a, c, d, e, f] = &growth.ladders[..] else {
            panic!("six sizes")
        };
        assert_eq!(cuts(b), [(64, false), (128, false), (512, true)]);
        assert!(matches!(b.fit, Fit::Grows(k) if (k - 1.0).abs() < 1e-6));
        assert_eq!(cuts(a), [(16, false), (32, false)]);
        assert!(matches!(a.fit, Fit::Grows(k) if (k - 2.0).abs() < 1e-6));
        assert_eq!(
            (c.fit, d.fit, e.fit),
            (Fit::Flat, Fit::TooFast, Fit::OnePasses)
        );
        assert_eq!(cuts(e), [(4, true), (8, false), (32, true)]);
        assert_eq!(f.fit, a.fit);
        assert!(!growth.cut_short);
        let estimate = growth.estimate.unwrap();
        assert_eq!(estimate.from, "a");
        assert_eq!(estimate.full.as_millis(), 3970);
    }

    #[test]
    fn exponents_are_fitted_above_the_start() {
        let start = Duration::from_millis(20);
        let k = exponent(&point(100, 120), &point(200, 320), start).unwrap();
        assert!((k - 1.585).abs() < 0.01, "{k}");
        let k = exponent(&point(125, 120), &point(250, 220), start).unwrap();
        assert!((k - 1.0).abs() < 0.01, "{k}");
        let k = exponent(&point(100, 1020), &point(200, 4020), start).unwrap();
        assert!((k - 2.0).abs() < 0.01, "{k}");
        assert_eq!(exponent(&point(100, 22), &point(200, 40), start), None);
        // Exactly the noise above the start is enough, on either point; one below it is not.
        assert!(exponent(&point(100, 25), &point(200, 45), start).is_some());
        assert!(exponent(&point(100, 40), &point(200, 25), start).is_some());
        assert_eq!(exponent(&point(100, 40), &point(200, 23), start), None);
        assert_eq!(exponent(&point(200, 40), &point(200, 80), start), None);
    }
}
