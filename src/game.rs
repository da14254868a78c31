//! # What every game tells the command line and the judge
//!
//! A game is a unit type in its module (`dot::Dot`, `tag::Tag`, `duel::Duel`) with its name,
//! its problem, what it prints, its bounds, and its two answers to a whole input. The command
//! line and the wings take a game as a type parameter; what each wing needs of it besides
//! (generators, shrink steps, hunt moves, a package's programs and statement) is a trait of
//! that wing on top of this one, implemented in the game's own folder (`docs/new-game.md`).

use crate::judge::Answer;

/// A game as the command line and the judge see it.
pub trait Game {
    /// The binary's name.
    const NAME: &'static str;
    /// The problem it solves, where it is published.
    const PROBLEM: &'static str;
    /// What the verdict and the explained answer consist of, for the usage text.
    const OUTPUT: &'static str;
    const EXPLAINED: &'static str;
    /// Longest input read (see [`crate::judge::read_all`]): more is no valid input.
    const MAX_INPUT: usize;
    /// The problem's judge, its time limit (CPU time per run, in milliseconds) and its
    /// memory limit (in MiB).
    const PLATFORM: &'static crate::platform::Platform;
    const TIME_LIMIT_MS: u64;
    const MEMORY_MIB: u64;
    /// The judge's answer to a whole input, or what is wrong with the input.
    const JUDGE: Answer;
    /// The judge's input format, strictly, at the judge's limits (`--validate`).
    const VALIDATE: crate::validate::Validate;
    /// The answer with how the winner wins (`--explain`).
    const EXPLAIN: Answer;
    /// For a game whose input asks several questions, the whole line of play of one of them
    /// (`--explain --query K`, `K` from 1).
    const CHASE: Option<Chase> = None;
    /// For a game on a board, the explanation with the board drawn after every move
    /// (`--explain --board`).
    const BOARDS: Option<Answer> = None;
    /// The analysis board of an input (`--play`).
    const PLAY: crate::play::Open;
    /// The input `--play` opens when given none: the problem's first sample.
    const SAMPLE: &'static str;
}

/// The whole line of play of query `K` of an input, or what is wrong with the input or `K`.
pub type Chase = fn(&[u8], usize) -> Result<Vec<u8>, String>;
