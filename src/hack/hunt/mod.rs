//! # The hunt: the slowest input, searched for until it breaks the limit
//!
//! After the random and worst cases pass, `--hunt [SECONDS]` searches for the input that costs
//! the program most, within the judge's limits, as Hypothesis's `target()` and PropEr's
//! targeted testing climb towards inputs that maximise a score.
//!
//! - **The score** ([`score`]): instructions retired where the machine counts them, else CPU
//!   time; peak memory beside it, for an MLE.
//! - **Starts:** every worst case, the slowest random cases, and cases of each shape the
//!   game's generators know at the judge's limits ([`Huntable::shaped`]).
//! - **Generations** ([`climb`]): the slowest input of each niche (a few coarse features of
//!   the shape, [`Huntable::niche`]), as MAP-Elites keeps them, and the largest in memory;
//!   each generation makes candidates by the game's moves ([`Huntable::moved`], valid by
//!   construction), half of them from the slowest few, and runs them up to `--jobs` at once.
//!   A candidate of the same text as one already run is drawn again; one that would be the
//!   slowest is run twice, the lesser score counting.
//! - **The end:** the first failing run (a TLE, an MLE, or any other verdict), confirmed alone
//!   like any run of the session; or the budget spent, or Ctrl-C. Then the slowest input is
//!   measured alone, the least CPU time of [`ALONE_RUNS`] runs.
//!
//! The same seed draws the same candidates from the same population: with instructions for the
//! score, the same search path; with CPU time, the same as long as the runs order the inputs
//! alike (the report gives the measure). The budget is wall time, so a slower machine goes
//! fewer generations along the same path.

mod climb;
mod huntable;
mod score;

use super::files::Saved;
use super::hackable::answer;
use super::policy::EXACT;
use super::process::Ran;
use super::random::random_case;
use super::search::{Found, Origin, Passed};
use super::session::{Failure, Session};
use crate::generate::Rng;
use crate::generate::cases::Named;
pub use climb::Rise;
use climb::{Climb, Evaluation, Member};
pub use huntable::Huntable;
pub use score::Measure;
use score::Score;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The slowest random cases among the starts.
const RANDOM_STARTS: usize = 4;
/// Cases of known shapes among the starts.
const SHAPED_STARTS: usize = 8;
/// Runs alone that measure the slowest input at the end.
pub const ALONE_RUNS: usize = 3;
/// The budget when `--hunt` gives none.
pub const DEFAULT_SECONDS: u64 = 180;

/// What the hunt found and measured.
pub struct Hunted {
    pub measure: Measure,
    pub budget: Duration,
    pub took: Duration,
    pub evaluations: usize,
    pub rises: Vec<Rise>,
    /// The most two runs of one input differed by, as a share of the larger score.
    pub noise: Option<f64>,
    /// The slowest input that passed, measured alone; none when a failure ended the hunt.
    pub slowest: Option<Slowest>,
    /// The first input that failed.
    pub found: Option<Found>,
}

pub struct Slowest {
    pub input: String,
    pub size: String,
    /// The least CPU time of its runs alone, the most, and its peak memory.
    pub least: Duration,
    pub most: Duration,
    pub memory: u64,
    /// Where `--save` wrote it and our answer (the session's save step).
    pub saved: Option<Saved>,
}

/// Hunts for the slowest input from the starts: the worst cases, the slowest random cases of
/// the search (as `passed` has them), and shapes; for `seconds`, or to the first failure.
pub fn hunt<G: Huntable>(
    session: &Session,
    seed: u64,
    seconds: u64,
    worst: &[Named],
    passed: &Passed,
    ramp: u64,
) -> Result<Hunted, String> {
    let (started, budget) = (Instant::now(), Duration::from_secs(seconds));
    let progress = &session.progress;
    progress.line(&format!(
        "hunting the slowest input for up to {seconds} s (--hunt sets the seconds)"
    ));
    progress.start_spinner("", "hunting");
    let measure: Mutex<Option<Measure>> = Mutex::new(None);
    let evaluate = |input: &str| -> Result<Evaluation<Failure>, String> {
        let trial = session.test_case::<G>(input.to_string(), EXACT)?;
        if trial.verdict.is_some() {
            return Ok(Evaluation::Failed(trial.failure().expect("a verdict")));
        }
        let ran = &trial.record.ran;
        let measure = *measure.lock().unwrap().get_or_insert(Measure::of(ran));
        Ok(Evaluation::Passed {
            score: Score::of(ran, measure),
            cpu: ran.cpu,
            memory: ran.memory,
        })
    };
    let mut climb = Climb::<G, Failure>::new(&evaluate, session.jobs);
    // One stream of draws, for the shapes among the starts, then the climb.
    let mut rng = Rng::new(seed);
    let starts = starts::<G>(&mut rng, seed, worst, passed, ramp)?;
    let mut go_on = |climb: &Climb<G, Failure>| {
        tell(session, climb, budget.saturating_sub(started.elapsed()));
        started.elapsed() < budget && !super::process::interrupted()
    };
    let found = climb.climb(starts, rng, &mut go_on)?;
    let found = found.map(|(evaluation, failure)| Found {
        origin: Origin::Hunt { evaluation },
        failure,
    });
    let slowest = match (&found, climb.population.first()) {
        (None, Some(best)) => Some(alone::<G>(session, best)?),
        _ => None,
    };
    let measure = measure.lock().unwrap().unwrap_or(Measure::Cpu);
    Ok(Hunted {
        measure,
        budget,
        took: started.elapsed(),
        evaluations: climb.evaluations,
        rises: climb.rises,
        noise: climb.noise,
        slowest,
        found,
    })
}

/// The starts: every worst case, the slowest random cases, and cases of known shapes.
fn starts<G: Huntable>(
    rng: &mut Rng,
    seed: u64,
    worst: &[Named],
    passed: &Passed,
    ramp: u64,
) -> Result<Vec<(G::Case, String)>, String> {
    let mut inputs: Vec<String> = worst.iter().map(|c| c.input.clone()).collect();
    let mut slowest: Vec<(usize, Duration)> = (passed.random.iter().enumerate())
        .filter_map(|(i, used)| used.map(|(cpu, _)| (i, cpu)))
        .collect();
    slowest.sort_by_key(|&(i, cpu)| (std::cmp::Reverse(cpu), i));
    for &(i, _) in slowest.iter().take(RANDOM_STARTS) {
        inputs.push(random_case::<G>(seed, i as u64, ramp)?.0);
    }
    for _ in 0..SHAPED_STARTS {
        inputs.push(G::write(&G::shaped(rng)));
    }
    inputs
        .into_iter()
        .map(|input| G::read(&input).map(|case| (case, input)))
        .collect()
}

/// The best so far on the progress lines.
fn tell<G: Huntable>(session: &Session, climb: &Climb<G, Failure>, left: Duration) {
    let Some(best) = climb.population.first() else {
        return;
    };
    session.progress.now_and_then(&format!(
        "hunting: slowest {} ms ({:.2} × the limit), {} evaluations, {} s left",
        best.cpu.as_millis(),
        best.cpu.as_secs_f64() / session.time.as_secs_f64(),
        climb.evaluations,
        left.as_secs()
    ));
}

/// The slowest input, run alone [`ALONE_RUNS`] times.
fn alone<G: Huntable>(session: &Session, best: &Member<G::Case>) -> Result<Slowest, String> {
    let expected = answer::<G>(&best.input)?;
    let limits = session.limits(&expected, EXACT);
    let runs: Vec<Ran> = (0..ALONE_RUNS)
        .map(|_| session.measure(&best.input, &limits, true))
        .collect::<Result<_, _>>()?;
    let cpu = runs.iter().map(|r| r.cpu);
    Ok(Slowest {
        input: best.input.clone(),
        size: G::size(&best.case),
        least: cpu.clone().min().unwrap_or_default(),
        most: cpu.max().unwrap_or_default(),
        memory: runs.iter().map(|r| r.memory).max().unwrap_or(0),
        saved: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dot::Dot;
    use crate::duel::Duel;
    use crate::tag::Tag;

    /// Chains of moves from every worst case, from shapes and from small random cases (the
    /// hunt starts from the slowest of those too), each case valid at the judge's limits (not
    /// the extended ones our reader takes: the validator, `--validate`) and read back as
    /// written; and the moves
    /// change the case most of the time.
    fn moves_keep_the_judges_limits<G: Huntable>(steps: usize) {
        let judge = |input: &str| (G::VALIDATE)(input.as_bytes());
        let mut rng = Rng::new(7);
        let mut cases: Vec<G::Case> = (G::at_limits().into_iter())
            .map(|c| G::read(&c.input).unwrap())
            .collect();
        cases.extend((0..8).map(|_| G::shaped(&mut rng)));
        for level in [0.0, 0.0, 0.05, 0.1, 0.3] {
            cases.push(G::read(&G::random(&mut rng, level)).unwrap());
        }
        let mut changed = 0;
        for step in 0..steps {
            let i = rng.index(cases.len());
            let other = cases[rng.index(cases.len())].clone();
            let moved = G::moved(&cases[i], &other, &mut rng);
            let (before, after) = (G::write(&cases[i]), G::write(&moved));
            judge(&after).unwrap_or_else(|e| panic!("step {step}: {e}:\n{after}"));
            assert_eq!(G::write(&G::read(&after).unwrap()), after);
            changed += usize::from(before != after);
            assert!(!G::niche(&moved).is_empty());
            cases[i] = moved;
        }
        assert!(
            changed * 3 > steps * 2,
            "{changed} of {steps} moves changed the case"
        );
        // The smallest cases with each other, where a range can be empty.
        let mut small: Vec<G::Case> = (0..40)
            .map(|_| G::read(&G::random(&mut rng, 0.0)).unwrap())
            .collect();
        small.sort_by_key(|c| G::write(c).len());
        small.truncate(4);
        for _ in 0..300 {
            let (a, b) = (&small[rng.index(4)], &small[rng.index(4)]);
            let after = G::write(&G::moved(a, b, &mut rng));
            judge(&after).unwrap_or_else(|e| panic!("{e}:\n{after}"));
        }
    }

    #[test]
    fn dot_moves_keep_the_judges_limits() {
        moves_keep_the_judges_limits::<Dot>(400);
    }

    #[test]
    fn tag_moves_keep_the_judges_limits() {
        moves_keep_the_judges_limits::<Tag>(60);
    }

    #[test]
    fn duel_moves_keep_the_judges_limits() {
        moves_keep_the_judges_limits::<Duel>(300);
    }
}
