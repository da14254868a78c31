//! The program's process tree as `/proc` shows it while it runs: CPU time, resident memory,
//! the time its threads spent running or waiting for a CPU, and the main stack's size.
//!
//! A sample walks the supervisor's descendants: per process `/proc/PID/stat` (times, resident
//! pages, state), per thread `/proc/PID/task/TID/schedstat` (time on a CPU and time waiting on
//! a run queue, in ns) and `children`. A thread's last figures are kept after it ends, so the
//! time it spent counts however short it lived after the last sample.

use super::sys::{clock_ticks, page_size, stat_fields};
use std::collections::HashMap;
use std::time::Duration;

pub struct Tree {
    root: libc::pid_t,
    program: libc::pid_t,
    /// Per thread: nanoseconds on a CPU and waiting for one, as last seen.
    seen: HashMap<libc::pid_t, (u64, u64)>,
    ticks_per_second: u64,
    page: u64,
    /// The largest main stack seen, in bytes (`VmStk` of the program's own process).
    pub stack: u64,
}

/// One look at the tree.
pub struct Sample {
    /// User + system time of the live processes and of the children they waited for.
    pub cpu: Duration,
    /// Time on a CPU or waiting for one, summed over every thread seen.
    pub active: Duration,
    /// Resident memory summed over the live processes.
    pub memory: u64,
    /// Whether some thread is running or waiting for a CPU now.
    pub runnable: bool,
    pub processes: usize,
}

impl Tree {
    /// The tree below `root` (the supervisor), whose program is `program`.
    pub fn new(root: libc::pid_t, program: libc::pid_t) -> Tree {
        Tree {
            root,
            program,
            seen: HashMap::new(),
            ticks_per_second: clock_ticks(),
            page: page_size(),
            stack: 0,
        }
    }

    pub fn sample(&mut self) -> Sample {
        let (mut ticks, mut pages, mut runnable, mut processes) = (0u64, 0u64, false, 0);
        let mut todo = vec![self.root];
        while let Some(pid) = todo.pop() {
            let tasks: Vec<libc::pid_t> = std::fs::read_dir(format!("/proc/{pid}/task"))
                .map(|dir| {
                    dir.flatten()
                        .filter_map(|e| e.file_name().to_str()?.parse().ok())
                        .collect()
                })
                .unwrap_or_default();
            for &tid in &tasks {
                let task = format!("/proc/{pid}/task/{tid}");
                if let Ok(list) = std::fs::read_to_string(format!("{task}/children")) {
                    todo.extend(
                        list.split_whitespace()
                            .filter_map(|p| p.parse::<libc::pid_t>().ok()),
                    );
                }
                if pid == self.root {
                    continue;
                }
                if let Some(times) = schedstat(&task) {
                    self.seen.insert(tid, times);
                }
                if tasks.len() > 1 {
                    runnable |= task_state(&task) == Some('R');
                }
            }
            if pid == self.root {
                continue;
            }
            processes += 1;
            let Some(fields) = stat_fields(pid) else {
                continue;
            };
            runnable |= fields[0] == "R";
            let number = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
            ticks += (11..15).filter_map(number).sum::<u64>();
            pages += number(21).unwrap_or(0);
            if pid == self.program {
                self.stack = self.stack.max(main_stack(pid));
            }
        }
        let cpu = Duration::from_nanos(ticks.saturating_mul(1_000_000_000) / self.ticks_per_second);
        let (ran, waited) = self
            .seen
            .values()
            .fold((0, 0), |(r, w), &(run, wait)| (r + run, w + wait));
        Sample {
            cpu,
            active: cpu.max(Duration::from_nanos(ran)) + Duration::from_nanos(waited),
            memory: pages * self.page,
            runnable,
            processes,
        }
    }
}

/// A thread's time on a CPU and time waiting for one, in ns.
fn schedstat(task: &str) -> Option<(u64, u64)> {
    let text = std::fs::read_to_string(format!("{task}/schedstat")).ok()?;
    let mut numbers = text.split_whitespace().map(|t| t.parse::<u64>().ok());
    Some((numbers.next()??, numbers.next()??))
}

fn task_state(task: &str) -> Option<char> {
    let stat = std::fs::read_to_string(format!("{task}/stat")).ok()?;
    stat[stat.rfind(')')? + 1..].trim_start().chars().next()
}

/// `VmStk` of `/proc/PID/status`, in bytes.
fn main_stack(pid: libc::pid_t) -> u64 {
    let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) else {
        return 0;
    };
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmStk:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map_or(0, |kib| kib << 10)
}
