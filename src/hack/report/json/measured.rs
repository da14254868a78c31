//! The report's `measured` field: each run's figures, beside the load and alone.

use super::value::{int, ms, string, verdict};
use crate::hack::report::encode::Json;
use crate::hack::report::measured::{Most, most_random};
use crate::hack::report::model::{Failed, Report};
use crate::hack::search::{Figures, Passed, Used};
use crate::hack::session::Trial;
use crate::hack::verdict::Verdict;

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

pub fn measured(report: &Report, failed: Option<&Failed>, passed: Option<&Passed>) -> Json {
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
