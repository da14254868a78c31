//! A right `duel` solution that asserts every guarantee of gym 105267H's statement, and aborts
//! on an input that breaks one: Undirected Vertex Geography on the medial graph of the
//! start's component (a configuration is a grid edge, a move joins two perpendicular edges
//! that share a cell); the first player wins iff the start is in every maximum matching, so iff
//! leaving it out lowers the matching number. Two Hopcroft–Karp runs.

use std::collections::VecDeque;
use std::io::Read;

struct Board {
    n: usize,
    m: usize,
    free: Vec<bool>,
}

impl Board {
    /// Edge `2c` joins cell `c` to its right, `2c + 1` to the cell below.
    fn exists(&self, id: usize) -> bool {
        let c = id / 2;
        match id % 2 {
            0 => c % self.m + 1 < self.m && self.free[c] && self.free[c + 1],
            _ => c + self.m < self.n * self.m && self.free[c] && self.free[c + self.m],
        }
    }

    /// The edges perpendicular to `id` that share a cell with it.
    fn around(&self, id: usize) -> Vec<usize> {
        let (c, m) = (id / 2, self.m);
        let cand: Vec<Option<usize>> = if id % 2 == 0 {
            // Vertical edges at c or c + 1, going down or coming from above.
            vec![Some(c), c.checked_sub(m), Some(c + 1), (c + 1).checked_sub(m)]
                .into_iter()
                .map(|v| v.map(|v| 2 * v + 1))
                .collect()
        } else {
            // Horizontal edges at c or c + m, to the right or from the left.
            let left = |x: usize| (x % m > 0).then(|| x - 1);
            vec![Some(c), left(c), Some(c + m), left(c + m)]
                .into_iter()
                .map(|h| h.map(|h| 2 * h))
                .collect()
        };
        cand.into_iter()
            .flatten()
            .filter(|&e| e < 2 * self.n * self.m && self.exists(e))
            .collect()
    }
}

struct Matching {
    adj: Vec<Vec<usize>>,
    left: Vec<Option<usize>>,
    right: Vec<Option<usize>>,
    dist: Vec<i64>,
}

impl Matching {
    fn bfs(&mut self) -> bool {
        let mut queue = VecDeque::new();
        for u in 0..self.adj.len() {
            self.dist[u] = if self.left[u].is_none() { 0 } else { -1 };
            if self.left[u].is_none() {
                queue.push_back(u);
            }
        }
        let mut found = false;
        while let Some(u) = queue.pop_front() {
            for &v in &self.adj[u] {
                match self.right[v] {
                    None => found = true,
                    Some(w) if self.dist[w] < 0 => {
                        self.dist[w] = self.dist[u] + 1;
                        queue.push_back(w);
                    }
                    _ => {}
                }
            }
        }
        found
    }

    fn dfs(&mut self, u: usize) -> bool {
        for i in 0..self.adj[u].len() {
            let v = self.adj[u][i];
            let free = match self.right[v] {
                None => true,
                Some(w) => self.dist[w] == self.dist[u] + 1 && self.dfs(w),
            };
            if free {
                self.left[u] = Some(v);
                self.right[v] = Some(u);
                return true;
            }
        }
        self.dist[u] = -1;
        false
    }

    fn size(adj: Vec<Vec<usize>>, right: usize) -> usize {
        let n = adj.len();
        let mut mm = Matching {
            adj,
            left: vec![None; n],
            right: vec![None; right],
            dist: vec![0; n],
        };
        let mut size = 0;
        while mm.bfs() {
            for u in 0..n {
                if mm.left[u].is_none() && mm.dfs(u) {
                    size += 1;
                }
            }
        }
        size
    }
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let words: Vec<&str> = text.split_ascii_whitespace().collect();
    let (n, m): (usize, usize) = (words[0].parse().unwrap(), words[1].parse().unwrap());
    assert!((1..=5000).contains(&n) && (1..=5000).contains(&m), "1 <= n, m <= 5000");
    assert!((2..=10_000).contains(&(n * m)), "2 <= n·m <= 10 000");
    assert_eq!(words.len(), 2 + n, "n rows");
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let mut free = vec![false; n * m];
    for (r, row) in words[2..].iter().enumerate() {
        assert_eq!(row.len(), m, "rows of m cells");
        for (c, ch) in row.bytes().enumerate() {
            assert!(b".#AB".contains(&ch), "cells from .#AB");
            free[r * m + c] = ch != b'#';
            match ch {
                b'A' => a.push(r * m + c),
                b'B' => b.push(r * m + c),
                _ => {}
            }
        }
    }
    assert!(a.len() == 1 && b.len() == 1, "exactly one A and one B");
    let (lo, hi) = (a[0].min(b[0]), a[0].max(b[0]));
    let side_by_side = hi == lo + 1 && lo % m + 1 < m;
    assert!(side_by_side || hi == lo + m, "A and B in orthogonally adjacent cells");
    let board = Board { n, m, free };
    let start = if side_by_side { 2 * lo } else { 2 * lo + 1 };
    // The start's component, numbered by a search.
    let mut index = vec![usize::MAX; 2 * n * m];
    let mut order = vec![start];
    index[start] = 0;
    let mut h = 0;
    while h < order.len() {
        for e in board.around(order[h]) {
            if index[e] == usize::MAX {
                index[e] = order.len();
                order.push(e);
            }
        }
        h += 1;
    }
    // Horizontal edges on the left, vertical on the right, each numbered on its side.
    let mut side = vec![0; order.len()];
    let (mut left, mut right) = (0, 0);
    for (i, &e) in order.iter().enumerate() {
        let count = if e % 2 == 0 { &mut left } else { &mut right };
        side[i] = *count;
        *count += 1;
    }
    let matching = |without_start: bool| {
        let mut adj = vec![Vec::new(); left];
        for (i, &e) in order.iter().enumerate() {
            if e % 2 != 0 || (without_start && i == 0) {
                continue;
            }
            for f in board.around(e) {
                if !(without_start && index[f] == 0) {
                    adj[side[i]].push(side[index[f]]);
                }
            }
        }
        Matching::size(adj, right)
    };
    let first = matching(false) > matching(true);
    println!("{}", if first { "Frost_Ice" } else { "Febleaf" });
}
