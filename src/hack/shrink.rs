//! The shrink of the failure found: whether it is shrunk, and how the shrinker ended
//! ([`super::shrinker`]), as a record for the report.

use super::hackable::Hackable;
use super::policy::{Margin, shrink_margin};
use super::session::{Failure, Session};
use super::settings;
use super::shrinker::{
    Budget, End, Kind, Needed, SHRINK_RUNS, SHRINK_SECONDS, SLOW_RUNS, Shrinker,
};
use super::verdict::Verdict;
use crate::generate::Rng;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The case the report ends at, and how it got there.
pub struct Shrunk {
    pub last: Failure,
    pub how: Shrink,
}

/// Whether the failure was shrunk, and how.
pub enum Shrink {
    /// `--no-shrink`.
    Off,
    /// A TLE or an ILE, without `--shrink-tle`.
    NotForTime(Verdict),
    Done(Box<Shrinking>),
}

/// How a shrink went: the steps kept, the final size, how it ended and within which budget,
/// and the limits a kept step had to pass.
pub struct Shrinking {
    pub kept: usize,
    pub size: String,
    pub end: End,
    /// Candidates, and seconds of wall clock.
    pub budget: usize,
    pub seconds: u64,
    pub margin: Margin,
    /// CPU time and memory past which a measured verdict was kept.
    pub cpu: Duration,
    pub memory: u64,
    /// The smallest case tried that failed with another verdict, if it is smaller than the
    /// final case.
    pub other: Option<Box<Other>>,
    /// The dimensions the failure needs at the judge's largest value: no step or case below
    /// them was tried.
    pub needed: Vec<Needed>,
    /// When a budget ended the shrink, the steps of its last pass left untried.
    pub untried: usize,
}

/// A case that fails otherwise than the shrink's verdict: a WA's shrink may meet an RE below
/// it, and a user wants the smallest case of each. Only a verdict that no measurement decides
/// counts: a TLE, an ILE or an MLE met beside other runs is not confirmed.
pub struct Other {
    pub verdict: Verdict,
    pub size: String,
    pub input: String,
}

impl Shrink {
    /// The steps kept: none unless it was shrunk.
    pub fn kept(&self) -> usize {
        match self {
            Shrink::Done(s) => s.kept,
            _ => 0,
        }
    }
}

impl Shrinking {
    /// Whether the final case is proven the smallest that fails: no smaller size class
    /// exists, or every smaller case passes.
    pub fn proven(&self) -> bool {
        match &self.end {
            End::Smallest => true,
            End::Searched(covered) => covered.every,
            End::Runs | End::Time => false,
        }
    }
}

/// The failure found, shrunk as the settings ask.
pub fn shrink<G: Hackable>(
    session: &Session,
    seed: u64,
    found: Failure,
    asked: settings::ShrinkSettings,
) -> Result<Shrunk, String> {
    let verdict = found.verdict;
    let slow = matches!(verdict, Verdict::Tle | Verdict::Ile);
    let how = if !asked.on {
        Shrink::Off
    } else if slow && !asked.slow {
        Shrink::NotForTime(verdict)
    } else {
        return shrunk::<G>(session, seed, found);
    };
    Ok(Shrunk { last: found, how })
}

/// Shrinks the failure found: the last failing case, and how the shrink went.
fn shrunk<G: Hackable>(session: &Session, seed: u64, found: Failure) -> Result<Shrunk, String> {
    let verdict = found.verdict;
    let margin = shrink_margin(verdict, session.committed());
    // Each run of a TLE or an ILE takes the limit or more: coarse steps, and fewer of them.
    let slow = matches!(verdict, Verdict::Tle | Verdict::Ile);
    let runs_at_start = session.runs();
    let progress = &session.progress;
    progress.start_spinner("shrinking ", "step 0");
    let tried = AtomicUsize::new(0);
    let budget = if slow { SLOW_RUNS } else { SHRINK_RUNS };
    let started = Instant::now();
    let shrinker = Shrinker::<G, Failure> {
        jobs: session.jobs,
        coarse: slow,
        fails: &|smaller| {
            let trial = session.test_case::<G>(G::write(smaller), margin)?;
            let done = tried.fetch_add(1, Ordering::Relaxed) + 1;
            let left = Duration::from_secs(SHRINK_SECONDS).saturating_sub(started.elapsed());
            progress.trying(&G::size(smaller), (done, budget), left);
            Ok(trial.failure())
        },
        kind: &|f: &Failure| match f.verdict {
            v if v == verdict => Kind::Same,
            v if v.is_measured() => Kind::Neither,
            _ => Kind::Other,
        },
        wrong_token: &Failure::wrong_token,
        on_kept: &|kept, smaller| {
            progress.shrunk(kept, &G::size(smaller), session.runs() - runs_at_start)
        },
    };
    let time = Some(Duration::from_secs(SHRINK_SECONDS));
    let mut rng = Rng::new(seed ^ 0x5348_5249_4e4b);
    let case = G::read(&found.record.input)?;
    let s = shrinker.shrink(case, found, Budget::new(budget, time), &mut rng)?;
    let limits = session.limits(b"", margin);
    let other = s.other.map(|(case, f)| other::<G>(&case, &f));
    let how = Shrink::Done(Box::new(Shrinking {
        kept: s.kept,
        size: G::size(&s.case),
        end: s.end,
        budget,
        seconds: SHRINK_SECONDS,
        margin,
        cpu: limits.cpu,
        memory: limits.memory,
        other,
        needed: s.needed,
        untried: s.untried,
    }));
    Ok(Shrunk {
        last: s.failure,
        how,
    })
}

/// A smaller case that failed otherwise, for the report.
fn other<G: Hackable>(case: &G::Case, failure: &Failure) -> Box<Other> {
    Box::new(Other {
        verdict: failure.verdict,
        size: G::size(case),
        input: G::write(case),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hack::policy::EXACT;
    use crate::hack::shrinker::Covered;

    /// A minimum is proven where no case is smaller or every smaller case ran; a local
    /// minimum, or a shrink stopped by its budget, is not.
    #[test]
    fn a_minimum_is_proven_only_below_which_every_case_ran() {
        let covered = |every| Covered {
            tried: 3,
            every,
            classes: 1,
            whole_classes: usize::from(every),
            whole_cases: 3,
            listed: Vec::new(),
            from: "n = 1".into(),
            to: "n = 1".into(),
        };
        let shrinking = |end| Shrinking {
            kept: 1,
            size: "n = 2".into(),
            end,
            budget: 10,
            seconds: 1,
            margin: EXACT,
            cpu: Duration::from_secs(1),
            memory: 1,
            other: None,
            needed: Vec::new(),
            untried: 0,
        };
        assert!(shrinking(End::Smallest).proven());
        assert!(shrinking(End::Searched(covered(true))).proven());
        assert!(!shrinking(End::Searched(covered(false))).proven());
        assert!(!shrinking(End::Runs).proven());
        assert!(!shrinking(End::Time).proven());
    }
}
