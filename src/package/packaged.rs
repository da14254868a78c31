//! What a package needs of a game beyond its generated cases: its statement, the planted
//! programs of `tests/hack/` that it submits, each with the verdict it must get and why, and
//! the files made from the source ([`Embedded`]).

use super::embedded::Embedded;
use crate::formats::Expected;
use crate::generate::cases::Generated;

/// A planted program of `tests/hack/`: its file, its mistake switched on, its verdict, its
/// name in the package, and why it gets its verdict.
pub struct Planted {
    pub file: &'static str,
    pub bug: Option<&'static str>,
    pub verdict: Expected,
    pub name: &'static str,
    pub why: &'static str,
}

/// A game that a package can be made of: its statement and planted programs, and the files
/// made from its source, besides its generated cases.
pub trait Packaged: Generated {
    /// `include_str!("statement.tex")`: the statement in LaTeX ([`crate::formats::Statement`]).
    const STATEMENT: &'static str;
    const PLANTED: &'static [Planted];
    /// `embedded!("<game>")`.
    const EMBEDDED: Embedded;
}
