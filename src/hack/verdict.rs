//! The verdict of one run, in the judges' words, and the token comparison behind WA.
//!
//! Outputs are compared token by token, as judges compare these problems: tokens are split on
//! ASCII white space (space, tab, CR, LF, form feed), so line ends and spacing never matter,
//! and letter case does.

use super::process::{Limits, Ran, Stop};
use super::sanitizer;

/// How a run failed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    Wa,
    Re,
    /// CPU time past the limit.
    Tle,
    /// Idle (sleeping or blocked, not waiting for a CPU) past the idleness limit.
    Ile,
    Mle,
    Ole,
    /// Undefined behaviour that a sanitizer caught ([`sanitizer`]).
    Ub,
}

impl Verdict {
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Wa => "wrong answer (WA)",
            Verdict::Re => "runtime error (RE)",
            Verdict::Tle => "time limit exceeded (TLE)",
            Verdict::Ile => "idleness limit exceeded (ILE)",
            Verdict::Mle => "memory limit exceeded (MLE)",
            Verdict::Ole => "output limit exceeded (OLE)",
            Verdict::Ub => "undefined behaviour (UB)",
        }
    }

    /// The judges' short name: `WA`, `TLE`.
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
            Verdict::Ile => "ILE",
            Verdict::Mle => "MLE",
            Verdict::Ole => "OLE",
            Verdict::Ub => "UB",
        }
    }

    /// Whether the verdict rests on a measurement, which varies from run to run, rather than
    /// on what the program printed or how it exited.
    pub fn is_measured(self) -> bool {
        matches!(self, Verdict::Tle | Verdict::Ile | Verdict::Mle)
    }
}

/// The verdict of `ran` against our answer `expected`, `None` when it passed. A limit comes
/// before the exit status: a program killed at the memory limit, or failing to allocate past
/// it, is MLE, as a judge says. `sanitized` names the source of a sanitized build.
pub fn verdict(
    expected: &[u8],
    ran: &Ran,
    limits: &Limits,
    sanitized: Option<&str>,
) -> Option<Verdict> {
    match ran.stopped {
        Some(Stop::Cpu) => return Some(Verdict::Tle),
        Some(Stop::Idle) => return Some(Verdict::Ile),
        Some(Stop::Memory) => return Some(Verdict::Mle),
        Some(Stop::Output) => return Some(Verdict::Ole),
        Some(Stop::Lost) => return Some(Verdict::Re),
        // Not a verdict: the run is made again alone (see `Session::test`).
        Some(Stop::Backstop) => return Some(Verdict::Tle),
        None => {}
    }
    if ran.stdout.len() as u64 > limits.output {
        Some(Verdict::Ole)
    } else if ran.cpu > limits.cpu {
        Some(Verdict::Tle)
    } else if ran.memory > limits.memory {
        Some(Verdict::Mle)
    } else if sanitized
        .and_then(|file| sanitizer::finding(ran, file))
        .is_some_and(|f| f.undefined)
    {
        Some(Verdict::Ub)
    } else if !ran.status.success() {
        Some(Verdict::Re)
    } else if first_difference(expected, &ran.stdout).is_some() {
        Some(Verdict::Wa)
    } else {
        None
    }
}

/// Output past this many bytes is far more than the answer: OLE.
pub fn output_limit(expected: &[u8]) -> usize {
    4 * expected.len() + (64 << 10)
}

/// The index of the first token where `got` differs from `expected`, a missing or an extra
/// token included.
pub fn first_difference(expected: &[u8], got: &[u8]) -> Option<usize> {
    let (mut want, mut have) = (tokens(expected), tokens(got));
    let mut i = 0;
    loop {
        match (want.next(), have.next()) {
            (None, None) => return None,
            (w, h) if w != h => return Some(i),
            _ => i += 1,
        }
    }
}

pub fn tokens(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(u8::is_ascii_whitespace)
        .filter(|t| !t.is_empty())
}

/// Whether the two outputs have the same tokens but for letter case.
pub fn differ_only_in_case(expected: &[u8], got: &[u8]) -> bool {
    let (want, have): (Vec<&[u8]>, Vec<&[u8]>) =
        (tokens(expected).collect(), tokens(got).collect());
    want.len() == have.len()
        && want
            .iter()
            .zip(&have)
            .all(|(w, h)| w.eq_ignore_ascii_case(h))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_split_on_every_ascii_space() {
        assert_eq!(first_difference(b"YES\nNO\n", b" YES  NO"), None);
        assert_eq!(first_difference(b"YES\nNO\n", b"YES\r\nNO\r\n"), None);
        assert_eq!(first_difference(b"YES\nNO\n", b"YES\tNO\x0c"), None);
        assert_eq!(first_difference(b"YES\nNO\n", b"YES\nYES\n"), Some(1));
        assert_eq!(first_difference(b"YES\nNO\n", b"YES\n"), Some(1));
        assert_eq!(first_difference(b"YES\n", b"YES\nNO\n"), Some(1));
        assert_eq!(first_difference(b"Anton\n", b""), Some(0));
    }

    #[test]
    fn case_only_differences_are_told_apart() {
        assert!(differ_only_in_case(b"YES\nNO\n", b"Yes\r\nno\n"));
        assert!(!differ_only_in_case(b"YES\nNO\n", b"Yes\nYes\n"));
        assert!(!differ_only_in_case(b"YES\nNO\n", b"yes\n"));
    }

    /// Each short name is the one the long name ends with.
    #[test]
    fn each_code_closes_its_name() {
        use Verdict::*;
        for v in [Wa, Re, Tle, Ile, Mle, Ole, Ub] {
            assert!(v.name().ends_with(&format!("({})", v.code())), "{v:?}");
        }
    }
}
