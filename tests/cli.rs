//! The command line of the three binaries: options, an input path, and no panic on any path,
//! write errors and endless input included.

mod common;

use common::{exe, run_args};
use std::fs::File;
use std::process::{Command, Stdio};

const DOT: &[u8] = b"0 0 2 3\n1 1\n1 2\n";

#[test]
fn short_and_long_help_describe_both_outputs() {
    for bin in ["dot", "tag", "duel"] {
        let long = run_args(bin, &["--help"], b"");
        let short = run_args(bin, &["-h"], b"");
        assert_eq!((long.status, long.stderr.as_str()), (Some(0), ""));
        assert_eq!(long.stdout, short.stdout);
        let usage = format!("usage: {bin} [--explain] [INPUT]\n");
        assert!(long.stdout.starts_with(&usage), "{}", long.stdout);
        assert!(long.stdout.contains("Ctrl-D") && long.stdout.contains("  --explain   "));
        assert!(
            long.stdout
                .contains(&format!("{bin} --hack [OPTIONS] -- COMMAND [ARG...]\n"))
        );
        let hack_options = [
            "--cases N ",
            "--seed S ",
            "--time-limit SEC ",
            "--no-max ",
            "--save DIR ",
            "--no-shrink ",
            "--jobs J ",
        ];
        for option in hack_options {
            assert!(long.stdout.contains(&format!("\n  {option}")), "{option}");
        }
    }
    let tag = run_args("tag", &["-h"], b"").stdout;
    assert!(tag.contains("`NO: caught in round 0 (S = R)`"), "{tag}");
    let duel = run_args("duel", &["-h"], b"").stdout;
    assert!(duel.contains("(row R, column C)"), "{duel}");
}

#[test]
fn version_names_the_binary_the_project_and_its_licence() {
    for bin in ["dot", "tag", "duel"] {
        for flag in ["-V", "--version"] {
            let r = common::run_args(bin, &[flag], b"");
            let line = format!(
                "{bin} {} (game-solvers, MIT OR Apache-2.0)\n",
                env!("CARGO_PKG_VERSION")
            );
            assert_eq!(
                (r.status, r.stdout, r.stderr),
                (Some(0), line, String::new())
            );
        }
    }
}

#[test]
fn input_from_a_path_or_dash() {
    let sample = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-1.in");
    let expected = std::fs::read_to_string(sample.replace(".in", ".out")).unwrap();
    let r = run_args("dot", &[sample], b"");
    assert_eq!((r.status, r.stdout.as_str()), (Some(0), expected.as_str()));
    let r = run_args("dot", &["--explain", "-"], DOT);
    assert!(r.stdout.starts_with("Anton\nReflections"), "{}", r.stdout);
    let r = run_args("dot", &["no-such.in"], b"");
    assert_eq!(r.status, Some(2));
    assert!(
        r.stderr.starts_with("error: cannot open `no-such.in`: "),
        "{}",
        r.stderr
    );
    let r = run_args("dot", &["a.in", "b.in"], b"");
    assert_eq!(r.stderr, "error: unexpected argument `b.in` (see --help)\n");
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_an_error_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(exe("dot"))
        .arg(std::ffi::OsStr::from_bytes(b"\xff.in"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr.starts_with("error: cannot open `\\xff.in`: "),
        "{stderr}"
    );
}

#[test]
fn arguments_in_errors_are_escaped_and_cut() {
    let r = run_args("tag", &["--\u{202e}abcdefghijklmnopqrstuvwxyz"], b"");
    assert_eq!(
        r.stderr,
        "error: unknown option `--\\u{202e}abcdefghijklmnopq…` (see --help)\n"
    );
}

/// Writes to a full device: an error line and status 2 where stderr can take it, status 2
/// alone where it cannot.
#[cfg(target_os = "linux")]
#[test]
fn write_errors_are_one_error_line_or_silent_never_a_panic() {
    let full = || File::options().write(true).open("/dev/full").unwrap();
    let out = Command::new(exe("dot"))
        .arg("--help")
        .stdout(full())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: cannot write output: "));
    for args in [&[][..], &["--explain"]] {
        let out = Command::new(exe("duel"))
            .args(args)
            .stdin(Stdio::null())
            .stderr(full())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
    let out = Command::new(exe("tag"))
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/samples/tag/sample-1.in"
        ))
        .stdout(full())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: cannot write output: "));
}

/// `yes | dot`: reading stops past the largest valid input, with one error line.
#[test]
fn endless_input_is_cut_off() {
    let endless = b"y\n".repeat(600_000);
    common::assert_rejected("dot", &endless, "input is longer than 1048576 bytes");
}

/// An input of exactly the bound is read (white space pads a sample to it), one byte more is
/// not.
#[test]
fn an_input_of_exactly_the_bound_is_read() {
    for (bin, limit) in [
        ("dot", game_solvers::dot::MAX_INPUT),
        ("tag", game_solvers::tag::MAX_INPUT),
        ("duel", game_solvers::duel::MAX_INPUT),
    ] {
        let (_, input, expected) = common::samples(bin).swap_remove(0);
        let mut padded = input.into_bytes();
        padded.resize(limit, b' ');
        common::assert_answers(bin, &padded, &expected);
        padded.push(b' ');
        let needle = format!("input is longer than {limit} bytes");
        common::assert_rejected(bin, &padded, &needle);
    }
}

#[test]
fn a_byte_order_mark_is_skipped() {
    for bin in ["dot", "tag", "duel"] {
        for (path, input, expected) in common::samples(bin) {
            let r = common::run(bin, format!("\u{feff}{input}").as_bytes());
            assert_eq!(
                (r.status, r.stdout),
                (Some(0), expected),
                "{}",
                path.display()
            );
        }
    }
}

/// `--validate`: exit status 42 and `valid` for a judge's test, 43 and the line, column and
/// rule for input the solver reads but a judge's data would not hold; alone among the modes.
#[test]
fn validate_judges_the_exact_format() {
    let run = common::run_args("dot", &["--validate"], b"0 0 1 1\n1 0\n");
    assert_eq!((run.status, run.stdout.as_str()), (Some(42), ""));
    assert_eq!(run.stderr, "valid\n");
    for (bin, input, line) in [
        (
            "dot",
            &b"0 0 1 1\r\n1 0\r\n"[..],
            "line 1, column 8: in d: a carriage return (lines end in `\\n` alone)",
        ),
        (
            "dot",
            b"0 0 1 300\n1 0\n",
            "line 1, column 7: d = 300 is out of range [1, 200]",
        ),
        (
            "dot",
            b"-1 0 1 1\n0 1\n",
            "line 1, column 1: the start (-1, 0) is not strictly inside the circle of radius 1 \
             (x² + y² = 1 against d² = 1): the statement guarantees a distance less than d",
        ),
        (
            "tag",
            b"501 0\n1\n1 2\n",
            "line 1, column 1: N = 501 is out of range [1, 500]",
        ),
        (
            "duel",
            b"1 2\nAB \n",
            "line 2, column 3: a space at the end of the line",
        ),
    ] {
        let run = common::run_args(bin, &["--validate", "-"], input);
        assert_eq!(run.status, Some(43), "{bin} {input:?}");
        assert_eq!(run.stderr, format!("invalid: {line}\n"));
        // The solver itself reads it.
        assert_eq!(common::run(bin, input).status, Some(0), "{bin} {input:?}");
    }
    let run = common::run_args("tag", &["--validate", "--explain"], b"");
    assert_eq!(run.status, Some(2));
    assert!(run.stderr.contains("one at a time"), "{}", run.stderr);
}

/// `--validate` reads a file or standard input, and an input past the longest valid one is
/// invalid; `--package` needs a folder, new or empty.
#[test]
fn validate_reads_a_file_and_package_needs_an_empty_folder() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-package");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("x.in");
    std::fs::write(&input, "1 0\n1\n1 1\n").unwrap();
    let run = common::run_args("tag", &["--validate", input.to_str().unwrap()], b"");
    assert_eq!((run.status, run.stderr.as_str()), (Some(42), "valid\n"));
    let long = vec![b' '; (1 << 20) + 1];
    let run = common::run_args("dot", &["--validate"], &long);
    assert_eq!(run.status, Some(43));
    assert_eq!(run.stderr, "invalid: longer than 1048576 bytes\n");
    let run = common::run_args("dot", &["--validate", "/nowhere/x.in"], b"");
    assert_eq!(run.status, Some(2));
    assert!(
        run.stderr.starts_with("error: cannot open `/nowhere/x.in`"),
        "{}",
        run.stderr
    );
    let run = common::run_args("dot", &["--package", "kattis"], b"");
    assert_eq!(run.status, Some(2));
    assert!(run.stderr.contains("needs a folder"), "{}", run.stderr);
    let run = common::run_args("dot", &["--package", "polygon", dir.to_str().unwrap()], b"");
    assert_eq!(run.status, Some(2));
    assert!(run.stderr.contains("is not empty"), "{}", run.stderr);
    // A Kattis package's folder is its short name, as `verifyproblem` takes it.
    let named = dir.with_file_name("dot-kattis");
    let run = common::run_args(
        "dot",
        &["--package", "kattis", named.to_str().unwrap()],
        b"",
    );
    assert_eq!(run.status, Some(2));
    assert!(run.stderr.contains("dotkattis`"), "{}", run.stderr);
    assert!(!named.exists());
}
