//! # The bundler: one game as a single source file that every judge accepts
//!
//! `cargo run -q --example bundle -- <dot|tag|duel> > dot-submit.rs` (`examples/bundle.rs`).
//! The file holds, each as a module at the root as in the library (so `crate::` paths mean
//! the same): the game, the reader, the judge's `main` (`judge`), and `mod proconio { … }`,
//! proconio 0.5.0's own source with its copyright and licence lines, found through `cargo
//! metadata` in cargo's local registry (no network). A local module named `proconio` is what
//! the game's `use crate::proconio::…` finds whether or not the judge also has the crate
//! (Codeforces has none, AtCoder has 0.5.0). Left out: tests, generators, the command line,
//! hack mode, a game's `explain` submodule (`src/<game>/explain.rs`), and comments and
//! documentation but for `SAFETY` comments and proconio's licence (among them the module docs
//! with the proofs, which the header names), to keep the file under 48 KB. `tests/bundle.rs`
//! compiles the result with bare `rustc` (and with proconio as an external crate, as AtCoder
//! does), runs every sample through it and bounds its size. Reads the sources at run time,
//! from the folder the library was built in.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The games, with the problem each solves for the header.
const GAMES: [(&str, &str); 3] = [
    ("dot", "Codeforces 69D \"Dot\""),
    ("tag", "pursuit on a directed graph, many queries"),
    ("duel", "Codeforces gym 105267H"),
];

/// The library modules every game needs besides its own: `judge` runs it, `reader` reads for it.
const NEEDS: [&str; 2] = ["judge", "reader"];

/// The single-file submission for the game `name`.
pub fn bundle(name: &str) -> Result<String, String> {
    let (_, problem) = GAMES
        .iter()
        .find(|(game, _)| *game == name)
        .ok_or(format!("no solver `{name}` (expected dot, tag or duel)"))?;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut text = format!(
        "// {name}: {problem}. Written by `cargo run -q --example bundle -- {name}` from the \
         game-solvers\n// library; the contract, the model and the proof of correctness are in \
         its src/{name}.rs.\n\nfn main() -> std::process::ExitCode {{\n    \
         judge::main({name}::MAX_INPUT, {name}::judge)\n}}\n"
    );
    for module in NEEDS.iter().chain([&name]) {
        let path = root.join("src").join(format!("{module}.rs"));
        let source =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        // The game's explanations and helpers for tests are not on the judge's path.
        let allow = if *module == name {
            "#[allow(dead_code)]\n"
        } else {
            ""
        };
        text.push_str(&format!(
            "\n{allow}mod {module} {{\n{}}}\n",
            own_module(&source)
        ));
    }
    let src = proconio_src(root)?;
    let module = inline_module(&src, "lib.rs")?;
    let module = point_paths_into_module(&module);
    text.push_str(&format!(
        "\n// proconio 0.5.0 (https://github.com/statiolake/proconio-rs), inlined by \
         examples/bundle.rs.\n#[allow(unused, clippy::all)]\nmod proconio {{\n{module}}}\n"
    ));
    Ok(text)
}

/// A module of this library as it goes into the bundle: comments, documentation and blank
/// lines dropped, except the `SAFETY` comments beside `unsafe` code, indentation as tabs, and
/// proconio named as the bundle's own module.
fn own_module(source: &str) -> String {
    let mut out = String::new();
    let mut safety = false;
    for line in source.lines() {
        let code = line.trim_start();
        // A game's `explain` submodule (`src/<game>/explain.rs`) is for `--explain` and the
        // tests; the judge never runs it.
        if code == "mod explain;" || code.starts_with("pub use explain::") {
            continue;
        }
        let comment = code.starts_with("//");
        safety = comment && (safety || code.starts_with("// SAFETY"));
        if code.is_empty() || comment && !safety {
            continue;
        }
        indented_by_tabs(
            line,
            &code.replace("use proconio::", "use crate::proconio::"),
            &mut out,
        );
    }
    out
}

/// `code`, the text of `line` after its indentation, onto `out` as a line, with a tab per
/// level of indentation: a quarter of the bytes. No string literal of this library or of
/// proconio spans lines but by a `\` continuation, which skips leading white space.
fn indented_by_tabs(line: &str, code: &str, out: &mut String) {
    let depth = line.len() - line.trim_start().len();
    out.extend(std::iter::repeat_n('\t', depth / 4));
    out.push_str(&" ".repeat(depth % 4));
    out.push_str(code);
    out.push('\n');
}

/// proconio's `src` folder, from `cargo metadata` (offline: the build already fetched it).
/// Only the host's packages are asked for: the build fetched no others (indicatif's
/// WebAssembly dependencies, say).
fn proconio_src(root: &Path) -> Result<PathBuf, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "metadata",
            "--offline",
            "--format-version",
            "1",
            "--filter-platform",
            &host()?,
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

/// The target triple `rustc` builds for by default.
fn host() -> Result<String, String> {
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

/// The file `dir/file` with every `mod x;` replaced by the inlined `dir/x.rs` or
/// `dir/x/mod.rs`; comments, documentation, blank lines and the test module left out, except
/// the comment block that opens `lib.rs`: the copyright and licence lines, which every file of
/// proconio repeats.
fn inline_module(dir: &Path, file: &str) -> Result<String, String> {
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut out = String::new();
    let mut lines = text.lines();
    let mut licence = file == "lib.rs";
    while let Some(line) = lines.next() {
        let code = line.trim_start();
        licence &= code.starts_with("//");
        if code.is_empty() || code.starts_with("//") && !licence {
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
            None => indented_by_tabs(line, code, &mut out),
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
/// games' `use crate::proconio::input;` would not find them.
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
