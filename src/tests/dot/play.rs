//! `dot`'s analysis board against plain minimax over the full rules, with lengths.

use super::super::board::{self, Replay};
use crate::dot;
use crate::dot::generate::{dot_growing, dot_random};
use crate::game::Game;
use crate::generate::Rng;
use crate::play::{Move, Value};
use std::collections::HashMap;

/// The full game's value with lengths, by plain minimax over the full rules: a positive `t`
/// wins for the player to move with the game ending after `t` more moves, a negative `−t`
/// loses after `t`; the winner hurries, the loser delays. The state is the point and the
/// reflections left to the player to move and to the other.
fn full_value(
    d: i64,
    vectors: &[(i64, i64)],
    s: (i64, i64, bool, bool),
    memo: &mut HashMap<(i64, i64, bool, bool), i32>,
) -> i32 {
    if let Some(&v) = memo.get(&s) {
        return v;
    }
    let (x, y, mine, theirs) = s;
    let mut options: Vec<i32> = Vec::new();
    for &(vx, vy) in vectors {
        let (a, b) = (x + vx, y + vy);
        options.push(if a * a + b * b > d * d {
            -1
        } else {
            let next = full_value(d, vectors, (a, b, theirs, mine), memo);
            if next > 0 { -(next + 1) } else { 1 - next }
        });
    }
    if mine {
        let next = full_value(d, vectors, (y, x, theirs, false), memo);
        options.push(if next > 0 { -(next + 1) } else { 1 - next });
    }
    let wins = options.iter().filter(|&&v| v > 0).min();
    let v = match wins {
        Some(&w) => w,
        None => *options.iter().min().unwrap(),
    };
    memo.insert(s, v);
    v
}

/// The analysis board against the full rules: on random games played at random, every
/// legal move's value (who wins, and after how many moves) is the oracle's, the engine's move
/// is one of the best, and each game ends with the loser leaving the circle.
#[test]
fn analysis_board_values_match_the_full_rules() {
    let mut rng = Rng::new(6901);
    // Small games, then some up to d = 100 with long vectors, vectors along a row and far
    // starts, whose table rows are long.
    for case in 0..1040 {
        let input = match case < 1000 {
            true => dot_random(&mut rng),
            false => dot_growing(&mut rng, 0.5),
        };
        let t: Vec<i64> = input
            .split_whitespace()
            .map(|s| s.parse().unwrap())
            .collect();
        let (d, vectors): (i64, Vec<(i64, i64)>) =
            (t[3], t[4..].chunks(2).map(|c| (c[0], c[1])).collect());
        let mut memo = HashMap::new();
        // The oracle's state: the point and the reflections left to the player to move and
        // to the other; a move's value is the negated value after it, one move longer.
        let mut value = |s| match full_value(d, &vectors, s, &mut memo) {
            next if next > 0 => -(next + 1),
            next => 1 - next,
        };
        let names: Vec<String> = (1..=vectors.len()).map(|i| i.to_string()).collect();
        let oracle = |&(x, y, mine, theirs): &(i64, i64, bool, bool), moves: &[Move]| {
            let listed: Vec<&String> = moves.iter().map(|m| &m.name).collect();
            let reflect = "r".to_string();
            let expected: Vec<&String> = names.iter().chain(mine.then_some(&reflect)).collect();
            assert_eq!(listed, expected, "{input}");
            let mut next: Vec<(i64, i64, bool, bool)> = vectors
                .iter()
                .map(|&(vx, vy)| (x + vx, y + vy, theirs, mine))
                .collect();
            next.extend(mine.then_some((y, x, theirs, false)));
            next.into_iter()
                .map(|q| {
                    let t = match q.0 * q.0 + q.1 * q.1 > d * d {
                        true => -1,
                        false => value(q),
                    };
                    let v = match t > 0 {
                        true => Value::Wins(Some(t as u32)),
                        false => Value::Loses(Some(-t as u32)),
                    };
                    (v, q)
                })
                .collect()
        };
        let mut p = dot::Dot::PLAY(input.as_bytes(), 1).unwrap();
        let how = Replay {
            random: usize::MAX,
            most: usize::MAX,
        };
        let start = (t[0], t[1], true, true);
        let end = board::replay(&mut *p, start, how, &mut rng, &input, oracle);
        let winner = ["Anton", "Dasha"][end.plies % 2];
        assert!(
            end.line.contains(&format!("so {winner} wins. ")),
            "{}",
            end.line
        );
        // The judge's answer, by the oracle: the winner with best play from the start.
        let best = match full_value(d, &vectors, start, &mut memo) > 0 {
            true => "Anton",
            false => "Dasha",
        };
        let answer = match winner == best {
            true => format!("The answer is {best}."),
            false => format!("With best play {best} wins: the answer is {best}."),
        };
        assert!(end.line.ends_with(&answer), "{}", end.line);
    }
}
