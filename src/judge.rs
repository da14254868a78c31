//! # The judge's `main`: the whole of standard input in, the answer out
//!
//! What a solver does when a judge runs it, and all that a bundle carries besides its game and
//! the reader. Input is read up to a bound per game, so endless input (`yes | dot`) ends in an
//! error instead of exhausting memory. Every failure, a write error included, is one `error:`
//! line on stderr (where stderr can take it) and exit status 2; nothing here panics.

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
