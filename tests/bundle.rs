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
    // At least 1 KiB under the bound: a change on the judge's path that crosses it shows here,
    // not as documentation dropped in silence.
    assert!(
        text.len() <= game_solvers_bundle::LIMIT - 1024,
        "{bin}: bundle has {} bytes",
        text.len()
    );
    // The core of the judge's path keeps its documentation, whatever the bound.
    let core: &[&str] = match bin {
        "tag" => &[
            "fn settle",
            "const SPARSE",
            "const WORDS_PER_DECREMENT",
            "trait Mode",
        ],
        "duel" => &["mod network", "fn push_relabel", "fn global_relabel"],
        _ => &[],
    };
    let lines: Vec<&str> = text.lines().collect();
    for item in core {
        let at = lines.iter().position(|l| l.contains(item)).unwrap();
        let before = lines[at - 1].trim_start();
        assert!(
            before.starts_with("///"),
            "{bin}: `{item}` has no documentation"
        );
    }
    let header: Vec<&str> = text.lines().map_while(|l| l.strip_prefix("// ")).collect();
    let header = header.join(" ");
    let from = format!(
        "from game-solvers {}, MIT OR Apache-2.0.",
        env!("CARGO_PKG_VERSION")
    );
    assert!(
        header.starts_with(&format!("{bin}: ")) && header.contains(&from),
        "{header}"
    );
    top_down(bin, &text);
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
    // What a judge never runs: the explanations, the analysis board, the generators, hack
    // mode, test hooks.
    for part in [
        "explain",
        "mod play",
        "play::",
        "Remaining",
        "Picture",
        "fn chase",
        "fn dot_random",
        "hack",
        "indicatif",
        "libc",
        "AfterRounds",
        "tally",
        "count!",
        "Stages",
        "testing",
        "Recorder",
        "Handover",
        "solve_counted",
        "relabels_globally",
        "global_relabels",
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
    formatted(bin, &src);
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

/// The file at `src` is as `rustfmt` formats it, with the bundler's settings.
fn formatted(bin: &str, src: &std::path::Path) {
    let rustfmt = std::process::Command::new("rustfmt")
        .arg("--check")
        .args(game_solvers_bundle::RUSTFMT)
        .arg(src)
        .output()
        .expect("run rustfmt");
    let diff = String::from_utf8_lossy(&rustfmt.stdout);
    assert!(
        rustfmt.status.success(),
        "{bin}: not as rustfmt formats it:\n{diff}"
    );
}

/// The bundle reads top-down: `main`, the game with its entry point first and its own items
/// before its submodules, then the reader, the judge and proconio; each module's title a whole
/// sentence, and each `unsafe` block with its argument on the line before.
fn top_down(bin: &str, text: &str) {
    let at = |needle: &str| {
        text.find(needle)
            .unwrap_or_else(|| panic!("{bin}: no `{needle}`"))
    };
    let order = [
        "\nfn main()".to_string(),
        format!("\nmod {bin} {{"),
        "\n\tpub fn judge(".into(),
        "\nmod reader {".into(),
        "\nmod judge {".into(),
        "\nmod proconio {".into(),
    ];
    let places: Vec<usize> = order.iter().map(|n| at(n)).collect();
    assert!(places.is_sorted(), "{bin}: {order:?} at {places:?}");
    let lines: Vec<&str> = text.lines().collect();
    for (k, line) in lines.iter().enumerate() {
        let code = line.trim_start();
        if code.contains("unsafe {") {
            let before = lines[k - 1].trim_start();
            assert!(before.starts_with("// SAFETY: "), "{bin}: {line}");
        }
        // A submodule of the game: its title ends a sentence, and no item of its parent follows.
        if line.starts_with("\tmod ") {
            assert!(lines[k - 1].ends_with('.'), "{bin}: title of {line}");
            let rest = lines[k..].iter().take_while(|l| !l.starts_with('}'));
            let parents = rest.filter(|l| l.starts_with("\t") && !l.starts_with("\t\t"));
            assert!(
                parents
                    .filter(|l| !matches!(l.trim(), "}" | "") && !l.starts_with("\t///"))
                    .all(|l| l.starts_with("\tmod ")),
                "{bin}: an item of `{bin}` after its submodule {line}"
            );
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

/// Each game's validator as one file (`--validator`, `--validator-testlib`): bare `rustc -D
/// warnings` compiles it, as `rustfmt` formats it, with nothing of the solver or of proconio;
/// it accepts every sample and rejects a sample with a space at a line's end, by the exit
/// statuses of its judge, with the line and column on stderr.
#[test]
fn validators_compile_with_bare_rustc_and_judge_the_samples() {
    let threads: Vec<_> = ["dot", "tag", "duel"]
        .into_iter()
        .flat_map(|bin| [(bin, false), (bin, true)])
        .map(|(bin, testlib)| std::thread::spawn(move || check_validator(bin, testlib)))
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}

fn check_validator(bin: &str, testlib: bool) {
    let text = game_solvers_bundle::validator(bin, testlib).unwrap();
    assert!(text.len() < 16 << 10, "{bin}: {} bytes", text.len());
    for part in [
        "proconio", "fn judge", "reader", "explain", "hack", "count!",
    ] {
        assert!(
            !text.contains(part),
            "{bin}: `{part}` is not for the validator"
        );
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("validator");
    std::fs::create_dir_all(&dir).unwrap();
    let name = format!("{bin}-{}", if testlib { "testlib" } else { "kattis" });
    let src = dir.join(format!("{name}.rs"));
    std::fs::write(&src, &text).unwrap();
    formatted(bin, &src);
    let exe = dir.join(&name);
    let stderr = common::rustc(&src, &exe, &["--edition", "2021", "-D", "warnings"]);
    assert!(stderr.is_empty(), "{name} warns:\n{stderr}");
    let (valid, invalid) = if testlib { (0, 3) } else { (42, 43) };
    for (path, input, _) in common::samples(bin) {
        let run = common::run_exe(&exe, input.as_bytes(), Duration::from_secs(20));
        assert_eq!(run.status, Some(valid), "{name}: {}", path.display());
        assert_eq!(run.stderr, "valid\n");
        let bad = input.replacen('\n', " \n", 1);
        let run = common::run_exe(&exe, bad.as_bytes(), Duration::from_secs(20));
        assert_eq!(run.status, Some(invalid), "{name}: {}", path.display());
        let column = input.find('\n').unwrap() + 1;
        let line = format!("invalid: line 1, column {column}: a space at the end of the line\n");
        assert_eq!(run.stderr, line);
    }
}

/// The checker as one file (`--checker`): bare `rustc -D warnings` compiles it, with nothing of
/// the games; run as testlib's checkers are, it accepts the answer's tokens whatever the
/// spacing (0), rejects another token or another letter case (1), and fails on a file it
/// cannot read (3).
#[test]
fn the_checker_compiles_with_bare_rustc_and_exits_as_testlibs_do() {
    let text = game_solvers_bundle::checker("tag").unwrap();
    for part in ["proconio", "fn judge", "validate", "mod tag"] {
        assert!(!text.contains(part), "`{part}` is not for the checker");
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("checker");
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("check.rs");
    std::fs::write(&src, &text).unwrap();
    formatted("checker", &src);
    let exe = dir.join("check");
    let stderr = common::rustc(&src, &exe, &["--edition", "2021", "-D", "warnings"]);
    assert!(stderr.is_empty(), "the checker warns:\n{stderr}");
    let answer = dir.join("answer");
    std::fs::write(&answer, "YES\nNO\n").unwrap();
    let check = |output: &str| {
        let path = dir.join("output");
        std::fs::write(&path, output).unwrap();
        let mut command = std::process::Command::new(&exe);
        command.arg("input").arg(&path).arg(&answer);
        let run = common::run_command(command, b"", Duration::from_secs(20));
        (run.status, run.stderr)
    };
    assert_eq!(check("YES  NO"), (Some(0), "ok, 2 tokens\n".into()));
    let wrong = "wrong answer: token 2 is `no`, expected `NO`\n";
    assert_eq!(check("YES\nno\n"), (Some(1), wrong.into()));
    let mut command = std::process::Command::new(&exe);
    command.args(["input", "/nowhere/output"]).arg(&answer);
    let run = common::run_command(command, b"", Duration::from_secs(20));
    assert_eq!(run.status, Some(3));
    assert!(
        run.stderr.starts_with("cannot read a file: "),
        "{}",
        run.stderr
    );
}

/// A game the bundler does not know is named, with the games it knows, before anything is read.
#[test]
fn an_unknown_game_is_named() {
    let e = game_solvers_bundle::bundle("chess").unwrap_err();
    assert_eq!(e, "no solver `chess` (expected dot, duel, nim or tag)");
}
