//! # The command line: `<bin> [--explain] [INPUT]`
//!
//! One judge input from the file `INPUT`, or from standard input when it is absent or `-`
//! (read to its end: Ctrl-D in a terminal), then the game's answer on stdout: its verdict, or
//! with `--explain` how the winner wins. `-h`/`--help` prints the usage. A bad argument, an
//! unreadable file, bad input or a failed write is one `error:` line on stderr and exit status
//! 2 ([`judge::finish`]); nothing here panics, not even on an argument that is not UTF-8.

use crate::judge::{self, Answer};
use crate::reader::shown;
use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io;
use std::process::ExitCode;

/// What the command line needs of a game.
pub struct Solver {
    pub name: &'static str,
    /// What the verdict and the explained answer consist of, for the usage text.
    pub output: &'static str,
    pub explained: &'static str,
    /// Longest input read (see [`judge::read_all`]).
    pub max_input: usize,
    pub judge: Answer,
    pub explain: Answer,
}

/// The binary's `main`: the process arguments, the answer, the exit status.
pub fn main(solver: &Solver) -> ExitCode {
    judge::finish(run(solver, std::env::args_os().skip(1)))
}

fn run(solver: &Solver, args: impl Iterator<Item = OsString>) -> Result<(), String> {
    let (mut explaining, mut path) = (false, None);
    for arg in args {
        match arg.to_str() {
            Some("-h" | "--help") => return judge::write_out(usage(solver).as_bytes()),
            Some("--explain") if explaining => {
                return Err("`--explain` is given twice (see --help)".into());
            }
            Some("--explain") => explaining = true,
            Some(flag) if flag.starts_with('-') && flag != "-" => {
                return Err(format!("unknown option `{}` (see --help)", shown(flag)));
            }
            _ if path.is_none() => path = Some(arg),
            _ => {
                return Err(format!(
                    "unexpected argument `{}` (see --help)",
                    shown_arg(&arg)
                ));
            }
        }
    }
    let limit = solver.max_input;
    let input = match path {
        Some(p) if p != "-" => {
            let file =
                File::open(&p).map_err(|e| format!("cannot open `{}`: {e}", shown_arg(&p)))?;
            judge::read_all(file, limit)?
        }
        _ => judge::read_all(io::stdin().lock(), limit)?,
    };
    let answer = if explaining {
        solver.explain
    } else {
        solver.judge
    };
    judge::write_out(&answer(&input)?)
}

/// An argument for an error line: bytes that are not UTF-8 as `\xNN`, then as [`shown`] shows
/// a token.
fn shown_arg(arg: &OsStr) -> String {
    let mut text = String::new();
    for chunk in arg.as_encoded_bytes().utf8_chunks() {
        text.push_str(chunk.valid());
        for b in chunk.invalid() {
            text.push_str(&format!("\\x{b:02x}"));
        }
    }
    shown(&text)
}

fn usage(s: &Solver) -> String {
    format!(
        "usage: {name} [--explain] [INPUT]\n\
         Reads one judge input from the file INPUT, or from standard input when INPUT is absent \
         or `-` (to its end: Ctrl-D in a terminal).\n\
         Prints {output}\n\
         \n  --explain   {explained}\n\
         \x20 -h, --help  this text\n\
         \nBad input, or more than {limit} bytes of it, prints one line `error: ...` on stderr \
         and exits with status 2.\n",
        name = s.name,
        output = s.output,
        explained = s.explained,
        limit = s.max_input,
    )
}
