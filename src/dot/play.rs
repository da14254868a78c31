//! `dot --play`: the full game, reflections included, on the analysis board. A state is the
//! point and whether each player may still reflect; its value (who wins, and after how many
//! more moves, each side playing to win fastest or lose slowest) comes from the table of
//! `table.rs` over all four states of every point, the one `--explain` reads for one.

use super::position::parse;
use super::table::{Length, Table};
use crate::play::{self, Value};

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
pub struct DotAnalysis {
    table: Table,
    history: Vec<State>,
    now: State,
    /// The judge's answer: whether Anton wins from the start with best play.
    anton_wins: bool,
}

const PLAYERS: [&str; 2] = ["Anton", "Dasha"];

/// The analysis board for an input.
pub fn open(bytes: &[u8], _query: usize) -> Result<Box<dyn play::Analysis>, String> {
    let game = parse(bytes)?;
    let now = State {
        point: game.start,
        can_reflect: [true, true],
        turn: 0,
        lost: None,
    };
    let table = Table::full(game);
    let anton_wins = table.moves(now.point, true, true).iter().any(|&v| v > 0);
    Ok(Box::new(DotAnalysis {
        table,
        history: Vec::new(),
        now,
        anton_wins,
    }))
}

impl DotAnalysis {
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

impl play::Analysis for DotAnalysis {
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
