//! The climb: generations of candidates moved from the slowest inputs of each niche, judged
//! by an evaluation that the hunt hands in (a run of the program, in a session; a formula, in
//! the crate's tests), until one fails or the hunt says stop.

use super::huntable::Huntable;
use super::score::Score;
use crate::generate::Rng;
use crate::hack::jobs::first_failing;
use std::cmp::Reverse;
use std::collections::{BTreeMap, HashSet};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Parents are picked among this many of the slowest half the time.
pub const KEPT: usize = 8;
/// Inputs kept for their peak memory besides the niches' slowest.
pub const KEPT_MEMORY: usize = 2;

/// What one evaluation of an input gives: a failure, or what its run cost.
pub enum Evaluation<F> {
    Failed(F),
    Passed {
        score: Score,
        cpu: Duration,
        memory: u64,
    },
}

/// An evaluation of an input's text; it may run on several threads at once.
pub type Evaluate<'e, F> = &'e (dyn Fn(&str) -> Result<Evaluation<F>, String> + Sync);

/// An input of the population: its case and text, and what its run cost.
#[derive(Clone)]
pub struct Member<C> {
    pub case: C,
    pub input: String,
    pub score: Score,
    pub cpu: Duration,
    pub memory: u64,
    /// Its evaluation's number, from 1: the newer wins a tie.
    pub id: usize,
    niche: Vec<u8>,
}

/// A rise of the best score: when, after how many evaluations, to what score and CPU time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rise {
    pub at: Duration,
    pub evaluations: usize,
    pub score: u64,
    pub cpu: Duration,
}

/// The climb's state.
pub struct Climb<'e, G: Huntable, F> {
    evaluate: Evaluate<'e, F>,
    jobs: usize,
    started: Instant,
    seen: HashSet<u64>,
    pub evaluations: usize,
    /// The slowest member of each niche.
    elites: BTreeMap<Vec<u8>, Member<G::Case>>,
    /// The elites, slowest first, then the [`KEPT_MEMORY`] largest in memory among the rest.
    pub population: Vec<Member<G::Case>>,
    pub rises: Vec<Rise>,
    /// The most two runs of one input differed by, as a share of the larger score: the
    /// would-be slowest inputs, each run twice.
    pub noise: Option<f64>,
}

impl<'e, G: Huntable, F: Send> Climb<'e, G, F> {
    pub fn new(evaluate: Evaluate<'e, F>, jobs: usize) -> Self {
        Climb {
            evaluate,
            jobs,
            started: Instant::now(),
            seen: HashSet::new(),
            evaluations: 0,
            elites: BTreeMap::new(),
            population: Vec::new(),
            rises: Vec::new(),
            noise: None,
        }
    }

    /// The starts evaluated, then generations drawn from `rng` while `go_on` says so: the
    /// first failure, as the number of its evaluation and what it found. The same draws and
    /// the same population make the same candidates.
    pub fn climb(
        &mut self,
        starts: Vec<(G::Case, String)>,
        mut rng: Rng,
        go_on: &mut dyn FnMut(&Self) -> bool,
    ) -> Result<Option<(usize, F)>, String> {
        let starts = starts
            .into_iter()
            .filter(|(_, input)| self.seen.insert(hash(input)))
            .collect();
        let mut found = self.run(starts)?;
        while found.is_none() && !self.population.is_empty() && go_on(self) {
            // A generation whose every draw repeats an input (a tiny case's few neighbours)
            // runs nothing; the next draws afresh.
            let candidates = self.candidates(&mut rng);
            found = self.run(candidates)?;
        }
        Ok(found)
    }

    /// One generation's candidates, none of the same text as an input already evaluated.
    fn candidates(&mut self, rng: &mut Rng) -> Vec<(G::Case, String)> {
        let count = (2 * self.jobs).max(4);
        let mut candidates = Vec::new();
        for _ in 0..count * 4 {
            if candidates.len() == count {
                break;
            }
            let case = self.candidate(rng);
            let input = G::write(&case);
            if self.seen.insert(hash(&input)) {
                candidates.push((case, input));
            }
        }
        candidates
    }

    /// A candidate: a parent picked among the [`KEPT`] slowest half the time, else among all
    /// the niches' slowest (and the largest in memory), moved once or a few times.
    fn candidate(&self, rng: &mut Rng) -> G::Case {
        let p = &self.population;
        let top = p.len().min(KEPT);
        let parent = match rng.chance(1, 2) {
            true => &p[rng.index(top).min(rng.index(top))],
            false => &p[rng.index(p.len())],
        };
        let mut case = parent.case.clone();
        for _ in 0..[1, 1, 2, 3][rng.index(4)] {
            let other = &p[rng.index(p.len())].case;
            // Valid by construction; a move that is not is dropped all the same.
            let moved = G::moved(&case, other, rng);
            if G::valid(&moved) {
                case = moved;
            }
        }
        case
    }

    /// Evaluates `cases`, up to `jobs` at once: the first failure in their order; the passing
    /// ones before it join the population, each that would be the slowest evaluated once more
    /// and the lesser score kept, so that one disturbed run does not lead the climb astray.
    fn run(&mut self, cases: Vec<(G::Case, String)>) -> Result<Option<(usize, F)>, String> {
        let first = self.evaluations;
        let passed: Mutex<Vec<Option<Member<G::Case>>>> = Mutex::new(vec![None; cases.len()]);
        let failed = first_failing(self.jobs, cases.len(), &|i| {
            let (case, input) = &cases[i];
            match (self.evaluate)(input)? {
                Evaluation::Failed(f) => Ok(Some(f)),
                Evaluation::Passed { score, cpu, memory } => {
                    passed.lock().unwrap()[i] = Some(Member {
                        case: case.clone(),
                        input: input.clone(),
                        score,
                        cpu,
                        memory,
                        id: first + i + 1,
                        niche: G::niche(case),
                    });
                    Ok(None)
                }
            }
        })?;
        let ran = failed.as_ref().map_or(cases.len(), |(i, _)| i + 1);
        self.evaluations += ran;
        let mut passed: Vec<_> = passed.into_inner().unwrap();
        passed.truncate(ran);
        let mut passed: Vec<Member<G::Case>> = passed.into_iter().flatten().collect();
        if let Some((i, f)) = failed {
            self.renew(passed);
            return Ok(Some((first + i + 1, f)));
        }
        let best = self.population.first().map_or(0, |m| m.score.rank);
        for member in passed.iter_mut().filter(|m| m.score.rank > best) {
            let (score, cpu) = match (self.evaluate)(&member.input)? {
                Evaluation::Failed(f) => return Ok(Some((member.id, f))),
                Evaluation::Passed { score, cpu, .. } => (score, cpu),
            };
            let (low, high) = (
                score.value.min(member.score.value),
                score.value.max(member.score.value),
            );
            let apart = (high - low) as f64 / high.max(1) as f64;
            self.noise = Some(self.noise.map_or(apart, |n| n.max(apart)));
            if score.value < member.score.value {
                (member.score, member.cpu) = (score, cpu);
            }
        }
        self.renew(passed);
        Ok(None)
    }

    /// The population with `new` members: each the slowest of its niche unless one already
    /// is, then the [`KEPT_MEMORY`] largest in memory among the rest; a rise of the best
    /// score noted.
    fn renew(&mut self, new: Vec<Member<G::Case>>) {
        let before = self.population.first().map(|m| m.score.rank);
        // A tie goes to the newer input: on a plateau of equal scores (every run below the
        // noise) the population drifts, a step at a time, instead of staying at its starts.
        let order = |m: &Member<G::Case>| (Reverse(m.score.rank), Reverse(m.id));
        let mut rest = Vec::new();
        for member in new.into_iter().chain(self.population.drain(..)) {
            match self.elites.get(&member.niche) {
                Some(elite) if order(elite) <= order(&member) => rest.push(member),
                _ => {
                    if let Some(was) = self.elites.insert(member.niche.clone(), member) {
                        rest.push(was);
                    }
                }
            }
        }
        let mut all: Vec<Member<G::Case>> = self.elites.values().cloned().collect();
        all.sort_by_key(order);
        rest.retain(|m| self.elites[&m.niche].id != m.id);
        rest.sort_by_key(|m| (Reverse(m.memory), m.id));
        rest.truncate(KEPT_MEMORY);
        all.extend(rest);
        self.population = all;
        let Some(best) = self.population.first() else {
            return;
        };
        if before.is_none_or(|rank| best.score.rank > rank) {
            self.rises.push(Rise {
                at: self.started.elapsed(),
                evaluations: self.evaluations,
                score: best.score.value,
                cpu: best.cpu,
            });
        }
    }
}

/// A hash of an input, to draw again a candidate that repeats one.
fn hash(input: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    input.hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests;
