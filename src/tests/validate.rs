//! The validators (`--validate`) against an oracle that shares no code with them: an input is
//! valid when it is exactly the canonical writing of what it reads as (hack mode's case
//! writer) and its numbers keep the judge's limits, checked here from the tokens. Fed every
//! sample, every worst case and aimed case, random cases of every size, every single-byte
//! corruption of small valid inputs (a byte replaced, deleted or inserted), and the bad-input
//! tests' random corruptions of the rest.

use crate::dot::Dot;
use crate::dot::generate::{dot_input, dot_small_vectors};
use crate::duel::Duel;
use crate::generate::Rng;
use crate::hack::Hackable;
use crate::tag::Tag;
use crate::tag::generate::tag_input;
use crate::tests::samples::{explain_samples, samples};

fn numbers(input: &str) -> Option<Vec<i64>> {
    input
        .split_ascii_whitespace()
        .map(|t| t.parse().ok())
        .collect()
}

fn check(holds: bool, rule: &str) -> Result<(), String> {
    holds.then_some(()).ok_or_else(|| rule.to_string())
}

/// `dot` at the judge's limits, from the tokens of a canonical input.
pub(crate) fn dot_limits(input: &str) -> Result<(), String> {
    let v = numbers(input).ok_or("numbers")?;
    let (x, y, n, d) = (v[0], v[1], v[2] as usize, v[3]);
    check((1..=200).contains(&d), "1 <= d <= 200")?;
    check(
        (1..=20).contains(&n) && v.len() == 4 + 2 * n,
        "1 <= n <= 20",
    )?;
    check(
        x * x + y * y < d * d,
        "the start strictly inside the circle",
    )?;
    let vectors: Vec<&[i64]> = v[4..].chunks(2).collect();
    for (i, w) in vectors.iter().enumerate() {
        check(
            w.iter().all(|c| (0..=200).contains(c)),
            "0 <= xi, yi <= 200",
        )?;
        check(w != &[0, 0], "no zero vector")?;
        check(!vectors[..i].contains(w), "distinct vectors")?;
    }
    Ok(())
}

/// `tag` at the judge's limits.
pub(crate) fn tag_limits(input: &str) -> Result<(), String> {
    let v = numbers(input).ok_or("numbers")?;
    let (n, m) = (v[0], v[1] as usize);
    let q = v[2 + 2 * m] as usize;
    check((1..=500).contains(&n), "1 <= N <= 500")?;
    check(m <= 250_000, "M <= 250 000")?;
    check((1..=200_000).contains(&q), "1 <= Q <= 200 000")?;
    check(v.len() == 3 + 2 * m + 2 * q, "the counts")?;
    let vertices = v[2..2 + 2 * m].iter().chain(&v[3 + 2 * m..]);
    check(
        vertices.clone().all(|&u| (1..=n).contains(&u)),
        "vertices between 1 and N",
    )
}

/// `duel` at the judge's limits.
pub(crate) fn duel_limits(input: &str) -> Result<(), String> {
    let mut words = input.split_ascii_whitespace();
    let mut size = || {
        words
            .next()
            .and_then(|w| w.parse::<usize>().ok())
            .ok_or("size")
    };
    let (n, m) = (size()?, size()?);
    check(
        (1..=5000).contains(&n) && (1..=5000).contains(&m),
        "1 <= n, m <= 5000",
    )?;
    check((2..=10_000).contains(&(n * m)), "2 <= n·m <= 10 000")?;
    let rows: Vec<&[u8]> = words.map(str::as_bytes).collect();
    check(
        rows.len() == n && rows.iter().all(|r| r.len() == m),
        "n rows of m",
    )?;
    let cells = |p: u8| -> Vec<(usize, usize)> {
        (0..n * m)
            .filter(|&i| rows[i / m][i % m] == p)
            .map(|i| (i / m, i % m))
            .collect()
    };
    let (a, b) = (cells(b'A'), cells(b'B'));
    check(a.len() == 1 && b.len() == 1, "one A and one B")?;
    let apart = a[0].0.abs_diff(b[0].0) + a[0].1.abs_diff(b[0].1);
    check(apart == 1, "A and B side by side")?;
    let all = rows.iter().flat_map(|r| r.iter());
    check(all.clone().all(|c| b".#AB".contains(c)), "cells of .#AB")
}

/// The oracle: the canonical writing of a case, within the judge's limits.
fn oracle<G: Hackable>(input: &[u8], limits: fn(&str) -> Result<(), String>) -> bool {
    let Ok(text) = std::str::from_utf8(input) else {
        return false;
    };
    // Hack mode's reader takes only what the solver's reader took.
    (G::JUDGE)(input).is_ok()
        && G::read(text).is_ok_and(|case| G::write(&case) == text)
        && limits(text).is_ok()
}

/// Every valid input of the suite passes; each corruption of the small ones is judged as the
/// oracle judges it, an invalid one with a line and column inside the input.
fn validator_agrees_with_the_oracle<G: Hackable>(limits: fn(&str) -> Result<(), String>) {
    let mut valid: Vec<String> = samples(G::NAME).into_iter().map(|s| s.1).collect();
    valid.extend(explain_samples(G::NAME).into_iter().map(|s| s.1));
    valid.extend(G::at_limits().into_iter().map(|c| c.input));
    valid.extend(G::aimed().into_iter().map(|c| c.input));
    let mut rng = Rng::new(5);
    valid.extend((0..60).map(|k| G::random(&mut rng, f64::from(k % 12) / 12.0)));
    for input in &valid {
        assert!(
            oracle::<G>(input.as_bytes(), limits),
            "oracle: {input:.200}"
        );
        let verdict = (G::VALIDATE)(input.as_bytes());
        assert_eq!(verdict, Ok(()), "{input:.200}");
    }
    let mut small: Vec<&String> = valid.iter().filter(|i| i.len() < 120).collect();
    small.sort();
    small.dedup();
    let mut rejected = 0;
    for input in small.iter().take(12) {
        for corrupt in corruptions(input.as_bytes()) {
            let lines = corrupt.iter().filter(|&&c| c == b'\n').count() + 1;
            match (G::VALIDATE)(&corrupt) {
                Ok(()) => assert!(oracle::<G>(&corrupt, limits), "{corrupt:?}"),
                Err(e) => {
                    assert!(!oracle::<G>(&corrupt, limits), "{e}: {corrupt:?}");
                    assert!(e.line <= lines && e.column >= 1, "{e}: {corrupt:?}");
                    rejected += 1;
                }
            }
        }
    }
    assert!(rejected > 1000, "{rejected} corruptions rejected");
    // The bad-input tests' random corruptions (bytes changed, dropped, repeated, tokens
    // inserted, the text cut), of every valid input that is not large.
    for input in valid.iter().filter(|i| i.len() < 1 << 16) {
        for _ in 0..20 {
            let corrupt = crate::generate::mutate(&mut rng, input.as_bytes());
            let verdict = (G::VALIDATE)(&corrupt);
            assert_eq!(
                verdict.is_ok(),
                oracle::<G>(&corrupt, limits),
                "{verdict:?}"
            );
        }
    }
}

/// Each byte replaced by each of a set, deleted, and each of the set inserted before it.
fn corruptions(input: &[u8]) -> Vec<Vec<u8>> {
    const BYTES: &[u8] = b" \n\t\r0129-+x.#AB\x0c\xef";
    let mut all = Vec::new();
    for i in 0..=input.len() {
        for &c in BYTES {
            let mut v = input.to_vec();
            v.insert(i, c);
            all.push(v);
            if i < input.len() && input[i] != c {
                let mut v = input.to_vec();
                v[i] = c;
                all.push(v);
            }
        }
        if i < input.len() {
            let mut v = input.to_vec();
            v.remove(i);
            all.push(v);
        }
    }
    all
}

#[test]
fn dot_validator_agrees_with_the_oracle() {
    validator_agrees_with_the_oracle::<Dot>(dot_limits);
}

#[test]
fn tag_validator_agrees_with_the_oracle() {
    validator_agrees_with_the_oracle::<Tag>(tag_limits);
}

#[test]
fn duel_validator_agrees_with_the_oracle() {
    validator_agrees_with_the_oracle::<Duel>(duel_limits);
}

/// `input`'s verdict: `Ok` or the rule broken, without its place.
fn rule(validate: crate::validate::Validate, input: &str) -> Result<(), String> {
    validate(input.as_bytes()).map_err(|e| e.rule)
}

/// Every bound of `dot`'s statement holds at the bound and breaks one past it, naming the rule:
/// `n`, `d`, `x` and `y` (whose 200 only a start on the circle reaches, itself invalid), a
/// component, and the start strictly inside.
#[test]
fn dot_bounds_hold_at_the_bound_and_break_one_past_it() {
    let v = crate::dot::validate;
    let vectors = |n: usize| dot_small_vectors(n);
    let at = |x, y, n, d| dot_input((x, y), d, &vectors(n));
    assert_eq!(rule(v, &at(0, 0, 20, 200)), Ok(()));
    let mut twenty_one = vectors(20);
    twenty_one.push((5, 5));
    let past = dot_input((0, 0), 200, &twenty_one);
    assert_eq!(rule(v, &past), Err("n = 21 is out of range [1, 20]".into()));
    assert_eq!(rule(v, &at(0, 0, 1, 1)), Ok(()));
    assert_eq!(
        rule(v, &at(0, 0, 1, 201)),
        Err("d = 201 is out of range [1, 200]".into())
    );
    assert_eq!(
        rule(v, &at(0, 0, 1, 0)),
        Err("d = 0 is out of range [1, 200]".into())
    );
    for (x, y) in [(-199, 0), (199, 0), (0, -199), (0, 199)] {
        assert_eq!(rule(v, &at(x, y, 1, 200)), Ok(()), "({x}, {y})");
    }
    assert_eq!(
        rule(v, &at(201, 0, 1, 200)),
        Err("x = 201 is out of range [-200, 200]".into())
    );
    assert_eq!(
        rule(v, &at(0, -201, 1, 200)),
        Err("y = -201 is out of range [-200, 200]".into())
    );
    let circle = "the start (-200, 0) is not strictly inside the circle of radius 200 (x² + y² = \
                  40000 against d² = 40000): the statement guarantees a distance less than d";
    assert_eq!(rule(v, &at(-200, 0, 1, 200)), Err(circle.into()));
    assert!(
        rule(v, "3 4 1 5\n1 0\n")
            .unwrap_err()
            .contains("not strictly inside")
    );
    assert_eq!(rule(v, "3 3 1 5\n1 0\n"), Ok(()));
    assert_eq!(rule(v, "0 0 1 1\n200 200\n"), Ok(()));
    assert_eq!(
        rule(v, "0 0 1 1\n201 0\n"),
        Err("xi = 201 is out of range [0, 200]".into())
    );
    assert_eq!(
        rule(v, "0 0 1 1\n0 201\n"),
        Err("yi = 201 is out of range [0, 200]".into())
    );
    assert_eq!(
        rule(v, "0 0 1 1\n-1 0\n"),
        Err("xi = -1 is out of range [0, 200]".into())
    );
    assert_eq!(rule(v, "0 0 1 1\n0 0\n"), Err("vector 1 is zero".into()));
    assert_eq!(
        rule(v, "0 0 2 1\n0 1\n0 1\n"),
        Err("vector 2 equals vector 1".into())
    );
}

/// `tag`'s bounds: `N`, `M`, `Q` and a vertex, at the bound and one past it.
#[test]
fn tag_bounds_hold_at_the_bound_and_break_one_past_it() {
    let v = crate::tag::validate;
    let input = tag_input;
    assert_eq!(rule(v, &input(500, &[(499, 0)], &[(0, 499)])), Ok(()));
    assert_eq!(
        rule(v, &input(501, &[], &[(0, 0)])),
        Err("N = 501 is out of range [1, 500]".into())
    );
    assert_eq!(
        rule(v, "0 0\n1\n1 1\n"),
        Err("N = 0 is out of range [1, 500]".into())
    );
    assert_eq!(rule(v, &input(2, &[(0, 1); 250_000], &[(0, 1)])), Ok(()));
    let past = input(2, &[(0, 1); 250_001], &[(0, 1)]);
    assert_eq!(
        rule(v, &past),
        Err("M = 250001 is out of range [0, 250000]".into())
    );
    assert_eq!(rule(v, &input(1, &[], &[(0, 0); 200_000])), Ok(()));
    let past = input(1, &[], &[(0, 0); 200_001]);
    assert_eq!(
        rule(v, &past),
        Err("Q = 200001 is out of range [1, 200000]".into())
    );
    assert_eq!(
        rule(v, "1 0\n0\n"),
        Err("Q = 0 is out of range [1, 200000]".into())
    );
    assert_eq!(
        rule(v, "3 1\n4 1\n1\n1 1\n"),
        Err("u = 4 is out of range [1, 3]".into())
    );
    assert_eq!(
        rule(v, "3 1\n1 0\n1\n1 1\n"),
        Err("v = 0 is out of range [1, 3]".into())
    );
    assert_eq!(
        rule(v, "3 0\n1\n3 4\n"),
        Err("R = 4 is out of range [1, 3]".into())
    );
    assert_eq!(
        rule(v, "3 0\n1\n0 3\n"),
        Err("S = 0 is out of range [1, 3]".into())
    );
}

/// `duel`'s bounds: `n`, `m` and `n·m`, at the bound and one past it.
#[test]
fn duel_bounds_hold_at_the_bound_and_break_one_past_it() {
    let v = crate::duel::validate;
    let board = |n: usize, m: usize| {
        let mut rows = vec![vec![b'.'; m]; n];
        rows[0][0] = b'A';
        if m > 1 {
            rows[0][1] = b'B';
        } else {
            rows[1][0] = b'B';
        }
        let rows: Vec<String> = rows
            .into_iter()
            .map(|r| String::from_utf8(r).unwrap())
            .collect();
        format!("{n} {m}\n{}\n", rows.join("\n"))
    };
    assert_eq!(rule(v, &board(5000, 2)), Ok(()));
    assert_eq!(rule(v, &board(2, 5000)), Ok(()));
    assert_eq!(rule(v, &board(5000, 1)), Ok(()));
    assert_eq!(rule(v, &board(1, 2)), Ok(()));
    assert_eq!(rule(v, &board(100, 100)), Ok(()));
    assert_eq!(
        rule(v, "5001 1\n"),
        Err("n = 5001 is out of range [1, 5000]".into())
    );
    assert_eq!(
        rule(v, "1 5001\n"),
        Err("m = 5001 is out of range [1, 5000]".into())
    );
    assert_eq!(
        rule(v, "0 2\n"),
        Err("n = 0 is out of range [1, 5000]".into())
    );
    let cells = |n: usize| format!("n·m = {n} is out of range [2, 10000]");
    assert_eq!(rule(v, "73 137\n"), Err(cells(10_001)));
    assert_eq!(rule(v, "1 1\n"), Err(cells(1)));
}
