//! `tag --play`: one query's chase on the analysis board. Every value is read off the round of
//! every state (`CaptureRounds`, as `--explain` computes it): a move's value is the round of
//! the capture when the mover's opponent plays as the rounds assume (Takahashi delaying, Aoki
//! hurrying), or an escape. An escape has no end, so a game in which Takahashi, to move, is
//! back at a position he escapes from, ends there: he can keep escaping. `O(d²)` a position
//! at degree `d`, after the rounds.

use super::explain::parse;
use super::graph::Graph;
use super::layers::{CaptureRounds, capture_rounds};
use crate::play::{self, Value};

const PLAYERS: [&str; 2] = ["Takahashi", "Aoki"];

/// A position of the chase: the two vertices, whose move, the round.
#[derive(Clone, Copy, PartialEq, Eq)]
struct State {
    taka: usize,
    aoki: usize,
    turn: usize,
    round: u32,
}

/// The analysis board of `tag`.
pub struct TagAnalysis {
    graph: Graph,
    rounds: CaptureRounds,
    history: Vec<State>,
    now: State,
    /// The query's answer: whether Takahashi escapes from the start with best play.
    escapes: bool,
}

/// The analysis board for query `k` (from 1) of an input.
pub fn open(bytes: &[u8], k: usize) -> Result<Box<dyn play::Analysis>, String> {
    let input = parse(bytes)?;
    let (s, r) = input.query(k)?;
    let rounds = capture_rounds(&input.graph);
    let (s, r) = (s as usize, r as usize);
    let escapes = s != r && rounds.round(s, r) == u32::MAX;
    Ok(Box::new(TagAnalysis {
        escapes,
        graph: input.graph,
        rounds,
        history: Vec::new(),
        now: State {
            taka: s,
            aoki: r,
            turn: 0,
            round: 1,
        },
    }))
}

impl TagAnalysis {
    /// The value of a move to `to` for the player to move.
    fn value(&self, to: usize) -> Value {
        let (g, s, round) = (&self.graph, self.now, self.now.round);
        let later = |k: u32| (k != u32::MAX).then(|| round + k);
        // Onto the other is a capture now: Aoki stays to catch Takahashi on his vertex, and
        // the rounds of a state with both on one vertex are 0.
        match s.turn {
            // Takahashi: Aoki's best reply decides.
            0 => match later(self.rounds.aoki_hurries(g, to, s.aoki).0) {
                Some(r) => Value::Loses(Some(r)),
                None => Value::Wins(None),
            },
            _ => match later(self.rounds.round(s.taka, to)) {
                Some(r) => Value::Wins(Some(r)),
                None => Value::Loses(None),
            },
        }
    }

    fn mover(&self) -> usize {
        [self.now.taka, self.now.aoki][self.now.turn]
    }

    /// Whether the game is over: a capture, or Takahashi to move at a position he escapes
    /// from that the game has seen before.
    fn ended(&self) -> Option<(bool, u32)> {
        let s = self.now;
        if s.taka == s.aoki {
            let round = if self.history.is_empty() { 0 } else { s.round };
            return Some((false, round));
        }
        let escapes = self.rounds.round(s.taka, s.aoki) == u32::MAX;
        let again = |h: &State| (h.taka, h.aoki, h.turn) == (s.taka, s.aoki, 0);
        (s.turn == 0 && escapes && self.history.iter().any(again)).then_some((true, 0))
    }
}

impl play::Analysis for TagAnalysis {
    fn players(&self) -> [&'static str; 2] {
        PLAYERS
    }

    fn turn(&self) -> usize {
        self.now.turn
    }

    fn notation(&self) -> String {
        "the vertex to move to (your own to stay)".into()
    }

    fn show(&self) -> String {
        let s = self.now;
        let mut text = format!(
            "Round {}: Takahashi on {}, Aoki on {}",
            s.round,
            s.taka + 1,
            s.aoki + 1
        );
        if s.taka != s.aoki {
            let targets: Vec<String> = (self.graph.moves_from(self.mover()))
                .map(|v| (v + 1).to_string())
                .collect();
            text += &format!(
                "; {} to move, to one of {}",
                PLAYERS[s.turn],
                targets.join(", ")
            );
        }
        text + "."
    }

    fn moves(&mut self) -> Vec<play::Move> {
        let from = self.mover();
        let moves: Vec<usize> = self.graph.moves_from(from).collect();
        moves
            .into_iter()
            .map(|to| {
                let value = self.value(to);
                let says = match value {
                    Value::Wins(Some(r)) => format!("wins, the capture in round {r}"),
                    Value::Loses(Some(r)) => format!("loses, the capture in round {r}"),
                    Value::Wins(None) => "wins, Takahashi escapes".into(),
                    Value::Loses(None) => "loses, Takahashi escapes".into(),
                };
                play::Move {
                    name: (to + 1).to_string(),
                    value,
                    says,
                }
            })
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<String, String> {
        let (s, from) = (self.now, self.mover());
        let to = text
            .parse::<usize>()
            .ok()
            .filter(|&v| v >= 1 && v <= self.graph.n);
        let Some(to) = to.map(|v| v - 1) else {
            return Err(format!("`{text}` is no vertex: 1 to {}.", self.graph.n));
        };
        if !self.graph.moves_from(from).any(|v| v == to) {
            return Err(format!(
                "{} has no edge {} -> {}.",
                from + 1,
                from + 1,
                to + 1
            ));
        }
        let mut next = State {
            turn: 1 - s.turn,
            ..s
        };
        let who = PLAYERS[s.turn];
        if s.turn == 0 {
            next.taka = to;
        } else {
            // The round ends with Aoki's move, unless the game does.
            let caught = to == s.taka;
            (next.aoki, next.round) = (to, s.round + u32::from(!caught));
        }
        self.history.push(s);
        self.now = next;
        Ok(match from == to {
            true => format!("{who} stays on {}", to + 1),
            false => format!("{who} moves {} -> {}", from + 1, to + 1),
        })
    }

    fn undo(&mut self) -> bool {
        self.history.pop().map(|s| self.now = s).is_some()
    }

    fn over(&self) -> Option<String> {
        let (escaped, round) = self.ended()?;
        // Whether the last move was Takahashi's, onto Aoki.
        let walked = self.history.last().is_some_and(|h| h.turn == 0);
        let game = match (escaped, round) {
            (false, 0) => "Takahashi starts on Aoki: caught in round 0.".to_string(),
            (false, _) if walked => format!("Takahashi walks onto Aoki in round {round}."),
            (false, _) => format!("Aoki catches Takahashi in round {round}."),
            (true, _) => "Takahashi is back at a position he escapes from, and can keep \
                          escaping forever."
                .to_string(),
        };
        let best = match (escaped, self.escapes) {
            (false, true) => "With best play he would have escaped: the",
            (true, false) => "With best play Aoki would have caught him: the",
            _ => "The",
        };
        let answer = ["NO", "YES"][usize::from(self.escapes)];
        Some(format!("{game} {best} answer to this query is {answer}."))
    }

    /// Takahashi delays or escapes, Aoki hurries, as the rounds assume.
    fn best(&mut self) -> String {
        let (g, s) = (&self.graph, self.now);
        let to = match s.turn {
            0 => self.rounds.takahashi_delays(g, s.taka, s.aoki),
            _ => self.rounds.aoki_hurries(g, s.taka, s.aoki).1,
        };
        (to + 1).to_string()
    }
}
