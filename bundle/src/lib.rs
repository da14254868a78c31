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
//! project's metadata).
//!
//! A development tool, outside the runtime library: a crate of the workspace that the example
//! `bundle` and the tests use. `tests/bundle.rs` compiles each bundle with bare `rustc -D
//! warnings` on editions 2021 and 2024 (and with proconio as an external crate, as AtCoder
//! does), runs every sample through it, and checks its size, order and formatting.

mod cargo;
mod cfg;
mod docs;
mod format;
mod liveness;
mod load;
mod proconio;
mod prune;
mod safety;

use crate::cargo::{metadata, package, root};
use crate::docs::{by_use, documented, strip, top_down};
use crate::format::{comment, rustfmt, spaced};
use crate::liveness::shaken;
use crate::load::{load, module_item};
use crate::proconio::{OwnProconio, proconio};
use crate::safety::safety;
pub use format::RUSTFMT;
use std::path::{Path, PathBuf};
use syn::Item;
use syn::visit_mut::VisitMut;

/// The games, with the problem each solves for the header.
pub const GAMES: [(&str, &str); 3] = [
    (
        "dot",
        "Codeforces 69D \"Dot\", https://codeforces.com/problemset/problem/69/D",
    ),
    (
        "tag",
        "pursuit on a directed graph, many queries (no public statement is known: the rules \
         are in the project's README.md and in src/tag/mod.rs)",
    ),
    (
        "duel",
        "Codeforces gym 105267H, https://codeforces.com/gym/105267/problem/H",
    ),
];

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
    let (_, problem) = GAMES
        .iter()
        .find(|(game, _)| *game == name)
        .ok_or(format!("no solver `{name}` (expected dot, tag or duel)"))?;
    let root = root();
    let src = root.join("src");
    let main = format!(
        "fn main() -> std::process::ExitCode {{ judge::main({name}::MAX_INPUT, {name}::judge) }}"
    );
    let mut ours = syn::File {
        shebang: None,
        attrs: Vec::new(),
        items: vec![syn::parse_str(&main).map_err(|e| e.to_string())?],
    };
    for module in [name].iter().chain(&NEEDS) {
        let (_, file) = load(&src, module, true)?;
        let mut item = module_item(module, file.items);
        if let Item::Mod(m) = &mut item {
            m.attrs = file.attrs;
        }
        ours.items.push(item);
    }
    OwnProconio.visit_file_mut(&mut ours);
    ours.items = shaken(&ours.items, &["main"]);
    for item in &mut ours.items {
        top_down(item, "judge");
    }
    by_use(&mut ours.items, name);
    let metadata = metadata(&root)?;
    let (licence, proconio) = proconio(&metadata)?;
    let project = package(&metadata, |p| {
        p["manifest_path"] == *root.join("Cargo.toml").to_string_lossy()
    })
    .ok_or("cargo metadata lists no package at the workspace's root")?;
    let proconio = format!(
        "\n// proconio 0.5.0 (https://github.com/statiolake/proconio-rs), as far as `input! {{ \
         from … }}` needs it.\n{licence}{}",
        spaced(&prettyplease::unparse(&proconio)),
    );
    // The items whose docs may go, the simplest first.
    let mut candidates = documented(&ours.items, "", name);
    candidates.reverse();
    let mut undocumented = false;
    loop {
        let header = [
            format!("{name}: {problem}."),
            format!(
                "Written by `cargo run -q --example bundle -- {name}` from {} {}, {}.",
                project["name"].as_str().unwrap_or_default(),
                project["version"].as_str().unwrap_or_default(),
                project["license"].as_str().unwrap_or_default(),
            ),
            format!(
                "The contract, the model and the proof of correctness are in {}.",
                source(&src, name).display()
            ),
            match undocumented {
                false => String::new(),
                true => format!("Simple items' docs left out to fit {} KiB.", TARGET >> 10),
            },
        ]
        .map(|sentence| comment(&sentence))
        .concat();
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
