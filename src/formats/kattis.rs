//! A Kattis problem package (the format's legacy version, which `verifyproblem` checks in
//! full): `problem.yaml` (the limit file), the statement in LaTeX, `data/sample` and the secret
//! tests in a group per kind, the input validator, and the submissions in a folder per verdict.
//! Written by [`files`], its tests read back by [`tests`] and its limits by [`limits`] (the
//! time limit as Kattis computes it where the package states none).

use super::contents::{Contents, Expected, Files, Group};
use super::files::{TestFiles, natural, under, walk};
use super::time_rule::TimeRule;
use std::path::Path;
use std::time::Duration;

/// How many times the slowest accepted run the time limit is (Kattis rounds it up to a whole
/// second), and how many times the limit a `time_limit_exceeded` submission must take.
pub const AC_TO_TIME_LIMIT: u32 = 5;
pub const TIME_LIMIT_TO_TLE: u32 = 2;

/// Refuses a folder whose name is not a Kattis short name: Kattis names a problem by its
/// folder, and `verifyproblem` takes only lowercase letters and digits (`[a-z0-9]+`).
pub fn shortname(dir: &Path) -> Result<(), String> {
    let name = dir.file_name().unwrap_or_default().to_string_lossy();
    let fits = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit();
    if !name.is_empty() && name.chars().all(fits) {
        return Ok(());
    }
    let fitted: String = name
        .to_ascii_lowercase()
        .chars()
        .filter(|&c| fits(c))
        .collect();
    let instead = match fitted.is_empty() {
        true => String::new(),
        false => format!(
            ": name it `{}`, for example",
            dir.with_file_name(fitted).display()
        ),
    };
    Err(format!(
        "`{}`: a Kattis package's folder is its problem's short name, which `verifyproblem` \
         takes only in lowercase letters and digits{instead}",
        dir.display()
    ))
}

/// The package's files; `validator` is the input validator's source (42 and 43).
pub fn files(c: &Contents, validator: &str) -> Files {
    let mut files = vec![
        ("problem.yaml".to_string(), problem_yaml(c)),
        ("problem_statement/problem.en.tex".into(), statement(c)),
        ("input_validators/validate.rs".into(), validator.to_string()),
    ];
    for (k, test) in c.tests.iter().enumerate() {
        // Numbered within the group, so that a judge's name order is the package's order.
        let same = c.tests[..k]
            .iter()
            .filter(|t| t.group == test.group)
            .count();
        let at = match test.group {
            Group::Sample => format!("data/sample/{:02}-{}", same + 1, test.name),
            group => format!("data/secret/{}/{:02}-{}", group.name(), same + 1, test.name),
        };
        files.push((format!("{at}.in"), test.input.clone()));
        files.push((format!("{at}.ans"), test.answer.clone()));
    }
    for s in &c.submissions {
        let folder = match s.verdict {
            Expected::Accepted => "accepted",
            Expected::WrongAnswer => "wrong_answer",
            Expected::TimeLimit => "time_limit_exceeded",
            Expected::RunTimeError => "run_time_error",
        };
        files.push((format!("submissions/{folder}/{}", s.file), s.text.clone()));
    }
    files
}

fn problem_yaml(c: &Contents) -> String {
    format!(
        "# Written by `{name} --package kattis` (game-solvers {version}).\n\
         name: {title}\n\
         source: \"{source}\"\n\
         license: permission\n\
         rights_owner: the game-solvers authors\n\
         uuid: {uuid}\n\
         limits:\n  \
           memory: {memory}\n  \
           time_multiplier: {AC_TO_TIME_LIMIT}\n  \
           time_safety_margin: {TIME_LIMIT_TO_TLE}\n\
         # The answers are words; letter case counts, as on the problem's judge.\n\
         validator_flags: case_sensitive\n",
        name = c.name,
        version = env!("CARGO_PKG_VERSION"),
        title = c.title,
        source = c.source.replace('\\', "\\\\").replace('"', "\\\""),
        uuid = uuid(c.name),
        memory = c.memory_mib,
    )
}

fn statement(c: &Contents) -> String {
    format!("\\problemname{{{}}}\n\n{}", c.title, c.statement.text())
}

/// A UUID for the game's problem, the same every time: a name-based one made of the name's
/// FNV-1a hashes, with the version and variant bits of a random UUID.
fn uuid(name: &str) -> String {
    let hash = |seed: u64| {
        name.bytes().fold(seed, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        })
    };
    let (a, b) = (hash(0xcbf2_9ce4_8422_2325), hash(0x8422_2325_cbf2_9ce4));
    let b = b & !(0xc000 << 48) | 0x8000 << 48;
    let a = a & !0xf000 | 0x4000;
    format!(
        "{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
        a >> 32,
        (a >> 16) & 0xffff,
        a & 0xffff,
        b >> 48,
        b & 0xffff_ffff_ffff
    )
}

/// A Kattis package's tests under its data folder `data`: `sample` first, then `secret` and
/// its groups, each in name order, named by their path under `root`.
pub fn tests(root: &Path, data: &Path) -> Result<Vec<TestFiles>, String> {
    let mut found = Vec::new();
    for part in ["sample", "secret"] {
        let mut inputs = Vec::new();
        walk(&data.join(part), &mut inputs)?;
        inputs.retain(|p| p.extension().is_some_and(|e| e == "in"));
        inputs.sort_by_key(|p| natural(&p.to_string_lossy()));
        for input in inputs {
            let answer = Some(input.with_extension("ans")).filter(|a| a.is_file());
            let name = under(root, &input);
            found.push(TestFiles {
                name,
                input,
                answer,
            });
        }
    }
    Ok(found)
}

/// The judge's limits in the package `dir`'s `problem.yaml`: `limits:` with `memory` in MiB,
/// and `time_limit` in seconds where stated; else the rule Kattis computes it by, from
/// `time_multiplier` (5 unless stated, in this legacy format) and `time_resolution` (1), and
/// the submissions in `submissions/accepted/`.
pub fn limits(dir: &Path) -> (TimeRule, Option<u64>) {
    let Ok(yaml) = std::fs::read_to_string(dir.join("problem.yaml")) else {
        return (TimeRule::Unset, None);
    };
    let limits: Vec<(&str, &str)> = yaml
        .lines()
        .skip_while(|l| !l.starts_with("limits:"))
        .skip(1)
        .take_while(|l| l.starts_with(' '))
        .filter_map(|l| l.trim().split_once(':'))
        .collect();
    let value = |key: &str| -> Option<f64> {
        let (_, v) = limits.iter().find(|(k, _)| k.trim() == key)?;
        v.trim()
            .parse()
            .ok()
            .filter(|v: &f64| v.is_finite() && *v > 0.0)
    };
    let memory = value("memory").map(|m| m as u64);
    if let Some(seconds) = value("time_limit") {
        let limit = Duration::from_secs_f64(seconds);
        let from = "problem.yaml's limits.time_limit";
        return (TimeRule::Stated { limit, from }, memory);
    }
    let mut accepted = Vec::new();
    let _ = walk(&dir.join("submissions").join("accepted"), &mut accepted);
    accepted.sort_by_key(|p| natural(&p.to_string_lossy()));
    let rule = TimeRule::Kattis {
        multiplier: value("time_multiplier").unwrap_or(f64::from(AC_TO_TIME_LIMIT)),
        resolution: value("time_resolution").unwrap_or(1.0),
        accepted,
    };
    (rule, memory)
}

#[cfg(test)]
mod tests {
    use super::{shortname, uuid};
    use std::path::Path;

    #[test]
    fn a_folder_is_a_kattis_short_name_or_is_refused_with_one_that_is() {
        assert!(shortname(Path::new("kattis/tag2")).is_ok());
        let error = shortname(Path::new("out/tag-Kattis")).unwrap_err();
        assert!(error.contains("`out/tagkattis`"), "{error}");
        assert!(shortname(Path::new("-_-")).unwrap_err().ends_with("digits"));
        assert!(shortname(Path::new("/")).is_err());
    }

    /// The same UUID every time, one per game, shaped as a random UUID (version 4, variant 1).
    #[test]
    fn each_game_has_its_own_uuid_the_same_every_time() {
        assert_eq!(uuid("dot"), "caaf2818-f474-48a0-9322-d2f72b16896b");
        let all = ["dot", "tag", "duel"].map(uuid);
        for u in &all {
            let parts: Vec<&str> = u.split('-').collect();
            let lengths: Vec<usize> = parts.iter().map(|p| p.len()).collect();
            assert_eq!(lengths, [8, 4, 4, 4, 12], "{u}");
            assert!(
                parts[2].starts_with('4') && "89ab".contains(&parts[3][..1]),
                "{u}"
            );
        }
        assert!(all[0] != all[1] && all[1] != all[2] && all[0] != all[2]);
    }
}
