//! The crate's layout. In every folder of `src/`, the files and subfolders use each other one
//! way, with no cycle among them: a file names the sibling that defines what it uses (never a
//! name that the folder's `mod.rs` passes on from another sibling), and a `mod.rs` whose
//! children use what it defines does not use them back. Files stay short enough to read, and
//! the functions of the wings (hack mode, packages, the bundler) short enough to read at once.

use proc_macro2::{TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syn::visit_mut::VisitMut;

/// A module path from the crate's root: `["hack", "report", "text"]`.
type ModPath = Vec<String>;

/// What one file of `src/` declares and names.
struct File {
    path: PathBuf,
    /// Modules it declares, by name.
    children: BTreeSet<String>,
    /// The names of the items it defines itself (not those it imports or passes on).
    defined: BTreeSet<String>,
    /// Every path it names that starts at `crate`, `super`, `self` or one of its own modules,
    /// made absolute.
    named: Vec<ModPath>,
}

/// Every file of `src/` but `src/bin/`, by module path.
fn crate_files() -> BTreeMap<ModPath, File> {
    files_under(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

/// Every file of the crate whose sources are in `src` (but `src/bin/`), by module path.
fn files_under(src: &Path) -> BTreeMap<ModPath, File> {
    let src = src.to_path_buf();
    let mut files = BTreeMap::new();
    let mut folders = vec![(src.clone(), ModPath::new())];
    while let Some((dir, module)) = folders.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                if dir != src || stem != "bin" {
                    folders.push((path, [&module[..], &[stem]].concat()));
                }
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let own = match stem.as_str() {
                "mod" | "lib" => module.clone(),
                _ => [&module[..], &[stem]].concat(),
            };
            let file = read(&path, &own);
            files.insert(own, file);
        }
    }
    files
}

/// `files` without those compiled for the tests alone: a module whose parent declares it
/// under `#[cfg(test)]` (a test may use any part of the crate), and whatever it declares.
fn without_tests(mut files: BTreeMap<ModPath, File>) -> BTreeMap<ModPath, File> {
    let keys: Vec<ModPath> = files.keys().cloned().collect();
    let tested = |module: &ModPath| {
        (1..=module.len()).any(|len| {
            let (parent, name) = (&module[..len - 1], &module[len - 1]);
            files
                .get(parent)
                .is_some_and(|file| !file.children.contains(name))
        })
    };
    let gone: Vec<ModPath> = keys.into_iter().filter(|m| tested(m)).collect();
    for module in gone {
        files.remove(&module);
    }
    files
}

fn read(path: &Path, module: &ModPath) -> File {
    let text = std::fs::read_to_string(path).unwrap();
    let mut syntax = syn::parse_file(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    syntax.items.retain(|item| !for_tests(item_attrs(item)));
    let mut children = BTreeSet::new();
    let mut defined = BTreeSet::new();
    for item in &syntax.items {
        let name = match item {
            syn::Item::Mod(m) => {
                children.insert(m.ident.to_string());
                continue;
            }
            syn::Item::Fn(f) => &f.sig.ident,
            syn::Item::Struct(s) => &s.ident,
            syn::Item::Enum(e) => &e.ident,
            syn::Item::Trait(t) => &t.ident,
            syn::Item::Const(c) => &c.ident,
            syn::Item::Static(s) => &s.ident,
            syn::Item::Type(t) => &t.ident,
            syn::Item::Union(u) => &u.ident,
            syn::Item::Macro(m) => match &m.ident {
                Some(ident) => ident,
                None => continue,
            },
            _ => continue,
        };
        defined.insert(name.to_string());
    }
    let mut names = Names { paths: Vec::new() };
    names.visit_file_mut(&mut syntax);
    let named = names
        .paths
        .into_iter()
        .filter_map(|p| absolute(module, &children, &p))
        .collect();
    File {
        path: path.to_path_buf(),
        children,
        defined,
        named,
    }
}

fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
    match item {
        syn::Item::Mod(m) => &m.attrs,
        syn::Item::Fn(f) => &f.attrs,
        syn::Item::Use(u) => &u.attrs,
        syn::Item::Impl(i) => &i.attrs,
        syn::Item::Struct(s) => &s.attrs,
        syn::Item::Const(c) => &c.attrs,
        _ => &[],
    }
}

/// Whether an item is compiled for the tests alone (`#[cfg(test)]`): a file's own tests name
/// the file as `super`.
fn for_tests(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.meta
                .require_list()
                .is_ok_and(|l| l.tokens.to_string() == "test")
    })
}

/// The paths a file names: in code, in `use` lists, and in the tokens given to macros.
struct Names {
    paths: Vec<Vec<String>>,
}

impl VisitMut for Names {
    fn visit_item_mut(&mut self, item: &mut syn::Item) {
        if !for_tests(item_attrs(item)) {
            syn::visit_mut::visit_item_mut(self, item);
        }
    }

    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        flatten(&item.tree, Vec::new(), &mut self.paths);
    }

    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        self.paths.push(segments);
        syn::visit_mut::visit_path_mut(self, path);
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        self.visit_path_mut(&mut mac.path);
        in_tokens(mac.tokens.clone(), &mut self.paths);
    }
}

fn flatten(tree: &syn::UseTree, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    let with = |name: String| [&prefix[..], &[name]].concat();
    match tree {
        syn::UseTree::Path(p) => flatten(&p.tree, with(p.ident.to_string()), out),
        syn::UseTree::Name(n) if n.ident == "self" => out.push(prefix),
        syn::UseTree::Name(n) => out.push(with(n.ident.to_string())),
        syn::UseTree::Rename(r) => out.push(with(r.ident.to_string())),
        syn::UseTree::Glob(_) => out.push(with("*".into())),
        syn::UseTree::Group(g) => {
            for tree in &g.items {
                flatten(tree, prefix.clone(), out);
            }
        }
    }
}

/// The paths `a::b::c` in a macro's tokens, which syn leaves unparsed.
fn in_tokens(tokens: TokenStream, out: &mut Vec<Vec<String>>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < tokens.len() {
        if let TokenTree::Group(g) = &tokens[i] {
            in_tokens(g.stream(), out);
        }
        let TokenTree::Ident(first) = &tokens[i] else {
            i += 1;
            continue;
        };
        let mut path = vec![first.to_string()];
        let mut j = i + 1;
        while let (
            Some(TokenTree::Punct(a)),
            Some(TokenTree::Punct(b)),
            Some(TokenTree::Ident(n)),
        ) = (tokens.get(j), tokens.get(j + 1), tokens.get(j + 2))
        {
            if a.as_char() != ':' || b.as_char() != ':' {
                break;
            }
            path.push(n.to_string());
            j += 3;
        }
        if path.len() > 1 {
            out.push(path);
        }
        i = j;
    }
}

/// `path`, named in `module`, from the crate's root; `None` for a path that starts elsewhere
/// (another crate, a local name, an import already counted where it is imported).
fn absolute(module: &ModPath, children: &BTreeSet<String>, path: &[String]) -> Option<ModPath> {
    if path.len() < 2 {
        // A local name, or the receiver `self`.
        return None;
    }
    let mut at = module.clone();
    let mut rest = path;
    match rest.first()?.as_str() {
        "crate" => {
            at.clear();
            rest = &rest[1..];
        }
        "self" => rest = &rest[1..],
        "super" => {
            while rest.first().is_some_and(|s| s == "super") {
                at.pop();
                rest = &rest[1..];
            }
        }
        first if children.contains(first) => {}
        _ => return None,
    }
    Some([&at[..], rest].concat())
}

/// The uses between the parts of each folder: for the folder at `A`, an edge from part `x` to
/// part `y`, where a part is a child module of `A` or `A`'s own file, named `mod`.
fn folder_uses(
    files: &BTreeMap<ModPath, File>,
) -> BTreeMap<ModPath, BTreeMap<String, BTreeSet<String>>> {
    let mut uses: BTreeMap<ModPath, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    let mut errors = Vec::new();
    for (module, file) in files {
        for named in &file.named {
            let k = module.iter().zip(named).take_while(|(a, b)| a == b).count();
            let folder = module[..k].to_vec();
            let Some(parent) = files.get(&folder) else {
                continue;
            };
            let from = module.get(k).map_or("mod", String::as_str);
            let to = match named.get(k) {
                // The folder's own file names one of its children.
                Some(y) if k == module.len() && parent.children.contains(y) => y.as_str(),
                Some(_) if k == module.len() => continue,
                Some(y) if parent.children.contains(y) => y.as_str(),
                Some(y) if parent.defined.contains(y) => "mod",
                // A glob (a test module's `use super::*`) takes what the file defines.
                Some(y) if y == "*" => "mod",
                Some(y) => {
                    errors.push(format!(
                        "{}: `{}` reaches {} for `{y}`, which it does not define: name the \
                         module that does",
                        file.path.display(),
                        named.join("::"),
                        parent.path.display(),
                    ));
                    continue;
                }
                None => "mod",
            };
            if from != to {
                let parts = uses.entry(folder).or_default();
                parts
                    .entry(from.to_string())
                    .or_default()
                    .insert(to.to_string());
            }
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    uses
}

/// The parts left in a cycle: those that cannot be ordered so that each uses only parts
/// before it.
fn in_cycles(uses: &BTreeMap<String, BTreeSet<String>>) -> BTreeMap<String, BTreeSet<String>> {
    let mut left = uses.clone();
    loop {
        let ready: Vec<String> = left
            .iter()
            .filter(|(_, named)| named.iter().all(|n| !left.contains_key(n)))
            .map(|(part, _)| part.clone())
            .collect();
        if ready.is_empty() {
            return left;
        }
        for part in ready {
            left.remove(&part);
        }
    }
}

#[test]
fn every_folders_parts_use_each_other_one_way() {
    let files = without_tests(crate_files());
    let uses = folder_uses(&files);
    let mut cycles = Vec::new();
    for (folder, parts) in &uses {
        let left = in_cycles(parts);
        if !left.is_empty() {
            cycles.push(format!("src/{}: {left:?}", folder.join("/")));
        }
    }
    assert!(cycles.is_empty(), "cycles:\n{}", cycles.join("\n"));
    // Every folder is covered, the root too.
    for folder in [
        &[][..],
        &["hack"],
        &["hack", "process"],
        &["duel"],
        &["tag"],
    ] {
        let folder: ModPath = folder.iter().map(|s| s.to_string()).collect();
        assert!(uses.contains_key(&folder), "{folder:?}");
    }
}

/// The bundler's rooms use each other one way, none is over 300 lines, and no function over
/// [`WING_FUNCTION`] lines.
#[test]
fn the_bundlers_rooms_use_each_other_one_way_and_are_short() {
    let files = files_under(&Path::new(env!("CARGO_MANIFEST_DIR")).join("bundle/src"));
    assert!(files.len() > 5, "{:?}", files.keys());
    let uses = folder_uses(&files);
    let left = in_cycles(&uses[&ModPath::new()]);
    assert!(left.is_empty(), "cycles in bundle/src: {left:?}");
    for file in files.values() {
        assert!(
            lines(&file.path) <= 300,
            "{:?} is over 300 lines",
            file.path
        );
        let text = std::fs::read_to_string(&file.path).unwrap();
        for (name, length) in function_lengths(&text) {
            assert!(
                length <= WING_FUNCTION,
                "{:?}: `{name}` has {length} lines",
                file.path
            );
        }
    }
}

/// The test itself: a cycle through a `mod.rs`, and a name reached through a parent.
#[test]
fn a_cycle_and_a_name_passed_on_are_found() {
    let parts = |edges: &[(&str, &str)]| {
        let mut uses: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (a, b) in edges {
            uses.entry(a.to_string()).or_default().insert(b.to_string());
        }
        uses
    };
    let cycle = in_cycles(&parts(&[("mod", "a"), ("a", "mod"), ("b", "a")]));
    // `b` is left too: it cannot come before the cycle it uses.
    assert_eq!(cycle.keys().collect::<Vec<_>>(), ["a", "b", "mod"]);
    assert!(in_cycles(&parts(&[("mod", "a"), ("a", "b"), ("b", "c")])).is_empty());
    let module: ModPath = vec!["hack".into(), "search".into()];
    let children = BTreeSet::new();
    let path = |p: &str| p.split("::").map(str::to_string).collect::<Vec<_>>();
    assert_eq!(
        absolute(&module, &children, &path("super::jobs::first_failing")),
        Some(path("hack::jobs::first_failing"))
    );
    assert_eq!(
        absolute(&module, &children, &path("crate::generate::Rng")),
        Some(path("generate::Rng"))
    );
    assert_eq!(absolute(&module, &children, &path("std::fs::read")), None);
    let mut found = Vec::new();
    in_tokens(
        "x, super::words::plural(n, \"run\"), a::b".parse().unwrap(),
        &mut found,
    );
    assert_eq!(found, [path("super::words::plural"), path("a::b")]);
}

/// Lines of code of each function of a file, by name: from its `fn` line to the line that
/// closes it at the same indent, as rustfmt lays it out; tests left out.
fn function_lengths(text: &str) -> Vec<(String, usize)> {
    let code = text.split("#[cfg(test)]\nmod tests").next().unwrap();
    let lines: Vec<&str> = code.lines().collect();
    let mut lengths = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let body = line.trim_start();
        let indent = &line[..line.len() - body.len()];
        let words: Vec<&str> = body.split_whitespace().collect();
        let Some(at) = words.iter().position(|w| *w == "fn") else {
            continue;
        };
        let before_fn = &words[..at];
        let qualifier = |w: &&str| {
            w.starts_with("pub") || ["const", "unsafe", "extern", "\"C\"", "async"].contains(w)
        };
        if !before_fn.iter().all(qualifier) || body.ends_with(';') {
            continue;
        }
        let name: String = words[at + 1]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let close = format!("{indent}}}");
        let end = (i..lines.len()).find(|&j| lines[j] == close || (j == i && body.ends_with('}')));
        lengths.push((name, end.map_or(lines.len(), |e| e + 1) - i));
    }
    lengths
}

fn lines(path: &Path) -> usize {
    std::fs::read_to_string(path).unwrap().lines().count()
}

/// The most lines a file of `src/` may have, and a function of a wing (hack mode, packages,
/// the bundler): room for the next change without a split first.
const FILE: usize = 400;
const WING_FUNCTION: usize = 60;

#[test]
fn files_and_the_wings_functions_are_short() {
    let files = crate_files();
    for file in files.values() {
        assert!(
            lines(&file.path) <= FILE,
            "{:?} is over {FILE} lines",
            file.path
        );
    }
    // The wings, and each game's parts that serve them (its shrink steps, hunt moves, package).
    let wing = |m: &ModPath| match &m[..] {
        [first, ..] if ["hack", "package", "formats"].contains(&first.as_str()) => true,
        [_, part, ..] => ["shrink", "hunt", "package"].contains(&part.as_str()),
        _ => false,
    };
    for (module, file) in files.iter().filter(|(m, _)| wing(m)) {
        let text = std::fs::read_to_string(&file.path).unwrap();
        for (name, length) in function_lengths(&text) {
            assert!(
                length <= WING_FUNCTION,
                "{module:?}: `{name}` has {length} lines"
            );
        }
    }
    let dispatcher = &files[&vec!["hack".to_string()]].path;
    assert!(lines(dispatcher) <= 300);
    let text = std::fs::read_to_string(dispatcher).unwrap();
    let entry = function_lengths(&text)
        .into_iter()
        .find(|(name, _)| name == "hack")
        .expect("hack mode's entry, `hack::hack`");
    assert!(entry.1 <= 60, "{entry:?}");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(lines(&root.join("benches/README.md")) <= 300);
    // The README says what to run and what each feature does; how it works is in `docs/`.
    assert!(lines(&root.join("README.md")) <= 260);
}

#[test]
fn function_lengths_are_counted_from_fn_to_its_closing_brace() {
    let text = "fn a() {\n    x;\n}\n\npub(crate) fn b(\n    y: u8,\n) -> u8 {\n    y\n}\n\
                impl T {\n    pub fn c(&self) {}\n    fn d(&self) {\n        1;\n    }\n}\n\
                fn e();\n";
    assert_eq!(
        function_lengths(text),
        [
            ("a".into(), 3),
            ("b".into(), 5),
            ("c".into(), 1),
            ("d".into(), 3)
        ]
    );
}
