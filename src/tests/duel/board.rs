//! The analysis board against the full-history oracle, and the loser's search it plays.

use super::oracle::{oracle, start_component, wins_from};
use crate::duel;
use crate::duel::generate::{duel_input, duel_random};
use crate::game::Game;
use crate::generate::Rng;
use crate::play::{Move, Value};
use crate::tally::{Count, take};
use crate::tests::board::{self, Replay};
use rustc_hash::FxHashMap;

/// The analysis board against the full-history oracle: on random boards played at random for
/// a while and then by the engine on both sides, every legal move is listed with the oracle's
/// value (moves to configurations seen before are not listed), the engine keeps a win, and
/// the engine's own game ends with the solver's verdict. Taken back to the start, the board
/// is the start's again.
#[test]
fn analysis_board_values_match_the_full_history_oracle() {
    let mut rng = Rng::new(4107);
    for case in 0..600 {
        let input = duel_random(&mut rng);
        let (list, adj) = start_component(&input);
        let mut memo = FxHashMap::default();
        // The state: the configuration, and the set of those seen.
        let values = |&(v, seen): &(usize, u64), moves: &[Move]| {
            let open = adj[v].iter().filter(|&&u| seen >> u & 1 == 0).count();
            assert_eq!(moves.len(), open, "not every move:\n{input}");
            let mut next = Vec::new();
            for m in moves {
                let (piece, way) = m.name.split_once(' ').unwrap();
                let (a, b) = list[v];
                let (moving, pivot) = if piece == "A" { (a, b) } else { (b, a) };
                let (dr, dc) = (moving.0 - pivot.0, moving.1 - pivot.1);
                let to = match way {
                    "cw" => (pivot.0 + dc, pivot.1 - dr),
                    _ => (pivot.0 - dc, pivot.1 + dr),
                };
                let config = if piece == "A" { (to, b) } else { (a, to) };
                let u = list.iter().position(|&c| c == config).unwrap();
                let new = adj[v].contains(&u) && seen >> u & 1 == 0;
                assert!(new, "{}:\n{input}", m.name);
                let wins = !wins_from(&adj, u, seen | 1 << u, &mut memo);
                assert_eq!(m.says, if wins { "wins" } else { "loses" });
                let value = match wins {
                    true => Value::Wins(None),
                    false => Value::Loses(None),
                };
                next.push((value, (u, seen | 1 << u)));
            }
            next
        };
        let mut p = duel::Duel::PLAY(input.as_bytes(), 1).unwrap();
        let random = if case % 2 == 0 { 0 } else { 3 };
        let how = Replay {
            random,
            most: list.len(),
        };
        let end = board::replay(&mut *p, (0, 1), how, &mut rng, &input, values);
        let (v, seen) = end.state;
        assert!(
            adj[v].iter().all(|&u| seen >> u & 1 != 0),
            "over with a move left:\n{input}"
        );
        let winner = 1 - end.plies % 2;
        let names = ["first player", "second player"];
        let played = format!("so the {} wins. ", names[winner]);
        assert!(end.line.contains(&played), "{}", end.line);
        // The judge's answer, by the oracle, whoever won the game played.
        let answer = oracle(&input);
        let best = usize::from(answer == "Febleaf");
        let said = match best == winner {
            true => format!("The answer is {answer}."),
            false => format!(
                "With best play the {} wins: the answer is {answer}.",
                names[best]
            ),
        };
        assert!(end.line.ends_with(&said), "{}\n{input}", end.line);
        if random == 0 {
            assert_eq!(winner, best, "the engine's game:\n{input}");
        }
    }
}

/// The loser's search in the whole game tries at most `RESIST_BUDGET` (256) replies a move,
/// counted where it tries them: on an open board, where an unbounded search would go on for
/// ages, the game is long and the search deepens until its budget is spent most moves.
#[test]
fn the_losers_search_is_bounded_per_move() {
    let rows = vec![b".".repeat(30); 30];
    let mut rows = rows;
    rows[0][0] = b'A';
    rows[0][1] = b'B';
    let input = duel_input(&rows);
    take(Count::ResistReplies);
    let text = String::from_utf8(duel::explained(input.as_bytes()).unwrap()).unwrap();
    let replies = take(Count::ResistReplies);
    let moves = text
        .lines()
        .filter(|l| l.contains(". Second player: "))
        .count() as u64;
    assert!(moves > 100, "{moves} losing moves:\n{text}");
    assert!(
        replies <= 256 * moves,
        "{replies} replies in {moves} losing moves"
    );
    assert!(
        replies > 128 * moves,
        "{replies} replies in {moves} losing moves"
    );
}

/// A loser with a single move does not search: in a corridor two cells wide, with the pieces
/// at its end, only the first losing move has a choice, so the whole game of 78 moves tries
/// one budget of replies.
#[test]
fn a_loser_without_a_choice_does_not_search() {
    let mut rows = vec![b"..".to_vec(); 40];
    (rows[39][1], rows[38][1]) = (b'A', b'B');
    let input = duel_input(&rows);
    take(Count::ResistReplies);
    let text = String::from_utf8(duel::explained(input.as_bytes()).unwrap()).unwrap();
    let replies = take(Count::ResistReplies);
    assert!(text.contains("wins after 78 moves"), "{text}");
    assert_eq!(replies, 256);
}
