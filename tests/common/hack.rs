//! Hack mode's tests' helpers: the fixture programs of `tests/hack/` compiled as a contestant
//! would, hack mode run on them, and its report read.

use super::{Run, run_command};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

pub fn tmp(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("hack")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `tests/hack/<source>.rs` compiled with `--cfg bug="<bug>"` (`act` for `judged.rs`, whose
/// programs are right), or with none, to a file of this call's own: tests run at once.
pub fn fixture(source: &str, bug: Option<&str>) -> PathBuf {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let name = format!("{source}-{}-{call}", bug.unwrap_or("none"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hack-fixtures");
    std::fs::create_dir_all(&dir).unwrap();
    let exe = dir.join(&name);
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/hack/{source}.rs"));
    let key = if source == "judged" { "act" } else { "bug" };
    let cfg = bug.map(|bug| format!("{key}=\"{bug}\""));
    let mut flags = vec!["--edition", "2021"];
    flags.extend(cfg.iter().flat_map(|cfg| ["--cfg", cfg.as_str()]));
    super::rustc(&src, &exe, &flags);
    exe
}

/// Our own bundle for `bin`, compiled: a correct program.
pub fn bundle(bin: &str) -> PathBuf {
    let dir = tmp(&format!("bundle-{bin}"));
    let src = dir.join(format!("{bin}.rs"));
    std::fs::write(&src, game_solvers_bundle::bundle(bin).unwrap()).unwrap();
    let exe = dir.join(bin);
    super::rustc(&src, &exe, &["--edition", "2021"]);
    exe
}

pub fn hack(bin: &str, options: &[&str], program: &Path) -> Run {
    hack_with(Command::new(super::exe(bin)), options, program)
}

pub fn hack_with(mut command: Command, options: &[&str], program: &Path) -> Run {
    command.arg("--hack").args(options).arg("--").arg(program);
    run_command(command, b"", Duration::from_secs(120))
}

/// Hack mode run with `--save` into a folder of its own, expected to find, shrink and report a
/// failure with `verdict`: the run (the folder's path shown as `DIR` in its report), the saved
/// case and the saved answer.
pub fn found(bin: &str, options: &[&str], program: &Path, verdict: &str) -> (Run, String, String) {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let dir = tmp(&format!("found-{}", CALLS.fetch_add(1, Ordering::Relaxed)));
    let save = dir.to_str().unwrap();
    let mut r = hack(bin, &[options, &["--save", save]].concat(), program);
    assert_eq!(
        r.status,
        Some(1),
        "stdout:\n{}\nstderr:\n{}",
        r.stdout,
        r.stderr
    );
    let first = r.stdout.lines().next().unwrap();
    assert!(first.ends_with(&format!("{verdict}.")), "{first}");
    assert!(!r.stdout.contains("not deterministic"), "{}", r.stdout);
    assert!(
        r.stderr.lines().all(|l| l.starts_with("hack: ")),
        "{}",
        r.stderr
    );
    r.stdout = r.stdout.replace(save, "DIR");
    let saved = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    (r, saved("hack-1.in"), saved("hack-1.out"))
}

/// The report above its last section, `Measured`: what the seed alone decides.
pub fn above_measured(report: &str) -> &str {
    &report[..report.find("\nMeasured").expect("a Measured section")]
}

pub fn numbers(text: &str) -> Vec<i64> {
    text.split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

/// A `duel` input's free cells.
pub fn free_cells(input: &str) -> usize {
    input
        .split_ascii_whitespace()
        .skip(2)
        .flat_map(|row| row.bytes())
        .filter(|&c| c != b'#')
        .count()
}

/// The number just before `unit` on the line of the Measured section that starts with
/// `line`.
pub fn measured_figure(report: &str, line: &str, unit: &str) -> u64 {
    let measured = &report[report.find("\nMeasured").expect("a Measured section")..];
    let found = measured
        .lines()
        .find(|l| l.starts_with(line))
        .unwrap_or_else(|| panic!("no line `{line}` in {measured}"));
    let before = &found[..found.find(unit).unwrap_or_else(|| panic!("{found}"))];
    before
        .rsplit([' ', ','])
        .find(|w| !w.is_empty())
        .and_then(|w| w.parse().ok())
        .unwrap_or_else(|| panic!("{found}"))
}

/// The smallest `dot` inputs: no step makes them smaller.
pub const SMALLEST_DOT: [&str; 2] = ["0 0 1 1\n0 1\n", "0 0 1 1\n1 0\n"];
