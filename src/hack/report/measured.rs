//! The last section, `Measured`: the figures of the runs that decided the report, against
//! the limits. Everything above it depends only on the seed.

use super::model::{Failed, Report};
use crate::hack::plan::{INTERPRETED, NATIVE, Plan};
use crate::hack::process::Limits;
use crate::hack::search::{Figures, Used, runs_as};
use crate::hack::session::Spread;
use std::fmt::Write as _;
use std::time::Duration;

/// CPU time, memory and idle time of one run, as the last section gives them.
pub fn figures(f: &Figures) -> String {
    let mut text = cpu_and_memory(f.cpu, f.memory);
    if f.idle >= Duration::from_millis(50) {
        let _ = write!(text, ", {} ms idle", f.idle.as_millis());
    }
    text
}

/// CPU time and memory of one run, as the last section gives them.
pub fn cpu_and_memory(cpu: Duration, memory: u64) -> String {
    format!("{} ms of CPU time, {}", cpu.as_millis(), mib(memory))
}

pub fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1 << 20) as f64)
}

/// The least and the most of the runs of a spread, `230–250 ms` or `250 ms` when they show
/// the same.
pub fn spread_range(spread: &Spread) -> String {
    let (least, most, unit) = match *spread {
        Spread::Cpu { least, most, .. } => {
            let ms = |t: Duration| t.as_millis().to_string();
            (ms(least), ms(most), "ms")
        }
        Spread::Memory { least, most, .. } => {
            let mib = |b: u64| format!("{:.1}", b as f64 / (1 << 20) as f64);
            (mib(least), mib(most), "MiB")
        }
    };
    match least == most {
        true => format!("{least} {unit}"),
        false => format!("{least}–{most} {unit}"),
    }
}

/// The heading of the last section, with the limits of a run.
pub fn measured_heading(limits: &Limits) -> String {
    let memory = if limits.committed {
        "committed"
    } else {
        "resident"
    };
    format!(
        "Measured (limits: {} ms of CPU time, {} MiB {memory}, {} s idle, {} MiB of stack):",
        limits.cpu.as_millis(),
        limits.memory >> 20,
        limits.idle.as_secs_f64(),
        limits.stack >> 20
    )
}

/// The figures of a failure: the case found, beside others and alone, the final case, and
/// its second run.
pub fn failure_figures(out: &mut String, failed: &Failed) {
    if let Some((figures, v)) = &failed.found_beside {
        let _ = writeln!(
            out,
            "- the case found, beside other runs: {}: {}",
            self::figures(figures),
            v.name()
        );
    }
    let alone = if failed.verdict.is_measured() {
        ", alone"
    } else {
        ""
    };
    let _ = writeln!(out, "- the case found{alone}: {}", figures(&failed.found));
    if failed.shrink.kept() > 0 {
        let last = Figures::of(&failed.last.record.ran);
        let _ = writeln!(out, "- the final case{alone}: {}", figures(&last));
    }
    if let Some(spread) = &failed.last.record.borderline {
        let what = if !spread.borderline(&failed.last.record.limits) {
            "runs alone"
        } else {
            "borderline"
        };
        let figures = spread_range(spread);
        let measure = match spread {
            Spread::Cpu { .. } => " of CPU time",
            Spread::Memory { .. } => "",
        };
        let runs = spread.runs();
        let _ = writeln!(out, "- {what}: {figures}{measure} over {runs} runs alone");
    }
    if let Some(again) = &failed.again {
        let outcome = again
            .verdict
            .map_or("passed".to_string(), |v| v.name().to_string());
        let ran = Figures::of(&again.record.ran);
        let _ = writeln!(
            out,
            "- the final case once more: {}: {outcome}",
            figures(&ran)
        );
    }
}

/// The cases that failed beside other runs and passed alone.
pub fn unconfirmed(out: &mut String, report: &Report) {
    for u in &report.unconfirmed {
        let _ = writeln!(
            out,
            "- {}: {} beside other runs ({}), passed alone ({})",
            u.case,
            u.verdict.name(),
            figures(&u.beside),
            figures(&u.alone)
        );
    }
}

/// How busy the machine was, which a measurement on it may reflect.
pub fn load_line(out: &mut String, report: &Report) {
    if let Some(load) = report.load {
        let _ = writeln!(
            out,
            "The machine's load: {:.2} runnable on average over the last minute, on {}.",
            load.average,
            match load.cores {
                1 => "1 core".to_string(),
                n => format!("{n} cores"),
            }
        );
    }
}

/// The line on how many random cases ran and why.
pub fn plan_line(out: &mut String, plan: &Plan) {
    if !plan.planned {
        return;
    }
    let _ = write!(
        out,
        "{} random cases, for {} ({NATIVE} for machine code, {INTERPRETED} for an interpreter \
         or a virtual machine; --cases sets the number).",
        plan.cases,
        runs_as(&plan.runtime)
    );
    if let Some((_, cost)) = plan.start {
        let _ = write!(
            out,
            " A run of the smallest costs {} ms of CPU and idle time.",
            cost.as_millis()
        );
    }
    out.push('\n');
}

/// The last section when nothing failed: every worst case against the limits, the slowest
/// marked, and any above half a limit (a judge's machine may be slower); then the random
/// cases' largest figures.
pub fn measured_table(
    out: &mut String,
    limits: &Limits,
    kind: &str,
    worst: &[(String, Option<Used>)],
    random: &[Option<Used>],
) {
    let _ = writeln!(out, "\n{}", measured_heading(limits));
    let slowest = worst
        .iter()
        .enumerate()
        .filter_map(|(i, (_, u))| Some((u.as_ref()?.0, i)))
        .max_by_key(|&(cpu, i)| (cpu, std::cmp::Reverse(i)))
        .map(|(_, i)| i);
    if !worst.is_empty() {
        let name_width = worst.iter().map(|(n, _)| n.len()).max().unwrap().max(10);
        let _ = writeln!(
            out,
            "{:<name_width$}  {:>8}  {:>9}",
            kind, "CPU ms", "peak MiB"
        );
        for (i, (name, u)) in worst.iter().enumerate() {
            let Some((cpu, memory)) = u else { continue };
            let mut marks = Vec::new();
            if slowest == Some(i) {
                marks.push("the slowest");
            }
            if *cpu * 2 > limits.cpu {
                marks.push("over half the time limit");
            }
            if memory * 2 > limits.memory {
                marks.push("over half the memory limit");
            }
            let _ = writeln!(
                out,
                "{name:<name_width$}  {:>8}  {:>9.1}{}",
                cpu.as_millis(),
                *memory as f64 / (1 << 20) as f64,
                if marks.is_empty() {
                    String::new()
                } else {
                    format!("  ← {}", marks.join(", "))
                }
            );
        }
    }
    if let (Some((cpu, i)), Some((memory, j))) = most_random(random) {
        let _ = writeln!(
            out,
            "random cases: at most {cpu} ms of CPU time (case {}), at most {} (case {})",
            i + 1,
            mib(memory as u64),
            j + 1
        );
    }
}

/// The most of a figure, and the index of the first case that used it.
pub type Most = Option<(u128, usize)>;

/// The random cases' most CPU time in ms and most memory in bytes.
pub fn most_random(random: &[Option<Used>]) -> (Most, Most) {
    let most = |key: &dyn Fn(&Used) -> u128| {
        random
            .iter()
            .enumerate()
            .filter_map(|(i, u)| Some((key(u.as_ref()?), i)))
            .max_by_key(|&(k, i)| (k, std::cmp::Reverse(i)))
    };
    (most(&|u| u.0.as_millis()), most(&|u| u.1 as u128))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The slowest worst case is marked, and so is every case past half a limit.
    #[test]
    fn the_slowest_worst_case_is_the_one_marked() {
        let limits = Limits {
            cpu: Duration::from_millis(1000),
            idle: Duration::from_secs(1),
            backstop: Duration::from_secs(120),
            memory: 256 << 20,
            committed: true,
            output: 1 << 20,
            stack: 256 << 20,
        };
        let ms = Duration::from_millis;
        let worst = [
            ("fast".to_string(), Some((ms(3), 2 << 20))),
            ("slow".to_string(), Some((ms(700), 2 << 20))),
            ("big".to_string(), Some((ms(5), 200 << 20))),
            ("skipped".to_string(), None),
        ];
        let mut out = String::new();
        measured_table(
            &mut out,
            &limits,
            "worst case",
            &worst,
            &[Some((ms(4), 3 << 20))],
        );
        let row = |name: &str| out.lines().find(|l| l.starts_with(name)).unwrap_or("");
        assert!(
            row("slow").ends_with("← the slowest, over half the time limit"),
            "{out}"
        );
        assert!(
            row("big").ends_with("← over half the memory limit"),
            "{out}"
        );
        assert!(!row("fast").contains('←'), "{out}");
        assert_eq!(row("skipped"), "", "{out}");
        assert!(
            out.contains(
                "random cases: at most 4 ms of CPU time (case 1), at most 3.0 MiB (case 1)"
            ),
            "{out}"
        );
    }
}
