//! What every game's generators give the wings that judge a program (hack mode, packages):
//! random cases by size, the worst cases at the judge's limits, and cases aimed at the usual
//! mistakes, each valid.

use super::rng::Rng;
use crate::game::Game;

/// A game whose inputs can be made: every one passes the game's strict validator.
pub trait Generated: Game {
    /// A random valid case at `level` in `0..1`: the smallest at 0, larger as it grows.
    fn random(rng: &mut Rng, level: f64) -> String;
    /// The worst cases at the judge's limits, named.
    fn at_limits() -> Vec<(String, String)>;
    /// Cases aimed at the usual mistakes, each named by its mistake.
    fn aimed() -> Vec<(String, String)>;
    /// The cases a session tries after the random ones: those aimed at the usual mistakes,
    /// then the worst at the judge's limits (a repeated input once).
    fn worst() -> Vec<(String, String)> {
        let mut all = Self::aimed();
        for (name, input) in Self::at_limits() {
            if all.iter().all(|(_, seen)| *seen != input) {
                all.push((name, input));
            }
        }
        all
    }
}
