//! `--explain` against the oracle's rounds: each query's line and chase.

use super::oracle::{all_rounds, aoki_catches, every_pair, oracle_rounds, solver_answers};
use crate::generate::Rng;
use crate::tag;

#[test]
fn explanations_match_the_oracle_rounds_and_moves() {
    let mut rng = Rng::new(10);
    for _ in 0..1200 {
        let (n, edges, queries, input) = every_pair(&mut rng, 8);
        let parsed = tag::parse(input.as_bytes()).unwrap();
        let g = &parsed.graph;
        let rounds = tag::capture_rounds(g);
        let expected = oracle_rounds(n, &edges);
        // The rounds are layers of the fixed point however the work is split between the
        // word-parallel rounds and the watch search.
        for k in [0, 1, 2, 4, usize::MAX] {
            let split = tag::testing::capture_rounds_split_after(g, k);
            assert!(
                all_rounds(&split, n) == all_rounds(&rounds, n),
                "handover after {k}, input:\n{input}"
            );
            assert!(
                aoki_catches(&split, n) == aoki_catches(&rounds, n),
                "after {k}:\n{input}"
            );
        }
        let judge = solver_answers(&input);
        for (&(s, r), verdict) in queries.iter().zip(judge.lines()) {
            let line = tag::explain_query(g, &rounds, (s as u32, r as u32));
            assert!(
                line.starts_with(&format!("{verdict}:")),
                "{line} vs {verdict}, input:\n{input}"
            );
            let got = rounds.round(s, r);
            assert_eq!(
                got,
                expected[s][r].unwrap_or(u32::MAX),
                "({s}, {r}), input:\n{input}"
            );
            match expected[s][r] {
                Some(0) => assert_eq!(line, "NO: caught in round 0 (S = R)"),
                Some(k) => assert_eq!(line, format!("NO: caught in round {k}")),
                None => {
                    // The move must be legal and lead where Aoki can never force capture.
                    let q = match line.strip_prefix("YES: move to ") {
                        Some(v) => v.parse::<usize>().unwrap() - 1,
                        None => {
                            assert_eq!(line, format!("YES: stay on {}", s + 1));
                            s
                        }
                    };
                    assert!(q == s || edges.contains(&(s, q)), "{line}: no such move");
                    assert!(q != r, "{line}: walks onto Aoki");
                    let aoki =
                        std::iter::once(r).chain(edges.iter().filter(|e| e.0 == r).map(|e| e.1));
                    for r2 in aoki {
                        assert!(r2 != q && expected[q][r2].is_none(), "{line}: Aoki catches");
                    }
                }
            }
        }
    }
}

/// A move in a chase line, `stays on V` or `moves U -> V` (1-based), from `from`, checked
/// against the moves of `options` (staying or one edge): where it goes, 0-based.
fn replay_move(text: &str, from: usize, options: &[Vec<usize>]) -> usize {
    let to = match text.strip_prefix("stays on ") {
        Some(v) => {
            assert_eq!(v.parse::<usize>().unwrap() - 1, from, "{text}");
            from
        }
        None => {
            let (u, v) = text
                .strip_prefix("moves ")
                .and_then(|m| m.split_once(" -> "))
                .unwrap_or_else(|| panic!("no move in {text:?}"));
            assert_eq!(u.parse::<usize>().unwrap() - 1, from, "{text}");
            v.parse::<usize>().unwrap() - 1
        }
    };
    assert!(options[from].contains(&to), "{text}: not a move");
    to
}

/// `tag --explain --query K`, replayed against the oracle's rounds, which share no code with
/// the solver: every move is legal; a capture comes in the round the verdict names, and after
/// each round the oracle's round of the new state is one less (so Takahashi delayed and Aoki
/// hurried as much as they could); an escape's first move and each answer leave Aoki unable
/// to force a capture, and every reply of Aoki is answered.
#[test]
fn chases_replay_as_the_oracle_says() {
    let mut rng = Rng::new(35);
    for _ in 0..400 {
        let (n, edges, queries, input) = every_pair(&mut rng, 7);
        let rounds = oracle_rounds(n, &edges);
        let mut options: Vec<Vec<usize>> = (0..n).map(|v| vec![v]).collect();
        for &(u, v) in &edges {
            options[u].push(v);
        }
        let aoki_catches =
            |s: usize, r: usize| options[r].iter().any(|&q| q == s || rounds[s][q].is_some());
        for (k, &(s, r)) in queries.iter().enumerate() {
            let text = String::from_utf8(tag::chase(input.as_bytes(), k + 1).unwrap()).unwrap();
            let lines: Vec<&str> = text.lines().collect();
            let context = format!("query {} ({s}, {r}):\n{text}\ninput:\n{input}", k + 1);
            match rounds[s][r] {
                Some(0) => assert_eq!(lines.len(), 1, "{context}"),
                Some(last) => {
                    assert_eq!(lines.len(), 1 + last as usize, "{context}");
                    let (mut s, mut r) = (s, r);
                    for (i, line) in lines[1..].iter().enumerate() {
                        let round = i as u32 + 1;
                        let rest = line
                            .strip_prefix(&format!("Round {round}: Takahashi "))
                            .unwrap_or_else(|| panic!("{context}"));
                        if let Some(m) = rest.strip_suffix(" onto Aoki, and is caught.") {
                            assert_eq!(replay_move(m, s, &options), r, "{context}");
                            assert_eq!(round, last, "{context}");
                            continue;
                        }
                        let (taka, aoki) = rest.split_once("; Aoki ").unwrap();
                        let s2 = replay_move(taka, s, &options);
                        // Of the moves that delay as long, the first: staying, then by vertex.
                        let later = |c: usize| match c == r {
                            true => 0,
                            false => options[r]
                                .iter()
                                .map(|&q| {
                                    if q == c {
                                        0
                                    } else {
                                        rounds[c][q].unwrap_or(u32::MAX)
                                    }
                                })
                                .min()
                                .unwrap(),
                        };
                        let before: Vec<usize> = match s2 == s {
                            true => Vec::new(),
                            false => options[s]
                                .iter()
                                .copied()
                                .filter(|&c| c == s || c < s2)
                                .collect(),
                        };
                        assert!(before.iter().all(|&c| later(c) < later(s2)), "{context}");
                        if let Some(m) = aoki.strip_suffix(" and catches him.") {
                            assert_eq!(replay_move(m, r, &options), s2, "{context}");
                            assert_eq!(round, last, "{context}");
                            continue;
                        }
                        let r2 = replay_move(aoki.strip_suffix('.').unwrap(), r, &options);
                        assert_eq!(rounds[s2][r2], Some(last - round), "{context}");
                        (s, r) = (s2, r2);
                    }
                }
                None => {
                    let first = lines[1]
                        .strip_prefix("Round 1: Takahashi ")
                        .and_then(|l| {
                            l.strip_suffix(". Every move of Aoki leaves him a safe answer:")
                        })
                        .unwrap_or_else(|| panic!("{context}"));
                    let s2 = replay_move(first, s, &options);
                    assert!(s2 != r && !aoki_catches(s2, r), "{context}");
                    // Staying first, then the edges' ends, ascending.
                    let mut replies: Vec<usize> =
                        options[r].iter().copied().filter(|&q| q != r).collect();
                    replies.sort_unstable();
                    replies.dedup();
                    replies.insert(0, r);
                    assert_eq!(lines.len(), 3 + replies.len(), "{context}");
                    for (line, &r2) in lines[2..].iter().zip(&replies) {
                        let (aoki, taka) = line
                            .strip_prefix("- Aoki ")
                            .and_then(|l| l.strip_suffix('.'))
                            .and_then(|l| l.split_once(": Takahashi "))
                            .unwrap_or_else(|| panic!("{context}"));
                        assert_eq!(replay_move(aoki, r, &options), r2, "{context}");
                        let s3 = replay_move(taka, s2, &options);
                        assert!(s3 != r2 && !aoki_catches(s3, r2), "{context}");
                    }
                }
            }
        }
    }
}
