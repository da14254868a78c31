//! Element deletion after the structured steps, in the manner of delta debugging (Zeller's
//! ddmin, as C-Reduce and Hypothesis do it): the case's elements ([`Hackable::elements`]) in
//! halves, quarters and so on down to one at a time, each removal kept when the case still
//! fails the same way. A failure that needs two far-apart elements ends at those two, which
//! the structured steps (nearest cells first, sides trimmed) cannot reach.

use super::skipped::Skipped;
use super::{Budget, Met, Reduced, Shrinker};
use crate::hack::hackable::Hackable;
use crate::hack::jobs::first_failing;
use std::sync::Mutex;

impl<G: Hackable, T: Send> Shrinker<'_, G, T> {
    /// One pass of deletions over the shrink's case, from halves down to single elements
    /// (down to a sixteenth when `coarse`); whether it kept one.
    pub(super) fn deletion(
        &self,
        s: &mut Reduced<G::Case, T>,
        budget: &mut Budget,
    ) -> Result<bool, String> {
        let total = G::elements(&s.case);
        let finest = if self.coarse { (total / 16).max(1) } else { 1 };
        let (mut size, mut kept) = (total.div_ceil(2).max(1), false);
        loop {
            kept |= self.level(s, budget, size)?;
            if size <= finest || budget.left() == 0 {
                return Ok(kept);
            }
            size = size.div_ceil(2);
        }
    }

    /// The removals of `size` elements at a time, in order; after a kept one the next starts
    /// where it was.
    fn level(
        &self,
        s: &mut Reduced<G::Case, T>,
        budget: &mut Budget,
        size: usize,
    ) -> Result<bool, String> {
        let (mut first, mut kept) = (0, false);
        loop {
            let total = G::elements(&s.case);
            let starts: Vec<usize> = (first..total).step_by(size).collect();
            let count = starts.len().min(budget.left());
            if count == 0 {
                return Ok(kept);
            }
            let (case, needed, met): (_, _, Met<G::Case, T>) =
                (&s.case, &s.needed, Mutex::new(Vec::new()));
            let (passed, skipped) = (Mutex::new(Vec::new()), Skipped::new(count));
            let found = first_failing(self.jobs, count, &|i| {
                if budget.timed_out() {
                    return Ok(None);
                }
                let range = (starts[i], (starts[i] + size).min(total));
                let smaller = G::without_elements(case, range).filter(G::valid);
                let Some(smaller) = smaller.filter(|c| !Self::lowers_needed(needed, c)) else {
                    return Ok(None);
                };
                let (ran, failure) = self.once(&smaller, i, &met, (&s.passed, &passed))?;
                skipped.mark(i, !ran);
                Ok(failure.map(|f| (smaller, f)))
            })?;
            s.passed.extend(passed.into_inner().unwrap());
            self.settle(s, met, found.as_ref().map_or(count, |(i, _)| *i));
            let Some((i, (smaller, failure))) = found else {
                budget.left -= skipped.run(count);
                return Ok(kept);
            };
            budget.left -= skipped.run(i + 1);
            self.keep(s, smaller, failure);
            (first, kept) = (starts[i], true);
        }
    }
}
