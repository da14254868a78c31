//! What the command line asks of hack mode, as it was given: the session resolves it once
//! (`settings`).

use crate::platform::Platform;
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// The options of one hack session, as `--hack`'s flags set them.
#[derive(Clone)]
pub struct Options {
    /// Random cases; none with `--tests` or `--only`, else planned from what a run of the
    /// program costs, when absent.
    pub cases: Option<u64>,
    /// Drawn from the clock when absent, and printed.
    pub seed: Option<u64>,
    /// CPU time per run; a folder's own, else the problem's, when absent
    /// ([`crate::game::Game::TIME_LIMIT_MS`]).
    pub time_limit: Option<Duration>,
    /// MiB per run; the problem's own when absent ([`crate::game::Game::MEMORY_MIB`]).
    pub memory_limit: Option<u64>,
    /// Whether the worst cases at the judge's limits follow the random ones.
    pub max: bool,
    /// Only these worst cases, by name.
    pub only: Option<Vec<String>>,
    /// A folder of the judge's tests, run instead of the worst cases.
    pub tests: Option<PathBuf>,
    pub save: Option<PathBuf>,
    /// Where to write every case of the run, with our answers.
    pub write_cases: Option<PathBuf>,
    pub shrink: bool,
    /// Whether a TLE or an ILE is shrunk too.
    pub shrink_tle: bool,
    pub jobs: usize,
    /// The judge whose build, stack and memory count; the game's own when absent.
    pub judge: Option<&'static Platform>,
    /// Whether a source file is built with sanitizers.
    pub sanitize: bool,
    /// The interpreter of a Python source.
    pub python: OsString,
    /// Seconds of the hunt for the slowest input after the cases pass, if one is asked for.
    pub hunt: Option<u64>,
    /// How the report is written on stdout.
    pub format: Format,
    /// The program and its arguments, or a source file and its arguments.
    pub command: Vec<OsString>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            cases: None,
            seed: None,
            time_limit: None,
            memory_limit: None,
            max: true,
            only: None,
            tests: None,
            save: None,
            write_cases: None,
            shrink: true,
            shrink_tle: false,
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
            judge: None,
            sanitize: false,
            python: "python3".into(),
            hunt: None,
            format: Format::Text,
            command: Vec::new(),
        }
    }
}

/// How the report is written: as text for a reader, or as one JSON document for a tool.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    Text,
    Json,
}

impl Format {
    /// From the command line's `--format`.
    pub fn parse(name: &str) -> Option<Format> {
        match name {
            "text" => Some(Format::Text),
            "json" => Some(Format::Json),
            _ => None,
        }
    }
}
