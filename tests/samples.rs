//! Runs every `samples/<bin>/NAME.in` through the built binary `<bin>` and compares its output
//! with `NAME.out`, byte for byte. A new sample file needs no code change.

mod common;

use std::fs;
use std::path::Path;

#[test]
fn every_sample_matches_its_expected_output() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let mut checked = 0;
    let mut failures = Vec::new();
    for dir in fs::read_dir(&root).unwrap() {
        let dir = dir.unwrap().path();
        let bin = dir.file_name().unwrap().to_str().unwrap().to_owned();
        let mut inputs: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        for input in inputs {
            let expected = fs::read_to_string(input.with_extension("out"))
                .unwrap_or_else(|_| panic!("{} has no .out file", input.display()));
            let got = common::run(&bin, &fs::read(&input).unwrap());
            if got.status != Some(0) || got.stdout != expected {
                failures.push(format!(
                    "{}: expected {expected:?}, got {:?} (status {:?}, stderr {:?})",
                    input.display(),
                    got.stdout,
                    got.status,
                    got.stderr
                ));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        checked >= 6,
        "only {checked} samples found under {}",
        root.display()
    );
}
