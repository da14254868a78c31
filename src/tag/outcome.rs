//! What a solve leaves: which states with Takahashi to move are caught, as the search that
//! finished holds them. `O(1)` a query.

use crate::bits::Rows;

/// Which states are caught with Takahashi to move, as the search that finished left them.
pub enum Outcome {
    /// Row `s`, bit `r`.
    ByEscaper(Rows),
    /// Row `r`, bit `s`.
    ByChaser(Rows),
}

impl Outcome {
    /// Whether Takahashi on `s`, to move, escapes Aoki on `r` forever.
    pub fn escapes(&self, s: usize, r: usize) -> bool {
        match self {
            Outcome::ByEscaper(rows) => !rows.get(s, r),
            Outcome::ByChaser(rows) => !rows.get(r, s),
        }
    }
}
