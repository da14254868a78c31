//! The maximum matching read off the network after the flow: the tokens on each cell, paired
//! in order. Reading a mate is `O(1)`.

use super::board::{Board, Edge};
use super::network::{EAST, NORTH, Network, SOUTH};
use crate::tally::count;

/// A maximum matching of the medial graph, read off the network after the flow: each cell's
/// tokens, paired in order (see `Matching::tokens`). Nothing is built for it, so a board the
/// search skips costs no pass over its edges.
pub struct Matching {
    pub(super) net: Network,
}

impl Matching {
    /// The cell that holds the token of edge `e`, if `e` is in the network; for an edge outside
    /// it, one of its cells, where `mate` then finds no token.
    pub(super) fn holder(&self, e: Edge) -> usize {
        let (net, w) = (&self.net, self.net.step[SOUTH] as usize);
        match e {
            Edge::H(c) if net.out(c as usize, EAST) => c as usize,
            Edge::H(c) => c as usize + 1,
            Edge::V(c) if net.out(c as usize + w, NORTH) => c as usize,
            Edge::V(c) => c as usize + w,
        }
    }

    /// Whether some edge of the network with the orientation of `e` is unmatched: some cell
    /// holds more tokens of that orientation than of the other (`q' = h − v`).
    pub(super) fn any_unmatched(&self, e: Edge) -> bool {
        self.net
            .any_charge(if matches!(e, Edge::H(_)) { 1 } else { -1 })
    }
}

/// The best placement (a maximum flow); its tokens, paired cell by cell, are the matching.
pub fn max_matching(board: &Board) -> Matching {
    let mut net = Network::new(board);
    net.greedy();
    net.push_relabel();
    Matching { net }
}

/// Whether the first player wins: every maximum matching covers the start. Some maximum
/// matching leaves the start out iff the cell holding its token can be given an
/// unmatched token of its orientation without losing a pair: for `H`, iff a surplus cell
/// reaches it along residual arcs, for `V`, iff it reaches a deficit cell (module doc). The
/// search goes over cells, a word each, where the explanation's alternating search goes over
/// edges and their mates, three cells' words each. When no edge of the start's orientation is
/// unmatched, the start is matched in every maximum matching, and nothing is searched: on an
/// open board, whose matching is perfect, the search would reach every cell.
pub fn first_player_wins(board: &Board, m: &Matching) -> bool {
    let (net, start) = (&m.net, board.start);
    if !m.any_unmatched(start) {
        return true;
    }
    count!(FinalSearches);
    let sign = if matches!(start, Edge::H(_)) { 1 } else { -1 };
    !net.reaches_charge(m.holder(start), sign)
}
