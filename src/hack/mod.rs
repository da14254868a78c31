//! # Hack mode: find, shrink and explain an input on which another program fails
//!
//! `<bin> --hack [OPTIONS] -- COMMAND [ARG…]` runs COMMAND (directly, without a shell) on
//! random valid inputs, small first and growing (the game's `Generated::random`), then, unless
//! `--no-max`, on the worst cases, each aimed at a usual mistake (`Generated::aimed`, then
//! `at_limits`). Each output is compared with our answer, computed in-process, and each run is
//! measured and contained as a judge does it. A game tells hack mode what it needs in its own
//! folder: its cases and shrink steps (`src/<game>/shrink.rs`, [`Hackable`], made of
//! [`steps`]) and its hunt's moves (`src/<game>/hunt.rs`, [`Huntable`]).
//!
//! A session is a pipeline; each stage is a room that returns a value and writes no report:
//! 1. [`options`] from the command line, resolved once with the game's facts ([`hackable`])
//!    and a folder of the judge's tests ([`folder`]) into the [`settings`] each stage takes,
//!    the folder's time limit computed as Kattis computes it where it states none
//!    ([`kattis_limit`]);
//! 2. [`build`]: a source file built as its judge builds it ([`crate::platform`]), once per content
//!    ([`cache`]), and what runs it ([`runtime`]);
//!    the [`session`] holds the program and the limits of its runs ([`policy`]), each run
//!    measured and contained by [`process`] and judged by [`verdict`] (UB where a
//!    [`sanitizer`] caught undefined behaviour);
//! 3. [`plan`] and [`search`]: how many random cases, then the cases ([`random`], and the
//!    game's worst ones), up to `--jobs` at once ([`jobs`]), the lowest-numbered failure first;
//! 4. [`shrink`] ([`shrinker`]) the failure, or, for a TLE, its [`growth`];
//! 5. [`confirm`] the final case by a second run; then one step writes every file asked for
//!    ([`files`]);
//! 6. the [`report`]: one value, written as text or as JSON.
//!
//! Progress goes to stderr ([`progress`]) as the stages go.
//!
//! After the cases pass, `--hunt` searches for the slowest input ([`hunt`]), whose failure
//! goes through stages 4 to 6 like any other. With `--tests DIR`, the judge's own tests
//! ([`folder`]) take the worst cases' place, and the folder's limits the defaults'.
//!
//! Without `--hunt`, the same seed and options give the same report above its last section,
//! `Measured`, whatever `--jobs` is and whatever the machine's load: the number of cases
//! follows what runs the program, not what a run costs ([`runtime`]), a case is drawn from the
//! seed and its number alone, among candidates the first failing one in order wins, a verdict
//! that rests on a measurement is confirmed by a run with nothing of ours beside it (a TLE
//! within [`policy::BORDER`] times the limit by the least of several, and called borderline),
//! and a shrink keeps such a verdict only with a margin ([`policy`]). Only a program whose
//! time alone is that close to the limit can get a different report on a busier machine.
//!
//! Cost per case: a process start plus the program's own time; our answer and the case take
//! microseconds at the random sizes (`docs/hack-mode.md` has the figures).

mod build;
mod cache;
mod confirm;
mod files;
mod folder;
mod growth;
mod hackable;
mod hunt;
mod jobs;
mod kattis_limit;
mod options;
mod plan;
mod policy;
mod process;
mod progress;
mod random;
mod report;
mod runtime;
mod sanitizer;
mod search;
mod session;
mod settings;
mod shrink;
mod shrinker;
pub mod steps;
#[cfg(test)]
pub(crate) mod testing;
mod verdict;
mod words;

pub use hackable::{Class, Hackable, Place, Scope, Smaller};
pub use hunt::DEFAULT_SECONDS as HUNT_SECONDS;
pub use hunt::Huntable;
pub use options::{Format, Options};
pub use policy::{IDLE_FLOOR, TLE_MARGIN};
pub use process::serve_if_asked;

use report::{Failed, Findings, Report};
use search::{Figures, Found};
use session::Session;
use settings::Settings;
use std::time::Instant;
use verdict::Verdict;
use words::plural;

/// How a hack session ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Conclusion {
    NoFailure,
    Reported,
    /// The judge's tests (`--tests`) hold an invalid input or an answer not ours, whatever
    /// the program did: the report says both.
    FlawedTests,
    /// Ctrl-C: the runs were stopped and cleaned up.
    Interrupted,
}

/// Hack mode for game `G`: the session's pipeline, its report on stdout.
pub fn hack<G: Huntable>(options: &Options) -> Result<Conclusion, String> {
    let mut settings = settings::resolve::<G>(options)?;
    kattis_limit::settle::<G>(&mut settings)?;
    files::create_folders(&settings.save)?;
    let session = Session::open(&settings.run, settings.jobs)?;
    let result = investigate::<G>(&session, &settings);
    if process::interrupted() {
        let runs = plural(session.runs(), "run");
        session.progress.done();
        session.close();
        eprintln!("hack: interrupted after {runs}; nothing the program started is left running");
        return Ok(Conclusion::Interrupted);
    }
    result
}

/// Search (and hunt), then shrink or grow, confirm and explain what failed; save the files
/// asked for, and write the report.
fn investigate<G: Huntable>(session: &Session, settings: &Settings) -> Result<Conclusion, String> {
    let (seed, worst) = (settings.seed, &settings.search.worst);
    let started = Instant::now();
    let mut searched = search::search::<G>(session, seed, &settings.search)?;
    let mut hunted = None;
    if let (None, Some(seconds)) = (&searched.found, settings.hunt) {
        let ramp = settings.search.ramp;
        let mut h = hunt::hunt::<G>(session, seed, seconds, worst, &searched.passed, ramp)?;
        searched.found = h.found.take();
        hunted = Some(h);
    }
    let mut findings = match searched.found {
        None => {
            session.progress.done();
            let took = started.elapsed().as_secs_f64();
            let runs = plural(session.runs(), "run");
            session.progress.line(&format!("{runs} in {took:.1} s"));
            Findings::Passed(searched.passed)
        }
        Some(found) => {
            let failed = failed::<G>(session, settings, found, &searched.plan)?;
            Findings::Failed(Box::new(failed))
        }
    };
    let saving = save::<G>(
        session,
        settings,
        &searched.plan,
        &mut findings,
        hunted.as_mut(),
    );
    let report = Report {
        game: G::NAME,
        seed,
        plan: searched.plan,
        worst: worst.iter().map(|c| c.name.clone()).collect(),
        program: &session.program,
        sanitize: settings.run.sanitize,
        limits: session.limits(b"", policy::EXACT),
        unconfirmed: searched.unconfirmed,
        load: report::Load::now(),
        hunted,
        folder: settings.folder.as_ref(),
        findings,
    };
    crate::judge::write_out(report::written(&report, settings.format).as_bytes())?;
    // A file that cannot be written is still reported, before the error.
    saving?;
    let flawed = (settings.folder.as_ref())
        .is_some_and(|f| !(f.invalid.is_empty() && f.disagree.is_empty()));
    Ok(match &report.findings {
        _ if flawed => Conclusion::FlawedTests,
        Findings::Passed(_) => Conclusion::NoFailure,
        Findings::Failed(_) => Conclusion::Reported,
    })
}

/// Writes every file the settings ask for ([`files::save_all`]), and notes where in the
/// findings and the hunt's slowest input; the first error, after trying every file.
fn save<G: Hackable>(
    session: &Session,
    settings: &Settings,
    plan: &plan::Plan,
    findings: &mut Findings,
    hunted: Option<&mut hunt::Hunted>,
) -> Result<(), String> {
    let case = match &*findings {
        Findings::Failed(f) => Some(files::ToSave {
            input: &f.last.record.input,
            expected: &f.last.record.expected,
            report: f.finding.as_ref().map(|s| s.report.as_str()),
        }),
        Findings::Passed(_) => None,
    };
    let slowest = hunted.and_then(|h| h.slowest.as_mut());
    let input = slowest.as_ref().map(|s| s.input.as_str());
    let written = files::save_all::<G>(settings, plan, case, input, &session.progress);
    if let Findings::Failed(f) = findings {
        f.saved = written.case;
    }
    if let Some(slowest) = slowest {
        slowest.saved = written.slowest;
    }
    written.error.map_or(Ok(()), Err)
}

/// The failure found, shrunk (or its growth measured), confirmed and explained.
fn failed<G: Hackable>(
    session: &Session,
    settings: &Settings,
    found: Found,
    plan: &plan::Plan,
) -> Result<Failed, String> {
    let Found { origin, failure } = found;
    let verdict = failure.verdict;
    let runs = plural(session.runs(), "run");
    let name = report::case_name(&origin);
    // The case's own count (the hunt's inputs, the tests) is not the session's: say which.
    let line = format!(
        "{name} fails: {} ({runs} of the program so far, every stage's)",
        verdict.name()
    );
    session.progress.line(&line);
    let record = &failure.record;
    let found_figures = Figures::of(&record.ran);
    let found_beside = record.beside.as_ref().map(|(r, v)| (Figures::of(r), *v));
    let shrunk = shrink::shrink::<G>(session, settings.seed, failure, settings.shrink)?;
    let last = shrunk.last;
    let again = confirm::confirm(session, &last)?;
    let growth = match verdict == Verdict::Tle && !settings.shrink.slow {
        true => Some(growth::grow::<G>(session, &last, plan.start)?),
        false => None,
    };
    session.progress.done();
    let explained = (G::EXPLAIN)(last.record.input.as_bytes())?;
    let finding = session
        .sanitized()
        .and_then(|file| sanitizer::finding(&last.record.ran, file));
    let wrong_token = last.wrong_token().filter(|_| verdict == Verdict::Wa);
    let places = G::places(&last.record.input, wrong_token);
    let chase = chase::<G>(&last, wrong_token)?;
    Ok(Failed {
        origin,
        verdict,
        found: found_figures,
        found_beside,
        shrink: shrunk.how,
        last,
        again,
        wrong_token,
        finding,
        places,
        explained,
        chase,
        saved: None,
        growth,
    })
}

/// The line of play of the query whose answer differs, for a game of queries: an answer is a
/// token each, so the wrong token's number is the query's.
fn chase<G: Hackable>(
    last: &session::Failure,
    wrong_token: Option<usize>,
) -> Result<Option<(usize, Vec<u8>)>, String> {
    let (Some(chase), Some(token)) = (G::CHASE, wrong_token) else {
        return Ok(None);
    };
    let query = token + 1;
    let expected = &last.record.expected;
    if verdict::tokens(expected).count() <= token {
        return Ok(None);
    }
    Ok(Some((query, chase(last.record.input.as_bytes(), query)?)))
}
