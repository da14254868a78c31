//! # Hack mode: find, shrink and explain an input on which another program fails
//!
//! `<bin> --hack [OPTIONS] -- COMMAND [ARG…]` runs COMMAND (directly, without a shell) on
//! random valid inputs, small first and growing (`crate::generate`'s `*_growing`), then, unless
//! `--no-max`, on the worst cases at the judge's limits, each aimed at a usual mistake of
//! solutions (`crate::generate`'s `*_at_limits`). Each output is compared with our answer,
//! computed in-process, and each run is measured and contained as a judge does it:
//! - [`process`]: CPU time and peak memory of the program and everything it starts, limits
//!   enforced while it runs, and nothing left running after it;
//! - [`verdict`]: WA, RE, TLE (CPU time), ILE (the wall-clock backstop), MLE, OLE;
//! - [`search`]: the cases, up to `--jobs` at once, the lowest-numbered failure first;
//! - [`shrink`]: steps, then smaller cases, within a budget counted in candidates;
//! - [`report`]: the case, both outputs, our explanation, and the figures measured.
//!
//! The same seed gives the same report above its last section, `Measured`, whatever `--jobs`
//! is and whatever the machine's load: a case is drawn from the seed and its number alone,
//! among candidates the first failing one in order wins, and every verdict that rests on a
//! measurement is decided with a margin (a step of a TLE shrink must use twice the time limit).
//!
//! Cost per case: a process start plus the program's own time; our answer and the case take
//! microseconds at the random sizes (`README.md`, "Hack mode", has the figures).

mod cases;
mod process;
mod progress;
mod report;
mod search;
mod shrink;
mod verdict;

pub use cases::{Dot, Duel, Tag};

use crate::generate::Rng;
use process::{Launcher, Limits, Ran};
use progress::Progress;
use report::{plural, usage};
use search::Origin;
use shrink::{Budget, End, SHRINK_RUNS, SHRINK_SECONDS, SLOW_RUNS, Shrinker};
use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use verdict::Verdict;

/// What the command line asks of hack mode.
pub struct Options {
    pub cases: u64,
    /// Drawn from the clock when absent, and printed.
    pub seed: Option<u64>,
    /// CPU time per run.
    pub time_limit: Duration,
    /// MiB per run; the problem's own when absent ([`Game::MEMORY_MIB`]).
    pub memory_limit: Option<u64>,
    /// Whether the worst cases at the judge's limits follow the random ones.
    pub max: bool,
    pub save: Option<PathBuf>,
    pub shrink: bool,
    pub jobs: usize,
    /// The program and its arguments.
    pub command: Vec<OsString>,
}

/// A place in an input that a report must show: its line and column (from 0), and why.
pub struct Place {
    pub line: usize,
    pub column: usize,
    pub note: String,
}

/// A game as the command line and hack mode see it: its answers and what they consist of,
/// its cases, and how a case shrinks.
pub trait Game {
    /// The binary's name.
    const NAME: &'static str;
    /// What the verdict and the explained answer consist of, for the usage text.
    const OUTPUT: &'static str;
    const EXPLAINED: &'static str;
    /// Longest input read (see [`crate::judge::read_all`]).
    const MAX_INPUT: usize;
    /// A case in a form that steps can edit.
    type Case: Clone + Send + Sync;
    /// One edit that makes a case smaller; [`Game::apply`] makes it.
    type Step: Copy + Send + Sync;
    /// The two verdicts, drawn about equally often.
    const VERDICTS: [&'static str; 2];
    /// The problem's memory limit on its judge, in MiB.
    const MEMORY_MIB: u64;
    fn judge(input: &[u8]) -> Result<Vec<u8>, String>;
    fn explained(input: &[u8]) -> Result<Vec<u8>, String>;
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
    /// The places of `input` that a report must show.
    fn places(input: &str, wrong_token: Option<usize>) -> Vec<Place>;
}

/// The wall-clock backstop for a CPU-time limit: three times it and a second more, so that a
/// program that computes on a machine busy with other runs still stops at its CPU limit.
fn wall_for(cpu: Duration) -> Duration {
    cpu * 3 + Duration::from_secs(1)
}

/// Everything one hack session shares between its jobs.
struct Session<'a> {
    options: &'a Options,
    launcher: Launcher,
    memory: u64,
    runs: AtomicUsize,
}

/// One run of the program on one case, judged.
struct Trial {
    input: String,
    expected: Vec<u8>,
    ran: Ran,
    verdict: Option<Verdict>,
    limits: Limits,
}

/// A trial that failed.
struct Failure {
    input: String,
    expected: Vec<u8>,
    ran: Ran,
    verdict: Verdict,
    limits: Limits,
}

impl Trial {
    fn failure(self) -> Option<Failure> {
        Some(Failure {
            verdict: self.verdict?,
            input: self.input,
            expected: self.expected,
            ran: self.ran,
            limits: self.limits,
        })
    }
}

impl Failure {
    fn wrong_token(&self) -> Option<usize> {
        verdict::first_difference(&self.expected, &self.ran.stdout)
    }
}

impl Session<'_> {
    /// The limits of a run whose answer is `expected`, with the CPU time `factor` times the
    /// limit.
    fn limits(&self, expected: &[u8], factor: u32) -> Limits {
        let cpu = self.options.time_limit * factor;
        Limits {
            cpu,
            wall: wall_for(cpu),
            memory: self.memory,
            output: verdict::output_limit(expected),
        }
    }

    /// Runs the program on `input`, whose answer is `expected`.
    fn test(&self, input: String, expected: Vec<u8>, factor: u32) -> Result<Trial, String> {
        let limits = self.limits(&expected, factor);
        let ran = self.launcher.run(input.as_bytes(), &limits)?;
        self.runs.fetch_add(1, Ordering::Relaxed);
        Ok(Trial {
            verdict: verdict::verdict(&expected, &ran, &limits),
            input,
            expected,
            ran,
            limits,
        })
    }

    /// Like [`Session::test`] for a case of game `G`, with our answer computed here.
    fn test_case<G: Game>(&self, input: String, factor: u32) -> Result<Trial, String> {
        let expected = answer::<G>(&input)?;
        self.test(input, expected, factor)
    }
}

/// Our answer to one of our own inputs; a rejection is our bug, reported as such.
fn answer<G: Game>(input: &str) -> Result<Vec<u8>, String> {
    G::judge(input.as_bytes())
        .map_err(|e| format!("internal error: our own case was rejected: {e}"))
}

/// Hack mode for game `G`: `Ok(true)` when a failure was found and reported. It must be
/// called while the process is single-threaded (see [`process`]).
pub fn run<G: Game>(options: &Options) -> Result<bool, String> {
    let launcher = Launcher::start(&options.command)?;
    let seed = options.seed.unwrap_or_else(drawn_seed);
    let save = match &options.save {
        Some(dir) => {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
            Some(dir)
        }
        None => None,
    };
    let session = Session {
        options,
        launcher,
        memory: options.memory_limit.unwrap_or(G::MEMORY_MIB) << 20,
        runs: AtomicUsize::new(0),
    };
    let started = Instant::now();
    let worst = if options.max {
        G::at_limits()
    } else {
        Vec::new()
    };
    let progress = Progress::new();
    progress.line(&format!(
        "seed {seed}; {} random cases, then {} worst cases at the judge's limits",
        options.cases,
        worst.len()
    ));
    let runs = || plural(session.runs.load(Ordering::Relaxed), "run");
    let (found, used) = search::search::<G>(&session, seed, &worst, &progress)?;
    let Some((origin, found)) = found else {
        progress.done();
        let mut report = format!(
            "No failure in {} random cases and {} worst cases (seed {seed}).\n",
            options.cases,
            worst.len()
        );
        let named: Vec<(String, Option<(Duration, u64)>)> = worst
            .into_iter()
            .map(|(name, _)| name)
            .zip(used.worst)
            .collect();
        report::measured_table(&mut report, &session.limits(b"", 1), &named, &used.random);
        progress.line(&format!(
            "{} in {:.1} s",
            runs(),
            started.elapsed().as_secs_f64()
        ));
        crate::judge::write_out(report.as_bytes())?;
        return Ok(false);
    };
    let verdict = found.verdict;
    let case_name = match &origin {
        Origin::Random(i) => format!("random case {} of {}", i + 1, options.cases),
        Origin::Worst(i, count, name) => format!("worst case {} of {count} ({name})", i + 1),
    };
    progress.line(&format!(
        "{case_name} fails: {}, after {}",
        verdict.name(),
        runs()
    ));
    let found_usage = usage(found.ran.cpu, found.ran.memory);
    let (last, kept, shrunk) = if options.shrink {
        shrunk::<G>(&session, seed, found, &progress)?
    } else {
        (found, 0, "Not shrunk (--no-shrink).".to_string())
    };
    let again = session.test(last.input.clone(), last.expected.clone(), 1)?;
    let rerun = match again.verdict {
        _ if verdict.is_measured() => {
            "The final case was run once more on its own, under the limits (see Measured)."
                .to_string()
        }
        Some(v) if v == verdict => "A second run failed the same way.".to_string(),
        Some(v) if v.is_measured() => {
            format!("A second run gave {} instead (see Measured).", v.name())
        }
        Some(v) => format!(
            "A second run gave {} instead: the program is not deterministic here.",
            v.name()
        ),
        None => {
            "A second run answered correctly: the program is not deterministic here.".to_string()
        }
    };
    progress.done();
    let explained = G::explained(last.input.as_bytes())?;
    let mut report = format!(
        "Seed {seed}, {case_name}: {}.\n{shrunk}\n{rerun}\n",
        verdict.name()
    );
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
    let saved = save
        .map(|dir| report::save_case(dir, &last.input, &last.expected))
        .transpose();
    if let Ok(Some((input_path, output_path))) = &saved {
        let _ = writeln!(
            report,
            "\nSaved as {} and {}; replay with `oj t -c {} -d {}`.",
            input_path.display(),
            output_path.display(),
            report::quoted(&report::quoted_words(&options.command)),
            report::quoted(&save.unwrap().to_string_lossy())
        );
    }
    let limits = session.limits(b"", 1);
    let _ = writeln!(
        report,
        "\nMeasured (limits: {} ms of CPU time, {} MiB):\n- the case found: {found_usage}",
        limits.cpu.as_millis(),
        limits.memory >> 20
    );
    if kept > 0 {
        let _ = writeln!(
            report,
            "- the final case, as kept: {}",
            usage(last.ran.cpu, last.ran.memory)
        );
    }
    let outcome = again
        .verdict
        .map_or("passed".to_string(), |v| v.name().to_string());
    let _ = writeln!(
        report,
        "- the final case on its own: {}: {outcome}",
        usage(again.ran.cpu, again.ran.memory)
    );
    crate::judge::write_out(report.as_bytes())?;
    saved.map(|_| true)
}

/// Shrinks the failure found: the last failing case and the line that says how the shrink
/// went.
fn shrunk<G: Game>(
    session: &Session,
    seed: u64,
    found: Failure,
    progress: &Progress,
) -> Result<(Failure, usize, String), String> {
    let verdict = found.verdict;
    // A time limit is a measurement: a step is kept only if the program is clearly over it.
    let factor = if verdict == Verdict::Tle { 2 } else { 1 };
    // Each run of a TLE or an ILE takes the limit or more: coarse steps, and fewer of them.
    let slow = matches!(verdict, Verdict::Tle | Verdict::Ile);
    let runs_at_start = session.runs.load(Ordering::Relaxed);
    progress.start_shrink();
    let shrinker = Shrinker::<G, Failure> {
        jobs: session.options.jobs,
        coarse: slow,
        fails: &|smaller| {
            let trial = session.test_case::<G>(G::write(smaller), factor)?;
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
        End::Smallest => format!("Shrunk in {steps} to {size}, the smallest size there is."),
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
    if factor > 1 {
        let _ = write!(
            line,
            " A step was kept only if the program used more than {} ms of CPU time, twice \
             the limit.",
            (session.options.time_limit * factor).as_millis()
        );
    }
    Ok((s.failure, s.kept, line))
}

/// The shrink of hack mode without a program: `input` (one of our own) made as small as
/// `G`'s steps and smaller cases go while `fails` holds.
pub fn minimize<G: Game>(
    input: &str,
    fails: impl Fn(&str) -> bool + Sync,
) -> Result<String, String> {
    let shrinker = Shrinker::<G, ()> {
        jobs: 1,
        coarse: false,
        fails: &|smaller| Ok(fails(&G::write(smaller)).then_some(())),
        wrong_token: &|_| None,
        on_kept: &|_, _| {},
    };
    let s = shrinker.shrink(
        G::read(input)?,
        (),
        Budget::new(usize::MAX, None),
        &mut Rng::new(1),
    )?;
    Ok(G::write(&s.case))
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

    /// The share of random cases whose answer is the game's first verdict.
    fn first_verdict_share<G: Game>() -> f64 {
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
}
