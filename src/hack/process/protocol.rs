//! What hack mode and a supervisor tell each other: the limits of a run, why it was stopped,
//! what it gave back, and the messages between them.

use std::process::ExitStatus;
use std::time::Duration;

/// How often a running program's CPU time and memory are sampled.
pub const SAMPLE: Duration = Duration::from_millis(5);
/// Bytes kept of each end of the program's stderr, for the report.
pub const STDERR_KEPT: usize = 4 << 10;

/// What one run may use.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub cpu: Duration,
    /// Wall time in which nothing of the program runs or waits for a CPU.
    pub idle: Duration,
    /// Wall time, however busy the machine: past it, the run tells nothing.
    pub backstop: Duration,
    /// Bytes of memory, as [`Limits::committed`] says.
    pub memory: u64,
    /// Whether memory counts as committed (Codeforces, see [`super::tree`]) rather than resident.
    pub committed: bool,
    /// Bytes of output.
    pub output: u64,
    /// Bytes of stack of the program's main thread (`RLIMIT_STACK`).
    pub stack: u64,
}

impl Limits {
    pub fn encode(&self) -> Vec<u64> {
        vec![
            self.cpu.as_micros() as u64,
            self.idle.as_micros() as u64,
            self.backstop.as_micros() as u64,
            self.memory,
            self.committed as u64,
            self.output,
            self.stack,
        ]
    }

    pub fn decode(n: &[u64]) -> Option<Limits> {
        let &[cpu, idle, backstop, memory, committed, output, stack] = n else {
            return None;
        };
        Some(Limits {
            cpu: Duration::from_micros(cpu),
            idle: Duration::from_micros(idle),
            backstop: Duration::from_micros(backstop),
            memory,
            committed: committed != 0,
            output,
            stack,
        })
    }
}

/// Why a run was stopped before the program exited by itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stop {
    Cpu,
    Idle,
    Memory,
    Output,
    /// The wall clock passed the backstop while the program still ran or waited to run.
    Backstop,
    /// The program killed the process that ran it, or made it stop answering.
    Lost,
}

impl Stop {
    pub fn code(self) -> u64 {
        self as u64 + 1
    }

    pub fn from_code(code: u64) -> Option<Stop> {
        [
            Stop::Cpu,
            Stop::Idle,
            Stop::Memory,
            Stop::Output,
            Stop::Backstop,
            Stop::Lost,
        ]
        .into_iter()
        .find(|s| s.code() == code)
    }
}

/// One finished run.
pub struct Ran {
    /// At most the output limit plus one byte.
    pub stdout: Vec<u8>,
    /// Its head and its tail, each at most [`STDERR_KEPT`] bytes, and its length.
    pub stderr: (Vec<u8>, Vec<u8>, u64),
    /// As the program ended: a `SIGKILL` when it was stopped.
    pub status: ExitStatus,
    pub stopped: Option<Stop>,
    /// User + system, of the program and all its descendants.
    pub cpu: Duration,
    /// Peak resident memory in bytes.
    pub memory: u64,
    pub idle: Duration,
    pub wall: Duration,
    /// The largest size of its main stack seen while it ran, in bytes.
    pub stack: u64,
    /// Instructions retired in user space by it and all its descendants, where the machine
    /// counts them.
    pub instructions: Option<u64>,
}

/// Messages of a supervisor: the program started (its number follows), could not be started
/// (an errno follows), has exited (its output ends here), and the final figures.
pub const STARTED: u64 = 1;
pub const NOT_STARTED: u64 = 2;
pub const EXITED: u64 = 3;
pub const FINAL: u64 = 4;
