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

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::net::UnixStream;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

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
                launcher(theirs, command, parent)
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

/// The launcher: a supervisor forked for each request, until hack mode closes the socket.
fn launcher(socket: UnixStream, command: &[OsString], parent: libc::pid_t) -> ! {
    // SAFETY: plain system calls on our own process.
    unsafe {
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
        if libc::getppid() != parent {
            libc::_exit(0);
        }
        // Supervisors are reaped by the kernel; each sets this back for its own children.
        libc::signal(libc::SIGCHLD, libc::SIG_IGN);
        // Hack mode's terminal or pipes are not ours to hold.
        let null = libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
        for fd in 0..3 {
            libc::dup2(null, fd);
        }
        libc::close(null);
    }
    let mut request = [0u8; 1];
    while let Ok(Some((_, mut fds))) = receive_fds(&socket, &mut request) {
        let Some(theirs) = fds.pop() else { continue };
        // SAFETY: the launcher is single-threaded.
        if unsafe { libc::fork() } == 0 {
            drop(socket);
            supervisor(command, UnixStream::from(theirs))
        }
        // A failed fork drops the new socket: hack mode sees the supervisor vanish.
    }
    finish()
}

/// Set by `SIGTERM` (the launcher died), `SIGINT` or `SIGHUP`: clean up and go.
static TERMINATED: AtomicBool = AtomicBool::new(false);

extern "C" fn terminate(_: libc::c_int) {
    TERMINATED.store(true, Ordering::SeqCst);
}

/// A supervisor: one run after another, until hack mode closes the socket.
fn supervisor(command: &[OsString], mut control: UnixStream) -> ! {
    // SAFETY: plain system calls on our own process; the handler only stores a flag.
    unsafe {
        libc::signal(libc::SIGCHLD, libc::SIG_DFL);
        let handler = terminate as extern "C" fn(libc::c_int) as libc::sighandler_t;
        for signal in [libc::SIGTERM, libc::SIGINT, libc::SIGHUP] {
            libc::signal(signal, handler);
        }
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM);
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1);
    }
    let mut request = [0u8; REQUEST];
    loop {
        match receive_fds(&control, &mut request) {
            Ok(Some((REQUEST, fds))) if fds.len() == 3 => {
                let number =
                    |at: usize| u64::from_le_bytes(request[at..at + 8].try_into().unwrap());
                let limits = (
                    Duration::from_micros(number(0)),
                    Duration::from_micros(number(8)),
                    number(16),
                );
                let mut fds = fds.into_iter();
                let mut next = || fds.next().unwrap();
                let stdio = [next(), next(), next()];
                supervise(command, stdio, &mut control, limits);
            }
            // A kill request that came after its run had ended.
            Ok(Some(_)) => {}
            Err(e)
                if e.kind() == io::ErrorKind::Interrupted && !TERMINATED.load(Ordering::SeqCst) => {
            }
            _ => finish(),
        }
    }
}

/// One run: start the program, watch it, stop it at a limit, clean up after it, report.
fn supervise(
    command: &[OsString],
    stdio: [OwnedFd; 3],
    control: &mut UnixStream,
    (cpu_limit, wall_limit, memory_limit): (Duration, Duration, u64),
) {
    let started = Instant::now();
    let [stdin, stdout, stderr] = stdio;
    let mut program = Command::new(&command[0]);
    program
        .args(&command[1..])
        .stdin(Stdio::from(stdin))
        .stdout(Stdio::from(stdout))
        .stderr(Stdio::from(stderr))
        .process_group(0);
    let spawned = program.spawn();
    // The program's ends of its pipes go with the command.
    drop(program);
    let pid = match spawned {
        Ok(child) => child.id() as libc::pid_t,
        Err(e) => {
            let mut message = vec![NOT_STARTED];
            message.extend(e.raw_os_error().unwrap_or(0).to_le_bytes());
            let _ = control.write_all(&message);
            return;
        }
    };
    let _ = control.set_nonblocking(true);
    // SAFETY: pidfd_open(2) takes two integers; a failure (an old kernel) is -1.
    let pidfd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) } as RawFd;
    // SAFETY: a new descriptor, or -1; owned here alone.
    let pidfd = (pidfd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(pidfd) });
    let wait = if pidfd.is_some() {
        SAMPLE
    } else {
        Duration::from_millis(1)
    };
    let mut stopped = None;
    let mut peak = 0;
    let stop = |why: Stop, stopped: &mut Option<Stop>| {
        stopped.get_or_insert(why);
        kill_program(pid);
    };
    loop {
        let mut polled = vec![libc::pollfd {
            fd: control.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        }];
        if let Some(fd) = &pidfd {
            polled.push(libc::pollfd {
                fd: fd.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            });
        }
        let _ = poll(&mut polled, Some(wait));
        let mut byte = [0u8; 8];
        let parent_gone = match control.read(&mut byte) {
            Ok(0) => true,
            Ok(_) => {
                stop(Stop::Output, &mut stopped);
                false
            }
            Err(e) => {
                e.kind() != io::ErrorKind::WouldBlock && e.kind() != io::ErrorKind::Interrupted
            }
        };
        if parent_gone || TERMINATED.load(Ordering::SeqCst) {
            kill_program(pid);
            let (mut cpu, mut memory) = (Duration::ZERO, 0);
            reap_all(pid, &mut cpu, &mut memory);
            finish()
        }
        if has_exited(pid) {
            break;
        }
        let (cpu, memory) = sample_tree();
        peak = peak.max(memory);
        if cpu > cpu_limit {
            stop(Stop::Cpu, &mut stopped);
        } else if memory > memory_limit {
            stop(Stop::Memory, &mut stopped);
        } else if started.elapsed() > wall_limit {
            stop(Stop::Wall, &mut stopped);
        }
    }
    let _ = control.write_all(&[EXITED]);
    // Its group first, while its zombie still holds the group's number.
    kill_program(pid);
    let (mut cpu, mut memory) = (Duration::ZERO, peak);
    let status = reap_all(pid, &mut cpu, &mut memory);
    let mut message = status.to_le_bytes().to_vec();
    message.push(match stopped {
        None => 0,
        Some(Stop::Cpu) => 1,
        Some(Stop::Wall) => 2,
        Some(Stop::Memory) => 3,
        Some(Stop::Output) => 4,
    });
    message.extend((cpu.as_micros() as u64).to_le_bytes());
    message.extend(memory.to_le_bytes());
    let _ = control.set_nonblocking(false);
    let _ = control.write_all(&message);
}

fn finish() -> ! {
    // SAFETY: ends the process without running anything inherited from hack mode.
    unsafe { libc::_exit(0) }
}

fn kill_program(pid: libc::pid_t) {
    // SAFETY: kill(2) signals processes; it touches no memory. The program's group has the
    // program's number, which stays reserved until it is reaped here.
    unsafe {
        libc::kill(-pid, libc::SIGKILL);
        libc::kill(pid, libc::SIGKILL);
    }
}

/// Whether the program has exited, without reaping it.
fn has_exited(pid: libc::pid_t) -> bool {
    // SAFETY: waitid(2) fills the zeroed struct it is given.
    unsafe {
        let mut info: libc::siginfo_t = std::mem::zeroed();
        let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
        libc::waitid(libc::P_PID, pid as libc::id_t, &mut info, flags) == 0 && info.si_pid() != 0
    }
}

/// Kills every child of this supervisor (orphans become its children as their parents die)
/// and reaps them until none is left, adding their CPU time and peak memory: the program's
/// wait status.
fn reap_all(program: libc::pid_t, cpu: &mut Duration, memory: &mut u64) -> i32 {
    let mut program_status = 0;
    loop {
        for child in children(std::process::id() as libc::pid_t) {
            // SAFETY: as in `kill_program`.
            unsafe {
                libc::kill(child, libc::SIGKILL);
            }
        }
        loop {
            let mut status = 0;
            // SAFETY: wait4(2) fills the zeroed struct it is given.
            let (pid, usage) = unsafe {
                let mut usage: libc::rusage = std::mem::zeroed();
                let pid = libc::wait4(-1, &mut status, libc::WNOHANG, &mut usage);
                (pid, usage)
            };
            if pid < 0 {
                return program_status;
            }
            if pid == 0 {
                break;
            }
            let time = |t: libc::timeval| {
                Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
            };
            *cpu += time(usage.ru_utime) + time(usage.ru_stime);
            *memory = (*memory).max(usage.ru_maxrss as u64 * 1024);
            if pid == program {
                program_status = status;
            }
        }
        std::thread::sleep(Duration::from_micros(200));
    }
}

/// CPU time and resident memory summed over this supervisor's live descendants.
fn sample_tree() -> (Duration, u64) {
    let ticks_per_second = clock_ticks();
    let page = page_size();
    let (mut ticks, mut pages) = (0, 0);
    let mut todo = children(std::process::id() as libc::pid_t);
    while let Some(pid) = todo.pop() {
        if let Some(t) = stat_ticks(pid) {
            ticks += t;
        }
        pages += std::fs::read_to_string(format!("/proc/{pid}/statm"))
            .ok()
            .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
            .unwrap_or(0);
        todo.extend(children(pid));
    }
    let cpu = Duration::from_nanos(ticks.saturating_mul(1_000_000_000) / ticks_per_second);
    (cpu, pages * page)
}

/// utime + stime + cutime + cstime of `/proc/PID/stat`, in clock ticks.
fn stat_ticks(pid: libc::pid_t) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name is in parentheses and may hold anything: count fields after the last.
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    fields
        .get(11..15)?
        .iter()
        .map(|f| f.parse::<u64>().ok())
        .sum()
}

/// The children of `pid`, from each of its threads' `children` file, or where the kernel has
/// none, from a scan of `/proc`.
fn children(pid: libc::pid_t) -> Vec<libc::pid_t> {
    let mut found = Vec::new();
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return found;
    };
    for task in tasks.flatten() {
        match std::fs::read_to_string(task.path().join("children")) {
            Ok(list) => found.extend(
                list.split_whitespace()
                    .filter_map(|p| p.parse::<libc::pid_t>().ok()),
            ),
            Err(e) if e.kind() == io::ErrorKind::NotFound && task.path().exists() => {
                return children_by_scan(pid);
            }
            Err(_) => {}
        }
    }
    found
}

fn children_by_scan(parent: libc::pid_t) -> Vec<libc::pid_t> {
    let Ok(all) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    all.flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<libc::pid_t>().ok())
        .filter(|&pid| {
            std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .ok()
                .is_some_and(|s| {
                    let after = s.rfind(')').map_or("", |i| &s[i + 1..]);
                    after.split_whitespace().nth(1) == Some(&parent.to_string())
                })
        })
        .collect()
}

fn clock_ticks() -> u64 {
    // SAFETY: sysconf(3) reads a constant.
    (unsafe { libc::sysconf(libc::_SC_CLK_TCK) }).max(1) as u64
}

fn page_size() -> u64 {
    // SAFETY: sysconf(3) reads a constant.
    (unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).max(1) as u64
}

/// The number of threads of this process, from `/proc/self/status`.
fn threads() -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("Threads:"))?;
    line["Threads:".len()..].trim().parse().ok()
}

fn pipe() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0; 2];
    // SAFETY: pipe2(2) fills the two integers it is given.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: both descriptors were just opened, and nothing else owns them.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

fn set_nonblocking(fd: RawFd) -> io::Result<()> {
    // SAFETY: fcntl(2) on a descriptor we own.
    let ok = unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        flags >= 0 && libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK) == 0
    };
    if ok {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}

/// poll(2); `None` waits without end. A signal ends the wait early, as an event would: every
/// caller looks again at what it waits for.
fn poll(fds: &mut [libc::pollfd], timeout: Option<Duration>) -> io::Result<()> {
    let ms = timeout.map_or(-1, |t| t.as_millis().max(1) as libc::c_int);
    // SAFETY: poll(2) reads and writes the slice it is given.
    if unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, ms) } >= 0 {
        return Ok(());
    }
    let e = io::Error::last_os_error();
    if e.kind() == io::ErrorKind::Interrupted {
        Ok(())
    } else {
        Err(e)
    }
}

/// Sends `data` with the descriptors `fds` (`SCM_RIGHTS`).
fn send_fds(socket: &UnixStream, data: &[u8], fds: &[RawFd]) -> io::Result<()> {
    let space = control_space(fds.len());
    let mut control = vec![0u8; space];
    let mut iov = libc::iovec {
        iov_base: data.as_ptr() as *mut libc::c_void,
        iov_len: data.len(),
    };
    // SAFETY: the header points at live buffers of the lengths given; CMSG_* stay inside
    // `control`, which is sized by CMSG_SPACE for these descriptors.
    unsafe {
        let mut msg: libc::msghdr = std::mem::zeroed();
        msg.msg_iov = &mut iov;
        msg.msg_iovlen = 1;
        msg.msg_control = control.as_mut_ptr() as *mut libc::c_void;
        msg.msg_controllen = space as _;
        let header = libc::CMSG_FIRSTHDR(&msg);
        (*header).cmsg_level = libc::SOL_SOCKET;
        (*header).cmsg_type = libc::SCM_RIGHTS;
        (*header).cmsg_len = libc::CMSG_LEN(std::mem::size_of_val(fds) as u32) as _;
        std::ptr::copy_nonoverlapping(
            fds.as_ptr(),
            libc::CMSG_DATA(header) as *mut RawFd,
            fds.len(),
        );
        if libc::sendmsg(socket.as_raw_fd(), &msg, 0) != data.len() as isize {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// Receives one message into `data` with up to four descriptors: its length and the
/// descriptors, or `None` at the end of the stream.
fn receive_fds(socket: &UnixStream, data: &mut [u8]) -> io::Result<Option<(usize, Vec<OwnedFd>)>> {
    const MOST: usize = 4;
    let space = control_space(MOST);
    let mut control = vec![0u8; space];
    let mut iov = libc::iovec {
        iov_base: data.as_mut_ptr() as *mut libc::c_void,
        iov_len: data.len(),
    };
    // SAFETY: as in `send_fds`; each descriptor received is new and owned here alone.
    unsafe {
        let mut msg: libc::msghdr = std::mem::zeroed();
        msg.msg_iov = &mut iov;
        msg.msg_iovlen = 1;
        msg.msg_control = control.as_mut_ptr() as *mut libc::c_void;
        msg.msg_controllen = space as _;
        let got = libc::recvmsg(socket.as_raw_fd(), &mut msg, libc::MSG_CMSG_CLOEXEC);
        if got < 0 {
            return Err(io::Error::last_os_error());
        }
        if got == 0 {
            return Ok(None);
        }
        let mut fds = Vec::new();
        let mut header = libc::CMSG_FIRSTHDR(&msg);
        while !header.is_null() {
            if (*header).cmsg_level == libc::SOL_SOCKET && (*header).cmsg_type == libc::SCM_RIGHTS {
                let bytes = (*header).cmsg_len as usize - libc::CMSG_LEN(0) as usize;
                let first = libc::CMSG_DATA(header) as *const RawFd;
                for i in 0..bytes / std::mem::size_of::<RawFd>() {
                    fds.push(OwnedFd::from_raw_fd(first.add(i).read_unaligned()));
                }
            }
            header = libc::CMSG_NXTHDR(&msg, header);
        }
        Ok(Some((got as usize, fds)))
    }
}

/// A pair of connected sockets that keep message boundaries (`SOCK_SEQPACKET`).
fn packet_pair() -> io::Result<(UnixStream, UnixStream)> {
    let mut fds = [0; 2];
    let kind = libc::SOCK_SEQPACKET | libc::SOCK_CLOEXEC;
    // SAFETY: socketpair(2) fills the two integers it is given.
    if unsafe { libc::socketpair(libc::AF_UNIX, kind, 0, fds.as_mut_ptr()) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: both descriptors were just opened, and nothing else owns them.
    let [a, b] = fds.map(|fd| UnixStream::from(unsafe { OwnedFd::from_raw_fd(fd) }));
    Ok((a, b))
}

fn control_space(fds: usize) -> usize {
    // SAFETY: CMSG_SPACE computes a length.
    unsafe { libc::CMSG_SPACE((fds * std::mem::size_of::<RawFd>()) as u32) as usize }
}
