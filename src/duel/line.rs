//! The whole game from the start, both players optimal. The winner answers along
//! a maximum matching of the unvisited configurations; the loser makes the move after which
//! it lasts longest against those answers, looking ahead one more reply at a time while a
//! search of [`RESIST_BUDGET`] replies allows (then by the deepest look it finished; ties to
//! the first move). Exact longest resistance is a longest-path problem, so the search is
//! bounded: `O(RESIST_BUDGET)` per losing move, `O(1)` per winning one, `O(n·m)` per board
//! drawn.

use super::board::Edge;
use super::picture::Picture;
use super::remaining::{Remaining, index};
use crate::tally::count;

/// Replies the loser's search tries per move, over all its depths.
pub(super) const RESIST_BUDGET: usize = 256;

/// The loser's search: replies left to try, whether some line was cut at the depth, and the
/// configurations on the line searched (by `index`).
struct Search<'a> {
    budget: usize,
    cut: bool,
    seen: &'a mut [bool],
}

/// How many more moves the loser, to move at `x` in `r`, lasts against answers along the
/// matching, looking `depth` replies ahead; `None` once the budget is spent. `seen` is
/// left as it was found.
fn lasts(r: &Remaining, x: Edge, depth: usize, s: &mut Search) -> Option<usize> {
    let mut moves = [None; 4];
    for (slot, y) in moves.iter_mut().zip(r.moves(x)) {
        *slot = Some(y).filter(|y| !s.seen[index(*y)]);
    }
    if depth == 0 {
        s.cut |= moves.iter().any(Option::is_some);
        return Some(0);
    }
    s.seen[index(x)] = true;
    let mut best = Some(0);
    for y in moves.into_iter().flatten() {
        if s.budget == 0 {
            best = None;
            break;
        }
        s.budget -= 1;
        count!(ResistReplies);
        // The pairs on the search's line leave a maximum matching of the rest that misses
        // `x`, so every move lands on a matched configuration.
        let z = r
            .mate(y)
            .expect("a free neighbour would enlarge the matching");
        s.seen[index(y)] = true;
        let after = lasts(r, z, depth - 1, s);
        s.seen[index(y)] = false;
        best = best.zip(after).map(|(b, a)| b.max(2 + a));
    }
    s.seen[index(x)] = false;
    best
}

/// The loser's move at `x` in `r`: the one after which it lasts longest, by the deepest look the
/// budget lets the search finish, first of equals. `seen` is all false (a table by
/// `index`), and is left so.
pub(super) fn resist(r: &Remaining, x: Edge, seen: &mut [bool]) -> Option<Edge> {
    let options: Vec<Edge> = r.moves(x).collect();
    let mut choice = *options.first()?;
    let mut s = Search {
        budget: RESIST_BUDGET,
        cut: true,
        seen,
    };
    let mut depth = 0;
    // Deeper while some line was cut short and the budget lasts.
    while s.cut && options.len() > 1 {
        s.cut = false;
        let mut best: Option<(usize, Edge)> = None;
        for &y in &options {
            let z = r
                .mate(y)
                .expect("a free neighbour would enlarge the matching");
            s.seen[index(x)] = true;
            s.seen[index(y)] = true;
            let length = lasts(r, z, depth, &mut s);
            (s.seen[index(x)], s.seen[index(y)]) = (false, false);
            let Some(length) = length else {
                return Some(choice);
            };
            if best.is_none_or(|(l, _)| length > l) {
                best = Some((length, y));
            }
        }
        choice = best.map_or(choice, |(_, y)| y);
        depth += 1;
    }
    Some(choice)
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
            false => resist(&r, v, &mut seen).inspect(|_| r.leave(v)),
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
