//! The section on growth, after the figures of a TLE: each size's cuts and their fit, and the
//! full case's time where an exponent gives it.

use crate::hack::growth::{BUDGET, Fit, Growth, Ladder};
use std::fmt::Write as _;

/// The Growth section.
pub fn text(growth: &Growth) -> String {
    let mut text = format!(
        "\nGrowth: the case cut down along one size at a time, the rest kept (CPU time; a run \
         of the smallest case takes {} ms):\n",
        growth.start.as_millis()
    );
    for ladder in &growth.ladders {
        ladder_lines(&mut text, ladder, growth.limit.as_millis());
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
    if let Some(e) = &growth.estimate {
        let _ = writeln!(
            text,
            "The full case would take about {} ms, {:.1} times the limit (from {}).",
            e.full.as_millis(),
            e.full.as_secs_f64() / growth.limit.as_secs_f64(),
            e.from
        );
    }
    text
}

/// A size's line, its cuts and their fit, then its largest passing cut.
fn ladder_lines(text: &mut String, ladder: &Ladder, limit: u128) {
    let name = ladder.name;
    let shown: Vec<String> = ladder
        .points
        .iter()
        .map(|p| match p.over {
            true => format!("{} → over {limit} ms", p.size),
            false => format!("{} → {} ms", p.size, p.cpu.as_millis()),
        })
        .collect();
    let fit = match ladder.fit {
        Fit::Grows(k) => format!("grows like {name}^{k:.1}"),
        Fit::Flat => format!("hardly grows with {name}"),
        Fit::AllOver => "over the limit at every cut tried".to_string(),
        Fit::OnePasses => "one cut passes, too few to fit".to_string(),
        Fit::TooFast => "too fast to fit".to_string(),
    };
    let size = ladder.size;
    let cuts = shown.join(", ");
    let _ = writeln!(text, "- {name}: {cuts}, {size} → over {limit} ms: {fit}");
    if let Some(high) = ladder.largest_passing() {
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
    use crate::hack::growth::measure;
    use std::time::Duration;

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
        let text = text(&measure(&sizes, ms(1000), ms(20), &time).unwrap());
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
        let text = text(&measure(&sizes, ms(1000), ms(1), &time).unwrap());
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
        let text = text(&measure(&sizes, ms(20_000), ms(1), &time).unwrap());
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
}
