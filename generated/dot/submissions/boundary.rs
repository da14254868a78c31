// A point at distance exactly d counts as outside.
// From the game-solvers project's tests/hack/dot.rs with `--cfg bug="boundary"`.

//! A `dot` solution for hack mode's tests: right, but for the bug that `--cfg bug="…"` picks.
//! - `boundary`: a point at distance exactly `d` counts as outside (WA);
//! - `origin`: solves from the origin, whatever the start (WA; the smallest failing input has
//!   `d = 1` and a start off the origin);
//! - `lower`: prints the right name in lower case (WA, differing only in letter case);
//! - `crash`: panics when `x + y < 0` (RE);
//! - `abort`: aborts once `d > 50` (RE, by a signal);
//! - `sleep`: sleeps once `d >= 100`, with a child that holds its output open (ILE);
//! - `hog`: touches 1 GiB before it answers (MLE);
//! - `reserve`: reserves `2d` MiB, untouched, for 30 ms before it answers (MLE on committed
//!   memory once `2d` MiB and the program's own pass the limit);
//! - `flood`: prints its answer without end (OLE);
//! - `garbage`: prints a greeting whatever the input, of any game (WA);
//! - `crash-or-boundary`: panics when `n >= 3` (RE), and has the `boundary` bug (WA);
//! - `crash-below`: panics when `n = 1` and `d = 3` (RE), and has the `boundary` bug once
//!   `d >= 5` (WA; its smallest failing input has `n = 1`, `d = 5`);
//! - `table`: a table for every point with coordinates up to 200, read at a move's end before
//!   the move is checked to stay inside (RE once a move lands past 200: the smallest failing
//!   input is `0 0 1 1` with the vector `200 0`);
//! - `traceback`: writes 100 KB to stderr, the last line naming the error, and exits with
//!   status 1 (RE), as a Python program's uncaught exception does;
//! - `deep`: recurses without end, slowly, with the default action for `SIGSEGV` (RE, a stack
//!   overflow).
//! - `wider`: panics when one vector meets `d >= 125`, or two or more `d >= 89` (RE; the
//!   smallest failing input has one vector on a circle of 125);
//! - `linear`, `quadratic`, `cubic`: right, after spinning until its CPU time is `(d / 200)`,
//!   `(d / 200)²` or `(d / 200)³` seconds: a second at `d = 200` on any machine and under any
//!   load, since the kernel's count of its CPU time ends the spin (for the growth's tests).
//! Without a bug it is a correct, plain solution. Every variant asserts each guarantee of the
//! statement first, as contestants do, and aborts on an input that breaks one: the judge
//! never gives such an input, so hack mode and the packages must not either.

use std::io::{Read, Write};

extern "C" {
    fn signal(signal: i32, handler: usize) -> usize;
    fn getrusage(who: i32, usage: *mut [i64; 18]) -> i32;
}

/// This process's CPU time, user and system: `struct rusage` starts with two `timeval`s.
fn cpu_time() -> std::time::Duration {
    let mut usage = [0i64; 18];
    // SAFETY: getrusage(2) fills the struct it is given; 0 is RUSAGE_SELF.
    unsafe { getrusage(0, &mut usage) };
    let micros = (usage[0] + usage[2]) * 1_000_000 + usage[1] + usage[3];
    std::time::Duration::from_micros(micros as u64)
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    // Before reading any number: the same program is wrong for every game.
    if cfg!(any()) {
        println!("Hello, world!");
        return;
    }
    let v: Vec<i64> = text
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (x, y, n, d) = (v[0], v[1], v[2] as usize, v[3]);
    let vectors: Vec<(i64, i64)> = (0..n).map(|i| (v[4 + 2 * i], v[5 + 2 * i])).collect();
    assert_guarantees(&v);
    if cfg!(any()) {
        let _: usize = (x + y).try_into().unwrap();
    }
    if cfg!(any()) {
        for depth in 0..2000 {
            eprintln!("  File \"mine.py\", line {depth}, in search");
        }
        eprintln!("RecursionError: maximum recursion depth exceeded");
        std::process::exit(1);
    }
    if cfg!(any()) {
        assert!(d < if n == 1 { 125 } else { 89 }, "n = {n}, d = {d}");
    }
    if cfg!(any()) {
        assert!(n < 3, "n = {n}");
    }
    if cfg!(any()) {
        assert!((n, d) != (1, 3), "n = {n}, d = {d}");
    }
    if cfg!(any()) {
        // SAFETY: 11 is SIGSEGV, 0 SIG_DFL: Rust's own handler would abort with a message.
        unsafe { signal(11, 0) };
        std::hint::black_box(deep(0));
    }
    if cfg!(any()) && d >= 100 {
        let _child = std::process::Command::new("sleep").arg("30").spawn();
        std::thread::sleep(std::time::Duration::from_secs(30));
    }
    if cfg!(any()) && d > 50 {
        std::process::abort();
    }
    if cfg!(any()) {
        let touched = vec![1u8; 1 << 30];
        std::hint::black_box(&touched);
    }
    if cfg!(any()) {
        let reserved: Vec<u8> = Vec::with_capacity(d as usize * (2 << 20));
        std::hint::black_box(&reserved);
        std::thread::sleep(std::time::Duration::from_millis(30));
    }
    let power: u32 = if cfg!(any()) {
        1
    } else if cfg!(any()) {
        2
    } else if cfg!(any()) {
        3
    } else {
        0
    };
    if power > 0 {
        let spent = std::time::Duration::from_secs_f64((d as f64 / 200.0).powi(power as i32));
        let mut x = 0u64;
        while cpu_time() < spent {
            for i in 0..10_000 {
                x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(i);
            }
        }
        std::hint::black_box(x);
    }
    if cfg!(any()) {
        loop {
            println!("Anton");
        }
    }
    let inside = |(px, py): (i64, i64)| {
        let r = px * px + py * py;
        let below = cfg!(any()) && d >= 5;
        if cfg!(all()) || cfg!(any()) || below {
            r < d * d
        } else {
            r <= d * d
        }
    };
    // Reflections never change the winner, so the game without them decides it. Moves only
    // increase x + y, so the table fills from the top-right corner down.
    let reach = if cfg!(any()) { 200 } else { d };
    let side = (2 * reach + 1) as usize;
    let at = |px: i64, py: i64| (px + reach) as usize * side + (py + reach) as usize;
    let mut win = vec![false; side * side];
    for px in (-d..=d).rev() {
        for py in (-d..=d).rev() {
            if inside((px, py)) {
                win[at(px, py)] = vectors.iter().any(|&(a, b)| {
                    let q = (px + a, py + b);
                    if cfg!(any()) {
                        !win[at(q.0, q.1)] && inside(q)
                    } else {
                        inside(q) && !win[at(q.0, q.1)]
                    }
                });
            }
        }
    }
    let (x, y) = if cfg!(any()) { (0, 0) } else { (x, y) };
    let name = if win[at(x, y)] { "Anton" } else { "Dasha" };
    let mut out = std::io::stdout();
    if cfg!(any()) {
        writeln!(out, "{}", name.to_lowercase()).unwrap();
    } else {
        writeln!(out, "{name}").unwrap();
    }
    out.flush().unwrap();
}

/// Every guarantee of Codeforces 69D's statement.
fn assert_guarantees(v: &[i64]) {
    let (x, y, n, d) = (v[0], v[1], v[2], v[3]);
    assert!((-200..=200).contains(&x) && (-200..=200).contains(&y), "-200 <= x, y <= 200");
    assert!((1..=200).contains(&d) && (1..=20).contains(&n), "1 <= d <= 200, 1 <= n <= 20");
    assert!(x * x + y * y < d * d, "the initial dot is at a distance less than d");
    assert_eq!(v.len() as i64, 4 + 2 * n, "n vectors");
    let vectors: Vec<&[i64]> = v[4..].chunks(2).collect();
    for (i, w) in vectors.iter().enumerate() {
        assert!(w.iter().all(|c| (0..=200).contains(c)), "0 <= xi, yi <= 200");
        assert!(w != &[0, 0], "the vectors are non-zero");
        assert!(!vectors[..i].contains(w), "the vectors are different");
    }
}

/// A recursion of 1 KiB frames, each about 50 µs long, so that the stack grows to its limit
/// over about half a second.
fn deep(depth: u64) -> u64 {
    let mut frame = [depth; 128];
    for _ in 0..2000 {
        frame = std::hint::black_box(frame);
    }
    deep(depth + 1) + frame[depth as usize % 128]
}
