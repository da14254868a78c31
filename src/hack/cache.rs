//! The cache of builds: a build is kept under `$XDG_CACHE_HOME/game-solvers/builds` (or
//! `~/.cache/…`), named by everything that can change it, and made in a folder of its own
//! that is renamed into place, so that runs at once never see half a build.

use std::ffi::{OsStr, OsString};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

/// Where builds are kept.
pub fn folder() -> Result<PathBuf, String> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    let dir = base.join("game-solvers").join("builds");
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
    Ok(dir)
}

/// The name of a build in the cache: everything that can change the binary (a new compiler
/// version builds anew; the source's path is in its debug information and `__FILE__`, which
/// the sanitizers' reports name).
pub fn key(
    text: &[u8],
    path: &Path,
    version: &str,
    flags: &[String],
    compiler: &str,
    headers: &[(OsString, Vec<u8>)],
) -> String {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (text, path, version, flags, compiler, headers).hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

/// The headers in a C or C++ source's folder, by name, with their contents: a change to one
/// that the source includes makes a new build.
pub fn headers_beside(source: &Path) -> Vec<(OsString, Vec<u8>)> {
    let folder = match source.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut headers: Vec<(OsString, Vec<u8>)> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let extension = p.extension().and_then(OsStr::to_str);
            matches!(extension, Some("h" | "hh" | "hpp" | "hxx")) && p.is_file()
        })
        .filter_map(|p| Some((p.file_name()?.to_os_string(), std::fs::read(&p).ok()?)))
        .collect();
    headers.sort();
    headers
}

/// Runs a build in the folder `scratch`, then renames it to `dir`: runs at once never see half
/// a build, and a build made at the same time by another session is the same build.
pub fn build_into(
    scratch: &Path,
    dir: &Path,
    build: impl FnOnce(&Path) -> Result<(), String>,
    version: &str,
) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(scratch);
    std::fs::create_dir_all(scratch)
        .map_err(|e| format!("cannot create `{}`: {e}", scratch.display()))?;
    let made = build(scratch).and_then(|()| {
        std::fs::write(scratch.join("ok"), version)
            .map_err(|e| format!("cannot write the build: {e}"))
    });
    if let Err(e) = made {
        let _ = std::fs::remove_dir_all(scratch);
        return Err(e);
    }
    if std::fs::rename(scratch, dir).is_err() {
        let _ = std::fs::remove_dir_all(scratch);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each part of the key names a different build; the same parts, the same build.
    #[test]
    fn a_build_is_named_by_all_that_makes_it() {
        let flags = vec!["-O2".to_string()];
        let headers = vec![(OsString::from("a.h"), b"int x;".to_vec())];
        let named = |text: &[u8], version: &str, flags: &[String], compiler: &str, h: &[_]| {
            key(text, Path::new("mine.cpp"), version, flags, compiler, h)
        };
        let base = named(b"int main(){}", "g++ 13.2.0", &flags, "g++", &headers);
        assert_eq!(
            base,
            named(b"int main(){}", "g++ 13.2.0", &flags, "g++", &headers)
        );
        let others = [
            named(b"int main(){ }", "g++ 13.2.0", &flags, "g++", &headers),
            named(b"int main(){}", "g++ 13.3.0", &flags, "g++", &headers),
            named(
                b"int main(){}",
                "g++ 13.2.0",
                &["-O3".to_string()],
                "g++",
                &headers,
            ),
            named(b"int main(){}", "g++ 13.2.0", &flags, "clang++", &headers),
            named(b"int main(){}", "g++ 13.2.0", &flags, "g++", &[]),
        ];
        for other in others {
            assert_ne!(base, other);
        }
        let elsewhere = key(
            b"int main(){}",
            Path::new("b/mine.cpp"),
            "g++ 13.2.0",
            &flags,
            "g++",
            &headers,
        );
        assert_ne!(base, elsewhere);
    }
}
