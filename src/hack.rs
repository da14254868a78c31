//! # Hack mode: find, shrink and explain an input on which another program fails
//!
//! `<bin> --hack [OPTIONS] -- COMMAND [ARG…]` runs COMMAND (directly, without a shell) on
//! random valid inputs, small first and growing (`crate::generate`'s `*_growing`), then, unless
//! `--no-max`, on the benchmarks' worst cases at the judge's limits. Each output is compared
//! with our answer, computed in-process, token by token, as judges compare these problems:
//! - WA: a token differs, or tokens are missing or extra;
//! - RE: a non-zero exit status or a signal;
//! - TLE: still running at the time limit;
//! - OLE: more than 4× our output plus 64 KiB.
//!
//! Each run is its own process group, with its output read while it runs. On a timeout or an
//! overflow the whole group is killed (a forked child too), and so is whatever the program
//! leaves behind when it exits.
//!
//! The first failing case (the lowest number, however many jobs run) is shrunk with each
//! game's steps ([`Game::steps`]). Every step keeps the input valid and makes it smaller in a
//! fixed order, so the shrink ends. A step is kept only if the program still fails *with the
//! same verdict* (so the shrink does not slip to another bug). After each kept step the steps
//! start again from the coarsest, until none is kept (a local minimum) or the budget runs out
//! ([`SHRINK_SECONDS`], [`SHRINK_RUNS`]). The final case is run once more, to see that the
//! failure repeats.
//!
//! The report on stdout has the seed, the case number, the verdict, the input, both outputs
//! with the first differing token marked, and our `--explain`. It holds nothing timed. A case
//! is drawn from the seed and its number alone, and among candidates the lowest failing one
//! wins, so the same seed gives the same report whatever `--jobs` is. Progress goes to stderr:
//! a bar on a terminal, a few plain lines otherwise.
//!
//! Cost per case: a process start plus the program's own time; our answer and the case take
//! microseconds at the random sizes. Against our own compiled bundles on 2 cores, 3000 random
//! cases take 2.2–2.4 s (`README.md`, "Hack mode", has the command).

mod cases;

pub use cases::{Dot, Duel, Tag};

use crate::generate::Rng;
use indicatif::{ProgressBar, ProgressStyle};
use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::{Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, mpsc};
use std::time::{Duration, Instant};

/// What the command line asks of hack mode.
pub struct Options {
    pub cases: u64,
    /// Drawn from the clock when absent, and printed.
    pub seed: Option<u64>,
    pub time_limit: Duration,
    /// Whether the worst cases at the judge's limits follow the random ones.
    pub max: bool,
    pub save: Option<PathBuf>,
    pub shrink: bool,
    pub jobs: usize,
    /// The program and its arguments.
    pub command: Vec<OsString>,
}

/// Wall-clock budget of one shrink.
pub const SHRINK_SECONDS: u64 = 30;
/// Most program runs of one shrink.
pub const SHRINK_RUNS: usize = 10_000;
/// Lines of an input or output shown in the report; `--save` keeps all of it.
const SHOWN_LINES: usize = 20;

/// What hack mode needs of a game: its answers, its cases, and how a case shrinks.
pub trait Game {
    /// A case in a form that steps can edit.
    type Case: Clone + Send + Sync;
    /// One edit that makes a case smaller; [`Game::apply`] makes it.
    type Step: Copy + Send + Sync;
    /// The two verdicts, drawn about equally often.
    const VERDICTS: [&'static str; 2];
    fn judge(input: &[u8]) -> Result<Vec<u8>, String>;
    fn explained(input: &[u8]) -> Result<Vec<u8>, String>;
    /// A random valid case at `level` in `0..1`: the smallest at 0, larger as it grows.
    fn random(rng: &mut Rng, level: f64) -> String;
    /// The worst cases at the judge's limits, named.
    fn at_limits() -> Vec<(String, String)>;
    /// A case from one of our own inputs.
    fn read(input: &str) -> Result<Self::Case, String>;
    fn write(case: &Self::Case) -> String;
    /// Its size in a few words, for progress lines.
    fn size(case: &Self::Case) -> String;
    /// The steps to try, coarse first; `wrong_token` is the index of the first output token
    /// that differs, when one does.
    fn steps(case: &Self::Case, wrong_token: Option<usize>) -> Vec<Self::Step>;
    /// The case after `step`, or `None` when it would be invalid or no smaller.
    fn apply(case: &Self::Case, step: Self::Step) -> Option<Self::Case>;
}

/// How a run failed, in the judges' words.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Verdict {
    Wa,
    Re,
    Tle,
    Ole,
}

impl Verdict {
    fn name(self) -> &'static str {
        match self {
            Verdict::Wa => "wrong answer (WA)",
            Verdict::Re => "runtime error (RE)",
            Verdict::Tle => "time limit exceeded (TLE)",
            Verdict::Ole => "output limit exceeded (OLE)",
        }
    }
}

/// One finished run of the program.
struct Ran {
    stdout: Vec<u8>,
    /// Its first bytes only.
    stderr: Vec<u8>,
    /// `None` when we killed it.
    status: Option<ExitStatus>,
    timed_out: bool,
    overflowed: bool,
}

/// A case on which the program failed, with what it did.
struct Failure {
    input: String,
    expected: Vec<u8>,
    ran: Ran,
    verdict: Verdict,
}

impl Failure {
    fn wrong_token(&self) -> Option<usize> {
        first_difference(&self.expected, &self.ran.stdout)
    }
}

/// The index of the first whitespace-separated token where `got` differs from `expected`,
/// a missing or an extra token included.
fn first_difference(expected: &[u8], got: &[u8]) -> Option<usize> {
    let (mut want, mut have) = (tokens(expected), tokens(got));
    let mut i = 0;
    loop {
        match (want.next(), have.next()) {
            (None, None) => return None,
            (w, h) if w != h => return Some(i),
            _ => i += 1,
        }
    }
}

fn tokens(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(u8::is_ascii_whitespace)
        .filter(|t| !t.is_empty())
}

/// Everything one hack session shares between its jobs.
struct Session<'a> {
    options: &'a Options,
    runs: AtomicUsize,
}

impl Session<'_> {
    /// Runs the program on `input`; `Ok(None)` if it answers `expected` correctly.
    fn test(&self, input: String, expected: Vec<u8>) -> Result<Option<Failure>, String> {
        let ran = execute(
            &self.options.command,
            input.as_bytes(),
            self.options.time_limit,
            output_limit(&expected),
        )?;
        self.runs.fetch_add(1, Ordering::Relaxed);
        Ok(verdict(&expected, &ran).map(|verdict| Failure {
            input,
            expected,
            ran,
            verdict,
        }))
    }

    /// Like [`Session::test`] for a case of game `G`, with our answer computed here.
    fn test_case<G: Game>(&self, input: String) -> Result<Option<Failure>, String> {
        let expected = answer::<G>(&input)?;
        self.test(input, expected)
    }
}

/// Output past this many bytes is far more than the answer: OLE.
fn output_limit(expected: &[u8]) -> usize {
    4 * expected.len() + (64 << 10)
}

/// Our answer to one of our own inputs; a rejection is our bug, reported as such.
fn answer<G: Game>(input: &str) -> Result<Vec<u8>, String> {
    G::judge(input.as_bytes())
        .map_err(|e| format!("internal error: our own case was rejected: {e}"))
}

fn verdict(expected: &[u8], ran: &Ran) -> Option<Verdict> {
    if ran.timed_out {
        Some(Verdict::Tle)
    } else if ran.overflowed {
        Some(Verdict::Ole)
    } else if !ran.status.is_some_and(|s| s.success()) {
        Some(Verdict::Re)
    } else if first_difference(expected, &ran.stdout).is_some() {
        Some(Verdict::Wa)
    } else {
        None
    }
}

/// Kept of the program's stderr, for the report.
const STDERR_KEPT: usize = 4 << 10;

/// Runs `command` with `input` on its stdin, reading its stdout (at most `limit` bytes) while
/// it runs, for at most `time` of wall time.
fn execute(
    command: &[OsString],
    input: &[u8],
    time: Duration,
    limit: usize,
) -> Result<Ran, String> {
    let mut child = Command::new(&command[0])
        .args(&command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|e| format!("cannot start `{}`: {e}", command[0].to_string_lossy()))?;
    let group = child.id() as i32;
    let (mut stdin, mut stdout, mut stderr) = (
        child.stdin.take().unwrap(),
        child.stdout.take().unwrap(),
        child.stderr.take().unwrap(),
    );
    let (done, finished) = mpsc::channel();
    std::thread::scope(|s| {
        // A program may exit without reading all of its input; the broken pipe is its choice.
        s.spawn(move || {
            let _ = stdin.write_all(input);
        });
        let errors = s.spawn(move || {
            let mut kept = Vec::new();
            let _ = (&mut stderr)
                .take(STDERR_KEPT as u64)
                .read_to_end(&mut kept);
            let _ = std::io::copy(&mut stderr, &mut std::io::sink());
            kept
        });
        s.spawn(move || {
            let mut out = Vec::new();
            let read = (&mut stdout).take(limit as u64 + 1).read_to_end(&mut out);
            let overflowed = read.is_ok() && out.len() > limit;
            if overflowed {
                kill_group(group);
            }
            let status = child.wait();
            let _ = done.send((out, overflowed, status));
        });
        let (result, timed_out) = match finished.recv_timeout(time) {
            Ok(result) => (result, false),
            Err(_) => {
                kill_group(group);
                (finished.recv().expect("the waiting thread sends"), true)
            }
        };
        // Whatever the program left running (a forked child holding a pipe) goes too.
        kill_group(group);
        let (stdout, overflowed, status) = result;
        let status = status.map_err(|e| format!("cannot wait for the program: {e}"))?;
        let killed = timed_out || overflowed;
        Ok(Ran {
            stdout,
            stderr: errors.join().expect("the stderr thread does not panic"),
            status: (!killed).then_some(status),
            timed_out,
            overflowed,
        })
    })
}

fn kill_group(group: i32) {
    // SAFETY: kill(2) with a negative pid signals a process group; it touches no memory.
    unsafe {
        libc::kill(-group, libc::SIGKILL);
    }
}

/// The lowest `i` in `0..count` for which `item(i)` is `Some`, trying up to `jobs` at once:
/// later indices are no longer started once one is found, earlier ones still finish.
fn first_failing<T: Send>(
    jobs: usize,
    count: usize,
    item: &(dyn Fn(usize) -> Result<Option<T>, String> + Sync),
) -> Result<Option<(usize, T)>, String> {
    let next = AtomicUsize::new(0);
    let found: Mutex<Option<(usize, T)>> = Mutex::new(None);
    let error: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|s| {
        for _ in 0..jobs.min(count) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let past = found.lock().unwrap().as_ref().is_some_and(|(j, _)| *j < i);
                    if i >= count || past {
                        break;
                    }
                    match item(i) {
                        Ok(None) => {}
                        Ok(Some(t)) => {
                            let mut f = found.lock().unwrap();
                            if f.as_ref().is_none_or(|(j, _)| i < *j) {
                                *f = Some((i, t));
                            }
                        }
                        Err(e) => {
                            error.lock().unwrap().get_or_insert(e);
                        }
                    }
                }
            });
        }
    });
    match error.into_inner().unwrap() {
        Some(e) => Err(e),
        None => Ok(found.into_inner().unwrap()),
    }
}

/// The generator of case `i` of a session. SplitMix64 steps its state by a fixed odd
/// constant; another odd multiplier keeps the cases' sequences apart.
fn case_rng(seed: u64, i: u64) -> Rng {
    Rng::new(seed ^ i.wrapping_mul(0xd1b5_4a32_d192_ed03))
}

/// Random case `i` of `cases`, with our answer. Half of the cases want one verdict and half the
/// other; up to eight draws are made to get it, so that neither verdict is rare (small `duel`
/// boards are lost three times in four otherwise).
fn random_case<G: Game>(seed: u64, i: u64, cases: u64) -> Result<(String, Vec<u8>), String> {
    let mut rng = case_rng(seed, i);
    let level = i as f64 / cases as f64;
    let wanted = G::VERDICTS[rng.index(2)].as_bytes();
    let mut input = G::random(&mut rng, level);
    let mut expected = answer::<G>(&input)?;
    for _ in 0..7 {
        if tokens(&expected).next() == Some(wanted) {
            break;
        }
        input = G::random(&mut rng, level);
        expected = answer::<G>(&input)?;
    }
    Ok((input, expected))
}

/// Where a failing case came from.
enum Origin {
    Random(u64),
    Worst(usize, usize, String),
}

/// Hack mode for game `G`: `Ok(true)` when a failure was found and reported.
pub fn run<G: Game>(options: &Options) -> Result<bool, String> {
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
    let Some((origin, failure)) = search::<G>(&session, seed, &worst, &progress)? else {
        progress.done();
        let report = format!(
            "No failure in {} random cases and {} worst cases (seed {seed}).\n",
            options.cases,
            worst.len()
        );
        progress.line(&format!(
            "{} runs in {:.1} s",
            session.runs.load(Ordering::Relaxed),
            started.elapsed().as_secs_f64()
        ));
        crate::judge::write_out(report.as_bytes())?;
        return Ok(false);
    };
    let verdict = failure.verdict;
    let case_name = match &origin {
        Origin::Random(i) => format!("random case {} of {}", i + 1, options.cases),
        Origin::Worst(i, count, name) => format!("worst case {} of {count} ({name})", i + 1),
    };
    progress.line(&format!(
        "{case_name} fails: {}, after {}",
        verdict.name(),
        plural(session.runs.load(Ordering::Relaxed), "run")
    ));
    let (failure, shrunk) = if options.shrink {
        let case = G::read(&failure.input)?;
        let (failure, steps, out_of_budget) = shrink::<G>(&session, case, failure, &progress)?;
        let note = if out_of_budget {
            format!(
                "Shrunk in {}, when the budget ({SHRINK_SECONDS} s or {SHRINK_RUNS} runs) ran \
                 out: a smaller case may fail too.",
                plural(steps, "step")
            )
        } else {
            format!(
                "Shrunk in {} to a local minimum: no step makes it smaller.",
                plural(steps, "step")
            )
        };
        (failure, note)
    } else {
        (failure, "Not shrunk (--no-shrink).".to_string())
    };
    let again = session
        .test(failure.input.clone(), failure.expected.clone())?
        .map(|f| f.verdict);
    let rerun = match again {
        Some(v) if v == verdict => "A second run failed the same way.".to_string(),
        Some(v) => format!(
            "A second run gave {} instead: the program is not deterministic here.",
            v.name()
        ),
        None => {
            "A second run answered correctly: the program is not deterministic here.".to_string()
        }
    };
    progress.done();
    let explained = G::explained(failure.input.as_bytes())?;
    let mut report = format!(
        "Seed {seed}, {case_name}: {}.\n{shrunk}\n{rerun}\n",
        verdict.name()
    );
    report.push_str(&describe(&failure));
    lines_of(
        &mut report,
        "Why our answer holds (--explain)",
        &explained,
        None,
        usize::MAX,
    );
    // A case that cannot be saved is still reported, before the error.
    let saved = save.map(|dir| save_case(dir, &failure)).transpose();
    if let Ok(Some((input_path, output_path))) = &saved {
        let _ = writeln!(
            report,
            "\nSaved as {} and {}; replay with `oj t -c {} -d {}`.",
            input_path.display(),
            output_path.display(),
            quoted(&quoted_words(&options.command)),
            quoted(&save.unwrap().to_string_lossy())
        );
    }
    crate::judge::write_out(report.as_bytes())?;
    saved.map(|_| true)
}

/// The command as a shell line, for `oj t -c`.
fn quoted_words(command: &[OsString]) -> String {
    let words: Vec<String> = command
        .iter()
        .map(|w| quoted(&w.to_string_lossy()))
        .collect();
    words.join(" ")
}

/// A word as a POSIX shell reads it back: as it is when it is plain, else in single quotes.
fn quoted(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

fn drawn_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    // Small enough to type back in.
    Rng::new(nanos ^ u64::from(std::process::id())).next_u64() % 1_000_000_000
}

/// The random cases, then the worst ones: the first that fails.
fn search<G: Game>(
    session: &Session,
    seed: u64,
    worst: &[(String, String)],
    progress: &Progress,
) -> Result<Option<(Origin, Failure)>, String> {
    let options = session.options;
    let cases = options.cases;
    let passed = AtomicUsize::new(0);
    progress.start(cases, "random cases");
    let found = first_failing(options.jobs, cases as usize, &|i| {
        let (input, expected) = random_case::<G>(seed, i as u64, cases)?;
        let size = progress
            .wants_sizes()
            .then(|| G::read(&input).map(|c| G::size(&c)));
        let failure = session.test(input, expected)?;
        if failure.is_none() {
            let done = passed.fetch_add(1, Ordering::Relaxed) + 1;
            progress.passed(done as u64, cases, size.transpose()?);
        }
        Ok(failure)
    })?;
    if let Some((i, failure)) = found {
        return Ok(Some((Origin::Random(i as u64), failure)));
    }
    progress.start(worst.len() as u64, "worst cases");
    let found = first_failing(options.jobs, worst.len(), &|i| {
        let (name, input) = &worst[i];
        progress.worst(i, worst.len(), name);
        session.test_case::<G>(input.clone())
    })?;
    Ok(found.map(|(i, failure)| (Origin::Worst(i, worst.len(), worst[i].0.clone()), failure)))
}

/// Shrinks a failure of the program to one with the same verdict, within the budget: the last
/// failure, the steps kept, and whether the budget ran out.
fn shrink<G: Game>(
    session: &Session,
    case: G::Case,
    failure: Failure,
    progress: &Progress,
) -> Result<(Failure, usize, bool), String> {
    let deadline = Instant::now() + Duration::from_secs(SHRINK_SECONDS);
    let runs = || session.runs.load(Ordering::Relaxed);
    let runs_at_start = runs();
    let out_of_budget = || Instant::now() > deadline || runs() - runs_at_start >= SHRINK_RUNS;
    let verdict = failure.verdict;
    progress.start_shrink();
    let (_, failure, kept) = fixpoint::<G, Failure>(
        session.options.jobs,
        case,
        failure,
        &Failure::wrong_token,
        &|smaller| {
            let f = session.test_case::<G>(G::write(smaller))?;
            Ok(f.filter(|f| f.verdict == verdict))
        },
        &out_of_budget,
        &|kept, smaller| progress.shrunk(kept, &G::size(smaller), runs() - runs_at_start),
    )?;
    Ok((failure, kept, out_of_budget()))
}

/// The shrink of hack mode without a program: `input` (one of our own) made as small as
/// `G`'s steps go while `fails` holds. Tests drive the steps through this.
pub fn minimize<G: Game>(
    input: &str,
    fails: impl Fn(&str) -> bool + Sync,
) -> Result<String, String> {
    let (case, (), _) = fixpoint::<G, ()>(
        1,
        G::read(input)?,
        (),
        &|_| None,
        &|smaller| Ok(fails(&G::write(smaller)).then_some(())),
        &|| false,
        &|_, _| {},
    )?;
    Ok(G::write(&case))
}

/// Whether a case fails, and how; an error is ours (the program cannot be started).
type Trial<'a, C, T> = dyn Fn(&C) -> Result<Option<T>, String> + Sync + 'a;

/// Steps of `G` kept while `fails` finds a failure (a `T`) on the smaller case, starting from
/// the coarsest step again after each kept one, until none is kept or `stop()` holds: the last
/// case, its failure, and the number of steps kept. Up to `jobs` candidates are tried at once,
/// and the first in step order wins, so the result does not depend on `jobs`.
fn fixpoint<G: Game, T: Send>(
    jobs: usize,
    mut case: G::Case,
    mut failure: T,
    wrong_token: &dyn Fn(&T) -> Option<usize>,
    fails: &Trial<G::Case, T>,
    stop: &(dyn Fn() -> bool + Sync),
    on_kept: &dyn Fn(usize, &G::Case),
) -> Result<(G::Case, T, usize), String> {
    let mut kept = 0;
    loop {
        let steps = G::steps(&case, wrong_token(&failure));
        let found = first_failing(jobs, steps.len(), &|i| {
            if stop() {
                return Ok(None);
            }
            match G::apply(&case, steps[i]) {
                Some(smaller) => Ok(fails(&smaller)?.map(|f| (smaller, f))),
                None => Ok(None),
            }
        })?;
        let Some((_, (smaller, f))) = found else {
            return Ok((case, failure, kept));
        };
        kept += 1;
        on_kept(kept, &smaller);
        case = smaller;
        failure = f;
    }
}

/// The input, both outputs with the first difference marked, and what the program did.
fn describe(f: &Failure) -> String {
    let mut text = String::new();
    section(
        &mut text,
        &format!("Input ({} bytes)", f.input.len()),
        f.input.as_bytes(),
        None,
    );
    // The outputs differ where it counts only for a wrong answer: the other verdicts stand
    // whatever was printed before the end.
    let wrong = f.wrong_token().filter(|_| f.verdict == Verdict::Wa);
    let mark = |out: &[u8]| wrong.map(|i| token_place(out, i));
    section(&mut text, "Expected (ours)", &f.expected, mark(&f.expected));
    let heading = match (f.ran.timed_out, f.ran.overflowed, f.ran.status) {
        (true, ..) => "Program's output, when it was killed at the time limit".to_string(),
        (_, true, _) => format!(
            "Program's output, when it was killed past {} bytes",
            output_limit(&f.expected)
        ),
        (.., Some(s)) if !s.success() => match (s.code(), s.signal()) {
            (Some(code), _) => format!("Program's output (exit status {code})"),
            (_, Some(signal)) => format!("Program's output (killed by signal {signal})"),
            _ => "Program's output".to_string(),
        },
        _ => "Program's output".to_string(),
    };
    section(&mut text, &heading, &f.ran.stdout, mark(&f.ran.stdout));
    if let Some(i) = wrong {
        let show = |t: Option<&[u8]>| match t {
            Some(t) => format!("`{}`", crate::reader::shown(&String::from_utf8_lossy(t))),
            None => "the end of the output".to_string(),
        };
        let _ = writeln!(
            text,
            "First difference: token {}: expected {}, found {}.",
            i + 1,
            show(tokens(&f.expected).nth(i)),
            show(tokens(&f.ran.stdout).nth(i))
        );
    }
    if !f.ran.stderr.is_empty() {
        section(
            &mut text,
            "Program's stderr (its start)",
            &f.ran.stderr,
            None,
        );
    }
    text
}

/// Line and byte column of token `i` of `text`, or of the end when there are fewer tokens.
fn token_place(text: &[u8], i: usize) -> (usize, usize) {
    let mut count = 0;
    let (mut line, mut column) = (0, 0);
    let mut in_token = false;
    for &b in text {
        if b.is_ascii_whitespace() {
            in_token = false;
        } else if !in_token {
            if count == i {
                return (line, column);
            }
            count += 1;
            in_token = true;
        }
        if b == b'\n' {
            line += 1;
            column = 0;
        } else {
            column += 1;
        }
    }
    (line, column)
}

/// A heading, then up to [`SHOWN_LINES`] lines of `body` (around the marked place if there is
/// one), with a caret under the mark. Lines of inputs and outputs are cut at [`WIDTH`]
/// characters; explanations are sentences, and kept whole.
fn section(out: &mut String, heading: &str, body: &[u8], mark: Option<(usize, usize)>) {
    lines_of(out, heading, body, mark, WIDTH)
}

const WIDTH: usize = 100;

fn lines_of(
    out: &mut String,
    heading: &str,
    body: &[u8],
    mark: Option<(usize, usize)>,
    width: usize,
) {
    let _ = writeln!(out, "\n{heading}:");
    let text = String::from_utf8_lossy(body);
    let lines: Vec<&str> = text.lines().collect();
    let first = mark.map_or(0, |(line, _)| line.saturating_sub(SHOWN_LINES / 2));
    let first = first.min(lines.len().saturating_sub(SHOWN_LINES));
    if first > 0 {
        let _ = writeln!(out, "… {first} lines before");
    }
    let last = (first + SHOWN_LINES).min(lines.len());
    for (k, line) in lines.iter().enumerate().take(last).skip(first) {
        let _ = writeln!(out, "{}", visible(line, width));
        if mark.is_some_and(|(l, _)| l == k) {
            let column = mark.unwrap().1;
            let _ = writeln!(out, "{}^", " ".repeat(column.min(width)));
        }
    }
    if mark.is_some_and(|(l, _)| l >= lines.len()) {
        let _ = writeln!(out, "^ (the end)");
    }
    if last < lines.len() {
        let _ = writeln!(out, "… {} more lines", lines.len() - last);
    }
    if body.is_empty() {
        let _ = writeln!(out, "(nothing)");
    }
}

/// A line as a terminal shows it safely: control characters escaped, cut after `width`
/// characters.
fn visible(line: &str, width: usize) -> String {
    let mut s = String::new();
    for (i, c) in line.chars().enumerate() {
        if i == width {
            s.push('…');
            break;
        }
        if c.is_control() && c != '\t' {
            s.extend(c.escape_default());
        } else {
            s.push(c);
        }
    }
    s
}

/// Writes the case as `dir/hack-K.in` and `dir/hack-K.out`, `K` the first number free for both.
fn save_case(dir: &std::path::Path, f: &Failure) -> Result<(PathBuf, PathBuf), String> {
    let (input, output) = (1..)
        .map(|k| {
            (
                dir.join(format!("hack-{k}.in")),
                dir.join(format!("hack-{k}.out")),
            )
        })
        .find(|(i, o)| !i.exists() && !o.exists())
        .expect("some number is free");
    let write = |path: &PathBuf, bytes: &[u8]| {
        std::fs::write(path, bytes).map_err(|e| format!("cannot write `{}`: {e}", path.display()))
    };
    write(&input, f.input.as_bytes())?;
    write(&output, &f.expected)?;
    Ok((input, output))
}

/// Progress on stderr: indicatif's bar on a terminal; where it hides itself (not a terminal,
/// `TERM=dumb`), a few plain lines instead.
struct Progress {
    bar: Mutex<ProgressBar>,
    plain: bool,
}

impl Progress {
    fn new() -> Progress {
        let bar = ProgressBar::hidden();
        let plain = ProgressBar::new(0).is_hidden();
        Progress {
            bar: Mutex::new(bar),
            plain,
        }
    }

    /// Sizes cost a parse per case; only the bar shows them.
    fn wants_sizes(&self) -> bool {
        !self.plain
    }

    fn line(&self, text: &str) {
        let bar = self.bar.lock().unwrap();
        bar.suspend(|| eprintln!("hack: {text}"));
    }

    fn start(&self, len: u64, what: &str) {
        if self.plain {
            return;
        }
        let bar = ProgressBar::new(len).with_style(
            ProgressStyle::with_template("{prefix} [{bar:30}] {pos}/{len} {msg}")
                .expect("the template is valid")
                .progress_chars("=> "),
        );
        bar.set_prefix(what.to_string());
        self.replace(bar);
    }

    fn passed(&self, done: u64, of: u64, size: Option<String>) {
        if self.plain {
            if done * 4 / of != (done - 1) * 4 / of {
                self.line(&format!("{done} of {of} random cases passed"));
            }
            return;
        }
        let bar = self.bar.lock().unwrap();
        bar.inc(1);
        if let Some(size) = size {
            bar.set_message(size);
        }
    }

    fn worst(&self, i: usize, of: usize, name: &str) {
        if self.plain {
            self.line(&format!("worst case {} of {of}: {name}", i + 1));
            return;
        }
        let bar = self.bar.lock().unwrap();
        bar.set_position(i as u64);
        bar.set_message(name.to_string());
    }

    fn start_shrink(&self) {
        if self.plain {
            return;
        }
        let bar = ProgressBar::new_spinner().with_style(
            ProgressStyle::with_template("shrinking {spinner} {msg} [{elapsed}]")
                .expect("the template is valid"),
        );
        bar.set_message("step 0");
        bar.enable_steady_tick(Duration::from_millis(100));
        self.replace(bar);
    }

    /// The next bar, the last one cleared from the terminal.
    fn replace(&self, bar: ProgressBar) {
        std::mem::replace(&mut *self.bar.lock().unwrap(), bar).finish_and_clear();
    }

    fn shrunk(&self, kept: usize, size: &str, runs: usize) {
        let text = format!("step {kept}: {size} ({runs} runs)");
        if self.plain {
            // Steps 1, 2, 4, 8, …: a few lines however long the shrink.
            if kept.is_power_of_two() {
                self.line(&format!("shrink {text}"));
            }
            return;
        }
        self.bar.lock().unwrap().set_message(text);
    }

    fn done(&self) {
        self.bar.lock().unwrap().finish_and_clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The share of random cases whose answer is the game's first verdict.
    fn first_verdict_share<G: Game>() -> f64 {
        let first = (0..1000u64)
            .filter(|&i| {
                let (_, expected) = random_case::<G>(1, i, 1000).unwrap();
                tokens(&expected).next() == Some(G::VERDICTS[0].as_bytes())
            })
            .count();
        first as f64 / 1000.0
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

    #[test]
    fn the_first_difference_counts_missing_and_extra_tokens() {
        assert_eq!(first_difference(b"YES\nNO\n", b" YES  NO"), None);
        assert_eq!(first_difference(b"YES\nNO\n", b"YES\nYES\n"), Some(1));
        assert_eq!(first_difference(b"YES\nNO\n", b"YES\n"), Some(1));
        assert_eq!(first_difference(b"YES\n", b"YES\nNO\n"), Some(1));
        assert_eq!(first_difference(b"Anton\n", b""), Some(0));
        assert_eq!(token_place(b"YES\n  NO\n", 1), (1, 2));
        assert_eq!(token_place(b"YES\n", 1), (1, 0));
    }

    #[test]
    fn a_long_output_shows_the_lines_around_the_mark() {
        let body: String = (1..=100).map(|i| format!("line{i}\n")).collect();
        let mut out = String::new();
        section(&mut out, "Output", body.as_bytes(), Some((59, 0)));
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[..3], ["", "Output:", "… 49 lines before"]);
        assert_eq!(lines[3], "line50");
        assert_eq!(lines[13..15], ["line60", "^"]);
        assert_eq!(lines[23..], ["line69", "… 31 more lines"]);
        let mut out = String::new();
        section(&mut out, "Output", b"NO\n", Some((1, 0)));
        assert_eq!(out, "\nOutput:\nNO\n^ (the end)\n");
        let mut out = String::new();
        section(&mut out, "Output", b"", None);
        assert_eq!(out, "\nOutput:\n(nothing)\n");
    }

    #[test]
    fn shown_text_is_safe_for_a_terminal_and_a_shell() {
        assert_eq!(visible("a\u{1b}[2Jb\tc", 100), "a\\u{1b}[2Jb\tc");
        assert_eq!(visible("abcdef", 3), "abc…");
        assert_eq!(quoted("./a.out"), "./a.out");
        assert_eq!(quoted("it's"), "'it'\\''s'");
        let words = ["python3".into(), "my sol.py".into()];
        assert_eq!(quoted_words(&words), "python3 'my sol.py'");
    }
}
