//! One driver for the three analysis boards: a game played on the board from its start, at
//! random for a while and then by the engine on both sides, every position's moves checked
//! against the game's oracle, then taken back move by move to the start.

use crate::generate::Rng;
use crate::play::{Analysis, Move, Value};

/// How a game is played on the board.
pub(super) struct Replay {
    /// Plies played at random before the engine plays both sides.
    pub random: usize,
    /// Plies within which the game must be over.
    pub most: usize,
}

/// Where a game played by [`replay`] ended.
pub(super) struct Ended<S> {
    /// The oracle's state after the last move.
    pub state: S,
    /// Moves played.
    pub plies: usize,
    /// The board's end line.
    pub line: String,
}

/// Plays `p` from `start`, the oracle's state of its start. At each position `oracle(state,
/// moves)` gives, for each of the board's `moves` in its order, the oracle's value and the
/// state after the move; it may check more of the position (the names, the words). Every
/// move's value must be the oracle's and the engine's move one of the best. After the game,
/// the board is taken back to its start, which must offer what it offered first.
pub(super) fn replay<S>(
    p: &mut dyn Analysis,
    start: S,
    how: Replay,
    rng: &mut Rng,
    context: &str,
    mut oracle: impl FnMut(&S, &[Move]) -> Vec<(Value, S)>,
) -> Ended<S> {
    let first: Vec<Value> = p.moves().iter().map(|m| m.value).collect();
    let (mut state, mut plies) = (start, 0);
    while p.over().is_none() {
        assert_eq!(p.turn(), plies % 2, "{context}");
        let moves = p.moves();
        let mut next = oracle(&state, &moves);
        assert_eq!(next.len(), moves.len(), "{context}");
        for (m, (value, _)) in moves.iter().zip(&next) {
            assert_eq!(
                m.value, *value,
                "{} after {plies} moves:\n{context}",
                m.name
            );
        }
        let engine = p.best();
        let chosen = moves.iter().position(|m| m.name == engine);
        let chosen = chosen.unwrap_or_else(|| panic!("the engine's {engine:?}:\n{context}"));
        let best = moves.iter().map(|m| m.value.rank()).min();
        assert_eq!(
            Some(moves[chosen].value.rank()),
            best,
            "the engine's {engine} after {plies} moves:\n{context}"
        );
        let k = match plies < how.random {
            true => rng.index(moves.len()),
            false => chosen,
        };
        p.play(&moves[k].name).unwrap();
        state = next.swap_remove(k).1;
        plies += 1;
        assert!(plies <= how.most, "the game does not end:\n{context}");
    }
    let line = p.over().unwrap();
    for _ in 0..plies {
        assert!(p.undo(), "{context}");
    }
    assert!(!p.undo(), "{context}");
    let again: Vec<Value> = p.moves().iter().map(|m| m.value).collect();
    assert_eq!(again, first, "back at the start:\n{context}");
    Ended { state, plies, line }
}
