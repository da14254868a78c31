//! Hooks for the tests: the flow with a stage turned off, and the size of a matching. Not part
//! of the game; a judge's build leaves them out.

use super::board::Board;
use super::matching::Matching;
use super::network::Network;

/// Which stages of the flow run; the tests turn them off one at a time.
#[derive(Clone, Copy, Debug)]
pub struct Stages {
    pub greedy: bool,
    pub global_relabels: bool,
}

/// [`super::max_matching`] with the flow's stages switched as the tests ask.
pub fn max_matching_in_stages(board: &Board, stages: Stages) -> Matching {
    let mut net = Network::new(board);
    net.global_relabels = stages.global_relabels;
    if stages.greedy {
        net.greedy();
    }
    net.push_relabel();
    Matching { net }
}

/// Matched pairs among the edges of the network: the start's component, or the whole
/// board (`Count::WholeBoards`). Counted edge by edge, each `H` edge whose mate names it
/// back.
pub fn size(m: &Matching) -> usize {
    let net = &m.net;
    let hs = (0..net.cell_count()).flat_map(|i| m.tokens(net.nth_cell(i)).0);
    hs.flatten()
        .filter(|&h| m.mate(h).and_then(|v| m.mate(v)) == Some(h))
        .count()
}
