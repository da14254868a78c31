//! # The checker: a contestant's output against the answer, token by token
//!
//! A judge's checker for the three games, whose answers are words (`Anton`, `YES`,
//! `Frost_Ice`): the output must hold the answer's tokens, exactly and in order, separated by
//! any white space; letter case counts. Run as testlib's checkers are, `check INPUT OUTPUT
//! ANSWER`, it exits 0 when they agree, 1 (wrong answer) when not, with the first difference
//! on stderr, and 3 (fail) when a file cannot be read. The bundler writes it as one file for a
//! Polygon package.

use std::io::{self, Write};
use std::process::ExitCode;

/// testlib's exit statuses: accepted, wrong answer, and the checker's own failure.
const OK: u8 = 0;
const WRONG: u8 = 1;
const FAIL: u8 = 3;

/// The checker's `main`: the files named by the arguments, compared.
pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (code, line) = match args.as_slice() {
        [_, output, answer, ..] => match (std::fs::read(output), std::fs::read(answer)) {
            (Ok(output), Ok(answer)) => compare(&output, &answer),
            (Err(e), _) | (_, Err(e)) => (FAIL, format!("cannot read a file: {e}")),
        },
        _ => (FAIL, "usage: check INPUT OUTPUT ANSWER".into()),
    };
    let _ = writeln!(io::stderr().lock(), "{line}");
    ExitCode::from(code)
}

/// The exit status and its line: `output` against `answer`, token by token.
pub fn compare(output: &[u8], answer: &[u8]) -> (u8, String) {
    let mut got = output
        .split(u8::is_ascii_whitespace)
        .filter(|t| !t.is_empty());
    let mut want = answer
        .split(u8::is_ascii_whitespace)
        .filter(|t| !t.is_empty());
    let shown = |t: Option<&[u8]>| match t {
        Some(t) => format!("`{}`", String::from_utf8_lossy(&t[..t.len().min(40)])),
        None => "the end".into(),
    };
    for k in 1.. {
        match (got.next(), want.next()) {
            (None, None) => return (OK, format!("ok, {} tokens", k - 1)),
            (g, w) if g != w => {
                let (g, w) = (shown(g), shown(w));
                return (
                    WRONG,
                    format!("wrong answer: token {k} is {g}, expected {w}"),
                );
            }
            _ => {}
        }
    }
    unreachable!("the loop returns at the end of both")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_agree_exactly_in_order_whatever_the_spacing() {
        assert_eq!(
            compare(b"YES\r\nNO ", b"YES\nNO\n"),
            (OK, "ok, 2 tokens".into())
        );
        let wrong = |o: &[u8], a: &[u8]| compare(o, a).1;
        assert_eq!(
            wrong(b"yes\n", b"YES\n"),
            "wrong answer: token 1 is `yes`, expected `YES`"
        );
        assert_eq!(
            wrong(b"YES\n", b"YES\nNO\n"),
            "wrong answer: token 2 is the end, expected `NO`"
        );
        assert_eq!(
            wrong(b"A B\n", b"A\n"),
            "wrong answer: token 2 is `B`, expected the end"
        );
        assert_eq!(compare(b"", b"A").0, WRONG);
    }
}
