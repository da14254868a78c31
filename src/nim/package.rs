//! What a package of `nim` holds beyond its cases: its statement, and no planted program (the
//! planted ones live in `tests/hack/`, written for the three real games).

use super::Nim;
use crate::package::{Embedded, Packaged, Planted, embedded};

impl Packaged for Nim {
    const STATEMENT: &'static str = include_str!("statement.tex");
    const EMBEDDED: Embedded = embedded!("nim");
    const PLANTED: &'static [Planted] = &[];
}
