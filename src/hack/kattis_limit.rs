//! Kattis's time limit for a package that states none, computed as its judge computes it
//! (problemtools' `verifyproblem` does the same): `time_multiplier` times the slowest run of
//! the accepted submissions on the package's tests, rounded up to a whole `time_resolution`,
//! and at least one. Each accepted submission is built as the session's program is, and run on
//! every test with nothing of ours beside it, its CPU time measured; one in a language hack
//! mode does not build is left out.

use super::build;
use super::folder::{Folder, FolderTime};
use super::hackable::{Hackable, answer};
use super::policy::EXACT;
use super::session::Session;
use super::settings::{RunSettings, Settings};
use crate::formats::TimeRule;
use std::time::Duration;

/// The most an accepted run may take: past it the package's rule gives a limit no judge
/// would use, and the session asks for `--time-limit` instead.
const CAP: Duration = Duration::from_secs(20);

/// Settles the session's time limit, and notes it in the folder: where the folder leaves it
/// to Kattis's rule, runs the accepted submissions and records the slowest run.
pub fn settle<G: Hackable>(settings: &mut Settings) -> Result<(), String> {
    let Some(folder) = settings.folder.as_mut() else {
        return Ok(());
    };
    if let Some(time) = kattis::<G>(&settings.run, folder)? {
        settings.run.time = time;
    }
    folder.limit = settings.run.time;
    Ok(())
}

/// Kattis's limit where the folder leaves the limit to its rule, with the rule's outcome noted
/// in the folder; none where it does not, or no accepted submission can be built.
fn kattis<G: Hackable>(run: &RunSettings, folder: &mut Folder) -> Result<Option<Duration>, String> {
    let FolderTime::Rule(TimeRule::Kattis {
        multiplier,
        resolution,
        accepted,
    }) = &folder.time
    else {
        return Ok(None);
    };
    let (multiplier, resolution) = (*multiplier, *resolution);
    let accepted: Vec<_> = accepted
        .iter()
        .filter(|p| build::builds(p))
        .cloned()
        .collect();
    if accepted.is_empty() {
        folder.time = FolderTime::NoAccepted;
        return Ok(None);
    }
    let (mut slowest, mut by) = (Duration::ZERO, String::new());
    for path in &accepted {
        let name = path.strip_prefix(&folder.dir).unwrap_or(path);
        let name = name.to_string_lossy().into_owned();
        let run = RunSettings {
            command: vec![path.into()],
            sanitize: false,
            time: CAP,
            ..run.clone()
        };
        let session = Session::open(&run, 1)?;
        session.progress.line(&format!(
            "timing {name} on the tests, for Kattis's time limit"
        ));
        let ran = slowest_run::<G>(&session, &folder.tests);
        session.close();
        let (cpu, test) = ran?;
        if cpu >= CAP {
            return Err(format!(
                "the accepted submission {name} ran past {} s on {test}: Kattis's time limit \
                 cannot be computed from it; give one with `--time-limit`",
                CAP.as_secs()
            ));
        }
        if cpu >= slowest {
            (slowest, by) = (cpu, name);
        }
    }
    folder.time = FolderTime::Computed {
        multiplier,
        resolution,
        slowest,
        by,
    };
    Ok(Some(TimeRule::kattis(multiplier, resolution, slowest)))
}

/// The slowest run of the session's program on `tests`, alone, and its test.
fn slowest_run<G: Hackable>(
    session: &Session,
    tests: &[crate::generate::cases::Named],
) -> Result<(Duration, String), String> {
    let mut slowest = (Duration::ZERO, String::new());
    for test in tests {
        let limits = session.limits(&answer::<G>(&test.input)?, EXACT);
        let ran = session.measure(&test.input, &limits, true)?;
        if ran.cpu >= slowest.0 {
            slowest = (ran.cpu, test.name.clone());
        }
    }
    Ok(slowest)
}
