//! # One run of the program, measured and contained as a judge does it
//!
//! A run gives the program its input on stdin and reads its stdout and stderr while it runs. It
//! ends when the program's own process exits: what the program wrote by then is its output, and
//! a descendant that still holds a pipe open does not extend the run. Nothing the program
//! started outlives the run.
//!
//! Measured for the program and every process it starts:
//! - **CPU time**, user + system. While it runs: the sum over the live processes of
//!   `/proc/PID/stat`'s own times and those of the children they waited for, sampled every
//!   [`SAMPLE`]. At the end: what `wait4(2)` reports for the program (with the children it
//!   waited for) and for every other descendant, reaped here.
//! - **Peak memory**: the largest sum of resident memory (`/proc/PID/statm`) over the live
//!   processes, sampled, or a process's own peak (`ru_maxrss`) if that is larger. Address space
//!   that is reserved but never touched is not resident, so a JVM's or a sanitizer's
//!   reservations cost nothing.
//!
//! The whole tree is killed as soon as its CPU time passes the limit, its memory passes the
//! limit, the wall clock passes the backstop (a program that sleeps or blocks), or its output
//! passes the output limit. Memory is checked at every sample, so a leak is stopped a few
//! milliseconds after it crosses the limit, however many runs go at once.
//!
//! ## How, for an ordinary user, without a cgroup
//! - A *launcher* is forked once, when hack mode starts, while the process is still small and
//!   single-threaded. It forks one *supervisor* per job, which runs that job's programs one
//!   after another. The kernel counts a new program's peak memory from the process it was
//!   started from until `exec`, so starting programs from a small supervisor keeps that floor
//!   near 2 MiB, not hack mode's own size.
//! - A supervisor is a child subreaper (`prctl(PR_SET_CHILD_SUBREAPER)`): any descendant of the
//!   program that is orphaned, even one that called `setsid()` or forked twice, becomes its
//!   child instead of init's. It starts the program in a process group of its own, samples and
//!   enforces the limits, and once the program has exited kills its group and every process
//!   left, again and again, until it has no child at all (`ECHILD`). Only then does it take
//!   the next run, so whatever it reaps belongs to the run just ended.
//! - If hack mode dies (Ctrl-C, a kill), its sockets close and the launcher is killed with it;
//!   a supervisor in the middle of a run gets `SIGTERM` (or the Ctrl-C itself) and cleans up
//!   the same way before it exits.
//!
//! Linux only: it needs `/proc` (with `/proc/PID/task/TID/children`, else it scans `/proc` for
//! children) and uses `pidfd_open(2)` (Linux 5.3) to wake at the program's exit; an older kernel
//! is polled every millisecond instead.

mod supervisor;
mod sys;

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, Read, Write};
use std::os::fd::AsRawFd;
use std::os::unix::net::UnixStream;
use std::os::unix::process::ExitStatusExt;
use std::process::ExitStatus;
use std::sync::Mutex;
use std::time::Duration;
use sys::{packet_pair, pipe, poll, send_fds, set_nonblocking, threads};

/// How often a running program's CPU time and memory are sampled.
pub const SAMPLE: Duration = Duration::from_millis(5);
/// Kept of the program's stderr, for the report.
pub const STDERR_KEPT: usize = 4 << 10;

/// What one run may use.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub cpu: Duration,
    /// The backstop for a program that sleeps or blocks.
    pub wall: Duration,
    /// Bytes of resident memory.
    pub memory: u64,
    /// Bytes of output.
    pub output: usize,
}

/// Why a run was stopped before the program exited by itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stop {
    Cpu,
    Wall,
    Memory,
    Output,
}

/// One finished run.
pub struct Ran {
    /// At most the output limit plus one byte.
    pub stdout: Vec<u8>,
    /// Its first [`STDERR_KEPT`] bytes.
    pub stderr: Vec<u8>,
    /// As the program ended: a `SIGKILL` when it was stopped.
    pub status: ExitStatus,
    pub stopped: Option<Stop>,
    /// User + system, of the program and all its descendants.
    pub cpu: Duration,
    /// Peak resident memory in bytes.
    pub memory: u64,
}

/// The launcher process, which forks one supervisor per job.
pub struct Launcher {
    socket: Mutex<UnixStream>,
    /// Supervisors between runs.
    idle: Mutex<Vec<UnixStream>>,
    pid: libc::pid_t,
    /// The program, as error messages name it.
    name: String,
}

/// A run's request to a supervisor: the limits, with the program's stdin, stdout and stderr
/// passed alongside. (A request to the launcher is one byte, with the new supervisor's end of
/// its socket.)
const REQUEST: usize = 24;
/// A supervisor's messages: the program has exited (its output ends here); it could not be
/// started (an errno follows); the final figures (status, stop, CPU µs, memory bytes).
const EXITED: u8 = b'E';
const NOT_STARTED: u8 = b'X';
const FINAL: usize = 4 + 1 + 8 + 8;
/// The one message to a supervisor in a run: stop the program, its output is past the limit.
/// One that arrives after the run is ignored.
const KILL: u8 = b'K';

impl Launcher {
    /// Forks the launcher for `command`. The process must still be single-threaded: the
    /// launcher goes on running ordinary Rust code, allocations included, after the fork.
    pub fn start(command: &[OsString]) -> Result<Launcher, String> {
        if threads() != Some(1) {
            return Err("internal error: hack mode must start its launcher first".into());
        }
        let (ours, theirs) = packet_pair().map_err(|e| format!("cannot run: {e}"))?;
        let parent = std::process::id() as libc::pid_t;
        // SAFETY: the process is single-threaded (checked above), so the child may do anything.
        match unsafe { libc::fork() } {
            -1 => Err(format!("cannot fork: {}", io::Error::last_os_error())),
            0 => {
                drop(ours);
                supervisor::launcher(theirs, command, parent)
            }
            pid => Ok(Launcher {
                socket: Mutex::new(ours),
                idle: Mutex::new(Vec::new()),
                pid,
                name: command[0].to_string_lossy().into_owned(),
            }),
        }
    }

    /// An idle supervisor, or a new one.
    fn supervisor(&self) -> io::Result<UnixStream> {
        if let Some(s) = self.idle.lock().unwrap().pop() {
            return Ok(s);
        }
        let (ours, theirs) = packet_pair()?;
        send_fds(&self.socket.lock().unwrap(), b"S", &[theirs.as_raw_fd()])?;
        Ok(ours)
    }

    /// Runs the program once on `input`.
    pub fn run(&self, input: &[u8], limits: &Limits) -> Result<Ran, String> {
        let failed = |e: io::Error| format!("cannot run the program: {e}");
        let vanished = || "internal error: a run's supervisor vanished".to_string();
        let mut control = self.supervisor().map_err(failed)?;
        let (stdin_r, stdin_w) = pipe().map_err(failed)?;
        let (stdout_r, stdout_w) = pipe().map_err(failed)?;
        let (stderr_r, stderr_w) = pipe().map_err(failed)?;
        let mut request = [0u8; REQUEST];
        request[..8].copy_from_slice(&(limits.cpu.as_micros() as u64).to_le_bytes());
        request[8..16].copy_from_slice(&(limits.wall.as_micros() as u64).to_le_bytes());
        request[16..].copy_from_slice(&limits.memory.to_le_bytes());
        let passed = [&stdin_r, &stdout_w, &stderr_w].map(|f| f.as_raw_fd());
        send_fds(&control, &request, &passed).map_err(failed)?;
        drop((stdin_r, stdout_w, stderr_w));
        let mut stdin = Some(File::from(stdin_w));
        let (mut stdout, mut stderr) = (Some(File::from(stdout_r)), Some(File::from(stderr_r)));
        for fd in [&stdin, &stdout, &stderr] {
            set_nonblocking(fd.as_ref().unwrap().as_raw_fd()).map_err(failed)?;
        }
        control.set_nonblocking(true).map_err(failed)?;
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let mut written = 0;
        let mut kill_sent = false;
        let mut message = [0u8; 64];
        // Until the supervisor says the program has exited: feed stdin, read both outputs.
        let got = loop {
            let mut polled = Vec::with_capacity(4);
            let mut watch = |file: &Option<File>, events| {
                if let Some(f) = file {
                    polled.push(libc::pollfd {
                        fd: f.as_raw_fd(),
                        events,
                        revents: 0,
                    });
                }
            };
            watch(&stdin, libc::POLLOUT);
            watch(&stdout, libc::POLLIN);
            watch(&stderr, libc::POLLIN);
            polled.push(libc::pollfd {
                fd: control.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            });
            poll(&mut polled, None).map_err(failed)?;
            let ready = |file: &Option<File>| {
                file.as_ref().is_some_and(|f| {
                    polled
                        .iter()
                        .any(|p| p.fd == f.as_raw_fd() && p.revents != 0)
                })
            };
            if ready(&stdin) {
                // A program may exit without reading all of its input: the broken pipe is its
                // choice, and ends the feeding.
                match stdin.as_ref().unwrap().write(&input[written..]) {
                    Ok(n) => written += n,
                    Err(e) if e.kind() == io::ErrorKind::WouldBlock => {}
                    Err(_) => written = input.len(),
                }
                if written == input.len() {
                    stdin = None;
                }
            }
            if ready(&stdout) {
                read_some(&mut stdout, &mut out, limits.output + 1);
            }
            if out.len() > limits.output && !kill_sent {
                let _ = control.write_all(&[KILL]);
                kill_sent = true;
            }
            if ready(&stderr) {
                read_some(&mut stderr, &mut err, STDERR_KEPT);
            }
            if polled.last().unwrap().revents != 0 {
                match control.read(&mut message) {
                    Ok(0) => return Err(vanished()),
                    Ok(n) => break n,
                    Err(e) if e.kind() == io::ErrorKind::WouldBlock => {}
                    Err(e) => return Err(failed(e)),
                }
            }
        };
        if message[0] == NOT_STARTED && got == 5 {
            self.idle.lock().unwrap().push(control);
            let errno = i32::from_le_bytes(message[1..5].try_into().unwrap());
            return Err(format!(
                "cannot start `{}`: {}",
                self.name,
                io::Error::from_raw_os_error(errno)
            ));
        }
        if message[0] != EXITED || got != 1 {
            return Err(vanished());
        }
        // What the pipes hold now was written before the program exited. A descendant may go
        // on writing until it is killed: a few pipe buffers' worth is read, no more.
        for _ in 0..64 {
            let more = read_some(&mut stdout, &mut out, limits.output + 1);
            if !(read_some(&mut stderr, &mut err, STDERR_KEPT) || more) {
                break;
            }
        }
        drop((stdin, stdout, stderr));
        control.set_nonblocking(false).map_err(failed)?;
        if control.read(&mut message).map_err(failed)? != FINAL {
            return Err(vanished());
        }
        self.idle.lock().unwrap().push(control);
        let number = |range: std::ops::Range<usize>| {
            let mut bytes = [0u8; 8];
            bytes[..range.len()].copy_from_slice(&message[range]);
            u64::from_le_bytes(bytes)
        };
        let stopped = match message[4] {
            1 => Some(Stop::Cpu),
            2 => Some(Stop::Wall),
            3 => Some(Stop::Memory),
            4 => Some(Stop::Output),
            _ => None,
        };
        Ok(Ran {
            stdout: out,
            stderr: err,
            status: ExitStatus::from_raw(number(0..4) as u32 as i32),
            stopped,
            cpu: Duration::from_micros(number(5..13)),
            memory: number(13..21),
        })
    }
}

impl Drop for Launcher {
    fn drop(&mut self) {
        // Supervisors and the launcher end when their sockets close.
        self.idle.lock().unwrap().clear();
        let _ = self
            .socket
            .lock()
            .map(|s| s.shutdown(std::net::Shutdown::Both));
        // SAFETY: waits for our own child; no memory is shared.
        unsafe {
            libc::waitpid(self.pid, std::ptr::null_mut(), 0);
        }
    }
}

/// Reads what `file` has now into `into`, keeping at most `keep` bytes in all: `false` once it
/// is at its end (or broken), and then closes it.
fn read_some(file: &mut Option<File>, into: &mut Vec<u8>, keep: usize) -> bool {
    let Some(f) = file else { return false };
    let mut buf = [0u8; 64 << 10];
    match f.read(&mut buf) {
        Ok(0) => {}
        Ok(n) => {
            let room = keep.saturating_sub(into.len());
            into.extend_from_slice(&buf[..n.min(room)]);
            return true;
        }
        Err(e) if e.kind() == io::ErrorKind::WouldBlock => return false,
        Err(e) if e.kind() == io::ErrorKind::Interrupted => return true,
        Err(_) => {}
    }
    *file = None;
    false
}
