//! The explanation's mode of the search: every state caught in layers of the fixed point, one
//! round of play each, with the round recorded (`CaptureRounds`). `O(N²)` memory for the
//! record, on top of the search's.

use super::graph::Graph;
use super::moves::Moves;
use super::rounds::settle;
use super::watch::{Mode, Watch};
use crate::bits::{Rows, for_each_one, ones};

/// For `--explain` ([`capture_rounds`]): for every state with Takahashi to move, the round in
/// which Aoki catches Takahashi when Takahashi delays as long as he can and Aoki hurries
/// (`u32::MAX`: never). A round is Takahashi's move, then Aoki's; the round of the capture
/// counts, and `s = r` is 0. With Aoki to move, only whether he catches him: a safe first move
/// needs no more.
#[derive(Default)]
pub struct CaptureRounds {
    n: usize,
    /// Takahashi to move at `(s, r)`, at `r · N + s`.
    taka: Vec<u32>,
    aoki: Rows,
    /// The layered watch search's scan, per column (see `places`): downwards or not.
    down: Vec<bool>,
}

impl CaptureRounds {
    /// Whether Aoki, to move at `(s, r)`, catches Takahashi.
    pub fn aoki_catches(&self, s: usize, r: usize) -> bool {
        self.aoki.get(s, r)
    }

    /// The round of the capture with Takahashi to move at `(s, r)` (`u32::MAX`: never).
    pub fn round(&self, s: usize, r: usize) -> u32 {
        self.taka[r * self.n + s]
    }

    /// Asks the cache for the round of `(s, r)`, to be read soon.
    pub(super) fn prefetch(&self, s: usize, r: usize) {
        crate::prefetch::prefetch(&self.taka, r * self.n + s);
    }

    /// The round in which Aoki, to move with Takahashi on `s` and himself on `r`, catches him at
    /// the latest as Aoki hurries: 0 now, else one more than the best state he can move to
    /// (`u32::MAX`: never); and that move.
    pub fn aoki_hurries(&self, g: &Graph, s: usize, r: usize) -> (u32, usize) {
        g.moves_from(r)
            .map(|q| match q == s {
                true => (0, q),
                false => (self.round(s, q), q),
            })
            .min()
            .unwrap_or((u32::MAX, r))
    }

    /// Takahashi's move from `s` against Aoki on `r` that delays the capture longest: onto Aoki
    /// at once only when every move is caught in this round (stay first, then by vertex).
    pub fn takahashi_delays(&self, g: &Graph, s: usize, r: usize) -> usize {
        let mut best = (0, s);
        for to in g.moves_from(s) {
            let later = match to == r {
                true => 0,
                false => self.aoki_hurries(g, to, r).0,
            };
            if later > best.0 {
                best = (later, to);
            }
        }
        best.1
    }
}

/// The round of every state with Takahashi to move: the rounds and the watch search of the
/// judge path, writing rounds as they catch states. Both go in layers of the fixed point, so
/// `T(s, r)` is caught in the round of its last move's `A` state (Takahashi delays), and
/// `A(s', r)` one round after the first `T(s', r')` with `r' ∈ N⁺[r]` (Aoki hurries); of the
/// `A` states only the caught set is kept. The rounds hand over to the search by the cost
/// rule, or after `split` rounds; the rounds recorded do not depend on it.
pub(super) fn capture_rounds_split(g: &Graph, split: Option<usize>) -> CaptureRounds {
    let mut rounds = CaptureRounds {
        n: g.n,
        taka: vec![u32::MAX; g.n * g.n],
        ..Default::default()
    };
    settle(g, split, &mut rounds);
    rounds
}

/// The round of every state with Takahashi to move (see [`CaptureRounds`]).
pub fn capture_rounds(g: &Graph) -> CaptureRounds {
    capture_rounds_split(g, None)
}

impl Mode for CaptureRounds {
    const LAYERS: bool = true;

    fn caught(&mut self, s: usize, r: usize, round: u32) {
        self.taka[r * self.n + s] = round;
    }

    fn settled(&mut self, aoki: Rows) {
        self.aoki = aoki;
    }

    fn renamed(self, pos: &[u32]) -> CaptureRounds {
        let n = pos.len();
        // Taken: the old table goes when this returns.
        let mut taka = vec![0; n * n];
        for (i, row) in self.taka.chunks_exact(n).enumerate() {
            let to = &mut taka[pos[i] as usize * n..][..n];
            for (&value, &j) in row.iter().zip(pos) {
                to[j as usize] = value;
            }
        }
        let aoki = self.aoki.renamed(pos);
        CaptureRounds {
            n,
            taka,
            aoki,
            ..Default::default()
        }
    }

    /// In layers, a watcher moves each time the state it watches closes before its last
    /// move's, so it had best watch the move that closes last. A column's states tend to close
    /// in a wave through some order of the vertices, and its scan goes against the wave: where
    /// more of the column's closed states lie below its own vertex's place when the search
    /// starts, the wave goes up and the scan watches from the top down, else from the bottom
    /// up. The order is the one of two that puts more closed states on their column's larger
    /// side ([`sides`]): the vertex order, or the vertices by how many of their `A` states are
    /// closed, fewest first, which no renaming of the input changes. `src/tests/tag/` guards the
    /// watcher moves per state on the shapes where each order wins.
    fn places(&mut self, aoki: &Rows, n: usize) -> Vec<usize> {
        let in_order: Vec<usize> = (0..n).collect();
        let mut by_closed = in_order.clone();
        by_closed.sort_by_key(|&v| ones(aoki.row(v)));
        let mut ranked = vec![0; n];
        for (k, &v) in by_closed.iter().enumerate() {
            ranked[v] = k;
        }
        let one_sided = |sides: &[(usize, usize)]| -> usize {
            sides.iter().map(|&(below, above)| below.max(above)).sum()
        };
        let (in_order_sides, ranked_sides) = (sides(aoki, &in_order), sides(aoki, &ranked));
        let (place, sides) = if one_sided(&ranked_sides) > one_sided(&in_order_sides) {
            (ranked, ranked_sides)
        } else {
            (in_order, in_order_sides)
        };
        self.down = sides.iter().map(|&(below, above)| below > above).collect();
        place
    }

    /// Downwards from the place of the move that just closed (`low − 1`, passed over as
    /// closed), or from the top at `low = 0`.
    fn open_move(&self, moves: Moves<'_>, closed: &[u64], r: usize, low: usize) -> Option<u16> {
        if self.down[r] {
            let below = if low == 0 { self.n } else { low };
            moves.last_open(closed, below)
        } else {
            moves.first_open(closed, low)
        }
    }

    fn finish(search: &mut Watch<'_, Self>, first: u32, _: &[u32]) {
        search.layers(first);
    }
}

/// Per column `r`, how many of its caught `A(s, r)` (`aoki`: row `s`, bit `r`) have their `s`
/// placed below `r`, and how many above.
fn sides(aoki: &Rows, place: &[usize]) -> Vec<(usize, usize)> {
    let mut sides = vec![(0, 0); place.len()];
    for (s, &at) in place.iter().enumerate() {
        for_each_one(aoki.row(s), |r| {
            let (below, above) = &mut sides[r];
            *below += usize::from(at < place[r]);
            *above += usize::from(at > place[r]);
        });
    }
    sides
}
