//! The candidates of a batch that were not run (below a needed size, or passed before), so
//! that they are not charged to the budget; and an input's hash, by which a candidate is
//! known again.

use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};

/// The candidates of a batch that were not run.
pub(super) struct Skipped(Vec<AtomicBool>);

impl Skipped {
    pub(super) fn new(count: usize) -> Skipped {
        Skipped((0..count).map(|_| Default::default()).collect())
    }

    pub(super) fn mark(&self, i: usize, skipped: bool) {
        if skipped {
            self.0[i].store(true, Ordering::Relaxed);
        }
    }

    /// How many of the first `upto` were run.
    pub(super) fn run(&self, upto: usize) -> usize {
        let skipped = |k: &&AtomicBool| k.load(Ordering::Relaxed);
        upto - self.0[..upto].iter().filter(skipped).count()
    }
}

/// An input's hash, the same in every run.
pub(super) fn hash(input: &str) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    input.hash(&mut hasher);
    hasher.finish()
}
