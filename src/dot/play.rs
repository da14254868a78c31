//! `dot --play`: the full game, reflections included, on the analysis board. A state is the
//! point and whether each player may still reflect; its value (who wins, and after how many
//! more moves, each side playing to win fastest or lose slowest) comes from one table over
//! the points reachable from the start, `[lo, d]²` with `lo = min(x0, y0)` (a reflection swaps
//! the coordinates), four states a point. A vector move raises `x + y` and a reflection uses
//! one up, so the table fills by diagonals from `x + y = 2d` down, and on each diagonal the
//! states without reflections left before those with. `O((d − lo)² · n)` time, `8·(d − lo)²`
//! bytes (128 MB at the largest supported `d`, 1.3 MB at the judge's).

use super::{Position, parse};
use crate::play::{self, Value};

/// Values in the table: a positive `t` wins for the player to move, the game ending after `t`
/// more moves; a negative `−t` loses after `t`.
type Length = i16;

/// A state's index in its point's four: whether the player to move, and the other, may still
/// reflect.
fn flags(mine: bool, theirs: bool) -> usize {
    2 * usize::from(mine) + usize::from(theirs)
}

/// The value of a move for the player making it, from the value of the state it leads to
/// (for the other player).
fn after(next: Length) -> Length {
    if next > 0 { -(next + 1) } else { 1 - next }
}

/// Better for the player making the move: the faster win, else the slower loss.
fn better(a: Length, b: Length) -> bool {
    match (a > 0, b > 0) {
        (true, true) => a < b,
        (false, false) => a < b,
        (x, _) => x,
    }
}

/// The table of values and what it is over.
struct Table {
    game: Position,
    lo: i64,
    width: usize,
    value: Vec<Length>,
}

impl Table {
    fn inside(&self, (x, y): (i64, i64)) -> bool {
        x * x + y * y <= self.game.d * self.game.d
    }

    fn at(&self, (x, y): (i64, i64), f: usize) -> usize {
        ((x - self.lo) as usize * self.width + (y - self.lo) as usize) * 4 + f
    }

    /// The value of each move from point `p` in state `f`, in the order of the vectors, then
    /// the reflection if the player to move may reflect.
    fn moves(&self, p: (i64, i64), mine: bool, theirs: bool) -> Vec<Length> {
        let mut values: Vec<Length> = (self.game.vectors.iter())
            .map(|&(vx, vy)| {
                let q = (p.0 + vx, p.1 + vy);
                match self.inside(q) {
                    true => after(self.value[self.at(q, flags(theirs, mine))]),
                    false => -1,
                }
            })
            .collect();
        if mine {
            values.push(after(self.value[self.at((p.1, p.0), flags(theirs, false))]));
        }
        values
    }

    /// The value of the best move from point `p` in state `(mine, theirs)`: [`Table::moves`]
    /// without a list, as the table is filled.
    fn best(&self, p: (i64, i64), mine: bool, theirs: bool) -> Length {
        let next = flags(theirs, mine);
        let mut best = match mine {
            true => after(self.value[self.at((p.1, p.0), flags(theirs, false))]),
            false => -1,
        };
        for &(vx, vy) in &self.game.vectors {
            let q = (p.0 + vx, p.1 + vy);
            let v = match self.inside(q) {
                true => after(self.value[self.at(q, next)]),
                false => -1,
            };
            if better(v, best) {
                best = v;
            }
        }
        best
    }

    fn new(game: Position) -> Table {
        let (x0, y0) = game.start;
        let (lo, d) = (x0.min(y0), game.d);
        let width = (d - lo + 1) as usize;
        let mut t = Table {
            game,
            lo,
            width,
            value: vec![0; width * width * 4],
        };
        for sum in (2 * lo..=2 * d).rev() {
            let points: Vec<(i64, i64)> = (lo.max(sum - d)..=d.min(sum - lo))
                .map(|x| (x, sum - x))
                .filter(|&p| t.inside(p))
                .collect();
            // Without a reflection of one's own first: a reflection leads to such a state.
            for (mine, theirs) in [(false, false), (false, true), (true, false), (true, true)] {
                for &p in &points {
                    let i = t.at(p, flags(mine, theirs));
                    t.value[i] = t.best(p, mine, theirs);
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
    Ok(Box::new(Board {
        table: Table::new(game),
        history: Vec::new(),
        now,
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
                let moves = |t: Length| if t == 1 { "move" } else { "moves" };
                let (value, says) = match v {
                    // Only leaving the circle ends the game in one move.
                    -1 => (
                        Value::Loses(Some(1)),
                        "loses at once: leaves the circle".into(),
                    ),
                    t if t > 0 => (
                        Value::Wins(Some(t as u32)),
                        format!("wins, the game ending in {t} {}", moves(t)),
                    ),
                    t => (
                        Value::Loses(Some(-t as u32)),
                        format!("loses, the game ending in {} {}", -t, moves(-t)),
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
                return Err(format!("`{text}` is no move: type 1 to {n} or r."));
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
        Some(format!(
            "{} left the circle, so {} wins.",
            PLAYERS[loser],
            PLAYERS[1 - loser]
        ))
    }
}
