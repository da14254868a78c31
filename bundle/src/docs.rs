//! The order a bundle reads in, and the item documentation that goes when the bound forces it.

use crate::prune::{Prune, item_attrs};
use syn::Item;
use syn::visit_mut::VisitMut;

/// The module paths of `m` (under `parent`) and of its submodules, in the order they appear.
pub(crate) fn modules(m: &syn::ItemMod, parent: &str, out: &mut Vec<String>) {
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
pub(crate) fn strip_docs(item: &mut Item, parent: &str, unit: &str) {
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
