//! The configurations a game has not visited yet, and a maximum matching of them kept up to
//! date as the game goes: the solver's matching, with the pairs that changed on top. By the
//! theorem (module doc) the player to move at `v` wins iff `v` is in every maximum matching
//! of the unvisited configurations, `v` included; so the line and the analysis board read
//! every value off this matching. Each search is `O(V + E)` over the component; changes are
//! logged, so a move is taken back exactly.

use super::board::{Board, Edge};
use super::matching::Matching;

/// A configuration's place in the flat tables: `H(c)` at `2c`, `V(c)` at `2c + 1`.
pub(super) fn index(e: Edge) -> usize {
    match e {
        Edge::H(c) => 2 * c as usize,
        Edge::V(c) => 2 * c as usize + 1,
    }
}

/// In `over`: the mate is the solver's, or there is none now; else the mate's index.
const SAME: u32 = u32::MAX;
const UNMATCHED: u32 = u32::MAX - 1;

/// One logged change: a configuration's entry in `over` before, or a visit.
enum Change {
    Mate(Edge, u32),
    Visit(Edge),
}

/// The unvisited configurations with a maximum matching of them.
pub(super) struct Remaining {
    pub(super) board: Board,
    base: Matching,
    /// Mates that differ from the solver's matching, by [`index`].
    over: Vec<u32>,
    visited: Vec<bool>,
    log: Vec<Change>,
}

impl Remaining {
    /// Nothing visited yet, the solver's matching.
    pub(super) fn new(board: Board, base: Matching) -> Self {
        let len = 2 * board.free.len();
        Remaining {
            board,
            base,
            over: vec![SAME; len],
            visited: vec![false; len],
            log: Vec::new(),
        }
    }

    /// The length of a table over every configuration, by [`index`].
    pub(super) fn table_len(&self) -> usize {
        self.over.len()
    }

    pub(super) fn mate(&self, e: Edge) -> Option<Edge> {
        match self.over[index(e)] {
            SAME => self.base.mate(e),
            UNMATCHED => None,
            m if m % 2 == 0 => Some(Edge::H(m / 2)),
            m => Some(Edge::V(m / 2)),
        }
    }

    pub(super) fn visited(&self, e: Edge) -> bool {
        self.visited[index(e)]
    }

    /// The configurations one move from `e` that the game has not visited.
    pub(super) fn moves(&self, e: Edge) -> impl Iterator<Item = Edge> + '_ {
        self.board.moves(e).filter(|f| !self.visited(*f))
    }

    fn set_mate(&mut self, e: Edge, m: Option<Edge>) {
        let new = m.map_or(UNMATCHED, |m| index(m) as u32);
        let before = std::mem::replace(&mut self.over[index(e)], new);
        self.log.push(Change::Mate(e, before));
    }

    fn visit(&mut self, e: Edge) {
        self.visited[index(e)] = true;
        self.log.push(Change::Visit(e));
    }

    /// `e` and `w`, a matched pair, both unmatched.
    fn unpair(&mut self, e: Edge, w: Edge) {
        self.set_mate(e, None);
        self.set_mate(w, None);
    }

    /// Where the log stands, for [`Remaining::rollback`].
    pub(super) fn mark(&self) -> usize {
        self.log.len()
    }

    /// Undoes every change since `mark`.
    pub(super) fn rollback(&mut self, mark: usize) {
        for change in self.log.drain(mark..).rev() {
            match change {
                Change::Mate(e, before) => self.over[index(e)] = before,
                Change::Visit(e) => self.visited[index(e)] = false,
            }
        }
    }

    /// An alternating path from the unmatched `from` to an unmatched configuration of the
    /// other orientation other than `avoid`: the configurations `x₁ … x_k` reached along
    /// unmatched moves (`x_{i+1}` one move from the mate of `x_i`), `x_k` unmatched. Pairing
    /// `from` with `x₁` and each old mate of `x_i` with `x_{i+1}` grows the matching by one.
    fn path(&self, from: Edge, avoid: Option<Edge>) -> Option<Vec<Edge>> {
        // Each reached configuration of the other orientation, with the one it came from.
        // `O(cells)` to set up, as much as the search may cost.
        let mut came_from: Vec<Option<Edge>> = vec![None; self.over.len()];
        let mut todo = vec![from];
        while let Some(p) = todo.pop() {
            let own = self.mate(p);
            for x in self.moves(p) {
                if Some(x) == own || Some(x) == avoid || came_from[index(x)].is_some() {
                    continue;
                }
                came_from[index(x)] = Some(p);
                match self.mate(x) {
                    Some(q) => todo.push(q),
                    None => {
                        let mut xs = vec![x];
                        let mut at = p;
                        while at != from {
                            let x = self.mate(at).expect("reached through its mate");
                            xs.push(x);
                            at = came_from[index(x)].expect("reached");
                        }
                        xs.reverse();
                        return Some(xs);
                    }
                }
            }
        }
        None
    }

    /// Pairs along a path of [`Remaining::path`].
    fn flip(&mut self, from: Edge, xs: Vec<Edge>) {
        let mut at = Some(from);
        for x in xs {
            let old = self.mate(x);
            let p = at.expect("a path's inner configurations are matched");
            self.set_mate(p, Some(x));
            self.set_mate(x, Some(p));
            at = old;
        }
    }

    /// Whether some maximum matching of the unvisited configurations leaves `e` out: `e` is
    /// unmatched, or an alternating path from its mate frees it. If so, the matching becomes
    /// one that leaves `e` out.
    pub(super) fn free(&mut self, e: Edge) -> bool {
        let Some(w) = self.mate(e) else {
            return true;
        };
        // Without `e`, the matching less `e`'s pair is maximum again iff a path from `w` grows it.
        let mark = self.mark();
        self.unpair(e, w);
        match self.path(w, Some(e)) {
            Some(xs) => {
                self.flip(w, xs);
                true
            }
            None => {
                self.rollback(mark);
                false
            }
        }
    }

    /// The game leaves `e` for good: `e` is visited, its mate unmatched, and an augmenting
    /// path from the mate, if there is one, restores a maximum matching.
    pub(super) fn leave(&mut self, e: Edge) {
        self.visit(e);
        if let Some(w) = self.mate(e) {
            self.unpair(e, w);
            if let Some(xs) = self.path(w, None) {
                self.flip(w, xs);
            }
        }
    }

    /// The winner's move from `v` to its mate `w`: the pair leaves the matching with `v`, and
    /// when `v` is in every maximum matching the rest stays maximum, so nothing is searched.
    pub(super) fn visit_pair(&mut self, v: Edge, w: Edge) {
        self.visit(v);
        self.unpair(v, w);
    }

    /// The winner's move at `v` (in every maximum matching): to its mate.
    pub(super) fn answer(&mut self, v: Edge) -> Edge {
        let w = self.mate(v).expect("the winner's configuration is matched");
        self.visit_pair(v, w);
        w
    }
}
