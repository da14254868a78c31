//! A folder of a judge's tests (`--tests DIR`), found by its layout: a Kattis package
//! (`data/**/NAME.in` with `NAME.ans`, limits in `problem.yaml`), a Polygon package
//! (`tests/NN` with `tests/NN.a`, limits in `problem.xml`), or an `oj` folder (`NAME.in` with
//! `NAME.out`, in `DIR` or `DIR/test`). Each input goes through the game's validator first: an
//! invalid one is reported and not run. Each answer is checked against ours: a disagreement is
//! reported, and the program is judged against our answer, as on every case.

use super::hackable::{Hackable, answer};
use super::verdict::{first_difference, tokens};
use crate::generate::cases::Named;
use crate::oj::{self, TestFiles, natural, under};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The tests of a folder, with what was found wrong with the folder's data.
pub struct Folder {
    /// `a Kattis package`, `a Polygon package`, `an oj folder`.
    pub layout: &'static str,
    pub dir: PathBuf,
    /// The tests to run, by name (the path under `dir`), in the judge's order.
    pub tests: Vec<Named>,
    /// Tests not run, and why: invalid input, or input that cannot be read.
    pub invalid: Vec<(String, String)>,
    /// Tests whose answer is not ours: the test, and where they part.
    pub disagree: Vec<(String, String)>,
    /// The judge's limits where the package states them: CPU time, and memory in MiB.
    pub time_limit: Option<Duration>,
    pub memory_mib: Option<u64>,
}

/// The tests of `dir`, read, validated and checked against our answers.
pub fn read<G: Hackable>(dir: &Path) -> Result<Folder, String> {
    let shown = dir.display();
    let (layout, found) = if dir.join("data").is_dir() {
        ("a Kattis package", kattis(dir)?)
    } else if dir.join("tests").is_dir() && dir.join("problem.xml").is_file() {
        ("a Polygon package", polygon(dir)?)
    } else if dir.join("test").is_dir() {
        ("an oj folder", oj::tests(dir, &dir.join("test"))?)
    } else {
        ("an oj folder", oj::tests(dir, dir)?)
    };
    if found.is_empty() {
        return Err(format!(
            "`{shown}` holds no tests: expected an oj folder (NAME.in, NAME.out), a Kattis \
             package (data/…/NAME.in, NAME.ans) or a Polygon package (tests/NN, tests/NN.a)"
        ));
    }
    let mut folder = Folder {
        layout,
        dir: dir.to_path_buf(),
        tests: Vec::new(),
        invalid: Vec::new(),
        disagree: Vec::new(),
        time_limit: None,
        memory_mib: None,
    };
    (folder.time_limit, folder.memory_mib) = limits(dir);
    for TestFiles {
        name,
        input,
        answer: expected,
    } in found
    {
        let text = match std::fs::read(&input) {
            Ok(bytes) => bytes,
            Err(e) => {
                folder.invalid.push((name, format!("cannot be read: {e}")));
                continue;
            }
        };
        if let Err(e) = (G::VALIDATE)(&text) {
            folder.invalid.push((name, format!("invalid: {e}")));
            continue;
        }
        // Valid input is ASCII.
        let text = String::from_utf8(text).expect("valid input is ASCII");
        if let Some(path) = expected {
            let theirs = std::fs::read(&path)
                .map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
            if let Some(part) = parting(&theirs, &answer::<G>(&text)?) {
                folder.disagree.push((name.clone(), part));
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

/// The judge's limits in `problem.xml` (milliseconds and bytes) or `problem.yaml` (`limits:`
/// with `time_limit` in seconds and `memory` in MiB), where they are.
fn limits(dir: &Path) -> (Option<Duration>, Option<u64>) {
    if let Ok(xml) = std::fs::read_to_string(dir.join("problem.xml")) {
        let tag = |name: &str| -> Option<u64> {
            let open = format!("<{name}>");
            let from = xml.find(&open)? + open.len();
            xml[from..].split('<').next()?.trim().parse().ok()
        };
        let time = tag("time-limit").map(Duration::from_millis);
        return (time, tag("memory-limit").map(|bytes| bytes >> 20));
    }
    let Ok(yaml) = std::fs::read_to_string(dir.join("problem.yaml")) else {
        return (None, None);
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
    let time = value("time_limit").map(Duration::from_secs_f64);
    (time, value("memory").map(|m| m as u64))
}

/// A Kattis package's tests: `data/sample` first, then `data/secret` and its groups, each in
/// name order.
fn kattis(dir: &Path) -> Result<Vec<TestFiles>, String> {
    let mut found = Vec::new();
    for part in ["sample", "secret"] {
        let mut inputs = Vec::new();
        walk(&dir.join("data").join(part), &mut inputs)?;
        inputs.retain(|p| p.extension().is_some_and(|e| e == "in"));
        inputs.sort_by_key(|p| natural(&p.to_string_lossy()));
        for input in inputs {
            let answer = Some(input.with_extension("ans")).filter(|a| a.is_file());
            let name = under(dir, &input);
            found.push(TestFiles {
                name,
                input,
                answer,
            });
        }
    }
    Ok(found)
}

/// A Polygon package's tests: `tests/NN` in number order, with `tests/NN.a`.
fn polygon(dir: &Path) -> Result<Vec<TestFiles>, String> {
    let mut inputs = Vec::new();
    walk(&dir.join("tests"), &mut inputs)?;
    let number = |p: &PathBuf| p.file_name()?.to_str()?.parse::<u64>().ok();
    let mut numbered: Vec<(u64, PathBuf)> = inputs
        .into_iter()
        .filter_map(|p| Some((number(&p)?, p)))
        .collect();
    numbered.sort();
    Ok(numbered
        .into_iter()
        .map(|(_, input)| {
            let answer = input.with_file_name(format!(
                "{}.a",
                input.file_name().unwrap_or_default().to_string_lossy()
            ));
            TestFiles {
                name: under(dir, &input),
                answer: Some(answer).filter(|a| a.is_file()),
                input,
            }
        })
        .collect())
}

/// Every file under `dir`, if it is a folder.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(());
    };
    for entry in entries {
        let path = entry
            .map_err(|e| format!("cannot read `{}`: {e}", dir.display()))?
            .path();
        if path.is_dir() {
            walk(&path, out)?;
        } else {
            out.push(path);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limits_are_read_where_the_package_states_them() {
        let dir = std::env::temp_dir().join(format!("folder-limits-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let xml = "<a><time-limit>1500</time-limit><memory-limit>268435456</memory-limit></a>";
        std::fs::write(dir.join("problem.xml"), xml).unwrap();
        assert_eq!(limits(&dir), (Some(Duration::from_millis(1500)), Some(256)));
        std::fs::remove_file(dir.join("problem.xml")).unwrap();
        let yaml = "name: x\nlimits:\n  memory: 512\n  time_limit: 1.5\nsource: y\n";
        std::fs::write(dir.join("problem.yaml"), yaml).unwrap();
        assert_eq!(limits(&dir), (Some(Duration::from_millis(1500)), Some(512)));
        std::fs::write(dir.join("problem.yaml"), "limits:\n  time_multiplier: 5\n").unwrap();
        assert_eq!(limits(&dir), (None, None));
        // No limit of nothing, and none past every number.
        let yaml = "limits:\n  memory: 0\n  time_limit: inf\n";
        std::fs::write(dir.join("problem.yaml"), yaml).unwrap();
        assert_eq!(limits(&dir), (None, None));
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(limits(&dir), (None, None));
    }

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
