//! What a package of `dot` holds beyond its cases: the statement (`statement.tex`), and the
//! planted programs it submits.

use super::Dot;
use crate::formats::Expected::*;
use crate::package::{Embedded, Packaged, Planted, embedded};

impl Packaged for Dot {
    const STATEMENT: &'static str = include_str!("statement.tex");
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
