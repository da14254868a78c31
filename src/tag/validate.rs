//! `tag`'s input at the judge's limits, strictly ([`crate::validate`]): `N M`, then `M` lines
//! `u v`, then `Q`, then `Q` lines `S R`; `1 <= N <= 500`, `0 <= M <= 250 000`,
//! `1 <= Q <= 200 000`, every vertex in `1..=N` (self-loops and repeated edges allowed).

use crate::validate::{Invalid, Strict};

/// The judge's most vertices, edges and queries.
const MOST_VERTICES: i64 = 500;
const MOST_EDGES: i64 = 250_000;
const MOST_QUERIES: i64 = 200_000;

/// `Ok` when `input` is a valid `tag` test as the judge has it.
pub fn validate(input: &[u8]) -> Result<(), Invalid> {
    let mut s = Strict::new(input);
    let [n, m] = s.line([("N", 1, MOST_VERTICES), ("M", 0, MOST_EDGES)])?;
    for _ in 0..m {
        s.line([("u", 1, n), ("v", 1, n)])?;
    }
    let [q] = s.line([("Q", 1, MOST_QUERIES)])?;
    for _ in 0..q {
        s.line([("S", 1, n), ("R", 1, n)])?;
    }
    s.eof()
}
