//! The maximum matching read off the network after the flow: the tokens on each cell, paired
//! in order. Reading a mate is `O(1)`.

use super::{Board, EAST, Edge, NORTH, Network, SOUTH};

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
