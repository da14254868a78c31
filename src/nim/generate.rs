//! `nim` inputs: random by level, the worst at the judge's limits, and those aimed at the usual
//! mistakes.

use super::Nim;
use super::pile::Pile;
use super::validate::{JUDGE_K, JUDGE_N};
use crate::generate::Rng;
use crate::generate::cases::{Generated, Named};

/// The input of a pile.
pub fn input(pile: Pile) -> String {
    format!("{} {}\n", pile.n, pile.k)
}

impl Generated for Nim {
    fn random(rng: &mut Rng, level: f64) -> String {
        let n = rng.range(1, 1 + ((JUDGE_N - 1) as f64 * level) as i64);
        input(Pile {
            n,
            k: rng.range(1, JUDGE_K),
        })
    }

    fn at_limits() -> Vec<Named> {
        (JUDGE_N - 1..=JUDGE_N)
            .flat_map(|n| [1, JUDGE_K].map(|k| Pile { n, k }))
            .map(|p| Named::new(format!("n{}-k{}", p.n, p.k), input(p)))
            .collect()
    }

    /// A pile that `k` divides (the mistake of `n % k` for `n % (k + 1)`), and one that `k + 1`
    /// does.
    fn aimed() -> Vec<Named> {
        vec![
            Named::new("k-divides", input(Pile { n: 6, k: 3 })),
            Named::new("k-plus-one-divides", input(Pile { n: 8, k: 3 })),
        ]
    }
}
