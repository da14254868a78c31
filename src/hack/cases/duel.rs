//! `duel` in hack mode, within the judge's limits: `1 <= n, m <= 5000`, `2 <= n·m <= 10 000`.

use super::{LISTED, by_class, chunk_levels, toward};
use crate::duel::Duel;
use crate::generate::{self, Rng};
use crate::hack::hackable::{Hackable, Place, Smaller};
use std::collections::BTreeSet;

/// The judge's bounds, as the validator states them.
use crate::duel::{JUDGE_CELLS as CELLS, JUDGE_SIDE as SIDE};

/// A `duel` board, row by row.
#[derive(Clone)]
pub struct DuelCase {
    pub(crate) rows: Vec<Vec<u8>>,
}

/// Boards whose pieces reach at most this many free cells also try every pair of walls.
const PAIRS_UP_TO: usize = 40;

#[derive(Clone, Copy)]
pub enum DuelStep {
    /// To the smallest rectangle around the free cells that the pieces can reach.
    Crop,
    /// Every free cell the pieces cannot reach becomes a wall.
    Unreachable,
    /// Drops this many rows or columns at one side: 0 top, 1 bottom, 2 left, 3 right.
    Trim(u8, usize),
    /// The free cells of the pieces' region from this index to that one, in the region's
    /// order (row by row), become walls.
    Walls(usize, usize),
    /// Two free cells at once, where no single one keeps the failure.
    Pair((usize, usize), (usize, usize)),
    /// Both pieces one cell up (or left), into walls too.
    Shift(bool),
    /// Every free cell a wall but the pieces and the this many nearest them (by a search
    /// from both): a pocket, on a board of the same size, for a failure that needs a large
    /// board but few free cells.
    Pocket(usize),
    /// The pieces' region moved to the corner of a board of this many rows and as many
    /// columns as keep it just below the board's cells: a strip.
    Strip(usize),
}

/// Pockets of these many free cells besides the pieces are tried, then each power of two.
const POCKETS: [usize; 6] = [0, 1, 2, 3, 4, 6];
/// Strips of up to this many rows are tried.
const STRIPS: usize = 4;

impl DuelCase {
    fn piece(&self, p: u8) -> (usize, usize) {
        let r = self
            .rows
            .iter()
            .position(|row| row.contains(&p))
            .expect("a piece");
        (r, self.rows[r].iter().position(|&x| x == p).unwrap())
    }

    /// The free cells that the pieces can ever stand on: the 4-connected region of `A`
    /// (a piece always moves to a cell next to the other one).
    fn region(&self) -> Vec<(usize, usize)> {
        let (n, m) = (self.rows.len(), self.rows[0].len());
        let mut seen = vec![vec![false; m]; n];
        let start = self.piece(b'A');
        seen[start.0][start.1] = true;
        let mut stack = vec![start];
        let mut region = Vec::new();
        while let Some((r, c)) = stack.pop() {
            region.push((r, c));
            for (nr, nc) in around((r, c)) {
                if nr < n && nc < m && !seen[nr][nc] && self.rows[nr][nc] != b'#' {
                    seen[nr][nc] = true;
                    stack.push((nr, nc));
                }
            }
        }
        region.sort_unstable();
        region
    }

    /// The free cells of the region but the pieces', in the region's order.
    fn open(&self) -> Vec<(usize, usize)> {
        let region = self.region();
        region
            .into_iter()
            .filter(|&(r, col)| self.rows[r][col] == b'.')
            .collect()
    }

    fn free(&self) -> usize {
        self.rows.iter().flatten().filter(|&&x| x != b'#').count()
    }

    /// The free cells but the pieces', nearest the pieces first: a search from both at once.
    fn nearest(&self) -> Vec<(usize, usize)> {
        let (n, m) = (self.rows.len(), self.rows[0].len());
        let mut seen = vec![vec![false; m]; n];
        let mut queue = std::collections::VecDeque::new();
        for p in [self.piece(b'A'), self.piece(b'B')] {
            seen[p.0][p.1] = true;
            queue.push_back(p);
        }
        let mut order = Vec::new();
        while let Some(p) = queue.pop_front() {
            for (r, c) in around(p) {
                if r < n && c < m && !seen[r][c] && self.rows[r][c] == b'.' {
                    seen[r][c] = true;
                    order.push((r, c));
                    queue.push_back((r, c));
                }
            }
        }
        order
    }

    /// The key of the size order: free cells, cells, the sum of the pieces' coordinates.
    fn order(&self) -> (usize, usize, usize) {
        let (a, b) = (self.piece(b'A'), self.piece(b'B'));
        let cells = self.rows.len() * self.rows[0].len();
        (self.free(), cells, a.0 + a.1 + b.0 + b.1)
    }

    /// The pieces' region in the corner of a board of `h` rows, with as many columns as keep
    /// it just below the board's cells, if it fits the judge's board.
    fn strip(&self, h: usize) -> Option<DuelCase> {
        let region = self.region();
        let top = region.iter().map(|p| p.0).min()?;
        let left = region.iter().map(|p| p.1).min()?;
        let height = region.iter().map(|p| p.0).max()? - top + 1;
        let width = region.iter().map(|p| p.1).max()? - left + 1;
        // Fewer cells than now, by as few as the rows allow.
        let w = ((self.rows.len() * self.rows[0].len() - 1) / h).min(SIDE);
        // Fewer rows only: a strip is a new shape, not a way to drop a column at a time.
        if h >= self.rows.len() || h < height || w < width || h * w < 2 {
            return None;
        }
        let mut rows = vec![vec![b'#'; w]; h];
        for (r, c) in region {
            rows[r - top][c - left] = self.rows[r][c];
        }
        let strip = DuelCase { rows };
        (strip.order() < self.order()).then_some(strip)
    }
}

/// The four cells next to `(r, c)`; one off the board wraps to a huge index.
fn around((r, c): (usize, usize)) -> [(usize, usize); 4] {
    [
        (r.wrapping_sub(1), c),
        (r + 1, c),
        (r, c.wrapping_sub(1)),
        (r, c + 1),
    ]
}

impl Hackable for Duel {
    type Case = DuelCase;
    type Step = DuelStep;
    const VERDICTS: [&'static str; 2] = ["Frost_Ice", "Febleaf"];

    fn random(rng: &mut Rng, level: f64) -> String {
        generate::duel_growing(rng, level)
    }

    fn at_limits() -> Vec<(String, String)> {
        generate::duel_at_limits()
    }

    fn aimed() -> Vec<(String, String)> {
        generate::duel_aimed()
    }

    fn read(input: &str) -> Result<DuelCase, String> {
        let rows = input
            .split_ascii_whitespace()
            .skip(2)
            .map(|r| r.as_bytes().to_vec());
        Ok(DuelCase {
            rows: rows.collect(),
        })
    }

    fn write(c: &DuelCase) -> String {
        generate::duel_input(&c.rows)
    }

    fn rank(c: &DuelCase) -> Vec<u64> {
        let (free, cells, sum) = c.order();
        vec![free as u64, cells as u64, sum as u64]
    }

    fn size(c: &DuelCase) -> String {
        format!(
            "{} free cells, {} × {}",
            c.free(),
            c.rows.len(),
            c.rows[0].len()
        )
    }

    fn steps(c: &DuelCase, _: Option<usize>, coarse: bool) -> Vec<DuelStep> {
        let mut steps = vec![DuelStep::Crop, DuelStep::Unreachable];
        let near = c.nearest().len();
        let doubling = std::iter::successors(Some(8), |k| Some(k * 2));
        let pockets = POCKETS
            .into_iter()
            .chain(doubling)
            .take_while(|&k| k < near);
        steps.extend(pockets.map(DuelStep::Pocket));
        steps.extend((1..=STRIPS).map(DuelStep::Strip));
        let (n, m) = (c.rows.len(), c.rows[0].len());
        let (a, b) = (c.piece(b'A'), c.piece(b'B'));
        // At each side, the lines up to the nearest piece: as many as possible first.
        let free_lines = [
            a.0.min(b.0),
            n - 1 - a.0.max(b.0),
            a.1.min(b.1),
            m - 1 - a.1.max(b.1),
        ];
        for (side, lines) in (0..).zip(free_lines) {
            let counts = toward(0, lines as i64).into_iter();
            steps.extend(counts.map(|k| DuelStep::Trim(side, k as usize)));
        }
        steps.extend([DuelStep::Shift(false), DuelStep::Shift(true)]);
        if coarse {
            return steps;
        }
        let open = c.open();
        let ranges = chunk_levels(&open, false).into_iter().flatten();
        steps.extend(ranges.map(|(from, to)| DuelStep::Walls(from, to)));
        if open.len() + 2 <= PAIRS_UP_TO {
            for (i, &p) in open.iter().enumerate() {
                steps.extend(open[i + 1..].iter().map(|&q| DuelStep::Pair(p, q)));
            }
        }
        steps
    }

    fn apply(c: &DuelCase, step: DuelStep) -> Option<DuelCase> {
        let (n, m) = (c.rows.len(), c.rows[0].len());
        let (a, b) = (c.piece(b'A'), c.piece(b'B'));
        let mut c = c.clone();
        match step {
            DuelStep::Crop => {
                let region = c.region();
                let rows = region.iter().map(|p| p.0);
                let columns = region.iter().map(|p| p.1);
                let (top, bottom) = (rows.clone().min()?, rows.max()?);
                let (left, right) = (columns.clone().min()?, columns.max()?);
                if bottom - top + 1 == n && right - left + 1 == m {
                    return None;
                }
                c.rows = c.rows[top..=bottom]
                    .iter()
                    .map(|row| row[left..=right].to_vec())
                    .collect();
            }
            DuelStep::Unreachable => {
                let region: BTreeSet<(usize, usize)> = c.region().into_iter().collect();
                if region.len() == c.free() {
                    return None;
                }
                for (r, row) in c.rows.iter_mut().enumerate() {
                    for (col, x) in row.iter_mut().enumerate() {
                        if !region.contains(&(r, col)) {
                            *x = b'#';
                        }
                    }
                }
            }
            DuelStep::Trim(side, k) => match side {
                0 => drop(c.rows.drain(..k)),
                1 => c.rows.truncate(n - k),
                2 => c.rows.iter_mut().for_each(|row| drop(row.drain(..k))),
                _ => c.rows.iter_mut().for_each(|row| row.truncate(m - k)),
            },
            DuelStep::Walls(from, to) => {
                for (r, col) in c.open()[from..to].to_vec() {
                    c.rows[r][col] = b'#';
                }
            }
            DuelStep::Pair(p, q) => {
                c.rows[p.0][p.1] = b'#';
                c.rows[q.0][q.1] = b'#';
            }
            DuelStep::Pocket(k) => {
                let kept: BTreeSet<(usize, usize)> = c.nearest().into_iter().take(k).collect();
                for (r, row) in c.rows.iter_mut().enumerate() {
                    for (col, x) in row.iter_mut().enumerate() {
                        if *x == b'.' && !kept.contains(&(r, col)) {
                            *x = b'#';
                        }
                    }
                }
            }
            DuelStep::Strip(h) => c = c.strip(h)?,
            DuelStep::Shift(left) => {
                let moved = |(r, col): (usize, usize)| {
                    if left {
                        Some((r, col.checked_sub(1)?))
                    } else {
                        Some((r.checked_sub(1)?, col))
                    }
                };
                let (a2, b2) = (moved(a)?, moved(b)?);
                // Into free cells, the pieces' leave free cells behind; into a wall (of a pocket
                // walled off), walls.
                let walled = c.rows[a2.0][a2.1] == b'#' || c.rows[b2.0][b2.1] == b'#';
                let left_behind = if walled { b'#' } else { b'.' };
                c.rows[a.0][a.1] = left_behind;
                c.rows[b.0][b.1] = left_behind;
                c.rows[a2.0][a2.1] = b'A';
                c.rows[b2.0][b2.1] = b'B';
            }
        }
        let cells = c.rows.len() * c.rows[0].len();
        (cells >= 2).then_some(c)
    }

    fn smaller(c: &DuelCase, rng: &mut Rng, most: usize, per_class: usize) -> Smaller<DuelCase> {
        // The case's own class last: its cases before it in the order, ties by bytes.
        let free = c.free();
        let key = |c: &DuelCase| (c.order(), Duel::write(c));
        let own = key(c);
        let list = |k: usize| match k == free {
            false => listed(k),
            true => listed(k)
                .map(|(all, whole)| (all.into_iter().filter(|c| key(c) < own).collect(), whole)),
        };
        let classes = vec![(2..=free).collect()];
        let mut smaller = by_class(classes, (most, per_class), list, |k| drawn(rng, k));
        // A sprawling growth may not fit the judge's board (a listed shape always does), and a
        // drawn case of the own class may come after the case.
        smaller.retain(|c: &DuelCase| {
            let (n, m) = (c.rows.len(), c.rows[0].len());
            n * m <= CELLS && n.max(m) <= SIDE && (c.free() < free || key(c) < own)
        });
        smaller
    }

    fn class(c: &DuelCase) -> String {
        format!("{} free cells", c.free())
    }

    fn dimensions(c: &DuelCase) -> Vec<(&'static str, usize)> {
        vec![("n", c.rows.len()), ("m", c.rows[0].len())]
    }

    fn scaled(c: &DuelCase, which: usize, to: usize) -> Option<DuelCase> {
        let (a, b) = (c.piece(b'A'), c.piece(b'B'));
        let (n, m) = (c.rows.len(), c.rows[0].len());
        // A window of `to` lines around the pieces, as central as the board allows.
        let window = |lines: usize, p: usize, q: usize| -> Option<usize> {
            let (low, high) = (p.min(q), p.max(q));
            (high - low < to).then(|| {
                low.saturating_sub((to - (high - low + 1)) / 2)
                    .min(lines - to)
            })
        };
        let rows = if which == 0 {
            let top = window(n, a.0, b.0)?;
            c.rows[top..top + to].to_vec()
        } else {
            let left = window(m, a.1, b.1)?;
            c.rows.iter().map(|r| r[left..left + to].to_vec()).collect()
        };
        let cut = DuelCase { rows };
        (cut.rows.len() * cut.rows[0].len() >= 2).then_some(cut)
    }

    fn places(input: &str, _: Option<usize>) -> Vec<Place> {
        // Line 1 is `n m`; row r is line r + 1.
        let mut places = Vec::new();
        for (line, text) in input.lines().enumerate().skip(1) {
            for piece in ['A', 'B'] {
                if let Some(column) = text.find(piece) {
                    places.push(Place {
                        line,
                        column,
                        note: format!("{piece} at (row {line}, column {})", column + 1),
                    });
                }
            }
        }
        places
    }
}

/// The shapes of `k` cells (fixed polyominoes, moved to the top-left corner), each a sorted
/// list of cells.
fn shapes(k: usize) -> BTreeSet<Vec<(usize, usize)>> {
    let mut all = BTreeSet::from([vec![(0usize, 0usize)]]);
    for _ in 1..k {
        let mut next = BTreeSet::new();
        for shape in &all {
            // Shifted one down and right, so that a new cell may go above or left of it.
            let moved: Vec<(usize, usize)> = shape.iter().map(|&(r, c)| (r + 1, c + 1)).collect();
            for &cell in &moved {
                for new in around(cell) {
                    if !moved.contains(&new) {
                        let mut grown = moved.clone();
                        grown.push(new);
                        next.insert(to_corner(grown));
                    }
                }
            }
        }
        all = next;
    }
    all
}

fn to_corner(mut cells: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    let top = cells.iter().map(|p| p.0).min().unwrap();
    let left = cells.iter().map(|p| p.1).min().unwrap();
    for p in &mut cells {
        *p = (p.0 - top, p.1 - left);
    }
    cells.sort_unstable();
    cells
}

/// The board of a shape: its cells free, the rest of its rectangle walls, `A` and `B` on
/// two of them.
fn board(cells: &[(usize, usize)], a: (usize, usize), b: (usize, usize)) -> DuelCase {
    let n = cells.iter().map(|p| p.0).max().unwrap() + 1;
    let m = cells.iter().map(|p| p.1).max().unwrap() + 1;
    let mut rows = vec![vec![b'#'; m]; n];
    for &(r, c) in cells {
        rows[r][c] = b'.';
    }
    rows[a.0][a.1] = b'A';
    rows[b.0][b.1] = b'B';
    DuelCase { rows }
}

/// Every board whose pieces reach exactly `k` free cells and no other cell is free, if there
/// are at most [`LISTED`]: each shape, with the pieces on each ordered pair of its cells that
/// are next to each other.
fn listed(k: usize) -> Option<(Vec<DuelCase>, bool)> {
    // Shapes of 7 cells alone, with their placements, are far more than LISTED.
    if k > 6 {
        return None;
    }
    let mut all = Vec::new();
    for cells in shapes(k) {
        for &a in &cells {
            for b in around(a) {
                if cells.contains(&b) {
                    all.push(board(&cells, a, b));
                }
            }
        }
        if all.len() > LISTED {
            return None;
        }
    }
    // In the size order, ties broken by the input's bytes: the first that fails is the least.
    all.sort_by_cached_key(|c| (c.order(), Duel::write(c)));
    Some((all, true))
}

/// A board of `k` free cells grown at random around the pieces.
fn drawn(rng: &mut Rng, k: usize) -> DuelCase {
    // Room for any growth: the pieces in the middle of a (2k + 1)-square.
    let a = (k, k);
    let b = around(a)[rng.index(4)];
    let mut cells = vec![a, b];
    while cells.len() < k {
        let from = cells[rng.index(cells.len())];
        let new = around(from)[rng.index(4)];
        if !cells.contains(&new) {
            cells.push(new);
        }
    }
    let top = cells.iter().map(|p| p.0).min().unwrap();
    let left = cells.iter().map(|p| p.1).min().unwrap();
    let moved = |p: (usize, usize)| (p.0 - top, p.1 - left);
    let shape: Vec<(usize, usize)> = cells.iter().map(|&p| moved(p)).collect();
    board(&shape, moved(a), moved(b))
}
