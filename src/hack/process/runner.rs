//! The runs of one program: a supervisor per job, started as hack mode's own executable
//! again, each given one run at a time (see the parent module for what they guarantee); and
//! Ctrl-C passed on to them.

use super::protocol::{FINAL, Limits, NOT_STARTED, Ran, STARTED, STDERR_KEPT, Stop};
use super::supervisor;
use super::sys::{
    self, children, kill, memory_file, numbers, packet_pair, read_only, readable, send_fds,
};
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, Read};
use std::os::fd::{AsRawFd, IntoRawFd, OwnedFd};
use std::os::unix::fs::FileExt;
use std::os::unix::net::UnixStream;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::time::{Duration, Instant};

/// How long past the backstop a supervisor may take to report before it is killed.
const WATCHDOG: Duration = Duration::from_secs(30);

/// Supervisors alive, by process number: the ones Ctrl-C must reach, and the children of
/// hack mode that are not orphans.
static LIVE: Mutex<Vec<u32>> = Mutex::new(Vec::new());
static INTERRUPTED: AtomicBool = AtomicBool::new(false);
/// The write end of the pipe that wakes the thread that passes Ctrl-C on.
static WAKE: AtomicI32 = AtomicI32::new(-1);

extern "C" fn interrupt(_: libc::c_int) {
    INTERRUPTED.store(true, Ordering::SeqCst);
    let fd = WAKE.load(Ordering::SeqCst);
    if fd >= 0 {
        // SAFETY: write(2) is async-signal-safe; a full pipe already holds a wake-up.
        unsafe {
            libc::write(fd, b"!".as_ptr().cast(), 1);
        }
    }
}

/// Whether hack mode was interrupted (Ctrl-C): every run after it fails.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// One supervisor, between runs or in one.
struct Supervisor {
    child: Child,
    socket: UnixStream,
}

/// The runs of one program: supervisors between runs, and the program's command line.
pub struct Runner {
    command: Vec<OsString>,
    env: Vec<(&'static str, &'static str)>,
    idle: Mutex<Vec<Supervisor>>,
}

impl Runner {
    /// Makes hack mode a subreaper and passes Ctrl-C on to the supervisors from now on. A
    /// script without a `#!` line is refused here: started, it would be run by `sh`.
    pub fn start(
        command: &[OsString],
        env: &[(&'static str, &'static str)],
    ) -> Result<Runner, String> {
        let path = std::path::Path::new(&command[0]);
        if command[0].as_encoded_bytes().contains(&b'/') {
            let mut head = [0u8; 4];
            let read = File::open(path).and_then(|mut f| f.read(&mut head));
            if read.is_ok_and(|n| n >= 2 && head[..2] != *b"#!" && head != *b"\x7fELF") {
                return Err(not_started(command, libc::ENOEXEC));
            }
        }
        // SAFETY: plain system calls on our own process.
        unsafe {
            libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1);
        }
        let (wake_r, wake_w) = std::io::pipe().map_err(|e| format!("cannot run: {e}"))?;
        WAKE.store(OwnedFd::from(wake_w).into_raw_fd(), Ordering::SeqCst);
        let signals = [libc::SIGINT, libc::SIGHUP, libc::SIGTERM];
        for signal in signals {
            sys::on_signal(signal, interrupt, true);
        }
        std::thread::spawn(move || {
            let mut wake_r = wake_r;
            let _ = wake_r.read(&mut [0u8]);
            // A second Ctrl-C ends hack mode at once; the supervisors still clean up.
            for signal in signals {
                // SAFETY: restores the default action of a signal we handle.
                unsafe {
                    let mut old: libc::sigaction = std::mem::zeroed();
                    libc::sigaction(signal, std::ptr::null(), &mut old);
                    if old.sa_sigaction != libc::SIG_IGN {
                        libc::signal(signal, libc::SIG_DFL);
                    }
                }
            }
            for &pid in LIVE.lock().unwrap().iter() {
                kill(pid as libc::pid_t, libc::SIGUSR1);
            }
        });
        Ok(Runner {
            command: command.to_vec(),
            env: env.to_vec(),
            idle: Mutex::new(Vec::new()),
        })
    }

    /// An idle supervisor, or a new one.
    fn supervisor(&self) -> io::Result<Supervisor> {
        if let Some(s) = self.idle.lock().unwrap().pop() {
            return Ok(s);
        }
        let (ours, theirs) = packet_pair()?;
        // Registered as it is born: the orphan search below must never take it for one.
        let mut live = LIVE.lock().unwrap();
        let mut supervisor = Command::new("/proc/self/exe");
        supervisor
            .arg0("hack-supervisor")
            .args(&self.command)
            .env(supervisor::ENV, "1")
            .envs(self.env.iter().copied())
            .stdin(Stdio::from(OwnedFd::from(theirs)))
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        // SAFETY: setsid(2) is async-signal-safe. In a session of its own, a supervisor is out
        // of the terminal's foreground group (Ctrl-C reaches it through hack mode), and in a
        // scheduling group of its own (the kernel's autogroups): the programs of other jobs,
        // and whatever else the machine runs, do not starve it.
        unsafe {
            supervisor.pre_exec(|| {
                libc::setsid();
                Ok(())
            });
        }
        let child = supervisor.spawn()?;
        live.push(child.id());
        Ok(Supervisor {
            child,
            socket: ours,
        })
    }

    /// Runs the program once on `input`.
    pub fn run(&self, input: &[u8], limits: &Limits) -> Result<Ran, String> {
        if interrupted() {
            return Err(INTERRUPTED_RUN.into());
        }
        let failed = |e: io::Error| format!("cannot run the program: {e}");
        let stdin = memory_file(c"stdin").map_err(failed)?;
        stdin.write_all_at(input, 0).map_err(failed)?;
        let reader = read_only(&stdin).map_err(failed)?;
        let stdout = memory_file(c"stdout").map_err(failed)?;
        let stderr = memory_file(c"stderr").map_err(failed)?;
        let supervisor = self.supervisor().map_err(failed)?;
        let request: Vec<u8> = limits
            .encode()
            .iter()
            .flat_map(|n| n.to_le_bytes())
            .collect();
        let passed = [&reader, &stdout, &stderr].map(|f| f.as_raw_fd());
        if let Err(e) = send_fds(&supervisor.socket, &request, &passed) {
            self.retire(supervisor);
            return Err(failed(e));
        }
        drop(reader);
        let deadline = Instant::now() + limits.backstop + WATCHDOG;
        let mut program = None;
        let last = loop {
            match receive(&supervisor.socket, deadline) {
                Some(m) if m.first() == Some(&NOT_STARTED) => {
                    self.idle.lock().unwrap().push(supervisor);
                    let errno = m.get(1).copied().unwrap_or(0) as i32;
                    return Err(not_started(&self.command, errno));
                }
                Some(m) if m.first() == Some(&STARTED) => {
                    program = m.get(1).map(|&p| p as libc::pid_t);
                }
                Some(m) if m.first() == Some(&FINAL) => break m,
                Some(_) => {}
                None => return self.lost(supervisor, program, &stdout, &stderr, limits),
            }
        };
        self.idle.lock().unwrap().push(supervisor);
        decoded(&last, &stdout, &stderr, limits)
    }

    /// A run whose supervisor died (killed by the program, or by Ctrl-C) or stopped
    /// answering: everything the program started is killed and reaped here, as its orphans.
    fn lost(
        &self,
        supervisor: Supervisor,
        program: Option<libc::pid_t>,
        stdout: &File,
        stderr: &File,
        limits: &Limits,
    ) -> Result<Ran, String> {
        self.retire(supervisor);
        if let Some(pid) = program {
            kill(-pid, libc::SIGKILL);
        }
        let (status, cpu, memory, orphans) = reap_orphans(program);
        if interrupted() {
            return Err(INTERRUPTED_RUN.into());
        }
        // A program that killed its supervisor before the supervisor could name it is among
        // the orphans all the same.
        if program.is_none() && orphans == 0 {
            return Err("internal error: a run's supervisor vanished".into());
        }
        let size = |f: &File| sys::file_size(f.as_raw_fd());
        Ok(Ran {
            stdout: read_at_most(stdout, size(stdout).min(limits.output + 1)),
            stderr: ends(stderr, size(stderr)),
            status: ExitStatus::from_raw(status),
            stopped: Some(Stop::Lost),
            cpu,
            memory,
            idle: Duration::ZERO,
            wall: Duration::ZERO,
            stack: 0,
            instructions: None,
        })
    }

    /// Kills a supervisor and waits for it.
    fn retire(&self, mut supervisor: Supervisor) {
        let pid = supervisor.child.id();
        let _ = supervisor.child.kill();
        let _ = supervisor.child.wait();
        LIVE.lock().unwrap().retain(|&p| p != pid);
    }
}

impl Drop for Runner {
    fn drop(&mut self) {
        // A supervisor ends when its socket closes, after cleaning up its run.
        for mut s in self.idle.lock().unwrap().drain(..) {
            drop(s.socket);
            let _ = s.child.wait();
            LIVE.lock().unwrap().retain(|&p| p != s.child.id());
        }
        reap_orphans(None);
    }
}

/// What a run's error says once hack mode is interrupted.
pub const INTERRUPTED_RUN: &str = "interrupted";

/// The next message of a supervisor, or `None` once it has died or stopped answering.
fn receive(socket: &UnixStream, deadline: Instant) -> Option<Vec<u64>> {
    loop {
        let left = deadline.checked_duration_since(Instant::now())?;
        if !readable(socket.as_raw_fd(), Some(left)).ok()? {
            continue;
        }
        let mut message = [0u8; 128];
        match sys::receive_fds(socket, &mut message) {
            Ok(Some((len, _))) => return Some(numbers(&message[..len])),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            _ => return None,
        }
    }
}

/// Kills and reaps every child of hack mode that is not a live supervisor (orphans of a run
/// whose supervisor died), until none is left: the wait status of `program` among them, the
/// CPU time of all, the largest peak memory, and how many there were.
fn reap_orphans(program: Option<libc::pid_t>) -> (i32, Duration, u64, usize) {
    let (mut status, mut cpu, mut memory, mut reaped) = (libc::SIGKILL, Duration::ZERO, 0, 0);
    let live = LIVE.lock().unwrap();
    loop {
        let orphans: Vec<libc::pid_t> = children(std::process::id() as libc::pid_t)
            .into_iter()
            .filter(|&p| !live.contains(&(p as u32)))
            .collect();
        if orphans.is_empty() {
            return (status, cpu, memory, reaped);
        }
        for &pid in &orphans {
            kill(pid, libc::SIGKILL);
        }
        for pid in orphans {
            loop {
                match sys::reap(pid) {
                    sys::Reaped::Ended(_, s, usage) => {
                        reaped += 1;
                        cpu += sys::duration(usage.ru_utime) + sys::duration(usage.ru_stime);
                        memory = memory.max(usage.ru_maxrss as u64 * 1024);
                        if Some(pid) == program {
                            status = s;
                        }
                        break;
                    }
                    sys::Reaped::Running => std::thread::sleep(Duration::from_micros(200)),
                    sys::Reaped::None => break,
                }
            }
        }
    }
}

/// Why the program could not be started, with a hint where a usual mistake explains it.
fn not_started(command: &[OsString], errno: i32) -> String {
    let name = command[0].to_string_lossy();
    let mut text = format!(
        "cannot start `{name}`: {}",
        io::Error::from_raw_os_error(errno)
    );
    let local = std::path::Path::new(&*name);
    if errno == libc::ENOENT && !name.contains('/') && local.is_file() {
        text += &format!("; did you mean `./{name}`?");
    } else if errno == libc::ENOENT && command.len() == 1 && name.contains(' ') {
        text += "; the command and its arguments go as separate words: `-- python3 a.py`";
    } else if errno == libc::ENOEXEC {
        let interpreter = match local.extension().and_then(|e| e.to_str()) {
            Some("py") => "python3",
            Some("rb") => "ruby",
            Some("js") => "node",
            _ => "sh",
        };
        text += &format!(
            "; it has no `#!` line: run it through its interpreter, `-- {interpreter} {name}`"
        );
    }
    text
}

/// The first `len` bytes of `file`.
fn read_at_most(file: &File, len: u64) -> Vec<u8> {
    let mut out = vec![0; len as usize];
    let mut done = 0;
    while done < out.len() {
        match file.read_at(&mut out[done..], done as u64) {
            Ok(0) | Err(_) => break,
            Ok(n) => done += n,
        }
    }
    out.truncate(done);
    out
}

/// The head and the tail of a file of `len` bytes, each at most [`STDERR_KEPT`], and `len`.
fn ends(file: &File, len: u64) -> (Vec<u8>, Vec<u8>, u64) {
    let kept = STDERR_KEPT as u64;
    let head = read_at_most(file, len.min(kept));
    let tail = if len > 2 * kept {
        let mut tail = vec![0; STDERR_KEPT];
        let _ = file.read_exact_at(&mut tail, len - kept);
        tail
    } else {
        let mut rest = vec![0; (len - len.min(kept)) as usize];
        let _ = file.read_exact_at(&mut rest, len.min(kept));
        rest
    };
    (head, tail, len)
}

/// The run that a supervisor's final report `last` tells of, with what the program wrote.
fn decoded(last: &[u64], stdout: &File, stderr: &File, limits: &Limits) -> Result<Ran, String> {
    let &[
        _,
        status,
        stop,
        cpu,
        memory,
        idle,
        wall,
        out_len,
        err_len,
        stack,
        instructions,
    ] = last
    else {
        return Err("internal error: a supervisor's report is garbled".into());
    };
    Ok(Ran {
        stdout: read_at_most(stdout, out_len.min(limits.output + 1)),
        stderr: ends(stderr, err_len),
        status: ExitStatus::from_raw(status as u32 as i32),
        stopped: Stop::from_code(stop),
        cpu: Duration::from_micros(cpu),
        memory,
        idle: Duration::from_micros(idle),
        wall: Duration::from_micros(wall),
        stack,
        instructions: instructions.checked_sub(1),
    })
}
