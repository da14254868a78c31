//! The table of the command line's flags: each flag's names, its value, its help, its
//! default, and what it sets ([`Flag`]).

use super::flag::{Flag, Only, Set, bad_value, once};
use crate::hack;
use std::time::Duration;

/// The command line's flags: the solver's, then hack mode's, in the order the usage gives them.
pub const FLAGS: &[Flag] = &[
    Flag {
        long: "--explain",
        short: None,
        value: None,
        help: "{explained}",
        default: None,
        only: Only::All,
        set: Set::Switch(|f| once(&mut f.explaining, "--explain")),
    },
    Flag {
        long: "--query",
        short: None,
        value: Some(("K", "a number")),
        help: "with --explain, the whole chase of query K (from 1): each round's moves up to the \
               capture, or a safe first move and an answer to each reply; with --play, the \
               query played (default 1)",
        default: None,
        only: Only::Chase,
        set: Set::Value(|f, v| {
            if f.query.is_some() {
                return Err("`--query` is given twice (see --help)".into());
            }
            let k = v.parse().ok().filter(|&k: &usize| k > 0);
            f.query = Some(k.ok_or_else(|| bad_value("--query", v))?);
            Ok(())
        }),
    },
    Flag {
        long: "--board",
        short: None,
        value: None,
        help: "with --explain, the board drawn after every move of the whole game",
        default: None,
        only: Only::Boards,
        set: Set::Switch(|f| once(&mut f.boards, "--board")),
    },
    Flag {
        long: "--play",
        short: None,
        value: None,
        help: "the analysis board: plays the position of INPUT (a file; without it, the first \
               sample) with you, a move per line on standard input. You play one side, both or \
               neither; `?` lists every move with its value and marks those that throw a win \
               away, `!` plays the engine's move, `u` takes back, `q` quits.",
        default: None,
        only: Only::All,
        set: Set::Switch(|f| once(&mut f.playing, "--play")),
    },
    Flag {
        long: "--validate",
        short: None,
        value: None,
        help: "checks that INPUT is in the judge's exact format, within the judge's limits: \
               single spaces, each line ended by `\\n`, no leading zeros; exit status 42 and \
               `valid`, or 43 and the line, column and rule it breaks (as a Kattis input \
               validator; testlib's exit 0 and 3 in a Polygon package)",
        default: None,
        only: Only::All,
        set: Set::Switch(|f| once(&mut f.validating, "--validate")),
    },
    Flag {
        long: "--package",
        short: None,
        value: Some(("FORMAT", "kattis or polygon")),
        help: "writes a problem package of the game into the folder DIR (new or empty): \
               statement, tests aimed at each usual mistake with their answers, the validator, \
               and the accepted, wrong and slow submissions; run from the project's source \
               tree, which it bundles from. The same binary writes the same package.",
        default: None,
        only: Only::All,
        set: Set::Value(|f, v| {
            if f.package.is_some() {
                return Err("`--package` is given twice (see --help)".into());
            }
            f.package = Some(match v {
                "kattis" => crate::package::Layout::Kattis,
                "polygon" => crate::package::Layout::Polygon,
                _ => return Err(bad_value("--package", v)),
            });
            Ok(())
        }),
    },
    Flag {
        long: "--help",
        short: Some("-h"),
        value: None,
        help: "this text",
        default: None,
        only: Only::All,
        set: Set::Switch(|f| once(&mut f.help, "--help")),
    },
    Flag {
        long: "--version",
        short: Some("-V"),
        value: None,
        help: "the version",
        default: None,
        only: Only::All,
        set: Set::Switch(|f| once(&mut f.version, "--version")),
    },
    Flag {
        long: "--cases",
        short: None,
        value: Some(("N", "a number")),
        help: "random cases to try, 0 for none",
        default: Some("1000, fewer for a program slow to start"),
        only: Only::All,
        set: Set::HackValue(|o, v| {
            let cases = v.parse().ok().filter(|&n: &u64| n <= 1 << 40);
            o.cases = Some(cases.ok_or_else(|| bad_value("--cases", v))?);
            Ok(())
        }),
    },
    Flag {
        long: "--seed",
        short: None,
        value: Some(("S", "a number")),
        help: "seed of the cases; the same seed gives the same cases and report",
        default: Some("drawn, and printed"),
        only: Only::All,
        set: Set::HackValue(|o, v| {
            o.seed = Some(v.parse().map_err(|_| bad_value("--seed", v))?);
            Ok(())
        }),
    },
    Flag {
        long: "--time-limit",
        short: None,
        value: Some(("SEC", "seconds")),
        help: "CPU time per run, of the program and all it starts, past which they are killed; \
               idle (not running, not waiting for a CPU) they are killed after as long, at \
               least {idle} s",
        default: Some("{time}, the problem's"),
        only: Only::All,
        set: Set::HackValue(|o, v| {
            let secs: f64 = v.parse().map_err(|_| bad_value("--time-limit", v))?;
            if !(secs > 0.0 && secs <= 1e6) {
                return Err(bad_value("--time-limit", v));
            }
            o.time_limit = Some(Duration::from_secs_f64(secs));
            Ok(())
        }),
    },
    Flag {
        long: "--memory-limit",
        short: None,
        value: Some(("MIB", "MiB")),
        help: "peak memory per run: committed for Codeforces, resident for AtCoder",
        default: Some("{memory}, the problem's"),
        only: Only::All,
        set: Set::HackValue(|o, v| {
            let mib = positive("--memory-limit", v)?;
            if mib > MOST_MIB {
                return Err(bad_value("--memory-limit", &mib.to_string()));
            }
            o.memory_limit = Some(mib);
            Ok(())
        }),
    },
    Flag {
        long: "--judge",
        short: None,
        value: Some(("NAME", "a judge")),
        help: "{judges}: the build flags, the stack and the memory measure",
        default: Some("{judge}, the problem's"),
        only: Only::All,
        set: Set::HackValue(|o, v| {
            let judge =
                crate::platform::Platform::parse(v).ok_or_else(|| bad_value("--judge", v))?;
            o.judge = Some(judge);
            Ok(())
        }),
    },
    Flag {
        long: "--sanitize",
        short: None,
        value: None,
        help: "build a C, C++ or Rust FILE with sanitizers and report undefined behaviour (UB); \
               time and memory limits are raised for them",
        default: None,
        only: Only::All,
        set: Set::HackSwitch(|o| o.sanitize = true),
    },
    Flag {
        long: "--python",
        short: None,
        value: Some(("CMD", "an interpreter")),
        help: "the interpreter of a .py FILE, for example pypy3",
        default: Some("python3"),
        only: Only::All,
        set: Set::HackValue(|o, v| {
            o.python = v.into();
            Ok(())
        }),
    },
    Flag {
        long: "--no-max",
        short: None,
        value: None,
        help: "skip the worst cases at the judge's limits",
        default: None,
        only: Only::All,
        set: Set::HackSwitch(|o| o.max = false),
    },
    Flag {
        long: "--only",
        short: None,
        value: Some(("NAME,...", "names")),
        help: "only these worst cases, by name, and no random ones unless --cases",
        default: None,
        only: Only::All,
        set: Set::HackValue(|o, v| {
            let names: Vec<String> = v.split(',').map(str::to_string).collect();
            if names.iter().any(String::is_empty) {
                return Err(bad_value("--only", v));
            }
            o.only = Some(names);
            Ok(())
        }),
    },
    Flag {
        long: "--tests",
        short: None,
        value: Some(("DIR", "a directory")),
        help: "judge COMMAND on the judge's tests in DIR instead of the worst cases: a folder of \
               NAME.in with NAME.out or NAME.ans, a Kattis package (data/) or its data folder, \
               or a Polygon package (tests/), with the package's limits as its judge sets them \
               (Kattis's computed from its accepted submissions) and no random cases unless \
               --cases; each input is validated first (an invalid one is reported, not run) and \
               each answer checked against ours; exit status 3 when either finds a flaw",
        default: None,
        only: Only::All,
        set: Set::HackValue(|o, v| {
            o.tests = Some(v.into());
            Ok(())
        }),
    },
    Flag {
        long: "--save",
        short: None,
        value: Some(("DIR", "a directory")),
        help: "write the final case and our answer as DIR/hack-K.in and DIR/hack-K.out, for \
               `oj t -d DIR`",
        default: None,
        only: Only::All,
        set: Set::HackValue(|o, v| {
            o.save = Some(v.into());
            Ok(())
        }),
    },
    Flag {
        long: "--write-cases",
        short: None,
        value: Some(("DIR", "a directory")),
        help: "write every case of the run, with our answers, as DIR/NAME.in and DIR/NAME.out",
        default: None,
        only: Only::All,
        set: Set::HackValue(|o, v| {
            o.write_cases = Some(v.into());
            Ok(())
        }),
    },
    Flag {
        long: "--no-shrink",
        short: None,
        value: None,
        help: "report the first failing case as found",
        default: None,
        only: Only::All,
        set: Set::HackSwitch(|o| o.shrink = false),
    },
    Flag {
        long: "--shrink-tle",
        short: None,
        value: None,
        help: "shrink a time limit (TLE, ILE) too, keeping a step only past {tle}× the limit",
        default: None,
        only: Only::All,
        set: Set::HackSwitch(|o| o.shrink_tle = true),
    },
    Flag {
        long: "--hunt",
        short: None,
        value: Some(("[SECONDS]", "seconds")),
        help: "after the cases pass, search for the slowest input within the judge's limits \
               for up to SECONDS, stopping at the first failure (a TLE, an MLE); the report \
               gives the slowest input found and its share of the limit",
        default: Some("{hunt} s"),
        only: Only::All,
        set: Set::HackOptional(|o, v| {
            let seconds = match v {
                None => hack::HUNT_SECONDS,
                Some(v) => positive("--hunt", v)?,
            };
            if seconds > MOST_HUNT {
                return Err(bad_value("--hunt", &seconds.to_string()));
            }
            o.hunt = Some(seconds);
            Ok(())
        }),
    },
    Flag {
        long: "--format",
        short: None,
        value: Some(("FORMAT", "a format")),
        help: "text, or json: the report as one JSON document (its schema is in \
               docs/hack-mode.md)",
        default: Some("text"),
        only: Only::All,
        set: Set::HackValue(|o, v| {
            o.format = hack::Format::parse(v).ok_or_else(|| bad_value("--format", v))?;
            Ok(())
        }),
    },
    Flag {
        long: "--jobs",
        short: None,
        value: Some(("J", "a number")),
        help: "programs run at once",
        default: Some("the number of cores"),
        only: Only::All,
        set: Set::HackValue(|o, v| {
            o.jobs = positive("--jobs", v)? as usize;
            Ok(())
        }),
    },
];

/// The largest `--memory-limit`: 1 TiB.
const MOST_MIB: u64 = 1 << 20;
/// The longest `--hunt`, in seconds: 34 years.
const MOST_HUNT: u64 = 1 << 30;

fn positive(flag: &str, v: &str) -> Result<u64, String> {
    v.parse()
        .ok()
        .filter(|&n| n > 0 && n <= 1 << 40)
        .ok_or_else(|| bad_value(flag, v))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every flag's names are its own, and a flag names a value exactly when it takes one.
    #[test]
    fn no_two_flags_share_a_name() {
        for flag in FLAGS {
            let takes = matches!(
                flag.set,
                Set::Value(_) | Set::HackValue(_) | Set::HackOptional(_)
            );
            assert_eq!(flag.value.is_some(), takes, "{}", flag.long);
        }
        let mut names: Vec<&str> = FLAGS
            .iter()
            .flat_map(|f| [Some(f.long), f.short])
            .flatten()
            .collect();
        names.sort();
        let count = names.len();
        names.dedup();
        assert_eq!(names.len(), count);
    }
}
