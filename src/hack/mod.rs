//! # Hack mode: find, shrink and explain an input on which another program fails
//!
//! `<bin> --hack [OPTIONS] -- COMMAND [ARG…]` runs COMMAND (directly, without a shell) on
//! random valid inputs, small first and growing (`crate::generate`'s `*_growing`), then, unless
//! `--no-max`, on the worst cases at the judge's limits, each aimed at a usual mistake of
//! solutions (`crate::generate`'s `*_at_limits`). Each output is compared with our answer,
//! computed in-process, and each run is measured and contained as a judge does it:
//! - [`build`]: a source file built as its judge builds it ([`platform`]), once per content;
//! - [`process`]: CPU time, idle time and peak memory of the program and everything it starts,
//!   limits enforced while it runs, and nothing left running after it;
//! - [`verdict`]: WA, RE, TLE (CPU time), ILE (idle time), MLE, OLE, and UB where a
//!   [`sanitizer`] caught undefined behaviour;
//! - [`search`]: the plan of the run, then the cases, up to `--jobs` at once, the
//!   lowest-numbered failure first;
//! - [`shrink`]: steps, then smaller cases, within a budget counted in candidates;
//! - [`growth`]: how a TLE's time grows with the case's sizes, instead of a shrink;
//! - [`report`]: the case, both outputs, our explanation, and the figures measured;
//! - [`files`]: cases written for `oj t`.
//!
//! The same seed and options give the same report above its last section, `Measured`,
//! whatever `--jobs` is and whatever the machine's load: a case is drawn from the seed and its
//! number alone, among candidates the first failing one in order wins, a verdict that rests on
//! a measurement is confirmed by a run with nothing of ours beside it, and a shrink keeps such
//! a verdict only with a margin (twice the time limit, 1.25 times the memory limit).
//!
//! Cost per case: a process start plus the program's own time; our answer and the case take
//! microseconds at the random sizes (`README.md`, "Hack mode", has the figures).

mod build;
mod cases;
mod files;
mod growth;
mod platform;
mod process;
mod progress;
mod report;
mod sanitizer;
mod search;
mod shrink;
#[doc(hidden)]
pub mod testing;
mod verdict;

pub use platform::Platform;
pub use process::serve_if_asked;

use crate::game::Game;
use crate::generate::Rng;
use build::Program;
use process::{Limits, Ran, Runner, Stop};
use progress::Progress;
use report::plural;
use search::{Found, Origin};
use shrink::{Budget, End, SHRINK_RUNS, SHRINK_SECONDS, SLOW_RUNS, Shrinker};
use std::ffi::{OsStr, OsString};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::RwLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use verdict::Verdict;

/// What the command line asks of hack mode.
pub struct Options {
    /// Random cases; planned from what a run of the program costs when absent.
    pub cases: Option<u64>,
    /// Drawn from the clock when absent, and printed.
    pub seed: Option<u64>,
    /// CPU time per run.
    pub time_limit: Duration,
    /// MiB per run; the problem's own when absent ([`Game::MEMORY_MIB`]).
    pub memory_limit: Option<u64>,
    /// Whether the worst cases at the judge's limits follow the random ones.
    pub max: bool,
    /// Only these worst cases, by name.
    pub only: Option<Vec<String>>,
    pub save: Option<PathBuf>,
    /// Where to write every case of the run, with our answers.
    pub write_cases: Option<PathBuf>,
    pub shrink: bool,
    /// Whether a TLE or an ILE is shrunk too.
    pub shrink_tle: bool,
    pub jobs: usize,
    /// The judge whose build, stack and memory count; the game's own when absent.
    pub judge: Option<Platform>,
    /// Whether a source file is built with sanitizers.
    pub sanitize: bool,
    /// The interpreter of a Python source.
    pub python: OsString,
    /// The program and its arguments, or a source file and its arguments.
    pub command: Vec<OsString>,
}

/// A place in an input that a report must show: its line and column (from 0), and why.
pub struct Place {
    pub line: usize,
    pub column: usize,
    pub note: String,
}

/// A game as hack mode sees it, beyond what every game tells ([`Game`]): its judge, its
/// cases, and how a case shrinks and grows.
pub trait Hack: Game {
    /// A case in a form that steps can edit.
    type Case: Clone + Send + Sync;
    /// One edit that makes a case smaller; [`Hack::apply`] makes it.
    type Step: Copy + Send + Sync;
    /// The two verdicts, drawn about equally often.
    const VERDICTS: [&'static str; 2];
    /// The problem's judge.
    const PLATFORM: Platform;
    /// A random valid case at `level` in `0..1`: the smallest at 0, larger as it grows.
    fn random(rng: &mut Rng, level: f64) -> String;
    /// The worst cases at the judge's limits, named.
    fn at_limits() -> Vec<(String, String)>;
    /// A case from one of our own inputs.
    fn read(input: &str) -> Result<Self::Case, String>;
    fn write(case: &Self::Case) -> String;
    /// Its size in a few words, as the game's size order counts it.
    fn size(case: &Self::Case) -> String;
    /// The steps to try, coarse first; `wrong_token` is the index of the first output token
    /// that differs, when one does. `coarse` leaves out the finest steps (single items of a
    /// long list), for a shrink whose every run takes long.
    fn steps(case: &Self::Case, wrong_token: Option<usize>, coarse: bool) -> Vec<Self::Step>;
    /// The case after `step`, or `None` when it would be invalid or no smaller.
    fn apply(case: &Self::Case, step: Self::Step) -> Option<Self::Case>;
    /// Up to `most` valid cases below `case` in the game's size order, smallest first, and
    /// whether they are all there are.
    fn smaller(case: &Self::Case, rng: &mut Rng, most: usize) -> (Vec<Self::Case>, bool);
    /// The sizes a running time may grow with, named, with their values in `case`.
    fn dimensions(case: &Self::Case) -> Vec<(&'static str, usize)>;
    /// `case` with dimension `which` cut to `to` and its shape kept, where that is valid.
    fn scaled(case: &Self::Case, which: usize, to: usize) -> Option<Self::Case>;
    /// The places of `input` that a report must show.
    fn places(input: &str, wrong_token: Option<usize>) -> Vec<Place>;
}

/// How long a program may be idle (sleeping or blocked, not waiting for a CPU) in a run with
/// this CPU-time limit.
fn idle_limit(cpu: Duration) -> Duration {
    cpu.max(Duration::from_secs(1))
}

/// The wall-clock backstop of a run with this CPU-time limit: minutes, so that only a machine
/// too busy to let the program run at all reaches it.
fn backstop(cpu: Duration) -> Duration {
    (cpu * 20).max(Duration::from_secs(120))
}

/// How far past a limit a candidate of a shrink must go to keep a measured verdict.
#[derive(Clone, Copy)]
struct Margin {
    cpu: f64,
    memory: f64,
}

const EXACT: Margin = Margin {
    cpu: 1.0,
    memory: 1.0,
};

/// Everything one hack session shares between its jobs.
struct Session<'a> {
    options: &'a Options,
    program: Program,
    runner: Runner,
    /// The limits of every run, before any margin.
    time: Duration,
    memory: u64,
    committed: bool,
    /// What the program's executable commits at load, counted where memory is committed.
    image: u64,
    stack: u64,
    runs: AtomicUsize,
    /// Held shared by every run, and alone by a run that confirms a measured verdict.
    alone: RwLock<()>,
    progress: Progress,
}

/// One run of the program on one case, judged.
struct Trial {
    input: String,
    expected: Vec<u8>,
    ran: Ran,
    verdict: Option<Verdict>,
    limits: Limits,
    /// A first run, beside others, whose measured verdict the run alone did not confirm.
    beside: Option<(Ran, Verdict)>,
}

/// A trial that failed.
struct Failure {
    input: String,
    expected: Vec<u8>,
    ran: Ran,
    verdict: Verdict,
    limits: Limits,
    beside: Option<(Ran, Verdict)>,
}

impl Trial {
    fn failure(self) -> Option<Failure> {
        Some(Failure {
            verdict: self.verdict?,
            input: self.input,
            expected: self.expected,
            ran: self.ran,
            limits: self.limits,
            beside: self.beside,
        })
    }
}

impl Failure {
    fn wrong_token(&self) -> Option<usize> {
        verdict::first_difference(&self.expected, &self.ran.stdout)
    }
}

impl Session<'_> {
    /// The limits of a run whose answer is `expected`, past the judge's by `margin`.
    fn limits(&self, expected: &[u8], margin: Margin) -> Limits {
        let cpu = self.time.mul_f64(margin.cpu);
        Limits {
            cpu,
            idle: idle_limit(self.time),
            backstop: backstop(cpu),
            memory: (self.memory as f64 * margin.memory) as u64,
            committed: self.committed,
            output: verdict::output_limit(expected) as u64,
            stack: self.stack,
        }
    }

    /// How a source file became the program, as the report says it, above `Measured`.
    fn built(&self, report: &mut String) {
        let Some(built) = &self.program.built else {
            return;
        };
        let line = &built.line;
        let _ = match &built.interpreter {
            Some(version) => writeln!(report, "\nRun as `{line}` ({version})."),
            None if built.cached => writeln!(report, "\nBuilt as `{line}` (from the cache)."),
            None => writeln!(report, "\nBuilt as `{line}`."),
        };
        if self.options.sanitize {
            let _ = writeln!(
                report,
                "The limits are raised for the sanitizers: {} times the CPU time, and memory \
                 counted as resident, {}.",
                sanitizer::TIME_FACTOR,
                sanitizer::MEMORY_RULE
            );
        }
    }

    /// The source whose sanitized build runs, if one does.
    fn sanitized(&self) -> Option<&str> {
        let built = self.program.built.as_ref()?;
        self.options.sanitize.then_some(built.source.as_str())
    }

    fn run(&self, input: &str, limits: &Limits, alone: bool) -> Result<Ran, String> {
        let mut ran = if alone {
            let _alone = self.alone.write().unwrap();
            self.runner.run(input.as_bytes(), limits)?
        } else {
            let _shared = self.alone.read().unwrap();
            self.runner.run(input.as_bytes(), limits)?
        };
        self.runs.fetch_add(1, Ordering::Relaxed);
        if limits.committed {
            ran.memory = ran.memory.max(self.image);
        }
        Ok(ran)
    }

    /// Runs the program on `input`, whose answer is `expected`. A measured verdict, or a run
    /// that reached the backstop, is run again with nothing of ours beside it, and that run
    /// decides.
    fn test(&self, input: String, expected: Vec<u8>, margin: Margin) -> Result<Trial, String> {
        let limits = self.limits(&expected, margin);
        let first = self.run(&input, &limits, false)?;
        let first_verdict = verdict::verdict(&expected, &first, &limits, self.sanitized());
        let doubtful = first.stopped == Some(Stop::Backstop)
            || first_verdict.is_some_and(Verdict::is_measured);
        let (ran, verdict, beside) = if doubtful {
            let again = self.run(&input, &limits, true)?;
            if again.stopped == Some(Stop::Backstop) {
                return Err(format!(
                    "the machine is too busy to judge: the program got {} ms of CPU time in {} \
                     s, twice (the backstop)",
                    again.cpu.as_millis(),
                    again.wall.as_secs()
                ));
            }
            let verdict = verdict::verdict(&expected, &again, &limits, self.sanitized());
            let beside = first_verdict
                .filter(|&v| Some(v) != verdict && first.stopped != Some(Stop::Backstop))
                .map(|v| (first, v));
            (again, verdict, beside)
        } else {
            (first, first_verdict, None)
        };
        Ok(Trial {
            verdict,
            input,
            expected,
            ran,
            limits,
            beside,
        })
    }

    /// Like [`Session::test`] for a case of game `G`, with our answer computed here.
    fn test_case<G: Hack>(&self, input: String, margin: Margin) -> Result<Trial, String> {
        let expected = answer::<G>(&input)?;
        self.test(input, expected, margin)
    }
}

/// The file that `command` names, as `exec` finds it on `PATH`.
fn executable(command: &OsStr) -> Option<PathBuf> {
    if command.as_encoded_bytes().contains(&b'/') {
        return Some(PathBuf::from(command));
    }
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|dir| dir.join(command))
        .find(|path| path.is_file())
}

/// Our answer to one of our own inputs; a rejection is our bug, reported as such.
fn answer<G: Hack>(input: &str) -> Result<Vec<u8>, String> {
    (G::JUDGE)(input.as_bytes())
        .map_err(|e| format!("internal error: our own case was rejected: {e}"))
}

/// How a hack session ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    NoFailure,
    Reported,
    /// Ctrl-C: the runs were stopped and cleaned up.
    Interrupted,
}

/// Hack mode for game `G`.
pub fn run<G: Hack>(options: &Options) -> Result<Outcome, String> {
    let platform = options.judge.unwrap_or(G::PLATFORM);
    let memory = options.memory_limit.unwrap_or(G::MEMORY_MIB) << 20;
    let progress = Progress::new();
    let program = build::prepare(
        &options.command,
        platform,
        options.sanitize,
        &options.python,
        memory >> 20,
        &|text| progress.line(text),
    )?;
    let runner = Runner::start(&program.command, &program.env)?;
    let image = executable(&program.command[0]).map_or(0, |p| process::writable_size(&p));
    let stack = platform.stack(memory);
    let (time, memory) = if options.sanitize {
        (
            options.time_limit * sanitizer::TIME_FACTOR,
            sanitizer::memory(memory),
        )
    } else {
        (options.time_limit, memory)
    };
    let session = Session {
        options,
        program,
        runner,
        time,
        memory,
        // A sanitizer reserves terabytes with `MAP_NORESERVE`, which only resident memory
        // leaves out.
        committed: platform.committed() && !options.sanitize,
        image,
        stack: process::hard_stack_limit().map_or(stack, |hard| stack.min(hard)),
        runs: AtomicUsize::new(0),
        alone: RwLock::new(()),
        progress,
    };
    let result = hack::<G>(&session);
    if process::interrupted() {
        drop(session.runner);
        session.progress.done();
        let runs = plural(session.runs.load(Ordering::Relaxed), "run");
        eprintln!("hack: interrupted after {runs}; nothing the program started is left running");
        return Ok(Outcome::Interrupted);
    }
    result
}

fn hack<G: Hack>(session: &Session) -> Result<Outcome, String> {
    let options = session.options;
    let seed = options.seed.unwrap_or_else(drawn_seed);
    for dir in [&options.save, &options.write_cases].into_iter().flatten() {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
    }
    let worst = worst_cases::<G>(options)?;
    let started = Instant::now();
    let progress = &session.progress;
    let search = search::search::<G>(session, seed, &worst)?;
    let runs = || plural(session.runs.load(Ordering::Relaxed), "run");
    let Some(found) = search.found else {
        progress.done();
        let mut report = format!(
            "No failure in {} and {} (seed {seed}).\n",
            plural(search.plan.cases as usize, "random case"),
            plural(worst.len(), "worst case")
        );
        let named: Vec<(String, Option<(Duration, u64)>)> = worst
            .into_iter()
            .map(|(name, _)| name)
            .zip(search.used.worst)
            .collect();
        session.built(&mut report);
        let limits = session.limits(b"", EXACT);
        report::measured_table(&mut report, &limits, &named, &search.used.random);
        for line in &search.used.unconfirmed {
            let _ = writeln!(report, "{line}");
        }
        report::plan_line(&mut report, &search.plan);
        progress.line(&format!(
            "{} in {:.1} s",
            runs(),
            started.elapsed().as_secs_f64()
        ));
        crate::judge::write_out(report.as_bytes())?;
        return Ok(Outcome::NoFailure);
    };
    let Found { origin, failure } = found;
    let verdict = failure.verdict;
    let case_name = match &origin {
        Origin::Random(i) => format!("random case {} of {}", i + 1, search.plan.cases),
        Origin::Worst(i, count, name) => format!("worst case {} of {count} ({name})", i + 1),
    };
    progress.line(&format!(
        "{case_name} fails: {}, after {}",
        verdict.name(),
        runs()
    ));
    let found_usage = report::figures(&failure.ran);
    let found_beside = failure
        .beside
        .as_ref()
        .map(|(ran, v)| (report::figures(ran), *v));
    let slow = matches!(verdict, Verdict::Tle | Verdict::Ile);
    let (last, kept, shrunk) = if !options.shrink {
        (failure, 0, "Not shrunk (--no-shrink).".to_string())
    } else if slow && !options.shrink_tle {
        let why = if verdict == Verdict::Tle {
            "a time limit is a matter of how the time grows (see Growth below)"
        } else {
            "the program waits, whatever the input's size"
        };
        (
            failure,
            0,
            format!("Not shrunk: {why}; --shrink-tle shrinks it."),
        )
    } else {
        shrunk::<G>(session, seed, failure)?
    };
    // A measured verdict was confirmed by a run alone; any other is run once more, to tell a
    // program that is not deterministic.
    let again = if verdict.is_measured() {
        None
    } else {
        Some(session.test(last.input.clone(), last.expected.clone(), EXACT)?)
    };
    let rerun = match again.as_ref().map(|t| t.verdict) {
        None => "The verdict rests on a measurement: it was confirmed by a run with no other \
                 beside it (see Measured)."
            .to_string(),
        Some(Some(v)) if v == verdict => "A second run failed the same way.".to_string(),
        Some(Some(v)) if v.is_measured() => {
            format!("A second run gave {} instead (see Measured).", v.name())
        }
        Some(Some(v)) => format!(
            "A second run gave {} instead: the program is not deterministic here.",
            v.name()
        ),
        Some(None) => {
            "A second run answered correctly: the program is not deterministic here.".to_string()
        }
    };
    let growth = if verdict == Verdict::Tle && !options.shrink_tle {
        Some(growth::grow::<G>(session, &last, search.plan.start)?)
    } else {
        None
    };
    progress.done();
    let explained = (G::EXPLAIN)(last.input.as_bytes())?;
    let mut report = format!("Seed {seed}, {case_name}: {}.\n", verdict.name());
    let finding = session
        .sanitized()
        .and_then(|file| sanitizer::finding(&last.ran, file));
    if let Some(finding) = &finding {
        let _ = writeln!(report, "The sanitizer: {}", finding.summary);
    }
    let _ = writeln!(report, "{shrunk}\n{rerun}");
    let places = G::places(
        &last.input,
        last.wrong_token().filter(|_| verdict == Verdict::Wa),
    );
    report.push_str(&report::describe(
        &last.input,
        &places,
        &last.expected,
        &last.ran,
        verdict,
        &last.limits,
        &explained,
    ));
    // A case that cannot be saved is still reported, before the error.
    let saved = options
        .save
        .as_ref()
        .map(|dir| files::save_case(dir, &last.input, &last.expected))
        .transpose();
    if let (Ok(Some((input_path, output_path))), Some(dir)) = (&saved, &options.save) {
        let _ = writeln!(
            report,
            "\nSaved as {} and {}; replay with `oj t -c {} -d {}`.",
            input_path.display(),
            output_path.display(),
            report::quoted(&report::quoted_words(&session.program.command)),
            report::quoted(&dir.to_string_lossy())
        );
        if let Some(finding) = &finding {
            let path = input_path.with_extension("sanitizer");
            match std::fs::write(&path, &finding.report) {
                Ok(()) => {
                    let _ = writeln!(report, "The sanitizer's report: {}.", path.display());
                }
                Err(e) => return Err(format!("cannot write `{}`: {e}", path.display())),
            }
        }
    }
    session.built(&mut report);
    let limits = session.limits(b"", EXACT);
    let _ = writeln!(report, "\n{}", report::measured_heading(&limits));
    if let Some((figures, v)) = &found_beside {
        let _ = writeln!(
            report,
            "- the case found, beside other runs: {figures}: {}",
            v.name()
        );
    }
    let alone = if verdict.is_measured() { ", alone" } else { "" };
    let _ = writeln!(report, "- the case found{alone}: {found_usage}");
    if kept > 0 {
        let _ = writeln!(
            report,
            "- the final case{alone}: {}",
            report::figures(&last.ran)
        );
    }
    if let Some(again) = &again {
        let outcome = again
            .verdict
            .map_or("passed".to_string(), |v| v.name().to_string());
        let _ = writeln!(
            report,
            "- the final case once more: {}: {outcome}",
            report::figures(&again.ran)
        );
    }
    for line in &search.used.unconfirmed {
        let _ = writeln!(report, "{line}");
    }
    if let Some(growth) = growth {
        report.push_str(&growth);
    }
    report::plan_line(&mut report, &search.plan);
    crate::judge::write_out(report.as_bytes())?;
    saved.map(|_| Outcome::Reported)
}

/// The worst cases this run tries: all, none (`--no-max`), or those `--only` names.
fn worst_cases<G: Hack>(options: &Options) -> Result<Vec<(String, String)>, String> {
    if !options.max {
        return Ok(Vec::new());
    }
    let all = G::at_limits();
    let Some(only) = &options.only else {
        return Ok(all);
    };
    for name in only {
        if !all.iter().any(|(n, _)| n == name) {
            let names: Vec<&str> = all.iter().map(|(n, _)| n.as_str()).collect();
            return Err(format!(
                "`--only`: no worst case is named `{}`; they are {}",
                crate::reader::shown(name),
                names.join(", ")
            ));
        }
    }
    Ok(all.into_iter().filter(|(n, _)| only.contains(n)).collect())
}

/// Shrinks the failure found: the last failing case, the number of steps kept, and the line
/// that says how the shrink went.
fn shrunk<G: Hack>(
    session: &Session,
    seed: u64,
    found: Failure,
) -> Result<(Failure, usize, String), String> {
    let verdict = found.verdict;
    // A measured verdict is kept only with a margin, so that the final case is clearly over
    // the limit on its own.
    let margin = match verdict {
        Verdict::Tle => Margin {
            cpu: 2.0,
            memory: 1.0,
        },
        Verdict::Mle => Margin {
            cpu: 1.0,
            memory: 1.25,
        },
        _ => EXACT,
    };
    // Each run of a TLE or an ILE takes the limit or more: coarse steps, and fewer of them.
    let slow = matches!(verdict, Verdict::Tle | Verdict::Ile);
    let runs_at_start = session.runs.load(Ordering::Relaxed);
    let progress = &session.progress;
    progress.start_shrink();
    let tried = AtomicUsize::new(0);
    let shrinker = Shrinker::<G, Failure> {
        jobs: session.options.jobs,
        coarse: slow,
        fails: &|smaller| {
            let trial = session.test_case::<G>(G::write(smaller), margin)?;
            let done = tried.fetch_add(1, Ordering::Relaxed) + 1;
            progress.trying(&G::size(smaller), done);
            Ok(trial.failure().filter(|f| f.verdict == verdict))
        },
        wrong_token: &Failure::wrong_token,
        on_kept: &|kept, smaller| {
            let runs = session.runs.load(Ordering::Relaxed) - runs_at_start;
            progress.shrunk(kept, &G::size(smaller), runs)
        },
    };
    let budget = if slow { SLOW_RUNS } else { SHRINK_RUNS };
    let time = Some(Duration::from_secs(SHRINK_SECONDS));
    let mut rng = Rng::new(seed ^ 0x5348_5249_4e4b);
    let s = shrinker.shrink(
        G::read(&found.input)?,
        found,
        Budget::new(budget, time),
        &mut rng,
    )?;
    let steps = plural(s.kept, "step");
    let size = G::size(&s.case);
    let mut line = match s.end {
        End::Smallest => format!(
            "Shrunk in {steps} to {size}: no step makes it smaller, and no size class is \
             smaller."
        ),
        End::Searched(n, true) => format!(
            "Shrunk in {steps} to {size}, the smallest failing size: all {n} smaller cases \
             pass."
        ),
        End::Searched(n, false) => format!(
            "Shrunk in {steps} to a local minimum ({size}): no step makes it smaller, and none \
             of the {n} smaller cases tried fails."
        ),
        End::Runs => format!(
            "Shrunk in {steps} to {size}, when the budget of {budget} candidates ran out: a \
             smaller case may fail too."
        ),
        End::Time => format!(
            "Shrunk in {steps} to {size}, when the budget of {SHRINK_SECONDS} s ran out: a \
             smaller case may fail too."
        ),
    };
    let limits = session.limits(b"", margin);
    if margin.cpu > 1.0 {
        let _ = write!(
            line,
            " A step was kept only if the program used more than {} ms of CPU time, twice \
             the limit.",
            limits.cpu.as_millis()
        );
    }
    if margin.memory > 1.0 {
        let _ = write!(
            line,
            " A step was kept only if the program used more than {} MiB, 1.25 times the \
             limit.",
            limits.memory >> 20
        );
    }
    Ok((s.failure, s.kept, line))
}

fn drawn_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    // Small enough to type back in.
    Rng::new(nanos ^ u64::from(std::process::id())).next_u64() % 1_000_000_000
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{dot::Dot, duel::Duel, tag::Tag};

    /// The share of random cases whose answer is the game's first verdict.
    fn first_verdict_share<G: Hack>() -> f64 {
        let first = (0..1000u64)
            .filter(|&i| {
                let (_, expected) = search::random_case::<G>(1, i, 1000).unwrap();
                verdict::tokens(&expected).next() == Some(G::VERDICTS[0].as_bytes())
            })
            .count();
        first as f64 / 1000.0
    }

    /// The input of a report shows the rows of a board that hold the pieces, wherever they
    /// are, and the columns around them on a long row.
    #[test]
    fn a_long_input_shows_the_places_that_matter() {
        let worst = crate::generate::duel_at_limits();
        let shown = |name: &str| {
            let (_, board) = worst.iter().find(|(n, _)| n == name).unwrap();
            let mut out = String::new();
            report::section(
                &mut out,
                "Input",
                board.as_bytes(),
                &Duel::places(board, None),
                100,
            );
            (board.clone(), out)
        };
        let (board, out) = shown("100x100-open");
        for (i, row) in board.lines().enumerate().filter(|(_, r)| r.contains('A')) {
            assert!(out.contains(&format!("{:>3} | {row}\n", i + 1)), "{out}");
        }
        assert!(out.contains("    | … "), "{out}");
        let (_, out) = shown("1x5000");
        let line = out.lines().nth(3).unwrap();
        assert_eq!(out.lines().nth(2), Some("1 5000"), "{out}");
        assert!(line.starts_with('…') && line.ends_with("AB"), "{out}");
        let caret = out.lines().nth(4).unwrap();
        assert_eq!(caret.trim_start(), "^ A at (row 1, column 4999)", "{out}");
        assert_eq!(
            line.chars().nth(caret.find('^').unwrap()),
            Some('A'),
            "{out}"
        );
    }

    #[test]
    fn wins_and_losses_come_about_equally_often() {
        for share in [
            first_verdict_share::<Dot>(),
            first_verdict_share::<Tag>(),
            first_verdict_share::<Duel>(),
        ] {
            assert!((0.4..=0.6).contains(&share), "{share}");
        }
    }

    /// A sleeping program is stopped after a second or its CPU limit, whichever is longer; a
    /// computing one only by its CPU time, or by a backstop minutes away.
    #[test]
    fn idleness_and_the_backstop_are_measured_in_seconds_and_minutes() {
        let ms = Duration::from_millis;
        assert_eq!(idle_limit(ms(100)), ms(1000));
        assert_eq!(idle_limit(ms(2500)), ms(2500));
        assert_eq!(backstop(ms(100)), Duration::from_secs(120));
        assert_eq!(backstop(ms(10_000)), Duration::from_secs(200));
    }
}
