//! The cell network and its flow: residual arcs, charges and labels packed per cell, a greedy
//! start and FIFO push-relabel with global relabels (module doc of `duel` for the proof and the
//! cost).

use super::board::{Board, Edge};
use crate::bits::Bits;
use crate::prefetch::prefetch;
use crate::tally::count;
use std::collections::VecDeque;

/// The cell network: per cell its residual arcs, its charge and its push-relabel label, in one
/// word.
pub(super) struct Network {
    /// Offsets to the neighbour east, south, west and north (direction `d` is bit `d`).
    pub(super) step: [isize; 4],
    /// Bit `d` (0–3): a residual arc from the cell toward direction `d`. An `H` edge carries
    /// charge west to east while its token is on the west cell, and back once moved; a `V` edge
    /// south to north while its token is on the north cell, and back once moved. Bits 4–6:
    /// the charge `q' = h_c − v_c` under the current placement, plus 2 (it lies in −2..=2, as
    /// a cell holds at most two tokens of each orientation). Bit 7: reached by the global
    /// relabel under way. Bits 8 and up: the label. One word, so that a look at a cell is one
    /// memory access.
    pub(super) cell: Vec<u32>,
    /// The cells of the start's component, when the network is built on it alone.
    pub(super) only: Option<Vec<u32>>,
}

/// Where the label starts in a cell's word, the bits below it, the bit that marks a cell
/// reached by a global relabel, and a charge of 0.
pub(super) const LABEL: u32 = 8;
pub(super) const BELOW_LABEL: u32 = (1 << LABEL) - 1;
pub(super) const ARCS_AND_CHARGE: u32 = 127;
pub(super) const SEEN: u32 = 128;
pub(super) const CHARGE_ZERO: u32 = 2 << 4;
pub(super) const EAST: usize = 0;
pub(super) const SOUTH: usize = 1;
pub(super) const WEST: usize = 2;
pub(super) const NORTH: usize = 3;
/// The order in which the greedy start and push-relabel try a cell's arcs. It matters: east
/// first was slower on every walled board, and east first in the greedy start alone leaves
/// push-relabel more global relabels (`benches/README.md`, the ideas tried).
pub(super) const ARC_ORDER: [usize; 4] = [NORTH, SOUTH, EAST, WEST];

impl Network {
    /// The network of the start's component if it is small (a capped BFS over its edges), else
    /// of the whole board, every component at once: finding a large component costs more than
    /// solving the others alongside it, while on a board mostly of walls it is all that counts.
    pub(super) fn new(board: &Board) -> Network {
        let w = board.width;
        let cells = board.free.len();
        let mut net = Network {
            step: [1, w as isize, -1, -(w as isize)],
            cell: vec![CHARGE_ZERO; cells],
            only: None,
        };
        let mut add = |e: Edge| match e {
            // Initial placement: `H` on its west cell, `V` on its north cell.
            Edge::H(c) => {
                net.cell[c as usize] |= 1 << EAST;
                net.add_charge(c as usize, 1);
            }
            Edge::V(c) => {
                net.cell[c as usize + w] |= 1 << NORTH;
                net.add_charge(c as usize, -1);
            }
        };
        match board.small_component(cells / 16) {
            Some(edges) => {
                let mut touched: Vec<u32> = Vec::with_capacity(2 * edges.len());
                for e in edges {
                    add(e);
                    touched.extend(board.cells(e).map(|c| c as u32));
                }
                touched.sort_unstable();
                touched.dedup();
                net.only = Some(touched);
            }
            None => {
                for c in w..cells - w {
                    if board.free[c] && board.free[c + 1] {
                        add(Edge::H(c as u32));
                    }
                    if board.free[c] && board.free[c + w] {
                        add(Edge::V(c as u32));
                    }
                }
            }
        }
        if net.only.is_none() {
            count!(WholeBoards);
        }
        net
    }

    /// How many cells the flow works on, and the `i`-th of them, ascending: the cells of the
    /// start's component, or every cell inside the padding.
    pub(super) fn cell_count(&self) -> usize {
        let padding = 2 * self.step[SOUTH] as usize;
        self.only
            .as_ref()
            .map_or(self.cell.len() - padding, Vec::len)
    }

    pub(super) fn nth_cell(&self, i: usize) -> usize {
        let first = self.step[SOUTH] as usize;
        self.only
            .as_ref()
            .map_or(first + i, |cells| cells[i] as usize)
    }

    /// [`Network::nth_cell`] for every cell, as its word, in one sweep.
    pub(super) fn for_each_cell(&mut self, mut f: impl FnMut(&mut u32)) {
        let Network { cell, only, .. } = self;
        match only {
            Some(cells) => cells
                .iter()
                .map(|&c| c as usize)
                .for_each(|c| f(&mut cell[c])),
            None => {
                let first = self.step[SOUTH] as usize;
                let last = cell.len() - first;
                cell[first..last].iter_mut().for_each(f);
            }
        }
    }

    /// Asks the processor for the lines of cell `c` and of its neighbours north and south (its
    /// east and west neighbours share its line or the next), so that they arrive before they
    /// are needed.
    pub(super) fn prefetch_around(&self, c: usize) {
        let south = self.step[SOUTH] as usize;
        for c in [c.wrapping_sub(south), c, c + south] {
            prefetch(&self.cell, c);
        }
    }

    pub(super) fn out(&self, c: usize, d: usize) -> bool {
        self.cell[c] >> d & 1 != 0
    }

    /// Whether a cell whose charge has the sign of `sign` is linked with `from` by residual
    /// arcs: a surplus cell (`1`) from which they lead to `from`, or a deficit cell (`-1`) to
    /// which they lead from it. A depth-first search from `from`, a bit per cell.
    pub(super) fn reaches_charge(&self, from: usize, sign: i32) -> bool {
        let mut seen = Bits::new(self.cell.len());
        seen.insert(from);
        let mut todo = vec![from];
        while let Some(c) = todo.pop() {
            if self.charge(c) * sign > 0 {
                return true;
            }
            for d in 0..4 {
                // Backwards, the neighbour on the far side has an arc into `c` iff its bit `d`
                // is set (as in the global relabel).
                let (next, arc) = match sign {
                    -1 => (self.next(c, d), self.out(c, d)),
                    _ => (self.next(c, d ^ 2), self.out(self.next(c, d ^ 2), d)),
                };
                if arc && seen.insert(next) {
                    todo.push(next);
                }
            }
        }
        false
    }

    /// Whether some cell's charge has the sign of `sign`: a surplus (`1`) or a deficit (`-1`).
    pub(super) fn any_charge(&self, sign: i32) -> bool {
        (0..self.cell_count()).any(|i| self.charge(self.nth_cell(i)) * sign > 0)
    }

    pub(super) fn charge(&self, c: usize) -> i32 {
        (self.cell[c] >> 4 & 7) as i32 - 2
    }

    pub(super) fn add_charge(&mut self, c: usize, units: i32) {
        self.cell[c] = self.cell[c].wrapping_add_signed(units << 4);
    }

    pub(super) fn label(&self, c: usize) -> u32 {
        self.cell[c] >> LABEL
    }

    pub(super) fn set_label(&mut self, c: usize, label: u32) {
        self.cell[c] = self.cell[c] & BELOW_LABEL | label << LABEL;
    }

    pub(super) fn next(&self, c: usize, d: usize) -> usize {
        c.wrapping_add_signed(self.step[d])
    }

    /// The residual arcs out of `c`, as (direction, neighbour).
    pub(super) fn arcs(&self, c: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        let mask = self.cell[c];
        ARC_ORDER
            .into_iter()
            .filter(move |d| mask >> d & 1 != 0)
            .map(move |d| (d, self.next(c, d)))
    }

    /// Moves one unit of charge from `c` to its neighbour in direction `d` (moving the token of
    /// the edge between them).
    pub(super) fn push(&mut self, c: usize, d: usize) -> usize {
        let to = self.next(c, d);
        self.cell[c] &= !(1 << d);
        self.cell[to] |= 1 << (d ^ 2);
        self.add_charge(c, -1);
        self.add_charge(to, 1);
        to
    }

    /// The greedy start: from each surplus cell, a depth-first search for a deficit cell. A
    /// cell the search backs out of is dead for good (it is not entered again), so each cell
    /// dies at most once. The label bits, which push-relabel sets before it reads them, mark
    /// the cells entered (the search's number, or `DEAD`): one memory access per cell looked
    /// at, not two.
    pub(super) fn greedy(&mut self) {
        const DEAD: u32 = u32::MAX >> LABEL;
        let mut stack: Vec<(usize, usize)> = Vec::new();
        for i in 0..self.cell_count() {
            let root = self.nth_cell(i);
            if self.charge(root) <= 0 {
                continue;
            }
            // Labels start at 0, so search numbers start at 1.
            let search = i as u32 + 1;
            self.set_label(root, search);
            stack.clear();
            let mut at = root;
            loop {
                let open = |&(_, c): &(usize, usize)| {
                    let mark = self.label(c);
                    mark != search && mark != DEAD
                };
                let next = self.arcs(at).find(open);
                match next {
                    Some((d, c)) => {
                        self.set_label(c, search);
                        stack.push((at, d));
                        at = c;
                        if self.charge(c) < 0 {
                            // Flip the path: the root gives its unit, `c` takes it.
                            for &(from, d) in &stack {
                                self.push(from, d);
                            }
                            count!(GreedyPaths);
                            break;
                        }
                    }
                    None => {
                        self.set_label(at, DEAD);
                        match stack.pop() {
                            Some((back, _)) => at = back,
                            None => break,
                        }
                    }
                }
            }
        }
    }

    /// Labels every cell with its exact distance to the nearest deficit cell along residual
    /// arcs (BFS backwards from the deficits), `unreachable` where there is none.
    ///
    /// It stops early, once it has taken from its queue every surplus cell not known to be
    /// stranded (label `unreachable`: such a region stays stranded, as no push enters or leaves
    /// it). Every cell nearer than the next one in the queue is labelled by then, and every
    /// cell not labelled is further, so its label may rise to one past that cell's, or keep a
    /// higher one: both are at most the distance, and the labels stay valid (`d(u) ≤ d(v) + 1`
    /// along every arc).
    pub(super) fn global_relabel(&mut self, queue: &mut Vec<u32>, unreachable: u32) {
        // Room for every cell and a last cell's four neighbours, made once: what an earlier
        // relabel left is overwritten before it counts (only a prefetch may ask for such a
        // stale cell), so a relabel costs what it reaches, not the whole board.
        queue.resize(self.cell.len() + 4, 0);
        let (mut tail, mut wanted) = (0, 0);
        for i in 0..self.cell_count() {
            let c = self.nth_cell(i);
            let q = self.charge(c);
            if q < 0 {
                self.set_label(c, 0);
                self.cell[c] |= SEEN;
                queue[tail] = c as u32;
                tail += 1;
            }
            wanted += usize::from(q > 0 && self.label(c) < unreachable);
        }
        // Branch-free: every neighbour is written at the tail, which moves on only when the
        // neighbour is new (arcs are present at random, so branches would mispredict).
        let (mut head, mut beyond) = (0, unreachable);
        while head < tail {
            let c = queue[head] as usize;
            let here = self.label(c);
            if wanted == 0 {
                // Every cell nearer than `c` has been reached, and each of them is labelled;
                // the others are at least as far.
                beyond = here;
                break;
            }
            head += 1;
            // The queue says which cells come next: their lines are asked for early, so that
            // the misses overlap (a board's words are far larger than the caches).
            self.prefetch_around(queue[(head + 64).min(tail)] as usize);
            wanted -= usize::from(self.charge(c) > 0);
            let next = (here + 1) << LABEL | SEEN;
            for d in 0..4 {
                // The neighbour `p` on the far side has an arc into `c` iff its bit `d` is set.
                let p = self.next(c, d ^ 2);
                let v = self.cell[p];
                let new = (v >> d & 1 != 0) & (v & SEEN == 0);
                self.cell[p] = if new { v & ARCS_AND_CHARGE | next } else { v };
                queue[tail] = p as u32;
                tail += usize::from(new);
            }
        }
        // Other cells keep any label: they have no arcs, so none is read.
        self.for_each_cell(|v| {
            let raised = *v & BELOW_LABEL | (*v >> LABEL).max(beyond) << LABEL;
            *v = if *v & SEEN != 0 { *v & !SEEN } else { raised };
        });
        count!(GlobalRelabels);
        count!(RelabelVisits, tail);
    }

    /// FIFO push-relabel from every surplus cell; stops when no surplus can reach a deficit.
    pub(super) fn push_relabel(&mut self) {
        let cells = self.cell.len();
        // A label is a lower bound on the residual distance to a deficit; no distance reaches
        // `cells`, so a label that does means the excess is stranded. Labels start at 0.
        let unreachable = cells as u32;
        // No surplus left (an open board after the greedy start): nothing to label or move.
        // A global relabel would reach every cell for nothing.
        if !self.any_charge(1) {
            return;
        }
        let mut scratch = Vec::new();
        // Labels start at 0: the greedy start's marks are not labels.
        self.for_each_cell(|v| *v &= BELOW_LABEL);
        self.global_relabel(&mut scratch, unreachable);
        let mut active: VecDeque<u32> = (0..self.cell_count())
            .map(|i| self.nth_cell(i))
            .filter(|&c| self.charge(c) > 0 && self.label(c) < unreachable)
            .map(|c| c as u32)
            .collect();
        let mut since_global = 0;
        while let Some(c) = active.pop_front() {
            let c = c as usize;
            if let Some(&ahead) = active.get(8) {
                self.prefetch_around(ahead as usize);
            }
            while self.charge(c) > 0 && self.label(c) < unreachable {
                let here = self.label(c);
                // One look at each neighbour: the first admissible arc, or else the lowest
                // label beyond an arc (`unreachable` if there is none).
                let mut lowest = unreachable;
                let admissible = self.arcs(c).find(|&(_, to)| {
                    let label = self.label(to);
                    lowest = lowest.min(label);
                    label + 1 == here
                });
                if let Some((d, _)) = admissible {
                    let to = self.push(c, d);
                    count!(Pushes);
                    if self.charge(to) == 1 {
                        active.push_back(to as u32);
                    }
                    continue;
                }
                let label = (lowest + 1).min(unreachable);
                self.set_label(c, label);
                count!(Relabels);
                since_global += 1;
                if since_global * 10 >= cells {
                    since_global = 0;
                    self.global_relabel(&mut scratch, unreachable);
                }
            }
        }
    }
}
