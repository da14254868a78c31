//! Growth that agrees with the clock: programs whose time grows like `d`, `d²` and `d³` get
//! that exponent within 0.3; the full case's time is its measurement when it has one, and past
//! the ceiling an estimate within 15 % of the time the program takes alone, measured here by
//! `wait4(2)`. The programs spin until the kernel has counted the CPU time their size asks
//! for, so that neither the machine's speed nor its load moves what they cost: what is tested
//! is the growth's arithmetic on what it measures. (CPython's own speed varies by a quarter
//! from one second to the next on a shared machine, more than these bounds.)

mod common;

use common::hack::*;
use serde_json::Value;
use std::process::{Command, Stdio};
use std::time::Duration;

const POWERS: [(&str, f64); 3] = [("linear", 1.0), ("quadratic", 2.0), ("cubic", 3.0)];

/// Hack mode's report as JSON on the worst case at `d = 200` with one vector.
fn report(command: &[&str], limit: &str) -> Value {
    let mut args = vec!["--hack", "--format", "json", "--cases", "0"];
    args.extend(["--only", "d200-n1-left", "--time-limit", limit, "--"]);
    args.extend(command);
    let mut hack = Command::new(common::exe("dot"));
    hack.args(&args);
    let r = common::run_command(hack, b"", Duration::from_secs(300));
    assert_eq!(r.status, Some(1), "{}\n{}", r.stdout, r.stderr);
    let doc: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(doc["verdict"]["code"], "TLE", "{doc}");
    doc
}

/// The exponent fitted along `d`.
fn exponent(doc: &Value) -> f64 {
    let d = &doc["growth"]["sizes"][0];
    assert_eq!(d["name"], "d", "{doc}");
    d["exponent"]
        .as_f64()
        .unwrap_or_else(|| panic!("no exponent: {doc}"))
}

/// CPU time of `command` on `input`, alone, from `wait4(2)`.
fn cpu_alone(command: &[&str], input: &str) -> Duration {
    use std::io::Write;
    let mut child = Command::new(command[0])
        .args(&command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let pid = child.id() as libc::pid_t;
    // SAFETY: wait4 fills the zeroed status and usage it is given; the child is ours.
    let usage = unsafe {
        let (mut status, mut usage) = (0, std::mem::zeroed::<libc::rusage>());
        assert_eq!(libc::wait4(pid, &mut status, 0, &mut usage), pid);
        usage
    };
    std::mem::forget(child);
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    time(usage.ru_utime) + time(usage.ru_stime)
}

/// For each power, the report at time limit `limit` (seconds), its exponent along `d`
/// checked; and the program's path with the report.
fn fitted(limit: &str) -> Vec<(String, Value)> {
    POWERS
        .iter()
        .map(|&(bug, k)| {
            let exe = fixture("dot", Some(bug));
            let exe = exe.to_str().unwrap().to_string();
            let doc = report(&[&exe], limit);
            let fitted = exponent(&doc);
            assert!(
                (fitted - k).abs() <= 0.3,
                "{bug}: {fitted} for {k}: {}",
                doc["growth"]
            );
            (exe, doc)
        })
        .collect()
}

/// Each program takes a second on the full case: measured within the ceiling of three limits
/// of 0.5 s, and said as measured.
#[test]
fn a_known_complexity_is_found_and_the_full_case_measured() {
    for (exe, doc) in fitted("0.5") {
        let full = &doc["growth"]["full"];
        assert!(full["stopped_at_ms"].is_null(), "{exe}: {doc}");
        assert!(doc["growth"]["estimate"].is_null());
    }
}

/// With a limit of a fifth of the full case's time, its run stops at the ceiling, and the
/// estimate from the cuts is within 15 % of the program's time alone.
#[test]
fn past_the_ceiling_the_estimate_agrees_with_the_clock() {
    for (exe, doc) in fitted("0.2") {
        let growth = &doc["growth"];
        assert!(growth["full"]["stopped_at_ms"].is_number(), "{doc}");
        let estimate = growth["estimate"]["cpu_ms"]
            .as_f64()
            .unwrap_or_else(|| panic!("{doc}"));
        let input = doc["case"]["text"].as_str().unwrap();
        let alone = cpu_alone(&[&exe], input).as_secs_f64() * 1000.0;
        let error = (estimate - alone).abs() / alone;
        assert!(
            error <= 0.15,
            "{exe}: {estimate} ms against {alone} ms: {}",
            doc["growth"]
        );
    }
}
