//! What a package of `dot` holds beyond its cases: the statement, in LaTeX, and the
//! planted programs it submits.

use super::Dot;
use crate::formats::{Expected::*, Statement};
use crate::package::{Embedded, Packaged, Planted, embedded};

impl Packaged for Dot {
    const STATEMENT: Statement = Statement {
        legend: "A dot stands on the plane, and $n$ vectors are fixed before the game. Anton \
                 and Dasha move in turn, Anton first. A move shifts the dot by one of the \
                 vectors; instead, each player may once in the game reflect the dot across the \
                 line $y = x$. The player after whose move the dot is farther than $d$ from the \
                 origin loses.",
        input: "The first line holds four integers $x$, $y$, $n$ and $d$ \
                ($-200 \\le x, y \\le 200$, $1 \\le n \\le 20$, $1 \\le d \\le 200$): the dot's \
                starting point, the number of vectors and the distance. The dot starts strictly \
                inside the circle: $x^2 + y^2 < d^2$. Each of the next $n$ lines holds a \
                vector, two integers $x_i$ and $y_i$ ($0 \\le x_i, y_i \\le 200$). The vectors \
                are non-zero and pairwise distinct.",
        output: "Print \\texttt{Anton} if Anton wins when both play optimally, and \
                 \\texttt{Dasha} otherwise.",
    };
    const EMBEDDED: Embedded = embedded!("dot");
    const PLANTED: &'static [Planted] = &[
        Planted {
            file: "dot.rs",
            bug: Some("boundary"),
            verdict: WrongAnswer,
            name: "boundary",
            why: "A point at distance exactly d counts as outside.",
        },
        Planted {
            file: "dot.rs",
            bug: Some("origin"),
            verdict: WrongAnswer,
            name: "origin",
            why: "Solves from the origin, whatever the start.",
        },
        Planted {
            file: "dot_memo.rs",
            bug: None,
            verdict: WrongAnswer,
            name: "memo",
            why: "A memo of the full game that forgets who has reflected.",
        },
        Planted {
            file: "dot.rs",
            bug: Some("crash"),
            verdict: RunTimeError,
            name: "negative",
            why: "Panics when the start has x + y < 0.",
        },
        Planted {
            file: "dot_tree.rs",
            bug: None,
            verdict: TimeLimit,
            name: "tree",
            why: "Right, but searches the game tree without a memo.",
        },
    ];
}
