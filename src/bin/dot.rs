//! # Dot (Codeforces 69D)
//!
//! A point starts at `(x, y)`; Anton and Dasha alternate, Anton first. A move adds one of the
//! `n` vectors to the point, or reflects it across `y = x`; each player may reflect at most once
//! per game (also when `x = y`). Whoever leaves the point strictly farther than `d` from the
//! origin loses at once. Prints `Anton` if the first player wins, else `Dasha`.
//!
//! Input: `x y n d`, then `n` lines `xi yi`. Judge limits: `-200 <= x, y <= 200`,
//! `1 <= d <= 200`, `1 <= n <= 20`, `0 <= xi, yi <= 200`, vectors non-zero and pairwise
//! distinct, `x² + y² <= d²`. Supported beyond: `d <= 2000`, `n <= 100`, components up to
//! `10⁹`. Anything else is one `error: …` line on stderr and exit status 2.
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
//! `tests/dot.rs` checks it against a search over the full rules, flags and turns included.
//!
//! ## Algorithm: memoized search in topological order
//! Every component is non-negative and every vector non-zero, so a vector move strictly
//! increases `x + y`: there are no cycles and the search needs no cycle handling. Points reached
//! from the start keep `x >= x0` and `y >= y0`, so the table covers the rectangle
//! `[x0, d] × [y0, d]`, row-major, padded by the longest step so that probing `p + v` needs
//! no bounds test. A move goes to a strictly larger index, so filling the table
//! from the last index down is the memoized DFS without recursion (no stack to overflow):
//! `win(p) = some vector v keeps p + v inside and !win(p + v)`.
//! A vector longer than `2d` leaves the circle from any inside point, so it is dropped up front.
//!
//! Cost: `O(d² · n)` time, at most `(4d + 1)²` bytes. At `d = 200, n = 20`: ~2.5·10⁶ probes.
//!
//! Input is read by a small tokenizer instead of `proconio::input!`, which panics on a bad
//! token; here every problem becomes an `error:` line naming the token or the constraint.

use std::io::{self, BufWriter, Read, Write};

/// Largest supported radius: the table then takes at most 64 MB and ~0.3 s.
pub const MAX_D: i64 = 2000;
/// Largest supported number of vectors.
pub const MAX_N: i64 = 100;
/// Largest accepted vector component; anything past `2d` leaves the circle anyway.
pub const MAX_COMPONENT: i64 = 1_000_000_000;

/// One judge input: start point, radius and the vectors.
#[derive(Clone, Debug)]
pub struct Game {
    pub start: (i64, i64),
    pub d: i64,
    pub vectors: Vec<(i64, i64)>,
}

/// Whitespace-separated tokens with errors that name what was expected.
struct Tokens<'a> {
    rest: std::str::SplitAsciiWhitespace<'a>,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Self {
        Tokens {
            rest: text.split_ascii_whitespace(),
        }
    }

    fn int(&mut self, what: &str, lo: i64, hi: i64) -> Result<i64, String> {
        let tok = self.rest.next().ok_or_else(|| format!("missing {what}"))?;
        let v: i64 = tok
            .parse()
            .map_err(|_| format!("{what}: expected an integer, found `{}`", shorten(tok)))?;
        if v < lo || v > hi {
            return Err(format!("{what} = {v} is out of range [{lo}, {hi}]"));
        }
        Ok(v)
    }

    fn finish(&mut self) -> Result<(), String> {
        match self.rest.next() {
            Some(tok) => Err(format!("unexpected trailing input `{}`", shorten(tok))),
            None => Ok(()),
        }
    }
}

fn shorten(tok: &str) -> String {
    tok.chars().take(20).collect()
}

/// Parses and validates one input.
pub fn parse(text: &str) -> Result<Game, String> {
    let mut t = Tokens::new(text);
    let x = t.int("x", -MAX_D, MAX_D)?;
    let y = t.int("y", -MAX_D, MAX_D)?;
    let n = t.int("n", 1, MAX_N)?;
    let d = t.int("d", 1, MAX_D)?;
    if x * x + y * y > d * d {
        return Err(format!(
            "start ({x}, {y}) lies outside the circle of radius {d}"
        ));
    }
    let mut vectors = Vec::with_capacity(n as usize);
    for i in 1..=n {
        let vx = t.int(&format!("x of vector {i}"), 0, MAX_COMPONENT)?;
        let vy = t.int(&format!("y of vector {i}"), 0, MAX_COMPONENT)?;
        if (vx, vy) == (0, 0) {
            return Err(format!("vector {i} is zero"));
        }
        if let Some(j) = vectors.iter().position(|&v| v == (vx, vy)) {
            return Err(format!("vectors {} and {i} are equal", j + 1));
        }
        vectors.push((vx, vy));
    }
    t.finish()?;
    Ok(Game {
        start: (x, y),
        d,
        vectors,
    })
}

/// Largest `y >= 0` with `x² + y² <= d²`, for `|x| <= d`.
fn half_chord(x: i64, d: i64) -> i64 {
    let r = d * d - x * x;
    let mut y = (r as f64).sqrt() as i64;
    while y * y > r {
        y -= 1;
    }
    while (y + 1) * (y + 1) <= r {
        y += 1;
    }
    y
}

/// Whether the player to move from the start wins (see the module doc for why reflections are
/// left out).
pub fn first_player_wins(game: &Game) -> bool {
    let (x0, y0) = game.start;
    let d = game.d;
    let moves: Vec<(i64, i64)> = game
        .vectors
        .iter()
        .copied()
        .filter(|&(vx, vy)| vx * vx + vy * vy <= 4 * d * d)
        .collect();
    // The table reaches past the circle by the longest kept step, so probing `p + v` needs no
    // bounds test: cells outside the circle stay `false` ("not a lost point to move to").
    let reach_x = moves.iter().map(|v| v.0).max().unwrap_or(0);
    let reach_y = moves.iter().map(|v| v.1).max().unwrap_or(0);
    let width = (d + reach_y - y0 + 1) as usize;
    let rows = (d + reach_x - x0 + 1) as usize;
    let offsets: Vec<usize> = moves
        .iter()
        .map(|&(vx, vy)| vx as usize * width + vy as usize)
        .collect();
    let cell = |x: i64, y: i64| (x - x0) as usize * width + (y - y0) as usize;
    let mut lost = vec![false; rows * width];
    for x in (x0..=d).rev() {
        let h = half_chord(x, d);
        for y in (y0.max(-h)..=h).rev() {
            let i = cell(x, y);
            lost[i] = !offsets.iter().any(|&o| lost[i + o]);
        }
    }
    !lost[cell(x0, y0)]
}

/// The answer line for one input.
pub fn solve(text: &str) -> Result<&'static str, String> {
    let game = parse(text)?;
    Ok(if first_player_wins(&game) {
        "Anton"
    } else {
        "Dasha"
    })
}

fn run() -> Result<(), String> {
    let mut input = String::new();
    io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("cannot read input: {e}"))?;
    let answer = solve(&input)?;
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{answer}")
        .and_then(|_| out.flush())
        .map_err(|e| format!("cannot write output: {e}"))
}

fn main() {
    if let Err(message) = run() {
        eprintln!("error: {message}");
        std::process::exit(2);
    }
}
