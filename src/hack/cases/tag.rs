//! `tag` in hack mode, within the judge's limits: `N <= 500`, `M <= 250 000`,
//! `Q <= 200 000`.

use super::{LISTED, by_class, chunks, numbers, toward, without};
use crate::generate::{self, Rng};
use crate::hack::{Game, Place};
use crate::tag;

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
    /// Drops every vertex that no query's pieces can reach: they cannot change an answer.
    Unreachable,
    /// Drops the vertices in a range, their edges and their queries, and renumbers the
    /// vertices above it.
    DropVertices(usize, usize),
    DropEdges(usize, usize),
    QueryVertex(usize, bool, usize),
}

impl Game for Tag {
    type Case = TagCase;
    type Step = TagStep;
    const VERDICTS: [&'static str; 2] = ["YES", "NO"];
    const NAME: &'static str = "tag";
    const OUTPUT: &'static str = tag::OUTPUT;
    const EXPLAINED: &'static str = tag::EXPLAINED;
    const MAX_INPUT: usize = tag::MAX_INPUT;
    const MEMORY_MIB: u64 = 1024;

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

    fn steps(c: &TagCase, wrong_token: Option<usize>, coarse: bool) -> Vec<TagStep> {
        // One token per query: the first wrong one alone is the likeliest small failure.
        let mut steps: Vec<TagStep> = wrong_token
            .filter(|&i| i < c.queries.len() && c.queries.len() > 1)
            .map(TagStep::KeepQuery)
            .into_iter()
            .collect();
        let ranges = chunks(&c.queries, coarse).into_iter();
        steps.extend(ranges.map(|(a, b)| TagStep::DropQueries(a, b)));
        steps.push(TagStep::Unreachable);
        let vertices: Vec<usize> = (0..c.n).collect();
        let ranges = chunks(&vertices, coarse).into_iter();
        steps.extend(ranges.map(|(a, b)| TagStep::DropVertices(a, b)));
        let ranges = chunks(&c.edges, coarse).into_iter();
        steps.extend(ranges.map(|(a, b)| TagStep::DropEdges(a, b)));
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

    fn smaller(c: &TagCase, rng: &mut Rng, most: usize) -> (Vec<TagCase>, bool) {
        let (n, m) = (c.n, c.edges.len());
        // A class is (N, M) with one query: as many edges as make a dense graph, at most.
        let classes = (1..=n).flat_map(move |k| {
            let edges = if k < n { 0..2 * k * k + 1 } else { 0..m };
            edges.map(move |e| (k, e))
        });
        by_class(classes, most, listed, |(k, e)| drawn(rng, k, e))
    }

    fn dimensions(c: &TagCase) -> Vec<(&'static str, usize)> {
        vec![("N", c.n), ("M", c.edges.len()), ("Q", c.queries.len())]
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

/// Every case on `n` vertices with `m` edges (a multiset: repeats allowed, order fixed) and one
/// query, if there are at most [`LISTED`].
fn listed((n, m): (usize, usize)) -> Option<Vec<TagCase>> {
    let kinds: Vec<(usize, usize)> = (0..n).flat_map(|u| (0..n).map(move |v| (u, v))).collect();
    // Multisets of m out of n² kinds, times n² queries.
    let mut count = 1usize;
    for i in 0..m {
        count = count.checked_mul(kinds.len() + i)? / (i + 1);
    }
    if count.checked_mul(kinds.len())? > LISTED {
        return None;
    }
    let mut all = Vec::new();
    let mut edges = Vec::new();
    multisets(&kinds, m, 0, &mut edges, &mut |edges| {
        for &query in &kinds {
            all.push(TagCase {
                n,
                edges: edges.to_vec(),
                queries: vec![query],
            });
        }
    });
    Some(all)
}

fn multisets<T: Copy>(
    items: &[T],
    k: usize,
    from: usize,
    chosen: &mut Vec<T>,
    each: &mut dyn FnMut(&[T]),
) {
    if chosen.len() == k {
        return each(chosen);
    }
    for i in from..items.len() {
        chosen.push(items[i]);
        multisets(items, k, i, chosen, each);
        chosen.pop();
    }
}

/// A case on `n` vertices with `m` random edges (self-loops and repeats among them) and one
/// query, `S = R` one time in five.
fn drawn(rng: &mut Rng, n: usize, m: usize) -> TagCase {
    let mut edges = Vec::with_capacity(m);
    while edges.len() < m {
        let u = rng.index(n);
        let v = if rng.chance(1, 5) { u } else { rng.index(n) };
        edges.push((u, v));
        if edges.len() < m && rng.chance(1, 6) {
            edges.push((u, v));
        }
    }
    let s = rng.index(n);
    let r = if rng.chance(1, 5) { s } else { rng.index(n) };
    TagCase {
        n,
        edges,
        queries: vec![(s, r)],
    }
}
