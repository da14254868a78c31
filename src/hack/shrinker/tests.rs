use super::*;
use crate::dot::Dot;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Every candidate tried counts against the budget, those kept included: a program that
/// fails on everything is shrunk within the budget, however many steps it keeps.
#[test]
fn kept_steps_count_against_the_budget() {
    let tried = AtomicUsize::new(0);
    let shrinker = Shrinker::<Dot, ()> {
        jobs: 1,
        coarse: false,
        fails: &|_| {
            tried.fetch_add(1, Ordering::Relaxed);
            Ok(Some(()))
        },
        kind: &|_| Kind::Same,
        wrong_token: &|_| None,
        on_kept: &|_, _| {},
    };
    let start = &crate::dot::generate::dot_at_limits()[0].input;
    let case = Dot::read(start).unwrap();
    let s = shrinker
        .shrink(case, (), Budget::new(3, None), &mut Rng::new(1))
        .unwrap();
    assert_eq!(s.end, End::Runs);
    assert!(s.kept > 0);
    assert!(tried.load(Ordering::Relaxed) <= 3);
}

/// The docs give the budgets as these constants make them.
#[test]
fn the_docs_give_the_budgets_as_they_are() {
    let docs = include_str!("../../../docs/hack-mode.md").replace('\n', " ");
    let runs = format!("{} {:03}", SHRINK_RUNS / 1000, SHRINK_RUNS % 1000);
    let rule = format!("The budget is {runs} candidates");
    assert!(
        docs.contains(&rule),
        "docs/hack-mode.md does not say {rule}"
    );
    let rule = format!("{SHRINK_SECONDS} s of wall clock stop");
    assert!(
        docs.contains(&rule),
        "docs/hack-mode.md does not say {rule}"
    );
}
