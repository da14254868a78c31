//! Work counts for the tests' guards on fast paths that leave no trace in the output: each
//! thread's own counts, read and reset by [`take`]. Every call sits under
//! `#[cfg(not(judge))]`, so a judge's build (a bundle) counts nothing. `O(1)` a count.

use std::cell::Cell;

/// What is counted.
#[derive(Clone, Copy, Debug)]
pub enum Count {
    /// Words of a row `dot`'s judge path reads for moves along the row of 64 or more.
    FarWords,
    /// Numbers the reader parses from their text again, not from the value it found while
    /// finding the token.
    Reparsed,
    /// Rows `tag`'s rounds apply the Aoki rule to: each row at most once a round.
    PendingRows,
}

thread_local! {
    static COUNTS: [Cell<u64>; 3] = const { [Cell::new(0), Cell::new(0), Cell::new(0)] };
}

/// Adds `n` to the count of `what` on this thread.
#[inline(always)]
pub fn add(what: Count, n: usize) {
    COUNTS.with(|c| c[what as usize].set(c[what as usize].get() + n as u64));
}

/// The count of `what` on this thread since the last `take`, which it resets.
pub fn take(what: Count) -> u64 {
    COUNTS.with(|c| c[what as usize].replace(0))
}
