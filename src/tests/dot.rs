//! `dot` against independent oracles: minimax over the full rules, reflections included, and
//! over the game without them for `--explain`; the work guards; the analysis board (`play`).

use super::samples::samples;
use crate::dot;
use crate::dot::generate::{dot_input, dot_random};
use crate::game::Game;
use crate::generate::Rng;
use crate::tally::{Count, take};
use std::collections::HashMap;

mod play;

/// Full game state: the point, each player's reflection still unused, and whose turn it is.
type Full = (i64, i64, bool, bool, bool);

/// Plain minimax over the full rules with a memo on the full state (the history matters only
/// through the two reflection flags). Returns whether the player to move wins.
struct Oracle {
    d: i64,
    vectors: Vec<(i64, i64)>,
    memo: HashMap<Full, bool>,
}

impl Oracle {
    fn first_player_wins(text: &str) -> bool {
        let t: Vec<i64> = text
            .split_whitespace()
            .map(|s| s.parse().unwrap())
            .collect();
        let vectors = t[4..].chunks(2).map(|c| (c[0], c[1])).collect();
        let mut o = Oracle {
            d: t[3],
            vectors,
            memo: HashMap::new(),
        };
        o.wins((t[0], t[1], true, true, true))
    }

    fn wins(&mut self, s: Full) -> bool {
        if let Some(&w) = self.memo.get(&s) {
            return w;
        }
        let (x, y, anton_can, dasha_can, anton_moves) = s;
        let mut next = Vec::new();
        for &(vx, vy) in &self.vectors {
            let (nx, ny) = (x + vx, y + vy);
            // Leaving the circle loses at once, so such a move never wins.
            if nx * nx + ny * ny <= self.d * self.d {
                next.push((nx, ny, anton_can, dasha_can, !anton_moves));
            }
        }
        if anton_moves && anton_can {
            next.push((y, x, false, dasha_can, false));
        }
        if !anton_moves && dasha_can {
            next.push((y, x, anton_can, false, true));
        }
        let w = next.into_iter().any(|n| !self.wins(n));
        self.memo.insert(s, w);
        w
    }
}

fn verdict(first_wins: bool) -> &'static str {
    if first_wins { "Anton" } else { "Dasha" }
}

#[test]
fn matches_full_rules_oracle_on_random_small_games() {
    let mut rng = Rng::new(69);
    let mut wins = 0;
    for _ in 0..3000 {
        let input = dot_random(&mut rng);
        let expected = verdict(Oracle::first_player_wins(&input));
        let got =
            dot::solve(input.as_bytes()).unwrap_or_else(|e| panic!("rejected {input:?}: {e}"));
        assert_eq!(got, expected, "input:\n{input}");
        wins += usize::from(expected == "Anton");
    }
    // Both verdicts must be well represented, or the comparison proves little.
    assert!((600..=2400).contains(&wins), "Anton won {wins} of 3000");
}

/// Larger radii, so that rows span several 64-bit words and moves along a row reach past a
/// word (`vy >= 64`), as well as the short ones and moves across rows.
#[test]
fn matches_the_oracle_across_word_boundaries() {
    let mut rng = Rng::new(64);
    let mut wins = 0;
    for _ in 0..150 {
        let d = rng.range(60, 140);
        let start = loop {
            let p = (rng.range(-d, d), rng.range(-d, d));
            if p.0 * p.0 + p.1 * p.1 <= d * d {
                break p;
            }
        };
        let mut vectors: Vec<(i64, i64)> = Vec::new();
        while vectors.len() < rng.range(1, 6) as usize {
            let v = match rng.index(5) {
                0 => (0, rng.range(1, 2 * d)),
                // Around the word size, where moves along the row change method.
                4 => (0, rng.range(62, 66)),
                1 => (0, rng.range(1, 8)),
                2 => (rng.range(0, 8), rng.range(0, 8)),
                _ => (rng.range(0, 2 * d), rng.range(0, 2 * d)),
            };
            if v != (0, 0) && !vectors.contains(&v) {
                vectors.push(v);
            }
        }
        let input = dot_input(start, d, &vectors);
        let expected = verdict(Oracle::first_player_wins(&input));
        assert_eq!(
            dot::solve(input.as_bytes()).unwrap(),
            expected,
            "input:\n{input}"
        );
        wins += usize::from(expected == "Anton");
    }
    assert!((30..=120).contains(&wins), "Anton won {wins} of 150");
}

#[test]
fn samples_agree_with_the_oracle() {
    for (path, input, expected) in samples("dot") {
        let answer = verdict(Oracle::first_player_wins(&input));
        assert_eq!(expected.trim_end(), answer, "{}", path.display());
    }
}

/// For `--explain`: plain recursive minimax over the game without reflections, written for this
/// test. Returns whether the player to move wins and the length of the optimal line (the
/// winner hurries, the loser delays).
fn minimax(
    d: i64,
    vectors: &[(i64, i64)],
    p: (i64, i64),
    memo: &mut HashMap<(i64, i64), (bool, u32)>,
) -> (bool, u32) {
    if let Some(&r) = memo.get(&p) {
        return r;
    }
    let mut fastest_win: Option<u32> = None;
    let mut slowest_loss: Option<u32> = None;
    for &(vx, vy) in vectors {
        let q = (p.0 + vx, p.1 + vy);
        if q.0 * q.0 + q.1 * q.1 > d * d {
            continue;
        }
        let (q_wins, q_len) = minimax(d, vectors, q, memo);
        if q_wins {
            slowest_loss = Some(slowest_loss.map_or(q_len, |l| l.max(q_len)));
        } else {
            fastest_win = Some(fastest_win.map_or(q_len, |l| l.min(q_len)));
        }
    }
    let r = match (fastest_win, slowest_loss) {
        (Some(l), _) => (true, l + 1),
        (None, Some(l)) => (false, l + 1),
        (None, None) => (false, 0),
    };
    memo.insert(p, r);
    r
}

/// Checks one `--explain` output against the minimax oracle: every move legal, the winner's
/// moves keep a won position, the loser's moves last longest, the stated length the oracle's.
fn check_explanation(game: &dot::Position, lines: &[String]) {
    let mut memo = HashMap::new();
    let (d, vectors) = (game.d, &game.vectors);
    let (first_wins, length) = minimax(d, vectors, game.start, &mut memo);
    assert!(
        lines[0].starts_with("Reflections never change the winner"),
        "{lines:?}"
    );
    let mut p = game.start;
    let moves = &lines[1..lines.len() - 1];
    for (k, line) in moves.iter().enumerate() {
        let mover = ["Anton", "Dasha"][k % 2];
        let prefix = format!("{}. {mover} adds vector ", k + 1);
        let rest = line
            .strip_prefix(&prefix)
            .unwrap_or_else(|| panic!("{line:?}"));
        let i: usize = rest.split(' ').next().unwrap().parse().unwrap();
        let v = vectors[i - 1];
        let q = (p.0 + v.0, p.1 + v.1);
        let expected = format!(
            "{prefix}{i} ({}, {}): ({}, {}) -> ({}, {})",
            v.0, v.1, p.0, p.1, q.0, q.1
        );
        assert_eq!(line, &expected);
        assert!(q.0 * q.0 + q.1 * q.1 <= d * d, "{line} leaves the circle");
        let (p_wins, p_len) = minimax(d, vectors, p, &mut memo);
        let (q_wins, q_len) = minimax(d, vectors, q, &mut memo);
        if p_wins {
            assert!(!q_wins && q_len + 1 == p_len, "{line}: not the fastest win");
        } else {
            assert!(q_len + 1 == p_len, "{line}: not the longest resistance");
        }
        p = q;
    }
    let last = lines.last().unwrap();
    assert_eq!(
        moves.len(),
        length as usize,
        "the line is not the oracle's length"
    );
    let plural = if length == 1 { "" } else { "s" };
    let loser = ["Anton", "Dasha"][moves.len() % 2];
    assert!(
        last.starts_with(&format!(
            "The line has {length} move{plural} in the game without reflections: {loser} at ({}, {})",
            p.0, p.1
        )),
        "{last:?}, oracle length {length}"
    );
    assert_eq!(
        moves.len() % 2 == 1,
        first_wins,
        "the line ends with the wrong player stuck"
    );
}

#[test]
fn explanations_replay_as_the_minimax_oracle_says() {
    let mut rng = Rng::new(1069);
    for _ in 0..1500 {
        let input = dot_random(&mut rng);
        let game = dot::parse(input.as_bytes()).unwrap();
        check_explanation(&game, &dot::explain(&game));
    }
}

/// Work guard for the table of values, without a clock: vectors across the rows and long ones
/// along them go a whole row (or chunk) at a time, at most one element per point and vector;
/// only short vectors along the row go point by point, and without them no point goes alone,
/// in `--explain`'s table or `--play`'s. Taking every vector along the row point by point (no
/// chunks), or every point alone, fails it.
#[test]
fn explanation_table_goes_by_rows() {
    let mut rng = Rng::new(69);
    let d = 300;
    let mut vectors: Vec<(i64, i64)> = (0..8)
        .map(|_| (rng.range(1, 40), rng.range(0, 40)))
        .collect();
    let along_far = [16, 23, 40, 77, 150];
    let along_near = [1, 2, 7, 15];
    vectors.extend(along_far.iter().chain(&along_near).map(|&vy| (0, vy)));
    let input = dot_input((-212, -212), d, &vectors);
    let game = dot::parse(input.as_bytes()).unwrap();
    let points = (-212..=d)
        .flat_map(|x| (-212..=d).map(move |y| (x, y)))
        .filter(|&(x, y)| x * x + y * y <= d * d)
        .count() as u64;
    let count = take;
    count(Count::RowElements);
    count(Count::PointSteps);
    dot::explain(&game);
    let (row_elements, point_steps) = (count(Count::RowElements), count(Count::PointSteps));
    let work = format!("{row_elements} row elements, {point_steps} point steps");
    let whole = (8 + along_far.len()) as u64;
    assert!(row_elements <= points * whole, "{work}, {points} points");
    assert!(row_elements >= points, "{work}, {points} points");
    assert!(
        point_steps <= points * (1 + along_near.len()) as u64,
        "{work}, {points} points"
    );
    // Without the short vectors along the row.
    vectors.truncate(vectors.len() - along_near.len());
    let input = dot_input((-212, -212), d, &vectors);
    dot::explain(&dot::parse(input.as_bytes()).unwrap());
    dot::Dot::PLAY(input.as_bytes(), 1).unwrap();
    assert_eq!(count(Count::PointSteps), 0);
    assert!(count(Count::RowElements) >= points);
}

#[test]
fn the_judge_path_reads_a_rows_words_for_long_moves_once_per_word() {
    // From (-1414, -1414) at d = 2000 the table has 3415 rows of 54 words, and three moves
    // along the row of 64 or more: a row's words are read for them once each, on entering the
    // word, not at every point.
    let game = dot::parse(b"-1414 -1414 4 2000\n0 100\n0 200\n0 1000\n1 1\n").unwrap();
    take(Count::FarWords);
    dot::first_player_wins(&game);
    let reads = take(Count::FarWords);
    let (rows, words, far) = (3415, 3415u64.div_ceil(64), 3);
    assert!(reads > 0 && reads <= rows * words * far, "{reads} reads");
}
