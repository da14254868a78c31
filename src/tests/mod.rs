//! The tests that need the crate's own hooks (memchr's `src/tests/` is the model): each
//! game against independent oracles that share no code with it, the work guards (`tally`'s
//! counts exist in this build alone), the one driver of the three analysis boards, the reader,
//! and hack mode's shrink without a program. What runs a binary is in `tests/`.

mod board;
mod dot;
mod duel;
mod games;
mod minima;
mod reader;
mod samples;
mod shrink;
mod tag;
mod valid;
mod validate;
