//! A `tag` solution for hack mode's tests: a plain fixed-point iteration, right but slow
//! (each round reads every state and all its moves, and a chain takes N rounds). With `--cfg bug="same"` it
//! answers YES when S = R (Takahashi starts caught: the answer is NO); with `bug="same-large"`
//! only when also N >= 100, beyond the random cases' sizes.

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
    // caught[0][t][a]: Takahashi to move, caught in the end; caught[1]: Aoki to move.
    let mut caught = vec![vec![vec![false; n]; n]; 2];
    for t in 0..n {
        caught[0][t][t] = true;
        caught[1][t][t] = true;
    }
    let mut changed = true;
    while changed {
        changed = false;
        for t in 0..n {
            for a in 0..n {
                if !caught[0][t][a] && next[t].iter().all(|&u| u == a || caught[1][u][a]) {
                    caught[0][t][a] = true;
                    changed = true;
                }
                if !caught[1][t][a] && next[a].iter().any(|&b| b == t || caught[0][t][b]) {
                    caught[1][t][a] = true;
                    changed = true;
                }
            }
        }
    }
    let q = v[2 + 2 * m];
    let mut out = String::new();
    for i in 0..q {
        let (s, r) = (v[3 + 2 * m + 2 * i] - 1, v[4 + 2 * m + 2 * i] - 1);
        let bug = cfg!(bug = "same") || (cfg!(bug = "same-large") && n >= 100);
        let escapes = (bug && s == r) || !caught[0][s][r];
        out.push_str(if escapes { "YES\n" } else { "NO\n" });
    }
    print!("{out}");
}
