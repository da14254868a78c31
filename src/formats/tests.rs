//! Each format's room reads back what it writes: the tests in the judge's order, and the
//! limits its limit file states.

use super::*;
use std::path::PathBuf;
use std::time::Duration;

const STATEMENT: Statement = Statement {
    legend: "A game.",
    input: "$1 \\le n \\le 9$.",
    output: "Print \\texttt{A}.",
    notes: "",
};

fn contents() -> Contents {
    let test = |group, name: &str, input: &str| Test {
        group,
        name: name.into(),
        input: input.into(),
        answer: "A\n".into(),
    };
    Contents {
        name: "x",
        title: "X".into(),
        source: "here",
        statement: STATEMENT,
        memory_mib: 512,
        time_limit_ms: 1500,
        tests: vec![
            test(Group::Sample, "sample-1", "1\n"),
            test(Group::Aimed, "zero", "2\n"),
            test(Group::Random, "level-00", "3\n"),
            test(Group::Random, "level-01", "4\n"),
            test(Group::Worst, "big", "9\n"),
        ],
        submissions: Vec::new(),
    }
}

/// `files` written under a new folder of its own.
fn written(name: &str, files: &Files) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("formats-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    write_files(&dir, files).unwrap();
    dir
}

/// The inputs of the tests `read` finds, in its order.
fn inputs(found: &Tests) -> Vec<String> {
    let read = |t: &TestFiles| std::fs::read_to_string(&t.input).unwrap();
    found.tests.iter().map(read).collect()
}

/// Each format's statement is the game's, whole: Kattis's in one file under its title, and
/// Polygon's in its parts, a part without text left out.
#[test]
fn the_statement_is_written_whole_in_each_format() {
    let c = contents();
    let file = |files: &Files, path: &str| {
        let found = files.iter().find(|(p, _)| p == path);
        found.map(|(_, text)| text.clone())
    };
    let kattis = kattis::files(&c, "v");
    let tex = file(&kattis, "problem_statement/problem.en.tex").unwrap();
    assert_eq!(tex, format!("\\problemname{{X}}\n\n{}", STATEMENT.text()));
    let polygon = polygon::files(&c, "v", "c");
    let part = |name: &str| file(&polygon, &format!("statements/english/{name}.tex"));
    assert_eq!(part("legend").unwrap(), "A game.\n");
    assert_eq!(part("input").unwrap(), "$1 \\le n \\le 9$.\n");
    assert_eq!(part("notes"), None);
}

#[test]
fn a_package_reads_back_with_its_tests_in_order_and_its_limits() {
    let c = contents();
    let order: Vec<String> = c.tests.iter().map(|t| t.input.clone()).collect();
    let dir = written("polygon", &polygon::files(&c, "v", "c"));
    let found = read(&dir).unwrap();
    assert_eq!(found.layout, "a Polygon package");
    assert_eq!(inputs(&found), order);
    assert!(found.tests.iter().all(|t| t.answer.is_some()));
    let stated = TimeRule::Stated {
        limit: Duration::from_millis(1500),
        from: "problem.xml's time-limit",
    };
    assert_eq!((found.time, found.memory_mib), (stated, Some(512)));
    std::fs::remove_dir_all(&dir).unwrap();
    // Kattis's legacy format states the memory; its time limit comes from the accepted runs.
    let dir = written("kattis", &kattis::files(&c, "v"));
    let found = read(&dir).unwrap();
    assert_eq!(found.layout, "a Kattis package");
    assert_eq!(inputs(&found), order);
    let rule = |accepted| TimeRule::Kattis {
        multiplier: 5.0,
        resolution: 1.0,
        accepted,
    };
    assert_eq!((found.time, found.memory_mib), (rule(vec![]), Some(512)));
    // Its data folder alone: the same tests, named under it, the limits of the package above.
    let accepted = dir.join("submissions/accepted/x.rs");
    write_files(&dir, &vec![("submissions/accepted/x.rs".into(), "".into())]).unwrap();
    let data = read(&dir.join("data")).unwrap();
    assert_eq!(data.layout, "a Kattis data folder");
    assert_eq!(inputs(&data), order);
    assert_eq!(data.tests[0].name, "sample/01-sample-1.in");
    assert_eq!(data.tests[1].name, "secret/aimed/01-zero.in");
    assert_eq!(
        (data.time, data.memory_mib),
        (rule(vec![accepted]), Some(512))
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Kattis's time limit: the multiplier times the slowest accepted run, rounded up to a whole
/// resolution, and at least one.
#[test]
fn kattis_computes_its_time_limit_from_the_slowest_accepted_run() {
    let (ms, s) = (Duration::from_millis, Duration::from_secs);
    assert_eq!(TimeRule::kattis(5.0, 1.0, ms(4)), s(1));
    assert_eq!(TimeRule::kattis(5.0, 1.0, ms(200)), s(1));
    assert_eq!(TimeRule::kattis(5.0, 1.0, ms(201)), s(2));
    assert_eq!(TimeRule::kattis(2.0, 0.5, ms(800)), s(2));
    assert_eq!(TimeRule::kattis(2.0, 0.5, ms(10)), ms(500));
}

/// A folder of inputs with answers named as another judge names them (`NAME.ans`) is an `oj`
/// folder too; `NAME.out` comes first where both are there.
#[test]
fn an_answer_is_name_out_or_else_name_ans() {
    let dir = written(
        "ans",
        &vec![
            ("a.in".into(), "1\n".into()),
            ("a.ans".into(), "A\n".into()),
            ("b.in".into(), "2\n".into()),
            ("b.ans".into(), "B\n".into()),
            ("b.out".into(), "C\n".into()),
        ],
    );
    let found = read(&dir).unwrap();
    let answers: Vec<_> = found
        .tests
        .iter()
        .map(|t| t.answer.clone().unwrap())
        .collect();
    assert_eq!(answers, [dir.join("a.ans"), dir.join("b.out")]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_limits_are_read_where_the_package_states_them() {
    let dir = std::env::temp_dir().join(format!("formats-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let xml = "<a><time-limit>1500</time-limit><memory-limit>268435456</memory-limit></a>";
    std::fs::write(dir.join("problem.xml"), xml).unwrap();
    let stated = |ms, from| TimeRule::Stated {
        limit: Duration::from_millis(ms),
        from,
    };
    let xml_stated = stated(1500, "problem.xml's time-limit");
    assert_eq!(polygon::limits(&dir), (xml_stated, Some(256)));
    let yaml = "name: x\nlimits:\n  memory: 512\n  time_limit: 1.5\nsource: y\n";
    std::fs::write(dir.join("problem.yaml"), yaml).unwrap();
    let yaml_stated = stated(1500, "problem.yaml's limits.time_limit");
    assert_eq!(kattis::limits(&dir), (yaml_stated, Some(512)));
    let rule = |multiplier, resolution| TimeRule::Kattis {
        multiplier,
        resolution,
        accepted: vec![],
    };
    let yaml = "limits:\n  time_multiplier: 3\n  time_resolution: 0.5\n";
    std::fs::write(dir.join("problem.yaml"), yaml).unwrap();
    assert_eq!(kattis::limits(&dir), (rule(3.0, 0.5), None));
    // No limit of nothing, and none past every number.
    let yaml = "limits:\n  memory: 0\n  time_limit: inf\n";
    std::fs::write(dir.join("problem.yaml"), yaml).unwrap();
    assert_eq!(kattis::limits(&dir), (rule(5.0, 1.0), None));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(kattis::limits(&dir), (TimeRule::Unset, None));
    assert_eq!(polygon::limits(&dir), (TimeRule::Unset, None));
}

/// A folder is a Polygon package only with both its `tests/` and its `problem.xml`: a limit
/// file beside `oj` cases does not make one.
#[test]
fn a_polygon_package_needs_its_tests_and_its_problem_xml() {
    let dir = written(
        "oj",
        &vec![
            ("problem.xml".into(), "<time-limit>1000</time-limit>".into()),
            ("a.in".into(), "1\n".into()),
            ("a.out".into(), "A\n".into()),
        ],
    );
    let found = read(&dir).unwrap();
    assert_eq!((found.layout, found.tests.len()), ("an oj folder", 1));
    std::fs::remove_dir_all(&dir).unwrap();
}
