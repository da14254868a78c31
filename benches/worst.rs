//! Whole-process benchmarks on generated worst-case inputs.
//!
//! `cargo bench --bench worst [-- FILTER…]` writes every input to `target/worst/NAME.in`, runs
//! the release binary on it repeatedly (up to 31 times, process start-up included, as a judge
//! measures) and prints the median wall time. `--with LABEL=PATTERN` adds a column for
//! another program, `{bin}` in `PATTERN` standing for the solver's name (for example
//! `--with c++=target/cpp-{bin}`); cases whose program does not exist show `-`. The runs of
//! one case alternate between the programs, so that a slower period of the machine hits all
//! of them alike, and each round starts with the next program. `--write` only writes the inputs;
//! `--explain` passes `--explain` to every program (ours, then, not the C++ references).

use game_solvers::generate::cases::Named;

use game_solvers::dot::generate::dot_at_limits_and_beyond;
use game_solvers::duel::generate::duel_at_limits_and_beyond;
use game_solvers::tag::generate::tag_at_limits_and_beyond;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

struct Case {
    bin: &'static str,
    exe: &'static str,
    name: String,
    input: String,
}

fn cases() -> Vec<Case> {
    type Make = fn() -> Vec<Named>;
    let bins: [(&'static str, &'static str, Make); 3] = [
        ("dot", env!("CARGO_BIN_EXE_dot"), dot_at_limits_and_beyond),
        ("tag", env!("CARGO_BIN_EXE_tag"), tag_at_limits_and_beyond),
        (
            "duel",
            env!("CARGO_BIN_EXE_duel"),
            duel_at_limits_and_beyond,
        ),
    ];
    bins.into_iter()
        .flat_map(|(bin, exe, make)| {
            make().into_iter().map(move |Named { name, input }| Case {
                bin,
                exe,
                name,
                input,
            })
        })
        .collect()
}

fn run_once(exe: &Path, input: &Path, args: &[&str]) -> Duration {
    let start = Instant::now();
    let status = Command::new(exe)
        .args(args)
        .stdin(File::open(input).expect("open input"))
        .stdout(Stdio::null())
        .status()
        .expect("run solver");
    let t = start.elapsed();
    assert!(
        status.success(),
        "{} failed on {}",
        exe.display(),
        input.display()
    );
    t
}

/// Medians of up to 31 rounds (at least 5, stopping once 3 s are spent), one run of each
/// program a round, each round starting with the next program (a run is slower right after a
/// long one).
fn medians(exes: &[PathBuf], input: &Path, args: &[&str]) -> Vec<Duration> {
    let budget = Instant::now();
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); exes.len()];
    for round in 0..31 {
        if round >= 5 && budget.elapsed() > Duration::from_secs(3) {
            break;
        }
        for k in 0..exes.len() {
            let p = (round + k) % exes.len();
            times[p].push(run_once(&exes[p], input, args));
        }
    }
    times
        .into_iter()
        .map(|mut t| {
            t.sort();
            t[t.len() / 2]
        })
        .collect()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut write_only, mut filter, mut with) = (false, Vec::new(), Vec::new());
    let mut passed: Vec<&str> = Vec::new();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--write" => write_only = true,
            "--explain" => passed.push("--explain"),
            "--with" => {
                let spec = args.next().expect("--with LABEL=PATTERN");
                let (label, pattern) = spec.split_once('=').expect("--with LABEL=PATTERN");
                with.push((label.to_string(), pattern.to_string()));
            }
            "--bench" => {} // what cargo bench passes
            _ => filter.push(arg),
        }
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("../worst");
    fs::create_dir_all(&dir).expect("create target/worst");
    print!("{:<34} {:>10}", "case (median ms)", "now");
    for (label, _) in &with {
        print!(" {label:>10}");
    }
    println!();
    for case in cases() {
        let full = format!("{}-{}", case.bin, case.name);
        if !filter.is_empty() && !filter.iter().any(|f| full.contains(f.as_str())) {
            continue;
        }
        let path = dir.join(format!("{full}.in"));
        fs::write(&path, &case.input).expect("write input");
        if write_only {
            println!("{}", path.display());
            continue;
        }
        let mut exes = vec![PathBuf::from(case.exe)];
        let others: Vec<Option<PathBuf>> = with
            .iter()
            .map(|(_, pattern)| {
                let exe = PathBuf::from(pattern.replace("{bin}", case.bin));
                exe.exists().then_some(exe)
            })
            .collect();
        exes.extend(others.iter().flatten().cloned());
        let mut times = medians(&exes, &path, &passed).into_iter();
        let ms = |d: Duration| format!("{:.2}", d.as_secs_f64() * 1e3);
        print!("{full:<34} {:>10}", ms(times.next().unwrap()));
        for other in &others {
            let shown = other
                .as_ref()
                .map_or("-".into(), |_| ms(times.next().unwrap()));
            print!(" {shown:>10}");
        }
        println!();
    }
}
