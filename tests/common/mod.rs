//! Helpers shared by the integration tests: running a built solver, checking rejections.

#![allow(dead_code)]

pub mod hack;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Path of a solver binary built by cargo for these tests (bins share one directory).
pub fn exe(bin: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_dot"))
        .with_file_name(format!("{bin}{}", std::env::consts::EXE_SUFFIX))
}

pub struct Run {
    pub status: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `bin` on `input`; a run longer than `limit` is killed and reported as a hang. Its
/// pipes are drained while it runs, so a large output cannot block it.
pub fn run_with_limit(bin: &str, input: &[u8], limit: Duration) -> Run {
    run_exe(&exe(bin), input, limit)
}

/// Runs the program at `exe` as `run_with_limit` does.
pub fn run_exe(exe: &Path, input: &[u8], limit: Duration) -> Run {
    run_command(Command::new(exe), input, limit)
}

/// Runs `command` as `run_with_limit` does.
pub fn run_command(mut command: Command, input: &[u8], limit: Duration) -> Run {
    let bin = format!("{command:?}");
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {bin}: {e}"));
    let mut stdin = child.stdin.take().unwrap();
    let data = input.to_vec();
    // A solver may reject the input before reading all of it; a broken pipe is fine then.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&data);
    });
    let drain = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut text = Vec::new();
            pipe.read_to_end(&mut text).unwrap();
            String::from_utf8_lossy(&text).into_owned()
        })
    };
    let stdout = drain(Box::new(child.stdout.take().unwrap()));
    let stderr = drain(Box::new(child.stderr.take().unwrap()));
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > limit {
            child.kill().unwrap();
            panic!("{bin} did not finish within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    writer.join().unwrap();
    Run {
        status: status.code(),
        stdout: stdout.join().unwrap(),
        stderr: stderr.join().unwrap(),
    }
}

/// Compiles `src` to `exe` with bare `rustc -O` and `flags`, as a contestant would; panics
/// with rustc's messages if it fails, else returns its stderr (warnings).
pub fn rustc(src: &Path, exe: &Path, flags: &[&str]) -> String {
    let out = Command::new("rustc")
        .args(flags)
        .args(["-O", "-o"])
        .arg(exe)
        .arg(src)
        .output()
        .expect("run rustc");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{}:\n{stderr}", exe.display());
    stderr
}

/// `bin --package format dir`, which must succeed: its summary line.
pub fn package(bin: &str, format: &str, dir: &Path) -> String {
    let mut command = Command::new(exe(bin));
    command.args(["--package", format]).arg(dir);
    let run = run_command(command, b"", Duration::from_secs(300));
    assert_eq!(
        run.status,
        Some(0),
        "{bin} --package {format}: {}",
        run.stderr
    );
    run.stdout
}

pub fn run(bin: &str, input: &[u8]) -> Run {
    run_with_limit(bin, input, Duration::from_secs(20))
}

/// Runs `bin` with command-line arguments.
pub fn run_args(bin: &str, args: &[&str], input: &[u8]) -> Run {
    let mut command = Command::new(exe(bin));
    command.args(args);
    run_command(command, input, Duration::from_secs(20))
}

/// Asserts that `bin` answers `input` with exactly `expected` on stdout, status 0, no stderr.
pub fn assert_answers(bin: &str, input: &[u8], expected: &str) {
    let r = run(bin, input);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (Some(0), expected, "")
    );
}

/// Every `samples/<bin>/NAME.in` with its path and the text of `NAME.out`.
pub fn samples(bin: &str) -> Vec<(PathBuf, String, String)> {
    cases_in(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("samples")
            .join(bin),
    )
}

/// Every `samples/<bin>/explain/NAME.in`, for `--explain`, as `samples` gives them.
pub fn explain_samples(bin: &str) -> Vec<(PathBuf, String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(bin)
        .join("explain");
    match dir.exists() {
        true => cases_in(&dir),
        false => Vec::new(),
    }
}

/// The `oj` pairs of `dir`, read as hack mode reads them.
fn cases_in(dir: &Path) -> Vec<(PathBuf, String, String)> {
    game_solvers::formats::oj::read_cases(dir).unwrap_or_else(|e| panic!("{e}"))
}

/// Asserts the contract for bad input: exit status 2, nothing on stdout, exactly one stderr
/// line `error: …` that contains `needle`, and no panic text.
pub fn assert_rejected(bin: &str, input: &[u8], needle: &str) {
    let r = run(bin, input);
    let shown = String::from_utf8_lossy(&input[..input.len().min(200)]).into_owned();
    assert_eq!(
        r.status,
        Some(2),
        "{bin} on {shown:?}: stderr {:?}",
        r.stderr
    );
    assert!(
        r.stdout.is_empty(),
        "{bin} on {shown:?} printed {:?}",
        r.stdout
    );
    assert!(
        !r.stderr.contains("panicked"),
        "{bin} panicked: {:?}",
        r.stderr
    );
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{bin} on {shown:?}: stderr {:?}", r.stderr);
    assert!(lines[0].starts_with("error: "), "{:?}", lines[0]);
    assert!(
        lines[0].contains(needle),
        "{bin} on {shown:?}: {:?} does not mention {needle:?}",
        lines[0]
    );
}

/// Feeds 300 random corruptions of every sample of `bin` to `solve` (the in-process solver):
/// each must be answered, or rejected with a one-line error; a panic fails the test.
pub fn assert_corruptions_handled(
    bin: &str,
    seed: u64,
    solve: impl Fn(&[u8]) -> Result<(), String>,
) {
    let mut rng = game_solvers::generate::Rng::new(seed);
    for (_, input, _) in samples(bin) {
        for _ in 0..300 {
            let bad = game_solvers::generate::mutate(&mut rng, input.as_bytes());
            if let Err(e) = solve(&bad) {
                let shown = String::from_utf8_lossy(&bad);
                assert!(!e.contains('\n'), "multi-line error {e:?} for {shown:?}");
            }
        }
    }
}

/// Copies the executable `from` to `to`, and returns once `to` runs. A process another thread
/// forks while the copy is open for writing holds it open until it execs, and until then
/// running the copy fails with "text file busy" (ETXTBSY): that is waited out.
pub fn copy_exe(from: &Path, to: &Path) {
    std::fs::copy(from, to).unwrap();
    for _ in 0..500 {
        match Command::new(to).arg("-h").output() {
            Err(e) if e.raw_os_error() == Some(26) => std::thread::sleep(Duration::from_millis(10)),
            _ => return,
        }
    }
    panic!("{} stays busy", to.display());
}

/// The judges' tools, where `.ci/package-tools` installed them.
pub fn package_tools() -> Option<PathBuf> {
    let bin = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/package-tools/bin");
    bin.join("verifyproblem").is_file().then_some(bin)
}

/// Whether the TeX that `verifyproblem`'s statement part runs is on the `PATH`.
pub fn tex() -> bool {
    let path = std::env::var_os("PATH").unwrap_or_default();
    ["lualatex", "tidy", "dvisvgm"]
        .iter()
        .all(|tool| std::env::split_paths(&path).any(|dir| dir.join(tool).is_file()))
}
