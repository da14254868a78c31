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
    // The run alone may go to 1.25 times the limit; a pass over 4096 processes on a machine
    // with two busy loops a core lags by seconds of their CPU time: within 3 times the limit.
    assert!((2000..6000).contains(&ms), "{}", r.stdout);
    let exe = program.canonicalize().unwrap();
    let left = std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|e| std::fs::read_link(e.path().join("exe")).is_ok_and(|p| p == exe))
        .count();
    assert_eq!(left, 0);
}
