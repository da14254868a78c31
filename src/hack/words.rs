//! Plain words for the report and the progress lines: counts, factors and shell words.

use std::ffi::OsString;
use std::time::Duration;

pub fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// A factor as a sentence says it: "twice", "1.25 times".
pub fn times(factor: f64) -> String {
    if factor == 2.0 {
        "twice".to_string()
    } else {
        format!("{factor} times")
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

/// A duration for a progress line: whole seconds, or tenths under ten.
pub fn seconds(t: Duration) -> String {
    let s = t.as_secs_f64();
    if s < 10.0 {
        format!("{s:.1} s")
    } else {
        format!("{} s", s.round())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_for_a_shell_and_a_sentence() {
        assert_eq!(quoted("./a.out"), "./a.out");
        assert_eq!(quoted("it's"), "'it'\\''s'");
        assert_eq!(quoted(""), "''");
        let words = ["python3".into(), "my sol.py".into()];
        assert_eq!(quoted_words(&words), "python3 'my sol.py'");
        assert_eq!(times(2.0), "twice");
        assert_eq!(times(1.25), "1.25 times");
        assert_eq!(plural(1, "run"), "1 run");
        assert_eq!(plural(0, "run"), "0 runs");
        assert_eq!(seconds(Duration::from_millis(9949)), "9.9 s");
        assert_eq!(seconds(Duration::from_millis(12_600)), "13 s");
        assert_eq!(seconds(Duration::from_secs(10)), "10 s");
    }
}
