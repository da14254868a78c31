//! The word-parallel rounds, by rows and by columns, and the hand-over to a search
//! (`settle`): the rules, the cost rule and the proof are in the module doc of `tag`.

use super::{
    Graph, Handover, Outcome, RENAME_FROM, ROUND_WORDS_PER_STATE, Rows, SETUP_WORDS_PER_STATE,
    SPARSE, WORDS_PER_DECREMENT, Watch, Work, counter_search, for_each_bit, for_each_one, ones,
    scan_order, watch_search,
};

/// What the rounds and the watch search tell as they catch states: nothing on the judge path
/// (`()`), the round of every state with Takahashi to move for `--explain` ([`CaptureRounds`]).
pub(super) trait Recorder: Default {
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
pub(super) fn settle<R: Recorder>(
    g: &Graph,
    handover: Handover,
    record: &mut R,
) -> (Outcome, Work) {
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
        let by_columns = st.column_cost(by_rows);
        #[cfg(not(judge))]
        {
            work.column_reads = st.column_reads;
        }
        let next = by_rows.min(by_columns) as u64;
        let decrements: usize = st
            .grown
            .iter()
            .map(|&(s, gained)| gained as usize * (1 + g.predecessors(s as usize).len()))
            .sum();
        debt += (WORDS_PER_DECREMENT * decrements) as u64;
        let spent = work.round_words + next;
        let hand_over = match handover {
            #[cfg(not(judge))]
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
                #[cfg(not(judge))]
                let outcome = counter_search(g, &taka, aoki, &mut work);
                #[cfg(judge)]
                let outcome = counter_search(g, &taka, aoki);
                return (outcome, work);
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
pub(super) struct Rounds<'g> {
    pub(super) g: &'g Graph,
    pub(super) taka: Rows,
    pub(super) aoki: Rows,
    /// Bits of `taka` whose Aoki-rule consequences are not in `aoki` yet, and their rows.
    pub(super) fresh: Rows,
    pub(super) pending: Vec<u32>,
    /// Rows of `aoki` that grew in this round, with how many bits, and the columns (chaser
    /// vertices) they grew in, as one bitset.
    pub(super) grown: Vec<(u32, u32)>,
    pub(super) columns: Vec<u64>,
    /// Per vertex `s'`: words per row-wise recomputation of its predecessors, `Σ (1 + deg p)`.
    pub(super) in_cost: Vec<usize>,
    pub(super) stamp: Vec<usize>,
    pub(super) round: usize,
    /// Work space: a row before the Aoki rule, or a column of `aoki`, `taka` and the union.
    pub(super) before: Vec<u64>,
    pub(super) column: [Vec<u64>; 3],
    /// Scalar reads of `aoki`'s columns by [`Rounds::column_cost`], for the tests' guard.
    #[cfg(not(judge))]
    pub(super) column_reads: u64,
}

impl<'g> Rounds<'g> {
    pub(super) fn new(g: &'g Graph) -> Self {
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
            #[cfg(not(judge))]
            column_reads: 0,
        };
        for s in 0..n {
            st.taka.set(s, s);
            st.fresh.set(s, s);
        }
        st
    }

    /// The Aoki rule on every pending row; fills `grown` and `columns`, returns words touched.
    /// Tells `record` the round of the fresh `T` states (the previous one).
    pub(super) fn aoki_rule<R: Recorder>(&mut self, record: &mut R) -> usize {
        self.round += 1;
        self.grown.clear();
        self.columns.fill(0);
        let k = self.round as u32;
        let mut words = 0;
        #[cfg(not(judge))]
        crate::tally::add(crate::tally::Count::PendingRows, self.pending.len());
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
    pub(super) fn taka_rule_by_rows(&mut self) {
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
    pub(super) fn read_column(rows: &Rows, n: usize, r: usize, out: &mut [u64]) {
        out.fill(0);
        for s in 0..n {
            out[s / 64] |= u64::from(rows.get(s, r)) << (s % 64);
        }
    }

    /// Words the Takahashi rule by columns would cost this round, or `usize::MAX` if that is
    /// `limit` or more: the estimate stops reading the grown columns there, since each read
    /// is `N` scattered words (8 % of the instructions on the shuffled chain with back
    /// edges at `N = 2000`, `M = 10⁶`, before it stopped).
    pub(super) fn column_cost(&mut self, limit: usize) -> usize {
        let n = self.g.n;
        // Two reads of each grown column, then a row of `N⁻` per open state in it.
        let mut cost = 2 * n * ones(&self.columns);
        for_each_one(&self.columns.clone(), |r| {
            if cost < limit {
                #[cfg(not(judge))]
                {
                    self.column_reads += n as u64;
                }
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
    pub(super) fn taka_rule_by_columns(&mut self) {
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
pub(super) fn valid(n: usize, k: usize) -> u64 {
    if (k + 1) * 64 <= n {
        !0
    } else {
        (1u64 << (n % 64)) - 1
    }
}

/// The Aoki rule for row `s`: adds `N⁻[r]` for each fresh `r`, or, when fewer states are left
/// open than there are fresh bits, tests each open `r` against all of `T[s]` instead.
/// Returns the words touched.
pub(super) fn aoki_round(
    g: &Graph,
    taka: &Rows,
    aoki: &mut Rows,
    fresh: &mut Rows,
    s: usize,
) -> usize {
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
pub(super) fn taka_round(
    g: &Graph,
    aoki: &Rows,
    taka: &mut Rows,
    fresh: &mut Rows,
    s: usize,
) -> bool {
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
