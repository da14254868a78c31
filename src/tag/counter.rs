//! The counter search: retrograde analysis with a counter per state of Takahashi's moves not
//! yet known to lose, `O(N·(N + M))` scalar steps.

use super::{Graph, Outcome, Rows, Work, closed, for_each_one, open_words, valid};

/// The counter search, from the state the rounds left (as for [`watch_search`]): a counter per
/// `T` state of its moves not yet known to lose, and one decrement per caught `A` state and
/// predecessor, `O(N·(N + M))` in all. On a sparse graph that is less than the watch search's
/// list work. The states in `aoki` still owe their decrements, so they start on the stack.
pub(super) fn counter_search(
    g: &Graph,
    taka: &Rows,
    mut aoki: Rows,
    #[cfg(not(judge))] work: &mut Work,
) -> Outcome {
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
            #[cfg(not(judge))]
            {
                work.moves += 1 + g.predecessors(s).len() as u64;
            }
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
pub(super) fn aoki_gains(
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
