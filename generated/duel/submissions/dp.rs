// A DP that ignores the game's history.
// From the game-solvers project's tests/hack/duel.rs.

//! A `duel` solution for hack mode's tests, as some write-ups give it, and wrong: a DP over
//! configurations in reverse BFS order from the start, where a configuration is won if a move
//! to the next BFS layer reaches a lost one. It ignores the game's history (no configuration
//! may repeat), and fails for example on `AB` / `..`.

use std::collections::{HashMap, VecDeque};
use std::io::Read;

type Cell = (i64, i64);

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let n: i64 = tokens.next().unwrap().parse().unwrap();
    let m: i64 = tokens.next().unwrap().parse().unwrap();
    let rows: Vec<&[u8]> = (0..n).map(|_| tokens.next().unwrap().as_bytes()).collect();
    let free = |(r, c): Cell| r >= 0 && c >= 0 && r < n && c < m && rows[r as usize][c as usize] != b'#';
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
        for a2 in turns(a, b) {
            if free(a2) {
                out.push((a2, b));
            }
        }
        for b2 in turns(b, a) {
            if free(b2) {
                out.push((a, b2));
            }
        }
        out
    };
    let start = (find(b'A'), find(b'B'));
    let mut dist = HashMap::from([(start, 0usize)]);
    let mut order = vec![start];
    let mut queue = VecDeque::from([start]);
    while let Some(s) = queue.pop_front() {
        for t in moves(s) {
            if !dist.contains_key(&t) {
                dist.insert(t, dist[&s] + 1);
                order.push(t);
                queue.push_back(t);
            }
        }
    }
    let mut win: HashMap<(Cell, Cell), bool> = HashMap::new();
    for &s in order.iter().rev() {
        let w = moves(s)
            .iter()
            .any(|t| dist[t] == dist[&s] + 1 && !win[t]);
        win.insert(s, w);
    }
    println!("{}", if win[&start] { "Frost_Ice" } else { "Febleaf" });
}
