//! A supervisor: the process between hack mode and the program, one per job (see the parent
//! module for why it exists and what it guarantees). Hack mode starts it as its own executable
//! again, with [`ENV`] set and the program's command line as its arguments; its stdin is the
//! socket to hack mode.

use super::sys::{
    Reaped, duration, file_size, kill, numbers, on_signal, poll, punch_hole, reap, receive_fds,
    send_numbers, set_stack_limit,
};
use super::tree::{CROWDED, Tree};
use super::{EXITED, FINAL, NOT_STARTED, STARTED};
use super::{Request, SAMPLE, STDERR_KEPT, Stop};
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
                let Some(limits) = Request::decode(&numbers(&request[..len])) else {
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
fn supervise(command: &[OsString], stdio: [OwnedFd; 3], control: &UnixStream, limits: &Request) {
    let started = Instant::now();
    let [stdin, stdout, stderr] = stdio;
    let (out, err) = (stdout.as_raw_fd(), stderr.as_raw_fd());
    let dup = |fd: &OwnedFd| fd.try_clone().map(Stdio::from);
    let (Ok(o), Ok(e)) = (dup(&stdout), dup(&stderr)) else {
        return;
    };
    let mut program = Command::new(&command[0]);
    program
        .args(&command[1..])
        .env_remove(ENV)
        .stdin(Stdio::from(stdin))
        .stdout(o)
        .stderr(e);
    // SAFETY: setsid(2) and setrlimit(2) are async-signal-safe. A session of its own is a process group of its
    // own, and a scheduling group of its own (the kernel's autogroups): however many processes
    // it starts, they share one group's part of the CPUs, and its supervisor is not starved.
    let stack = limits.stack;
    unsafe {
        program.pre_exec(move || {
            libc::setsid();
            set_stack_limit(stack);
            Ok(())
        });
    }
    let spawned = program.spawn();
    drop(program);
    let pid = match spawned {
        Ok(child) => child.id() as libc::pid_t,
        Err(e) => {
            let errno = e.raw_os_error().unwrap_or(0) as u64;
            let _ = send_numbers(control, &[NOT_STARTED, errno]);
            return;
        }
    };
    if send_numbers(control, &[STARTED, pid as u64]).is_err() {
        clean_up_and_exit(pid);
    }
    // SAFETY: pidfd_open(2) takes two integers; a failure (an old kernel) is -1.
    let pidfd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) } as RawFd;
    // SAFETY: a new descriptor, or -1; owned here alone.
    let pidfd = (pidfd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(pidfd) });
    let wait = if pidfd.is_some() {
        SAMPLE
    } else {
        Duration::from_millis(1)
    };
    let mut tree = Tree::new(std::process::id() as libc::pid_t, pid);
    let (mut stopped, mut peak, mut active) = (None, 0, Duration::ZERO);
    // Whether a sample found many processes (a fork bomb).
    let mut crowded = false;
    let stop = |why: Stop, stopped: &mut Option<Stop>| {
        stopped.get_or_insert(why);
        kill_group(pid);
    };
    let wall = loop {
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
        // Hack mode sends nothing during a run: the socket is readable only at its end.
        if polled[0].revents != 0 || TERMINATED.load(Ordering::SeqCst) {
            clean_up_and_exit(pid);
        }
        // The clock before the counters: a delay between them can only make the program
        // look busier.
        let now = started.elapsed();
        if has_exited(pid) {
            break now;
        }
        let sample = tree.sample(crowded, limits);
        if sample.processes > CROWDED && !crowded {
            // A crowded tree (a fork bomb) gets the lowest priority within its session's
            // scheduling group, which shares the CPUs evenly with the supervisor's: its CPU
            // time is what is judged, and niceness does not change that.
            // SAFETY: setpriority(2) on the program's own process group.
            unsafe {
                libc::setpriority(libc::PRIO_PGRP, pid as libc::id_t, 19);
            }
            crowded = true;
        }
        peak = peak.max(sample.memory);
        active = active.max(sample.active);
        let idle = now.saturating_sub(sample.active);
        if sample.cpu > limits.cpu {
            stop(Stop::Cpu, &mut stopped);
        } else if sample.memory > limits.memory {
            stop(Stop::Memory, &mut stopped);
        } else if file_size(out) > limits.output {
            stop(Stop::Output, &mut stopped);
        } else if idle > limits.idle && !sample.runnable {
            stop(Stop::Idle, &mut stopped);
        } else if now > limits.backstop {
            stop(Stop::Backstop, &mut stopped);
        }
        let err_size = file_size(err);
        if err_size > 2 * STDERR_KEPT as u64 {
            // Only the head and the tail are reported: the middle need not take memory.
            let page = 4096;
            let to = (err_size - STDERR_KEPT as u64) / page * page;
            punch_hole(err, STDERR_KEPT.next_multiple_of(page as usize) as u64, to);
        }
    };
    // What the program wrote up to its exit is its output; later writes are its children's.
    let (out_len, err_len) = (file_size(out), file_size(err));
    let _ = send_numbers(control, &[EXITED]);
    kill_group(pid);
    let (status, cpu, memory) = reap_all(pid);
    let message = [
        FINAL,
        status as u32 as u64,
        stopped.map_or(0, Stop::code),
        cpu.as_micros() as u64,
        memory.max(peak),
        wall.saturating_sub(active.max(cpu)).as_micros() as u64,
        wall.as_micros() as u64,
        out_len,
        err_len,
        tree.stack,
    ];
    let _ = send_numbers(control, &message);
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
