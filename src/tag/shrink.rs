//! `tag` in hack mode, within the judge's limits: `N <= 500`, `M <= 250 000`,
//! `Q <= 200 000`.

use super::Tag;
use super::generate;
use super::validate::{JUDGE_M as M, JUDGE_N, JUDGE_Q as Q};
use crate::generate::Rng;
use crate::hack::steps::{
    DRAWN, LISTED, by_class, choose, chunk_levels, interleaved, numbers, toward, without,
};
use crate::hack::{Class, Hackable, Place, Scope, Smaller};

/// A `tag` case, 0-based.
#[derive(Clone)]
pub struct TagCase {
    pub(crate) n: usize,
    pub(crate) edges: Vec<(usize, usize)>,
    pub(crate) queries: Vec<(usize, usize)>,
}

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

/// The numbers of edges searched on `k` vertices: every one up to `2k²`, then each doubling,
/// and `most`.
fn edges_up_to(k: usize, most: usize) -> Vec<usize> {
    let dense = (2 * k * k).min(most);
    let mut edges: Vec<usize> = (0..=dense).collect();
    let doubling = std::iter::successors(Some(2 * dense), |e| Some(e * 2));
    edges.extend(doubling.take_while(|&e| e < most));
    if dense < most {
        edges.push(most);
    }
    edges
}

/// Every case below one vertex, no edge and `q` queries: the same with fewer queries, each of
/// them `1 1` (the only query there is), if there are at most `most`.
fn fewer_queries(q: usize, most: usize) -> Smaller<TagCase> {
    let cases: Vec<TagCase> = (1..q)
        .take(most)
        .map(|q| TagCase {
            n: 1,
            edges: Vec::new(),
            queries: vec![(0, 0); q],
        })
        .collect();
    let classes = match cases.len() {
        0 => Vec::new(),
        count => vec![Class {
            cases: count,
            scope: Scope::Whole,
        }],
    };
    Smaller {
        every: cases.len() == q - 1,
        cases,
        classes,
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

/// The cases of the class of `n` vertices and `m` edges, each with every pair as a query (so
/// that one run covers every query; [`pairs_asked`]), if there are at most [`LISTED`]. Every
/// multiset of edges when there are at most [`DRAWN`] (a few runs for the class); else, on at
/// most [`SIMPLE_UP_TO`] vertices, the graphs without self-loops or repeated edges (which add
/// no move), one of each set of graphs that differ only in their vertices' numbers, as a
/// careful tester would try them. Never the whole class: its cases with other lists of queries
/// (fewer, or repeated) are not listed, and a program may fail on those alone.
fn listed((n, m): (usize, usize)) -> Option<(Vec<TagCase>, Scope)> {
    let kinds: Vec<(usize, usize)> = (0..n).flat_map(|u| (0..n).map(move |v| (u, v))).collect();
    let every_pair = pairs_asked(n);
    let case = |edges: &[(usize, usize)]| TagCase {
        n,
        edges: edges.to_vec(),
        queries: every_pair.clone(),
    };
    // Multisets of m out of n² kinds.
    let mut count = Some(1usize);
    for i in 0..m {
        count = count
            .and_then(|c| c.checked_mul(kinds.len() + i))
            .map(|c| c / (i + 1));
    }
    // (A long list of one kind of edge is drawn: it is one case, and `choose` goes as deep.)
    if m <= LISTED && count.is_some_and(|c| c <= DRAWN) {
        let mut all = Vec::new();
        choose(&kinds, m, true, &mut |edges| all.push(case(edges)));
        let words = "every multiset of edges, with every pair asked";
        return Some((all, Scope::Listed(words.into())));
    }
    let pairs: Vec<(usize, usize)> = kinds.into_iter().filter(|(u, v)| u != v).collect();
    let mut subsets = 1usize;
    for i in 0..m {
        subsets = subsets.checked_mul(pairs.len().checked_sub(i)?)? / (i + 1);
    }
    if n > SIMPLE_UP_TO || subsets > SIMPLE_SUBSETS {
        return None;
    }
    let orders = permutations(n);
    let mut seen = std::collections::BTreeSet::new();
    let mut all = Vec::new();
    choose(&pairs, m, false, &mut |edges| {
        let canonical = orders
            .iter()
            .map(|p| {
                let mut mask = 0u64;
                for &(u, v) in edges {
                    mask |= 1 << (p[u] * n + p[v]);
                }
                mask
            })
            .min()
            .unwrap();
        if seen.insert(canonical) {
            all.push(case(edges));
        }
    });
    let words = "the graphs without self-loops or repeated edges, one of each up to the \
                 vertices' numbers, with every pair asked";
    (all.len() <= LISTED).then_some((all, Scope::Listed(words.into())))
}

/// Classes on more vertices than this are not listed up to the vertices' numbers.
const SIMPLE_UP_TO: usize = 5;
/// Nor those with more sets of edges than this to look at.
const SIMPLE_SUBSETS: usize = 20_000;

/// Every order of `0..n`.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for i in 0..n {
            let mut q = p.clone();
            q.insert(i, n - 1);
            out.push(q);
        }
    }
    out
}

/// A case on `n` vertices with `m` random edges (self-loops and repeats among them), each pair
/// a query.
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
    TagCase {
        n,
        edges,
        queries: pairs_asked(n),
    }
}

/// Every pair of vertices as a query, or, past the judge's most queries (`N > 447`), that
/// many pairs spread evenly over them.
fn pairs_asked(n: usize) -> Vec<(usize, usize)> {
    let all = n * n;
    let step = all.div_ceil(Q);
    (0..all).step_by(step).map(|k| (k / n, k % n)).collect()
}
