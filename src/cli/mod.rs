//! # The command line: `<bin> [--explain] [INPUT]` and `<bin> --hack [OPTIONS] -- COMMAND`
//!
//! One judge input from the file `INPUT`, or from standard input when it is absent or `-`
//! (read to its end: Ctrl-D in a terminal), then the game's answer on stdout: its verdict, or
//! with `--explain` how the winner wins. `--hack` runs hack mode ([`hack`]) against COMMAND
//! instead; its exit status is 1 when it reports a failure. `-h`/`--help` prints the usage. A
//! bad argument, an unreadable file, bad input or a failed write is one `error:` line on stderr
//! and exit status 2 ([`judge::finish`]); nothing here panics, not even on an argument that is
//! not UTF-8.
//!
//! Every flag is one entry of [`flags::FLAGS`]: its names, its value, its help, its default and what
//! it sets. The usage text is written from the table, and so is the options table of
//! `docs/hack-mode.md` (a test checks it).

mod flag;
mod flags;
mod usage;

use crate::Complete;
use crate::game::Game;
use crate::hack::{self, Conclusion};
use crate::judge;
use crate::package;
use crate::reader::shown;
use crate::validate;
use flag::{Flags, Only, Set, needs};
use flags::FLAGS;
use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::{self, IsTerminal, Read};
use std::path::Path;
use std::process::ExitCode;
use usage::usage;

/// The binary's `main`: the process arguments, the answer, the exit status. (Started by hack
/// mode as a run's supervisor, it is that instead.)
pub fn main<G: Complete>() -> ExitCode {
    hack::serve_if_asked();
    respond::<G>(std::env::args_os().skip(1)).unwrap_or_else(|e| judge::finish(Err(e)))
}

/// The exit status: hack mode's by what it found (1 for a failure, 3 for flawed tests of the
/// judge's), the validator's by its verdict, else 0.
fn respond<G: Complete>(args: impl Iterator<Item = OsString>) -> Result<ExitCode, String> {
    let mut args = args.peekable();
    if args.peek().is_some_and(|a| a == "--hack") {
        args.next();
        return Ok(match hack::hack::<G>(&hack_options(args)?)? {
            Conclusion::Reported => ExitCode::from(1),
            Conclusion::NoFailure => ExitCode::SUCCESS,
            Conclusion::FlawedTests => ExitCode::from(3),
            // As a shell reports a process that Ctrl-C ended.
            Conclusion::Interrupted => ExitCode::from(130),
        });
    }
    let flags = solver_flags::<G>(args)?;
    if flags.validating {
        let codes = validate::KATTIS;
        return input(flags.path.as_ref(), |from| {
            validate::run(from, G::MAX_INPUT, G::VALIDATE, codes)
        });
    }
    if let Some(format) = flags.package {
        let dir = flags
            .path
            .ok_or("`--package` needs a folder to write: `--package FORMAT DIR`")?;
        let written = package::write::<G>(format, Path::new(&dir))?;
        judge::write_out(written.as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    if flags.help {
        let worst: Vec<String> = G::worst().into_iter().map(|c| c.name).collect();
        judge::write_out(usage::<G>(&worst).as_bytes())?;
    } else if flags.version {
        let version = format!(
            "{} {} (game-solvers, {})\n",
            G::NAME,
            env!("CARGO_PKG_VERSION"),
            env!("CARGO_PKG_LICENSE")
        );
        judge::write_out(version.as_bytes())?;
    } else if flags.playing {
        play::<G>(flags.query, flags.path)?;
    } else {
        answer::<G>(&flags)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The solver's flags and INPUT, up to `-h` or `-V`, which end the command line.
fn solver_flags<G: Game>(mut args: impl Iterator<Item = OsString>) -> Result<Flags, String> {
    let mut flags = Flags::default();
    while let Some(arg) = args.next() {
        let text = arg.to_str();
        let flag = FLAGS
            .iter()
            .find(|f| !f.is_hack() && text.is_some_and(|t| f.is(t)));
        match (flag, text) {
            (Some(flag), _) if !flag.for_game::<G>() => {
                let has = if flag.only == Only::Boards {
                    "board"
                } else {
                    "queries"
                };
                return Err(format!(
                    "`{}`: {} has no {has} (see --help)",
                    flag.long,
                    G::NAME
                ));
            }
            (Some(flag), _) => {
                match (flag.set, flag.value) {
                    (Set::Switch(set), _) => set(&mut flags)?,
                    (Set::Value(set), Some((_, what))) => {
                        let v = args.next().ok_or_else(|| needs(flag.long, what))?;
                        set(&mut flags, &v.to_string_lossy())?;
                    }
                    _ => {}
                }
                if flags.help || flags.version {
                    return Ok(flags);
                }
            }
            (None, Some("--hack")) => return Err("`--hack` comes first (see --help)".into()),
            (None, Some(t)) if t.starts_with('-') && t != "-" => {
                return Err(format!("unknown option `{}` (see --help)", shown(t)));
            }
            _ if flags.path.is_none() => flags.path = Some(arg),
            _ => {
                let shown = shown_arg(&arg);
                return Err(format!("unexpected argument `{shown}` (see --help)"));
            }
        }
    }
    let modes = [
        flags.playing,
        flags.explaining,
        flags.validating,
        flags.package.is_some(),
    ];
    let alone = flags.validating || flags.package.is_some();
    if alone && modes.iter().filter(|&&m| m).count() > 1 {
        return Err(
            "`--explain`, `--play`, `--validate` and `--package` go one at a time (see --help)"
                .into(),
        );
    }
    if flags.playing && (flags.explaining || flags.boards) {
        return Err("`--play` goes without `--explain` and `--board` (see --help)".into());
    }
    if flags.query.is_some() && !flags.explaining && !flags.playing {
        return Err("`--query` goes with `--explain` or `--play` (see --help)".into());
    }
    if flags.boards && !flags.explaining {
        return Err("`--board` goes with `--explain` (see --help)".into());
    }
    Ok(flags)
}

/// The input at `path`, or standard input when absent or `-`, read whole.
fn read_input<G: Game>(path: Option<&OsString>) -> Result<Vec<u8>, String> {
    input(path, |from| judge::read_all(from, G::MAX_INPUT))?
}

/// `read` given the file at `path`, or standard input when absent or `-`.
fn input<T>(path: Option<&OsString>, read: impl FnOnce(&mut dyn Read) -> T) -> Result<T, String> {
    match path {
        Some(p) if p != "-" => {
            let mut file =
                File::open(p).map_err(|e| format!("cannot open `{}`: {e}", shown_arg(p)))?;
            Ok(read(&mut file))
        }
        _ => Ok(read(&mut io::stdin().lock())),
    }
}

/// The game's answer to the input, printed: the verdict, how the winner wins (with the board
/// after every move), or the whole line of query `K`.
fn answer<G: Game>(flags: &Flags) -> Result<(), String> {
    let input = read_input::<G>(flags.path.as_ref())?;
    let answer = match (flags.query, G::CHASE, G::BOARDS) {
        (Some(k), Some(chase), _) => chase(&input, k)?,
        (_, _, Some(boards)) if flags.boards => boards(&input)?,
        _ if flags.explaining => (G::EXPLAIN)(&input)?,
        _ => (G::JUDGE)(&input)?,
    };
    judge::write_out(&answer)
}

/// `--play`: the analysis board of the input at `path` (without one, the game's first sample),
/// played with the user on standard input and output; lines read from a pipe are echoed.
fn play<G: Game>(query: Option<usize>, path: Option<OsString>) -> Result<(), String> {
    if path.as_ref().is_some_and(|p| p == "-") {
        return Err("`--play` reads moves from standard input: give INPUT as a file".into());
    }
    let input = match path {
        Some(p) => read_input::<G>(Some(&p))?,
        None => G::SAMPLE.as_bytes().to_vec(),
    };
    let mut position = (G::PLAY)(&input, query.unwrap_or(1))?;
    let stdin = io::stdin();
    let echo = !stdin.is_terminal();
    crate::play::session(position.as_mut(), stdin.lock(), io::stdout().lock(), echo)
        .map_err(|e| format!("cannot write the board: {e}"))
}

/// The options after `--hack`, up to `--` or the first argument that is not an option; the
/// rest is the command.
fn hack_options(args: impl Iterator<Item = OsString>) -> Result<hack::Options, String> {
    let mut args = args.peekable();
    let mut o = hack::Options::default();
    while let Some(arg) = args.next() {
        let Some(text) = arg.to_str() else {
            o.command.push(arg);
            break;
        };
        let (name, inline) = match text.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (text, None),
        };
        let Some(flag) = FLAGS.iter().find(|f| f.is_hack() && f.is(name)) else {
            match name {
                "--" => break,
                "-h" | "--help" => return Err("`--help` goes alone: `<bin> --help`".into()),
                _ if name.starts_with('-') => {
                    return Err(format!(
                        "unknown hack option `{}` (see --help)",
                        shown(text)
                    ));
                }
                _ => {
                    o.command.push(arg);
                    break;
                }
            }
        };
        match (flag.set, flag.value, inline) {
            (Set::HackSwitch(_), _, Some(_)) => {
                return Err(format!("`{name}` takes no value (see --help)"));
            }
            (Set::HackSwitch(set), _, None) => set(&mut o),
            (Set::HackValue(set), _, Some(v)) => set(&mut o, &v)?,
            (Set::HackValue(set), Some((_, what)), None) => {
                let v = args.next().ok_or_else(|| needs(name, what))?;
                set(&mut o, &v.to_string_lossy())?;
            }
            (Set::HackOptional(set), _, Some(v)) => set(&mut o, Some(&v))?,
            (Set::HackOptional(set), _, None) => {
                let number = |a: &OsString| a.to_str().is_some_and(|t| t.parse::<u64>().is_ok());
                let v = args.next_if(number);
                set(&mut o, v.as_ref().and_then(|v| v.to_str()))?;
            }
            _ => {}
        }
    }
    o.command.extend(args);
    if o.command.is_empty() {
        return Err("`--hack` needs a command to test: `--hack -- COMMAND [ARG...]`".into());
    }
    if o.tests.is_some() && o.only.is_some() {
        return Err("`--tests` runs the folder's tests, not worst cases: no `--only`".into());
    }
    if o.only.is_some() && !o.max {
        return Err("`--only` names worst cases, which `--no-max` skips".into());
    }
    Ok(o)
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

#[cfg(test)]
mod tests;
