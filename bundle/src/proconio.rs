//! As much of proconio 0.5.0 as `input! { from … }` needs, as a module of the bundle.

use crate::cargo::package;
use crate::liveness::{idents, shaken};
use crate::load::{inline, parse};
use crate::prune::Prune;
use proc_macro2::{Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::HashSet;
use std::path::Path;
use syn::visit_mut::VisitMut;
use syn::{Item, UseTree};

/// What of proconio our modules import: where its pruning starts.
pub(crate) const PROCONIO_ROOTS: [&str; 3] = ["input", "Readable", "Source"];

/// Names only proconio's own standard-input front end, its `with` readers and its reports of
/// its own bugs use. Our input always comes `from` the reader as plain types, so a macro arm
/// that names one of them is never expanded.
pub(crate) const NEVER_EXPANDED: [&str; 6] = [
    "__acquire_global_stdin_lock",
    "acquire_global_stdin_lock",
    "STDIN_SOURCE",
    "RuntimeReadable",
    "dyn_kind",
    "compile_error",
];

/// Points our `use proconio::…` at the bundle's own module: `use crate::proconio::…`.
pub(crate) struct OwnProconio;

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
pub(crate) fn proconio(metadata: &serde_json::Value) -> Result<(String, syn::File), String> {
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

/// Drops the macro arms that are never expanded, and the macros left empty.
pub(crate) fn drop_unexpanded_arms(items: &mut Vec<Item>) {
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

/// `tokens` with every `crate::` path continued into `crate::proconio::`.
pub(crate) fn into_module(tokens: TokenStream) -> TokenStream {
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
