//! `tag --explain`, and the input as lists for the tests: the parts of the game that a judge
//! never runs, so that the bundle leaves them out.

use super::*;
use crate::prefetch::prefetch;

/// One parsed judge input (0-based vertices).
pub struct Input {
    pub graph: Graph,
    pub queries: Vec<(u32, u32)>,
}

/// Parses and validates one input: sizes first, checked, then what they size.
pub fn parse(bytes: &[u8]) -> Result<Input, String> {
    let t = Tokens::new(bytes)?;
    let graph = read_graph(&t)?;
    let q = read_count(&t, "Q", 1, MAX_Q)?;
    let mut queries = Vec::with_capacity(q as usize);
    vertex_pairs(&t, q, graph.n, QUERY, |s, r| queries.push((s, r)))?;
    t.finish()?;
    Ok(Input { graph, queries })
}

/// One `YES`/`NO` line per query, as the judge path writes them (the tests compare the
/// outcomes of every split between the methods through this).
pub fn answer(outcome: &Outcome, queries: &[(u32, u32)]) -> Vec<u8> {
    let mut out = Answers::new(queries.len());
    for &(s, r) in queries {
        out.push(outcome, s, r);
    }
    out.into_bytes()
}

/// For `--explain` ([`capture_rounds`]): for every state with Takahashi to move, the round in
/// which Aoki catches Takahashi when Takahashi delays as long as he can and Aoki hurries
/// (`u32::MAX`: never). A round is Takahashi's move, then Aoki's; the round of the capture
/// counts, and `s = r` is 0. With Aoki to move, only whether he catches him: a safe first move
/// needs no more.
#[derive(Default)]
pub struct CaptureRounds {
    n: usize,
    /// Takahashi to move at `(s, r)`, at `r · N + s`.
    pub taka: Vec<u32>,
    aoki: Rows,
    /// The layered watch search's scan, per column (see `places`): downwards or not.
    down: Vec<bool>,
}

impl CaptureRounds {
    /// Whether Aoki, to move at `(s, r)`, catches Takahashi.
    pub fn aoki_catches(&self, s: usize, r: usize) -> bool {
        self.aoki.get(s, r)
    }
}

impl Recorder for CaptureRounds {
    const LAYERS: bool = true;

    fn taka(&mut self, s: usize, r: usize, round: u32) {
        self.taka[r * self.n + s] = round;
    }

    fn settled(&mut self, aoki: Rows) {
        self.aoki = aoki;
    }

    fn renamed(self, pos: &[u32]) -> CaptureRounds {
        let n = pos.len();
        // Taken: the old table goes when this returns (the peak is elsewhere: 62 MB either way
        // on the shuffled chain with back edges at N = 2000).
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

    fn finish(search: &mut Watch<'_, Self>, first: u32, _: &[u32]) {
        search.layers(first);
    }

    /// In layers, a watcher moves each time the state it watches closes before its last
    /// move's, so it had best watch the move that closes last. A column's states tend to close
    /// in a wave through some order of the vertices, and its scan goes against the wave: where
    /// more of the column's closed states lie below its own vertex's place when the search
    /// starts, the wave goes up and the scan watches from the top down, else from the bottom
    /// up. The order is the one of two that puts more closed states on their column's larger
    /// side ([`sides`]): the vertex order, or the vertices by how many of their `A` states are
    /// closed, fewest first, which no renaming of the input changes. Watcher moves at
    /// `N = 2000`: 1.8 M on the chain with back edges and on the DAG in order or shuffled,
    /// which keep the vertex order (8.3 M in the pseudo-random order, 150–170 M with the sides
    /// swapped); 3.1 M on the shuffled chain, by the closed states (7.8 M in the vertex order).
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
    fn open_move(
        search: &mut Watch<'_, Self>,
        p: usize,
        r: usize,
        low: usize,
    ) -> (Option<u16>, u64) {
        if search.record.down[r] {
            let high = if low == 0 { search.g.n } else { low };
            search.last_open(p, r, high)
        } else {
            search.first_open(p, r, low)
        }
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

/// The round of every state with Takahashi to move: the rounds and the watch search of the
/// judge path, writing rounds as they catch states. Both go in layers of the fixed point, so
/// `T(s, r)` is caught in the round of its last move's `A` state (Takahashi delays), and
/// `A(s', r)` one round after the first `T(s', r')` with `r' ∈ N⁺[r]` (Aoki hurries); of the
/// `A` states only the caught set is kept. `handover` as for [`solve_counted`]; the rounds do
/// not depend on it. Also the work done, for the tests' guard.
pub fn capture_rounds(g: &Graph, handover: Handover) -> (CaptureRounds, Work) {
    let mut rounds = CaptureRounds {
        n: g.n,
        taka: vec![u32::MAX; g.n * g.n],
        ..Default::default()
    };
    let (_, work) = settle(g, handover, &mut rounds);
    (rounds, work)
}

/// The explain line of one query: the verdict, then a safe first move or the capture round.
pub fn explain_query(g: &Graph, rounds: &CaptureRounds, query: (u32, u32)) -> String {
    let mut line = Vec::new();
    write_line(g, rounds, query, &mut line);
    String::from_utf8(line).expect("ASCII")
}

/// [`explain_query`] written onto the end of `out`, without a line of its own.
fn write_line(g: &Graph, rounds: &CaptureRounds, (s, r): (u32, u32), out: &mut Vec<u8>) {
    let (n, s, r) = (g.n, s as usize, r as usize);
    let (text, number) = match rounds.taka[r * n + s] {
        u32::MAX => {
            // A move after which Aoki cannot force capture: onto an `A` state never caught.
            let safe = |q: usize| !rounds.aoki_catches(q, r);
            if safe(s) {
                ("YES: stay on ", s + 1)
            } else {
                let q = g
                    .successors(s)
                    .iter()
                    .map(|&q| q as usize)
                    .find(|&q| safe(q));
                ("YES: move to ", q.expect("an escape has a safe move") + 1)
            }
        }
        0 => return out.extend_from_slice(b"NO: caught in round 0 (S = R)"),
        k => ("NO: caught in round ", k as usize),
    };
    out.extend_from_slice(text.as_bytes());
    // Digits by hand: `format!` per line was most of the time at 200 000 queries.
    let mut digits = [0u8; 20];
    let (mut at, mut v) = (digits.len(), number);
    loop {
        at -= 1;
        digits[at] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[at..]);
}

/// What [`explained`] prints, for a usage text.
pub const EXPLAINED: &str = "per query instead `YES: stay on V` or `YES: move to V` (a first move \
                             that keeps him safe), or `NO: caught in round K` (Takahashi delays, \
                             Aoki hurries; a round is his move then Aoki's), `NO: caught in round \
                             0 (S = R)` when he starts caught.";

/// One line of [`explain_query`] per query.
pub fn explained(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let input = parse(bytes)?;
    let (rounds, _) = capture_rounds(&input.graph, Handover::Auto);
    // Most lines are under 32 bytes: one allocation, no copies as it grows.
    let mut text = Vec::with_capacity(32 * input.queries.len());
    let n = input.graph.n;
    for (i, &query) in input.queries.iter().enumerate() {
        // A query's round is a miss of its own in a table of `N²` (16 MB at `N = 2000`): asked
        // for 16 queries ahead, the misses overlap.
        if let Some(&(s, r)) = input.queries.get(i + 16) {
            prefetch(&rounds.taka, r as usize * n + s as usize);
        }
        write_line(&input.graph, &rounds, query, &mut text);
        text.push(b'\n');
    }
    Ok(text)
}
