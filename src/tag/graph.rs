//! The graph: deduplicated adjacency without self-loops, as lists both ways and as bitsets of
//! closed in-neighbourhoods. Built in `O(N²/64 + M)` from edges read straight into bitsets.

use crate::bits::{Rows, for_each_one};

/// Deduplicated adjacency without self-loops: lists both ways (CSR, ascending) and, as bitsets,
/// the closed in-neighbourhoods `N⁻[r]`. Vertices are 0-based.
pub struct Graph {
    pub n: usize,
    pub(super) out: Csr,
    pub(super) inn: Csr,
    pub(super) reach_in: Rows,
    /// Per vertex `r`, the words of its row of `reach_in` with a vertex (bit `k` for word `k`).
    pub(super) reach_words: Vec<u64>,
}

pub(super) struct Csr {
    pub(super) start: Vec<u32>,
    pub(super) list: Vec<u32>,
}

impl Csr {
    /// The set bits of each row, as lists.
    pub(super) fn from_rows(n: usize, rows: &Rows, skip_diagonal: bool) -> Csr {
        let mut start = Vec::with_capacity(n + 1);
        let mut list = Vec::new();
        start.push(0);
        for v in 0..n {
            for_each_one(rows.row(v), |u| {
                if !(skip_diagonal && u == v) {
                    list.push(u as u32);
                }
            });
            start.push(list.len() as u32);
        }
        Csr { start, list }
    }

    pub(super) fn of(&self, v: usize) -> &[u32] {
        &self.list[self.start[v] as usize..self.start[v + 1] as usize]
    }
}

impl Graph {
    /// Builds the graph from raw edges as `add` hands them over (any order, repeats and
    /// self-loops allowed): setting bits in adjacency matrices drops repeats for free, and
    /// reading them back sorts. No list of the edges is kept.
    pub fn build<E>(
        n: usize,
        add: impl FnOnce(&mut dyn FnMut(u32, u32)) -> Result<(), E>,
    ) -> Result<Graph, E> {
        let mut succ = Rows::new(n);
        let mut reach_in = Rows::new(n);
        add(&mut |u, v| {
            if u != v {
                succ.set(u as usize, v as usize);
                reach_in.set(v as usize, u as usize);
            }
        })?;
        for v in 0..n {
            reach_in.set(v, v);
        }
        let reach_words = (0..n)
            .map(|v| {
                let words = reach_in.row(v).iter().enumerate();
                words.fold(0, |m, (k, &x)| m | u64::from(x != 0) << k)
            })
            .collect();
        Ok(Graph {
            n,
            out: Csr::from_rows(n, &succ, false),
            inn: Csr::from_rows(n, &reach_in, true),
            reach_in,
            reach_words,
        })
    }

    /// The vertices in DFS post-order (over successors, from vertex 0, then each unvisited
    /// vertex): each comes after the vertices it reaches first, so in a DAG after all of them.
    pub(super) fn post_order(&self) -> Vec<u32> {
        let (n, Csr { start, list }) = (self.n, &self.out);
        let mut seen = vec![false; n];
        let mut order = Vec::with_capacity(n);
        // The vertices on the DFS path, each with where its next successor is in `list`.
        let mut path: Vec<(u32, u32)> = Vec::new();
        for root in 0..n {
            if !std::mem::replace(&mut seen[root], true) {
                path.push((root as u32, start[root]));
            }
            while let Some((v, next)) = path.last_mut() {
                if *next == start[*v as usize + 1] {
                    order.push(*v);
                    path.pop();
                } else {
                    let u = list[*next as usize] as usize;
                    *next += 1;
                    if !std::mem::replace(&mut seen[u], true) {
                        path.push((u as u32, start[u]));
                    }
                }
            }
        }
        order
    }

    /// The same graph with vertex `v` renamed `pos[v]`.
    pub(super) fn renamed(&self, pos: &[u32]) -> Graph {
        let Ok(graph) = Graph::build(self.n, |add| {
            for u in 0..self.n {
                for &v in self.successors(u) {
                    add(pos[u], pos[v as usize]);
                }
            }
            Ok::<(), std::convert::Infallible>(())
        });
        graph
    }

    pub fn successors(&self, u: usize) -> &[u32] {
        self.out.of(u)
    }

    /// Vertices with an edge into `v`, ascending.
    pub fn predecessors(&self, v: usize) -> &[u32] {
        self.inn.of(v)
    }

    /// `N⁺[v]`: `v` and its successors, Takahashi's moves from `v` (staying included).
    pub(super) fn moves_from(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        closed(v, self.successors(v))
    }

    /// `N⁻[v]`: `v` and its predecessors, where Aoki moves onto `v` from.
    pub(super) fn moves_onto(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        closed(v, self.predecessors(v))
    }
}

/// `v` and the vertices of `list`: a closed neighbourhood.
fn closed(v: usize, list: &[u32]) -> impl Iterator<Item = usize> + '_ {
    std::iter::once(v).chain(list.iter().map(|&u| u as usize))
}
