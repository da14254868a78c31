//! The layout of `tag`'s search core: its files name each other directly
//! (`super::graph::Graph`, not a name that `mod.rs` passes on), and their uses go one way, with
//! no cycle among them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Each file's siblings that it names, by file stem; an error for a `super::` that names no
/// sibling.
fn uses(dir: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.extension().is_some_and(|e| e == "rs") && stem != "mod" {
            files.insert(stem, std::fs::read_to_string(&path).unwrap());
        }
    }
    let siblings: BTreeSet<String> = files.keys().cloned().collect();
    let mut uses = BTreeMap::new();
    for (stem, text) in &files {
        let mut named = BTreeSet::new();
        // A file's own tests name the file itself as `super`.
        let code = text.split("#[cfg(test)]\nmod tests").next().unwrap();
        for (at, _) in code.match_indices("super::") {
            let rest = &code[at + "super::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            assert!(
                siblings.contains(&name),
                "src/tag/{stem}.rs names `super::{name}`: name the sibling that defines it"
            );
            named.insert(name);
        }
        uses.insert(stem.clone(), named);
    }
    uses
}

#[test]
fn tags_files_use_each_other_one_way() {
    let uses = uses(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tag"));
    // Take the files that use no file left, until none is left: a cycle leaves some behind.
    let mut left = uses.clone();
    while !left.is_empty() {
        let ready: Vec<String> = left
            .iter()
            .filter(|(_, named)| named.iter().all(|n| !left.contains_key(n)))
            .map(|(stem, _)| stem.clone())
            .collect();
        assert!(!ready.is_empty(), "a cycle among src/tag/: {left:?}");
        for stem in ready {
            left.remove(&stem);
        }
    }
    // The chain the module doc names.
    assert!(uses["watch"].contains("aoki") && uses["rounds"].contains("watch"));
}
