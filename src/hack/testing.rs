//! Hooks for the tests: hack mode's shrink without a program. Not part of hack mode's
//! interface.

use super::hackable::Hackable;
pub(crate) use super::shrinker::End;
use super::shrinker::{Budget, Kind, Reduced, Shrinker};
use crate::generate::Rng;

/// The shrink of hack mode without a program: `input` (one of our own) made as small as
/// `G`'s steps and smaller cases go while `fails` holds.
pub(crate) fn minimize<G: Hackable>(
    input: &str,
    fails: impl Fn(&str) -> bool + Sync,
) -> Result<String, String> {
    Ok(G::write(&shrunk::<G>(input, fails)?.case))
}

/// [`minimize`]'s whole result: the last case, how the shrink ended, what it needs.
pub(crate) fn shrunk<G: Hackable>(
    input: &str,
    fails: impl Fn(&str) -> bool + Sync,
) -> Result<Reduced<G::Case, ()>, String> {
    let shrinker = Shrinker::<G, ()> {
        jobs: 1,
        coarse: false,
        fails: &|smaller| Ok(fails(&G::write(smaller)).then_some(())),
        kind: &|_| Kind::Same,
        wrong_token: &|_| None,
        on_kept: &|_, _| {},
    };
    shrinker.shrink(
        G::read(input)?,
        (),
        Budget::new(usize::MAX, None),
        &mut Rng::new(1),
    )
}
