//! Aoki's gains: the Aoki rule for one caught state with Takahashi to move, as both searches
//! apply it. Linear in the words or list entries it reads.

use super::graph::Graph;
use crate::bits::{Rows, valid};
use crate::tally::count;

/// The Aoki rule for one caught `T(s, r)`: Aoki wins by moving onto `r`, from `r` or a
/// predecessor, so `A(s, ·)` grows by `N⁻[r]`; `each` gets every new `q`. By the list of
/// predecessors when it is shorter than a row, else a word at a time, over the words where
/// `N⁻[r]` has a vertex and row `s` may have an open state (`open`, the row's
/// [`open_words`](crate::bits::open_words), kept up to date).
pub(super) fn aoki_gains(
    g: &Graph,
    aoki: &mut Rows,
    (s, r): (usize, usize),
    open: &mut u64,
    mut each: impl FnMut(usize),
) {
    let w = aoki.w;
    let before = g.predecessors(r).len();
    if before < w {
        for q in g.moves_onto(r) {
            if !aoki.get(s, q) {
                aoki.set(s, q);
                each(q);
            }
        }
        count!(SearchWords, before + 1);
        return;
    }
    let row = &mut aoki.bits[s * w..(s + 1) * w];
    let reach = g.reach_in.row(r);
    // Most calls gain nothing, and there the words that could gain are few: only those where
    // `N⁻[r]` has a vertex and the row an open state are looked at, not the whole row.
    let mut look = *open & g.reach_words[r];
    while look != 0 {
        let k = look.trailing_zeros() as usize;
        look &= look - 1;
        count!(SearchWords);
        let mut new = reach[k] & !row[k];
        if new != 0 {
            row[k] |= new;
            count!(RowWrites);
        }
        if row[k] == valid(g.n, k) {
            *open &= !(1 << k);
        }
        while new != 0 {
            each(k * 64 + new.trailing_zeros() as usize);
            new &= new - 1;
        }
    }
}
