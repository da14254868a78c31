//! The project and its dependencies, as `cargo metadata` lists them.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The project's root: the folder above this crate's.
pub(crate) fn root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.parent().unwrap_or(here).to_path_buf()
}

/// The packages of the workspace at `root` and its dependencies, from `cargo metadata`
/// (offline: the build already fetched them). Only the host's packages are asked for: the
/// build fetched no others.
pub(crate) fn metadata(root: &Path) -> Result<serde_json::Value, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["metadata", "--offline", "--format-version", "1"])
        .args(["--filter-platform", &host()?, "--manifest-path"])
        .arg(root.join("Cargo.toml"))
        .output()
        .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
    if !out.status.success() {
        let why = String::from_utf8_lossy(&out.stderr);
        return Err(format!("cargo metadata failed: {}", why.trim()));
    }
    serde_json::from_slice(&out.stdout).map_err(|e| format!("cargo metadata: {e}"))
}

/// The first package in `metadata` that `wanted` picks.
pub(crate) fn package(
    metadata: &serde_json::Value,
    wanted: impl Fn(&serde_json::Value) -> bool,
) -> Option<&serde_json::Value> {
    metadata["packages"].as_array()?.iter().find(|p| wanted(p))
}

/// The target triple `rustc` builds for by default.
pub(crate) fn host() -> Result<String, String> {
    let out = Command::new("rustc")
        .arg("-vV")
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .find_map(|l| l.strip_prefix("host: "))
        .map(str::to_string)
        .ok_or_else(|| "rustc -vV names no host".into())
}
