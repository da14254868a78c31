//! The board: free cells padded by a blocked ring, the grid edges between them and the moves
//! from one to another, and the input parsed into it. Parsing is linear in the input; the
//! start's component is found by a BFS capped at a number of edges.

use crate::bits::Bits;
use crate::reader::{Int, Tokens, check, shown};
use proconio::input;

/// The most cells a board may have.
pub const MAX_CELLS: i64 = 2_000_000;

/// The board padded by one blocked cell on each side, and the start edge.
pub struct Board {
    pub(super) width: usize,
    pub(super) free: Vec<bool>,
    pub(super) start: Edge,
    /// The cell of `A` at the start: `A` keeps its colour, which tells the pieces apart.
    #[cfg(not(judge))]
    pub(super) a: usize,
}

/// A grid edge between two free cells: horizontal, named by its west cell, or vertical, named
/// by its north cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Edge {
    H(u32),
    V(u32),
}

impl Board {
    /// The edges of the start's component, by a BFS that gives up (`None`) past `cap` edges.
    pub(super) fn small_component(&self, cap: usize) -> Option<Vec<Edge>> {
        // One bit per edge name, `H` at even and `V` at odd positions.
        let mut seen = Bits::new(2 * self.free.len());
        let mut first_time = |e: Edge| {
            seen.insert(match e {
                Edge::H(c) => 2 * c as usize,
                Edge::V(c) => 2 * c as usize + 1,
            })
        };
        first_time(self.start);
        let mut edges = vec![self.start];
        let mut head = 0;
        while head < edges.len() {
            if edges.len() > cap {
                return None;
            }
            let e = edges[head];
            head += 1;
            edges.extend(self.moves(e).filter(|&f| first_time(f)));
        }
        Some(edges)
    }

    /// The two cells of edge `e`.
    pub(super) fn cells(&self, e: Edge) -> [usize; 2] {
        match e {
            Edge::H(c) => [c as usize, c as usize + 1],
            Edge::V(c) => [c as usize, c as usize + self.width],
        }
    }

    /// The edges one move from `e`: perpendicular edges at either of its cells.
    pub(super) fn moves(&self, e: Edge) -> impl Iterator<Item = Edge> + '_ {
        let w = self.width as u32;
        let exists_h = move |c: u32| self.free[c as usize] && self.free[c as usize + 1];
        let exists_v = move |c: u32| self.free[c as usize] && self.free[(c + w) as usize];
        let (list, keep): ([u32; 4], fn(u32) -> Edge) = match e {
            Edge::H(c) => ([c - w, c, c + 1 - w, c + 1], Edge::V),
            Edge::V(c) => ([c - 1, c, c + w - 1, c + w], Edge::H),
        };
        list.into_iter().map(keep).filter(move |&f| match f {
            Edge::H(c) => exists_h(c),
            Edge::V(c) => exists_v(c),
        })
    }
}

/// Parses and validates one input: sizes first, checked, then the rows one at a time.
pub fn parse(bytes: &[u8]) -> Result<Board, String> {
    let t = Tokens::new(bytes)?;
    let [n, m] = t.read(
        |k| ["n", "m"][k].into(),
        |t| {
            input! { from t, n: Int, m: Int }
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
                input! { from t, row: String }
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
    let start = if b == a + 1 || a == b + 1 {
        Edge::H(a.min(b) as u32)
    } else if b == a + width || a == b + width {
        Edge::V(a.min(b) as u32)
    } else {
        return Err("A and B are not orthogonally adjacent".into());
    };
    Ok(Board {
        width,
        free,
        start,
        #[cfg(not(judge))]
        a,
    })
}
