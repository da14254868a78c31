//! The reader through the library's API, once for all three games: token naming, the integer
//! markers against Rust's own `parse`, the byte-order mark, and what an error line shows.

use crate::generate::Rng;
use crate::reader::{Int, Tokens, U32, shown};
use crate::tally::{Count, take};
use proconio::input;
use proconio::source::Readable;

/// Reads `count` values with the marker `M`, named `x1`, `x2`, …, and nothing after them.
fn values<M: Readable>(text: &str, count: usize) -> Result<Vec<M::Output>, String> {
    let t = Tokens::new(text.as_bytes())?;
    let values = t.read(
        |k| format!("x{}", k + 1),
        |t| {
            input! { from t, v: [M; count] }
            v
        },
    )?;
    t.finish()?;
    Ok(values)
}

fn ints(text: &str, count: usize) -> Result<Vec<i64>, String> {
    values::<Int>(text, count)
}

fn u32s(text: &str, count: usize) -> Result<Vec<u32>, String> {
    values::<U32>(text, count)
}

#[test]
fn a_bare_sign_is_not_an_integer() {
    // The reader's `!digits.is_empty()`: without it, `+` would be "too large".
    assert_eq!(
        ints("+ 0 1 3", 4).unwrap_err(),
        "x1: expected an integer, found `+`"
    );
    assert_eq!(
        ints("0 -", 2).unwrap_err(),
        "x2: expected an integer, found `-`"
    );
    assert_eq!(
        u32s("+", 1).unwrap_err(),
        "x1: expected an integer, found `+`"
    );
}

#[test]
fn errors_name_the_token_and_say_what_is_wrong() {
    let cases = [
        ("1 2", 3, "missing x3"),
        ("", 1, "missing x1"),
        ("1 2x", 2, "x2: expected an integer, found `2x`"),
        ("1 --2", 2, "x2: expected an integer, found `--2`"),
        (
            "9223372036854775808",
            1,
            "x1 = 9223372036854775808 is too large",
        ),
        (
            "-9223372036854775809",
            1,
            "x1 = -9223372036854775809 is too small",
        ),
        ("1 2 3", 2, "unexpected trailing input `3`"),
        (
            "123456789012345678901234",
            1,
            "x1 = 12345678901234567890… is too large",
        ),
    ];
    for (text, count, expected) in cases {
        assert_eq!(ints(text, count).unwrap_err(), expected, "{text:?}");
    }
    assert_eq!(
        u32s("4294967296", 1).unwrap_err(),
        "x1 = 4294967296 is too large"
    );
    assert_eq!(u32s("7 -1", 2).unwrap_err(), "x2 = -1 is too small");
}

/// Every token the markers accept, they read as Rust's `parse` does, and they accept exactly
/// what it accepts: signs, leading zeros, 18 and 19 digits (where the one-pass value stops),
/// the ends of the range, and digits mixed with other bytes.
#[test]
fn the_markers_agree_with_rust_parse() {
    let mut rng = Rng::new(18);
    let pieces = [
        "0",
        "7",
        "9",
        "+",
        "-",
        "00",
        "x",
        "\u{b}",
        "é",
        "1844674407370955161",
    ];
    let mut tokens: Vec<String> = ["9223372036854775807", "-9223372036854775808", "4294967295"]
        .map(String::from)
        .to_vec();
    for _ in 0..20_000 {
        let len = rng.range(1, 25) as usize;
        let digits: String = (0..len)
            .map(|_| (b'0' + rng.index(10) as u8) as char)
            .collect();
        let mut tok = match rng.index(3) {
            0 => digits,
            1 => format!("{}{digits}", ["+", "-"][rng.index(2)]),
            _ => (0..rng.range(1, 4))
                .map(|_| pieces[rng.index(pieces.len())])
                .collect(),
        };
        if rng.chance(1, 10) {
            let at: Vec<usize> = tok.char_indices().map(|(i, _)| i).collect();
            tok.insert_str(at[rng.index(at.len())], pieces[rng.index(pieces.len())]);
        }
        tokens.push(tok);
    }
    for tok in &tokens {
        // Between other tokens, so that a value left from one cannot pass for the next; with
        // and without a final newline, which decides whether scanning may skip bounds checks.
        for text in [format!("5 {tok} 6"), format!("5 {tok} 6\n")] {
            let got = ints(&text, 3).map(|v| v[1]);
            match tok.parse::<i64>() {
                Ok(v) => assert_eq!(got, Ok(v), "{text:?}"),
                Err(_) => assert!(got.is_err(), "{text:?} read as {got:?}"),
            }
            let got = u32s(&text, 3).map(|v| v[1]);
            match tok.parse::<i64>().ok().and_then(|v| u32::try_from(v).ok()) {
                Some(v) => assert_eq!(got, Ok(v), "{text:?}"),
                None => assert!(got.is_err(), "{text:?} read as {got:?}"),
            }
        }
    }
}

#[test]
fn a_byte_order_mark_is_skipped_and_offsets_still_count_it() {
    assert_eq!(ints("\u{feff}0 1", 2), Ok(vec![0, 1]));
    let bad = Tokens::new(b"\xef\xbb\xbf1 \xff").err().unwrap();
    assert_eq!(bad, "input is not UTF-8: byte `\\xff` at offset 5 (line 1)");
    // Only at the start: elsewhere it is part of a token, and shown.
    assert_eq!(
        ints("0 \u{feff}1", 2).unwrap_err(),
        "x2: expected an integer, found `\\u{feff}1`"
    );
}

#[test]
fn shown_text_escapes_what_would_be_invisible_and_is_cut() {
    assert_eq!(shown("a\u{202e}b"), "a\\u{202e}b");
    assert_eq!(shown("\u{200b}"), "\\u{200b}");
    assert_eq!(shown("\u{ad}\u{2060}"), "\\u{ad}\\u{2060}");
    assert_eq!(shown("1\u{b}"), "1\\u{b}");
    assert_eq!(shown("é"), "é");
    assert_eq!(shown(&"x".repeat(25)), format!("{}…", "x".repeat(20)));
}

#[test]
fn separators_are_exactly_ascii_white_space() {
    assert_eq!(ints("1\t2\r\n3\x0c4  \n\n5", 5), Ok(vec![1, 2, 3, 4, 5]));
    // A vertical tab or a NUL is no separator: the token is shown with it.
    assert_eq!(
        ints("1\x0b2", 1).unwrap_err(),
        "x1: expected an integer, found `1\\u{b}2`"
    );
    assert_eq!(
        ints("1\x002", 1).unwrap_err(),
        "x1: expected an integer, found `1\\u{0}2`"
    );
}

/// The markers keep the value of the last number a `Tokens` found; a token from another
/// source must still be parsed, not taken for it.
#[test]
fn the_markers_parse_tokens_of_other_sources() {
    let t = Tokens::new(b"5 6").unwrap();
    let five = t.read(
        |_| "x".into(),
        |t| {
            input! { from t, v: Int }
            v
        },
    );
    assert_eq!(five, Ok(5));
    let other = proconio::source::once::OnceSource::from("7 8");
    input! { from other, a: Int, b: U32 }
    assert_eq!((a, b), (7, 8));
    drop(t);
}

/// A `Source` of the test's own that hands out one given token.
struct One<'a>(Option<&'a str>);

impl proconio::source::Source<&[u8]> for One<'_> {
    fn next_token(&mut self) -> Option<&str> {
        self.0.take()
    }
    fn is_empty(&mut self) -> bool {
        self.0.is_none()
    }
}

/// The remembered value belongs to one span of one live text: a token that starts where the
/// last number did but is longer, or the same bytes after that text is gone and rewritten, is
/// parsed anew.
#[test]
fn a_remembered_value_is_only_taken_for_the_same_bytes() {
    let mut text = b"5 6\n".to_vec();
    let t = Tokens::new(&text).unwrap();
    assert_eq!(
        t.read(
            |_| "x".into(),
            |t| {
                input! { from t, v: Int }
                v
            }
        ),
        Ok(5)
    );
    let longer = std::str::from_utf8(&text[..2]).unwrap();
    let got = std::panic::catch_unwind(|| {
        input! { from One(Some(longer)), v: Int }
        v
    });
    assert!(got.is_err(), "`5 ` read as {got:?}");
    drop(t);
    text[0] = b'7';
    let same_place = std::str::from_utf8(&text[..1]).unwrap();
    input! { from One(Some(same_place)), v: Int, }
    assert_eq!(v, 7);
}

#[test]
fn a_plain_number_is_parsed_once_while_its_token_is_found() {
    take(Count::Reparsed);
    let n = 20_000;
    let text: String = (0..n)
        .map(|i| format!("{} ", i * 7919 % 1_000_000))
        .collect();
    assert_eq!(ints(&text, n).unwrap().len(), n);
    assert_eq!(u32s(&text, n).unwrap().len(), n);
    assert_eq!(take(Count::Reparsed), 0);
    // Signed numbers go the slow way, and are counted.
    assert_eq!(ints("-1 +2 3", 3).unwrap(), [-1, 2, 3]);
    assert_eq!(take(Count::Reparsed), 2);
}
