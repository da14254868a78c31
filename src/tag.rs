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
//! straight into the adjacency bitsets and answers each query as it is read. Measured
//! whole-process (`cargo bench --bench worst -- tag`, `benches/README.md`): at `N = 500`,
//! `Q = 200 000`, 6–35 ms on every benchmarked shape, where a careful C++ counter search takes
//! 58–369 ms on the dense ones; at `N = 2000`, `M = 10⁶`, 0.30–0.45 s (best of seven) on a
//! chain with back edges and on a random DAG, numbered in order or shuffled, where the C++
//! counter search takes 1.9–2.8 s. `tests/tag.rs` checks every split between the rounds and
//! the searches against a naive oracle, and guards each method's work.
//!
//! Input is read with proconio's `input!` from the reader's `Tokens` over the whole input
//! (`crate::reader`); ranges are checked after reading.

use crate::reader::{Int, Tokens, U32, check};
use proconio::input;

// The explained answer and the parsed lists for tests: left out of a bundle.
mod explain;
pub use explain::{CaptureRounds, EXPLAINED, Input, answer, capture_rounds};
pub use explain::{explain_query, explained, parse};

pub const MAX_N: i64 = 2000;
pub const MAX_M: i64 = 1_000_000;
pub const MAX_Q: i64 = 1_000_000;
// A row of a bitset has at most 64 words, so a `u64` can tell which of them to look at.
const _: () = assert!(MAX_N <= 64 * 64);

/// `n` bitsets of `n` bits each, one row of `w` words per vertex.
#[derive(Default)]
pub struct Rows {
    w: usize,
    bits: Vec<u64>,
}

impl Rows {
    fn new(n: usize) -> Rows {
        let w = n.div_ceil(64);
        Rows {
            w,
            bits: vec![0; n * w],
        }
    }

    fn row(&self, i: usize) -> &[u64] {
        &self.bits[i * self.w..(i + 1) * self.w]
    }

    fn row_mut(&mut self, i: usize) -> &mut [u64] {
        &mut self.bits[i * self.w..(i + 1) * self.w]
    }

    fn get(&self, i: usize, j: usize) -> bool {
        self.bits[i * self.w + j / 64] >> (j % 64) & 1 != 0
    }

    fn set(&mut self, i: usize, j: usize) {
        self.bits[i * self.w + j / 64] |= 1 << (j % 64);
    }

    /// The same relation with vertex `v` renamed `pos[v]`, rows and bits.
    fn renamed(&self, pos: &[u32]) -> Rows {
        let mut out = Rows::new(pos.len());
        for (i, &to) in pos.iter().enumerate() {
            for_each_one(self.row(i), |j| out.set(to as usize, pos[j] as usize));
        }
        out
    }
}

fn ones(row: &[u64]) -> usize {
    row.iter().map(|x| x.count_ones() as usize).sum()
}

/// Calls `f` with the index of every set bit of `row`, ascending.
fn for_each_one(row: &[u64], f: impl FnMut(usize)) {
    for_each_bit(row.iter().copied(), f);
}

/// Calls `f` with the index of every set bit of a sequence of words, ascending.
fn for_each_bit(words: impl Iterator<Item = u64>, mut f: impl FnMut(usize)) {
    for (k, mut x) in words.enumerate() {
        while x != 0 {
            f(k * 64 + x.trailing_zeros() as usize);
            x &= x - 1;
        }
    }
}

/// Deduplicated adjacency without self-loops: lists both ways (CSR, ascending) and, as bitsets,
/// the closed in-neighbourhoods `N⁻[r]`. Vertices are 0-based.
pub struct Graph {
    pub n: usize,
    out: Csr,
    inn: Csr,
    reach_in: Rows,
    /// Per vertex `r`, the words of its row of `reach_in` with a vertex (bit `k` for word `k`).
    reach_words: Vec<u64>,
}

struct Csr {
    start: Vec<u32>,
    list: Vec<u32>,
}

impl Csr {
    /// The set bits of each row, as lists.
    fn from_rows(n: usize, rows: &Rows, skip_diagonal: bool) -> Csr {
        let mut start = Vec::with_capacity(n + 1);
        let mut list = Vec::new();
        start.push(0);
        for v in 0..n {
            for_each_one(rows.row(v), |u| {
                if !(skip_diagonal && u == v) {
                    list.push(u as u32);
                }
            });
            start.push(list.len() as u32);
        }
        Csr { start, list }
    }

    fn of(&self, v: usize) -> &[u32] {
        &self.list[self.start[v] as usize..self.start[v + 1] as usize]
    }
}

impl Graph {
    /// Builds the graph from raw edges as `add` hands them over (any order, repeats and
    /// self-loops allowed): setting bits in adjacency matrices drops repeats for free, and
    /// reading them back sorts. No list of the edges is kept.
    pub fn build<E>(
        n: usize,
        add: impl FnOnce(&mut dyn FnMut(u32, u32)) -> Result<(), E>,
    ) -> Result<Graph, E> {
        let mut succ = Rows::new(n);
        let mut reach_in = Rows::new(n);
        add(&mut |u, v| {
            if u != v {
                succ.set(u as usize, v as usize);
                reach_in.set(v as usize, u as usize);
            }
        })?;
        for v in 0..n {
            reach_in.set(v, v);
        }
        let reach_words = (0..n)
            .map(|v| {
                let words = reach_in.row(v).iter().enumerate();
                words.fold(0, |m, (k, &x)| m | u64::from(x != 0) << k)
            })
            .collect();
        Ok(Graph {
            n,
            out: Csr::from_rows(n, &succ, false),
            inn: Csr::from_rows(n, &reach_in, true),
            reach_in,
            reach_words,
        })
    }

    /// The vertices in DFS post-order (over successors, from vertex 0, then each unvisited
    /// vertex): each comes after the vertices it reaches first, so in a DAG after all of them.
    fn post_order(&self) -> Vec<u32> {
        let (n, Csr { start, list }) = (self.n, &self.out);
        let mut seen = vec![false; n];
        let mut order = Vec::with_capacity(n);
        // The vertices on the DFS path, each with where its next successor is in `list`.
        let mut path: Vec<(u32, u32)> = Vec::new();
        for root in 0..n {
            if !std::mem::replace(&mut seen[root], true) {
                path.push((root as u32, start[root]));
            }
            while let Some((v, next)) = path.last_mut() {
                if *next == start[*v as usize + 1] {
                    order.push(*v);
                    path.pop();
                } else {
                    let u = list[*next as usize] as usize;
                    *next += 1;
                    if !std::mem::replace(&mut seen[u], true) {
                        path.push((u as u32, start[u]));
                    }
                }
            }
        }
        order
    }

    /// The same graph with vertex `v` renamed `pos[v]`.
    fn renamed(&self, pos: &[u32]) -> Graph {
        let Ok(graph) = Graph::build(self.n, |add| {
            for u in 0..self.n {
                for &v in self.successors(u) {
                    add(pos[u], pos[v as usize]);
                }
            }
            Ok::<(), std::convert::Infallible>(())
        });
        graph
    }

    pub fn successors(&self, u: usize) -> &[u32] {
        self.out.of(u)
    }

    /// Vertices with an edge into `v`, ascending.
    pub fn predecessors(&self, v: usize) -> &[u32] {
        self.inn.of(v)
    }
}

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
#[derive(Clone, Copy, Debug)]
pub enum Handover {
    /// By the cost rule in the module doc.
    Auto,
    /// After this many rounds (0: the search does nearly everything); for tests.
    AfterRounds(usize),
}

/// The rounds may spend this many words per state (`N²` of them) before the watch search
/// takes over; it scans at most `⌈N/64⌉` words per state, most often one.
const ROUND_WORDS_PER_STATE: u64 = 1;

/// From this many vertices on, the watch search runs on the graph renamed into its sweep
/// order, so that its memory follows the graph too. Measured on a chain with random back
/// edges, shuffled (best of five, `/usr/bin/time`, two runs): at `N = 2000`, `M = 10⁶`,
/// 0.41–0.52 s renamed against 0.57–0.63 s; at `N = 1000` and `700` within noise. At
/// `N = 500` renaming costs 6 % more instructions (callgrind) and gains nothing.
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

/// Work done by [`solve_counted`], for the tests' guards: the rounds and their words (and the
/// reads of their estimate), then the watch search's words read (and list entries) and
/// written, watcher moves and batches of a column's closed states, or the counter search's
/// decrements.
#[derive(Clone, Copy, Debug, Default)]
pub struct Work {
    pub rounds: usize,
    pub round_words: u64,
    /// Scalar reads of `A`'s columns by the rounds' estimate of the rule by columns.
    pub column_reads: u64,
    pub words: u64,
    /// Words of `A` written by the watch search ([`aoki_gains`]).
    pub row_writes: u64,
    pub moves: u64,
    pub batches: u64,
}

pub fn solve(g: &Graph) -> Outcome {
    solve_counted(g, Handover::Auto).0
}

/// Word-parallel rounds, then maybe the watch search (see the module doc), and the work done.
pub fn solve_counted(g: &Graph, handover: Handover) -> (Outcome, Work) {
    settle(g, handover, &mut ())
}

/// What the rounds and the watch search tell as they catch states: nothing on the judge path
/// (`()`), the round of every state with Takahashi to move for `--explain` ([`CaptureRounds`]).
trait Recorder: Default {
    /// Whether states must be caught in layers of the fixed point, one round of play each
    /// (the rounds are; the watch search then goes by layers, and no counter search runs).
    const LAYERS: bool;
    /// `T(s, r)` is caught in `round`.
    fn taka(&mut self, s: usize, r: usize, round: u32);
    /// The caught states with Aoki to move (row `s`, bit `r`), once all are caught: taken, so
    /// that a recorder that keeps them costs no copy.
    fn settled(&mut self, aoki: Rows);
    /// The same record with vertex `v` renamed `pos[v]` (taken, so that its memory goes).
    fn renamed(self, pos: &[u32]) -> Self;
    /// The watch search's waiting states, from round `first` on: in sweeps over the columns
    /// in `sweep` order, or in layers.
    fn finish(search: &mut Watch<'_, Self>, first: u32, sweep: &[u32]);
    /// The watch search's scan order, each vertex's place, chosen before its first watcher
    /// from the caught `A` states (row `s`, bit `r`) of the `n` vertices at the hand-over.
    fn places(&mut self, aoki: &Rows, n: usize) -> Vec<usize>;
    /// The open move that `T(p, r)` watches next, and the words read: from scan place `low` on
    /// (`low` is 0, or one past the place of the move that just closed).
    fn open_move(
        search: &mut Watch<'_, Self>,
        p: usize,
        r: usize,
        low: usize,
    ) -> (Option<u16>, u64);
}

impl Recorder for () {
    const LAYERS: bool = false;
    fn taka(&mut self, _: usize, _: usize, _: u32) {}
    fn settled(&mut self, _: Rows) {}
    fn renamed(self, _: &[u32]) {}
    fn finish(search: &mut Watch<'_, ()>, _: u32, sweep: &[u32]) {
        search.sweeps(sweep);
    }
    fn places(&mut self, _: &Rows, n: usize) -> Vec<usize> {
        scan_order(n)
    }
    fn open_move(search: &mut Watch<'_, ()>, p: usize, r: usize, low: usize) -> (Option<u16>, u64) {
        search.first_open(p, r, low)
    }
}

/// The caught states with Takahashi to move (row `s`, bit `r`), and the work done, told to
/// `record` as they are caught. The rounds are layers of the fixed point (round `k` catches
/// the states caught in `k` rounds of play), and so are the watch search's with layers, which
/// takes over in the layer where the rounds stopped.
fn settle<R: Recorder>(g: &Graph, handover: Handover, record: &mut R) -> (Outcome, Work) {
    let n = g.n;
    let mut st = Rounds::new(g);
    let mut work = Work::default();
    // Few moves per vertex: the counter search finishes (it keeps no rounds, which only the
    // explanation needs), else the watch search.
    let counters = !R::LAYERS && n + g.out.list.len() < SPARSE * n;
    // What the finishing search would cost, in words: the watch search's bound, or the
    // counter search's set-up plus one decrement per state caught so far and predecessor.
    let budget = ROUND_WORDS_PER_STATE * (n * n * st.taka.w) as u64;
    let mut debt = (SETUP_WORDS_PER_STATE * n * n) as u64;
    loop {
        work.round_words += st.aoki_rule(record) as u64;
        if st.grown.is_empty() {
            record.settled(st.aoki);
            return (Outcome::ByEscaper(st.taka), work);
        }
        // Rows with several grown successors are counted once each, so at most all of them.
        let by_rows = st
            .grown
            .iter()
            .map(|&(s, _)| st.in_cost[s as usize])
            .sum::<usize>();
        let by_rows = by_rows.min(n + g.out.list.len()) * st.taka.w;
        let by_columns = st.column_cost(by_rows, &mut work.column_reads);
        let next = by_rows.min(by_columns) as u64;
        let decrements: usize = st
            .grown
            .iter()
            .map(|&(s, gained)| gained as usize * (1 + g.predecessors(s as usize).len()))
            .sum();
        debt += (WORDS_PER_DECREMENT * decrements) as u64;
        let spent = work.round_words + next;
        let hand_over = match handover {
            Handover::AfterRounds(k) => work.rounds >= k,
            // Rent or buy: the rounds spend at most what the finishing search would cost; for
            // the counters, only once a round buys less than its decrements would.
            Handover::Auto if counters => {
                next > (WORDS_PER_DECREMENT * decrements) as u64 && spent > debt
            }
            Handover::Auto => spent > budget,
        };
        if hand_over {
            let (mut taka, mut aoki) = (st.taka, st.aoki);
            if counters {
                return (counter_search(g, &taka, aoki, &mut work), work);
            }
            let (layer, order) = (st.round as u32, g.post_order());
            if n < RENAME_FROM {
                let state = (&mut taka, &mut aoki);
                watch_search(g, state, layer, &order, record, &mut work);
                record.settled(aoki);
                return (Outcome::ByEscaper(taka), work);
            }
            // Renamed into the sweep order, the search's memory follows the graph too.
            let mut pos = vec![0; n];
            for (v, &u) in order.iter().enumerate() {
                pos[u as usize] = v as u32;
            }
            let (mut taka, mut aoki) = (taka.renamed(&pos), aoki.renamed(&pos));
            let mut inner = std::mem::take(record).renamed(&pos);
            let (h, sweep) = (g.renamed(&pos), (0..n as u32).collect::<Vec<_>>());
            watch_search(
                &h,
                (&mut taka, &mut aoki),
                layer,
                &sweep,
                &mut inner,
                &mut work,
            );
            // Back: vertex v of `h` is order[v].
            inner.settled(aoki);
            *record = inner.renamed(&order);
            return (Outcome::ByEscaper(taka.renamed(&order)), work);
        }
        work.rounds += 1;
        work.round_words += next;
        if by_rows <= by_columns {
            st.taka_rule_by_rows();
        } else {
            st.taka_rule_by_columns();
        }
    }
}

/// The state of the word-parallel rounds: `taka` and `aoki` hold row `s`, bit `r`.
struct Rounds<'g> {
    g: &'g Graph,
    taka: Rows,
    aoki: Rows,
    /// Bits of `taka` whose Aoki-rule consequences are not in `aoki` yet, and their rows.
    fresh: Rows,
    pending: Vec<u32>,
    /// Rows of `aoki` that grew in this round, with how many bits, and the columns (chaser
    /// vertices) they grew in, as one bitset.
    grown: Vec<(u32, u32)>,
    columns: Vec<u64>,
    /// Per vertex `s'`: words per row-wise recomputation of its predecessors, `Σ (1 + deg p)`.
    in_cost: Vec<usize>,
    stamp: Vec<usize>,
    round: usize,
    /// Work space: a row before the Aoki rule, or a column of `aoki`, `taka` and the union.
    before: Vec<u64>,
    column: [Vec<u64>; 3],
}

impl<'g> Rounds<'g> {
    fn new(g: &'g Graph) -> Self {
        let n = g.n;
        let w = n.div_ceil(64);
        let mut st = Rounds {
            g,
            taka: Rows::new(n),
            aoki: Rows::new(n),
            fresh: Rows::new(n),
            pending: (0..n as u32).collect(),
            grown: Vec::new(),
            columns: vec![0; w],
            in_cost: (0..n)
                .map(|s| {
                    let p = std::iter::once(s).chain(g.predecessors(s).iter().map(|&p| p as usize));
                    p.map(|p| 1 + g.successors(p).len()).sum()
                })
                .collect(),
            stamp: vec![usize::MAX; n],
            round: 0,
            before: vec![0; w],
            column: [vec![0; w], vec![0; w], vec![0; w]],
        };
        for s in 0..n {
            st.taka.set(s, s);
            st.fresh.set(s, s);
        }
        st
    }

    /// The Aoki rule on every pending row; fills `grown` and `columns`, returns words touched.
    /// Tells `record` the round of the fresh `T` states (the previous one).
    fn aoki_rule<R: Recorder>(&mut self, record: &mut R) -> usize {
        self.round += 1;
        self.grown.clear();
        self.columns.fill(0);
        let k = self.round as u32;
        let mut words = 0;
        for i in 0..self.pending.len() {
            let s = self.pending[i] as usize;
            // Only when there is something to tell: the walk over the bits is not compiled
            // away (0.6 M instructions with no edges at N = 500, callgrind).
            if R::LAYERS {
                for_each_one(self.fresh.row(s), |r| record.taka(s, r, k - 1));
            }
            self.before.copy_from_slice(self.aoki.row(s));
            words += aoki_round(self.g, &self.taka, &mut self.aoki, &mut self.fresh, s);
            let mut gained = 0;
            for ((c, &b), &a) in self
                .columns
                .iter_mut()
                .zip(&self.before)
                .zip(self.aoki.row(s))
            {
                *c |= a & !b;
                gained += (a & !b).count_ones();
            }
            if gained > 0 {
                self.grown.push((s as u32, gained));
            }
        }
        self.pending.clear();
        words
    }

    /// The Takahashi rule by rows: `T[p] = ∩ A[s']` over `s' ∈ N⁺[p]`, for every `p` with a
    /// grown row among its moves.
    fn taka_rule_by_rows(&mut self) {
        let g = self.g;
        for i in 0..self.grown.len() {
            let s = self.grown[i].0;
            for &p in std::iter::once(&s).chain(g.predecessors(s as usize)) {
                let p = p as usize;
                if self.stamp[p] != self.round {
                    self.stamp[p] = self.round;
                    if taka_round(g, &self.aoki, &mut self.taka, &mut self.fresh, p) {
                        self.pending.push(p as u32);
                    }
                }
            }
        }
    }

    /// Copies column `r` of `rows` into `out`; `n` scalar reads.
    fn read_column(rows: &Rows, n: usize, r: usize, out: &mut [u64]) {
        out.fill(0);
        for s in 0..n {
            out[s / 64] |= u64::from(rows.get(s, r)) << (s % 64);
        }
    }

    /// Words the Takahashi rule by columns would cost this round, or `usize::MAX` if that is
    /// `limit` or more: the estimate stops reading the grown columns there, since each read
    /// is `N` scattered words (8 % of the instructions on the shuffled chain with back
    /// edges at `N = 2000`, `M = 10⁶`, before it stopped).
    fn column_cost(&mut self, limit: usize, reads: &mut u64) -> usize {
        let n = self.g.n;
        // Two reads of each grown column, then a row of `N⁻` per open state in it.
        let mut cost = 2 * n * ones(&self.columns);
        for_each_one(&self.columns.clone(), |r| {
            if cost < limit {
                *reads += n as u64;
                Self::read_column(&self.aoki, n, r, &mut self.column[0]);
                cost += (n - ones(&self.column[0])) * self.taka.w;
            }
        });
        if cost < limit { cost } else { usize::MAX }
    }

    /// The Takahashi rule by columns: in column `r`, Takahashi on `p` escapes the caught
    /// states iff some `q ∈ N⁺[p]` is open, i.e. `p ∈ N⁻[q]` for an open `q`; so the caught
    /// column is the complement of the union of `N⁻[q]` over open `q`. Cheap when the grown
    /// columns are nearly full.
    fn taka_rule_by_columns(&mut self) {
        let n = self.g.n;
        let columns = std::mem::take(&mut self.columns);
        for_each_one(&columns, |r| {
            let [caught_a, caught_t, union] = &mut self.column;
            Self::read_column(&self.aoki, n, r, caught_a);
            Self::read_column(&self.taka, n, r, caught_t);
            union.fill(0);
            let open = caught_a.iter().enumerate().map(|(k, &a)| !a & valid(n, k));
            for_each_bit(open, |q| {
                for (u, &b) in union.iter_mut().zip(self.g.reach_in.row(q)) {
                    *u |= b;
                }
            });
            let words = union.iter().zip(caught_t.iter()).enumerate();
            let new = words.map(|(k, (&u, &t))| !u & !t & valid(n, k));
            for_each_bit(new, |p| {
                self.taka.set(p, r);
                self.fresh.set(p, r);
                if self.stamp[p] != self.round {
                    self.stamp[p] = self.round;
                    self.pending.push(p as u32);
                }
            });
        });
        self.columns = columns;
    }
}

/// The bits of word `k` that stand for vertices below `n`.
fn valid(n: usize, k: usize) -> u64 {
    if (k + 1) * 64 <= n {
        !0
    } else {
        (1u64 << (n % 64)) - 1
    }
}

/// The Aoki rule for row `s`: adds `N⁻[r]` for each fresh `r`, or, when fewer states are left
/// open than there are fresh bits, tests each open `r` against all of `T[s]` instead.
/// Returns the words touched.
fn aoki_round(g: &Graph, taka: &Rows, aoki: &mut Rows, fresh: &mut Rows, s: usize) -> usize {
    let w = aoki.w;
    let new = ones(fresh.row(s));
    let open = g.n - ones(aoki.row(s));
    let mut words = 3 * w;
    if new <= open {
        let row = &mut aoki.bits[s * w..(s + 1) * w];
        for_each_one(fresh.row(s), |r| {
            for (a, &b) in row.iter_mut().zip(g.reach_in.row(r)) {
                *a |= b;
            }
        });
        words += new * w;
    } else {
        // Aoki on r catches iff some r' ∈ N⁺[r] is in T[s]. Not r itself: T(s, r) needs
        // A(s, r) (Takahashi may stay), so such an r is in A[s] already. Only the diagonal
        // T(s, s) starts without it, and its row takes the other branch then (one fresh bit).
        let t = taka.row(s);
        let in_t = |q: usize| t[q / 64] >> (q % 64) & 1 != 0;
        for r in 0..g.n {
            if !aoki.get(s, r) {
                let out = g.successors(r);
                if out.iter().any(|&q| in_t(q as usize)) {
                    aoki.set(s, r);
                }
                words += 1 + out.len();
            }
        }
    }
    fresh.row_mut(s).fill(0);
    words
}

/// The Takahashi rule for row `s`: `T[s] = ∩ A[s']` over `s' ∈ N⁺[s]`; the new bits become
/// fresh (the row of `fresh` is empty on entry). Returns whether there are any.
fn taka_round(g: &Graph, aoki: &Rows, taka: &mut Rows, fresh: &mut Rows, s: usize) -> bool {
    let w = taka.w;
    let row = &mut fresh.bits[s * w..(s + 1) * w];
    for ((f, &a), &t) in row.iter_mut().zip(aoki.row(s)).zip(taka.row(s)) {
        *f = a & !t;
    }
    for &q in g.successors(s) {
        let mut any = 0;
        for (f, &a) in row.iter_mut().zip(aoki.row(q as usize)) {
            *f &= a;
            any |= *f;
        }
        if any == 0 {
            return false;
        }
    }
    let mut grew = false;
    for (t, &f) in taka.row_mut(s).iter_mut().zip(row.iter()) {
        *t |= f;
        grew |= f != 0;
    }
    grew
}

/// The counter search, from the state the rounds left (as for [`watch_search`]): a counter per
/// `T` state of its moves not yet known to lose, and one decrement per caught `A` state and
/// predecessor, `O(N·(N + M))` in all. On a sparse graph that is less than the watch search's
/// list work. The states in `aoki` still owe their decrements, so they start on the stack.
fn counter_search(g: &Graph, taka: &Rows, mut aoki: Rows, work: &mut Work) -> Outcome {
    let n = g.n;
    // Takahashi to move at (s, r): moves not yet known to lose, at r*n + s; 0 once caught.
    let mut left = vec![0u16; n * n];
    let moves: Vec<u16> = (0..n).map(|s| 1 + g.successors(s).len() as u16).collect();
    for r in 0..n {
        left[r * n..(r + 1) * n].copy_from_slice(&moves);
    }
    let mut caught_a: Vec<u32> = Vec::new();
    for s in 0..n {
        for_each_one(taka.row(s), |r| left[r * n + s] = 0);
        for_each_one(aoki.row(s), |r| caught_a.push((s * n + r) as u32));
    }
    let mut caught_t: Vec<u32> = Vec::new();
    let mut open = open_words(&aoki, n);
    loop {
        if let Some(a) = caught_a.pop() {
            // One more losing move for Takahashi on s or a predecessor.
            let (s, r) = (a as usize / n, a as usize % n);
            let row = &mut left[r * n..(r + 1) * n];
            work.moves += 1 + g.predecessors(s).len() as u64;
            for &p in std::iter::once(&(s as u32)).chain(g.predecessors(s)) {
                let c = &mut row[p as usize];
                if *c != 0 {
                    *c -= 1;
                    if *c == 0 {
                        caught_t.push((r * n + p as usize) as u32);
                    }
                }
            }
        } else if let Some(t) = caught_t.pop() {
            let (r, s) = (t as usize / n, t as usize % n);
            let open = &mut open[s];
            aoki_gains(g, &mut aoki, (s, r), open, |q| {
                caught_a.push((s * n + q) as u32)
            });
        } else {
            break;
        }
    }
    // Queries then read a bitset of n² bits instead of n² scattered counters.
    let mut caught = Rows::new(n);
    for r in 0..n {
        let row = &left[r * n..(r + 1) * n];
        for (k, word) in caught.row_mut(r).iter_mut().enumerate() {
            let chunk = &row[k * 64..row.len().min(k * 64 + 64)];
            *word = chunk
                .iter()
                .enumerate()
                .fold(0, |acc, (i, &c)| acc | u64::from(c == 0) << i);
        }
    }
    Outcome::ByChaser(caught)
}

/// The Aoki rule for one caught `T(s, r)`: Aoki wins by moving onto `r`, from `r` or a
/// predecessor, so `A(s, ·)` grows by `N⁻[r]`; `each` gets every new `q`. By the list of
/// predecessors when it is shorter than a row, else a word at a time, over the words where
/// `N⁻[r]` has a vertex and row `s` may have an open state (`open`, the row's [`open_words`],
/// kept up to date). Returns the words or entries read, and the words written.
fn aoki_gains(
    g: &Graph,
    aoki: &mut Rows,
    (s, r): (usize, usize),
    open: &mut u64,
    mut each: impl FnMut(usize),
) -> (usize, usize) {
    let w = aoki.w;
    let before = g.predecessors(r);
    if before.len() < w {
        for q in closed(r, before) {
            if !aoki.get(s, q) {
                aoki.set(s, q);
                each(q);
            }
        }
        return (before.len() + 1, 0);
    }
    let row = &mut aoki.bits[s * w..(s + 1) * w];
    let reach = g.reach_in.row(r);
    // Most calls gain nothing (88 % on the chain with back edges at `N = 2000`, 98 % on the
    // DAG), and there the words that could gain are few: 0.4–1.3 a call where a pass over
    // the row read 32.
    let (mut look, mut read, mut written) = (*open & g.reach_words[r], 0, 0);
    while look != 0 {
        let k = look.trailing_zeros() as usize;
        look &= look - 1;
        read += 1;
        let mut new = reach[k] & !row[k];
        if new != 0 {
            row[k] |= new;
            written += 1;
        }
        if row[k] == valid(g.n, k) {
            *open &= !(1 << k);
        }
        while new != 0 {
            each(k * 64 + new.trailing_zeros() as usize);
            new &= new - 1;
        }
    }
    (read, written)
}

/// Per row of `rows`, the words with a bit still clear (bit `k` for word `k`).
fn open_words(rows: &Rows, n: usize) -> Vec<u64> {
    (0..n)
        .map(|s| {
            let words = rows.row(s).iter().enumerate();
            words.fold(0, |m, (k, &x)| m | u64::from(x != valid(n, k)) << k)
        })
        .collect()
}

/// The end of a list of watchers.
const NONE: u16 = u16::MAX;

/// Retrograde search with watched moves, from `taka` and `aoki` (row `s`, bit `r`) as the
/// rounds left them in layer `first`: `aoki` closed under the Aoki rule for every state of
/// `taka`, and `taka` possibly behind `aoki`. Tells `record` the round of each state it
/// catches.
///
/// Each open `T(p, r)` watches one move `q ∈ N⁺[p]` whose `A(q, r)` is open; every move before
/// it in a fixed scan order is closed. When `A(q, r)` closes, only its watchers look further,
/// and only onwards (`A` only grows). A vertex with many moves scans `N⁺[p] ∖ A(·, r)` a word
/// at a time, so each state scans at most `⌈N/64⌉` words in all; one with few moves tests
/// them in a sorted list. On the judge path the scan order is a fixed pseudo-random order of
/// the vertices, so that the watched move is a random open one, whatever order a graph closes
/// moves in. On the chain with back edges at `N = 2000`, `M = 10⁶`, where columns close in
/// vertex order, a scan in vertex order moves 42 times per state and this one twice
/// (`tests/tag.rs` guards it at `N = 400`). In layers a column closes only a few states at a
/// time, so `--explain` scans each column up or down an order chosen from the states closed
/// at the hand-over, toward where its states close last (`CaptureRounds`; guarded at
/// `N = 1000`). `T(p, r)` is caught when its scan finds no open move; then `A(p, ·)` grows by
/// `N⁻[r]` ([`aoki_gains`]).
///
/// Closed `A` states wait by column (chaser vertex `r`), and a column's are handled together,
/// so that its watch lists and its bits of `A` stay in cache ([`Recorder::finish`]):
/// - for `--explain`, in layers, one round of play each: the `A` states of layer `k` close in
///   their columns at the start of the layer; a `T` state whose last move closes there is
///   caught in round `k`, and the `A` states it catches belong to layer `k + 1`;
/// - on the judge path, in sweeps over the columns in `sweep` order, forwards then
///   backwards, each column until it has none left. Any order reaches the same fixed point. A
///   caught `T(p, r)` closes `A(p, q)` for `q ∈ N⁻[r]`, so work flows from a column to its
///   predecessors': in DFS post-order ([`Graph::post_order`]), one sweep settles a DAG.
///   `tests/tag.rs` guards the number of batches: in vertex order a shuffled DAG at
///   `N = 400` takes 10 sweeps.
///
/// Cost: `O(N³/64)` words, where a counter search pays a decrement per state and move,
/// `O(N·M)`; 16 MB of watch lists at `N = 2000`. On the chain with back edges there, 4.6 M
/// watcher moves in 54 462 batches in sweeps, 1.8 M moves in 308 609 batches in layers.
fn watch_search<R: Recorder>(
    g: &Graph,
    (taka, aoki): (&mut Rows, &mut Rows),
    first: u32,
    sweep: &[u32],
    record: &mut R,
    work: &mut Work,
) {
    let mut search = Watch::new(g, taka, aoki, record, *work);
    for r in 0..g.n {
        for p in 0..g.n {
            if !search.taka.get(p, r) {
                search.watch(p as u16, r, 0, first);
            }
        }
    }
    R::finish(&mut search, first + 1, sweep);
    *work = search.work;
}

/// The watch search's state (see [`watch_search`]).
struct Watch<'a, R> {
    g: &'a Graph,
    taka: &'a mut Rows,
    aoki: &'a mut Rows,
    record: &'a mut R,
    work: Work,
    /// The scan order: each vertex's place, and the vertex at each place.
    place: Vec<usize>,
    vertex_at: Vec<u16>,
    /// `N⁺[p]` as bitsets, in scan order, and as sorted lists for vertices with few moves
    /// (`places[list[p]..list[p + 1]]`, empty for many).
    moves: Rows,
    list: Vec<u32>,
    places: Vec<u16>,
    /// Per vertex, the words of its row of `moves` with a move, and per column of `A`, the
    /// words of its row of `aoki_by_r` with an open state ([`open_words`]): a scan in layers
    /// goes only from the first to the last word where both are set.
    move_words: Vec<u64>,
    open_by_r: Vec<u64>,
    /// `A` by column (row `r`, bit the place of `s`).
    aoki_by_r: Rows,
    /// Per row of `aoki`, its [`open_words`].
    open: Vec<u64>,
    /// Watchers of `A(q, r)`: lists threaded through links. Column `r`'s heads and links are
    /// side by side (heads at `2rN + q`, links at `2rN + N + p`): its work stays in a few
    /// pages.
    lists_of: Vec<u16>,
    /// Closed `A` states whose watchers have not moved on yet.
    waiting: Layer,
}

impl<'a, R: Recorder> Watch<'a, R> {
    fn new(
        g: &'a Graph,
        taka: &'a mut Rows,
        aoki: &'a mut Rows,
        record: &'a mut R,
        work: Work,
    ) -> Self {
        let (n, w) = (g.n, taka.w);
        let place = record.places(aoki, n);
        let mut vertex_at = vec![0; n];
        for (v, &k) in place.iter().enumerate() {
            vertex_at[k] = v as u16;
        }
        let mut moves = Rows::new(n);
        let mut aoki_by_r = Rows::new(n);
        let mut list = vec![0u32];
        let mut places: Vec<u16> = Vec::new();
        let mut move_words = Vec::with_capacity(n);
        for p in 0..n {
            let from = places.len();
            places.extend(closed(p, g.successors(p)).map(|q| place[q] as u16));
            for &k in &places[from..] {
                moves.set(p, k as usize);
            }
            move_words.push(places[from..].iter().fold(0, |m, &k| m | 1 << (k / 64)));
            // Only a list that is kept is sorted (sorting them all was 2 % of the instructions
            // on the chain with back edges at `N = 2000`).
            if places.len() - from >= w {
                places.truncate(from);
            } else {
                places[from..].sort_unstable();
            }
            list.push(places.len() as u32);
            for_each_one(aoki.row(p), |r| aoki_by_r.set(r, place[p]));
        }
        let open = open_words(aoki, n);
        let open_by_r = open_words(&aoki_by_r, n);
        Watch {
            g,
            taka,
            aoki,
            record,
            work,
            place,
            vertex_at,
            moves,
            list,
            places,
            move_words,
            open_by_r,
            aoki_by_r,
            open,
            lists_of: vec![NONE; 2 * n * n],
            waiting: Layer::new(n),
        }
    }

    /// Watcher `T(p, r)` looks for its next open move from scan place `low` on (see
    /// [`Recorder::open_move`]), and watches it; caught in `round` if there is none.
    // Forced, as is `first_open`: once per state and per watcher move, 8 M calls on the chain
    // with back edges at `N = 2000`, where inlining both took 3.12 → 2.84 G instructions.
    #[inline(always)]
    fn watch(&mut self, p: u16, r: usize, low: usize, round: u32) {
        let (n, pu) = (self.g.n, p as usize);
        let found = R::open_move(self, pu, r, low);
        self.work.words += found.1;
        match found.0 {
            Some(q) => {
                let (head, link) = (2 * r * n + q as usize, 2 * r * n + n + pu);
                self.lists_of[link] = self.lists_of[head];
                self.lists_of[head] = p;
            }
            None => self.caught(pu, r, round),
        }
    }

    /// `T(p, r)` is caught in `round`; the `A` states it catches wait for the next.
    fn caught(&mut self, p: usize, r: usize, round: u32) {
        self.taka.set(p, r);
        self.record.taka(p, r, round);
        let waiting = &mut self.waiting;
        let open = &mut self.open[p];
        let (read, written) = aoki_gains(self.g, self.aoki, (p, r), open, |q| waiting.push(q, p));
        self.work.words += read as u64;
        self.work.row_writes += written as u64;
    }

    /// The waiting states in sweeps over the columns in `order`, forwards then backwards,
    /// until none is left.
    fn sweeps(&mut self, order: &[u32]) {
        let (mut order, mut batch) = (order.to_vec(), Vec::new());
        loop {
            let mut any = false;
            for &r in &order {
                let r = r as usize;
                // A column's own catches (Aoki stays) wait in it again: handled at once.
                while !self.waiting.states[r].is_empty() {
                    any = true;
                    self.work.batches += 1;
                    std::mem::swap(&mut batch, &mut self.waiting.states[r]);
                    self.release(r, &batch, 0);
                    batch.clear();
                }
            }
            if !any {
                return;
            }
            self.waiting.columns.clear();
            order.reverse();
        }
    }

    /// The waiting `A(s, r)` of column `r` close (a watcher reads its own column only), then
    /// their watchers move on; those caught now are in `round`.
    fn release(&mut self, r: usize, states: &[u16], round: u32) {
        let n = self.g.n;
        for &s in states {
            let at = self.place[s as usize];
            self.aoki_by_r.set(r, at);
            if self.aoki_by_r.row(r)[at / 64] == valid(n, at / 64) {
                self.open_by_r[r] &= !(1 << (at / 64));
            }
        }
        for &s in states {
            let low = self.place[s as usize] + 1;
            let mut p = std::mem::replace(&mut self.lists_of[2 * r * n + s as usize], NONE);
            while p != NONE {
                self.work.moves += 1;
                let after = self.lists_of[2 * r * n + n + p as usize];
                self.watch(p, r, low, round);
                p = after;
            }
        }
    }

    /// The first open move of `T(p, r)` from scan place `low` on (see [`first_open`]).
    fn first_open(&self, p: usize, r: usize, low: usize) -> (Option<u16>, u64) {
        let list = &self.places[self.list[p] as usize..self.list[p + 1] as usize];
        let closed = self.aoki_by_r.row(r);
        // The layers' orders keep a vertex's moves together, and a column fills up word by
        // word: there the scan goes only over the words between the first and the last with
        // a move and an open state. The pseudo-random order spreads them over the row, where
        // the check cost 5 % more instructions.
        let (lo, hi) = if R::LAYERS {
            span(self.move_words[p] & self.open_by_r[r])
        } else {
            (0, self.moves.w)
        };
        first_open(
            &self.moves.row(p)[..hi],
            lo,
            list,
            &self.vertex_at,
            closed,
            low,
        )
    }
}

/// Closed `A` states waiting, by column: one layer's, or (in sweeps) all that wait.
struct Layer {
    /// Per column `r`, the escaper's vertices `s` of its `A(s, r)`.
    states: Vec<Vec<u16>>,
    /// The columns that gained states since they were last emptied; in a layer, each once.
    columns: Vec<u16>,
}

impl Layer {
    fn new(n: usize) -> Layer {
        Layer {
            states: vec![Vec::new(); n],
            columns: Vec::new(),
        }
    }

    fn push(&mut self, r: usize, s: usize) {
        if self.states[r].is_empty() {
            self.columns.push(r as u16);
        }
        self.states[r].push(s as u16);
    }
}

/// The first and one past the last word of a row that `words` has (bit `k` for word `k`);
/// `(0, 0)` for none.
fn span(words: u64) -> (usize, usize) {
    match words {
        0 => (0, 0),
        _ => (
            words.trailing_zeros() as usize,
            64 - words.leading_zeros() as usize,
        ),
    }
}

/// The first move of `p` from scan place `low` on that `closed` (a column of `A`, in scan
/// order) leaves open, as a vertex: from `list` when `p` has few moves, else from `row`, its
/// row of `moves` up to the end of the words to scan, whose start is word `lo`; and the words
/// or list entries read.
#[inline(always)]
fn first_open(
    row: &[u64],
    lo: usize,
    list: &[u16],
    vertex_at: &[u16],
    closed: &[u64],
    low: usize,
) -> (Option<u16>, u64) {
    if !list.is_empty() {
        let from = list.partition_point(|&k| (k as usize) < low);
        let open = list[from..]
            .iter()
            .position(|&k| closed[k as usize / 64] >> (k % 64) & 1 == 0);
        let read = open.map_or(list.len() - from, |i| i + 1) as u64;
        return (open.map(|i| vertex_at[list[from + i] as usize]), read);
    }
    let (mut start, mut mask) = (low / 64, !0u64 << (low % 64));
    if start < lo {
        (start, mask) = (lo, !0);
    }
    // The words to scan may end before `low`.
    let start = start.min(row.len());
    // Side by side from `start` on: one bounds check for the whole scan.
    let words = row[start..].iter().zip(&closed[start..row.len()]);
    for (k, (&m, &c)) in words.enumerate() {
        let x = m & !c & mask;
        if x != 0 {
            let q = vertex_at[(start + k) * 64 + x.trailing_zeros() as usize];
            return (Some(q), k as u64 + 1);
        }
        mask = !0;
    }
    (None, (row.len() - start) as u64)
}

/// A fixed pseudo-random order of `0..n` (xorshift, Fisher–Yates): the place of each vertex.
fn scan_order(n: usize) -> Vec<usize> {
    let mut place: Vec<usize> = (0..n).collect();
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    for i in (1..n).rev() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        place.swap(i, (x % (i as u64 + 1)) as usize);
    }
    place
}

const EDGE: [&str; 2] = ["u of edge", "v of edge"];
const QUERY: [&str; 2] = ["S of query", "R of query"];

/// `N`, `M` and the edges, straight into the graph.
fn read_graph(t: &Tokens) -> Result<Graph, String> {
    let n = read_count(t, "N", 1, MAX_N)? as usize;
    let m = read_count(t, "M", 0, MAX_M)?;
    Graph::build(n, |add| vertex_pairs(t, m, n, EDGE, add))
}

/// One number, checked against `lo..=hi`.
fn read_count(t: &Tokens, name: &str, lo: i64, hi: i64) -> Result<i64, String> {
    let v = t.read(
        |_| name.into(),
        |t| {
            input! { from t, v: Int }
            v
        },
    )?;
    check(v, lo, hi, || name.into())
}

/// `count` pairs of vertex numbers in `1..=n`, handed to `each` 0-based as they are read;
/// `names` name their halves.
fn vertex_pairs(
    t: &Tokens,
    count: i64,
    n: usize,
    names: [&str; 2],
    mut each: impl FnMut(u32, u32),
) -> Result<(), String> {
    let name = |k: usize| format!("{} {}", names[k % 2], k / 2 + 1);
    t.read(name, |t| {
        for i in 0..count as usize {
            input! { from t, a: U32, b: U32 }
            // One unsigned comparison per vertex; an error is built only for a bad one.
            let (a0, b0) = (a.wrapping_sub(1), b.wrapping_sub(1));
            if a0.max(b0) as usize >= n {
                let (k, v) = if a0 as usize >= n {
                    (2 * i, a)
                } else {
                    (2 * i + 1, b)
                };
                return Err(check(v.into(), 1, n as i64, || name(k)).unwrap_err());
            }
            each(a0, b0);
        }
        Ok(())
    })?
}

/// The judge's answer lines. Each is stored as four bytes and the cursor moves by three or
/// four, so mixed answers cost no mispredicted branch per line.
struct Answers {
    text: Vec<u8>,
    end: usize,
}

impl Answers {
    fn new(queries: usize) -> Answers {
        Answers {
            text: vec![0; 4 * queries],
            end: 0,
        }
    }

    fn push(&mut self, outcome: &Outcome, s: u32, r: u32) {
        const LINES: [[u8; 4]; 2] = [*b"NO\n\n", *b"YES\n"];
        let escapes = (s != r) & outcome.escapes(s as usize, r as usize);
        self.text[self.end..self.end + 4].copy_from_slice(&LINES[usize::from(escapes)]);
        self.end += 3 + usize::from(escapes);
    }

    fn into_bytes(mut self) -> Vec<u8> {
        self.text.truncate(self.end);
        self.text
    }
}

/// `v` and the vertices of `list`: a closed neighbourhood.
fn closed(v: usize, list: &[u32]) -> impl Iterator<Item = usize> + '_ {
    std::iter::once(v).chain(list.iter().map(|&u| u as usize))
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
