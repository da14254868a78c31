//! The climb: generations of candidates moved from the slowest inputs of each niche, judged
//! by an evaluation that the hunt hands in (a run of the program, in a session; a formula, in
//! the crate's tests), until one fails or the hunt says stop.

use super::score::Score;
use crate::generate::Rng;
use crate::hack::hackable::Huntable;
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
pub enum Outcome<F> {
    Failed(F),
    Passed {
        score: Score,
        cpu: Duration,
        memory: u64,
    },
}

/// An evaluation of an input's text; it may run on several threads at once.
pub type Evaluate<'e, F> = &'e (dyn Fn(&str) -> Result<Outcome<F>, String> + Sync);

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
                Outcome::Failed(f) => Ok(Some(f)),
                Outcome::Passed { score, cpu, memory } => {
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
                Outcome::Failed(f) => return Ok(Some((member.id, f))),
                Outcome::Passed { score, cpu, .. } => (score, cpu),
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
mod tests {
    use super::*;
    use crate::dot::{Dot, Position};
    use crate::hack::hackable::Hackable;
    use crate::tag::Tag;

    /// A score that counts exactly: the value is the rank.
    fn passed<F>(value: u64) -> Result<Outcome<F>, String> {
        Ok(Outcome::Passed {
            score: Score { value, rank: value },
            cpu: Duration::from_micros(value),
            memory: 0,
        })
    }

    /// The climb's path with `evaluate` from the game's worst cases and shapes, for at most
    /// `generations`: the failing evaluation and the rises (their evaluations and scores).
    fn path<G: Huntable>(
        evaluate: Evaluate<'_, ()>,
        seed: u64,
        generations: usize,
    ) -> (Option<usize>, Vec<(usize, u64)>) {
        let mut rng = Rng::new(seed);
        let mut starts: Vec<(G::Case, String)> = (G::at_limits().into_iter())
            .map(|(_, input)| (G::read(&input).unwrap(), input))
            .collect();
        starts.extend((0..8).map(|_| {
            let case = G::shaped(&mut rng);
            let input = G::write(&case);
            (case, input)
        }));
        let mut climb = Climb::<G, ()>::new(evaluate, 2);
        let mut left = generations;
        let mut go_on = |_: &Climb<G, ()>| {
            left = left.saturating_sub(1);
            left > 0
        };
        let found = climb.climb(starts, rng, &mut go_on).unwrap();
        // The failing evaluation is the last one counted.
        if let Some((evaluation, ())) = found {
            assert_eq!(evaluation, climb.evaluations);
        }
        let rises = climb
            .rises
            .iter()
            .map(|r| (r.evaluations, r.score))
            .collect();
        (found.map(|(evaluation, ())| evaluation), rises)
    }

    /// A `dot` cost like a search of the whole game tree taken when every vector is long
    /// (`tests/hack/slow_dot.rs`): the leaves grow as the vectors shorten, and past 10⁹ it
    /// fails; other cases cost a table's work. The climb reaches it from cases far from it,
    /// and the same seed gives the same path, whatever `jobs` finishes first.
    #[test]
    fn the_climb_finds_a_cost_far_from_its_starts_and_the_same_seed_walks_the_same_path() {
        let evaluate = |input: &str| -> Result<Outcome<()>, String> {
            let g = Dot::read(input)?;
            let length = |&(x, y): &(i64, i64)| ((x * x + y * y) as f64).sqrt();
            let shortest = g.vectors.iter().map(length).fold(f64::MAX, f64::min);
            let n = g.vectors.len() as f64;
            let reach = 2.0 * g.d as f64 - (g.d as f64 - length(&g.start));
            if n < 10.0 || n.powf(g.d as f64 / shortest) > 1e5 {
                return passed(3_000_000);
            }
            let leaves = n.powf(reach / shortest);
            if leaves > 1e9 {
                return Ok(Outcome::Failed(()));
            }
            passed(leaves as u64)
        };
        let first = path::<Dot>(&evaluate, 5, 3000);
        assert!(first.0.is_some(), "no failure found: rises {:?}", first.1);
        assert!(first.1.len() >= 2, "{:?}", first.1);
        // A rise is a higher score, after more evaluations.
        assert!(
            first
                .1
                .windows(2)
                .all(|w| w[0].0 < w[1].0 && w[0].1 < w[1].1)
        );
        assert_eq!(path::<Dot>(&evaluate, 5, 3000), first);
        assert_ne!(path::<Dot>(&evaluate, 6, 3000), first);
    }

    /// Each generation makes 2 × `jobs` candidates (at least 4), all of new text, and runs
    /// them all while none fails; the climb stops when `go_on` says so.
    #[test]
    fn each_generation_runs_twice_jobs_new_candidates() {
        let evaluate = |input: &str| -> Result<Outcome<()>, String> { passed(input.len() as u64) };
        for (jobs, each) in [(1, 4), (3, 6)] {
            let starts: Vec<(Position, String)> = (Dot::at_limits().into_iter())
                .map(|(_, input)| (Dot::read(&input).unwrap(), input))
                .collect();
            let count = starts.len();
            let mut climb = Climb::<Dot, ()>::new(&evaluate, jobs);
            let mut generations = 0;
            let mut go_on = |c: &Climb<Dot, ()>| {
                assert_eq!(c.evaluations, count + generations * each);
                generations += 1;
                generations <= 5
            };
            assert!(
                climb
                    .climb(starts, Rng::new(1), &mut go_on)
                    .unwrap()
                    .is_none()
            );
            assert_eq!(climb.evaluations, count + 5 * each);
            assert_eq!(climb.seen.len(), climb.evaluations);
        }
    }

    /// An input that would be the slowest runs once more and the lesser score counts; a
    /// failure on that second run is found under the input's own number.
    #[test]
    fn the_would_be_slowest_runs_again_and_the_lesser_score_counts() {
        let runs: Mutex<std::collections::HashMap<String, u64>> = Mutex::default();
        let evaluate = |input: &str| -> Result<Outcome<()>, String> {
            let mut runs = runs.lock().unwrap();
            let run = runs.entry(input.to_string()).or_default();
            *run += 1;
            let d = Dot::read(input)?.d as u64;
            match (*run, d) {
                // No more than the best so far (none): run once.
                (_, 100) => passed(0),
                // The first start, then d = 150 on its second run.
                (_, 200) => passed(10),
                (2, 150) => Ok(Outcome::Failed(())),
                // Lower on the second run: the lesser counts.
                (1, _) => passed(100 + d),
                _ => passed(d),
            }
        };
        let input = |d: i64| crate::generate::dot_input((0, 0), d, &[(1, 0)]);
        let climb = |ds: [i64; 2]| {
            let starts = ds.map(|d| (Dot::read(&input(d)).unwrap(), input(d))).into();
            let mut climb = Climb::<Dot, ()>::new(&evaluate, 1);
            let found = climb.climb(starts, Rng::new(1), &mut |_| false).unwrap();
            (found.map(|(id, ())| id), climb.population)
        };
        assert_eq!(climb([100, 120]).1[0].score.value, 120);
        // One niche (d by fifties): the slower of the two is its elite, and first.
        let scores = |ds: [i64; 2]| -> Vec<u64> {
            let (found, population) = climb(ds);
            assert!(found.is_none());
            population.iter().map(|m| m.score.value).collect()
        };
        assert_eq!(scores([130, 140]), [140, 130]);
        assert_eq!(scores([170, 160]), [170, 160]);
        let (found, population) = climb([200, 120]);
        assert!(found.is_none());
        let best = &population[0];
        assert_eq!(
            (best.id, best.score.value, best.cpu),
            (2, 120, Duration::from_micros(120))
        );
        assert_eq!(climb([200, 150]).0, Some(2));
        let mut twice = Climb::<Dot, ()>::new(&evaluate, 1);
        let starts = vec![(Dot::read(&input(90)).unwrap(), input(90))];
        assert!(
            twice
                .climb(starts, Rng::new(1), &mut |_| false)
                .unwrap()
                .is_none()
        );
        assert_eq!(twice.noise, Some(100.0 / 190.0));
        assert_eq!(runs.into_inner().unwrap().values().sum::<u64>(), 21);
    }

    /// A `tag` cost that only a small graph with many edges makes high
    /// (`tests/hack/slow_tag.rs`): the climb leaves the worst cases' N = 500 behind.
    #[test]
    fn the_climb_finds_a_small_graph_with_many_edges() {
        let evaluate = |input: &str| -> Result<Outcome<()>, String> {
            let numbers: Vec<u64> = (input.split_ascii_whitespace().take(2))
                .map(|t| t.parse().unwrap())
                .collect();
            let (n, m) = (numbers[0], numbers[1]);
            match (n <= 200, m) {
                (true, 200_000..) => Ok(Outcome::Failed(())),
                (true, _) => passed(m),
                (false, _) => passed(m / 100),
            }
        };
        let (found, rises) = path::<Tag>(&evaluate, 1, 300);
        assert!(found.is_some(), "no failure found: rises {rises:?}");
    }
}
