//! Hack mode's search, shrink and report, end to end: fixture programs in `tests/hack/`, wrong
//! on purpose, compiled with bare `rustc` as a contestant would, must be found, shrunk to the
//! smallest failing input and reported with the right verdict; right ones, and our own
//! bundles, must pass; the same seed must give the same report above `Measured`. Every case hack
//! mode makes is checked against the judges' constraints. How runs are measured and contained
//! is `hack_runs.rs`; the shrink steps without a program are the crate's own tests
//! (`src/tests/shrink.rs`).

mod common;

use common::hack::*;
use game_solvers::dot::Dot;
use game_solvers::dot::generate::{dot_at_limits, dot_growing, dot_input};
use game_solvers::duel::Duel;
use game_solvers::duel::generate::{duel_at_limits, duel_growing, duel_input};
use game_solvers::generate::Rng;
use game_solvers::generate::cases::Generated;
use game_solvers::tag::Tag;
use game_solvers::tag::generate::{tag_at_limits, tag_growing, tag_input};
use std::path::Path;

/// The fixtures whose `answer` the exhaustive searches below call in-process.
mod greedy {
    include!("hack/duel_greedy.rs");
}
mod memo {
    include!("hack/dot_memo.rs");
}

#[test]
fn the_reverse_bfs_dp_for_duel_shrinks_to_four_cells() {
    let options = ["--seed", "1", "--no-max", "--jobs", "1"];
    let (r, input, answer) = found("duel", &options, &fixture("duel", None), "(WA)");
    // One job: the case found is the number of runs made, none after it.
    let case: usize = r.stdout["Seed 1, random case ".len()..]
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        r.stderr.contains(&format!(
            "(WA) ({} of the program so far, every stage's)\n",
            if case == 1 {
                "1 run".to_string()
            } else {
                format!("{case} runs")
            }
        )),
        "{}",
        r.stderr
    );
    let size = numbers(input.lines().next().unwrap());
    let (n, m) = (size[0], size[1]);
    assert!(n * m <= 4 && n > 1 && m > 1, "{input}");
    let ours = common::run("duel", input.as_bytes()).stdout;
    assert_eq!(answer, ours);
    assert!(
        r.stdout.contains("A second run failed the same way."),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("Why our answer holds (--explain):\nFrost_Ice\nWinning first move")
    );
}

/// A greedy matching taken for a maximum one fails first on 5 free cells: every board of at
/// most 9 cells, each wall pattern and placement of the pieces, is searched for the fewest
/// free cells on which it fails. That covers every board with 4 free cells or fewer, as the
/// program sees only the cells its pieces reach, and any 4 connected cells fit in a rectangle
/// of 6. The shrink must end on that many free cells, whatever the seed.
#[test]
fn a_greedy_matching_shrinks_to_the_fewest_free_cells_that_fail() {
    let mut fewest = usize::MAX;
    for n in 1..=9usize {
        for m in (1..=9 / n).filter(|&m| n * m >= 2) {
            for walls in 0u32..1 << (n * m) {
                for a in 0..n * m {
                    let (r, c) = (a / m, a % m);
                    let right = (c + 1 < m).then_some(a + 1);
                    let down = (r + 1 < n).then_some(a + m);
                    for b in [right, down].into_iter().flatten() {
                        for (a, b) in [(a, b), (b, a)] {
                            let mut cells: Vec<u8> = (0..n * m)
                                .map(|i| if walls >> i & 1 == 1 { b'#' } else { b'.' })
                                .collect();
                            cells[a] = b'A';
                            cells[b] = b'B';
                            let free = cells.iter().filter(|&&x| x != b'#').count();
                            if free >= fewest {
                                continue;
                            }
                            let rows: Vec<Vec<u8>> = cells.chunks(m).map(<[u8]>::to_vec).collect();
                            let input = duel_input(&rows);
                            let ours = game_solvers::duel::judge(input.as_bytes()).unwrap();
                            if greedy::answer(&input).as_bytes() != ours {
                                fewest = free;
                            }
                        }
                    }
                }
            }
        }
    }
    assert_eq!(fewest, 5);
    let program = fixture("duel_greedy", None);
    for seed in ["1", "2", "3"] {
        let (r, input, _) = found("duel", &["--seed", seed, "--no-max"], &program, "(WA)");
        assert_eq!(free_cells(&input), fewest, "{}", r.stdout);
        // The free shapes are listed on their own rectangles alone, never every board with
        // walls past them: no claim of the smallest size.
        assert!(
            r.stdout
                .contains(": no step makes it smaller, and no smaller case fails among "),
            "{}",
            r.stdout
        );
    }
}

#[test]
fn tag_answering_yes_when_s_equals_r_shrinks_to_one_vertex() {
    let options = ["--seed", "3", "--no-max"];
    let (r, input, _) = found("tag", &options, &fixture("tag", Some("same")), "(WA)");
    assert_eq!(input, "1 0\n1\n1 1\n");
    // The failing query's whole chase, as `--explain --query 1` prints it.
    let chase = common::run_args("tag", &["--explain", "--query", "1"], input.as_bytes());
    let section = format!(
        "\nThe chase of query 1 (--explain --query 1):\n{}",
        chase.stdout
    );
    assert!(r.stdout.contains(&section), "{}", r.stdout);
    assert!(
        r.stdout.contains("expected `NO`, found `YES`"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("no case is smaller."), "{}", r.stdout);
}

/// Found at `d = 200` among the worst cases, and shrunk to the smallest size that fails:
/// `n = 1`, `d = 1` for `boundary`; for `origin`, whose start must be off the origin and
/// strictly inside, `d = 2`, the start moved with `d`.
#[test]
fn dot_bugs_found_at_the_limits_shrink_to_the_smallest_circle() {
    for (bug, d) in [("boundary", 1), ("origin", 2)] {
        let program = fixture("dot", Some(bug));
        for seed in ["1", "2", "3"] {
            let (r, input, _) = found("dot", &["--seed", seed, "--cases", "0"], &program, "(WA)");
            assert!(r.stdout.contains(", worst case "), "{}", r.stdout);
            let v = numbers(&input);
            assert_eq!((v[2], v[3]), (1, d), "{bug}, seed {seed}: {input}");
            if bug == "origin" {
                assert_ne!((v[0], v[1]), (0, 0), "{input}");
            }
        }
    }
}

#[test]
fn a_crash_is_a_runtime_error_with_its_stderr() {
    let program = fixture("dot", Some("crash"));
    let (r, input, _) = found("dot", &["--seed", "4", "--no-max"], &program, "(RE)");
    let v = numbers(&input);
    // The smallest start with x + y < 0, one vector, the smallest circle that holds it
    // strictly inside.
    assert_eq!((v[0] + v[1], v[2], v[3]), (-1, 1, 2), "{v:?}");
    assert!(r.stdout.contains("(exit status 101)"), "{}", r.stdout);
    let stderr = r.stdout.split("Program's stderr:\n").nth(1).unwrap();
    assert!(
        stderr.trim_start().starts_with("thread 'main'"),
        "{}",
        r.stdout
    );
    assert!(!r.stdout.contains("First difference"), "{}", r.stdout);
}

/// The same seed gives the same report above `Measured` whatever `--jobs` is: this shrink
/// takes several steps and searches smaller cases, with candidates of one batch finishing in
/// any order.
#[test]
fn the_report_does_not_depend_on_the_number_of_jobs() {
    let program = fixture("duel_greedy", None);
    let reports: Vec<String> = ["1", "2"]
        .into_iter()
        .map(|jobs| {
            let options = ["--seed", "4", "--no-max", "--jobs", jobs];
            found("duel", &options, &program, "(WA)").0.stdout
        })
        .collect();
    assert!(reports[0].contains("Shrunk in "), "{}", reports[0]);
    assert!(!reports[0].contains("Shrunk in 0 steps"), "{}", reports[0]);
    assert_eq!(above_measured(&reports[0]), above_measured(&reports[1]));
}

#[test]
fn an_answer_in_the_wrong_letter_case_is_told_apart() {
    let (r, _, _) = found(
        "dot",
        &["--seed", "2"],
        &fixture("dot", Some("lower")),
        "(WA)",
    );
    assert!(
        r.stdout.contains("The outputs differ only in letter case."),
        "{}",
        r.stdout
    );
}

/// Wrong only at N >= 100: the random cases pass, the first worst case fails, and the shrink
/// starts with the cuts along N (at the judge's largest, 500, which a bug may need): the
/// first that fails, the third, is kept.
#[test]
fn a_bug_at_the_limits_is_found_among_the_worst_cases() {
    let program = fixture("tag", Some("same-large"));
    let (r, input, _) = found("tag", &["--seed", "14", "--cases", "100"], &program, "(WA)");
    let worst = Tag::worst();
    let first = 1 + worst
        .iter()
        .position(|c| c.name == "n500-no-edges")
        .unwrap();
    assert!(
        r.stdout.starts_with(&format!(
            "Seed 14, worst case {first} of {} (n500-no-edges): ",
            worst.len()
        )),
        "{}",
        r.stdout
    );
    assert!(
        r.stderr
            .contains("hack: shrink step 1: N = 251, M = 0, Q = 200000 ("),
        "{}",
        r.stderr
    );
    let v = numbers(&input);
    assert_eq!((v[0], v[1], v[2]), (100, 0, 1), "{input}");
    assert_eq!(v[3], v[4], "{input}");
}

/// 16-bit move counters, written two ways (each losing move taken off one at a time, or the
/// moves onto Aoki all at once), and 8-bit ones: the default run catches each, at a case aimed
/// at the bound where 65 536 (or 256) moves are left that do not lose.
#[test]
fn narrow_counters_written_either_way_are_caught_by_the_default_run() {
    for (bug, at) in [
        ("u16", "moves-left-65536-at-the-query"),
        ("u16-bulk", "moves-left-65536-at-the-query"),
        ("u8", "moves-left-256-at-the-query"),
    ] {
        let program = fixture("tag_counters", Some(bug));
        let r = hack("tag", &["--seed", "1", "--no-shrink"], &program);
        assert_eq!(r.status, Some(1), "{bug}: {}\n{}", r.stdout, r.stderr);
        let first = r.stdout.lines().next().unwrap_or_default();
        assert!(
            first.contains(&format!("({at}): wrong answer (WA).")),
            "{bug}: {first}"
        );
    }
}

/// 16-bit move counters wrap at an out-degree of 65 536, which the worst case with 250 000
/// copies of one edge reaches too; the smallest failing input is that edge 65 536 times (see
/// the fixture), and the report shows the query that fails, on the last line.
#[test]
fn sixteen_bit_counters_are_caught_and_shrunk_to_the_smallest_overflow() {
    let program = fixture("tag_counters", Some("u16"));
    let options = ["--seed", "1", "--cases", "0", "--only", "n2-repeated-edge"];
    let (r, input, _) = found("tag", &options, &program, "(WA)");
    assert!(r.stdout.contains("(n2-repeated-edge)"), "{}", r.stdout);
    let v = numbers(&input);
    let m = v[1] as usize;
    assert_eq!((v[0], m, v[2 + 2 * m]), (2, 65_536, 1), "{}", r.stdout);
    assert!(
        r.stdout
            .contains(&format!("65539 | {} {}\n", v[3 + 2 * m], v[4 + 2 * m])),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("^ query 1 of 1, the first answered wrong"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("      | … 65531 lines\n"), "{}", r.stdout);
}

/// A program wrong on every input shrinks to each game's smallest input.
#[test]
fn garbage_shrinks_to_the_smallest_input_of_each_game() {
    let program = fixture("dot", Some("garbage"));
    for (bin, smallest) in [
        ("dot", SMALLEST_DOT),
        ("tag", ["1 0\n1\n1 1\n"; 2]),
        ("duel", ["1 2\nAB\n", "2 1\nA\nB\n"]),
    ] {
        let (r, input, _) = found(bin, &["--seed", "7", "--cases", "50"], &program, "(WA)");
        assert!(smallest.contains(&input.as_str()), "{bin}: {input}");
        assert!(r.stdout.contains("found `Hello,`"), "{}", r.stdout);
    }
}

#[test]
fn our_own_bundles_pass_random_and_worst_cases() {
    let threads: Vec<_> = ["dot", "tag", "duel"]
        .into_iter()
        .map(|bin| {
            std::thread::spawn(move || {
                let r = hack(
                    bin,
                    &["--seed", "8", "--cases", "300", "--jobs", "1"],
                    &bundle(bin),
                );
                assert_eq!(r.status, Some(0), "{bin}: {}\n{}", r.stdout, r.stderr);
                let worst = match bin {
                    "dot" => Dot::worst(),
                    "tag" => Tag::worst(),
                    _ => Duel::worst(),
                };
                let line = format!(
                    "No failure in 300 random cases and {} worst cases (seed 8).\n",
                    worst.len()
                );
                assert!(r.stdout.starts_with(&line), "{}", r.stdout);
                // Every worst case in the table, with its figures.
                for name in worst.iter().map(|c| &c.name) {
                    let row = r
                        .stdout
                        .lines()
                        .find(|l| l.split_whitespace().next() == Some(name));
                    assert!(
                        row.is_some_and(|l| l.split_whitespace().count() >= 3),
                        "{name}: {}",
                        r.stdout
                    );
                }
                assert!(r.stdout.contains("← the slowest"), "{}", r.stdout);
                assert!(
                    r.stdout.contains("\nrandom cases: at most "),
                    "{}",
                    r.stdout
                );
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}

#[test]
fn the_fixtures_are_right_without_their_bugs() {
    for (bin, program, max) in [
        ("dot", fixture("dot", None), true),
        ("tag", fixture("tag", None), false),
        ("tag", fixture("tag_counters", None), true),
    ] {
        let mut options = vec!["--seed", "9", "--cases", "300"];
        if !max {
            options.push("--no-max");
        }
        let r = hack(bin, &options, &program);
        assert_eq!(r.status, Some(0), "{bin}: {}", r.stdout);
    }
}

#[test]
fn usage_errors_and_our_own_failures_exit_with_2() {
    let dot = |args: &[&str]| common::run_args("dot", args, b"");
    let missing = Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-such-program");
    let cases: [(&[&str], &str); 15] = [
        (&["--hack"], "`--hack` needs a command to test"),
        (
            &["--hack", "--cases", "-1", "--", "x"],
            "`--cases`: `-1` is not a valid value",
        ),
        (
            &["--hack", "--only", "a,,b", "--", "x"],
            "`--only`: `a,,b` is not a valid value",
        ),
        (
            &["--hack", "--only", "origin", "--no-max", "--", "x"],
            "`--only` names worst cases, which `--no-max` skips",
        ),
        (
            &["--hack", "--time-limit", "-1", "x"],
            "`--time-limit`: `-1` is not a valid value",
        ),
        (
            &["--hack", "--time-limit", "1e300", "x"],
            "`--time-limit`: `1e300` is not a valid value",
        ),
        (
            &["--hack", "--time-limit", "inf", "x"],
            "`--time-limit`: `inf` is not a valid value",
        ),
        (
            &["--hack", "--time-limit", "NaN", "x"],
            "`--time-limit`: `NaN` is not a valid value",
        ),
        (
            &["--hack", "--memory-limit", "0", "x"],
            "`--memory-limit`: `0` is not a valid value",
        ),
        (
            &["--hack", "--memory-limit", "1048577", "x"],
            "`--memory-limit`: `1048577` is not a valid value",
        ),
        (&["--hack", "--jobs"], "`--jobs` needs a number"),
        (
            &["--hack", "--judge", "mars", "x"],
            "`--judge`: `mars` is not a valid value",
        ),
        (&["--hack", "--python"], "`--python` needs an interpreter"),
        (&["--hack", "--bogus", "x"], "unknown hack option `--bogus`"),
        (&["--explain", "--hack"], "`--hack` comes first"),
    ];
    for (args, needle) in cases {
        let r = dot(args);
        assert_eq!(r.status, Some(2), "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.starts_with(&format!("error: {needle}")),
            "{args:?}: {}",
            r.stderr
        );
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    }
    let r = dot(&["--hack", "--", missing.to_str().unwrap()]);
    assert_eq!(r.status, Some(2));
    assert!(
        r.stderr.ends_with(&format!(
            "error: cannot start `{}`: No such file or directory (os error 2)\n",
            missing.display()
        )),
        "{}",
        r.stderr
    );
    let r = dot(&["--hack", "--save", "/dev/null/x", "--", "true"]);
    assert_eq!(r.status, Some(2));
    assert!(
        r.stderr.starts_with("error: cannot create `/dev/null/x`"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_case_that_cannot_be_saved_is_still_reported() {
    let program = fixture("dot", Some("garbage"));
    // The folder exists, and no file can be made in it.
    let r = hack(
        "dot",
        &["--cases", "1", "--no-max", "--save", "/proc/self"],
        &program,
    );
    assert_eq!(r.status, Some(2));
    assert!(r.stdout.contains("wrong answer (WA)") && !r.stdout.contains("Saved as"));
    assert!(
        r.stderr.ends_with(
            "error: cannot write `/proc/self/hack-1.in`: No such file or directory (os error 2)\n"
        ),
        "{}",
        r.stderr
    );
}

/// Codeforces 69D's constraints, checked from the text.
fn assert_valid_dot(input: &str) {
    let v = numbers(input);
    let (x, y, n, d) = (v[0], v[1], v[2] as usize, v[3]);
    assert!((1..=20).contains(&n) && (1..=200).contains(&d), "{input}");
    assert!(x * x + y * y < d * d, "{input}");
    assert_eq!(v.len(), 4 + 2 * n, "{input}");
    let vectors: Vec<&[i64]> = v[4..].chunks(2).collect();
    for (i, w) in vectors.iter().enumerate() {
        assert!(
            w.iter().all(|c| (0..=200).contains(c)) && w != &[0, 0],
            "{input}"
        );
        assert!(!vectors[..i].contains(w), "{input}");
    }
}

/// The `tag` problem's constraints.
fn assert_valid_tag(input: &str) {
    let v = numbers(input);
    let (n, m) = (v[0], v[1] as usize);
    assert!((1..=500).contains(&n) && m <= 250_000, "N = {n}, M = {m}");
    let q = v[2 + 2 * m] as usize;
    assert!((1..=200_000).contains(&q), "Q = {q}");
    assert_eq!(v.len(), 3 + 2 * m + 2 * q);
    let vertices = v[2..2 + 2 * m].iter().chain(&v[3 + 2 * m..]);
    assert!(vertices.into_iter().all(|u| (1..=n).contains(u)));
}

/// Codeforces gym 105267H's constraints: `1 <= n, m <= 5000`, `2 <= n·m <= 10 000`, rows of
/// `.#AB`, one `A` and one `B`, next to each other.
fn assert_valid_duel(input: &str) {
    let mut t = input.split_ascii_whitespace();
    let n: usize = t.next().unwrap().parse().unwrap();
    let m: usize = t.next().unwrap().parse().unwrap();
    assert!(
        (1..=5000).contains(&n) && (1..=5000).contains(&m),
        "{n} × {m}"
    );
    assert!((2..=10_000).contains(&(n * m)), "{n} × {m}");
    let rows: Vec<&[u8]> = t.map(str::as_bytes).collect();
    assert_eq!(rows.len(), n);
    let mut pieces = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), m);
        for (c, &x) in row.iter().enumerate() {
            assert!(b".#AB".contains(&x));
            if x != b'.' && x != b'#' {
                pieces.push((x, r as i64, c as i64));
            }
        }
    }
    pieces.sort();
    assert_eq!(pieces.len(), 2, "{n} × {m}");
    let ((a, ar, ac), (b, br, bc)) = (pieces[0], pieces[1]);
    assert_eq!((a, b), (b'A', b'B'));
    assert_eq!((ar - br).abs() + (ac - bc).abs(), 1);
}

/// Hack mode gives a program only inputs the judge could: every worst case, and random cases
/// at every level, within the judge's constraints.
#[test]
fn every_case_hack_mode_makes_is_valid_for_the_judge() {
    for input in dot_at_limits().into_iter().map(|c| c.input) {
        assert_valid_dot(&input);
    }
    for input in tag_at_limits().into_iter().map(|c| c.input) {
        assert_valid_tag(&input);
    }
    for input in duel_at_limits().into_iter().map(|c| c.input) {
        assert_valid_duel(&input);
    }
    let mut rng = Rng::new(26);
    for i in 0..1000 {
        let level = i as f64 / 1000.0;
        assert_valid_dot(&dot_growing(&mut rng, level));
        assert_valid_tag(&tag_growing(&mut rng, level));
        assert_valid_duel(&duel_growing(&mut rng, level));
    }
    // At the top levels `d` reaches 200 and vectors `d + 2`: they must stop at 200. A
    // component of 201 would come about once in 5000 draws there.
    for _ in 0..100_000 {
        assert_valid_dot(&dot_growing(&mut rng, 1.0));
    }
}

/// Every `dot` input with `n` vectors and radius `d`: each start strictly inside, each set of
/// vectors with components up to `2d + 1` (every longer vector leaves the circle from
/// anywhere, so they all play alike) or at the bound, 200.
fn every_dot(n: usize, d: i64) -> Vec<String> {
    let top = 2 * d + 1;
    let mut vectors: Vec<(i64, i64)> = (0..=top)
        .flat_map(|a| (0..=top).map(move |b| (a, b)))
        .filter(|&v| v != (0, 0))
        .collect();
    vectors.extend([(200, 0), (0, 200), (200, 200)]);
    let starts: Vec<(i64, i64)> = (-d..=d)
        .flat_map(|x| (-d..=d).map(move |y| (x, y)))
        .filter(|&(x, y)| x * x + y * y < d * d)
        .collect();
    let sets: Vec<Vec<(i64, i64)>> = match n {
        1 => vectors.iter().map(|&v| vec![v]).collect(),
        _ => (0..vectors.len())
            .flat_map(|i| (i + 1..vectors.len()).map(move |j| (i, j)))
            .map(|(i, j)| vec![vectors[i], vectors[j]])
            .collect(),
    };
    let mut all = Vec::new();
    for set in &sets {
        for &start in &starts {
            all.push(dot_input(start, d, set));
        }
    }
    all
}

/// A memo that forgets who has reflected fails on no input with one vector and `d <= 6`, nor
/// with two vectors and `d = 1` (whose only start is the origin), and on some with two vectors
/// and `d = 2` (each searched whole): the shrink ends there whatever the seed, where it once
/// stopped at `d = 6`.
#[test]
fn a_memo_without_the_reflections_shrinks_to_two_vectors_in_the_smallest_circle() {
    let wrong = |input: &str| {
        let ours = game_solvers::dot::judge(input.as_bytes()).unwrap();
        format!("{}\n", memo::answer(input)).into_bytes() != ours
    };
    for d in 1..=6 {
        assert!(!every_dot(1, d).iter().any(|i| wrong(i)), "d = {d}");
    }
    assert!(!every_dot(2, 1).iter().any(|i| wrong(i)));
    assert!(every_dot(2, 2).iter().any(|i| wrong(i)));
    let program = fixture("dot_memo", None);
    for seed in ["1", "2", "3"] {
        let (r, input, _) = found("dot", &["--seed", seed], &program, "(WA)");
        let v = numbers(&input);
        assert_eq!((v[2], v[3]), (2, 2), "seed {seed}: {}", r.stdout);
    }
}

/// A table read at a move's end before the move is checked crashes only when a move lands
/// past 200: with `d = 1` that takes the vector `200 0` (from the point `1 0`, which every
/// circle holds), and the start may be the origin. The shrink must keep the component at the
/// bound, where it once let it go and stopped at `d = 97`.
#[test]
fn a_table_crash_shrinks_to_a_vector_at_the_bound() {
    let program = fixture("dot", Some("table"));
    for seed in ["1", "2", "3"] {
        let (r, input, _) = found("dot", &["--seed", seed], &program, "(RE)");
        assert_eq!(input, "0 0 1 1\n200 0\n", "seed {seed}: {}", r.stdout);
    }
}

/// Found as a crash, shrunk as a crash: a program that also answers wrong on small inputs is
/// never shrunk into one of those.
#[test]
fn a_runtime_error_is_not_shrunk_into_a_wrong_answer() {
    let program = fixture("dot", Some("crash-or-boundary"));
    let options = ["--seed", "1", "--cases", "0", "--only", "d200-n20-origin"];
    let (r, input, _) = found("dot", &options, &program, "(RE)");
    let v = numbers(&input);
    assert_eq!((v[2], v[3]), (3, 1), "{}", r.stdout);
    assert!(
        r.stdout.contains("A second run failed the same way."),
        "{}",
        r.stdout
    );
    // Its wrong answers are smaller, and the report says so.
    assert!(
        r.stdout.contains(", fails otherwise: wrong answer (WA)"),
        "{}",
        r.stdout
    );
}

/// A WA shrunk as a WA, and the smaller RE met on the way reported beside it, with its input;
/// what the report says of the smaller cases is then said of the WA's verdict only.
#[test]
fn a_smaller_failure_of_another_kind_is_reported_beside() {
    let program = fixture("dot", Some("crash-below"));
    let (r, input, _) = found("dot", &["--seed", "2", "--no-max"], &program, "(WA)");
    let v = numbers(&input);
    assert_eq!((v[2], v[3]), (1, 5), "{}", r.stdout);
    let said = "no smaller case fails this way among the";
    assert!(r.stdout.contains(said), "{}", r.stdout);
    let said = "A smaller case, n = 1, d = 3, fails otherwise: runtime error (RE)";
    assert!(r.stdout.contains(said), "{}", r.stdout);
    let section = "A smaller input that fails otherwise, runtime error (RE) (";
    let at = r
        .stdout
        .find(section)
        .unwrap_or_else(|| panic!("{}", r.stdout));
    let other = numbers(r.stdout[at..].lines().nth(1).unwrap());
    assert_eq!((other[2], other[3]), (1, 3), "{}", r.stdout);
}

/// Every simple graph on at most 4 vertices with every pair as a query, as `N M`, then the
/// edges, then the queries. Self-loops and repeated edges add no move, so these decide every
/// input with `N <= 4` for a program that follows the rules.
fn every_small_graph() -> Vec<(usize, usize, String)> {
    let mut all = Vec::new();
    for n in 1..=4usize {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|u| (0..n).map(move |v| (u, v)))
            .filter(|(u, v)| u != v)
            .collect();
        let queries: Vec<(usize, usize)> =
            (0..n).flat_map(|s| (0..n).map(move |r| (s, r))).collect();
        for mask in 0u32..1 << pairs.len() {
            let edges: Vec<(usize, usize)> = (0..pairs.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect();
            all.push((n, edges.len(), tag_input(n, &edges, &queries)));
        }
    }
    all.sort_by_key(|&(n, m, _)| (n, m));
    all
}

/// Value iteration stopped after N rounds fails first on a capture that takes 5 rounds on 4
/// vertices and 6 edges (every smaller graph searched); the random cases catch it at every
/// seed, and the shrink ends there.
#[test]
fn a_value_iteration_capped_at_n_rounds_is_caught_and_shrunk_to_the_smallest_graph() {
    let program = fixture("tag", Some("capped"));
    let first = every_small_graph()
        .into_iter()
        .find(|(_, _, input)| {
            let ours = common::run("tag", input.as_bytes()).stdout;
            common::run_exe(
                &program,
                input.as_bytes(),
                std::time::Duration::from_secs(60),
            )
            .stdout
                != ours
        })
        .map(|(n, m, _)| (n, m));
    assert_eq!(first, Some((4, 6)));
    for seed in ["1", "2", "3"] {
        let (r, input, _) = found("tag", &["--seed", seed, "--no-max"], &program, "(WA)");
        assert!(r.stdout.contains(", random case "), "{}", r.stdout);
        let v = numbers(&input);
        let m = v[1] as usize;
        assert_eq!(
            (v[0], m, v[2 + 2 * m]),
            (4, 6, 1),
            "seed {seed}: {}",
            r.stdout
        );
    }
}

/// More than 100 648 queries crash the program whatever the graph: the shrink drops the
/// vertices and edges first, keeping the queries, then cuts the queries to the fewest that
/// crash, where it once kept N = 500.
#[test]
fn a_crash_on_many_queries_shrinks_to_one_vertex_and_the_fewest_queries() {
    let program = fixture("tag", Some("queries"));
    let (r, input, _) = found("tag", &["--seed", "1", "--cases", "10"], &program, "(RE)");
    let v = numbers(&input);
    let m = v[1] as usize;
    assert_eq!((v[0], m, v[2 + 2 * m]), (1, 0, 100_649), "{}", r.stdout);
}

/// Our own `duel` answer, built into a program of its own (in folder `name`) that turns it
/// round unless `keep`, a condition on the board's `cells` and `free` cells, holds.
fn turned_duel(name: &str, keep: &str) -> std::path::PathBuf {
    let dir = tmp(name);
    let mut source = game_solvers_bundle::bundle("duel").unwrap();
    source = source.replacen(
        "judge::main(duel::MAX_INPUT, duel::judge)",
        "judge::main(duel::MAX_INPUT, turned)",
        1,
    );
    source.push_str(&format!(
        "fn turned(input: &[u8]) -> Result<Vec<u8>, String> {{\n\
         \tlet answer = duel::judge(input)?;\n\
         \tlet text = String::from_utf8_lossy(input);\n\
         \tlet mut size = text.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap_or(0));\n\
         \tlet cells = size.next().unwrap_or(0) * size.next().unwrap_or(0);\n\
         \tlet free = input.iter().filter(|&&b| b == b'.' || b == b'A' || b == b'B').count();\n\
         \tif {keep} {{\n\
         \t\treturn Ok(answer);\n\
         \t}}\n\
         \tOk(if answer.starts_with(b\"Frost_Ice\") {{ b\"Febleaf\\n\".to_vec() }} else {{ b\"Frost_Ice\\n\".to_vec() }})\n\
         }}\n"
    ));
    let src = dir.join("turned.rs");
    std::fs::write(&src, source).unwrap();
    let program = dir.join("turned");
    common::rustc(&src, &program, &["--edition", "2021"]);
    program
}

/// Our own `duel` answer, turned round on boards of 8193 cells or more: the shrink walls off
/// the board in halves, keeps its size, and ends at the two cells of the pieces in a few
/// hundred runs, where it once took 7712 steps to 179 free cells.
#[test]
fn a_wrong_answer_on_large_boards_shrinks_in_halves() {
    let program = turned_duel("turned", "cells < 8193");
    let (r, input, _) = found("duel", &["--seed", "1", "--jobs", "1"], &program, "(WA)");
    let v = numbers(input.lines().next().unwrap());
    assert!(v[0] * v[1] >= 8193, "{input}");
    assert_eq!(free_cells(&input), 2, "{}", r.stdout);
    let runs: usize = r
        .stderr
        .lines()
        .filter_map(|l| l.strip_prefix("hack: shrink step "))
        .filter_map(|l| l.rsplit('(').next()?.split(' ').next()?.parse().ok())
        .max()
        .unwrap();
    assert!(runs <= 300, "{runs}: {}", r.stderr);
}

/// Our own `duel` answer, turned round on boards of 8193 cells or more with 4 free cells or
/// more: from the open board, the shrink walls all but a pocket of 4 cells, moves it to a
/// strip, and ends at the smallest such board, 3 × 2731 (or 2731 × 3).
#[test]
fn a_failure_that_needs_a_large_board_and_a_few_cells_shrinks_to_a_strip() {
    let program = turned_duel("turned-roomy", "cells < 8193 || free < 4");
    let options = ["--seed", "1", "--only", "100x100-open"];
    let (r, input, _) = found("duel", &options, &program, "(WA)");
    let v = numbers(input.lines().next().unwrap());
    assert!(
        [[3, 2731], [2731, 3]].contains(&[v[0], v[1]]),
        "{:?}\n{}",
        &v[..2],
        r.stdout
    );
    assert_eq!(free_cells(&input), 4, "{}", r.stdout);
}

/// The report shows the head and the tail of a long stderr: an exception's last line is there.
#[test]
fn the_last_line_of_a_long_stderr_is_reported() {
    let program = fixture("dot", Some("traceback"));
    let (r, _, _) = found("dot", &["--seed", "1", "--no-max"], &program, "(RE)");
    let stderr = &r.stdout[r.stdout.find("Program's stderr:").unwrap()..];
    assert!(
        stderr.contains("  File \"mine.py\", line 0, in search"),
        "{stderr}"
    );
    assert!(stderr.contains(" bytes left out …]"), "{stderr}");
    assert!(
        stderr.contains("RecursionError: maximum recursion depth exceeded"),
        "{stderr}"
    );
}

/// `--only` runs the named worst cases alone; an unknown name is an error that lists them.
#[test]
fn only_the_named_worst_cases_run() {
    let program = fixture("dot", Some("garbage"));
    let (r, _, _) = found(
        "dot",
        &["--only", "d200-n1-left", "--no-shrink"],
        &program,
        "(WA)",
    );
    assert!(r.stdout.starts_with("Seed "), "{}", r.stdout);
    assert!(
        r.stdout.contains(", worst case 1 of 1 (d200-n1-left): "),
        "{}",
        r.stdout
    );
    let r = hack("dot", &["--only", "nowhere"], &program);
    assert_eq!(r.status, Some(2));
    assert!(
        r.stderr.starts_with(
            "error: `--only`: no worst case is named `nowhere`; they are \
             distance-d-counts-as-outside, start-off-the-origin-negative, "
        ),
        "{}",
        r.stderr
    );
}

/// `--write-cases` writes every case of the run with our answer, for `oj t -d`.
#[test]
fn every_case_of_a_run_is_written_with_our_answers() {
    let dir = tmp("written");
    let options = [
        "--cases",
        "5",
        "--seed",
        "3",
        "--write-cases",
        dir.to_str().unwrap(),
    ];
    let r = hack("dot", &options, &fixture("dot", None));
    assert_eq!(r.status, Some(0), "{}\n{}", r.stdout, r.stderr);
    let worst = Dot::worst().len();
    let wrote = format!(
        "hack: wrote 5 random cases and {worst} worst cases to {}, each input with our answer \
         (.in, .out)\n",
        dir.display()
    );
    assert!(r.stderr.contains(&wrote), "{}", r.stderr);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    let worst = Dot::worst();
    assert_eq!(names.len(), 2 * (5 + worst.len()), "{names:?}");
    for name in (1..=5)
        .map(|i| format!("random-{i:04}"))
        .chain(worst.iter().map(|c| c.name.clone()))
    {
        let input = std::fs::read(dir.join(format!("{name}.in"))).unwrap();
        let output = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
        assert_eq!(common::run("dot", &input).stdout, output, "{name}");
    }
}

/// A command that cannot start gets a hint where a usual mistake explains it: a program in
/// the current folder named without `./`, a script without `#!`, a command line in one word.
#[test]
fn a_command_that_cannot_start_gets_a_hint() {
    let dir = tmp("hints");
    let program = fixture("dot", None);
    std::fs::copy(&program, dir.join("mine")).unwrap();
    // A Python source is run through python3; another script is not.
    std::fs::write(dir.join("mine.rb"), "puts 'Anton'\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(dir.join("mine.rb"), std::fs::Permissions::from_mode(0o755)).unwrap();
    for (command, hint) in [
        ("mine", "; did you mean `./mine`?"),
        (
            "./mine.rb",
            "; it has no `#!` line: run it through its interpreter, `-- ruby ./mine.rb`",
        ),
        (
            "python3 mine.py",
            "; the command and its arguments go as separate words: `-- python3 a.py`",
        ),
    ] {
        let mut hack = std::process::Command::new(common::exe("dot"));
        hack.current_dir(&dir)
            .args(["--hack", "--cases", "1", "--no-max", "--", command]);
        let r = common::run_command(hack, b"", std::time::Duration::from_secs(60));
        assert_eq!(r.status, Some(2), "{command}: {}", r.stderr);
        assert!(
            r.stderr
                .starts_with(&format!("error: cannot start `{command}`: ")),
            "{}",
            r.stderr
        );
        assert!(r.stderr.ends_with(&format!("{hint}\n")), "{}", r.stderr);
    }
}

/// The number of random cases comes from what runs the program, never from a measurement:
/// machine code gets 1000, a script (here a `#!/bin/sh` wrapper of the same program, which
/// also sleeps, as a slow start would) 200; the report says which and why.
#[test]
fn the_plan_follows_what_runs_the_program() {
    let program = fixture("dot", None);
    let native = hack("dot", &["--seed", "5", "--no-max"], &program);
    assert_eq!(native.status, Some(0), "{}{}", native.stdout, native.stderr);
    assert!(
        native.stdout.starts_with("No failure in 1000 random cases")
            && native.stdout.contains(
                "\n1000 random cases, for a program of machine code (1000 for machine code, \
                 200 for an interpreter or a virtual machine; --cases sets the number). A run \
                 of the smallest costs "
            ),
        "{}",
        native.stdout
    );
    let dir = tmp("plan-script");
    let script = dir.join("slow.sh");
    let text = format!("#!/bin/sh\nsleep 0.02\nexec '{}'\n", program.display());
    std::fs::write(&script, text).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let r = hack("dot", &["--seed", "5", "--no-max"], &script);
    assert_eq!(r.status, Some(0), "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.starts_with("No failure in 200 random cases")
            && r.stdout
                .contains("\n200 random cases, for a program run by sh ("),
        "{}",
        r.stdout
    );
    assert!(r.stderr.contains("hack: seed 5; 200 random cases (a program run by sh; --cases sets the number), then 0 worst cases\n"), "{}", r.stderr);
    // The plan comes first on the progress lines, before any case has run, and also when
    // `--cases` leaves it nothing to plan.
    for options in [
        &["--seed", "5", "--no-max"][..],
        &["--seed", "5", "--cases", "3"],
    ] {
        let r = hack("dot", options, &program);
        let first = r.stderr.lines().find(|l| !l.starts_with("hack: buil"));
        assert!(
            first.unwrap_or("").starts_with("hack: seed 5; "),
            "{}",
            r.stderr
        );
    }
}

/// A failure of two vectors from `d = 89` and of one from `d = 125`: the shrink drops a vector
/// at every radius, and ends at one vector on the circle of 125, the smallest failing input.
#[test]
fn one_vector_fewer_on_a_larger_circle_is_smaller() {
    let program = fixture("dot", Some("wider"));
    let (r, input, _) = found("dot", &["--seed", "3"], &program, "(RE)");
    assert!(
        ["0 0 1 125\n0 1\n", "0 0 1 125\n1 0\n"].contains(&input.as_str()),
        "{input}\n{}",
        r.stdout
    );
}

/// A failure that needs the judge's largest N (an array sized for the limit, read one past
/// its end): the cuts along N all pass, so the shrink tries no step or case with a smaller N,
/// ends in a few runs, and says why.
#[test]
fn a_failure_that_needs_the_largest_n_ends_saying_why() {
    let program = fixture("tag", Some("n500"));
    let (r, input, _) = found("tag", &["--seed", "1"], &program, "(RE)");
    assert_eq!(input, "500 0\n1\n1 1\n");
    assert!(
        r.stdout.contains(
            "It needs N = 500, the judge's largest: every cut to a smaller N passes (9 tried, \
             from N = 1 to N = 499), so no step or case with a smaller N was tried."
        ),
        "{}",
        r.stdout
    );
    // A few runs, however many jobs ran beside the one that decided.
    let step = "hack: shrink step 2: N = 500, M = 0, Q = 1 (";
    let runs: usize = (r.stderr.split(step).nth(1))
        .and_then(|t| t.split(' ').next()?.parse().ok())
        .unwrap_or_else(|| panic!("{}", r.stderr));
    assert!(runs <= 20, "{}", r.stderr);
}
