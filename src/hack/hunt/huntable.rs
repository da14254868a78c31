//! What the hunt for the slowest input needs of a game, beyond hack mode's ([`Hackable`]).

use crate::generate::Rng;
use crate::hack::hackable::Hackable;

/// What the hunt for the slowest input needs of a game ([`super`]): cases at the
/// judge's limits of the shapes the game knows, and moves between them.
pub trait Huntable: Hackable {
    /// A random case at the judge's limits, of one of the shapes the generators know.
    fn shaped(rng: &mut Rng) -> Self::Case;
    /// A neighbour of `case`, valid by construction: one of the game's moves, of which some
    /// take a part of `other` (a splice).
    fn moved(case: &Self::Case, other: &Self::Case, rng: &mut Rng) -> Self::Case;
    /// The case's niche: a few coarse features of its shape (sizes by powers of two, the
    /// share of walls), so that the hunt keeps the slowest case of each, and climbs in each.
    fn niche(case: &Self::Case) -> Vec<u8>;
}
