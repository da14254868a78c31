//! What a package needs of a game beyond hack mode's cases: the planted programs of
//! `tests/hack/` that it submits, each with the verdict it must get and why.

use crate::dot::Dot;
use crate::duel::Duel;
use crate::generate::cases::Generated;
use crate::tag::Tag;
use Verdict::*;

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

impl Packaged for Dot {
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

impl Packaged for Tag {
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

impl Packaged for Duel {
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
