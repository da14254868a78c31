//! The fields of the JSON report that describe a failure: the case, how the program ended,
//! where its output differs, the shrink, the reruns and the growth.

use super::value::{int, ms, string, verdict};
use crate::hack::growth::{Fit, Growth, Point};
use crate::hack::process::Stop;
use crate::hack::report::encode::Json;
use crate::hack::report::failure::case_name;
use crate::hack::report::model::Failed;
use crate::hack::search::Origin;
use crate::hack::session::Spread;
use crate::hack::shrink::Shrink;
use crate::hack::shrinker::{Covered, End, Needed};
use crate::hack::verdict::tokens;
use std::os::unix::process::ExitStatusExt;

/// The line of play of the query whose answer differs.
pub fn chase(failed: &Failed) -> Json {
    Json::or_null(failed.chase.as_ref(), |(query, text)| {
        Json::Object(vec![
            ("query", Json::Int(*query as i128)),
            ("text", Json::bytes(text)),
        ])
    })
}

pub fn case(failed: &Failed) -> Json {
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

pub fn exit(failed: &Failed) -> Json {
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

pub fn first_difference(failed: &Failed) -> Json {
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

pub fn sanitizer(failed: &Failed) -> Json {
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

pub fn shrink(shrink: &Shrink) -> Json {
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
        ("needed", needed(done.map_or(&[][..], |s| &s.needed[..]))),
        (
            "untried_steps",
            Json::or_null(done.filter(|s| s.untried > 0), |s| int(s.untried as u64)),
        ),
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

/// The sizes the failure needs at the judge's largest value.
fn needed(needed: &[Needed]) -> Json {
    let each = |n: &Needed| {
        Json::Object(vec![
            ("dimension", string(n.name)),
            ("value", int(n.value as u64)),
            ("cuts", int(n.cuts as u64)),
        ])
    };
    Json::Array(needed.iter().map(each).collect())
}

/// The size classes of the smaller cases searched.
fn smaller_search(c: &Covered) -> Json {
    Json::Object(vec![
        ("classes", int(c.classes as u64)),
        ("whole_classes", int(c.whole_classes as u64)),
        ("whole_cases", int(c.whole_cases as u64)),
        (
            "listed",
            Json::Array(
                (c.listed.iter())
                    .map(|(class, words)| {
                        Json::Object(vec![("class", string(class)), ("cases", string(words))])
                    })
                    .collect(),
            ),
        ),
        ("from", string(&c.from)),
        ("to", string(&c.to)),
    ])
}

/// A TLE or an MLE whose runs alone all ended within [`crate::hack::policy::BORDER`] times
/// the limit, and did not agree.
pub fn borderline(failed: &Failed) -> Json {
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

pub fn rerun(failed: &Failed) -> Json {
    Json::or_null(failed.again.as_ref(), |again| {
        Json::Object(vec![
            ("verdict", Json::or_null(again.verdict, verdict)),
            ("same", Json::Bool(again.verdict == Some(failed.verdict))),
        ])
    })
}

pub fn growth(g: &Growth) -> Json {
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
