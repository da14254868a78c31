//! Hack mode, end to end: fixture programs in `tests/hack/`, wrong on purpose, compiled with
//! bare `rustc` as a contestant would, must be found, shrunk and reported with the right
//! verdict; our own bundles, compiled, must pass; the same seed must give the same report.
//! The shrink steps alone are also driven from the worst cases with size predicates
//! (`hack::minimize`), so that each step kind has a long way to go.

mod common;

use common::{Run, run_command};
use game_solvers::generate;
use game_solvers::hack::{self, Dot, Duel, Tag};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

fn tmp(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("hack")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `tests/hack/<source>.rs` compiled with `--cfg bug="<bug>"` (or none), to a file of this
/// call's own: tests run at once.
fn fixture(source: &str, bug: Option<&str>) -> PathBuf {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let name = format!("{source}-{}-{call}", bug.unwrap_or("none"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hack-fixtures");
    std::fs::create_dir_all(&dir).unwrap();
    let exe = dir.join(&name);
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/hack/{source}.rs"));
    let cfg = bug.map(|bug| format!("bug=\"{bug}\""));
    let mut flags = vec!["--edition", "2021"];
    flags.extend(cfg.iter().flat_map(|cfg| ["--cfg", cfg.as_str()]));
    common::rustc(&src, &exe, &flags);
    exe
}

/// Our own bundle for `bin`, compiled: a correct program.
fn bundle(bin: &str) -> PathBuf {
    let dir = tmp(&format!("bundle-{bin}"));
    let src = dir.join(format!("{bin}.rs"));
    std::fs::write(&src, game_solvers::bundle::bundle(bin).unwrap()).unwrap();
    let exe = dir.join(bin);
    common::rustc(&src, &exe, &["--edition", "2021"]);
    exe
}

fn hack(bin: &str, options: &[&str], program: &Path) -> Run {
    let mut command = Command::new(common::exe(bin));
    command.arg("--hack").args(options).arg("--").arg(program);
    run_command(command, b"", Duration::from_secs(120))
}

/// Hack mode run with `--save` into a folder of its own, expected to find, shrink and report a
/// failure with `verdict`: the run (the folder's path shown as `DIR` in its report), the saved
/// case and the saved answer.
fn found(bin: &str, options: &[&str], program: &Path, verdict: &str) -> (Run, String, String) {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let dir = tmp(&format!("found-{}", CALLS.fetch_add(1, Ordering::Relaxed)));
    let save = dir.to_str().unwrap();
    let mut r = hack(bin, &[options, &["--save", save]].concat(), program);
    assert_eq!(
        r.status,
        Some(1),
        "stdout:\n{}\nstderr:\n{}",
        r.stdout,
        r.stderr
    );
    let first = r.stdout.lines().next().unwrap();
    assert!(first.ends_with(&format!("{verdict}.")), "{first}");
    assert!(
        r.stdout.contains("to a local minimum") && r.stdout.contains("failed the same way"),
        "{}",
        r.stdout
    );
    assert!(
        r.stderr.lines().all(|l| l.starts_with("hack: ")),
        "{}",
        r.stderr
    );
    r.stdout = r.stdout.replace(save, "DIR");
    let saved = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    (r, saved("hack-1.in"), saved("hack-1.out"))
}

fn numbers(text: &str) -> Vec<i64> {
    text.split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
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
    let after = if case == 1 {
        "run".to_string()
    } else {
        format!("{case} runs")
    };
    assert!(
        r.stderr.contains(&format!("(WA), after {after}\n")),
        "{}",
        r.stderr
    );
    let size = numbers(input.lines().next().unwrap());
    let (n, m) = (size[0], size[1]);
    assert!(n * m <= 4 && n > 1 && m > 1, "{input}");
    let ours = common::run("duel", input.as_bytes()).stdout;
    assert_eq!(answer, ours);
    assert!(
        r.stdout
            .contains("Why our answer holds (--explain):\nFrost_Ice\nWinning first move")
    );
}

#[test]
fn tag_answering_yes_when_s_equals_r_shrinks_to_one_vertex() {
    let options = ["--seed", "3", "--no-max"];
    let (r, input, _) = found("tag", &options, &fixture("tag", Some("same")), "(WA)");
    assert_eq!(input, "1 0\n1\n1 1\n");
    assert!(
        r.stdout.contains("expected `NO`, found `YES`"),
        "{}",
        r.stdout
    );
}

#[test]
fn dot_with_the_boundary_outside_shrinks_to_one_vector() {
    for seed in ["1", "2", "3"] {
        let program = fixture("dot", Some("boundary"));
        let (_, input, _) = found("dot", &["--seed", seed, "--no-max"], &program, "(WA)");
        let v = numbers(&input);
        assert!(v[2] == 1 && v[3] <= 2, "{v:?}");
    }
}

#[test]
fn a_crash_is_a_runtime_error_with_its_stderr() {
    let program = fixture("dot", Some("crash"));
    let (r, input, _) = found("dot", &["--seed", "4", "--no-max"], &program, "(RE)");
    let v = numbers(&input);
    // The smallest start with x + y < 0, one vector, the smallest circle.
    assert_eq!((v[0] + v[1], v[2], v[3]), (-1, 1, 1), "{v:?}");
    assert!(r.stdout.contains("(exit status 101)"), "{}", r.stdout);
    let stderr = r
        .stdout
        .split("Program's stderr (its start):\n")
        .nth(1)
        .unwrap();
    assert!(
        stderr.trim_start().starts_with("thread 'main'"),
        "{}",
        r.stdout
    );
    assert!(!r.stdout.contains("First difference"), "{}", r.stdout);
}

/// Also the test that the same seed gives the same report whatever `--jobs` is: this shrink
/// takes several steps, with candidates of one batch finishing in any order.
#[test]
fn a_sleeper_and_its_child_are_killed_at_the_time_limit() {
    let program = fixture("dot", Some("sleep"));
    let reports: Vec<String> = ["1", "2"]
        .into_iter()
        .map(|jobs| {
            let options = ["--seed", "5", "--time-limit", "0.2", "--jobs", jobs];
            // Each run holds a grandchild that keeps the output pipe open: without the group
            // kill, every timed-out run would wait 30 s for it.
            let (r, input, _) = found("dot", &options, &program, "(TLE)");
            let v = numbers(&input);
            // Sleeping needs d >= 100: the shrink keeps the verdict, so it keeps that.
            assert!(v[3] >= 100 && v[2] == 1, "{v:?}");
            assert!(
                r.stdout.contains("killed at the time limit"),
                "{}",
                r.stdout
            );
            assert!(!r.stdout.contains("Shrunk in 0 steps"), "{}", r.stdout);
            r.stdout
        })
        .collect();
    assert!(
        reports[0].starts_with("Seed 5, random case "),
        "{}",
        reports[0]
    );
    assert_eq!(reports[0], reports[1]);
}

#[test]
fn endless_output_is_an_output_limit() {
    let (r, input, _) = found(
        "dot",
        &["--seed", "6"],
        &fixture("dot", Some("flood")),
        "(OLE)",
    );
    assert!(SMALLEST_DOT.contains(&input.as_str()), "{input}");
    assert!(r.stdout.contains("killed past 65560 bytes"), "{}", r.stdout);
}

/// The smallest `dot` inputs: no step makes them smaller.
const SMALLEST_DOT: [&str; 2] = ["0 0 1 1\n0 1\n", "0 0 1 1\n1 0\n"];

#[test]
fn an_abort_is_a_runtime_error_by_a_signal() {
    let program = fixture("dot", Some("abort"));
    let (r, input, _) = found("dot", &["--seed", "12"], &program, "(RE)");
    let v = numbers(&input);
    assert_eq!((v[2], v[3]), (1, 51), "{v:?}");
    assert!(r.stdout.contains("(killed by signal 6)"), "{}", r.stdout);
}

#[test]
fn stderr_chatter_and_a_child_left_behind_do_not_hold_a_run() {
    // The child holds stderr open for 30 s after the program exits: it is killed with the
    // program's group, or each run would wait for it.
    let program = fixture("dot", Some("noisy"));
    let r = hack(
        "dot",
        &["--seed", "13", "--cases", "20", "--no-max"],
        &program,
    );
    assert_eq!(r.status, Some(0), "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stderr.contains("hack: 20 of 20 random cases passed\n"),
        "{}",
        r.stderr
    );
}

/// Wrong only at N >= 100: the random cases pass, the first worst case fails, and the shrink
/// starts by keeping only the first wrong of its 200 000 queries.
#[test]
fn a_bug_at_the_limits_is_found_among_the_worst_cases() {
    let program = fixture("tag", Some("same-large"));
    let (r, input, _) = found("tag", &["--seed", "14", "--cases", "100"], &program, "(WA)");
    assert!(
        r.stdout
            .starts_with("Seed 14, worst case 1 of 14 (n500-no-edges): "),
        "{}",
        r.stdout
    );
    assert!(
        r.stderr
            .contains("hack: shrink step 1: N = 500, M = 0, Q = 1 ("),
        "{}",
        r.stderr
    );
    let v = numbers(&input);
    assert_eq!((v[0], v[1], v[2]), (100, 0, 1), "{input}");
    assert_eq!(v[3], v[4], "{input}");
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
                    "dot" => generate::dot_at_limits().len(),
                    "tag" => generate::tag_at_limits().len(),
                    _ => generate::duel_at_limits().len(),
                };
                let line =
                    format!("No failure in 300 random cases and {worst} worst cases (seed 8).\n");
                assert_eq!(r.stdout, line);
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}

#[test]
fn the_fixtures_are_right_without_their_bugs() {
    for (bin, program) in [("dot", fixture("dot", None)), ("tag", fixture("tag", None))] {
        let r = hack(
            bin,
            &["--seed", "9", "--cases", "300", "--no-max"],
            &program,
        );
        assert_eq!(r.status, Some(0), "{bin}: {}", r.stdout);
    }
}

#[test]
fn usage_errors_and_our_own_failures_exit_with_2() {
    let dot = |args: &[&str]| common::run_args("dot", args, b"");
    let missing = Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-such-program");
    let cases: [(&[&str], &str); 6] = [
        (&["--hack"], "`--hack` needs a command to test"),
        (
            &["--hack", "--cases", "0", "--", "x"],
            "`--cases`: `0` is not a valid value",
        ),
        (
            &["--hack", "--time-limit", "-1", "x"],
            "`--time-limit`: `-1` is not a valid value",
        ),
        (&["--hack", "--jobs"], "`--jobs` needs a number"),
        (&["--hack", "--bogus", "x"], "unknown hack option `--bogus`"),
        (&["--explain", "--hack"], "`--hack` comes first"),
    ];
    for (args, needle) in cases {
        let r = dot(args);
        assert_eq!(r.status, Some(2), "{args:?}");
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

/// The steps of each game from a worst case at the limits, under a predicate on the input's
/// size alone: each must reach the smallest input that keeps it.
#[test]
fn shrink_steps_reach_the_smallest_case_that_keeps_a_predicate() {
    // dot: x + y < 0 from the start (-141, -141), 20 vectors, d = 200.
    let (_, start) = &generate::dot_at_limits()[1];
    let small = hack::minimize::<Dot>(start, |s| numbers(s)[0] + numbers(s)[1] < 0).unwrap();
    let v = numbers(&small);
    assert_eq!(
        (v[0] + v[1], v[2], v[3], v[4] + v[5]),
        (-1, 1, 1, 1),
        "{small}"
    );
    // tag: N >= 3 from the complete graph on 500 vertices with 200 000 queries.
    let (_, start) = &generate::tag_at_limits()[9];
    let small = hack::minimize::<Tag>(start, |s| numbers(s)[0] >= 3).unwrap();
    assert_eq!(small, "3 0\n1\n1 1\n");
    // duel: at least 3 rows and 3 columns, from a 100 × 100 board with 20 % walls.
    let (_, start) = &generate::duel_at_limits()[2];
    let at_least_3x3 = |s: &str| {
        let v: Vec<&str> = s.split_ascii_whitespace().collect();
        v[0].parse::<u32>().unwrap() >= 3 && v[1].parse::<u32>().unwrap() >= 3
    };
    let small = hack::minimize::<Duel>(start, at_least_3x3).unwrap();
    assert!(
        [
            "3 3\nAB#\n###\n###\n",
            "3 3\nA##\nB##\n###\n",
            "3 3\nBA#\n###\n###\n",
            "3 3\nB##\nA##\n###\n"
        ]
        .contains(&small.as_str()),
        "{small}"
    );
}
