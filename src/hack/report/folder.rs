//! The judge's tests of `--tests DIR` in the report: what the folder is, and what was wrong
//! with its data (tests not run, answers not ours).

use super::encode::Json;
use crate::hack::folder::{Flagged, Folder};
use crate::hack::words::plural;
use std::fmt::Write as _;

/// The folder in a few words: `the 43 tests of DIR (a Kattis package)`.
pub fn named(folder: &Folder) -> String {
    format!(
        "the {} of {} ({})",
        plural(folder.tests.len(), "test"),
        folder.dir.display(),
        folder.layout
    )
}

/// The lines on the folder's data: each test not run and why, each answer that is not ours.
pub fn text(folder: &Folder) -> String {
    let mut out = String::new();
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
        ("not_run", pairs(&folder.invalid, "why")),
        ("answers_not_ours", pairs(&folder.disagree, "where")),
    ])
}
