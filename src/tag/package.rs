//! What a package of `tag` holds beyond its cases: the statement, in LaTeX, and the
//! planted programs it submits.

use super::Tag;
use crate::formats::{Expected::*, Statement};
use crate::package::{Embedded, Packaged, Planted, embedded};

impl Packaged for Tag {
    const STATEMENT: Statement = Statement {
        legend: "Takahashi and Aoki play tag on a directed graph. Takahashi stands on vertex \
                 $S$ and Aoki on vertex $R$. In each round Takahashi first stays where he is or \
                 moves along an edge leaving his vertex, and is caught if he lands on Aoki's \
                 vertex; then Aoki stays or moves along an edge leaving his vertex, and catches \
                 Takahashi if he lands on Takahashi's vertex. For each of $Q$ questions, decide \
                 whether Takahashi can avoid being caught forever when both play optimally.",
        input: "The first line holds $N$ and $M$ ($1 \\le N \\le 500$, \
                $0 \\le M \\le 250\\,000$): the number of vertices, numbered from $1$ to $N$, \
                and of edges. Each of the next $M$ lines holds $u$ and $v$ \
                ($1 \\le u, v \\le N$): an edge directed from $u$ to $v$. Self-loops and \
                repeated edges may occur. The next line holds $Q$ ($1 \\le Q \\le 200\\,000$), \
                and each of the next $Q$ lines holds a question, $S$ and $R$ \
                ($1 \\le S, R \\le N$).",
        output: "For each question, print one line: \\texttt{YES} if Takahashi can avoid \
                 capture forever, and \\texttt{NO} otherwise. When $S = R$ he starts caught: \
                 \\texttt{NO}.",
    };
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
