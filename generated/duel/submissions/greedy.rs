// The right theorem on a greedy matching, which is only maximal.
// From the game-solvers project's tests/hack/duel_greedy.rs.

// A `duel` solution for hack mode's tests, wrong: it applies the right theorem (the first
// player wins iff every maximum matching of the configuration graph covers the start) to
// greedy matchings, which are only maximal. It matches the configurations greedily in BFS
// order from the start, once with the start and once without it, and says the start is in
// every maximum matching when the matching without it is smaller.
//
// `tests/hack.rs` also calls [`answer`] in-process, to find by exhaustive search the fewest
// free cells on which it fails.

use std::collections::{HashMap, VecDeque};
use std::io::Read;

type Cell = (i64, i64);

#[allow(dead_code)]
fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    print!("{}", answer(&text));
}

pub fn answer(text: &str) -> String {
    let mut tokens = text.split_ascii_whitespace();
    let n: i64 = tokens.next().unwrap().parse().unwrap();
    let m: i64 = tokens.next().unwrap().parse().unwrap();
    let rows: Vec<&[u8]> = (0..n).map(|_| tokens.next().unwrap().as_bytes()).collect();
    let free =
        |(r, c): Cell| r >= 0 && c >= 0 && r < n && c < m && rows[r as usize][c as usize] != b'#';
    let find = |p: u8| -> Cell {
        let r = rows.iter().position(|row| row.contains(&p)).unwrap();
        (r as i64, rows[r].iter().position(|&x| x == p).unwrap() as i64)
    };
    // Turning `p` a quarter either way around `q`.
    let turns = |p: Cell, q: Cell| {
        let (dr, dc) = (p.0 - q.0, p.1 - q.1);
        [(q.0 - dc, q.1 + dr), (q.0 + dc, q.1 - dr)]
    };
    let moves = |(a, b): (Cell, Cell)| -> Vec<(Cell, Cell)> {
        let mut out = Vec::new();
        out.extend(turns(a, b).into_iter().filter(|&a2| free(a2)).map(|a2| (a2, b)));
        out.extend(turns(b, a).into_iter().filter(|&b2| free(b2)).map(|b2| (a, b2)));
        out
    };
    let start = (find(b'A'), find(b'B'));
    let mut index = HashMap::from([(start, 0usize)]);
    let mut order = vec![start];
    let mut queue = VecDeque::from([start]);
    while let Some(s) = queue.pop_front() {
        for t in moves(s) {
            if let std::collections::hash_map::Entry::Vacant(e) = index.entry(t) {
                e.insert(order.len());
                order.push(t);
                queue.push_back(t);
            }
        }
    }
    let next: Vec<Vec<usize>> = order
        .iter()
        .map(|&s| moves(s).iter().map(|t| index[t]).collect())
        .collect();
    let greedy = |without: Option<usize>| {
        let mut matched = vec![false; order.len()];
        if let Some(s) = without {
            matched[s] = true;
        }
        let mut size = 0;
        for u in 0..order.len() {
            if matched[u] {
                continue;
            }
            if let Some(&v) = next[u].iter().find(|&&v| !matched[v]) {
                matched[u] = true;
                matched[v] = true;
                size += 1;
            }
        }
        size
    };
    let wins = greedy(None) > greedy(Some(0));
    format!("{}\n", if wins { "Frost_Ice" } else { "Febleaf" })
}
