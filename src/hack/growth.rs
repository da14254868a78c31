//! How a TLE's CPU time grows: the case cut down along one size at a time, keeping its shape
//! and its other sizes ([`Hack::scaled`]), to a half, then further, each run on its own under
//! the time limit. A time limit is a fact about growth, not about a small input: the
//! exponent of each size tells a contestant which complexity to fix.
//!
//! The exponent of a size is fitted to the two largest cuts that pass, after taking away what
//! a run of the smallest case costs (the program's start). Cost: at most three runs a size,
//! each at most the time limit, and [`BUDGET`] times the limit of CPU time in all.

use super::{EXACT, Failure, Hack, Session};
use crate::generate::Rng;
use std::fmt::Write as _;
use std::time::Duration;

/// The smallest cut tried, as a divisor of a size: a half first, then a quarter as much after
/// a cut over the limit and a half after one that passed.
const LAST_CUT: usize = 32;
/// Below this much CPU time above the start, a time is too small to fit an exponent to.
const NOISE: Duration = Duration::from_millis(5);
/// The growth's runs stop once they have used this many time limits of CPU time.
const BUDGET: u32 = 6;

/// One run of a cut: its size, CPU time, and whether it passed the limit.
struct Point {
    size: usize,
    cpu: Duration,
    over: bool,
}

/// The section of the report on growth, after the figures of the case found.
pub fn grow<G: Hack>(
    session: &Session,
    found: &Failure,
    start: Option<(Duration, Duration)>,
) -> Result<String, String> {
    let case = G::read(&found.input)?;
    let run = |input: String| -> Result<Duration, String> {
        let expected = super::answer::<G>(&input)?;
        let ran = session.run(&input, &session.limits(&expected, EXACT), true)?;
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
    section(&sizes, session.time, start, &time)
}

/// The section from the sizes of the case, the time limit, the time of the smallest case, and
/// `time(which, to)`: the CPU time of the case with size `which` cut to `to`, or `None` where it
/// cannot be cut so.
fn section(
    sizes: &[(&'static str, usize)],
    limit: Duration,
    start: Duration,
    time: &dyn Fn(usize, usize) -> Result<Option<Duration>, String>,
) -> Result<String, String> {
    let mut text = format!(
        "\nGrowth: the case cut down along one size at a time, the rest kept (CPU time; a run \
         of the smallest case takes {} ms):\n",
        start.as_millis()
    );
    let mut exponents = Vec::new();
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
    // The estimate of the full case from the size whose largest passing cut is the largest.
    let mut estimate: Option<(f64, &str, Duration)> = None;
    for (&(name, size), (mut points, _)) in sizes.iter().zip(ladders) {
        if points.is_empty() {
            continue;
        }
        points.sort_by_key(|p| p.size);
        let shown: Vec<String> = points
            .iter()
            .map(|p| {
                if p.over {
                    format!("{} → over {} ms", p.size, limit.as_millis())
                } else {
                    format!("{} → {} ms", p.size, p.cpu.as_millis())
                }
            })
            .collect();
        let _ = write!(
            text,
            "- {name}: {}, {size} → over {} ms",
            shown.join(", "),
            limit.as_millis()
        );
        let passing: Vec<&Point> = points.iter().filter(|p| !p.over).collect();
        let fit = match passing[..] {
            [.., low, high] => exponent(low, high, start),
            _ => None,
        };
        match fit {
            Some(k) if k >= 0.3 => {
                let _ = writeln!(text, ": grows like {name}^{k:.1}");
                exponents.push(format!("{name}^{k:.1}"));
                let high = passing[passing.len() - 1];
                let ratio = high.size as f64 / size as f64;
                let full =
                    start + (high.cpu - start).mul_f64((size as f64 / high.size as f64).powf(k));
                if estimate.is_none_or(|(r, _, _)| ratio > r) {
                    estimate = Some((ratio, name, full));
                }
            }
            Some(_) => {
                let _ = writeln!(text, ": hardly grows with {name}");
            }
            None if passing.is_empty() => {
                let _ = writeln!(text, ": over the limit at every cut tried");
            }
            None if passing.len() == 1 => {
                let _ = writeln!(text, ": one cut passes, too few to fit");
            }
            None => {
                let _ = writeln!(text, ": too fast to fit");
            }
        }
        if let Some(high) = passing.last() {
            let _ = writeln!(
                text,
                "  the largest that passes: {name} = {} ({} ms)",
                high.size,
                high.cpu.as_millis()
            );
        }
    }
    if cut_short {
        let _ = writeln!(
            text,
            "(The cuts stopped at {BUDGET} times the limit of CPU time.)"
        );
    }
    if !exponents.is_empty() {
        let _ = writeln!(
            text,
            "Time grows like {} on this shape.",
            exponents.join(" · ")
        );
    }
    if let Some((_, name, full)) = estimate {
        let _ = writeln!(
            text,
            "The full case would take about {} ms, {:.1} times the limit (from {name}).",
            full.as_millis(),
            full.as_secs_f64() / limit.as_secs_f64()
        );
    }
    Ok(text)
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

    /// A program quadratic in `N` (20 ms + 5 µs·N²) and over the limit whatever `Q` is, with a
    /// 1 s limit: `N` passes at 256 and 128 and fits an exponent of 2, `Q` never passes, and
    /// the full case is extrapolated from `N`.
    #[test]
    fn growth_fits_each_size_and_extrapolates_the_full_case() {
        let ms = Duration::from_millis;
        let sizes = [("N", 512), ("Q", 1000)];
        let time = |which: usize, to: usize| -> Result<Option<Duration>, String> {
            Ok(Some(match which {
                0 => ms(20) + Duration::from_micros(5 * (to * to) as u64),
                _ => ms(1500),
            }))
        };
        let text = section(&sizes, ms(1000), ms(20), &time).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[2], "- N: 128 → 101 ms, 256 → 347 ms, 512 → over 1000 ms: grows like N^2.0",
            "{text}"
        );
        assert_eq!(
            lines[3], "  the largest that passes: N = 256 (347 ms)",
            "{text}"
        );
        assert_eq!(
            lines[4],
            "- Q: 31 → over 1000 ms, 125 → over 1000 ms, 500 → over 1000 ms, 1000 → over \
             1000 ms: over the limit at every cut tried",
            "{text}"
        );
        assert_eq!(lines[5], "Time grows like N^2.0 on this shape.", "{text}");
        assert_eq!(
            lines[6], "The full case would take about 1330 ms, 1.3 times the limit (from N).",
            "{text}"
        );
        assert_eq!(lines.len(), 7, "{text}");
    }

    /// Cuts stop at six limits of CPU time, each size cut once before any twice.
    #[test]
    fn growth_stays_within_its_budget() {
        let ms = Duration::from_millis;
        let sizes = [("n", 64), ("m", 64), ("d", 64)];
        let time = |_: usize, _: usize| -> Result<Option<Duration>, String> { Ok(Some(ms(2500))) };
        let text = section(&sizes, ms(1000), ms(1), &time).unwrap();
        for name in ["n", "m", "d"] {
            let line = format!(
                "- {name}: 32 → over 1000 ms, 64 → over 1000 ms: over the limit at every cut tried"
            );
            assert!(text.contains(&line), "{text}");
        }
        assert!(
            text.ends_with("(The cuts stopped at 6 times the limit of CPU time.)\n"),
            "{text}"
        );
    }

    /// After a cut over the limit the next is a quarter as large, down to a 32nd; one cut
    /// that passes is too few to fit; a cut that cannot be made ends its size.
    #[test]
    fn growth_cuts_deeper_after_a_cut_over_the_limit() {
        let ms = Duration::from_millis;
        let sizes = [("n", 64), ("d", 64)];
        let time = |which: usize, to: usize| -> Result<Option<Duration>, String> {
            Ok(match which {
                0 => Some(ms(if to < 8 { 400 } else { 25_000 })),
                _ => (to >= 32).then_some(ms(25_000)),
            })
        };
        let text = section(&sizes, ms(20_000), ms(1), &time).unwrap();
        let lines: Vec<&str> = text.lines().skip(2).collect();
        assert_eq!(
            lines,
            [
                "- n: 2 → 400 ms, 8 → over 20000 ms, 32 → over 20000 ms, 64 → over 20000 ms: \
                 one cut passes, too few to fit",
                "  the largest that passes: n = 2 (400 ms)",
                "- d: 32 → over 20000 ms, 64 → over 20000 ms: over the limit at every cut tried",
            ],
            "{text}"
        );
    }

    fn point(size: usize, ms: u64) -> Point {
        Point {
            size,
            cpu: Duration::from_millis(ms),
            over: false,
        }
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
    }
}
