//! The system calls behind a run, each wrapped once: in-memory files, `poll(2)`, descriptors
//! passed over sockets (`SCM_RIGHTS`), sockets that keep message boundaries, signals.

use std::fs::File;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::net::UnixStream;
use std::time::Duration;

/// An anonymous file in memory (`memfd_create(2)`), empty.
pub fn memory_file(name: &std::ffi::CStr) -> io::Result<File> {
    // SAFETY: memfd_create(2) reads the string it is given.
    let fd = unsafe { libc::memfd_create(name.as_ptr(), libc::MFD_CLOEXEC) };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: a new descriptor, owned here alone.
    Ok(unsafe { File::from_raw_fd(fd) })
}

/// `file` opened again, read-only, with an offset of its own at 0.
pub fn read_only(file: &File) -> io::Result<File> {
    File::open(format!("/proc/self/fd/{}", file.as_raw_fd()))
}

/// The size of the file behind `fd`.
pub fn file_size(fd: RawFd) -> u64 {
    // SAFETY: fstat(2) fills the zeroed struct it is given.
    unsafe {
        let mut stat: libc::stat = std::mem::zeroed();
        if libc::fstat(fd, &mut stat) == 0 {
            stat.st_size as u64
        } else {
            0
        }
    }
}

/// Frees the bytes `from..to` of an in-memory file, which then read as zeros; its size stays.
pub fn punch_hole(fd: RawFd, from: u64, to: u64) {
    if to > from {
        let mode = libc::FALLOC_FL_PUNCH_HOLE | libc::FALLOC_FL_KEEP_SIZE;
        // SAFETY: fallocate(2) on a descriptor we hold; a failure leaves the file as it was.
        unsafe {
            libc::fallocate(fd, mode, from as libc::off_t, (to - from) as libc::off_t);
        }
    }
}

/// poll(2); `None` waits without end. A signal ends the wait early, as an event would: every
/// caller looks again at what it waits for.
pub fn poll(fds: &mut [libc::pollfd], timeout: Option<Duration>) -> io::Result<()> {
    let ms = timeout.map_or(-1, |t| {
        t.as_millis().clamp(1, i32::MAX as u128) as libc::c_int
    });
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

/// Whether `fd` has something to read (or is at its end) within `timeout`.
pub fn readable(fd: RawFd, timeout: Option<Duration>) -> io::Result<bool> {
    let mut polled = [libc::pollfd {
        fd,
        events: libc::POLLIN,
        revents: 0,
    }];
    poll(&mut polled, timeout)?;
    Ok(polled[0].revents != 0)
}

/// Sends `data` with the descriptors `fds` (`SCM_RIGHTS`).
pub fn send_fds(socket: &UnixStream, data: &[u8], fds: &[RawFd]) -> io::Result<()> {
    // On the stack: a child calls this between fork and exec, where it may not allocate.
    let mut control = [0u64; 8];
    let space = control_space(fds.len());
    if space > std::mem::size_of_val(&control) {
        return Err(io::ErrorKind::InvalidInput.into());
    }
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
        if libc::sendmsg(socket.as_raw_fd(), &msg, libc::MSG_NOSIGNAL) != data.len() as isize {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// Receives one message into `data` with up to four descriptors: its length and the
/// descriptors, or `None` at the end of the stream.
pub fn receive_fds(
    socket: &UnixStream,
    data: &mut [u8],
) -> io::Result<Option<(usize, Vec<OwnedFd>)>> {
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
pub fn packet_pair() -> io::Result<(UnixStream, UnixStream)> {
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

/// Sends 8-byte numbers as one message.
pub fn send_numbers(socket: &UnixStream, numbers: &[u64]) -> io::Result<()> {
    let bytes: Vec<u8> = numbers.iter().flat_map(|n| n.to_le_bytes()).collect();
    send_fds(socket, &bytes, &[])
}

/// The 8-byte numbers of one message of `bytes`.
pub fn numbers(bytes: &[u8]) -> Vec<u64> {
    bytes
        .chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Installs `handler` for `signal`, without `SA_RESTART`, so that a blocking call returns
/// `EINTR`; or, when the signal is ignored (`nohup`, a background job) and `keep_ignored`,
/// leaves it so. Whether the handler was installed.
pub fn on_signal(
    signal: libc::c_int,
    handler: extern "C" fn(libc::c_int),
    keep_ignored: bool,
) -> bool {
    // SAFETY: sigaction(2) reads and fills the zeroed structs it is given; the handlers only
    // store atomics and write to a pipe.
    unsafe {
        let mut old: libc::sigaction = std::mem::zeroed();
        libc::sigaction(signal, std::ptr::null(), &mut old);
        if keep_ignored && old.sa_sigaction == libc::SIG_IGN {
            return false;
        }
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = handler as extern "C" fn(libc::c_int) as libc::sighandler_t;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(signal, &action, std::ptr::null_mut());
    }
    true
}

pub fn kill(pid: libc::pid_t, signal: libc::c_int) {
    // SAFETY: kill(2) signals processes; it touches no memory.
    unsafe {
        libc::kill(pid, signal);
    }
}

/// The children of `pid`, from each of its threads' `children` file, or where the kernel has
/// none, from a scan of `/proc`.
pub fn children(pid: libc::pid_t) -> Vec<libc::pid_t> {
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
        .filter(|&pid| stat_fields(pid).is_some_and(|f| f.get(1) == Some(&parent.to_string())))
        .collect()
}

/// The fields of `/proc/PID/stat` after the command name (which is in parentheses and may
/// hold anything): the state is field 0, the parent 1, as `proc(5)` numbers them from 3.
pub fn stat_fields(pid: libc::pid_t) -> Option<Vec<String>> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after = &stat[stat.rfind(')')? + 1..];
    Some(after.split_whitespace().map(str::to_string).collect())
}

/// What a wait without blocking found.
pub enum Reaped {
    /// A child that ended: its number, wait status and resource use.
    Ended(libc::pid_t, i32, libc::rusage),
    /// Children that still run.
    Running,
    /// No child at all.
    None,
}

/// Waits for `pid` (or any child, for -1) without blocking.
pub fn reap(pid: libc::pid_t) -> Reaped {
    let mut status = 0;
    // SAFETY: wait4(2) fills the zeroed struct it is given.
    unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        match libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) {
            0 => Reaped::Running,
            got if got > 0 => Reaped::Ended(got, status, usage),
            _ if io::Error::last_os_error().raw_os_error() == Some(libc::EINTR) => Reaped::Running,
            _ => Reaped::None,
        }
    }
}

pub fn clock_ticks() -> u64 {
    // SAFETY: sysconf(3) reads a constant.
    (unsafe { libc::sysconf(libc::_SC_CLK_TCK) }).max(1) as u64
}

pub fn page_size() -> u64 {
    // SAFETY: sysconf(3) reads a constant.
    (unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).max(1) as u64
}

/// The hard stack limit of this process (and of the programs it starts), in bytes; `None`
/// when unlimited. A run's stack limit can be raised up to it, not past it.
pub fn hard_stack_limit() -> Option<u64> {
    // SAFETY: getrlimit(2) fills the zeroed struct it is given.
    let limit = unsafe {
        let mut limit: libc::rlimit = std::mem::zeroed();
        libc::getrlimit(libc::RLIMIT_STACK, &mut limit);
        limit.rlim_max
    };
    (limit != libc::RLIM_INFINITY).then_some(limit as u64)
}

/// Sets this process's soft stack limit to `bytes`: in a program's process before `exec`.
pub fn set_stack_limit(bytes: u64) {
    // SAFETY: getrlimit(2) and setrlimit(2) are async-signal-safe, on a zeroed struct.
    unsafe {
        let mut limit: libc::rlimit = std::mem::zeroed();
        libc::getrlimit(libc::RLIMIT_STACK, &mut limit);
        limit.rlim_cur = bytes as libc::rlim_t;
        libc::setrlimit(libc::RLIMIT_STACK, &limit);
    }
}

pub fn duration(t: libc::timeval) -> Duration {
    Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
}
