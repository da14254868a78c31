//! The answers of every way of splitting the work, against the oracles.

use super::oracle::{all_rounds, aoki_catches, oracle, retrograde, solver_answers};
use crate::generate::Rng;
use crate::tag;
use crate::tag::generate::{tag_input, tag_random_graph, tag_shuffled};
use crate::tests::samples::samples;

fn oracle_answers(n: usize, edges: &[(usize, usize)], queries: &[(usize, usize)]) -> String {
    let caught = oracle(n, edges);
    queries
        .iter()
        .map(|&(s, r)| if caught[s][r] { "NO\n" } else { "YES\n" })
        .collect()
}

fn check(n: usize, edges: &[(usize, usize)], queries: &[(usize, usize)]) -> bool {
    let input = tag_input(n, edges, queries);
    let expected = oracle_answers(n, edges, queries);
    assert_eq!(solver_answers(&input), expected, "input:\n{input}");
    expected.contains("YES") && expected.contains("NO\n")
}

#[test]
fn matches_fixed_point_oracle_on_random_small_graphs() {
    let mut rng = Rng::new(4);
    let mut mixed = 0;
    for _ in 0..2000 {
        let n = rng.range(1, 8) as usize;
        let edges = tag_random_graph(&mut rng, n);
        let queries: Vec<(usize, usize)> =
            (0..n).flat_map(|s| (0..n).map(move |r| (s, r))).collect();
        mixed += usize::from(check(n, &edges, &queries));
    }
    assert!(mixed > 500, "only {mixed} graphs had both answers");
}

/// Shapes where the hand-over between rounds and counters matters: long chains, cycles with
/// chords, dense graphs, captures that take many rounds, and sizes around the 64-bit word.
fn larger_shape(rng: &mut Rng, shape: usize, n: usize) -> Vec<(usize, usize)> {
    let chain = (0..n - 1).map(|i| (i, i + 1));
    match shape {
        0 => chain.collect(),
        1 => {
            let mut e: Vec<_> = (0..n).map(|i| (i, (i + 1) % n)).collect();
            e.extend((0..n / 8).map(|_| (rng.index(n), rng.index(n))));
            e
        }
        // A chain with every back edge: captures take about n rounds on a dense graph.
        2 => chain
            .chain((0..n).flat_map(|i| (0..i).map(move |j| (i, j))))
            .collect(),
        3 => (0..n * n / 2)
            .map(|_| (rng.index(n), rng.index(n)))
            .collect(),
        4 => (0..n).flat_map(|u| (0..n).map(move |v| (u, v))).collect(),
        // Two-way path: the chaser walks the escaper into the end.
        5 => chain.flat_map(|(u, v)| [(u, v), (v, u)]).collect(),
        _ => (0..2 * n).map(|_| (rng.index(n), rng.index(n))).collect(),
    }
}

#[test]
fn matches_oracle_on_larger_shapes_across_word_boundaries() {
    let mut rng = Rng::new(64);
    for n in [63, 64, 65, 66, 127, 128, 129] {
        for shape in 0..7 {
            if n > 100 && (2..=4).contains(&shape) {
                continue; // dense: the naive oracle gets slow
            }
            let edges = larger_shape(&mut rng, shape, n);
            let queries: Vec<(usize, usize)> =
                (0..n).flat_map(|s| (0..n).map(move |r| (s, r))).collect();
            check(n, &edges, &queries);
        }
    }
}

/// The judge path (`tag::judge`, which reads and answers in one pass) on graphs wider
/// than one 64-bit word, where every scan spans several words, against the retrograde oracle;
/// that oracle first agrees with the naive one on small graphs.
#[test]
fn the_judge_path_matches_a_second_oracle_on_graphs_past_one_word() {
    let mut rng = Rng::new(27);
    for _ in 0..300 {
        let n = rng.range(1, 8) as usize;
        let edges = tag_random_graph(&mut rng, n);
        assert_eq!(retrograde(n, &edges), oracle(n, &edges), "{n} {edges:?}");
    }
    for i in 0..60 {
        let n = rng.range(65, 300) as usize;
        // Random, or slow to settle (a chain and some of its back edges, where captures take
        // about N rounds and the judge path hands over to the watch search), numbered in order
        // or shuffled.
        let edges: Vec<(usize, usize)> = if i % 2 == 0 {
            let m = rng.range(2 * n as i64, (n * n / 4) as i64) as usize;
            (0..m).map(|_| (rng.index(n), rng.index(n))).collect()
        } else {
            let share = rng.range(1, 4) as u64;
            let back: Vec<(usize, usize)> = (0..n)
                .flat_map(|u| (0..u).map(move |v| (u, v)))
                .filter(|_| rng.chance(share, 4))
                .collect();
            let chain = (0..n - 1)
                .map(|u| (u, u + 1))
                .chain(back)
                .collect::<Vec<_>>();
            if i % 4 == 1 {
                chain
            } else {
                tag_shuffled(&mut rng, n, &chain)
            }
        };
        let queries: Vec<(usize, usize)> =
            (0..4 * n).map(|_| (rng.index(n), rng.index(n))).collect();
        let caught = retrograde(n, &edges);
        let expected: String = queries
            .iter()
            .map(|&(s, r)| if caught[s][r] { "NO\n" } else { "YES\n" })
            .collect();
        let input = tag_input(n, &edges, &queries);
        let got = tag::judge(input.as_bytes()).unwrap();
        assert_eq!(
            String::from_utf8(got).unwrap(),
            expected,
            "N = {n}, M = {}",
            edges.len()
        );
    }
}

/// From `N = 1000` the watch search runs on the graph renamed into DFS post-order. Too large
/// for the naive oracle, so every split is checked against the word-parallel rounds alone
/// (split after `usize::MAX` rounds), which never rename: answers and capture rounds.
#[test]
fn renamed_watch_search_agrees_with_the_rounds_alone() {
    let mut rng = Rng::new(1000);
    let n = 1000;
    // A chain and three random back edges per vertex, shuffled: captures take about n rounds.
    let mut edges: Vec<(usize, usize)> = (0..n - 1).map(|i| (i, i + 1)).collect();
    for _ in 0..3 * n {
        let i = 1 + rng.index(n - 1);
        edges.push((i, rng.index(i)));
    }
    let edges = tag_shuffled(&mut rng, n, &edges);
    let queries: Vec<(usize, usize)> = (0..20_000).map(|_| (rng.index(n), rng.index(n))).collect();
    let input = tag_input(n, &edges, &queries);
    let answers = solver_answers(&input);
    assert!(answers.contains("YES") && answers.contains("NO"));
    let g = tag::parse(input.as_bytes()).unwrap().graph;
    let alone = tag::testing::capture_rounds_split_after(&g, usize::MAX);
    for k in [0, 3] {
        let split = tag::testing::capture_rounds_split_after(&g, k);
        assert!(
            all_rounds(&split, n) == all_rounds(&alone, n),
            "rounds after {k}"
        );
        assert!(
            aoki_catches(&split, n) == aoki_catches(&alone, n),
            "after {k}"
        );
    }
}

#[test]
fn samples_agree_with_the_oracle() {
    for (path, input, expected) in samples("tag") {
        let t: Vec<usize> = input
            .split_whitespace()
            .map(|s| s.parse().unwrap())
            .collect();
        let (n, m) = (t[0], t[1]);
        let pairs = |at: usize, k: usize| -> Vec<(usize, usize)> {
            (0..k)
                .map(|i| (t[at + 2 * i] - 1, t[at + 2 * i + 1] - 1))
                .collect()
        };
        let edges = pairs(2, m);
        let queries = pairs(3 + 2 * m, t[2 + 2 * m]);
        assert_eq!(
            expected,
            oracle_answers(n, &edges, &queries),
            "{}",
            path.display()
        );
    }
}
