//! The counter search: retrograde analysis with a counter per state of Takahashi's moves that
//! are not yet known to lose, `O(N·(N + M))` scalar steps.

use super::aoki::aoki_gains;
use super::graph::Graph;
use super::outcome::Outcome;
use crate::bits::{Rows, for_each_one, open_words};
use crate::tally::count;

/// The counter search, from the state the rounds left (as for the watch search): a counter per
/// `T` state of its moves not yet known to lose, and one decrement per caught `A` state and
/// predecessor, `O(N·(N + M))` in all. On a sparse graph that is less than the watch search's
/// list work. The states in `aoki` still owe their decrements, so they start on the stack.
pub(super) fn counter_search(g: &Graph, taka: &Rows, mut aoki: Rows) -> Outcome {
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
            count!(Decrements, 1 + g.predecessors(s).len());
            for p in g.moves_onto(s) {
                let c = &mut row[p];
                if *c != 0 {
                    *c -= 1;
                    if *c == 0 {
                        caught_t.push((r * n + p) as u32);
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
