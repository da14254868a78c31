//! The order a bundle reads in, and the item documentation that goes when the bound forces it.

use crate::liveness::{defined, idents, name};
use crate::prune::{Prune, item_attrs};
use proc_macro2::TokenStream;
use quote::ToTokens;
use std::collections::{HashSet, VecDeque};
use syn::Item;
use syn::visit_mut::VisitMut;

/// Puts a module's own items before its submodules, the `use`s first, in every module of
/// `item`; and `entry`, the game's entry point, first of the game's own items.
pub(crate) fn top_down(item: &mut Item, entry: &str) {
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

/// An item whose documentation may go: the path of its module, its place there, its code's
/// length without docs (the simpler, the sooner its docs go), and the bytes its docs take.
pub(crate) struct Documented {
    module: String,
    index: usize,
    code: usize,
    pub(crate) bytes: usize,
}

/// The items of `items` (under the module path `parent`) whose docs may go, in the order they
/// go: simplest first. Neither module titles nor the game's `core` (the items and modules of
/// its judge's path that keep their docs whatever the bound) are among them.
pub(crate) fn documented(items: &[Item], parent: &str, core: &[String]) -> Vec<Documented> {
    let mut out = Vec::new();
    gather(items, parent, core, &mut out);
    out.sort_by_key(|d| d.code);
    out
}

fn gather(items: &[Item], path: &str, core: &[String], out: &mut Vec<Documented>) {
    for (index, item) in items.iter().enumerate() {
        if let Item::Mod(m) = item {
            if !core.iter().any(|c| m.ident == c) {
                let inner = format!(
                    "{path}{}{}",
                    if path.is_empty() { "" } else { "::" },
                    m.ident
                );
                let inner_items = m.content.as_ref().map_or(&[][..], |(_, i)| i.as_slice());
                gather(inner_items, &inner, core, out);
            }
            continue;
        }
        if name(item).is_some_and(|n| core.contains(&n)) {
            continue;
        }
        let mut bare = item.clone();
        undocument(&mut bare);
        let length = |i: &Item| prettyplease::unparse(&syn::parse_quote!(#i)).len();
        let (code, whole) = (length(&bare), length(item));
        if whole > code {
            let module = path.to_string();
            out.push(Documented {
                module,
                index,
                code,
                bytes: whole - code,
            });
        }
    }
}

/// Drops the documentation of `d` from the module tree `items`.
pub(crate) fn strip(items: &mut [Item], d: &Documented) {
    let mut items = items;
    for part in d.module.split("::").filter(|p| !p.is_empty()) {
        let found = items.iter_mut().find_map(|i| match i {
            Item::Mod(m) if m.ident == part => m.content.as_mut().map(|(_, i)| i.as_mut_slice()),
            _ => None,
        });
        let Some(inner) = found else { return };
        items = inner;
    }
    if let Some(item) = items.get_mut(d.index) {
        undocument(item);
    }
}

/// `item` without its documentation, or that of anything in it (an `unsafe` block's argument
/// stays).
fn undocument(item: &mut Item) {
    let mut prune = Prune { docs: false };
    if let Some(attrs) = item_attrs(item) {
        prune.keep(attrs);
    }
    prune.visit_item_mut(item);
}

/// Orders the submodules of the game's module `game` among `items` by first use: walking the
/// game's own items in order (its entry point first), then each module as it is reached, the
/// first module a name is defined in comes first. A module never reached keeps its place
/// after them.
pub(crate) fn by_use(items: &mut [Item], game: &str) {
    let Some((_, items)) = items.iter_mut().find_map(|i| match i {
        Item::Mod(m) if m.ident == game => m.content.as_mut(),
        _ => None,
    }) else {
        return;
    };
    let modules: Vec<(usize, HashSet<String>)> = items
        .iter()
        .enumerate()
        .filter_map(|(k, i)| match i {
            Item::Mod(m) => Some((k, defined(m.content.as_ref().map_or(&[][..], |(_, i)| i)))),
            _ => None,
        })
        .collect();
    let mut order: Vec<usize> = Vec::new();
    let mut queue: VecDeque<TokenStream> = items
        .iter()
        .filter(|i| !matches!(i, Item::Mod(_)))
        .map(|i| i.to_token_stream())
        .collect();
    while let Some(tokens) = queue.pop_front() {
        let mut named = Vec::new();
        idents(tokens, &mut named);
        for ident in named {
            let reached = modules
                .iter()
                .find(|(k, names)| !order.contains(k) && names.contains(&ident));
            if let Some((k, _)) = reached {
                order.push(*k);
                queue.push_back(items[*k].to_token_stream());
            }
        }
    }
    let rank = |k: usize| {
        order
            .iter()
            .position(|&o| o == k)
            .unwrap_or(order.len() + k)
    };
    // The game's own items keep their order, before the modules.
    let mut ranked: Vec<((bool, usize), Item)> = std::mem::take(items)
        .into_iter()
        .enumerate()
        .map(|(k, i)| match i {
            Item::Mod(_) => ((true, rank(k)), i),
            _ => ((false, k), i),
        })
        .collect();
    ranked.sort_by_key(|(key, _)| *key);
    *items = ranked.into_iter().map(|(_, i)| i).collect();
}
