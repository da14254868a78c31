//! The validators (`--validate`) against an oracle that shares no code with them: an input is
//! valid when it is exactly the canonical writing of what it reads as (hack mode's case
//! writer) and its numbers keep the judge's limits, checked here from the tokens. Fed every
//! sample, every worst case and aimed case, random cases of every size, every single-byte
//! corruption of small valid inputs (a byte replaced, deleted or inserted), and the bad-input
//! tests' random corruptions of the rest.

use crate::dot::Dot;
use crate::duel::Duel;
use crate::generate::Rng;
use crate::hack::Hackable;
use crate::tag::Tag;
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
    check(x * x + y * y <= d * d, "the start within the circle")?;
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
        "vertices 1..=N",
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
    valid.extend(G::at_limits().into_iter().map(|(_, input)| input));
    valid.extend(G::aimed().into_iter().map(|(_, input)| input));
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
