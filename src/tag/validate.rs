//! `tag`'s input at the judge's limits, strictly ([`crate::validate`]): `N M`, then `M` lines
//! `u v`, then `Q`, then `Q` lines `S R`; `1 <= N <= 500`, `0 <= M <= 250 000`,
//! `1 <= Q <= 200 000`, every vertex between 1 and `N` (self-loops and repeated edges allowed).

use crate::validate::{Invalid, Strict};

/// The judge's most vertices, edges and queries, the one place they are written.
pub const JUDGE_N: usize = 500;
pub const JUDGE_M: usize = 250_000;
pub const JUDGE_Q: usize = 200_000;

/// `Ok` when `input` is a valid `tag` test as the judge has it.
pub fn validate(input: &[u8]) -> Result<(), Invalid> {
    let mut s = Strict::new(input);
    let [n, m] = s.line([("N", 1, JUDGE_N as i64), ("M", 0, JUDGE_M as i64)])?;
    for _ in 0..m {
        s.line([("u", 1, n), ("v", 1, n)])?;
    }
    let [q] = s.line([("Q", 1, JUDGE_Q as i64)])?;
    for _ in 0..q {
        s.line([("S", 1, n), ("R", 1, n)])?;
    }
    s.eof()
}
