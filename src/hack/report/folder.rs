//! The judge's tests of `--tests DIR` in the report: what the folder is, and what was wrong
//! with its data (tests not run, answers not ours).

use super::encode::Json;
use crate::formats::TimeRule;
use crate::hack::folder::{Flagged, Folder, FolderTime};
use crate::hack::words::plural;
use std::fmt::Write as _;
use std::time::Duration;

/// The folder in a few words: `the 43 tests of DIR (a Kattis package)`.
pub fn named(folder: &Folder) -> String {
    format!(
        "the {} of {} ({})",
        plural(folder.tests.len(), "test"),
        folder.dir.display(),
        folder.layout
    )
}

/// The folder's time limit and where it comes from, in words.
pub fn time_limit(folder: &Folder) -> String {
    let limit = seconds(folder.limit);
    match &folder.time {
        FolderTime::Given => format!("{limit}, from `--time-limit`"),
        FolderTime::Rule(TimeRule::Stated { from, .. }) => format!("{limit}, as {from} states it"),
        FolderTime::Computed {
            multiplier,
            resolution,
            slowest,
            by,
        } => format!(
            "{limit}, as Kattis computes it: {multiplier} × the slowest accepted run ({:.3} s, \
             {by}), rounded up to a whole {}",
            slowest.as_secs_f64(),
            match *resolution == 1.0 {
                true => "second".to_string(),
                false => format!("{resolution} s"),
            }
        ),
        FolderTime::NoAccepted => format!(
            "{limit}, the problem's: Kattis computes it from the accepted submissions, and none \
             is in a language hack mode builds"
        ),
        FolderTime::Rule(TimeRule::Kattis { .. } | TimeRule::Unset) => {
            format!("{limit}, the problem's: the folder sets none")
        }
    }
}

/// A duration in seconds, as few digits as it needs (`1 s`, `1.5 s`).
fn seconds(d: Duration) -> String {
    let s = format!("{:.3}", d.as_secs_f64());
    format!("{} s", s.trim_end_matches('0').trim_end_matches('.'))
}

/// The lines on the folder: its time limit, each test not run and why, each answer that is
/// not ours.
pub fn text(folder: &Folder) -> String {
    let mut out = format!("The time limit: {}.\n", time_limit(folder));
    for Flagged { test, why } in &folder.invalid {
        let _ = writeln!(out, "The judge's data: {test} is not run, {why}.");
    }
    for Flagged { test, why } in &folder.disagree {
        let _ = writeln!(
            out,
            "The judge's data: the answer of {test} is not ours: {why}; runs are judged \
             against ours."
        );
    }
    out
}

/// The folder as JSON (`tests` in the schema).
pub fn json(folder: &Folder) -> Json {
    let pairs = |list: &[Flagged], what: &'static str| {
        let rows = list.iter().map(|Flagged { test, why }| {
            Json::Object(vec![
                ("name", Json::Str(test.clone())),
                (what, Json::Str(why.clone())),
            ])
        });
        Json::Array(rows.collect())
    };
    Json::Object(vec![
        ("dir", Json::Str(folder.dir.to_string_lossy().into_owned())),
        ("layout", Json::Str(folder.layout.to_string())),
        ("run", Json::Int(folder.tests.len() as i128)),
        (
            "time_limit",
            Json::Object(vec![
                ("seconds", Json::Float(folder.limit.as_secs_f64())),
                ("why", Json::Str(time_limit(folder))),
            ]),
        ),
        ("not_run", pairs(&folder.invalid, "why")),
        ("answers_not_ours", pairs(&folder.disagree, "where")),
    ])
}
