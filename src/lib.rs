//! Game solvers for competitive programming: `dot` (Codeforces 69D), `tag` (pursuit on a
//! directed graph) and `duel` (Codeforces gym 105267H).
//!
//! - [`reader`]: one judge input as proconio's `Source`, with errors that name the token;
//! - [`bits`]: the bitsets the games' tables and searches are made of;
//! - [`prefetch`]: the cache hint the games' searches give ahead of their reads;
//! - [`dot`], [`tag`], [`duel`]: each game in its folder: its contract, model, proof, parser,
//!   solver and explainer, and each role the wings take it by (its generators, shrink steps,
//!   hunt moves, statement and planted programs); `nim`, the tests' own game, is the smallest
//!   example (`docs/new-game.md`);
//! - [`game`]: what every game tells the command line and the judge (the front door);
//! - [`platform`]: the judges the problems come from, and how each builds, runs and measures;
//! - [`judge`]: the judge's `main` (stdin to stdout, errors as one line, exit status 2);
//! - [`validate`]: the judge's exact format, strictly, and a validator's `main` (`--validate`);
//! - [`check`]: a checker's `main`, the output's tokens against the answer's;
//! - [`play`]: the analysis board (`--play`): what a game's position offers, and the session;
//! - [`cli`]: the command line of the three binaries;
//! - [`generate`]: the seeded random numbers and the trait of every game's generators
//!   (`Generated`), for hack mode, the packages, the tests and the benchmarks;
//! - [`hack`]: hack mode: finds, shrinks and explains an input where another program fails;
//! - [`formats`]: the judges' formats, one room each (Kattis, Polygon, `oj`): layout, writer,
//!   reader and limit file, for `--package` and `--tests` alike;
//! - [`package`]: a game as a Kattis or Polygon problem package (`--package`);
//! - `tally`: work counts for the tests' guards, compiled into the crate's own tests alone;
//! - `tests` (`src/tests/`): the tests that need the crate's hooks: the oracles, the work
//!   guards and the analysis-board driver.
//!
//! Uses go one way: games use the reader, `bits`, `prefetch`, `validate`, and implement `game`,
//! `play`'s `Analysis` and the wings' traits (`generate`'s `Generated`, `hack`'s `Hackable` and
//! `Huntable`, `package`'s `Packaged`) in files that a judge's build leaves out; the wings
//! take a game by type and name none; packages and hack mode use `formats`, and packages never
//! use hack mode; the command line uses `game`, `judge`, `validate`, `play`, hack mode,
//! packages and the reader.
//! A bundle holds none of the wings, nor `play`. [`each_game`] is the one list of the games.

pub mod bits;
pub mod check;
pub mod cli;
pub mod dot;
pub mod duel;
pub mod formats;
pub mod game;
pub mod generate;
pub mod hack;
pub mod judge;
#[doc(hidden)]
pub mod nim;
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

/// A game with every role: the judge's and the command line's ([`game::Game`]), the
/// generators' ([`generate::cases::Generated`]), hack mode's and the hunt's
/// ([`hack::Huntable`]), and a package's ([`package::Packaged`]).
pub trait Complete: hack::Huntable + package::Packaged {}

impl<G: hack::Huntable + package::Packaged> Complete for G {}

/// What is done for each game, by [`each_game`].
pub trait ForEachGame {
    fn game<G: Complete>(&mut self);
}

/// The one list of the games, the only place that names them all: `visit` sees each, in the
/// order the docs list them, then `nim`, the tests' own game. A game that misses a role does
/// not compile here.
pub fn each_game(visit: &mut impl ForEachGame) {
    visit.game::<dot::Dot>();
    visit.game::<tag::Tag>();
    visit.game::<duel::Duel>();
    visit.game::<nim::Nim>();
}
