//! A fork bomb under hack mode: stopped near its CPU limit, and nothing of it left. Alone in
//! its test binary, so that no other test starts processes while it runs.

mod common;

use common::hack::*;

/// A fork bomb is stopped soon after its CPU time passes the limit, and nothing of it is left.
#[test]
fn a_fork_bomb_is_stopped_near_its_limit() {
    let options = [
        "--seed",
        "1",
        "--cases",
        "1",
        "--no-max",
        "--time-limit",
        "2",
        "--memory-limit",
        "8192",
    ];
    let program = fixture("judged", Some("bomb"));
    let r = hack("dot", &options, &program);
    assert_eq!(r.status, Some(1), "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains(": time limit exceeded (TLE)."),
        "{}",
        r.stdout
    );
    let ms = measured_figure(&r.stdout, "- the case found, alone: ", " ms of CPU time");
    // The run alone may go to 1.25 times the limit, and the kill's pass over 4096 processes
    // lags by the CPU time they get meanwhile: seconds of it where builds or busy loops share
    // the cores (3.5 times the limit beside a build). A bomb that is not stopped runs on to
    // the backstop: within 5 times the limit.
    assert!((2000..10_000).contains(&ms), "{}", r.stdout);
    let exe = program.canonicalize().unwrap();
    let left = std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|e| std::fs::read_link(e.path().join("exe")).is_ok_and(|p| p == exe))
        .count();
    assert_eq!(left, 0);
}
