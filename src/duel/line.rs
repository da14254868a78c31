//! The whole game from the start, both players optimal. The winner answers along
//! a maximum matching of the unvisited configurations; the loser makes the move after which
//! it lasts longest against those answers, as far as a search of [`RESIST_BUDGET`] replies
//! sees (past that, the first move it found lasting longest). Exact longest resistance is a
//! longest-path problem, so the search is bounded: `O(RESIST_BUDGET)` per losing move,
//! `O(1)` per winning one, `O(n·m)` per board drawn.

use super::Edge;
use super::picture::Picture;
use super::remaining::Remaining;
use std::collections::HashSet;

/// Replies the loser's search tries per move.
pub(super) const RESIST_BUDGET: usize = 256;

impl Remaining {
    /// How many more moves the loser, to move at `x`, lasts against answers along the
    /// matching, as far as `budget` more replies let the search see.
    fn lasts(&self, x: Edge, seen: &mut HashSet<Edge>, budget: &mut usize) -> usize {
        let mut best = 0;
        seen.insert(x);
        let moves: Vec<Edge> = self.moves(x).filter(|y| !seen.contains(y)).collect();
        for y in moves {
            let Some(z) = self.mate(y) else { continue };
            if *budget == 0 {
                break;
            }
            *budget -= 1;
            seen.insert(y);
            best = best.max(2 + self.lasts(z, seen, budget));
            seen.remove(&y);
        }
        seen.remove(&x);
        best
    }

    /// The loser's move at `x`: the one after which it lasts longest, first of equals.
    pub(super) fn resist(&self, x: Edge) -> Option<Edge> {
        let mut budget = RESIST_BUDGET;
        let mut seen = HashSet::from([x]);
        let mut best: Option<(usize, Edge)> = None;
        for y in self.moves(x) {
            let length = match self.mate(y) {
                Some(z) => {
                    seen.insert(y);
                    let l = 2 + self.lasts(z, &mut seen, &mut budget);
                    seen.remove(&y);
                    l
                }
                None => 1,
            };
            if best.is_none_or(|(l, _)| length > l) {
                best = Some((length, y));
            }
        }
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
    loop {
        let winner = (turn % 2 == 0) == first_wins;
        let next = match winner {
            true => Some(r.answer(v)),
            false => r.resist(v).inspect(|_| r.leave(v)),
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
