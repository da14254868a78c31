//! # Duel: rotating pieces, no repeated configuration (Codeforces gym 105267H)
//!
//! Pieces `A` and `B` stand on orthogonally adjacent free cells of an `n × m` board (`#` is
//! blocked). A configuration is the ordered pair (cell of `A`, cell of `B`). A move rotates one
//! piece by 90° either way around the other; its destination must be a free cell on the board,
//! and the new configuration must not have occurred before in the game (the start counts).
//! A player with no legal move loses. Prints `Frost_Ice` if the first player wins, else
//! `Febleaf`.
//!
//! Input: `n m`, then `n` rows of `m` characters from `.#AB`, exactly one `A` and one `B`,
//! adjacent. Judge limits: `1 <= n, m <= 5000`, `2 <= n·m <= 10 000`. Supported beyond: any
//! `n`, `m` with `n·m <= 2 000 000`. Anything else is one `error: …` line on stderr, exit 2.
//!
//! ## Why not a DP over configurations
//! A configuration may never repeat, so the outcome depends on the history, and a DP that labels
//! configurations won or lost (e.g. in reverse BFS order) is wrong: on the 2 × 2 board `AB`/`..`
//! the eight configurations form two 4-cycles, the game lasts exactly 3 moves and the first
//! player wins, while that DP says he loses.
//!
//! ## The model: Undirected Vertex Geography
//! Every move can be undone by the opposite rotation, so configurations and moves form an
//! undirected graph; the game moves a token along it without revisiting a vertex. Every move
//! turns the `A → B` direction by 90°, so it joins a horizontal configuration to a vertical one:
//! the graph is bipartite. Theorem (UVG): the player to move from `v` wins iff every maximum
//! matching covers `v`. (If some maximum matching `M` misses `v`, every move of the first player
//! goes to a vertex matched in `M` (else `M` would grow by that edge), and the second player
//! answers along `M`; otherwise the first
//! player moves along any maximum matching, and a second-player escape would give an
//! alternating path that frees `v`.)
//!
//! ## Algorithm
//! 1. BFS from the start over configurations `cell · 4 + direction`, on a board padded with a
//!    border of `#` (no bounds tests). Only the start's component matters. The side opposite to
//!    the start is "left"; its adjacency is built in CSR form as the BFS pops it.
//! 2. Maximum matching: greedy, up to three depth-first sweeps for augmenting paths, then
//!    Hopcroft–Karp phases until none is left. All searches are iterative (an explicit stack:
//!    augmenting paths may be millions of edges long). The sweeps are there for speed only
//!    (see `max_matching`); Hopcroft–Karp decides maximality and keeps the bound.
//! 3. If the maximum matching `M` misses the start `v`, the first player loses. Otherwise let
//!    `w` be its mate. `M − vw` is a matching of `G − v` of size `|M| − 1`, and `G − v` has
//!    one of size `|M|` iff `M` can be chosen to miss `v`. An augmenting path for `M − vw` in
//!    `G − v` must end at `w` (one between two vertices free in `M` would augment `M`), so one
//!    alternating search from `w` decides: found means `Febleaf`, none means `Frost_Ice`.
//!
//! Cost: `V <= 4·n·m` configurations, `E <= 2V` moves; `O(E·√V)` time, `O(n·m)` memory
//! (under 100 MB at the 2·10⁶-cell limit). Measured: 2 ms on judge-sized boards, 0.18 s on
//! an open 1000 × 1000 board.
//!
//! Input is read with proconio's `input!` from an explicit `Source` over the whole input
//! (`Tokens`, which counts tokens); its panic on a missing or malformed token is caught and
//! becomes an `error:` line naming the token, and ranges are checked after reading.

use proconio::input;
use proconio::source::Source;
use std::cell::Cell;
use std::collections::VecDeque;
use std::io::{self, BufWriter, Read, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

pub const MAX_CELLS: i64 = 2_000_000;
const NONE: u32 = u32::MAX;

/// The board padded by one blocked cell on each side, and the start configuration.
pub struct Board {
    width: usize,
    free: Vec<bool>,
    start: u32,
}

/// A configuration `cell · 4 + d`: `A` on `cell`, `B` one step in direction `d` (E, S, W, N).
type Config = u32;

impl Board {
    fn step(&self, d: u32) -> isize {
        let w = self.width as isize;
        [1, w, -1, -w][d as usize & 3]
    }

    /// The configurations one rotation away from `c`.
    fn moves(&self, c: Config) -> impl Iterator<Item = Config> + '_ {
        let (a, d) = ((c >> 2) as isize, c & 3);
        let b = a + self.step(d);
        [1, 3].into_iter().flat_map(move |turn| {
            let around_a = a + self.step(d + turn); // B swings around A
            let around_b = b + self.step(d + turn); // A swings around B, then B is at d + turn + 2
            let swing_b = self.free[around_a as usize].then_some(config(a, d + turn));
            let swing_a = self.free[around_b as usize].then_some(config(around_b, d + turn + 2));
            swing_b.into_iter().chain(swing_a)
        })
    }
}

fn config(a: isize, d: u32) -> Config {
    ((a as u32) << 2) | (d & 3)
}

/// The start's component as a bipartite graph: `right` holds the start's side.
pub struct Graph {
    /// CSR adjacency of the left side, as right-side indices.
    start: Vec<u32>,
    adj: Vec<u32>,
    right_len: usize,
}

/// BFS over the configurations reachable from the start; the start is right index 0.
pub fn explore(board: &Board) -> Graph {
    let mut index = vec![NONE; board.free.len() * 4];
    let mut queue = VecDeque::from([board.start]);
    let (mut left_len, mut right_len) = (0u32, 1u32);
    index[board.start as usize] = 0;
    let right_parity = board.start & 1;
    let (mut start, mut adj) = (vec![0u32], Vec::new());
    while let Some(c) = queue.pop_front() {
        let is_left = c & 1 != right_parity;
        for next in board.moves(c) {
            let slot = &mut index[next as usize];
            if *slot == NONE {
                let counter = if is_left {
                    &mut right_len
                } else {
                    &mut left_len
                };
                *slot = *counter;
                *counter += 1;
                queue.push_back(next);
            }
            if is_left {
                adj.push(*slot);
            }
        }
        // Left configurations are popped in the order their indices were given out.
        if is_left {
            start.push(adj.len() as u32);
        }
    }
    debug_assert_eq!(start.len(), left_len as usize + 1);
    Graph {
        start,
        adj,
        right_len: right_len as usize,
    }
}

impl Graph {
    fn left_len(&self) -> usize {
        self.start.len() - 1
    }

    fn neighbors(&self, l: usize) -> &[u32] {
        &self.adj[self.start[l] as usize..self.start[l + 1] as usize]
    }
}

/// A maximum matching: mates of left and right vertices, `NONE` if free.
pub struct Matching {
    left: Vec<u32>,
    right: Vec<u32>,
}

impl Matching {
    pub fn size(&self) -> usize {
        self.left.iter().filter(|&&r| r != NONE).count()
    }
}

/// Greedy, then a few depth-first sweeps, then Hopcroft–Karp phases until no augmenting path
/// is left. Hopcroft–Karp alone only lengthens its shortest paths by two per phase, and on grid
/// boards the greedy leaves free vertices all along the border, far apart: 330 phases of
/// `O(E)` on an open 1000 × 1000 board. One sweep finds all those paths at once, so the phases
/// usually only confirm; they keep the `O(E·√V)` bound whatever the board.
pub fn max_matching(g: &Graph, sweeps: u32) -> Matching {
    let n = g.left_len();
    let mut m = Matching {
        left: vec![NONE; n],
        right: vec![NONE; g.right_len],
    };
    for l in 0..n {
        if let Some(&r) = g
            .neighbors(l)
            .iter()
            .find(|&&r| m.right[r as usize] == NONE)
        {
            m.left[l] = r;
            m.right[r as usize] = l as u32;
        }
    }
    let mut search = Search {
        cursor: vec![0; n],
        stack: Vec::new(),
    };
    let mut seen = vec![0u32; n];
    for sweep in 1..=sweeps {
        // Any augmenting path, with one visited mark per sweep; a sweep that finds none leaves
        // the matching unchanged, so its failed searches prove the matching maximum.
        let found = search.phase(g, &mut m, |_, next| {
            next == NONE || std::mem::replace(&mut seen[next as usize], sweep) != sweep
        });
        if !found {
            return m;
        }
    }
    let mut dist = vec![0u32; n];
    let mut queue = Vec::with_capacity(n);
    while let Some(limit) = layer(g, &m, &mut dist, &mut queue) {
        // Shortest augmenting paths only: left vertices one layer further each step.
        search.phase(g, &mut m, |l, next| {
            let d = dist[l];
            if next == NONE {
                d == limit
            } else {
                d < limit && dist[next as usize] == d + 1
            }
        });
    }
    m
}

/// Depth-first sweeps tried before Hopcroft–Karp (the tests also run 0, pure Hopcroft–Karp).
pub const SWEEPS: u32 = 3;

/// BFS layers from the free left vertices; the layer of the left ends of the shortest
/// augmenting paths, if there are any.
fn layer(g: &Graph, m: &Matching, dist: &mut [u32], queue: &mut Vec<u32>) -> Option<u32> {
    queue.clear();
    for (l, (d, &mate)) in dist.iter_mut().zip(&m.left).enumerate() {
        *d = if mate == NONE { 0 } else { NONE };
        if mate == NONE {
            queue.push(l as u32);
        }
    }
    let mut found = NONE;
    let mut head = 0;
    while head < queue.len() {
        let l = queue[head] as usize;
        head += 1;
        if dist[l] >= found {
            break;
        }
        for &r in g.neighbors(l) {
            let next = m.right[r as usize];
            if next == NONE {
                found = dist[l];
            } else if dist[next as usize] == NONE {
                dist[next as usize] = dist[l] + 1;
                queue.push(next);
            }
        }
    }
    (found != NONE).then_some(found)
}

/// Iterative augmenting-path search (paths may be millions of edges long: no recursion).
struct Search {
    /// Each left vertex's next edge to try in this phase; exhausted means a dead end.
    cursor: Vec<u32>,
    stack: Vec<u32>,
}

impl Search {
    /// One depth-first search from every free left vertex, stepping from left `l` over an edge
    /// to the right vertex matched to `next` (`NONE`: free, the path ends) only where
    /// `admit(l, next)`. Returns whether any path was augmented.
    fn phase(
        &mut self,
        g: &Graph,
        m: &mut Matching,
        mut admit: impl FnMut(usize, u32) -> bool,
    ) -> bool {
        self.cursor.copy_from_slice(&g.start[..g.left_len()]);
        let mut found = false;
        for root in 0..g.left_len() {
            // A free vertex is nobody's mate, so a search never re-enters a root.
            if m.left[root] == NONE {
                found |= self.augment(g, m, &mut admit, root as u32);
            }
        }
        found
    }

    fn augment(
        &mut self,
        g: &Graph,
        m: &mut Matching,
        admit: &mut impl FnMut(usize, u32) -> bool,
        root: u32,
    ) -> bool {
        let (cursor, stack) = (&mut self.cursor, &mut self.stack);
        stack.clear();
        stack.push(root);
        while let Some(&l) = stack.last() {
            let l = l as usize;
            if cursor[l] == g.start[l + 1] {
                stack.pop();
                if let Some(&parent) = stack.last() {
                    cursor[parent as usize] += 1;
                }
                continue;
            }
            let next = m.right[g.adj[cursor[l] as usize] as usize];
            if !admit(l, next) {
                cursor[l] += 1;
            } else if next != NONE {
                stack.push(next);
            } else {
                // Each left vertex on the stack takes the right vertex under its cursor.
                for &l in stack.iter() {
                    let r = g.adj[cursor[l as usize] as usize];
                    m.left[l as usize] = r;
                    m.right[r as usize] = l;
                }
                return true;
            }
        }
        false
    }
}

/// Whether the first player wins: every maximum matching covers the start (right index 0).
pub fn first_player_wins(g: &Graph, sweeps: u32) -> bool {
    let m = max_matching(g, sweeps);
    let w = m.right[0];
    if w == NONE {
        return false;
    }
    // Alternating search from w for a free right vertex. It never passes through the start:
    // the start's mate is w itself, so G − start needs no special case.
    let mut seen = vec![false; g.left_len()];
    let mut todo = vec![w];
    seen[w as usize] = true;
    while let Some(l) = todo.pop() {
        for &r in g.neighbors(l as usize) {
            let next = m.right[r as usize];
            if next == NONE {
                return false;
            }
            if !seen[next as usize] {
                seen[next as usize] = true;
                todo.push(next);
            }
        }
    }
    true
}

/// Parses and validates one input: sizes first, checked, then the rows one at a time.
pub fn parse(bytes: &[u8]) -> Result<Board, String> {
    let mut t = Tokens::new(bytes)?;
    let [n, m] = t.read(
        |k| ["n", "m"][k].into(),
        |t| {
            input! { from t, n: i64, m: i64 }
            [n, m]
        },
    )?;
    let n = check(n, 1, MAX_CELLS, || "n".into())? as usize;
    let m = check(m, 1, MAX_CELLS, || "m".into())? as usize;
    if n * m > MAX_CELLS as usize {
        return Err(format!(
            "n·m = {} exceeds the supported {MAX_CELLS} cells",
            n * m
        ));
    }
    if n * m < 2 {
        return Err("n·m = 1 leaves no room for two pieces".into());
    }
    let width = m + 2;
    let mut free = vec![false; (n + 2) * width];
    let (mut a, mut b) = (Vec::new(), Vec::new());
    t.read(
        |k| format!("row {}", k + 1),
        |t| {
            for i in 1..=n {
                input! { from &mut *t, row: String }
                let len = row.chars().count();
                if len != m {
                    return Err(format!("row {i} has {len} characters, expected {m}"));
                }
                for (j, ch) in row.chars().enumerate() {
                    let cell = i * width + j + 1;
                    match ch {
                        '.' => {}
                        '#' => continue,
                        'A' => a.push(cell),
                        'B' => b.push(cell),
                        _ => {
                            return Err(format!(
                                "row {i}, column {}: unexpected character `{}` (expected one of .#AB)",
                                j + 1,
                                shown(&ch.to_string())
                            ));
                        }
                    }
                    free[cell] = true;
                }
            }
            Ok(())
        },
    )??;
    t.finish()?;
    let (a, b) = match (a.as_slice(), b.as_slice()) {
        (&[a], &[b]) => (a, b),
        _ => {
            return Err(format!(
                "expected exactly one A and one B, found {} A and {} B",
                a.len(),
                b.len()
            ));
        }
    };
    let board = Board {
        width,
        free,
        start: 0,
    };
    let d = (0..4).find(|&d| a as isize + board.step(d) == b as isize);
    let d = d.ok_or("A and B are not orthogonally adjacent")?;
    Ok(Board {
        start: config(a as isize, d),
        ..board
    })
}

/// The whole input as proconio's `Source`: tokens separated by ASCII white space, counted, so
/// that when `input!` panics on a missing or malformed token the error can name it.
struct Tokens<'a> {
    text: &'a str,
    pos: usize,
    /// Tokens handed out, the last one, and whether a request found none left.
    count: usize,
    last: &'a str,
    ran_out: bool,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Result<Self, String> {
        let text = std::str::from_utf8(bytes).map_err(|e| {
            let at = e.valid_up_to();
            let bad = &bytes[at..(at + e.error_len().unwrap_or(1)).min(bytes.len())];
            let line = 1 + bytes[..at].iter().filter(|&&c| c == b'\n').count();
            let bad: String = bad.iter().map(|c| format!("\\x{c:02x}")).collect();
            format!("input is not UTF-8: byte `{bad}` at offset {at} (line {line})")
        })?;
        Ok(Tokens {
            text,
            pos: 0,
            count: 0,
            last: "",
            ran_out: false,
        })
    }

    /// Runs `read`, an `input!` over these tokens. proconio panics on a token that is missing
    /// or does not parse; that panic is caught (silently) and becomes an error naming the
    /// token through `name`, which maps its index within this read to what it stands for.
    fn read<T>(
        &mut self,
        name: impl Fn(usize) -> String,
        read: impl FnOnce(&mut Self) -> T,
    ) -> Result<T, String> {
        let first = self.count;
        quiet_panics();
        QUIET.with(|q| q.set(true));
        let result = panic::catch_unwind(AssertUnwindSafe(|| read(&mut *self)));
        QUIET.with(|q| q.set(false));
        result.map_err(|_| {
            if self.ran_out {
                format!("missing {}", name(self.count - first))
            } else {
                let what = name(self.count - 1 - first);
                let tok = self.last;
                let digits = tok.strip_prefix(['+', '-']).unwrap_or(tok);
                if !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit()) {
                    let size = if tok.starts_with('-') {
                        "small"
                    } else {
                        "large"
                    };
                    format!("{what} = {} is too {size}", shown(tok))
                } else {
                    format!("{what}: expected an integer, found `{}`", shown(tok))
                }
            }
        })
    }

    fn finish(&mut self) -> Result<(), String> {
        match self.next_token() {
            Some(tok) => Err(format!("unexpected trailing input `{}`", shown(tok))),
            None => Ok(()),
        }
    }
}

impl Source<&[u8]> for Tokens<'_> {
    fn next_token(&mut self) -> Option<&str> {
        let rest = &self.text.as_bytes()[self.pos..];
        let skip = rest.iter().position(|c| !c.is_ascii_whitespace());
        let Some(skip) = skip else {
            self.ran_out = true;
            return None;
        };
        let len = rest[skip..].iter().position(u8::is_ascii_whitespace);
        let start = self.pos + skip;
        self.pos = start + len.unwrap_or(rest.len() - skip);
        self.count += 1;
        self.last = &self.text[start..self.pos];
        Some(self.last)
    }

    fn is_empty(&mut self) -> bool {
        self.text.as_bytes()[self.pos..]
            .iter()
            .all(u8::is_ascii_whitespace)
    }
}

thread_local! {
    /// Whether a panic on this thread is an expected one from `input!`, caught by `read`.
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// Installs, once, a panic hook that stays silent for the expected panics and passes every
/// other panic to the default hook.
fn quiet_panics() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !QUIET.with(Cell::get) {
                default(info)
            }
        }));
    });
}

/// A token for an error line: control and white-space characters escaped, so that the line
/// stays one readable line, and cut after 20 characters.
fn shown(tok: &str) -> String {
    let mut s = String::new();
    for (i, c) in tok.chars().enumerate() {
        if i == 20 {
            s.push('…');
            break;
        }
        if c.is_control() || c.is_whitespace() {
            s.extend(c.escape_default());
        } else {
            s.push(c);
        }
    }
    s
}

/// `v` if it lies in `lo..=hi`, else an error naming it with `what` (only then built).
fn check(v: i64, lo: i64, hi: i64, what: impl FnOnce() -> String) -> Result<i64, String> {
    if (lo..=hi).contains(&v) {
        Ok(v)
    } else {
        Err(format!("{} = {v} is out of range [{lo}, {hi}]", what()))
    }
}

/// The answer line for one input.
pub fn solve(bytes: &[u8]) -> Result<&'static str, String> {
    let board = parse(bytes)?;
    Ok(if first_player_wins(&explore(&board), SWEEPS) {
        "Frost_Ice"
    } else {
        "Febleaf"
    })
}

fn run() -> Result<(), String> {
    let mut bytes = Vec::new();
    io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read input: {e}"))?;
    let answer = solve(&bytes)?;
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{answer}")
        .and_then(|_| out.flush())
        .map_err(|e| format!("cannot write output: {e}"))
}

fn main() {
    if let Err(message) = run() {
        eprintln!("error: {message}");
        std::process::exit(2);
    }
}
