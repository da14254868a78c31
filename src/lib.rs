//! Game solvers for competitive programming: `dot` (Codeforces 69D), `tag` (pursuit on a
//! directed graph) and `duel` (Codeforces gym 105267H).
//!
//! - [`reader`]: one judge input as proconio's `Source`, with errors that name the token;
//! - [`bits`]: the bitsets the games' tables and searches are made of;
//! - [`prefetch`]: the cache hint the games' searches give ahead of their reads;
//! - [`dot`], [`tag`], [`duel`]: each game's contract, model, proof, parser, solver, explainer;
//! - [`game`]: what every game tells the command line and the judge (the front door);
//! - [`platform`]: the judges the problems come from, and how each builds, runs and measures;
//! - [`judge`]: the judge's `main` (stdin to stdout, errors as one line, exit status 2);
//! - [`validate`]: the judge's exact format, strictly, and a validator's `main` (`--validate`);
//! - [`check`]: a checker's `main`, the output's tokens against the answer's;
//! - [`play`]: the analysis board (`--play`): what a game's position offers, and the session;
//! - [`cli`]: the command line of the three binaries;
//! - [`generate`]: random, aimed and worst-case inputs of each game (`Generated`), for hack
//!   mode, the packages, the tests and the benchmarks;
//! - [`hack`]: hack mode: finds, shrinks and explains an input where another program fails;
//! - [`oj`]: an `oj` folder of tests, read and named in one place (hack mode and packages);
//! - [`package`]: a game as a Kattis or Polygon problem package (`--package`);
//! - `tally`: work counts for the tests' guards, compiled into the crate's own tests alone;
//! - `tests` (`src/tests/`): the tests that need the crate's hooks: the oracles, the work
//!   guards and the analysis-board driver.
//!
//! Uses go one way: games use the reader, `bits`, `prefetch`, `validate` and implement `game`
//! and `play`'s `Analysis`; the generators use the games; hack mode uses the games and the
//! generators; packages use the games, the generators and `oj` (for the samples), never hack mode;
//! the command line uses `game`, `judge`, `validate`, `play`, hack
//! mode, packages and the reader; and no game knows of the command line, hack mode or packages
//! (a bundle holds none of them, nor `play`).

pub mod bits;
pub mod check;
pub mod cli;
pub mod dot;
pub mod duel;
pub mod game;
pub mod generate;
pub mod hack;
pub mod judge;
pub mod oj;
pub mod package;
pub mod platform;
pub mod play;
pub mod prefetch;
pub mod reader;
pub mod tag;
mod tally;
#[cfg(test)]
mod tests;
pub mod validate;
