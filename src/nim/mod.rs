//! # `nim`: the smallest game, kept for the tests and as the example of `docs/new-game.md`
//!
//! A pile of `n` stones; two players, First and Second, take turns removing between 1 and `k`
//! stones; the player who cannot move, the pile being empty, loses. Input `n k` on one line;
//! the judge's limits are `1 <= n <= 1000` and `1 <= k <= 10`, and the solver takes `n` and `k`
//! up to `10¹⁸`. Output `First` if the first player wins, else `Second`.
//!
//! **Proof.** The first player loses exactly when `k + 1` divides `n`. From such a pile, every
//! move leaves a pile that `k + 1` does not divide; from any other pile, taking `n mod (k + 1)`
//! stones (between 1 and `k`) leaves one that it divides. The empty pile is divided, and the
//! player facing it has lost; every move makes the pile smaller, so the game ends.
//!
//! Every role a game plays is a file here, as in the three real games: the contract and the
//! judge's answer (this file), the parser and the winner (`pile.rs`), the judge's format
//! ([`validate`]), the analysis board (`play.rs`), the generators (`generate.rs`), hack mode's
//! cases and shrink steps (`shrink.rs`), the hunt's moves (`hunt.rs`) and a package's statement
//! (`package.rs`). `tests/new_game.rs` drives it through every wing; it has no binary.

#[cfg(not(judge))]
mod generate;
#[cfg(not(judge))]
mod hunt;
#[cfg(not(judge))]
mod package;
mod pile;
#[cfg(not(judge))]
mod play;
#[cfg(not(judge))]
mod shrink;
mod validate;
pub use validate::validate;
#[cfg(not(judge))]
pub use validate::{JUDGE_K, JUDGE_N};

#[cfg(not(judge))]
pub use pile::{MAX, Pile};
pub use pile::{first_wins, parse};

/// Longest input read: far more than any valid input.
pub const MAX_INPUT: usize = 1 << 10;

/// The judge's output for one input: the verdict line.
pub fn judge(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let pile = parse(bytes)?;
    let winner = if first_wins(pile) { "First" } else { "Second" };
    Ok(format!("{winner}\n").into_bytes())
}

/// The verdict, then how the winner wins.
#[cfg(not(judge))]
pub fn explained(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let mut out = judge(bytes)?;
    let Pile { n, k } = parse(bytes)?;
    let how = match n % (k + 1) {
        0 => format!("{} stones is a multiple of {}: Second", n, k + 1),
        r => format!("First takes {r}, leaving a multiple of {}; then", k + 1),
    };
    out.extend(format!("{how} answers each take of t stones with {} - t.\n", k + 1).bytes());
    Ok(out)
}

/// `nim` for the command line and the wings.
pub struct Nim;

#[cfg(not(judge))]
impl crate::game::Game for Nim {
    const NAME: &'static str = "nim";
    const PROBLEM: &'static str = "nim, the tests' own game (src/nim/mod.rs)";
    const OUTPUT: &'static str = "First if the first player wins, else Second.";
    const EXPLAINED: &'static str = "then one line: the winner's first move and answers.";
    const MAX_INPUT: usize = MAX_INPUT;
    const PLATFORM: &'static crate::platform::Platform = &crate::platform::CODEFORCES;
    const TIME_LIMIT_MS: u64 = 1000;
    const MEMORY_MIB: u64 = 256;
    const JUDGE: crate::judge::Answer = judge;
    const VALIDATE: crate::validate::Validate = validate;
    const EXPLAIN: crate::judge::Answer = explained;
    const PLAY: crate::play::Open = play::open;
    const SAMPLE: &'static str = "10 3\n";
}
