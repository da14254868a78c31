//! What a package of `nim` holds beyond its cases: its statement, and no planted program (the
//! planted ones live in `tests/hack/`, written for the three real games).

use super::Nim;
use crate::formats::Statement;
use crate::package::{Embedded, Packaged, Planted, embedded};

impl Packaged for Nim {
    const STATEMENT: Statement = Statement {
        legend: "A pile holds $n$ stones. Two players, First and Second, take turns; a move \
                 removes between $1$ and $k$ stones from the pile. The player who cannot move \
                 loses.",
        input: "One line holds $n$ and $k$ ($1 \\le n \\le 1000$, $1 \\le k \\le 10$).",
        output: "Print \\texttt{First} if the first player wins when both play optimally, and \
                 \\texttt{Second} otherwise.",
    };
    const EMBEDDED: Embedded = embedded!("nim");
    const PLANTED: &'static [Planted] = &[];
}
