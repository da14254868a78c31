//! Every `tag` graph of a few vertices and edges as a careful tester lists them, each pair
//! asked, the cases below one vertex with fewer queries, and graphs drawn at random: the
//! search below a failing case.

use super::case::TagCase;
use crate::generate::Rng;
use crate::hack::steps::{DRAWN, LISTED, choose};
use crate::hack::{Class, Scope, Smaller};
use crate::tag::validate::JUDGE_Q as Q;

/// The numbers of edges searched on `k` vertices: every one up to `2k²`, then each doubling,
/// and `most`.
pub(super) fn edges_up_to(k: usize, most: usize) -> Vec<usize> {
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
pub(super) fn fewer_queries(q: usize, most: usize) -> Smaller<TagCase> {
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

/// The cases of the class of `n` vertices and `m` edges, each with every pair as a query (so
/// that one run covers every query; [`pairs_asked`]), if there are at most [`LISTED`]. Every
/// multiset of edges when there are at most [`DRAWN`] (a few runs for the class); else, on at
/// most [`SIMPLE_UP_TO`] vertices, the graphs without self-loops or repeated edges (which add
/// no move), one of each set of graphs that differ only in their vertices' numbers, as a
/// careful tester would try them. Never the whole class: its cases with other lists of queries
/// (fewer, or repeated) are not listed, and a program may fail on those alone.
pub(super) fn listed((n, m): (usize, usize)) -> Option<(Vec<TagCase>, Scope)> {
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
pub(super) fn drawn(rng: &mut Rng, n: usize, m: usize) -> TagCase {
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
