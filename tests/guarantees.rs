//! Only inputs the judge could give, seen from outside: for each game, a right program that
//! asserts every guarantee of the statement (and aborts on an input that breaks one, as
//! contestants' programs do) gets no failure from hack mode's default run, from a 30 s hunt,
//! and from the tests of both packages (the right programs of `tests/hack/dot.rs`,
//! `tag_counters.rs` and `asserted_duel.rs`, which assert them).

mod common;

use common::hack::*;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// `bin --hack OPTIONS -- program`, which must find no failure.
fn passes(bin: &str, options: &[&str], program: &Path) {
    let mut command = Command::new(common::exe(bin));
    command.arg("--hack").args(options).arg("--").arg(program);
    let run = common::run_command(command, b"", Duration::from_secs(600));
    assert_eq!(
        run.status,
        Some(0),
        "{bin} {options:?}:\n{}\n{}",
        run.stdout,
        run.stderr
    );
    assert!(run.stdout.starts_with("No failure"), "{}", run.stdout);
}

fn asserting_program_gets_no_failure(bin: &'static str) {
    let program = match bin {
        "dot" => fixture("dot", None),
        "tag" => fixture("tag_counters", None),
        _ => fixture("asserted_duel", None),
    };
    passes(bin, &["--seed", "1"], &program);
    passes(
        bin,
        &["--seed", "1", "--cases", "100", "--hunt", "30"],
        &program,
    );
    for format in ["kattis", "polygon"] {
        let dir = tmp(&format!("guarantees{bin}{format}"));
        common::package(bin, format, &dir);
        let tests = dir.to_str().unwrap();
        passes(bin, &["--seed", "1", "--tests", tests], &program);
    }
}

#[test]
fn a_program_that_asserts_every_guarantee_passes_everything() {
    let threads = ["dot", "tag", "duel"]
        .map(|bin| std::thread::spawn(move || asserting_program_gets_no_failure(bin)));
    for t in threads {
        t.join().unwrap();
    }
}
