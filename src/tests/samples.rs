//! The samples of `samples/`, read as hack mode reads an `oj` folder.

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
    crate::formats::oj::read_cases(dir).unwrap_or_else(|e| panic!("{e}"))
}
