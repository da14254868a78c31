//! What a package of `tag` holds beyond its cases: the statement (`statement.tex`), and the
//! planted programs it submits.

use super::Tag;
use crate::formats::Expected::*;
use crate::package::{Embedded, Packaged, Planted, embedded};

impl Packaged for Tag {
    const STATEMENT: &'static str = include_str!("statement.tex");
    const EMBEDDED: Embedded = embedded!("tag");
    const PLANTED: &'static [Planted] = &[
        Planted {
            file: "tag.rs",
            bug: Some("same"),
            verdict: WrongAnswer,
            name: "same",
            why: "Answers YES when S = R.",
        },
        Planted {
            file: "tag.rs",
            bug: Some("capped"),
            verdict: WrongAnswer,
            name: "capped",
            why: "Stops its rounds after N, as if no capture took longer.",
        },
        Planted {
            file: "tag_counters.rs",
            bug: Some("u16"),
            verdict: WrongAnswer,
            name: "u16",
            why: "Counts moves in 16 bits, which wrap at 65 536 out-edges.",
        },
        Planted {
            file: "tag_counters.rs",
            bug: Some("u16-bulk"),
            verdict: WrongAnswer,
            name: "u16_bulk",
            why: "Counts moves in 16 bits, the moves onto Aoki taken off all at once: the \
                  wrap shows where 65 536 moves are left that do not lose.",
        },
        Planted {
            file: "tag.rs",
            bug: Some("queries"),
            verdict: RunTimeError,
            name: "queries",
            why: "An array sized for 10^5 queries and a margin.",
        },
        Planted {
            file: "tag.rs",
            bug: None,
            verdict: TimeLimit,
            name: "rounds",
            why: "Right, but plays round after round over every state.",
        },
    ];
}
