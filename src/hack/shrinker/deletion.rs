//! Element deletion after the structured steps, in the manner of delta debugging (Zeller's
//! ddmin, as C-Reduce and Hypothesis do it): the case's elements ([`Hackable::elements`]) in
//! halves, quarters and so on down to one at a time, each removal kept when the case still
//! fails the same way. A failure that needs two far-apart elements ends at those two, which
//! the structured steps (nearest cells first, sides trimmed) cannot reach.

use super::{Budget, Reduced, Shrinker};
use crate::hack::hackable::Hackable;

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
            let cut = |case: &G::Case, i: usize| {
                G::without_elements(case, (starts[i], (starts[i] + size).min(total)))
            };
            let Some((i, smaller, failure)) = self.batch(s, budget, count, &cut)? else {
                return Ok(kept);
            };
            self.keep(s, smaller, failure);
            (first, kept) = (starts[i], true);
        }
    }
}
