//! The words about minima against smaller cases listed here, apart from the games' own
//! listings: for small cases of each game, every valid input below in the size order (the
//! order read off the text, each input checked by the validator), where there are few enough
//! to list. A search below that says it ran every smaller case must have run these; a shrink
//! that ends at a proven minimum must pass on all of them.

use crate::dot::Dot;
use crate::duel::Duel;
use crate::game::Game;
use crate::generate::Rng;
use crate::hack::Hackable;
use crate::hack::testing::{End, shrunk};
use crate::tag::Tag;
use std::collections::BTreeSet;

/// The most smaller cases a search below gives here: as many as a shrink's.
const SEARCHED: usize = 1000;

fn numbers(text: &str) -> Vec<i64> {
    text.split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

/// `dot`'s order: vectors, radius, then the sum of `|x|`, `|y|` and every component.
fn dot_key(text: &str) -> (i64, i64, i64) {
    let v = numbers(text);
    (
        v[2],
        v[3],
        v[4..].iter().sum::<i64>() + v[0].abs() + v[1].abs(),
    )
}

/// Every valid `dot` input below `text`, when each smaller class is `(1, 1)` or its own.
fn dot_below(text: &str) -> Option<Vec<String>> {
    let (n, d, sum) = dot_key(text);
    if n > 2 || d > 1 {
        return None;
    }
    let vectors: Vec<(i64, i64)> = (0..=200)
        .flat_map(|a| (0..=200).map(move |b| (a, b)))
        .filter(|&v| v != (0, 0))
        .collect();
    let mut out = Vec::new();
    let mut push = |list: &[(i64, i64)]| {
        let body: String = list.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
        let input = format!("0 0 {} 1\n{body}", list.len());
        if (dot_key(&input), input.as_str()) < (dot_key(text), text) {
            out.push(input);
        }
    };
    for &v in &vectors {
        push(&[v]);
    }
    if n == 2 {
        for &v in vectors.iter().filter(|v| v.0 + v.1 <= sum) {
            for &w in vectors
                .iter()
                .filter(|w| **w != v && v.0 + v.1 + w.0 + w.1 <= sum)
            {
                push(&[v, w]);
            }
        }
    }
    Some(out)
}

/// `duel`'s order: free cells, cells, the sum of the pieces' rows and columns (from 0).
fn duel_key(text: &str) -> (usize, usize, usize) {
    let rows: Vec<&str> = text.split_ascii_whitespace().skip(2).collect();
    let free = rows
        .iter()
        .map(|r| r.bytes().filter(|&x| x != b'#').count())
        .sum();
    let mut sum = 0;
    for (r, row) in rows.iter().enumerate() {
        for (c, x) in row.bytes().enumerate() {
            if x == b'A' || x == b'B' {
                sum += r + c;
            }
        }
    }
    (free, rows.len() * rows[0].len(), sum)
}

/// Every valid `duel` input below `text`, when it has 2 free cells: boards of 2 free cells
/// on at most its cells. (Below 3 free cells are the boards of 2 on any of 10 000 cells.)
fn duel_below(text: &str) -> Option<Vec<String>> {
    let (free, cells, _) = duel_key(text);
    if free > 2 {
        return None;
    }
    let mut out = Vec::new();
    for n in 1..=cells {
        for m in (1..=cells / n).filter(|&m| n * m >= 2) {
            for a in 0..n * m {
                for b in 0..n * m {
                    let mut board = vec![b'#'; n * m];
                    (board[a], board[b]) = (b'A', b'B');
                    let rows: Vec<String> = board
                        .chunks(m)
                        .map(|r| String::from_utf8(r.to_vec()).unwrap())
                        .collect();
                    let input = format!("{n} {m}\n{}\n", rows.join("\n"));
                    let valid = (Duel::VALIDATE)(input.as_bytes()).is_ok();
                    if a != b && valid && (duel_key(&input), &*input) < (duel_key(text), text) {
                        out.push(input);
                    }
                }
            }
        }
    }
    Some(out)
}

/// Every valid `tag` input below `text`, when it has one vertex and no edge: the same with
/// fewer queries. (Below any other, one vertex with any of 200 000 queries.)
fn tag_below(text: &str) -> Option<Vec<String>> {
    let v = numbers(text);
    let (n, m, q) = (v[0], v[1], v[2 + 2 * v[1] as usize]);
    ((n, m) == (1, 0)).then(|| {
        (1..q)
            .map(|k| format!("1 0\n{k}\n{}", "1 1\n".repeat(k as usize)))
            .collect()
    })
}

/// `G`'s search below each of `inputs`: where it says it ran every smaller case, it ran all
/// that `below` lists, each valid.
fn check_claims<G: Hackable>(inputs: &[&str], below: fn(&str) -> Option<Vec<String>>) {
    for &input in inputs {
        assert!((G::VALIDATE)(input.as_bytes()).is_ok(), "{input}");
        let case = G::read(input).unwrap();
        let mut smaller = G::smaller(&case, &mut Rng::new(1), (SEARCHED, usize::MAX), &[]);
        smaller.retain(G::valid);
        if !smaller.every {
            continue;
        }
        let listed: BTreeSet<String> = smaller.cases.iter().map(G::write).collect();
        let all = below(input).unwrap_or_else(|| panic!("every smaller case claimed: {input}"));
        for text in &all {
            assert!((G::VALIDATE)(text.as_bytes()).is_ok(), "{text}");
            assert!(
                listed.contains(text),
                "{text:?} is below {input:?} and not listed"
            );
        }
    }
}

#[test]
fn a_search_below_that_claims_every_smaller_case_ran_them_all() {
    let dot = [
        "0 0 1 1\n0 1\n",
        "0 0 1 1\n1 0\n",
        "0 0 1 1\n1 1\n",
        "0 0 1 1\n0 3\n",
        "0 0 1 1\n200 200\n",
        "0 0 1 2\n1 0\n",
        "0 0 2 1\n0 1\n1 0\n",
        "0 0 2 1\n1 0\n0 1\n",
    ];
    check_claims::<Dot>(&dot, dot_below);
    let long = format!("1 40\nAB{}\n", "#".repeat(38));
    let duel = [
        &long,
        "1 2\nAB\n",
        "1 2\nBA\n",
        "2 1\nB\nA\n",
        "1 3\nAB#\n",
        "1 3\n#BA\n",
        "2 2\nAB\n##\n",
        "2 2\n#A\n#B\n",
        "3 3\n###\n#AB\n###\n",
        "2 2\nAB\n.#\n",
        "1 3\nAB.\n",
    ];
    check_claims::<Duel>(&duel, duel_below);
    let tag = [
        "1 0\n1\n1 1\n",
        "1 0\n3\n1 1\n1 1\n1 1\n",
        "1 1\n1 1\n1\n1 1\n",
        "2 0\n1\n1 2\n",
        "2 1\n1 2\n1\n2 1\n",
    ];
    check_claims::<Tag>(&tag, tag_below);
}

/// Shrinks of programs that fail on a property of the input: where one ends at a proven
/// minimum, every input below it passes; and the small minima here are proven.
#[test]
fn a_proven_minimum_is_one_below_which_every_case_passes() {
    fn check<G: Hackable>(
        start: &str,
        fails: fn(&str) -> bool,
        below: fn(&str) -> Option<Vec<String>>,
    ) -> (String, bool) {
        let s = shrunk::<G>(start, fails).unwrap();
        let (last, end) = (G::write(&s.case), s.end);
        assert!(fails(&last));
        let proven = match &end {
            End::Smallest => true,
            End::Searched(c) => c.every,
            End::Runs | End::Time => false,
        };
        if proven {
            let all = below(&last).unwrap_or_else(|| panic!("proven: {last}"));
            let failing = all.iter().find(|t| fails(t));
            assert!(failing.is_none(), "{failing:?} fails below {last:?}");
        }
        (last, proven)
    }
    let wide = |t: &str| numbers(t)[4] >= 2;
    assert_eq!(
        check::<Dot>("3 4 2 9\n5 5\n1 7\n", wide, dot_below),
        ("0 0 1 1\n2 0\n".to_string(), true)
    );
    let walled = |t: &str| t.contains('#');
    assert_eq!(
        check::<Duel>("3 4\nAB.#\n..#.\n....\n", walled, duel_below),
        ("1 3\nAB#\n".to_string(), true)
    );
    let two_queries = |t: &str| {
        let v = numbers(t);
        v[2 + 2 * v[1] as usize] >= 2
    };
    assert_eq!(
        check::<Tag>("3 2\n1 2\n2 3\n3\n1 2\n2 3\n3 1\n", two_queries, tag_below),
        ("1 0\n2\n1 1\n1 1\n".to_string(), true)
    );
    // Minima that no search here can prove: the words stay those of a local minimum.
    let three = |t: &str| duel_key(t).0 >= 3;
    let (last, proven) = check::<Duel>("2 2\nAB\n..\n", three, duel_below);
    assert_eq!(duel_key(&last).0, 3);
    assert!(!proven);
}
