//! The watch search: each open state watches one open move and scans on a word at a time
//! when it closes, `O(N³/64)` words whatever `M` is. Its [`Mode`] says in which order the
//! closed states are taken and what is told of the states caught: the judge's [`Sweeps`], or
//! the explanation's layers.

use super::aoki::aoki_gains;
use super::graph::Graph;
use super::moves::Moves;
use crate::bits::{Rows, for_each_bit, for_each_one, open_words, span, valid};
use crate::tally::count;

/// How the rounds and the watch search go, and what they tell as they catch states: the
/// judge's [`Sweeps`] tell nothing; the explanation's layers record the round of every state.
pub(super) trait Mode: Default {
    /// Whether states are caught in layers of the fixed point, one round of play each (the
    /// rounds are; the watch search then goes by layers too, and no counter search runs).
    const LAYERS: bool;
    /// `T(s, r)` is caught in `round`.
    fn caught(&mut self, s: usize, r: usize, round: u32);
    /// The caught states with Aoki to move (row `s`, bit `r`), once all are caught: taken, so
    /// that a mode that keeps them costs no copy.
    fn settled(&mut self, aoki: Rows);
    /// The same record with vertex `v` renamed `pos[v]` (taken, so that its memory goes).
    fn renamed(self, pos: &[u32]) -> Self;
    /// The scan order, each vertex's place, chosen before the first watcher from the caught
    /// `A` states (row `s`, bit `r`) of the `n` vertices at the hand-over.
    fn places(&mut self, aoki: &Rows, n: usize) -> Vec<usize>;
    /// The open move that `T(·, r)` with `moves` watches next in `closed` (its column of `A`,
    /// in scan order): from scan place `low` on (`low` is 0, or one past the place of the move
    /// that just closed).
    fn open_move(&self, moves: Moves<'_>, closed: &[u64], r: usize, low: usize) -> Option<u16>;
    /// The waiting states, from round `first` on: in sweeps over the columns in `sweep`
    /// order, or in layers.
    fn finish(search: &mut Watch<'_, Self>, first: u32, sweep: &[u32]);
}

/// The judge's mode: sweeps over the columns, a pseudo-random scan order, nothing recorded.
#[derive(Default)]
pub(super) struct Sweeps;

impl Mode for Sweeps {
    const LAYERS: bool = false;
    fn caught(&mut self, _: usize, _: usize, _: u32) {}
    fn settled(&mut self, _: Rows) {}
    fn renamed(self, _: &[u32]) -> Sweeps {
        self
    }
    fn places(&mut self, _: &Rows, n: usize) -> Vec<usize> {
        scan_order(n)
    }
    #[inline(always)]
    fn open_move(&self, moves: Moves<'_>, closed: &[u64], _: usize, low: usize) -> Option<u16> {
        moves.first_open(closed, low)
    }
    fn finish(search: &mut Watch<'_, Sweeps>, _: u32, sweep: &[u32]) {
        search.sweeps(sweep);
    }
}

/// Retrograde search with watched moves, from `taka` and `aoki` (row `s`, bit `r`) as the
/// rounds left them in layer `first`: `aoki` closed under the Aoki rule for every state of
/// `taka`, and `taka` possibly behind `aoki`. Tells `mode` the round of each state it
/// catches.
///
/// Each open `T(p, r)` watches one move `q ∈ N⁺[p]` whose `A(q, r)` is open; every move before
/// it in a fixed scan order is closed. When `A(q, r)` closes, only its watchers look further,
/// and only onwards (`A` only grows). A vertex with many moves scans `N⁺[p] ∖ A(·, r)` a word
/// at a time, so each state scans at most `⌈N/64⌉` words in all; one with few moves tests
/// them in a sorted list. In sweeps the scan order is a fixed pseudo-random order of the
/// vertices, so that the watched move is a random open one, whatever order a graph closes
/// moves in: in vertex order, a chain with back edges, whose columns close in vertex order,
/// would move each watcher about once per word (`src/tests/tag/` guards it). In layers a column
/// closes only a few states at a time, so the explanation scans each column up or down an
/// order chosen from the states closed at the hand-over, toward where its states close last.
/// `T(p, r)` is caught when its scan finds no open move; then `A(p, ·)` grows by `N⁻[r]`
/// ([`aoki_gains`]).
///
/// Closed `A` states wait by column (chaser vertex `r`), and a column's are handled together,
/// so that its watch lists and its bits of `A` stay in cache ([`Mode::finish`]):
/// - in layers, one round of play each: the `A` states of layer `k` close in their columns at
///   the start of the layer; a `T` state whose last move closes there is caught in round `k`,
///   and the `A` states it catches belong to layer `k + 1`;
/// - in sweeps over the columns in `sweep` order, forwards then backwards, each column until it
///   has none left. Any order reaches the same fixed point. A caught `T(p, r)` closes `A(p, q)`
///   for `q ∈ N⁻[r]`, so work flows from a column to its predecessors': in DFS post-order
///   ([`Graph::post_order`]), one sweep settles a DAG. `src/tests/tag/` guards the number of
///   sweeps.
///
/// Cost: `O(N³/64)` words, where a counter search pays a decrement per state and move,
/// `O(N·M)`; `4·N²` bytes of watch lists.
pub(super) fn watch_search<M: Mode>(
    g: &Graph,
    (taka, aoki): (&mut Rows, &mut Rows),
    first: u32,
    sweep: &[u32],
    mode: &mut M,
) {
    let mut search = Watch::new(g, taka, aoki, mode);
    // Each column's first watchers from its words: `T` transposed once, not bit `r` of every
    // row read for each column `r`. (A watcher that is caught changes only its own bit.)
    let n = g.n;
    let mut caught_by_r = Rows::new(n);
    for p in 0..n {
        for_each_one(search.taka.row(p), |r| caught_by_r.set(r, p));
    }
    for r in 0..n {
        let free = caught_by_r.row(r).iter().enumerate();
        for_each_bit(free.map(|(k, &x)| !x & valid(n, k)), |p| {
            search.watch(p as u16, r, 0, first)
        });
    }
    M::finish(&mut search, first + 1, sweep);
}

/// The watch search's state (see [`watch_search`]).
pub(super) struct Watch<'a, M> {
    g: &'a Graph,
    taka: &'a mut Rows,
    aoki: &'a mut Rows,
    mode: &'a mut M,
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
    waiting: Waiting,
}

/// The end of a list of watchers.
const NONE: u16 = u16::MAX;

impl<'a, M: Mode> Watch<'a, M> {
    fn new(g: &'a Graph, taka: &'a mut Rows, aoki: &'a mut Rows, mode: &'a mut M) -> Self {
        let (n, w) = (g.n, taka.w);
        let place = mode.places(aoki, n);
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
            places.extend(g.moves_from(p).map(|q| place[q] as u16));
            for &k in &places[from..] {
                moves.set(p, k as usize);
            }
            move_words.push(places[from..].iter().fold(0, |m, &k| m | 1 << (k / 64)));
            // Only a list that is kept is sorted.
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
            mode,
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
            waiting: Waiting::new(n),
        }
    }

    /// Watcher `T(p, r)` looks for its next open move from scan place `low` on (see
    /// [`Mode::open_move`]), and watches it; caught in `round` if there is none.
    // Forced, as is the scan: once per state and per watcher move.
    #[inline(always)]
    fn watch(&mut self, p: u16, r: usize, low: usize, round: u32) {
        let (n, pu) = (self.g.n, p as usize);
        let moves = self.moves(pu, r);
        match self.mode.open_move(moves, self.aoki_by_r.row(r), r, low) {
            Some(q) => {
                let (head, link) = (2 * r * n + q as usize, 2 * r * n + n + pu);
                self.lists_of[link] = self.lists_of[head];
                self.lists_of[head] = p;
            }
            None => self.caught(pu, r, round),
        }
    }

    /// The moves of `p` as watchers of column `r` scan them. The layers' orders keep a
    /// vertex's moves together, and a column fills up word by word: there the scan goes only
    /// over the words between the first and the last with a move and an open state. The
    /// pseudo-random order spreads them over the row, where the check costs more than it
    /// saves.
    #[inline(always)]
    fn moves(&self, p: usize, r: usize) -> Moves<'_> {
        let (first, end) = if M::LAYERS {
            span(self.move_words[p] & self.open_by_r[r])
        } else {
            (0, self.moves.w)
        };
        Moves {
            row: &self.moves.row(p)[..end],
            first,
            list: &self.places[self.list[p] as usize..self.list[p + 1] as usize],
            vertex_at: &self.vertex_at,
        }
    }

    /// `T(p, r)` is caught in `round`; the `A` states it catches wait for the next.
    fn caught(&mut self, p: usize, r: usize, round: u32) {
        self.taka.set(p, r);
        self.mode.caught(p, r, round);
        let waiting = &mut self.waiting;
        let open = &mut self.open[p];
        aoki_gains(self.g, self.aoki, (p, r), open, |q| waiting.push(q, p));
    }

    /// The waiting states in sweeps over the columns in `order`, forwards then backwards,
    /// until none is left.
    fn sweeps(&mut self, order: &[u32]) {
        let (mut order, mut batch) = (order.to_vec(), Vec::new());
        loop {
            let mut any = false;
            for &r in &order {
                let r = r as usize;
                // One batch empties the column: releasing it adds none to it, as the state
                // Aoki's staying reaches, `A(p, r)`, closed before `T(p, r)` was caught.
                if !self.waiting.states[r].is_empty() {
                    any = true;
                    count!(Batches);
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
                count!(WatcherMoves);
                let after = self.lists_of[2 * r * n + n + p as usize];
                self.watch(p, r, low, round);
                p = after;
            }
        }
    }

    /// The waiting states in layers, from round `first` on (the explanation's `finish`).
    pub(super) fn layers(&mut self, first: u32) {
        let mut this = Waiting::new(self.g.n);
        for round in first.. {
            std::mem::swap(&mut this, &mut self.waiting);
            if this.columns.is_empty() {
                return;
            }
            for &r in &this.columns {
                self.release(r as usize, &this.states[r as usize], round);
            }
            count!(Batches, this.columns.len());
            for &r in &this.columns {
                this.states[r as usize].clear();
            }
            this.columns.clear();
        }
    }
}

/// Closed `A` states waiting, by column: all that wait (in sweeps), or one layer's.
struct Waiting {
    /// Per column `r`, the escaper's vertices `s` of its `A(s, r)`.
    states: Vec<Vec<u16>>,
    /// The columns that gained states since they were last emptied; in a layer, each once.
    columns: Vec<u16>,
}

impl Waiting {
    fn new(n: usize) -> Waiting {
        Waiting {
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
