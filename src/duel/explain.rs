//! `duel --explain`: the winning first move, or every first move with the reply that wins
//! against it, by alternating paths over edges and their mates. A judge never runs it.

use super::{Board, EAST, Edge, Matching, NONE, NORTH, SOUTH, WEST, first_player_wins};
use std::collections::HashMap;

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

pub(super) fn name(e: Edge) -> usize {
    match e {
        Edge::H(c) | Edge::V(c) => c as usize,
    }
}

/// Where an alternating path found by [`alternating_path`] ends: the edge of `w`'s orientation
/// on it, and the unmatched edge next to it.
pub(super) type PathEnd = (Edge, Edge);

/// A search from `w`, the start's mate, along alternating paths for an unmatched edge of the
/// start's orientation: found, (the edge of `w`'s orientation next to it, the free edge).
/// `parent` records, for each edge of `w`'s orientation reached, the one it was reached from.
/// The search never passes through the start: the start's mate is `w` itself.
pub(super) fn alternating_path(
    board: &Board,
    m: &Matching,
    w: Edge,
    parent: &mut [u32],
) -> Option<PathEnd> {
    let mut todo = vec![w];
    parent[name(w)] = name(w) as u32;
    while let Some(l) = todo.pop() {
        for r in board.moves(l) {
            let Some(next) = m.mate(r) else {
                return Some((l, r));
            };
            if parent[name(next)] == NONE {
                parent[name(next)] = name(l) as u32;
                todo.push(next);
            }
        }
    }
    None
}

/// `--explain`: whether the first player wins ([`first_player_wins`]), and the lines after
/// the verdict, from the matching. On a win, the move to the start's mate. On a loss, a
/// maximum matching without the start: `m` itself if it leaves the start out, else `m` with
/// an alternating path that frees it flipped (found from the start's mate `w`: an augmenting
/// path for `m − sw` in `G − s` must end at `w`); and for each first move the reply along
/// it. Only a loss needs the alternating search, which on a win would search in vain over
/// most of a large board. Not on the judge path.
pub fn explain(board: &Board, m: Matching) -> (bool, Vec<String>) {
    let s = board.start;
    if first_player_wins(board, &m) {
        let w = m
            .mate(s)
            .expect("a start in every maximum matching is matched");
        let lines = vec![
            format!("Winning first move: turn {}.", board.describe(s, w)),
            "Theorem: the start lies in every maximum matching of its component; the first \
             player moves along one and always has an answer."
                .into(),
        ];
        return (true, lines);
    }
    let mut parent = vec![NONE; board.free.len()];
    let found = m
        .mate(s)
        .map(|w| (w, alternating_path(board, &m, w, &mut parent)));
    // The pairs the flipped path changes, over the network's own pairing.
    let mut flipped: HashMap<Edge, Edge> = HashMap::new();
    let mate = |flipped: &HashMap<Edge, Edge>, e| flipped.get(&e).copied().or_else(|| m.mate(e));
    if let Some((w, Some((mut l, mut r)))) = found {
        let same_as_w = |c: u32| match w {
            Edge::H(_) => Edge::H(c),
            Edge::V(_) => Edge::V(c),
        };
        loop {
            let old = mate(&flipped, l).expect("every edge on the path is matched");
            flipped.insert(l, r);
            flipped.insert(r, l);
            if l == w {
                break;
            }
            (l, r) = (same_as_w(parent[name(l)]), old);
        }
        // The start still names `w`, but the start is nobody's mate any more.
    }
    let mut lines: Vec<String> = board
        .moves(s)
        .map(|f| {
            let g = mate(&flipped, f).expect("a free neighbour would enlarge a maximum matching");
            format!(
                "If the first player turns {}, the second player turns {}.",
                board.describe(s, f),
                board.describe(f, g)
            )
        })
        .collect();
    if lines.is_empty() {
        let line = "The first player has no legal move, so he loses at once.";
        return (false, vec![line.into()]);
    }
    lines.push(
        "Theorem: some maximum matching of the component leaves the start out; every first \
         move lands on a matched configuration, and the second player answers along it."
            .into(),
    );
    (false, lines)
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
        let colour = |c: usize| (c / self.width + c % self.width) % 2;
        let (piece, other) = if colour(old) == colour(self.a) {
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
