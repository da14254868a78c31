//! The launcher and the supervisors, the processes between hack mode and the program (see the
//! parent module for why they exist and what they guarantee).

use super::sys::{poll, receive_fds};
use super::{EXITED, NOT_STARTED, REQUEST, SAMPLE, Stop};
use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::net::UnixStream;
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The launcher: a supervisor forked for each request, until hack mode closes the socket.
pub fn launcher(socket: UnixStream, command: &[OsString], parent: libc::pid_t) -> ! {
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
