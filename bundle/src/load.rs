//! The library's modules read as a judge's build sees them: parsed, pruned, each `mod x;`
//! inlined, and titled.

use crate::format::comment;
use crate::prune::Prune;
use crate::safety::SAFETY;
use proc_macro2::{Ident, Span};
use std::path::{Path, PathBuf};
use syn::visit_mut::VisitMut;
use syn::{Attribute, Expr, Item, Meta};

/// `mod name { items }`.
pub(crate) fn module_item(name: &str, items: Vec<Item>) -> Item {
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
pub(crate) fn load(dir: &Path, name: &str, docs: bool) -> Result<(PathBuf, syn::File), String> {
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
pub(crate) fn title(attrs: &[Attribute]) -> Option<String> {
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
/// follows it (`syn` drops comments; [`crate::safety::safety`] turns them back).
pub(crate) fn parse(path: &Path) -> Result<syn::File, String> {
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
pub(crate) fn inline(items: &mut [Item], dir: &Path, docs: bool) -> Result<(), String> {
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
