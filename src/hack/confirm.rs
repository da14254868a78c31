//! The final case confirmed: a verdict that rests on no measurement is run once more, to tell
//! a program that is not deterministic. (A measured verdict was confirmed already, by a run
//! with nothing of ours beside it.)

use super::policy::EXACT;
use super::session::{Failure, Session, Trial};

/// The final case's second run, unless its verdict is measured.
pub fn confirm(session: &Session, last: &Failure) -> Result<Option<Trial>, String> {
    if last.verdict.is_measured() {
        return Ok(None);
    }
    let record = &last.record;
    let again = session.test(record.input.clone(), record.expected.clone(), EXACT)?;
    Ok(Some(again))
}
