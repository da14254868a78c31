//! The files a package embeds (`generated/<game>/`: the bundled programs, the planted ones,
//! and the index that names them with the samples), made again from the source. Each must be
//! what is committed: a file that differs, is missing or is left over is written anew (or
//! removed) and the test fails naming it; run the test again and commit the result, as
//! rust-analyzer's generated-code tests ask.

use game_solvers::formats::{TestFiles, oj};
use game_solvers::{Complete, ForEachGame, each_game};
use game_solvers_bundle as bundler;
use std::path::{Path, PathBuf};

const HEADER: &str = "// Written by tests/generated.rs from the project's source: edit the \
                      source, then run that test.\n";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Each game's files, by path under the project's root, as the source makes them now.
#[derive(Default)]
struct Made(Vec<(PathBuf, String)>);

impl ForEachGame for Made {
    fn game<G: Complete>(&mut self) {
        let name = G::NAME;
        let dir = PathBuf::from("generated").join(name);
        let made = |what: Result<String, String>| what.unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut files = vec![
            ("solver.rs".to_string(), made(bundler::bundle(name))),
            ("validator.rs".into(), made(bundler::validator(name, false))),
            (
                "validator-testlib.rs".into(),
                made(bundler::validator(name, true)),
            ),
            ("checker.rs".into(), made(bundler::checker(name))),
        ];
        for p in G::PLANTED {
            let text = made(bundler::planted(p.file, p.bug, p.why));
            files.push((format!("submissions/{}.rs", p.name), text));
        }
        files.push(("embedded.rs".into(), index::<G>(&files)));
        self.0
            .extend(files.into_iter().map(|(path, text)| (dir.join(path), text)));
    }
}

/// `embedded.rs`: the expression that names every file of the game as `include_str!`, and
/// its samples from `samples/<game>/`.
fn index<G: Complete>(files: &[(String, String)]) -> String {
    let name = G::NAME;
    let at =
        |path: &str| format!("include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/{path}\"))");
    let mut out = format!("{HEADER}crate::package::Embedded {{\n");
    for (field, file) in [
        ("solver", "solver.rs"),
        ("validator", "validator.rs"),
        ("validator_testlib", "validator-testlib.rs"),
        ("checker", "checker.rs"),
    ] {
        out += &format!(
            "    {field}: {},\n",
            at(&format!("generated/{name}/{file}"))
        );
    }
    out += "    samples: &[\n";
    for sample in samples(name) {
        let path = format!("samples/{name}/{sample}");
        out += &format!(
            "        crate::package::Sample {{\n            name: \"{sample}\",\n            \
             input: {},\n            answer: {},\n        }},\n",
            at(&format!("{path}.in")),
            at(&format!("{path}.out"))
        );
    }
    out += "    ],\n    planted: &[\n";
    for (file, _) in files.iter().filter(|(f, _)| f.starts_with("submissions/")) {
        let planted = &file["submissions/".len()..file.len() - ".rs".len()];
        let text = at(&format!("generated/{name}/{file}"));
        out += &format!("        (\"{planted}\", {text}),\n");
    }
    out + "    ],\n}\n"
}

/// The samples of `samples/<game>/` by name, in the order the judge's tools read an `oj`
/// folder (`sample-2` before `sample-10`); none for a game without the folder.
fn samples(game: &str) -> Vec<String> {
    let dir = root().join("samples").join(game);
    if !dir.is_dir() {
        return Vec::new();
    }
    let tests = oj::tests(&dir, &dir).unwrap();
    let stem = |t: &TestFiles| t.input.file_stem().unwrap().to_string_lossy().into_owned();
    tests.iter().map(stem).collect()
}

/// Every file under `dir`, by its path under the project's root.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten() {
        let path = entry.unwrap().path();
        match path.is_dir() {
            true => walk(&path, out),
            false => out.push(path.strip_prefix(root()).unwrap().to_path_buf()),
        }
    }
}

#[test]
fn the_generated_files_are_what_the_source_makes() {
    // The bundler runs cargo and rustfmt: within a limit, however busy the machine.
    let (send, made) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut made = Made::default();
        each_game(&mut made);
        send.send(made).unwrap();
    });
    let made = made
        .recv_timeout(std::time::Duration::from_secs(300))
        .expect("the generated files, made within 300 s");
    let mut stale = Vec::new();
    for (path, text) in &made.0 {
        let at = root().join(path);
        if std::fs::read_to_string(&at).ok().as_deref() != Some(text.as_str()) {
            std::fs::create_dir_all(at.parent().unwrap()).unwrap();
            std::fs::write(&at, text).unwrap();
            stale.push(format!("{} (written anew)", path.display()));
        }
    }
    let mut present = Vec::new();
    walk(&root().join("generated"), &mut present);
    for path in present {
        if !made.0.iter().any(|(p, _)| *p == path) {
            std::fs::remove_file(root().join(&path)).unwrap();
            stale.push(format!("{} (left over, removed)", path.display()));
        }
    }
    assert!(
        stale.is_empty(),
        "generated files differed from what the source makes; run the test again and commit \
         them:\n{}",
        stale.join("\n")
    );
}
