//! The rules every run of a session follows, each a number named once here: how long a
//! program may be idle, when the wall clock ends a run that a busy machine hardly lets run, and
//! how far past a limit a shrink's candidate must go to keep a measured verdict. The report
//! says them from here, and a test holds `docs/hack-mode.md` to them.

use super::verdict::Verdict;
use std::time::Duration;

/// The shortest idleness limit: a program may sleep or block this long, whatever its CPU
/// limit.
pub const IDLE_FLOOR: Duration = Duration::from_secs(1);
/// The backstop is this many CPU limits of wall time, and at least [`BACKSTOP_FLOOR`].
pub const BACKSTOP_FACTOR: u32 = 20;
pub const BACKSTOP_FLOOR: Duration = Duration::from_secs(120);
/// How far past the time limit a step of a TLE shrink (`--shrink-tle`) must go to be kept.
pub const TLE_MARGIN: f64 = 2.0;
/// How far past the memory limit a step of an MLE shrink must go to be kept, where memory is
/// resident memory, which varies a little from run to run. On committed memory a step is kept
/// at the limit itself, confirmed like every MLE by its runs alone (the least of several near
/// the limit, for a runtime whose heap varies).
pub const MLE_MARGIN: f64 = 1.25;

/// A run alone that confirms a TLE or an MLE may go this far past the time or memory limit, so
/// that it shows how far over the program is: a run that ends below it is near the limit.
pub const BORDER: f64 = 1.25;
/// Runs alone of a TLE or an MLE near its limit, the first included: the least CPU time or
/// memory of them decides, since a busy machine only ever adds to a program's time and a
/// runtime that grows its heap by need commits more or less from run to run.
pub const BORDER_RUNS: usize = 3;

/// How long a program may be idle (sleeping or blocked, not waiting for a CPU) in a run with
/// this CPU-time limit.
pub fn idle_limit(cpu: Duration) -> Duration {
    cpu.max(IDLE_FLOOR)
}

/// The wall-clock backstop of a run with this CPU-time limit: minutes, so that only a machine
/// too busy to let the program run at all reaches it.
pub fn backstop(cpu: Duration) -> Duration {
    (cpu * BACKSTOP_FACTOR).max(BACKSTOP_FLOOR)
}

/// How far past a limit a run must go to keep a verdict: the limit itself for every run but
/// a shrink's candidates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Margin {
    pub cpu: f64,
    pub memory: f64,
}

pub const EXACT: Margin = Margin {
    cpu: 1.0,
    memory: 1.0,
};

/// The margin of a shrink's candidates for a failure with `verdict`: a verdict that rests on a
/// noisy measure (CPU time; resident memory, unless `committed`) is kept only past its limit by
/// a margin, so that the final case is clearly over it on its own.
pub fn shrink_margin(verdict: Verdict, committed: bool) -> Margin {
    match verdict {
        Verdict::Tle => Margin {
            cpu: TLE_MARGIN,
            ..EXACT
        },
        Verdict::Mle if !committed => Margin {
            memory: MLE_MARGIN,
            ..EXACT
        },
        _ => EXACT,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hack::words::times;

    /// A sleeping program is stopped after a second or its CPU limit, whichever is longer; a
    /// computing one only by its CPU time, or by a backstop minutes away.
    #[test]
    fn idleness_and_the_backstop_are_measured_in_seconds_and_minutes() {
        let ms = Duration::from_millis;
        assert_eq!(idle_limit(ms(100)), ms(1000));
        assert_eq!(idle_limit(ms(2500)), ms(2500));
        assert_eq!(backstop(ms(100)), Duration::from_secs(120));
        assert_eq!(backstop(ms(10_000)), Duration::from_secs(200));
        assert_eq!(shrink_margin(Verdict::Wa, false), EXACT);
        assert_eq!(shrink_margin(Verdict::Tle, true).cpu, 2.0);
        assert_eq!(shrink_margin(Verdict::Mle, false).memory, 1.25);
        assert_eq!(shrink_margin(Verdict::Mle, true), EXACT);
    }

    /// The docs state each rule as these constants make it.
    #[test]
    fn the_docs_state_the_rules_as_they_are() {
        let docs = include_str!("../../docs/hack-mode.md").replace('\n', " ");
        let idle = IDLE_FLOOR.as_secs();
        let (factor, floor) = (BACKSTOP_FACTOR, BACKSTOP_FLOOR.as_secs() / 60);
        for rule in [
            format!("`max(limit, {idle} s)`"),
            format!("`max({factor} × limit, {floor} min)`"),
            format!("idle past the time limit, and at least {idle} s"),
            format!("{factor} times the limit and at least {floor} minutes"),
            format!("must use {} the time limit", times(TLE_MARGIN)),
            format!("resident memory, {} the memory limit", times(MLE_MARGIN)),
            format!("uses more than {} the limit", times(TLE_MARGIN)),
            format!("kept only past {} the memory limit", times(MLE_MARGIN)),
            "committed memory, at the limit itself".to_string(),
        ] {
            assert!(
                docs.contains(&rule),
                "docs/hack-mode.md does not say {rule}"
            );
        }
    }
}
