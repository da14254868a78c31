//! # Generators: seeded random inputs of every shape, and the worst cases at the limits
//!
//! Every input made here is valid (the judge's constraints hold), but for `mutate`'s
//! corruptions, made to be rejected. The tests draw their random small cases and the
//! benchmarks their worst cases from here.

use std::fmt::Write;

/// SplitMix64: tiny, seedable, good enough for test cases; keeps the crate free of `rand`.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next_u64() % (hi - lo + 1) as u64) as i64
    }

    pub fn index(&mut self, len: usize) -> usize {
        (self.next_u64() % len as u64) as usize
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next_u64() % den < num
    }
}

/// The 20 shortest non-zero vectors with components in `0..=4`, so the point stays inside
/// for as many moves as possible.
pub fn dot_small_vectors(n: usize) -> Vec<(i64, i64)> {
    let mut v: Vec<(i64, i64)> = (0..=4)
        .flat_map(|a| (0..=4).map(move |b| (a, b)))
        .filter(|&p| p != (0, 0))
        .collect();
    v.sort_by_key(|&(a, b)| (a * a + b * b, a, b));
    v.truncate(n);
    v
}

/// A random small `dot` game: `d <= 25`, starts on the diagonal, negative, on the circle or
/// anywhere, 1–4 vectors, some longer than `d`.
pub fn dot_random(rng: &mut Rng) -> String {
    dot_sized(rng, 25, 4, 3)
}

/// Hack mode's `dot` cases at `level` in `0..1`, within the judge's limits: `d` up to
/// `1 + 199·level`, a quarter with `n = 1`, vectors short or longer than `d`.
pub fn dot_growing(rng: &mut Rng, level: f64) -> String {
    let n_max = if rng.chance(1, 4) {
        1
    } else {
        1 + (19.0 * level) as i64
    };
    dot_sized(
        rng,
        1 + (199.0 * level) as i64,
        n_max,
        3 + (12.0 * level) as i64,
    )
}

/// A `dot` game with `1 <= d <= d_max`, `1 <= n <= n_max` distinct vectors of components up
/// to `short`, or with probability 1/5 up to `d + 2` (both at most 200): a start on the
/// diagonal, negative, on (or just inside) the circle, or anywhere.
fn dot_sized(rng: &mut Rng, d_max: i64, n_max: i64, short: i64) -> String {
    let d = rng.range(1, d_max);
    let start = loop {
        let p = match rng.index(5) {
            0 => {
                let x = rng.range(-d, d);
                (x, x)
            }
            1 => (rng.range(-d, 0), rng.range(-d, 0)),
            // The largest y for a random x.
            2 => {
                let x = rng.range(-d, d);
                let y = (0..=d).rev().find(|y| x * x + y * y <= d * d).unwrap();
                (x, if rng.chance(1, 2) { y } else { -y })
            }
            _ => (rng.range(-d, d), rng.range(-d, d)),
        };
        if p.0 * p.0 + p.1 * p.1 <= d * d {
            break p;
        }
    };
    let n = rng.range(1, n_max) as usize;
    let mut vectors: Vec<(i64, i64)> = Vec::new();
    while vectors.len() < n {
        let big = if rng.chance(1, 5) { d + 2 } else { short }.min(200);
        let v = match rng.index(3) {
            0 => (0, rng.range(1, big)),
            1 => (rng.range(1, big), 0),
            _ => (rng.range(0, big), rng.range(0, big)),
        };
        if v != (0, 0) && !vectors.contains(&v) {
            vectors.push(v);
        }
    }
    dot_input(start, d, &vectors)
}

pub fn dot_input(start: (i64, i64), d: i64, vectors: &[(i64, i64)]) -> String {
    let mut s = format!("{} {} {} {}\n", start.0, start.1, vectors.len(), d);
    for (x, y) in vectors {
        writeln!(s, "{x} {y}").unwrap();
    }
    s
}

/// Worst cases for `dot`: those at the judge's limits, then beyond them.
pub fn dot_worst() -> Vec<(String, String)> {
    let mut cases = dot_at_limits();
    cases.extend(dot_beyond());
    cases
}

/// The largest circle, 20 short vectors, starts that cover the disc.
pub fn dot_at_limits() -> Vec<(String, String)> {
    let v = dot_small_vectors(20);
    [
        ("origin", (0, 0)),
        ("low-left", (-141, -141)),
        ("left", (-200, 0)),
        ("bottom", (0, -200)),
    ]
    .into_iter()
    .map(|(name, start)| (format!("d200-n20-{name}"), dot_input(start, 200, &v)))
    .collect()
}

/// Beyond the judge: `d = 2000`, 100 vectors, from the far corner of the disc; short vectors
/// (components 1–10), or vectors of length about `2d` spread over the quarter turn.
fn dot_beyond() -> Vec<(String, String)> {
    let short: Vec<(i64, i64)> = (1..=10)
        .flat_map(|a| (1..=10).map(move |b| (a, b)))
        .collect();
    let long: Vec<(i64, i64)> = (0..100)
        .map(|i| {
            let angle = std::f64::consts::FRAC_PI_2 * (i as f64 + 0.5) / 100.0;
            let len = 2.0 * 2000.0 * 0.999;
            ((len * angle.cos()) as i64, (len * angle.sin()) as i64)
        })
        .collect();
    [("short", short), ("long", long)]
        .into_iter()
        .map(|(name, v)| {
            let input = dot_input((-1414, -1414), 2000, &v);
            (format!("d2000-n100-{name}"), input)
        })
        .collect()
}

/// A `tag` input from 0-based edges and queries.
pub fn tag_input(n: usize, edges: &[(usize, usize)], queries: &[(usize, usize)]) -> String {
    let mut s = format!("{n} {}\n", edges.len());
    for (u, v) in edges {
        writeln!(s, "{} {}", u + 1, v + 1).unwrap();
    }
    writeln!(s, "{}", queries.len()).unwrap();
    for (a, b) in queries {
        writeln!(s, "{} {}", a + 1, b + 1).unwrap();
    }
    s
}

/// A random graph on `n` vertices, as 0-based edges: dense, a cycle or path with chords, a
/// star, a DAG, no edges, or sparse with repeats and self-loops.
pub fn tag_random_graph(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    match rng.index(8) {
        // Dense: each ordered pair (self-loops included) with high probability.
        0 => {
            for u in 0..n {
                for v in 0..n {
                    if rng.chance(2, 3) {
                        edges.push((u, v));
                    }
                }
            }
        }
        // A cycle or path with a few chords.
        1 => {
            let closed = rng.chance(1, 2);
            for u in 0..n {
                if u + 1 < n || closed {
                    edges.push((u, (u + 1) % n));
                }
            }
            for _ in 0..rng.index(3) {
                edges.push((rng.index(n), rng.index(n)));
            }
        }
        // A star around a random centre, its edges one way or both.
        2 => {
            let centre = rng.index(n);
            let out = rng.chance(1, 2);
            for v in 0..n {
                if rng.chance(3, 4) {
                    edges.push((centre, v));
                }
                if !out && rng.chance(3, 4) {
                    edges.push((v, centre));
                }
            }
        }
        // A DAG: edges only from lower to higher vertices, for a random order's worth of them.
        3 => {
            for u in 0..n {
                for v in u + 1..n {
                    if rng.chance(1, 2) {
                        edges.push((u, v));
                    }
                }
            }
        }
        4 => {}
        // Sparse, with repeats and self-loops likely.
        _ => {
            for _ in 0..rng.index(2 * n + 1) {
                let u = rng.index(n);
                let v = if rng.chance(1, 5) { u } else { rng.index(n) };
                edges.push((u, v));
                if rng.chance(1, 6) {
                    edges.push((u, v));
                }
            }
        }
    }
    edges
}

/// Hack mode's `tag` cases at `level` in `0..1`, within the judge's limits: `N` up to
/// `1 + 39·level` (`N = 1` often), a graph of [`tag_random_graph`], up to 40 queries, a fifth
/// of them with `S = R`.
pub fn tag_growing(rng: &mut Rng, level: f64) -> String {
    let n = if rng.chance(1, 10) {
        1
    } else {
        rng.range(1, 1 + (39.0 * level) as i64) as usize
    };
    let edges = tag_random_graph(rng, n);
    let q = rng.range(1, (n * n).min(40) as i64) as usize;
    let queries: Vec<_> = (0..q)
        .map(|_| {
            let s = rng.index(n);
            (s, if rng.chance(1, 5) { s } else { rng.index(n) })
        })
        .collect();
    tag_input(n, &edges, &queries)
}

/// Worst-case `tag` graph shapes (0-based edges) on `n` vertices.
pub fn tag_shape(shape: &str, n: usize, rng: &mut Rng) -> Vec<(usize, usize)> {
    let random_edges = |rng: &mut Rng, m: usize| -> Vec<(usize, usize)> {
        (0..m).map(|_| (rng.index(n), rng.index(n))).collect()
    };
    // Vertex i is picked with probability about proportional to 1 / (i + 1).
    let skewed = |rng: &mut Rng| -> usize {
        let x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        (((n as f64 + 1.0).powf(x)) as usize - 1).min(n - 1)
    };
    if let Some(base) = shape.strip_suffix("-shuffled") {
        let edges = tag_shape(base, n, rng);
        return tag_shuffled(rng, n, &edges);
    }
    match shape {
        // Nothing to solve: what reading the input and writing the answers cost.
        "no-edges" => Vec::new(),
        "chain" => (0..n - 1).map(|i| (i, i + 1)).collect(),
        "cycle" => (0..n).map(|i| (i, (i + 1) % n)).collect(),
        "two-way-cycle" => (0..n)
            .flat_map(|i| [(i, (i + 1) % n), ((i + 1) % n, i)])
            .collect(),
        "cycle-chords" => {
            let mut e: Vec<_> = (0..n).map(|i| (i, (i + 1) % n)).collect();
            e.extend(random_edges(rng, n));
            e
        }
        "sparse" => random_edges(rng, 4 * n),
        "low-degree" => (0..n).map(|i| (i, rng.index(n))).collect(),
        "star" => (1..n).flat_map(|i| [(0, i), (i, 0)]).collect(),
        "dense" => random_edges(rng, n * n),
        "complete" => (0..n).flat_map(|u| (0..n).map(move |v| (u, v))).collect(),
        "dense-dag" => (0..n)
            .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
            .collect(),
        // Dense, yet captures take about n rounds of play.
        "chain-back" => (0..n - 1)
            .map(|i| (i, i + 1))
            .chain((0..n).flat_map(|i| (0..i).map(move |j| (i, j))))
            .collect(),
        "halves" => (0..n / 2)
            .flat_map(|u| (n / 2..n).map(move |v| (u, v)))
            .chain((1..n).map(|i| (i, i - 1)))
            .collect(),
        "random" => random_edges(rng, 200_000),
        "random-1m" => random_edges(rng, 1_000_000),
        "skewed-1m" => (0..1_000_000).map(|_| (skewed(rng), skewed(rng))).collect(),
        // A chain, and random edges backwards: captures take about n rounds of play.
        "chain-back-1m" => (0..n - 1)
            .map(|i| (i, i + 1))
            .chain((n - 1..1_000_000).map(|_| {
                let i = 1 + rng.index(n - 1);
                (i, rng.index(i))
            }))
            .collect(),
        "dag-1m" => (0..1_000_000)
            .map(|_| {
                let i = rng.index(n - 1);
                (i, i + 1 + rng.index(n - 1 - i))
            })
            .collect(),
        "skewed" => (0..n * n.min(500))
            .map(|_| (skewed(rng), skewed(rng)))
            .collect(),
        "skewed-200k" => (0..200_000).map(|_| (skewed(rng), skewed(rng))).collect(),
        _ => panic!("unknown shape {shape}"),
    }
}

/// The same edges with the vertices renamed at random: a shape whose labels follow its
/// structure (a chain numbered along itself) loses that order.
pub fn tag_shuffled(rng: &mut Rng, n: usize, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut name: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        name.swap(i, rng.index(i + 1));
    }
    edges.iter().map(|&(u, v)| (name[u], name[v])).collect()
}

/// Worst cases for `tag`: every shape at the judge's N = 500 and some at N = 2000 (up to
/// M = 10⁶), each with 200 000 random queries.
pub fn tag_worst() -> Vec<(String, String)> {
    let mut cases = tag_at_limits();
    let beyond = [
        "random",
        "skewed-200k",
        "sparse",
        "cycle",
        "random-1m",
        "skewed-1m",
        "chain-back-1m",
        "dag-1m",
        "chain-back-1m-shuffled",
        "dag-1m-shuffled",
    ];
    cases.extend(tag_cases(2000, &beyond));
    cases
}

/// Every shape at the judge's limits: N = 500, at most 250 000 edges, 200 000 queries.
pub fn tag_at_limits() -> Vec<(String, String)> {
    let shapes = [
        "no-edges",
        "chain",
        "cycle",
        "two-way-cycle",
        "cycle-chords",
        "sparse",
        "low-degree",
        "star",
        "dense",
        "complete",
        "skewed",
        "dense-dag",
        "chain-back",
        "halves",
    ];
    tag_cases(500, &shapes)
}

fn tag_cases(n: usize, shapes: &[&str]) -> Vec<(String, String)> {
    shapes
        .iter()
        .map(|&shape| {
            let mut rng = Rng::new(n as u64);
            let edges = tag_shape(shape, n, &mut rng);
            let queries: Vec<_> = (0..200_000).map(|_| (rng.index(n), rng.index(n))).collect();
            (format!("n{n}-{shape}"), tag_input(n, &edges, &queries))
        })
        .collect()
}

/// A random small `duel` board: `1 × k`, `k × 2` or up to 4 × 4, 0–30 % walls.
pub fn duel_random(rng: &mut Rng) -> String {
    let (n, m) = match rng.index(4) {
        0 => (1, rng.range(2, 12) as usize),
        1 => (rng.range(2, 8) as usize, 2),
        _ => (rng.range(1, 4) as usize, rng.range(2, 4) as usize),
    };
    let (n, m) = if rng.chance(1, 2) { (n, m) } else { (m, n) };
    let blocked = 10 * rng.range(0, 4) as u64;
    let a = (rng.index(n), rng.index(m));
    let b = *pick(rng, &neighbours(a, n, m));
    duel_input(&duel_board(n, m, blocked, a, b, rng))
}

/// Hack mode's `duel` cases at `level` in `0..1`, within the judge's limits: `1 × k`, `k × 1`,
/// `2 × k` and other boards of up to `2 + 398·level` cells, 0–40 % walls, and in a sixth of
/// them walls around the pieces (often no legal first move).
pub fn duel_growing(rng: &mut Rng, level: f64) -> String {
    let area = 2 + (398.0 * level) as i64;
    let long = rng.range(2, area.max(2));
    let (n, m) = match rng.index(4) {
        0 => (1, long),
        1 => (2, (long / 2).max(1)),
        _ => {
            let n = rng.range(1, (area as f64).sqrt() as i64);
            (n, rng.range(1, area / n).max(if n == 1 { 2 } else { 1 }))
        }
    };
    let (n, m) = if rng.chance(1, 2) { (n, m) } else { (m, n) };
    let (n, m) = (n as usize, m as usize);
    let a = (rng.index(n), rng.index(m));
    let b = *pick(rng, &neighbours(a, n, m));
    let mut rows = duel_board(n, m, 10 * rng.range(0, 4) as u64, a, b, rng);
    if rng.chance(1, 6) {
        for (r, c) in neighbours(a, n, m).into_iter().chain(neighbours(b, n, m)) {
            if rows[r][c] == b'.' && rng.chance(3, 4) {
                rows[r][c] = b'#';
            }
        }
    }
    duel_input(&rows)
}

/// The cells orthogonally next to `(r, c)` on an `n × m` board.
fn neighbours((r, c): (usize, usize), n: usize, m: usize) -> Vec<(usize, usize)> {
    let mut cells = Vec::new();
    if r > 0 {
        cells.push((r - 1, c));
    }
    if r + 1 < n {
        cells.push((r + 1, c));
    }
    if c > 0 {
        cells.push((r, c - 1));
    }
    if c + 1 < m {
        cells.push((r, c + 1));
    }
    cells
}

fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> &'a T {
    &items[rng.index(items.len())]
}

/// A `duel` input from its rows.
pub fn duel_input(rows: &[Vec<u8>]) -> String {
    let mut s = format!("{} {}\n", rows.len(), rows[0].len());
    for row in rows {
        s.push_str(std::str::from_utf8(row).unwrap());
        s.push('\n');
    }
    s
}

/// An `n × m` board with each cell blocked with probability `blocked` percent, `A` and `B`
/// forced free at the given cells.
pub fn duel_board(
    n: usize,
    m: usize,
    blocked: u64,
    a: (usize, usize),
    b: (usize, usize),
    rng: &mut Rng,
) -> Vec<Vec<u8>> {
    let mut rows: Vec<Vec<u8>> = (0..n)
        .map(|_| {
            (0..m)
                .map(|_| if rng.chance(blocked, 100) { b'#' } else { b'.' })
                .collect()
        })
        .collect();
    rows[a.0][a.1] = b'A';
    rows[b.0][b.1] = b'B';
    rows
}

/// A perfect maze (randomized depth-first search) on an `n × n` board, `n` odd, with the
/// pieces at the entrance.
pub fn duel_maze(n: usize, rng: &mut Rng) -> Vec<Vec<u8>> {
    let mut rows = vec![vec![b'#'; n]; n];
    rows[0][0] = b'.';
    let mut stack = vec![(0usize, 0usize)];
    while let Some(&(r, c)) = stack.last() {
        let mut options = Vec::new();
        for (dr, dc) in [(0i64, 2i64), (2, 0), (0, -2), (-2, 0)] {
            let (nr, nc) = (r as i64 + dr, c as i64 + dc);
            if nr >= 0
                && nc >= 0
                && (nr as usize) < n
                && (nc as usize) < n
                && rows[nr as usize][nc as usize] == b'#'
            {
                options.push((nr as usize, nc as usize));
            }
        }
        if options.is_empty() {
            stack.pop();
            continue;
        }
        let (nr, nc) = options[rng.index(options.len())];
        rows[(r + nr) / 2][(c + nc) / 2] = b'.';
        rows[nr][nc] = b'.';
        stack.push((nr, nc));
    }
    // (0, 0) always opens to the right or downwards.
    rows[0][0] = b'A';
    if rows[0][1] == b'.' {
        rows[0][1] = b'B'
    } else {
        rows[1][0] = b'B'
    }
    rows
}

/// Worst cases for `duel`: judge-sized boards of several shapes, then some far beyond.
pub fn duel_worst() -> Vec<(String, String)> {
    let mut rng = Rng::new(105267);
    let mut cases = duel_judge_sized(&mut rng);
    for pct in [0, 1, 2, 5, 10, 20, 30] {
        for (name, a, b) in [
            ("middle", (500, 500), (500, 501)),
            ("corner", (0, 0), (0, 1)),
        ] {
            let rows = duel_board(1000, 1000, pct, a, b, &mut rng);
            cases.push((format!("1000x1000-{pct}pct-{name}"), duel_input(&rows)));
        }
    }
    for (name, rows) in duel_shapes_1000(&mut rng) {
        cases.push((format!("1000x1000-{name}"), duel_input(&rows)));
    }
    let strip = duel_board(2_000_000, 1, 0, (0, 0), (1, 0), &mut rng);
    cases.push(("2000000x1".into(), duel_input(&strip)));
    // The most cells supported, on the squarest board and on a 2 : 1 one.
    for (n, m, pct) in [(1414, 1414, 2), (1414, 1414, 10), (2000, 1000, 2)] {
        let rows = duel_board(n, m, pct, (n / 2, m / 2), (n / 2, m / 2 + 1), &mut rng);
        cases.push((format!("{n}x{m}-{pct}pct-middle"), duel_input(&rows)));
    }
    cases
}

/// Structured boards of about 1000 × 1000 with room to turn (the pieces need a 2 × 2 square):
/// a maze with corridors two cells wide, stripes two rows high joined by alternate gaps (one
/// long corridor), and square clusters of walls.
fn duel_shapes_1000(rng: &mut Rng) -> Vec<(&'static str, Vec<Vec<u8>>)> {
    let small = duel_maze(499, rng);
    let wall = |r: usize, c: usize| {
        if small[r / 2][c / 2] == b'#' {
            b'#'
        } else {
            b'.'
        }
    };
    let mut maze: Vec<Vec<u8>> = (0..998)
        .map(|r| (0..998).map(|c| wall(r, c)).collect())
        .collect();
    maze[0][0] = b'A';
    maze[0][1] = b'B';
    let mut stripes = duel_board(1000, 1000, 0, (0, 0), (0, 1), rng);
    for r in (2..1000).step_by(3) {
        stripes[r].fill(b'#');
        let gap = if r % 6 == 2 { 998 } else { 0 };
        stripes[r][gap..gap + 2].fill(b'.');
    }
    let mut clusters = duel_board(1000, 1000, 0, (500, 500), (500, 501), rng);
    for _ in 0..2000 {
        let (r, c, k) = (rng.index(1000), rng.index(1000), 1 + rng.index(12));
        for row in clusters.iter_mut().skip(r).take(k) {
            for cell in row.iter_mut().skip(c).take(k) {
                if *cell == b'.' {
                    *cell = b'#';
                }
            }
        }
    }
    vec![("maze", maze), ("stripes", stripes), ("clusters", clusters)]
}

/// The boards of [`duel_worst`] at the judge's limits: 10 000 cells.
pub fn duel_at_limits() -> Vec<(String, String)> {
    duel_judge_sized(&mut Rng::new(105267))
}

fn duel_judge_sized(rng: &mut Rng) -> Vec<(String, String)> {
    let mid = (50, 50);
    let right = (50, 51);
    let judge = [
        ("100x100-open", duel_board(100, 100, 0, mid, right, rng)),
        (
            "100x100-corner",
            duel_board(100, 100, 0, (0, 0), (0, 1), rng),
        ),
        ("100x100-20pct", duel_board(100, 100, 20, mid, right, rng)),
        ("100x100-40pct", duel_board(100, 100, 40, mid, right, rng)),
        ("99x99-maze", duel_maze(99, rng)),
        (
            "1x10000",
            duel_board(1, 10_000, 0, (0, 5000), (0, 5001), rng),
        ),
        (
            "10000x1",
            duel_board(10_000, 1, 0, (5000, 0), (5001, 0), rng),
        ),
        ("2x5000", duel_board(2, 5000, 0, (0, 0), (0, 1), rng)),
    ];
    let mut cases: Vec<(String, Vec<Vec<u8>>)> = judge
        .into_iter()
        .map(|(name, rows)| (name.to_string(), rows))
        .collect();
    // Open ground with a few walls: augmenting paths cross the whole board there.
    for pct in [1, 2, 5, 8] {
        let rows = duel_board(100, 100, pct, mid, right, rng);
        cases.push((format!("100x100-{pct}pct"), rows));
    }
    cases
        .into_iter()
        .map(|(name, rows)| (name, duel_input(&rows)))
        .collect()
}

/// A random corruption of a valid input: a byte changed, dropped or duplicated, a token
/// inserted, or the text cut short. Used to check that bad input never panics.
pub fn mutate(rng: &mut Rng, valid: &[u8]) -> Vec<u8> {
    let mut v = valid.to_vec();
    for _ in 0..rng.range(1, 3) {
        if v.is_empty() {
            break;
        }
        let i = rng.index(v.len());
        match rng.index(6) {
            0 => v[i] = b"0123456789-+ \n.#ABx\xff"[rng.index(20)],
            1 => {
                v.remove(i);
            }
            2 => v.insert(i, v[i]),
            3 => {
                let token: &[u8] =
                    [&b" 0 "[..], b" 99999999999999999999 ", b" -1 ", b" 2000 "][rng.index(4)];
                v.splice(i..i, token.iter().copied());
            }
            4 => v.truncate(i),
            _ => v.extend_from_slice(b" 1"),
        }
    }
    v
}
