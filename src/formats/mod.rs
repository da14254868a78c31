//! # The judges' formats: one room each, read and written in one place
//!
//! A problem's tests and limits as a judge's tools keep them: a Kattis package ([`kattis`]), a
//! Polygon package ([`polygon`]), or an `oj` folder ([`oj`]). Each room holds its layout, its
//! writer, its reader and its limit file: `--package` writes a package with it, and `--tests`
//! reads a folder back with it. What a package holds, whatever its format, is [`Contents`]
//! ([`contents`]); the files of a folder of tests are read and written by [`files`].

mod contents;
mod files;
pub mod kattis;
pub mod oj;
pub mod polygon;
mod statement;
mod time_rule;

pub use contents::{Contents, Expected, Files, Group, Submission, Test};
pub use files::{TestFiles, write, write_files};
pub use statement::Statement;
use std::path::Path;
pub use time_rule::TimeRule;

/// A folder of a judge's tests, as its layout says: which layout, the tests in the judge's
/// order, and the limits its limit file states or the rule its judge sets them by.
pub struct Tests {
    /// `a Kattis package`, `a Kattis data folder`, `a Polygon package`, `an oj folder`.
    pub layout: &'static str,
    pub tests: Vec<TestFiles>,
    /// CPU time per run, as the judge sets it.
    pub time: TimeRule,
    /// MiB, where the limit file states it.
    pub memory_mib: Option<u64>,
}

/// The tests of `dir` and its limits, by its layout: a Kattis package (`data/`), a Polygon
/// package (`tests/` and `problem.xml`), a Kattis or DOMjudge data folder (`sample/` or
/// `secret/`, limits from the package above it), or an `oj` folder (in `dir/test`, or `dir`
/// itself).
pub fn read(dir: &Path) -> Result<Tests, String> {
    let polygon = dir.join("tests").is_dir() && dir.join("problem.xml").is_file();
    let data = ["sample", "secret"].iter().any(|d| dir.join(d).is_dir());
    let (layout, tests, (time, memory_mib)) = if dir.join("data").is_dir() {
        let tests = kattis::tests(dir, &dir.join("data"))?;
        ("a Kattis package", tests, kattis::limits(dir))
    } else if polygon {
        (
            "a Polygon package",
            polygon::tests(dir)?,
            polygon::limits(dir),
        )
    } else if data {
        let package = dir.parent().filter(|p| p.join("problem.yaml").is_file());
        let limits = package.map_or((TimeRule::Unset, None), kattis::limits);
        ("a Kattis data folder", kattis::tests(dir, dir)?, limits)
    } else if dir.join("test").is_dir() {
        let tests = oj::tests(dir, &dir.join("test"))?;
        ("an oj folder", tests, (TimeRule::Unset, None))
    } else {
        (
            "an oj folder",
            oj::tests(dir, dir)?,
            (TimeRule::Unset, None),
        )
    };
    Ok(Tests {
        layout,
        tests,
        time,
        memory_mib,
    })
}

#[cfg(test)]
mod tests;
