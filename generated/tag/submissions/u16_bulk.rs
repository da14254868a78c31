// Counts moves in 16 bits, the moves onto Aoki taken off all at once: the wrap shows where 65 536 moves are left that do not lose.
// From the game-solvers project's tests/hack/tag_counters.rs with `--cfg bug="u16-bulk"`.

//! A `tag` solution for hack mode's tests: retrograde analysis with a counter per state of the
//! moves Takahashi has left that do not lose, as fast solutions do it. With `--cfg bug="…"`
//! the counters are narrow, and wrap, so that a state is called lost while it still has a
//! safe move (or never, where it has none):
//! - `u16`: 16-bit counters, each losing move taken off one at a time as it is found, moves
//!   onto Aoki included: an out-degree of 65 536 (repeated edges count, each a move) wraps;
//! - `u16-bulk`: 16-bit counters that start with the moves onto Aoki already taken off, all at
//!   once, then lose the others one at a time: the wrap cancels out on a vertex whose every
//!   edge goes onto Aoki, and shows where 65 536 moves are left that do not lose;
//! - `u8`: 8-bit counters, one at a time (an out-degree of 256).
//! Without a bug the counters are 32-bit. Every variant asserts each guarantee of the
//! statement first, as contestants do, and aborts on an input that breaks one.

use std::collections::VecDeque;
use std::io::Read;

#[cfg(any(any(), all()))]
type Counter = u16;
#[cfg(any())]
type Counter = u8;
#[cfg(not(any(any(), all(), any())))]
type Counter = u32;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let v: Vec<usize> = text
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m) = (v[0], v[1]);
    assert_guarantees(&v);
    // Staying is a move too: vertex u's moves are u itself and each out-edge.
    let mut back: Vec<Vec<usize>> = (0..n).map(|u| vec![u]).collect();
    let mut moves = vec![1usize; n];
    // Each edge's copies, for the bulk variant.
    let mut copies = std::collections::HashMap::new();
    for i in 0..m {
        let (u, w) = (v[2 + 2 * i] - 1, v[3 + 2 * i] - 1);
        back[w].push(u);
        moves[u] += 1;
        *copies.entry((u, w)).or_insert(0usize) += 1;
    }
    let bulk = cfg!(all());
    // State t * n + a: Takahashi on t, Aoki on a. lost[s]: Takahashi to move there, he is
    // caught in the end; catches[s]: Aoki to move there, he can catch him. Both hold where
    // t = a. left[s]: Takahashi's moves from s not yet known to lose.
    let mut left: Vec<Counter> = (0..n * n)
        .map(|s| {
            let (t, a) = (s / n, s % n);
            let onto = if bulk { copies.get(&(t, a)).copied().unwrap_or(0) } else { 0 };
            (moves[t] as Counter).wrapping_sub(onto as Counter)
        })
        .collect();
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
            // Every Takahashi move into s loses (moves onto Aoki: taken off already in bulk).
            if bulk && t == a {
                continue;
            }
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

/// Every guarantee of the statement: `1 <= N <= 500`, `0 <= M <= 250 000`,
/// `1 <= Q <= 200 000`, every vertex between 1 and `N`.
fn assert_guarantees(v: &[usize]) {
    let (n, m) = (v[0], v[1]);
    assert!((1..=500).contains(&n) && m <= 250_000, "1 <= N <= 500, 0 <= M <= 250 000");
    let q = v[2 + 2 * m];
    assert!((1..=200_000).contains(&q), "1 <= Q <= 200 000");
    assert_eq!(v.len(), 3 + 2 * m + 2 * q, "M edges and Q queries");
    let vertices = v[2..2 + 2 * m].iter().chain(&v[3 + 2 * m..]);
    assert!(vertices.clone().all(|u| (1..=n).contains(u)), "every vertex between 1 and N");
}
