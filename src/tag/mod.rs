//! # Tag: pursuit on a directed graph, many queries
//!
//! Takahashi (the escaper) stands on `S`, Aoki (the chaser) on `R`, in a directed graph on
//! vertices `1..=N`. Rounds repeat forever: Takahashi stays or follows one edge, and is caught
//! if he lands on Aoki; then Aoki stays or follows one edge, and catches him if he lands on
//! Takahashi. Per query print `YES` if Takahashi can avoid capture forever, else `NO`
//! (`S = R` is `NO`: he starts caught) ([`judge`]). The explained answer gives with each
//! verdict a safe first move or the round of the capture ([`capture_rounds`]).
//!
//! Input: `N M`, `M` lines `u v` (edge `u → v`; self-loops and repeats allowed), `Q`, `Q` lines
//! `S R`. Judge limits: `N <= 500`, `M <= 250 000`, `1 <= Q <= 200 000`. Supported beyond:
//! `N <= 2000`, `M <= 1 000 000`, `Q <= 1 000 000`. Anything else is an error naming the token
//! or the constraint.
//!
//! ## The fixed point
//! A state is (Takahashi's vertex `s`, Aoki's vertex `r`, whose move). Write `T(s, r)` for
//! "caught, Takahashi to move" and `A(s, r)` for "caught, Aoki to move", and `N⁺[v]` for `v`
//! and its successors (the moves from `v`: staying or one edge). Capture states are
//! `T(s, s)` (he was caught) and `A(s, s)` (he walked onto Aoki). Then
//! - `A(s, r)` iff `T(s, r')` for some `r' ∈ N⁺[r]`: Aoki needs one good move;
//! - `T(s, r)` iff `A(s', r)` for every `s' ∈ N⁺[s]`: all of Takahashi's moves lose.
//!
//! The caught states are the *least* fixed point of these rules, built up from the capture
//! states: exactly the states from which Aoki forces capture in finitely many rounds. Every
//! other state is an escape: from a Takahashi-to-move state outside it some move leads to an
//! Aoki-to-move state outside it, and from there every Aoki move leads back outside it, so
//! Takahashi stays outside forever, and no capture state is outside. Repeated edges and
//! self-loops add no move (a self-loop is staying), so the adjacency is deduplicated first.
//!
//! ## Four ways to reach it, combined
//! All of them apply the two rules, in some order, to caught states only, until nothing
//! changes; any such order reaches the same least fixed point (the rules are monotone).
//!
//! *Rounds by rows.* Row `s` of `T` and of `A` is a bitset over `r` (`Rows`: flat `u64`s).
//! A round first applies the Aoki rule to the rows of `T` that grew (`A[s] |= N⁻[r]` for each
//! new `r`, where `N⁻[r]` is `r` and its predecessors, a precomputed bitset), then the
//! Takahashi rule to the rows whose inputs grew: `T[p] = ∩ A[s']` over `s' ∈ N⁺[p]`, for `p` a
//! grown row or one of its predecessors. At most `O((N + M)·N/64)` words a round; dense graphs
//! settle in a few rounds. Round `k` catches exactly the states caught in `k` rounds of play.
//!
//! *Rounds by columns.* The same Takahashi rule for one chaser vertex `r` at a time: with
//! `X = {s' : A(s', r)}`, Takahashi on `p` escapes iff some move leaves `X`, so column `r` of
//! `T` is the complement of `∪ N⁻[q]` over `q ∉ X`: `O((N − |X|)·N/64)` words. A round uses
//! whichever of rows and columns costs fewer words.
//!
//! *Watch search* (`watch_search`). Each open `T(p, r)` watches one open move; when it
//! closes, the watcher scans on for the next, a word at a time, and is caught when there is
//! none. `O(N³/64)` words in all, whatever `M` is: this is what makes dense graphs whose
//! captures take ~N rounds cheap (a chain with back edges, a DAG). The closed states wait by
//! column; the judge path takes them in sweeps over the columns in DFS post-order (one sweep
//! settles a DAG), `--explain` in layers of the fixed point, scanning each column toward where
//! its states close last.
//!
//! *Counter search* (`counter_search`). Retrograde analysis: `T(s, r)` keeps a counter of
//! Takahashi's moves not yet known to lose and is caught at 0; each caught `A(s', r)`
//! decrements the counters of `T(p, r)` for `p ∈ N⁻[s']`. `O(N·(N + M))` in all, one scalar
//! step per decrement: on a sparse graph whose captures take ~N rounds of play (a chain), the
//! cheapest.
//!
//! *The hand-over* from the rounds to a search is rent or buy: the rounds go on while they
//! have cost less than the search would. With fewer than `SPARSE` moves per vertex the
//! counter search finishes, once a round costs more than `WORDS_PER_DECREMENT` words per
//! decrement it saves and the rounds so far more than the counters would have for everything
//! caught so far; otherwise the watch search, once the rounds have spent `N²·⌈N/64⌉` words,
//! its own bound. The hand-over is exact: `A` is closed under the Aoki rule for every state of
//! `T` (the Aoki rule ran last), and `T` may lag behind `A`; each search starts from there and
//! applies the same rules to the same caught set.
//!
//! Cost: `O(N³/64 + M + Q)` words; `O(N² + M)` memory. The judge path reads the edges
//! straight into the adjacency bitsets and answers each query as it is read. Whole-process
//! times on every benchmark shape, beside a careful C++ counter search's, are in
//! `benches/README.md` (`cargo bench --bench worst -- tag`). `tests/tag.rs` checks every split
//! between the rounds and the searches against a naive oracle, and guards each method's work.
//!
//! Input is read with proconio's `input!` from the reader's `Tokens` over the whole input
//! (`crate::reader`); ranges are checked after reading.

use crate::reader::Tokens;

mod counter;
mod graph;
mod input;
mod rounds;
mod watch;
pub use crate::bits::Rows;
use crate::bits::{for_each_bit, for_each_one, ones};
use counter::{aoki_gains, counter_search};
pub use graph::Graph;
use input::{Answers, QUERY, closed, read_count, read_graph, vertex_pairs};
use rounds::{Recorder, settle, valid};
use watch::{Watch, open_words, scan_order, watch_search};

// The explained answer and the parsed lists for tests: left out of a bundle.
#[cfg(not(judge))]
mod explain;
#[cfg(not(judge))]
pub use explain::{CaptureRounds, EXPLAINED, Input, answer, capture_rounds};
#[cfg(not(judge))]
pub use explain::{explain_query, explained, parse};

pub const MAX_N: i64 = 2000;
pub const MAX_M: i64 = 1_000_000;
pub const MAX_Q: i64 = 1_000_000;
// A row of a bitset has at most 64 words, so a `u64` can tell which of them to look at.
const _: () = assert!(MAX_N <= 64 * 64);

/// Which states are caught with Takahashi to move, as the search that finished left them.
pub enum Outcome {
    /// Row `s`, bit `r`.
    ByEscaper(Rows),
    /// Row `r`, bit `s`.
    ByChaser(Rows),
}

impl Outcome {
    pub fn escapes(&self, s: usize, r: usize) -> bool {
        match self {
            Outcome::ByEscaper(rows) => !rows.get(s, r),
            Outcome::ByChaser(rows) => !rows.get(r, s),
        }
    }
}

/// When the word-parallel rounds hand the rest to a search (watch or counter, see `settle`).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub enum Handover {
    /// By the cost rule in the module doc.
    Auto,
    /// After this many rounds (0: the search does nearly everything); for tests.
    #[cfg(not(judge))]
    AfterRounds(usize),
}

/// The rounds may spend this many words per state (`N²` of them) before the watch search
/// takes over; it scans at most `⌈N/64⌉` words per state, most often one.
const ROUND_WORDS_PER_STATE: u64 = 1;

/// From this many vertices on, the watch search runs on the graph renamed into its sweep
/// order, so that its memory follows the graph too: at `N = 2000` the shuffled chain with
/// back edges runs faster so, and at `N = 500` renaming costs instructions and gains nothing
/// (`benches/README.md`, the ideas tried).
const RENAME_FROM: usize = 1000;

/// Below this many moves per vertex on average (staying included), the counter search
/// finishes what the rounds leave, else the watch search.
const SPARSE: usize = 4;
/// How many words a round may AND per decrement it saves the counter search (a word is one
/// AND on consecutive memory, a decrement a read-modify-write at a scattered address).
const WORDS_PER_DECREMENT: usize = 8;
/// The counter search's set-up per state, in words (each of its `N²` counters is written,
/// then read back into the outcome's bitset).
const SETUP_WORDS_PER_STATE: usize = 2;

/// Work done by [`solve_counted`]: the rounds and their words, which the hand-over reads;
/// and, for the tests' guards outside a judge's build, the reads of the rounds' estimate, the
/// searches' words read (and list entries) and written, and watcher moves and batches of a
/// column's closed states, or the counter search's decrements.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, Default)]
pub struct Work {
    pub rounds: usize,
    pub round_words: u64,
    /// Scalar reads of `A`'s columns by the rounds' estimate of the rule by columns.
    #[cfg(not(judge))]
    pub column_reads: u64,
    #[cfg(not(judge))]
    pub words: u64,
    /// Words of `A` written by the searches ([`aoki_gains`]).
    #[cfg(not(judge))]
    pub row_writes: u64,
    #[cfg(not(judge))]
    pub moves: u64,
    #[cfg(not(judge))]
    pub batches: u64,
}

pub fn solve(g: &Graph) -> Outcome {
    solve_counted(g, Handover::Auto).0
}

/// Word-parallel rounds, then maybe the watch search (see the module doc), and the work done.
#[doc(hidden)]
pub fn solve_counted(g: &Graph, handover: Handover) -> (Outcome, Work) {
    settle(g, handover, &mut ())
}

/// Longest input read: the largest supported input with four bytes per number is 28 MB.
pub const MAX_INPUT: usize = 64 << 20;

/// What [`judge`] prints, for a usage text ([`EXPLAINED`] for [`explained`]).
pub const OUTPUT: &str = "one line per query: YES if Takahashi can avoid capture forever, else NO.";
/// The judge's output for one input: a verdict line per query.
/// The graph is solved as soon as it is read, and each query answered as it is read, so that
/// no list of edges or queries is kept.
pub fn judge(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let t = Tokens::new(bytes)?;
    let graph = read_graph(&t)?;
    let outcome = solve(&graph);
    let q = read_count(&t, "Q", 1, MAX_Q)?;
    let mut out = Answers::new(q as usize);
    vertex_pairs(&t, q, graph.n, QUERY, |s, r| out.push(&outcome, s, r))?;
    t.finish()?;
    Ok(out.into_bytes())
}
