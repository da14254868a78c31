use super::*;
use crate::hack::shrink::Other;
use std::time::Duration;

/// With a smaller case that fails otherwise, what is said of the smaller cases is said of
/// the shrink's verdict only, and the other case is named.
#[test]
fn a_smaller_case_failing_otherwise_narrows_the_words() {
    let searched = |every| {
        End::Searched(Covered {
            tried: 9,
            every,
            classes: 1,
            whole_classes: 1,
            whole_cases: 9,
            listed: Vec::new(),
            from: "n = 1, d = 1".into(),
            to: "n = 1, d = 1".into(),
        })
    };
    let line = |end, other: bool| {
        shrunk_line(&Shrinking {
            kept: 2,
            size: "n = 1, d = 2".into(),
            end,
            budget: 100,
            seconds: 300,
            margin: EXACT,
            cpu: Duration::from_secs(2),
            memory: 256 << 20,
            needed: Vec::new(),
            untried: 0,
            other: other.then(|| {
                Box::new(Other {
                    verdict: Verdict::Re,
                    size: "n = 1, d = 1".into(),
                    input: "0 0 1 1\n1 0\n".into(),
                })
            }),
        })
    };
    let also = " A smaller case, n = 1, d = 1, fails otherwise: runtime error (RE)";
    let every = line(searched(true), true);
    assert!(
        every.contains("the smallest that fails this way: none of the 9 smaller cases does."),
        "{every}"
    );
    assert!(every.contains(also), "{every}");
    assert!(line(searched(true), false).contains("all 9 smaller cases pass."));
    let some = line(searched(false), true);
    assert!(
        some.contains("no smaller case fails this way among the 9 tried"),
        "{some}"
    );
    assert!(!line(searched(false), false).contains("this way"));
}

/// What the words say of the smaller cases searched: classes listed whole, listed in part
/// (with the words of each), drawn from, or all of these.
#[test]
fn the_search_below_says_which_cases_of_each_class_were_tried() {
    let c = |classes, whole_classes, whole_cases, listed: usize| Covered {
        tried: 500,
        every: false,
        classes,
        whole_classes,
        whole_cases,
        listed: (1..=listed)
            .map(|d| (format!("n = 1, d = {d}"), format!("words {d}")))
            .collect(),
        from: "n = 1, d = 1".into(),
        to: "n = 1, d = 6".into(),
    };
    assert_eq!(
        covered(&c(1, 0, 0, 0)),
        "cases drawn at random from 1 size class"
    );
    assert_eq!(
        covered(&c(3, 3, 500, 0)),
        "every case of those 3 size classes, larger classes below it not reached"
    );
    assert_eq!(
        covered(&c(6, 2, 303, 1)),
        "every case of 2 size classes (303 cases); of n = 1, d = 1, words 1; cases drawn at \
         random from 3 size classes"
    );
    assert_eq!(
        covered(&c(5, 0, 0, 5)),
        "of n = 1, d = 1, words 1; of n = 1, d = 2, words 2; of n = 1, d = 3, words 3; part of \
         2 more (their smallest cases)"
    );
}

/// Runs alone near the limit: borderline when their spread could flip the verdict, else what
/// they measured, with
/// the measure's name and the share of the limit.
#[test]
fn runs_near_the_limit_are_said_as_measured_or_borderline() {
    let ms = Duration::from_millis;
    let limits = Limits {
        cpu: ms(200),
        idle: ms(1000),
        backstop: ms(120_000),
        memory: 256 << 20,
        committed: true,
        output: 1 << 20,
        stack: 256 << 20,
    };
    let cpu = |least, most| Spread::Cpu {
        least: ms(least),
        most: ms(most),
        runs: 3,
    };
    assert_eq!(
        near_line(&cpu(250, 251), &limits),
        "In 3 runs alone its CPU time was 250–251 ms, 1.25 times the limit: they differ by \
         less than they are over it, so that is what it takes here (see Measured)."
    );
    assert_eq!(
        near_line(&cpu(210, 240), &limits),
        "Borderline: in 3 runs alone its CPU time was past the limit, within 1.25 times it, \
         and they differ by as much as they are over it (see Measured); a judge's machine \
         may pass it."
    );
    let memory = Spread::Memory {
        least: 300 << 20,
        most: 300 << 20,
        runs: 3,
    };
    assert_eq!(
        near_line(&memory, &limits),
        "In 3 runs alone its memory was 300.0 MiB, 1.17 times the limit: they differ by less \
         than they are over it, so that is what it takes here (see Measured)."
    );
}
