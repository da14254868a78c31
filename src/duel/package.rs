//! What a package of `duel` holds beyond its cases: the statement, in LaTeX, and the
//! planted programs it submits.

use super::Duel;
use crate::formats::{Expected::*, Statement};
use crate::package::{Embedded, Packaged, Planted, embedded};

impl Packaged for Duel {
    const STATEMENT: Statement = Statement {
        legend: "Two pieces, $A$ and $B$, stand on orthogonally adjacent free cells of a \
                 board. Two players move in turn. A move rotates one piece by $90^\\circ$, \
                 either way, around the other piece, onto a free cell; the new configuration \
                 (the cell of $A$ and the cell of $B$) must not have occurred before in the \
                 game. A player who has no legal move loses.",
        input: "The first line holds $n$ and $m$ ($1 \\le n, m \\le 5000$, \
                $2 \\le n \\cdot m \\le 10\\,000$). Each of the next $n$ lines holds $m$ \
                characters, a row of the board: \\texttt{.} is a free cell, \\texttt{\\#} a \
                blocked cell, \\texttt{A} and \\texttt{B} the two pieces, each on a free cell. \
                There is exactly one \\texttt{A} and one \\texttt{B}, in orthogonally adjacent \
                cells.",
        output: "Print \\texttt{Frost\\_Ice} if the first player wins when both play \
                 optimally, and \\texttt{Febleaf} otherwise.",
    };
    const EMBEDDED: Embedded = embedded!("duel");
    const PLANTED: &'static [Planted] = &[
        Planted {
            file: "duel.rs",
            bug: None,
            verdict: WrongAnswer,
            name: "dp",
            why: "A DP that ignores the game's history.",
        },
        Planted {
            file: "duel_greedy.rs",
            bug: None,
            verdict: WrongAnswer,
            name: "greedy",
            why: "The right theorem on a greedy matching, which is only maximal.",
        },
        Planted {
            file: "duel_brute.rs",
            bug: None,
            verdict: TimeLimit,
            name: "brute",
            why: "Right, but searches every line of play.",
        },
    ];
}
