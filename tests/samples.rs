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
        let bin = dir.unwrap().file_name().into_string().unwrap();
        for (path, input, expected) in common::samples(&bin) {
            let got = common::run(&bin, input.as_bytes());
            if got.status != Some(0) || got.stdout != expected {
                failures.push(format!(
                    "{}: expected {expected:?}, got {:?} (status {:?}, stderr {:?})",
                    path.display(),
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
