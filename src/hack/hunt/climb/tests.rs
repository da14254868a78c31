use super::*;
use crate::dot::generate::dot_input;
use crate::dot::{Dot, Position};
use crate::generate::cases::Generated;
use crate::hack::hackable::Hackable;
use crate::tag::Tag;

/// A score that counts exactly: the value is the rank.
fn passed<F>(value: u64) -> Result<Evaluation<F>, String> {
    Ok(Evaluation::Passed {
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
        .map(|c| (G::read(&c.input).unwrap(), c.input))
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
    let evaluate = |input: &str| -> Result<Evaluation<()>, String> {
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
            return Ok(Evaluation::Failed(()));
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
    let evaluate = |input: &str| -> Result<Evaluation<()>, String> { passed(input.len() as u64) };
    for (jobs, each) in [(1, 4), (3, 6)] {
        let starts: Vec<(Position, String)> = (Dot::at_limits().into_iter())
            .map(|c| (Dot::read(&c.input).unwrap(), c.input))
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
    let evaluate = |input: &str| -> Result<Evaluation<()>, String> {
        let mut runs = runs.lock().unwrap();
        let run = runs.entry(input.to_string()).or_default();
        *run += 1;
        let d = Dot::read(input)?.d as u64;
        match (*run, d) {
            // No more than the best so far (none): run once.
            (_, 100) => passed(0),
            // The first start, then d = 150 on its second run.
            (_, 200) => passed(10),
            (2, 150) => Ok(Evaluation::Failed(())),
            // Lower on the second run: the lesser counts.
            (1, _) => passed(100 + d),
            _ => passed(d),
        }
    };
    let input = |d: i64| dot_input((0, 0), d, &[(1, 0)]);
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
    let evaluate = |input: &str| -> Result<Evaluation<()>, String> {
        let numbers: Vec<u64> = (input.split_ascii_whitespace().take(2))
            .map(|t| t.parse().unwrap())
            .collect();
        let (n, m) = (numbers[0], numbers[1]);
        match (n <= 200, m) {
            (true, 200_000..) => Ok(Evaluation::Failed(())),
            (true, _) => passed(m),
            (false, _) => passed(m / 100),
        }
    };
    let (found, rises) = path::<Tag>(&evaluate, 1, 300);
    assert!(found.is_some(), "no failure found: rises {rises:?}");
}
