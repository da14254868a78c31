//! A session's settings, resolved once (ripgrep's `HiArgs::from_low_args` is the model): the
//! command line's options, the game's facts and a folder of the judge's tests made into what
//! each stage takes. No stage reads the options.

use super::folder::{self, Folder, FolderTime};
use super::hackable::Hackable;
use super::options::{Format, Options};
use super::plan::RAMP;
use crate::formats::TimeRule;
use crate::generate::Rng;
use crate::generate::cases::Named;
use crate::platform::Platform;
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// Everything a session's stages take.
pub struct Settings {
    /// The seed of the random cases: the command line's, else drawn from the clock.
    pub seed: u64,
    /// Runs at once.
    pub jobs: usize,
    pub run: RunSettings,
    pub search: SearchSettings,
    pub shrink: ShrinkSettings,
    /// Seconds of the hunt for the slowest input after the cases pass, if asked for.
    pub hunt: Option<u64>,
    pub save: SaveTo,
    pub format: Format,
    /// The judge's tests, when they take the worst cases' place.
    pub folder: Option<Folder>,
}

/// What runs the program, and the limits of its runs as the judge sets them.
#[derive(Clone)]
pub struct RunSettings {
    /// The program and its arguments, or a source file and its arguments.
    pub command: Vec<OsString>,
    /// The judge whose build, stack and memory count.
    pub platform: &'static Platform,
    pub sanitize: bool,
    /// The interpreter of a Python source.
    pub python: OsString,
    /// CPU time per run: the command line's, else the folder's (stated, or computed as its
    /// judge does before the session opens), else the problem's.
    pub time: Duration,
    /// MiB per run, chosen as the time is.
    pub memory_mib: u64,
}

/// The cases searched: how many random ones, over how many the level climbs, and the cases
/// after them (the worst cases, or the judge's tests).
pub struct SearchSettings {
    /// Random cases; planned from what a run of the program costs when absent.
    pub cases: Option<u64>,
    pub ramp: u64,
    pub worst: Vec<Named>,
    /// Whether `worst` holds the judge's tests.
    pub tests: bool,
}

/// Whether a failure is shrunk, and whether a TLE or an ILE is too.
#[derive(Clone, Copy)]
pub struct ShrinkSettings {
    pub on: bool,
    pub slow: bool,
}

/// Where files go: the case a report ends at (`--save`), and every case (`--write-cases`).
pub struct SaveTo {
    pub case: Option<PathBuf>,
    pub every: Option<PathBuf>,
}

/// The settings of a session of game `G` from the command line's `options`.
pub fn resolve<G: Hackable>(options: &Options) -> Result<Settings, String> {
    let mut folder = options
        .tests
        .as_deref()
        .map(folder::read::<G>)
        .transpose()?;
    let (time, memory) = limits(options, folder.as_mut());
    // A folder's tests, or the worst cases `--only` names, take the random cases' place.
    let only_named = folder.is_some() || options.only.is_some();
    let cases = options.cases.or(only_named.then_some(0));
    let worst = match &folder {
        Some(folder) => folder.tests.clone(),
        None => worst_cases::<G>(options)?,
    };
    let time = time.unwrap_or(Duration::from_millis(G::TIME_LIMIT_MS));
    Ok(Settings {
        seed: options.seed.unwrap_or_else(drawn_seed),
        jobs: options.jobs,
        run: RunSettings {
            command: options.command.clone(),
            platform: options.judge.unwrap_or(G::PLATFORM),
            sanitize: options.sanitize,
            python: options.python.clone(),
            time,
            memory_mib: memory.unwrap_or(G::MEMORY_MIB),
        },
        search: SearchSettings {
            cases,
            ramp: cases.map_or(RAMP, |c| c.clamp(1, RAMP)),
            worst,
            tests: folder.is_some(),
        },
        shrink: ShrinkSettings {
            on: options.shrink,
            slow: options.shrink_tle,
        },
        hunt: options.hunt,
        save: SaveTo {
            case: options.save.clone(),
            every: options.write_cases.clone(),
        },
        format: options.format,
        folder,
    })
}

/// The time and memory limits the command line gives, else those the folder states; the
/// folder notes where its time limit comes from.
fn limits(options: &Options, folder: Option<&mut Folder>) -> (Option<Duration>, Option<u64>) {
    let Some(f) = folder else {
        return (options.time_limit, options.memory_limit);
    };
    if options.time_limit.is_some() {
        f.time = FolderTime::Given;
    }
    let stated = match f.time {
        FolderTime::Rule(TimeRule::Stated { limit, .. }) => Some(limit),
        _ => None,
    };
    let memory = options.memory_limit.or(f.memory_mib);
    (options.time_limit.or(stated), memory)
}

/// The worst cases this run tries: all, none (`--no-max`), or those `--only` names.
fn worst_cases<G: Hackable>(options: &Options) -> Result<Vec<Named>, String> {
    if !options.max {
        return Ok(Vec::new());
    }
    let all = G::worst();
    let Some(only) = &options.only else {
        return Ok(all);
    };
    for name in only {
        if !all.iter().any(|c| c.name == *name) {
            let names: Vec<&str> = all.iter().map(|c| c.name.as_str()).collect();
            return Err(format!(
                "`--only`: no worst case is named `{}`; they are {}",
                crate::reader::shown(name),
                names.join(", ")
            ));
        }
    }
    Ok(all.into_iter().filter(|c| only.contains(&c.name)).collect())
}

fn drawn_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    // Small enough to type back in.
    Rng::new(nanos ^ u64::from(std::process::id())).next_u64() % 1_000_000_000
}

#[cfg(test)]
mod tests;
