//! The session: the program as built, the limits of its runs, and one run's record.
//!
//! A run whose verdict rests on a measurement (TLE, MLE, ILE), or that reached the backstop,
//! is run again with nothing of ours beside it, and that run decides: every other run holds
//! the session's lock shared, a confirming run holds it alone.

use super::build::{self, Program};
use super::hackable::{Hackable, answer};
use super::options::Options;
use super::platform::Platform;
use super::policy::{BORDER, BORDER_RUNS, EXACT, Margin, backstop, idle_limit};
use super::process::{self, Limits, Ran, Runner, Stop};
use super::progress::Progress;
use super::runtime;
use super::sanitizer;
use super::verdict::{self, Verdict};
use std::sync::RwLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Everything one hack session shares between its jobs.
pub struct Session<'a> {
    pub options: &'a Options,
    pub program: Program,
    runner: Runner,
    /// The limits of every run, before any margin.
    pub time: Duration,
    memory: u64,
    committed: bool,
    /// What the program's executable commits at load, counted where memory is committed.
    image: u64,
    stack: u64,
    runs: AtomicUsize,
    /// Held shared by every run, and alone by a run that confirms a measured verdict.
    alone: RwLock<()>,
    pub progress: Progress,
}

/// One run of the program on one case, as judged: the case, our answer, what the program did
/// and under which limits, and a first run beside others whose measured verdict the run alone
/// did not confirm.
pub struct Record {
    pub input: String,
    pub expected: Vec<u8>,
    pub ran: Ran,
    pub limits: Limits,
    pub beside: Option<(Ran, Verdict)>,
    /// A TLE whose runs alone all ended between the limit and [`BORDER`] times it.
    pub borderline: Option<Spread>,
}

/// The CPU times of a borderline TLE's runs alone: the least, the most, how many.
#[derive(Clone, Copy, Debug)]
pub struct Spread {
    pub least: Duration,
    pub most: Duration,
    pub runs: usize,
}

/// A run judged: its record, and how it failed, if it did.
pub struct Trial {
    pub record: Record,
    pub verdict: Option<Verdict>,
}

/// A run that failed.
pub struct Failure {
    pub record: Record,
    pub verdict: Verdict,
}

impl Trial {
    pub fn failure(self) -> Option<Failure> {
        Some(Failure {
            verdict: self.verdict?,
            record: self.record,
        })
    }
}

impl Failure {
    /// The index of the first output token that differs from ours, if one does.
    pub fn wrong_token(&self) -> Option<usize> {
        verdict::first_difference(&self.record.expected, &self.record.ran.stdout)
    }
}

impl<'a> Session<'a> {
    /// The session for game `G`: the command built if it is a source file (announced on the
    /// progress lines), and the limits as the judge sets them.
    pub fn open<G: Hackable>(options: &'a Options) -> Result<Session<'a>, String> {
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
        let image =
            runtime::executable(&program.command[0]).map_or(0, |p| process::writable_size(&p));
        let stack = platform.stack(memory);
        let (time, memory) = if options.sanitize {
            let time = options.time_limit * sanitizer::TIME_FACTOR;
            (time, sanitizer::memory(memory))
        } else {
            (options.time_limit, memory)
        };
        Ok(Session {
            options,
            program,
            runner,
            time,
            memory,
            committed: committed(platform, options.sanitize),
            image,
            stack: process::hard_stack_limit().map_or(stack, |hard| stack.min(hard)),
            runs: AtomicUsize::new(0),
            alone: RwLock::new(()),
            progress,
        })
    }

    /// Whether memory counts as committed, rather than resident.
    pub fn committed(&self) -> bool {
        self.committed
    }

    /// The runs made so far.
    pub fn runs(&self) -> usize {
        self.runs.load(Ordering::Relaxed)
    }

    /// Stops every run and what it started.
    pub fn close(self) {
        drop(self.runner);
    }

    /// The limits of a run whose answer is `expected`, past the judge's by `margin`.
    pub fn limits(&self, expected: &[u8], margin: Margin) -> Limits {
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

    /// The source whose sanitized build runs, if one does.
    pub fn sanitized(&self) -> Option<&str> {
        let built = self.program.built.as_ref()?;
        self.options.sanitize.then_some(built.source.as_str())
    }

    /// One run of the program on `input`, beside others or `alone`, measured.
    pub fn measure(&self, input: &str, limits: &Limits, alone: bool) -> Result<Ran, String> {
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
    pub fn test(&self, input: String, expected: Vec<u8>, margin: Margin) -> Result<Trial, String> {
        let limits = self.limits(&expected, margin);
        let first = self.measure(&input, &limits, false)?;
        let first_verdict = verdict::verdict(&expected, &first, &limits, self.sanitized());
        let doubtful = first.stopped == Some(Stop::Backstop)
            || first_verdict.is_some_and(Verdict::is_measured);
        if !doubtful {
            let record = Record {
                input,
                expected,
                ran: first,
                limits,
                beside: None,
                borderline: None,
            };
            return Ok(Trial {
                record,
                verdict: first_verdict,
            });
        }
        let (again, verdict, borderline) = self.alone(&input, &expected, &limits, margin)?;
        let beside = first_verdict
            .filter(|&v| Some(v) != verdict && first.stopped != Some(Stop::Backstop))
            .map(|v| (first, v));
        let record = Record {
            input,
            expected,
            ran: again,
            limits,
            beside,
            borderline,
        };
        Ok(Trial { record, verdict })
    }

    /// The runs alone that decide a measured verdict: one, allowed [`BORDER`] times the CPU
    /// limit; for a TLE that ends below that, [`BORDER_RUNS`] in all, the one of least CPU
    /// time deciding (a pass if it is within the limit), and their spread.
    fn alone(
        &self,
        input: &str,
        expected: &[u8],
        limits: &Limits,
        margin: Margin,
    ) -> Result<(Ran, Option<Verdict>, Option<Spread>), String> {
        let cap = limits.cpu.mul_f64(BORDER);
        let raised = Limits {
            cpu: cap,
            backstop: backstop(cap),
            ..*limits
        };
        let judge = |ran: &Ran| verdict::verdict(expected, ran, limits, self.sanitized());
        let mut least = self.measure(input, &raised, true)?;
        self.backstop_reached(&least)?;
        let near = |ran: &Ran| ran.stopped.is_none() && ran.cpu > limits.cpu;
        if judge(&least) != Some(Verdict::Tle) || !near(&least) || margin != EXACT {
            let verdict = judge(&least);
            return Ok((least, verdict, None));
        }
        let mut most = least.cpu;
        for _ in 1..BORDER_RUNS {
            let ran = self.measure(input, &raised, true)?;
            self.backstop_reached(&ran)?;
            most = most.max(ran.cpu);
            if ran.cpu < least.cpu {
                least = ran;
            }
        }
        let verdict = judge(&least);
        let spread = (verdict == Some(Verdict::Tle)).then_some(Spread {
            least: least.cpu,
            most,
            runs: BORDER_RUNS,
        });
        Ok((least, verdict, spread))
    }

    /// An error where a run alone reached the backstop: the machine is too busy to judge.
    fn backstop_reached(&self, ran: &Ran) -> Result<(), String> {
        if ran.stopped != Some(Stop::Backstop) {
            return Ok(());
        }
        Err(format!(
            "the machine is too busy to judge: the program got {} ms of CPU time in {} s, \
             twice (the backstop)",
            ran.cpu.as_millis(),
            ran.wall.as_secs()
        ))
    }

    /// Like [`Session::test`] for a case of game `G`, with our answer computed here.
    pub fn test_case<G: Hackable>(&self, input: String, margin: Margin) -> Result<Trial, String> {
        let expected = answer::<G>(&input)?;
        self.test(input, expected, margin)
    }
}

/// Whether memory counts as committed: on the judge's measure, but not for a sanitizer, which
/// reserves terabytes with `MAP_NORESERVE` that only resident memory leaves out.
fn committed(platform: Platform, sanitize: bool) -> bool {
    platform.committed() && !sanitize
}
