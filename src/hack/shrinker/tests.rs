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

/// The cuts along a size at the judge's largest are charged to the budget like any other
/// candidate, and a size is needed only when every cut ran and passed: cut short by the
/// budget, it is not.
#[test]
fn the_cuts_along_a_needed_size_are_charged_and_all_must_pass() {
    use crate::tag::Tag;
    type Shrunk = Reduced<<Tag as Hackable>::Case, ()>;
    fn run(fails: fn(usize) -> bool, budget: usize) -> (Shrunk, usize) {
        let tried = AtomicUsize::new(0);
        let shrinker = Shrinker::<Tag, ()> {
            jobs: 1,
            coarse: false,
            fails: &|c| {
                tried.fetch_add(1, Ordering::Relaxed);
                Ok(fails(c.n).then_some(()))
            },
            kind: &|_| Kind::Same,
            wrong_token: &|_| None,
            on_kept: &|_, _| {},
        };
        let case = Tag::read("500 0\n1\n1 2\n").unwrap();
        let budget = Budget::new(budget, None);
        let s = shrinker.shrink(case, (), budget, &mut Rng::new(1)).unwrap();
        (s, tried.into_inner())
    }
    let (s, tried) = run(|n| n == 500, 5);
    assert_eq!((s.end, s.needed.len(), tried), (End::Runs, 0, 5));
    let (s, tried) = run(|n| n == 500, 9);
    assert_eq!((s.needed.len(), tried), (1, 9));
    // The fourth cut (N = 438) fails: it is kept after 4 candidates, and 6 are left.
    let (s, tried) = run(|n| n >= 438, 10);
    assert_eq!((s.case.n, tried), (438, 10));
}
