// duel: Codeforces gym 105267H, https://codeforces.com/gym/105267/problem/H.
// The input validator: exit status 42 when valid, 43 when not.
// Written by `cargo run -q --example bundle -- --validator duel` from game-solvers 0.1.0,
// MIT OR Apache-2.0.
// The contract, the model and the proof of correctness are in src/duel/mod.rs.

fn main() -> std::process::ExitCode {
	validate::main(duel::MAX_INPUT, duel::validate, validate::KATTIS)
}

/// Duel: rotating pieces, no repeated configuration (Codeforces gym 105267H)
mod duel {
	pub use validate::validate;

	/// Longest input read: the largest supported board with CRLF line ends is under 7 MB.
	pub const MAX_INPUT: usize = 16 << 20;

	/// `duel`'s input at the judge's limits, strictly ([`crate::validate`]): `n m`, then `n`
	/// rows of `m` characters from `.#AB`; `1 <= n, m <= 5000`, `2 <= n·m <= 10 000`, exactly
	/// one `A` and one `B`, in orthogonally adjacent cells.
	mod validate {
		use crate::validate::{Invalid, Mark, Strict};

		/// `Ok` when `input` is a valid `duel` test as the judge has it.
		pub fn validate(input: &[u8]) -> Result<(), Invalid> {
			let mut s = Strict::new(input);
			let size = s.mark();
			let [n, m] = s.line([("n", 1, JUDGE_SIDE as i64), ("m", 1, JUDGE_SIDE as i64)])?;
			if !(2..=JUDGE_CELLS as i64).contains(&(n * m)) {
				let rule = format!("n·m = {} is out of range [2, {JUDGE_CELLS}]", n * m);
				return Err(Strict::fail_at(size, rule));
			}
			let mut pieces: [Option<((i64, i64), Mark)>; 2] = [None, None];
			for r in 0..n {
				let at = s.mark();
				let row = s.word(m as usize, b".#AB", &format!("row {}", r + 1))?;
				for (c, &cell) in row.iter().enumerate() {
					let k = match cell {
						b'A' => 0,
						b'B' => 1,
						_ => continue,
					};
					if pieces[k].is_some() {
						let rule = format!("a second `{}` in row {}", cell as char, r + 1);
						return Err(Strict::fail_at(at, rule));
					}
					pieces[k] = Some(((r, c as i64), at));
				}
				s.eoln()?;
			}
			let end = s.mark();
			match pieces {
				[Some((a, _)), Some((b, at))] if (a.0 - b.0).abs() + (a.1 - b.1).abs() != 1 => {
					let rule = "`A` and `B` are not in orthogonally adjacent cells";
					Err(Strict::fail_at(at, rule))
				}
				[Some(_), Some(_)] => s.eof(),
				[None, _] => Err(Strict::fail_at(end, "the board has no `A`")),
				[_, None] => Err(Strict::fail_at(end, "the board has no `B`")),
			}
		}

		/// The judge's longest side and most cells, the one place they are written.
		pub const JUDGE_SIDE: usize = 5000;

		pub const JUDGE_CELLS: usize = 10_000;
	}
}

/// The validator: the judge's exact format, strictly
mod validate {
	use std::fmt;
	use std::io::{self, Read, Write};
	use std::process::ExitCode;

	/// Where an input first breaks the format, and the rule it breaks.
	#[derive(Debug, PartialEq, Eq)]
	pub struct Invalid {
		pub line: usize,
		pub column: usize,
		pub rule: String,
	}

	impl fmt::Display for Invalid {
		fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
			write!(
				f,
				"line {}, column {}: {}",
				self.line, self.column, self.rule
			)
		}
	}

	/// A game's validator: `Ok` when the input is valid at the judge's limits.
	pub type Validate = fn(&[u8]) -> Result<(), Invalid>;

	/// The exit statuses for a valid and an invalid input: Kattis's input validators.
	pub const KATTIS: (u8, u8) = (42, 43);

	/// A validator's `main`: standard input validated, as [`run`] does it.
	pub fn main(limit: usize, validate: Validate, codes: (u8, u8)) -> ExitCode {
		run(io::stdin().lock(), limit, validate, codes)
	}

	/// `from` read and validated: `valid` or `invalid: …` on stderr and the exit status of
	/// `codes`, as [`verdict`] gives them.
	pub fn run(from: impl Read, limit: usize, validate: Validate, codes: (u8, u8)) -> ExitCode {
		let (code, line) = verdict(from, limit, validate, codes);
		let _ = writeln!(io::stderr().lock(), "{line}");
		ExitCode::from(code)
	}

	/// The exit status and the line for `from`. Input past `limit` bytes is invalid unread, and
	/// input that cannot be read is an `error:` line and exit status 2, as for the solvers. (It
	/// reads for itself, not through `crate::judge`, so that a bundled validator carries none of
	/// the solver.)
	fn verdict(from: impl Read, limit: usize, validate: Validate, codes: (u8, u8)) -> (u8, String) {
		let mut input = Vec::new();
		match from.take(limit as u64 + 1).read_to_end(&mut input) {
			Err(e) => (2, format!("error: cannot read input: {e}")),
			Ok(_) if input.len() > limit => {
				(codes.1, format!("invalid: longer than {limit} bytes"))
			}
			Ok(_) => match validate(&input) {
				Ok(()) => (codes.0, "valid".to_string()),
				Err(e) => (codes.1, format!("invalid: {e}")),
			},
		}
	}

	/// A place in the input, kept to name it in a later error (a constraint between tokens).
	#[derive(Clone, Copy, Debug)]
	pub struct Mark {
		line: usize,
		column: usize,
	}

	/// The input read strictly, from the front; every read checks its part of the layout.
	pub struct Strict<'a> {
		bytes: &'a [u8],
		pos: usize,
		line: usize,
		line_start: usize,
	}

	impl<'a> Strict<'a> {
		/// The input, read from its first byte.
		pub fn new(bytes: &'a [u8]) -> Self {
			Strict {
				bytes,
				pos: 0,
				line: 1,
				line_start: 0,
			}
		}

		/// Where the next read starts.
		pub fn mark(&self) -> Mark {
			Mark {
				line: self.line,
				column: self.pos - self.line_start + 1,
			}
		}

		/// `rule`, broken at `mark`.
		pub fn fail_at(mark: Mark, rule: impl Into<String>) -> Invalid {
			Invalid {
				line: mark.line,
				column: mark.column,
				rule: rule.into(),
			}
		}

		fn fail(&self, rule: impl Into<String>) -> Invalid {
			Self::fail_at(self.mark(), rule)
		}

		/// What stands at the next byte, in words, for an error that expected something else.
		fn found(&self) -> String {
			match self.bytes.get(self.pos) {
				None => "the end of the input".into(),
				Some(b'\n') => "the end of the line".into(),
				Some(b' ') => "a space".into(),
				Some(b'\t') => "a tab".into(),
				Some(b'\r') => "a carriage return (lines end in `\\n` alone)".into(),
				Some(0xef) if self.pos == 0 && self.bytes.starts_with(b"\xef\xbb\xbf") => {
					"a byte-order mark".into()
				}
				Some(&c) if c.is_ascii_graphic() => format!("`{}`", c as char),
				Some(&c) => format!("the byte 0x{c:02x}, which is not printable ASCII"),
			}
		}

		/// The bytes up to the next space, newline or end, as a token.
		fn token(&mut self) -> &'a [u8] {
			let start = self.pos;
			while self.pos < self.bytes.len() && !matches!(self.bytes[self.pos], b' ' | b'\n') {
				self.pos += 1;
			}
			&self.bytes[start..self.pos]
		}

		/// An integer `what` in `lo..=hi`, written as a setter writes it.
		pub fn int(&mut self, lo: i64, hi: i64, what: &str) -> Result<i64, Invalid> {
			let at = self.mark();
			let start = self.pos;
			let token = self.token();
			let shown = || String::from_utf8_lossy(&token[..token.len().min(20)]).into_owned();
			let digits = token.strip_prefix(b"-").unwrap_or(token);
			if let Some(k) =
				(token.iter().position(|c| !c.is_ascii_graphic())).or(token.is_empty().then_some(0))
			{
				self.pos = start + k;
				return Err(match k {
					0 => self.fail(format!("expected {what}, found {}", self.found())),
					_ => self.fail(format!("in {what}: {}", self.found())),
				});
			}
			if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
				return Err(Self::fail_at(
					at,
					format!("{what}: expected an integer, found `{}`", shown()),
				));
			}
			if digits.len() > 1 && digits[0] == b'0' {
				return Err(Self::fail_at(
					at,
					format!("{what} = `{}` has a leading zero", shown()),
				));
			}
			if token == b"-0" {
				return Err(Self::fail_at(at, format!("{what} is written `-0`")));
			}
			let magnitude = (digits.len() <= 18)
				.then(|| (digits.iter()).fold(0i64, |v, &d| v * 10 + i64::from(d - b'0')));
			let value = magnitude
				.map(|v| if token[0] == b'-' { -v } else { v })
				.filter(|v| (lo..=hi).contains(v));
			value.ok_or_else(|| {
				let shown = shown();
				Self::fail_at(at, format!("{what} = {shown} is out of range [{lo}, {hi}]"))
			})
		}

		/// A word of exactly `len` bytes, each one `allowed` names (`what` names the word).
		pub fn word(
			&mut self,
			len: usize,
			allowed: &[u8],
			what: &str,
		) -> Result<&'a [u8], Invalid> {
			let start = self.pos;
			let token = self.token();
			if let Some(k) = token.iter().position(|c| !allowed.contains(c)) {
				self.pos = start + k;
				let set = String::from_utf8_lossy(allowed);
				return Err(self.fail(format!("in {what}: {}, not one of `{set}`", self.found())));
			}
			if token.len() != len {
				let (had, n) = (token.len(), len);
				return Err(self.fail(format!("{what} has {had} characters, not {n}")));
			}
			Ok(token)
		}

		/// One space between two tokens.
		pub fn space(&mut self) -> Result<(), Invalid> {
			self.expect(b' ', "a space")
		}

		/// The end of a line: one `\n`.
		pub fn eoln(&mut self) -> Result<(), Invalid> {
			if self.bytes.get(self.pos) == Some(&b' ') {
				return Err(self.fail("a space at the end of the line"));
			}
			if self.pos == self.bytes.len() {
				return Err(self.fail("the last line has no `\\n` at its end"));
			}
			self.expect(b'\n', "the end of the line")?;
			self.line += 1;
			self.line_start = self.pos;
			Ok(())
		}

		/// The end of the input.
		pub fn eof(&mut self) -> Result<(), Invalid> {
			match self.bytes.get(self.pos) {
				None => Ok(()),
				Some(b'\n') => Err(self.fail("an empty line after the input")),
				Some(_) => Err(self.fail(format!("{} after the input's end", self.found()))),
			}
		}

		fn expect(&mut self, byte: u8, what: &str) -> Result<(), Invalid> {
			if self.bytes.get(self.pos) == Some(&byte) {
				self.pos += 1;
				return Ok(());
			}
			Err(self.fail(format!("expected {what}, found {}", self.found())))
		}

		/// A line of integers separated by single spaces: `names` in order, each in its range.
		pub fn line<const K: usize>(
			&mut self,
			names: [(&str, i64, i64); K],
		) -> Result<[i64; K], Invalid> {
			let mut values = [0; K];
			for (k, (what, lo, hi)) in names.into_iter().enumerate() {
				if k > 0 {
					self.space()?;
				}
				values[k] = self.int(lo, hi, what)?;
			}
			self.eoln()?;
			Ok(values)
		}
	}
}
