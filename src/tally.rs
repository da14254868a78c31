//! Work counts for the tests' guards on fast paths that leave no trace in the output: each
//! thread's own counts, added by [`count!`] and read and reset by `take`. They exist in the
//! crate's own tests alone: elsewhere `count!` compiles to nothing, so the release build that
//! the benchmarks measure runs the code a judge runs (the bundler drops every `count!` by
//! name as well). `O(1)` a count.

#[cfg(test)]
use std::cell::Cell;

/// What is counted.
#[cfg(test)]
#[derive(Clone, Copy, Debug)]
pub(crate) enum Count {
    /// Words of a row `dot`'s judge path reads for moves along the row of 64 or more.
    FarWords,
    /// Elements of `dot`'s explanation table combined a whole row at a time.
    RowElements,
    /// Steps of `dot`'s table of values taken point by point: one per point finished alone
    /// and per short vector along the row it reads.
    PointSteps,
    /// Numbers the reader parses from their text again, not from the value it found while
    /// finding the token.
    Reparsed,
    /// `tag`: rounds played by the word-parallel rounds.
    Rounds,
    /// `tag`: words the rounds touch, as their cost rule counts them.
    RoundWords,
    /// `tag`: rows the rounds apply the Aoki rule to: each row at most once a round.
    PendingRows,
    /// `tag`: scalar reads of `A`'s columns by the rounds' estimate of the rule by columns.
    ColumnReads,
    /// `tag`: words (or list entries) the searches read.
    SearchWords,
    /// `tag`: words of `A` the searches write.
    RowWrites,
    /// `tag`: moves of a watcher to its next open move.
    WatcherMoves,
    /// `tag`: the counter search's decrements.
    Decrements,
    /// `tag`: batches of a column's closed states released together.
    Batches,
    /// `duel`: networks built on the whole board, not the start's component alone.
    WholeBoards,
    /// `duel`: paths the greedy start flips.
    GreedyPaths,
    /// `duel`: pushes and relabels of push-relabel.
    Pushes,
    Relabels,
    /// `duel`: global relabels, and the cells they reach, summed.
    GlobalRelabels,
    RelabelVisits,
    /// `duel`: searches for a residual path from the start's cell to a charge.
    FinalSearches,
    /// `duel`: replies the loser's search in the whole game tries.
    ResistReplies,
}

#[cfg(test)]
const COUNTS: usize = Count::ResistReplies as usize + 1;

#[cfg(test)]
thread_local! {
    static COUNTED: [Cell<u64>; COUNTS] = const { [const { Cell::new(0) }; COUNTS] };
}

/// Adds `n` to the count of `what` on this thread.
#[cfg(test)]
pub(crate) fn add(what: Count, n: u64) {
    COUNTED.with(|c| c[what as usize].set(c[what as usize].get() + n));
}

/// The count of `what` on this thread since the last `take`, which it resets.
#[cfg(test)]
pub(crate) fn take(what: Count) -> u64 {
    COUNTED.with(|c| c[what as usize].replace(0))
}

/// `count!(What)` or `count!(What, n)`: adds 1 or `n` to the count `What` of this thread.
#[cfg(test)]
macro_rules! count {
    ($what:ident) => {
        $crate::tally::add($crate::tally::Count::$what, 1)
    };
    ($what:ident, $n:expr) => {
        $crate::tally::add($crate::tally::Count::$what, ($n) as u64)
    };
}
/// Outside the tests, nothing: `n` is type-checked, never evaluated.
#[cfg(not(test))]
macro_rules! count {
    ($what:ident) => {};
    ($what:ident, $n:expr) => {
        if false {
            let _ = $n;
        }
    };
}
pub(crate) use count;
