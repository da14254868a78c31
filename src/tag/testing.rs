//! Hooks for the tests: the work split between the rounds and the searches at every round,
//! and the answers of an outcome. Not part of the game; a judge's build leaves them out.

use super::graph::Graph;
use super::input::Answers;
use super::layers::{CaptureRounds, capture_rounds_split};
use super::outcome::Outcome;
use super::rounds::settle;
use super::watch::Sweeps;

/// The judge path's outcome, with the rounds handing over to a search after `rounds` rounds
/// (`usize::MAX`: the rounds do everything).
pub(crate) fn solve_split(g: &Graph, rounds: usize) -> Outcome {
    settle(g, Some(rounds), &mut Sweeps)
}

/// The explanation's rounds, with the rounds handing over after `rounds` rounds.
pub(crate) fn capture_rounds_split_after(g: &Graph, rounds: usize) -> CaptureRounds {
    capture_rounds_split(g, Some(rounds))
}

/// One `YES`/`NO` line per query, as the judge path writes them.
pub(crate) fn answer(outcome: &Outcome, queries: &[(u32, u32)]) -> Vec<u8> {
    let mut out = Answers::new(queries.len());
    for &(s, r) in queries {
        out.push(outcome, s, r);
    }
    out.into_bytes()
}
