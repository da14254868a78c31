//! The report as one JSON document, for tools: the same value as the text, every field
//! always present (`null` where it does not apply), so that its types never change. The
//! schema is in `docs/hack-mode.md`; [`VERSION`] changes when a field changes meaning or type.

use super::encode::Json;
use super::ended::stderr_shown;
use super::failure::case_name;
use super::hints::hints;
use super::measured::{Most, most_random};
use super::model::{Failed, Findings, Report};
use crate::hack::growth::{Fit, Growth, Point};
use crate::hack::process::{Limits, Stop};
use crate::hack::runtime::Runtime;
use crate::hack::search::{Figures, Origin, Passed, Used};
use crate::hack::session::{Spread, Trial};
use crate::hack::shrink::Shrink;
use crate::hack::shrinker::{Covered, End};
use crate::hack::verdict::{Verdict, tokens};
use std::os::unix::process::ExitStatusExt;
use std::time::Duration;

/// The line of play of the query whose answer differs.
fn chase(failed: &Failed) -> Json {
    Json::or_null(failed.chase.as_ref(), |(query, text)| {
        Json::Object(vec![
            ("query", Json::Int(*query as i128)),
            ("text", Json::bytes(text)),
        ])
    })
}

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

fn int(n: impl Into<i128>) -> Json {
    Json::Int(n.into())
}

fn ms(t: Duration) -> Json {
    int(t.as_millis() as i64)
}

fn string(s: &str) -> Json {
    Json::Str(s.to_string())
}

fn verdict(v: Verdict) -> Json {
    Json::Object(vec![("code", string(v.code())), ("name", string(v.name()))])
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

fn case(failed: &Failed) -> Json {
    let (origin, number, of, name) = match &failed.origin {
        Origin::Random { index, of } => ("random", *index + 1, *of, None),
        Origin::Worst { index, of, name } => ("worst", *index as u64 + 1, *of as u64, Some(name)),
        Origin::Hunt { evaluation } => ("hunt", *evaluation as u64, *evaluation as u64, None),
        Origin::Test { index, of, name } => ("test", *index as u64 + 1, *of as u64, Some(name)),
    };
    let saved = failed.saved.as_ref();
    let path = |p: &std::path::Path| string(&p.to_string_lossy());
    Json::Object(vec![
        ("origin", string(origin)),
        ("number", int(number)),
        ("of", int(of)),
        ("name", Json::or_null(name, |n| string(n))),
        ("described", string(&case_name(&failed.origin))),
        ("text", string(&failed.last.record.input)),
        ("path", Json::or_null(saved, |s| path(&s.input))),
        ("answer_path", Json::or_null(saved, |s| path(&s.output))),
    ])
}

fn exit(failed: &Failed) -> Json {
    let ran = &failed.last.record.ran;
    let stopped = ran.stopped.map(|s| match s {
        Stop::Cpu => "cpu",
        Stop::Idle => "idle",
        Stop::Memory => "memory",
        Stop::Output => "output",
        Stop::Backstop => "backstop",
        Stop::Lost => "lost",
    });
    Json::Object(vec![
        ("status", Json::or_null(ran.status.code(), int)),
        ("signal", Json::or_null(ran.status.signal(), int)),
        ("stopped", Json::or_null(stopped, string)),
    ])
}

fn first_difference(failed: &Failed) -> Json {
    let record = &failed.last.record;
    let token = |text: &[u8], i: usize| Json::or_null(tokens(text).nth(i), Json::bytes);
    Json::or_null(failed.wrong_token, |i| {
        Json::Object(vec![
            ("token", int(i as u64 + 1)),
            ("expected", token(&record.expected, i)),
            ("found", token(&record.ran.stdout, i)),
        ])
    })
}

fn sanitizer(failed: &Failed) -> Json {
    Json::or_null(failed.finding.as_ref(), |f| {
        let place = f.place();
        let location = place.map(|(file, line, column)| match column {
            Some(column) => format!("{file}:{line}:{column}"),
            None => format!("{file}:{line}"),
        });
        let message = match f.summary.split_once(": ") {
            Some((_, message)) if place.is_some() => message,
            _ => f.summary.as_str(),
        };
        let report = failed.saved.as_ref().and_then(|s| s.sanitizer.as_ref());
        Json::Object(vec![
            ("location", Json::or_null(location, Json::Str)),
            ("file", Json::or_null(place, |p| string(p.0))),
            ("line", Json::or_null(place, |p| int(p.1))),
            ("column", Json::or_null(place.and_then(|p| p.2), int)),
            ("message", string(message)),
            ("undefined", Json::Bool(f.undefined)),
            ("report", string(&f.report)),
            (
                "report_path",
                Json::or_null(report, |p| string(&p.to_string_lossy())),
            ),
        ])
    })
}

fn shrink(shrink: &Shrink) -> Json {
    let (shrunk, why_not, done) = match shrink {
        Shrink::Off => (false, Some("--no-shrink"), None),
        Shrink::NotForTime(_) => (false, Some("a time or idleness limit"), None),
        Shrink::Done(s) => (true, None, Some(s)),
    };
    let end = done.map(|s| match &s.end {
        End::Smallest => "no_smaller_size",
        End::Searched(c) if c.every && s.other.is_some() => "no_smaller_fails_alike",
        End::Searched(c) if c.every => "all_smaller_pass",
        End::Searched(_) => "local_minimum",
        End::Runs => "candidate_budget",
        End::Time => "time_budget",
    });
    let searched = done.and_then(|s| match &s.end {
        End::Searched(c) => Some(c),
        _ => None,
    });
    Json::Object(vec![
        ("shrunk", Json::Bool(shrunk)),
        ("why_not", Json::or_null(why_not, string)),
        ("steps", int(shrink.kept() as u64)),
        ("size", Json::or_null(done, |s| string(&s.size))),
        ("end", Json::or_null(end, string)),
        (
            "smaller_cases_tried",
            Json::or_null(searched, |c| int(c.tried as u64)),
        ),
        ("smaller_search", Json::or_null(searched, smaller_search)),
        (
            "minimum_proven",
            Json::Bool(done.is_some_and(|s| s.proven())),
        ),
        (
            "other",
            Json::or_null(done.and_then(|s| s.other.as_ref()), |o| {
                Json::Object(vec![
                    ("verdict", verdict(o.verdict)),
                    ("size", string(&o.size)),
                    ("input", string(&o.input)),
                ])
            }),
        ),
    ])
}

/// The size classes of the smaller cases searched.
fn smaller_search(c: &Covered) -> Json {
    Json::Object(vec![
        ("classes", int(c.classes as u64)),
        ("whole_classes", int(c.whole_classes as u64)),
        ("whole_cases", int(c.whole_cases as u64)),
        ("from", string(&c.from)),
        ("to", string(&c.to)),
    ])
}

/// A TLE or an MLE whose runs alone all ended within [`crate::hack::policy::BORDER`] times
/// the limit, and did not agree.
fn borderline(failed: &Failed) -> Json {
    let limits = &failed.last.record.limits;
    let spread = failed
        .last
        .record
        .borderline
        .filter(|s| s.borderline(limits));
    Json::or_null(spread.as_ref(), |s| {
        let (cpu, memory) = match *s {
            Spread::Cpu { least, most, .. } => (Some((least, most)), None),
            Spread::Memory { least, most, .. } => (None, Some((least, most))),
        };
        Json::Object(vec![
            ("least_cpu_ms", Json::or_null(cpu, |c| ms(c.0))),
            ("most_cpu_ms", Json::or_null(cpu, |c| ms(c.1))),
            ("least_memory_bytes", Json::or_null(memory, |m| int(m.0))),
            ("most_memory_bytes", Json::or_null(memory, |m| int(m.1))),
            ("runs", int(s.runs() as u64)),
        ])
    })
}

fn rerun(failed: &Failed) -> Json {
    Json::or_null(failed.again.as_ref(), |again| {
        Json::Object(vec![
            ("verdict", Json::or_null(again.verdict, verdict)),
            ("same", Json::Bool(again.verdict == Some(failed.verdict))),
        ])
    })
}

fn growth(g: &Growth) -> Json {
    let point = |p: &Point| {
        Json::Object(vec![
            ("size", int(p.size as u64)),
            ("cpu_ms", ms(p.cpu)),
            ("stopped_at_ms", Json::or_null(p.stopped, ms)),
            (
                "over_limit",
                Json::Bool(p.stopped.is_some() || p.cpu > g.limit),
            ),
        ])
    };
    let sizes = g.ladders.iter().map(|l| {
        let (fit, exponent) = match l.fit {
            Fit::Grows(k) => ("grows", Some(k)),
            Fit::Flat => ("flat", None),
            Fit::AllStopped => ("all_stopped", None),
            Fit::OneMeasured => ("one_measured", None),
            Fit::TooFast => ("too_fast", None),
        };
        Json::Object(vec![
            ("name", string(l.name)),
            ("size", int(l.size as u64)),
            ("points", Json::Array(l.points.iter().map(point).collect())),
            ("fit", string(fit)),
            ("exponent", Json::or_null(exponent, Json::Float)),
        ])
    });
    let estimate = g.estimate.as_ref().map(|e| {
        Json::Object(vec![
            ("from", string(e.from)),
            ("cpu_ms", ms(e.full)),
            (
                "times_limit",
                Json::Float(e.full.as_secs_f64() / g.limit.as_secs_f64()),
            ),
        ])
    });
    let full = Json::Object(vec![
        ("cpu_ms", ms(g.full.cpu)),
        ("stopped_at_ms", Json::or_null(g.full.stopped, ms)),
    ]);
    Json::Object(vec![
        ("start_ms", ms(g.start)),
        ("ceiling_ms", ms(g.ceiling)),
        ("full", full),
        ("sizes", Json::Array(sizes.collect())),
        ("cut_short", Json::Bool(g.cut_short)),
        ("estimate", estimate.unwrap_or(Json::Null)),
    ])
}

fn figures(f: &Figures) -> Vec<(&'static str, Json)> {
    vec![
        ("cpu_ms", ms(f.cpu)),
        ("memory_bytes", int(f.memory)),
        ("idle_ms", ms(f.idle)),
    ]
}

/// The figures of a run and its verdict, `null` when it passed.
fn judged(f: &Figures, v: Option<Verdict>) -> Json {
    let mut fields = figures(f);
    fields.push(("verdict", Json::or_null(v, verdict)));
    Json::Object(fields)
}

fn measured(report: &Report, failed: Option<&Failed>, passed: Option<&Passed>) -> Json {
    let found = failed.map(|f| {
        let mut fields = figures(&f.found);
        fields.push(("alone", Json::Bool(f.verdict.is_measured())));
        Json::Object(fields)
    });
    let beside = failed.and_then(|f| f.found_beside.as_ref());
    let last = failed.filter(|f| f.shrink.kept() > 0);
    let again = failed.and_then(|f| f.again.as_ref());
    let unconfirmed = report.unconfirmed.iter().map(|u| {
        Json::Object(vec![
            ("case", string(&u.case)),
            ("beside", judged(&u.beside, Some(u.verdict))),
            ("alone", judged(&u.alone, None)),
        ])
    });
    Json::Object(vec![
        ("found", found.unwrap_or(Json::Null)),
        (
            "found_beside",
            Json::or_null(beside, |(f, v)| judged(f, Some(*v))),
        ),
        (
            "final",
            Json::or_null(last, |f| {
                Json::Object(figures(&Figures::of(&f.last.record.ran)))
            }),
        ),
        (
            "again",
            Json::or_null(again, |t: &Trial| {
                judged(&Figures::of(&t.record.ran), t.verdict)
            }),
        ),
        ("worst", Json::or_null(passed, |p| worst(report, p))),
        ("random", Json::or_null(passed, |p| random(&p.random))),
        ("unconfirmed", Json::Array(unconfirmed.collect())),
    ])
}

/// Each worst case's figures, `null` for one that did not run.
fn worst(report: &Report, passed: &Passed) -> Json {
    let rows = report.worst.iter().zip(&passed.worst).map(|(name, used)| {
        let (cpu, memory) = match used {
            Some((cpu, memory)) => (ms(*cpu), int(*memory)),
            None => (Json::Null, Json::Null),
        };
        Json::Object(vec![
            ("name", string(name)),
            ("cpu_ms", cpu),
            ("memory_bytes", memory),
        ])
    });
    Json::Array(rows.collect())
}

/// The random cases' largest CPU time and memory, each with the first case (from 1) to use it.
fn random(random: &[Option<Used>]) -> Json {
    let (cpu, memory) = most_random(random);
    let case = |m: Most| Json::or_null(m, |(_, i)| int(i as u64 + 1));
    Json::Object(vec![
        ("cases_passed", int(random.iter().flatten().count() as u64)),
        ("most_cpu_ms", Json::or_null(cpu, |(c, _)| int(c as i64))),
        ("most_cpu_case", case(cpu)),
        (
            "most_memory_bytes",
            Json::or_null(memory, |(m, _)| int(m as i64)),
        ),
        ("most_memory_case", case(memory)),
    ])
}
