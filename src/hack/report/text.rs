//! The report as text, for a reader: the verdict and the case first, the figures last.

use super::failure::{case_name, describe, rerun_line, shrink_line};
use super::folder::named;
use super::growth;
use super::hints::hints;
use super::measured::{
    failure_figures, load_line, measured_heading, measured_table, plan_line, unconfirmed,
};
use super::model::{Failed, Findings, Report};
use crate::hack::sanitizer;
use crate::hack::search::{self, Passed};
use crate::hack::words::{plural, quoted, quoted_words};
use std::fmt::Write as _;

/// The whole report.
pub fn text(report: &Report) -> String {
    match &report.findings {
        Findings::Passed(passed) => no_failure(report, passed),
        Findings::Failed(failed) => failure(report, failed),
    }
}

/// When nothing failed: what ran, and every worst case against the limits.
fn no_failure(report: &Report, passed: &Passed) -> String {
    let cases = plural(report.plan.cases as usize, "random case");
    let mut text = match report.folder {
        Some(folder) => match report.plan.cases {
            0 => format!("No failure on {} (seed {}).\n", named(folder), report.seed),
            _ => format!(
                "No failure in {cases} and on {} (seed {}).\n",
                named(folder),
                report.seed
            ),
        },
        None => format!(
            "No failure in {cases} and {} (seed {}).\n",
            plural(report.worst.len(), "worst case"),
            report.seed
        ),
    };
    text.push_str(&report.folder.map(super::folder::text).unwrap_or_default());
    built(&mut text, report);
    let rows: Vec<_> = report
        .worst
        .iter()
        .cloned()
        .zip(passed.worst.iter().copied())
        .collect();
    let kind = search::kind(report.folder.is_some());
    measured_table(&mut text, &report.limits, kind, &rows, &passed.random);
    unconfirmed(&mut text, report);
    hunt_lines(&mut text, report);
    load_line(&mut text, report);
    plan_line(&mut text, &report.plan);
    text
}

/// The hunt's lines, if there was one.
fn hunt_lines(text: &mut String, report: &Report) {
    if let Some(hunted) = &report.hunted {
        text.push_str(&super::hunt::text(hunted, report.limits.cpu));
    }
}

/// A failure: the case and the verdict, how it was shrunk and confirmed, the case with both
/// outputs and our explanation, where it was saved, then the figures.
fn failure(report: &Report, failed: &Failed) -> String {
    let borderline = match failed.last.record.borderline {
        Some(spread) if spread.borderline(&failed.last.record.limits) => ", borderline",
        _ => "",
    };
    let mut text = format!(
        "Seed {}, {}: {}{borderline}.\n",
        report.seed,
        case_name(&failed.origin),
        failed.verdict.name()
    );
    text.push_str(&report.folder.map(super::folder::text).unwrap_or_default());
    if let Some(finding) = &failed.finding {
        let _ = writeln!(text, "The sanitizer: {}", finding.summary);
    }
    let _ = writeln!(
        text,
        "{}\n{}",
        shrink_line(&failed.shrink),
        rerun_line(failed)
    );
    for hint in hints(report) {
        let _ = writeln!(text, "Hint: {hint}");
    }
    text.push_str(&describe(failed));
    if let Some(saved) = &failed.saved {
        let _ = write!(
            text,
            "\nSaved as {} and {}; replay with `oj t -c {} -d {}`",
            saved.input.display(),
            saved.output.display(),
            quoted(&quoted_words(&report.program.command)),
            quoted(&saved.dir.to_string_lossy())
        );
        let _ = match &report.program.built {
            Some(built) if built.interpreter.is_none() => {
                writeln!(text, ", the build of {} below.", built.source)
            }
            _ => writeln!(text, "."),
        };
        if let Some(path) = &saved.sanitizer {
            let _ = writeln!(text, "The sanitizer's report: {}.", path.display());
        }
    }
    built(&mut text, report);
    let _ = writeln!(text, "\n{}", measured_heading(&report.limits));
    failure_figures(&mut text, failed);
    unconfirmed(&mut text, report);
    if let Some(g) = &failed.growth {
        text.push_str(&growth::text(g));
    }
    hunt_lines(&mut text, report);
    load_line(&mut text, report);
    plan_line(&mut text, &report.plan);
    text
}

/// How a source file became the program, above `Measured`.
fn built(text: &mut String, report: &Report) {
    let Some(built) = &report.program.built else {
        return;
    };
    let line = &built.line;
    let _ = match &built.interpreter {
        Some(version) => writeln!(text, "\nRun as `{line}` ({version})."),
        None if built.cached => writeln!(text, "\nBuilt as `{line}` (from the cache)."),
        None => writeln!(text, "\nBuilt as `{line}`."),
    };
    if report.sanitize {
        let _ = writeln!(
            text,
            "The limits are raised for the sanitizers: {} times the CPU time, and memory \
             counted as resident, {}.",
            sanitizer::TIME_FACTOR,
            sanitizer::MEMORY_RULE
        );
    }
}
