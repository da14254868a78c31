//! What a package holds, whatever its format, and the verdicts it is made of.

use super::statement::Statement;

/// A package's files: each path under the package's folder, with its text.
pub type Files = Vec<(String, String)>;

/// The verdicts a package's submissions get.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Expected {
    Accepted,
    WrongAnswer,
    TimeLimit,
    RunTimeError,
}

/// What a package holds, whatever its format: the statement, the tests in order with their
/// answers, and the submissions with the verdict each must get. (The validator and the
/// checker differ by format: each writer takes its own.)
pub struct Contents {
    pub name: &'static str,
    /// The name capitalised, as the problem's title.
    pub title: String,
    /// Where the problem comes from.
    pub source: &'static str,
    pub statement: Statement,
    pub memory_mib: u64,
    pub time_limit_ms: u64,
    /// In order: the samples, then the aimed, random and worst tests.
    pub tests: Vec<Test>,
    /// Our solver first, as the main correct solution.
    pub submissions: Vec<Submission>,
}
/// One test with its answer.
pub struct Test {
    pub group: Group,
    /// Within its group, named by what it aims at.
    pub name: String,
    pub input: String,
    pub answer: String,
}

/// The groups of tests, in the order they run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Group {
    Sample,
    /// Small tests, each the smallest input of a usual mistake.
    Aimed,
    /// Random tests of every size class.
    Random,
    /// The worst cases at the judge's limits, by shape.
    Worst,
}

impl Group {
    pub fn name(self) -> &'static str {
        match self {
            Group::Sample => "sample",
            Group::Aimed => "aimed",
            Group::Random => "random",
            Group::Worst => "worst",
        }
    }
}

/// A program with the verdict it must get on the package's tests.
pub struct Submission {
    pub verdict: Expected,
    /// A file name, `.rs`.
    pub file: String,
    pub text: String,
}
