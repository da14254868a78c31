//! Instructions retired by a run, counted by the CPU where the machine allows it.
//!
//! A supervisor opens a counter on itself just before it starts the program: disabled, enabled
//! at `exec` (`enable_on_exec`) and inherited by every process started after (`inherit`).
//! The supervisor's own copy stays disabled, since it never calls `exec`; the program's copy
//! counts from its `exec`, and each process of the program adds its count to the supervisor's
//! as it exits. Once every process of the run is reaped, one read gives the whole tree's count,
//! in user space only (`exclude_kernel`, which `perf_event_paranoid` up to 2 allows).
//!
//! Where the kernel offers no such counter (a virtual machine without one, a container whose
//! filter refuses `perf_event_open(2)`, `perf_event_paranoid` at 3), there is no count, and
//! what needs one falls back to CPU time ([`crate::hack`]'s hunt says which it used).

use std::fs::File;
use std::io::Read;
use std::os::fd::FromRawFd;

/// What a counter counts: instructions retired, or (for tests on machines without hardware
/// counters) the CPU time in nanoseconds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    Instructions,
    #[cfg_attr(not(test), allow(dead_code))]
    TaskClock,
}

/// `struct perf_event_attr` as `PERF_ATTR_SIZE_VER0` has it: the fields every kernel reads.
#[repr(C)]
struct Attr {
    kind: u32,
    size: u32,
    config: u64,
    sample_period: u64,
    sample_type: u64,
    read_format: u64,
    flags: u64,
    wakeup_events: u32,
    bp_type: u32,
    config1: u64,
}

const TYPE_HARDWARE: u32 = 0;
const TYPE_SOFTWARE: u32 = 1;
const HW_INSTRUCTIONS: u64 = 1;
const SW_TASK_CLOCK: u64 = 1;
const DISABLED: u64 = 1 << 0;
const INHERIT: u64 = 1 << 1;
const EXCLUDE_KERNEL: u64 = 1 << 5;
const EXCLUDE_HV: u64 = 1 << 6;
const ENABLE_ON_EXEC: u64 = 1 << 12;
const FD_CLOEXEC: libc::c_ulong = 1 << 3;

/// A counter on the calling thread and whatever it starts after, counting from their `exec`.
pub struct Counter(File);

impl Counter {
    /// A new counter, or `None` where the machine has none of this event for us.
    pub fn open(event: Event) -> Option<Counter> {
        let (kind, config) = match event {
            Event::Instructions => (TYPE_HARDWARE, HW_INSTRUCTIONS),
            Event::TaskClock => (TYPE_SOFTWARE, SW_TASK_CLOCK),
        };
        let attr = Attr {
            kind,
            size: std::mem::size_of::<Attr>() as u32,
            config,
            sample_period: 0,
            sample_type: 0,
            read_format: 0,
            flags: DISABLED | INHERIT | EXCLUDE_KERNEL | EXCLUDE_HV | ENABLE_ON_EXEC,
            wakeup_events: 0,
            bp_type: 0,
            config1: 0,
        };
        // SAFETY: perf_event_open(2) reads the attributes it is given, whose size they state;
        // pid 0 and cpu -1 are the calling thread on any CPU, with no group.
        let fd = unsafe {
            libc::syscall(
                libc::SYS_perf_event_open,
                &attr as *const Attr,
                0 as libc::pid_t,
                -1 as libc::c_int,
                -1 as libc::c_int,
                FD_CLOEXEC,
            )
        };
        if fd < 0 {
            return None;
        }
        // SAFETY: a new descriptor, owned here alone.
        Some(Counter(unsafe { File::from_raw_fd(fd as libc::c_int) }))
    }

    /// The count of every process that has exited since the counter was opened.
    pub fn read(mut self) -> Option<u64> {
        let mut value = [0; 8];
        self.0.read_exact(&mut value).ok()?;
        Some(u64::from_ne_bytes(value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;
    use std::time::Duration;

    /// A counter opened before a child starts counts the child and its own child from their
    /// `exec`, and none of the opener's work: shown with the CPU clock, which every Linux
    /// kernel has, against what `wait4(2)` reports for the child and what it waited for.
    #[test]
    fn a_counter_counts_the_tree_started_after_it_and_not_its_opener() {
        let counter = Counter::open(Event::TaskClock).expect("a task clock");
        let spin = "i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done";
        let script = format!("{spin} & {spin}; wait");
        // Waited for by wait4(2) below, for its usage.
        #[allow(clippy::zombie_processes)]
        let child = Command::new("sh").args(["-c", &script]).spawn().unwrap();
        let busy = std::time::Instant::now();
        while busy.elapsed() < Duration::from_millis(30) {
            std::hint::black_box(0);
        }
        // SAFETY: wait4(2) fills the zeroed status and usage it is given, for our own child.
        let usage = unsafe {
            let (mut status, mut usage) = (0, std::mem::zeroed::<libc::rusage>());
            let pid = child.id() as libc::pid_t;
            assert_eq!(libc::wait4(pid, &mut status, 0, &mut usage), pid);
            assert_eq!(status, 0);
            usage
        };
        let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
        let waited = time(usage.ru_utime) + time(usage.ru_stime);
        let counted = Duration::from_nanos(counter.read().unwrap());
        let (low, high) = (
            waited.mul_f64(0.8),
            waited.mul_f64(1.2) + Duration::from_millis(5),
        );
        assert!(
            low <= counted && counted <= high,
            "counted {counted:?}, the children used {waited:?}"
        );
    }
}
