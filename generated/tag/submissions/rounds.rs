// Right, but plays round after round over every state.
// From the game-solvers project's tests/hack/tag.rs.

//! A `tag` solution for hack mode's tests: value iteration by rounds of play, right but slow
//! (each round reads every state and all its moves, and a chain takes N rounds). With
//! `--cfg bug="…"`:
//! - `same`: answers YES when S = R (Takahashi starts caught: the answer is NO);
//! - `same-large`: the same, only when also N >= 100, beyond the random cases' sizes;
//! - `capped`: stops after N rounds, as if no capture took longer (the smallest input where one
//!   does has N = 4 and M = 6);
//! - `queries`: crashes on more than 100 648 queries, as an array sized for 10⁵ and a margin
//!   would (RE; the smallest failing input has N = 1, M = 0 and Q = 100 649);
//! - `n500`: exits with status 3 at N = 500, as an array sized for the limit read one past its
//!   end would crash (RE; every failing input has N = 500).

use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let v: Vec<usize> = text
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m) = (v[0], v[1]);
    let q = v[2 + 2 * m];
    if cfg!(any()) && n == 500 {
        std::process::exit(3);
    }
    if cfg!(any()) {
        assert!(q <= 100_648, "{q} queries");
    }
    // Every vertex may also stay where it is.
    let mut next: Vec<Vec<usize>> = (0..n).map(|u| vec![u]).collect();
    for i in 0..m {
        next[v[2 + 2 * i] - 1].push(v[3 + 2 * i] - 1);
    }
    // caught[t][a]: Takahashi on t, Aoki on a, Takahashi to move: caught within the rounds so
    // far. A round: every move of Takahashi lands on Aoki, or Aoki has a move onto him or to a
    // state caught in the rounds before.
    let mut caught: Vec<Vec<bool>> = (0..n).map(|t| (0..n).map(|a| t == a).collect()).collect();
    let mut round = 0;
    loop {
        if cfg!(any()) && round == n {
            break;
        }
        round += 1;
        let next_caught: Vec<Vec<bool>> = (0..n)
            .map(|t| {
                (0..n)
                    .map(|a| {
                        caught[t][a]
                            || next[t].iter().all(|&t2| {
                                t2 == a || next[a].iter().any(|&a2| a2 == t2 || caught[t2][a2])
                            })
                    })
                    .collect()
            })
            .collect();
        if next_caught == caught {
            break;
        }
        caught = next_caught;
    }
    let mut out = String::new();
    for i in 0..q {
        let (s, r) = (v[3 + 2 * m + 2 * i] - 1, v[4 + 2 * m + 2 * i] - 1);
        let bug = cfg!(any()) || (cfg!(any()) && n >= 100);
        let escapes = (bug && s == r) || !caught[s][r];
        out.push_str(if escapes { "YES\n" } else { "NO\n" });
    }
    print!("{out}");
}
