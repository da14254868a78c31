//! `tag` through its binary and its public API: answers, bad input, flags, inputs beyond the
//! limits. The oracles are the crate's own tests (`src/tests/tag/`).

mod common;

use game_solvers::tag;

use common::{assert_rejected, run};
use game_solvers::generate::Rng;
use game_solvers::tag::generate::tag_input;

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
