//! The report on stdout, and the case saved for `oj t`.
//!
//! A long input or output is shown in part: its head and tail, and the lines that matter (the
//! pieces of a `duel` board, the failing query of a `tag` input, the first wrong token of an
//! output), with line numbers where lines are skipped and the columns around the place that
//! matters. Everything but the last section, `Measured`, depends only on the seed: no time or
//! memory figure appears above it.

use super::Place;
use super::process::{Limits, Ran, Stop};
use super::search::Plan;
use super::verdict::{Verdict, differ_only_in_case, first_difference, tokens};
use crate::reader::shown;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::time::Duration;

/// An input or output of at most this many lines is shown whole.
const WHOLE: usize = 30;
/// Otherwise: so many lines at the head and the tail, and so many either side of a place.
const HEAD: usize = 5;
const TAIL: usize = 3;
const AROUND: usize = 2;
/// Characters of a line shown.
const WIDTH: usize = 100;

/// A heading, then `body` in part (see the module's doc): every line of `places` shown, with a
/// caret under its column, and its note where lines or columns are left out. Lines are cut at `width`
/// characters, the window moved right when a place lies beyond it.
pub fn section(out: &mut String, heading: &str, body: &[u8], places: &[Place], width: usize) {
    let _ = writeln!(out, "\n{heading}:");
    if body.is_empty() {
        let _ = writeln!(out, "(nothing)");
        return;
    }
    let text = String::from_utf8_lossy(body);
    let lines: Vec<&str> = text.lines().collect();
    let mut shown = vec![lines.len() <= WHOLE; lines.len()];
    for i in (0..HEAD.min(lines.len())).chain(lines.len().saturating_sub(TAIL)..lines.len()) {
        shown[i] = true;
    }
    for p in places {
        let near = p.line.saturating_sub(AROUND)..(p.line + AROUND + 1).min(lines.len());
        shown[near].fill(true);
    }
    let skipping = shown.contains(&false);
    let number_width = lines.len().to_string().len();
    let gutter = if skipping { number_width + 3 } else { 0 };
    // One window for the whole section, so that a board's columns stay aligned.
    let offset = places
        .iter()
        .find(|p| p.line < lines.len())
        .map_or(0, |p| p.column.saturating_sub(width / 2).min(p.column));
    let offset = if places.iter().any(|p| p.column >= width) {
        offset
    } else {
        0
    };
    let mut k = 0;
    while k < lines.len() {
        if !shown[k] {
            let skipped = shown[k..].iter().take_while(|&&s| !s).count();
            let _ = writeln!(out, "{:>number_width$} | … {skipped} lines", "");
            k += skipped;
            continue;
        }
        if skipping {
            let _ = write!(out, "{:>number_width$} | ", k + 1);
        }
        // A line that fits is shown whole; a longer one through the window.
        let from = if lines[k].chars().count() > width {
            offset
        } else {
            0
        };
        let _ = writeln!(out, "{}", visible(lines[k], from, width));
        // A note helps the eye only where lines or columns are left out; a caret always.
        let noted = |p: &&Place| p.note.is_empty() || skipping || from > 0;
        for p in places.iter().filter(|p| p.line == k).filter(noted) {
            let column = p.column.saturating_sub(from) + usize::from(from > 0);
            if p.note.is_empty() {
                let _ = writeln!(out, "{}^", " ".repeat(gutter + column));
            } else {
                let _ = writeln!(out, "{}^ {}", " ".repeat(gutter + column), p.note);
            }
        }
        k += 1;
    }
    if places.iter().any(|p| p.line >= lines.len()) {
        let _ = writeln!(out, "{}^ (the end)", " ".repeat(gutter));
    }
}

/// A line as a terminal shows it safely: control characters escaped, from character `offset`
/// (marked `…` when it is not the first), cut after `width` characters.
pub fn visible(line: &str, offset: usize, width: usize) -> String {
    let mut s = String::new();
    if offset > 0 {
        s.push('…');
    }
    for (i, c) in line.chars().skip(offset).enumerate() {
        if i == width {
            s.push('…');
            break;
        }
        if c.is_control() && c != '\t' {
            s.extend(c.escape_default());
        } else {
            s.push(c);
        }
    }
    s
}

/// Line and character column of token `i` of `text`, or of the end when there are fewer
/// tokens.
pub fn token_place(text: &[u8], i: usize) -> (usize, usize) {
    let mut count = 0;
    let (mut line, mut column) = (0, 0);
    let mut in_token = false;
    for &b in text {
        if b.is_ascii_whitespace() {
            in_token = false;
        } else if !in_token {
            if count == i {
                return (line, column);
            }
            count += 1;
            in_token = true;
        }
        if b == b'\n' {
            line += 1;
            column = 0;
        } else if b & 0xc0 != 0x80 {
            // A character starts here: continuation bytes of UTF-8 do not move the column.
            column += 1;
        }
    }
    (line, column)
}

/// How the program's run ended, as the heading of its output says it.
pub fn how_it_ended(ran: &Ran, verdict: Verdict, limits: &Limits) -> String {
    use std::os::unix::process::ExitStatusExt;
    match verdict {
        Verdict::Tle => format!(
            "Program's output, when its CPU time passed {} ms",
            limits.cpu.as_millis()
        ),
        Verdict::Ile => format!(
            "Program's output, when it had been idle (sleeping or blocked, not waiting for a \
             CPU) for {} ms",
            limits.idle.as_millis()
        ),
        Verdict::Mle => format!(
            "Program's output, when its memory passed {} MiB",
            limits.memory >> 20
        ),
        Verdict::Ole => format!(
            "Program's output, when it was stopped past {} bytes",
            limits.output
        ),
        _ if ran.stopped == Some(Stop::Lost) => {
            "Program's output, when it killed the process that ran it (it and everything it \
             started were killed then)"
                .to_string()
        }
        _ => match (ran.status.code(), ran.status.signal()) {
            (Some(0), _) => "Program's output".to_string(),
            (Some(code), _) => format!("Program's output (exit status {code})"),
            (_, Some(signal)) => format!(
                "Program's output (killed by signal {signal}{}{})",
                signal_name(signal).map_or(String::new(), |n| format!(", {n}")),
                stack_overflow(ran, signal, limits.stack)
            ),
            _ => "Program's output".to_string(),
        },
    }
}

fn signal_name(signal: i32) -> Option<&'static str> {
    Some(match signal {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGFPE => "SIGFPE",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTERM => "SIGTERM",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGTRAP => "SIGTRAP",
        _ => return None,
    })
}

/// Why a signal is a stack overflow, where the stack seen or the program's own message says
/// so; else nothing.
fn stack_overflow(ran: &Ran, signal: i32, limit: u64) -> String {
    let mib = |b: u64| b as f64 / (1 << 20) as f64;
    let said = [&ran.stderr.0, &ran.stderr.1]
        .iter()
        .any(|part| String::from_utf8_lossy(part).contains("has overflowed its stack"));
    match limit {
        limit if matches!(signal, libc::SIGSEGV | libc::SIGBUS) && ran.stack * 4 >= limit * 3 => {
            format!(
                ": a stack overflow, its stack grew to {:.1} MiB of the {:.1} MiB limit",
                mib(ran.stack),
                mib(limit)
            )
        }
        _ if said => ": a stack overflow, as its stderr says".to_string(),
        _ => String::new(),
    }
}

/// The program's stderr as shown: its head and its tail, with the bytes left out between
/// them counted on a line of their own, and that line's number.
pub fn stderr_shown(ran: &Ran) -> (Vec<u8>, Option<usize>) {
    let (head, tail, len) = &ran.stderr;
    let mut text = head.clone();
    let gap = len - (head.len() + tail.len()) as u64;
    let mut line = None;
    if gap > 0 {
        if text.last() != Some(&b'\n') {
            text.push(b'\n');
        }
        line = Some(text.iter().filter(|&&b| b == b'\n').count());
        text.extend(format!("[… {gap} bytes left out …]\n").bytes());
    }
    text.extend(tail);
    (without_shadow_bytes(text), line)
}

/// ASan's map of shadow bytes, and its legend, left out of a stderr: they tell the program's
/// author nothing that the lines above them do not.
fn without_shadow_bytes(text: Vec<u8>) -> Vec<u8> {
    let Some(from) = find(&text, b"Shadow bytes around the buggy address:") else {
        return text;
    };
    // Up to ASan's last line, `==PID==ABORTING`.
    let to = find(&text[from..], b"\n==").map_or(text.len(), |at| from + at + 1);
    let mut out = text[..from].to_vec();
    out.extend_from_slice(b"[... AddressSanitizer's shadow bytes left out ...]\n");
    out.extend_from_slice(&text[to..]);
    out
}

fn find(text: &[u8], what: &[u8]) -> Option<usize> {
    text.windows(what.len()).position(|w| w == what)
}

/// CPU time, memory and idle time of one run, as the last section gives them.
pub fn figures(ran: &Ran) -> String {
    let mut text = usage(ran.cpu, ran.memory);
    if ran.idle >= Duration::from_millis(50) {
        let _ = write!(text, ", {} ms idle", ran.idle.as_millis());
    }
    text
}

/// The line on how many random cases ran and why.
pub fn plan_line(out: &mut String, plan: &Plan) {
    if let (true, Some((_, cost))) = (plan.planned, plan.start) {
        let _ = writeln!(
            out,
            "{} random cases, planned from what a run of the smallest costs: {} ms of CPU and \
             idle time (--cases sets the number).",
            plan.cases,
            cost.as_millis()
        );
    }
}

/// The input, both outputs with the first difference marked, what the program did, and our
/// explanation.
pub fn describe(
    input: &str,
    places: &[Place],
    expected: &[u8],
    ran: &Ran,
    verdict: Verdict,
    limits: &Limits,
    explained: &[u8],
) -> String {
    let mut text = String::new();
    section(
        &mut text,
        &format!("Input ({} bytes)", input.len()),
        input.as_bytes(),
        places,
        WIDTH,
    );
    // The outputs differ where it counts only for a wrong answer: the other verdicts stand
    // whatever was printed before the end.
    let wrong = first_difference(expected, &ran.stdout).filter(|_| verdict == Verdict::Wa);
    let caret = |out: &[u8]| -> Vec<Place> {
        wrong
            .map(|i| {
                let (line, column) = token_place(out, i);
                Place {
                    line,
                    column,
                    note: String::new(),
                }
            })
            .into_iter()
            .collect()
    };
    section(
        &mut text,
        "Expected (ours)",
        expected,
        &caret(expected),
        WIDTH,
    );
    let heading = how_it_ended(ran, verdict, limits);
    section(&mut text, &heading, &ran.stdout, &caret(&ran.stdout), WIDTH);
    if let Some(i) = wrong {
        let show = |t: Option<&[u8]>| match t {
            Some(t) => format!("`{}`", shown(&String::from_utf8_lossy(t))),
            None => "the end of the output".to_string(),
        };
        let _ = write!(
            text,
            "First difference: token {}: expected {}, found {}.",
            i + 1,
            show(tokens(expected).nth(i)),
            show(tokens(&ran.stdout).nth(i))
        );
        if differ_only_in_case(expected, &ran.stdout) {
            let _ = write!(text, " The outputs differ only in letter case.");
        }
        text.push('\n');
    }
    if ran.stderr.2 > 0 {
        let (shown, gap) = stderr_shown(ran);
        let places: Vec<Place> = gap
            .map(|line| Place {
                line,
                column: 0,
                note: String::new(),
            })
            .into_iter()
            .collect();
        section(&mut text, "Program's stderr", &shown, &places, WIDTH);
    }
    // Where the explanation has a line for each line of the answer (a `tag` query each), the
    // line of the wrong token is the one to show.
    let lines = |t: &[u8]| t.iter().filter(|&&b| b == b'\n').count();
    let focus: Vec<Place> = caret(expected)
        .into_iter()
        .filter(|_| lines(explained) == lines(expected))
        .map(|p| Place {
            note: "the answer that differs".into(),
            ..p
        })
        .collect();
    section(
        &mut text,
        "Why our answer holds (--explain)",
        explained,
        &focus,
        usize::MAX,
    );
    text
}

/// CPU time and memory of one run, as the last section gives them.
pub fn usage(cpu: Duration, memory: u64) -> String {
    format!("{} ms of CPU time, {}", cpu.as_millis(), mib(memory))
}

pub fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1 << 20) as f64)
}

/// The heading of the last section, with the limits of a run.
pub fn measured_heading(limits: &Limits) -> String {
    let memory = if limits.committed {
        "committed"
    } else {
        "resident"
    };
    format!(
        "Measured (limits: {} ms of CPU time, {} MiB {memory}, {} s idle, {} MiB of stack):",
        limits.cpu.as_millis(),
        limits.memory >> 20,
        limits.idle.as_secs_f64(),
        limits.stack >> 20
    )
}

/// The last section when nothing failed: every worst case against the limits, the slowest
/// marked, and any above half a limit (a judge's machine may be slower); then the random
/// cases' largest figures.
pub fn measured_table(
    out: &mut String,
    limits: &Limits,
    worst: &[(String, Option<(Duration, u64)>)],
    random: &[Option<(Duration, u64)>],
) {
    let _ = writeln!(out, "\n{}", measured_heading(limits));
    let slowest = worst
        .iter()
        .enumerate()
        .filter_map(|(i, (_, u))| Some((u.as_ref()?.0, i)))
        .max_by_key(|&(cpu, i)| (cpu, std::cmp::Reverse(i)))
        .map(|(_, i)| i);
    if !worst.is_empty() {
        let name_width = worst.iter().map(|(n, _)| n.len()).max().unwrap().max(10);
        let _ = writeln!(
            out,
            "{:<name_width$}  {:>8}  {:>9}",
            "worst case", "CPU ms", "peak MiB"
        );
        for (i, (name, u)) in worst.iter().enumerate() {
            let Some((cpu, memory)) = u else { continue };
            let mut marks = Vec::new();
            if slowest == Some(i) {
                marks.push("the slowest");
            }
            if *cpu * 2 > limits.cpu {
                marks.push("over half the time limit");
            }
            if memory * 2 > limits.memory {
                marks.push("over half the memory limit");
            }
            let _ = writeln!(
                out,
                "{name:<name_width$}  {:>8}  {:>9.1}{}",
                cpu.as_millis(),
                *memory as f64 / (1 << 20) as f64,
                if marks.is_empty() {
                    String::new()
                } else {
                    format!("  ← {}", marks.join(", "))
                }
            );
        }
    }
    let most = |key: &dyn Fn(&(Duration, u64)) -> u128| {
        random
            .iter()
            .enumerate()
            .filter_map(|(i, u)| Some((key(u.as_ref()?), i)))
            .max_by_key(|&(k, i)| (k, std::cmp::Reverse(i)))
    };
    if let (Some((cpu, i)), Some((memory, j))) =
        (most(&|u| u.0.as_millis()), most(&|u| u.1 as u128))
    {
        let _ = writeln!(
            out,
            "random cases: at most {cpu} ms of CPU time (case {}), at most {} (case {})",
            i + 1,
            mib(memory as u64),
            j + 1
        );
    }
}

/// The command as a shell line, for `oj t -c`.
pub fn quoted_words(command: &[OsString]) -> String {
    let words: Vec<String> = command
        .iter()
        .map(|w| quoted(&w.to_string_lossy()))
        .collect();
    words.join(" ")
}

/// A word as a POSIX shell reads it back: as it is when it is plain, else in single quotes.
pub fn quoted(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

pub fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn caret_at(line: usize, column: usize) -> Vec<Place> {
        vec![Place {
            line,
            column,
            note: String::new(),
        }]
    }

    #[test]
    fn a_long_output_shows_its_head_tail_and_the_lines_around_the_mark() {
        let body: String = (1..=100).map(|i| format!("line{i}\n")).collect();
        let mut out = String::new();
        section(&mut out, "Output", body.as_bytes(), &caret_at(59, 0), WIDTH);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[..3], ["", "Output:", "  1 | line1"]);
        assert_eq!(lines[6..8], ["  5 | line5", "    | … 52 lines"]);
        assert_eq!(
            lines[8..14],
            [
                " 58 | line58",
                " 59 | line59",
                " 60 | line60",
                "      ^",
                " 61 | line61",
                " 62 | line62"
            ]
        );
        assert_eq!(
            lines[14..],
            [
                "    | … 35 lines",
                " 98 | line98",
                " 99 | line99",
                "100 | line100"
            ]
        );
        let mut out = String::new();
        section(&mut out, "Output", b"NO\n", &caret_at(1, 0), WIDTH);
        assert_eq!(out, "\nOutput:\nNO\n^ (the end)\n");
        let mut out = String::new();
        section(&mut out, "Output", b"", &[], WIDTH);
        assert_eq!(out, "\nOutput:\n(nothing)\n");
    }

    #[test]
    fn a_caret_past_the_width_moves_the_window_to_it() {
        let line: String = (0..200)
            .map(|i| if i == 150 { "NO " } else { "YES " })
            .collect();
        let (l, column) = token_place(line.as_bytes(), 150);
        assert_eq!((l, column), (0, 600));
        let mut out = String::new();
        section(
            &mut out,
            "Output",
            line.as_bytes(),
            &caret_at(l, column),
            WIDTH,
        );
        let lines: Vec<&str> = out.lines().collect();
        let caret = lines[3].find('^').unwrap();
        let under: String = lines[2].chars().skip(caret).take(3).collect();
        assert_eq!(under, "NO ", "{out}");
        assert!(
            lines[2].starts_with('…') && lines[2].ends_with('…'),
            "{out}"
        );
    }

    /// A place exactly at the width is past the last character shown: the window moves.
    #[test]
    fn a_caret_at_the_width_moves_the_window_too() {
        let line = format!("{}X{}", ".".repeat(WIDTH), ".".repeat(WIDTH));
        let mut out = String::new();
        section(
            &mut out,
            "Input",
            line.as_bytes(),
            &caret_at(0, WIDTH),
            WIDTH,
        );
        let lines: Vec<&str> = out.lines().collect();
        let caret = lines[3].find('^').unwrap();
        assert_eq!(lines[2].chars().nth(caret), Some('X'), "{out}");
    }

    #[test]
    fn asans_shadow_bytes_are_left_out_up_to_its_last_line() {
        let text = b"SUMMARY: AddressSanitizer: x\nShadow bytes around the buggy address:\n  \
                     0x0c: 00\n=>0x0c: fa\nShadow byte legend:\n  Heap: fa\n==7==ABORTING\n";
        assert_eq!(
            String::from_utf8(without_shadow_bytes(text.to_vec())).unwrap(),
            "SUMMARY: AddressSanitizer: x\n[... AddressSanitizer's shadow bytes left out \
             ...]\n==7==ABORTING\n"
        );
        assert_eq!(without_shadow_bytes(b"plain\n".to_vec()), b"plain\n");
    }

    /// The slowest worst case is marked, and so is every case past half a limit.
    #[test]
    fn the_slowest_worst_case_is_the_one_marked() {
        let limits = Limits {
            cpu: Duration::from_millis(1000),
            idle: Duration::from_secs(1),
            backstop: Duration::from_secs(120),
            memory: 256 << 20,
            committed: true,
            output: 1 << 20,
            stack: 256 << 20,
        };
        let ms = Duration::from_millis;
        let worst = [
            ("fast".to_string(), Some((ms(3), 2 << 20))),
            ("slow".to_string(), Some((ms(700), 2 << 20))),
            ("big".to_string(), Some((ms(5), 200 << 20))),
            ("skipped".to_string(), None),
        ];
        let mut out = String::new();
        measured_table(&mut out, &limits, &worst, &[Some((ms(4), 3 << 20))]);
        let row = |name: &str| out.lines().find(|l| l.starts_with(name)).unwrap_or("");
        assert!(
            row("slow").ends_with("← the slowest, over half the time limit"),
            "{out}"
        );
        assert!(
            row("big").ends_with("← over half the memory limit"),
            "{out}"
        );
        assert!(!row("fast").contains('←'), "{out}");
        assert_eq!(row("skipped"), "", "{out}");
        assert!(
            out.contains(
                "random cases: at most 4 ms of CPU time (case 1), at most 3.0 MiB (case 1)"
            ),
            "{out}"
        );
    }

    #[test]
    fn shown_text_is_safe_for_a_terminal_and_a_shell() {
        assert_eq!(visible("a\u{1b}[2Jb\tc", 0, 100), "a\\u{1b}[2Jb\tc");
        assert_eq!(visible("abcdef", 0, 3), "abc…");
        assert_eq!(visible("abcdef", 2, 3), "…cde…");
        assert_eq!(quoted("./a.out"), "./a.out");
        assert_eq!(quoted("it's"), "'it'\\''s'");
        let words = ["python3".into(), "my sol.py".into()];
        assert_eq!(quoted_words(&words), "python3 'my sol.py'");
        assert_eq!(token_place(b"YES\n  NO\n", 1), (1, 2));
        assert_eq!(token_place(b"YES\n", 1), (1, 0));
    }
}
