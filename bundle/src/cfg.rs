//! `cfg` conditions evaluated as a judge's build sees them.

use syn::Meta;
use syn::punctuated::Punctuated;

/// Whether a judge's build compiles code under the condition `pred`: `None` where only the
/// judge's compiler knows (`target_arch`, `debug_assertions`).
pub(crate) fn truth(pred: &Meta) -> Option<bool> {
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
