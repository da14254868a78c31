//! A `duel` solution for hack mode's hunt, right and slow on some shapes only: the first player
//! wins iff every maximum matching of the configuration graph covers the start, that is iff
//! the graph without the start has a smaller maximum matching. Both matchings are grown by
//! Kuhn's augmenting paths, one depth-first search per configuration in the board's order,
//! with each configuration's partner in a map, and the marks of a search kept until a path is
//! found (a failed search's marks stay valid). Fast on the boards of hack mode's worst cases;
//! some boards with walls make the searches long, and those no worst case has.

use std::collections::HashMap;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut words = text.split_ascii_whitespace();
    let n: usize = words.next().unwrap().parse().unwrap();
    let m: usize = words.next().unwrap().parse().unwrap();
    let board: Vec<Vec<u8>> = (0..n).map(|_| words.next().unwrap().into()).collect();
    // Deep searches: run on a thread whose stack fits them.
    let first = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || solve(n, m, &board))
        .unwrap();
    let wins = first.join().unwrap();
    println!("{}", if wins { "Frost_Ice" } else { "Febleaf" });
}

/// Directions of B from A: right, down, left, up; each turn of 90° is one step.
const DIRS: [(isize, isize); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

fn solve(n: usize, m: usize, board: &[Vec<u8>]) -> bool {
    let free = |r: isize, c: isize| {
        r >= 0 && c >= 0 && (r as usize) < n && (c as usize) < m && board[r as usize][c as usize] != b'#'
    };
    let at = |p: u8| {
        let i = (0..n * m).find(|&i| board[i / m][i % m] == p).unwrap();
        ((i / m) as isize, (i % m) as isize)
    };
    let (a, b) = (at(b'A'), at(b'B'));
    let dir = DIRS.iter().position(|&d| (a.0 + d.0, a.1 + d.1) == b).unwrap();
    let id = |(r, c): (isize, isize), d: usize| (r as usize * m + c as usize) * 4 + d;
    let start = id(a, dir);
    // A configuration: A's cell and B's direction; a move turns B around A or A around B.
    let mut next: Vec<Vec<usize>> = vec![Vec::new(); n * m * 4];
    for r in 0..n as isize {
        for c in 0..m as isize {
            for d in 0..4 {
                let b = (r + DIRS[d].0, c + DIRS[d].1);
                if !free(r, c) || !free(b.0, b.1) {
                    continue;
                }
                for turn in [1, 3] {
                    let d2 = (d + turn) % 4;
                    let b2 = (r + DIRS[d2].0, c + DIRS[d2].1);
                    if free(b2.0, b2.1) {
                        next[id((r, c), d)].push(id((r, c), d2));
                    }
                    // A turns around B: A's direction from B is d + 2, turned.
                    let back = (d + 2 + turn) % 4;
                    let a2 = (b.0 + DIRS[back].0, b.1 + DIRS[back].1);
                    if free(a2.0, a2.1) {
                        next[id((r, c), d)].push(id(a2, (back + 2) % 4));
                    }
                }
            }
        }
    }
    matching(&next, None) > matching(&next, Some(start))
}

/// The size of a maximum matching, without `left_out`: configurations with B beside A in a row
/// on one side, in a column on the other (every move turns one into the other).
fn matching(next: &[Vec<usize>], left_out: Option<usize>) -> usize {
    let mut mate: HashMap<usize, usize> = HashMap::new();
    let mut seen = vec![0u32; next.len()];
    let (mut size, mut stamp) = (0, 1);
    for u in (0..next.len()).filter(|&u| u % 2 == 0) {
        if next[u].is_empty() || Some(u) == left_out {
            continue;
        }
        if augment(u, next, &mut mate, &mut seen, stamp, left_out) {
            size += 1;
            stamp += 1;
        }
    }
    size
}

fn augment(
    u: usize,
    next: &[Vec<usize>],
    mate: &mut HashMap<usize, usize>,
    seen: &mut [u32],
    stamp: u32,
    left_out: Option<usize>,
) -> bool {
    for &v in &next[u] {
        if seen[v] == stamp || Some(v) == left_out {
            continue;
        }
        seen[v] = stamp;
        let partner = mate.get(&v).copied();
        if partner.is_none_or(|w| augment(w, next, mate, seen, stamp, left_out)) {
            mate.insert(v, u);
            return true;
        }
    }
    false
}
