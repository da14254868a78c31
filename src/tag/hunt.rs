//! The hunt's moves on `tag` cases, within the judge's limits: `N <= 500`, `M <= 250 000`,
//! `Q <= 200 000`.
//!
//! A move changes `N` (wrapping every vertex onto the new range), redirects, adds, drops or
//! reorders a block of edges; lays a shape (a path both
//! ways, a cycle, a clique, a star) over a range of vertices; replaces a block of queries by a
//! pattern (one pair repeated, one start, sorted); renames the vertices; or splices two cases:
//! one's graph on the low vertices beside the other's on the high ones, or one's graph with the
//! other's queries. A long chase hidden in a dense graph is a splice of a chain and a clique.

use super::Tag;
use super::generate::{TAG_SHAPES, tag_shape, tag_shuffled};
use crate::generate::Rng;
use crate::hack::{Hackable, Huntable};

type TagCase = <Tag as Hackable>::Case;

use super::validate::{JUDGE_M as M, JUDGE_N as N, JUDGE_Q as Q};

impl Huntable for Tag {
    fn shaped(rng: &mut Rng) -> TagCase {
        shaped(rng)
    }

    fn moved(case: &TagCase, other: &TagCase, rng: &mut Rng) -> TagCase {
        match rng.index(12) {
            0 => resized(case, rng),
            _ => moved(case, other, rng),
        }
    }

    /// `N`, `M` and the number of query starts, by powers of two.
    fn niche(c: &TagCase) -> Vec<u8> {
        let mut starts = vec![false; c.n];
        for &(s, _) in &c.queries {
            starts[s] = true;
        }
        let distinct = starts.iter().filter(|&&s| s).count();
        vec![log2(c.n), log2(c.edges.len()), log2(distinct)]
    }
}

fn log2(k: usize) -> u8 {
    (usize::BITS - k.leading_zeros()) as u8
}

/// `case` on another number of vertices, from 2 to `N`, each vertex and query wrapped onto
/// the new range.
fn resized(case: &TagCase, rng: &mut Rng) -> TagCase {
    let n = match rng.index(3) {
        0 => rng.range(2, N as i64) as usize,
        1 => (case.n / 2).max(2),
        _ => (case.n * 2).min(N),
    };
    let wrap = |&(u, v): &(usize, usize)| (u % n, v % n);
    TagCase {
        n,
        edges: case.edges.iter().map(wrap).collect(),
        queries: case.queries.iter().map(wrap).collect(),
    }
}

/// A case at the judge's limits: a known shape on `N` vertices (or fewer), as many edges as
/// the shape has up to `M`, and `Q` queries of a random pattern.
fn shaped(rng: &mut Rng) -> TagCase {
    let n = if rng.chance(3, 4) {
        N
    } else {
        rng.range(2, N as i64) as usize
    };
    let mut edges = tag_shape(TAG_SHAPES[rng.index(TAG_SHAPES.len())], n, rng);
    edges.truncate(M);
    let mut case = TagCase {
        n,
        edges,
        queries: Vec::new(),
    };
    case.queries = queries(&case, rng, Q);
    case
}

/// A neighbour of `case`, valid by construction; `other` for a splice.
fn moved(case: &TagCase, other: &TagCase, rng: &mut Rng) -> TagCase {
    let mut c = case.clone();
    let n = c.n;
    let m = c.edges.len();
    match rng.index(10) {
        0 if m > 0 => {
            for _ in 0..block(rng, m) {
                let i = rng.index(m);
                c.edges[i].1 = rng.index(n);
            }
        }
        1 => lay_shape(&mut c.edges, n, rng),
        2 if m > 0 => {
            let len = block(rng, m);
            let at = rng.index(m - len + 1);
            c.edges.drain(at..at + len);
        }
        3 if m > 1 => reorder(&mut c.edges, rng),
        4 => {
            let len = block(rng, c.queries.len());
            let at = rng.index(c.queries.len() - len + 1);
            let new = queries(&c, rng, len);
            c.queries.splice(at..at + len, new);
        }
        5 => reorder(&mut c.queries, rng),
        6 => (c.n, c.edges) = halves(case, other, rng),
        7 => {
            c.n = other.n.max(n);
            c.queries = other.queries.clone();
        }
        8 => c.edges = tag_shuffled(rng, n, &c.edges),
        _ => repeat(&mut c, rng),
    }
    c
}

/// A known shape laid on a random range of the vertices, beside the edges; the edges kept
/// within `M`, a random run of them.
fn lay_shape(edges: &mut Vec<(usize, usize)>, n: usize, rng: &mut Rng) {
    let (lo, hi) = range(rng, n);
    let shape = TAG_SHAPES[rng.index(TAG_SHAPES.len())];
    let laid = tag_shape(shape, hi - lo, rng).into_iter();
    edges.extend(laid.map(|(u, v)| (u + lo, v + lo)));
    if edges.len() > M {
        let start = rng.index(edges.len() - M + 1);
        edges.drain(..start);
        edges.truncate(M);
    }
}

/// Copies of existing edges up to the limit, or over a block of them (or of queries): more
/// of the same work.
fn repeat(c: &mut TagCase, rng: &mut Rng) {
    let m = c.edges.len();
    let edges = m > 0 && (c.queries.len() == Q || rng.chance(1, 2));
    if edges && m < M {
        while c.edges.len() < M {
            c.edges.push(c.edges[rng.index(m)]);
        }
    } else if edges {
        let len = block(rng, m);
        let (at, from) = (rng.index(m - len + 1), rng.index(m));
        let edge = c.edges[from];
        c.edges[at..at + len].fill(edge);
    } else {
        c.queries.resize(Q, c.queries[rng.index(c.queries.len())]);
    }
}

/// One case's graph on the low vertices beside the other's on the high ones: `N` and the
/// edges.
fn halves(case: &TagCase, other: &TagCase, rng: &mut Rng) -> (usize, Vec<(usize, usize)>) {
    let n = case.n.max(other.n);
    let cut = match n {
        ..3 => 1,
        _ => rng.range(1, n as i64 - 1) as usize,
    };
    let low = case.edges.iter().filter(|&&(u, v)| u < cut && v < cut);
    let high = other.edges.iter().filter(|&&(u, v)| u >= cut && v >= cut);
    (n, low.chain(high).copied().take(M).collect())
}

/// A number of items to change at once, `1..=len`: often few, sometimes most.
fn block(rng: &mut Rng, len: usize) -> usize {
    let most = [1, 16, 1024, len][rng.index(4)].min(len).max(1);
    rng.range(1, most as i64) as usize
}

/// A range of at least 2 vertices among `n`.
fn range(rng: &mut Rng, n: usize) -> (usize, usize) {
    if n <= 2 || rng.chance(1, 4) {
        return (0, n);
    }
    let lo = rng.index(n - 1);
    (lo, rng.range(lo as i64 + 2, n as i64) as usize)
}

/// A block shuffled, reversed or sorted.
fn reorder<T: Ord + Copy>(items: &mut [T], rng: &mut Rng) {
    let len = block(rng, items.len());
    let at = rng.index(items.len() - len + 1);
    let part = &mut items[at..at + len];
    match rng.index(3) {
        0 => rng.shuffle(part),
        1 => part.reverse(),
        _ => part.sort_unstable(),
    }
}

/// `len` queries of one pattern: random pairs, one pair repeated, one start to every end,
/// starts equal to ends, or each pair once in order.
fn queries(c: &TagCase, rng: &mut Rng, len: usize) -> Vec<(usize, usize)> {
    let n = c.n;
    let pair = (rng.index(n), rng.index(n));
    let pattern = rng.index(5);
    (0..len)
        .map(|i| match pattern {
            0 => (rng.index(n), rng.index(n)),
            1 => pair,
            2 => (pair.0, rng.index(n)),
            3 => {
                let v = rng.index(n);
                (v, v)
            }
            _ => ((i / n) % n, i % n),
        })
        .collect()
}
