//! A folder's files: a test's, every file under a folder, and a file written.

use super::contents::Files;
use std::path::{Path, PathBuf};

/// One test's files as a folder holds them: its name (its path under the folder), its input,
/// and its answer where there is one.
pub struct TestFiles {
    pub name: String,
    pub input: PathBuf,
    pub answer: Option<PathBuf>,
}

/// Every file under `dir`, if it is a folder.
pub fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(());
    };
    for entry in entries {
        let path = entry
            .map_err(|e| format!("cannot read `{}`: {e}", dir.display()))?
            .path();
        if path.is_dir() {
            walk(&path, out)?;
        } else {
            out.push(path);
        }
    }
    Ok(())
}

/// Writes `bytes` at `path`.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write `{}`: {e}", path.display()))
}

/// Writes each of `files` at its path under `dir`, making the folders it needs.
pub fn write_files(dir: &Path, files: &Files) -> Result<(), String> {
    for (path, text) in files {
        let at = dir.join(path);
        let parent = at.parent().unwrap_or(dir);
        std::fs::create_dir_all(parent)
            .map_err(|e| format!("cannot write `{}`: {e}", at.display()))?;
        write(&at, text.as_bytes())?;
    }
    Ok(())
}

/// `path` under `dir`, as a test's name.
pub fn under(dir: &Path, path: &Path) -> String {
    path.strip_prefix(dir)
        .unwrap_or(path)
        .to_string_lossy()
        .into_owned()
}

/// A key that orders names as a person does: `sample-2` before `sample-10`.
pub fn natural(name: &str) -> Vec<(String, u64)> {
    let mut key = Vec::new();
    let mut rest = name;
    while !rest.is_empty() {
        let text_len = rest
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(rest.len());
        let (text, more) = rest.split_at(text_len);
        let digits_len = more
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(more.len());
        let (digits, more) = more.split_at(digits_len);
        key.push((text.to_string(), digits.parse().unwrap_or(0)));
        rest = more;
    }
    key
}
