//! The program's processes as `/proc` shows them while they run: CPU time, resident memory,
//! the time their threads spent running or waiting for a CPU, and the main stack's size.
//!
//! A sample walks the supervisor's descendants (`/proc/PID/task/TID/children`): per process
//! `/proc/PID/stat` (times, resident pages, state), per thread `/proc/PID/task/TID/schedstat`
//! (time on a CPU and time waiting on a run queue, in ns). A thread's last figures are kept
//! after it ends, so the time it spent counts however short it lived after the last sample.
//!
//! Committed memory, where a run counts it, is read from `/proc/PID/maps`: the private
//! writable mappings, whole. A thread's stack is such a mapping too, right above the guard
//! that `pthread_create` and a JVM leave below it (a small `---p` mapping); Windows commits
//! little of a thread's stack, so a mapping right above such a guard is not counted. Linux does
//! not show which mappings were made with `MAP_NORESERVE` there; only a sanitizer makes large
//! ones, and a sanitized run counts resident memory.
//!
//! A *crowded* tree (a fork bomb) is found instead by its session (the program leads one), in
//! one pass over `/proc`: following `children` lists, which the kernel does not promise to
//! keep whole while processes come and go, misses many of them. Only each process's main
//! thread is read then, and the sample ends as soon as the CPU time passes the limit.

use super::protocol::Limits;
use super::sys::{children, clock_ticks, page_size};
use std::collections::HashMap;
use std::io::Read;
use std::time::Duration;

/// A program tree with more processes than this is crowded: niced to the lowest priority, and
/// sampled by its session.
pub const CROWDED: usize = 16;

pub struct Tree {
    root: libc::pid_t,
    program: libc::pid_t,
    /// Per thread: nanoseconds on a CPU and waiting for one, as last seen.
    seen: HashMap<libc::pid_t, (u64, u64)>,
    tick: u64,
    page: u64,
    /// The largest main stack seen, in bytes (`VmStk` of the program's own process).
    pub stack: u64,
    /// Per live process, its memory as last read.
    memory: HashMap<libc::pid_t, u64>,
    /// Reused for every file read.
    buffer: String,
}

/// One look at the tree.
pub struct Sample {
    /// User + system time of the live processes and of the children they waited for.
    pub cpu: Duration,
    /// Time on a CPU or waiting for one, summed over every thread seen.
    pub active: Duration,
    /// Resident memory summed over the live processes, or for each at least its committed
    /// memory where the limits count that.
    pub memory: u64,
    /// Whether some thread is running or waiting for a CPU now.
    pub runnable: bool,
    pub processes: usize,
}

/// What a sample needs of `/proc/PID/stat`.
struct Stat {
    runnable: bool,
    session: libc::pid_t,
    /// utime + stime, and cutime + cstime, in clock ticks.
    own: u64,
    waited_for: u64,
    resident_pages: u64,
}

impl Tree {
    /// The tree below `root` (the supervisor), whose program is `program`.
    pub fn new(root: libc::pid_t, program: libc::pid_t) -> Tree {
        Tree {
            root,
            program,
            seen: HashMap::new(),
            tick: 1_000_000_000 / clock_ticks(),
            page: page_size(),
            stack: 0,
            memory: HashMap::new(),
            buffer: String::new(),
        }
    }

    pub fn sample(&mut self, crowded: bool, limits: &Limits) -> Sample {
        let processes: Vec<(libc::pid_t, Stat)> = if crowded {
            self.session()
        } else {
            descendants(self.root)
                .into_iter()
                .filter_map(|pid| Some((pid, self.stat(pid)?)))
                .collect()
        };
        let (mut cpu, mut memory, mut runnable) = (0u64, 0u64, false);
        self.memory.clear();
        for (pid, stat) in &processes {
            let threads = if crowded { vec![*pid] } else { tasks(*pid) };
            let mut ran = 0;
            for &tid in &threads {
                let task = format!("/proc/{pid}/task/{tid}");
                if let Some(times) = self.schedstat(&task) {
                    self.seen.insert(tid, times);
                    ran += times.0;
                }
                if threads.len() > 1 {
                    runnable |= self.task_runnable(&task);
                }
            }
            runnable |= stat.runnable;
            // Its own time exactly from its threads, else (threads that ended, or were not
            // read) from the clock ticks, which are cut to 10 ms; and that of the children it
            // waited for.
            cpu += ran.max(stat.own * self.tick) + stat.waited_for * self.tick;
            let resident = stat.resident_pages * self.page;
            // A crowded tree is sampled as fast as it can be: its committed memory, a read of
            // each process's mappings, waits until it thins out.
            let own = if limits.committed && processes.len() <= CROWDED {
                resident.max(self.committed(*pid))
            } else {
                resident
            };
            self.memory.insert(*pid, own);
            memory += own;
            if *pid == self.program {
                self.stack = self.stack.max(self.main_stack());
            }
            if crowded && Duration::from_nanos(cpu) > limits.cpu {
                break;
            }
        }
        let (ran, waited) = self
            .seen
            .values()
            .fold((0, 0), |(r, w), &(run, wait)| (r + run, w + wait));
        Sample {
            cpu: Duration::from_nanos(cpu),
            active: Duration::from_nanos(cpu.max(ran) + waited),
            memory,
            runnable,
            processes: processes.len(),
        }
    }

    /// The tree's memory right before thread `tid` lowers its process's committed memory:
    /// that process's read now, the others' as last read. A process that `ends` is then
    /// left out until a sample finds it. Nothing is read in a crowded tree, whose committed
    /// memory is not counted.
    pub fn before_lowering(&mut self, tid: libc::pid_t, ends: bool) -> u64 {
        if self.memory.len() > CROWDED {
            return 0;
        }
        let pid = if self.memory.contains_key(&tid) {
            tid
        } else {
            self.process_of(tid).unwrap_or(tid)
        };
        let resident = self.stat(pid).map_or(0, |s| s.resident_pages * self.page);
        let own = resident.max(self.committed(pid));
        self.memory.insert(pid, own);
        let total = self.memory.values().sum();
        if ends {
            self.memory.remove(&pid);
        }
        total
    }

    /// The process of thread `tid` (`Tgid` of its status).
    fn process_of(&mut self, tid: libc::pid_t) -> Option<libc::pid_t> {
        let status = self.read(&format!("/proc/{tid}/status"))?;
        let line = status.lines().find_map(|l| l.strip_prefix("Tgid:"))?;
        line.trim().parse().ok()
    }

    /// The processes of the program's session.
    fn session(&mut self) -> Vec<(libc::pid_t, Stat)> {
        let Ok(all) = std::fs::read_dir("/proc") else {
            return Vec::new();
        };
        let pids: Vec<libc::pid_t> = all
            .flatten()
            .filter_map(|e| e.file_name().to_str()?.parse().ok())
            .collect();
        let leader = self.program;
        pids.into_iter()
            .filter_map(|pid| Some((pid, self.stat(pid)?)))
            .filter(|(_, stat)| stat.session == leader)
            .collect()
    }

    /// `path` read into the buffer.
    fn read(&mut self, path: &str) -> Option<&str> {
        self.buffer.clear();
        std::fs::File::open(path)
            .ok()?
            .read_to_string(&mut self.buffer)
            .ok()?;
        Some(&self.buffer)
    }

    fn stat(&mut self, pid: libc::pid_t) -> Option<Stat> {
        let text = self.read(&format!("/proc/{pid}/stat"))?;
        // The command name is in parentheses and may hold anything: fields count after the
        // last one, from the state, field 3 of proc(5).
        let mut fields = text[text.rfind(')')? + 1..].split_ascii_whitespace();
        let mut next = |skip: usize| fields.nth(skip);
        let number = |f: Option<&str>| f.and_then(|f| f.parse::<u64>().ok());
        let runnable = next(0)? == "R";
        let session = number(next(2))? as libc::pid_t;
        let utime = number(next(7))?;
        let stime = number(next(0))?;
        let cutime = number(next(0))?;
        let cstime = number(next(0))?;
        let resident_pages = number(next(6))?;
        Some(Stat {
            runnable,
            session,
            own: utime + stime,
            waited_for: cutime + cstime,
            resident_pages,
        })
    }

    /// A thread's time on a CPU and time waiting for one, in ns.
    fn schedstat(&mut self, task: &str) -> Option<(u64, u64)> {
        let text = self.read(&format!("{task}/schedstat"))?;
        let mut numbers = text.split_whitespace().map(|t| t.parse::<u64>().ok());
        Some((numbers.next()??, numbers.next()??))
    }

    fn task_runnable(&mut self, task: &str) -> bool {
        self.read(&format!("{task}/stat"))
            .and_then(|stat| Some(stat[stat.rfind(')')? + 1..].trim_start().starts_with('R')))
            .unwrap_or(false)
    }

    /// Bytes of the private writable mappings of `pid`, but for threads' stacks.
    fn committed(&mut self, pid: libc::pid_t) -> u64 {
        let Some(maps) = self.read(&format!("/proc/{pid}/maps")) else {
            return 0;
        };
        let (mut total, mut guard_end) = (0, None);
        for line in maps.lines() {
            let mut fields = line.split_ascii_whitespace();
            let (Some(range), Some(perms)) = (fields.next(), fields.next()) else {
                continue;
            };
            let anonymous = fields.nth(3).is_none();
            let Some((start, end)) = range.split_once('-').and_then(|(a, b)| {
                Some((
                    u64::from_str_radix(a, 16).ok()?,
                    u64::from_str_radix(b, 16).ok()?,
                ))
            }) else {
                continue;
            };
            let perms = perms.as_bytes();
            let stack = anonymous && guard_end == Some(start);
            if perms.get(1) == Some(&b'w') && perms.get(3) == Some(&b'p') && !stack {
                total += end - start;
            }
            guard_end =
                (anonymous && perms.starts_with(b"---p") && end - start <= GUARD).then_some(end);
        }
        total
    }

    /// `VmStk` of the program's `/proc/PID/status`, in bytes.
    fn main_stack(&mut self) -> u64 {
        let path = format!("/proc/{}/status", self.program);
        self.read(&path)
            .and_then(|status| status.lines().find_map(|l| l.strip_prefix("VmStk:")))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            .map_or(0, |kib| kib << 10)
    }
}

/// The largest guard below a thread's stack: glibc's is a page by default, a JVM's a few.
const GUARD: u64 = 1 << 20;

/// Every descendant of `root`.
fn descendants(root: libc::pid_t) -> Vec<libc::pid_t> {
    let mut found = Vec::new();
    let mut todo = children(root);
    while let Some(pid) = todo.pop() {
        found.push(pid);
        todo.extend(children(pid));
    }
    found
}

/// The threads of `pid`.
fn tasks(pid: libc::pid_t) -> Vec<libc::pid_t> {
    std::fs::read_dir(format!("/proc/{pid}/task"))
        .map(|dir| {
            dir.flatten()
                .filter_map(|e| e.file_name().to_str()?.parse().ok())
                .collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::process::CommandExt;
    use std::time::Instant;

    /// Right before a process lowers its memory: its own read now, the others' as last read;
    /// a process that ends is then left out, and a crowded tree is not read.
    #[test]
    fn memory_before_a_call_that_lowers_it() {
        let me = std::process::id() as libc::pid_t;
        let mut tree = Tree::new(me, me);
        tree.memory.insert(1, 100 << 20);
        let total = tree.before_lowering(me, false);
        let own = tree.memory[&me];
        assert!(own > 0);
        assert_eq!(total, (100 << 20) + own);
        assert!(tree.before_lowering(me, true) > 100 << 20);
        assert!(!tree.memory.contains_key(&me));
        assert_eq!(tree.memory.len(), 1);
        tree.memory
            .extend((2..=CROWDED as libc::pid_t + 1).map(|pid| (pid, 1)));
        assert_eq!(tree.before_lowering(me, false), 0);
    }

    /// Pins the calling thread, or a child between fork and exec, to `cpu`.
    fn pin(cpu: usize) {
        // SAFETY: sched_setaffinity(2) reads the set it is given; async-signal-safe.
        unsafe {
            let mut set: libc::cpu_set_t = std::mem::zeroed();
            libc::CPU_SET(cpu, &mut set);
            libc::sched_setaffinity(0, size_of::<libc::cpu_set_t>(), &set);
        }
    }

    /// A program that spins on a CPU shared with another spinning thread waits on the run
    /// queue half the time: that time is active, not idle.
    #[test]
    fn time_waiting_for_a_cpu_is_active() {
        // SAFETY: sched_getaffinity(2) fills the set it is given.
        let cpu = unsafe {
            let mut set: libc::cpu_set_t = std::mem::zeroed();
            libc::sched_getaffinity(0, size_of::<libc::cpu_set_t>(), &mut set);
            (0..libc::CPU_SETSIZE as usize)
                .find(|&c| libc::CPU_ISSET(c, &set))
                .unwrap()
        };
        let mut program = std::process::Command::new("sh");
        program.args(["-c", "while :; do :; done"]);
        // SAFETY: `pin` makes one async-signal-safe call.
        unsafe {
            program.pre_exec(move || {
                pin(cpu);
                Ok(())
            });
        }
        let mut child = program.spawn().unwrap();
        let started = Instant::now();
        let rival = std::thread::spawn(move || {
            pin(cpu);
            while started.elapsed() < Duration::from_millis(500) {
                std::hint::black_box(0);
            }
        });
        let mut tree = Tree::new(std::process::id() as libc::pid_t, child.id() as _);
        let limits = Limits {
            cpu: Duration::from_secs(10),
            idle: Duration::from_secs(10),
            backstop: Duration::from_secs(10),
            memory: u64::MAX,
            committed: false,
            output: u64::MAX,
            stack: 8 << 20,
        };
        std::thread::sleep(Duration::from_millis(400));
        let sample = tree.sample(false, &limits);
        let wall = started.elapsed();
        let _ = child.kill();
        let _ = child.wait();
        rival.join().unwrap();
        assert!(
            sample.active.as_secs_f64() > 0.8 * wall.as_secs_f64(),
            "{:?} of {wall:?}",
            sample.active
        );
    }
}
