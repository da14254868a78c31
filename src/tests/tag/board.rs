//! The analysis board against the oracle's rounds.

use super::oracle::{every_pair, oracle_rounds};
use crate::game::Game;
use crate::generate::Rng;
use crate::play::{Move, Value};
use crate::tag;
use crate::tests::board::{self, Replay};

/// The analysis board against the oracle's rounds: on every query of random graphs, played
/// at random for a while and then by the engine on both sides, every legal move's value is
/// the oracle's (a capture in round `R`, or an escape), the engine's move is one of the best,
/// and the engine's game ends with the query's answer.
#[test]
fn analysis_board_values_match_the_oracle_rounds() {
    let mut rng = Rng::new(3512);
    for _ in 0..300 {
        let (n, edges, queries, input) = every_pair(&mut rng, 7);
        let rounds = oracle_rounds(n, &edges);
        let mut options: Vec<Vec<usize>> = (0..n).map(|v| vec![v]).collect();
        for &(u, v) in &edges {
            if !options[u].contains(&v) {
                options[u].push(v);
            }
        }
        for (k, &(s0, r0)) in queries.iter().enumerate() {
            // Takahashi's positions so far, to move: an escape ends at the first repeat.
            let mut positions = Vec::new();
            // The state: Takahashi's vertex, Aoki's, the round, whose turn.
            let oracle = |&(s, r, round, turn): &(usize, usize, u32, usize), moves: &[Move]| {
                if turn == 0 {
                    let repeat = positions.contains(&(s, r)) && rounds[s][r].is_none();
                    assert!(!repeat, "an escape goes on past a repeat:\n{input}");
                    positions.push((s, r));
                }
                let mut names: Vec<String> = moves.iter().map(|m| m.name.clone()).collect();
                let mut expected: Vec<String> = options[[s, r][turn]]
                    .iter()
                    .map(|v| (v + 1).to_string())
                    .collect();
                names.sort();
                expected.sort();
                assert_eq!(names, expected, "({s}, {r}) turn {turn}:\n{input}");
                let value = |to: usize| match turn {
                    0 if to == r => Value::Loses(Some(round)),
                    0 => {
                        let k = options[r]
                            .iter()
                            .filter_map(|&q| if q == to { Some(0) } else { rounds[to][q] })
                            .min();
                        match k {
                            Some(k) => Value::Loses(Some(round + k)),
                            None => Value::Wins(None),
                        }
                    }
                    _ if to == s => Value::Wins(Some(round)),
                    _ => match rounds[s][to] {
                        Some(k) => Value::Wins(Some(round + k)),
                        None => Value::Loses(None),
                    },
                };
                let after = |to: usize| match turn {
                    0 => (to, r, round, 1),
                    _ => (s, to, round + u32::from(to != s), 0),
                };
                moves
                    .iter()
                    .map(|m| m.name.parse::<usize>().unwrap() - 1)
                    .map(|to| (value(to), after(to)))
                    .collect()
            };
            let mut p = tag::Tag::PLAY(input.as_bytes(), k + 1).unwrap();
            // Odd queries start with a few random moves; even ones are the engine's alone.
            let how = Replay {
                random: if k % 2 == 1 { 4 } else { 0 },
                most: 4 * n * n + 10,
            };
            let start = (s0, r0, 1, 0);
            let context = format!("query ({s0}, {r0}):\n{input}");
            let end = board::replay(&mut *p, start, how, &mut rng, &context, oracle);
            let ((s, r, round, turn), plies) = (end.state, end.plies);
            let escapes = s != r && turn == 0 && rounds[s][r].is_none();
            if escapes {
                assert!(
                    positions.contains(&(s, r)),
                    "ends before a repeat:\n{context}"
                );
            }
            // The game's own end, then the query's answer by the oracle's rounds.
            let yes = s0 != r0 && rounds[s0][r0].is_none();
            let game = match (escapes, s == r) {
                (true, _) => "Takahashi is back at a position he escapes from, and can keep \
                              escaping forever."
                    .to_string(),
                _ if plies == 0 => "Takahashi starts on Aoki: caught in round 0.".to_string(),
                // Takahashi moved last, onto Aoki.
                _ if turn == 1 => format!("Takahashi walks onto Aoki in round {round}."),
                _ => format!("Aoki catches Takahashi in round {round}."),
            };
            let best = match (escapes, yes) {
                (false, true) => "With best play he would have escaped: the",
                (true, false) => "With best play Aoki would have caught him: the",
                _ => "The",
            };
            let answer = ["NO", "YES"][usize::from(yes)];
            let expected = format!("{game} {best} answer to this query is {answer}.");
            assert_eq!(end.line, expected, "{context}");
            if k % 2 == 0 && s0 != r0 {
                // The engine on both sides plays as the rounds say.
                let caught = format!(
                    "Aoki catches Takahashi in round {}.",
                    rounds[s0][r0].unwrap_or(0)
                );
                assert!(
                    yes == escapes && (yes || end.line.starts_with(&caught)),
                    "{}\n{context}",
                    end.line
                );
            }
        }
    }
}
