//! The maximum matching read off the network after the flow: the tokens on each cell, paired
//! in order. Reading a mate is `O(1)`.

use super::{Board, EAST, Edge, NORTH, Network, SOUTH, WEST};
#[cfg(not(judge))]
use super::{Stages, Work};

/// A maximum matching of the medial graph, read off the network after the flow: each cell's
/// tokens, paired in order (see [`Matching::tokens`]). Nothing is built for it, so a board the
/// search skips costs no pass over its edges.
pub struct Matching {
    pub(super) net: Network,
}

impl Matching {
    /// Matched pairs among the edges of the network: the start's component, or the whole
    /// board (`Work::whole_board`). Counted edge by edge, each `H` edge whose mate names it
    /// back.
    #[cfg(not(judge))]
    pub fn size(&self) -> usize {
        let net = &self.net;
        let hs = (0..net.cell_count()).flat_map(|i| self.tokens(net.nth_cell(i)).0);
        hs.flatten()
            .filter(|&h| self.mate(h).and_then(|v| self.mate(v)) == Some(h))
            .count()
    }

    /// The `H` and the `V` tokens on cell `c` (see `Network::out`): `H(c)` unmoved, `H(c − 1)`
    /// moved, `V(c)` unmoved, `V(c − w)` moved. The `i`-th present `H` token is paired with the
    /// `i`-th present `V` token.
    #[cfg(not(judge))]
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

    #[cfg(not(judge))]
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

/// [`max_matching`] with the flow's stages switched as the tests ask.
#[doc(hidden)]
#[cfg(not(judge))]
pub fn max_matching_in_stages(board: &Board, stages: Stages) -> Matching {
    let mut net = Network::new(board);
    net.without_global_relabels = !stages.global_relabels;
    if stages.greedy {
        net.greedy();
    }
    net.push_relabel();
    Matching { net }
}

#[cfg(not(judge))]
impl Matching {
    /// The flow's work, for the tests' guard.
    #[doc(hidden)]
    pub fn work(&self) -> Work {
        self.net.work
    }
}
