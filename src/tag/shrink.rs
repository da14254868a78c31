//! `tag` in hack mode, within the judge's limits: `N <= 500`, `M <= 250 000`,
//! `Q <= 200 000`.

mod case;
mod listed;

use super::Tag;
use super::generate;
use super::validate::{JUDGE_M as M, JUDGE_N, JUDGE_Q as Q};
use crate::generate::Rng;
use crate::hack::steps::{by_class, chunk_levels, interleaved, numbers, toward, without};
use crate::hack::{Hackable, Place, Smaller};
pub use case::TagCase;
use listed::{drawn, edges_up_to, fewer_queries, listed};

#[derive(Clone, Copy)]
pub enum TagStep {
    KeepQuery(usize),
    /// Only the first this many queries.
    FirstQueries(usize),
    DropQueries(usize, usize),
    /// Drops every vertex that no query's pieces can reach: they cannot change an answer.
    Unreachable,
    /// Runs of consecutive vertices merged into one, this many left; every edge and query
    /// kept: the vertices go, and a long list of queries or edges stays.
    Fold(usize),
    /// Drops the vertices in a range, their edges and their queries, and renumbers the
    /// vertices above it.
    DropVertices(usize, usize),
    /// Only the first this many edges.
    FirstEdges(usize),
    DropEdges(usize, usize),
    /// Vertex `u` merged into vertex `v`: a smaller graph of the same shape; and when `clean`,
    /// without the self-loops and repeated edges that the merge makes.
    Merge(usize, usize, bool),
    QueryVertex(usize, bool, usize),
}

/// Graphs of at most this many vertices also try merging every pair of vertices.
const MERGE_UP_TO: usize = 32;

impl Hackable for Tag {
    type Case = TagCase;
    type Step = TagStep;
    const VERDICTS: [&'static str; 2] = ["YES", "NO"];

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

    fn rank(c: &TagCase) -> Vec<u64> {
        let vertices: usize = c.queries.iter().map(|&(a, b)| a + b).sum();
        [c.n, c.edges.len(), c.queries.len(), vertices]
            .map(|k| k as u64)
            .to_vec()
    }

    fn size(c: &TagCase) -> String {
        format!(
            "N = {}, M = {}, Q = {}",
            c.n,
            c.edges.len(),
            c.queries.len()
        )
    }

    fn steps(c: &TagCase, wrong_token: Option<usize>, coarse: bool) -> Vec<TagStep> {
        // One token per query: the first wrong one alone is the likeliest small failure.
        let mut steps: Vec<TagStep> = wrong_token
            .filter(|&i| i < c.queries.len() && c.queries.len() > 1)
            .map(TagStep::KeepQuery)
            .into_iter()
            .collect();
        steps.push(TagStep::Unreachable);
        let below = |v: usize, goal: usize| {
            toward(v as i64, goal as i64)
                .into_iter()
                .map(|u| u as usize)
        };
        steps.extend(below(c.n, 1).map(TagStep::Fold));
        steps.extend(below(c.queries.len(), 1).map(TagStep::FirstQueries));
        steps.extend(below(c.edges.len(), 0).map(TagStep::FirstEdges));
        let vertices: Vec<usize> = (0..c.n).collect();
        let levels = |ranges: Vec<Vec<(usize, usize)>>, step: fn(usize, usize) -> TagStep| {
            ranges
                .into_iter()
                .map(|level| level.into_iter().map(|(a, b)| step(a, b)).collect())
                .collect()
        };
        steps.extend(interleaved(vec![
            levels(chunk_levels(&c.queries, coarse), TagStep::DropQueries),
            levels(chunk_levels(&vertices, coarse), TagStep::DropVertices),
            levels(chunk_levels(&c.edges, coarse), TagStep::DropEdges),
        ]));
        if !coarse && c.n <= MERGE_UP_TO {
            for u in 0..c.n {
                for v in (0..c.n).filter(|&v| v != u) {
                    steps.extend([TagStep::Merge(u, v, false), TagStep::Merge(u, v, true)]);
                }
            }
        }
        for (i, &(s, r)) in c.queries.iter().enumerate() {
            steps.extend(below(s, 0).map(|u| TagStep::QueryVertex(i, false, u)));
            steps.extend(below(r, 0).map(|u| TagStep::QueryVertex(i, true, u)));
        }
        steps
    }

    fn apply(c: &TagCase, step: TagStep) -> Option<TagCase> {
        let mut c = c.clone();
        match step {
            TagStep::KeepQuery(i) => c.queries = vec![c.queries[i]],
            TagStep::FirstQueries(len) => c.queries.truncate(len),
            TagStep::DropQueries(a, b) => c.queries = without(&c.queries, (a, b)),
            TagStep::Fold(k) => return Tag::scaled(&c, 0, k),
            TagStep::FirstEdges(len) => c.edges.truncate(len),
            TagStep::Merge(u, v, clean) => {
                let to = |w: usize| if w == u { v } else { w };
                let moved = |&(a, b): &(usize, usize)| (to(a), to(b));
                // Each edge kept, with the edge it was.
                let mut kept: Vec<((usize, usize), (usize, usize))> = Vec::new();
                for &was in &c.edges {
                    let now = moved(&was);
                    let looped = now.0 == now.1 && was.0 != was.1;
                    let repeated = kept.iter().any(|&(k, w)| k == now && w != was);
                    if !(clean && (looped || repeated)) {
                        kept.push((now, was));
                    }
                }
                c.edges = kept.into_iter().map(|(now, _)| now).collect();
                c.queries = c.queries.iter().map(moved).collect();
                c = renumbered(&c, |w| w != u);
            }
            TagStep::Unreachable => {
                let kept = reachable(&c);
                if kept.iter().all(|&k| k) {
                    return None;
                }
                c = renumbered(&c, |v| kept[v]);
            }
            TagStep::DropVertices(from, to) => c = renumbered(&c, |v| v < from || v >= to),
            TagStep::DropEdges(a, b) => c.edges = without(&c.edges, (a, b)),
            TagStep::QueryVertex(i, second, u) => {
                let query = &mut c.queries[i];
                *(if second { &mut query.1 } else { &mut query.0 }) = u;
            }
        }
        (c.n >= 1 && !c.queries.is_empty()).then_some(c)
    }

    fn smaller(
        c: &TagCase,
        rng: &mut Rng,
        (most, per_class): (usize, usize),
        floor: &[usize],
    ) -> Smaller<TagCase> {
        let (n, m) = (c.n, c.edges.len());
        if (n, m) == (1, 0) {
            return fewer_queries(c.queries.len(), most.min(per_class));
        }
        // A class is (N, M): every M up to a dense graph's 2N², then doubling up to the judge's
        // most (repeated edges: a counter that overflows needs many of one edge), or below
        // the case's own.
        let least = floor.first().copied().unwrap_or(1).max(1);
        let groups = (least..=n)
            .map(|k| {
                let edges: Vec<usize> = match k < n {
                    true => edges_up_to(k, M),
                    false => (0..m).collect(),
                };
                edges.into_iter().map(|e| (k, e)).collect()
            })
            .collect();
        let mut smaller = by_class(groups, (most, per_class), listed, |(k, e)| drawn(rng, k, e));
        // Cases of the same graph with fewer queries are smaller too.
        smaller.every = false;
        smaller
    }

    fn dimensions(c: &TagCase) -> Vec<(&'static str, usize)> {
        vec![("N", c.n), ("M", c.edges.len()), ("Q", c.queries.len())]
    }

    fn largest(which: usize) -> Option<usize> {
        [JUDGE_N, M, Q].get(which).copied()
    }

    fn scaled(c: &TagCase, which: usize, to: usize) -> Option<TagCase> {
        let mut c = c.clone();
        match which {
            // Runs of consecutive vertices merged into one: a chain stays a chain.
            0 => {
                let merged = |v: usize| v * to / c.n;
                let pair = |&(a, b): &(usize, usize)| (merged(a), merged(b));
                c.edges = c.edges.iter().map(pair).collect();
                c.queries = c.queries.iter().map(pair).collect();
                c.n = to;
            }
            1 => c.edges.truncate(to),
            _ => c.queries.truncate(to),
        }
        (c.n >= 1 && !c.queries.is_empty()).then_some(c)
    }

    fn places(input: &str, wrong_token: Option<usize>) -> Vec<Place> {
        // Line 1 is `N M`, then the edges, `Q`, and one query a line.
        let m: usize = input
            .split_ascii_whitespace()
            .nth(1)
            .and_then(|t| t.parse().ok())
            .unwrap_or(0);
        let q = input.lines().nth(m + 1).unwrap_or("");
        wrong_token
            .map(|i| Place {
                line: m + 2 + i,
                column: 0,
                note: format!("query {} of {}, the first answered wrong", i + 1, q.trim()),
            })
            .into_iter()
            .collect()
    }
}

/// The vertices some query's Takahashi or Aoki can reach along edges.
fn reachable(c: &TagCase) -> Vec<bool> {
    let mut next = vec![Vec::new(); c.n];
    for &(u, v) in &c.edges {
        next[u].push(v);
    }
    let mut seen = vec![false; c.n];
    let mut todo: Vec<usize> = c.queries.iter().flat_map(|&(s, r)| [s, r]).collect();
    while let Some(u) = todo.pop() {
        if !seen[u] {
            seen[u] = true;
            todo.extend(next[u].iter().copied());
        }
    }
    seen
}

/// The case on the vertices `kept`, numbered in order: edges and queries with a dropped end
/// go too.
fn renumbered(c: &TagCase, kept: impl Fn(usize) -> bool) -> TagCase {
    let mut number = vec![None; c.n];
    let mut n = 0;
    for (v, slot) in number.iter_mut().enumerate() {
        if kept(v) {
            *slot = Some(n);
            n += 1;
        }
    }
    let pair = |&(a, b): &(usize, usize)| Some((number[a]?, number[b]?));
    TagCase {
        n,
        edges: c.edges.iter().filter_map(pair).collect(),
        queries: c.queries.iter().filter_map(pair).collect(),
    }
}
