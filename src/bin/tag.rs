//! # Tag: pursuit on a directed graph, many queries
//!
//! Takahashi (the escaper) stands on `S`, Aoki (the chaser) on `R`, in a directed graph on
//! vertices `1..=N`. Rounds repeat forever: Takahashi stays or follows one edge, and is caught
//! if he lands on Aoki; then Aoki stays or follows one edge, and catches him if he lands on
//! Takahashi. Per query print `YES` if Takahashi can avoid capture forever, else `NO`
//! (`S = R` is `NO`: he starts caught).
//!
//! Input: `N M`, `M` lines `u v` (edge `u → v`; self-loops and repeats allowed), `Q`, `Q` lines
//! `S R`. Judge limits: `N <= 500`, `M <= 250 000`, `1 <= Q <= 200 000`. Supported beyond:
//! `N <= 2000`, `M <= 1 000 000`, `Q <= 1 000 000`. Anything else is one `error: …` line on
//! stderr and exit status 2.
//!
//! ## The fixed point
//! A state is (Takahashi's vertex `s`, Aoki's vertex `r`, whose move). Write `T(s, r)` for
//! "caught, Takahashi to move" and `A(s, r)` for "caught, Aoki to move", and `N⁺[v]` for `v`
//! and its successors (the moves from `v`: staying or one edge). Capture states are
//! `T(s, s)` (he was caught) and `A(s, s)` (he walked onto Aoki). Then
//! - `A(s, r)` iff `T(s, r')` for some `r' ∈ N⁺[r]`: Aoki needs one good move;
//! - `T(s, r)` iff `A(s', r)` for every `s' ∈ N⁺[s]`: all of Takahashi's moves lose.
//!
//! The caught states are the *least* fixed point of these rules, built up from the capture
//! states: exactly the states from which Aoki forces capture in finitely many rounds. Every
//! other state is an escape: from a Takahashi-to-move state outside it some move leads to an
//! Aoki-to-move state outside it, and from there every Aoki move leads back outside it, so
//! Takahashi stays outside forever, and no capture state is outside. Repeated edges and
//! self-loops add no move (a self-loop is staying), so the adjacency is deduplicated first.
//!
//! ## Two ways to reach it, combined
//! *Word-parallel rounds.* Row `s` of `T` and of `A` is a bitset over `r`. One round applies
//! the Aoki rule to the rows of `T` that grew (`A[s] |= N⁻[r]` for each new `r`, where `N⁻[r]`
//! is `r` and its predecessors, a precomputed bitset) and then the Takahashi rule to the rows
//! whose inputs grew (`T[s] = ∩ A[s']` over `s' ∈ N⁺[s]`, a predecessor `s` of a grown row `s'`
//! or `s'` itself). A round costs `O((N + M)·N/64)` words at most, and dense graphs settle in a
//! few rounds; but a capture that takes `k` rounds of play needs `k` rounds here (`N` on a
//! chain), each catching little.
//!
//! *Counter search.* Retrograde analysis: a queue of caught states; `T(s, r)` keeps a counter
//! of Takahashi's moves not yet known to lose (`|N⁺[s]|` at first) and is caught when it
//! reaches 0; each caught `A(s', r)` decrements the counters of `T(p, r)` for `p ∈ N⁻[s']`.
//! `O(N·(N + M))` in all, one scalar step per decrement however few rounds play would take.
//!
//! *The combination.* Run rounds while they are cheap for what they catch; then hand over. A
//! round is skipped in favour of the counter search when both (a) its words exceed
//! `WORDS_PER_DECREMENT` times the decrements the counter search would spend on what the
//! previous round caught, and (b) the rounds so far have spent more than the counter search's
//! set-up (`SETUP_WORDS_PER_STATE · N²`): so a few cheap rounds on a sparse graph still finish
//! without ever paying for `N²` counters. The hand-over is exact: at that point `A` is closed
//! under the Aoki rule for every state in `T`, and `T` may lag behind `A`. The counter search
//! starts with counters at `|N⁺[s]|`, zero for states in `T`, and every state of `A` on its
//! queue still owing its decrements; it then finds the same least fixed point, since it applies
//! the same two rules to the same start until nothing changes. Rows live in `Rows`, flat arrays
//! of `u64`; the counters at `r · N + s` (one row per chaser vertex, so one caught `A(s', r)`
//! walks a single row), as `u16` (at most `N + 1` moves).
//!
//! Cost: `O(min(rounds · (N + M)·N/64 + N², N·(N + M)) + Q)`-ish, `O(N² + M)` memory. Measured
//! whole-process at `N = 500, Q = 200 000`: 5–16 ms on every benchmarked shape against 60–230 ms
//! for the counter search alone on dense graphs; the input floor is about 5 ms.
//!
//! Input is read by a byte tokenizer instead of `proconio::input!`, which panics on a bad
//! token; here every problem becomes an `error:` line naming the token or the constraint.

use std::io::{self, Read, Write};

pub const MAX_N: u64 = 2000;
pub const MAX_M: u64 = 1_000_000;
pub const MAX_Q: u64 = 1_000_000;

/// `n` bitsets of `n` bits each, one row of `w` words per vertex.
pub struct Rows {
    w: usize,
    bits: Vec<u64>,
}

impl Rows {
    fn new(n: usize) -> Rows {
        let w = n.div_ceil(64);
        Rows {
            w,
            bits: vec![0; n * w],
        }
    }

    fn row(&self, i: usize) -> &[u64] {
        &self.bits[i * self.w..(i + 1) * self.w]
    }

    fn row_mut(&mut self, i: usize) -> &mut [u64] {
        &mut self.bits[i * self.w..(i + 1) * self.w]
    }

    fn get(&self, i: usize, j: usize) -> bool {
        self.bits[i * self.w + j / 64] >> (j % 64) & 1 != 0
    }

    fn set(&mut self, i: usize, j: usize) {
        self.bits[i * self.w + j / 64] |= 1 << (j % 64);
    }
}

fn ones(row: &[u64]) -> usize {
    row.iter().map(|x| x.count_ones() as usize).sum()
}

/// Calls `f` with the index of every set bit of `row`, ascending.
fn for_each_one(row: &[u64], mut f: impl FnMut(usize)) {
    for (k, &word) in row.iter().enumerate() {
        let mut x = word;
        while x != 0 {
            f(k * 64 + x.trailing_zeros() as usize);
            x &= x - 1;
        }
    }
}

/// Deduplicated adjacency without self-loops: lists both ways (CSR, ascending) and, as bitsets,
/// the closed in-neighbourhoods `N⁻[r]`. Vertices are 0-based.
pub struct Graph {
    pub n: usize,
    out: Csr,
    inn: Csr,
    reach_in: Rows,
}

struct Csr {
    start: Vec<u32>,
    list: Vec<u32>,
}

impl Csr {
    /// The set bits of each row, as lists.
    fn from_rows(n: usize, rows: &Rows, skip_diagonal: bool) -> Csr {
        let mut start = Vec::with_capacity(n + 1);
        let mut list = Vec::new();
        start.push(0);
        for v in 0..n {
            for_each_one(rows.row(v), |u| {
                if !(skip_diagonal && u == v) {
                    list.push(u as u32);
                }
            });
            start.push(list.len() as u32);
        }
        Csr { start, list }
    }

    fn of(&self, v: usize) -> &[u32] {
        &self.list[self.start[v] as usize..self.start[v + 1] as usize]
    }
}

impl Graph {
    /// Builds the graph from raw edges (any order, repeats and self-loops allowed): setting
    /// bits in adjacency matrices drops repeats for free, and reading them back sorts.
    pub fn new(n: usize, edges: &[(u32, u32)]) -> Graph {
        let mut succ = Rows::new(n);
        let mut reach_in = Rows::new(n);
        for &(u, v) in edges {
            if u != v {
                succ.set(u as usize, v as usize);
                reach_in.set(v as usize, u as usize);
            }
        }
        for v in 0..n {
            reach_in.set(v, v);
        }
        Graph {
            n,
            out: Csr::from_rows(n, &succ, false),
            inn: Csr::from_rows(n, &reach_in, true),
            reach_in,
        }
    }

    pub fn successors(&self, u: usize) -> &[u32] {
        self.out.of(u)
    }

    /// Vertices with an edge into `v`, ascending.
    pub fn predecessors(&self, v: usize) -> &[u32] {
        self.inn.of(v)
    }
}

/// Which states are caught with Takahashi to move, as the search that finished left them.
pub enum Outcome {
    /// Row `s`, bit `r`.
    ByEscaper(Rows),
    /// Row `r`, bit `s`.
    ByChaser(Rows),
}

impl Outcome {
    pub fn escapes(&self, s: usize, r: usize) -> bool {
        match self {
            Outcome::ByEscaper(rows) => !rows.get(s, r),
            Outcome::ByChaser(rows) => !rows.get(r, s),
        }
    }
}

/// When the word-parallel rounds hand the rest to the counter search.
#[derive(Clone, Copy, Debug)]
pub enum Handover {
    /// By the cost rule in the module doc.
    Auto,
    /// After this many rounds (0: the counter search does nearly everything); for tests.
    AfterRounds(usize),
}

/// How many words a round may AND per decrement it saves the counter search (measured: a
/// word costs 0.3–0.7 ns, a decrement 5–20 ns).
const WORDS_PER_DECREMENT: usize = 8;
/// The counter search's set-up per state, in words (its `N²` counters take ~1.4 ns each).
const SETUP_WORDS_PER_STATE: usize = 2;

pub fn solve(g: &Graph) -> Outcome {
    solve_with(g, Handover::Auto)
}

/// Word-parallel rounds, then maybe the counter search (see the module doc).
pub fn solve_with(g: &Graph, handover: Handover) -> Outcome {
    let n = g.n;
    let mut taka = Rows::new(n);
    let mut aoki = Rows::new(n);
    // Bits of `taka` whose Aoki-rule consequences are not in `aoki` yet, and their rows.
    let mut fresh = Rows::new(n);
    for s in 0..n {
        taka.set(s, s);
        fresh.set(s, s);
    }
    let mut pending: Vec<u32> = (0..n as u32).collect();
    let mut grown: Vec<(u32, u32)> = Vec::new();
    let mut dirty: Vec<u32> = Vec::new();
    let mut stamp = vec![usize::MAX; n];
    let mut spent = 0;
    for round in 0.. {
        grown.clear();
        for &s in &pending {
            let (gained, words) = aoki_round(g, &taka, &mut aoki, &mut fresh, s as usize);
            spent += words;
            if gained > 0 {
                grown.push((s, gained));
            }
        }
        if grown.is_empty() {
            return Outcome::ByEscaper(taka);
        }
        // Takahashi on p needs a new look once a row he can move to has grown.
        dirty.clear();
        let mut words = 0;
        for &(s, _) in &grown {
            for &p in std::iter::once(&s).chain(g.predecessors(s as usize)) {
                if stamp[p as usize] != round {
                    stamp[p as usize] = round;
                    dirty.push(p);
                    words += (1 + g.successors(p as usize).len()) * taka.w;
                }
            }
        }
        spent += words;
        let hand_over = match handover {
            Handover::AfterRounds(k) => round >= k,
            Handover::Auto => {
                let decrements: usize = grown
                    .iter()
                    .map(|&(s, gained)| gained as usize * (1 + g.predecessors(s as usize).len()))
                    .sum();
                words > WORDS_PER_DECREMENT * decrements && spent > SETUP_WORDS_PER_STATE * n * n
            }
        };
        if hand_over {
            return counter_search(g, &taka, aoki);
        }
        for &p in &dirty {
            taka_round(g, &aoki, &mut taka, &mut fresh, p as usize);
        }
        std::mem::swap(&mut pending, &mut dirty);
        pending.retain(|&p| fresh.row(p as usize).iter().any(|&x| x != 0));
    }
    unreachable!("every round either grows a row of at most N² bits or returns")
}

/// The Aoki rule for row `s`: adds `N⁻[r]` for each fresh `r`, or, when fewer states are left
/// open than there are fresh bits, tests each open `r` against all of `T[s]` instead.
/// Returns the states caught and the words touched.
fn aoki_round(g: &Graph, taka: &Rows, aoki: &mut Rows, fresh: &mut Rows, s: usize) -> (u32, usize) {
    let w = aoki.w;
    let before = ones(aoki.row(s));
    let new = ones(fresh.row(s));
    let open = g.n - before;
    let mut words = 3 * w;
    if new <= open {
        let row = &mut aoki.bits[s * w..(s + 1) * w];
        for_each_one(fresh.row(s), |r| {
            for (a, &b) in row.iter_mut().zip(g.reach_in.row(r)) {
                *a |= b;
            }
        });
        words += new * w;
    } else {
        // Aoki on r catches iff some r' ∈ N⁺[r] is in T[s].
        let t = taka.row(s);
        let in_t = |q: usize| t[q / 64] >> (q % 64) & 1 != 0;
        for r in 0..g.n {
            if !aoki.get(s, r) {
                let out = g.successors(r);
                if in_t(r) || out.iter().any(|&q| in_t(q as usize)) {
                    aoki.set(s, r);
                }
                words += 1 + out.len();
            }
        }
    }
    fresh.row_mut(s).fill(0);
    ((ones(aoki.row(s)) - before) as u32, words)
}

/// The Takahashi rule for row `s`: `T[s] = ∩ A[s']` over `s' ∈ N⁺[s]`; the new bits become
/// fresh.
fn taka_round(g: &Graph, aoki: &Rows, taka: &mut Rows, fresh: &mut Rows, s: usize) {
    let w = taka.w;
    let row = &mut fresh.bits[s * w..(s + 1) * w];
    for ((f, &a), &t) in row.iter_mut().zip(aoki.row(s)).zip(taka.row(s)) {
        *f = a & !t;
    }
    for &q in g.successors(s) {
        let mut any = 0;
        for (f, &a) in row.iter_mut().zip(aoki.row(q as usize)) {
            *f &= a;
            any |= *f;
        }
        if any == 0 {
            return;
        }
    }
    for (t, &f) in taka.row_mut(s).iter_mut().zip(row.iter()) {
        *t |= f;
    }
}

/// The counter search, from the state the rounds left: `aoki` closed under the Aoki rule for
/// every state in `taka`, `taka` possibly behind `aoki`. The states in `aoki` still owe their
/// decrements, so they start on the queue.
fn counter_search(g: &Graph, taka: &Rows, mut aoki: Rows) -> Outcome {
    let n = g.n;
    // Takahashi to move at (s, r): moves not yet known to lose, at r*n + s; 0 once caught.
    let mut left = vec![0u16; n * n];
    let moves: Vec<u16> = (0..n).map(|s| 1 + g.successors(s).len() as u16).collect();
    for r in 0..n {
        left[r * n..(r + 1) * n].copy_from_slice(&moves);
    }
    let mut caught_a: Vec<u32> = Vec::new();
    for s in 0..n {
        for_each_one(taka.row(s), |r| left[r * n + s] = 0);
        for_each_one(aoki.row(s), |r| caught_a.push((s * n + r) as u32));
    }
    let mut caught_t: Vec<u32> = Vec::new();
    loop {
        if let Some(a) = caught_a.pop() {
            // One more losing move for Takahashi on s or a predecessor.
            let (s, r) = (a as usize / n, a as usize % n);
            let row = &mut left[r * n..(r + 1) * n];
            for &p in std::iter::once(&(s as u32)).chain(g.predecessors(s)) {
                let c = &mut row[p as usize];
                if *c != 0 {
                    *c -= 1;
                    if *c == 0 {
                        caught_t.push((r * n + p as usize) as u32);
                    }
                }
            }
        } else if let Some(t) = caught_t.pop() {
            // Aoki wins by moving onto r, from r or a predecessor.
            let (r, s) = (t as usize / n, t as usize % n);
            for &q in std::iter::once(&(r as u32)).chain(g.predecessors(r)) {
                if !aoki.get(s, q as usize) {
                    aoki.set(s, q as usize);
                    caught_a.push((s * n + q as usize) as u32);
                }
            }
        } else {
            break;
        }
    }
    // Queries then read a bitset of n² bits instead of n² scattered counters.
    let mut caught = Rows::new(n);
    for r in 0..n {
        let row = &left[r * n..(r + 1) * n];
        for (k, word) in caught.row_mut(r).iter_mut().enumerate() {
            let chunk = &row[k * 64..row.len().min(k * 64 + 64)];
            *word = chunk
                .iter()
                .enumerate()
                .fold(0, |acc, (i, &c)| acc | u64::from(c == 0) << i);
        }
    }
    Outcome::ByChaser(caught)
}

/// One parsed judge input (0-based vertices).
pub struct Input {
    pub n: usize,
    pub edges: Vec<(u32, u32)>,
    pub queries: Vec<(u32, u32)>,
}

/// Whitespace-separated unsigned integers with errors that name what was expected.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Tokens<'_> {
    /// The next token as an integer in `lo..=hi`; `what` names it in an error.
    fn int(&mut self, what: impl Fn() -> String, lo: u64, hi: u64) -> Result<u64, String> {
        let b = self.bytes;
        let mut i = self.pos;
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        self.pos = i;
        // Fast path: a token of 1 to 7 digits followed by white space, read eight bytes at
        // once (no branch per digit; inputs are mostly short numbers).
        if let Some(chunk) = b.get(i..i + 8) {
            let t = u64::from_le_bytes(chunk.try_into().unwrap()).wrapping_sub(ZEROS);
            // High bit of each byte that is not a digit; bytes before the first such byte are
            // digits, so no carry or borrow reaches it.
            let stop = (t.wrapping_add(0x7676_7676_7676_7676) | t) & 0x8080_8080_8080_8080;
            let len = (stop.trailing_zeros() / 8) as usize;
            if (1..8).contains(&len) && b[i + len].is_ascii_whitespace() {
                let v = digits_value(t, len);
                if lo <= v && v <= hi {
                    self.pos = i + len;
                    return Ok(v);
                }
            }
        }
        self.slow_int(what(), lo, hi)
    }

    /// Any token, byte by byte: long numbers, the end of the input, and every error.
    #[cold]
    fn slow_int(&mut self, what: String, lo: u64, hi: u64) -> Result<u64, String> {
        let b = self.bytes;
        let begin = self.pos;
        if begin == b.len() {
            return Err(format!("missing {what}"));
        }
        let end = b[begin..]
            .iter()
            .position(|c| c.is_ascii_whitespace())
            .map_or(b.len(), |k| begin + k);
        let tok = &b[begin..end];
        if !tok.iter().all(u8::is_ascii_digit) {
            let shown = String::from_utf8_lossy(&tok[..tok.len().min(20)]);
            return Err(format!(
                "{what}: expected a non-negative integer, found `{shown}`"
            ));
        }
        let v = tok.iter().fold(0u64, |v, &c| {
            v.saturating_mul(10).saturating_add(u64::from(c - b'0'))
        });
        if v < lo || v > hi {
            return Err(format!("{what} = {} is out of range [{lo}, {hi}]", show(v)));
        }
        self.pos = end;
        Ok(v)
    }

    fn finish(&mut self) -> Result<(), String> {
        let rest = &self.bytes[self.pos..];
        match rest.iter().position(|c| !c.is_ascii_whitespace()) {
            None => Ok(()),
            Some(k) => {
                let tok: Vec<u8> = rest[k..]
                    .iter()
                    .take_while(|c| !c.is_ascii_whitespace())
                    .take(20)
                    .copied()
                    .collect();
                Err(format!(
                    "unexpected trailing input `{}`",
                    String::from_utf8_lossy(&tok)
                ))
            }
        }
    }
}

const ZEROS: u64 = 0x3030_3030_3030_3030;

/// The number whose digits (values 0–9, most significant first) are the low `len` bytes of `t`:
/// shift them to the top, then add neighbouring digits, pairs and quads with one multiply each.
fn digits_value(t: u64, len: usize) -> u64 {
    let mut v = t << (8 * (8 - len));
    v = ((v & 0x0F0F_0F0F_0F0F_0F0F).wrapping_mul(10 << 8 | 1)) >> 8;
    v = ((v & 0x00FF_00FF_00FF_00FF).wrapping_mul(100 << 16 | 1)) >> 16;
    ((v & 0x0000_FFFF_0000_FFFF).wrapping_mul(10_000 << 32 | 1)) >> 32
}

fn show(v: u64) -> String {
    if v == u64::MAX {
        "(too large)".into()
    } else {
        v.to_string()
    }
}

/// Parses and validates one input.
pub fn parse(bytes: &[u8]) -> Result<Input, String> {
    let mut t = Tokens { bytes, pos: 0 };
    let n = t.int(|| "N".into(), 1, MAX_N)?;
    let m = t.int(|| "M".into(), 0, MAX_M)?;
    let mut edges = Vec::with_capacity(m as usize);
    for i in 1..=m {
        let u = t.int(|| format!("u of edge {i}"), 1, n)?;
        let v = t.int(|| format!("v of edge {i}"), 1, n)?;
        edges.push((u as u32 - 1, v as u32 - 1));
    }
    let q = t.int(|| "Q".into(), 1, MAX_Q)?;
    let mut queries = Vec::with_capacity(q as usize);
    for i in 1..=q {
        let s = t.int(|| format!("S of query {i}"), 1, n)?;
        let r = t.int(|| format!("R of query {i}"), 1, n)?;
        queries.push((s as u32 - 1, r as u32 - 1));
    }
    t.finish()?;
    Ok(Input {
        n: n as usize,
        edges,
        queries,
    })
}

/// Writes one `YES`/`NO` line per query. Each answer is stored as four bytes and the cursor
/// moves by three or four, so mixed answers cost no mispredicted branch per line.
pub fn answer(outcome: &Outcome, queries: &[(u32, u32)], out: &mut impl Write) -> io::Result<()> {
    const LINES: [[u8; 4]; 2] = [*b"NO\n\n", *b"YES\n"];
    let mut text = vec![0u8; 4 * queries.len()];
    let mut end = 0;
    for &(s, r) in queries {
        let escapes = (s != r) & outcome.escapes(s as usize, r as usize);
        text[end..end + 4].copy_from_slice(&LINES[usize::from(escapes)]);
        end += 3 + usize::from(escapes);
    }
    out.write_all(&text[..end])?;
    out.flush()
}

fn run() -> Result<(), String> {
    let mut bytes = Vec::new();
    io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read input: {e}"))?;
    let input = parse(&bytes)?;
    let outcome = solve(&Graph::new(input.n, &input.edges));
    answer(&outcome, &input.queries, &mut io::stdout().lock())
        .map_err(|e| format!("cannot write output: {e}"))
}

fn main() {
    if let Err(message) = run() {
        eprintln!("error: {message}");
        std::process::exit(2);
    }
}
