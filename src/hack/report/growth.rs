//! The section on growth, after the figures of a TLE: each size's points and their fit, and
//! the full case's time, measured, or past the ceiling extrapolated.

use crate::hack::growth::{BUDGET, CEILING, Fit, Growth, Ladder, Point};
use std::fmt::Write as _;
use std::time::Duration;

/// The Growth section.
pub fn text(growth: &Growth) -> String {
    let mut text = format!(
        "\nGrowth: the case cut down along one size at a time, the rest kept, each run alone up \
         to the limit, the full case and a cut near it up to {CEILING} times it (CPU time; a run \
         of the smallest case takes {} ms):\n",
        growth.start.as_millis()
    );
    for ladder in &growth.ladders {
        ladder_lines(&mut text, ladder, growth);
    }
    if growth.ladders.is_empty() {
        text.push_str("The case cannot be cut down: each size is at its smallest.\n");
    }
    if growth.cut_short {
        let _ = writeln!(
            text,
            "(The cuts stopped at {BUDGET} times the limit of CPU time.)"
        );
    }
    let exponents: Vec<String> = growth
        .ladders
        .iter()
        .filter_map(|l| match l.fit {
            Fit::Grows(k) => Some(format!("{}^{k:.1}", l.name)),
            _ => None,
        })
        .collect();
    if !exponents.is_empty() {
        let _ = writeln!(
            text,
            "Time grows like {} on this shape.",
            exponents.join(" · ")
        );
    }
    full_line(&mut text, growth);
    text
}

/// The line on the full case: its time alone, or past the ceiling, what the fit says.
fn full_line(text: &mut String, growth: &Growth) {
    let times = |t: Duration| t.as_secs_f64() / growth.limit.as_secs_f64();
    let full = growth.full.cpu;
    if growth.full.measured() {
        let _ = writeln!(
            text,
            "The full case takes {} ms alone, {:.1} times the limit.",
            full.as_millis(),
            times(full)
        );
        return;
    }
    let _ = write!(
        text,
        "The full case takes more than {} ms alone, {CEILING} times the limit",
        growth.ceiling.as_millis()
    );
    match &growth.estimate {
        Some(e) => writeln!(
            text,
            "; from {}, about {} ms, {:.1} times the limit.",
            e.from,
            e.full.as_millis(),
            times(e.full)
        ),
        None => writeln!(text, "."),
    }
    .unwrap_or(());
}

/// A size's line, its points and their fit, then its largest point within the limit.
fn ladder_lines(text: &mut String, ladder: &Ladder, growth: &Growth) {
    let name = ladder.name;
    let shown = |p: &Point| match p.stopped {
        Some(at) => format!("{} → over {} ms", p.size, at.as_millis()),
        None => format!("{} → {} ms", p.size, p.cpu.as_millis()),
    };
    let points: Vec<String> = ladder.points.iter().map(shown).collect();
    let fit = match ladder.fit {
        Fit::Grows(k) => format!("grows like {name}^{k:.1}"),
        Fit::Flat => format!("hardly grows with {name}"),
        Fit::AllStopped => "stopped at every point".to_string(),
        Fit::OneMeasured => "one point measured, too few to fit".to_string(),
        Fit::TooFast => "too fast to fit".to_string(),
    };
    let _ = writeln!(text, "- {name}: {}: {fit}", points.join(", "));
    if let Some(high) = ladder.largest_passing(growth.limit) {
        let _ = writeln!(
            text,
            "  the largest that passes: {name} = {} ({} ms)",
            high.size,
            high.cpu.as_millis()
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hack::growth::{Timed, measure};

    type Run = Result<Option<Timed>, String>;

    /// A run that would take `t`, stopped at `cap`.
    fn cut(t: Duration, cap: Duration) -> Run {
        Ok(Some(Timed::once(t.min(cap), t > cap)))
    }

    /// A program quadratic in `N` (20 ms + 5 µs·N²) whatever `Q` is, with a 1 s limit: `N`'s
    /// cuts and the full case fit an exponent of 2; `Q`'s stop at the limit. The full case,
    /// measured, is said as measured.
    #[test]
    fn growth_fits_each_size_and_says_the_full_case_as_measured() {
        let ms = Duration::from_millis;
        let sizes = [("N", 512), ("Q", 1000)];
        let quadratic = |n: usize| ms(20) + Duration::from_micros(5 * (n * n) as u64);
        let time = |which: usize, to: usize, cap: Duration| -> Run {
            let t = if which == 0 {
                quadratic(to)
            } else {
                quadratic(512)
            };
            cut(t, cap)
        };
        let full = Timed::once(quadratic(512), false);
        let text = text(&measure(&sizes, ms(1000), ms(20), full, &time).unwrap());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[1],
            "Growth: the case cut down along one size at a time, the rest kept, each run alone up \
             to the limit, the full case and a cut near it up to 3 times it (CPU time; a run of \
             the smallest case takes 20 ms):"
        );
        assert_eq!(
            lines[2], "- N: 128 → 101 ms, 256 → 347 ms, 512 → 1330 ms: grows like N^2.0",
            "{text}"
        );
        assert_eq!(
            lines[3], "  the largest that passes: N = 256 (347 ms)",
            "{text}"
        );
        assert_eq!(
            lines[4],
            "- Q: 31 → over 1000 ms, 125 → over 1000 ms, 500 → over 1000 ms, 1000 → 1330 ms: one \
             point measured, too few to fit",
            "{text}"
        );
        assert_eq!(lines[5], "Time grows like N^2.0 on this shape.", "{text}");
        assert_eq!(
            lines[6], "The full case takes 1330 ms alone, 1.3 times the limit.",
            "{text}"
        );
        assert_eq!(lines.len(), 7, "{text}");
    }

    /// Past the ceiling, the full case is extrapolated from the size that grows, and said to
    /// take more than the ceiling.
    #[test]
    fn a_full_case_past_the_ceiling_is_extrapolated_above_it() {
        let ms = Duration::from_millis;
        let sizes = [("n", 64), ("d", 64)];
        let time = |which: usize, to: usize, cap: Duration| -> Run {
            match which {
                0 => cut(ms(1) + Duration::from_micros(to.pow(3) as u64 * 500), cap),
                _ if to >= 32 => cut(ms(5000), cap),
                _ => Ok(None),
            }
        };
        let full = Timed::once(ms(3000), true);
        let text = text(&measure(&sizes, ms(1000), ms(1), full, &time).unwrap());
        let lines: Vec<&str> = text.lines().skip(2).collect();
        assert_eq!(
            lines,
            [
                "- n: 4 → 33 ms, 8 → 257 ms, 17 → 2457 ms, 32 → over 1000 ms, 64 → over 3000 ms: \
                 grows like n^3.0",
                "  the largest that passes: n = 8 (257 ms)",
                "- d: 32 → over 1000 ms, 64 → over 3000 ms: stopped at every point",
                "Time grows like n^3.0 on this shape.",
                "The full case takes more than 3000 ms alone, 3 times the limit; from n, about \
                 131073 ms, 131.1 times the limit.",
            ],
            "{text}"
        );
    }

    /// Cuts stop at the budget, the sizes taking turns; a case that cannot be cut says so.
    #[test]
    fn growth_stays_within_its_budget_and_says_when_nothing_can_be_cut() {
        let ms = Duration::from_millis;
        let sizes = [("n", 64), ("m", 64), ("d", 64), ("e", 64)];
        let time = |_: usize, _: usize, cap: Duration| -> Run { cut(ms(2500), cap) };
        let text =
            text(&measure(&sizes, ms(1000), ms(1), Timed::once(ms(2500), false), &time).unwrap());
        let over = "over 1000 ms";
        for name in ["n", "m", "d", "e"] {
            let line = format!("- {name}: 8 → {over}, 32 → {over}, 64 → 2500 ms: one point");
            assert!(text.contains(&line), "{text}");
        }
        assert!(
            text.contains("(The cuts stopped at 8 times the limit of CPU time.)\n"),
            "{text}"
        );
        let none = |_: usize, _: usize, _: Duration| -> Run { Ok(None) };
        let whole = measure(
            &[("n", 1)],
            ms(1000),
            ms(1),
            Timed::once(ms(2500), false),
            &none,
        )
        .unwrap();
        let text = super::text(&whole);
        assert!(
            text.ends_with(
                "The case cannot be cut down: each size is at its smallest.\nThe full case takes \
                 2500 ms alone, 2.5 times the limit.\n"
            ),
            "{text}"
        );
    }
}
