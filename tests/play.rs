//! `--play` through the binaries: a session driven by lines on standard input. The values of
//! the moves are checked against each game's oracle by one driver (`src/tests/board.rs`);
//! here, the session: the engine playing itself to the solver's verdict on
//! every sample, the commands, bad moves, and the flags.

mod common;

use common::run_args;

/// The last line of a session, after `Game over: `.
fn game_over(stdout: &str) -> &str {
    let last = stdout.lines().last().unwrap_or_default();
    last.strip_prefix("Game over: ")
        .unwrap_or_else(|| panic!("no end of the game:\n{stdout}"))
}

/// The engine plays both sides of every sample (every query of `tag`'s), and each game ends
/// as the solver's verdict says.
#[test]
fn the_engine_playing_itself_ends_with_the_solvers_verdict() {
    for bin in ["dot", "tag", "duel"] {
        for (path, _, expected) in common::samples(bin) {
            let path = path.to_str().unwrap();
            for (k, verdict) in expected.split_whitespace().enumerate() {
                let query = (k + 1).to_string();
                let args = match bin {
                    "tag" => vec!["--play", path, "--query", &query],
                    _ => vec!["--play", path],
                };
                let r = run_args(bin, &args, b"n\n");
                assert_eq!((r.status, r.stderr.as_str()), (Some(0), ""), "{path}");
                let end = game_over(&r.stdout);
                let said = match bin {
                    "tag" => format!("The answer to this query is {verdict}."),
                    _ => format!("The answer is {verdict}."),
                };
                assert!(end.ends_with(&said), "{path} query {query}: {end}");
            }
        }
    }
}

/// A session on `dot`'s first sample (the default position): a side that is no side, `?`
/// with the moves that throw the win away marked, a bad move, taking back at the start and
/// after the engine's reply, the engine's move on request, and `q`.
#[test]
fn a_session_answers_every_command() {
    let script = "x\n1\n?\n7\nu\n1\nu\n!\nq\n2\n";
    let r = run_args("dot", &["--play"], script.as_bytes());
    assert_eq!((r.status, r.stderr.as_str()), (Some(0), ""));
    let expected = "\
Point (0, 0), x² + y² = 0; radius 3, d² = 9. Reflections left: Anton 1, Dasha 1.
Moves: a vector's number (1 to 2) adds it; r reflects across y = x. Also: ? every move with its value, ! the engine's move, u take back, q quit.
Play Anton (1), Dasha (2), both (b) or neither (n)? x
Answer 1, 2, b or n.
Play Anton (1), Dasha (2), both (b) or neither (n)? 1
Anton> ?
Anton to move: wins, the game ending in 4 moves.
  1      loses, the game ending in 5 moves  <- throws the win away
  2      wins, the game ending in 4 moves
  r      loses, the game ending in 3 moves  <- throws the win away
Anton> 7
`7` is no move: type 1 to 2 or r.
Anton> u
Nothing to take back.
Anton> 1
Anton adds vector 1 (1, 1): (0, 0) -> (1, 1)
Point (1, 1), x² + y² = 2; radius 3, d² = 9. Reflections left: Anton 1, Dasha 1.
Dasha adds vector 1 (1, 1): (1, 1) -> (2, 2) (engine)
Point (2, 2), x² + y² = 8; radius 3, d² = 9. Reflections left: Anton 1, Dasha 1.
Anton> u
Point (0, 0), x² + y² = 0; radius 3, d² = 9. Reflections left: Anton 1, Dasha 1.
Anton> !
Anton adds vector 2 (1, 2): (0, 0) -> (1, 2) (engine)
Point (1, 2), x² + y² = 5; radius 3, d² = 9. Reflections left: Anton 1, Dasha 1.
Dasha reflects: (1, 2) -> (2, 1) (engine)
Point (2, 1), x² + y² = 5; radius 3, d² = 9. Reflections left: Anton 1, Dasha 0.
Anton> q
";
    assert_eq!(r.stdout, expected);
}

/// Each game's own notation and refusals: `tag` a vertex without an edge, `duel` a turn off
/// the board, onto a wall, or back to a configuration seen before; the end of the input ends
/// the session quietly.
#[test]
fn bad_moves_get_one_line_and_the_prompt_again() {
    let dir = std::env::temp_dir().join(format!("play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let tag = dir.join("tag.in");
    std::fs::write(&tag, "3 2\n1 2\n2 3\n1\n1 3\n").unwrap();
    // A move, bad ones of each kind (no edge, no vertex, not a number, not UTF-8, a line too
    // long to be anything), then a move.
    let long = "9".repeat(5000);
    let mut script = b"b\n3\n0\nx\n\xff\n".to_vec();
    script.extend_from_slice(format!("{long}\n{}\n2\n", &long[..32]).as_bytes());
    let r = run_args("tag", &["--play", tag.to_str().unwrap()], &script);
    assert_eq!((r.status, r.stderr.as_str()), (Some(0), ""));
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "Round 1: Takahashi on 1, Aoki on 3; Takahashi to move, to one of 1, 2."
    );
    assert_eq!(
        lines[1],
        "Moves: the vertex to move to (your own to stay). Also: ? every move with its value, ! \
         the engine's move, u take back, q quit."
    );
    assert!(
        r.stdout.contains("Takahashi> 3\n1 has no edge 1 -> 3.\n"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("Takahashi> 0\n`0` is no vertex: 1 to 3.\n")
    );
    assert!(
        r.stdout
            .contains("Takahashi> x\n`x` is no vertex: 1 to 3.\n")
    );
    assert!(
        r.stdout
            .contains("Takahashi> \u{fffd}\n`\u{fffd}` is no vertex: 1 to 3.\n")
    );
    // Read 4 KiB at a time: two pieces, each echoed cut short and refused.
    let cut = format!(
        "Takahashi> {}...\nThat line is too long to be a move.\n",
        &long[..32]
    );
    assert_eq!(r.stdout.matches(&cut).count(), 2, "{}", r.stdout);
    // As long as a move may be, it is read as one.
    let longest = format!("Takahashi> {0}\n`{0}` is no vertex: 1 to 3.\n", &long[..32]);
    assert!(r.stdout.contains(&longest), "{}", r.stdout);
    assert!(r.stdout.contains("Takahashi> 2\nTakahashi moves 1 -> 2\n"));
    assert!(r.stdout.ends_with("Aoki> \n"), "{}", r.stdout);

    let duel = dir.join("duel.in");
    std::fs::write(&duel, "2 3\nAB.\n#..\n").unwrap();
    let script = b"b\nA cw\nB cw\nA\nC cw\nA ccw\nA cw\nq\n";
    let r = run_args("duel", &["--play", duel.to_str().unwrap()], script);
    assert_eq!((r.status, r.stderr.as_str()), (Some(0), ""));
    for said in [
        "Moves: a piece and a way, `A cw`, `A ccw`, `B cw` or `B ccw`: the piece turns \
         clockwise or counterclockwise around the other; the board marks with a and b the cells \
         each piece has left. Also: ? every move with its value, ! the engine's move, u take \
         back, q quit.\n",
        "First player> A cw\n`A cw` is illegal: it would leave the board.\n",
        "First player> B cw\n`B cw` is illegal: (row 2, column 1) is blocked.\n",
        "First player> A\n`A` is no move: type A cw, A ccw, B cw or B ccw.\n",
        "First player> C cw\n`C cw` is no move: type A cw, A ccw, B cw or B ccw.\n",
        "First player> A ccw\nFirst player: A at (row 1, column 1) counterclockwise around B \
         at (row 1, column 2) to (row 2, column 2)\n  aB.\n  #A.\n",
        "Second player> A cw\n`A cw` is illegal: that configuration has occurred before.\n",
    ] {
        assert!(r.stdout.contains(said), "no {said:?} in:\n{}", r.stdout);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn play_flags_that_do_not_go_together_are_errors() {
    for (bin, args, error) in [
        (
            "dot",
            &["--play", "--explain"][..],
            "`--play` goes without `--explain` and `--board` (see --help)",
        ),
        (
            "dot",
            &["--play", "--play"][..],
            "`--play` is given twice (see --help)",
        ),
        (
            "dot",
            &["--play", "-"][..],
            "`--play` reads moves from standard input: give INPUT as a file",
        ),
        (
            "dot",
            &["--play", "--query", "1"][..],
            "`--query`: dot has no queries (see --help)",
        ),
        (
            "dot",
            &["--explain", "--board"][..],
            "`--board`: dot has no board (see --help)",
        ),
        (
            "duel",
            &["--board"][..],
            "`--board` goes with `--explain` (see --help)",
        ),
        (
            "duel",
            &["--explain", "--board", "--board"][..],
            "`--board` is given twice (see --help)",
        ),
        (
            "tag",
            &["--query", "1"][..],
            "`--query` goes with `--explain` or `--play` (see --help)",
        ),
        (
            "tag",
            &["--play", "--query", "3"][..],
            "`--query 3`: the input has 2 queries",
        ),
        (
            "duel",
            &["--play", "/nonexistent/duel.in"][..],
            "cannot open `/nonexistent/duel.in`: No such file or directory (os error 2)",
        ),
    ] {
        let r = run_args(bin, args, b"");
        assert_eq!(
            (r.status, r.stdout.as_str(), r.stderr.as_str()),
            (Some(2), "", format!("error: {error}\n").as_str()),
            "{bin} {args:?}"
        );
    }
}

/// `duel --explain --board` draws the board after each move: the start, then one board per
/// numbered move, and no closing board.
#[test]
fn the_board_switch_draws_every_move() {
    let r = run_args("duel", &["--explain", "--board"], b"2 2\nAB\n..\n");
    assert_eq!((r.status, r.stderr.as_str()), (Some(0), ""));
    let after = r.stdout.split_once("Start:\n").unwrap().1;
    assert_eq!(
        after,
        "  AB\n  ..\n\
         1. First player: A at (row 1, column 1) counterclockwise around B at (row 1, column 2) to (row 2, column 2).\n  aB\n  .A\n\
         2. Second player: B at (row 1, column 2) counterclockwise around A at (row 2, column 2) to (row 2, column 1).\n  ab\n  BA\n\
         3. First player: A at (row 2, column 2) counterclockwise around B at (row 2, column 1) to (row 1, column 1).\n  Ab\n  Ba\n\
         The second player has no move left (each turn is blocked, off the board or to a configuration seen before), so the first player wins after 3 moves.\n"
    );
}

/// Playing second, the engine opens; the side prompt takes `2`, and `q` there quits.
#[test]
fn the_engine_opens_when_the_user_plays_second() {
    let r = run_args("dot", &["--play"], b"q\n1\n?\n");
    assert_eq!((r.status, r.stderr.as_str()), (Some(0), ""));
    assert!(r.stdout.ends_with("neither (n)? q\n"), "{}", r.stdout);
    let r = run_args("dot", &["--play"], b"2\nq\n");
    assert_eq!((r.status, r.stderr.as_str()), (Some(0), ""));
    let tail = r.stdout.split_once("neither (n)? 2\n").unwrap().1;
    assert_eq!(
        tail,
        "Anton adds vector 2 (1, 2): (0, 0) -> (1, 2) (engine)\n\
         Point (1, 2), x² + y² = 5; radius 3, d² = 9. Reflections left: Anton 1, Dasha 1.\n\
         Dasha> q\n"
    );
}

/// After a blunder (Anton reflects at the start, which loses): no `r` offered to a player who
/// has reflected, no move marked as throwing a win away in a lost position, the game's result
/// apart from the judge's answer, and the finished game taken back.
#[test]
fn a_game_lost_by_a_blunder_ends_with_the_judges_answer_and_can_be_taken_back() {
    let script = "b\nr\n!\n7\n?\n!\nx\nu\nq\n";
    let r = run_args("dot", &["--play"], script.as_bytes());
    assert_eq!((r.status, r.stderr.as_str()), (Some(0), ""));
    let expected = "\
Point (0, 0), x² + y² = 0; radius 3, d² = 9. Reflections left: Anton 1, Dasha 1.
Moves: a vector's number (1 to 2) adds it; r reflects across y = x. Also: ? every move with its value, ! the engine's move, u take back, q quit.
Play Anton (1), Dasha (2), both (b) or neither (n)? b
Anton> r
Anton reflects: (0, 0) -> (0, 0)
Point (0, 0), x² + y² = 0; radius 3, d² = 9. Reflections left: Anton 0, Dasha 1.
Dasha> !
Dasha adds vector 2 (1, 2): (0, 0) -> (1, 2) (engine)
Point (1, 2), x² + y² = 5; radius 3, d² = 9. Reflections left: Anton 0, Dasha 1.
Anton> 7
`7` is no move: type 1 to 2.
Anton> ?
Anton to move: loses at once: leaves the circle.
  1      loses at once: leaves the circle
  2      loses at once: leaves the circle
Anton> !
Anton adds vector 1 (1, 1): (1, 2) -> (2, 3), outside the circle (engine)
Point (2, 3), x² + y² = 13; radius 3, d² = 9. Reflections left: Anton 0, Dasha 1.
Game over: Anton left the circle, so Dasha wins. With best play Anton wins: the answer is Anton.
Game over (u take back, q quit)> x
The game is over: u takes a move back, q quits.
Game over (u take back, q quit)> u
Point (1, 2), x² + y² = 5; radius 3, d² = 9. Reflections left: Anton 0, Dasha 1.
Anton> q
";
    assert_eq!(r.stdout, expected);
}
