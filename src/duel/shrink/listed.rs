//! Every `duel` board of a few free cells, in the size order, and boards of more drawn at
//! random: the search below a failing case.

use super::board::{DuelCase, around};
use crate::duel::Duel;
use crate::generate::Rng;
use crate::hack::Hackable;
use crate::hack::steps::LISTED;
use std::collections::BTreeSet;

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

/// The boards whose pieces reach exactly `k` free cells on the rectangle of those cells, with
/// no other cell free, if there are at most [`LISTED`]: each shape, with the pieces on each
/// ordered pair of its cells that are next to each other. Never the whole class: a board of
/// the same free cells may have walls past their rectangle (`AB#` beside `AB`), anywhere on a
/// board of up to the judge's 10 000 cells, and those are not listed.
pub(super) fn listed(k: usize) -> Option<(Vec<DuelCase>, bool)> {
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
    Some((all, false))
}

/// A board of `k` free cells grown at random around the pieces.
pub(super) fn drawn(rng: &mut Rng, k: usize) -> DuelCase {
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
