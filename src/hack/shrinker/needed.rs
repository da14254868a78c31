//! Sizes a failure needs: a dimension at the judge's largest value whose every cut below
//! passes (an array sized to the limit, off by one). Its steps and smaller cases are not
//! tried: each would lower it, and a shrink that tried them would spend its budget in vain.

use super::{Met, Needed, Reduced, Shrinker};
use crate::hack::hackable::Hackable;
use crate::hack::jobs::first_failing;
use crate::hack::steps::toward;
use std::sync::Mutex;

impl<G: Hackable, T: Send> Shrinker<'_, G, T> {
    /// The dimensions of the shrink's case at the judge's largest value are cut along
    /// ([`Hackable::scaled`]), toward 1 and to 1 less: the first cut that fails the same way
    /// replaces the case; when none does, the dimension is needed.
    pub(super) fn find_needed(
        &self,
        s: &mut Reduced<G::Case, T>,
        budget: &mut super::Budget,
    ) -> Result<(), String> {
        for (i, (name, value)) in G::dimensions(&s.case).into_iter().enumerate() {
            let known = s.needed.iter().any(|n| n.name == name);
            if known || value <= 1 || Some(value) != G::largest(i) {
                continue;
            }
            let cut = |to: i64| G::scaled(&s.case, i, to as usize).filter(G::valid);
            let cuts: Vec<(usize, G::Case)> = (toward(value as i64, 1).into_iter())
                .filter_map(|to| Some((to as usize, cut(to)?)))
                .collect();
            let count = cuts.len().min(budget.left());
            if count == 0 || cuts.last().is_none_or(|(to, _)| *to != value - 1) {
                continue;
            }
            let met: Met<G::Case, T> = Mutex::new(Vec::new());
            let found = first_failing(self.jobs, count, &|k| self.trial(&cuts[k].1, k, &met))?;
            self.settle(s, met, found.as_ref().map_or(count, |(k, _)| *k));
            budget.left -= found.as_ref().map_or(count, |(k, _)| k + 1);
            match found {
                Some((k, failure)) => {
                    self.keep(s, cuts[k].1.clone(), failure);
                    return Ok(());
                }
                None if count == cuts.len() => s.needed.push(Needed {
                    name,
                    value,
                    cuts: count,
                    from: cuts[0].0,
                }),
                None => {}
            }
        }
        Ok(())
    }

    /// For each dimension of the shrink's case, the least value a smaller case may have.
    pub(super) fn floor(&self, s: &Reduced<G::Case, T>) -> Vec<usize> {
        (G::dimensions(&s.case).into_iter())
            .map(|(name, _)| {
                let needed = s.needed.iter().find(|n| n.name == name);
                needed.map_or(0, |n| n.value)
            })
            .collect()
    }

    /// Whether `case` is below a needed value in one of its dimensions.
    pub(super) fn lowers_needed(needed: &[Needed], case: &G::Case) -> bool {
        let dimensions = G::dimensions(case);
        needed
            .iter()
            .any(|n| (dimensions.iter()).any(|&(name, value)| name == n.name && value < n.value))
    }
}
