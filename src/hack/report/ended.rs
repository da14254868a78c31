//! How a run ended, as the heading of its output says it, and the program's stderr as shown.

use crate::hack::process::{Limits, Ran, Stop};
use crate::hack::verdict::Verdict;

/// How the program's run ended, as the heading of its output says it.
pub fn how_it_ended(ran: &Ran, verdict: Verdict, limits: &Limits) -> String {
    use std::os::unix::process::ExitStatusExt;
    match verdict {
        Verdict::Tle if ran.stopped == Some(Stop::Cpu) => format!(
            "Program's output, when its CPU time passed {} ms",
            limits.cpu.as_millis()
        ),
        // It ended by itself, past the limit (a borderline TLE's run alone).
        Verdict::Tle => format!(
            "Program's output, at its end, after {} ms of CPU time",
            ran.cpu.as_millis()
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
