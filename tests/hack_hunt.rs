//! The hunt for the slowest input (`--hunt`): programs that are right, and slow only on a shape
//! that no worst case of hack mode has, pass the random and worst cases and get a confirmed TLE
//! from the hunt within its budget; a fast program gets none; the slowest input is reported
//! and saved. The same seed walking the same path is a test of the climb itself, on scores
//! that no load disturbs (`src/hack/hunt/climb.rs`).

mod common;

use common::hack::*;
use serde_json::Value;
use std::process::Command;
use std::time::Duration;

/// Hack mode with `--hunt` on `program`, within this test's own time limit.
fn hunt(bin: &str, options: &[&str], program: &std::path::Path) -> common::Run {
    let mut command = Command::new(common::exe(bin));
    command.arg("--hack").args(options).arg("--").arg(program);
    common::run_command(command, b"", Duration::from_secs(900))
}

/// Each planted program: the random and worst cases pass (no failure is found without the
/// hunt), and the hunt finds a TLE, confirmed alone, within a budget of `seconds`. The hunt
/// stops at its first TLE, so the budget bounds only an unlucky walk.
fn planted(bin: &str, source: &str, limit: &str, seconds: &str) {
    let program = fixture(source, None);
    let base = ["--seed", "1", "--cases", "100", "--time-limit", limit];
    let plain = hunt(bin, &base, &program);
    assert_eq!(plain.status, Some(0), "{}\n{}", plain.stdout, plain.stderr);
    let hunted = hunt(bin, &[&base[..], &["--hunt", seconds]].concat(), &program);
    assert_eq!(
        hunted.status,
        Some(1),
        "{}\n{}",
        hunted.stdout,
        hunted.stderr
    );
    let first = hunted.stdout.lines().next().unwrap();
    assert!(
        first.starts_with("Seed 1, the hunt's input ")
            && first.contains(": time limit exceeded (TLE)"),
        "{}",
        hunted.stdout
    );
    assert!(hunted.stdout.contains("\nHunt: "), "{}", hunted.stdout);
}

/// `dot`'s slow shape is a needle: every input short of it costs the same, one step of the
/// score, so the hunt finds it by drifting across that plateau (after 40 to 150 s on a quiet
/// machine, and longer beside the other hunts), which a larger budget allows for.
#[test]
fn the_hunt_finds_the_dot_program_that_searches_a_tree_of_long_vectors() {
    planted("dot", "slow_dot", "1", "600");
}

#[test]
fn the_hunt_finds_the_tag_program_that_plays_rounds_on_small_graphs() {
    planted("tag", "slow_tag", "1", "240");
}

/// A fast, right program: the hunt ends at its budget with no failure, and reports the
/// slowest input it found, its share of the limit, measured alone, and where it saved it.
#[test]
fn a_fast_program_gets_no_failure_from_the_hunt_and_its_slowest_input_is_saved() {
    let program = bundle("dot");
    let dir = tmp("hunt-fast");
    let save = dir.to_str().unwrap();
    let options = [
        "--seed", "4", "--cases", "20", "--hunt", "5", "--format", "json",
    ];
    let r = hunt("dot", &[&options[..], &["--save", save]].concat(), &program);
    assert_eq!(r.status, Some(0), "{}\n{}", r.stdout, r.stderr);
    let doc: Value = serde_json::from_str(&r.stdout).unwrap();
    assert!(doc["verdict"].is_null(), "{doc}");
    let hunted = &doc["hunt"];
    assert_eq!(hunted["budget_ms"], 5000, "{doc}");
    assert!(hunted["took_ms"].as_u64().unwrap() >= 5000, "{doc}");
    assert!(hunted["inputs"].as_u64().unwrap() >= 20, "{doc}");
    let slowest = &hunted["slowest"];
    let least = slowest["least_cpu_ms"].as_u64().unwrap();
    assert!(least <= slowest["most_cpu_ms"].as_u64().unwrap(), "{doc}");
    assert!(slowest["times_limit"].as_f64().unwrap() < 0.5, "{doc}");
    let path = slowest["path"].as_str().unwrap();
    let saved = std::fs::read_to_string(path).unwrap();
    assert_eq!(saved, slowest["text"].as_str().unwrap());
    let answer = std::fs::read_to_string(dir.join("hack-1.out")).unwrap();
    common::assert_answers("dot", saved.as_bytes(), &answer);
    let rises = hunted["rises"].as_array().unwrap();
    assert!(!rises.is_empty(), "{doc}");
    let text = hunt(
        "dot",
        &["--seed", "4", "--cases", "20", "--hunt", "2"],
        &program,
    );
    assert_eq!(text.status, Some(0), "{}\n{}", text.stdout, text.stderr);
    let report = &text.stdout;
    let measured = report.find("\nMeasured").unwrap();
    let hunted = report.find("\nHunt: ").unwrap();
    assert!(measured < hunted, "{report}");
    assert!(
        report.contains("The slowest input found takes 0.0"),
        "{report}"
    );
}

#[test]
fn the_hunt_finds_the_duel_program_whose_searches_some_walls_make_long() {
    planted("duel", "slow_duel", "1", "240");
}
