//! A package in Polygon's layout: `problem.xml` with one testset (`tests/%02d`, answers
//! `tests/%02d.a`, the time limit in milliseconds and the memory limit in bytes), the
//! statement's parts in `statements/english/`, the validator and the checker in `files/`
//! (testlib's exit statuses, as Rust programs), and the solutions tagged by verdict. Polygon
//! has no tag for a run-time error alone, so those submissions stay out. Written by [`files`],
//! its tests read back by [`tests`] and its limits by [`limits`].

use super::contents::{Contents, Expected, Files, Group};
use super::files::{TestFiles, under, walk};
use super::time_rule::TimeRule;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The package's files; `validator` and `checker` are their sources (testlib's statuses).
pub fn files(c: &Contents, validator: &str, checker: &str) -> Files {
    let mut files = vec![
        ("problem.xml".to_string(), problem_xml(c)),
        ("files/validator.rs".into(), validator.to_string()),
        ("files/check.rs".into(), checker.to_string()),
    ];
    let english = "statements/english";
    let s = &c.statement;
    for (part, text) in [
        ("name", c.title.clone()),
        ("legend", s.legend.to_string()),
        ("input", s.input.to_string()),
        ("output", s.output.to_string()),
        ("notes", s.notes.to_string()),
    ] {
        if !text.is_empty() {
            files.push((format!("{english}/{part}.tex"), format!("{text}\n")));
        }
    }
    let mut samples = 0;
    for (k, test) in c.tests.iter().enumerate() {
        files.push((format!("tests/{:02}", k + 1), test.input.clone()));
        files.push((format!("tests/{:02}.a", k + 1), test.answer.clone()));
        if test.group == Group::Sample {
            samples += 1;
            files.push((
                format!("{english}/example.{samples:02}"),
                test.input.clone(),
            ));
            files.push((
                format!("{english}/example.{samples:02}.a"),
                test.answer.clone(),
            ));
        }
    }
    for s in c.submissions.iter().filter(|s| tag(s.verdict).is_some()) {
        files.push((format!("solutions/{}", s.file), s.text.clone()));
    }
    files
}

/// A solution's tag, for the verdicts Polygon tags.
fn tag(verdict: Expected) -> Option<&'static str> {
    match verdict {
        Expected::Accepted => Some("main"),
        Expected::WrongAnswer => Some("wrong-answer"),
        Expected::TimeLimit => Some("time-limit-exceeded"),
        Expected::RunTimeError => None,
    }
}

/// One `<test>` line per test, described by its group and name.
fn test_lines(c: &Contents) -> String {
    let mut tests = String::new();
    for test in &c.tests {
        let sample = match test.group {
            Group::Sample => " sample=\"true\"",
            _ => "",
        };
        let about = format!("{}: {}", test.group.name(), test.name);
        tests.push_str(&format!(
            "          <test method=\"manual\" description=\"{about}\"{sample}/>\n"
        ));
    }
    tests
}

/// One `<solution>` per submission with a tag of Polygon's.
fn solution_lines(c: &Contents) -> String {
    let mut solutions = String::new();
    for s in &c.submissions {
        if let Some(tag) = tag(s.verdict) {
            solutions.push_str(&format!(
                "      <solution tag=\"{tag}\">\n        <source path=\"solutions/{}\" \
                 type=\"rust\"/>\n      </solution>\n",
                s.file
            ));
        }
    }
    solutions
}

fn problem_xml(c: &Contents) -> String {
    let (tests, solutions) = (test_lines(c), solution_lines(c));
    format!(
        r#"<?xml version="1.0" encoding="utf-8" standalone="no"?>
<!-- Written by game-solvers {version}, the package of {name}. -->
<problem revision="1" short-name="{name}">
  <names>
    <name language="english" value="{title}"/>
  </names>
  <statements>
    <statement charset="UTF-8" language="english" mathjax="true" path="statements/english/legend.tex" type="application/x-tex"/>
  </statements>
  <judging input-file="" output-file="" run-count="1">
    <testset name="tests">
      <time-limit>{time}</time-limit>
      <memory-limit>{memory}</memory-limit>
      <test-count>{count}</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>
{tests}      </tests>
    </testset>
  </judging>
  <assets>
    <checker type="testlib">
      <source path="files/check.rs" type="rust"/>
    </checker>
    <validators>
      <validator>
        <source path="files/validator.rs" type="rust"/>
      </validator>
    </validators>
    <solutions>
{solutions}    </solutions>
  </assets>
</problem>
"#,
        name = c.name,
        version = env!("CARGO_PKG_VERSION"),
        title = c.title,
        time = c.time_limit_ms,
        memory = c.memory_mib << 20,
        count = c.tests.len(),
    )
}

/// A Polygon package's tests: `tests/NN` in number order, with `tests/NN.a`.
pub fn tests(dir: &Path) -> Result<Vec<TestFiles>, String> {
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

/// The judge's limits in `problem.xml`, where it states them: milliseconds and bytes.
pub fn limits(dir: &Path) -> (TimeRule, Option<u64>) {
    let Ok(xml) = std::fs::read_to_string(dir.join("problem.xml")) else {
        return (TimeRule::Unset, None);
    };
    let tag = |name: &str| -> Option<u64> {
        let open = format!("<{name}>");
        let from = xml.find(&open)? + open.len();
        xml[from..].split('<').next()?.trim().parse().ok()
    };
    let time = match tag("time-limit") {
        Some(ms) => TimeRule::Stated {
            limit: Duration::from_millis(ms),
            from: "problem.xml's time-limit",
        },
        None => TimeRule::Unset,
    };
    (time, tag("memory-limit").map(|bytes| bytes >> 20))
}
