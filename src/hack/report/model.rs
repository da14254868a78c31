//! The report as a value: everything a session found and measured, which the text and the
//! JSON writers both write, so that they cannot disagree.

use crate::hack::build::Program;
use crate::hack::files::Saved;
use crate::hack::folder::Folder;
use crate::hack::growth::Growth;
use crate::hack::hackable::Place;
use crate::hack::hunt::Hunted;
use crate::hack::plan::Plan;
use crate::hack::process::Limits;
use crate::hack::sanitizer::Finding;
use crate::hack::search::{Figures, Origin, Passed, Unconfirmed};
use crate::hack::session::{Failure, Trial};
use crate::hack::shrink::Shrink;
use crate::hack::verdict::Verdict;

/// One session's report.
pub struct Report<'a> {
    /// The binary's name.
    pub game: &'static str,
    pub seed: u64,
    pub plan: Plan,
    /// The names of the worst cases of the run.
    pub worst: Vec<String>,
    /// What ran, and how a source file became it.
    pub program: &'a Program,
    pub sanitize: bool,
    /// The limits of a run, before any margin.
    pub limits: Limits,
    /// Cases that failed by a measurement beside other runs and passed alone.
    pub unconfirmed: Vec<Unconfirmed>,
    /// How busy the machine was as the report was written.
    pub load: Option<Load>,
    /// The hunt for the slowest input, if `--hunt` asked for one and the cases passed.
    pub hunted: Option<Hunted>,
    /// The judge's tests that took the worst cases' place (`--tests`).
    pub folder: Option<&'a Folder>,
    pub findings: Findings,
}

/// The machine's load: processes runnable on average over the last minute, and its cores.
#[derive(Clone, Copy, Debug)]
pub struct Load {
    pub average: f64,
    pub cores: usize,
}

impl Load {
    /// The load now, from `/proc/loadavg`.
    pub fn now() -> Option<Load> {
        let text = std::fs::read_to_string("/proc/loadavg").ok()?;
        let average = text.split_whitespace().next()?.parse().ok()?;
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Some(Load { average, cores })
    }
}

/// Whether a case failed.
pub enum Findings {
    /// None did: what the passing runs used.
    Passed(Passed),
    Failed(Box<Failed>),
}

/// The failure: where it was found, how it was shrunk and confirmed, the final case, and what
/// explains it.
pub struct Failed {
    pub origin: Origin,
    pub verdict: Verdict,
    /// The first run of the case found, as measured; and a first run beside others that the
    /// run alone overruled.
    pub found: Figures,
    pub found_beside: Option<(Figures, Verdict)>,
    pub shrink: Shrink,
    /// The final case, its answer and its run.
    pub last: Failure,
    /// The final case run once more, unless its verdict rests on a measurement.
    pub again: Option<Trial>,
    /// For a wrong answer, the index of the first output token that differs.
    pub wrong_token: Option<usize>,
    /// What a sanitizer found in the final run.
    pub finding: Option<Finding>,
    /// The places of the input that the report shows.
    pub places: Vec<Place>,
    /// Our `--explain` of the final case.
    pub explained: Vec<u8>,
    /// For a game of queries whose answer to query `K` (from 1) is wrong: `K` and its whole
    /// line of play (`--explain --query K`).
    pub chase: Option<(usize, Vec<u8>)>,
    pub saved: Option<Saved>,
    pub growth: Option<Growth>,
}
