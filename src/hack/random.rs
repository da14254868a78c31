//! The random cases of a session: case `i` is drawn from the seed and `i` alone, so it is the
//! same whatever the number of cases, the jobs or the machine.

use super::hackable::{Hackable, answer};
use super::verdict::tokens;
use crate::generate::Rng;

/// The generator of case `i` of a session. SplitMix64 steps its state by a fixed odd
/// constant; another odd multiplier keeps the cases' sequences apart.
pub fn case_rng(seed: u64, i: u64) -> Rng {
    Rng::new(seed ^ i.wrapping_mul(0xd1b5_4a32_d192_ed03))
}

/// Random case `i` with our answer, its level climbing over `ramp` cases. Half of the cases
/// want one verdict and half the other; up to eight draws are made to get it, so that neither
/// verdict is rare (small `duel` boards are lost three times in four otherwise).
pub fn random_case<G: Hackable>(seed: u64, i: u64, ramp: u64) -> Result<(String, Vec<u8>), String> {
    let mut rng = case_rng(seed, i);
    let level = (i % ramp) as f64 / ramp as f64;
    let wanted = G::VERDICTS[rng.index(2)].as_bytes();
    let mut input = G::random(&mut rng, level);
    let mut expected = answer::<G>(&input)?;
    for _ in 0..7 {
        if tokens(&expected).next() == Some(wanted) {
            break;
        }
        input = G::random(&mut rng, level);
        expected = answer::<G>(&input)?;
    }
    Ok((input, expected))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{dot::Dot, duel::Duel, tag::Tag};

    /// The share of random cases whose answer is the game's first verdict.
    fn first_verdict_share<G: Hackable>() -> f64 {
        let first = (0..1000u64)
            .filter(|&i| {
                let (_, expected) = random_case::<G>(1, i, 1000).unwrap();
                tokens(&expected).next() == Some(G::VERDICTS[0].as_bytes())
            })
            .count();
        first as f64 / 1000.0
    }

    #[test]
    fn wins_and_losses_come_about_equally_often() {
        for share in [
            first_verdict_share::<Dot>(),
            first_verdict_share::<Tag>(),
            first_verdict_share::<Duel>(),
        ] {
            assert!((0.4..=0.6).contains(&share), "{share}");
        }
    }

    /// Case `i` does not depend on the number of cases, and each hundred climbs from the
    /// smallest cases to the largest.
    #[test]
    fn the_random_cases_climb_in_each_hundred() {
        let length = |i: u64| random_case::<Tag>(5, i, 100).unwrap().0.len();
        let first: usize = (100..120).map(length).sum();
        let last: usize = (180..200).map(length).sum();
        assert!(4 * first < last, "{first} {last}");
    }
}
