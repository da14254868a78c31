//! # The bundler: one game as a single source file that every judge accepts
//!
//! `cargo run -q --example bundle -- <dot|tag|duel> > dot-submit.rs`. The file reads
//! top-down: a header, `main`, the game (its own items before its submodules, its entry point
//! first), the helpers it uses, the reader, the judge's `main` (`judge`), and `mod proconio {
//! … }` with as much of proconio 0.5.0 as `input! { from … }` needs, after its copyright and
//! licence lines. Each is a module at the root as in the library, so `crate::` paths mean the
//! same; a local module named `proconio` is what `use crate::proconio::…` finds whether or not
//! the judge also has the crate (Codeforces has none, AtCoder has 0.5.0).
//!
//! Every file is parsed with `syn` and printed back with `prettyplease`, then `rustfmt` (hard
//! tabs, edition 2021). What a judge never runs is left out: by `cfg`, evaluated here as a
//! judge's build sees it (`test` and every feature off, `judge` on), so each item marked
//! `#[cfg(not(judge))]` goes, and so does a `mod` so marked without its file being read; every
//! `count!` of the tests' work counts, and every `use` of `tally`; and whatever `main` never
//! names. Other conditions (`target_arch`) stay for the judge's compiler. Comments go but each
//! `// SAFETY:` line, carried through `syn` as a doc attribute; module documentation goes but
//! its title (the proofs stay in the file the header names); item documentation stays where
//! [`TARGET`] allows. From proconio, items are kept only if the code kept so far names them,
//! and the macro arms for its own standard-input sources are dropped.
//!
//! The rooms, each using only rooms after it in this list: `docs` (the order a bundle reads in,
//! and item documentation dropped to fit), `proconio`, `load` (a module read as a judge's build
//! sees it), `liveness` (which items stay), `prune` (what a judge's build leaves out), `cfg`,
//! `safety` (the `// SAFETY:` lines), `format` (comments, spacing, `rustfmt`), `cargo` (the
//! project's metadata), `facts` (what a game's own module tells: its problem, and the core
//! whose docs stay). Beside them, `planted`: a planted program of `tests/hack/` as a package's
//! submission. No list here names the games: a game is a folder of `src` whose `mod.rs`
//! implements `Game`.
//!
//! A development tool, outside the runtime library: a crate of the workspace that the example
//! `bundle` and the tests use. `tests/bundle.rs` compiles each bundle with bare `rustc -D
//! warnings` on editions 2021 and 2024 (and with proconio as an external crate, as AtCoder
//! does), runs every sample through it, and checks its size, order and formatting.

mod cargo;
mod cfg;
mod docs;
mod facts;
mod format;
mod liveness;
mod load;
mod planted;
mod proconio;
mod prune;
mod safety;

use crate::cargo::{metadata, package, root};
use crate::docs::{by_use, documented, strip, top_down};
use crate::facts::facts;
use crate::format::{comment, rustfmt, spaced};
use crate::liveness::shaken;
use crate::load::{load, module_item};
use crate::proconio::{OwnProconio, proconio};
use crate::safety::safety;
pub use format::RUSTFMT;
pub use planted::planted;
use quote::ToTokens;
use std::path::{Path, PathBuf};
use syn::Item;
use syn::visit_mut::VisitMut;

/// The library modules a game may need besides its own: `judge` runs it, `reader` reads for
/// it, `bits` and `prefetch` serve its searches (what a game does not use is shaken out with
/// the rest).
const NEEDS: [&str; 4] = ["bits", "prefetch", "reader", "judge"];

/// The most a bundle may hold: 48 KiB, so that a user's additions stay well under
/// Codeforces' 64 KB.
pub const LIMIT: usize = 48 << 10;

/// What a bundle is kept within: 1 KiB under [`LIMIT`], so that a change on the judge's path
/// does not silently drop documentation to fit.
pub const TARGET: usize = LIMIT - (1 << 10);

/// The single-file submission for the game `name`: `main`, then the game (its own items before
/// its submodules, its entry point first), the helpers it uses, the reader, the judge's `main`,
/// and proconio; the game's submodules in the order its entry point reaches them. Item
/// documentation stays where [`TARGET`] allows: the simplest items' goes first, never that of
/// the game's core, and the header says so.
pub fn bundle(name: &str) -> Result<String, String> {
    let main = format!(
        "fn main() -> std::process::ExitCode {{ judge::main({name}::MAX_INPUT, {name}::judge) }}"
    );
    let modules: Vec<&str> = [name].into_iter().chain(NEEDS).collect();
    let program = Program {
        main: &main,
        entry: "judge",
        modules: &modules,
        only: None,
        what: "",
        flag: "",
    };
    one_file(name, &program)
}

/// The validator of the game `name` as one file: the game's strict reads of the judge's
/// format (`--validate`), with the exit statuses of a Kattis input validator (42 valid, 43
/// not), or with `testlib` those of testlib's validators (0 and 3), which Polygon runs.
pub fn validator(name: &str, testlib: bool) -> Result<String, String> {
    let (codes, flag) = match testlib {
        true => ("TESTLIB", "--validator-testlib "),
        false => ("KATTIS", "--validator "),
    };
    let main = format!(
        "fn main() -> std::process::ExitCode {{ validate::main({name}::MAX_INPUT, \
         {name}::validate, validate::{codes}) }}"
    );
    let what = format!(
        "The input validator: exit status {}.",
        if testlib {
            "0 when valid, 3 when not (testlib's)"
        } else {
            "42 when valid, 43 when not"
        }
    );
    let program = Program {
        main: &main,
        entry: "validate",
        modules: &[name, "validate"],
        only: Some("validate"),
        what: &what,
        flag,
    };
    one_file(name, &program)
}

/// The checker of a game's package, as one file: the output's tokens against the answer's,
/// with testlib's exit statuses (`src/check.rs`); the same for every game, which names the
/// header.
pub fn checker(name: &str) -> Result<String, String> {
    let program = Program {
        main: "fn main() -> std::process::ExitCode { check::main() }",
        entry: "main",
        modules: &["check"],
        only: None,
        what: "The checker: the output's tokens against the answer's, exit status 0 when they \
               agree, 1 when not (testlib's).",
        flag: "--checker ",
    };
    one_file(name, &program)
}

/// One program of a game, as [`one_file`] writes it.
struct Program<'a> {
    /// The source of `main`.
    main: &'a str,
    /// The game's item that `main` calls, first of the game's items.
    entry: &'a str,
    /// The library's modules, kept as far as `main` reaches.
    modules: &'a [&'a str],
    /// The one item of the game's module that is needed, and what names it, where the rest
    /// is not.
    only: Option<&'a str>,
    /// A sentence for the header, or none.
    what: &'a str,
    /// The example's flag that writes it.
    flag: &'a str,
}

/// `program` of the game `name` as one file.
fn one_file(name: &str, program: &Program) -> Result<String, String> {
    let root = root();
    let src = root.join("src");
    // An unknown game is answered before `cargo metadata` runs.
    let facts = facts(&src, name)?;
    let metadata = metadata(&root)?;
    let about = about(name, &facts.problem, program, &metadata, &root)?;
    let mut ours = joined(&src, name, program)?;
    // A validator and a checker read bytes for themselves, and need none of proconio.
    let proconio = match program.modules.contains(&"reader") {
        true => proconio_part(&metadata)?,
        false => String::new(),
    };
    // The items whose docs may go, the simplest first.
    let mut candidates = documented(&ours.items, "", &facts.core);
    candidates.reverse();
    let mut undocumented = false;
    loop {
        let left_out = match undocumented {
            false => String::new(),
            true => format!("Simple items' docs left out to fit {} KiB.", TARGET >> 10),
        };
        let header: String = about
            .iter()
            .chain([&left_out])
            .map(|s| comment(s))
            .collect();
        let text = rustfmt(&format!(
            "{header}\n{}{proconio}",
            safety(&spaced(&prettyplease::unparse(&ours)))
        ))?;
        if text.len() <= TARGET || candidates.is_empty() {
            return Ok(text);
        }
        // Docs enough to fit, as printed before `rustfmt`; the loop checks the result.
        let mut over = (text.len() - TARGET) as i64;
        while over > 0 {
            let Some(d) = candidates.pop() else { break };
            strip(&mut ours.items, &d);
            over -= d.bytes as i64;
            undocumented = true;
        }
    }
}

/// The header's sentences: the problem, what the file is, how it was written, where the
/// proof is.
fn about(
    name: &str,
    problem: &str,
    program: &Program,
    metadata: &serde_json::Value,
    root: &Path,
) -> Result<[String; 4], String> {
    let manifest = root.join("Cargo.toml");
    let project = package(metadata, |p| {
        p["manifest_path"] == *manifest.to_string_lossy()
    })
    .ok_or("cargo metadata lists no package at the workspace's root")?;
    Ok([
        format!("{name}: {problem}."),
        program.what.to_string(),
        format!(
            "Written by `cargo run -q --example bundle -- {}{name}` from {} {}, {}.",
            program.flag,
            project["name"].as_str().unwrap_or_default(),
            project["version"].as_str().unwrap_or_default(),
            project["license"].as_str().unwrap_or_default(),
        ),
        format!(
            "The contract, the model and the proof of correctness are in {}.",
            source(&root.join("src"), name).display()
        ),
    ])
}

/// `main` and the library's modules of `program`, as far as `main` reaches them, each in the
/// order it reads top-down.
fn joined(src: &Path, name: &str, program: &Program) -> Result<syn::File, String> {
    let mut ours = syn::File {
        shebang: None,
        attrs: Vec::new(),
        items: vec![syn::parse_str(program.main).map_err(|e| e.to_string())?],
    };
    for module in program.modules {
        let (_, mut file) = load(src, module, true)?;
        if let Some(only) = program.only.filter(|_| *module == name) {
            // That item alone (and the bound on the input's length), with what names it.
            file.items.retain(|item| {
                let mut names = std::collections::HashSet::new();
                liveness::idents(item.to_token_stream(), &mut names);
                let named = names.contains(only) || names.contains("MAX_INPUT");
                named && !matches!(item, Item::Impl(_))
            });
        }
        let mut item = module_item(module, file.items);
        if let Item::Mod(m) = &mut item {
            m.attrs = file.attrs;
        }
        ours.items.push(item);
    }
    OwnProconio.visit_file_mut(&mut ours);
    ours.items = shaken(&ours.items, &["main"]);
    for item in &mut ours.items {
        top_down(item, program.entry);
    }
    by_use(&mut ours.items, name);
    Ok(ours)
}

/// As much of proconio as `input! { from … }` needs, after its copyright and licence lines.
fn proconio_part(metadata: &serde_json::Value) -> Result<String, String> {
    let (licence, proconio) = proconio(metadata)?;
    Ok(format!(
        "\n// proconio 0.5.0 (https://github.com/statiolake/proconio-rs), as far as `input! \
         {{ from … }}` needs it.\n{licence}{}",
        spaced(&prettyplease::unparse(&proconio)),
    ))
}

/// The file of the module at `path` (`tag::watch`), from the project's root.
fn source(src: &Path, path: &str) -> PathBuf {
    let flat = src.join(format!("{}.rs", path.replace("::", "/")));
    let file = match flat.exists() {
        true => flat,
        false => src.join(path.replace("::", "/")).join("mod.rs"),
    };
    let root = src.parent().unwrap_or(src);
    file.strip_prefix(root).unwrap_or(&file).to_path_buf()
}
