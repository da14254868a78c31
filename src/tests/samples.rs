//! The samples of `samples/`, for the crate's tests and the integration tests alike (these
//! include this file by its path): std alone.

use std::path::{Path, PathBuf};

/// Every `samples/<bin>/NAME.in` with its path and the text of `NAME.out`.
pub(crate) fn samples(bin: &str) -> Vec<(PathBuf, String, String)> {
    samples_in(
        &PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("samples")
            .join(bin),
    )
}

/// Every `samples/<bin>/explain/NAME.in`, for `--explain`, as `samples` gives them.
pub(crate) fn explain_samples(bin: &str) -> Vec<(PathBuf, String, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("samples");
    let dir = root.join(bin).join("explain");
    if dir.exists() {
        samples_in(&dir)
    } else {
        Vec::new()
    }
}

fn samples_in(dir: &Path) -> Vec<(PathBuf, String, String)> {
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    inputs
        .into_iter()
        .map(|path| {
            let input = std::fs::read_to_string(&path).unwrap();
            let expected = std::fs::read_to_string(path.with_extension("out"))
                .unwrap_or_else(|_| panic!("{} has no .out file", path.display()));
            (path, input, expected)
        })
        .collect()
}
