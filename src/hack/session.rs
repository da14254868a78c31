//! The session: the program as built, the limits of its runs, and one run's record.
//!
//! A run whose verdict rests on a measurement (TLE, MLE, ILE), or that reached the backstop,
//! is run again with nothing of ours beside it, and that run decides: every other run holds
//! the session's lock shared, a confirming run holds it alone. A TLE or an MLE within
//! [`BORDER`] times its limit is run alone [`BORDER_RUNS`] times and the least decides, since
//! CPU time varies from run to run, and so does memory under a runtime that grows its heap by
//! need (a JVM): a verdict that the measure's own spread could flip is not given.

use super::build::{self, Program};
use super::hackable::{Hackable, answer};
use super::policy::{BORDER, BORDER_RUNS, EXACT, Margin, backstop, idle_limit};
use super::process::{self, Limits, Ran, Runner, Stop};
use super::progress::Progress;
use super::runtime;
use super::sanitizer;
use super::settings::RunSettings;
use super::verdict::{self, Verdict};
use crate::platform::Platform;
use std::sync::RwLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Everything one hack session shares between its jobs.
pub struct Session {
    pub program: Program,
    /// Runs at once.
    pub jobs: usize,
    sanitize: bool,
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
    /// A TLE or an MLE whose runs alone all ended between the limit and [`BORDER`] times it.
    pub borderline: Option<Spread>,
}

/// What a measured verdict near its limit rests on: the measure of its runs alone, the least,
/// the most, how many.
#[derive(Clone, Copy, Debug)]
pub enum Spread {
    Cpu {
        least: Duration,
        most: Duration,
        runs: usize,
    },
    /// Bytes, of the session's measure of memory.
    Memory { least: u64, most: u64, runs: usize },
}

impl Spread {
    /// Whether the runs' own spread could flip the verdict: they differ by as much as the
    /// least is past the limit. Otherwise the verdict is what the program takes, not what the
    /// machine did to it.
    pub fn borderline(&self, limits: &Limits) -> bool {
        match *self {
            Spread::Cpu { least, most, .. } => most - least >= least.saturating_sub(limits.cpu),
            Spread::Memory { least, most, .. } => {
                most - least >= least.saturating_sub(limits.memory)
            }
        }
    }

    pub fn runs(&self) -> usize {
        match *self {
            Spread::Cpu { runs, .. } | Spread::Memory { runs, .. } => runs,
        }
    }
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

impl Session {
    /// The session of `run`, `jobs` runs at once: the command built if it is a source file
    /// (announced on the progress lines), and the limits as the judge sets them.
    pub fn open(run: &RunSettings, jobs: usize) -> Result<Session, String> {
        let (platform, sanitize) = (run.platform, run.sanitize);
        let memory = run.memory_mib << 20;
        let progress = Progress::new();
        let program = build::prepare(
            &run.command,
            platform,
            sanitize,
            &run.python,
            memory >> 20,
            &|text| progress.line(text),
        )?;
        let runner = Runner::start(&program.command, &program.env)?;
        let image =
            runtime::executable(&program.command[0]).map_or(0, |p| process::writable_size(&p));
        let stack = platform.stack_bytes(memory);
        let (time, memory) = match sanitize {
            true => (run.time * sanitizer::TIME_FACTOR, sanitizer::memory(memory)),
            false => (run.time, memory),
        };
        Ok(Session {
            program,
            jobs,
            sanitize,
            runner,
            time,
            memory,
            committed: committed(platform, sanitize),
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
        self.sanitize.then_some(built.source.as_str())
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
    /// and memory limits; for a TLE or an MLE that ends below that, [`BORDER_RUNS`] in all,
    /// the one of least CPU time or memory deciding (a pass if it is within the limit), and
    /// their spread.
    fn alone(
        &self,
        input: &str,
        expected: &[u8],
        limits: &Limits,
        margin: Margin,
    ) -> Result<(Ran, Option<Verdict>, Option<Spread>), String> {
        // The backstop, 20 limits at least, is far past the raised ones.
        let raised = Limits {
            cpu: limits.cpu.mul_f64(BORDER),
            memory: (limits.memory as f64 * BORDER) as u64,
            ..*limits
        };
        let judge = |ran: &Ran| verdict::verdict(expected, ran, limits, self.sanitized());
        let first = self.measure(input, &raised, true)?;
        self.backstop_reached(&first)?;
        let verdict = judge(&first);
        // The measure a verdict near its limit rests on, as a number to take the least of.
        let measure: fn(&Ran) -> u128 = match verdict {
            _ if first.stopped.is_some() || margin != EXACT => return Ok((first, verdict, None)),
            Some(Verdict::Tle) => |ran| ran.cpu.as_nanos(),
            Some(Verdict::Mle) => |ran| u128::from(ran.memory),
            _ => return Ok((first, verdict, None)),
        };
        let mut runs = vec![first];
        for _ in 1..BORDER_RUNS {
            let ran = self.measure(input, &raised, true)?;
            self.backstop_reached(&ran)?;
            runs.push(ran);
        }
        let most = runs.iter().map(measure).max().unwrap_or(0);
        let i = (0..runs.len())
            .min_by_key(|&i| measure(&runs[i]))
            .unwrap_or(0);
        let least = runs.swap_remove(i);
        let again = judge(&least);
        let spread = (again == verdict).then(|| match verdict {
            Some(Verdict::Tle) => Spread::Cpu {
                least: least.cpu,
                most: Duration::from_nanos(most as u64),
                runs: BORDER_RUNS,
            },
            _ => Spread::Memory {
                least: least.memory,
                most: most as u64,
                runs: BORDER_RUNS,
            },
        });
        Ok((least, again, spread))
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
fn committed(platform: &Platform, sanitize: bool) -> bool {
    platform.committed && !sanitize
}

#[cfg(test)]
mod tests {
    use super::{Limits, Spread};
    use std::time::Duration;

    /// Runs alone near the limit are borderline when they differ by as much as the least of
    /// them is past it.
    #[test]
    fn runs_are_borderline_when_their_spread_reaches_the_limit() {
        let ms = Duration::from_millis;
        let limits = Limits {
            cpu: ms(200),
            idle: ms(1000),
            backstop: ms(120_000),
            memory: 100 << 20,
            committed: true,
            output: 1 << 20,
            stack: 8 << 20,
        };
        let cpu = |least, most| Spread::Cpu {
            least: ms(least),
            most: ms(most),
            runs: 3,
        };
        assert!(cpu(230, 260).borderline(&limits) && !cpu(230, 259).borderline(&limits));
        assert!(cpu(200, 200).borderline(&limits) && !cpu(2413, 2462).borderline(&limits));
        let memory = |least, most| Spread::Memory {
            least,
            most,
            runs: 2,
        };
        let mib = |m: u64| m << 20;
        assert!(memory(mib(110), mib(120)).borderline(&limits));
        assert!(!memory(mib(110), mib(120) - 1).borderline(&limits));
        assert_eq!((cpu(1, 1).runs(), memory(1, 1).runs()), (3, 2));
    }
}
