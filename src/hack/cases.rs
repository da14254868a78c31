//! Each game's cases for hack mode: drawn, read back from our own text, written, and shrunk.
//!
//! Every step keeps the judge's constraints (a contestant may rely on them) and makes the case
//! smaller in one fixed order per game, so that a shrink cannot go round in circles:
//! - `dot`: (number of vectors, `d`, the sum of `|x|`, `|y|` and all components);
//! - `tag`: (`N`, `M`, `Q`, the sum of the query vertices);
//! - `duel`: (cells, free cells, the sum of the pieces' rows and columns). Walls only ever
//!   grow: a wall turned back into a free cell would undo a kept step.

use super::Game;
use crate::generate::{self, Rng};
use crate::{dot, duel, tag};

/// Values from `goal` toward `v`, nearest `goal` first: `goal`, halfway, three quarters of the
/// way, …, one short of `v`. The first that keeps the failure is a big step when one exists.
fn toward(v: i64, goal: i64) -> Vec<i64> {
    let mut out = Vec::new();
    let mut gap = v - goal;
    while gap != 0 {
        out.push(v - gap);
        gap /= 2;
    }
    out
}

/// Ranges of `len` items to drop: all of them, then halves, quarters, …, single items.
fn chunks(len: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut size = len;
    while size > 0 {
        out.extend(
            (0..len)
                .step_by(size)
                .map(|start| (start, (start + size).min(len))),
        );
        size /= 2;
    }
    out
}

fn without<T: Clone>(items: &[T], (from, to): (usize, usize)) -> Vec<T> {
    [&items[..from], &items[to..]].concat()
}

/// Whitespace-separated numbers of our own input.
fn numbers(input: &str) -> Result<Vec<i64>, String> {
    input
        .split_ascii_whitespace()
        .map(|t| {
            t.parse()
                .map_err(|_| format!("internal error: `{t}` in our own case"))
        })
        .collect()
}

/// `dot` within the judge's limits: `d <= 200`, `n <= 20`, components up to 200.
pub struct Dot;

#[derive(Clone, Copy)]
pub enum DotStep {
    DropVectors(usize, usize),
    D(i64),
    X(i64),
    Y(i64),
    /// A vector with both components non-zero onto an axis, its length rounded down.
    OntoAxis(usize, bool),
    Component(usize, bool, i64),
}

impl Game for Dot {
    type Case = dot::Game;
    type Step = DotStep;
    const VERDICTS: [&'static str; 2] = ["Anton", "Dasha"];

    fn judge(input: &[u8]) -> Result<Vec<u8>, String> {
        dot::judge(input)
    }

    fn explained(input: &[u8]) -> Result<Vec<u8>, String> {
        dot::explained(input)
    }

    fn random(rng: &mut Rng, level: f64) -> String {
        generate::dot_growing(rng, level)
    }

    fn at_limits() -> Vec<(String, String)> {
        generate::dot_at_limits()
    }

    fn read(input: &str) -> Result<dot::Game, String> {
        dot::parse(input.as_bytes())
    }

    fn write(g: &dot::Game) -> String {
        generate::dot_input(g.start, g.d, &g.vectors)
    }

    fn size(g: &dot::Game) -> String {
        format!("d = {}, n = {}", g.d, g.vectors.len())
    }

    fn steps(g: &dot::Game, _: Option<usize>) -> Vec<DotStep> {
        let mut steps: Vec<DotStep> = chunks(g.vectors.len())
            .into_iter()
            .map(|(a, b)| DotStep::DropVectors(a, b))
            .collect();
        steps.extend(toward(g.d, 1).into_iter().map(DotStep::D));
        steps.extend(toward(g.start.0, 0).into_iter().map(DotStep::X));
        steps.extend(toward(g.start.1, 0).into_iter().map(DotStep::Y));
        for (i, &(a, b)) in g.vectors.iter().enumerate() {
            steps.extend([DotStep::OntoAxis(i, false), DotStep::OntoAxis(i, true)]);
            steps.extend(
                toward(a, 0)
                    .into_iter()
                    .map(|v| DotStep::Component(i, false, v)),
            );
            steps.extend(
                toward(b, 0)
                    .into_iter()
                    .map(|v| DotStep::Component(i, true, v)),
            );
        }
        steps
    }

    fn apply(g: &dot::Game, step: DotStep) -> Option<dot::Game> {
        let mut g = g.clone();
        match step {
            DotStep::DropVectors(a, b) => g.vectors = without(&g.vectors, (a, b)),
            DotStep::D(d) => g.d = d,
            DotStep::X(x) => g.start.0 = x,
            DotStep::Y(y) => g.start.1 = y,
            DotStep::OntoAxis(i, second) => {
                let (a, b) = g.vectors[i];
                if a == 0 || b == 0 {
                    return None;
                }
                let length = (a * a + b * b).isqrt();
                g.vectors[i] = if second { (0, length) } else { (length, 0) };
            }
            DotStep::Component(i, second, v) => {
                let vector = &mut g.vectors[i];
                *(if second { &mut vector.1 } else { &mut vector.0 }) = v;
            }
        }
        let (x, y) = g.start;
        let distinct = g
            .vectors
            .iter()
            .enumerate()
            .all(|(i, v)| !g.vectors[..i].contains(v));
        let valid = !g.vectors.is_empty()
            && g.d >= 1
            && x * x + y * y <= g.d * g.d
            && distinct
            && g.vectors
                .iter()
                .all(|&v| v != (0, 0) && v.0 <= 200 && v.1 <= 200);
        valid.then_some(g)
    }
}

/// `tag` within the judge's limits: `N <= 500`, `M <= 250 000`, `Q <= 200 000`.
pub struct Tag;

/// A `tag` case, 0-based.
#[derive(Clone)]
pub struct TagCase {
    n: usize,
    edges: Vec<(usize, usize)>,
    queries: Vec<(usize, usize)>,
}

#[derive(Clone, Copy)]
pub enum TagStep {
    KeepQuery(usize),
    DropQueries(usize, usize),
    DropEdges(usize, usize),
    /// Drops the vertices in a range, their edges and their queries, and renumbers the
    /// vertices above it.
    DropVertices(usize, usize),
    QueryVertex(usize, bool, usize),
}

impl Game for Tag {
    type Case = TagCase;
    type Step = TagStep;
    const VERDICTS: [&'static str; 2] = ["YES", "NO"];

    fn judge(input: &[u8]) -> Result<Vec<u8>, String> {
        tag::judge(input)
    }

    fn explained(input: &[u8]) -> Result<Vec<u8>, String> {
        tag::explained(input)
    }

    fn random(rng: &mut Rng, level: f64) -> String {
        generate::tag_growing(rng, level)
    }

    fn at_limits() -> Vec<(String, String)> {
        generate::tag_at_limits()
    }

    fn read(input: &str) -> Result<TagCase, String> {
        let v = numbers(input)?;
        let pairs = |from: usize, count: usize| -> Vec<(usize, usize)> {
            (0..count)
                .map(|i| {
                    (
                        v[from + 2 * i] as usize - 1,
                        v[from + 2 * i + 1] as usize - 1,
                    )
                })
                .collect()
        };
        let (n, m) = (v[0] as usize, v[1] as usize);
        let q = v[2 + 2 * m] as usize;
        Ok(TagCase {
            n,
            edges: pairs(2, m),
            queries: pairs(3 + 2 * m, q),
        })
    }

    fn write(c: &TagCase) -> String {
        generate::tag_input(c.n, &c.edges, &c.queries)
    }

    fn size(c: &TagCase) -> String {
        format!(
            "N = {}, M = {}, Q = {}",
            c.n,
            c.edges.len(),
            c.queries.len()
        )
    }

    fn steps(c: &TagCase, wrong_token: Option<usize>) -> Vec<TagStep> {
        // One token per query: the first wrong one alone is the likeliest small failure.
        let mut steps: Vec<TagStep> = wrong_token
            .filter(|&i| i < c.queries.len() && c.queries.len() > 1)
            .map(TagStep::KeepQuery)
            .into_iter()
            .collect();
        steps.extend(
            chunks(c.queries.len())
                .into_iter()
                .map(|(a, b)| TagStep::DropQueries(a, b)),
        );
        steps.extend(
            chunks(c.edges.len())
                .into_iter()
                .map(|(a, b)| TagStep::DropEdges(a, b)),
        );
        steps.extend(
            chunks(c.n)
                .into_iter()
                .map(|(a, b)| TagStep::DropVertices(a, b)),
        );
        for (i, &(s, r)) in c.queries.iter().enumerate() {
            let to_zero = |v: usize| toward(v as i64, 0).into_iter().map(|u| u as usize);
            steps.extend(to_zero(s).map(|u| TagStep::QueryVertex(i, false, u)));
            steps.extend(to_zero(r).map(|u| TagStep::QueryVertex(i, true, u)));
        }
        steps
    }

    fn apply(c: &TagCase, step: TagStep) -> Option<TagCase> {
        let mut c = c.clone();
        match step {
            TagStep::KeepQuery(i) => c.queries = vec![c.queries[i]],
            TagStep::DropQueries(a, b) => c.queries = without(&c.queries, (a, b)),
            TagStep::DropEdges(a, b) => c.edges = without(&c.edges, (a, b)),
            TagStep::DropVertices(from, to) => {
                let kept = |v: usize| {
                    (v < from || v >= to).then(|| v - if v >= to { to - from } else { 0 })
                };
                let renumber = |(a, b): (usize, usize)| Some((kept(a)?, kept(b)?));
                c.n -= to - from;
                c.edges = c.edges.iter().copied().filter_map(renumber).collect();
                c.queries = c.queries.iter().copied().filter_map(renumber).collect();
            }
            TagStep::QueryVertex(i, second, u) => {
                let query = &mut c.queries[i];
                *(if second { &mut query.1 } else { &mut query.0 }) = u;
            }
        }
        (c.n >= 1 && !c.queries.is_empty()).then_some(c)
    }
}

/// `duel` within the judge's limits: at most 10 000 cells.
pub struct Duel;

/// A `duel` board, row by row.
#[derive(Clone)]
pub struct DuelCase {
    rows: Vec<Vec<u8>>,
}

#[derive(Clone, Copy)]
pub enum DuelStep {
    /// To the smallest rectangle around the free cells that the pieces can reach.
    Crop,
    /// Drops this many rows or columns at one side: 0 top, 1 bottom, 2 left, 3 right.
    Trim(u8, usize),
    Wall(usize, usize),
    /// Both pieces one cell up (or left).
    Shift(bool),
}

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
            let next = [
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ];
            for (nr, nc) in next {
                if nr < n && nc < m && !seen[nr][nc] && self.rows[nr][nc] != b'#' {
                    seen[nr][nc] = true;
                    stack.push((nr, nc));
                }
            }
        }
        region
    }
}

impl Game for Duel {
    type Case = DuelCase;
    type Step = DuelStep;
    const VERDICTS: [&'static str; 2] = ["Frost_Ice", "Febleaf"];

    fn judge(input: &[u8]) -> Result<Vec<u8>, String> {
        duel::judge(input)
    }

    fn explained(input: &[u8]) -> Result<Vec<u8>, String> {
        duel::explained(input)
    }

    fn random(rng: &mut Rng, level: f64) -> String {
        generate::duel_growing(rng, level)
    }

    fn at_limits() -> Vec<(String, String)> {
        generate::duel_at_limits()
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

    fn size(c: &DuelCase) -> String {
        format!("{} × {}", c.rows.len(), c.rows[0].len())
    }

    fn steps(c: &DuelCase, _: Option<usize>) -> Vec<DuelStep> {
        let mut steps = vec![DuelStep::Crop];
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
        for (r, row) in c.rows.iter().enumerate() {
            let free = row.iter().enumerate().filter(|&(_, &x)| x == b'.');
            steps.extend(free.map(|(col, _)| DuelStep::Wall(r, col)));
        }
        steps.extend([DuelStep::Shift(false), DuelStep::Shift(true)]);
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
            DuelStep::Trim(side, k) => match side {
                0 => drop(c.rows.drain(..k)),
                1 => c.rows.truncate(n - k),
                2 => c.rows.iter_mut().for_each(|row| drop(row.drain(..k))),
                _ => c.rows.iter_mut().for_each(|row| row.truncate(m - k)),
            },
            DuelStep::Wall(r, col) => c.rows[r][col] = b'#',
            DuelStep::Shift(left) => {
                let moved = |(r, col): (usize, usize)| {
                    if left {
                        Some((r, col.checked_sub(1)?))
                    } else {
                        Some((r.checked_sub(1)?, col))
                    }
                };
                let (a2, b2) = (moved(a)?, moved(b)?);
                if c.rows[a2.0][a2.1] == b'#' || c.rows[b2.0][b2.1] == b'#' {
                    return None;
                }
                c.rows[a.0][a.1] = b'.';
                c.rows[b.0][b.1] = b'.';
                c.rows[a2.0][a2.1] = b'A';
                c.rows[b2.0][b2.1] = b'B';
            }
        }
        Some(c)
    }
}
