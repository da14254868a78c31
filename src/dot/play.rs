//! `dot --play`: the full game, reflections included, on the analysis board. A state is the
//! point and whether each player may still reflect; its value (who wins, and after how many
//! more moves, each side playing to win fastest or lose slowest) comes from one table over
//! the points reachable from the start, `[lo, d]²` with `lo = min(x0, y0)` (a reflection swaps
//! the coordinates), four states a point.
//!
//! The table holds keys the player to move prefers larger (`Key`), so the best move is the
//! one to the least key, and a row of keys is the element-wise minimum of whole rows already
//! done, one per vector with `vx > 0`, as `--explain`'s table is; vectors along the row and
//! the reflection (which reads the column `x` of the row `y`) go point by point. A vector move
//! raises `x + y` and a reflection uses one up, so the states fill in three passes of rows
//! from `x = d` down: neither may reflect; one of the two may (each reads the other, so they
//! go together, point by point down the row); both may. `O((d − lo)²·n)` steps, mostly
//! element-wise, and `8·(d − lo + 1)²` bytes (1.3 MB at the judge's `d = 200`, 128 MB at the
//! largest supported `d` from a far corner); `benches/README.md` has the times.

use super::position::{Position, half_chord, parse};
use crate::play::{self, Value};

/// A move's value for the player making it: a positive `t` wins, the game ending after `t`
/// more moves; a negative `−t` loses after `t`.
type Length = i16;

/// A state's key for the player to move: `BIG − t` wins after `t` more moves, `t − BIG` loses
/// after `t`. A point outside the circle holds `BIG`: moving there loses in one move.
type Key = i16;
const BIG: Key = 16384;

/// The key of a move for the player making it, from the key of the state it leads to (for the
/// other player): it never grows with that key, so the best move is to the least key.
fn after(next: Key) -> Key {
    // No key is 0: a win after `t` is `1 − next` (a loss after `t + 1`), a loss `−1 − next`.
    next.signum() - next
}

fn length(k: Key) -> Length {
    k.signum() * BIG - k
}

/// A state's table among the four: whether the player to move, and the other, may still
/// reflect.
fn flags(mine: bool, theirs: bool) -> usize {
    2 * usize::from(mine) + usize::from(theirs)
}

/// The tables of keys and what they are over.
struct Table {
    game: Position,
    lo: i64,
    width: usize,
    /// By [`flags`], then row `x − lo`, column `y − lo`.
    key: [Vec<Key>; 4],
}

impl Table {
    fn inside(&self, (x, y): (i64, i64)) -> bool {
        x * x + y * y <= self.game.d * self.game.d
    }

    fn at(&self, (x, y): (i64, i64)) -> usize {
        (x - self.lo) as usize * self.width + (y - self.lo) as usize
    }

    /// The value of each move from point `p` in state `(mine, theirs)`, in the order of the
    /// vectors, then the reflection if the player to move may reflect.
    fn moves(&self, p: (i64, i64), mine: bool, theirs: bool) -> Vec<Length> {
        let next = &self.key[flags(theirs, mine)];
        let mut values: Vec<Length> = (self.game.vectors.iter())
            .map(|&(vx, vy)| {
                let q = (p.0 + vx, p.1 + vy);
                match self.inside(q) {
                    true => length(after(next[self.at(q)])),
                    false => -1,
                }
            })
            .collect();
        if mine {
            let reflected = self.key[flags(theirs, false)][self.at((p.1, p.0))];
            values.push(length(after(reflected)));
        }
        values
    }

    fn new(game: Position) -> Table {
        let (x0, y0) = game.start;
        let (lo, d) = (x0.min(y0), game.d);
        let w = (d - lo + 1) as usize;
        // Vectors that can stay inside: across rows, and along a row.
        let fits = |&&(vx, vy): &&(i64, i64)| vx <= d - lo && vy <= d - lo;
        let (along, across): (Vec<(i64, i64)>, _) =
            game.vectors.iter().filter(fits).partition(|v| v.0 == 0);
        let mut t = Table {
            game,
            lo,
            width: w,
            key: std::array::from_fn(|_| vec![BIG; w * w]),
        };
        let mut least = [vec![BIG; w], vec![BIG; w]];
        // Each pass: the states it fills, with the states their vector moves lead to.
        for pass in [&[(0, 0)][..], &[(1, 2), (2, 1)], &[(3, 3)]] {
            for x in (lo..=d).rev() {
                let h = half_chord(x, d);
                if h < lo {
                    continue;
                }
                let (a, b) = ((lo.max(-h) - lo) as usize, (h - lo) as usize + 1);
                let row = (x - lo) as usize * w;
                for (i, &(c, next)) in pass.iter().enumerate() {
                    let m = &mut least[i][a..b];
                    m.fill(BIG);
                    for &(vx, vy) in across.iter().filter(|v| x + v.0 <= d) {
                        let from = &t.key[next][(x + vx - lo) as usize * w..][..w];
                        let (vy, end) = (vy as usize, b.min(w - vy as usize));
                        if a < end {
                            for (k, &n) in m.iter_mut().zip(&from[a + vy..end + vy]) {
                                *k = (*k).min(n);
                            }
                        }
                    }
                    // The reflection: from `(mine, theirs)` to `(theirs, false)` at `(y, x)`.
                    if c >= 2 {
                        let reflected = &t.key[flags(c % 2 == 1, false)];
                        for (y, k) in (a..b).zip(m.iter_mut()) {
                            *k = (*k).min(reflected[y * w + row / w]);
                        }
                    }
                }
                for y in (a..b).rev() {
                    for (i, &(c, next)) in pass.iter().enumerate() {
                        let mut k = least[i][y];
                        for &(_, vy) in &along {
                            if y + (vy as usize) < b {
                                k = k.min(t.key[next][row + y + vy as usize]);
                            }
                        }
                        t.key[c][row + y] = after(k);
                    }
                }
            }
        }
        t
    }
}

/// One state of a game in progress.
#[derive(Clone, Copy)]
struct State {
    point: (i64, i64),
    /// Whether Anton and Dasha may still reflect.
    can_reflect: [bool; 2],
    turn: usize,
    /// Who left the circle, ending the game.
    lost: Option<usize>,
}

/// The analysis board of `dot`.
pub struct Board {
    table: Table,
    history: Vec<State>,
    now: State,
    /// The judge's answer: whether Anton wins from the start with best play.
    anton_wins: bool,
}

const PLAYERS: [&str; 2] = ["Anton", "Dasha"];

/// The analysis board for an input.
pub fn open(bytes: &[u8], _query: usize) -> Result<Box<dyn play::Position>, String> {
    let game = parse(bytes)?;
    let now = State {
        point: game.start,
        can_reflect: [true, true],
        turn: 0,
        lost: None,
    };
    let table = Table::new(game);
    let anton_wins = table.moves(now.point, true, true).iter().any(|&v| v > 0);
    Ok(Box::new(Board {
        table,
        history: Vec::new(),
        now,
        anton_wins,
    }))
}

impl Board {
    /// The value of each move for the player to move, named as typed.
    fn valued(&self) -> Vec<(String, Length)> {
        let s = self.now;
        let (mine, theirs) = (s.can_reflect[s.turn], s.can_reflect[1 - s.turn]);
        let values = self.table.moves(s.point, mine, theirs);
        let names = (1..=self.table.game.vectors.len())
            .map(|i| i.to_string())
            .chain(["r".to_string()]);
        names.zip(values).collect()
    }
}

impl play::Position for Board {
    fn players(&self) -> [&'static str; 2] {
        PLAYERS
    }

    fn turn(&self) -> usize {
        self.now.turn
    }

    fn notation(&self) -> String {
        let n = self.table.game.vectors.len();
        format!("a vector's number (1 to {n}) adds it; r reflects across y = x")
    }

    fn show(&self) -> String {
        let s = self.now;
        let ((x, y), d) = (s.point, self.table.game.d);
        let left = |i: usize| if s.can_reflect[i] { 1 } else { 0 };
        format!(
            "Point ({x}, {y}), x² + y² = {}; radius {d}, d² = {}. Reflections left: Anton {}, \
             Dasha {}.",
            x * x + y * y,
            d * d,
            left(0),
            left(1)
        )
    }

    fn moves(&mut self) -> Vec<play::Move> {
        self.valued()
            .into_iter()
            .map(|(name, v)| {
                // A win takes two moves at least; only leaving the circle ends it in one.
                let (value, says) = match v {
                    -1 => (
                        Value::Loses(Some(1)),
                        "loses at once: leaves the circle".into(),
                    ),
                    1.. => (
                        Value::Wins(Some(v as u32)),
                        format!("wins, the game ending in {v} moves"),
                    ),
                    _ => (
                        Value::Loses(Some(-v as u32)),
                        format!("loses, the game ending in {} moves", -v),
                    ),
                };
                play::Move { name, value, says }
            })
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<String, String> {
        let s = self.now;
        let who = PLAYERS[s.turn];
        let (x, y) = s.point;
        let mut next = State {
            turn: 1 - s.turn,
            ..s
        };
        let did = if text == "r" {
            if !s.can_reflect[s.turn] {
                return Err(format!("{who} has reflected already."));
            }
            next.point = (y, x);
            next.can_reflect[s.turn] = false;
            format!("{who} reflects: ({x}, {y}) -> ({y}, {x})")
        } else {
            let vectors = &self.table.game.vectors;
            let i = text
                .parse::<usize>()
                .ok()
                .filter(|i| (1..=vectors.len()).contains(i));
            let Some(i) = i else {
                let n = vectors.len();
                let r = if s.can_reflect[s.turn] { " or r" } else { "" };
                return Err(format!("`{text}` is no move: type 1 to {n}{r}."));
            };
            let (vx, vy) = vectors[i - 1];
            next.point = (x + vx, y + vy);
            let (a, b) = next.point;
            let mut did = format!("{who} adds vector {i} ({vx}, {vy}): ({x}, {y}) -> ({a}, {b})");
            if !self.table.inside(next.point) {
                next.lost = Some(s.turn);
                did.push_str(", outside the circle");
            }
            did
        };
        self.history.push(s);
        self.now = next;
        Ok(did)
    }

    fn undo(&mut self) -> bool {
        self.history.pop().map(|s| self.now = s).is_some()
    }

    fn over(&self) -> Option<String> {
        let loser = self.now.lost?;
        let best = PLAYERS[usize::from(!self.anton_wins)];
        let with_best = match best == PLAYERS[1 - loser] {
            true => "The".to_string(),
            false => format!("With best play {best} wins: the"),
        };
        Some(format!(
            "{} left the circle, so {} wins. {with_best} answer is {best}.",
            PLAYERS[loser],
            PLAYERS[1 - loser]
        ))
    }
}
