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

pub use contents::{Contents, Expected, Files, Group, Submission, Test};
pub use files::{TestFiles, write, write_files};
pub use statement::Statement;
use std::path::Path;
use std::time::Duration;

/// A folder of a judge's tests, as its layout says: which layout, the tests in the judge's
/// order, and the limits its limit file states.
pub struct Tests {
    /// `a Kattis package`, `a Polygon package`, `an oj folder`.
    pub layout: &'static str,
    pub tests: Vec<TestFiles>,
    /// CPU time, and memory in MiB.
    pub time_limit: Option<Duration>,
    pub memory_mib: Option<u64>,
}

/// The tests of `dir` and its limits, by its layout: a Kattis package (`data/`), a Polygon
/// package (`tests/` and `problem.xml`), or an `oj` folder (in `dir/test`, or `dir` itself).
pub fn read(dir: &Path) -> Result<Tests, String> {
    let (layout, tests, (time_limit, memory_mib)) = if dir.join("data").is_dir() {
        ("a Kattis package", kattis::tests(dir)?, kattis::limits(dir))
    } else if dir.join("tests").is_dir() && dir.join("problem.xml").is_file() {
        (
            "a Polygon package",
            polygon::tests(dir)?,
            polygon::limits(dir),
        )
    } else if dir.join("test").is_dir() {
        (
            "an oj folder",
            oj::tests(dir, &dir.join("test"))?,
            (None, None),
        )
    } else {
        ("an oj folder", oj::tests(dir, dir)?, (None, None))
    };
    Ok(Tests {
        layout,
        tests,
        time_limit,
        memory_mib,
    })
}

#[cfg(test)]
mod tests;
