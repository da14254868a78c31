//! The `// SAFETY:` lines that argue for `unsafe` blocks, carried through `syn` (which drops
//! comments) as doc attributes, and turned back into comments in the text.

use syn::{Attribute, Expr, Meta};

/// The `unsafe` blocks' arguments as comments again: `parse` carries each `// SAFETY:` line
/// through `syn` as a doc attribute of the statement after it, which prints as `///`.
pub(crate) fn safety(text: &str) -> String {
    text.replace(&format!("/// {SAFETY}"), &format!("// {SAFETY}"))
}

/// How a comment that argues for an `unsafe` block starts.
pub(crate) const SAFETY: &str = "SAFETY:";

/// Whether `a` is a `// SAFETY:` line that [`crate::load::parse`] made a doc attribute.
pub(crate) fn safety_argument(a: &Attribute) -> bool {
    matches!(&a.meta, Meta::NameValue(nv) if matches!(&nv.value, Expr::Lit(syn::ExprLit {
        lit: syn::Lit::Str(s), ..
    }) if s.value().trim_start().starts_with(SAFETY)))
}
