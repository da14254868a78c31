//! # One run of the program, measured and contained as a judge does it
//!
//! A run gives the program its input as a regular file on stdin, and takes its stdout and
//! stderr as files too: the program never waits for hack mode, whatever the machine's load.
//! The run ends when the program's own process exits: what it wrote by then is its output, and
//! a descendant still running does not extend the run. Nothing the program started outlives
//! the run.
//!
//! Measured for the program and every process it starts:
//! - **CPU time**, user + system. While it runs: the sum over the live processes of
//!   `/proc/PID/stat`'s own times and those of the children they waited for, sampled every
//!   [`protocol::SAMPLE`]. At the end: what `wait4(2)` reports for every process, reaped by the
//!   supervisor.
//! - **Peak memory**: the largest sum of resident memory over the live processes, sampled, or
//!   a process's own peak (`ru_maxrss`) if that is larger. Address space that is reserved but
//!   never touched is not resident, so a JVM's or a sanitizer's reservations cost nothing.
//!   With [`Limits::committed`], each process counts at least its *committed* memory, as
//!   Windows counts it on Codeforces: its private writable mappings, touched or not (a static
//!   array counts whole), but not the reservations made with `PROT_NONE` (a JVM's, Go's) nor
//!   the stacks of threads other than the main one (see [`tree`]). It is read also at every
//!   call that lowers it, however soon after the start ([`unmaps`]).
//! - **Instructions** retired by the program and every process it starts, where the machine
//!   counts them for an ordinary user ([`counter`]): the hunt's steady score.
//! - **Idle time**: the wall time in which no thread of it ran or waited for a CPU
//!   (`/proc/PID/task/TID/schedstat` holds both). A program that waits on a busy machine's run
//!   queue is not idle; one that sleeps or blocks is.
//!
//! The whole tree is killed as soon as its CPU time passes the limit, its memory passes the
//! limit, its output passes the output limit, or it has been idle longer than the idleness
//! limit while nothing of it could run. Its main thread's stack may grow to [`Limits::stack`]
//! (the judge's, not the shell's). A backstop on the wall clock, minutes long, stops a
//! program that a machine too busy to judge hardly lets run ([`Stop::Backstop`]).
//!
//! ## How, for an ordinary user, without a cgroup
//! - Hack mode starts each *supervisor* as its own executable again ([`supervisor::ENV`]), so
//!   a supervisor is small: the kernel counts a new program's peak memory from the process it
//!   was started from until `exec`. A supervisor runs one job's programs, one after another.
//! - A supervisor is a child subreaper (`prctl(PR_SET_CHILD_SUBREAPER)`): any descendant of the
//!   program that is orphaned, even one that called `setsid()` or forked twice, becomes its
//!   child instead of init's. It starts the program in a process group of its own, samples and
//!   enforces the limits ([`tree`]), and once the program has exited kills its group and every
//!   process left, again and again, until it has no child at all (`ECHILD`). Only then does it
//!   take the next run, so whatever it reaps belongs to the run just ended. A program tree of
//!   more than a few processes is niced, so that a fork bomb cannot starve its supervisor.
//! - Hack mode is a subreaper too. A program that kills its supervisor is orphaned to hack
//!   mode, which kills it and everything it started, and calls the run a runtime error
//!   ([`Stop::Lost`]). A supervisor that stops answering is killed the same way.
//! - If hack mode dies, its sockets close and each supervisor kills its run and exits. Ctrl-C
//!   (`SIGINT`, `SIGHUP` or `SIGTERM`, each unless hack mode was started ignoring it) makes
//!   hack mode tell its supervisors to do so (`SIGUSR1`), wait for them, and exit.
//!
//! Linux only: it needs `/proc` (with `/proc/PID/task/TID/children`, else it scans `/proc` for
//! children), `memfd_create(2)`, and uses `pidfd_open(2)` (Linux 5.3) to wake at the program's
//! exit; an older kernel is polled every millisecond instead.

mod counter;
mod image;
mod protocol;
mod runner;
mod supervisor;
mod sys;
mod tree;
mod unmaps;

pub use image::writable_size;
pub use protocol::{Limits, Ran, Stop};
pub use runner::{Runner, interrupted};
pub use supervisor::serve_if_asked;
pub use sys::hard_stack_limit;

#[cfg(test)]
pub(crate) mod testing {
    use super::Ran;
    use std::os::unix::process::ExitStatusExt;
    use std::time::Duration;

    /// A run that exited at once after 1 ms of CPU time, with this count of instructions.
    pub fn ran(instructions: Option<u64>) -> Ran {
        Ran {
            stdout: Vec::new(),
            stderr: (Vec::new(), Vec::new(), 0),
            status: std::process::ExitStatus::from_raw(0),
            stopped: None,
            cpu: Duration::from_millis(1),
            memory: 0,
            idle: Duration::ZERO,
            wall: Duration::ZERO,
            stack: 0,
            instructions,
        }
    }
}
