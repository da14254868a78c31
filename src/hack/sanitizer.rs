//! Undefined behaviour, as the sanitizers of a `--sanitize` build report it.
//!
//! C and C++ are built with AddressSanitizer, UndefinedBehaviorSanitizer and libstdc++'s debug
//! mode, each fatal at its first finding; Rust with overflow checks and debug assertions. A
//! finding is told apart from the program's own failures by the exit status the sanitizers are
//! given ([`EXIT`]; a Rust panic's is 101) and by the report on stderr.
//!
//! A memory error, an undefined operation, a container indexed out of its bounds or an
//! arithmetic overflow is `UB`: on the judge the same program may pass, crash or print a wrong
//! answer, on this input or another one. A fatal signal that a sanitizer only reports (a
//! `SEGV`, a stack overflow, the program's own `abort`) stays `RE`, as on the judge.

use super::process::Ran;

/// The exit status of a program that a sanitizer stopped.
pub const EXIT: i32 = 86;

/// The extra flags of a sanitized C or C++ build.
pub const C_FLAGS: [&str; 5] = [
    "-fsanitize=address,undefined",
    "-fno-sanitize-recover=all",
    "-fno-omit-frame-pointer",
    "-g",
    "-D_GLIBCXX_DEBUG",
];

/// The extra flags of a sanitized Rust build.
pub const RUST_FLAGS: [&str; 4] = ["-C", "overflow-checks=on", "-C", "debug-assertions=on"];

/// The environment of a sanitized run. Leaks are not errors for a judge; ASan's quarantine of
/// freed memory is kept small, so that its memory stays close to the program's; a libstdc++
/// debug-mode failure aborts, and ASan then names the line that called it.
pub const ENV: [(&str, &str); 2] = [
    (
        "ASAN_OPTIONS",
        "detect_leaks=0:exitcode=86:handle_abort=1:quarantine_size_mb=16",
    ),
    ("UBSAN_OPTIONS", "exitcode=86:print_stacktrace=1"),
];

/// How much more time and memory a sanitized run gets than the judge's limits: sanitized C++
/// runs 2–3 times slower, and ASan's shadow and redzones add to its memory.
pub const TIME_FACTOR: u32 = 3;
pub fn memory(limit: u64) -> u64 {
    limit * 3 + (512 << 20)
}
pub const MEMORY_RULE: &str = "3 times the limit plus 512 MiB";

/// What a sanitizer found in one run.
pub struct Finding {
    /// Undefined behaviour, rather than a fatal signal that it only reported.
    pub undefined: bool,
    /// One line: the place in the source, when one is known, and what happened.
    pub summary: String,
    /// The report as the program's stderr holds it, from its first line.
    pub report: String,
}

impl Finding {
    /// Where in the source the finding is, when its summary starts with the place
    /// (`mine.cpp:23:10: …`): the file, the line, and the column where one is given.
    pub fn place(&self) -> Option<(&str, u32, Option<u32>)> {
        let (place, _) = self.summary.split_once(": ")?;
        let mut parts = place.split(':');
        let file = parts.next().filter(|f| !f.is_empty())?;
        let line = parts.next()?.parse().ok()?;
        let column = match parts.next() {
            Some(c) => Some(c.parse().ok()?),
            None => None,
        };
        parts.next().is_none().then_some((file, line, column))
    }
}

/// The finding of a sanitizer in `ran`, a run of a sanitized build of the source `file`.
pub fn finding(ran: &Ran, file: &str) -> Option<Finding> {
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&ran.stderr.0),
        String::from_utf8_lossy(&ran.stderr.1)
    );
    match ran.status.code() {
        Some(EXIT) => sanitizer(&text, file),
        Some(101) => overflow(&text),
        _ => None,
    }
}

/// ASan's, UBSan's or libstdc++'s report on the source `file`, found after a sanitizer's exit.
fn sanitizer(text: &str, file: &str) -> Option<Finding> {
    let lines: Vec<&str> = text.lines().collect();
    let report_from = |i: usize| lines[i..].join("\n") + "\n";
    if let Some(i) = lines.iter().position(|l| l.contains(": runtime error: ")) {
        return Some(Finding {
            undefined: true,
            summary: as_given(lines[i].trim(), file),
            report: report_from(i),
        });
    }
    let i = lines
        .iter()
        .position(|l| l.contains("ERROR: AddressSanitizer: "))?;
    let kind = lines[i]
        .split("ERROR: AddressSanitizer: ")
        .nth(1)?
        .split_whitespace()
        .next()?;
    let place = user_frame(&lines[i..], file);
    // libstdc++'s debug mode says what it caught before it aborts.
    let debug = lines[..i].iter().position(|l| l.starts_with("Error: "));
    let (undefined, summary, from) = match debug {
        Some(e) if kind == "ABRT" => {
            let said: Vec<&str> = lines[e..]
                .iter()
                .take_while(|l| !l.trim().is_empty())
                .map(|l| l.trim())
                .collect();
            let said = said.join(" ");
            let said = said.trim_start_matches("Error: ");
            (true, format!("{place}_GLIBCXX_DEBUG: {said}"), e)
        }
        _ => {
            let (undefined, summary) = address_error(&lines[i..], kind, &place);
            (undefined, summary, i)
        }
    };
    Some(Finding {
        undefined,
        summary,
        report: report_from(from),
    })
}

/// The first frame in the user's `file`, as the user named it (`sol/mine.cpp:23:10: `), or
/// nothing: from a frame line such as `#3 0x55… in main /path/sol/mine.cpp:23:10`.
fn user_frame(lines: &[&str], file: &str) -> String {
    let name = base(file);
    let place = lines
        .iter()
        .filter_map(|l| l.trim().strip_prefix('#')?.rsplit(' ').next())
        .find(|p| base(p).starts_with(&format!("{name}:")))
        .map(|p| format!("{}: ", as_given(p, file)));
    place.unwrap_or_default()
}

/// Whether AddressSanitizer's error of `kind` (its report from `lines[0]` on) is undefined
/// behaviour rather than a deadly signal, and its summary.
fn address_error(lines: &[&str], kind: &str, place: &str) -> (bool, String) {
    let deadly = matches!(
        kind,
        "SEGV" | "BUS" | "FPE" | "ABRT" | "ILL" | "stack-overflow"
    );
    // `READ of size 4 at 0x… thread T0`
    let access = lines
        .get(1)
        .filter(|l| l.starts_with("READ ") || l.starts_with("WRITE "))
        .and_then(|l| l.split(" at ").next())
        .map(|a| format!(", {a}"))
        .unwrap_or_default();
    (!deadly, format!("{place}AddressSanitizer: {kind}{access}"))
}

/// A Rust panic of an overflow check or a debug assertion, which a judge's build would not
/// have made.
fn overflow(text: &str) -> Option<Finding> {
    let lines: Vec<&str> = text.lines().collect();
    let i = lines.iter().position(|l| l.contains("panicked at "))?;
    let place = lines[i].split("panicked at ").nth(1)?.trim_end_matches(':');
    let message = lines.get(i + 1)?.trim();
    let checked = message.contains("with overflow") || message.contains("precondition");
    checked.then(|| Finding {
        undefined: true,
        summary: format!("{place}: {message}"),
        report: lines[i..].join("\n") + "\n",
    })
}

/// The last part of a path.
fn base(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// `line`, which starts with a path (`/tmp/x/sol/mine.cpp:23:10: …`), with that path as the
/// user named the source `file` where it is that file (`sol/mine.cpp:23:10: …`), so that an
/// editor finds it; another file's path keeps only its last part.
fn as_given(line: &str, file: &str) -> String {
    let path_end = line.find(':').unwrap_or(0);
    let (path, rest) = line.split_at(path_end);
    match base(path) == base(file) {
        true => format!("{file}{rest}"),
        false => format!("{}{rest}", base(path)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::process::ExitStatusExt;

    fn ran(code: i32, stderr: &str) -> Ran {
        Ran {
            stderr: (stderr.as_bytes().to_vec(), Vec::new(), stderr.len() as u64),
            status: std::process::ExitStatus::from_raw(code << 8),
            ..crate::hack::process::testing::ran(None)
        }
    }

    const UBSAN: &str = "/home/me/mine.cpp:5:32: runtime error: index 402 out of bounds for \
                         type 'bool [401]'\n    #0 0x55c1 in main /home/me/mine.cpp:5\n";

    const ASAN: &str = "=================================================================\n\
        ==1==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6020 at pc 0x55 bp sp\n\
        READ of size 4 at 0x6020 thread T0\n\
        \x20   #0 0x55 in solve(int) /usr/include/c++/12/bits/stl_vector.h:1123\n\
        \x20   #1 0x55 in main /home/me/mine.cpp:23:10\n\
        SUMMARY: AddressSanitizer: heap-buffer-overflow /home/me/mine.cpp:23:10 in main\n";

    const DEBUG: &str = "/usr/include/c++/12/debug/vector:442:\nIn function:\n    \
        std::debug::vector::operator[](size_type)\n\n\
        Error: attempt to subscript container with out-of-bounds index 5, but \n\
        container only holds 5 elements.\n\n\
        AddressSanitizer:DEADLYSIGNAL\n\
        ==2==ERROR: AddressSanitizer: ABRT on unknown address 0x1 (pc 0x7f T0)\n\
        \x20   #2 0x7f in __GI_abort stdlib/abort.c:79\n\
        \x20   #5 0x56 in main /home/me/mine.cpp:7\n";

    #[test]
    fn each_sanitizer_is_summed_up_in_a_line_at_the_users_file() {
        // The source's path as the user named it, for an editor to jump to.
        let f = finding(&ran(EXIT, UBSAN), "src/mine.cpp").unwrap();
        assert!(f.undefined);
        assert_eq!(
            f.summary,
            "src/mine.cpp:5:32: runtime error: index 402 out of bounds for type 'bool [401]'"
        );
        assert!(f.report.starts_with("/home/me/mine.cpp:5:32"));
        assert_eq!(f.place(), Some(("src/mine.cpp", 5, Some(32))));
        let f = finding(&ran(EXIT, ASAN), "sol/mine.cpp").unwrap();
        assert_eq!(f.place(), Some(("sol/mine.cpp", 23, Some(10))));
        // Another file than the source keeps its last part: a header's runtime error.
        let header = UBSAN.replace("/home/me/mine.cpp:5:32", "/usr/include/x.h:5:32");
        let f = finding(&ran(EXIT, &header), "sol/mine.cpp").unwrap();
        assert_eq!(f.place(), Some(("x.h", 5, Some(32))));
        // A file whose name only starts as the source's is not the source.
        let other = ASAN.replace("/home/me/mine.cpp:23:10", "/home/me/mine.cpp2:23:10");
        let f = finding(&ran(EXIT, &other), "mine.cpp").unwrap();
        assert_eq!(f.place(), None);
        let f = finding(&ran(EXIT, ASAN), "mine.cpp").unwrap();
        assert!(f.undefined);
        assert_eq!(
            f.summary,
            "mine.cpp:23:10: AddressSanitizer: heap-buffer-overflow, READ of size 4"
        );
        assert_eq!(f.place(), Some(("mine.cpp", 23, Some(10))));
        let f = finding(&ran(EXIT, DEBUG), "mine.cpp").unwrap();
        assert!(f.undefined);
        assert_eq!(
            f.summary,
            "mine.cpp:7: _GLIBCXX_DEBUG: attempt to subscript container with out-of-bounds \
             index 5, but container only holds 5 elements."
        );
        assert!(f.report.starts_with("Error: attempt"));
        assert_eq!(f.place(), Some(("mine.cpp", 7, None)));
        let nowhere = Finding {
            summary: "AddressSanitizer: SEGV".into(),
            ..f
        };
        assert_eq!(nowhere.place(), None);
    }

    #[test]
    fn the_program_s_own_error_line_is_no_debug_mode_finding() {
        let text = format!("Error: my own line\n{ASAN}");
        let f = finding(&ran(EXIT, &text), "mine.cpp").unwrap();
        assert_eq!(
            f.summary,
            "mine.cpp:23:10: AddressSanitizer: heap-buffer-overflow, READ of size 4"
        );
    }

    #[test]
    fn the_memory_limit_makes_room_for_asan() {
        assert_eq!(memory(256 << 20), 1280 << 20);
        assert_eq!(memory(1024 << 20), 3584 << 20);
    }

    #[test]
    fn a_fatal_signal_stays_a_crash_and_another_exit_is_no_finding() {
        let abort = "==3==ERROR: AddressSanitizer: ABRT on unknown address 0x1\n    #5 0x56 in \
                     main /home/me/mine.cpp:9\n";
        let f = finding(&ran(EXIT, abort), "mine.cpp").unwrap();
        assert!(!f.undefined);
        assert_eq!(f.summary, "mine.cpp:9: AddressSanitizer: ABRT");
        let segv = "==4==ERROR: AddressSanitizer: SEGV on unknown address 0x0\n";
        assert!(!finding(&ran(EXIT, segv), "mine.cpp").unwrap().undefined);
        // Deep recursion: a crash on any build (RE), not undefined behaviour.
        let deep = "==5==ERROR: AddressSanitizer: stack-overflow on address 0x7ffd (pc 0x55 bp \
                    0x7ffd sp 0x7ffd T0)\n    #0 0x55 in dfs(int) /home/me/mine.cpp:4\n";
        let f = finding(&ran(EXIT, deep), "mine.cpp").unwrap();
        assert!(!f.undefined);
        assert_eq!(f.summary, "mine.cpp:4: AddressSanitizer: stack-overflow");
        for kind in ["BUS", "FPE", "ILL"] {
            let text = format!("==6==ERROR: AddressSanitizer: {kind} on unknown address 0x0\n");
            assert!(
                !finding(&ran(EXIT, &text), "mine.cpp").unwrap().undefined,
                "{kind}"
            );
        }
        assert!(finding(&ran(1, UBSAN), "mine.cpp").is_none());
        assert!(finding(&ran(EXIT, "a line of the program's own\n"), "mine.cpp").is_none());
    }

    #[test]
    fn a_rust_overflow_check_is_undefined_behaviour_and_another_panic_not() {
        let overflow = "thread 'main' panicked at mine.rs:12:5:\nattempt to add with overflow\n";
        let f = finding(&ran(101, overflow), "mine.rs").unwrap();
        assert!(f.undefined);
        assert_eq!(f.summary, "mine.rs:12:5: attempt to add with overflow");
        let index = "thread 'main' panicked at mine.rs:3:9:\nindex out of bounds: the len is 3\n";
        assert!(finding(&ran(101, index), "mine.rs").is_none());
    }
}
