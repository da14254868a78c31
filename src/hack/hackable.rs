//! What a game tells hack mode, beyond what every game tells ([`Game`]): its judge, its cases,
//! and how a case shrinks and grows; and the places of an input that a report must show.

use super::platform::Platform;
use crate::game::Game;
use crate::generate::Rng;

/// A place in an input that a report must show: its line and column (from 0), and why.
pub struct Place {
    pub line: usize,
    pub column: usize,
    pub note: String,
}

/// A game that hack mode can judge a program on.
pub trait Hackable: Game {
    /// A case in a form that steps can edit.
    type Case: Clone + Send + Sync;
    /// One edit that makes a case smaller; [`Hackable::apply`] makes it.
    type Step: Copy + Send + Sync;
    /// The two verdicts, drawn about equally often.
    const VERDICTS: [&'static str; 2];
    /// The problem's judge.
    const PLATFORM: Platform;
    /// A random valid case at `level` in `0..1`: the smallest at 0, larger as it grows.
    fn random(rng: &mut Rng, level: f64) -> String;
    /// The worst cases at the judge's limits, named.
    fn at_limits() -> Vec<(String, String)>;
    /// A case from one of our own inputs.
    fn read(input: &str) -> Result<Self::Case, String>;
    fn write(case: &Self::Case) -> String;
    /// Its size in a few words, as the game's size order counts it.
    fn size(case: &Self::Case) -> String;
    /// The steps to try, coarse first; `wrong_token` is the index of the first output token
    /// that differs, when one does. `coarse` leaves out the finest steps (single items of a
    /// long list), for a shrink whose every run takes long.
    fn steps(case: &Self::Case, wrong_token: Option<usize>, coarse: bool) -> Vec<Self::Step>;
    /// The case after `step`, or `None` when it would be invalid or no smaller.
    fn apply(case: &Self::Case, step: Self::Step) -> Option<Self::Case>;
    /// Up to `most` valid cases below `case` in the game's size order, smallest first, and
    /// whether they are all there are.
    fn smaller(case: &Self::Case, rng: &mut Rng, most: usize) -> (Vec<Self::Case>, bool);
    /// The sizes a running time may grow with, named, with their values in `case`.
    fn dimensions(case: &Self::Case) -> Vec<(&'static str, usize)>;
    /// `case` with dimension `which` cut to `to` and its shape kept, where that is valid.
    fn scaled(case: &Self::Case, which: usize, to: usize) -> Option<Self::Case>;
    /// The places of `input` that a report must show.
    fn places(input: &str, wrong_token: Option<usize>) -> Vec<Place>;
}

/// Our answer to one of our own inputs; a rejection is our bug, reported as such.
pub fn answer<G: Hackable>(input: &str) -> Result<Vec<u8>, String> {
    (G::JUDGE)(input.as_bytes())
        .map_err(|e| format!("internal error: our own case was rejected: {e}"))
}
