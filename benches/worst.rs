//! Whole-process benchmarks on generated worst-case inputs.
//!
//! `cargo bench --bench worst [-- FILTER]` writes every input to `target/worst/NAME.in`, runs
//! the release binary on it repeatedly (up to 31 times) (process start-up included, as a judge measures) and
//! prints the minimum and median wall time. `-- --write` only writes the inputs, e.g. for
//! `hyperfine --input target/worst/dot-d200-n20-origin.in target/release/dot`.

use game_solvers::generate;

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
    type Make = fn() -> Vec<(String, String)>;
    let bins: [(&'static str, &'static str, Make); 3] = [
        ("dot", env!("CARGO_BIN_EXE_dot"), generate::dot_worst),
        ("tag", env!("CARGO_BIN_EXE_tag"), generate::tag_worst),
        ("duel", env!("CARGO_BIN_EXE_duel"), generate::duel_worst),
    ];
    bins.into_iter()
        .flat_map(|(bin, exe, make)| {
            make().into_iter().map(move |(name, input)| Case {
                bin,
                exe,
                name,
                input,
            })
        })
        .collect()
}

/// Up to 31 runs, fewer for slow cases (at least 5, stopping once 3 s are spent).
fn time_runs(exe: &str, input: &Path) -> Vec<Duration> {
    let budget = Instant::now();
    let mut times: Vec<Duration> = (0..31)
        .take_while(|&i| i < 5 || budget.elapsed() < Duration::from_secs(3))
        .map(|_| {
            let start = Instant::now();
            let status = Command::new(exe)
                .stdin(File::open(input).expect("open input"))
                .stdout(Stdio::null())
                .status()
                .expect("run solver");
            let t = start.elapsed();
            assert!(status.success(), "{exe} failed on {}", input.display());
            t
        })
        .collect();
    times.sort();
    times
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let write_only = args.iter().any(|a| a == "--write");
    let filter: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("../worst");
    fs::create_dir_all(&dir).expect("create target/worst");
    println!("{:<40} {:>10} {:>10}", "case", "min ms", "median ms");
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
        let times = time_runs(case.exe, &path);
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "{:<40} {:>10.2} {:>10.2}",
            full,
            ms(times[0]),
            ms(times[times.len() / 2])
        );
    }
}
