//! The search for a failing case: a plan from what a run costs, random cases small first and
//! growing, then the worst cases at the judge's limits; up to `--jobs` runs at once, and the
//! lowest-numbered failure wins.
//!
//! The plan: the first [`PROBE`] random cases are the smallest; their median cost, CPU time
//! plus idle time (a run's wall time without its waits for a CPU, so a busy machine does not
//! change it), picks the number of random cases when `--cases` does not, so that a program
//! that is slow to start (an interpreter, a JVM) spends about a minute of CPU time on them.
//! Case `i` is the same whatever the number of cases: its level climbs from 0 to 1 over each
//! [`RAMP`] cases, so fewer cases are a prefix of more.

use super::verdict::tokens;
use super::{EXACT, Failure, Hack, Session, answer};
use super::{files, report};
use crate::generate::Rng;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Random cases run before the plan is made.
pub const PROBE: u64 = 10;
/// Random cases over which the level climbs from the smallest cases to the largest.
pub const RAMP: u64 = 100;
/// The planned number of random cases by a run's cost: the first whose cost bound holds.
pub const PLANS: [(Duration, u64); 3] = [
    (Duration::from_millis(20), 1000),
    (Duration::from_millis(80), 500),
    (Duration::from_millis(200), 200),
];
/// Random cases when a run costs more than every bound of [`PLANS`].
pub const FEWEST: u64 = 100;

/// The lowest `i` in `0..count` for which `item(i)` is `Some`, trying up to `jobs` at once:
/// later indices are no longer started once one is found, earlier ones still finish. So the
/// answer does not depend on `jobs`.
pub fn first_failing<T: Send>(
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
                    if i >= count || past || error.lock().unwrap().is_some() {
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
pub fn case_rng(seed: u64, i: u64) -> Rng {
    Rng::new(seed ^ i.wrapping_mul(0xd1b5_4a32_d192_ed03))
}

/// Random case `i` with our answer, its level climbing over `ramp` cases. Half of the cases
/// want one verdict and half the other; up to eight draws are made to get it, so that neither
/// verdict is rare (small `duel` boards are lost three times in four otherwise).
pub fn random_case<G: Hack>(seed: u64, i: u64, ramp: u64) -> Result<(String, Vec<u8>), String> {
    let mut rng = case_rng(seed, i);
    let level = (i % ramp) as f64 / ramp as f64;
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
pub enum Origin {
    Random(u64),
    Worst(usize, usize, String),
}

pub struct Found {
    pub origin: Origin,
    pub failure: Failure,
}

/// The number of random cases, and what a run of the smallest ones costs.
pub struct Plan {
    pub cases: u64,
    /// Whether `--cases` was absent, so that the cost chose `cases`.
    pub planned: bool,
    /// Median CPU time, and CPU time plus idle time, of the first random cases' runs.
    pub start: Option<(Duration, Duration)>,
}

/// What the runs that passed used, for the report's last section: CPU time and peak memory
/// by case number.
pub struct Usage {
    pub random: Vec<Option<(Duration, u64)>>,
    pub worst: Vec<Option<(Duration, u64)>>,
    /// Cases that failed by a measurement beside other runs and passed alone, as the report
    /// tells them.
    pub unconfirmed: Vec<String>,
}

/// What a passing trial's first run, beside others, measured, when it failed.
fn unconfirmed(case: &str, trial: &super::Trial) -> Option<String> {
    let (first, verdict) = trial.beside.as_ref()?;
    Some(format!(
        "- {case}: {} beside other runs ({}), passed alone ({})",
        verdict.name(),
        report::figures(first),
        report::figures(&trial.ran)
    ))
}

pub struct Search {
    pub plan: Plan,
    pub found: Option<Found>,
    pub used: Usage,
}

/// The number of random cases for a run that costs `cost`.
pub fn planned(cost: Duration) -> u64 {
    PLANS
        .iter()
        .find(|(bound, _)| cost <= *bound)
        .map_or(FEWEST, |&(_, cases)| cases)
}

fn median(mut v: Vec<Duration>) -> Option<Duration> {
    v.sort();
    v.get(v.len() / 2).copied()
}

/// The plan, then the random cases, then the worst ones: the first that fails, and what the
/// passing runs used.
pub fn search<G: Hack>(
    session: &Session,
    seed: u64,
    worst: &[(String, String)],
) -> Result<Search, String> {
    let options = session.options;
    let progress = &session.progress;
    let ramp = options.cases.map_or(RAMP, |c| c.clamp(1, RAMP));
    let probe = options.cases.map_or(PROBE, |c| c.min(PROBE));
    let passed = AtomicUsize::new(0);
    let used = Mutex::new(Usage {
        random: Vec::new(),
        worst: vec![None; worst.len()],
        unconfirmed: Vec::new(),
    });
    let costs = Mutex::new(Vec::new());
    // Until the plan, the most it can be: the first cases report no progress of their own.
    let total = AtomicUsize::new(options.cases.unwrap_or(PLANS[0].1) as usize);
    let random = |i: usize| -> Result<Option<Failure>, String> {
        let (input, expected) = random_case::<G>(seed, i as u64, ramp)?;
        let size = progress
            .wants_sizes()
            .then(|| G::read(&input).map(|c| G::size(&c)));
        let trial = session.test(input, expected, EXACT)?;
        costs
            .lock()
            .unwrap()
            .push((trial.ran.cpu, trial.ran.cpu + trial.ran.idle));
        if trial.verdict.is_none() {
            let mut used = used.lock().unwrap();
            if used.random.len() <= i {
                used.random.resize(i + 1, None);
            }
            used.random[i] = Some((trial.ran.cpu, trial.ran.memory));
            used.unconfirmed
                .extend(unconfirmed(&format!("random case {}", i + 1), &trial));
            let done = passed.fetch_add(1, Ordering::Relaxed) + 1;
            let of = total.load(Ordering::Relaxed) as u64;
            progress.passed(done as u64, of, size.transpose()?);
        }
        Ok(trial.failure())
    };
    progress.start(total.load(Ordering::Relaxed) as u64, "random cases");
    let mut plan = Plan {
        cases: options.cases.unwrap_or(0),
        planned: options.cases.is_none(),
        start: None,
    };
    let found = first_failing(options.jobs, probe as usize, &random)?;
    let probed: Vec<(Duration, Duration)> = costs.lock().unwrap().clone();
    plan.start = median(probed.iter().map(|c| c.0).collect())
        .zip(median(probed.iter().map(|c| c.1).collect()));
    if plan.planned {
        plan.cases = plan.start.map_or(FEWEST, |(_, cost)| planned(cost));
        total.store(plan.cases as usize, Ordering::Relaxed);
        progress.set_length(plan.cases);
        progress.line(&format!(
            "seed {seed}; {} (a run of the smallest costs {} ms; --cases sets the number), \
             then {}",
            report::plural(plan.cases as usize, "random case"),
            plan.start.map_or(0, |(_, c)| c.as_millis()),
            report::plural(worst.len(), "worst case")
        ));
    } else {
        progress.line(&format!(
            "seed {seed}; {}, then {}",
            report::plural(plan.cases as usize, "random case"),
            report::plural(worst.len(), "worst case")
        ));
    }
    if let Some(dir) = &options.write_cases {
        files::write_cases::<G>(dir, seed, plan.cases, ramp, worst)?;
    }
    let into_found = |found: Option<(usize, Failure)>| {
        found.map(|(i, failure)| Found {
            origin: Origin::Random(i as u64),
            failure,
        })
    };
    let mut found = into_found(found);
    if found.is_none() && plan.cases > probe {
        let rest = (plan.cases - probe) as usize;
        let later = first_failing(options.jobs, rest, &|i| random(i + probe as usize))?;
        found = into_found(later.map(|(i, f)| (i + probe as usize, f)));
    }
    if found.is_some() {
        let mut used = used.into_inner().unwrap();
        used.unconfirmed.sort();
        return Ok(Search { plan, found, used });
    }
    if !worst.is_empty() {
        progress.start(worst.len() as u64, "worst cases");
    }
    let in_worst = first_failing(options.jobs, worst.len(), &|i| {
        let (name, input) = &worst[i];
        progress.worst(i, worst.len(), name);
        let trial = session.test_case::<G>(input.clone(), EXACT)?;
        let mut used = used.lock().unwrap();
        used.worst[i] = Some((trial.ran.cpu, trial.ran.memory));
        if trial.verdict.is_none() {
            used.unconfirmed
                .extend(unconfirmed(&format!("worst case {name}"), &trial));
        }
        drop(used);
        Ok(trial.failure())
    })?;
    let found = in_worst.map(|(i, failure)| Found {
        origin: Origin::Worst(i, worst.len(), worst[i].0.clone()),
        failure,
    });
    let mut used = used.into_inner().unwrap();
    used.random.resize(plan.cases as usize, None);
    used.unconfirmed.sort();
    Ok(Search { plan, found, used })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slow_start_gets_fewer_random_cases() {
        let ms = Duration::from_millis;
        assert_eq!(planned(ms(1)), 1000);
        assert_eq!(planned(ms(20)), 1000);
        assert_eq!(planned(ms(21)), 500);
        assert_eq!(planned(ms(80)), 500);
        assert_eq!(planned(ms(150)), 200);
        assert_eq!(planned(ms(201)), 100);
        assert_eq!(planned(ms(5000)), 100);
    }

    /// Case `i` does not depend on the number of cases, and each hundred climbs from the
    /// smallest cases to the largest.
    #[test]
    fn the_random_cases_climb_in_each_hundred() {
        use crate::tag::Tag;
        let length = |i: u64| random_case::<Tag>(5, i, RAMP).unwrap().0.len();
        let first: usize = (100..120).map(length).sum();
        let last: usize = (180..200).map(length).sum();
        assert!(4 * first < last, "{first} {last}");
    }
}
