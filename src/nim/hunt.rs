//! The hunt's `nim` cases: piles near the judge's limits, and moves that change `n` or `k` a
//! little or take the other case's `k`.

use super::Nim;
use super::pile::Pile;
use super::validate::{JUDGE_K, JUDGE_N};
use crate::generate::Rng;
use crate::hack::Huntable;

impl Huntable for Nim {
    fn shaped(rng: &mut Rng) -> Pile {
        Pile {
            n: rng.range(JUDGE_N - 100, JUDGE_N),
            k: rng.range(1, JUDGE_K),
        }
    }

    fn moved(pile: &Pile, other: &Pile, rng: &mut Rng) -> Pile {
        match rng.index(3) {
            0 => Pile {
                n: (pile.n + rng.range(-10, 10)).clamp(1, JUDGE_N),
                ..*pile
            },
            1 => Pile {
                k: rng.range(1, JUDGE_K),
                ..*pile
            },
            _ => Pile {
                k: other.k,
                ..*pile
            },
        }
    }

    fn niche(pile: &Pile) -> Vec<u8> {
        vec![pile.n.ilog2() as u8, pile.k as u8]
    }
}
