//! Which items stay: those the roots name, and what they name in turn, to a fixed point.

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::HashSet;
use syn::punctuated::Punctuated;
use syn::{ImplItem, Item, UseTree};

/// The items among `items` that the names `roots` need, and what those need in turn: the
/// names the kept items use, to a fixed point (it only grows).
pub(crate) fn shaken(items: &[Item], roots: &[&str]) -> Vec<Item> {
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

/// Every identifier in `tokens`, in order, into `out` (a set, or a list that keeps the order).
pub(crate) fn idents(tokens: TokenStream, out: &mut impl Extend<String>) {
    for tree in tokens {
        match tree {
            TokenTree::Ident(i) => out.extend([i.to_string()]),
            TokenTree::Group(g) => idents(g.stream(), out),
            _ => {}
        }
    }
}

/// The names items among `items` define (not counting `use`).
pub(crate) fn defined(items: &[Item]) -> HashSet<String> {
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

pub(crate) fn name(item: &Item) -> Option<String> {
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
pub(crate) fn kept(items: &[Item], live: &HashSet<String>, defined: &HashSet<String>) -> Vec<Item> {
    let stays: Vec<Option<Item>> = items.iter().map(|i| kept_item(i, live, defined)).collect();
    let beside = named_beside(&stays);
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

/// `item` as it stays: a module with what of it stays, an impl of a live type with its live
/// functions, a live item; `None` for what goes (and for every `use`, decided apart).
fn kept_item(item: &Item, live: &HashSet<String>, defined: &HashSet<String>) -> Option<Item> {
    match item {
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
            if !names
                .iter()
                .all(|n| !defined.contains(n) || live.contains(n))
            {
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
    }
}

/// The names used by the items that stay, and those a submodule takes from here with
/// `use super::…`.
fn named_beside(stays: &[Option<Item>]) -> HashSet<String> {
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
    beside
}

/// What of the `use` tree `tree` (under the path segment `parent`) brings in a name in `live`.
pub(crate) fn used(tree: &UseTree, parent: &str, live: &HashSet<String>) -> Option<UseTree> {
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
pub(crate) const METHOD_TRAITS: [(&str, &[&str]); 3] = [
    ("Read", &["read", "read_exact", "read_to_end", "take"]),
    ("Write", &["flush", "write", "write_all", "writeln"]),
    ("BufRead", &["consume", "fill_buf", "lines", "read_line"]),
];

/// Whether a `use` that binds `name` is needed where the names in `scope` are used.
pub(crate) fn wanted(name: &str, scope: &HashSet<String>) -> bool {
    scope.contains(name)
        || METHOD_TRAITS
            .iter()
            .any(|(t, methods)| *t == name && methods.iter().any(|m| scope.contains(*m)))
}
