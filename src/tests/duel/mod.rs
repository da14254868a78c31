//! `duel` against an independent oracle: exhaustive game search over full histories, and a
//! maximum matching by augmenting paths for boards too large for it; the work guards; the
//! analysis board.

mod board;
mod explain;
mod matching;
mod oracle;
