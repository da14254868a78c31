// nim: nim, the tests' own game (src/nim/mod.rs).
// The checker: the output's tokens against the answer's, exit status 0 when they agree, 1
// when not (testlib's).
// Written by `cargo run -q --example bundle -- --checker nim` from game-solvers 0.1.0,
// MIT OR Apache-2.0.
// The contract, the model and the proof of correctness are in src/nim/mod.rs.

fn main() -> std::process::ExitCode {
	check::main()
}

/// The checker: a contestant's output against the answer, token by token
mod check {
	use std::io::{self, Write};
	use std::process::ExitCode;

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

	/// testlib's exit statuses: accepted, wrong answer, and the checker's own failure.
	const OK: u8 = 0;

	const WRONG: u8 = 1;

	const FAIL: u8 = 3;

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
}
