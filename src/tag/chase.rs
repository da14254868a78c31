//! `tag --explain --query K`: the whole chase of one query, round by round, read off the
//! round of every state. `O(K · d²)` for a capture in round `K` at degree `d`; `O(d²)` for an
//! escape.

use super::explain::{explain_query, parse};
use super::graph::Graph;
use super::layers::{CaptureRounds, capture_rounds};
use std::fmt::Write as _;

/// The chase of query `k` (from 1) of the input: the verdict line of `--explain`, then for a
/// capture every round with Takahashi's move (he delays as long as he can) and Aoki's (he
/// hurries), up to the capture; for an escape, Takahashi's safe first move and a safe answer
/// to each of Aoki's replies.
pub fn chase(bytes: &[u8], k: usize) -> Result<Vec<u8>, String> {
    let input = parse(bytes)?;
    let (s, r) = input.query(k)?;
    let (g, rounds) = (&input.graph, capture_rounds(&input.graph));
    let mut text = explain_query(g, &rounds, (s, r));
    text.push('\n');
    let (s, r) = (s as usize, r as usize);
    match rounds.round(s, r) {
        0 => {}
        u32::MAX => escape(g, &rounds, s, r, &mut text),
        round => capture(g, &rounds, (s, r), round, &mut text),
    }
    Ok(text.into_bytes())
}

/// The rounds of a capture in round `last`, one line each.
fn capture(
    g: &Graph,
    rounds: &CaptureRounds,
    (mut s, mut r): (usize, usize),
    last: u32,
    out: &mut String,
) {
    for round in 1..=last {
        let to = rounds.takahashi_delays(g, s, r);
        let _ = write!(out, "Round {round}: Takahashi {}", step(s, to));
        if to == r {
            let _ = writeln!(out, " onto Aoki, and is caught.");
            return;
        }
        let (_, aoki) = rounds.aoki_hurries(g, to, r);
        let _ = write!(out, "; Aoki {}", step(r, aoki));
        if aoki == to {
            let _ = writeln!(out, " and catches him.");
            return;
        }
        let _ = writeln!(out, ".");
        (s, r) = (to, aoki);
    }
}

/// Takahashi's safe first move, then each of Aoki's replies with a safe answer to it.
fn escape(g: &Graph, rounds: &CaptureRounds, s: usize, r: usize, out: &mut String) {
    let safe = |s: usize, r: usize| s != r && !rounds.aoki_catches(s, r);
    let Some(to) = g.moves_from(s).find(|&to| safe(to, r)) else {
        return;
    };
    let _ = writeln!(
        out,
        "Round 1: Takahashi {}. Every move of Aoki leaves him a safe answer:",
        step(s, to)
    );
    for aoki in g.moves_from(r) {
        let answer = g.moves_from(to).find(|&next| safe(next, aoki));
        let _ = match answer {
            Some(next) => writeln!(
                out,
                "- Aoki {}: Takahashi {}.",
                step(r, aoki),
                step(to, next)
            ),
            None => writeln!(out, "- Aoki {}: no safe answer.", step(r, aoki)),
        };
    }
    let _ = writeln!(
        out,
        "Each answer leads to a position from which Takahashi escapes again, so Aoki never \
         catches him."
    );
}

/// A move from `from` to `to`, 1-based.
fn step(from: usize, to: usize) -> String {
    match from == to {
        true => format!("stays on {}", from + 1),
        false => format!("moves {} -> {}", from + 1, to + 1),
    }
}
