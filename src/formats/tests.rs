//! Each format's room reads back what it writes: the tests in the judge's order, and the
//! limits its limit file states.

use super::*;
use std::path::PathBuf;

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

#[test]
fn a_package_reads_back_with_its_tests_in_order_and_its_limits() {
    let c = contents();
    let order: Vec<String> = c.tests.iter().map(|t| t.input.clone()).collect();
    let dir = written("polygon", &polygon::files(&c, "v", "c"));
    let found = read(&dir).unwrap();
    assert_eq!(found.layout, "a Polygon package");
    assert_eq!(inputs(&found), order);
    assert!(found.tests.iter().all(|t| t.answer.is_some()));
    assert_eq!(
        (found.time_limit, found.memory_mib),
        (Some(Duration::from_millis(1500)), Some(512))
    );
    std::fs::remove_dir_all(&dir).unwrap();
    // Kattis's legacy format states the memory; its time limit comes from the runs.
    let dir = written("kattis", &kattis::files(&c, "v"));
    let found = read(&dir).unwrap();
    assert_eq!(found.layout, "a Kattis package");
    assert_eq!(inputs(&found), order);
    assert_eq!((found.time_limit, found.memory_mib), (None, Some(512)));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_limits_are_read_where_the_package_states_them() {
    let dir = std::env::temp_dir().join(format!("formats-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let xml = "<a><time-limit>1500</time-limit><memory-limit>268435456</memory-limit></a>";
    std::fs::write(dir.join("problem.xml"), xml).unwrap();
    let ms = Duration::from_millis;
    assert_eq!(polygon::limits(&dir), (Some(ms(1500)), Some(256)));
    let yaml = "name: x\nlimits:\n  memory: 512\n  time_limit: 1.5\nsource: y\n";
    std::fs::write(dir.join("problem.yaml"), yaml).unwrap();
    assert_eq!(kattis::limits(&dir), (Some(ms(1500)), Some(512)));
    std::fs::write(dir.join("problem.yaml"), "limits:\n  time_multiplier: 5\n").unwrap();
    assert_eq!(kattis::limits(&dir), (None, None));
    // No limit of nothing, and none past every number.
    let yaml = "limits:\n  memory: 0\n  time_limit: inf\n";
    std::fs::write(dir.join("problem.yaml"), yaml).unwrap();
    assert_eq!(kattis::limits(&dir), (None, None));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(kattis::limits(&dir), (None, None));
    assert_eq!(polygon::limits(&dir), (None, None));
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
