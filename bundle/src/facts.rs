//! What a game tells the bundler in its own module, `src/<game>/mod.rs`, so that no list here
//! names the games: the problem it solves (its `Game::PROBLEM`), and the items of its judge's
//! path whose documentation a bundle keeps whatever its size (its `BUNDLE_KEEPS_DOCS`).

use std::path::Path;
use syn::{Expr, ImplItem, Item, Lit};

/// The facts of one game.
pub(crate) struct Facts {
    pub(crate) problem: String,
    pub(crate) core: Vec<String>,
}

/// The facts of the game `name`, or an error naming the games there are: the folders of `src`
/// whose `mod.rs` implements `Game`.
pub(crate) fn facts(src: &Path, name: &str) -> Result<Facts, String> {
    let read = |name: &str| -> Option<Facts> {
        let text = std::fs::read_to_string(src.join(name).join("mod.rs")).ok()?;
        let file = syn::parse_file(&text).ok()?;
        let problem = file.items.iter().find_map(problem)?;
        let core = file.items.iter().find_map(core).unwrap_or_default();
        Some(Facts { problem, core })
    };
    read(name).ok_or_else(|| {
        let mut games: Vec<String> = std::fs::read_dir(src)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|game| read(game).is_some())
            .collect();
        games.sort();
        let last = games.pop().unwrap_or_default();
        let games = match games.is_empty() {
            true => last,
            false => format!("{} or {last}", games.join(", ")),
        };
        format!("no solver `{name}` (expected {games})")
    })
}

/// `PROBLEM` of an `impl … Game for …`.
fn problem(item: &Item) -> Option<String> {
    let Item::Impl(i) = item else { return None };
    let (_, path, _) = i.trait_.as_ref()?;
    if path.segments.last()?.ident != "Game" {
        return None;
    }
    i.items.iter().find_map(|item| match item {
        ImplItem::Const(c) if c.ident == "PROBLEM" => string(&c.expr),
        _ => None,
    })
}

/// The names of `const BUNDLE_KEEPS_DOCS: &[&str] = &[…]`.
fn core(item: &Item) -> Option<Vec<String>> {
    let Item::Const(c) = item else { return None };
    if c.ident != "BUNDLE_KEEPS_DOCS" {
        return None;
    }
    let Expr::Reference(r) = c.expr.as_ref() else {
        return None;
    };
    let Expr::Array(a) = r.expr.as_ref() else {
        return None;
    };
    a.elems.iter().map(string).collect()
}

fn string(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: Lit::Str(s), ..
        }) => Some(s.value()),
        _ => None,
    }
}
