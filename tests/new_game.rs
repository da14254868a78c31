//! `nim`, the tests' own game (`src/nim/`), through every wing, as `docs/new-game.md` promises
//! of a new game: the validator, hack mode (a right program passes, a wrong one fails and is
//! shrunk to the smallest case), the hunt, a package, and the bundler (its one file, built by
//! bare `rustc`, answers as the library does). Nothing outside
//! `src/nim/` names it but the one list of games (`game_solvers::each_game`).
//!
//! Hack mode starts its supervisors as this executable again, so this test has its own `main`
//! (`harness = false`) that serves them first.

mod common;

use common::hack::tmp;
use game_solvers::game::Game;
use game_solvers::hack::{self, Conclusion, Options};
use game_solvers::nim::Nim;
use game_solvers::package::{self, Layout};
use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

/// The longest the whole test may take, on a busy machine.
const LIMIT: Duration = Duration::from_secs(300);

/// A right program: the first player wins unless `k + 1` divides `n`.
const RIGHT: &str = "{ print ($1 % ($2 + 1)) ? \"First\" : \"Second\" }";
/// A wrong one: `k` for `k + 1`.
const WRONG: &str = "{ print ($1 % $2) ? \"First\" : \"Second\" }";

fn main() {
    hack::serve_if_asked();
    let (done, finished) = mpsc::channel();
    std::thread::spawn(move || {
        for (name, check) in [
            ("the guide", guided as fn()),
            ("validate", validates),
            ("hack", hacks),
            ("hunt", hunts),
            ("package", packages),
            ("the bundler", bundles),
        ] {
            eprintln!("nim through {name}");
            check();
        }
        done.send(()).unwrap();
    });
    match finished.recv_timeout(LIMIT) {
        Ok(()) => eprintln!("nim passed through every wing"),
        Err(mpsc::RecvTimeoutError::Timeout) => panic!("not done within {LIMIT:?}"),
        Err(mpsc::RecvTimeoutError::Disconnected) => panic!("a check failed (above)"),
    }
}

/// `docs/new-game.md` names every file of `src/nim/`, and each file it names exists.
fn guided() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let guide = std::fs::read_to_string(root.join("docs/new-game.md")).unwrap();
    let mut files: Vec<String> = std::fs::read_dir(root.join("src/nim"))
        .unwrap()
        .map(|e| format!("src/nim/{}", e.unwrap().file_name().to_string_lossy()))
        .collect();
    files.sort();
    let named: Vec<&str> = guide
        .split('`')
        .filter(|w| w.starts_with("src/nim/") && (w.ends_with(".rs") || w.ends_with(".tex")))
        .collect();
    for file in &files {
        assert!(
            named.contains(&file.as_str()),
            "docs/new-game.md does not name {file}"
        );
    }
    for name in named {
        assert!(
            root.join(name).is_file(),
            "docs/new-game.md names {name}, which is gone"
        );
    }
}

fn validates() {
    assert!((Nim::VALIDATE)(Nim::SAMPLE.as_bytes()).is_ok());
    for bad in [
        "0 3\n",
        "1001 3\n",
        "10 11\n",
        "10  3\n",
        "10 3",
        "10 3\n4\n",
    ] {
        assert!((Nim::VALIDATE)(bad.as_bytes()).is_err(), "{bad:?}");
    }
    assert_eq!((Nim::JUDGE)(b"8 3\n").unwrap(), b"Second\n");
    assert_eq!((Nim::JUDGE)(b"10 3\n").unwrap(), b"First\n");
}

fn options(program: &str, save: Option<PathBuf>) -> Options {
    Options {
        seed: Some(1),
        cases: Some(200),
        jobs: 2,
        save,
        command: vec![OsString::from("awk"), OsString::from(program)],
        ..Options::default()
    }
}

fn hacks() {
    assert_eq!(
        hack::hack::<Nim>(&options(RIGHT, None)),
        Ok(Conclusion::NoFailure)
    );
    // A folder that `--save` names is made if it is not there.
    let dir = tmp("nim-hack").join("saved");
    let found = hack::hack::<Nim>(&options(WRONG, Some(dir.clone())));
    assert_eq!(found, Ok(Conclusion::Reported));
    // The smallest case that fails: `1 1`, where `k` divides `n` and `k + 1` does not.
    let saved = std::fs::read_to_string(dir.join("hack-1.in")).unwrap();
    assert_eq!(saved, "1 1\n");
    assert_eq!(
        std::fs::read_to_string(dir.join("hack-1.out")).unwrap(),
        "First\n"
    );
}

fn hunts() {
    let hunt = Options {
        hunt: Some(3),
        ..options(RIGHT, None)
    };
    assert_eq!(hack::hack::<Nim>(&hunt), Ok(Conclusion::NoFailure));
}

fn packages() {
    let dir = tmp("nimkattis");
    let said = package::write::<Nim>(Layout::Kattis, &dir).unwrap();
    assert!(
        said.starts_with("Wrote the Kattis package of nim"),
        "{said}"
    );
    let statement = std::fs::read_to_string(dir.join("problem_statement/problem.en.tex")).unwrap();
    assert!(statement.contains("$1 \\le k \\le 10$"), "{statement}");
    let sample = std::fs::read_to_string(dir.join("data/sample/01-sample-1.in")).unwrap();
    assert_eq!(sample, Nim::SAMPLE);
    let worst = std::fs::read_dir(dir.join("data/secret/worst"))
        .unwrap()
        .count();
    assert!(worst >= 2, "{worst} files of worst cases");
}

fn bundles() {
    let dir = tmp("nim-bundle");
    let (src, exe) = (dir.join("nim.rs"), dir.join("nim"));
    std::fs::write(&src, game_solvers_bundle::bundle("nim").unwrap()).unwrap();
    common::rustc(&src, &exe, &["--edition", "2021", "-D", "warnings"]);
    for input in ["10 3\n", "8 3\n", "1000 10\n"] {
        let run = common::run_exe(&exe, input.as_bytes(), Duration::from_secs(60));
        let ours = (Nim::JUDGE)(input.as_bytes()).unwrap();
        assert_eq!(run.stdout.as_bytes(), ours, "{input:?}");
    }
}
