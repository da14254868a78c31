//! A `tag` solution for hack mode's hunt, right and slow on one shape only. For a graph of
//! at most 200 vertices it plays rounds until no state changes, each round every state and
//! every pair of moves from it, thinking a small graph makes that quick; for a larger one it
//! runs the retrograde analysis of fast solutions. But a small graph may have 250 000 edges:
//! a round then takes billions of steps. Hack mode's worst cases have N = 1, 2 or 500; its
//! random cases have N <= 40 and few edges.

use std::collections::VecDeque;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let v: Vec<usize> = text
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m) = (v[0], v[1]);
    // Every vertex may also stay where it is.
    let mut next: Vec<Vec<usize>> = (0..n).map(|u| vec![u]).collect();
    for i in 0..m {
        next[v[2 + 2 * i] - 1].push(v[3 + 2 * i] - 1);
    }
    let caught = if n <= 200 { rounds(&next) } else { retrograde(&next) };
    let q = v[2 + 2 * m];
    let mut out = String::with_capacity(4 * q);
    for i in 0..q {
        let (s, r) = (v[3 + 2 * m + 2 * i] - 1, v[4 + 2 * m + 2 * i] - 1);
        out.push_str(if caught[s * n + r] { "NO\n" } else { "YES\n" });
    }
    print!("{out}");
}

/// Whether Takahashi on t, Aoki on a, Takahashi to move, is caught (at t * n + a): by rounds.
/// A state is caught within k + 1 rounds if every move of Takahashi lands on Aoki, or lets
/// Aoki move onto him or to a state caught within k.
fn rounds(next: &[Vec<usize>]) -> Vec<bool> {
    let n = next.len();
    let mut caught: Vec<bool> = (0..n * n).map(|s| s / n == s % n).collect();
    loop {
        let was = caught.clone();
        for t in 0..n {
            for a in 0..n {
                caught[t * n + a] = was[t * n + a]
                    || next[t].iter().all(|&t2| {
                        t2 == a || next[a].iter().any(|&a2| a2 == t2 || was[t2 * n + a2])
                    });
            }
        }
        if caught == was {
            return caught;
        }
    }
}

/// The same by retrograde analysis: a counter per state of Takahashi's moves not yet known
/// to lose.
fn retrograde(next: &[Vec<usize>]) -> Vec<bool> {
    let n = next.len();
    let mut back: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (u, moves) in next.iter().enumerate() {
        for &w in moves {
            back[w].push(u);
        }
    }
    let mut left: Vec<usize> = (0..n * n).map(|s| next[s / n].len()).collect();
    let (mut lost, mut catches) = (vec![false; n * n], vec![false; n * n]);
    let mut queue = VecDeque::new();
    for t in 0..n {
        lost[t * n + t] = true;
        catches[t * n + t] = true;
        queue.extend([(t * n + t, true), (t * n + t, false)]);
    }
    while let Some((s, aoki)) = queue.pop_front() {
        let (t, a) = (s / n, s % n);
        if aoki {
            for &u in &back[t] {
                let p = u * n + a;
                if !lost[p] {
                    left[p] -= 1;
                    if left[p] == 0 {
                        lost[p] = true;
                        queue.push_back((p, false));
                    }
                }
            }
        } else {
            for &b in &back[a] {
                let p = t * n + b;
                if !catches[p] {
                    catches[p] = true;
                    queue.push_back((p, true));
                }
            }
        }
    }
    lost
}
