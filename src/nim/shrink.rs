//! `nim` cases for hack mode: read, written, shrunk by binary searches along `n` and `k`, and
//! every smaller case listed. The size order is (`n`, `k`).

use super::Nim;
use super::generate::input;
use super::pile::{Pile, parse};
use super::validate::{JUDGE_K, JUDGE_N};
use crate::generate::Rng;
use crate::hack::steps::{by_class, toward};
use crate::hack::{Hackable, Place, Scope, Smaller};

/// One step: `n` or `k` set to a smaller value.
#[derive(Clone, Copy, Debug)]
pub enum NimStep {
    N(i64),
    K(i64),
}

impl Hackable for Nim {
    type Case = Pile;
    type Step = NimStep;
    const VERDICTS: [&'static str; 2] = ["First", "Second"];

    fn read(text: &str) -> Result<Pile, String> {
        parse(text.as_bytes())
    }

    fn write(pile: &Pile) -> String {
        input(*pile)
    }

    fn size(pile: &Pile) -> String {
        format!("n = {}, k = {}", pile.n, pile.k)
    }

    fn steps(pile: &Pile, _: Option<usize>, _: bool) -> Vec<NimStep> {
        let n = toward(pile.n, 1).into_iter().map(NimStep::N);
        n.chain(toward(pile.k, 1).into_iter().map(NimStep::K))
            .collect()
    }

    fn apply(pile: &Pile, step: NimStep) -> Option<Pile> {
        let smaller = match step {
            NimStep::N(n) => Pile { n, ..*pile },
            NimStep::K(k) => Pile { k, ..*pile },
        };
        (Self::rank(&smaller) < Self::rank(pile) && Self::valid(&smaller)).then_some(smaller)
    }

    /// Every smaller case, class by class (a class is one `n`), each listed whole.
    fn smaller(
        pile: &Pile,
        _: &mut Rng,
        (most, per_class): (usize, usize),
        _: &[usize],
    ) -> Smaller<Pile> {
        let top = |n: i64| if n == pile.n { pile.k - 1 } else { JUDGE_K };
        let classes = (1..=pile.n.min(JUDGE_N)).filter(|&n| top(n) >= 1).collect();
        let list = |n: i64| Some(((1..=top(n)).map(|k| Pile { n, k }).collect(), Scope::Whole));
        by_class(vec![classes], (most, per_class), list, |n| Pile { n, k: 1 })
    }

    fn rank(pile: &Pile) -> Vec<u64> {
        vec![pile.n as u64, pile.k as u64]
    }

    fn dimensions(pile: &Pile) -> Vec<(&'static str, usize)> {
        vec![("n", pile.n as usize)]
    }

    fn scaled(pile: &Pile, _: usize, to: usize) -> Option<Pile> {
        let scaled = Pile {
            n: to as i64,
            ..*pile
        };
        Self::valid(&scaled).then_some(scaled)
    }

    fn places(_: &str, _: Option<usize>) -> Vec<Place> {
        Vec::new()
    }
}
