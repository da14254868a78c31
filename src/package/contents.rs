//! The contents of a game's package ([`Contents`]): the statement, the tests in order with
//! their answers, and the submissions with the verdict each must get.

use super::packaged::Packaged;
use crate::formats::{Contents, Expected, Group, Statement, Submission, Test};
use crate::generate::Rng;
use crate::generate::cases::Named;

/// The seed of a package's random tests: the same binary writes the same package.
const SEED: u64 = 1;
/// Random tests, of growing size from the smallest.
const RANDOM: usize = 12;

/// The contents of `G`'s package.
pub fn contents<G: Packaged>() -> Result<Contents, String> {
    let name = G::NAME;
    let mut submissions = vec![Submission {
        verdict: Expected::Accepted,
        file: format!("{name}.rs"),
        text: G::EMBEDDED.solver.to_string(),
    }];
    for p in G::PLANTED {
        let text = G::EMBEDDED.planted.iter().find(|(n, _)| *n == p.name);
        let (_, text) = text
            .ok_or_else(|| format!("{name}: the planted program `{}` was not generated", p.name))?;
        submissions.push(Submission {
            verdict: p.verdict,
            file: format!("{}.rs", p.name),
            text: text.to_string(),
        });
    }
    let mut title = name.to_string();
    title[..1].make_ascii_uppercase();
    Ok(Contents {
        name,
        title,
        source: G::PROBLEM,
        statement: Statement::parse(G::STATEMENT).map_err(|e| format!("{name}: {e}"))?,
        memory_mib: G::MEMORY_MIB,
        time_limit_ms: G::TIME_LIMIT_MS,
        tests: tests::<G>()?,
        submissions,
    })
}

/// The tests of `G`'s package with their answers: the samples, then the aimed, random and
/// worst cases, each input once.
fn tests<G: Packaged>() -> Result<Vec<Test>, String> {
    let name = G::NAME;
    // Every test is one the judge could give: the package's own validator accepts it.
    let answer = |input: &str| {
        (G::VALIDATE)(input.as_bytes())
            .map_err(|e| format!("{name}: a test breaks the statement ({e}):\n{input:.200}"))?;
        let bytes = (G::JUDGE)(input.as_bytes()).map_err(|e| format!("{name}: {e}"))?;
        String::from_utf8(bytes).map_err(|e| e.to_string())
    };
    let mut tests = Vec::new();
    let mut samples: Vec<(String, String, String)> = G::EMBEDDED
        .samples
        .iter()
        .map(|s| (s.name.into(), s.input.into(), s.answer.into()))
        .collect();
    if samples.is_empty() {
        // A game without a samples folder shows the sample that `--play` opens.
        samples.push(("sample-1".into(), G::SAMPLE.into(), answer(G::SAMPLE)?));
    }
    for (sample, input, expected) in samples {
        if answer(&input)? != expected {
            return Err(format!("{name}: sample {sample}'s answer is not ours"));
        }
        tests.push(Test {
            group: Group::Sample,
            name: sample,
            input,
            answer: expected,
        });
    }
    let groups = [
        (Group::Aimed, G::aimed()),
        (Group::Random, random::<G>(&tests)),
        (Group::Worst, G::at_limits()),
    ];
    for (group, cases) in groups {
        for Named { name, input } in cases {
            // A judge's tools take a repeated input for a mistake: the first one stays.
            if tests.iter().any(|t: &Test| t.input == input) {
                continue;
            }
            let answer = answer(&input)?;
            tests.push(Test {
                group,
                name,
                input,
                answer,
            });
        }
    }
    Ok(tests)
}

/// The random tests, named by level, none the input of a test before.
fn random<G: Packaged>(tests: &[Test]) -> Vec<Named> {
    let mut rng = Rng::new(SEED);
    let mut random: Vec<Named> = Vec::new();
    for k in 0..RANDOM {
        let level = level(k);
        // The smallest levels repeat inputs: a few draws for a new one, then the next level.
        let fresh = (0..20).map(|_| G::random(&mut rng, level)).find(|input| {
            let mut seen = tests
                .iter()
                .map(|t| &t.input)
                .chain(random.iter().map(|r| &r.input));
            seen.all(|seen| seen != input)
        });
        random.extend(fresh.map(|input| Named::new(format!("level-{k:02}"), input)));
    }
    random
}

/// The level of random test `k`: from the smallest size, 0, to the largest, 1.
fn level(k: usize) -> f64 {
    k as f64 / (RANDOM - 1) as f64
}

#[cfg(test)]
mod tests {
    use super::{RANDOM, contents, level};

    #[test]
    fn the_random_tests_go_from_the_smallest_level_to_the_largest() {
        assert_eq!((level(0), level(RANDOM - 1)), (0.0, 1.0));
        assert!((1..RANDOM).all(|k| level(k - 1) < level(k)));
    }
    use crate::formats::Group;
    use crate::{Complete, ForEachGame, each_game};

    struct EveryCase;

    impl ForEachGame for EveryCase {
        /// The samples first, then the groups in order; every aimed and worst case is a test,
        /// and no input twice.
        fn game<G: Complete>(&mut self) {
            let c = contents::<G>().unwrap();
            let groups: Vec<Group> = c.tests.iter().map(|t| t.group).collect();
            let order = [Group::Sample, Group::Aimed, Group::Random, Group::Worst];
            let rank = |g: &Group| order.iter().position(|o| o == g).unwrap();
            assert!(groups.is_sorted_by_key(rank), "{}: {groups:?}", G::NAME);
            for case in G::aimed().into_iter().chain(G::at_limits()) {
                assert!(
                    c.tests.iter().any(|t| t.input == case.input),
                    "{}: {} is not a test",
                    G::NAME,
                    case.name
                );
            }
            let mut inputs: Vec<&str> = c.tests.iter().map(|t| t.input.as_str()).collect();
            inputs.sort();
            inputs.dedup();
            assert_eq!(inputs.len(), c.tests.len(), "{}", G::NAME);
            let samples = c.tests.iter().filter(|t| t.group == Group::Sample).count();
            assert_eq!(samples, G::EMBEDDED.samples.len().max(1), "{}", G::NAME);
            assert!(
                groups.contains(&Group::Random),
                "{}: no random test",
                G::NAME
            );
            assert_eq!(c.submissions.len(), G::PLANTED.len() + 1, "{}", G::NAME);
            // Each planted program under its own name, with its own header.
            for (p, s) in G::PLANTED.iter().zip(&c.submissions[1..]) {
                assert_eq!(s.file, format!("{}.rs", p.name));
                assert!(s.text.starts_with(&format!("// {}\n", p.why)), "{}", s.file);
            }
        }
    }

    #[test]
    fn every_aimed_and_worst_case_is_a_test_once_in_its_group() {
        each_game(&mut EveryCase);
    }
}
