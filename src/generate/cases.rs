//! What every game's generators give the wings that judge a program (hack mode, packages):
//! random cases by size, the worst cases at the judge's limits, and cases aimed at the usual
//! mistakes, each valid.

use super::rng::Rng;
use crate::game::Game;

/// A case with its name: the mistake it aims at, or its shape and size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    pub name: String,
    pub input: String,
}

impl Named {
    pub fn new(name: impl Into<String>, input: String) -> Named {
        let name = name.into();
        Named { name, input }
    }
}

/// A game whose inputs can be made: every one passes the game's strict validator.
pub trait Generated: Game {
    /// A random valid case at `level` in `0..1`: the smallest at 0, larger as it grows.
    fn random(rng: &mut Rng, level: f64) -> String;
    /// The worst cases at the judge's limits, named.
    fn at_limits() -> Vec<Named>;
    /// Cases aimed at the usual mistakes, each named by its mistake.
    fn aimed() -> Vec<Named>;
    /// The cases a session tries after the random ones: those aimed at the usual mistakes,
    /// then the worst at the judge's limits (a repeated input once).
    fn worst() -> Vec<Named> {
        let mut all = Self::aimed();
        for case in Self::at_limits() {
            if all.iter().all(|seen| seen.input != case.input) {
                all.push(case);
            }
        }
        all
    }
}
