//! How a judge sets a folder's time limit: stated in its limit file, or computed by Kattis's
//! rule from the accepted submissions' runs.

use std::path::PathBuf;
use std::time::Duration;

/// How a folder's judge sets the time limit.
#[derive(Clone, Debug, PartialEq)]
pub enum TimeRule {
    /// As the limit file states it; `from` names the file and the key.
    Stated { limit: Duration, from: &'static str },
    /// As Kattis computes it when `problem.yaml` states none: `multiplier` times the slowest
    /// run of the `accepted` submissions on the tests, rounded up to a whole `resolution` (in
    /// seconds), and at least one.
    Kattis {
        multiplier: f64,
        resolution: f64,
        accepted: Vec<PathBuf>,
    },
    /// The folder does not say.
    Unset,
}

impl TimeRule {
    /// Kattis's limit from the slowest accepted run.
    pub fn kattis(multiplier: f64, resolution: f64, slowest: Duration) -> Duration {
        let steps = (slowest.as_secs_f64() * multiplier / resolution)
            .ceil()
            .max(1.0);
        Duration::from_secs_f64(steps * resolution)
    }
}
