//! The whole game from the start, both players optimal. The winner answers along
//! a maximum matching of the unvisited configurations; the loser makes the move after which
//! it lasts longest against those answers, as far as a search of [`RESIST_BUDGET`] replies
//! sees (past that, the first move it found lasting longest). Exact longest resistance is a
//! longest-path problem, so the search is bounded: `O(RESIST_BUDGET)` per losing move,
//! `O(1)` per winning one, `O(n·m)` per board drawn.

use super::Edge;
use super::picture::Picture;
use super::remaining::{Remaining, index};
use crate::tally::count;

/// Replies the loser's search tries per move.
pub(super) const RESIST_BUDGET: usize = 256;

impl Remaining {
    /// How many more moves the loser, to move at `x`, lasts against answers along the
    /// matching, as far as `budget` more replies let the search see; `seen` marks the
    /// configurations on the search's line (by `index`), and is left as it was found.
    fn lasts(&self, x: Edge, seen: &mut [bool], budget: &mut usize) -> usize {
        let mut best = 0;
        seen[index(x)] = true;
        let mut moves = [None; 4];
        for (slot, y) in moves.iter_mut().zip(self.moves(x)) {
            *slot = Some(y);
        }
        for y in moves.into_iter().flatten() {
            if seen[index(y)] {
                continue;
            }
            // The pairs on the search's line leave a maximum matching of the rest that misses
            // `x`, so every move lands on a matched configuration.
            let z = self
                .mate(y)
                .expect("a free neighbour would enlarge the matching");
            if *budget == 0 {
                break;
            }
            *budget -= 1;
            count!(ResistReplies);
            seen[index(y)] = true;
            best = best.max(2 + self.lasts(z, seen, budget));
            seen[index(y)] = false;
        }
        seen[index(x)] = false;
        best
    }

    /// The loser's move at `x`: the one after which it lasts longest, first of equals.
    /// `seen` is all false (a table by `index`), and is left so.
    pub(super) fn resist(&self, x: Edge, seen: &mut [bool]) -> Option<Edge> {
        let mut budget = RESIST_BUDGET;
        let mut best: Option<(usize, Edge)> = None;
        seen[index(x)] = true;
        for y in self.moves(x) {
            // `x` is left out of the maximum matching, so every move lands on a matched one.
            let z = self
                .mate(y)
                .expect("a free neighbour would enlarge the matching");
            seen[index(y)] = true;
            let length = self.lasts(z, seen, &mut budget);
            seen[index(y)] = false;
            if best.is_none_or(|(l, _)| length > l) {
                best = Some((length, y));
            }
        }
        seen[index(x)] = false;
        best.map(|(_, y)| y)
    }

    /// The winner's move at `v` (in every maximum matching): to its mate.
    pub(super) fn answer(&mut self, v: Edge) -> Edge {
        let w = self.mate(v).expect("the winner's configuration is matched");
        self.visit_pair(v, w);
        w
    }
}

/// The lines of the whole game from the start, the first player winning or not, as numbered
/// moves; the start's board and the last one drawn, or with `boards` the board after every
/// move. `r` has nothing visited, and on a loss a matching without the start.
pub(super) fn whole_game(mut r: Remaining, first_wins: bool, boards: bool) -> Vec<String> {
    let players = ["first player", "second player"];
    let mut picture = Picture::new(&r.board);
    let mut lines = vec![
        format!(
            "The whole game: the winner answers along a maximum matching; the loser makes the \
             move it lasts longest after, as far as a search of {RESIST_BUDGET} replies sees."
        ),
        "Start:".into(),
        picture.draw(&r.board, r.board.start),
    ];
    let (mut v, mut turn) = (r.board.start, 0);
    let mut seen = vec![false; r.table_len()];
    loop {
        let winner = (turn % 2 == 0) == first_wins;
        let next = match winner {
            true => Some(r.answer(v)),
            false => r.resist(v, &mut seen).inspect(|_| r.leave(v)),
        };
        let Some(next) = next else { break };
        let (number, player) = (turn + 1, ["First", "Second"][turn % 2]);
        lines.push(format!(
            "{number}. {player} player: {}.",
            r.board.describe(v, next)
        ));
        picture.leave(&r.board, v);
        if boards {
            lines.push(picture.draw(&r.board, next));
        }
        (v, turn) = (next, turn + 1);
    }
    let plural = if turn == 1 { "" } else { "s" };
    lines.push(format!(
        "The {} has no move left (each turn is blocked, off the board or to a configuration \
         seen before), so the {} wins after {turn} move{plural}.",
        players[turn % 2],
        players[1 - turn % 2]
    ));
    if !boards {
        lines.push("End:".into());
        lines.push(picture.draw(&r.board, v));
    }
    lines
}
