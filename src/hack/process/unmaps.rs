//! Committed memory at every moment it can fall, not only when a sample happens to look.
//!
//! A run sampled every few milliseconds can map a gigabyte and unmap it between two samples (a
//! `reserve` in a run of 2 ms), and Codeforces counts that gigabyte. A process's mappings
//! change only by its own system calls, so its committed memory peaks right before a call that
//! lowers it: `munmap`, `mremap`, `brk`, or its end, `exit_group`. A seccomp filter, installed
//! in the program between fork and exec and inherited by everything it starts, holds each such
//! call until the supervisor has read the caller's mappings, then lets it go on unchanged
//! (`SECCOMP_RET_USER_NOTIF` and `SECCOMP_USER_NOTIF_FLAG_CONTINUE`, Linux 5.5). `brk` and
//! `mremap` are held when they grow memory too, which the filter cannot tell: a read more, a
//! rule less.
//!
//! The caller waits off the CPU while it is read, so this costs the program wall time, not
//! CPU time. Not seen this way, and sampled as before: memory lowered by `mmap` over a mapping
//! or by `mprotect`, a 32-bit program's calls, a process killed by a signal. A kernel without
//! the filter (older than 5.5, or seccomp turned off) samples only.

use super::sys::{receive_fds, send_fds};
use std::ffi::{CString, OsString};
use std::io;
use std::os::fd::{AsRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::net::UnixStream;

/// The filter's program, built before the fork: the child may not allocate.
pub struct Filter([libc::sock_filter; 9]);

/// The calls held, in the order the filter tests them.
const HELD: [libc::c_long; 4] = [
    libc::SYS_munmap,
    libc::SYS_mremap,
    libc::SYS_brk,
    libc::SYS_exit_group,
];

#[cfg(target_arch = "x86_64")]
const ARCH: Option<u32> = Some(0xC000_003E);
#[cfg(target_arch = "aarch64")]
const ARCH: Option<u32> = Some(0xC000_00B7);
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
const ARCH: Option<u32> = None;

impl Filter {
    /// The filter, if this machine can run it.
    pub fn new() -> Option<Filter> {
        let arch = ARCH?;
        if !kernel_at_least(5, 5) {
            return None;
        }
        let load = |offset: usize| bpf(libc::BPF_LD | libc::BPF_W | libc::BPF_ABS, offset as u32);
        let ret = |value: u32| bpf(libc::BPF_RET | libc::BPF_K, value);
        // A held call jumps to the last instruction; anything else, and another architecture's
        // call, to the one before.
        let test = |k: u32, jt: u8, jf: u8| libc::sock_filter {
            code: (libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K) as u16,
            jt,
            jf,
            k,
        };
        let held = |i: usize| test(HELD[i] as u32, (HELD.len() - i) as u8, 0);
        Some(Filter([
            load(std::mem::offset_of!(libc::seccomp_data, arch)),
            test(arch, 0, HELD.len() as u8 + 1),
            load(std::mem::offset_of!(libc::seccomp_data, nr)),
            held(0),
            held(1),
            held(2),
            held(3),
            ret(libc::SECCOMP_RET_ALLOW),
            ret(libc::SECCOMP_RET_USER_NOTIF),
        ]))
    }

    /// In the child, between fork and exec: installs the filter, sends its listener over
    /// `socket`, and execs `exec`. The child execs the program itself: were exec to fail in
    /// the standard library's hands, the child's exit would wait for a listener that its
    /// parent, still in `spawn`, cannot answer. Here a failed exec sends its errno and ends
    /// the child by `SIGKILL`, which is no system call of the child's to hold. Nothing here
    /// allocates. Without the filter (a failure to install it) the program is sampled only.
    pub fn install_and_exec(&self, socket: &UnixStream, exec: &Exec) -> ! {
        let program = libc::sock_fprog {
            len: self.0.len() as u16,
            filter: self.0.as_ptr() as *mut libc::sock_filter,
        };
        // SAFETY: prctl(2), seccomp(2) and execvpe(3) read what they are given, and the
        // pointer arrays end in null; the listener is new, and closed here once sent (the
        // supervisor holds its own copy).
        unsafe {
            if libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 {
                let listener = libc::syscall(
                    libc::SYS_seccomp,
                    libc::SECCOMP_SET_MODE_FILTER,
                    libc::SECCOMP_FILTER_FLAG_NEW_LISTENER,
                    &program,
                ) as RawFd;
                if listener >= 0 {
                    let _ = send_fds(socket, LISTENER, &[listener]);
                    libc::close(listener);
                }
            }
            libc::execvpe(
                exec.program.as_ptr(),
                exec.argv.0.as_ptr(),
                exec.env.0.as_ptr(),
            );
            let errno = io::Error::last_os_error().raw_os_error().unwrap_or(0) as u64;
            let _ = send_fds(socket, &errno.to_le_bytes(), &[]);
            libc::kill(libc::getpid(), libc::SIGKILL);
            libc::_exit(127)
        }
    }
}

/// The message that carries the listener; any other is a failed exec's errno.
const LISTENER: &[u8] = b"L";

/// A command line and an environment as exec takes them, made before the fork.
pub struct Exec {
    program: CString,
    _strings: Vec<CString>,
    argv: Pointers,
    env: Pointers,
}

/// Null-terminated pointers into `Exec::_strings`.
struct Pointers(Vec<*const libc::c_char>);

// SAFETY: the pointers point into strings owned by the same `Exec`, which nothing changes;
// only the child reads them.
unsafe impl Send for Pointers {}
unsafe impl Sync for Pointers {}

impl Exec {
    /// `command` with this process's environment but `remove`; `None` if a string holds a
    /// zero byte.
    pub fn new(command: &[OsString], remove: &str) -> Option<Exec> {
        let c = |s: &[u8]| CString::new(s).ok();
        let args: Vec<CString> = command
            .iter()
            .map(|a| c(a.as_bytes()))
            .collect::<Option<_>>()?;
        let vars: Vec<CString> = std::env::vars_os()
            .filter(|(k, _)| k != remove)
            .map(|(k, v)| c(&[k.as_bytes(), b"=", v.as_bytes()].concat()))
            .collect::<Option<_>>()?;
        let pointers = |strings: &[CString]| {
            let mut all: Vec<_> = strings.iter().map(|s| s.as_ptr()).collect();
            all.push(std::ptr::null());
            Pointers(all)
        };
        Some(Exec {
            program: args.first()?.clone(),
            argv: pointers(&args),
            env: pointers(&vars),
            _strings: args.into_iter().chain(vars).collect(),
        })
    }
}

fn bpf(code: u32, k: u32) -> libc::sock_filter {
    libc::sock_filter {
        code: code as u16,
        jt: 0,
        jf: 0,
        k,
    }
}

/// Whether the running kernel's release is at least `major.minor`.
fn kernel_at_least(major: u32, minor: u32) -> bool {
    let release = std::fs::read_to_string("/proc/sys/kernel/osrelease").unwrap_or_default();
    let mut parts = release
        .split(|c: char| !c.is_ascii_digit())
        .map(|p| p.parse::<u32>().unwrap_or(0));
    (parts.next().unwrap_or(0), parts.next().unwrap_or(0)) >= (major, minor)
}

/// The supervisor's end of a filter: the calls held, answered one by one.
pub struct Listener {
    fd: OwnedFd,
    /// The kernel's sizes of a notification and of a response, which may exceed libc's.
    buffer: Vec<u64>,
    response: Vec<u64>,
}

impl Listener {
    /// What the child sent over `socket` (a socket that keeps message boundaries): the
    /// listener, if it installed the filter, or the errno of a failed exec. The child has
    /// exec'd or died by now, so whatever it sent is there.
    pub fn receive(socket: &UnixStream) -> Result<Option<Listener>, u64> {
        let mut listener = None;
        let mut message = [0u8; 8];
        if socket.set_nonblocking(true).is_err() {
            return Ok(None);
        }
        while let Ok(Some((len, fds))) = receive_fds(socket, &mut message) {
            if &message[..len] == LISTENER {
                listener = fds.into_iter().next().and_then(Listener::new);
            } else {
                return Err(u64::from_le_bytes(message));
            }
        }
        Ok(listener)
    }

    fn new(fd: OwnedFd) -> Option<Listener> {
        let mut sizes = libc::seccomp_notif_sizes {
            seccomp_notif: 0,
            seccomp_notif_resp: 0,
            seccomp_data: 0,
        };
        // SAFETY: seccomp(2) fills the struct it is given.
        let got = unsafe {
            libc::syscall(
                libc::SYS_seccomp,
                libc::SECCOMP_GET_NOTIF_SIZES,
                0,
                &mut sizes,
            )
        };
        if got != 0 {
            return None;
        }
        let words = |kernel: u16, ours: usize| (kernel as usize).max(ours).div_ceil(8);
        Some(Listener {
            fd,
            buffer: vec![0; words(sizes.seccomp_notif, size_of::<libc::seccomp_notif>())],
            response: vec![
                0;
                words(
                    sizes.seccomp_notif_resp,
                    size_of::<libc::seccomp_notif_resp>()
                )
            ],
        })
    }

    pub fn fd(&self) -> RawFd {
        self.fd.as_raw_fd()
    }

    /// Answers a call held now (call it when the listener is readable): first
    /// `before(tid, ends)`, where `tid` is the calling thread and `ends` says whether the call
    /// ends its process; then lets the call go on.
    pub fn answer(&mut self, mut before: impl FnMut(libc::pid_t, bool)) -> io::Result<()> {
        self.buffer.fill(0);
        let notification = self.buffer.as_mut_ptr() as *mut libc::seccomp_notif;
        // SAFETY: the buffer is zeroed and at least as large as the kernel's notification.
        if unsafe { libc::ioctl(self.fd(), libc::SECCOMP_IOCTL_NOTIF_RECV, notification) } != 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: filled by the kernel just now.
        let (id, tid, nr) = unsafe {
            let n = &*notification;
            (n.id, n.pid, n.data.nr as libc::c_long)
        };
        before(tid as libc::pid_t, nr == libc::SYS_exit_group);
        self.response.fill(0);
        let response = self.response.as_mut_ptr() as *mut libc::seccomp_notif_resp;
        // SAFETY: as above; a caller killed meanwhile makes the ioctl fail, which is fine.
        unsafe {
            (*response).id = id;
            (*response).flags = libc::SECCOMP_USER_NOTIF_FLAG_CONTINUE as u32;
            libc::ioctl(self.fd(), libc::SECCOMP_IOCTL_NOTIF_SEND, response);
        }
        Ok(())
    }
}
