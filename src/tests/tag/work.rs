//! Work guards, without a clock.

use super::oracle::all_rounds;
use crate::generate::Rng;
use crate::tag;
use crate::tag::generate::{tag_input, tag_shape, tag_shuffled};
use crate::tally::{Count, take};

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
    let shuffled = tag_shuffled(rng, n, &chain_back);
    let dag: Vec<(usize, usize)> = (0..n * n / 4)
        .map(|_| {
            let i = rng.index(n - 1);
            (i, i + 1 + rng.index(n - 1 - i))
        })
        .collect();
    let dag_shuffled = tag_shuffled(rng, n, &dag);
    [
        ("chain and back edges", chain_back),
        ("the same, shuffled", shuffled),
        ("random DAG", dag),
        ("the same, shuffled", dag_shuffled),
    ]
}

/// The work counts of this thread since the last `take` (`crate::tally`).
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
        shapes.push((shape, tag_shape(shape, n, &mut rng), 2));
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
    let edges = tag_shape("chain", n, &mut Rng::new(7));
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
    let edges = tag_shape("sparse", n, &mut Rng::new(7));
    let g = tag::parse(tag_input(n, &edges, &[(0, 1)]).as_bytes())
        .unwrap()
        .graph;
    Work::take();
    tag::solve(&g);
    let work = Work::take();
    assert!(work.rounds > 0 && work.decrements == 0, "{work:?}");
}
