//! Writes one self-contained source file for a solver, for judges without crates (Codeforces):
//! `cargo run -q --example bundle -- <dot|tag|duel> > submit.rs`.
//!
//! The solver's file comes out as it is, followed by `mod proconio { … }`: proconio's own
//! source, found through `cargo metadata` in cargo's local registry (no network), with its
//! copyright and licence lines, its tests and documentation left out, and its macros' paths
//! pointed into the module. The result compiles with bare `rustc` on editions 2021 and 2024
//! without warnings; `tests/bundle.rs` checks that and runs it on every sample.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.as_slice() {
        [name] => bundle(name),
        _ => Err("usage: cargo run -q --example bundle -- <dot|tag|duel>".into()),
    };
    match result {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// The single-file submission for solver `name`.
pub fn bundle(name: &str) -> Result<String, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = root.join("src/bin").join(format!("{name}.rs"));
    let solver = std::fs::read_to_string(&path)
        .map_err(|e| format!("no solver `{name}` ({}: {e})", path.display()))?;
    let src = proconio_src(root)?;
    let module = inline_module(&src, "lib.rs")?;
    let module = point_paths_into_module(&module);
    Ok(format!(
        "{solver}\n// proconio 0.5.0 (https://github.com/statiolake/proconio-rs), inlined by \
         examples/bundle.rs.\n#[allow(unused, clippy::all)]\nmod proconio {{\n{module}}}\n"
    ))
}

/// proconio's `src` folder, from `cargo metadata` (offline: the build already fetched it).
fn proconio_src(root: &Path) -> Result<PathBuf, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "metadata",
            "--offline",
            "--format-version",
            "1",
            "--manifest-path",
        ])
        .arg(root.join("Cargo.toml"))
        .output()
        .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
    if !out.status.success() {
        let why = String::from_utf8_lossy(&out.stderr);
        return Err(format!("cargo metadata failed: {}", why.trim()));
    }
    let json = String::from_utf8_lossy(&out.stdout);
    // The package object names itself before giving its manifest path.
    let at = json
        .find(r#""name":"proconio","version":"0.5.0""#)
        .ok_or("cargo metadata lists no proconio 0.5.0")?;
    let key = r#""manifest_path":""#;
    let start = at
        + json[at..]
            .find(key)
            .ok_or("proconio has no manifest path")?
        + key.len();
    let end = start
        + json[start..]
            .find('"')
            .ok_or("unterminated manifest path")?;
    let manifest = PathBuf::from(&json[start..end]);
    Ok(manifest.with_file_name("src"))
}

/// The file `dir/file` with every `mod x;` replaced by the inlined `dir/x.rs` or
/// `dir/x/mod.rs`, documentation and the test module left out.
fn inline_module(dir: &Path, file: &str) -> Result<String, String> {
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut out = String::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let code = line.trim_start();
        if code.starts_with("//!") || code.starts_with("///") {
            continue;
        }
        if code == "#[cfg(test)]" {
            skip_item(&mut lines);
            continue;
        }
        let declared = code
            .strip_suffix(';')
            .and_then(|c| c.strip_prefix("pub mod ").or(c.strip_prefix("mod ")));
        match declared {
            Some(name) => {
                let visibility = &code[..code.len() - name.len() - 5];
                let (sub, inner) = if dir.join(format!("{name}.rs")).exists() {
                    (dir.to_path_buf(), format!("{name}.rs"))
                } else {
                    (dir.join(name), "mod.rs".to_string())
                };
                let body = inline_module(&sub, &inner)?;
                out.push_str(&format!("{visibility}mod {name} {{\n{body}}}\n"));
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    Ok(out)
}

/// Skips the item after an attribute: one line, or up to its closing brace.
fn skip_item<'a>(lines: &mut impl Iterator<Item = &'a str>) {
    let mut depth = 0i64;
    for line in lines {
        depth += line.matches('{').count() as i64 - line.matches('}').count() as i64;
        if depth <= 0 && (line.ends_with('}') || line.ends_with(';')) {
            return;
        }
    }
}

/// Inside the module, `crate::` and `$crate::` must name the module, and the macros become
/// plain items of it (`pub(crate) use`), not `#[macro_export]`ed to the crate root, where the
/// solver's own `use proconio::input;` would clash with them.
fn point_paths_into_module(text: &str) -> String {
    let mut out = text
        .replace("crate::", "crate::proconio::")
        .replace("#[macro_export]\n", "");
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("macro_rules! ") {
            out.push_str(&format!(
                "pub(crate) use {};\n",
                name.trim_end_matches(" {")
            ));
        }
    }
    out
}
