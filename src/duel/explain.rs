//! `duel --explain`: the winning first move, or every first move with the reply that wins
//! against it, then the whole game. A judge never runs it.

use super::board::{Board, Edge};
use super::line::whole_game;
use super::matching::{Matching, first_player_wins};
use super::network::{EAST, NORTH, SOUTH, WEST};
use super::remaining::Remaining;

impl Matching {
    /// The `H` and the `V` tokens on cell `c` (see `Network::out`): `H(c)` unmoved, `H(c − 1)`
    /// moved, `V(c)` unmoved, `V(c − w)` moved. The `i`-th present `H` token is paired with the
    /// `i`-th present `V` token.
    pub(super) fn tokens(&self, c: usize) -> ([Option<Edge>; 2], [Option<Edge>; 2]) {
        let (net, w) = (&self.net, self.net.step[SOUTH] as usize);
        let at = |c: usize, d: usize, e: fn(u32) -> Edge, name: usize| {
            net.out(c, d).then(|| e(name as u32))
        };
        (
            [at(c, EAST, Edge::H, c), at(c, WEST, Edge::H, c - 1)],
            [
                at(c + w, NORTH, Edge::V, c),
                at(c - w, SOUTH, Edge::V, c - w),
            ],
        )
    }

    pub(super) fn mate(&self, e: Edge) -> Option<Edge> {
        let (hs, vs) = self.tokens(self.holder(e));
        let (own, other) = match e {
            Edge::H(_) => (hs, vs),
            Edge::V(_) => (vs, hs),
        };
        // `e`'s rank among the present tokens of its orientation, then the present token of
        // the other orientation with that rank.
        let rank = match own {
            [Some(f), _] if f == e => 0,
            [first, Some(f)] if f == e => usize::from(first.is_some()),
            _ => return None,
        };
        match (rank, other) {
            (0, [Some(f), _] | [None, Some(f)]) | (1, [Some(_), Some(f)]) => Some(f),
            _ => None,
        }
    }
}

/// `--explain`: whether the first player wins ([`first_player_wins`]), and the lines after
/// the verdict, from the matching. On a win, the move to the start's mate. On a loss, a
/// maximum matching without the start (`Remaining::free`: an alternating path from the
/// start's mate), and for each first move the reply along it. Then the whole game
/// ([`whole_game`]), with the board after every move when `boards` is set. Only a loss needs
/// the alternating search, which on a win would search in vain over most of a large board.
/// Not on the judge path.
pub fn explain(board: Board, m: Matching, boards: bool) -> (bool, Vec<String>) {
    let s = board.start;
    let first_wins = first_player_wins(&board, &m);
    if !first_wins && board.moves(s).next().is_none() {
        let line = "The first player has no legal move, so he loses at once.";
        return (false, vec![line.into()]);
    }
    let mut r = Remaining::new(board, m);
    if !first_wins {
        r.free(s);
    }
    let (board, mut lines) = (&r.board, Vec::new());
    if first_wins {
        let w = r
            .mate(s)
            .expect("a start in every maximum matching is matched");
        lines.push(format!(
            "Winning first move: turn {}.",
            board.describe(s, w)
        ));
        lines.push(
            "Theorem: the start lies in every maximum matching of its component; the first \
             player moves along one and always has an answer."
                .into(),
        );
    } else {
        for f in board.moves(s) {
            let g = r
                .mate(f)
                .expect("a free neighbour would enlarge a maximum matching");
            lines.push(format!(
                "If the first player turns {}, the second player turns {}.",
                board.describe(s, f),
                board.describe(f, g)
            ));
        }
        lines.push(
            "Theorem: some maximum matching of the component leaves the start out; every first \
             move lands on a matched configuration, and the second player answers along it."
                .into(),
        );
    }
    lines.extend(whole_game(r, first_wins, boards));
    (first_wins, lines)
}

impl Board {
    /// 1-based row and column (the padding makes the padded indices exactly that).
    pub(super) fn at(&self, cell: usize) -> (i64, i64) {
        ((cell / self.width) as i64, (cell % self.width) as i64)
    }

    /// The move from configuration `from` to `to` (perpendicular edges sharing a cell) in
    /// words: which piece turns, from where, which way around which, to where.
    pub(super) fn describe(&self, from: Edge, to: Edge) -> String {
        let [f0, f1] = self.cells(from);
        let [t0, t1] = self.cells(to);
        let pivot = if f0 == t0 || f0 == t1 { f0 } else { f1 };
        let old = f0 + f1 - pivot;
        let new = t0 + t1 - pivot;
        let (piece, other) = if old == self.pieces(from)[0] {
            ("A", "B")
        } else {
            ("B", "A")
        };
        let ((pr, pc), (or, oc), (nr, nc)) = (self.at(pivot), self.at(old), self.at(new));
        // Rows grow downwards, so a positive cross product turns clockwise on the page.
        let cross = (oc - pc) * (nr - pr) - (or - pr) * (nc - pc);
        let way = if cross > 0 {
            "clockwise"
        } else {
            "counterclockwise"
        };
        format!(
            "{piece} at (row {or}, column {oc}) {way} around {other} at (row {pr}, column {pc}) \
             to (row {nr}, column {nc})"
        )
    }
}
