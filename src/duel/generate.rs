//! `duel` boards: random, growing for hack mode, and the worst cases.

use crate::generate::Rng;
use crate::generate::cases::{Generated, Named};

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
    let b = *pick(rng, &duel_neighbours(a, n, m));
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
    let b = *pick(rng, &duel_neighbours(a, n, m));
    let mut rows = duel_board(n, m, 10 * rng.range(0, 4) as u64, a, b, rng);
    if rng.chance(1, 6) {
        for (r, c) in duel_neighbours(a, n, m)
            .into_iter()
            .chain(duel_neighbours(b, n, m))
        {
            if rows[r][c] == b'.' && rng.chance(3, 4) {
                rows[r][c] = b'#';
            }
        }
    }
    duel_input(&rows)
}

/// The cells orthogonally next to `(r, c)` on an `n × m` board.
pub fn duel_neighbours((r, c): (usize, usize), n: usize, m: usize) -> Vec<(usize, usize)> {
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

/// The benchmarks' cases for `duel`: those at the judge's limits, then some far beyond them.
pub fn duel_at_limits_and_beyond() -> Vec<Named> {
    let mut cases = duel_at_limits();
    let mut rng = Rng::new(105268);
    // One line of 10 000 cells: past the judge's 5000 for a side.
    let row = duel_board(1, 10_000, 0, (0, 5000), (0, 5001), &mut rng);
    cases.push(Named::new("1x10000", duel_input(&row)));
    let column = duel_board(10_000, 1, 0, (5000, 0), (5001, 0), &mut rng);
    cases.push(Named::new("10000x1", duel_input(&column)));
    for pct in [0, 1, 2, 5, 10, 20, 30] {
        for (name, a, b) in [
            ("middle", (500, 500), (500, 501)),
            ("corner", (0, 0), (0, 1)),
        ] {
            let rows = duel_board(1000, 1000, pct, a, b, &mut rng);
            cases.push(Named::new(
                format!("1000x1000-{pct}pct-{name}"),
                duel_input(&rows),
            ));
        }
    }
    for (name, rows) in duel_shapes_1000(&mut rng) {
        cases.push(Named::new(format!("1000x1000-{name}"), duel_input(&rows)));
    }
    let strip = duel_board(2_000_000, 1, 0, (0, 0), (1, 0), &mut rng);
    cases.push(Named::new("2000000x1", duel_input(&strip)));
    // The most cells supported, on the squarest board and on a 2 : 1 one.
    for (n, m, pct) in [(1414, 1414, 2), (1414, 1414, 10), (2000, 1000, 2)] {
        let rows = duel_board(n, m, pct, (n / 2, m / 2), (n / 2, m / 2 + 1), &mut rng);
        cases.push(Named::new(
            format!("{n}x{m}-{pct}pct-middle"),
            duel_input(&rows),
        ));
    }
    cases
}

/// Stripes two rows high joined by alternate gaps at the ends: one corridor that winds through
/// the whole board, the pieces at its start.
pub fn duel_stripes(n: usize, m: usize, rng: &mut Rng) -> Vec<Vec<u8>> {
    let mut stripes = duel_board(n, m, 0, (0, 0), (0, 1), rng);
    for r in (2..n).step_by(3) {
        stripes[r].fill(b'#');
        let gap = if r % 6 == 2 { m - 2 } else { 0 };
        stripes[r][gap..gap + 2].fill(b'.');
    }
    stripes
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
    let stripes = duel_stripes(1000, 1000, rng);
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

/// The worst cases at the judge's limits (`1 <= n, m <= 5000`, `n·m <= 10 000`), each aimed at
/// a usual failure of a solution:
/// - `100x100-*`: the most cells, open, with 1–40 % walls, a maze, the pieces in the middle or
///   a corner: time, and about 40 000 configurations (past a 16-bit index);
/// - `100x100-stripes`: one corridor winding through the board: the longest augmenting paths,
///   and a search that recurses along them goes thousands deep;
/// - `2x5000`, `5000x2`: the longest strips with room to turn, the pieces at one end;
/// - `1x5000`, `5000x1`: the longest sides, no room to turn (no legal move), the pieces at the
///   far end: a row buffer or an array sized for the common case;
/// - `101x99` … `9x1006`: sides just past 100, 105, 1000 and 1005, open, the pieces in the far
///   corner: fixed arrays one past the common sizes.
pub fn duel_at_limits() -> Vec<Named> {
    let rng = &mut Rng::new(105267);
    let mid = (50, 50);
    let right = (50, 51);
    let mut cases: Vec<(String, Vec<Vec<u8>>)> = vec![
        (
            "100x100-open".into(),
            duel_board(100, 100, 0, mid, right, rng),
        ),
        (
            "100x100-corner".into(),
            duel_board(100, 100, 0, (0, 0), (0, 1), rng),
        ),
        (
            "100x100-20pct".into(),
            duel_board(100, 100, 20, mid, right, rng),
        ),
        (
            "100x100-40pct".into(),
            duel_board(100, 100, 40, mid, right, rng),
        ),
        ("99x99-maze".into(), duel_maze(99, rng)),
        ("100x100-stripes".into(), duel_stripes(100, 100, rng)),
        ("2x5000".into(), duel_board(2, 5000, 0, (0, 0), (0, 1), rng)),
        (
            "5000x2".into(),
            duel_board(5000, 2, 0, (4999, 1), (4998, 1), rng),
        ),
        (
            "1x5000".into(),
            duel_board(1, 5000, 0, (0, 4998), (0, 4999), rng),
        ),
        (
            "5000x1".into(),
            duel_board(5000, 1, 0, (4999, 0), (4998, 0), rng),
        ),
    ];
    // Open ground with a few walls: augmenting paths cross the whole board there.
    for pct in [1, 2, 5, 8] {
        let rows = duel_board(100, 100, pct, mid, right, rng);
        cases.push((format!("100x100-{pct}pct"), rows));
    }
    for (n, m) in [(101, 99), (106, 94), (1001, 9), (1006, 9)] {
        for (n, m) in [(n, m), (m, n)] {
            let rows = duel_board(n, m, 0, (n - 1, m - 1), (n - 1, m - 2), rng);
            cases.push((format!("{n}x{m}"), rows));
        }
    }
    cases
        .into_iter()
        .map(|(name, rows)| Named::new(name, duel_input(&rows)))
        .collect()
}

/// Inputs aimed at the usual mistakes, each named by it: the smallest on which planted programs
/// of `tests/hack/` fail (see `dot_aimed`), and on the largest board (100 × 100, walls but
/// for a pocket of 2 × 3 free cells) pieces that stand at the cells (numbered row by row from
/// 0) where a count or a code of 8 or 16 bits passes its bound: `pocket-at-cell-256`
/// (a cell number past a byte), `pocket-at-cell-8192` (a configuration's code of 4 or 8 per
/// cell past 32 768 and 65 536), each with `A` just below the bound and `B` at it.
pub fn duel_aimed() -> Vec<Named> {
    let mut cases: Vec<Named> = [
        ("history-ignored", &["A.", "B."][..]),
        ("greedy-matching", &["AB#", "..."]),
        ("smallest-board", &["AB"]),
    ]
    .into_iter()
    .map(|(name, rows)| {
        let rows: Vec<Vec<u8>> = rows.iter().map(|r| r.as_bytes().to_vec()).collect();
        Named::new(name, duel_input(&rows))
    })
    .collect();
    for bound in [256, 8192] {
        let mut rows = vec![vec![b'#'; 100]; 100];
        let (r, c) = (bound / 100, bound % 100);
        for row in &mut rows[r..r + 2] {
            row[c - 1..c + 2].fill(b'.');
        }
        (rows[r][c - 1], rows[r][c]) = (b'A', b'B');
        cases.push(Named::new(
            format!("pocket-at-cell-{bound}"),
            duel_input(&rows),
        ));
    }
    cases
}

impl Generated for super::Duel {
    fn random(rng: &mut Rng, level: f64) -> String {
        duel_growing(rng, level)
    }

    fn at_limits() -> Vec<Named> {
        duel_at_limits()
    }

    fn aimed() -> Vec<Named> {
        duel_aimed()
    }
}
