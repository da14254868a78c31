//! `nim`'s input at the judge's limits, strictly ([`crate::validate`]): one line `n k`,
//! `1 <= n <= 1000`, `1 <= k <= 10`.

use crate::validate::{Invalid, Strict};

/// The judge's limits, the one place they are written.
pub const JUDGE_N: i64 = 1000;
pub const JUDGE_K: i64 = 10;

/// `Ok` when `input` is a valid `nim` test as the judge has it.
pub fn validate(input: &[u8]) -> Result<(), Invalid> {
    let mut s = Strict::new(input);
    s.line([("n", 1, JUDGE_N), ("k", 1, JUDGE_K)])?;
    s.eof()
}
