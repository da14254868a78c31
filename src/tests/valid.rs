//! Everything hack mode runs as a judge's input is one the judge could give: each stage driven
//! with its real generator, and every input it makes held to the game's strict validator
//! (`--validate`), the one place each statement's guarantees are written. The stages: the
//! random cases over every level, the worst and the aimed cases (which the packages hold too),
//! every shrink step applied to failures, the search below them, whole shrinks, the growth's
//! cuts of every worst case, and the hunt's starts and moves.

use crate::dot::Dot;
use crate::duel::Duel;
use crate::generate::Rng;
use crate::generate::cases::Named;
use crate::hack::testing::minimize;
use crate::hack::{Hackable, Huntable};
use crate::tag::Tag;
use std::sync::atomic::{AtomicUsize, Ordering};

fn assert_valid<G: Hackable>(stage: &str, input: &str) {
    if let Err(e) = (G::VALIDATE)(input.as_bytes()) {
        panic!(
            "{}: {stage} made an input the judge never gives: {e}\n{input:.300}",
            G::NAME
        );
    }
}

/// A failure of about two inputs in three, by their hash, and for a small first input only
/// of those at least a third as long: a shrink wanders through many steps and sizes down to
/// that length (from a large one, each candidate costs what the case does, so it falls fast).
fn fails(first: &str, input: &str) -> bool {
    let hash = input.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    let long = first.len() > 1 << 16 || 3 * input.len() >= first.len();
    long && hash % 3 != 0
}

/// Sizes the growth cuts a dimension of `size` to: a half, an eighth, a 64th and 1 of the
/// halving cuts, and two near the full size (the cut its fit aims at).
fn cut_sizes(size: usize) -> Vec<usize> {
    let mut sizes = vec![
        size / 2,
        size / 8,
        size / 64,
        1,
        size * 7 / 8,
        size.saturating_sub(1),
    ];
    sizes.retain(|&s| (1..size).contains(&s));
    sizes
}

/// Each stage of `G`'s hack mode, driven from `draws` random cases, `shrinks` of them shrunk.
fn every_stage_keeps_the_statement<G: Huntable>(draws: usize, shrinks: usize, moves: usize) {
    let mut rng = Rng::new(53);
    let random: Vec<String> = (0..draws)
        .map(|i| G::random(&mut rng, i as f64 / draws as f64))
        .collect();
    for input in &random {
        assert_valid::<G>("a random case", input);
    }
    let worst: Vec<String> = G::at_limits().into_iter().map(|c| c.input).collect();
    for input in &worst {
        assert_valid::<G>("a worst case", input);
    }
    for Named { name, input } in G::aimed() {
        assert_valid::<G>(&format!("the aimed case {name}"), &input);
    }
    // Every step applied to failures, small and at the limits (a spread of them: each costs
    // what the case does), and the cases below them.
    let mut small: Vec<&String> = random.iter().step_by(draws / shrinks).collect();
    small.sort_by_key(|i| i.len());
    for input in small.iter().copied().chain(worst.iter().take(2)) {
        let case = G::read(input).unwrap();
        let steps = G::steps(&case, Some(0), false);
        let large = input.len() > 1 << 16;
        let spread = if large { steps.len() / 60 + 1 } else { 1 };
        for step in steps.into_iter().step_by(spread) {
            if let Some(smaller) = G::apply(&case, step) {
                assert_valid::<G>("a shrink step", &G::write(&smaller));
            }
        }
        let most = if large { 60 } else { 300 };
        for smaller in G::smaller(&case, &mut rng, (most, usize::MAX), &[]).cases {
            assert_valid::<G>("the search below a case", &G::write(&smaller));
        }
    }
    // Whole shrinks: every candidate the shrinker runs.
    let candidates = AtomicUsize::new(0);
    for input in small.iter().rev().take(shrinks).copied().chain(&worst[..1]) {
        minimize::<G>(input, |candidate| {
            assert_valid::<G>("a shrink", candidate);
            candidates.fetch_add(1, Ordering::Relaxed);
            fails(input, candidate)
        })
        .unwrap();
    }
    assert!(
        candidates.load(Ordering::Relaxed) > 400,
        "the shrinks ran few candidates: {}",
        candidates.load(Ordering::Relaxed)
    );
    // The growth's cuts of every worst case, along each of its sizes.
    for input in &worst {
        let case = G::read(input).unwrap();
        for (which, &(_, size)) in G::dimensions(&case).iter().enumerate() {
            for to in cut_sizes(size) {
                if let Some(cut) = G::scaled(&case, which, to) {
                    assert_valid::<G>("a cut of the growth", &G::write(&cut));
                }
            }
        }
    }
    // The hunt: its shapes, and chains of moves from the worst cases, the shapes and the
    // random cases.
    let mut pool: Vec<G::Case> = (0..16).map(|_| G::shaped(&mut rng)).collect();
    for case in &pool {
        assert_valid::<G>("a shape of the hunt", &G::write(case));
    }
    pool.extend(
        worst
            .iter()
            .chain(random.iter().step_by(draws / 16))
            .map(|i| G::read(i).unwrap()),
    );
    for _ in 0..moves {
        let (i, j) = (rng.index(pool.len()), rng.index(pool.len()));
        let moved = G::moved(&pool[i], &pool[j], &mut rng);
        assert_valid::<G>("a move of the hunt", &G::write(&moved));
        pool[i] = moved;
    }
}

#[test]
fn every_dot_input_hack_mode_makes_keeps_the_statement() {
    every_stage_keeps_the_statement::<Dot>(4000, 40, 2000);
}

#[test]
fn every_tag_input_hack_mode_makes_keeps_the_statement() {
    every_stage_keeps_the_statement::<Tag>(2000, 20, 100);
}

#[test]
fn every_duel_input_hack_mode_makes_keeps_the_statement() {
    every_stage_keeps_the_statement::<Duel>(2000, 20, 600);
}
