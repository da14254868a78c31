//! The search for a failing case: random cases, small first and growing, then the worst cases
//! at the judge's limits; up to `--jobs` runs at once, and the lowest-numbered failure wins.

use super::progress::Progress;
use super::verdict::tokens;
use super::{Failure, Game, Session, answer};
use crate::generate::Rng;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

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

/// Random case `i` of `cases`, with our answer. Half of the cases want one verdict and half the
/// other; up to eight draws are made to get it, so that neither verdict is rare (small `duel`
/// boards are lost three times in four otherwise).
pub fn random_case<G: Game>(seed: u64, i: u64, cases: u64) -> Result<(String, Vec<u8>), String> {
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
pub enum Origin {
    Random(u64),
    Worst(usize, usize, String),
}

/// What the runs that passed used, for the report's last section: CPU time and peak memory
/// by case number.
pub struct Usage {
    pub random: Vec<Option<(Duration, u64)>>,
    pub worst: Vec<Option<(Duration, u64)>>,
}

/// The random cases, then the worst ones: the first that fails, and what the passing runs
/// used.
pub fn search<G: Game>(
    session: &Session,
    seed: u64,
    worst: &[(String, String)],
    progress: &Progress,
) -> Result<(Option<(Origin, Failure)>, Usage), String> {
    let options = session.options;
    let cases = options.cases;
    let passed = AtomicUsize::new(0);
    let usage = Mutex::new(Usage {
        random: vec![None; cases as usize],
        worst: vec![None; worst.len()],
    });
    progress.start(cases, "random cases");
    let found = first_failing(options.jobs, cases as usize, &|i| {
        let (input, expected) = random_case::<G>(seed, i as u64, cases)?;
        let size = progress
            .wants_sizes()
            .then(|| G::read(&input).map(|c| G::size(&c)));
        let trial = session.test(input, expected, 1)?;
        if trial.verdict.is_none() {
            usage.lock().unwrap().random[i] = Some((trial.ran.cpu, trial.ran.memory));
            let done = passed.fetch_add(1, Ordering::Relaxed) + 1;
            progress.passed(done as u64, cases, size.transpose()?);
        }
        Ok(trial.failure())
    })?;
    if let Some((i, failure)) = found {
        return Ok((
            Some((Origin::Random(i as u64), failure)),
            usage.into_inner().unwrap(),
        ));
    }
    progress.start(worst.len() as u64, "worst cases");
    let found = first_failing(options.jobs, worst.len(), &|i| {
        let (name, input) = &worst[i];
        progress.worst(i, worst.len(), name);
        let trial = session.test_case::<G>(input.clone(), 1)?;
        usage.lock().unwrap().worst[i] = Some((trial.ran.cpu, trial.ran.memory));
        Ok(trial.failure())
    })?;
    let found =
        found.map(|(i, failure)| (Origin::Worst(i, worst.len(), worst[i].0.clone()), failure));
    Ok((found, usage.into_inner().unwrap()))
}
