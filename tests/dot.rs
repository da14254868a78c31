//! `dot` through its binary and its public API: verdicts, bad input, flags, inputs beyond the
//! limits. The oracles are the crate's own tests (`src/tests/dot.rs`).

mod common;

use game_solvers::dot;

use common::assert_rejected;
use game_solvers::dot::generate::{dot_input, dot_small_vectors};

#[test]
fn solves_beyond_the_judge_limits() {
    let v = dot_small_vectors(20);
    let input = dot_input((-700, -700), 1000, &v);
    assert!(dot::solve(input.as_bytes()).is_ok());
    let input = dot_input((0, 0), 2000, &[(1000, 999), (1_000_000_000, 0)]);
    assert!(dot::solve(input.as_bytes()).is_ok());
    // A start on the circle, which the judge never gives (`--validate` rejects it), is still
    // solved: each answer here is the full-rules oracle's (`src/tests/dot.rs`).
    for (input, answer) in [
        ("-3 -4 2 5\n1 0\n0 2\n", "Dasha\n"),
        ("-4 0 1 4\n1 0\n", "Dasha\n"),
        ("3 4 2 5\n0 1\n1 0\n", "Dasha\n"),
    ] {
        common::assert_answers("dot", input.as_bytes(), answer);
    }
}

#[test]
fn binary_prints_the_verdict() {
    common::assert_answers("dot", b"0 0 2 3\n1 1\n1 2\n", "Anton\n");
}

#[test]
fn plus_signs_are_accepted_as_rust_parses_them() {
    common::assert_answers("dot", b"+0 -0 +2 +3\n+1 +1\n1 2\n", "Anton\n");
}

#[test]
fn bad_input_gets_one_error_line() {
    let cases: &[(&[u8], &str)] = &[
        (b"", "missing x"),
        (b"   \n", "missing x"),
        (b"0 0 2", "missing d"),
        (b"0 0 2 3\n1 1\n1", "missing y of vector 2"),
        (b"0 0 2 3\n1 1\n", "missing x of vector 2"),
        (b"0 zero 1 3\n1 1\n", "y: expected an integer, found `zero`"),
        (b"0 0 1 3\n1.5 1\n", "expected an integer"),
        (
            b"0 0 1 99999999999999999999999\n1 1\n",
            "d = 99999999999999999999… is too large",
        ),
        (
            b"0 0 18446744073709551615 3\n",
            "n = 18446744073709551615 is too large",
        ),
        (
            b"0 0 1 3\n-9223372036854775809 1\n",
            "= -9223372036854775809 is too small",
        ),
        (
            b"0 0 1 3\n1\x0b 1\n",
            "x of vector 1: expected an integer, found `1\\u{b}`",
        ),
        (b"0 0 1 3\n1\x00 1\n", "found `1\\u{0}`"),
        (b"0 0 1 3\n1\xe2\x80\x83 1\n", "found `1\\u{2003}`"),
        (b"0 0 0 3\n", "n = 0 is out of range"),
        (b"0 0 101 3\n", "n = 101 is out of range"),
        (b"0 0 1 3\n0 0\n", "vector 1 is zero"),
        (b"0 0 2 3\n1 2\n1 2\n", "vectors 1 and 2 are equal"),
        (b"0 0 1 3\n-1 2\n", "x of vector 1 = -1 is out of range"),
        (b"3 1 1 3\n1 1\n", "outside the circle"),
        (b"-2000 -2000 1 2000\n1 1\n", "outside the circle"),
        (b"0 0 1 0\n1 1\n", "d = 0 is out of range"),
        (b"0 0 1 2001\n1 1\n", "d = 2001 is out of range"),
        (b"0 0 1 3\n1 1\n7\n", "unexpected trailing input `7`"),
        (
            b"0 0 1 3\n1 1 garbage",
            "unexpected trailing input `garbage`",
        ),
        (
            b"0 0 1 3\n\xff\xfe 1\n",
            "not UTF-8: byte `\\xff` at offset 8 (line 2)",
        ),
    ];
    for &(input, needle) in cases {
        assert_rejected("dot", input, needle);
    }
}

#[test]
fn corrupted_inputs_are_answered_or_rejected_never_panic() {
    common::assert_corruptions_handled("dot", 2, |bad| dot::solve(bad).map(drop));
}

#[test]
fn explain_flag_adds_lines_and_bad_flags_are_errors() {
    let r = common::run_args("dot", &["--explain"], b"0 0 2 3\n1 1\n1 2\n");
    assert_eq!(r.status, Some(0));
    assert!(
        r.stdout.starts_with("Anton\nReflections never change"),
        "{}",
        r.stdout
    );
    let r = common::run_args("dot", &["--help"], b"");
    assert_eq!((r.status, r.stderr.as_str()), (Some(0), ""));
    assert!(r.stdout.starts_with("usage: dot [--explain]"));
    let r = common::run_args("dot", &["--explian"], b"0 0 2 3\n1 1\n1 2\n");
    assert_eq!(r.status, Some(2));
    assert!(r.stdout.is_empty());
    assert_eq!(r.stderr, "error: unknown option `--explian` (see --help)\n");
}
