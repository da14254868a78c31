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
//! [`LIMIT`] allows. From proconio, items are kept only if the code kept so far names them,
//! and the macro arms for its own standard-input sources are dropped.
//!
//! A development tool, outside the runtime library: a crate of the workspace that the example
//! `bundle` and the tests use. `tests/bundle.rs` compiles each bundle with bare `rustc -D
//! warnings` on editions 2021 and 2024 (and with proconio as an external crate, as AtCoder
//! does), runs every sample through it, and checks its size, order and formatting.

use proc_macro2::{Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Expr, ImplItem, Item, Meta, Stmt, TraitItem, UseTree};

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

/// What of proconio our modules import: where its pruning starts.
const PROCONIO_ROOTS: [&str; 3] = ["input", "Readable", "Source"];

/// Names only proconio's own standard-input front end, its `with` readers and its reports of
/// its own bugs use. Our input always comes `from` the reader as plain types, so a macro arm
/// that names one of them is never expanded.
const NEVER_EXPANDED: [&str; 6] = [
    "__acquire_global_stdin_lock",
    "acquire_global_stdin_lock",
    "STDIN_SOURCE",
    "RuntimeReadable",
    "dyn_kind",
    "compile_error",
];

/// The most a bundle may hold: 48 KiB, so that a user's additions stay well under
/// Codeforces' 64 KB.
pub const LIMIT: usize = 48 << 10;

/// The single-file submission for the game `name`: `main`, then the game (its own items before
/// its submodules, its entry point first), the helpers it uses, the reader, the judge's `main`,
/// and proconio. Item documentation stays where [`LIMIT`] allows: it goes first from the
/// modules last in that order, and the header names them.
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
    // The units whose item docs may go, the last first: each module, with its own
    // submodules after it.
    let mut units = Vec::new();
    for item in &ours.items {
        if let Item::Mod(m) = item {
            modules(m, "", &mut units);
        }
    }
    let mut undocumented: Vec<String> = Vec::new();
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
            match undocumented.as_slice() {
                [] => String::new(),
                left => format!(
                    "Item documentation left out to fit {} KiB is in {}.",
                    LIMIT >> 10,
                    left.join(", ")
                ),
            },
        ]
        .map(|sentence| comment(&sentence))
        .concat();
        let text = rustfmt(&format!(
            "{header}\n{}{proconio}",
            safety(&spaced(&prettyplease::unparse(&ours)))
        ))?;
        let Some(unit) = units.pop().filter(|_| text.len() > LIMIT) else {
            return Ok(text);
        };
        for item in &mut ours.items {
            strip_docs(item, "", &unit);
        }
        undocumented.insert(0, source(&src, &unit).display().to_string());
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

/// `text` as line comments of at most 90 characters, broken at spaces.
fn comment(text: &str) -> String {
    let mut out = String::new();
    let mut line = String::from("//");
    for word in text.split_whitespace() {
        if line.chars().count() + 1 + word.chars().count() > 90 && line != "//" {
            out.push_str(&line);
            out.push('\n');
            line = String::from("//");
        }
        line.push(' ');
        line.push_str(word);
    }
    if line != "//" {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The module paths of `m` (under `parent`) and of its submodules, in the order they appear.
fn modules(m: &syn::ItemMod, parent: &str, out: &mut Vec<String>) {
    let path = format!("{parent}{}", m.ident);
    out.push(path.clone());
    for item in m.content.iter().flat_map(|(_, items)| items) {
        if let Item::Mod(inner) = item {
            modules(inner, &format!("{path}::"), out);
        }
    }
}

/// Drops the item documentation of the module at `unit` (its items' and theirs, not its
/// submodules'), where `item` is under `parent`.
fn strip_docs(item: &mut Item, parent: &str, unit: &str) {
    let Item::Mod(m) = item else { return };
    let path = format!("{parent}{}", m.ident);
    for inner in m.content.iter_mut().flat_map(|(_, items)| items) {
        match inner {
            Item::Mod(_) => strip_docs(inner, &format!("{path}::"), unit),
            _ if path == unit => {
                let mut prune = Prune { docs: false };
                if let Some(attrs) = item_attrs(inner) {
                    prune.keep(attrs);
                }
                prune.visit_item_mut(inner);
            }
            _ => {}
        }
    }
}

/// Puts a module's own items before its submodules, the `use`s first, in every module of
/// `item`; and `entry`, the game's entry point, first of the game's own items.
fn top_down(item: &mut Item, entry: &str) {
    let Item::Mod(m) = item else { return };
    let Some((_, items)) = &mut m.content else {
        return;
    };
    for inner in items.iter_mut() {
        top_down(inner, entry);
    }
    let rank = |i: &Item| match i {
        Item::Use(_) => 0,
        Item::Fn(f) if f.sig.ident == entry => 1,
        Item::Mod(_) => 3,
        _ => 2,
    };
    items.sort_by_key(rank);
}

/// The `unsafe` blocks' arguments as comments again: `parse` carries each `// SAFETY:` line
/// through `syn` as a doc attribute of the statement after it, which prints as `///`.
fn safety(text: &str) -> String {
    text.replace(&format!("/// {SAFETY}"), &format!("// {SAFETY}"))
}

/// How a comment that argues for an `unsafe` block starts.
const SAFETY: &str = "SAFETY:";

/// `mod name { items }`.
fn module_item(name: &str, items: Vec<Item>) -> Item {
    Item::Mod(syn::ItemMod {
        attrs: Vec::new(),
        vis: syn::Visibility::Inherited,
        unsafety: None,
        mod_token: Default::default(),
        ident: Ident::new(name, Span::call_site()),
        content: Some((Default::default(), items)),
        semi: None,
    })
}

/// The module `name` of the folder `dir` (`dir/name.rs` or `dir/name/mod.rs`) as a judge's
/// build sees it, with its own `mod x;` inlined from `dir/name/`; and the file it is in. Its
/// attributes are its title as an outer doc comment: its documentation's heading, or else the
/// first sentence of its first paragraph.
fn load(dir: &Path, name: &str, docs: bool) -> Result<(PathBuf, syn::File), String> {
    let flat = dir.join(format!("{name}.rs"));
    let path = if flat.exists() {
        flat
    } else {
        dir.join(name).join("mod.rs")
    };
    let mut file = parse(&path)?;
    let title = title(&file.attrs);
    Prune { docs }.visit_file_mut(&mut file);
    inline(&mut file.items, &dir.join(name), docs)?;
    file.attrs = title
        .iter()
        .flat_map(|t| comment(t).lines().map(str::to_string).collect::<Vec<_>>())
        .map(|line| {
            let text = &line["//".len()..];
            syn::parse_quote!(#[doc = #text])
        })
        .collect();
    Ok((path, file))
}

/// A module's title from its inner attributes (see [`load`]).
fn title(attrs: &[Attribute]) -> Option<String> {
    let lines: Vec<String> = attrs
        .iter()
        .map_while(|a| match &a.meta {
            Meta::NameValue(nv) if nv.path.is_ident("doc") => match &nv.value {
                Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value().trim().to_string()),
                _ => None,
            },
            _ => None,
        })
        .collect();
    let first = lines.first()?;
    if let Some(heading) = first.strip_prefix("# ") {
        return Some(format!(" {heading}"));
    }
    let paragraph = lines
        .iter()
        .take_while(|l| !l.is_empty())
        .cloned()
        .collect::<Vec<_>>()
        .join(" ");
    let sentence = match paragraph.find(". ") {
        Some(end) => &paragraph[..=end],
        None => &paragraph,
    };
    Some(format!(" {sentence}"))
}

/// The file at `path`, parsed, with each `// SAFETY:` line carried as a doc attribute of what
/// follows it (`syn` drops comments; [`safety`] turns them back).
fn parse(path: &Path) -> Result<syn::File, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let text: String = text
        .lines()
        .map(|line| match line.trim_start().strip_prefix("// ") {
            Some(comment) if comment.starts_with(SAFETY) => format!("#[doc = \" {comment}\"]\n"),
            _ => format!("{line}\n"),
        })
        .collect();
    syn::parse_file(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Replaces each `mod x;` among `items` by the module read from `dir` (see [`load`]).
fn inline(items: &mut [Item], dir: &Path, docs: bool) -> Result<(), String> {
    for item in items {
        if let Item::Mod(m) = item {
            let name = m.ident.to_string();
            match &mut m.content {
                Some((_, inner)) => inline(inner, &dir.join(&name), docs)?,
                None => {
                    let (_, file) = load(dir, &name, docs)?;
                    m.attrs.extend(file.attrs);
                    m.content = Some((Default::default(), file.items));
                    m.semi = None;
                }
            }
        }
    }
    Ok(())
}

/// Whether a judge's build compiles code under the condition `pred`: `None` where only the
/// judge's compiler knows (`target_arch`, `debug_assertions`).
fn truth(pred: &Meta) -> Option<bool> {
    let all = |list: &syn::MetaList| {
        list.parse_args_with(Punctuated::<Meta, syn::Token![,]>::parse_terminated)
            .ok()
            .map(|preds| preds.iter().map(truth).collect::<Vec<_>>())
    };
    match pred {
        Meta::Path(p) if p.is_ident("judge") => Some(true),
        Meta::Path(p) if p.is_ident("test") || p.is_ident("doc") => Some(false),
        Meta::NameValue(nv) if nv.path.is_ident("feature") => Some(false),
        Meta::List(list) if list.path.is_ident("not") => match all(list)?.as_slice() {
            [one] => one.map(|t| !t),
            _ => None,
        },
        Meta::List(list) if list.path.is_ident("all") => {
            let values = all(list)?;
            if values.contains(&Some(false)) {
                Some(false)
            } else {
                values
                    .iter()
                    .copied()
                    .collect::<Option<Vec<_>>>()
                    .map(|_| true)
            }
        }
        Meta::List(list) if list.path.is_ident("any") => {
            let values = all(list)?;
            if values.contains(&Some(true)) {
                Some(true)
            } else {
                values
                    .iter()
                    .copied()
                    .collect::<Option<Vec<_>>>()
                    .map(|_| false)
            }
        }
        _ => None,
    }
}

/// The module of the tests' work counts, and its macro: a judge's build counts nothing, so
/// every call goes, and every `use` of the module.
const TALLY: &str = "tally";
const COUNT: &str = "count";

/// Removes what a judge's build leaves out: nodes under a false `cfg`, the `cfg` that are
/// true, and the work counts; and documentation unless `docs` (an `unsafe` block's argument
/// stays).
struct Prune {
    docs: bool,
}

impl Prune {
    /// Whether a node with `attrs` stays; drops from `attrs` what is settled or not wanted.
    fn keep(&self, attrs: &mut Vec<Attribute>) -> bool {
        let mut keep = true;
        attrs.retain(|a| {
            if a.path().is_ident("cfg") {
                match a.parse_args::<Meta>().ok().as_ref().and_then(truth) {
                    Some(t) => {
                        keep &= t;
                        false
                    }
                    None => true,
                }
            } else {
                self.docs || !a.path().is_ident("doc") || safety_argument(a)
            }
        });
        keep
    }
    fn items(&self, items: &mut Vec<Item>) {
        items.retain_mut(|i| {
            let tally = matches!(i, Item::Use(u) if u.tree.to_token_stream().into_iter().any(
                |t| matches!(&t, TokenTree::Ident(i) if i == TALLY)
            ));
            !tally && item_attrs(i).is_none_or(|a| self.keep(a))
        });
    }
}

impl VisitMut for Prune {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        self.keep(&mut file.attrs);
        self.items(&mut file.items);
        visit_mut::visit_file_mut(self, file);
    }
    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            self.items(items);
        }
        visit_mut::visit_item_mod_mut(self, m);
    }
    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        i.items.retain_mut(|item| match item {
            ImplItem::Const(c) => self.keep(&mut c.attrs),
            ImplItem::Fn(f) => self.keep(&mut f.attrs),
            ImplItem::Type(t) => self.keep(&mut t.attrs),
            ImplItem::Macro(m) => self.keep(&mut m.attrs),
            _ => true,
        });
        visit_mut::visit_item_impl_mut(self, i);
    }
    fn visit_item_trait_mut(&mut self, t: &mut syn::ItemTrait) {
        t.items.retain_mut(|item| match item {
            TraitItem::Const(c) => self.keep(&mut c.attrs),
            TraitItem::Fn(f) => self.keep(&mut f.attrs),
            TraitItem::Type(t) => self.keep(&mut t.attrs),
            TraitItem::Macro(m) => self.keep(&mut m.attrs),
            _ => true,
        });
        visit_mut::visit_item_trait_mut(self, t);
    }
    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain_mut(|s| match s {
            Stmt::Local(l) => self.keep(&mut l.attrs),
            Stmt::Item(i) => item_attrs(i).is_none_or(|a| self.keep(a)),
            Stmt::Macro(m) => !m.mac.path.is_ident(COUNT) && self.keep(&mut m.attrs),
            Stmt::Expr(e, _) => expr_attrs(e).is_none_or(|a| self.keep(a)),
        });
        visit_mut::visit_block_mut(self, block);
    }
    fn visit_fields_named_mut(&mut self, fields: &mut syn::FieldsNamed) {
        fields.named = filtered(&fields.named, |f| self.keep(&mut f.attrs));
        visit_mut::visit_fields_named_mut(self, fields);
    }
    fn visit_item_enum_mut(&mut self, e: &mut syn::ItemEnum) {
        e.variants = filtered(&e.variants, |v| self.keep(&mut v.attrs));
        visit_mut::visit_item_enum_mut(self, e);
    }
    fn visit_expr_struct_mut(&mut self, e: &mut syn::ExprStruct) {
        e.fields = filtered(&e.fields, |f| self.keep(&mut f.attrs));
        visit_mut::visit_expr_struct_mut(self, e);
    }
}

/// The elements of `list` that `keep` keeps (after it has had its say on each).
fn filtered<T: Clone, P: Default>(
    list: &Punctuated<T, P>,
    mut keep: impl FnMut(&mut T) -> bool,
) -> Punctuated<T, P> {
    list.iter()
        .cloned()
        .filter_map(|mut x| keep(&mut x).then_some(x))
        .collect()
}

fn item_attrs(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        Item::Const(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::ExternCrate(i) => &mut i.attrs,
        Item::Fn(i) => &mut i.attrs,
        Item::ForeignMod(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Macro(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Struct(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::TraitAlias(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        _ => return None,
    })
}

/// The attributes of the expressions that stand as statements.
fn expr_attrs(expr: &mut Expr) -> Option<&mut Vec<Attribute>> {
    Some(match expr {
        Expr::Assign(e) => &mut e.attrs,
        Expr::Binary(e) => &mut e.attrs,
        Expr::Block(e) => &mut e.attrs,
        Expr::Call(e) => &mut e.attrs,
        Expr::ForLoop(e) => &mut e.attrs,
        Expr::If(e) => &mut e.attrs,
        Expr::Loop(e) => &mut e.attrs,
        Expr::Macro(e) => &mut e.attrs,
        Expr::Match(e) => &mut e.attrs,
        Expr::MethodCall(e) => &mut e.attrs,
        Expr::Path(e) => &mut e.attrs,
        Expr::Return(e) => &mut e.attrs,
        Expr::Unsafe(e) => &mut e.attrs,
        Expr::While(e) => &mut e.attrs,
        _ => return None,
    })
}

/// Whether `a` is a `// SAFETY:` line that [`parse`] made a doc attribute.
fn safety_argument(a: &Attribute) -> bool {
    matches!(&a.meta, Meta::NameValue(nv) if matches!(&nv.value, Expr::Lit(syn::ExprLit {
        lit: syn::Lit::Str(s), ..
    }) if s.value().trim_start().starts_with(SAFETY)))
}

/// Points our `use proconio::…` at the bundle's own module: `use crate::proconio::…`.
struct OwnProconio;

impl VisitMut for OwnProconio {
    fn visit_item_use_mut(&mut self, u: &mut syn::ItemUse) {
        if matches!(&u.tree, UseTree::Path(p) if p.ident == "proconio") {
            u.tree = UseTree::Path(syn::UsePath {
                ident: Ident::new("crate", Span::call_site()),
                colon2_token: Default::default(),
                tree: Box::new(u.tree.clone()),
            });
        }
    }
}

/// proconio's copyright and licence lines, and `mod proconio { … }` as far as our modules
/// need it.
fn proconio(metadata: &serde_json::Value) -> Result<(String, syn::File), String> {
    let manifest = package(metadata, |p| {
        p["name"] == "proconio" && p["version"] == "0.5.0"
    })
    .and_then(|p| p["manifest_path"].as_str())
    .ok_or("cargo metadata lists no proconio 0.5.0")?;
    let dir = Path::new(manifest).with_file_name("src");
    let lib = dir.join("lib.rs");
    let text = std::fs::read_to_string(&lib).map_err(|e| format!("{}: {e}", lib.display()))?;
    let licence: String = text
        .lines()
        .take_while(|l| l.starts_with("//"))
        .map(|l| format!("{l}\n"))
        .collect();
    let mut file = parse(&lib)?;
    Prune { docs: false }.visit_file_mut(&mut file);
    file.attrs.clear();
    inline(&mut file.items, &dir, false)?;
    drop_unexpanded_arms(&mut file.items);
    let mut items = shaken(&file.items, &PROCONIO_ROOTS);
    let mut exported = Vec::new();
    for item in &mut items {
        if let Item::Macro(m) = item {
            m.attrs.retain(|a| !a.path().is_ident("macro_export"));
            exported.extend(m.ident.clone());
        }
    }
    for name in exported {
        items.push(syn::parse_quote!(pub(crate) use #name;));
    }
    // Inside the module, `crate::` and `$crate::` must name the module.
    let mut tokens = TokenStream::new();
    for item in &items {
        item.to_tokens(&mut tokens);
    }
    let inner: syn::File = syn::parse2(into_module(tokens)).map_err(|e| e.to_string())?;
    let inner_items = inner.items;
    Ok((
        licence,
        syn::File {
            shebang: None,
            attrs: Vec::new(),
            items: vec![syn::parse_quote! {
                // Its sources' trait methods that our reader implements but nothing calls.
                #[allow(dead_code)]
                mod proconio { #(#inner_items)* }
            }],
        },
    ))
}

/// The items among `items` that the names `roots` need, and what those need in turn: the
/// names the kept items use, to a fixed point (it only grows).
fn shaken(items: &[Item], roots: &[&str]) -> Vec<Item> {
    let defined = defined(items);
    let roots: HashSet<String> = roots.iter().map(|r| r.to_string()).collect();
    let mut live = roots.clone();
    loop {
        let mut named = roots.clone();
        for item in kept(items, &live, &defined) {
            idents(item.to_token_stream(), &mut named);
        }
        if named == live {
            return kept(items, &live, &defined);
        }
        live = named;
    }
}

/// Drops the macro arms that are never expanded, and the macros left empty.
fn drop_unexpanded_arms(items: &mut Vec<Item>) {
    items.retain_mut(|item| match item {
        Item::Mod(m) => {
            if let Some((_, inner)) = &mut m.content {
                drop_unexpanded_arms(inner);
            }
            true
        }
        Item::Macro(m) if m.mac.path.is_ident("macro_rules") => {
            let mut arms = Vec::new();
            let mut arm = Vec::new();
            for tree in m.mac.tokens.clone() {
                let end = matches!(&tree, TokenTree::Punct(p) if p.as_char() == ';');
                arm.push(tree);
                if end {
                    arms.push(std::mem::take(&mut arm));
                }
            }
            arms.push(arm);
            let mut names = HashSet::new();
            let kept: Vec<TokenTree> = arms
                .into_iter()
                .filter(|arm| {
                    names.clear();
                    idents(arm.iter().cloned().collect(), &mut names);
                    !NEVER_EXPANDED.iter().any(|n| names.contains(*n))
                })
                .flatten()
                .collect();
            m.mac.tokens = kept.into_iter().collect();
            !m.mac.tokens.is_empty()
        }
        _ => true,
    });
}

/// Every identifier in `tokens`.
fn idents(tokens: TokenStream, out: &mut HashSet<String>) {
    for tree in tokens {
        match tree {
            TokenTree::Ident(i) => {
                out.insert(i.to_string());
            }
            TokenTree::Group(g) => idents(g.stream(), out),
            _ => {}
        }
    }
}

/// The names items among `items` define (not counting `use`).
fn defined(items: &[Item]) -> HashSet<String> {
    let mut out = HashSet::new();
    for item in items {
        if let Item::Mod(m) = item
            && let Some((_, inner)) = &m.content
        {
            out.extend(defined(inner));
        }
        out.extend(name(item));
    }
    out
}

fn name(item: &Item) -> Option<String> {
    let ident = match item {
        Item::Const(i) => &i.ident,
        Item::Enum(i) => &i.ident,
        Item::Fn(i) => &i.sig.ident,
        Item::Macro(i) => i.ident.as_ref()?,
        Item::Mod(i) => &i.ident,
        Item::Static(i) => &i.ident,
        Item::Struct(i) => &i.ident,
        Item::Trait(i) => &i.ident,
        Item::Type(i) => &i.ident,
        Item::Union(i) => &i.ident,
        _ => return None,
    };
    Some(ident.to_string())
}

/// The items among `items` that stay when the names in `live` are used: a definition if its
/// name is, an `impl` if every name it is for is (of those `defined` here), a module if an item
/// other than a `use` stays in it, and a `use` with the names it brings in that are used: by
/// the items that stay beside it, or if it is public, anywhere.
fn kept(items: &[Item], live: &HashSet<String>, defined: &HashSet<String>) -> Vec<Item> {
    let stays: Vec<Option<Item>> = items
        .iter()
        .map(|item| match item {
            Item::Mod(m) => {
                let (brace, inner) = m.content.as_ref()?;
                let inner = kept(inner, live, defined);
                inner.iter().any(|i| !matches!(i, Item::Use(_))).then(|| {
                    Item::Mod(syn::ItemMod {
                        content: Some((*brace, inner)),
                        ..m.clone()
                    })
                })
            }
            Item::Impl(i) => {
                let mut names = HashSet::new();
                idents(i.self_ty.to_token_stream(), &mut names);
                if let Some((_, path, _)) = &i.trait_ {
                    idents(path.to_token_stream(), &mut names);
                }
                if !names.iter().all(|n| !defined.contains(n) || live.contains(n)) {
                    return None;
                }
                let mut i = i.clone();
                if i.trait_.is_none() {
                    i.items.retain(
                        |f| !matches!(f, ImplItem::Fn(f) if !live.contains(&f.sig.ident.to_string())),
                    );
                }
                (!i.items.is_empty()).then_some(Item::Impl(i))
            }
            Item::Use(_) => None,
            _ => match name(item) {
                Some(n) => live.contains(&n).then(|| item.clone()),
                None => Some(item.clone()),
            },
        })
        .collect();
    // Names used here, and those a submodule takes from here with `use super::…`.
    let mut beside = HashSet::new();
    for item in stays.iter().flatten() {
        match item {
            Item::Mod(m) => {
                for inner in m.content.iter().flat_map(|(_, items)| items) {
                    if let Item::Use(u) = inner
                        && matches!(&u.tree, UseTree::Path(p) if p.ident == "super")
                    {
                        idents(u.tree.to_token_stream(), &mut beside);
                    }
                }
            }
            _ => idents(item.to_token_stream(), &mut beside),
        }
    }
    items
        .iter()
        .zip(stays)
        .filter_map(|(item, stays)| match item {
            Item::Use(u) => {
                let scope = match u.vis {
                    syn::Visibility::Inherited => &beside,
                    _ => live,
                };
                Some(Item::Use(syn::ItemUse {
                    tree: used(&u.tree, "", scope)?,
                    ..u.clone()
                }))
            }
            _ => stays,
        })
        .collect()
}

/// What of the `use` tree `tree` (under the path segment `parent`) brings in a name in `live`.
fn used(tree: &UseTree, parent: &str, live: &HashSet<String>) -> Option<UseTree> {
    match tree {
        UseTree::Path(p) => Some(UseTree::Path(syn::UsePath {
            tree: Box::new(used(&p.tree, &p.ident.to_string(), live)?),
            ..p.clone()
        })),
        UseTree::Name(n) => {
            let binding = if n.ident == "self" {
                parent.to_string()
            } else {
                n.ident.to_string()
            };
            wanted(&binding, live).then(|| tree.clone())
        }
        UseTree::Rename(r) => wanted(&r.rename.to_string(), live).then(|| tree.clone()),
        UseTree::Glob(_) => Some(tree.clone()),
        UseTree::Group(g) => {
            let items: Punctuated<UseTree, syn::Token![,]> = g
                .items
                .iter()
                .filter_map(|t| used(t, parent, live))
                .collect();
            let group = syn::UseGroup {
                brace_token: g.brace_token,
                items,
            };
            (!group.items.is_empty()).then_some(UseTree::Group(group))
        }
    }
}

/// Traits of `std` that code uses by calling their methods, never by name: a `use` of one
/// stays where one of these methods is called.
const METHOD_TRAITS: [(&str, &[&str]); 3] = [
    ("Read", &["read", "read_exact", "read_to_end", "take"]),
    ("Write", &["flush", "write", "write_all", "writeln"]),
    ("BufRead", &["consume", "fill_buf", "lines", "read_line"]),
];

/// Whether a `use` that binds `name` is needed where the names in `scope` are used.
fn wanted(name: &str, scope: &HashSet<String>) -> bool {
    scope.contains(name)
        || METHOD_TRAITS
            .iter()
            .any(|(t, methods)| *t == name && methods.iter().any(|m| scope.contains(*m)))
}

/// `tokens` with every `crate::` path continued into `crate::proconio::`.
fn into_module(tokens: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::new();
    for (k, tree) in trees.iter().enumerate() {
        let pathed = matches!(tree, TokenTree::Ident(i) if i == "crate")
            && matches!(trees.get(k + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':');
        match tree {
            TokenTree::Group(g) => {
                let mut group = proc_macro2::Group::new(g.delimiter(), into_module(g.stream()));
                group.set_span(g.span());
                out.push(TokenTree::Group(group));
            }
            _ => out.push(tree.clone()),
        }
        if pathed {
            out.push(TokenTree::Punct(Punct::new(':', Spacing::Joint)));
            out.push(TokenTree::Punct(Punct::new(':', Spacing::Alone)));
            out.push(TokenTree::Ident(Ident::new("proconio", Span::call_site())));
        }
    }
    out.into_iter().collect()
}

/// The project's root: the folder above this crate's.
fn root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.parent().unwrap_or(here).to_path_buf()
}

/// The packages of the workspace at `root` and its dependencies, from `cargo metadata`
/// (offline: the build already fetched them). Only the host's packages are asked for: the
/// build fetched no others.
fn metadata(root: &Path) -> Result<serde_json::Value, String> {
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
fn package(
    metadata: &serde_json::Value,
    wanted: impl Fn(&serde_json::Value) -> bool,
) -> Option<&serde_json::Value> {
    metadata["packages"].as_array()?.iter().find(|p| wanted(p))
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

/// What starts an item, for [`spaced`].
const ITEM_STARTS: [&str; 12] = [
    "#[",
    "///",
    "const ",
    "enum ",
    "fn ",
    "impl",
    "macro_rules!",
    "mod ",
    "pub",
    "static ",
    "struct ",
    "trait ",
];

/// `text` (as `prettyplease` prints it, one item after another) with a blank line between items,
/// which `rustfmt` keeps: where a line ends an item or a statement and the next starts an item.
fn spaced(text: &str) -> String {
    let mut out = String::new();
    let mut ended = false;
    for line in text.lines() {
        let code = line.trim_start();
        if ended && ITEM_STARTS.iter().any(|s| code.starts_with(s)) {
            out.push('\n');
        }
        ended = code.ends_with('}') || code.ends_with(';');
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The options the bundle is formatted with, which `tests/bundle.rs` checks it against.
pub const RUSTFMT: [&str; 4] = ["--edition", "2021", "--config", "hard_tabs=true"];

/// `text` as `rustfmt` formats it.
fn rustfmt(text: &str) -> Result<String, String> {
    let mut child = Command::new(std::env::var("RUSTFMT").unwrap_or_else(|_| "rustfmt".into()))
        .args(RUSTFMT)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run rustfmt: {e}"))?;
    let mut stdin = child.stdin.take().ok_or("rustfmt has no stdin")?;
    let writer = {
        let text = text.to_string();
        std::thread::spawn(move || stdin.write_all(text.as_bytes()))
    };
    let out = child
        .wait_with_output()
        .map_err(|e| format!("rustfmt: {e}"))?;
    writer
        .join()
        .map_err(|_| "rustfmt: writer panicked")?
        .map_err(|e| format!("rustfmt: {e}"))?;
    if !out.status.success() {
        let why = String::from_utf8_lossy(&out.stderr);
        return Err(format!("rustfmt failed: {}", why.trim()));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("rustfmt: {e}"))
}
