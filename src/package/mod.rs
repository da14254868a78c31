//! # Problem packages: a game as a problem for a judge's own tools (`--package`)
//!
//! `<bin> --package kattis|polygon DIR` writes the game as a problem a setter can put into a
//! contest: the statement (the game's own, `Packaged::STATEMENT`), the tests with their
//! answers, the input validator, and submissions that must get each verdict. The tests run in groups: the
//! samples; small tests aimed at the usual mistakes, each the smallest input on which a
//! planted program of `tests/hack/` with that mistake fails, named by it; random tests of
//! growing size; and the worst cases at the judge's limits, by shape. Each answer is the
//! solver's. The submissions: the solver as the accepted one, the planted wrong programs under
//! the verdict each gets, and a right but slow program under the time limit.
//!
//! The programs and the samples are made from the project's source and compiled into the
//! binary ([`embedded`]): a package is written from wherever the binary is, in seconds, with no
//! cargo and no source tree. The random tests come from a fixed seed: the same binary writes
//! the same package, byte for byte. The formats, how they were checked, and the time limits'
//! margins are in `docs/packages.md`.
//!
//! - [`packaged`]: what a game tells a package: its statement and planted programs;
//! - [`contents`]: what a game's package holds, whatever its format (each format's layout and
//!   writer are in [`crate::formats`]);
//! - [`embedded`]: the files made from the source: the bundled programs, the planted ones and
//!   the samples.

mod contents;
mod embedded;
mod packaged;

use crate::formats::{Contents, Expected, Group, kattis, polygon, write_files};
pub(crate) use embedded::embedded;
pub use embedded::{Embedded, Sample};
pub use packaged::{Packaged, Planted};
use std::path::Path;

/// The formats a package is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    Kattis,
    Polygon,
}

/// Writes `G`'s package in `format` into `dir` (new, or empty), and says what it wrote.
pub fn write<G: Packaged>(format: Layout, dir: &Path) -> Result<String, String> {
    let shown = dir.display();
    if std::fs::read_dir(dir).is_ok_and(|mut entries| entries.next().is_some()) {
        return Err(format!(
            "`{shown}` is not empty: a package goes into a new or empty folder"
        ));
    }
    if format == Layout::Kattis {
        kattis::shortname(dir)?;
    }
    let c = contents::contents::<G>()?;
    let e = &G::EMBEDDED;
    let files = match format {
        Layout::Kattis => kattis::files(&c, e.validator),
        Layout::Polygon => polygon::files(&c, e.validator_testlib, e.checker),
    };
    write_files(dir, &files)?;
    Ok(summary(&c, format, dir))
}

/// What was written, in a few lines.
fn summary(c: &Contents, format: Layout, dir: &Path) -> String {
    let count = |g: Group| c.tests.iter().filter(|t| t.group == g).count();
    let verdicts = |v: Expected| c.submissions.iter().filter(|s| s.verdict == v).count();
    let (what, limit) = match format {
        Layout::Kattis => (
            "Kattis",
            format!(
                "the time limit is {}× the slowest accepted run, rounded up to a second, and a \
                 time_limit_exceeded submission must take {}× the limit",
                kattis::AC_TO_TIME_LIMIT,
                kattis::TIME_LIMIT_TO_TLE
            ),
        ),
        Layout::Polygon => (
            "Polygon",
            format!("the time limit is the judge's, {} ms", c.time_limit_ms),
        ),
    };
    let submitted: Vec<String> = [
        (Expected::Accepted, "accepted"),
        (Expected::WrongAnswer, "wrong answer"),
        (Expected::TimeLimit, "time limit exceeded"),
        (Expected::RunTimeError, "run-time error"),
    ]
    .into_iter()
    .filter(|&(v, _)| verdicts(v) > 0 && (v, format) != (Expected::RunTimeError, Layout::Polygon))
    .map(|(v, what)| format!("{} {what}", verdicts(v)))
    .collect();
    format!(
        "Wrote the {what} package of {name} into {dir}: {} tests ({} samples, {} aimed at \
         mistakes, {} random, {} worst cases); submissions: {}; {limit}; memory {} MiB.\n",
        c.tests.len(),
        count(Group::Sample),
        count(Group::Aimed),
        count(Group::Random),
        count(Group::Worst),
        submitted.join(", "),
        c.memory_mib,
        name = c.name,
        dir = dir.display(),
    )
}
