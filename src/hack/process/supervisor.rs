//! A supervisor: the process between hack mode and the program, one per job (see the parent
//! module for why it exists and what it guarantees). Hack mode starts it as its own executable
//! again, with [`ENV`] set and the program's command line as its arguments; its stdin is the
//! socket to hack mode.

use super::counter::{Counter, Event};
use super::protocol::{EXITED, FINAL, Limits, NOT_STARTED, SAMPLE, STARTED, STDERR_KEPT, Stop};
use super::sys::{
    Reaped, duration, file_size, kill, numbers, on_signal, packet_pair, poll, punch_hole, reap,
    receive_fds, send_numbers, set_stack_limit,
};
use super::tree::{CROWDED, Sample, Tree};
use super::unmaps::{Exec, Filter, Listener};
use std::ffi::OsString;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::net::UnixStream;
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Set in a supervisor's environment by hack mode, and removed from the program's.
pub const ENV: &str = "GAME_SOLVERS_HACK_SUPERVISOR";

/// Set by `SIGUSR1`, which hack mode sends when it is interrupted: clean up and go.
static TERMINATED: AtomicBool = AtomicBool::new(false);

extern "C" fn terminate(_: libc::c_int) {
    TERMINATED.store(true, Ordering::SeqCst);
}

/// Runs as a supervisor if this process was started as one; else returns.
pub fn serve_if_asked() {
    if std::env::var_os(ENV).is_none() {
        return;
    }
    let command: Vec<OsString> = std::env::args_os().skip(1).collect();
    // SAFETY: hack mode gave the socket as stdin, and nothing else here uses descriptor 0.
    let control = UnixStream::from(unsafe { OwnedFd::from_raw_fd(0) });
    on_signal(libc::SIGUSR1, terminate, false);
    // SAFETY: plain system calls on our own process.
    unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1);
    }
    let mut request = [0u8; 64];
    loop {
        match receive_fds(&control, &mut request) {
            Ok(Some((len, fds))) if fds.len() == 3 => {
                let Some(limits) = Limits::decode(&numbers(&request[..len])) else {
                    finish()
                };
                let mut fds = fds.into_iter();
                let mut next = || fds.next().unwrap();
                supervise(&command, [next(), next(), next()], &control, &limits);
            }
            Err(e)
                if e.kind() == io::ErrorKind::Interrupted && !TERMINATED.load(Ordering::SeqCst) => {
            }
            _ => finish(),
        }
    }
}

/// One run: start the program, watch it, stop it at a limit, clean up after it, report.
fn supervise(command: &[OsString], stdio: [OwnedFd; 3], control: &UnixStream, limits: &Limits) {
    let started = Instant::now();
    let [stdin, stdout, stderr] = stdio;
    let counter = Counter::open(Event::Instructions);
    let (pid, listener) = match start(command, stdin, &stdout, &stderr, limits) {
        Ok(started) => started,
        Err(Some(errno)) => {
            let _ = send_numbers(control, &[NOT_STARTED, errno]);
            return;
        }
        Err(None) => return,
    };
    if send_numbers(control, &[STARTED, pid as u64]).is_err() {
        clean_up_and_exit(pid);
    }
    let (out, err) = (stdout.as_raw_fd(), stderr.as_raw_fd());
    let watched = watch(pid, started, control, limits, [out, err], listener);
    // What the program wrote up to its exit is its output; later writes are its children's.
    let (out_len, err_len) = (file_size(out), file_size(err));
    let _ = send_numbers(control, &[EXITED]);
    kill_group(pid);
    let (status, cpu, memory) = reap_all(pid);
    // Every process of the run has exited, so each has added its count.
    let instructions = counter.and_then(Counter::read).map_or(0, |n| n + 1);
    let wall = watched.wall;
    let message = [
        FINAL,
        status as u32 as u64,
        watched.stopped.map_or(0, Stop::code),
        cpu.as_micros() as u64,
        memory.max(watched.peak),
        wall.saturating_sub(watched.active.max(cpu)).as_micros() as u64,
        wall.as_micros() as u64,
        out_len,
        err_len,
        watched.stack,
        instructions,
    ];
    let _ = send_numbers(control, &message);
}

/// Starts the program on its files, with the judge's stack, in a session of its own, and
/// where memory is committed under the filter that shows each moment it may fall
/// ([`unmaps`](super::unmaps)): its process number and the filter's listener, or why it did not
/// start (an errno; `None` when a file could not be passed).
fn start(
    command: &[OsString],
    stdin: OwnedFd,
    stdout: &OwnedFd,
    stderr: &OwnedFd,
    limits: &Limits,
) -> Result<(libc::pid_t, Option<Listener>), Option<u64>> {
    let stack = limits.stack;
    let filter = limits.committed.then(Filter::new).flatten();
    let exec = match filter {
        Some(_) => Some(Exec::new(command, ENV).ok_or(None)?),
        None => None,
    };
    let Ok((ours, theirs)) = packet_pair() else {
        return Err(None);
    };
    let dup = |fd: &OwnedFd| fd.try_clone().map(Stdio::from);
    let (Ok(o), Ok(e)) = (dup(stdout), dup(stderr)) else {
        return Err(None);
    };
    let mut program = Command::new(&command[0]);
    program
        .args(&command[1..])
        .env_remove(ENV)
        .stdin(Stdio::from(stdin))
        .stdout(o)
        .stderr(e);
    // SAFETY: setsid(2) and setrlimit(2) are async-signal-safe. A session of its own is a
    // process group of its own, and a scheduling group of its own (the kernel's autogroups):
    // however many processes it starts, they share one group's part of the CPUs, and its
    // supervisor is not starved.
    unsafe {
        program.pre_exec(move || {
            libc::setsid();
            set_stack_limit(stack);
            if let (Some(filter), Some(exec)) = (&filter, &exec) {
                filter.install_and_exec(&theirs, exec);
            }
            Ok(())
        });
    }
    let spawned = program.spawn();
    drop(program);
    let pid = match spawned {
        Ok(child) => child.id() as libc::pid_t,
        Err(e) => return Err(Some(e.raw_os_error().unwrap_or(0) as u64)),
    };
    match Listener::receive(&ours) {
        Ok(listener) => Ok((pid, listener)),
        Err(errno) => {
            reap_all(pid);
            Err(Some(errno))
        }
    }
}

/// What watching a run saw: the wall time at the program's exit, why it was stopped, the
/// largest memory and active time sampled, and its main stack's size.
struct Watched {
    wall: Duration,
    stopped: Option<Stop>,
    peak: u64,
    active: Duration,
    stack: u64,
}

/// Samples the program's tree every [`SAMPLE`] until its process exits, reads it too at each
/// call the `listener` holds, and stops it at the first limit passed; `out` and `err` are its
/// stdout and stderr.
fn watch(
    pid: libc::pid_t,
    started: Instant,
    control: &UnixStream,
    limits: &Limits,
    [out, err]: [RawFd; 2],
    mut listener: Option<Listener>,
) -> Watched {
    // SAFETY: pidfd_open(2) takes two integers; a failure (an old kernel) is -1.
    let pidfd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) } as RawFd;
    // SAFETY: a new descriptor, or -1; owned here alone.
    let pidfd = (pidfd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(pidfd) });
    let mut tree = Tree::new(std::process::id() as libc::pid_t, pid);
    let (mut stopped, mut peak, mut active) = (None, 0, Duration::ZERO);
    // Whether a sample found many processes (a fork bomb).
    let mut crowded = false;
    let mut due = started + SAMPLE;
    let wall = loop {
        let held = wait_for_a_sample(control, pidfd.as_ref(), pid, &mut listener, due);
        if let Some(listener) = listener.as_mut().filter(|_| held) {
            let mut memory = 0;
            let _ = listener.answer(|tid, ends| memory = tree.before_lowering(tid, ends));
            peak = peak.max(memory);
            if memory > limits.memory {
                stopped.get_or_insert(Stop::Memory);
                kill_group(pid);
            }
        }
        // The clock before the counters: a delay between them can only make the program
        // look busier.
        let now = started.elapsed();
        if has_exited(pid) {
            break now;
        }
        if Instant::now() < due {
            continue;
        }
        due = Instant::now() + SAMPLE;
        let sample = tree.sample(crowded, limits);
        if sample.processes > CROWDED && !crowded {
            lower_priority(pid);
            crowded = true;
        }
        peak = peak.max(sample.memory);
        active = active.max(sample.active);
        if let Some(why) = passed(&sample, now, limits, out) {
            stopped.get_or_insert(why);
            kill_group(pid);
        }
        keep_only_the_ends(err);
    };
    Watched {
        wall,
        stopped,
        peak,
        active,
        stack: tree.stack,
    }
}

/// Waits until the next sample is `due`, the program exits, or the listener holds a call
/// (then true); if hack mode has gone or asks to stop (it sends nothing during a run), cleans
/// up and exits. A listener whose processes have all ended is dropped.
fn wait_for_a_sample(
    control: &UnixStream,
    pidfd: Option<&OwnedFd>,
    pid: libc::pid_t,
    listener: &mut Option<Listener>,
    due: Instant,
) -> bool {
    let watched = |fd: RawFd| libc::pollfd {
        fd,
        events: libc::POLLIN,
        revents: 0,
    };
    let mut polled = vec![watched(control.as_raw_fd())];
    polled.extend(pidfd.map(|fd| watched(fd.as_raw_fd())));
    polled.extend(listener.as_ref().map(|l| watched(l.fd())));
    let left = due.saturating_duration_since(Instant::now());
    let wait = if pidfd.is_some() {
        left
    } else {
        left.min(Duration::from_millis(1))
    };
    let _ = poll(&mut polled, Some(wait));
    if polled[0].revents != 0 || TERMINATED.load(Ordering::SeqCst) {
        clean_up_and_exit(pid);
    }
    let revents = if listener.is_some() {
        polled.last().map_or(0, |p| p.revents)
    } else {
        0
    };
    if revents & libc::POLLIN == 0 && revents != 0 {
        *listener = None;
    }
    revents & libc::POLLIN != 0
}

/// The first limit that a sample taken `now` after the start passed.
fn passed(sample: &Sample, now: Duration, limits: &Limits, out: RawFd) -> Option<Stop> {
    let idle = now.saturating_sub(sample.active);
    if sample.cpu > limits.cpu {
        Some(Stop::Cpu)
    } else if sample.memory > limits.memory {
        Some(Stop::Memory)
    } else if file_size(out) > limits.output {
        Some(Stop::Output)
    } else if idle > limits.idle && !sample.runnable {
        Some(Stop::Idle)
    } else if now > limits.backstop {
        Some(Stop::Backstop)
    } else {
        None
    }
}

/// A crowded tree (a fork bomb) gets the lowest priority within its session's scheduling
/// group, which shares the CPUs evenly with the supervisor's: its CPU time is what is judged,
/// and niceness does not change that.
fn lower_priority(pid: libc::pid_t) {
    // SAFETY: setpriority(2) on the program's own process group.
    unsafe {
        libc::setpriority(libc::PRIO_PGRP, pid as libc::id_t, 19);
    }
}

/// Only the head and the tail of stderr are reported: the middle of a long one need not take
/// memory.
fn keep_only_the_ends(err: RawFd) {
    let err_size = file_size(err);
    if err_size > 2 * STDERR_KEPT as u64 {
        let page = 4096;
        let to = (err_size - STDERR_KEPT as u64) / page * page;
        punch_hole(err, STDERR_KEPT.next_multiple_of(page as usize) as u64, to);
    }
}

fn clean_up_and_exit(pid: libc::pid_t) -> ! {
    kill_group(pid);
    reap_all(pid);
    finish()
}

fn finish() -> ! {
    // SAFETY: ends the process at once; it holds nothing to flush.
    unsafe { libc::_exit(0) }
}

fn kill_group(pid: libc::pid_t) {
    // The program's group has the program's number, which stays reserved until it is reaped
    // here.
    kill(-pid, libc::SIGKILL);
    kill(pid, libc::SIGKILL);
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
/// and reaps them until none is left: the program's wait status, and the CPU time and largest
/// peak memory of all of them.
fn reap_all(program: libc::pid_t) -> (i32, Duration, u64) {
    let (mut status, mut cpu, mut memory) = (0, Duration::ZERO, 0);
    loop {
        for child in super::sys::children(std::process::id() as libc::pid_t) {
            kill(child, libc::SIGKILL);
        }
        loop {
            match reap(-1) {
                Reaped::Ended(pid, s, usage) => {
                    cpu += duration(usage.ru_utime) + duration(usage.ru_stime);
                    memory = memory.max(usage.ru_maxrss as u64 * 1024);
                    if pid == program {
                        status = s;
                    }
                }
                Reaped::Running => break,
                Reaped::None => return (status, cpu, memory),
            }
        }
        std::thread::sleep(Duration::from_micros(200));
    }
}

#[cfg(test)]
mod tests;
