//! `duel` through its binary and its public API: verdicts, bad input, flags, long boards
//! beyond the limits. The oracles are the crate's own tests (`src/tests/duel/`).

mod common;

use game_solvers::duel;

use common::{assert_rejected, run_with_limit};
use game_solvers::duel::generate::duel_input;
use std::time::Duration;

#[test]
fn binary_prints_the_verdict() {
    common::assert_answers("duel", b"2 2\nAB\n..\n", "Frost_Ice\n");
}

#[test]
fn long_boards_beyond_the_judge_limits() {
    // Augmenting paths here run the length of the board: no recursion may follow them.
    for (n, m) in [
        (1, 1_000_000),
        (1_000_000, 1),
        (2, 500_000),
        (500_000, 2),
        (1000, 1000),
    ] {
        let mut rows = vec![vec![b'.'; m]; n];
        rows[0][0] = b'A';
        if m > 1 {
            rows[0][1] = b'B'
        } else {
            rows[1][0] = b'B'
        }
        let r = run_with_limit(
            "duel",
            duel_input(&rows).as_bytes(),
            Duration::from_secs(60),
        );
        assert_eq!(r.status, Some(0), "{n}×{m}: {}", r.stderr);
        assert!(r.stdout == "Frost_Ice\n" || r.stdout == "Febleaf\n");
    }
}

#[test]
fn plus_signs_are_accepted_as_rust_parses_them() {
    common::assert_answers("duel", b"+2 +2\nAB\n..\n", "Frost_Ice\n");
}

#[test]
fn bad_input_gets_one_error_line() {
    let cases: &[(&[u8], &str)] = &[
        (b"", "missing n"),
        (b"2", "missing m"),
        (b"0 2\n", "n = 0 is out of range"),
        (b"2 x\n", "m: expected an integer, found `x`"),
        (b"-1 2\n", "n = -1 is out of range [1, 2000000]"),
        (b"1 1\nA\n", "n·m = 1"),
        (b"2000 2000\n", "n·m = 4000000 exceeds"),
        (
            b"99999999999999999999 1\n",
            "n = 99999999999999999999 is too large",
        ),
        (b"2 2\nAB\n", "missing row 2"),
        (b"2 2\nAB\n...\n", "row 2 has 3 characters, expected 2"),
        (b"2 2\nA\n..\n", "row 1 has 1 characters, expected 2"),
        (
            b"2 2\nAB\n.x\n",
            "row 2, column 2: unexpected character `x`",
        ),
        (
            b"2 2\nAB\n.\xc3\xa9",
            "row 2, column 2: unexpected character `é`",
        ),
        (
            b"1 4\nAB.\xc3\xa9",
            "row 1, column 4: unexpected character `é`",
        ),
        (
            b"1 3\nAB\xc3\xa9\xc3\xa9",
            "row 1 has 4 characters, expected 3",
        ),
        (
            b"2 2\nAB\n.\x0b\n",
            "row 2, column 2: unexpected character `\\u{b}`",
        ),
        (
            b"2 2\nAB\n\xff.\n",
            "not UTF-8: byte `\\xff` at offset 7 (line 3)",
        ),
        (b"2 2\n.B\n..\n", "found 0 A and 1 B"),
        (b"2 2\nAB\nB.\n", "found 1 A and 2 B"),
        (b"2 2\nA.\n.B\n", "not orthogonally adjacent"),
        (b"1 4\nA..B\n", "not orthogonally adjacent"),
        (b"1 2\nAB\nAB\n", "unexpected trailing input `AB`"),
    ];
    for &(input, needle) in cases {
        assert_rejected("duel", input, needle);
    }
}

#[test]
fn corrupted_inputs_are_answered_or_rejected_never_panic() {
    common::assert_corruptions_handled("duel", 4, |bad| duel::solve(bad).map(drop));
}

#[test]
fn explain_flag_and_bad_flags() {
    let r = common::run_args("duel", &["--explain"], b"2 2\nAB\n..\n");
    assert_eq!((r.status, r.stderr.as_str()), (Some(0), ""));
    assert!(r.stdout.starts_with("Frost_Ice\nWinning first move: turn A at (row 1, column 1) counterclockwise around B at (row 1, column 2) to (row 2, column 2).\n"), "{}", r.stdout);
    let r = common::run_args("duel", &["--help"], b"");
    assert!(r.status == Some(0) && r.stdout.starts_with("usage: duel [--explain]"));
    let r = common::run_args("duel", &["--explain", "--explain"], b"");
    assert_eq!(r.status, Some(2));
    assert_eq!(r.stderr, "error: `--explain` is given twice (see --help)\n");
}

/// The analysis board refuses a turn off each side of the board, and onto a wall, saying
/// which: on `AB` a turn goes above or below the board, on `A` over `B` left or right of it.
#[test]
fn the_analysis_board_names_why_a_turn_is_illegal() {
    use game_solvers::game::Game;
    let off = Err("`{}` is illegal: it would leave the board.".to_string());
    for (input, moves) in [
        ("1 2\nAB\n", ["A cw", "A ccw", "B cw", "B ccw"]),
        ("2 1\nA\nB\n", ["A cw", "A ccw", "B cw", "B ccw"]),
    ] {
        let mut p = duel::Duel::PLAY(input.as_bytes(), 1).unwrap();
        assert!(p.over().unwrap().ends_with("The answer is Febleaf."));
        for m in moves {
            let expected = off.clone().map_err(|e| e.replace("{}", m));
            assert_eq!(p.play(m), expected, "{input}");
        }
    }
    let mut p = duel::Duel::PLAY(b"2 2\nAB\n.#\n", 1).unwrap();
    for text in ["A cw now", "B ccw 2", "A", "cw A", ""] {
        let expected = format!("`{text}` is no move: type A cw, A ccw, B cw or B ccw.");
        assert_eq!(p.play(text), Err(expected));
    }
    let blocked = "`A ccw` is illegal: (row 2, column 2) is blocked.";
    assert_eq!(p.play("A ccw"), Err(blocked.to_string()));
}
