//! What a package needs of a game beyond its generated cases: its statement, and the planted
//! programs of `tests/hack/` that it submits, each with the verdict it must get and why.

use crate::generate::cases::Generated;

/// The verdicts the submissions get.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    Accepted,
    WrongAnswer,
    TimeLimit,
    RunTimeError,
}

/// A planted program of `tests/hack/`: its file, its mistake switched on, its verdict, its
/// name in the package, and why it gets its verdict.
pub struct Planted {
    pub file: &'static str,
    pub bug: Option<&'static str>,
    pub verdict: Verdict,
    pub name: &'static str,
    pub why: &'static str,
}

/// A problem's statement in LaTeX, as both formats take it: how the game goes, what the input
/// holds with every guarantee of the judge's statement, and what to print.
pub struct Statement {
    pub legend: &'static str,
    pub input: &'static str,
    pub output: &'static str,
}

/// A game that a package can be made of: its statement and planted programs, besides its
/// generated cases.
pub trait Packaged: Generated {
    const STATEMENT: Statement;
    const PLANTED: &'static [Planted];
}
