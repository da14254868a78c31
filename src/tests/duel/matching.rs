//! The verdict and the matching machinery against the oracles, and its work guards.

use super::oracle::{component, configurations, oracle};
use crate::duel::generate::{duel_board, duel_input, duel_random};
use crate::duel::{self, testing};
use crate::generate::Rng;
use crate::tally::{Count, take};
use crate::tests::samples::samples;
use std::time::Duration;

#[test]
fn matches_exhaustive_search_on_random_small_boards() {
    let mut rng = Rng::new(105267);
    let mut first = 0;
    for _ in 0..2000 {
        let input = duel_random(&mut rng);
        let expected = oracle(&input);
        let got =
            duel::solve(input.as_bytes()).unwrap_or_else(|e| panic!("rejected {input:?}: {e}"));
        assert_eq!(got, expected, "board:\n{input}");
        first += usize::from(expected == "Frost_Ice");
    }
    assert!(
        (300..=1700).contains(&first),
        "first player won {first} of 2000"
    );
}

/// Maximum matching size by plain augmenting paths (Kuhn) after a greedy start, skipping
/// vertex `skip`: slow, simple, and sharing nothing with the solver's flow.
fn matching_size(adj: &[Vec<usize>], skip: usize) -> usize {
    fn try_kuhn(
        adj: &[Vec<usize>],
        u: usize,
        skip: usize,
        seen: &mut [bool],
        mate: &mut [usize],
    ) -> bool {
        for &v in &adj[u] {
            if v == skip || seen[v] {
                continue;
            }
            seen[v] = true;
            if mate[v] == usize::MAX || try_kuhn(adj, mate[v], skip, seen, mate) {
                mate[v] = u;
                return true;
            }
        }
        false
    }
    let mut mate = vec![usize::MAX; adj.len()];
    // Configurations alternate between the two sides along every move; 2-colour by BFS.
    let mut side = vec![usize::MAX; adj.len()];
    side[0] = 0;
    let mut order = vec![0];
    let mut i = 0;
    while i < order.len() {
        for &v in &adj[order[i]] {
            if side[v] == usize::MAX {
                side[v] = 1 - side[order[i]];
                order.push(v);
            }
            assert_ne!(
                side[v], side[order[i]],
                "configuration graph is not bipartite"
            );
        }
        i += 1;
    }
    let left: Vec<usize> = (0..adj.len())
        .filter(|&u| side[u] == 0 && u != skip)
        .collect();
    let mut size = 0;
    let mut matched = vec![false; adj.len()];
    for &u in &left {
        if let Some(&v) = adj[u].iter().find(|&&v| v != skip && mate[v] == usize::MAX) {
            mate[v] = u;
            matched[u] = true;
            size += 1;
        }
    }
    for &u in &left {
        if !matched[u] && try_kuhn(adj, u, skip, &mut vec![false; adj.len()], &mut mate) {
            size += 1;
        }
    }
    size
}

/// The maximum matching of the whole board's configuration graph, component by component.
fn whole_board_matching(rows: &[Vec<u8>]) -> usize {
    let (n, m) = (rows.len() as i64, rows[0].len() as i64);
    let free = |r: i64, c: i64| r < n && c < m && rows[r as usize][c as usize] != b'#';
    let mut done = std::collections::HashSet::new();
    let mut total = 0;
    for r in 0..n {
        for c in 0..m {
            for (dr, dc) in [(0, 1), (1, 0)] {
                let (p, q) = ((r, c), (r + dr, c + dc));
                if !free(p.0, p.1) || !free(q.0, q.1) {
                    continue;
                }
                for (a, b) in [(p, q), (q, p)] {
                    if done.contains(&(a, b)) {
                        continue;
                    }
                    let (list, adj) = component(rows, a, b);
                    done.extend(list);
                    total += matching_size(&adj, usize::MAX);
                }
            }
        }
    }
    total
}

/// The flow's work counts of this thread since the last `take` (`crate::tally`).
#[derive(Debug)]
struct Work {
    whole_boards: u64,
    greedy_paths: u64,
    pushes: u64,
    relabels: u64,
    global_relabels: u64,
    relabel_visits: u64,
    final_searches: u64,
}

impl Work {
    fn take() -> Work {
        Work {
            whole_boards: take(Count::WholeBoards),
            greedy_paths: take(Count::GreedyPaths),
            pushes: take(Count::Pushes),
            relabels: take(Count::Relabels),
            global_relabels: take(Count::GlobalRelabels),
            relabel_visits: take(Count::RelabelVisits),
            final_searches: take(Count::FinalSearches),
        }
    }
}

#[test]
fn matching_machinery_on_boards_up_to_40_by_40() {
    // Beyond exhaustive search: the verdict must be ν(G) > ν(G − start), the theorem the
    // small-board test checks against the game itself, and every matching must be maximum:
    // the configuration graph is two copies of the medial graph (A on either colour).
    let mut rng = Rng::new(7);
    let (mut pushed_after_greedy, mut modes) = (0, [0, 0]);
    for case in 0..400 {
        let (n, m) = (rng.range(2, 40) as usize, rng.range(2, 40) as usize);
        let blocked = [0, 1, 3, 5, 10, 20, 30, 40][case % 8];
        let a = (rng.index(n - 1), rng.index(m - 1));
        let b = if case % 2 == 0 {
            (a.0, a.1 + 1)
        } else {
            (a.0 + 1, a.1)
        };
        let rows = duel_board(n, m, blocked, a, b, &mut rng);
        let input = duel_input(&rows);
        let to_i = |(r, c): (usize, usize)| (r as i64, c as i64);
        let adj = configurations(&rows, to_i(a), to_i(b));
        let size = matching_size(&adj, usize::MAX);
        let expected = size > matching_size(&adj, 0);
        let whole = whole_board_matching(&rows);
        let board = duel::parse(input.as_bytes()).unwrap();
        for greedy in [true, false] {
            Work::take();
            let matching = testing::max_matching_from(&board, greedy);
            let work = Work::take();
            // A small start component is solved alone, else the whole board.
            if work.whole_boards > 0 {
                assert_eq!(
                    2 * testing::size(&matching),
                    whole,
                    "greedy start: {greedy}, board:\n{input}"
                );
                modes[1] += 1;
            } else {
                assert_eq!(
                    testing::size(&matching),
                    size,
                    "greedy start: {greedy}, board:\n{input}"
                );
                modes[0] += 1;
            }
            let wins = duel::first_player_wins(&board, &matching);
            assert_eq!(wins, expected, "greedy start: {greedy}, board:\n{input}");
            if greedy && work.pushes > 0 {
                pushed_after_greedy += 1;
            }
            // The greedy start turned off does not run.
            assert!(greedy || work.greedy_paths == 0, "{work:?}");
        }
    }
    // The push-relabel stage must have had work left after the greedy start, or this test
    // would not reach it with the stages the solver runs.
    assert!(pushed_after_greedy > 50, "{pushed_after_greedy}");
    assert!(
        modes[0] > 100 && modes[1] > 100,
        "component alone / whole board: {modes:?}"
    );
}

#[test]
fn every_open_board_up_to_four_by_four() {
    for n in 1..=4usize {
        for m in 1..=4usize {
            for a in 0..n * m {
                for b in [a + 1, a + m] {
                    let horizontal = b == a + 1 && a % m + 1 < m;
                    if !(horizontal || b == a + m && b < n * m) {
                        continue;
                    }
                    for (pa, pb) in [(a, b), (b, a)] {
                        let mut rows = vec![vec![b'.'; m]; n];
                        rows[pa / m][pa % m] = b'A';
                        rows[pb / m][pb % m] = b'B';
                        let input = duel_input(&rows);
                        assert_eq!(
                            duel::solve(input.as_bytes()).unwrap(),
                            oracle(&input),
                            "board:\n{input}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn samples_agree_with_the_oracle() {
    for (path, input, expected) in samples("duel") {
        assert_eq!(expected.trim_end(), oracle(&input), "{}", path.display());
    }
}

/// The performance guard, without a clock: the work the flow does on a fixed 1000 × 1000 board
/// with 2 % walls, where augmenting paths cross the whole board. Measured: 3.43 M pushes,
/// 1.41 M relabels, 15 global relabels reaching 9.31 M cells in all (each stops once it has
/// reached every surplus cell not known to be stranded); without the greedy start 5.45 M,
/// 2.21 M and 23; without global relabels it runs for minutes. Run on a thread of its own
/// with a time limit, so that a regression fails instead of hanging.
#[test]
fn work_on_a_large_board_with_scattered_walls_stays_bounded() {
    let (done, work) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut rng = Rng::new(2);
        let rows = duel_board(1000, 1000, 2, (500, 500), (500, 501), &mut rng);
        let board = duel::parse(duel_input(&rows).as_bytes()).unwrap();
        Work::take();
        duel::max_matching(&board);
        done.send(Work::take()).unwrap();
    });
    let work = work.recv_timeout(Duration::from_secs(120)).unwrap();
    assert!(work.greedy_paths > 15_000, "{work:?}");
    assert!(work.pushes + work.relabels < 6_000_000, "{work:?}");
    assert!(work.global_relabels <= 20, "{work:?}");
    // 15 BFS over the board's 0.98 M cells would be 14.6 M; lowering the labels of cells known
    // to be stranded, so that the next global relabel looks for them again, 10.74 M.
    assert!(work.relabel_visits < 10_000_000, "{work:?}");
}

/// The final search runs only when some edge of the start's orientation is unmatched: on an
/// open board with as many horizontal as vertical edges the matching is perfect, and the
/// search, which cannot succeed, would reach every cell. Nor does the flow run a global
/// relabel there: the greedy start leaves no surplus.
#[test]
fn final_search_runs_only_when_an_edge_of_the_start_is_unmatched() {
    let mut rng = Rng::new(3);
    for (rows, columns, a, b, searched) in [
        (60, 60, (30, 30), (30, 31), false),
        (60, 60, (30, 30), (31, 30), false),
        // One vertical edge more than horizontal ones: some vertical edge is left unmatched.
        (61, 60, (30, 30), (31, 30), true),
    ] {
        let board = duel_board(rows, columns, 0, a, b, &mut rng);
        let board = duel::parse(duel_input(&board).as_bytes()).unwrap();
        Work::take();
        let m = duel::max_matching(&board);
        duel::first_player_wins(&board, &m);
        let work = Work::take();
        assert_eq!(
            work.final_searches > 0,
            searched,
            "{rows} × {columns}, {a:?} {b:?}"
        );
        // The greedy start leaves no surplus on open ground, so the flow labels nothing.
        assert_eq!(work.global_relabels, 0, "{rows} × {columns}");
    }
}
