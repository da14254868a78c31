//! Every game of the one list ([`crate::each_game`]), the tests' own `nim` too, in every role
//! the wings take it by: its sample and every case its generators make pass its strict
//! validator; hack mode reads each back, and every shrink step and hunt move keeps it valid,
//! each step going down the game's size order; and its statement states each of the
//! validator's limits.

use crate::generate::Rng;
use crate::package::Packaged;
use crate::{Complete, ForEachGame, each_game};

struct EveryRole;

impl ForEachGame for EveryRole {
    fn game<G: Complete>(&mut self) {
        let valid = |input: &str, what: &str| {
            let checked = (G::VALIDATE)(input.as_bytes());
            assert!(
                checked.is_ok(),
                "{}: {what}: {checked:?}\n{input:.200}",
                G::NAME
            );
        };
        valid(G::SAMPLE, "the sample");
        for case in G::worst() {
            valid(&case.input, &case.name);
        }
        let mut rng = Rng::new(54);
        for i in 0..100 {
            let input = G::random(&mut rng, i as f64 / 99.0);
            valid(&input, "a random case");
            let case = G::read(&input).unwrap();
            valid(&G::write(&case), "a random case written back");
            for step in G::steps(&case, None, false).into_iter().take(40) {
                if let Some(smaller) = G::apply(&case, step) {
                    valid(&G::write(&smaller), "a shrink step");
                    assert!(G::rank(&smaller) < G::rank(&case), "{}", G::NAME);
                }
            }
        }
        let (mut case, other) = (G::shaped(&mut rng), G::shaped(&mut rng));
        for _ in 0..40 {
            case = G::moved(&case, &other, &mut rng);
            valid(&G::write(&case), "a hunt move");
        }
    }
}

#[test]
fn every_game_keeps_its_validator_in_every_role() {
    each_game(&mut EveryRole);
}

/// The numbers of a statement's input section, as LaTeX writes them (`250\,000`).
fn numbers<G: Packaged>() -> Vec<i64> {
    let statement = crate::formats::Statement::parse(G::STATEMENT).unwrap();
    let text = statement.input.replace("\\,", "");
    text.split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect()
}

/// Each game's statement states each limit its validator holds inputs to.
#[test]
fn each_statement_states_the_validators_limits() {
    use crate::{dot, duel, nim, tag};
    let states = |numbers: Vec<i64>, limits: &[i64]| {
        for limit in limits {
            assert!(numbers.contains(limit), "{limit} not in {numbers:?}");
        }
    };
    states(
        numbers::<dot::Dot>(),
        &[
            dot::JUDGE_D,
            dot::JUDGE_COORDINATE,
            dot::JUDGE_COMPONENT,
            dot::JUDGE_VECTORS,
        ],
    );
    let [n, m, q] = [tag::JUDGE_N, tag::JUDGE_M, tag::JUDGE_Q].map(|v| v as i64);
    states(numbers::<tag::Tag>(), &[n, m, q]);
    let [side, cells] = [duel::JUDGE_SIDE, duel::JUDGE_CELLS].map(|v| v as i64);
    states(numbers::<duel::Duel>(), &[side, cells]);
    states(numbers::<nim::Nim>(), &[nim::JUDGE_N, nim::JUDGE_K]);
}
