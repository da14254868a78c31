//! `--explain` and `--explain --board` replayed against the full-history oracle.

use super::oracle::{Cell, start_component, wins_from};
use crate::duel;
use crate::duel::generate::duel_random;
use crate::generate::Rng;
use crate::tests::samples::explain_samples;
use rustc_hash::FxHashMap;

/// One move of an explanation, "P at (row R, column C) WAY around Q at (row R, column C) to
/// (row R, column C)", applied to the configuration `(A, B)` (0-based cells): the configuration
/// after it, after checking that the pieces stand where it says and that the turn goes the way
/// it says.
fn apply(text: &str, (a, b): (Cell, Cell)) -> (Cell, Cell) {
    let cell = |s: &str| -> Cell {
        let inner = s.strip_prefix("(row ").and_then(|s| s.strip_suffix(')'));
        let (r, c) = inner
            .and_then(|s| s.split_once(", column "))
            .unwrap_or_else(|| panic!("{text}: no cell in {s:?}"));
        (r.parse::<i64>().unwrap() - 1, c.parse::<i64>().unwrap() - 1)
    };
    let split = |s: &'_ str, at: &str| -> (String, String) {
        let (x, y) = s
            .split_once(at)
            .unwrap_or_else(|| panic!("{text}: no {at:?}"));
        (x.to_string(), y.to_string())
    };
    let (piece, rest) = split(text, " at ");
    let (from, rest) = split(&rest, ") ");
    let (way, rest) = split(&rest, " around ");
    let (other, rest) = split(&rest, " at ");
    let (pivot, to) = split(&rest, " to ");
    let (from, pivot, to) = (cell(&format!("{from})")), cell(&pivot), cell(&to));
    let (moving, staying) = if piece == "A" { (a, b) } else { (b, a) };
    assert_eq!(
        (from, pivot, other.as_str()),
        (moving, staying, if piece == "A" { "B" } else { "A" }),
        "{text}"
    );
    // Clockwise on the page (rows down): (dr, dc) becomes (dc, -dr).
    let (dr, dc) = (from.0 - pivot.0, from.1 - pivot.1);
    let turned = match way.as_str() {
        "clockwise" => (pivot.0 + dc, pivot.1 - dr),
        "counterclockwise" => (pivot.0 - dc, pivot.1 + dr),
        _ => panic!("{text}: no such way"),
    };
    assert_eq!(turned, to, "{text}: the turn does not go {way}");
    if piece == "A" { (to, b) } else { (a, to) }
}

#[test]
fn explanations_replay_as_the_full_history_oracle_says() {
    let mut rng = Rng::new(1052);
    let (mut wins, mut losses) = (0, 0);
    for _ in 0..1500 {
        let input = duel_random(&mut rng);
        let (list, adj) = start_component(&input);
        let id = |config: (Cell, Cell)| list.iter().position(|&c| c == config);
        let board = duel::parse(input.as_bytes()).unwrap();
        let m = duel::max_matching(&board);
        let (first_wins, lines) = duel::explain(board, m, false);
        let mut memo = FxHashMap::default();
        // The verdict too, against the game's full history.
        let oracle = wins_from(&adj, 0, 1, &mut memo);
        assert_eq!(first_wins, oracle, "board:\n{input}");
        if first_wins {
            wins += 1;
            let text = lines[0].strip_prefix("Winning first move: turn ").unwrap();
            let v = id(apply(text.trim_end_matches('.'), list[0])).expect("an illegal move");
            assert!(adj[0].contains(&v), "{text}: not a move, board:\n{input}");
            assert!(
                !wins_from(&adj, v, 1 | 1 << v, &mut memo),
                "{text}: the opponent wins, board:\n{input}"
            );
            assert!(lines[1].starts_with("Theorem: the start lies in every maximum matching"));
        } else {
            losses += 1;
            if adj[0].is_empty() {
                // Said plainly, without the theorem.
                assert_eq!(
                    lines,
                    ["The first player has no legal move, so he loses at once."]
                );
                continue;
            }
            let theorem = lines.iter().position(|l| l.starts_with("Theorem")).unwrap();
            let replies = &lines[..theorem];
            {
                assert_eq!(
                    replies.len(),
                    adj[0].len(),
                    "not every first move, board:\n{input}"
                );
            }
            for line in replies.iter().filter(|l| l.starts_with("If")) {
                let rest = line.strip_prefix("If the first player turns ").unwrap();
                let (first, reply) = rest.split_once(", the second player turns ").unwrap();
                let u = id(apply(first, list[0])).unwrap();
                let v = id(apply(reply.trim_end_matches('.'), list[u])).unwrap();
                assert!(
                    adj[0].contains(&u) && adj[u].contains(&v) && v != 0,
                    "{line}: illegal"
                );
                let seen = 1 | 1 << u | 1 << v;
                assert!(
                    !wins_from(&adj, v, seen, &mut memo),
                    "{line}: the first player still wins, board:\n{input}"
                );
            }
            assert!(lines[theorem].starts_with("Theorem: some maximum matching"));
        }
    }
    assert!(wins > 300 && losses > 300, "{wins} wins, {losses} losses");
}

/// The game's length under optimal play from `v`, the player to move winning or not: the
/// winner ends it as fast as it can, the loser as late as it can (full histories).
fn optimal_length(
    adj: &[Vec<usize>],
    v: usize,
    seen: u64,
    memo: &mut FxHashMap<(usize, u64), (bool, u32)>,
) -> (bool, u32) {
    if let Some(&w) = memo.get(&(v, seen)) {
        return w;
    }
    let options = adj[v].iter().filter(|&&u| seen >> u & 1 == 0);
    let after: Vec<(bool, u32)> = options
        .map(|&u| optimal_length(adj, u, seen | 1 << u, memo))
        .collect();
    let fastest_win = after.iter().filter(|a| !a.0).map(|a| a.1 + 1).min();
    let value = match fastest_win {
        Some(l) => (true, l),
        None => (false, after.iter().map(|a| a.1 + 1).max().unwrap_or(0)),
    };
    memo.insert((v, seen), value);
    value
}

/// A drawn board's rows, as `--explain` prints them (each indented by two spaces).
fn drawing(rows: &[Vec<u8>], (a, b): (Cell, Cell), marks: &FxHashMap<Cell, u8>) -> Vec<String> {
    let mut out = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        let mut line = String::from("  ");
        for (c, &ch) in row.iter().enumerate() {
            let cell = (r as i64, c as i64);
            line.push(match ch {
                b'#' => '#',
                _ if cell == a => 'A',
                _ if cell == b => 'B',
                _ => *marks.get(&cell).unwrap_or(&b'.') as char,
            });
        }
        out.push(line);
    }
    out
}

/// `--explain --board` replayed move by move against the full-history oracle: every move is
/// legal and new, the board after it is drawn as the replay has it, the winner's moves keep
/// the win, the line ends when the loser has no move, and the loser resists at least as long
/// as optimal play lasts (the winner answering along a matching may take longer, never less).
#[test]
fn whole_games_replay_as_the_full_history_oracle_says() {
    let mut rng = Rng::new(3551);
    let mut games = 0;
    for case in 0..700 {
        let input = duel_random(&mut rng);
        let boards = case % 2 == 0;
        let text = match boards {
            true => duel::explained_with_boards(input.as_bytes()),
            false => duel::explained(input.as_bytes()),
        };
        let text = String::from_utf8(text.unwrap()).unwrap();
        games += usize::from(replay_whole_game(&input, &text, boards));
    }
    assert!(games > 300, "{games} games");
    // The explain samples' expected outputs too.
    for (path, input, expected) in explain_samples("duel") {
        assert!(
            replay_whole_game(&input, &expected, false),
            "{}",
            path.display()
        );
    }
}

/// Replays the whole game of an explanation `text` of `input` (with `boards`, the board after
/// every move) against the full-history oracle; false when the first player has no move and
/// no game is printed.
fn replay_whole_game(input: &str, text: &str, boards: bool) -> bool {
    let (list, adj) = start_component(input);
    let rows: Vec<Vec<u8>> = input
        .split_whitespace()
        .skip(2)
        .map(|r| r.replace(['A', 'B'], ".").into_bytes())
        .collect();
    let lines: Vec<&str> = text.lines().collect();
    let (mut memo, mut lengths) = (FxHashMap::default(), FxHashMap::default());
    let first_wins = wins_from(&adj, 0, 1, &mut memo);
    if adj[0].is_empty() {
        return false;
    }
    let start = lines.iter().position(|l| *l == "Start:").expect("no start");
    assert_eq!(
        lines[start + 1..start + 1 + rows.len()],
        drawing(&rows, list[0], &FxHashMap::default()),
        "start board:\n{input}"
    );
    let mut at = start + 1 + rows.len();
    let (mut v, mut seen, mut turn) = (0usize, 1u64, 0u32);
    let mut marks: FxHashMap<Cell, u8> = FxHashMap::default();
    while let Some(rest) = lines[at].strip_prefix(&format!("{}. ", turn + 1)) {
        let player = if turn % 2 == 0 {
            "First player: "
        } else {
            "Second player: "
        };
        let text = rest.strip_prefix(player).expect("the wrong player moves");
        let next = apply(text.trim_end_matches('.'), list[v]);
        let u = list.iter().position(|&c| c == next).expect("off the board");
        assert!(adj[v].contains(&u), "{text}: not a move\n{input}");
        assert_eq!(
            seen >> u & 1,
            0,
            "{text}: a configuration seen before\n{input}"
        );
        let winner_moves = (turn % 2 == 0) == first_wins;
        seen |= 1 << u;
        if winner_moves {
            assert!(
                !wins_from(&adj, u, seen, &mut memo),
                "{text}: throws the win\n{input}"
            );
        }
        let (a, b) = list[v];
        marks.insert(a, b'a');
        marks.insert(b, b'b');
        (v, turn, at) = (u, turn + 1, at + 1);
        if boards {
            assert_eq!(
                lines[at..at + rows.len()],
                drawing(&rows, list[v], &marks),
                "board after move {turn}:\n{input}"
            );
            at += rows.len();
        }
    }
    assert!(
        adj[v].iter().all(|&u| seen >> u & 1 != 0),
        "the line stops while the player to move has a move\n{input}\n{text}"
    );
    assert_eq!(
        turn % 2 == 1,
        first_wins,
        "the wrong player is stuck\n{input}"
    );
    assert!(
        lines[at].contains(&format!("wins after {turn} move")),
        "{}",
        lines[at]
    );
    if !boards {
        assert_eq!(lines[at + 1], "End:");
        assert_eq!(
            lines[at + 2..],
            drawing(&rows, list[v], &marks),
            "end board:\n{input}"
        );
    }
    let optimal = optimal_length(&adj, 0, 1, &mut lengths);
    assert_eq!(optimal.0, first_wins);
    assert!(
        turn >= optimal.1,
        "{turn} moves, optimal play lasts {}:\n{input}\n{text}",
        optimal.1
    );
    true
}
