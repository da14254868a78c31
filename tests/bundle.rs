//! The single files for every judge: the workspace's bundler (`bundle/`) writes each game with the reader, the
//! judge's `main` and proconio inlined. Bare `rustc -D warnings` must compile the result on
//! both editions Codeforces offers, and so must `rustc --extern proconio=…`, as AtCoder builds
//! it with the crate installed (the local module must shadow the crate, not clash with it).
//! Every build must answer every sample and reject a bad input with the one-line error. The
//! file must be as `rustfmt` formats it, hold nothing a judge never runs, allow no lint outside
//! proconio, and name the project and its licence.

mod common;

use std::path::PathBuf;
use std::time::Duration;

/// Bad inputs per solver: the bundle must keep the one-line error contract. A bundle is built
/// with `-O`, without overflow checks, so the reader's bounds at `i64`'s ends are checked here
/// as a judge runs them.
const BAD: [(&str, &[(&str, &str)]); 3] = [
    (
        "dot",
        &[
            (
                "0 0 1 3\n1 x\n",
                "y of vector 1: expected an integer, found `x`",
            ),
            (
                "9223372036854775808 0 1 1\n1 0\n",
                "x = 9223372036854775808 is too large",
            ),
            (
                "-9223372036854775809 0 1 1\n1 0\n",
                "x = -9223372036854775809 is too small",
            ),
            (
                "-9223372036854775808 0 1 1\n1 0\n",
                "x = -9223372036854775808 is out of range [-2000, 2000]",
            ),
        ],
    ),
    ("tag", &[("2 1\n1 2\n", "missing Q")]),
    ("duel", &[("2 2\nAB\n", "missing row 2")]),
];

/// proconio as cargo built it for these tests, to compile a bundle as AtCoder does.
fn proconio_rlib() -> PathBuf {
    let deps = std::env::current_exe()
        .unwrap()
        .parent()
        .unwrap()
        .to_path_buf();
    std::fs::read_dir(&deps)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with("libproconio-") && name.ends_with(".rlib")
        })
        .unwrap_or_else(|| panic!("no libproconio-*.rlib in {}", deps.display()))
}

fn check_bundle(bin: &str, bad: &[(&str, &str)]) {
    let text = game_solvers_bundle::bundle(bin).unwrap();
    // 48 KiB, so that a user's additions stay well under Codeforces' 64 KB.
    assert!(
        text.len() <= 48 << 10,
        "{bin}: bundle has {} bytes",
        text.len()
    );
    let header = format!(
        "from game-solvers {}, MIT OR Apache-2.0.",
        env!("CARGO_PKG_VERSION")
    );
    assert!(text.lines().nth(1).unwrap().ends_with(&header), "{bin}");
    assert!(text.contains("Copyright 2019 statiolake") && text.contains("MIT license"));
    let (ours, proconio) = text.split_once("\n// proconio 0.5.0 (").unwrap();
    assert!(
        !ours.contains("allow("),
        "{bin}: a lint allowed outside proconio"
    );
    assert!(
        !text.contains("cfg(not(judge"),
        "{bin}: a `cfg` on `judge` left in"
    );
    // What a judge never runs: the explanations, the generators, hack mode, test hooks.
    for part in [
        "explain",
        "fn dot_random",
        "hack",
        "indicatif",
        "libc",
        "AfterRounds",
        "table_work",
        "tally",
        "Stages",
        "greedy_paths",
        "row_writes",
        "column_reads",
        "STDIN_SOURCE",
        "mod marker",
    ] {
        assert!(!text.contains(part), "{bin}: `{part}` is not for the judge");
    }
    assert!(proconio.contains("macro_rules! input"), "{bin}");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundle");
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join(format!("{bin}.rs"));
    std::fs::write(&src, &text).unwrap();
    let extern_crate = format!("proconio={}", proconio_rlib().display());
    let builds: [(&str, &[&str]); 3] = [
        ("2021", &["--edition", "2021"]),
        ("2024", &["--edition", "2024"]),
        ("AtCoder", &["--edition", "2021", "--extern", &extern_crate]),
    ];
    let rustfmt = std::process::Command::new("rustfmt")
        .arg("--check")
        .args(game_solvers_bundle::RUSTFMT)
        .arg(&src)
        .output()
        .expect("run rustfmt");
    let diff = String::from_utf8_lossy(&rustfmt.stdout);
    assert!(
        rustfmt.status.success(),
        "{bin}: not as rustfmt formats it:\n{diff}"
    );
    for (build, flags) in builds {
        let exe = dir.join(format!("{bin}-{build}"));
        let flags = [flags, &["-D", "warnings"]].concat();
        let stderr = common::rustc(&src, &exe, &flags);
        assert!(stderr.is_empty(), "{bin}, {build} warns:\n{stderr}");
        let run = |input: &str| common::run_exe(&exe, input.as_bytes(), Duration::from_secs(20));
        for (path, input, expected) in common::samples(bin) {
            let got = run(&input);
            assert_eq!(got.stdout, expected, "{} ({build})", path.display());
        }
        for (input, needle) in bad {
            let got = run(input);
            assert_eq!(got.status, Some(2), "{bin} ({build}) on {input:?}");
            assert_eq!(got.stderr, format!("error: {needle}\n"));
        }
    }
}

#[test]
fn bundles_compile_with_bare_rustc_and_answer_every_sample() {
    let threads: Vec<_> = BAD
        .into_iter()
        .map(|(bin, bad)| std::thread::spawn(move || check_bundle(bin, bad)))
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}
