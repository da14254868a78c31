//! What a judge's build leaves out: nodes under a false `cfg`, the tests' work counts, and
//! documentation where it is not wanted.

use crate::cfg::truth;
use crate::safety::safety_argument;
use proc_macro2::TokenTree;
use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Expr, ImplItem, Item, Meta, Stmt, TraitItem};

/// The module of the tests' work counts, and its macro: a judge's build counts nothing, so
/// every call goes, and every `use` of the module.
pub(crate) const TALLY: &str = "tally";

pub(crate) const COUNT: &str = "count";

/// Removes what a judge's build leaves out: nodes under a false `cfg`, the `cfg` that are
/// true, and the work counts; and documentation unless `docs` (an `unsafe` block's argument
/// stays).
pub(crate) struct Prune {
    pub(crate) docs: bool,
}

impl Prune {
    /// Whether a node with `attrs` stays; drops from `attrs` what is settled or not wanted.
    pub(crate) fn keep(&self, attrs: &mut Vec<Attribute>) -> bool {
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
pub(crate) fn filtered<T: Clone, P: Default>(
    list: &Punctuated<T, P>,
    mut keep: impl FnMut(&mut T) -> bool,
) -> Punctuated<T, P> {
    list.iter()
        .cloned()
        .filter_map(|mut x| keep(&mut x).then_some(x))
        .collect()
}

pub(crate) fn item_attrs(item: &mut Item) -> Option<&mut Vec<Attribute>> {
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
pub(crate) fn expr_attrs(expr: &mut Expr) -> Option<&mut Vec<Attribute>> {
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
