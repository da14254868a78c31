//! A `dot` solution for hack mode's tests that answers right, but first does what a judge must
//! measure or contain, as `--cfg act="…"` picks:
//! - `crlf`: ends its line with CR LF;
//! - `reserve`: reserves 4 GiB of address space and touches 16 MiB of it;
//! - `commit`: allocates 400 MiB, touches 1 MiB of it, and holds it for 0.2 s;
//! - `flash`: allocates 1 GiB, touches a page of it, and frees it at once, in well under a
//!   millisecond;
//! - `holder`: leaves a child behind that holds its stdout open for 30 s;
//! - `noisy`: writes 1.5 MiB to stderr and leaves a child behind that holds it open;
//! - `escape`: leaves a grandchild behind in a session of its own (`setsid()`, after a double
//!   fork) that sleeps 30 s; its PID is appended to the file named by `$HACK_PIDS` before the
//!   program answers;
//! - `parricide`: does what `escape` does, then kills its parent (hack mode's supervisor) and
//!   sleeps 30 s;
//! - `system`: spends 0.5 s of system time (reading `/dev/zero`), and little user time;
//! - `child`: a child spends 0.6 s of CPU time while the program waits for it without
//!   `wait()` (its pipe closing), and is never reaped by the program;
//! - `children`: two children touch 160 MiB each and hold it, together for 0.3 s;
//! - `spin`: spends 0.25 s of CPU time;
//! - `neighbour`: takes an exclusive lock on the file named by `$HACK_LOCK` for 50 ms, and
//!   spins without end if another copy of it holds the lock: slow only beside itself;
//! - `bomb`: forks 12 times in a row, every copy too, every copy spinning between forks and
//!   after, to 4096 copies that each stop by themselves after 1 s of CPU time, or 60 s;
//! - `linger`: does what `escape` does, then sleeps 0.5 s;
//! - `waited`: a child spends 0.5 s of system time (reading `/dev/zero`), and the program
//!   waits for it (`waitpid`), so that its time is the program's children's;
//! - `waited-then-spin`: a child spends 0.2 s of system time and the program waits for it,
//!   then spends 3 s of CPU time of its own;
//! - `sleepy`: sleeps 0.15 s;
//! - `straddle`: spends 235 ms of CPU time, but 120 ms on every third run (the runs counted in
//!   the file named by `$HACK_RUNS`);
//! - `vary`: spends 230, 240 or 250 ms of CPU time, in turn from run to run (counted so);
//! - `heap`: commits 300 MiB as `commit` does, but 100 MiB on every third run (counted so), as
//!   a runtime that grows its heap by need varies;
//! - `heaps`: commits 270, 280 or 290 MiB, in turn from run to run (counted so).
//! Without an act it is a correct, plain solution.

use std::io::{Read, Write};
use std::time::{Duration, Instant};

extern "C" {
    fn fork() -> i32;
    fn setsid() -> i32;
    fn getpid() -> i32;
    fn getppid() -> i32;
    fn kill(pid: i32, signal: i32) -> i32;
    fn pipe(fds: *mut i32) -> i32;
    fn close(fd: i32) -> i32;
    fn read(fd: i32, buf: *mut u8, count: usize) -> isize;
    fn write(fd: i32, buf: *const u8, count: usize) -> isize;
    fn getrusage(who: i32, usage: *mut Usage) -> i32;
    fn flock(fd: i32, operation: i32) -> i32;
    fn _exit(status: i32) -> !;
    fn waitpid(pid: i32, status: *mut i32, options: i32) -> i32;
}

/// `struct rusage` on 64-bit Linux: two `timeval`s, then fourteen longs.
#[repr(C)]
#[derive(Default)]
struct Usage {
    user: [i64; 2],
    system: [i64; 2],
    rest: [i64; 14],
}

/// This process's user and system time.
fn times() -> (Duration, Duration) {
    let mut u = Usage::default();
    // SAFETY: getrusage(2) fills the struct it is given; 0 is RUSAGE_SELF.
    unsafe { getrusage(0, &mut u) };
    let t = |v: [i64; 2]| Duration::from_secs(v[0] as u64) + Duration::from_micros(v[1] as u64);
    (t(u.user), t(u.system))
}

/// Reads `/dev/zero` until this process has spent `t` of system time.
fn system_time(t: Duration) {
    let mut zero = std::fs::File::open("/dev/zero").unwrap();
    let mut buffer = vec![0u8; 1 << 20];
    while times().1 < t {
        zero.read_exact(&mut buffer).unwrap();
    }
}

fn spin_until(cpu: Duration) {
    let mut x = 0u64;
    while times().0 + times().1 < cpu {
        for i in 0..100_000u64 {
            x = x.wrapping_add(i * i);
        }
        std::hint::black_box(x);
    }
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    if cfg!(act = "noisy") {
        let mut child = std::process::Command::new("sleep");
        let _child = child.arg("30").stdout(std::process::Stdio::null()).spawn();
        eprint!("{}", "debug\n".repeat(1 << 18));
    }
    if cfg!(act = "escape") || cfg!(act = "parricide") || cfg!(act = "linger") {
        escape();
    }
    if cfg!(act = "linger") {
        std::thread::sleep(Duration::from_millis(500));
    }
    if cfg!(act = "parricide") {
        // SAFETY: signals our parent; 9 is SIGKILL.
        unsafe { kill(getppid(), 9) };
        std::thread::sleep(Duration::from_secs(30));
    }
    if cfg!(act = "waited") {
        // SAFETY: plain system calls; the child reads and exits, the parent waits for it.
        unsafe {
            let child = fork();
            if child == 0 {
                system_time(Duration::from_millis(500));
                _exit(0);
            }
            waitpid(child, &mut 0, 0);
        }
    }
    if cfg!(act = "waited-then-spin") {
        // SAFETY: as for `waited`.
        unsafe {
            let child = fork();
            if child == 0 {
                system_time(Duration::from_millis(200));
                _exit(0);
            }
            waitpid(child, &mut 0, 0);
        }
        spin_until(Duration::from_secs(3));
    }
    if cfg!(act = "sleepy") {
        std::thread::sleep(Duration::from_millis(150));
    }
    if cfg!(act = "straddle") {
        let spent = if counted_run() % 3 == 2 { 120 } else { 235 };
        spin_until(Duration::from_millis(spent));
    }
    if cfg!(act = "vary") {
        spin_until(Duration::from_millis(230 + 10 * (counted_run() % 3)));
    }
    if cfg!(act = "system") {
        system_time(Duration::from_millis(500));
    }
    if cfg!(act = "child") {
        let mut ends = [0i32; 2];
        // SAFETY: plain system calls; the child only spins and exits.
        unsafe {
            pipe(ends.as_mut_ptr());
            if fork() == 0 {
                close(ends[0]);
                spin_until(Duration::from_millis(600));
                _exit(0);
            }
            close(ends[1]);
            // The pipe's end: the child has exited.
            read(ends[0], [0u8].as_mut_ptr(), 1);
        }
    }
    if cfg!(act = "children") {
        let mut ends = [0i32; 2];
        // SAFETY: plain system calls; each child touches memory, says so, and sleeps.
        unsafe {
            pipe(ends.as_mut_ptr());
            for _ in 0..2 {
                if fork() == 0 {
                    let touched = vec![1u8; 160 << 20];
                    std::hint::black_box(&touched);
                    write(ends[1], b"!".as_ptr(), 1);
                    std::thread::sleep(Duration::from_secs(30));
                    _exit(0);
                }
            }
            let mut ready = [0u8; 2];
            let mut got = 0;
            while got < 2 {
                got += read(ends[0], ready.as_mut_ptr(), 2 - got).max(0) as usize;
            }
        }
        std::thread::sleep(Duration::from_millis(300));
    }
    if cfg!(act = "spin") {
        spin_until(Duration::from_millis(250));
    }
    if cfg!(act = "neighbour") {
        use std::os::fd::AsRawFd;
        let path = std::env::var("HACK_LOCK").unwrap();
        let file = std::fs::OpenOptions::new().create(true).append(true).open(path).unwrap();
        // SAFETY: flock(2) on a file we hold; 2 | 4 is LOCK_EX | LOCK_NB.
        if unsafe { flock(file.as_raw_fd(), 2 | 4) } != 0 {
            spin_until(Duration::from_secs(3600));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    if cfg!(act = "bomb") {
        let start = Instant::now();
        let mut forks = 12;
        while start.elapsed() < Duration::from_secs(60) && times().0 + times().1 < Duration::from_secs(1) {
            if forks > 0 {
                // SAFETY: the copies only spin and fork.
                unsafe { fork() };
                forks -= 1;
            }
            let mut x = 0u64;
            for i in 0..100_000u64 {
                x = x.wrapping_add(i * i);
            }
            std::hint::black_box(x);
        }
        return;
    }
    let v: Vec<i64> = text
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (x, y, n, d) = (v[0], v[1], v[2] as usize, v[3]);
    let vectors: Vec<(i64, i64)> = (0..n).map(|i| (v[4 + 2 * i], v[5 + 2 * i])).collect();
    let commit = |mib: usize| {
        let mut allocated: Vec<u8> = Vec::with_capacity(mib << 20);
        allocated.resize(1 << 20, 1);
        std::hint::black_box(&allocated);
        std::thread::sleep(Duration::from_millis(200));
    };
    if cfg!(act = "commit") {
        commit(400);
    }
    if cfg!(act = "heap") {
        commit(if counted_run() % 3 == 2 { 100 } else { 300 });
    }
    if cfg!(act = "heaps") {
        commit(270 + 10 * (counted_run() % 3) as usize);
    }
    if cfg!(act = "flash") {
        let mut allocated: Vec<u8> = Vec::with_capacity(1 << 30);
        allocated.push(1);
        std::hint::black_box(&allocated);
    }
    if cfg!(act = "reserve") {
        let mut reserved: Vec<u8> = Vec::with_capacity(4 << 30);
        reserved.resize(16 << 20, 1);
        std::hint::black_box(&reserved);
    }
    // Reflections never change the winner, so the game without them decides it. Moves only
    // increase x + y, so the table fills from the top-right corner down.
    let inside = |(px, py): (i64, i64)| px * px + py * py <= d * d;
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
    let name = if win[at(x, y)] { "Anton" } else { "Dasha" };
    let mut out = std::io::stdout();
    if cfg!(act = "crlf") {
        write!(out, "{name}\r\n").unwrap();
    } else {
        writeln!(out, "{name}").unwrap();
    }
    out.flush().unwrap();
    if cfg!(act = "holder") {
        let _child = std::process::Command::new("sleep").arg("30").spawn();
    }
}

/// The number of this run, from 0, counted in the file named by `$HACK_RUNS` (a byte a run).
fn counted_run() -> u64 {
    let path = std::env::var("HACK_RUNS").unwrap();
    let mut file = std::fs::OpenOptions::new().create(true).append(true).open(path).unwrap();
    let before = file.metadata().unwrap().len();
    file.write_all(b".").unwrap();
    before
}

/// A double fork: the child starts a session of its own and forks the grandchild, which
/// records its PID and says so through a pipe, then sleeps; the child exits at once, so the
/// grandchild is an orphan. Returns once the PID is recorded.
fn escape() {
    let mut ends = [0i32; 2];
    // SAFETY: the process is single-threaded; the children only make plain system calls,
    // write a file and sleep.
    unsafe {
        pipe(ends.as_mut_ptr());
        if fork() == 0 {
            setsid();
            if fork() == 0 {
                if let Ok(path) = std::env::var("HACK_PIDS") {
                    let mut file = std::fs::OpenOptions::new().append(true).create(true).open(path).unwrap();
                    writeln!(file, "{}", getpid()).unwrap();
                }
                write(ends[1], b"!".as_ptr(), 1);
                std::thread::sleep(Duration::from_secs(30));
            }
            _exit(0);
        }
        close(ends[1]);
        read(ends[0], [0u8].as_mut_ptr(), 1);
        close(ends[0]);
    }
}
