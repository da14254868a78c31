//! A `dot` solution for hack mode's tests: right, but for the bug that `--cfg bug="…"` picks.
//! - `boundary`: a point at distance exactly `d` counts as outside (WA);
//! - `origin`: solves from the origin, whatever the start (WA; the smallest failing input has
//!   `d = 1` and a start off the origin);
//! - `lower`: prints the right name in lower case (WA, differing only in letter case);
//! - `crash`: panics when `x + y < 0` (RE);
//! - `abort`: aborts once `d > 50` (RE, by a signal);
//! - `sleep`: sleeps once `d >= 100`, with a child that holds its output open (ILE);
//! - `hog`: touches 1 GiB before it answers (MLE);
//! - `flood`: prints its answer without end (OLE);
//! - `garbage`: prints a greeting whatever the input, of any game (WA).
//!
//! And right, but doing what a judge must contain or must not count:
//! - `crlf`: ends its line with CR LF;
//! - `reserve`: reserves 4 GiB of address space and touches 16 MiB of it;
//! - `holder`: leaves a child behind that holds its stdout open for 30 s;
//! - `noisy`: writes 1.5 MiB to stderr and leaves a child behind that holds it open;
//! - `escape`: leaves a grandchild behind in a session of its own (`setsid()`, after a double
//!   fork) that sleeps 30 s; its PID is appended to the file named by `$HACK_ESCAPE_PIDS`.
//! Without a bug it is a correct, plain solution.

use std::io::{Read, Write};

extern "C" {
    fn fork() -> i32;
    fn setsid() -> i32;
    fn getpid() -> i32;
    fn _exit(status: i32) -> !;
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    // Before reading any number: the same program is wrong for every game.
    if cfg!(bug = "garbage") {
        println!("Hello, world!");
        return;
    }
    let v: Vec<i64> = text
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (x, y, n, d) = (v[0], v[1], v[2] as usize, v[3]);
    let vectors: Vec<(i64, i64)> = (0..n).map(|i| (v[4 + 2 * i], v[5 + 2 * i])).collect();
    if cfg!(bug = "crash") {
        let _: usize = (x + y).try_into().unwrap();
    }
    if cfg!(bug = "sleep") && d >= 100 {
        let _child = std::process::Command::new("sleep").arg("30").spawn();
        std::thread::sleep(std::time::Duration::from_secs(30));
    }
    if cfg!(bug = "abort") && d > 50 {
        std::process::abort();
    }
    if cfg!(bug = "hog") {
        let touched = vec![1u8; 1 << 30];
        std::hint::black_box(&touched);
    }
    if cfg!(bug = "reserve") {
        let mut reserved: Vec<u8> = Vec::with_capacity(4 << 30);
        reserved.resize(16 << 20, 1);
        std::hint::black_box(&reserved);
    }
    if cfg!(bug = "noisy") {
        let mut child = std::process::Command::new("sleep");
        let _child = child.arg("30").stdout(std::process::Stdio::null()).spawn();
        eprint!("{}", "debug\n".repeat(1 << 18));
    }
    if cfg!(bug = "escape") {
        escape();
    }
    if cfg!(bug = "flood") {
        loop {
            println!("Anton");
        }
    }
    let inside = |(px, py): (i64, i64)| {
        let r = px * px + py * py;
        if cfg!(bug = "boundary") { r < d * d } else { r <= d * d }
    };
    // Reflections never change the winner, so the game without them decides it. Moves only
    // increase x + y, so the table fills from the top-right corner down.
    let side = (2 * d + 1) as usize;
    let at = |px: i64, py: i64| (px + d) as usize * side + (py + d) as usize;
    let mut win = vec![false; side * side];
    for px in (-d..=d).rev() {
        for py in (-d..=d).rev() {
            if inside((px, py)) {
                win[at(px, py)] = vectors.iter().any(|&(a, b)| {
                    let q = (px + a, py + b);
                    inside(q) && !win[at(q.0, q.1)]
                });
            }
        }
    }
    let (x, y) = if cfg!(bug = "origin") { (0, 0) } else { (x, y) };
    let name = if win[at(x, y)] { "Anton" } else { "Dasha" };
    let mut out = std::io::stdout();
    if cfg!(bug = "lower") {
        writeln!(out, "{}", name.to_lowercase()).unwrap();
    } else if cfg!(bug = "crlf") {
        write!(out, "{name}\r\n").unwrap();
    } else {
        writeln!(out, "{name}").unwrap();
    }
    out.flush().unwrap();
    if cfg!(bug = "holder") {
        let _child = std::process::Command::new("sleep").arg("30").spawn();
    }
}

/// A double fork: the child starts a session of its own and forks the grandchild, which
/// records its PID and sleeps; the child exits at once, so the grandchild is an orphan.
fn escape() {
    // SAFETY: the process is single-threaded; the children only make plain system calls,
    // write a file and sleep.
    unsafe {
        if fork() == 0 {
            setsid();
            if fork() == 0 {
                if let Ok(path) = std::env::var("HACK_ESCAPE_PIDS") {
                    let mut file = std::fs::OpenOptions::new().append(true).create(true).open(path).unwrap();
                    writeln!(file, "{}", getpid()).unwrap();
                }
                std::thread::sleep(std::time::Duration::from_secs(30));
            }
            _exit(0);
        }
    }
}
