//! A `tag` solution for hack mode's tests: retrograde analysis with a counter per state of the
//! moves Takahashi has left that do not lose, as fast solutions do it. With `--cfg bug="u16"`
//! the counters are 16-bit: a vertex with 65 536 or more out-edges (repeated edges count, each
//! a move) wraps its counter, and a state is called lost while it still has a safe move. The
//! smallest input that shows it has N = 2 and M = 65 536: the edge `1 2` that many times, and
//! the query `1 2`.

use std::collections::VecDeque;
use std::io::Read;

#[cfg(bug = "u16")]
type Counter = u16;
#[cfg(not(bug = "u16"))]
type Counter = u32;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let v: Vec<usize> = text
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m) = (v[0], v[1]);
    // Staying is a move too: vertex u's moves are u itself and each out-edge.
    let mut back: Vec<Vec<usize>> = (0..n).map(|u| vec![u]).collect();
    let mut moves = vec![1usize; n];
    for i in 0..m {
        let (u, w) = (v[2 + 2 * i] - 1, v[3 + 2 * i] - 1);
        back[w].push(u);
        moves[u] += 1;
    }
    // State t * n + a: Takahashi on t, Aoki on a. lost[s]: Takahashi to move there, he is
    // caught in the end; catches[s]: Aoki to move there, he can catch him. Both hold where
    // t = a. left[s]: Takahashi's moves from s not yet known to lose.
    let mut left: Vec<Counter> = (0..n * n).map(|s| moves[s / n] as Counter).collect();
    let (mut lost, mut catches) = (vec![false; n * n], vec![false; n * n]);
    // (state, true) when Aoki catches there, (state, false) when Takahashi is lost there.
    let mut queue = VecDeque::new();
    for t in 0..n {
        lost[t * n + t] = true;
        catches[t * n + t] = true;
        queue.extend([(t * n + t, true), (t * n + t, false)]);
    }
    while let Some((s, aoki)) = queue.pop_front() {
        let (t, a) = (s / n, s % n);
        if aoki {
            // Every Takahashi move into s loses.
            for &u in &back[t] {
                let p = u * n + a;
                if !lost[p] {
                    left[p] = left[p].wrapping_sub(1);
                    if left[p] == 0 {
                        lost[p] = true;
                        queue.push_back((p, false));
                    }
                }
            }
        } else {
            // Every Aoki move into s catches.
            for &b in &back[a] {
                let p = t * n + b;
                if !catches[p] {
                    catches[p] = true;
                    queue.push_back((p, true));
                }
            }
        }
    }
    let q = v[2 + 2 * m];
    let mut out = String::new();
    for i in 0..q {
        let (s, r) = (v[3 + 2 * m + 2 * i] - 1, v[4 + 2 * m + 2 * i] - 1);
        let caught = s == r || lost[s * n + r];
        out.push_str(if caught { "NO\n" } else { "YES\n" });
    }
    print!("{out}");
}
