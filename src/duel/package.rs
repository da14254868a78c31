//! What a package of `duel` holds beyond its cases: the statement (`statement.tex`), and the
//! planted programs it submits.

use super::Duel;
use crate::formats::Expected::*;
use crate::package::{Embedded, Packaged, Planted, embedded};

impl Packaged for Duel {
    const STATEMENT: &'static str = include_str!("statement.tex");
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
