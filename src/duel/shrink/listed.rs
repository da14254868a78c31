//! Every `duel` board of a few free cells, in the size order, and boards of more drawn at
//! random: the search below a failing case.

use super::board::{DuelCase, around};
use crate::duel::Duel;
use crate::duel::validate::{JUDGE_CELLS as CELLS, JUDGE_SIDE as SIDE};
use crate::generate::Rng;
use crate::hack::steps::{LISTED, choose};
use crate::hack::{Hackable, Scope};
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

/// Boards of `k` free cells, if there are at most [`LISTED`] of them: every board of up to a
/// number of cells ([`every_board`]), and each connected shape of `k` cells on its own
/// rectangle, with the pieces on each ordered pair of its cells that are next to each other.
/// Never the whole class: a board of `k` free cells may have any of the judge's 10 000 cells.
pub(super) fn listed(k: usize) -> Option<(Vec<DuelCase>, Scope)> {
    let (mut all, cells) = every_board(k, CELLS, LISTED / 2);
    let mut words = Vec::new();
    if cells > 0 {
        words.push(format!("every board on up to {cells} cells"));
    }
    if let Some(shaped) = on_own_rectangle(k, LISTED - all.len()) {
        let larger = |c: &DuelCase| c.rows.len() * c.rows[0].len() > cells;
        all.extend(shaped.into_iter().filter(larger));
        words.push(format!(
            "each connected shape of {k} cells on its own rectangle"
        ));
    }
    if words.is_empty() {
        return None;
    }
    let words = words.join(", and ");
    // In the size order, ties broken by the input's bytes: the first that fails is the least.
    all.sort_by_cached_key(|c| (c.order(), Duel::write(c)));
    Some((all, Scope::Listed(words)))
}

/// Every board of `k` free cells below `own` in the size order (ties by the input's bytes),
/// if there are at most [`LISTED`]: every board on up to its cells.
pub(super) fn below_in_class(own: &DuelCase) -> Option<Vec<DuelCase>> {
    let cells = own.rows.len() * own.rows[0].len();
    let (mut all, reached) = every_board(own.free(), cells, LISTED);
    if reached < cells {
        return None;
    }
    let key = |c: &DuelCase| (c.order(), Duel::write(c));
    let last = key(own);
    all.retain(|c| key(c) < last);
    all.sort_by_cached_key(key);
    Some(all)
}

/// Every board of `k` free cells (the pieces next to each other, any other `k − 2` cells free)
/// on up to `most` cells, for the largest `most` whose boards number at most `room`: the boards
/// and that number of cells (0 when even the smallest boards are too many).
fn every_board(k: usize, most: usize, room: usize) -> (Vec<DuelCase>, usize) {
    let mut all = Vec::new();
    let mut reached = 0;
    for cells in k.max(2)..=most {
        let sides: Vec<(usize, usize)> = (1..=cells.min(SIDE))
            .filter(|n| cells % n == 0 && cells / n <= SIDE)
            .map(|n| (n, cells / n))
            .collect();
        let count: Option<usize> = sides.iter().try_fold(0usize, |sum, &(n, m)| {
            let pairs = 2 * (n * (m - 1) + m * (n - 1));
            sum.checked_add(pairs.checked_mul(binomial(cells - 2, k - 2)?)?)
        });
        if count.is_none_or(|c| all.len() + c > room) {
            break;
        }
        for (n, m) in sides {
            boards_of(n, m, k, &mut all);
        }
        reached = cells;
    }
    (all, reached)
}

/// `n choose k`, if it fits.
fn binomial(n: usize, k: usize) -> Option<usize> {
    (0..k).try_fold(1usize, |c, i| Some(c.checked_mul(n - i)? / (i + 1)))
}

/// Every `n × m` board of `k` free cells, into `out`.
fn boards_of(n: usize, m: usize, k: usize, out: &mut Vec<DuelCase>) {
    let cells: Vec<(usize, usize)> = (0..n).flat_map(|r| (0..m).map(move |c| (r, c))).collect();
    for &a in &cells {
        for b in around(a).into_iter().filter(|b| b.0 < n && b.1 < m) {
            let rest: Vec<(usize, usize)> = cells
                .iter()
                .copied()
                .filter(|&p| p != a && p != b)
                .collect();
            choose(&rest, k - 2, false, &mut |free| {
                let mut rows = vec![vec![b'#'; m]; n];
                for &(r, c) in free {
                    rows[r][c] = b'.';
                }
                rows[a.0][a.1] = b'A';
                rows[b.0][b.1] = b'B';
                out.push(DuelCase { rows });
            });
        }
    }
}

/// Each connected shape of `k` cells on its own rectangle, with the pieces on each ordered
/// pair of its cells next to each other, if there are at most `room`.
fn on_own_rectangle(k: usize, room: usize) -> Option<Vec<DuelCase>> {
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
        if all.len() > room {
            return None;
        }
    }
    Some(all)
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
