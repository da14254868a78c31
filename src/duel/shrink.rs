//! `duel` in hack mode, within the judge's limits: `1 <= n, m <= 5000`, `2 <= n·m <= 10 000`.

mod board;
mod listed;

use super::Duel;
use super::generate;
use crate::generate::Rng;
use crate::hack::steps::{by_class, chunk_levels, toward};
use crate::hack::{Hackable, Place, Scope, Smaller};
use board::DuelCase;
use listed::{below_in_class, drawn, listed};

/// The judge's bounds, as the validator states them.
use super::validate::{JUDGE_CELLS as CELLS, JUDGE_SIDE as SIDE};

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

impl Hackable for Duel {
    type Case = DuelCase;
    type Step = DuelStep;
    const VERDICTS: [&'static str; 2] = ["Frost_Ice", "Febleaf"];

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
        let mut c = c.clone();
        match step {
            DuelStep::Crop => c = c.cropped()?,
            DuelStep::Unreachable => c = c.reachable()?,
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
            DuelStep::Pocket(k) => c = c.pocket(k),
            DuelStep::Strip(h) => c = c.strip(h)?,
            DuelStep::Shift(left) => c = c.shifted(left)?,
        }
        let cells = c.rows.len() * c.rows[0].len();
        (cells >= 2).then_some(c)
    }

    /// Every free cell but the pieces', reachable or not, in the board's order.
    fn elements(c: &DuelCase) -> usize {
        c.rows.iter().flatten().filter(|&&x| x == b'.').count()
    }

    fn without_elements(c: &DuelCase, (from, to): (usize, usize)) -> Option<DuelCase> {
        let mut c = c.clone();
        let free = c.rows.iter_mut().flatten().filter(|x| **x == b'.');
        free.skip(from).take(to - from).for_each(|x| *x = b'#');
        Some(c)
    }

    fn smaller(
        c: &DuelCase,
        rng: &mut Rng,
        (most, per_class): (usize, usize),
        _: &[usize],
    ) -> Smaller<DuelCase> {
        // The case's own class last: its cases before it in the order, ties by bytes.
        let free = c.free();
        let key = |c: &DuelCase| (c.order(), Duel::write(c));
        let own = key(c);
        let list = |k: usize| match k == free {
            false => listed(k),
            true => below_in_class(c)
                .map(|all| (all, Scope::Whole))
                .or_else(|| {
                    let (all, scope) = listed(k)?;
                    Some((all.into_iter().filter(|c| key(c) < own).collect(), scope))
                }),
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

    fn largest(which: usize) -> Option<usize> {
        (which < 2).then_some(SIDE)
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
