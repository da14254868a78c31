//! The shrinker: a failing case made as small as it goes while it fails the same way.
//!
//! First the sizes the failure needs ([`needed`]): a dimension at the judge's largest value
//! whose every cut below passes is kept, and nothing below it is tried. Then three phases,
//! repeated until none helps:
//! 1. **Steps** ([`Hackable::steps`]), coarse first: whole parts of the case, then halves,
//!    quarters and single items, then numbers. A step is kept only if the program still fails
//!    *with the same verdict*, so the shrink does not slip to another bug. After a kept step
//!    the next candidates are the ones after it (a removal at one granularity goes on at that
//!    granularity, as in delta debugging), and a pass that kept a step is followed by another,
//!    until a whole pass keeps none: a local minimum.
//! 2. **Deletions** ([`deletion`]): the case's elements removed in halves down to single ones,
//!    then the steps again, until neither gains.
//! 3. **Smaller cases** ([`Hackable::smaller`]): below a local minimum in the game's size
//!    order, size class by size class, smallest first, listed or drawn. The first that fails
//!    the same way replaces the case, and the steps go on from it. A few ([`EARLY`]) are tried
//!    before the first step too: a small failing case found at once saves a slow program the
//!    steps down from a large one.
//!
//! A candidate that fails otherwise ([`Kind::Other`]) is not kept, but the least of them is
//! reported beside the shrink's case when it is below it: only among the candidates that come
//! before the first kept one of their batch, which run however many jobs there are.
//!
//! The budget is counted in candidates, in order, so the shrink does not depend on `--jobs`
//! or on the machine's speed: the same seed gives the same shrink. An input that passed is
//! not run again nor charged. A wall-clock limit guards against programs that are slow on
//! every candidate; the report says which budget ran out.

mod covered;
mod deletion;
mod needed;
mod skipped;

use super::hackable::{Hackable, Smaller};
use super::jobs::first_failing;
use crate::generate::Rng;
pub use covered::Covered;
use skipped::{Skipped, hash};
use std::collections::HashSet;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Most candidates of one shrink.
pub const SHRINK_RUNS: usize = 20_000;
/// Most candidates of a shrink whose runs each take the time limit or more (TLE, ILE).
pub const SLOW_RUNS: usize = 100;
/// Wall-clock budget of one shrink.
pub const SHRINK_SECONDS: u64 = 300;
/// Most smaller cases tried after each local minimum.
const SEARCHED: usize = 1000;
/// Smaller cases tried before the first step, smallest classes first (at most a quarter of
/// the budget), a few of each class: many classes sampled find a small minimum sooner than
/// a few classes listed whole.
const EARLY: usize = 200;
const EARLY_PER_CLASS: usize = 3;

/// What is left to spend.
pub struct Budget {
    left: usize,
    deadline: Option<Instant>,
}

impl Budget {
    pub fn new(runs: usize, time: Option<Duration>) -> Budget {
        Budget {
            left: runs,
            deadline: time.map(|t| Instant::now() + t),
        }
    }

    fn timed_out(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() > d)
    }

    fn left(&self) -> usize {
        if self.timed_out() { 0 } else { self.left }
    }
}

/// How a shrink ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum End {
    /// No step helps and no case is smaller.
    Smallest,
    /// No step helps, and none of the smaller cases searched fails.
    Searched(Covered),
    Runs,
    Time,
}

/// A dimension the failure needs at its value, the judge's largest: the cuts to smaller
/// values (a binary search, down to 1 less) all passed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Needed {
    pub name: &'static str,
    pub value: usize,
    /// How many cuts were tried, and the smallest value cut to.
    pub cuts: usize,
    pub from: usize,
}

/// A candidate made from a case: the `i`th of a batch, if there is one.
type Make<'a, C> = dyn Fn(&C, usize) -> Option<C> + Sync + 'a;

/// The cases searched below a case, and the first that fails with its failure.
type Below<C, T> = (Smaller<C>, Option<(C, T)>);

/// Whether a case fails, and how (a `T`); an error is ours (the program cannot be started).
pub type Check<'a, C, T> = dyn Fn(&C) -> Result<Option<T>, String> + Sync + 'a;

/// How a candidate's failure stands to the shrink's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// It fails the same way: the candidate may be kept.
    Same,
    /// It fails otherwise, and surely: the least such candidate is reported beside.
    Other,
    /// Neither (a failure that a run beside others does not settle).
    Neither,
}

/// A shrink's result: the last case, its failure, the number of cases kept, how it ended, and
/// the least candidate that failed otherwise, when it is below the last case.
pub struct Reduced<C, T> {
    pub case: C,
    pub failure: T,
    pub kept: usize,
    pub end: End,
    pub other: Option<(C, T)>,
    /// The dimensions the failure needs at the judge's largest value.
    pub needed: Vec<Needed>,
    /// When a budget ended the shrink: the steps of its last pass not tried.
    pub untried: usize,
    /// The inputs that passed, hashed: they are not run again.
    passed: HashSet<u64>,
}

/// How to shrink: up to `jobs` candidates tried at once (the first in order wins), `coarse`
/// steps only or all of them, whether a case fails and how that failure stands to the
/// shrink's, the first wrong output token of a failure, and who hears of each case kept.
pub struct Shrinker<'a, G: Hackable, T> {
    pub jobs: usize,
    pub coarse: bool,
    pub fails: &'a Check<'a, G::Case, T>,
    pub kind: &'a (dyn Fn(&T) -> Kind + Sync),
    pub wrong_token: &'a (dyn Fn(&T) -> Option<usize> + Sync),
    pub on_kept: &'a (dyn Fn(usize, &G::Case) + Sync),
}

/// The candidates of one batch that failed otherwise, with their places in the batch.
type Met<C, T> = Mutex<Vec<(usize, C, T)>>;

/// A case's place in the size order, ties broken by its bytes.
fn key<G: Hackable>(case: &G::Case) -> (Vec<u64>, String) {
    (G::rank(case), G::write(case))
}

impl<G: Hackable, T: Send> Shrinker<'_, G, T> {
    /// Shrinks `case`, which fails with `failure`, within `budget`.
    pub fn shrink(
        &self,
        case: G::Case,
        failure: T,
        budget: Budget,
        rng: &mut Rng,
    ) -> Result<Reduced<G::Case, T>, String> {
        let mut s = Reduced {
            case,
            failure,
            kept: 0,
            end: End::Smallest,
            other: None,
            needed: Vec::new(),
            untried: 0,
            passed: HashSet::new(),
        };
        self.search(&mut s, budget, rng)?;
        let last = key::<G>(&s.case);
        s.other = s.other.filter(|(case, _)| key::<G>(case) < last);
        Ok(s)
    }

    /// The shrink's phases, until neither helps or the budget is spent.
    fn search(
        &self,
        s: &mut Reduced<G::Case, T>,
        mut budget: Budget,
        rng: &mut Rng,
    ) -> Result<(), String> {
        self.find_needed(s, &mut budget)?;
        // The smallest classes first, a few of them: a small failing case found there saves
        // the steps down from a large one, which a slow program pays most for.
        let early = EARLY.min(budget.left() / 4);
        let (_, found) = self.below(s, rng, (early, EARLY_PER_CLASS), &mut budget)?;
        if let Some((case, failure)) = found {
            self.keep(s, case, failure);
        }
        loop {
            self.fixpoint(s, &mut budget)?;
            // Then deletions, and the steps again after any kept, until neither gains.
            while budget.left() > 0 && self.deletion(s, &mut budget)? {
                self.fixpoint(s, &mut budget)?;
            }
            if budget.left() == 0 {
                s.end = if budget.timed_out() {
                    End::Time
                } else {
                    End::Runs
                };
                return Ok(());
            }
            let most = SEARCHED.min(budget.left());
            let (smaller, found) = self.below(s, rng, (most, usize::MAX), &mut budget)?;
            match found {
                Some((case, failure)) => self.keep(s, case, failure),
                None => {
                    s.end = match smaller.cases.is_empty() {
                        true if smaller.every => End::Smallest,
                        _ if budget.timed_out() => End::Time,
                        _ => End::Searched(Covered::of::<G>(&smaller)),
                    };
                    return Ok(());
                }
            }
        }
    }

    /// Whether candidate `i` of a batch, `case`, fails the same way; one that fails
    /// otherwise goes to `met`.
    fn trial(&self, case: &G::Case, i: usize, met: &Met<G::Case, T>) -> Result<Option<T>, String> {
        let Some(failure) = (self.fails)(case)? else {
            return Ok(None);
        };
        match (self.kind)(&failure) {
            Kind::Same => Ok(Some(failure)),
            Kind::Other => {
                met.lock().unwrap().push((i, case.clone(), failure));
                Ok(None)
            }
            Kind::Neither => Ok(None),
        }
    }

    /// [`Shrinker::trial`], unless an earlier run passed on the same input (a program fails
    /// the same way on the same input; a rerun would only spend the budget): whether it ran,
    /// and how it failed. An input that passes goes to `passed`.
    fn once(
        &self,
        case: &G::Case,
        i: usize,
        met: &Met<G::Case, T>,
        (seen, passed): (&HashSet<u64>, &Mutex<Vec<u64>>),
    ) -> Result<(bool, Option<T>), String> {
        let hashed = hash(&G::write(case));
        if seen.contains(&hashed) {
            return Ok((false, None));
        }
        let failure = self.trial(case, i, met)?;
        if failure.is_none() {
            passed.lock().unwrap().push(hashed);
        }
        Ok((true, failure))
    }

    /// The first of candidates `0..count`, made from the shrink's case by `make` (`None`: no
    /// candidate, or an invalid one), that fails the same way, with its place and failure;
    /// up to `jobs` tried at once. A candidate below a needed size, or whose input passed
    /// before, is not run, nor charged to the budget; the others are charged up to the first
    /// that fails.
    fn batch(
        &self,
        s: &mut Reduced<G::Case, T>,
        budget: &mut Budget,
        count: usize,
        make: &Make<'_, G::Case>,
    ) -> Result<Option<(usize, G::Case, T)>, String> {
        let (case, needed, met) = (&s.case, &s.needed, Mutex::new(Vec::new()));
        let (passed, skipped) = (Mutex::new(Vec::new()), Skipped::new(count));
        let clock = &*budget;
        let found = first_failing(self.jobs, count, &|i| {
            if clock.timed_out() {
                return Ok(None);
            }
            let Some(smaller) = make(case, i).filter(G::valid) else {
                return Ok(None);
            };
            if Self::lowers_needed(needed, &smaller) {
                skipped.mark(i, true);
                return Ok(None);
            }
            let (ran, failure) = self.once(&smaller, i, &met, (&s.passed, &passed))?;
            skipped.mark(i, !ran);
            Ok(failure.map(|f| (smaller, f)))
        })?;
        s.passed.extend(passed.into_inner().unwrap());
        self.settle(s, met, found.as_ref().map_or(count, |(i, _)| *i));
        budget.left -= skipped.run(found.as_ref().map_or(count, |(i, _)| i + 1));
        Ok(found.map(|(i, (smaller, failure))| (i, smaller, failure)))
    }

    /// The least of the candidates met before place `upto` of their batch, which are tried
    /// however many jobs run (those after it may be or not), becomes the shrink's other
    /// failure if it is less.
    fn settle(&self, s: &mut Reduced<G::Case, T>, met: Met<G::Case, T>, upto: usize) {
        for (i, case, failure) in met.into_inner().unwrap() {
            let less = |(other, _): &(G::Case, T)| key::<G>(&case) < key::<G>(other);
            if i < upto && s.other.as_ref().is_none_or(less) {
                s.other = Some((case, failure));
            }
        }
    }

    /// Up to `most` cases below the shrink's case, at most `per_class` of a size class
    /// ([`Hackable::smaller`]), and the first that fails, each tried charged to `budget`.
    fn below(
        &self,
        s: &mut Reduced<G::Case, T>,
        rng: &mut Rng,
        (most, per_class): (usize, usize),
        budget: &mut Budget,
    ) -> Result<Below<G::Case, T>, String> {
        let floor = self.floor(s);
        let mut smaller = G::smaller(&s.case, rng, (most, per_class), &floor);
        smaller.retain(|c| G::valid(c) && !Self::lowers_needed(&s.needed, c));
        // A smaller case that passed in an earlier search passes again: it is not run, nor
        // charged, but still counts among the cases searched.
        let (cases, met) = (&smaller.cases, Mutex::new(Vec::new()));
        let (passed, skipped) = (Mutex::new(Vec::new()), Skipped::new(cases.len()));
        let found = first_failing(self.jobs, cases.len(), &|i| {
            if budget.timed_out() {
                return Ok(None);
            }
            let (ran, failure) = self.once(&cases[i], i, &met, (&s.passed, &passed))?;
            skipped.mark(i, !ran);
            Ok(failure)
        })?;
        let upto = found.as_ref().map_or(cases.len(), |(i, _)| i + 1);
        budget.left -= skipped.run(upto);
        s.passed.extend(passed.into_inner().unwrap());
        let Some((i, f)) = found else {
            self.settle(s, met, cases.len());
            return Ok((smaller, None));
        };
        self.settle(s, met, i);
        let case = smaller.cases.swap_remove(i);
        Ok((smaller, Some((case, f))))
    }

    /// `case`, which fails with `failure`, replaces the shrink's case.
    fn keep(&self, s: &mut Reduced<G::Case, T>, case: G::Case, failure: T) {
        s.kept += 1;
        s.case = case;
        s.failure = failure;
        (self.on_kept)(s.kept, &s.case);
    }

    /// Steps kept while one still fails, each pass going on after the last kept step, until
    /// a pass keeps none or the budget is spent.
    fn fixpoint(&self, s: &mut Reduced<G::Case, T>, budget: &mut Budget) -> Result<(), String> {
        let (mut from, mut kept_in_pass) = (0, false);
        loop {
            if from == 0 {
                self.find_needed(s, budget)?;
            }
            let steps = G::steps(&s.case, (self.wrong_token)(&s.failure), self.coarse);
            if from >= steps.len() {
                if !kept_in_pass {
                    return Ok(());
                }
                (from, kept_in_pass) = (0, false);
                continue;
            }
            let count = (steps.len() - from).min(budget.left());
            if count == 0 {
                s.untried = steps.len() - from;
                return Ok(());
            }
            let step = |case: &G::Case, i: usize| G::apply(case, steps[from + i]);
            let found = self.batch(s, budget, count, &step)?;
            match found {
                Some((i, smaller, f)) => {
                    self.keep(s, smaller, f);
                    from += i;
                    kept_in_pass = true;
                }
                None => from += count,
            }
        }
    }
}

#[cfg(test)]
mod tests;
