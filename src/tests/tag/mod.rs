//! `tag` against independent oracles: naive fixed-point iteration over all states, and, for
//! graphs too large for it, retrograde analysis with a counter per state; the rounds of the
//! capture by a third; the work guards; the analysis board.

mod answers;
mod board;
mod explain;
mod oracle;
mod work;
