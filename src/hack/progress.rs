//! Progress on stderr: indicatif's bar on a terminal; where it hides itself (not a terminal,
//! `TERM=dumb`, `NO_COLOR`), a few plain lines instead. Long phases show the time left: a
//! program that takes 20–150 ms to start (Python) makes 1000 cases take minutes.

use super::words::{plural, seconds};
use indicatif::{ProgressBar, ProgressStyle};
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub struct Progress {
    bar: Mutex<ProgressBar>,
    plain: bool,
    phase: Mutex<Instant>,
    /// When the last plain line was printed: a long step prints one every [`QUIET`].
    last_line: Mutex<Instant>,
}

/// The longest a long step stays silent when there is no bar.
const QUIET: Duration = Duration::from_secs(5);

impl Progress {
    pub fn new() -> Progress {
        let bar = ProgressBar::hidden();
        let plain = ProgressBar::new(0).is_hidden();
        Progress {
            bar: Mutex::new(bar),
            plain,
            phase: Mutex::new(Instant::now()),
            last_line: Mutex::new(Instant::now()),
        }
    }

    /// Sizes cost a parse per case; only the bar shows them.
    pub fn wants_sizes(&self) -> bool {
        !self.plain
    }

    pub fn line(&self, text: &str) {
        let bar = self.bar.lock().unwrap();
        bar.suspend(|| eprintln!("hack: {text}"));
        *self.last_line.lock().unwrap() = Instant::now();
    }

    /// A shrink's candidate of this size tried: on the bar, or a line now and then.
    /// A shrink's candidate: its size, how many of the budget's candidates it is, and the
    /// time the shrink has left.
    pub fn trying(&self, size: &str, (tried, of): (usize, usize), left: Duration) {
        let left = left.as_secs();
        self.now_and_then(&format!(
            "shrinking: trying {size} (candidate {tried} of {of}, {}:{:02} left)",
            left / 60,
            left % 60
        ));
    }

    /// How a long step goes (a shrink, the hunt): on the bar, or a line now and then.
    pub fn now_and_then(&self, text: &str) {
        if self.plain {
            if self.last_line.lock().unwrap().elapsed() >= QUIET {
                self.line(text);
            }
            return;
        }
        self.bar.lock().unwrap().set_message(text.to_string());
    }

    /// A spinner for a step of unknown length (a shrink, the hunt), after `prefix`, with its
    /// first message and its elapsed time.
    pub fn start_spinner(&self, prefix: &str, first: &str) {
        if self.plain {
            return;
        }
        let bar = ProgressBar::new_spinner().with_style(
            ProgressStyle::with_template("{prefix}{spinner} {msg} [{elapsed}]")
                .expect("the template is valid"),
        );
        bar.set_prefix(prefix.to_string());
        bar.set_message(first.to_string());
        bar.enable_steady_tick(Duration::from_millis(100));
        self.replace(bar);
    }

    pub fn start(&self, len: u64, what: &str) {
        *self.phase.lock().unwrap() = Instant::now();
        if self.plain {
            return;
        }
        let bar = ProgressBar::new(len).with_style(
            ProgressStyle::with_template("{prefix} [{bar:30}] {pos}/{len} {msg} ({eta} left)")
                .expect("the template is valid")
                .progress_chars("=> "),
        );
        bar.set_prefix(what.to_string());
        self.replace(bar);
    }

    pub fn passed(&self, done: u64, of: u64, size: Option<String>) {
        if self.plain {
            if done * 4 / of != (done - 1) * 4 / of {
                let left = if done < of {
                    let spent = self.phase.lock().unwrap().elapsed();
                    let rest = spent.mul_f64((of - done) as f64 / done as f64);
                    format!(", about {} left", seconds(rest))
                } else {
                    String::new()
                };
                self.line(&format!("{done} of {of} random cases passed{left}"));
            }
            return;
        }
        let bar = self.bar.lock().unwrap();
        bar.inc(1);
        if let Some(size) = size {
            bar.set_message(size);
        }
    }

    pub fn worst(&self, kind: &str, i: usize, of: usize, name: &str) {
        if self.plain {
            self.line(&format!("{kind} {} of {of}: {name}", i + 1));
            return;
        }
        let bar = self.bar.lock().unwrap();
        bar.set_position(i as u64);
        bar.set_message(name.to_string());
    }

    /// The next bar, the last one cleared from the terminal.
    fn replace(&self, bar: ProgressBar) {
        std::mem::replace(&mut *self.bar.lock().unwrap(), bar).finish_and_clear();
    }

    pub fn shrunk(&self, kept: usize, size: &str, runs: usize) {
        let text = format!("step {kept}: {size} ({})", plural(runs, "run"));
        if self.plain {
            // Steps 1, 2, 4, 8, …: a few lines however long the shrink.
            if kept.is_power_of_two() {
                self.line(&format!("shrink {text}"));
            }
            return;
        }
        self.bar.lock().unwrap().set_message(text);
    }

    pub fn done(&self) {
        self.bar.lock().unwrap().finish_and_clear();
    }
}
