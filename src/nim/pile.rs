//! One `nim` input, parsed and checked, and who wins it.

use crate::reader::{Int, Tokens, check};
use proconio::input;

/// The largest `n` and `k` the solver takes.
pub const MAX: i64 = 1_000_000_000_000_000_000;

/// One input: the pile and the most stones a move takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pile {
    pub n: i64,
    pub k: i64,
}

/// Parses and checks one input.
pub fn parse(bytes: &[u8]) -> Result<Pile, String> {
    let t = Tokens::new(bytes)?;
    let [n, k] = t.read(
        |i| ["n", "k"][i].into(),
        |t| {
            input! { from t, n: Int, k: Int }
            [n, k]
        },
    )?;
    check(n, 1, MAX, || "n".into())?;
    check(k, 1, MAX, || "k".into())?;
    t.finish()?;
    Ok(Pile { n, k })
}

/// Whether the first player wins (the proof above).
pub fn first_wins(pile: Pile) -> bool {
    pile.n % (pile.k + 1) != 0
}
