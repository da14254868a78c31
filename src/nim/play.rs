//! `nim --play`: the pile on the analysis board; a move is the number of stones taken.

use super::pile::{Pile, first_wins, parse};
use crate::play::{self, Value};

const PLAYERS: [&str; 2] = ["First", "Second"];

/// The analysis board of `nim`: the pile, whose turn, and the moves made.
struct NimAnalysis {
    k: i64,
    left: i64,
    taken: Vec<i64>,
}

/// The analysis board for an input.
pub fn open(bytes: &[u8], _query: usize) -> Result<Box<dyn play::Analysis>, String> {
    let Pile { n, k } = parse(bytes)?;
    Ok(Box::new(NimAnalysis {
        k,
        left: n,
        taken: Vec::new(),
    }))
}

impl play::Analysis for NimAnalysis {
    fn players(&self) -> [&'static str; 2] {
        PLAYERS
    }

    fn turn(&self) -> usize {
        self.taken.len() % 2
    }

    fn notation(&self) -> String {
        format!("the number of stones to take, 1 to {}", self.k)
    }

    fn show(&self) -> String {
        format!("{} stones left; a move takes 1 to {}.", self.left, self.k)
    }

    fn moves(&mut self) -> Vec<play::Move> {
        (1..=self.k.min(self.left).min(100))
            .map(|t| {
                // The mover wins when the player after faces a pile the proof calls lost.
                let wins = !first_wins(Pile {
                    n: self.left - t,
                    k: self.k,
                }) || self.left == t;
                let (value, says) = match wins {
                    true => (Value::Wins(None), "wins"),
                    false => (Value::Loses(None), "loses"),
                };
                play::Move {
                    name: t.to_string(),
                    value,
                    says: says.into(),
                }
            })
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<String, String> {
        let most = self.k.min(self.left);
        match text.parse::<i64>() {
            Ok(t) if (1..=most).contains(&t) => {
                let who = PLAYERS[self.turn()];
                self.left -= t;
                self.taken.push(t);
                Ok(format!("{who} takes {t}: {} left.", self.left))
            }
            _ => Err(format!("a move takes 1 to {most} stones")),
        }
    }

    fn undo(&mut self) -> bool {
        self.taken.pop().map(|t| self.left += t).is_some()
    }

    fn over(&self) -> Option<String> {
        let winner = PLAYERS[1 - self.turn()];
        (self.left == 0).then(|| format!("The pile is empty: {winner} wins."))
    }
}
