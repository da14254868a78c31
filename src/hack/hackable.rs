//! What a game tells hack mode, beyond its generated cases ([`Generated`]): a case in a form
//! that steps can edit, how it shrinks and grows, and the places of an input that a report
//! must show. (What the hunt needs besides is `hunt::Huntable`.)

use crate::generate::Rng;
use crate::generate::cases::Generated;

/// A place in an input that a report must show: its line and column (from 0), and why.
pub struct Place {
    pub line: usize,
    pub column: usize,
    pub note: String,
}

/// A game that hack mode can judge a program on.
pub trait Hackable: Generated {
    /// A case in a form that steps can edit.
    type Case: Clone + Send + Sync;
    /// One edit that makes a case smaller; [`Hackable::apply`] makes it.
    type Step: Copy + Send + Sync;
    /// The two verdicts, drawn about equally often.
    const VERDICTS: [&'static str; 2];
    /// A case from one of our own inputs.
    fn read(input: &str) -> Result<Self::Case, String>;
    fn write(case: &Self::Case) -> String;
    /// Whether `case` keeps every guarantee of the judge's statement, as the game's strict
    /// validator holds its text to them: the one place they are stated.
    fn valid(case: &Self::Case) -> bool {
        (Self::VALIDATE)(Self::write(case).as_bytes()).is_ok()
    }
    /// Its size in a few words, as the game's size order counts it.
    fn size(case: &Self::Case) -> String;
    /// The steps to try, coarse first; `wrong_token` is the index of the first output token
    /// that differs, when one does. `coarse` leaves out the finest steps (single items of a
    /// long list), for a shrink whose every run takes long.
    fn steps(case: &Self::Case, wrong_token: Option<usize>, coarse: bool) -> Vec<Self::Step>;
    /// The case after `step`, or `None` when it would be invalid or no smaller.
    fn apply(case: &Self::Case, step: Self::Step) -> Option<Self::Case>;
    /// How many elements `case` has for the deletion pass after the structured steps (a
    /// game whose steps already cut every list down to single items has none).
    fn elements(case: &Self::Case) -> usize {
        let _ = case;
        0
    }
    /// `case` without its elements `from..to`, where that is a case.
    fn without_elements(case: &Self::Case, (from, to): (usize, usize)) -> Option<Self::Case> {
        let _ = (case, from, to);
        None
    }
    /// Up to `most` valid cases below `case` in the game's size order, smallest first, by
    /// size class, at most `per_class` of each. `floor` holds, for each of the case's
    /// [`Hackable::dimensions`], the least value wanted (a size the failure needs): a game may
    /// leave out the classes below it, which the shrinker drops anyway.
    fn smaller(
        case: &Self::Case,
        rng: &mut Rng,
        most_and_per_class: (usize, usize),
        floor: &[usize],
    ) -> Smaller<Self::Case>;
    /// Where `case` stands in the game's size order ([`super::cases`]), compared left to
    /// right; ties are broken by the input's bytes.
    fn rank(case: &Self::Case) -> Vec<u64>;
    /// The size class of `case`, as [`Hackable::smaller`] searches by it.
    fn class(case: &Self::Case) -> String {
        Self::size(case)
    }
    /// The sizes a running time may grow with, named, with their values in `case`.
    fn dimensions(case: &Self::Case) -> Vec<(&'static str, usize)>;
    /// The judge's largest value of dimension `which`, where a bug may need it exactly.
    fn largest(which: usize) -> Option<usize> {
        let _ = which;
        None
    }
    /// `case` with dimension `which` cut to `to` and its shape kept, where that is valid.
    fn scaled(case: &Self::Case, which: usize, to: usize) -> Option<Self::Case>;
    /// The places of `input` that a report must show.
    fn places(input: &str, wrong_token: Option<usize>) -> Vec<Place>;
}

/// Cases below one in the size order, class by class: each class's cases follow the last
/// one's.
pub struct Smaller<C> {
    pub cases: Vec<C>,
    /// Each class searched, in order.
    pub classes: Vec<Class>,
    /// Whether `cases` are every smaller case: every class listed whole, and none left out.
    pub every: bool,
}

/// One size class searched: how many of its cases are in [`Smaller::cases`], and which.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Class {
    pub cases: usize,
    pub scope: Scope,
}

/// Which cases of a class were searched.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Scope {
    /// Every valid case of the class.
    Whole,
    /// The cases these words name (`every board on up to 7 cells`): a listing, not the class.
    Listed(String),
    /// Cases drawn at random.
    Drawn,
}

impl<C> Smaller<C> {
    /// Keeps the cases for which `keep` holds; a class that loses one is no longer whole.
    pub fn retain(&mut self, mut keep: impl FnMut(&C) -> bool) {
        let mut cases = std::mem::take(&mut self.cases).into_iter();
        for class in &mut self.classes {
            let before = class.cases;
            let kept: Vec<C> = cases.by_ref().take(before).filter(|c| keep(c)).collect();
            class.cases = kept.len();
            if class.cases < before {
                self.every = false;
                if class.scope == Scope::Whole {
                    class.scope = Scope::Listed("part of its cases".into());
                }
            }
            self.cases.extend(kept);
        }
        self.classes.retain(|class| class.cases > 0);
    }
}

/// Our answer to one of our own inputs, which is run only if the judge could give it: an input
/// that breaks a guarantee of the statement, or that we reject, is our bug, reported as such
/// rather than judged. (Every stage keeps to the validator, or drops what breaks it.)
pub fn answer<G: Hackable>(input: &str) -> Result<Vec<u8>, String> {
    (G::VALIDATE)(input.as_bytes()).map_err(|e| {
        format!("internal error: our own case breaks the judge's statement ({e}):\n{input}")
    })?;
    (G::JUDGE)(input.as_bytes())
        .map_err(|e| format!("internal error: our own case was rejected: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dot::Dot;
    use crate::tag::Tag;

    /// An input of ours that breaks the statement (a start on the circle) is never run: our
    /// answer to it is an internal error that names the broken guarantee; `valid` says so.
    #[test]
    fn our_own_input_that_breaks_the_statement_is_an_error_not_a_run() {
        let circle = "-1 0 1 1\n0 1\n";
        let e = answer::<Dot>(circle).unwrap_err();
        assert!(
            e.starts_with(
                "internal error: our own case breaks the judge's statement (line 1, column 1: \
                 the start (-1, 0) is not strictly inside"
            ),
            "{e}"
        );
        assert_eq!(answer::<Dot>("0 0 1 1\n0 1\n").unwrap(), b"Anton\n");
        assert!(!Dot::valid(&Dot::read(circle).unwrap()));
        assert!(Dot::valid(&Dot::read("0 0 1 1\n0 1\n").unwrap()));
    }

    /// The worst cases are the aimed ones, then those at the limits, an input once.
    #[test]
    fn the_worst_cases_are_the_aimed_then_those_at_the_limits() {
        let (aimed, limits, worst) = (Tag::aimed(), Tag::at_limits(), Tag::worst());
        assert_eq!(worst.len(), aimed.len() + limits.len());
        assert_eq!(worst[..aimed.len()], aimed[..]);
        assert_eq!(worst[aimed.len()..], limits[..]);
        let dot = Dot::worst();
        let mut inputs: Vec<&String> = dot.iter().map(|c| &c.input).collect();
        inputs.sort();
        inputs.dedup();
        assert_eq!(inputs.len(), dot.len());
    }
}
