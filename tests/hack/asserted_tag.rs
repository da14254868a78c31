//! A right `tag` solution that asserts every guarantee of the statement, and aborts on an
//! input that breaks one: retrograde analysis, a counter per state of the moves Takahashi has
//! left that do not lose.

use std::collections::VecDeque;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let v: Vec<usize> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, m) = (v[0], v[1]);
    assert!((1..=500).contains(&n) && m <= 250_000, "1 <= N <= 500, 0 <= M <= 250 000");
    let q = v[2 + 2 * m];
    assert!((1..=200_000).contains(&q), "1 <= Q <= 200 000");
    assert_eq!(v.len(), 3 + 2 * m + 2 * q, "M edges and Q queries");
    let vertex = |i: usize| {
        assert!((1..=n).contains(&v[i]), "every vertex between 1 and N");
        v[i] - 1
    };
    // Staying is a move too: vertex u's moves are u itself and each out-edge.
    let mut back: Vec<Vec<usize>> = (0..n).map(|u| vec![u]).collect();
    let mut moves = vec![1u32; n];
    for i in 0..m {
        let (u, w) = (vertex(2 + 2 * i), vertex(3 + 2 * i));
        back[w].push(u);
        moves[u] += 1;
    }
    // State t * n + a: Takahashi on t, Aoki on a. lost: Takahashi to move, caught in the end;
    // catches: Aoki to move, he can catch him.
    let mut left: Vec<u32> = (0..n * n).map(|s| moves[s / n]).collect();
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
    let mut out = String::new();
    for i in 0..q {
        let (s, r) = (vertex(3 + 2 * m + 2 * i), vertex(4 + 2 * m + 2 * i));
        out.push_str(if s == r || lost[s * n + r] { "NO\n" } else { "YES\n" });
    }
    print!("{out}");
}
