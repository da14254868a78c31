//! The hunt's score of a run: what the judge counts, CPU time, made as steady as the machine
//! allows.
//!
//! Where the CPU counts instructions for an ordinary process ([`crate::hack`]'s process
//! counter), the score is the instructions the program and everything it started retired: the
//! same on every run of the same input, whatever the load. Elsewhere it is the CPU time, which
//! the load disturbs by a few percent and a busy cache by more, and a process start by a
//! millisecond or two; scores then compare by steps of [`STEP`] in the CPU time plus
//! [`OFFSET`]: steps of about 10 % in long runs, of several milliseconds in short ones, so that
//! two runs of one input rarely order two inputs differently.

use crate::hack::process::Ran;
use std::time::Duration;

/// Ratio between two CPU-time scores, plus [`OFFSET`], that compare as different.
pub const STEP: f64 = 1.1;
/// Added to CPU time before its steps are taken: the steps of short runs are long.
pub const OFFSET: Duration = Duration::from_millis(100);

/// What the hunt's scores count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Measure {
    Instructions,
    Cpu,
}

impl Measure {
    /// Instructions where every run so far counted them, else CPU time.
    pub fn of(ran: &Ran) -> Measure {
        match ran.instructions {
            Some(_) => Measure::Instructions,
            None => Measure::Cpu,
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Measure::Instructions => "instructions retired (hardware counter)",
            Measure::Cpu => "CPU time (no hardware instruction counter on this machine)",
        }
    }
}

/// One run's score: its raw value (instructions, or microseconds of CPU time), and the rank
/// that orders scores.
#[derive(Clone, Copy, Debug)]
pub struct Score {
    pub value: u64,
    pub rank: u64,
}

impl Score {
    pub fn of(ran: &Ran, measure: Measure) -> Score {
        match (measure, ran.instructions) {
            (Measure::Instructions, Some(n)) => Score { value: n, rank: n },
            _ => Score::cpu(ran.cpu),
        }
    }

    fn cpu(cpu: Duration) -> Score {
        let offset = OFFSET.as_secs_f64();
        let rank = ((cpu.as_secs_f64() + offset) / offset).ln() / STEP.ln();
        Score {
            value: cpu.as_micros() as u64,
            rank: rank as u64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CPU-time scores rank by steps of 10 % of the time plus 100 ms; counts rank as they are.
    #[test]
    fn cpu_scores_rank_by_steps_and_counts_exactly() {
        let ms = |m: f64| Score::cpu(Duration::from_secs_f64(m / 1000.0)).rank;
        assert_eq!((ms(0.0), ms(9.9), ms(10.1)), (0, 0, 1));
        assert_eq!((ms(20.9), ms(21.1)), (1, 2));
        assert_eq!(ms(1000.0), 25);
        assert_eq!((ms(1091.0), ms(1092.0)), (25, 26));
        let ran = |instructions| crate::hack::process::testing::ran(instructions);
        let counted = ran(Some(12_345));
        assert_eq!(Measure::of(&counted), Measure::Instructions);
        let score = Score::of(&counted, Measure::Instructions);
        assert_eq!((score.value, score.rank), (12_345, 12_345));
        assert_eq!(Measure::of(&ran(None)), Measure::Cpu);
        assert_eq!(Score::of(&counted, Measure::Cpu).value, 1_000);
        assert!(
            Measure::Instructions
                .describe()
                .starts_with("instructions retired")
        );
        assert!(Measure::Cpu.describe().starts_with("CPU time (no hardware"));
    }
}
