//! `duel --play`: the board on the analysis board. A move is a piece and a way, `A cw` turns
//! `A` clockwise around `B` (as seen on the page). Values are wins and losses only: by the
//! theorem the player to move at `v` wins iff `v` is in every maximum matching of the
//! unvisited configurations, which the kept matching answers with one alternating search;
//! the game's length depends on its whole history, and no such rule gives it. The engine
//! answers along the matching when it wins, and resists as the whole line does when it loses.
//! `O(V + E)` a move over the component's configurations.

use super::board::{Board, Edge, parse};
use super::line::resist;
use super::matching::max_matching;
use super::picture::Picture;
use super::remaining::Remaining;
use crate::play::{self, Value};

const PLAYERS: [&str; 2] = ["First player", "Second player"];
/// How a move is written, in short.
const SHORT: &str = "type A cw, A ccw, B cw or B ccw";
/// The moves in the order `?` lists them.
const NAMES: [&str; 4] = ["A cw", "A ccw", "B cw", "B ccw"];

/// The analysis board of `duel`: the position, how it was reached, and the judge's answer.
pub struct DuelAnalysis {
    remaining: Remaining,
    /// Each configuration before the current one, with where the matching's log stood.
    history: Vec<(Edge, usize)>,
    now: Edge,
    /// The judge's answer: whether the first player wins from the start with best play.
    first_wins: bool,
}

/// The analysis board for an input.
pub fn open(bytes: &[u8], _query: usize) -> Result<Box<dyn play::Analysis>, String> {
    let board = parse(bytes)?;
    let (m, now) = (max_matching(&board), board.start);
    let mut remaining = Remaining::new(board, m);
    let mark = remaining.mark();
    let first_wins = !remaining.free(now);
    remaining.rollback(mark);
    Ok(Box::new(DuelAnalysis {
        remaining,
        history: Vec::new(),
        now,
        first_wins,
    }))
}

impl Board {
    /// The configuration after turning `piece` (0: `A`, 1: `B`) of `e` around the other,
    /// clockwise or not; or why not: the piece's new cell is off the board or blocked.
    fn turned(&self, e: Edge, piece: usize, clockwise: bool) -> Result<Edge, String> {
        let cells = self.pieces(e);
        let (moving, pivot) = (cells[piece], cells[1 - piece]);
        let (w, (pr, pc), (mr, mc)) = (self.width as i64, self.at(pivot), self.at(moving));
        let (dr, dc) = (mr - pr, mc - pc);
        // Rows grow downwards: clockwise on the page takes (dr, dc) to (dc, −dr).
        let (nr, nc) = match clockwise {
            true => (pr + dc, pc - dr),
            false => (pr - dc, pc + dr),
        };
        let rows = self.free.len() as i64 / w - 2;
        if nr < 1 || nc < 1 || nr > rows || nc > w - 2 {
            return Err("it would leave the board".into());
        }
        let new = (nr * w + nc) as usize;
        if !self.free[new] {
            return Err(format!("(row {nr}, column {nc}) is blocked"));
        }
        let (low, high) = (new.min(pivot), new.max(pivot));
        Ok(if high == low + 1 {
            Edge::H(low as u32)
        } else {
            Edge::V(low as u32)
        })
    }
}

impl DuelAnalysis {
    fn board(&self) -> &Board {
        &self.remaining.board
    }

    /// The legal moves: name and configuration.
    fn legal(&self) -> Vec<(&'static str, Edge)> {
        let board = self.board();
        (0..4)
            .filter_map(|i| {
                let to = board.turned(self.now, i / 2, i % 2 == 0).ok()?;
                (!self.remaining.visited(to)).then_some((NAMES[i], to))
            })
            .collect()
    }

    /// Whether the move to `to` wins: after it, `to` is left out of some maximum matching.
    fn wins_by(&mut self, to: Edge) -> bool {
        let mark = self.remaining.mark();
        self.remaining.leave(self.now);
        let wins = self.remaining.free(to);
        self.remaining.rollback(mark);
        wins
    }
}

impl play::Analysis for DuelAnalysis {
    fn players(&self) -> [&'static str; 2] {
        PLAYERS
    }

    fn turn(&self) -> usize {
        self.history.len() % 2
    }

    fn notation(&self) -> String {
        "a piece and a way, `A cw`, `A ccw`, `B cw` or `B ccw`: the piece turns clockwise or \
         counterclockwise around the other; the board marks with a and b the cells each piece \
         has left"
            .into()
    }

    fn show(&self) -> String {
        let board = self.board();
        let mut picture = Picture::new(board);
        for &(e, _) in &self.history {
            picture.leave(board, e);
        }
        picture.draw(board, self.now)
    }

    fn moves(&mut self) -> Vec<play::Move> {
        let legal = self.legal();
        legal
            .into_iter()
            .map(|(name, to)| {
                let (value, says) = match self.wins_by(to) {
                    true => (Value::Wins(None), "wins"),
                    false => (Value::Loses(None), "loses"),
                };
                play::Move {
                    name: name.into(),
                    value,
                    says: says.into(),
                }
            })
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<String, String> {
        let words: Vec<String> = text.split_whitespace().map(str::to_lowercase).collect();
        let piece = match words.first().map(String::as_str) {
            Some("a") => 0,
            Some("b") => 1,
            _ => return Err(format!("`{text}` is no move: {SHORT}.")),
        };
        let clockwise = match words.get(1).map(String::as_str) {
            Some("cw") if words.len() == 2 => true,
            Some("ccw") if words.len() == 2 => false,
            _ => return Err(format!("`{text}` is no move: {SHORT}.")),
        };
        let board = self.board();
        let to = board
            .turned(self.now, piece, clockwise)
            .map_err(|why| format!("`{text}` is illegal: {why}."))?;
        if self.remaining.visited(to) {
            return Err(format!(
                "`{text}` is illegal: that configuration has occurred before."
            ));
        }
        let did = format!("{}: {}", PLAYERS[self.turn()], board.describe(self.now, to));
        let mark = self.remaining.mark();
        self.remaining.leave(self.now);
        self.history.push((self.now, mark));
        self.now = to;
        Ok(did)
    }

    fn undo(&mut self) -> bool {
        let Some((e, mark)) = self.history.pop() else {
            return false;
        };
        self.remaining.rollback(mark);
        self.now = e;
        true
    }

    fn over(&self) -> Option<String> {
        if !self.legal().is_empty() {
            return None;
        }
        let (loser, winner) = (self.turn(), 1 - self.turn());
        let best = usize::from(!self.first_wins);
        let with_best = match best == winner {
            true => "The".to_string(),
            false => format!(
                "With best play the {} wins: the",
                PLAYERS[best].to_lowercase()
            ),
        };
        Some(format!(
            "the {} has no move, so the {} wins. {with_best} answer is {}.",
            PLAYERS[loser].to_lowercase(),
            PLAYERS[winner].to_lowercase(),
            ["Frost_Ice", "Febleaf"][best]
        ))
    }

    /// Along the matching when the mover wins; else the move it lasts longest after.
    fn best(&mut self) -> String {
        let now = self.now;
        let mark = self.remaining.mark();
        let to = match self.remaining.free(now) {
            true => {
                let mut seen = vec![false; self.remaining.table_len()];
                resist(&self.remaining, now, &mut seen)
            }
            false => self.remaining.mate(now),
        };
        self.remaining.rollback(mark);
        let legal = self.legal();
        let name = legal.iter().find(|&&(_, e)| Some(e) == to);
        name.map(|&(n, _)| n.to_string()).unwrap_or_default()
    }
}
