//! Hack mode on source files, built and run as their judge builds and runs them: the build
//! table and its cache, the judge's stack, stdin as a regular file, the judge's memory
//! measure, and undefined behaviour caught by the sanitizers. The fixtures are in
//! `tests/hack/sources/`; each build goes to a cache of the test's own.

mod common;

use common::Run;
use common::hack::*;
use std::path::{Path, PathBuf};
use std::process::Command;

fn source(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/hack/sources")
        .join(name)
}

/// `dot --hack OPTIONS -- FILE`, with builds cached in `cache`.
fn hack_source(cache: &Path, options: &[&str], file: &Path) -> Run {
    let mut command = Command::new(common::exe("dot"));
    command.env("XDG_CACHE_HOME", cache);
    hack_with(command, options, file)
}

fn passes(run: &Run) {
    assert_eq!(
        run.status,
        Some(0),
        "stdout:\n{}\nstderr:\n{}",
        run.stdout,
        run.stderr
    );
    assert!(run.stdout.starts_with("No failure"), "{}", run.stdout);
}

/// Whether a tool is installed; if not, the test says that it skips it.
fn installed(tool: &str, flag: &str) -> bool {
    let there = Command::new(tool).arg(flag).output().is_ok();
    if !there {
        eprintln!("skipped: `{tool}` is not installed");
    }
    there
}

#[test]
fn a_cpp_source_is_built_with_its_judges_flags_once() {
    let cache = tmp("sources-cache");
    let folder = tmp("sources-cache-folder");
    for name in ["dot_ok.cpp", "dot.hpp"] {
        std::fs::copy(source(name), folder.join(name)).unwrap();
    }
    let file = folder.join("dot_ok.cpp");
    let first = hack_source(&cache, &["--cases", "30"], &file);
    passes(&first);
    assert!(
        first.stderr.starts_with("hack: building "),
        "{}",
        first.stderr
    );
    let took = first.stderr.lines().nth(1).unwrap_or("");
    assert!(
        took.starts_with("hack: built in ") && took.ends_with(" s"),
        "{}",
        first.stderr
    );
    let built = "Built as `g++ -std=c++20 -O2 -DONLINE_JUDGE -o ";
    assert!(first.stdout.contains(built), "{}", first.stdout);
    assert!(!first.stdout.contains("from the cache"), "{}", first.stdout);
    let again = hack_source(&cache, &["--cases", "30"], &file);
    passes(&again);
    assert!(!again.stderr.contains("building"), "{}", again.stderr);
    assert!(
        again.stdout.contains("(from the cache)."),
        "{}",
        again.stdout
    );
    // A header it includes changes: a new build.
    let header = folder.join("dot.hpp");
    let text = std::fs::read_to_string(&header).unwrap();
    std::fs::write(&header, text + "// changed\n").unwrap();
    let changed = hack_source(&cache, &["--cases", "30"], &file);
    passes(&changed);
    assert!(
        changed.stderr.starts_with("hack: building "),
        "{}",
        changed.stderr
    );
    let atcoder = hack_source(&cache, &["--cases", "30", "--judge", "atcoder"], &file);
    passes(&atcoder);
    let built = "Built as `g++ -std=gnu++2b -O2 -DONLINE_JUDGE -DATCODER -Wall -Wextra ";
    assert!(atcoder.stdout.contains(built), "{}", atcoder.stdout);
}

/// A compiler of another version (a `g++` earlier on `PATH` that says so) builds again: the
/// cache is keyed by the compiler's version too.
#[test]
fn a_compiler_of_another_version_builds_again() {
    use std::os::unix::fs::PermissionsExt;
    let cache = tmp("sources-version");
    let bin = tmp("sources-version-bin");
    let path = std::env::var("PATH").unwrap_or_default();
    let real = std::env::split_paths(&path)
        .map(|dir| dir.join("g++"))
        .find(|g| g.is_file())
        .expect("g++ on PATH");
    let fake = bin.join("g++");
    let script = format!(
        "#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'g++ (Other) 99.1.0'; exit 0; fi\nexec {} \"$@\"\n",
        real.display()
    );
    std::fs::write(&fake, script).unwrap();
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    let file = source("dot_ok.cpp");
    let first = hack_source(&cache, &["--cases", "5"], &file);
    passes(&first);
    assert!(
        first.stderr.starts_with("hack: building "),
        "{}",
        first.stderr
    );
    let mut command = Command::new(common::exe("dot"));
    command.env("XDG_CACHE_HOME", &cache);
    command.env("PATH", format!("{}:{path}", bin.display()));
    let other = hack_with(command, &["--cases", "5"], &file);
    passes(&other);
    assert!(
        other.stderr.starts_with("hack: building "),
        "{}",
        other.stderr
    );
}

#[test]
fn c_rust_and_python_sources_run_through_the_table() {
    let cache = tmp("sources-languages");
    let options = ["--cases", "20", "--no-max"];
    // The C one reads its input's size with fseek and ftell, which a pipe would not give.
    let c = hack_source(&cache, &options, &source("dot_fseek.c"));
    passes(&c);
    assert!(
        c.stdout
            .contains("Built as `gcc -std=c11 -O2 -DONLINE_JUDGE -o "),
        "{}",
        c.stdout
    );
    let rust = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hack/dot.rs");
    let rust = hack_source(&cache, &options, &rust);
    passes(&rust);
    assert!(
        rust.stdout
            .contains("Built as `rustc --edition 2021 -O -o "),
        "{}",
        rust.stdout
    );
    // Without a `#!` line: run through the interpreter.
    if !installed("python3", "--version") {
        return;
    }
    let python = hack_source(&cache, &options, &source("dot.py"));
    passes(&python);
    assert!(
        python.stdout.contains("Run as `python3 "),
        "{}",
        python.stdout
    );
}

/// A crash of a C or C++ source suggests the sanitizers.
#[test]
fn a_crash_in_cpp_suggests_the_sanitizers() {
    let cache = tmp("sources-crash");
    let options = ["--cases", "20", "--no-max", "--seed", "1"];
    let run = hack_source(&cache, &options, &source("dot_crash.cpp"));
    assert_eq!(run.status, Some(1), "{}{}", run.stdout, run.stderr);
    assert!(run.stdout.contains("runtime error (RE)."), "{}", run.stdout);
    // The smallest there is (the crash needs two vectors), with what was searched below it.
    let shrunk = " to n = 2, d = 1: no step makes it smaller, and no smaller case fails among \
                  the 500 tried, from n = 1, d = 1 to n = 1, d = ";
    assert!(run.stdout.contains(shrunk), "{}", run.stdout);
    let hint = "\nHint: A crash in C or C++ is often memory misused: `--sanitize` builds the \
                source with AddressSanitizer and UBSan, which name the line.\n";
    assert!(run.stdout.contains(hint), "{}", run.stdout);
}

/// A `java` command runs with the JVM's own flags: a heap committed at start is an MLE on
/// Codeforces' measure, and the report says why and what to pass instead.
#[test]
fn a_java_command_that_commits_its_heap_is_told_to_pass_the_source() {
    if !installed("javac", "-version") {
        return;
    }
    let classes = tmp("sources-java-command");
    let built = Command::new("javac")
        .arg("-d")
        .arg(&classes)
        .arg(source("Dot.java"))
        .status()
        .unwrap();
    assert!(built.success());
    let mut command = Command::new(common::exe("dot"));
    command.args(["--hack", "--cases", "1", "--no-max", "--no-shrink", "--"]);
    command.args(["java", "-Xms400m", "-cp", classes.to_str().unwrap(), "Dot"]);
    let run = common::run_command(command, b"", std::time::Duration::from_secs(120));
    assert_eq!(run.status, Some(1), "{}{}", run.stdout, run.stderr);
    assert!(
        run.stdout.contains("memory limit exceeded (MLE)."),
        "{}",
        run.stdout
    );
    let hint = "\nHint: The JVM commits its initial heap (-Xms) at start: pass the .java source, \
                to run it with the judge's flags.\n";
    assert!(run.stdout.contains(hint), "{}", run.stdout);
}

#[test]
fn java_runs_with_the_judges_flags() {
    if !installed("javac", "-version") {
        return;
    }
    let cache = tmp("sources-java");
    let run = hack_source(&cache, &["--cases", "10", "--no-max"], &source("Dot.java"));
    passes(&run);
}

/// A right Java program that allocates freely, whose heap the JVM grows by need (it commits
/// more or less from run to run), passes the longest strip at the judge's limit in each of 20
/// sessions: near the limit, the least of its runs alone decides.
#[test]
fn a_java_heap_that_varies_from_run_to_run_is_never_an_mle() {
    if !installed("javac", "-version") {
        return;
    }
    let cache = tmp("sources-java-duel");
    let options = ["--cases", "0", "--only", "5000x2"];
    for _ in 0..20 {
        let mut command = Command::new(common::exe("duel"));
        command.env("XDG_CACHE_HOME", &cache);
        passes(&hack_with(command, &options, &source("Duel.java")));
    }
}

#[test]
fn go_builds_with_go_build() {
    if !installed("go", "version") {
        return;
    }
    let cache = tmp("sources-go");
    passes(&hack_source(
        &cache,
        &["--cases", "10", "--no-max"],
        &source("dot.go"),
    ));
}

#[test]
fn stdin_is_a_file_that_can_be_mapped() {
    let cache = tmp("sources-mmap");
    passes(&hack_source(
        &cache,
        &["--cases", "30"],
        &source("dot_mmap.cpp"),
    ));
}

#[test]
fn a_recursion_a_million_deep_has_the_judges_stack() {
    let hard = Command::new("sh")
        .args(["-c", "ulimit -Hs"])
        .output()
        .unwrap();
    let hard = String::from_utf8_lossy(&hard.stdout);
    if hard.trim() != "unlimited" && hard.trim().parse::<u64>().unwrap() < 256 << 10 {
        eprintln!("skipped: the hard stack limit, {hard} KiB, is below the judge's");
        return;
    }
    let cache = tmp("sources-deep");
    let run = hack_source(
        &cache,
        &["--cases", "3", "--no-max"],
        &source("dot_deep.cpp"),
    );
    passes(&run);
    assert!(
        run.stdout.contains(", 256 MiB of stack):"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_static_array_counts_whole_on_codeforces_and_as_touched_on_atcoder() {
    let cache = tmp("sources-static");
    let file = source("dot_static.cpp");
    let dir = tmp("sources-static-save");
    let save = dir.to_str().unwrap();
    let run = hack_source(&cache, &["--cases", "20", "--save", save], &file);
    assert_eq!(run.status, Some(1), "{}{}", run.stdout, run.stderr);
    assert!(
        run.stdout.contains("memory limit exceeded (MLE)."),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("MiB committed"), "{}", run.stdout);
    let why = "\nHint: Codeforces counts committed memory: every page the program maps writable \
               (a static array, a reserved vector), touched or not.\n";
    assert!(run.stdout.contains(why), "{}", run.stdout);
    assert!(!run.stdout.contains("--sanitize"), "{}", run.stdout);
    let replay = "; replay with `oj t -c ";
    let build = format!(", the build of {} below.\n", file.display());
    let saved = run
        .stdout
        .lines()
        .find(|l| l.starts_with("Saved as "))
        .unwrap_or("");
    assert!(
        saved.contains(replay) && run.stdout.contains(&build),
        "{}",
        run.stdout
    );
    let input = std::fs::read_to_string(dir.join("hack-1.in")).unwrap();
    assert!(SMALLEST_DOT.contains(&input.as_str()), "{input}");
    let atcoder = hack_source(&cache, &["--cases", "20", "--judge", "atcoder"], &file);
    passes(&atcoder);
    assert!(
        atcoder.stdout.contains("MiB resident"),
        "{}",
        atcoder.stdout
    );
}

#[test]
fn a_read_past_an_array_is_ub_shrunk_to_the_smallest_read_and_its_line() {
    let cache = tmp("sources-table");
    let file = source("dot_table.cpp");
    // Its answers are right: without the sanitizers nothing fails.
    passes(&hack_source(&cache, &["--seed", "1"], &file));
    let dir = tmp("sources-table-save");
    let save = dir.to_str().unwrap();
    let run = hack_source(
        &cache,
        &["--sanitize", "--seed", "1", "--save", save],
        &file,
    );
    assert_eq!(run.status, Some(1), "{}{}", run.stdout, run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(
        lines[0].ends_with("undefined behaviour (UB)."),
        "{}",
        run.stdout
    );
    assert!(
        lines[1].starts_with(&format!("The sanitizer: {}:24:", file.display()))
            && lines[1].contains("out of bounds"),
        "{}",
        run.stdout
    );
    let input = std::fs::read_to_string(dir.join("hack-1.in")).unwrap();
    assert!(
        ["0 0 1 1\n200 0\n", "0 0 1 1\n0 200\n"].contains(&input.as_str()),
        "{input}"
    );
    let report = std::fs::read_to_string(dir.join("hack-1.sanitizer")).unwrap();
    assert!(
        report.lines().next().unwrap().contains("dot_table.cpp:24:"),
        "{report}"
    );
    assert!(report.contains("runtime error"), "{report}");
    assert!(
        run.stdout.contains("-fsanitize=address,undefined"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(
            "The limits are raised for the sanitizers: 3 times the CPU time, and memory \
             counted as resident, 3 times the limit plus 512 MiB.\n"
        ) && run
            .stdout
            .contains("limits: 6000 ms of CPU time, 1280 MiB resident"),
        "{}",
        run.stdout
    );
}

/// AddressSanitizer and libstdc++'s debug mode, each named at the user's line; the shadow
/// bytes are left out of the stderr shown.
#[test]
fn a_read_past_a_heap_array_or_a_vector_is_ub_at_its_line() {
    let cache = tmp("sources-heap");
    for (file, summary) in [
        (
            "dot_heap.cpp",
            ":12: AddressSanitizer: heap-buffer-overflow, READ of size 4\n",
        ),
        (
            "dot_vector.cpp",
            ":11: _GLIBCXX_DEBUG: attempt to subscript container with out-of-bounds index 1, \
             but container only holds 1 elements.\n",
        ),
    ] {
        // The source as it was named, its folder included.
        let summary = format!("The sanitizer: {}{summary}", source(file).display());
        let summary = summary.as_str();
        let run = hack_source(&cache, &["--sanitize", "--seed", "1"], &source(file));
        assert_eq!(run.status, Some(1), "{}{}", run.stdout, run.stderr);
        assert!(run.stdout.contains(summary), "{}", run.stdout);
        assert!(
            run.stdout.contains("Shrunk in 1 step to n = 1, d = 1"),
            "{}",
            run.stdout
        );
        assert!(!run.stdout.contains("Shadow byte legend"), "{}", run.stdout);
    }
}

/// A right program passes with its sanitizers, worst cases included, at the default limits.
#[test]
fn a_right_program_passes_with_its_sanitizers() {
    let cache = tmp("sources-sanitized");
    let run = hack_source(
        &cache,
        &["--sanitize", "--cases", "50"],
        &source("dot_ok.cpp"),
    );
    passes(&run);
}

#[test]
fn a_signed_overflow_is_ub() {
    let cache = tmp("sources-overflow");
    let run = hack_source(
        &cache,
        &["--sanitize", "--seed", "1"],
        &source("dot_overflow.cpp"),
    );
    assert_eq!(run.status, Some(1), "{}{}", run.stdout, run.stderr);
    assert!(
        run.stdout
            .lines()
            .nth(1)
            .is_some_and(|l| l.contains("signed integer overflow")),
        "{}",
        run.stdout
    );
    // Four vectors overflow the hash; fewer never do.
    assert!(
        run.stdout.contains("(n = 4, d = 1)") || run.stdout.contains("to n = 4, d = 1"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_build_error_or_a_missing_tool_is_a_usage_error() {
    let cache = tmp("sources-broken");
    let run = hack_source(&cache, &[], &source("dot_broken.cpp"));
    assert_eq!(run.status, Some(2), "{}{}", run.stdout, run.stderr);
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    assert!(
        run.stderr.contains("error: the build failed: `g++ ")
            && run.stderr.contains("dot_broken.cpp:5:"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("It builds with"), "{}", run.stderr);
    // A GNU extension: Codeforces' flags reject it, AtCoder's build it.
    let run = hack_source(&cache, &[], &source("dot_typeof.cpp"));
    assert_eq!(run.status, Some(2), "{}{}", run.stdout, run.stderr);
    let other = "It builds with AtCoder's flags: `--judge atcoder` judges it as there.\n";
    assert!(run.stderr.ends_with(other), "{}", run.stderr);
    let run = hack_source(&cache, &["--python", "no-such-python"], &source("dot.py"));
    assert_eq!(run.status, Some(2), "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "error: `no-such-python` is not installed: install no-such-python\n"
    );
    let run = hack_source(&cache, &["--sanitize"], &source("dot.py"));
    assert_eq!(run.status, Some(2), "{}", run.stderr);
    assert!(run.stderr.contains("`--sanitize` builds"), "{}", run.stderr);
}

#[test]
fn the_limits_name_the_stack_and_the_measure() {
    let run = hack("dot", &["--cases", "5", "--no-max"], &common::exe("dot"));
    // Our own binary answers as a program would, from its stdin.
    passes(&run);
    assert!(
        run.stdout
            .contains("256 MiB committed, 2 s idle, 256 MiB of stack):"),
        "{}",
        run.stdout
    );
}
