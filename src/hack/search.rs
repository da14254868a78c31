//! The search for a failing case: random cases small first and growing, planned from what the
//! first of them cost ([`super::plan`]), then the worst cases at the judge's limits; up to
//! `--jobs` runs at once, and the lowest-numbered failure wins.

use super::hackable::Hackable;
use super::jobs::first_failing;
use super::plan::{PROBE, Plan};
use super::policy::EXACT;
use super::random::random_case;
use super::runtime::{self, Runtime};
use super::session::{Failure, Session, Trial};
use super::settings::SearchSettings;
use super::verdict::Verdict;
use super::words::plural;
use crate::generate::cases::Named;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, Once};
use std::time::Duration;

/// Where a failing case came from: its number from 0 among how many.
#[derive(Clone, Debug)]
pub enum Origin {
    Random {
        index: u64,
        of: u64,
    },
    Worst {
        index: usize,
        of: usize,
        name: String,
    },
    /// The hunt's evaluation `evaluation`, from 1.
    Hunt {
        evaluation: usize,
    },
    /// A test of a folder of the judge's tests (`--tests`), named by its path in the folder.
    Test {
        index: usize,
        of: usize,
        name: String,
    },
}

pub struct Found {
    pub origin: Origin,
    pub failure: Failure,
}

/// CPU time and peak memory of a run.
pub type Used = (Duration, u64);

/// What the runs that passed used, for the report's last section: by case number.
pub struct Passed {
    pub random: Vec<Option<Used>>,
    pub worst: Vec<Option<Used>>,
}

/// A case that failed by a measurement beside other runs and passed alone: what the first run
/// measured, and what the run alone did.
pub struct Unconfirmed {
    /// `random case K` or `worst case NAME`.
    pub case: String,
    pub verdict: Verdict,
    pub beside: Figures,
    pub alone: Figures,
}

/// CPU time, memory and idle time of one run.
#[derive(Clone, Copy, Debug)]
pub struct Figures {
    pub cpu: Duration,
    pub memory: u64,
    pub idle: Duration,
}

impl Figures {
    pub fn of(ran: &super::process::Ran) -> Figures {
        Figures {
            cpu: ran.cpu,
            memory: ran.memory,
            idle: ran.idle,
        }
    }
}

/// What the search found: the plan, the first failure, and what the passing runs used.
pub struct Searched {
    pub plan: Plan,
    pub found: Option<Found>,
    pub passed: Passed,
    /// In the order of the report's lines.
    pub unconfirmed: Vec<Unconfirmed>,
}

/// The searching state its jobs share.
struct Searcher<'s, G> {
    session: &'s Session,
    seed: u64,
    settings: &'s SearchSettings,
    worst: &'s [Named],
    passed: Mutex<Passed>,
    unconfirmed: Mutex<Vec<Unconfirmed>>,
    costs: Mutex<Vec<(Duration, Duration)>>,
    done: AtomicUsize,
    /// The number of random cases.
    total: usize,
    /// What runs the program, which the plan follows (read once: it may read the file).
    runtime: Runtime,
    /// The plan in a line, said once, before any case's progress: after the first run, so
    /// that a program that cannot start gets its error alone.
    plan_line: String,
    announced: Once,
    game: std::marker::PhantomData<fn() -> G>,
}

/// What the cases after the random ones are: the worst cases, or the judge's tests.
pub fn kind(tests: bool) -> &'static str {
    match tests {
        true => "test",
        false => "worst case",
    }
}

/// The plan in a line: the seed, how many random cases and why, and the cases after them.
fn plan_line(seed: u64, plan: &Plan, worst: usize, tests: bool) -> String {
    let (cases, worst) = (
        plural(plan.cases as usize, "random case"),
        plural(worst, kind(tests)),
    );
    match plan.planned {
        false => format!("seed {seed}; {cases}, then {worst}"),
        true => format!(
            "seed {seed}; {cases} ({}; --cases sets the number), then {worst}",
            runs_as(&plan.runtime)
        ),
    }
}

/// What runs the program, in a few words.
pub fn runs_as(runtime: &Runtime) -> String {
    match runtime {
        Runtime::Native => "a program of machine code".to_string(),
        Runtime::Interpreted(name) => format!("a program run by {name}"),
    }
}

/// The plan, then the random cases, then the worst ones: the first that fails, and what the
/// passing runs used.
pub fn search<G: Hackable>(
    session: &Session,
    seed: u64,
    settings: &SearchSettings,
) -> Result<Searched, String> {
    let runtime = runtime::of(&session.program);
    let worst = &settings.worst[..];
    // How many cases depends on what runs the program, not on what the first runs cost.
    let plan = Plan::made(settings.cases, runtime.clone(), &[]);
    let s = Searcher::<G> {
        session,
        seed,
        settings,
        worst,
        passed: Mutex::new(Passed {
            random: Vec::new(),
            worst: vec![None; worst.len()],
        }),
        unconfirmed: Mutex::new(Vec::new()),
        costs: Mutex::new(Vec::new()),
        done: AtomicUsize::new(0),
        total: plan.cases as usize,
        plan_line: plan_line(seed, &plan, worst.len(), settings.tests),
        announced: Once::new(),
        runtime,
        game: std::marker::PhantomData,
    };
    let (plan, mut found) = s.random_cases()?;
    if found.is_none() {
        found = s.worst_cases()?;
    }
    let mut passed = s.passed.into_inner().unwrap();
    if found.is_none() {
        passed.random.resize(plan.cases as usize, None);
    }
    let mut unconfirmed = s.unconfirmed.into_inner().unwrap();
    // As the lines read, `- random case 10: …` before `- random case 1: …`.
    unconfirmed.sort_by_key(|u| format!("{}:", u.case));
    Ok(Searched {
        plan,
        found,
        passed,
        unconfirmed,
    })
}

impl<G: Hackable> Searcher<'_, G> {
    /// The first random cases, the plan they make, then the rest of the random cases.
    fn random_cases(&self) -> Result<(Plan, Option<Found>), String> {
        let (cases, jobs) = (self.settings.cases, self.session.jobs);
        let probe = cases.map_or(PROBE, |c| c.min(PROBE)) as usize;
        self.session
            .progress
            .start(self.total as u64, "random cases");
        let first = first_failing(jobs, probe, &|i| self.random(i))?;
        // With no random case run, before the worst cases.
        self.announce();
        let runtime = self.runtime.clone();
        let plan = Plan::made(cases, runtime, &self.costs.lock().unwrap());
        let found = match first {
            Some(found) => Some(found),
            None if plan.cases > probe as u64 => {
                let rest = plan.cases as usize - probe;
                let later = first_failing(jobs, rest, &|i| self.random(i + probe))?;
                later.map(|(i, f)| (i + probe, f))
            }
            None => None,
        };
        let found = found.map(|(i, failure)| Found {
            origin: Origin::Random {
                index: i as u64,
                of: plan.cases,
            },
            failure,
        });
        Ok((plan, found))
    }

    /// The plan on the progress lines, once.
    fn announce(&self) {
        (self.announced).call_once(|| self.session.progress.line(&self.plan_line));
    }

    /// Random case `i`, run: its failure, if it fails.
    fn random(&self, i: usize) -> Result<Option<Failure>, String> {
        let (session, progress) = (self.session, &self.session.progress);
        let (input, expected) = random_case::<G>(self.seed, i as u64, self.settings.ramp)?;
        let size = progress
            .wants_sizes()
            .then(|| G::read(&input).map(|c| G::size(&c)));
        let trial = session.test(input, expected, EXACT)?;
        self.announce();
        let ran = &trial.record.ran;
        self.costs
            .lock()
            .unwrap()
            .push((ran.cpu, ran.cpu + ran.idle));
        if trial.verdict.is_none() {
            let mut passed = self.passed.lock().unwrap();
            if passed.random.len() <= i {
                passed.random.resize(i + 1, None);
            }
            passed.random[i] = Some((ran.cpu, ran.memory));
            drop(passed);
            self.note_unconfirmed(format!("random case {}", i + 1), &trial);
            let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
            let of = self.total as u64;
            progress.passed(done as u64, of, size.transpose()?);
        }
        Ok(trial.failure())
    }

    /// The worst cases, after the random ones found nothing.
    fn worst_cases(&self) -> Result<Option<Found>, String> {
        let (session, worst) = (self.session, self.worst);
        let kind = kind(self.settings.tests);
        if !worst.is_empty() {
            session
                .progress
                .start(worst.len() as u64, &format!("{kind}s"));
        }
        let found = first_failing(session.jobs, worst.len(), &|i| {
            let Named { name, input } = &worst[i];
            session.progress.worst(kind, i, worst.len(), name);
            let trial = session.test_case::<G>(input.clone(), EXACT)?;
            let ran = &trial.record.ran;
            self.passed.lock().unwrap().worst[i] = Some((ran.cpu, ran.memory));
            if trial.verdict.is_none() {
                self.note_unconfirmed(format!("{kind} {name}"), &trial);
            }
            Ok(trial.failure())
        })?;
        let of = worst.len();
        let origin = |index: usize| match self.settings.tests {
            true => Origin::Test {
                index,
                of,
                name: worst[index].name.clone(),
            },
            false => Origin::Worst {
                index,
                of,
                name: worst[index].name.clone(),
            },
        };
        Ok(found.map(|(i, failure)| Found {
            origin: origin(i),
            failure,
        }))
    }

    /// A passing trial whose first run, beside others, failed by a measurement.
    fn note_unconfirmed(&self, case: String, trial: &Trial) {
        if let Some((first, verdict)) = &trial.record.beside {
            self.unconfirmed.lock().unwrap().push(Unconfirmed {
                case,
                verdict: *verdict,
                beside: Figures::of(first),
                alone: Figures::of(&trial.record.ran),
            });
        }
    }
}
