//! # The command line: `<bin> [--explain] [INPUT]` and `<bin> --hack [OPTIONS] -- COMMAND`
//!
//! One judge input from the file `INPUT`, or from standard input when it is absent or `-`
//! (read to its end: Ctrl-D in a terminal), then the game's answer on stdout: its verdict, or
//! with `--explain` how the winner wins. `--hack` runs hack mode ([`hack`]) against COMMAND
//! instead; its exit status is 1 when it reports a failure. `-h`/`--help` prints the usage. A
//! bad argument, an unreadable file, bad input or a failed write is one `error:` line on stderr
//! and exit status 2 ([`judge::finish`]); nothing here panics, not even on an argument that is
//! not UTF-8.

use crate::game::Game;
use crate::hack::{self, Hack, Outcome};
use crate::judge;
use crate::reader::shown;
use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::{self, IsTerminal};
use std::process::ExitCode;
use std::time::Duration;

/// The binary's `main`: the process arguments, the answer, the exit status. (Started by hack
/// mode as a run's supervisor, it is that instead.)
pub fn main<G: Hack>() -> ExitCode {
    hack::serve_if_asked();
    match run::<G>(std::env::args_os().skip(1)) {
        Ok(Outcome::Reported) => ExitCode::from(1),
        Ok(Outcome::NoFailure) => ExitCode::SUCCESS,
        // As a shell reports a process that Ctrl-C ended.
        Ok(Outcome::Interrupted) => ExitCode::from(130),
        Err(e) => judge::finish(Err(e)),
    }
}

/// What hack mode found; for the solver, [`Outcome::NoFailure`].
fn run<G: Hack>(args: impl Iterator<Item = OsString>) -> Result<Outcome, String> {
    let mut args = args.peekable();
    if args.peek().is_some_and(|a| a == "--hack") {
        args.next();
        return hack::run::<G>(&hack_options(args)?);
    }
    let mut flags = Flags::default();
    while let Some(arg) = args.next() {
        match arg.to_str() {
            Some("-h" | "--help") => {
                let worst: Vec<String> = G::at_limits().into_iter().map(|(name, _)| name).collect();
                let platform = G::PLATFORM.name().to_lowercase();
                judge::write_out(usage::<G>(&platform, &worst).as_bytes())?;
                return Ok(Outcome::NoFailure);
            }
            Some("-V" | "--version") => {
                let version = format!(
                    "{} {} (game-solvers, {})\n",
                    G::NAME,
                    env!("CARGO_PKG_VERSION"),
                    env!("CARGO_PKG_LICENSE")
                );
                judge::write_out(version.as_bytes())?;
                return Ok(Outcome::NoFailure);
            }
            Some("--hack") => return Err("`--hack` comes first (see --help)".into()),
            Some("--board") if G::BOARDS.is_none() => {
                return Err(format!("`--board`: {} has no board (see --help)", G::NAME));
            }
            Some(flag @ ("--explain" | "--play" | "--board")) => {
                let set = match flag {
                    "--explain" => &mut flags.explaining,
                    "--play" => &mut flags.playing,
                    _ => &mut flags.boards,
                };
                if std::mem::replace(set, true) {
                    return Err(format!("`{flag}` is given twice (see --help)"));
                }
            }
            Some("--query") if G::CHASE.is_none() => {
                return Err(format!(
                    "`--query`: {} has no queries (see --help)",
                    G::NAME
                ));
            }
            Some("--query") if flags.query.is_some() => {
                return Err("`--query` is given twice (see --help)".into());
            }
            Some("--query") => {
                let v = args.next().ok_or("`--query` needs a number (see --help)")?;
                let v = v.to_string_lossy();
                let k = v.parse().ok().filter(|&k: &usize| k > 0);
                flags.query = Some(k.ok_or_else(|| bad_value("--query", &v))?);
            }
            Some(flag) if flag.starts_with('-') && flag != "-" => {
                return Err(format!("unknown option `{}` (see --help)", shown(flag)));
            }
            _ if flags.path.is_none() => flags.path = Some(arg),
            _ => {
                return Err(format!(
                    "unexpected argument `{}` (see --help)",
                    shown_arg(&arg)
                ));
            }
        }
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
    match flags.playing {
        true => play::<G>(flags.query, flags.path)?,
        false => answer::<G>(&flags)?,
    }
    Ok(Outcome::NoFailure)
}

/// What the command line asks of the solver.
#[derive(Default)]
struct Flags {
    explaining: bool,
    boards: bool,
    playing: bool,
    query: Option<usize>,
    path: Option<OsString>,
}

/// The input at `path`, or standard input when absent or `-`.
fn read_input<G: Game>(path: Option<&OsString>) -> Result<Vec<u8>, String> {
    let limit = G::MAX_INPUT;
    match path {
        Some(p) if p != "-" => {
            let file = File::open(p).map_err(|e| format!("cannot open `{}`: {e}", shown_arg(p)))?;
            judge::read_all(file, limit)
        }
        _ => judge::read_all(io::stdin().lock(), limit),
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
fn hack_options(mut args: impl Iterator<Item = OsString>) -> Result<hack::Options, String> {
    let mut o = hack::Options {
        cases: None,
        seed: None,
        time_limit: Duration::from_secs(2),
        memory_limit: None,
        max: true,
        only: None,
        save: None,
        write_cases: None,
        shrink: true,
        shrink_tle: false,
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
        judge: None,
        sanitize: false,
        python: "python3".into(),
        command: Vec::new(),
    };
    while let Some(arg) = args.next() {
        let Some(text) = arg.to_str() else {
            o.command.push(arg);
            break;
        };
        let (flag, inline) = match text.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (text, None),
        };
        let mut value = |what: &str| -> Result<String, String> {
            match inline.clone() {
                Some(v) => Ok(v),
                None => args
                    .next()
                    .map(|v| v.to_string_lossy().into_owned())
                    .ok_or_else(|| format!("`{flag}` needs {what} (see --help)")),
            }
        };
        match flag {
            "--" => break,
            "--cases" => {
                let v = value("a number")?;
                let cases = v.parse().ok().filter(|&n: &u64| n <= 1 << 40);
                o.cases = Some(cases.ok_or_else(|| bad_value(flag, &v))?);
            }
            "--only" => {
                let v = value("names")?;
                let names: Vec<String> = v.split(',').map(str::to_string).collect();
                if names.iter().any(String::is_empty) {
                    return Err(bad_value(flag, &v));
                }
                o.only = Some(names);
            }
            "--write-cases" => o.write_cases = Some(value("a directory")?.into()),
            "--shrink-tle" => o.shrink_tle = true,
            "--judge" => {
                let v = value("a judge")?;
                o.judge = Some(hack::Platform::parse(&v).ok_or_else(|| bad_value(flag, &v))?);
            }
            "--sanitize" => o.sanitize = true,
            "--python" => o.python = value("an interpreter")?.into(),
            "--seed" => {
                let v = value("a number")?;
                o.seed = Some(v.parse().map_err(|_| bad_value(flag, &v))?);
            }
            "--time-limit" => {
                let v = value("seconds")?;
                let secs: f64 = v.parse().map_err(|_| bad_value(flag, &v))?;
                if !(secs > 0.0 && secs <= 1e6) {
                    return Err(bad_value(flag, &v));
                }
                o.time_limit = Duration::from_secs_f64(secs);
            }
            "--memory-limit" => {
                let mib = positive(flag, &value("MiB")?)?;
                if mib > MOST_MIB {
                    return Err(bad_value(flag, &mib.to_string()));
                }
                o.memory_limit = Some(mib);
            }
            "--no-max" => o.max = false,
            "--save" => o.save = Some(value("a directory")?.into()),
            "--no-shrink" => o.shrink = false,
            "--jobs" => o.jobs = positive(flag, &value("a number")?)? as usize,
            "-h" | "--help" => return Err("`--help` goes alone: `<bin> --help`".into()),
            _ if flag.starts_with('-') => {
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
    }
    o.command.extend(args);
    if o.command.is_empty() {
        return Err("`--hack` needs a command to test: `--hack -- COMMAND [ARG...]`".into());
    }
    if o.only.is_some() {
        if !o.max {
            return Err("`--only` names worst cases, which `--no-max` skips".into());
        }
        o.cases.get_or_insert(0);
    }
    Ok(o)
}

/// The largest `--memory-limit`: 1 TiB.
const MOST_MIB: u64 = 1 << 20;

fn positive(flag: &str, v: &str) -> Result<u64, String> {
    v.parse()
        .ok()
        .filter(|&n| n > 0 && n <= 1 << 40)
        .ok_or_else(|| bad_value(flag, v))
}

fn bad_value(flag: &str, v: &str) -> String {
    format!("`{flag}`: `{}` is not a valid value (see --help)", shown(v))
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

/// The usage text, with hack mode's default judge and the names of its `worst` cases.
fn usage<G: Game>(judge: &str, worst: &[String]) -> String {
    format!(
        "usage: {name} [--explain] [INPUT]\n\
         \x20      {name} --play [INPUT]\n\
         \x20      {name} --hack [OPTIONS] -- COMMAND [ARG...]\n\
         \x20      {name} --hack [OPTIONS] -- FILE.cpp|.c|.rs|.py|.java|.go [ARG...]\n\
         Solves {problem}.\n\
         Reads one judge input from the file INPUT, or from standard input when INPUT is absent \
         or `-` (to its end: Ctrl-D in a terminal).\n\
         Prints {output}\n\
         \n  --explain   {explained}\n\
         {query}{board}\
         \x20 --play      the analysis board: plays the position of INPUT (a file; without it, \
         the first sample) with you, a move per line on standard input. You play one side, \
         both or neither; `?` lists every move with its value and marks those that throw a \
         win away, `!` plays the engine's move, `u` takes back, `q` quits.{play}\n\
         \x20 -h, --help  this text\n\
         \x20 -V, --version  the version\n\
         \nBad input, or more than {limit} bytes of it, prints one line `error: ...` on stderr \
         and exits with status 2.\n\
         \n--hack runs COMMAND (without a shell) on random valid inputs, small first, then on the \
         worst cases at the judge's limits, and compares its output with ours token by token. \
         It shrinks the first failing input and reports it with both outputs and our \
         explanation; a time limit it reports with how the time grows instead. A source FILE is \
         built first as the judge builds it (cached). Every run gets the judge's stack. Exit \
         status: 0 no failure found, 1 failure reported, 2 error (a failed build too), 130 \
         interrupted.\n\
         \x20 --cases N         random cases to try, 0 for none (default: 1000, fewer for a \
         program slow to start)\n\
         \x20 --seed S          seed of the cases; the same seed gives the same cases (default: \
         drawn and printed)\n\
         \x20 --time-limit SEC  CPU time per run, of the program and all it starts; past it they \
         are killed (default 2; idle, not waiting for a CPU, they are killed after as long, at \
         least 1 s)\n\
         \x20 --memory-limit MIB  peak memory per run (default {memory}, the judge's), committed \
         for Codeforces, resident for AtCoder\n\
         \x20 --judge NAME      codeforces or atcoder: the build, stack and memory measure \
         (default {judge}, the problem's)\n\
         \x20 --sanitize        build a C, C++ or Rust FILE with sanitizers and report \
         undefined behaviour (UB); time and memory limits are raised for them\n\
         \x20 --python CMD      the interpreter of a .py FILE (default python3; e.g. pypy3)\n\
         \x20 --no-max          skip the worst cases at the judge's limits\n\
         \x20 --only NAME,...   only these worst cases, and no random ones unless --cases\n\
         \x20 --save DIR        write the case as DIR/hack-K.in and DIR/hack-K.out for `oj t -d \
         DIR`\n\
         \x20 --write-cases DIR  write every case of the run, with our answers, as DIR/NAME.in \
         and DIR/NAME.out\n\
         \x20 --no-shrink       report the first failing case as found\n\
         \x20 --shrink-tle      shrink a time limit (TLE, ILE) too, with steps that take twice \
         the limit\n\
         \x20 --jobs J          programs run at once (default: the number of cores)\n\
         The worst cases: {worst}.\n",
        name = G::NAME,
        output = G::OUTPUT,
        explained = G::EXPLAINED,
        limit = G::MAX_INPUT,
        memory = G::MEMORY_MIB,
        problem = G::PROBLEM,
        board = match G::BOARDS {
            Some(_) => "  --explain --board  the board drawn after every move of the whole game\n",
            None => "",
        },
        play = match G::CHASE {
            Some(_) => " With --query K, query K (default 1).",
            None => "",
        },
        query = match G::CHASE {
            Some(_) =>
                "  --explain --query K  the whole chase of query K (from 1): each round's \
                        moves up to the capture, or a safe first move and an answer to each \
                        reply\n",
            None => "",
        },
        worst = worst.join(", "),
    )
}
