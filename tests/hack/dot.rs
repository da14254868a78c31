//! A `dot` solution for hack mode's tests: right, but for the bug that `--cfg bug="…"` picks.
//! - `boundary`: a point at distance exactly `d` counts as outside (WA);
//! - `crash`: panics when `x + y < 0` (RE);
//! - `sleep`: sleeps once `d >= 100`, with a child that holds its output open (TLE);
//! - `garbage`: prints a greeting whatever the input, of any game (WA);
//! - `flood`: prints its answer without end (OLE);
//! - `abort`: aborts once `d > 50` (RE, by a signal);
//! - `noisy`: right, but writes 1.5 MiB to stderr and leaves a child behind that holds it open.
//! Without a bug it is a correct, plain solution.

use std::io::Read;

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
    if cfg!(bug = "noisy") {
        let mut child = std::process::Command::new("sleep");
        let _child = child.arg("30").stdout(std::process::Stdio::null()).spawn();
        eprint!("{}", "debug\n".repeat(1 << 18));
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
    println!("{}", if win[at(x, y)] { "Anton" } else { "Dasha" });
}
