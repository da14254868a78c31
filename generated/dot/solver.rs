// dot: Codeforces 69D "Dot", https://codeforces.com/problemset/problem/69/D.
// Written by `cargo run -q --example bundle -- dot` from game-solvers 0.1.0, MIT OR
// Apache-2.0.
// The contract, the model and the proof of correctness are in src/dot/mod.rs.

fn main() -> std::process::ExitCode {
	judge::main(dot::MAX_INPUT, dot::judge)
}

/// Dot (Codeforces 69D)
mod dot {
	use position::half_chord;
	pub use position::{parse, Position};

	/// The judge's output for one input: the verdict line.
	pub fn judge(bytes: &[u8]) -> Result<Vec<u8>, String> {
		solve(bytes).map(|v| format!("{v}\n").into_bytes())
	}

	/// Whether the player to move from the start wins (see the module doc for why reflections are
	/// left out).
	pub fn first_player_wins(game: &Position) -> bool {
		let (x0, y0) = game.start;
		let d = game.d;
		let moves = game
			.vectors
			.iter()
			.copied()
			.filter(|&(vx, vy)| vx * vx + vy * vy <= 4 * d * d);
		let (along, across): (Vec<_>, Vec<_>) = moves.partition(|&(vx, _)| vx == 0);
		let near = along
			.iter()
			.filter(|v| v.1 < 64)
			.fold(0u64, |m, v| m | 1 << (v.1 - 1));
		let far: Vec<usize> = along
			.iter()
			.filter(|v| v.1 >= 64)
			.map(|v| v.1 as usize)
			.collect();
		let words = ((d - y0) as usize + 1).div_ceil(64);
		let rows = (d - x0) as usize + 1;
		let mut lost = vec![0u64; rows * words];
		let mut reach = vec![0u64; words];
		for x in (x0..=d).rev() {
			let h = half_chord(x, d);
			if h < y0 {
				continue;
			}
			let (low, high) = ((y0.max(-h) - y0) as usize, (h - y0) as usize);
			let i = (x - x0) as usize;
			let (done, later) = lost.split_at_mut((i + 1) * words);
			let row = &mut done[i * words..];
			reach.fill(0);
			for &(vx, vy) in &across {
				if x + vx <= d {
					let t = (x + vx - x0) as usize - i - 1;
					let target = &later[t * words..(t + 1) * words];
					for (w, r) in reach.iter_mut().enumerate() {
						*r |= shifted_word(target, w, vy as usize);
					}
				}
			}
			let mut recent = 0u64;
			let mut end = high + 1;
			while end > low {
				let w = (end - 1) / 64;
				if end % 64 == 0 {
					for &vy in read_once_each(&far) {
						reach[w] |= shifted_word(row, w, vy);
					}
				}
				let (start, reached) = ((w * 64).max(low), reach[w]);
				let mut lost_here = row[w];
				for b in (start - w * 64..end - w * 64).rev() {
					let wins = (reached >> b & 1 != 0) | (recent & near != 0);
					lost_here |= u64::from(!wins) << b;
					recent = recent << 1 | u64::from(!wins);
				}
				row[w] = lost_here;
				end = start;
			}
		}
		lost[0] & 1 == 0
	}

	/// The far moves, for a loop that reads a word of the row for each: counted with the loop
	/// (outside a judge's build), so that the guard sees every read wherever the loop goes.
	#[inline(always)]
	fn read_once_each(far: &[usize]) -> &[usize] {
		far
	}

	/// Word `w` of `row >> s`: bit `b` is bit `64·w + b + s` of `row`, zero past its end.
	fn shifted_word(row: &[u64], w: usize, s: usize) -> u64 {
		let (q, r) = (w + s / 64, s % 64);
		let low = row.get(q).map_or(0, |&x| x >> r);
		let high = if r == 0 {
			0
		} else {
			row.get(q + 1).map_or(0, |&x| x << (64 - r))
		};
		low | high
	}

	/// The answer line for one game.
	fn verdict(game: &Position) -> &'static str {
		if first_player_wins(game) {
			"Anton"
		} else {
			"Dasha"
		}
	}

	/// The answer line for one input.
	pub fn solve(bytes: &[u8]) -> Result<&'static str, String> {
		parse(bytes).map(|game| verdict(&game))
	}

	/// Longest input read: far more than any valid input, even with generous white space.
	pub const MAX_INPUT: usize = 1 << 20;

	/// One `dot` input, parsed and checked: the start, the radius and the vectors.
	mod position {
		use crate::proconio::input;
		use crate::reader::{check, Int, Tokens};

		/// Largest supported radius: the table then takes at most 2 MB.
		pub const MAX_D: i64 = 2000;

		/// Largest supported number of vectors.
		pub const MAX_N: i64 = 100;

		/// Largest accepted vector component; anything past `2d` leaves the circle anyway.
		pub const MAX_COMPONENT: i64 = 1_000_000_000;

		/// One judge input: start point, radius and the vectors.
		#[derive(Clone, Debug)]
		pub struct Position {
			pub start: (i64, i64),
			pub d: i64,
			pub vectors: Vec<(i64, i64)>,
		}

		/// Parses and validates one input: sizes first, checked, then what they size.
		pub fn parse(bytes: &[u8]) -> Result<Position, String> {
			let t = Tokens::new(bytes)?;
			let [x, y, n, d] = t.read(
				|k| ["x", "y", "n", "d"][k].into(),
				|t| {
					input! {
						from t, x : Int, y : Int, n : Int, d : Int
					}
					[x, y, n, d]
				},
			)?;
			check(x, -MAX_D, MAX_D, || "x".into())?;
			check(y, -MAX_D, MAX_D, || "y".into())?;
			check(n, 1, MAX_N, || "n".into())?;
			check(d, 1, MAX_D, || "d".into())?;
			if x * x + y * y > d * d {
				return Err(format!(
					"start ({x}, {y}) lies outside the circle of radius {d}"
				));
			}
			let name = |k: usize| format!("{} of vector {}", ["x", "y"][k % 2], k / 2 + 1);
			let vectors = t.read(name, |t| {
				input! {
					from t, vectors : [(Int, Int); n]
				}
				vectors
			})?;
			for (i, &(vx, vy)) in vectors.iter().enumerate() {
				check(vx, 0, MAX_COMPONENT, || name(2 * i))?;
				check(vy, 0, MAX_COMPONENT, || name(2 * i + 1))?;
				if (vx, vy) == (0, 0) {
					return Err(format!("vector {} is zero", i + 1));
				}
				if let Some(j) = vectors[..i].iter().position(|&v| v == (vx, vy)) {
					return Err(format!("vectors {} and {} are equal", j + 1, i + 1));
				}
			}
			t.finish()?;
			Ok(Position {
				start: (x, y),
				d,
				vectors,
			})
		}

		/// Largest `y >= 0` with `x² + y² <= d²`, for `|x| <= d`.
		pub(super) fn half_chord(x: i64, d: i64) -> i64 {
			(d * d - x * x).isqrt()
		}
	}
}

/// The reader: one judge input as proconio's `Source`, with errors that name the token
mod reader {
	use crate::proconio::source::{Readable, Source};
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
				Some(&c) if is_space(c) => {
					b.iter().rposition(|&c| !is_space(c)).map_or(0, |k| k + 1)
				}
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
		#[inline(always)]
		fn next_token(&mut self) -> Option<&str> {
			let b = self.text.as_bytes();
			let mut i = self.pos.get();
			if i >= self.fast {
				let (start, end, value) = self.checked_next(i)?;
				return Some(self.hand_out(start, end, end, value));
			}

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

	/// An optional `+` or `-` and decimal digits, as Rust's `parse::<i64>` accepts them.
	#[inline]
	fn parse_int(tok: &str) -> Option<i64> {
		let b = tok.as_bytes();
		let (negative, digits) = match b.first() {
			Some(b'-') => (true, &b[1..]),
			Some(b'+') => (false, &b[1..]),
			_ => (false, b),
		};
		if digits.is_empty() {
			return None;
		}
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
		if negative {
			Some(v)
		} else {
			v.checked_neg()
		}
	}

	/// The value of a token that is not up to 18 plain digits (no such token reaches it).
	const NOT_A_NUMBER: u64 = u64::MAX;
	thread_local! {
		#[doc =
		" The last token handed out by a `Tokens`: where it starts in memory, its length, and, if it"]
		#[doc =
		" is up to 18 plain digits, its value (else `NOT_A_NUMBER`), so that `Int` and `U32` need"]
		#[doc =
		" not parse it again (proconio's `Readable` sees only the token's text). Cleared when a"]
		#[doc =
		" `Tokens` is dropped, so the span always lies in text that is still alive and unchanged:"]
		#[doc = " a token with that span is that token."] static NUMBER : Cell < (usize,
		usize, u64) > = const { Cell::new((0, 0, NOT_A_NUMBER)) }; #[doc =
		" Whether a panic on this thread is an expected one from `input!`, caught by `read`."]
		static QUIET : Cell < bool > = const { Cell::new(false) };
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
		const CF: [u32; 38] = [
			0xad, 0xad, 0x600, 0x605, 0x61c, 0x61c, 0x6dd, 0x6dd, 0x70f, 0x70f, 0x890, 0x891,
			0x8e2, 0x8e2, 0x180e, 0x180e, 0x200b, 0x200f, 0x202a, 0x202e, 0x2060, 0x2064, 0x2066,
			0x206f, 0xfeff, 0xfeff, 0xfff9, 0xfffb, 0x110bd, 0x110bd, 0x110cd, 0x110cd, 0x13430,
			0x1343f, 0x1d173, 0x1d17a, 0xe0001, 0xe007f,
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
}

/// The judge's `main`: the whole of standard input in, the answer out
mod judge {
	use std::io::{self, Read, Write};
	use std::process::ExitCode;

	/// A game's answer to a whole input: the bytes to print, or what is wrong with the input.
	pub type Answer = fn(&[u8]) -> Result<Vec<u8>, String>;

	/// Runs `answer` on standard input, read up to `limit` bytes, and prints the result.
	pub fn main(limit: usize, answer: Answer) -> ExitCode {
		finish(
			read_all(io::stdin().lock(), limit)
				.and_then(|input| answer(&input))
				.and_then(|out| write_out(&out)),
		)
	}

	/// All of `from`, or an error once it passes `limit` bytes (having read one byte more).
	pub fn read_all(from: impl Read, limit: usize) -> Result<Vec<u8>, String> {
		let mut input = Vec::new();
		from.take(limit as u64 + 1)
			.read_to_end(&mut input)
			.map_err(|e| format!("cannot read input: {e}"))?;
		if input.len() > limit {
			return Err(format!(
				"input is longer than {limit} bytes, more than any valid input"
			));
		}
		Ok(input)
	}

	/// Writes `bytes` to standard output and flushes it.
	pub fn write_out(bytes: &[u8]) -> Result<(), String> {
		let mut out = io::stdout().lock();
		out.write_all(bytes)
			.and_then(|()| out.flush())
			.map_err(|e| format!("cannot write output: {e}"))
	}

	/// Exit status 0, or 2 after one `error:` line on stderr; a stderr that cannot take the line
	/// changes nothing but the line.
	pub fn finish(result: Result<(), String>) -> ExitCode {
		match result {
			Ok(()) => ExitCode::SUCCESS,
			Err(message) => {
				let _ = writeln!(io::stderr().lock(), "error: {message}");
				ExitCode::from(2)
			}
		}
	}
}

// proconio 0.5.0 (https://github.com/statiolake/proconio-rs), as far as `input! { from … }` needs it.
// Copyright 2019 statiolake <statiolake@gmail.com>
//
// Licensed under the Apache License, Version 2.0 <LICENSE-APACHE or
// http://www.apache.org/licenses/LICENSE-2.0> or the MIT license <LICENSE-MIT or
// http://opensource.org/licenses/MIT>, at your option. This file may not be copied, modified, or
// distributed except according to those terms.
#[allow(dead_code)]
mod proconio {
	/// Defines whitespace-splitted token stream wrapping actual stream like stdin.
	pub mod source {
		use std::any::type_name;
		use std::fmt::Debug;
		use std::io::BufRead;
		use std::str::FromStr;

		pub trait Source<R: BufRead> {
			fn next_token(&mut self) -> Option<&str>;

			#[allow(clippy::wrong_self_convention)]
			fn is_empty(&mut self) -> bool;

			fn next_token_unwrap(&mut self) -> &str {
				self.next_token().expect(concat!(
					"failed to get the next token; ",
					"maybe reader reached an end of input. ",
					"ensure that arguments for `input!` macro is correctly ",
					"specified to match the problem input."
				))
			}
		}

		impl<R: BufRead, S: Source<R>> Source<R> for &'_ mut S {
			fn next_token(&mut self) -> Option<&str> {
				(*self).next_token()
			}

			fn is_empty(&mut self) -> bool {
				(*self).is_empty()
			}
		}

		pub trait Readable {
			type Output;

			fn read<R: BufRead, S: Source<R>>(source: &mut S) -> Self::Output;
		}

		impl<T: FromStr> Readable for T
		where
			T::Err: Debug,
		{
			type Output = T;

			fn read<R: BufRead, S: Source<R>>(source: &mut S) -> T {
				let token = source.next_token_unwrap();
				match token.parse() {
					Ok(v) => v,
					Err(e) => {
						panic!(
							concat!(
								"failed to parse the input `{input}` ",
								"to the value of type `{ty}`: {err:?}; ",
								"ensure that the input format is collectly specified ",
								"and that the input value must handle specified type.",
							),
							input = token,
							ty = type_name::<T>(),
							err = e,
						)
					}
				}
			}
		}
	}

	pub use crate::proconio::source::Readable as __Readable;

	macro_rules! input {
        (@ from[$source:expr] @ rest) => {};
        (@ from[$source:expr] @ rest mut $($rest:tt)*) => {
            $crate::proconio::input! { @ from[$source] @ mut [mut] @ rest $($rest)* }
        };
        (@ from[$source:expr] @ rest $($rest:tt)*) => {
            $crate::proconio::input! { @ from[$source] @ mut [] @ rest $($rest)* }
        };
        (@ from[$source:expr] @ mut [$($mut:tt)?] @ rest $var:tt : $($rest:tt)*) => {
            $crate::proconio::input! { @ from[$source] @ mut [$($mut)*] @ var $var @
            kind[] @ rest $($rest)* }
        };
        (
            @ from[$source:expr] @ mut [$($mut:tt)?] @ var $var:tt @ kind[$($kind:tt)*] @
            rest
        ) => {
            let $($mut)* $var = $crate::proconio::read_value!(@ source[$source] @
            kind[$($kind)*]);
        };
        (
            @ from[$source:expr] @ mut [$($mut:tt)?] @ var $var:tt @ kind[$($kind:tt)*] @
            rest, $($rest:tt)*
        ) => {
            $crate::proconio::input!(@ from[$source] @ mut [$($mut)*] @ var $var @
            kind[$($kind)*] @ rest); $crate::proconio::input!(@ from[$source] @ rest
            $($rest)*);
        };
        (
            @ from[$source:expr] @ mut [$($mut:tt)?] @ var $var:tt @ kind[] @
            rest[$($tt:tt)*] $($rest:tt)*
        ) => {
            $crate::proconio::input!(@ from[$source] @ mut [$($mut)*] @ var $var @
            kind[[$($tt)*]] @ rest $($rest)*);
        };
        (
            @ from[$source:expr] @ mut [$($mut:tt)?] @ var $var:tt @ kind[] @
            rest($($tt:tt)*) $($rest:tt)*
        ) => {
            $crate::proconio::input!(@ from[$source] @ mut [$($mut)*] @ var $var @
            kind[($($tt)*)] @ rest $($rest)*);
        };
        (
            @ from[$source:expr] @ mut [$($mut:tt)?] @ var $var:tt @ kind[] @ rest
            $ty:ty, $($rest:tt)*
        ) => {
            $crate::proconio::input!(@ from[$source] @ mut [$($mut)*] @ var $var @
            kind[$ty] @ rest, $($rest)*);
        };
        (
            @ from[$source:expr] @ mut [$($mut:tt)?] @ var $var:tt @ kind[] @ rest $ty:ty
        ) => {
            $crate::proconio::input!(@ from[$source] @ mut [$($mut)*] @ var $var @
            kind[$ty] @ rest);
        };
        (from $source:expr, $($rest:tt)*) => {
            #[allow(unused_variables, unused_mut)] let mut s = $source;
            $crate::proconio::input! { @ from[& mut s] @ rest $($rest)* }
        };
    }

	macro_rules! read_value {
        (@ source[$source:expr] @ kind[[$($kind:tt)*]]) => {
            $crate::proconio::read_value!(@ array @ source[$source] @ kind[] @ rest
            $($kind)*)
        };
        (@ array @ source[$source:expr] @ kind[$($kind:tt)*] @ rest) => {
            { let len = < usize as $crate::proconio::__Readable >::read($source);
            $crate::proconio::read_value!(@ source[$source] @ kind[[$($kind)*; len]]) }
        };
        (@ array @ source[$source:expr] @ kind[$($kind:tt)*] @ rest; $($rest:tt)*) => {
            $crate::proconio::read_value!(@ array @ source[$source] @ kind[$($kind)*] @
            len[$($rest)*])
        };
        (
            @ array @ source[$source:expr] @ kind[$($kind:tt)*] @ rest $tt:tt
            $($rest:tt)*
        ) => {
            $crate::proconio::read_value!(@ array @ source[$source] @ kind[$($kind)* $tt]
            @ rest $($rest)*)
        };
        (@ array @ source[$source:expr] @ kind[$($kind:tt)*] @ len[$($len:tt)*]) => {
            { let len = $($len)*; (0..len).map(| _ | $crate::proconio::read_value!(@
            source[$source] @ kind[$($kind)*])).collect::< Vec < _ >> () }
        };
        (@ source[$source:expr] @ kind[($($kinds:tt)*)]) => {
            $crate::proconio::read_value!(@ tuple @ source[$source] @ kinds[] @ current[]
            @ rest $($kinds)*)
        };
        (
            @ tuple @ source[$source:expr] @ kinds[$([$($kind:tt)*])*] @ current[] @ rest
        ) => {
            ($($crate::proconio::read_value!(@ source[$source] @ kind[$($kind)*]),)*)
        };
        (
            @ tuple @ source[$source:expr] @ kinds[$($kinds:tt)*] @ current[$($curr:tt)*]
            @ rest
        ) => {
            $crate::proconio::read_value!(@ tuple @ source[$source] @ kinds[$($kinds)*
            [$($curr)*]] @ current[] @ rest)
        };
        (
            @ tuple @ source[$source:expr] @ kinds[$($kinds:tt)*] @ current[$($curr:tt)*]
            @ rest, $($rest:tt)*
        ) => {
            $crate::proconio::read_value!(@ tuple @ source[$source] @ kinds[$($kinds)*
            [$($curr)*]] @ current[] @ rest $($rest)*)
        };
        (
            @ tuple @ source[$source:expr] @ kinds[$($kinds:tt)*] @ current[$($curr:tt)*]
            @ rest $tt:tt $($rest:tt)*
        ) => {
            $crate::proconio::read_value!(@ tuple @ source[$source] @ kinds[$($kinds)*] @
            current[$($curr)* $tt] @ rest $($rest)*)
        };
        (@ source[$source:expr] @ kind[$kind:ty]) => {
            <$kind as $crate::proconio::__Readable >::read($source)
        };
        (from $source:expr, $($rest:tt)*) => {
            { #[allow(unused_variables, unused_mut)] let mut s = $source;
            $crate::proconio::read_value!(@ source[& mut s] @ kind[$($rest)*]) }
        };
    }

	pub(crate) use input;

	pub(crate) use read_value;
}
