//! # Tag: pursuit on a directed graph, many queries
//!
//! Takahashi (the escaper) stands on `S`, Aoki (the chaser) on `R`, in a directed graph on
//! vertices `1..=N`. Rounds repeat forever: Takahashi stays or follows one edge, and is caught
//! if he lands on Aoki; then Aoki stays or follows one edge, and catches him if he lands on
//! Takahashi. Per query print `YES` if Takahashi can avoid capture forever, else `NO`
//! (`S = R` is `NO`: he starts caught) ([`judge`]). The explained answer gives with each
//! verdict a safe first move or the round of the capture ([`capture_rounds`]); one query's
//! whole chase is `chase.rs`, and its analysis board (`--play`) `play.rs`, both read off the
//! same rounds.
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
//! `benches/README.md` (`cargo bench --bench worst -- tag`). `src/tests/tag/` checks every split
//! between the rounds and the searches against a naive oracle, and guards each method's work.
//!
//! Input is read with proconio's `input!` from the reader's `Tokens` over the whole input
//! (`crate::reader`); ranges are checked after reading.
//!
//! ## Files
//! Each names the ones it uses directly, and uses go one way (`tests/layout.rs`): `graph`
//! (the adjacency) and `outcome` (the caught states); `input` (the judge input read into
//! them); `aoki` (the Aoki rule for one caught state); `moves` (a vertex's moves as the watch
//! search scans them); `counter` and `watch` (the two searches, and the watch search's `Mode`:
//! the judge's sweeps); `rounds` (the word-parallel
//! rounds and the hand-over); then, outside a judge's build, `layers` (the explanation's mode,
//! which records the round of every state), `explain`, `chase` (one query's whole line) and
//! `testing`.

mod aoki;
#[cfg(not(judge))]
mod chase;
mod counter;
#[cfg(not(judge))]
mod explain;
#[cfg(not(judge))]
pub mod generate;
mod graph;
#[cfg(not(judge))]
mod hunt;
mod input;
#[cfg(not(judge))]
mod layers;
mod moves;
mod outcome;
#[cfg(not(judge))]
mod package;
#[cfg(not(judge))]
mod play;
mod rounds;
#[cfg(not(judge))]
mod shrink;
#[cfg(test)]
pub(crate) mod testing;
mod validate;
mod watch;
pub use validate::validate;
#[cfg(not(judge))]
pub use validate::{JUDGE_M, JUDGE_N, JUDGE_Q};

#[cfg(not(judge))]
pub use self::{
    chase::chase,
    explain::*,
    layers::{CaptureRounds, capture_rounds},
};
pub use graph::Graph;
pub use outcome::Outcome;

use crate::reader::Tokens;
use input::{Answers, MAX_Q, QUERY, read_count, read_graph, vertex_pairs};
use rounds::settle;
use watch::Sweeps;

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

/// Which states are caught, by the rounds and then a search (see the module doc).
pub fn solve(g: &Graph) -> Outcome {
    settle(g, None, &mut Sweeps)
}

/// The items and modules of the judge's path whose documentation a bundle keeps whatever its
/// size: the core of the solution, read by the bundler.
#[cfg(not(judge))]
pub const BUNDLE_KEEPS_DOCS: &[&str] = &["settle", "SPARSE", "WORDS_PER_DECREMENT", "Mode"];

/// Longest input read: the largest supported input with four bytes per number is 28 MB.
pub const MAX_INPUT: usize = 64 << 20;

/// `tag` for the command line and hack mode.
pub struct Tag;

impl crate::game::Game for Tag {
    const NAME: &'static str = "tag";
    const PROBLEM: &'static str =
        "pursuit on a directed graph, many queries (not published; the rules are in README.md)";
    const OUTPUT: &'static str =
        "one line per query: YES if Takahashi can avoid capture forever, else NO.";
    const EXPLAINED: &'static str = "per query instead `YES: stay on V` or `YES: move to V` (a first move \
                             that keeps him safe), or `NO: caught in round K` (Takahashi delays, \
                             Aoki hurries; a round is his move then Aoki's), `NO: caught in round \
                             0 (S = R)` when he starts caught.";
    const MAX_INPUT: usize = MAX_INPUT;
    const PLATFORM: &'static crate::platform::Platform = &crate::platform::ATCODER;
    const TIME_LIMIT_MS: u64 = 2000;
    const MEMORY_MIB: u64 = 1024;
    const JUDGE: crate::judge::Answer = judge;
    const VALIDATE: crate::validate::Validate = validate;
    const EXPLAIN: crate::judge::Answer = explained;
    const CHASE: Option<crate::game::Chase> = Some(chase);
    const PLAY: crate::play::Open = play::open;
    const SAMPLE: &'static str = include_str!("../../samples/tag/sample-1.in");
}
