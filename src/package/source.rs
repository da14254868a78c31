//! The project's source tree, which a package is made from: the samples,
//! the planted programs of `tests/hack/`, and the one-file programs the bundler writes (run
//! through cargo, as `cargo run -q --example bundle` runs it).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The source tree this binary was built from.
pub struct SourceTree {
    root: PathBuf,
}

impl SourceTree {
    /// The tree at the path the binary was built from, if it is still there.
    pub fn find() -> Result<SourceTree, String> {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        match root.join("bundle").join("Cargo.toml").is_file() {
            true => Ok(SourceTree { root }),
            false => Err(format!(
                "`--package` writes a package from the project's source tree, which is no longer \
                 at `{}`: run it from a clone (`cargo run --release --bin NAME -- --package …`)",
                root.display()
            )),
        }
    }

    /// The text of the file at `path` in the tree.
    pub fn read(&self, path: &str) -> Result<String, String> {
        let at = self.root.join(path);
        std::fs::read_to_string(&at).map_err(|e| format!("cannot read `{}`: {e}", at.display()))
    }

    /// The samples of `game`: `samples/<game>/NAME.in` with the text of `NAME.out`, by name;
    /// none for a game without the folder.
    pub fn samples(&self, game: &str) -> Result<Vec<(String, String, String)>, String> {
        let dir = self.root.join("samples").join(game);
        if !dir.is_dir() {
            return Ok(Vec::new());
        }
        let cases = crate::formats::oj::read_cases(&dir)?;
        let name = |p: &Path| {
            p.file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned()
        };
        Ok(cases
            .into_iter()
            .map(|(p, i, o)| (name(&p), i, o))
            .collect())
    }

    /// What the bundler writes with `args` (`dot`, `--validator dot`).
    pub fn bundle(&self, args: &[&str]) -> Result<String, String> {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let out = Command::new(cargo)
            .args(["run", "-q", "--example", "bundle", "--"])
            .args(args)
            .current_dir(&self.root)
            .output()
            .map_err(|e| format!("cannot run cargo in `{}`: {e}", self.root.display()))?;
        let stderr = String::from_utf8_lossy(&out.stderr);
        match (out.status.success(), String::from_utf8(out.stdout)) {
            (true, Ok(text)) => Ok(text),
            _ => Err(format!(
                "the bundler failed on `{}`: {}",
                args.join(" "),
                stderr.lines().last().unwrap_or("no message")
            )),
        }
    }

    /// The planted program `tests/hack/<file>`, with the mistake `bug` switched on where it
    /// takes one (`--cfg bug="…"` in the tests, here its conditions written out), under a
    /// header that names it.
    pub fn planted(&self, file: &str, bug: Option<&str>, why: &str) -> Result<String, String> {
        let text = self.read(&format!("tests/hack/{file}"))?;
        let from = match bug {
            Some(bug) => format!("tests/hack/{file} with `--cfg bug=\"{bug}\"`"),
            None => format!("tests/hack/{file}"),
        };
        Ok(format!(
            "// {why}\n// From the game-solvers project's {from}.\n\n{}",
            with_bug(&text, bug)
        ))
    }
}

/// `text` with each condition `bug = "NAME"` made true for `bug` and false for the others.
fn with_bug(text: &str, bug: Option<&str>) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("bug = \"") {
        let name_at = at + "bug = \"".len();
        let Some(len) = rest[name_at..].find('"') else {
            break;
        };
        out.push_str(&rest[..at]);
        let on = bug == Some(&rest[name_at..name_at + len]);
        out.push_str(if on { "all()" } else { "any()" });
        rest = &rest[name_at + len + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::with_bug;

    #[test]
    fn the_chosen_bug_is_on_and_the_others_off() {
        let text = "#[cfg(bug = \"u16\")]\nif cfg!(bug = \"a\") || cfg!(not(bug = \"b\")) {}";
        assert_eq!(
            with_bug(text, Some("a")),
            "#[cfg(any())]\nif cfg!(all()) || cfg!(not(any())) {}"
        );
        assert_eq!(
            with_bug(text, None),
            "#[cfg(any())]\nif cfg!(any()) || cfg!(not(any())) {}"
        );
    }
}
