//! # Dot (Codeforces 69D)
//!
//! A point starts at `(x, y)`; Anton and Dasha alternate, Anton first. A move adds one of the
//! `n` vectors to the point, or reflects it across `y = x`; each player may reflect at most once
//! per game (also when `x = y`). Whoever leaves the point strictly farther than `d` from the
//! origin loses at once. The verdict is `Anton` if the first player wins, else `Dasha`
//! ([`judge`]); the explained answer adds the optimal line of play ([`explain`]). The analysis
//! board (`--play`, `play.rs`) plays the full game, reflections included, with every move's
//! value and length from a table of its own.
//!
//! Input: `x y n d`, then `n` lines `xi yi`. Judge limits: `-200 <= x, y <= 200`,
//! `1 <= d <= 200`, `1 <= n <= 20`, `0 <= xi, yi <= 200`, vectors non-zero and pairwise
//! distinct, `x² + y² <= d²`. Supported beyond: `d <= 2000`, `n <= 100`, components up to
//! `10⁹`. Anything else is an error naming the token or the constraint.
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
mod play;
mod position;

#[cfg(not(judge))]
pub use position::{MAX_COMPONENT, MAX_D, MAX_N};
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
        // Then the row from its top bit down; `recent` bit k − 1 is the bit k above.
        let mut recent = 0u64;
        for j in (low..=high).rev() {
            let w = j / 64;
            // Entering a word below the top one (the top word's far moves all leave the circle).
            if j % 64 == 63 {
                for &vy in read_once_each(&far) {
                    reach[w] |= shifted_word(row, w, vy);
                }
            }
            let wins = (reach[w] >> (j % 64) & 1 != 0) | (recent & near != 0);
            row[w] |= u64::from(!wins) << (j % 64);
            recent = recent << 1 | u64::from(!wins);
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

/// The verdict line, then the lines of [`explain`].
pub fn explained(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let game = parse(bytes)?;
    // The table of values decides the verdict too, so the judge path's table is not needed.
    let (anton, lines) = explanation(&game);
    let mut text = format!("{}\n", if anton { "Anton" } else { "Dasha" });
    for line in lines {
        text.push_str(&line);
        text.push('\n');
    }
    Ok(text.into_bytes())
}

/// `--explain`: the lines after the verdict. The optimal line of the game without reflections
/// (which decides the winner, see the module doc): the winner wins as fast as possible, the
/// loser resists as long as possible. From a table of values over the same DAG (`values`);
/// only in explain mode.
pub fn explain(game: &Position) -> Vec<String> {
    explanation(game).1
}

/// Whether the first player wins, and the lines of [`explain`].
fn explanation(game: &Position) -> (bool, Vec<String>) {
    let ((x0, y0), d) = (game.start, game.d);
    let width = (d - y0 + 1) as usize;
    let value = values(game);
    let at = |x: i64, y: i64| (x - x0) as usize * width + (y - y0) as usize;
    let inside = |(x, y): (i64, i64)| x * x + y * y <= d * d;
    let moves = |x: i64, y: i64| {
        let all = game.vectors.iter().enumerate();
        all.map(move |(i, &(vx, vy))| (i, (x + vx, y + vy)))
            .filter(move |&(_, p)| inside(p))
    };
    let names = ["Anton", "Dasha"];
    let (mut x, mut y) = game.start;
    let winner = match value[at(x, y)] > 0 {
        true => "Anton answers a reflection with his own",
        false => "Dasha answers a reflection with her own",
    };
    let mut lines = vec![format!(
        "Reflections never change the winner: {winner} at once. The line below is the game \
         without them, which decides it."
    )];
    let mut turn = 0;
    loop {
        let wins = value[at(x, y)] > 0;
        let rank = |&(i, (a, b)): &(usize, (i64, i64))| {
            let v = value[at(a, b)];
            // Winner: a lost point, fewest moves left; loser: most moves left; then index.
            let key = if wins { v } else { -v };
            (key, i)
        };
        let Some((i, (a, b))) = moves(x, y).min_by_key(rank) else {
            break;
        };
        let (vx, vy) = game.vectors[i];
        lines.push(format!(
            "{}. {} adds vector {} ({vx}, {vy}): ({x}, {y}) -> ({a}, {b})",
            lines.len(),
            names[turn],
            i + 1
        ));
        (x, y, turn) = (a, b, 1 - turn);
    }
    // The table's own count, which the line just followed must match.
    let length = moves_left(value[at(game.start.0, game.start.1)]);
    let plural = if length == 1 { "" } else { "s" };
    lines.push(format!(
        "The line has {length} move{plural} in the game without reflections: {} at ({x}, {y}) has \
         no move that stays inside the circle.",
        names[turn]
    ));
    (value[at(game.start.0, game.start.1)] > 0, lines)
}

/// A point's value in [`values`]: lost with `t` moves left under optimal play is `t − 2¹⁵`,
/// won with `t` left is `t`, and a point outside the circle is 0, between the two. Then the
/// minimum over a point's moves is negative iff some move reaches a lost point, and gives the
/// fastest win; otherwise the maximum gives the slowest loss, or 0 when no move stays inside.
fn moves_left(v: i16) -> i32 {
    if v > 0 { v as i32 } else { v as i32 + 32768 }
}

/// Values of every point of `[x0, d] × [y0, d]` (row `x − x0`, column `y − y0`), one row at a
/// time from `x = d` down, in the game without reflections (see [`moves_left`]).
///
/// A row is the minimum and the maximum over the moves of whole rows already done, element by
/// element (`i16` min and max, which compilers turn into SIMD), for every vector with `vx > 0`.
/// Vectors along the row (`vx = 0`) read the same row higher up: in chunks of 16 points from
/// the top, `vy >= 16` reads finished chunks the same way, and `vy < 16` goes point by point.
/// `src/tests/dot.rs` bounds both kinds of work (`RowElements`, `PointSteps`); the times of `--explain` are in
/// `benches/README.md`.
fn values(game: &Position) -> Vec<i16> {
    const CHUNK: usize = 16;
    let ((x0, y0), d) = (game.start, game.d);
    let width = (d - y0 + 1) as usize;
    let mut value = vec![0i16; (d - x0 + 1) as usize * width];
    let (along, across): (Vec<_>, Vec<_>) = game.vectors.iter().copied().partition(|v| v.0 == 0);
    let (far, near): (Vec<usize>, Vec<usize>) = along
        .iter()
        .map(|&(_, vy): &(i64, i64)| vy as usize)
        .partition(|&vy| vy >= CHUNK);
    let (mut low, mut high) = (vec![0i16; width], vec![0i16; width]);
    let combine = |low: &mut [i16], high: &mut [i16], from: &[i16]| {
        count!(RowElements, from.len());
        for ((l, h), &v) in low.iter_mut().zip(high.iter_mut()).zip(from) {
            *l = (*l).min(v);
            *h = (*h).max(v);
        }
    };
    let finish = |l: i16, h: i16| match (l < 0, h) {
        (true, _) => (l as i32 + 32768 + 1) as i16,
        (false, 0) => i16::MIN,
        (false, h) => (h as i32 + 1 - 32768) as i16,
    };
    for x in (x0..=d).rev() {
        let half = half_chord(x, d);
        if y0.max(-half) > half {
            continue;
        }
        // The row's points inside the circle: columns a..b.
        let (a, b) = ((y0.max(-half) - y0) as usize, (half - y0) as usize + 1);
        low[a..b].fill(0);
        high[a..b].fill(0);
        let row_start = (x - x0) as usize * width;
        for &(vx, vy) in &across {
            let (start, end) = (a + vy as usize, (b + vy as usize).min(width));
            if x + vx <= d && start < end {
                let from = row_start + vx as usize * width;
                let len = end - start;
                let (l, h) = (&mut low[a..a + len], &mut high[a..a + len]);
                combine(l, h, &value[from + start..from + end]);
            }
        }
        let row = &mut value[row_start..row_start + width];
        let mut top = b;
        while top > a {
            let bottom = top.saturating_sub(CHUNK).max(a);
            for &vy in &far {
                let end = (top + vy).min(b);
                if bottom + vy < end {
                    let len = end - bottom - vy;
                    let (l, h) = (
                        &mut low[bottom..bottom + len],
                        &mut high[bottom..bottom + len],
                    );
                    combine(l, h, &row[bottom + vy..end]);
                }
            }
            count!(PointSteps, (top - bottom) * near.len());
            for y in (bottom..top).rev() {
                let (mut l, mut h) = (low[y], high[y]);
                for &vy in &near {
                    if y + vy < b {
                        l = l.min(row[y + vy]);
                        h = h.max(row[y + vy]);
                    }
                }
                row[y] = finish(l, h);
            }
            top = bottom;
        }
    }
    value
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
    const MEMORY_MIB: u64 = 256;
    const JUDGE: crate::judge::Answer = judge;
    const EXPLAIN: crate::judge::Answer = explained;
    const PLAY: crate::play::Open = play::open;
    const SAMPLE: &'static str = include_str!("../../samples/dot/sample-1.in");
}
