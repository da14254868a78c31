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
//! Cost: `O(d² · n)` time, at most `(4d + 1)²` bytes. At `d = 200, n = 20`: ~2.5·10⁶ probes,
//! 1.3–1.7 ms whole process. At `d = 2000, n = 100` from `(-1414, -1414)`: 0.28 s with short
//! vectors (components 1–10), 1.0 s with vectors of length about `2d`, whose probes stride
//! across the table (`cargo bench --bench worst -- dot`).
//!
//! Input is read with proconio's `input!` from an explicit `Source` over the whole input
//! (`Tokens`, which counts tokens); its panic on a missing or malformed token is caught and
//! becomes an `error:` line naming the token, and ranges are checked after reading.

use proconio::input;
use proconio::source::Source;
use std::cell::Cell;
use std::io::{self, BufWriter, Read, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

/// Largest supported radius: the table then takes at most 64 MB (25 MB resident measured).
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

/// Parses and validates one input: sizes first, checked, then what they size.
pub fn parse(bytes: &[u8]) -> Result<Game, String> {
    let mut t = Tokens::new(bytes)?;
    let [x, y, n, d] = t.read(
        |k| ["x", "y", "n", "d"][k].into(),
        |t| {
            input! { from t, x: i64, y: i64, n: i64, d: i64 }
            [x, y, n, d]
        },
    )?;
    check(x, -MAX_D, MAX_D, || "x".into())?;
    check(y, -MAX_D, MAX_D, || "y".into())?;
    check(n, 1, MAX_N, || "n".into())?;
    check(d, 1, MAX_D, || "d".into())?;
    if x * x + y * y > d * d {
        return Err(format!(
            "start ({x}, {y}) lies outside the circle of radius {d}"
        ));
    }
    let name = |k: usize| format!("{} of vector {}", ["x", "y"][k % 2], k / 2 + 1);
    let vectors = t.read(name, |t| {
        input! { from t, vectors: [(i64, i64); n] }
        vectors
    })?;
    for (i, &(vx, vy)) in vectors.iter().enumerate() {
        check(vx, 0, MAX_COMPONENT, || name(2 * i))?;
        check(vy, 0, MAX_COMPONENT, || name(2 * i + 1))?;
        if (vx, vy) == (0, 0) {
            return Err(format!("vector {} is zero", i + 1));
        }
        if let Some(j) = vectors[..i].iter().position(|&v| v == (vx, vy)) {
            return Err(format!("vectors {} and {} are equal", j + 1, i + 1));
        }
    }
    t.finish()?;
    Ok(Game {
        start: (x, y),
        d,
        vectors,
    })
}

/// The whole input as proconio's `Source`: tokens separated by ASCII white space, counted, so
/// that when `input!` panics on a missing or malformed token the error can name it.
struct Tokens<'a> {
    text: &'a str,
    pos: usize,
    /// Tokens handed out, the last one, and whether a request found none left.
    count: usize,
    last: &'a str,
    ran_out: bool,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Result<Self, String> {
        let text = std::str::from_utf8(bytes).map_err(|e| {
            let at = e.valid_up_to();
            let bad = &bytes[at..(at + e.error_len().unwrap_or(1)).min(bytes.len())];
            let line = 1 + bytes[..at].iter().filter(|&&c| c == b'\n').count();
            let bad: String = bad.iter().map(|c| format!("\\x{c:02x}")).collect();
            format!("input is not UTF-8: byte `{bad}` at offset {at} (line {line})")
        })?;
        Ok(Tokens {
            text,
            pos: 0,
            count: 0,
            last: "",
            ran_out: false,
        })
    }

    /// Runs `read`, an `input!` over these tokens. proconio panics on a token that is missing
    /// or does not parse; that panic is caught (silently) and becomes an error naming the
    /// token through `name`, which maps its index within this read to what it stands for.
    fn read<T>(
        &mut self,
        name: impl Fn(usize) -> String,
        read: impl FnOnce(&mut Self) -> T,
    ) -> Result<T, String> {
        let first = self.count;
        quiet_panics();
        QUIET.with(|q| q.set(true));
        let result = panic::catch_unwind(AssertUnwindSafe(|| read(&mut *self)));
        QUIET.with(|q| q.set(false));
        result.map_err(|_| {
            if self.ran_out {
                format!("missing {}", name(self.count - first))
            } else {
                let what = name(self.count - 1 - first);
                let tok = self.last;
                let digits = tok.strip_prefix(['+', '-']).unwrap_or(tok);
                if !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit()) {
                    let size = if tok.starts_with('-') {
                        "small"
                    } else {
                        "large"
                    };
                    format!("{what} = {} is too {size}", shown(tok))
                } else {
                    format!("{what}: expected an integer, found `{}`", shown(tok))
                }
            }
        })
    }

    fn finish(&mut self) -> Result<(), String> {
        match self.next_token() {
            Some(tok) => Err(format!("unexpected trailing input `{}`", shown(tok))),
            None => Ok(()),
        }
    }
}

impl Source<&[u8]> for Tokens<'_> {
    fn next_token(&mut self) -> Option<&str> {
        let rest = &self.text.as_bytes()[self.pos..];
        let skip = rest.iter().position(|c| !c.is_ascii_whitespace());
        let Some(skip) = skip else {
            self.ran_out = true;
            return None;
        };
        let len = rest[skip..].iter().position(u8::is_ascii_whitespace);
        let start = self.pos + skip;
        self.pos = start + len.unwrap_or(rest.len() - skip);
        self.count += 1;
        self.last = &self.text[start..self.pos];
        Some(self.last)
    }

    fn is_empty(&mut self) -> bool {
        self.text.as_bytes()[self.pos..]
            .iter()
            .all(u8::is_ascii_whitespace)
    }
}

thread_local! {
    /// Whether a panic on this thread is an expected one from `input!`, caught by `read`.
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// Installs, once, a panic hook that stays silent for the expected panics and passes every
/// other panic to the default hook.
fn quiet_panics() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !QUIET.with(Cell::get) {
                default(info)
            }
        }));
    });
}

/// A token for an error line: control and white-space characters escaped, so that the line
/// stays one readable line, and cut after 20 characters.
fn shown(tok: &str) -> String {
    let mut s = String::new();
    for (i, c) in tok.chars().enumerate() {
        if i == 20 {
            s.push('…');
            break;
        }
        if c.is_control() || c.is_whitespace() {
            s.extend(c.escape_default());
        } else {
            s.push(c);
        }
    }
    s
}

/// `v` if it lies in `lo..=hi`, else an error naming it with `what` (only then built).
fn check(v: i64, lo: i64, hi: i64, what: impl FnOnce() -> String) -> Result<i64, String> {
    if (lo..=hi).contains(&v) {
        Ok(v)
    } else {
        Err(format!("{} = {v} is out of range [{lo}, {hi}]", what()))
    }
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
pub fn solve(bytes: &[u8]) -> Result<&'static str, String> {
    let game = parse(bytes)?;
    Ok(if first_player_wins(&game) {
        "Anton"
    } else {
        "Dasha"
    })
}

fn run() -> Result<(), String> {
    let mut input = Vec::new();
    io::stdin()
        .read_to_end(&mut input)
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
