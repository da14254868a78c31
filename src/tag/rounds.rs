//! The word-parallel rounds, by rows and by columns, and the hand-over to a search
//! (`settle`): the rules, the cost rule and the proof are in the module doc of `tag`.

use super::counter::counter_search;
use super::graph::Graph;
use super::outcome::Outcome;
use super::watch::{Mode, watch_search};
use crate::bits::{Rows, for_each_bit, for_each_one, ones, valid};
use crate::tally::count;

/// The rounds may spend this many words per state (`N²` of them) before the watch search
/// takes over; it scans at most `⌈N/64⌉` words per state, most often one.
const ROUND_WORDS_PER_STATE: u64 = 1;

/// From this many vertices on, the watch search runs on the graph renamed into its sweep
/// order, so that its memory follows the graph too; below, the renaming costs more than the
/// locality gains (`benches/README.md`, the ideas tried).
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

/// The caught states with Takahashi to move (row `s`, bit `r`), told to `mode` as they are
/// caught. The rounds are layers of the fixed point (round `k` catches the states caught in
/// `k` rounds of play), and so are the watch search's in layers, which takes over in the
/// layer where the rounds stopped. The rounds hand over by the cost rule (the module doc of
/// `tag`), or after `split` rounds where the tests split the work.
pub(super) fn settle<M: Mode>(g: &Graph, split: Option<usize>, mode: &mut M) -> Outcome {
    let n = g.n;
    let mut st = Rounds::new(g);
    // Few moves per vertex: the counter search finishes (it keeps no rounds, which only the
    // explanation needs), else the watch search.
    let counters = !M::LAYERS && n + g.out.list.len() < SPARSE * n;
    // What the finishing search would cost, in words: the watch search's bound, or the
    // counter search's set-up plus one decrement per state caught so far and predecessor.
    let budget = ROUND_WORDS_PER_STATE * (n * n * st.taka.w) as u64;
    let mut debt = (SETUP_WORDS_PER_STATE * n * n) as u64;
    let (mut rounds, mut spent) = (0, 0);
    loop {
        let words = st.aoki_rule(mode) as u64;
        spent += words;
        count!(RoundWords, words);
        if st.grown.is_empty() {
            mode.settled(st.aoki);
            return Outcome::ByEscaper(st.taka);
        }
        // Rows with several grown successors are counted once each, so at most all of them.
        let by_rows = st
            .grown
            .iter()
            .map(|&(s, _)| st.in_cost[s as usize])
            .sum::<usize>();
        let by_rows = by_rows.min(n + g.out.list.len()) * st.taka.w;
        let by_columns = st.column_cost(by_rows);
        let next = by_rows.min(by_columns) as u64;
        let decrements: usize = st
            .grown
            .iter()
            .map(|&(s, gained)| gained as usize * (1 + g.predecessors(s as usize).len()))
            .sum();
        debt += (WORDS_PER_DECREMENT * decrements) as u64;
        let hand_over = match split {
            Some(k) => rounds >= k,
            // Rent or buy: the rounds spend at most what the finishing search would cost; for
            // the counters, only once a round buys less than its decrements would.
            None if counters => {
                next > (WORDS_PER_DECREMENT * decrements) as u64 && spent + next > debt
            }
            None => spent + next > budget,
        };
        if hand_over {
            let (mut taka, mut aoki) = (st.taka, st.aoki);
            if counters {
                return counter_search(g, &taka, aoki);
            }
            let (layer, order) = (st.round as u32, g.post_order());
            if n < RENAME_FROM {
                watch_search(g, (&mut taka, &mut aoki), layer, &order, mode);
                mode.settled(aoki);
                return Outcome::ByEscaper(taka);
            }
            // Renamed into the sweep order, the search's memory follows the graph too.
            let mut pos = vec![0; n];
            for (v, &u) in order.iter().enumerate() {
                pos[u as usize] = v as u32;
            }
            let (mut taka, mut aoki) = (taka.renamed(&pos), aoki.renamed(&pos));
            let mut inner = std::mem::take(mode).renamed(&pos);
            let (h, sweep) = (g.renamed(&pos), (0..n as u32).collect::<Vec<_>>());
            watch_search(&h, (&mut taka, &mut aoki), layer, &sweep, &mut inner);
            // Back: vertex v of `h` is order[v].
            inner.settled(aoki);
            *mode = inner.renamed(&order);
            return Outcome::ByEscaper(taka.renamed(&order));
        }
        rounds += 1;
        count!(Rounds);
        spent += next;
        count!(RoundWords, next);
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
                .map(|s| g.moves_onto(s).map(|p| 1 + g.successors(p).len()).sum())
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
    /// Tells `mode` the round of the fresh `T` states (the previous one).
    fn aoki_rule<M: Mode>(&mut self, mode: &mut M) -> usize {
        self.round += 1;
        self.grown.clear();
        self.columns.fill(0);
        let k = self.round as u32;
        let mut words = 0;
        count!(PendingRows, self.pending.len());
        for i in 0..self.pending.len() {
            let s = self.pending[i] as usize;
            // Only when there is something to tell: the walk over the bits is not compiled
            // away.
            if M::LAYERS {
                for_each_one(self.fresh.row(s), |r| mode.caught(s, r, k - 1));
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
    /// is `N` scattered words.
    fn column_cost(&mut self, limit: usize) -> usize {
        let n = self.g.n;
        // Two reads of each grown column, then a row of `N⁻` per open state in it.
        let mut cost = 2 * n * ones(&self.columns);
        for_each_one(&self.columns.clone(), |r| {
            if cost < limit {
                count!(ColumnReads, n);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// As many fresh bits as open states: both ways give the same row, and OR-ing the fresh
    /// columns' in-neighbourhoods (a word each here) is cheaper than testing every open state
    /// against its successors (at least two words each).
    #[test]
    fn at_a_tie_the_aoki_rule_goes_by_the_fresh_bits() {
        let g = Graph::build(4, |add| {
            for v in 0..4 {
                add(v, (v + 1) % 4);
            }
            Ok::<(), ()>(())
        })
        .unwrap();
        let (mut taka, mut aoki, mut fresh) = (Rows::new(4), Rows::new(4), Rows::new(4));
        for r in [0, 1] {
            taka.set(0, r);
            aoki.set(0, r);
            fresh.set(0, r);
        }
        let words = aoki_round(&g, &taka, &mut aoki, &mut fresh, 0);
        let caught: Vec<_> = (0..4).filter(|&r| aoki.get(0, r)).collect();
        assert_eq!(caught, [0, 1, 3]);
        assert_eq!(words, 3 + 2);
    }
}
