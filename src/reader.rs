//! # The reader: one judge input as proconio's `Source`, with errors that name the token
//!
//! A game reads with `input! { from t, … }`, `t` a [`Tokens`] over the whole input. Tokens are
//! separated by ASCII white space (space, tab, CR, LF, form feed), so CRLF, tabs, blank lines and
//! a missing final newline all read the same. A leading UTF-8 byte-order mark is skipped; input
//! that is not UTF-8 is rejected before any token is read.
//!
//! proconio panics on a missing or malformed token. [`Tokens::read`] runs one `input!` under
//! `catch_unwind`, silences that panic (a hook installed once, active only on the reading thread
//! while it reads, so other threads keep their panic messages), and turns it into an error that
//! names the token from its index: `missing S of query 7`, `x: expected an integer, found
//! `abc``, `n = 18446744073709551615 is too large`. Shown tokens are cut after 20 characters, and
//! control, white-space and format characters in them are escaped ([`shown`]).
//!
//! Speed: one loop finds a token's end and, for a plain number, its value, which [`Int`] and
//! [`U32`] take instead of parsing again (proconio's generic `FromStr` did); where the text ends
//! in a separator that loop needs no bounds checks, so that reading costs about what a careful
//! C++ reader costs (`benches/README.md`); `src/tests/reader.rs` counts the numbers parsed twice.

use crate::tally::count;
use proconio::source::{Readable, Source};
use std::cell::Cell;
use std::io::BufRead;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

/// The whole input; `&Tokens` is proconio's `Source`. It remembers where the last token began,
/// and whether a request found none left, so that an error can say which token it was. The
/// source is a shared reference (the position is a `Cell`) because `input!` reads through
/// `&mut` its source: for a `&mut Tokens` that is proconio's generic forwarding impl, which the
/// compiler does not inline, while `&mut &Tokens` reaches this module's own, inlined code.
pub struct Tokens<'a> {
    text: &'a str,
    /// Where scanning needs no bounds checks: below it some byte is no separator, and after
    /// that byte the text ends in a separator, so both loops of `next_token` stop in bounds.
    /// Zero when the text does not end in a separator.
    fast: usize,
    pos: Cell<usize>,
    last: Cell<usize>,
    ran_out: Cell<bool>,
}

const BOM: &[u8] = b"\xef\xbb\xbf";

/// Whether `c` separates tokens: a compare, then a shift and mask; no table.
#[inline]
fn is_space(c: u8) -> bool {
    is_space_word(c.into())
}

/// [`is_space`] of a byte widened to a word, as the scanning loops hold it.
#[inline(always)]
fn is_space_word(c: u64) -> bool {
    const SPACES: u64 = 1 << b' ' | 1 << b'\t' | 1 << b'\n' | 1 << b'\r' | 1 << 0x0c;
    c <= u64::from(b' ') && SPACES >> c & 1 != 0
}

impl<'a> Tokens<'a> {
    /// The tokens of `bytes`, after a byte-order mark; an error if the rest is not UTF-8.
    pub fn new(bytes: &'a [u8]) -> Result<Self, String> {
        let body = bytes.strip_prefix(BOM).unwrap_or(bytes);
        // Judge input is ASCII: a word-at-a-time test settles it, faster than decoding.
        let text = if body.is_ascii() {
            // SAFETY: ASCII is valid UTF-8.
            Ok(unsafe { std::str::from_utf8_unchecked(body) })
        } else {
            std::str::from_utf8(body)
        };
        let text = text.map_err(|e| {
            let at = e.valid_up_to();
            let bad = &body[at..(at + e.error_len().unwrap_or(1)).min(body.len())];
            let line = 1 + body[..at].iter().filter(|&&c| c == b'\n').count();
            let bad: String = bad.iter().map(|c| format!("\\x{c:02x}")).collect();
            let offset = at + bytes.len() - body.len();
            format!("input is not UTF-8: byte `{bad}` at offset {offset} (line {line})")
        })?;
        let b = text.as_bytes();
        let fast = match b.last() {
            Some(&c) if is_space(c) => b.iter().rposition(|&c| !is_space(c)).map_or(0, |k| k + 1),
            _ => 0,
        };
        Ok(Tokens {
            text,
            fast,
            pos: Cell::new(0),
            last: Cell::new(0),
            ran_out: Cell::new(false),
        })
    }

    /// Runs `read`, an `input!` over these tokens. A panic in it (a token missing or not
    /// parsable) is caught silently and becomes an error naming the token through `name`, which
    /// maps the token's index within this read to what it stands for.
    pub fn read<T>(
        &self,
        name: impl Fn(usize) -> String,
        read: impl FnOnce(&Self) -> T,
    ) -> Result<T, String> {
        let first = self.pos.get();
        quiet_panics();
        QUIET.with(|q| q.set(true));
        let result = panic::catch_unwind(AssertUnwindSafe(|| read(self)));
        QUIET.with(|q| q.set(false));
        result.map_err(|_| {
            // Counted only now, on the way to an error: the tokens this read took before.
            let before = |end: usize| {
                self.text[first..end]
                    .split(|c: char| c.is_ascii() && is_space(c as u8))
                    .filter(|t| !t.is_empty())
                    .count()
            };
            if self.ran_out.get() {
                return format!("missing {}", name(before(self.pos.get())));
            }
            let last = self.last.get();
            let what = name(before(last));
            let end = last
                + self.text[last..]
                    .find(|c: char| c.is_ascii() && is_space(c as u8))
                    .unwrap_or(self.text.len() - last);
            let tok = &self.text[last..end];
            let digits = tok.strip_prefix(['+', '-']).unwrap_or(tok);
            if !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit()) {
                let size = if tok.starts_with('-') {
                    "small"
                } else {
                    "large"
                };
                format!("{what} = {} is too {size}", shown(tok))
            } else {
                format!("{what}: expected an integer, found `{}`", shown(tok))
            }
        })
    }

    /// An error if any token is left.
    pub fn finish(&self) -> Result<(), String> {
        match { self }.next_token() {
            Some(tok) => Err(format!("unexpected trailing input `{}`", shown(tok))),
            None => Ok(()),
        }
    }
}

impl<'a> Tokens<'a> {
    /// `next_token` near the end of the text, with bounds checks.
    #[cold]
    #[inline(never)]
    fn checked_next(&self, mut i: usize) -> Option<(usize, usize, u64)> {
        let b = self.text.as_bytes();
        while i < b.len() && is_space(b[i]) {
            i += 1;
        }
        if i == b.len() {
            self.pos.set(i);
            self.ran_out.set(true);
            return None;
        }
        let start = i;
        while i < b.len() && !is_space(b[i]) {
            i += 1;
        }
        let digits = &b[start..i];
        let value = if digits.len() <= 18 && digits.iter().all(u8::is_ascii_digit) {
            digits.iter().fold(0, |v, &c| v * 10 + u64::from(c - b'0'))
        } else {
            NOT_A_NUMBER
        };
        Some((start, i, value))
    }

    /// Records the token `start..end` as handed out, with its value or `NOT_A_NUMBER`, and
    /// `next` as where the next search starts.
    #[inline(always)]
    fn hand_out(&self, start: usize, end: usize, next: usize, value: u64) -> &'a str {
        self.pos.set(next);
        self.last.set(start);
        let base = self.text.as_ptr() as usize;
        NUMBER.set((base + start, end - start, value));
        // `start <= end`, both in bounds, each at an ASCII byte or the end of the text:
        // SAFETY: both are character boundaries of the valid UTF-8 text.
        unsafe { self.text.get_unchecked(start..end) }
    }
}

impl Drop for Tokens<'_> {
    fn drop(&mut self) {
        NUMBER.set((0, 0, NOT_A_NUMBER));
    }
}

impl Source<&[u8]> for &Tokens<'_> {
    // Always inlined into the `Readable`s, so that the position stays in a register.
    #[inline(always)]
    fn next_token(&mut self) -> Option<&str> {
        let b = self.text.as_bytes();
        let mut i = self.pos.get();
        if i >= self.fast {
            let (start, end, value) = self.checked_next(i)?;
            return Some(self.hand_out(start, end, end, value));
        }
        // One pass finds the end and, for a plain number, its value (see `NUMBER`). As
        // `i < self.fast`, a byte that is no separator lies before `self.fast` and stops the
        // first loop there; from it on, the separator that ends the text stops the others.
        // SAFETY: every index read is below `b.len()` (see `fast`).
        let (start, value) = unsafe {
            let byte = |i: usize| u64::from(*b.get_unchecked(i));
            let mut c = byte(i);
            while is_space_word(c) {
                i += 1;
                c = byte(i);
            }
            let start = i;
            let mut value = 0u64;
            while c.wrapping_sub(u64::from(b'0')) <= 9 {
                value = value.wrapping_mul(10).wrapping_add(c - u64::from(b'0'));
                i += 1;
                c = byte(i);
            }
            if !is_space_word(c) {
                value = NOT_A_NUMBER;
                while !is_space(*b.get_unchecked(i)) {
                    i += 1;
                }
            } else if i - start > 18 {
                value = NOT_A_NUMBER;
            }
            (start, value)
        };
        // The byte at `i` is a separator: the next search starts after it.
        Some(self.hand_out(start, i, i + 1, value))
    }

    fn is_empty(&mut self) -> bool {
        self.text.as_bytes()[self.pos.get()..]
            .iter()
            .all(|&c| is_space(c))
    }
}

/// The next token, for a `Readable`: proconio's `next_token_unwrap` is not inlined, and
/// `input!` reads through `&mut Tokens`, whose impl does not reach an override of it.
#[inline(always)]
fn next<R: BufRead, S: Source<R>>(source: &mut S) -> &str {
    source.next_token().expect("a token")
}

/// The value `next_token` found for `tok`, if `tok` is the last token a `Tokens` handed out
/// (the same bytes: the same start in memory and length) and a plain number; else
/// `NOT_A_NUMBER`.
#[inline(always)]
fn cached(tok: &str) -> u64 {
    let (start, len, value) = NUMBER.get();
    if (start == tok.as_ptr() as usize) & (len == tok.len()) {
        value
    } else {
        NOT_A_NUMBER
    }
}

/// An `i64` for `input!`, parsed in one pass; a token that is not an optional sign and decimal
/// digits, or does not fit, panics (and [`Tokens::read`] names it).
pub enum Int {}

impl Readable for Int {
    type Output = i64;
    #[inline(always)]
    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> i64 {
        let tok = next(source);
        match cached(tok) {
            NOT_A_NUMBER => parse_int(tok).expect("an integer"),
            v => v as i64,
        }
    }
}

/// A `u32` for `input!`, as [`Int`] reads it.
pub enum U32 {}

impl Readable for U32 {
    type Output = u32;
    #[inline(always)]
    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> u32 {
        let tok = next(source);
        match u32::try_from(cached(tok)) {
            Ok(v) => v,
            Err(_) => parse_int(tok)
                .and_then(|v| u32::try_from(v).ok())
                .expect("a u32"),
        }
    }
}

/// An optional `+` or `-` and decimal digits, as Rust's `parse::<i64>` accepts them.
#[inline]
fn parse_int(tok: &str) -> Option<i64> {
    count!(Reparsed);
    let b = tok.as_bytes();
    let (negative, digits) = match b.first() {
        Some(b'-') => (true, &b[1..]),
        Some(b'+') => (false, &b[1..]),
        _ => (false, b),
    };
    if digits.is_empty() {
        return None;
    }
    // Accumulated negatively, so that `i64::MIN` fits; up to 18 digits cannot overflow.
    let mut v: i64 = 0;
    if digits.len() <= 18 {
        for &c in digits {
            let d = c.wrapping_sub(b'0');
            if d > 9 {
                return None;
            }
            v = v * 10 - i64::from(d);
        }
    } else {
        for &c in digits {
            let d = c.wrapping_sub(b'0');
            if d > 9 {
                return None;
            }
            v = v.checked_mul(10)?.checked_sub(i64::from(d))?;
        }
    }
    if negative { Some(v) } else { v.checked_neg() }
}

/// The value of a token that is not up to 18 plain digits (no such token reaches it).
const NOT_A_NUMBER: u64 = u64::MAX;

thread_local! {
    /// The last token handed out by a `Tokens`: where it starts in memory, its length, and, if it
    /// is up to 18 plain digits, its value (else `NOT_A_NUMBER`), so that `Int` and `U32` need
    /// not parse it again (proconio's `Readable` sees only the token's text). Cleared when a
    /// `Tokens` is dropped, so the span always lies in text that is still alive and unchanged:
    /// a token with that span is that token.
    static NUMBER: Cell<(usize, usize, u64)> = const { Cell::new((0, 0, NOT_A_NUMBER)) };

    /// Whether a panic on this thread is an expected one from `input!`, caught by `read`.
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// Installs, once, a panic hook that stays silent for the expected panics and passes every
/// other panic to the default hook.
fn quiet_panics() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !QUIET.with(Cell::get) {
                default(info)
            }
        }));
    });
}

/// Text from the input or the command line for an error line: cut after 20 characters (`…`),
/// with control, white-space and format characters escaped (`\u{b}`, `\u{feff}`), so that the
/// line stays one line and shows what would otherwise be invisible or reorder the line (U+202E).
pub fn shown(tok: &str) -> String {
    let mut s = String::new();
    for (i, c) in tok.chars().enumerate() {
        if i == 20 {
            s.push('…');
            break;
        }
        if c.is_control() || c.is_whitespace() || is_format(c) {
            s.extend(c.escape_default());
        } else {
            s.push(c);
        }
    }
    s
}

/// Unicode's format characters (general category Cf): invisible, and some reorder the text.
fn is_format(c: char) -> bool {
    // Ranges, each as its first and last code point.
    const CF: [u32; 38] = [
        0xad, 0xad, 0x600, 0x605, 0x61c, 0x61c, 0x6dd, 0x6dd, 0x70f, 0x70f, 0x890, 0x891, 0x8e2,
        0x8e2, 0x180e, 0x180e, 0x200b, 0x200f, 0x202a, 0x202e, 0x2060, 0x2064, 0x2066, 0x206f,
        0xfeff, 0xfeff, 0xfff9, 0xfffb, 0x110bd, 0x110bd, 0x110cd, 0x110cd, 0x13430, 0x1343f,
        0x1d173, 0x1d17a, 0xe0001, 0xe007f,
    ];
    let c = c as u32;
    CF.chunks(2).any(|r| (r[0]..=r[1]).contains(&c))
}

/// `v` if it lies in `lo..=hi`, else an error naming it with `what` (only then built).
pub fn check(v: i64, lo: i64, hi: i64, what: impl FnOnce() -> String) -> Result<i64, String> {
    if (lo..=hi).contains(&v) {
        Ok(v)
    } else {
        Err(format!("{} = {v} is out of range [{lo}, {hi}]", what()))
    }
}
