//! The oracles: fixed-point iteration, retrograde analysis, the rounds of the capture, and
//! the random graphs they are checked on, and the solver's answers they are checked against.

use crate::generate::Rng;
use crate::tag;
use crate::tag::generate::{tag_input, tag_random_graph};

/// `caught[s][r]` for Takahashi to move, by recomputing "Aoki can force capture" over every
/// state until nothing changes. Raw edges, repeats and self-loops included.
pub(super) fn oracle(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<bool>> {
    // Each player's options: stay, or any edge out of the vertex.
    let mut options: Vec<Vec<usize>> = (0..n).map(|v| vec![v]).collect();
    for &(u, v) in edges {
        options[u].push(v);
    }
    // Capture: Takahashi to move on Aoki's vertex (he was caught), or Aoki to move on
    // Takahashi's vertex (Takahashi walked onto him).
    let mut takahashi_caught: Vec<Vec<bool>> =
        (0..n).map(|s| (0..n).map(|r| s == r).collect()).collect();
    let mut aoki_catches = takahashi_caught.clone();
    let mut changed = true;
    while changed {
        changed = false;
        for s in 0..n {
            for r in 0..n {
                if !aoki_catches[s][r] && options[r].iter().any(|&r2| takahashi_caught[s][r2]) {
                    aoki_catches[s][r] = true;
                    changed = true;
                }
                if !takahashi_caught[s][r] && options[s].iter().all(|&s2| aoki_catches[s2][r]) {
                    takahashi_caught[s][r] = true;
                    changed = true;
                }
            }
        }
    }
    takahashi_caught
}

/// `caught[s][r]` for Takahashi to move, by retrograde analysis: from the captures, a state
/// is lost for Takahashi once every one of his moves (each edge counted, and staying) leads to
/// a state where Aoki catches, and Aoki catches once one of his moves leads to a state lost
/// for Takahashi. `O(N·M)`, so it reaches dense graphs of hundreds of vertices.
pub(super) fn retrograde(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<bool>> {
    let mut back: Vec<Vec<usize>> = (0..n).map(|v| vec![v]).collect();
    let mut left = vec![vec![1usize; n]; n];
    for &(u, v) in edges {
        back[v].push(u);
        for row in left[u].iter_mut() {
            *row += 1;
        }
    }
    let mut lost = vec![vec![false; n]; n];
    let mut catches = lost.clone();
    let mut queue = std::collections::VecDeque::new();
    for v in 0..n {
        (lost[v][v], catches[v][v]) = (true, true);
        queue.extend([(v, v, true), (v, v, false)]);
    }
    while let Some((s, r, aoki)) = queue.pop_front() {
        if aoki {
            for &u in &back[s] {
                if !lost[u][r] {
                    left[u][r] -= 1;
                    if left[u][r] == 0 {
                        lost[u][r] = true;
                        queue.push_back((u, r, false));
                    }
                }
            }
        } else {
            for &b in &back[r] {
                if !catches[s][b] {
                    catches[s][b] = true;
                    queue.push_back((s, b, true));
                }
            }
        }
    }
    lost
}

/// The round of every state with Takahashi to move, `(s, r)` at `r · n + s`.
pub(super) fn all_rounds(rounds: &tag::CaptureRounds, n: usize) -> Vec<u32> {
    (0..n * n).map(|i| rounds.round(i % n, i / n)).collect()
}

/// Whether Aoki, to move, catches Takahashi, for every state.
pub(super) fn aoki_catches(rounds: &tag::CaptureRounds, n: usize) -> Vec<bool> {
    let states = (0..n).flat_map(|s| (0..n).map(move |r| (s, r)));
    states.map(|(s, r)| rounds.aoki_catches(s, r)).collect()
}

/// For `--explain`: `rounds[s][r]`, the first `k` such that Aoki can force capture within `k`
/// rounds from Takahashi to move at `(s, r)` (a round: Takahashi's move, then Aoki's), by
/// value iteration over raw edges; `None`: never.
pub(super) fn oracle_rounds(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<Option<u32>>> {
    let mut options: Vec<Vec<usize>> = (0..n).map(|v| vec![v]).collect();
    for &(u, v) in edges {
        options[u].push(v);
    }
    let mut within: Vec<Vec<bool>> = (0..n).map(|s| (0..n).map(|r| s == r).collect()).collect();
    let mut rounds: Vec<Vec<Option<u32>>> = (0..n)
        .map(|s| (0..n).map(|r| (s == r).then_some(0)).collect())
        .collect();
    for k in 1.. {
        let next: Vec<Vec<bool>> = (0..n)
            .map(|s| {
                (0..n)
                    .map(|r| {
                        within[s][r]
                            || options[s].iter().all(|&s2| {
                                s2 == r || options[r].iter().any(|&r2| r2 == s2 || within[s2][r2])
                            })
                    })
                    .collect()
            })
            .collect();
        if next == within {
            break;
        }
        for s in 0..n {
            for r in 0..n {
                if next[s][r] && !within[s][r] {
                    rounds[s][r] = Some(k);
                }
            }
        }
        within = next;
    }
    rounds
}

/// Vertex pairs: edges or queries, 0-based.
pub(super) type Pairs = Vec<(usize, usize)>;

/// A random graph of at most `most` vertices, every pair as a query, and the input.
pub(super) fn every_pair(rng: &mut Rng, most: i64) -> (usize, Pairs, Pairs, String) {
    let n = rng.range(1, most) as usize;
    let edges = tag_random_graph(rng, n);
    let queries: Vec<(usize, usize)> = (0..n).flat_map(|s| (0..n).map(move |r| (s, r))).collect();
    let input = tag_input(n, &edges, &queries);
    (n, edges, queries, input)
}

/// The solver's answers, with every way of splitting the work between the word-parallel
/// rounds and the watch search; all must agree.
pub(super) fn solver_answers(input: &str) -> String {
    let parsed = tag::parse(input.as_bytes()).unwrap_or_else(|e| panic!("rejected {input:?}: {e}"));
    let g = &parsed.graph;
    let answers = |outcome: tag::Outcome| {
        String::from_utf8(tag::testing::answer(&outcome, &parsed.queries)).unwrap()
    };
    let auto = answers(tag::solve(g));
    // The judge path reads and answers in one pass, without the parsed lists.
    assert_eq!(
        tag::judge(input.as_bytes()).map(String::from_utf8),
        Ok(Ok(auto.clone()))
    );
    for k in [0, 1, 2, 3, 5, 8, 20, 60, usize::MAX] {
        let split = answers(tag::testing::solve_split(g, k));
        assert_eq!(
            split, auto,
            "handover after {k} rounds differs, input:\n{input}"
        );
    }
    auto
}
