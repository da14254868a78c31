//! `tag --explain`, and the input as lists for the tests: the parts of the game that a judge
//! never runs, so that the bundle leaves them out.

use super::*;

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
        CaptureRounds { n, taka, aoki }
    }

    fn finish(search: &mut Watch<'_, Self>, first: u32, _: &[u32]) {
        search.layers(first);
    }
}

impl Layer {
    /// Empties the layer, by its columns.
    fn clear(&mut self) {
        for &r in &self.columns {
            self.states[r as usize].clear();
        }
        self.columns.clear();
    }
}

impl Watch<'_, CaptureRounds> {
    /// The waiting states in layers, from round `first` on.
    fn layers(&mut self, first: u32) {
        let mut this = Layer::new(self.g.n);
        for round in first.. {
            std::mem::swap(&mut this, &mut self.waiting);
            if this.columns.is_empty() {
                return;
            }
            for &r in &this.columns {
                self.release(r as usize, &this.states[r as usize], round);
            }
            self.work.batches += this.columns.len() as u64;
            this.clear();
        }
    }
}

/// The round of every state with Takahashi to move: the rounds and the watch search of the
/// judge path, writing rounds as they catch states. Both go in layers of the fixed point, so
/// `T(s, r)` is caught in the round of its last move's `A` state (Takahashi delays), and
/// `A(s', r)` one round after the first `T(s', r')` with `r' ∈ N⁺[r]` (Aoki hurries); of the
/// `A` states only the caught set is kept. `handover` as for [`solve_counted`]; the rounds do
/// not depend on it.
pub fn capture_rounds(g: &Graph, handover: Handover) -> CaptureRounds {
    let mut rounds = CaptureRounds {
        n: g.n,
        taka: vec![u32::MAX; g.n * g.n],
        aoki: Rows::default(),
    };
    settle(g, handover, &mut rounds);
    rounds
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
    let rounds = capture_rounds(&input.graph, Handover::Auto);
    // Most lines are under 32 bytes: one allocation, no copies as it grows.
    let mut text = Vec::with_capacity(32 * input.queries.len());
    for &query in &input.queries {
        write_line(&input.graph, &rounds, query, &mut text);
        text.push(b'\n');
    }
    Ok(text)
}
