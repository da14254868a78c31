//! The report as one JSON document, for tools: the same value as the text, every field
//! always present (`null` where it does not apply), so that its types never change. The
//! schema is in `docs/hack-mode.md`; [`VERSION`] changes when a field changes meaning or type.

mod failed;
mod measured;
mod value;

use super::encode::Json;
use super::model::{Failed, Findings, Report};
use crate::hack::process::Limits;
use crate::hack::report::ended::stderr_shown;
use crate::hack::report::hints::hints;
use crate::hack::runtime::Runtime;
use failed::{borderline, case, chase, exit, first_difference, growth, rerun, sanitizer, shrink};
use measured::measured;
use value::{int, ms, string, verdict};

/// The version of the schema.
pub const VERSION: i128 = 1;

/// The whole report, as JSON text.
pub fn json(report: &Report) -> String {
    let failed = match &report.findings {
        Findings::Failed(failed) => Some(failed.as_ref()),
        Findings::Passed(_) => None,
    };
    let passed = match &report.findings {
        Findings::Passed(passed) => Some(passed),
        Findings::Failed(_) => None,
    };
    let field = |make: fn(&Failed) -> Json| Json::or_null(failed, make);
    Json::Object(vec![
        ("version", Json::Int(VERSION)),
        ("game", Json::Str(report.game.into())),
        ("seed", Json::Int(report.seed.into())),
        ("plan", plan(report)),
        ("program", program(report)),
        ("limits", limits(&report.limits)),
        ("tests", Json::or_null(report.folder, super::folder::json)),
        ("verdict", Json::or_null(failed, |f| verdict(f.verdict))),
        ("case", field(case)),
        ("expected", field(|f| Json::bytes(&f.last.record.expected))),
        ("found", field(|f| Json::bytes(&f.last.record.ran.stdout))),
        ("exit", field(exit)),
        (
            "stderr",
            field(|f| Json::bytes(&stderr_shown(&f.last.record.ran).0)),
        ),
        ("first_difference", field(first_difference)),
        ("sanitizer", field(sanitizer)),
        ("shrink", field(|f| shrink(&f.shrink))),
        ("rerun", field(rerun)),
        ("borderline", field(borderline)),
        (
            "growth",
            field(|f| Json::or_null(f.growth.as_ref(), growth)),
        ),
        ("explanation", field(|f| Json::bytes(&f.explained))),
        ("chase", field(chase)),
        (
            "hints",
            Json::Array(hints(report).into_iter().map(Json::Str).collect()),
        ),
        ("measured", measured(report, failed, passed)),
        (
            "hunt",
            super::hunt::json(report.hunted.as_ref(), report.limits.cpu),
        ),
        (
            "load",
            Json::or_null(report.load, |l| {
                Json::Object(vec![
                    ("average", Json::Float(l.average)),
                    ("cores", int(l.cores as u64)),
                ])
            }),
        ),
    ])
    .document()
}

fn plan(report: &Report) -> Json {
    let plan = &report.plan;
    let worst = report.worst.iter().map(|n| string(n)).collect();
    Json::Object(vec![
        ("random_cases", int(plan.cases)),
        ("planned", Json::Bool(plan.planned)),
        (
            "interpreter",
            match &plan.runtime {
                Runtime::Native => Json::Null,
                Runtime::Interpreted(name) => string(name),
            },
        ),
        ("start_cost_ms", Json::or_null(plan.start, |(_, c)| ms(c))),
        ("worst_cases", Json::Array(worst)),
    ])
}

fn program(report: &Report) -> Json {
    let program = report.program;
    let command = program
        .command
        .iter()
        .map(|w| string(&w.to_string_lossy()))
        .collect();
    let built = program.built.as_ref();
    let build = built.filter(|b| b.interpreter.is_none());
    Json::Object(vec![
        ("command", Json::Array(command)),
        ("source", Json::or_null(built, |b| string(&b.source))),
        ("build", Json::or_null(build, |b| string(&b.line))),
        ("cached", Json::or_null(build, |b| Json::Bool(b.cached))),
        (
            "interpreter",
            Json::or_null(built, |b| Json::or_null(b.interpreter.as_deref(), string)),
        ),
        ("sanitize", Json::Bool(report.sanitize)),
    ])
}

fn limits(limits: &Limits) -> Json {
    let measure = if limits.committed {
        "committed"
    } else {
        "resident"
    };
    Json::Object(vec![
        ("cpu_ms", ms(limits.cpu)),
        ("memory_bytes", int(limits.memory)),
        ("memory_measure", string(measure)),
        ("idle_ms", ms(limits.idle)),
        ("stack_bytes", int(limits.stack)),
    ])
}
