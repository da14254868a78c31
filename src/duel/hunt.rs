//! The hunt's moves on `duel` boards, within the judge's limits: `1 <= n, m <= 5000`,
//! `2 <= n·m <= 10 000`, one `A` and one `B` side by side.
//!
//! A move walls or clears a rectangle, lays a winding corridor over one, flips a few cells,
//! moves the pieces, transposes or mirrors the board, draws a new board of another shape, or
//! splices two boards of one size, one's rows above the other's.

use super::Duel;
use super::generate::{duel_maze, duel_neighbours, duel_stripes};
use crate::generate::Rng;
use crate::hack::{Hackable, Huntable};

type DuelCase = <Duel as Hackable>::Case;

use super::validate::{JUDGE_CELLS as CELLS, JUDGE_SIDE as SIDE};

impl Huntable for Duel {
    fn shaped(rng: &mut Rng) -> DuelCase {
        let rows = match rng.index(4) {
            0 => duel_maze(99, rng),
            1 => duel_stripes(100, 100, rng),
            _ => {
                let n = [1, 2, 3, 5, 10, 30, 100][rng.index(7)];
                let long = (CELLS / n).min(SIDE);
                let (n, m) = if rng.chance(1, 2) {
                    (n, long)
                } else {
                    (long, n)
                };
                let walls = [0, 0, 10, 30, 45][rng.index(5)];
                let mut rows = vec![vec![b'.'; m]; n];
                for row in &mut rows {
                    for cell in row.iter_mut() {
                        if rng.chance(walls, 100) {
                            *cell = b'#';
                        }
                    }
                }
                if rng.chance(1, 2) {
                    corridor(&mut rows, (0, 0), (n, m));
                }
                rows
            }
        };
        placed(rows, rng)
    }

    fn moved(case: &DuelCase, other: &DuelCase, rng: &mut Rng) -> DuelCase {
        let mut rows = case.rows.clone();
        let (n, m) = (rows.len(), rows[0].len());
        match rng.index(8) {
            0 | 1 => {
                let (top, bottom) = span(rng, n);
                let (left, right) = span(rng, m);
                let fill = if rng.chance(1, 2) { b'#' } else { b'.' };
                for row in &mut rows[top..bottom] {
                    for cell in &mut row[left..right] {
                        if *cell == b'.' || *cell == b'#' {
                            *cell = fill;
                        }
                    }
                }
            }
            2 => {
                let (top, bottom) = span(rng, n);
                let (left, right) = span(rng, m);
                corridor(&mut rows, (top, left), (bottom, right));
            }
            3 => {
                for _ in 0..rng.range(1, 16) {
                    let cell = &mut rows[rng.index(n)][rng.index(m)];
                    *cell = match *cell {
                        b'.' => b'#',
                        b'#' => b'.',
                        piece => piece,
                    };
                }
            }
            4 => {
                for cell in rows.iter_mut().flatten() {
                    if *cell == b'A' || *cell == b'B' {
                        *cell = b'.';
                    }
                }
            }
            5 => {
                rows = (0..m)
                    .map(|c| rows.iter().map(|row| row[c]).collect())
                    .collect()
            }
            6 => return Duel::shaped(rng),
            _ => {
                if other.rows.len() == n && other.rows[0].len() == m {
                    let cut = rng.index(n);
                    for (row, theirs) in rows[cut..].iter_mut().zip(&other.rows[cut..]) {
                        *row = theirs.clone();
                    }
                } else {
                    rows.reverse();
                }
            }
        }
        placed(rows, rng)
    }

    /// Rows and columns by powers of two, and walls by tenths of the board.
    fn niche(c: &DuelCase) -> Vec<u8> {
        let (n, m) = (c.rows.len(), c.rows[0].len());
        let walls = c.rows.iter().flatten().filter(|&&x| x == b'#').count();
        let log2 = |k: usize| (usize::BITS - k.leading_zeros()) as u8;
        vec![log2(n), log2(m), (10 * walls / (n * m)) as u8]
    }
}

/// A range `lo..hi` of `0..len`, not empty.
fn span(rng: &mut Rng, len: usize) -> (usize, usize) {
    let lo = rng.index(len);
    let most = [4, 32, len][rng.index(3)];
    (lo, (lo + rng.range(1, most as i64) as usize).min(len))
}

/// A corridor that winds back and forth over the rectangle from `top_left` to `bottom_right`
/// (exclusive): every other row a wall but for one cell at alternate ends.
fn corridor(rows: &mut [Vec<u8>], (top, left): (usize, usize), (bottom, right): (usize, usize)) {
    for (k, row) in rows[top..bottom].iter_mut().enumerate() {
        let gap = if k % 4 == 1 { right - 1 } else { left };
        for (c, cell) in row.iter_mut().enumerate().take(right).skip(left) {
            if *cell != b'A' && *cell != b'B' {
                *cell = if k % 2 == 1 && c != gap { b'#' } else { b'.' };
            }
        }
    }
}

/// `rows` with exactly one `A` and one `B`, side by side: pieces kept where they are a valid
/// pair, else placed on a random free cell and a free neighbour (cleared when none has one).
fn placed(mut rows: Vec<Vec<u8>>, rng: &mut Rng) -> DuelCase {
    let (n, m) = (rows.len(), rows[0].len());
    let find = |rows: &[Vec<u8>], p: u8| -> Vec<(usize, usize)> {
        let cells = rows.iter().enumerate().flat_map(|(r, row)| {
            row.iter()
                .enumerate()
                .filter(move |&(_, &x)| x == p)
                .map(move |(c, _)| (r, c))
        });
        cells.collect()
    };
    let (a, b) = (find(&rows, b'A'), find(&rows, b'B'));
    if a.len() == 1 && b.len() == 1 && duel_neighbours(a[0], n, m).contains(&b[0]) {
        return DuelCase { rows };
    }
    for cell in rows.iter_mut().flatten() {
        if *cell == b'A' || *cell == b'B' {
            *cell = b'.';
        }
    }
    let free = find(&rows, b'.');
    for _ in 0..64.min(free.len()) {
        let p = free[rng.index(free.len())];
        let beside: Vec<_> = (duel_neighbours(p, n, m).into_iter())
            .filter(|&(r, c)| rows[r][c] == b'.')
            .collect();
        if !beside.is_empty() {
            let q = beside[rng.index(beside.len())];
            rows[p.0][p.1] = b'A';
            rows[q.0][q.1] = b'B';
            return DuelCase { rows };
        }
    }
    // n·m >= 2: every cell has a neighbour.
    let p = (rng.index(n), rng.index(m));
    let q = duel_neighbours(p, n, m)[0];
    rows[p.0][p.1] = b'A';
    rows[q.0][q.1] = b'B';
    DuelCase { rows }
}
