//! Problem packages (`--package kattis|polygon`) and the judge's tests in hack mode (`--hack
//! --tests DIR`). Each package holds every part in its place, the same bytes when written
//! again, inputs our validator takes, answers our solver gives, and submissions that get the
//! verdict of their folder, judged by hack mode on the package's own tests. Where the judges'
//! tools are installed (`.ci/package-tools` puts problemtools and p2d in
//! `target/package-tools`), `verifyproblem` must find nothing wrong with the Kattis package,
//! and `p2d` must convert the Polygon one into a package `verifyproblem` takes; where they are
//! not, that test says so and checks nothing more.

mod common;

use common::package;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const GAMES: [&str; 3] = ["dot", "tag", "duel"];

/// A fresh folder for this test's files.
fn tmp(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("package")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.parent().unwrap()).unwrap();
    dir
}

/// Every file under `dir`, by its path under `dir`, with its bytes.
fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                let name = path
                    .strip_prefix(root)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                out.insert(name, std::fs::read(&path).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

fn text(files: &BTreeMap<String, Vec<u8>>, name: &str) -> String {
    let bytes = files.get(name).unwrap_or_else(|| panic!("no {name}"));
    String::from_utf8(bytes.clone()).unwrap()
}

/// `check` on each game, at once.
fn each_game(check: fn(&'static str)) {
    let threads = GAMES.map(|bin| std::thread::spawn(move || check(bin)));
    for t in threads {
        t.join().unwrap();
    }
}

/// Each input valid by `--validate`, each answer ours.
fn check_tests(bin: &str, tests: &[(String, &Vec<u8>, &Vec<u8>)]) {
    for (name, input, answer) in tests {
        let run = common::run_args(bin, &["--validate"], input);
        assert_eq!(
            (run.status, run.stderr.as_str()),
            (Some(42), "valid\n"),
            "{bin} {name}"
        );
        let ours = common::run(bin, input);
        assert_eq!(ours.stdout.as_bytes(), answer.as_slice(), "{bin} {name}");
    }
}

/// The Kattis package: written the same twice, every part where the format wants it, the
/// statement with the judge's limits and without the extended ones, and its tests valid and
/// answered as we answer them.
#[test]
fn kattis_packages_hold_every_part_and_are_the_same_when_written_again() {
    each_game(|bin| {
        let (a, b) = (tmp(&format!("kattis{bin}a")), tmp(&format!("kattis{bin}b")));
        let said = package(bin, "kattis", &a);
        assert!(said.starts_with(&format!("Wrote the Kattis package of {bin} into ")));
        package(bin, "kattis", &b);
        let files = tree(&a);
        assert!(
            files == tree(&b),
            "{bin}: written again, the package differs"
        );
        let yaml = text(&files, "problem.yaml");
        for key in [
            "name: ",
            "source: ",
            "license: ",
            "uuid: ",
            "memory: ",
            "validator_flags: case_sensitive",
        ] {
            assert!(
                yaml.contains(key),
                "{bin}: problem.yaml has no `{key}`:\n{yaml}"
            );
        }
        let statement = text(&files, "problem_statement/problem.en.tex");
        assert!(statement.contains("\\section*{Input}") && statement.contains("\\le"));
        assert!(
            !statement.contains("also solved") && statement.is_ascii(),
            "{statement}"
        );
        let validator = text(&files, "input_validators/validate.rs");
        assert!(validator.contains("validate::KATTIS"));
        let samples = files
            .keys()
            .filter(|k| k.starts_with("data/sample/"))
            .count();
        let ours = std::fs::read_dir(format!("{}/samples/{bin}", env!("CARGO_MANIFEST_DIR")))
            .unwrap()
            .count();
        // The samples' inputs and answers, but for `explain/`.
        assert_eq!(samples, ours - 1, "{bin}");
        let mut tests = Vec::new();
        for (name, input) in files.iter().filter(|(k, _)| k.ends_with(".in")) {
            let answer = &files[&name.replace(".in", ".ans")];
            tests.push((name.clone(), input, answer));
        }
        for group in ["aimed", "random", "worst"] {
            let prefix = format!("data/secret/{group}/");
            assert!(
                tests.iter().any(|t| t.0.starts_with(&prefix)),
                "{bin}: no {group} tests"
            );
        }
        check_tests(bin, &tests);
        for folder in ["accepted", "wrong_answer", "time_limit_exceeded"] {
            let prefix = format!("submissions/{folder}/");
            assert!(
                files.keys().any(|k| k.starts_with(&prefix)),
                "{bin}: no {folder}"
            );
        }
    });
}

/// A binary copied alone to an empty folder (as `cargo install` leaves one) writes both
/// packages of its game there, in seconds, with no cargo on its path and no source tree
/// beside it, the same bytes as the binary in the build folder writes.
#[test]
fn an_installed_binary_writes_its_packages_alone_in_seconds() {
    each_game(|bin| {
        let installed = tmp(&format!("installed-{bin}"));
        std::fs::create_dir_all(&installed).unwrap();
        let exe = installed.join(bin);
        common::copy_exe(&common::exe(bin), &exe);
        for format in ["kattis", "polygon"] {
            let mut command = Command::new(&exe);
            command
                .args(["--package", format, "written"])
                .current_dir(&installed)
                .env_clear()
                .env("PATH", "/nonexistent");
            let started = std::time::Instant::now();
            let run = common::run_command(command, b"", Duration::from_secs(60));
            let took = started.elapsed();
            assert_eq!(run.status, Some(0), "{bin} {format}: {}", run.stderr);
            assert!(took < Duration::from_secs(10), "{bin} {format}: {took:?}");
            let here = tmp(&format!("installed{bin}{format}"));
            package(bin, format, &here);
            assert!(
                tree(&installed.join("written")) == tree(&here),
                "{bin} {format}: the installed binary wrote another package"
            );
            std::fs::remove_dir_all(installed.join("written")).unwrap();
        }
    });
}

/// The Polygon package: `problem.xml` counts the tests in `tests/`, each with its answer,
/// with the judge's limits; the validator and the checker follow testlib; every solution it
/// names is there.
#[test]
fn polygon_packages_hold_every_part_that_problem_xml_names() {
    each_game(|bin| {
        let dir = tmp(&format!("polygon-{bin}"));
        package(bin, "polygon", &dir);
        let files = tree(&dir);
        let xml = text(&files, "problem.xml");
        let tests = files
            .keys()
            .filter(|k| k.starts_with("tests/") && !k.ends_with(".a"));
        let count = tests.count();
        assert!(
            xml.contains(&format!("<test-count>{count}</test-count>")),
            "{xml}"
        );
        assert_eq!(xml.matches("<test method=\"manual\"").count(), count);
        assert!(xml.contains("<time-limit>2000</time-limit>"));
        let memory = if bin == "tag" { 1024 << 20 } else { 256 << 20 };
        assert!(xml.contains(&format!("<memory-limit>{memory}</memory-limit>")));
        for path in xml
            .split("path=\"")
            .skip(1)
            .map(|p| &p[..p.find('"').unwrap()])
        {
            assert!(
                files.contains_key(path),
                "{bin}: problem.xml names {path}, not written"
            );
        }
        assert!(text(&files, "files/validator.rs").contains("validate::TESTLIB"));
        assert!(text(&files, "files/check.rs").contains("check::main()"));
        let tests: Vec<_> = (1..=count)
            .map(|k| {
                let name = format!("tests/{k:02}");
                let answer = &files[&format!("{name}.a")];
                (name.clone(), &files[&name], answer)
            })
            .collect();
        check_tests(bin, &tests);
    });
}

/// Hack mode on the package's own tests gives every submission the verdict of its folder,
/// and names the first test it fails.
#[test]
fn every_submission_gets_the_verdict_of_its_folder_on_the_packages_tests() {
    each_game(|bin| {
        let dir = tmp(&format!("verdicts{bin}"));
        package(bin, "kattis", &dir);
        let files = tree(&dir);
        let submissions = files.keys().filter(|k| k.starts_with("submissions/"));
        for path in submissions {
            let folder = path.split('/').nth(1).unwrap();
            let mut command = Command::new(common::exe(bin));
            command.args([
                "--hack",
                "--seed",
                "1",
                "--no-shrink",
                "--jobs",
                "1",
                "--tests",
            ]);
            command.arg(&dir);
            // The accepted run writes its cases too: each test as one file name.
            let written = tmp(&format!("verdicts-{bin}-written"));
            if folder == "accepted" {
                command.arg("--write-cases").arg(&written);
            }
            command.arg("--").arg(dir.join(path));
            let run = common::run_command(command, b"", Duration::from_secs(600));
            let first = run.stdout.lines().next().unwrap_or_default().to_string();
            let code = match folder {
                "accepted" => {
                    assert_eq!(run.status, Some(0), "{bin} {path}: {}", run.stdout);
                    assert!(first.starts_with("No failure on the "), "{first}");
                    let tests = files.keys().filter(|k| k.ends_with(".in")).count();
                    assert_eq!(std::fs::read_dir(&written).unwrap().count(), 2 * tests);
                    assert!(written.join("data-sample-01-sample-1.in").is_file());
                    continue;
                }
                "wrong_answer" => "(WA)",
                "time_limit_exceeded" => "(TLE)",
                _ => "(RE)",
            };
            assert_eq!(
                run.status,
                Some(1),
                "{bin} {path}: {}{}",
                run.stdout,
                run.stderr
            );
            assert!(
                first.contains(code) && first.contains(" (data/"),
                "{bin} {path}: {first}"
            );
        }
    });
}

/// An `oj` folder of the cases hack mode ran (`--write-cases`) gives the same verdict when
/// judged as the judge's tests, and the failing test, named by its file, shrinks as the case
/// did; a test with the wrong answer or invalid input is reported as such.
#[test]
fn an_oj_folder_gives_the_verdicts_of_hack_mode_on_the_same_cases() {
    let program = common::hack::fixture("dot", Some("boundary"));
    let dir = tmp("oj-dot");
    let hack = |extra: &[&str]| {
        let mut command = Command::new(common::exe("dot"));
        command.args(["--hack", "--seed", "4"]).args(extra);
        command.arg("--").arg(&program);
        common::run_command(command, b"", Duration::from_secs(300))
    };
    let dir_arg = dir.to_str().unwrap();
    let direct = hack(&["--cases", "40", "--write-cases", dir_arg]);
    assert_eq!(direct.status, Some(1), "{}", direct.stdout);
    let judged = hack(&["--tests", dir_arg]);
    assert_eq!(judged.status, Some(1), "{}", judged.stdout);
    let verdict = |r: &common::Run| {
        r.stdout
            .lines()
            .next()
            .unwrap()
            .rsplit(": ")
            .next()
            .unwrap()
            .to_string()
    };
    assert_eq!(verdict(&judged), verdict(&direct));
    assert!(
        judged.stdout.starts_with("Seed 4, test "),
        "{}",
        judged.stdout
    );
    let input = |r: &common::Run| {
        r.stdout
            .split("\nInput")
            .nth(1)
            .unwrap()
            .split("\n\n")
            .next()
            .unwrap()
            .to_string()
    };
    assert_eq!(input(&judged), input(&direct), "{}", judged.stdout);
    // A test made invalid, and an answer made wrong.
    let first = dir.join("random-0001.in");
    std::fs::write(&first, "0 0 1 1 \n0 1\n").unwrap();
    let second = dir.join("random-0002.out");
    let ours = std::fs::read_to_string(&second).unwrap();
    let other = if ours.trim() == "Anton" {
        "Dasha\n"
    } else {
        "Anton\n"
    };
    std::fs::write(&second, other).unwrap();
    let judged = hack(&["--tests", dir_arg, "--format", "json"]);
    // Flawed tests of the judge's give an exit status of their own.
    assert_eq!(judged.status, Some(3), "{}", judged.stderr);
    let report: serde_json::Value = serde_json::from_str(&judged.stdout).unwrap();
    let tests = &report["tests"];
    assert_eq!(tests["layout"], "an oj folder");
    let not_run = &tests["not_run"][0];
    assert!(
        not_run["name"]
            .as_str()
            .unwrap()
            .ends_with("random-0001.in"),
        "{tests}"
    );
    assert_eq!(
        not_run["why"],
        "invalid: line 1, column 8: a space at the end of the line"
    );
    let differs = &tests["answers_not_ours"][0];
    assert!(
        differs["name"]
            .as_str()
            .unwrap()
            .ends_with("random-0002.in"),
        "{tests}"
    );
    assert_eq!(report["case"]["origin"], "test");
}

/// Each package is judged at its own time limit, as its judge sets it, and the report says
/// which and why: a Kattis package (or its data folder) at the limit Kattis computes from its
/// accepted submission (1 s: 5 × a few milliseconds, rounded up), a Polygon package at the one
/// its `problem.xml` states; `--time-limit` over both.
#[test]
fn a_package_is_judged_at_its_own_time_limit_as_its_judge_sets_it() {
    let kattis = tmp("limitsdot");
    package("dot", "kattis", &kattis);
    let polygon = tmp("limits-dot-polygon");
    package("dot", "polygon", &polygon);
    let xml = std::fs::read_to_string(polygon.join("problem.xml")).unwrap();
    let xml = xml.replace("<time-limit>2000<", "<time-limit>1500<");
    std::fs::write(polygon.join("problem.xml"), xml).unwrap();
    let accepted = tmp("limits-program").join("dot.rs");
    std::fs::create_dir_all(accepted.parent().unwrap()).unwrap();
    std::fs::copy(kattis.join("submissions/accepted/dot.rs"), &accepted).unwrap();
    let judged = |dir: &Path, extra: &[&str]| {
        let mut command = Command::new(common::exe("dot"));
        command.args(["--hack", "--seed", "1", "--no-shrink", "--format", "json"]);
        command
            .args(extra)
            .arg("--tests")
            .arg(dir)
            .arg("--")
            .arg(&accepted);
        let run = common::run_command(command, b"", Duration::from_secs(300));
        assert_eq!(run.status, Some(0), "{}{}", run.stdout, run.stderr);
        let report: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
        let why = report["tests"]["time_limit"]["why"]
            .as_str()
            .unwrap()
            .to_string();
        (report["limits"]["cpu_ms"].as_u64().unwrap(), why)
    };
    for dir in [kattis.clone(), kattis.join("data")] {
        let (ms, why) = judged(&dir, &[]);
        assert_eq!(ms, 1000, "{why}");
        assert!(
            why.starts_with("1 s, as Kattis computes it: 5 × the slowest accepted run ("),
            "{why}"
        );
        assert!(
            why.ends_with("submissions/accepted/dot.rs), rounded up to a whole second"),
            "{why}"
        );
    }
    let (ms, why) = judged(&polygon, &[]);
    assert_eq!(
        (ms, why.as_str()),
        (1500, "1.5 s, as problem.xml's time-limit states it")
    );
    let (ms, why) = judged(&kattis, &["--time-limit", "3"]);
    assert_eq!((ms, why.as_str()), (3000, "3 s, from `--time-limit`"));
    // With no accepted submission that hack mode builds, the problem's limit, and why.
    let submission = kattis.join("submissions/accepted/dot.rs");
    std::fs::rename(&submission, submission.with_extension("kt")).unwrap();
    let (ms, why) = judged(&kattis, &[]);
    assert_eq!(ms, 2000, "{why}");
    assert!(
        why.starts_with("2 s, the problem's: Kattis computes it from the accepted"),
        "{why}"
    );
}

/// Kattis's limit comes from the accepted submissions' own runs, not from the program judged,
/// each built as Kattis builds it (never sanitized), the slowest deciding, however long: an
/// accepted Python program that takes 2.2 s of CPU time on one test makes the limit 12 s
/// (5 × about 2.25 s, rounded up), and the text report says so.
#[test]
fn kattis_times_each_accepted_submission_itself() {
    let kattis = tmp("timeddot");
    package("dot", "kattis", &kattis);
    let program = tmp("timed-program").join("dot.rs");
    std::fs::create_dir_all(program.parent().unwrap()).unwrap();
    std::fs::copy(kattis.join("submissions/accepted/dot.rs"), &program).unwrap();
    let cache = tmp("timed-cache");
    let judged = |extra: &[&str]| {
        let mut command = Command::new(common::exe("dot"));
        command.env("XDG_CACHE_HOME", &cache);
        command
            .args(["--hack", "--seed", "1", "--no-shrink"])
            .args(extra);
        command.arg("--tests").arg(&kattis).arg("--").arg(&program);
        let run = common::run_command(command, b"", Duration::from_secs(300));
        assert_eq!(run.status, Some(0), "{}{}", run.stdout, run.stderr);
        run
    };
    // The judged program sanitized; the accepted one built as Kattis builds it.
    let run = judged(&["--sanitize"]);
    let accepted = run
        .stderr
        .lines()
        .find(|l| l.contains("building ") && l.contains("/accepted/"));
    let accepted = accepted.unwrap_or_else(|| panic!("{}", run.stderr));
    assert!(!accepted.contains("overflow-checks"), "{accepted}");
    // A slow accepted submission beside the fast one: every test's answer, one test slow.
    let mut answers = String::new();
    let mut slow = String::new();
    let data = tree(&kattis.join("data"));
    for name in data.keys().filter(|k| k.ends_with(".in")) {
        let (input, answer) = (text(&data, name), text(&data, &name.replace(".in", ".ans")));
        answers += &format!("    {input:?}: {answer:?},\n");
        if name.ends_with("01-sample-1.in") {
            slow = input;
        }
    }
    let script = format!(
        "import sys, time\nANSWERS = {{\n{answers}}}\ntext = sys.stdin.read()\n\
         if text == {slow:?}:\n    start = time.process_time()\n    \
         while time.process_time() - start < 2.2:\n        pass\n\
         sys.stdout.write(ANSWERS[text])\n"
    );
    std::fs::write(kattis.join("submissions/accepted/slow.py"), script).unwrap();
    let run = judged(&[]);
    let line = run.stdout.lines().nth(1).unwrap_or_default();
    assert!(
        line.starts_with(
            "The time limit: 12 s, as Kattis computes it: 5 × the slowest accepted run (2."
        ) && line.ends_with(" s, submissions/accepted/slow.py), rounded up to a whole second."),
        "{}",
        run.stdout
    );
}

/// `verifyproblem` on `dir` for `parts` (all when none): its output, which must end in no
/// error and no warning.
fn verify(tools: &Path, dir: &Path, parts: &[&str]) {
    let mut command = Command::new(tools.join("verifyproblem"));
    command.arg(dir);
    if !parts.is_empty() {
        command.arg("-p").args(parts);
    }
    let run = common::run_command(command, b"", Duration::from_secs(900));
    let all = format!("{}{}", run.stdout, run.stderr);
    assert!(
        all.contains("tested: 0 errors, 0 warnings"),
        "{}:\n{all}",
        dir.display()
    );
}

/// `verifyproblem` finds nothing wrong with the Kattis packages in every part (the statement's
/// only where TeX is installed: `docs/packages.md`); `p2d` converts the Polygon
/// packages, and `verifyproblem` finds nothing wrong with the tests and the submissions of
/// what it wrote (p2d writes neither an input validator nor a statement but from a PDF).
#[test]
fn the_judges_tools_accept_the_packages() {
    if common::package_tools().is_none() {
        eprintln!(
            "skipped: problemtools and p2d are not in target/package-tools (.ci/package-tools installs them)"
        );
        return;
    };
    each_game(|bin| {
        let tools = common::package_tools().expect("the tools, found above");
        let kattis = tmp(&format!("tools-kattis-{bin}")).join(bin);
        package(bin, "kattis", &kattis);
        match common::tex() {
            // Every part, the statement included.
            true => verify(&tools, &kattis, &[]),
            false => {
                eprintln!(
                    "{bin}: the statement part skipped: no lualatex, tidy or dvisvgm (.ci/package-tools installs them)"
                );
                verify(
                    &tools,
                    &kattis,
                    &["config", "validators", "data", "submissions"],
                )
            }
        }
        let polygon = tmp(&format!("tools-polygon-{bin}"));
        package(bin, "polygon", &polygon);
        let out = tmp(&format!("tools-p2d-{bin}"));
        let mut command = Command::new(tools.join("p2d"));
        command.args([
            "--code",
            bin,
            "--default",
            "--validator-flags",
            "case_sensitive",
            "-y",
            "-o",
        ]);
        command.arg(&out).arg(&polygon);
        let run = common::run_command(command, b"", Duration::from_secs(300));
        assert_eq!(
            run.status,
            Some(0),
            "p2d {bin}: {}{}",
            run.stdout,
            run.stderr
        );
        let converted = out.join(bin);
        let mut unzip = Command::new(tools.join("python"));
        unzip
            .args(["-m", "zipfile", "-e"])
            .arg(out.join(format!("{bin}.zip")))
            .arg(&converted);
        assert_eq!(
            common::run_command(unzip, b"", Duration::from_secs(60)).status,
            Some(0)
        );
        verify(&tools, &converted, &["data", "submissions"]);
    });
}
