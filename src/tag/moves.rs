//! A vertex's moves, as the watch search scans them.

use crate::tally::count;

/// The moves of one vertex in the watch search's scan order: a sorted list of their places
/// when there are few, else a row of bits, of which only the words from `first` to the end of
/// `row` may hold an open one. A place stands for the vertex `vertex_at[place]`.
#[derive(Clone, Copy)]
pub(super) struct Moves<'a> {
    pub(super) row: &'a [u64],
    pub(super) first: usize,
    pub(super) list: &'a [u16],
    pub(super) vertex_at: &'a [u16],
}

impl Moves<'_> {
    /// The first move from scan place `from` on (all below are closed) that `closed` (a column
    /// of `A`, in scan order) leaves open, as a vertex.
    #[inline(always)]
    pub(super) fn first_open(&self, closed: &[u64], from: usize) -> Option<u16> {
        let (row, list, vertex_at) = (self.row, self.list, self.vertex_at);
        if !list.is_empty() {
            let at = list.partition_point(|&k| (k as usize) < from);
            let open = list[at..]
                .iter()
                .position(|&k| closed[k as usize / 64] >> (k % 64) & 1 == 0);
            count!(SearchWords, open.map_or(list.len() - at, |i| i + 1));
            return open.map(|i| vertex_at[list[at + i] as usize]);
        }
        // Every move placed below `from` is closed (the watcher passed it so), so the scan may
        // start at the word of `from`, or at `first` if that is later; the words may end
        // before it.
        let start = (from / 64).max(self.first).min(row.len());
        let (row, closed) = (&row[start..], &closed[start..row.len()]);
        let found = |k: usize, x: u64| {
            count!(SearchWords, k + 1);
            Some(vertex_at[(start + k) * 64 + x.trailing_zeros() as usize])
        };
        let (&m, &c) = row.first().zip(closed.first())?;
        // The first word alone, where most scans end; then four words a branch.
        if m & !c != 0 {
            return found(0, m & !c);
        }
        let (rows, closeds) = (row[1..].chunks_exact(4), closed[1..].chunks_exact(4));
        let tail = row.len() - rows.remainder().len();
        for (i, (m, c)) in rows.zip(closeds).enumerate() {
            let x = [m[0] & !c[0], m[1] & !c[1], m[2] & !c[2], m[3] & !c[3]];
            if x[0] | x[1] | x[2] | x[3] != 0 {
                let j = x.iter().position(|&x| x != 0).unwrap_or(0);
                return found(1 + 4 * i + j, x[j]);
            }
        }
        for k in tail..row.len() {
            let x = row[k] & !closed[k];
            if x != 0 {
                return found(k, x);
            }
        }
        count!(SearchWords, row.len());
        None
    }

    /// The last open move below scan place `below` (all from `below` on are closed; the mirror
    /// of [`Moves::first_open`]).
    pub(super) fn last_open(&self, closed: &[u64], below: usize) -> Option<u16> {
        let (list, vertex_at) = (self.list, self.vertex_at);
        let is_open = |k: usize| closed[k / 64] >> (k % 64) & 1 == 0;
        if !list.is_empty() {
            let to = list.partition_point(|&k| (k as usize) < below);
            let open = list[..to].iter().rposition(|&k| is_open(k as usize));
            count!(SearchWords, open.map_or(to, |i| to - i));
            return open.map(|i| vertex_at[list[i] as usize]);
        }
        // Up to the word of `below`: every move placed from `below` on is closed (the watcher
        // passed it so). The words to scan may start above: then none.
        let top = below.div_ceil(64).min(self.row.len());
        let lo = self.first.min(top);
        // Side by side, from the top down: one bounds check for the whole scan.
        let words = self.row[lo..top].iter().zip(&closed[lo..top]);
        for (k, (&m, &c)) in words.enumerate().rev() {
            let x = m & !c;
            if x != 0 {
                count!(SearchWords, top - lo - k);
                return Some(vertex_at[(lo + k) * 64 + 63 - x.leading_zeros() as usize]);
            }
        }
        count!(SearchWords, top - lo);
        None
    }
}
