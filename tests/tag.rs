//! `tag` against independent oracles: naive fixed-point iteration over all states, and, for
//! graphs too large for it, retrograde analysis with a counter per state.

mod common;

use game_solvers::tag;

use common::{assert_rejected, run};
use game_solvers::generate::{self, Rng, tag_input};

/// `caught[s][r]` for Takahashi to move, by recomputing "Aoki can force capture" over every
/// state until nothing changes. Raw edges, repeats and self-loops included.
fn oracle(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<bool>> {
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

fn oracle_answers(n: usize, edges: &[(usize, usize)], queries: &[(usize, usize)]) -> String {
    let caught = oracle(n, edges);
    queries
        .iter()
        .map(|&(s, r)| if caught[s][r] { "NO\n" } else { "YES\n" })
        .collect()
}

/// The solver's answers, with every way of splitting the work between the word-parallel
/// rounds and the watch search; all must agree.
fn solver_answers(input: &str) -> String {
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
        let edges = generate::tag_random_graph(&mut rng, n);
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

/// `caught[s][r]` for Takahashi to move, by retrograde analysis: from the captures, a state
/// is lost for Takahashi once every one of his moves (each edge counted, and staying) leads to
/// a state where Aoki catches, and Aoki catches once one of his moves leads to a state lost
/// for Takahashi. `O(N·M)`, so it reaches dense graphs of hundreds of vertices.
fn retrograde(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<bool>> {
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

/// The judge path (`tag::judge`, which reads and answers in one pass) on graphs wider
/// than one 64-bit word, where every scan spans several words, against the retrograde oracle;
/// that oracle first agrees with the naive one on small graphs.
#[test]
fn the_judge_path_matches_a_second_oracle_on_graphs_past_one_word() {
    let mut rng = Rng::new(27);
    for _ in 0..300 {
        let n = rng.range(1, 8) as usize;
        let edges = generate::tag_random_graph(&mut rng, n);
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
                generate::tag_shuffled(&mut rng, n, &chain)
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

/// The round of every state with Takahashi to move, `(s, r)` at `r · n + s`.
fn all_rounds(rounds: &tag::CaptureRounds, n: usize) -> Vec<u32> {
    (0..n * n).map(|i| rounds.round(i % n, i / n)).collect()
}

/// Whether Aoki, to move, catches Takahashi, for every state.
fn aoki_catches(rounds: &tag::CaptureRounds, n: usize) -> Vec<bool> {
    let states = (0..n).flat_map(|s| (0..n).map(move |r| (s, r)));
    states.map(|(s, r)| rounds.aoki_catches(s, r)).collect()
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
    let edges = generate::tag_shuffled(&mut rng, n, &edges);
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
    for (path, input, expected) in common::samples("tag") {
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

#[test]
fn binary_answers_every_query_in_order() {
    common::assert_answers("tag", b"2 1\n2 1\n3\n1 2\n2 1\n1 1\n", "NO\nYES\nNO\n");
}

#[test]
fn solves_beyond_the_judge_limits() {
    let mut rng = Rng::new(2000);
    let n = 2000;
    let edges: Vec<(usize, usize)> = (0..200_000).map(|_| (rng.index(n), rng.index(n))).collect();
    // 40 000 answers are more than a pipe holds: the runner must drain it while tag runs.
    let queries: Vec<(usize, usize)> = (0..40_000).map(|_| (rng.index(n), rng.index(n))).collect();
    let r = run("tag", tag_input(n, &edges, &queries).as_bytes());
    assert_eq!(r.status, Some(0), "{}", r.stderr);
    assert_eq!(r.stdout.lines().count(), 40_000);
}

#[test]
fn plus_signs_are_accepted_as_rust_parses_them() {
    common::assert_answers("tag", b"+2 +1\n+2 1\n+1\n1 +2\n", "NO\n");
}

#[test]
fn bad_input_gets_one_error_line() {
    let cases: &[(&[u8], &str)] = &[
        (b"", "missing N"),
        (b"\n\n", "missing N"),
        (b"0 0\n1\n1 1\n", "N = 0 is out of range"),
        (b"2001 0\n1\n1 1\n", "N = 2001 is out of range"),
        (
            b"99999999999999999999999 0\n",
            "N = 99999999999999999999… is too large",
        ),
        (
            b"2 1\n1 4294967297\n",
            "v of edge 1 = 4294967297 is too large",
        ),
        (
            b"2 1\n1\x002\n1\n1 2\n",
            "u of edge 1: expected an integer, found `1\\u{0}2`",
        ),
        (b"2 1000001\n", "M = 1000001 is out of range"),
        (
            b"2 1\n0 1\n1\n1 2\n",
            "u of edge 1 = 0 is out of range [1, 2]",
        ),
        (
            b"2 2\n1 2\n1 3\n1\n1 2\n",
            "v of edge 2 = 3 is out of range [1, 2]",
        ),
        (b"2 2\n1 2\n", "missing u of edge 2"),
        (b"2 1\n1 2\n", "missing Q"),
        (b"2 1\n1 2\n0\n", "Q = 0 is out of range"),
        (b"2 1\n1 2\n3\n1 2\n2 1\n", "missing S of query 3"),
        (b"2 1\n1 2\n2\n1 2\n2\n", "missing R of query 2"),
        (b"2 1\n1 2\n1\n3 1\n", "S of query 1 = 3 is out of range"),
        (b"2 1\n1 2\n1\n1 0\n", "R of query 1 = 0 is out of range"),
        (
            b"2 1\n1 x\n1\n1 2\n",
            "v of edge 1: expected an integer, found `x`",
        ),
        (b"2 1\n1 2.0\n1\n1 2\n", "found `2.0`"),
        (b"2 1\n-1 2\n1\n1 2\n", "u of edge 1 = -1 is too small"),
        (b"-2 1\n", "N = -2 is out of range [1, 2000]"),
        (b"2 1\n1 2\n1\n1 2\n1 2\n", "unexpected trailing input `1`"),
        (b"2 1\n1 2\n1\n1 2 end", "unexpected trailing input `end`"),
    ];
    for &(input, needle) in cases {
        assert_rejected("tag", input, needle);
    }
}

#[test]
fn corrupted_inputs_are_answered_or_rejected_never_panic() {
    common::assert_corruptions_handled("tag", 3, |bad| tag::judge(bad).map(drop));
}

/// For `--explain`: `rounds[s][r]`, the first `k` such that Aoki can force capture within `k`
/// rounds from Takahashi to move at `(s, r)` (a round: Takahashi's move, then Aoki's), by
/// value iteration over raw edges; `None`: never.
fn oracle_rounds(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<Option<u32>>> {
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
type Pairs = Vec<(usize, usize)>;

/// A random graph of at most `most` vertices, every pair as a query, and the input.
fn every_pair(rng: &mut Rng, most: i64) -> (usize, Pairs, Pairs, String) {
    let n = rng.range(1, most) as usize;
    let edges = generate::tag_random_graph(rng, n);
    let queries: Vec<(usize, usize)> = (0..n).flat_map(|s| (0..n).map(move |r| (s, r))).collect();
    let input = tag_input(n, &edges, &queries);
    (n, edges, queries, input)
}

#[test]
fn explanations_match_the_oracle_rounds_and_moves() {
    let mut rng = Rng::new(10);
    for _ in 0..1200 {
        let (n, edges, queries, input) = every_pair(&mut rng, 8);
        let parsed = tag::parse(input.as_bytes()).unwrap();
        let g = &parsed.graph;
        let rounds = tag::capture_rounds(g);
        let expected = oracle_rounds(n, &edges);
        // The rounds are layers of the fixed point however the work is split between the
        // word-parallel rounds and the watch search.
        for k in [0, 1, 2, 4, usize::MAX] {
            let split = tag::testing::capture_rounds_split_after(g, k);
            assert!(
                all_rounds(&split, n) == all_rounds(&rounds, n),
                "handover after {k}, input:\n{input}"
            );
            assert!(
                aoki_catches(&split, n) == aoki_catches(&rounds, n),
                "after {k}:\n{input}"
            );
        }
        let judge = solver_answers(&input);
        for (&(s, r), verdict) in queries.iter().zip(judge.lines()) {
            let line = tag::explain_query(g, &rounds, (s as u32, r as u32));
            assert!(
                line.starts_with(&format!("{verdict}:")),
                "{line} vs {verdict}, input:\n{input}"
            );
            let got = rounds.round(s, r);
            assert_eq!(
                got,
                expected[s][r].unwrap_or(u32::MAX),
                "({s}, {r}), input:\n{input}"
            );
            match expected[s][r] {
                Some(0) => assert_eq!(line, "NO: caught in round 0 (S = R)"),
                Some(k) => assert_eq!(line, format!("NO: caught in round {k}")),
                None => {
                    // The move must be legal and lead where Aoki can never force capture.
                    let q = match line.strip_prefix("YES: move to ") {
                        Some(v) => v.parse::<usize>().unwrap() - 1,
                        None => {
                            assert_eq!(line, format!("YES: stay on {}", s + 1));
                            s
                        }
                    };
                    assert!(q == s || edges.contains(&(s, q)), "{line}: no such move");
                    assert!(q != r, "{line}: walks onto Aoki");
                    let aoki =
                        std::iter::once(r).chain(edges.iter().filter(|e| e.0 == r).map(|e| e.1));
                    for r2 in aoki {
                        assert!(r2 != q && expected[q][r2].is_none(), "{line}: Aoki catches");
                    }
                }
            }
        }
    }
}

#[test]
fn explain_flag_prints_one_line_per_query() {
    let r = common::run_args("tag", &["--explain"], b"2 1\n2 1\n3\n1 2\n2 1\n1 1\n");
    assert_eq!((r.status, r.stderr.as_str()), (Some(0), ""));
    assert_eq!(
        r.stdout,
        "NO: caught in round 1\nYES: stay on 2\nNO: caught in round 0 (S = R)\n"
    );
    let r = common::run_args("tag", &["--help"], b"");
    assert!(r.status == Some(0) && r.stdout.starts_with("usage: tag [--explain]"));
    let r = common::run_args("tag", &["-x"], b"");
    assert_eq!(r.status, Some(2));
    assert_eq!(r.stderr, "error: unknown option `-x` (see --help)\n");
}

/// `--explain --query K` prints one query's chase; a `K` that is not a query, or `--query`
/// without `--explain`, twice or on a game without queries, is one error line.
#[test]
fn query_flag_prints_one_chase() {
    let input = b"2 1\n2 1\n3\n1 2\n2 1\n1 1\n";
    let r = common::run_args("tag", &["--explain", "--query", "1"], input);
    assert_eq!((r.status, r.stderr.as_str()), (Some(0), ""));
    assert_eq!(
        r.stdout,
        "NO: caught in round 1\nRound 1: Takahashi stays on 1; Aoki moves 2 -> 1 and catches him.\n"
    );
    for (bin, args, error) in [
        (
            "tag",
            &["--explain", "--query", "4"][..],
            "`--query 4`: the input has 3 queries",
        ),
        (
            "tag",
            &["--explain", "--query", "0"],
            "`--query`: `0` is not a valid value (see --help)",
        ),
        (
            "tag",
            &["--query", "1"],
            "`--query` goes with `--explain` or `--play` (see --help)",
        ),
        (
            "tag",
            &["--explain", "--query", "1", "--query", "2"],
            "`--query` is given twice (see --help)",
        ),
        (
            "tag",
            &["--explain", "--query"],
            "`--query` needs a number (see --help)",
        ),
        (
            "dot",
            &["--explain", "--query", "1"],
            "`--query`: dot has no queries (see --help)",
        ),
    ] {
        let r = common::run_args(bin, args, input);
        assert_eq!(r.status, Some(2), "{args:?}");
        assert_eq!(r.stderr, format!("error: {error}\n"), "{args:?}");
    }
}

/// The graphs on which the word-parallel rounds hand over to the watch search, at `n`
/// vertices: a chain and a quarter of the back edges (captures take about N rounds of play,
/// and columns close in vertex order), and a random DAG (i < j) with a quarter of the edges,
/// as slow to settle; each also with shuffled vertex numbers.
fn slow_to_settle(n: usize, rng: &mut Rng) -> [(&'static str, Vec<(usize, usize)>); 4] {
    let mut chain_back: Vec<(usize, usize)> = (0..n - 1).map(|i| (i, i + 1)).collect();
    for _ in 0..n * n / 4 {
        let i = 1 + rng.index(n - 1);
        chain_back.push((i, rng.index(i)));
    }
    let shuffled = generate::tag_shuffled(rng, n, &chain_back);
    let dag: Vec<(usize, usize)> = (0..n * n / 4)
        .map(|_| {
            let i = rng.index(n - 1);
            (i, i + 1 + rng.index(n - 1 - i))
        })
        .collect();
    let dag_shuffled = generate::tag_shuffled(rng, n, &dag);
    [
        ("chain and back edges", chain_back),
        ("the same, shuffled", shuffled),
        ("random DAG", dag),
        ("the same, shuffled", dag_shuffled),
    ]
}

/// The work counts of this thread since the last `take` (`game_solvers::tally`).
#[derive(Debug)]
struct Work {
    rounds: u64,
    round_words: u64,
    pending_rows: u64,
    column_reads: u64,
    words: u64,
    row_writes: u64,
    moves: u64,
    decrements: u64,
    batches: u64,
}

impl Work {
    fn take() -> Work {
        use game_solvers::tally::{Count, take};
        let decrements = take(Count::Decrements);
        Work {
            rounds: take(Count::Rounds),
            round_words: take(Count::RoundWords),
            pending_rows: take(Count::PendingRows),
            column_reads: take(Count::ColumnReads),
            words: take(Count::SearchWords),
            row_writes: take(Count::RowWrites),
            // A step of either search: a watcher's move, or the counter search's decrement.
            moves: take(Count::WatcherMoves) + decrements,
            decrements,
            batches: take(Count::Batches),
        }
    }
}

/// Work guards, without a clock: on the graphs that stress each method, the rounds stay
/// within their budget and the watch search within a few moves per state and a few sweeps.
/// Each of these fails it: a watch scan in vertex order (not the pseudo-random one), 6.7× the
/// moves on the chain with back edges; a budget 16× as large, which lets the rounds run on
/// there; sweeps in vertex order, not DFS post-order (19 sweeps on the shuffled chain, 10 on
/// the shuffled DAG); sweeps all forwards (13 on the chain); a row pushed by the rule by
/// columns once for each column it gains in (the complete graph).
#[test]
fn work_stays_within_each_methods_bound() {
    let n = 400;
    let mut rng = Rng::new(7);
    // The watch search's sweeps over the columns, at most (a DAG in DFS post-order takes one).
    let slow = slow_to_settle(n, &mut rng);
    let mut shapes: Vec<_> = slow
        .into_iter()
        .zip([10, 10, 1, 1])
        .map(|((name, e), k)| (name, e, k))
        .collect();
    for shape in [
        "dense-dag",
        "complete",
        "skewed",
        "halves",
        "chain",
        "sparse",
    ] {
        shapes.push((shape, generate::tag_shape(shape, n, &mut rng), 2));
    }
    let states = (n * n) as u64;
    let words = states * n.div_ceil(64) as u64;
    for (name, edges, sweeps) in shapes {
        let input = tag_input(n, &edges, &[(0, 1)]);
        let g = tag::parse(input.as_bytes()).unwrap().graph;
        Work::take();
        tag::solve(&g);
        let work = Work::take();
        let pending = work.pending_rows;
        // Each row at most once in each round's Aoki rule (the rounds, and the one before a
        // hand-over).
        assert!(
            pending <= (work.rounds + 1) * n as u64,
            "{name}: {pending} rows, {work:?}"
        );
        assert!(
            work.round_words + work.words <= 4 * words,
            "{name}: {work:?}"
        );
        assert!(work.moves <= 3 * states, "{name}: {work:?}");
        // A round's estimate reads a column only if its reads are at most half what the round
        // then costs by either rule; a round that hands over instead reads at most N columns.
        let last = (n * n) as u64;
        assert!(
            work.column_reads <= work.round_words / 2 + last,
            "{name}: {work:?}"
        );
        assert!(work.batches <= sweeps * n as u64, "{name}: {work:?}");
    }
}

/// The explanation's layered watch search scans each column toward where its states close
/// last, in the order of two that suits the graph. At `N = 1000` (renamed into DFS
/// post-order), measured: 0.40–0.41 watcher moves per state on the chain with back edges and
/// on the random DAG in order or shuffled, which keep the vertex order, and 0.63 on the
/// shuffled chain, which takes the order by closed states. Each of these fails it: the
/// direction rule inverted (10–20 per state), the vertex order always (11.4 on the shuffled
/// chain), the order by closed states always (0.63–0.66 on the three). The words read,
/// 1.8–2.7 per state (`⌈N/64⌉ = 16`), are bounded too: 3.3–4.1 when the scans do not narrow
/// as a column's words fill up (`Watch::open_by_r`), or when `aoki_gains` keeps looking at
/// a row's full words. So are the words of `A` written, 0.06–0.08 per state. The rounds are
/// checked against the rounds alone.
#[test]
fn explanation_layers_scan_where_states_close_last() {
    let mut rng = Rng::new(9);
    let n = 1000;
    let states = (n * n) as u64;
    let slow = slow_to_settle(n, &mut rng);
    // Watcher moves per state, in tenths.
    for ((name, edges), tenths) in slow.into_iter().zip([5, 7, 5, 5]) {
        let input = tag_input(n, &edges, &[(0, 1)]);
        let g = tag::parse(input.as_bytes()).unwrap().graph;
        Work::take();
        let rounds = tag::capture_rounds(&g);
        let work = Work::take();
        assert!(work.moves > 0, "{name}: no watch search");
        assert!(10 * work.moves <= tenths * states, "{name}: {work:?}");
        assert!(work.words <= 3 * states, "{name}: {work:?}");
        assert!(10 * work.row_writes <= states, "{name}: {work:?}");
        let alone = tag::testing::capture_rounds_split_after(&g, usize::MAX);
        let n = g.n;
        assert!(
            all_rounds(&rounds, n) == all_rounds(&alone, n),
            "{name}: rounds"
        );
    }
}

/// The hand-over, without a clock: a split after `k` rounds plays exactly `k` rounds; and on a
/// chain of `N` vertices (captures take about `N` rounds of play, fewer than four moves per
/// vertex) the counter search finishes, once the rounds have cost what the counters would:
/// rent or buy, at 128 rounds at `N = 400`. On a sparse random graph the rounds finish alone.
#[test]
fn the_rounds_hand_over_where_the_cost_rule_says() {
    let n = 400;
    let edges = generate::tag_shape("chain", n, &mut Rng::new(7));
    let g = tag::parse(tag_input(n, &edges, &[(0, 1)]).as_bytes())
        .unwrap()
        .graph;
    for k in [0, 3, 10] {
        Work::take();
        tag::testing::solve_split(&g, k);
        assert_eq!(Work::take().rounds, k as u64, "split after {k} rounds");
    }
    Work::take();
    tag::solve(&g);
    let work = Work::take();
    assert!(work.decrements > 0, "not the counter search: {work:?}");
    let rounds = 112..=144;
    assert!(rounds.contains(&work.rounds), "{work:?}");
    // A sparse random graph settles in a few rounds, each buying more decrements than it
    // costs words: the rounds finish alone.
    let edges = generate::tag_shape("sparse", n, &mut Rng::new(7));
    let g = tag::parse(tag_input(n, &edges, &[(0, 1)]).as_bytes())
        .unwrap()
        .graph;
    Work::take();
    tag::solve(&g);
    let work = Work::take();
    assert!(work.rounds > 0 && work.decrements == 0, "{work:?}");
}

/// A move in a chase line, `stays on V` or `moves U -> V` (1-based), from `from`, checked
/// against the moves of `options` (staying or one edge): where it goes, 0-based.
fn replay_move(text: &str, from: usize, options: &[Vec<usize>]) -> usize {
    let to = match text.strip_prefix("stays on ") {
        Some(v) => {
            assert_eq!(v.parse::<usize>().unwrap() - 1, from, "{text}");
            from
        }
        None => {
            let (u, v) = text
                .strip_prefix("moves ")
                .and_then(|m| m.split_once(" -> "))
                .unwrap_or_else(|| panic!("no move in {text:?}"));
            assert_eq!(u.parse::<usize>().unwrap() - 1, from, "{text}");
            v.parse::<usize>().unwrap() - 1
        }
    };
    assert!(options[from].contains(&to), "{text}: not a move");
    to
}

/// `tag --explain --query K`, replayed against the oracle's rounds, which share no code with
/// the solver: every move is legal; a capture comes in the round the verdict names, and after
/// each round the oracle's round of the new state is one less (so Takahashi delayed and Aoki
/// hurried as much as they could); an escape's first move and each answer leave Aoki unable
/// to force a capture, and every reply of Aoki is answered.
#[test]
fn chases_replay_as_the_oracle_says() {
    let mut rng = Rng::new(35);
    for _ in 0..400 {
        let (n, edges, queries, input) = every_pair(&mut rng, 7);
        let rounds = oracle_rounds(n, &edges);
        let mut options: Vec<Vec<usize>> = (0..n).map(|v| vec![v]).collect();
        for &(u, v) in &edges {
            options[u].push(v);
        }
        let aoki_catches =
            |s: usize, r: usize| options[r].iter().any(|&q| q == s || rounds[s][q].is_some());
        for (k, &(s, r)) in queries.iter().enumerate() {
            let text = String::from_utf8(tag::chase(input.as_bytes(), k + 1).unwrap()).unwrap();
            let lines: Vec<&str> = text.lines().collect();
            let context = format!("query {} ({s}, {r}):\n{text}\ninput:\n{input}", k + 1);
            match rounds[s][r] {
                Some(0) => assert_eq!(lines.len(), 1, "{context}"),
                Some(last) => {
                    assert_eq!(lines.len(), 1 + last as usize, "{context}");
                    let (mut s, mut r) = (s, r);
                    for (i, line) in lines[1..].iter().enumerate() {
                        let round = i as u32 + 1;
                        let rest = line
                            .strip_prefix(&format!("Round {round}: Takahashi "))
                            .unwrap_or_else(|| panic!("{context}"));
                        if let Some(m) = rest.strip_suffix(" onto Aoki, and is caught.") {
                            assert_eq!(replay_move(m, s, &options), r, "{context}");
                            assert_eq!(round, last, "{context}");
                            continue;
                        }
                        let (taka, aoki) = rest.split_once("; Aoki ").unwrap();
                        let s2 = replay_move(taka, s, &options);
                        // Of the moves that delay as long, the first: staying, then by vertex.
                        let later = |c: usize| match c == r {
                            true => 0,
                            false => options[r]
                                .iter()
                                .map(|&q| {
                                    if q == c {
                                        0
                                    } else {
                                        rounds[c][q].unwrap_or(u32::MAX)
                                    }
                                })
                                .min()
                                .unwrap(),
                        };
                        let before: Vec<usize> = match s2 == s {
                            true => Vec::new(),
                            false => options[s]
                                .iter()
                                .copied()
                                .filter(|&c| c == s || c < s2)
                                .collect(),
                        };
                        assert!(before.iter().all(|&c| later(c) < later(s2)), "{context}");
                        if let Some(m) = aoki.strip_suffix(" and catches him.") {
                            assert_eq!(replay_move(m, r, &options), s2, "{context}");
                            assert_eq!(round, last, "{context}");
                            continue;
                        }
                        let r2 = replay_move(aoki.strip_suffix('.').unwrap(), r, &options);
                        assert_eq!(rounds[s2][r2], Some(last - round), "{context}");
                        (s, r) = (s2, r2);
                    }
                }
                None => {
                    let first = lines[1]
                        .strip_prefix("Round 1: Takahashi ")
                        .and_then(|l| {
                            l.strip_suffix(". Every move of Aoki leaves him a safe answer:")
                        })
                        .unwrap_or_else(|| panic!("{context}"));
                    let s2 = replay_move(first, s, &options);
                    assert!(s2 != r && !aoki_catches(s2, r), "{context}");
                    // Staying first, then the edges' ends, ascending.
                    let mut replies: Vec<usize> =
                        options[r].iter().copied().filter(|&q| q != r).collect();
                    replies.sort_unstable();
                    replies.dedup();
                    replies.insert(0, r);
                    assert_eq!(lines.len(), 3 + replies.len(), "{context}");
                    for (line, &r2) in lines[2..].iter().zip(&replies) {
                        let (aoki, taka) = line
                            .strip_prefix("- Aoki ")
                            .and_then(|l| l.strip_suffix('.'))
                            .and_then(|l| l.split_once(": Takahashi "))
                            .unwrap_or_else(|| panic!("{context}"));
                        assert_eq!(replay_move(aoki, r, &options), r2, "{context}");
                        let s3 = replay_move(taka, s2, &options);
                        assert!(s3 != r2 && !aoki_catches(s3, r2), "{context}");
                    }
                }
            }
        }
    }
}

/// The analysis board against the oracle's rounds: on every query of random graphs, played
/// at random for a while and then by the engine on both sides, every legal move's value is
/// the oracle's (a capture in round `R`, or an escape), the engine's move is one of the best,
/// and the engine's game ends with the query's answer.
#[test]
fn analysis_board_values_match_the_oracle_rounds() {
    use game_solvers::game::Game;
    use game_solvers::play::Value;
    let mut rng = Rng::new(3512);
    for _ in 0..300 {
        let (n, edges, queries, input) = every_pair(&mut rng, 7);
        let rounds = oracle_rounds(n, &edges);
        let mut options: Vec<Vec<usize>> = (0..n).map(|v| vec![v]).collect();
        for &(u, v) in &edges {
            if !options[u].contains(&v) {
                options[u].push(v);
            }
        }
        for (k, &(s0, r0)) in queries.iter().enumerate() {
            let mut p = tag::Tag::PLAY(input.as_bytes(), k + 1).unwrap();
            let start: Vec<Value> = p.moves().iter().map(|m| m.value).collect();
            let (mut s, mut r, mut round, mut turn) = (s0, r0, 1u32, 0usize);
            // Odd queries start with a few random moves; even ones are the engine's alone.
            let (mut plies, random) = (0, if k % 2 == 1 { 4 } else { 0 });
            // Takahashi's positions so far, to move: an escape ends at the first repeat.
            let mut positions = Vec::new();
            while p.over().is_none() {
                assert_eq!(p.turn(), turn);
                if turn == 0 {
                    let repeat = positions.contains(&(s, r)) && rounds[s][r].is_none();
                    assert!(!repeat, "an escape goes on past a repeat:\n{input}");
                    positions.push((s, r));
                }
                let moves = p.moves();
                let mut names: Vec<String> = moves.iter().map(|m| m.name.clone()).collect();
                let mut expected_names: Vec<String> = options[[s, r][turn]]
                    .iter()
                    .map(|v| (v + 1).to_string())
                    .collect();
                names.sort();
                expected_names.sort();
                assert_eq!(names, expected_names, "({s}, {r}) turn {turn}:\n{input}");
                let value = |to: usize| match turn {
                    0 if to == r => Value::Loses(Some(round)),
                    0 => {
                        let k = options[r]
                            .iter()
                            .filter_map(|&q| if q == to { Some(0) } else { rounds[to][q] })
                            .min();
                        match k {
                            Some(k) => Value::Loses(Some(round + k)),
                            None => Value::Wins(None),
                        }
                    }
                    _ if to == s => Value::Wins(Some(round)),
                    _ => match rounds[s][to] {
                        Some(k) => Value::Wins(Some(round + k)),
                        None => Value::Loses(None),
                    },
                };
                for m in &moves {
                    let to: usize = m.name.parse::<usize>().unwrap() - 1;
                    assert_eq!(
                        m.value,
                        value(to),
                        "move {} at ({s}, {r}) turn {turn}:\n{input}",
                        m.name
                    );
                }
                let engine: usize = p.best().parse::<usize>().unwrap() - 1;
                let rank = |v: Value| match v {
                    Value::Wins(Some(l)) => (0, l as i64),
                    Value::Wins(None) => (1, 0),
                    Value::Loses(None) => (2, 0),
                    Value::Loses(Some(l)) => (3, -(l as i64)),
                };
                let best = moves.iter().map(|m| rank(m.value)).min().unwrap();
                assert_eq!(
                    rank(value(engine)),
                    best,
                    "the engine at ({s}, {r}):\n{input}"
                );
                // At random for a few moves, then the engine.
                let to = match plies < random {
                    true => options[[s, r][turn]][rng.index(options[[s, r][turn]].len())],
                    false => engine,
                };
                p.play(&(to + 1).to_string()).unwrap();
                if turn == 0 {
                    s = to;
                } else {
                    (r, round) = (to, round + u32::from(to != s));
                }
                turn = 1 - turn;
                plies += 1;
                assert!(plies < 4 * n * n + 10, "the game does not end:\n{input}");
            }
            let end = p.over().unwrap();
            let escapes = s != r && turn == 0 && rounds[s][r].is_none();
            if escapes {
                assert!(
                    positions.contains(&(s, r)),
                    "ends before a repeat:\n{input}"
                );
            }
            // Taken back move by move to the start, and no further.
            for _ in 0..plies {
                assert!(p.undo());
            }
            assert!(!p.undo());
            let again: Vec<Value> = p.moves().iter().map(|m| m.value).collect();
            assert_eq!(again, start);
            // The game's own end, then the query's answer by the oracle's rounds.
            let yes = s0 != r0 && rounds[s0][r0].is_none();
            let game = match (escapes, s == r) {
                (true, _) => "Takahashi is back at a position he escapes from, and can keep \
                              escaping forever."
                    .to_string(),
                _ if plies == 0 => "Takahashi starts on Aoki: caught in round 0.".to_string(),
                // Takahashi moved last, onto Aoki.
                _ if turn == 1 => format!("Takahashi walks onto Aoki in round {round}."),
                _ => format!("Aoki catches Takahashi in round {round}."),
            };
            let best = match (escapes, yes) {
                (false, true) => "With best play he would have escaped: the",
                (true, false) => "With best play Aoki would have caught him: the",
                _ => "The",
            };
            let answer = ["NO", "YES"][usize::from(yes)];
            let expected = format!("{game} {best} answer to this query is {answer}.");
            assert_eq!(end, expected, "query ({s0}, {r0}):\n{input}");
            if random == 0 && s0 != r0 {
                // The engine on both sides plays as the rounds say.
                let caught = format!(
                    "Aoki catches Takahashi in round {}.",
                    rounds[s0][r0].unwrap_or(0)
                );
                assert!(
                    yes == escapes && (yes || end.starts_with(&caught)),
                    "{end}\n{input}"
                );
            }
        }
    }
}
