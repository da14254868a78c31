//! A `duel` case as hack mode edits it: the board row by row, and what a step asks of it
//! (the pieces, the cells they reach, the nearest of them, its place in the size order).

use crate::duel::validate::JUDGE_SIDE as SIDE;
use std::collections::BTreeSet;

/// A `duel` board, row by row.
#[derive(Clone)]
pub struct DuelCase {
    pub(crate) rows: Vec<Vec<u8>>,
}

impl DuelCase {
    pub(super) fn piece(&self, p: u8) -> (usize, usize) {
        let r = self
            .rows
            .iter()
            .position(|row| row.contains(&p))
            .expect("a piece");
        (r, self.rows[r].iter().position(|&x| x == p).unwrap())
    }

    /// The free cells that the pieces can ever stand on: the 4-connected region of `A`
    /// (a piece always moves to a cell next to the other one).
    pub(super) fn region(&self) -> Vec<(usize, usize)> {
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
    pub(super) fn open(&self) -> Vec<(usize, usize)> {
        let region = self.region();
        region
            .into_iter()
            .filter(|&(r, col)| self.rows[r][col] == b'.')
            .collect()
    }

    pub(super) fn free(&self) -> usize {
        self.rows.iter().flatten().filter(|&&x| x != b'#').count()
    }

    /// The free cells but the pieces', nearest the pieces first: a search from both at once.
    pub(super) fn nearest(&self) -> Vec<(usize, usize)> {
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
    pub(super) fn order(&self) -> (usize, usize, usize) {
        let (a, b) = (self.piece(b'A'), self.piece(b'B'));
        let cells = self.rows.len() * self.rows[0].len();
        (self.free(), cells, a.0 + a.1 + b.0 + b.1)
    }

    /// The pieces' region in the corner of a board of `h` rows, with as many columns as keep
    /// it just below the board's cells, if it fits the judge's board.
    pub(super) fn strip(&self, h: usize) -> Option<DuelCase> {
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

    /// The board cut to the smallest rectangle around the pieces' region, if that is smaller.
    pub(super) fn cropped(mut self) -> Option<DuelCase> {
        let (n, m) = (self.rows.len(), self.rows[0].len());
        let region = self.region();
        let rows = region.iter().map(|p| p.0);
        let columns = region.iter().map(|p| p.1);
        let (top, bottom) = (rows.clone().min()?, rows.max()?);
        let (left, right) = (columns.clone().min()?, columns.max()?);
        if bottom - top + 1 == n && right - left + 1 == m {
            return None;
        }
        self.rows = self.rows[top..=bottom]
            .iter()
            .map(|row| row[left..=right].to_vec())
            .collect();
        Some(self)
    }

    /// Every free cell the pieces cannot reach a wall, if one is.
    pub(super) fn reachable(self) -> Option<DuelCase> {
        let region: BTreeSet<(usize, usize)> = self.region().into_iter().collect();
        if region.len() == self.free() {
            return None;
        }
        Some(self.walled_but(|cell| region.contains(&cell)))
    }

    /// Every free cell a wall but the pieces and the `k` nearest them.
    pub(super) fn pocket(self, k: usize) -> DuelCase {
        let kept: BTreeSet<(usize, usize)> = self.nearest().into_iter().take(k).collect();
        self.walled_but(|cell| kept.contains(&cell))
    }

    /// Every cell but the pieces that `keep` leaves out a wall.
    fn walled_but(mut self, keep: impl Fn((usize, usize)) -> bool) -> DuelCase {
        for (r, row) in self.rows.iter_mut().enumerate() {
            for (col, x) in row.iter_mut().enumerate() {
                if *x == b'.' && !keep((r, col)) {
                    *x = b'#';
                }
            }
        }
        self
    }

    /// Both pieces one cell left (or up), if they fit.
    pub(super) fn shifted(mut self, left: bool) -> Option<DuelCase> {
        let (a, b) = (self.piece(b'A'), self.piece(b'B'));
        let moved = |(r, col): (usize, usize)| match left {
            true => Some((r, col.checked_sub(1)?)),
            false => Some((r.checked_sub(1)?, col)),
        };
        let (a2, b2) = (moved(a)?, moved(b)?);
        // Into free cells, the pieces leave free cells behind; into a wall (of a pocket walled
        // off), walls.
        let walled = self.rows[a2.0][a2.1] == b'#' || self.rows[b2.0][b2.1] == b'#';
        let left_behind = if walled { b'#' } else { b'.' };
        self.rows[a.0][a.1] = left_behind;
        self.rows[b.0][b.1] = left_behind;
        self.rows[a2.0][a2.1] = b'A';
        self.rows[b2.0][b2.1] = b'B';
        Some(self)
    }
}

/// The four cells next to `(r, c)`; one off the board wraps to a huge index.
pub(super) fn around((r, c): (usize, usize)) -> [(usize, usize); 4] {
    [
        (r.wrapping_sub(1), c),
        (r + 1, c),
        (r, c.wrapping_sub(1)),
        (r, c + 1),
    ]
}
