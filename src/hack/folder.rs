//! A folder of a judge's tests (`--tests DIR`), read by its format's room
//! ([`crate::formats`]): a Kattis package (`data/**/NAME.in` with `NAME.ans`, limits in
//! `problem.yaml`) or its data folder, a Polygon package (`tests/NN` with `tests/NN.a`, limits
//! in `problem.xml`), or an `oj` folder (`NAME.in` with `NAME.out` or `NAME.ans`, in `DIR` or
//! `DIR/test`). Each input goes through the game's validator first: an invalid one is reported
//! and not run. Each answer is checked against ours: a disagreement is reported, and the
//! program is judged against our answer, as on every case. Where the time limit comes from is
//! kept for the report ([`FolderTime`]).

use super::hackable::{Hackable, answer};
use super::verdict::{first_difference, tokens};
use crate::formats::{self, TestFiles, Tests, TimeRule};
use crate::generate::cases::Named;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The tests of a folder, with what was found wrong with the folder's data.
pub struct Folder {
    /// `a Kattis package`, `a Kattis data folder`, `a Polygon package`, `an oj folder`.
    pub layout: &'static str,
    pub dir: PathBuf,
    /// The tests to run, by name (the path under `dir`), in the judge's order.
    pub tests: Vec<Named>,
    /// Tests not run, and why: invalid input, or input that cannot be read.
    pub invalid: Vec<Flagged>,
    /// Tests whose answer is not ours: the test, and where they part.
    pub disagree: Vec<Flagged>,
    /// The session's time limit (set once the session's is settled), and where it comes from.
    pub limit: Duration,
    pub time: FolderTime,
    /// The judge's memory limit in MiB, where the package states it.
    pub memory_mib: Option<u64>,
}

/// Where the time limit of a session on a folder comes from, as the report tells it.
#[derive(Clone, Debug, PartialEq)]
pub enum FolderTime {
    /// As the folder's judge sets it: stated, by Kattis's rule still to be computed, or not.
    Rule(TimeRule),
    /// `--time-limit`, over whatever the folder says.
    Given,
    /// Kattis's rule, computed: the slowest accepted run and the submission that ran it.
    Computed {
        multiplier: f64,
        resolution: f64,
        slowest: Duration,
        by: String,
    },
    /// Kattis's rule, with no accepted submission that hack mode builds: the problem's.
    NoAccepted,
}

/// A test of the folder, by name, and what is wrong with its data.
pub struct Flagged {
    pub test: String,
    pub why: String,
}

/// The tests of `dir`, read, validated and checked against our answers.
pub fn read<G: Hackable>(dir: &Path) -> Result<Folder, String> {
    let Tests {
        layout,
        tests,
        time,
        memory_mib,
    } = formats::read(dir)?;
    if tests.is_empty() {
        return Err(format!(
            "`{}` holds no tests: expected a folder of NAME.in with NAME.ans or NAME.out, a \
             Kattis package or its data folder (data/…/NAME.in, NAME.ans) or a Polygon \
             package (tests/NN, tests/NN.a)",
            dir.display()
        ));
    }
    let mut folder = Folder {
        layout,
        dir: dir.to_path_buf(),
        tests: Vec::new(),
        invalid: Vec::new(),
        disagree: Vec::new(),
        limit: Duration::ZERO,
        time: FolderTime::Rule(time),
        memory_mib,
    };
    for TestFiles {
        name,
        input,
        answer: expected,
    } in tests
    {
        let text = match std::fs::read(&input) {
            Ok(bytes) => bytes,
            Err(e) => {
                let why = format!("cannot be read: {e}");
                folder.invalid.push(Flagged { test: name, why });
                continue;
            }
        };
        if let Err(e) = (G::VALIDATE)(&text) {
            let why = format!("invalid: {e}");
            folder.invalid.push(Flagged { test: name, why });
            continue;
        }
        // Valid input is ASCII.
        let text = String::from_utf8(text).expect("valid input is ASCII");
        if let Some(path) = expected {
            let theirs = std::fs::read(&path)
                .map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
            if let Some(part) = parting(&theirs, &answer::<G>(&text)?) {
                let test = name.clone();
                folder.disagree.push(Flagged { test, why: part });
            }
        }
        folder.tests.push(Named::new(name, text));
    }
    Ok(folder)
}

/// Where the folder's answer parts from ours, token by token, if it does.
fn parting(theirs: &[u8], ours: &[u8]) -> Option<String> {
    let k = first_difference(ours, theirs)?;
    let shown = |text| match tokens(text).nth(k) {
        Some(t) => format!("`{}`", crate::reader::shown(&String::from_utf8_lossy(t))),
        None => "the end".to_string(),
    };
    Some(format!(
        "token {} is {}, ours {}",
        k + 1,
        shown(theirs),
        shown(ours)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_parts_from_ours_at_its_first_other_token() {
        assert_eq!(parting(b"YES\r\nNO\n", b"YES\nNO\n"), None);
        assert_eq!(
            parting(b"YES\nYES\n", b"YES\nNO\n"),
            Some("token 2 is `YES`, ours `NO`".into())
        );
        assert_eq!(
            parting(b"YES\n", b"YES\nNO\n"),
            Some("token 2 is the end, ours `NO`".into())
        );
    }
}
