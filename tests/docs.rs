//! The package commands of the README (its section on validators, packages and the judge's
//! tests) and of `docs/packages.md` run as written: each `$ COMMAND` of a code block runs in a
//! shell, in a folder of its own per page, in order; the lines shown after it must be among
//! what it prints (a decimal figure, such as a time, may differ; `…` stands for lines left
//! out), and a command shown without output must succeed. `target/release/` is this build's
//! binaries, and `target/package-tools/bin/` the judges' tools where `.ci/package-tools`
//! installed them; a command that needs a tool or TeX that is missing is skipped with a line.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A command of a page, with the lines shown after it.
struct Shown {
    command: String,
    output: Vec<String>,
}

/// The `$` commands of the code blocks of `text`, in order.
fn commands(text: &str) -> Vec<Shown> {
    let mut found: Vec<Shown> = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with("```") {
            inside = !inside;
            continue;
        }
        if !inside {
            continue;
        }
        match line.strip_prefix("$ ") {
            Some(command) => found.push(Shown {
                command: command.to_string(),
                output: Vec::new(),
            }),
            None if line.trim() == "…" || line.trim().is_empty() => {}
            None => {
                if let Some(last) = found.last_mut() {
                    last.output.push(line.to_string());
                }
            }
        }
    }
    found
}

/// `text` with each decimal figure (`0.017`) as `#`.
fn figures_out(text: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let digits = |from: usize| {
            (from..chars.len())
                .take_while(|&j| chars[j].is_ascii_digit())
                .count()
        };
        let whole = digits(i);
        if whole > 0 && chars.get(i + whole) == Some(&'.') && digits(i + whole + 1) > 0 {
            i += whole + 1 + digits(i + whole + 1);
            out.push('#');
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// Runs the page's commands in a fresh folder `name`.
fn run_page(name: &str, text: &str) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("docs")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let bin = common::exe("dot").parent().unwrap().to_path_buf();
    let shown = commands(text);
    assert!(!shown.is_empty(), "{name}: no command");
    for Shown { command, output } in shown {
        if command == ".ci/package-tools" {
            continue;
        }
        let needs_tools = command.contains("target/package-tools/");
        let needs_tex = command.contains("verifyproblem") && !command.contains(" -p ");
        if needs_tools && (common::package_tools().is_none() || (needs_tex && !common::tex())) {
            eprintln!("{name}: skipped, the tool or TeX is not installed: {command}");
            continue;
        }
        let line = command
            .replace("target/release/", &format!("{}/", bin.display()))
            .replace(
                "target/package-tools/bin/",
                &format!("{}/", root().join("target/package-tools/bin").display()),
            );
        let mut sh = Command::new("sh");
        sh.arg("-c").arg(&line).current_dir(&dir);
        let run = common::run_command(sh, b"", Duration::from_secs(600));
        let printed = figures_out(&format!("{}{}", run.stdout, run.stderr));
        if output.is_empty() {
            assert_eq!(run.status, Some(0), "{name}: `{command}`:\n{printed}");
        }
        for want in output {
            let want = figures_out(want.trim());
            assert!(
                printed.lines().any(|l| l.contains(&want)),
                "{name}: `{command}` did not print\n{want}\nbut:\n{printed}"
            );
        }
    }
}

#[test]
fn the_package_commands_of_the_docs_run_as_written() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let from = readme
        .find("\n## Validators, packages")
        .expect("the README's section");
    let to = readme[from + 1..]
        .find("\n## ")
        .map_or(readme.len(), |k| from + 1 + k);
    let packages = std::fs::read_to_string(root().join("docs/packages.md")).unwrap();
    let pages = [
        ("readme", readme[from..to].to_string()),
        ("packages", packages),
    ];
    let threads = pages.map(|(name, text)| std::thread::spawn(move || run_page(name, &text)));
    for t in threads {
        t.join().unwrap();
    }
}

#[test]
fn a_shown_command_keeps_its_lines_and_a_figure_may_differ() {
    let text = "x\n```\n$ a 1\nb 0.5 s\n…\n\n$ c\n```\n$ not in a block\n";
    let found = commands(text);
    assert_eq!(found.len(), 2);
    assert_eq!(
        (found[0].command.as_str(), &found[0].output[..]),
        ("a 1", &["b 0.5 s".to_string()][..])
    );
    assert!(found[1].output.is_empty());
    assert_eq!(
        figures_out("took 0.017 s, 12 tests, v1.2.3"),
        "took # s, 12 tests, v#.3"
    );
}
