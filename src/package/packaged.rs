//! What a package needs of a game beyond hack mode's cases: the planted programs of
//! `tests/hack/` that it submits, each with the verdict it must get and why.

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

/// A game that a package can be made of: its planted programs, besides hack mode's cases.
pub trait Packaged: Generated {
    const PLANTED: &'static [Planted];
}
