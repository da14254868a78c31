//! # Dot (Codeforces 69D)
//!
//! A point starts at `(x, y)`; Anton and Dasha alternate, Anton first. A move adds one of the
//! `n` vectors to the point, or reflects it across `y = x`; each player may reflect at most once
//! per game (also when `x = y`). Whoever leaves the point strictly farther than `d` from the
//! origin loses at once. The verdict is `Anton` if the first player wins, else `Dasha`
//! ([`judge`]); the explained answer adds the optimal line of play ([`explain`]). The analysis
//! board (`--play`, `play.rs`) plays the full game, reflections included, with every move's
//! value and length from the table `--explain` reads too (`table.rs`).
//!
//! Input: `x y n d`, then `n` lines `xi yi`. Judge limits: `-200 <= x, y <= 200`,
//! `1 <= d <= 200`, `1 <= n <= 20`, `0 <= xi, yi <= 200`, vectors non-zero and pairwise
//! distinct, `x² + y² < d²` (the start strictly inside; the validator holds input to these).
//! Supported beyond: a start on the circle, `d <= 2000`, `n <= 100`, components up to `10⁹`.
//! Anything else is an error naming the token or the constraint.
//!
//! ## Reflections never change the outcome
//! Let `win(p)` be the outcome for the player to move at `p` in the game *without*
//! reflections. Claim: the full game from `p` with both reflections unused has the same winner.
//! The player `P` for whom `win` says yes plays the reflection-free winning strategy and uses
//! its own reflection only to undo the opponent's, immediately. The opponent reflects at most
//! once, so `P` can always answer, and a reflection keeps the distance, so neither loses by it.
//! Hence whenever the opponent is to move the point is one that `win` calls lost for the mover:
//! each vector move leaves the circle (an immediate loss) or gives `P` a won point again. The
//! game is finite (below), so the opponent loses. So only `win` is computed; the stress test in
//! `src/tests/dot.rs` checks it against a search over the full rules, flags and turns included.
//!
//! ## Algorithm: one bitset row at a time, in topological order
//! Every component is non-negative and every vector non-zero, so a vector move strictly
//! increases `x + y`: there are no cycles. Points reached from the start keep `x >= x0` and
//! `y >= y0`, so the table covers `[x0, d] × [y0, d]`: one bitset row of `lost` per `x`, bit
//! `y − y0`, filled from `x = d` down, and within a row from the top bit down, which is the
//! memoized search without recursion: `lost(p)` iff no vector `v` keeps `p + v` inside with
//! `lost(p + v)`. Points outside the circle stay 0 ("not a lost point to move to").
//! - A move across rows (`vx > 0`) reads a finished row: the whole row at once, as that row
//!   shifted by `vy` and OR-ed into `reach`, a word at a time.
//! - A move along the row (`vx = 0`) reads bits of the same row above: `vy < 64` from a
//!   register of the last 64 bits computed (one AND per point, all such moves at once), and
//!   `vy >= 64` as words of the row that are already final, OR-ed into `reach` on entering
//!   each word.
//!
//! A vector longer than `2d` leaves the circle from any inside point, so it is dropped up front.
//!
//! Cost: `O(d · (d + n·d/64))` word and bit steps, `(d − x0 + 1)·⌈(d − y0 + 1)/64⌉` words of
//! memory (2 MB at `d = 2000`). Whole-process times on every benchmark case, beside a careful
//! C++ solution's, are in `benches/README.md` (`cargo bench --bench worst -- dot`); a work
//! guard in `src/tests/dot.rs` checks that far moves read a row's words once per word.
//!
//! Input is read with proconio's `input!` from the reader's `Tokens` over the whole input
//! (`crate::reader`); ranges are checked after reading.

#[cfg(not(judge))]
mod explain;
#[cfg(not(judge))]
pub mod generate;
#[cfg(not(judge))]
mod hunt;
#[cfg(not(judge))]
mod package;
#[cfg(not(judge))]
mod play;
mod position;
#[cfg(not(judge))]
mod shrink;
#[cfg(not(judge))]
mod table;
mod validate;
pub use validate::validate;
#[cfg(not(judge))]
pub use validate::{JUDGE_COMPONENT, JUDGE_COORDINATE, JUDGE_D, JUDGE_VECTORS};

#[cfg(not(judge))]
pub use self::{
    explain::{explain, explained},
    position::{MAX_COMPONENT, MAX_D, MAX_N},
};
pub use position::{Position, parse};

use crate::tally::count;
use position::half_chord;

/// Whether the player to move from the start wins (see the module doc for why reflections are
/// left out).
pub fn first_player_wins(game: &Position) -> bool {
    let (x0, y0) = game.start;
    let d = game.d;
    let moves = game
        .vectors
        .iter()
        .copied()
        .filter(|&(vx, vy)| vx * vx + vy * vy <= 4 * d * d);
    let (along, across): (Vec<_>, Vec<_>) = moves.partition(|&(vx, _)| vx == 0);
    // Moves along the row: the short ones read the bits just computed, the long ones whole
    // words of the same row that are already final.
    let near = along
        .iter()
        .filter(|v| v.1 < 64)
        .fold(0u64, |m, v| m | 1 << (v.1 - 1));
    let far: Vec<usize> = along
        .iter()
        .filter(|v| v.1 >= 64)
        .map(|v| v.1 as usize)
        .collect();
    let words = ((d - y0) as usize + 1).div_ceil(64);
    let rows = (d - x0) as usize + 1;
    let mut lost = vec![0u64; rows * words];
    let mut reach = vec![0u64; words];
    for x in (x0..=d).rev() {
        let h = half_chord(x, d);
        if h < y0 {
            continue; // no point of this row is inside and at or above the start
        }
        let (low, high) = ((y0.max(-h) - y0) as usize, (h - y0) as usize);
        let i = (x - x0) as usize;
        let (done, later) = lost.split_at_mut((i + 1) * words);
        let row = &mut done[i * words..];
        // `reach`: some move across to a later row lands on a lost point.
        reach.fill(0);
        for &(vx, vy) in &across {
            if x + vx <= d {
                let t = (x + vx - x0) as usize - i - 1;
                let target = &later[t * words..(t + 1) * words];
                for (w, r) in reach.iter_mut().enumerate() {
                    *r |= shifted_word(target, w, vy as usize);
                }
            }
        }
        // Then the row from its top bit down, a word at a time, the word kept in a register;
        // `recent` bit k − 1 is the bit k above.
        let mut recent = 0u64;
        let mut end = high + 1;
        while end > low {
            let w = (end - 1) / 64;
            // Entering a word at its top bit, below the top word (whose far moves all leave
            // the circle).
            if end % 64 == 0 {
                for &vy in read_once_each(&far) {
                    reach[w] |= shifted_word(row, w, vy);
                }
            }
            let (start, reached) = ((w * 64).max(low), reach[w]);
            let mut lost_here = row[w];
            for b in (start - w * 64..end - w * 64).rev() {
                let wins = (reached >> b & 1 != 0) | (recent & near != 0);
                lost_here |= u64::from(!wins) << b;
                recent = recent << 1 | u64::from(!wins);
            }
            row[w] = lost_here;
            end = start;
        }
    }
    lost[0] & 1 == 0
}

/// The far moves, for a loop that reads a word of the row for each: counted with the loop
/// (outside a judge's build), so that the guard sees every read wherever the loop goes.
#[inline(always)]
fn read_once_each(far: &[usize]) -> &[usize] {
    count!(FarWords, far.len());
    far
}

/// Word `w` of `row >> s`: bit `b` is bit `64·w + b + s` of `row`, zero past its end.
fn shifted_word(row: &[u64], w: usize, s: usize) -> u64 {
    let (q, r) = (w + s / 64, s % 64);
    let low = row.get(q).map_or(0, |&x| x >> r);
    let high = if r == 0 {
        0
    } else {
        row.get(q + 1).map_or(0, |&x| x << (64 - r))
    };
    low | high
}

/// The answer line for one game.
fn verdict(game: &Position) -> &'static str {
    if first_player_wins(game) {
        "Anton"
    } else {
        "Dasha"
    }
}

/// The answer line for one input.
pub fn solve(bytes: &[u8]) -> Result<&'static str, String> {
    parse(bytes).map(|game| verdict(&game))
}

/// Longest input read: far more than any valid input, even with generous white space.
pub const MAX_INPUT: usize = 1 << 20;

/// The judge's output for one input: the verdict line.
pub fn judge(bytes: &[u8]) -> Result<Vec<u8>, String> {
    solve(bytes).map(|v| format!("{v}\n").into_bytes())
}

/// `dot` for the command line and hack mode.
pub struct Dot;

impl crate::game::Game for Dot {
    const NAME: &'static str = "dot";
    const PROBLEM: &'static str =
        "Codeforces 69D \"Dot\", https://codeforces.com/problemset/problem/69/D";
    const OUTPUT: &'static str = "Anton if the first player wins, else Dasha.";
    const EXPLAINED: &'static str = "then one line on reflections, the optimal line of the game without \
                             them (the winner hurries, the loser delays) as numbered moves \
                             `K. PLAYER adds vector I (vx, vy): (x, y) -> (x', y')`, and a \
                             closing line with the number of moves and who is stuck.";
    const MAX_INPUT: usize = MAX_INPUT;
    const PLATFORM: &'static crate::platform::Platform = &crate::platform::CODEFORCES;
    const TIME_LIMIT_MS: u64 = 2000;
    const MEMORY_MIB: u64 = 256;
    const JUDGE: crate::judge::Answer = judge;
    const VALIDATE: crate::validate::Validate = validate;
    const EXPLAIN: crate::judge::Answer = explained;
    const PLAY: crate::play::Open = play::open;
    const SAMPLE: &'static str = include_str!("../../samples/dot/sample-1.in");
}
