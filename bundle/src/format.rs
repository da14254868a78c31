//! The bundle's text: header comments, blank lines between items, and `rustfmt`.

use std::io::Write;
use std::process::{Command, Stdio};

/// `text` as line comments of at most 90 characters, broken at spaces.
pub(crate) fn comment(text: &str) -> String {
    let mut out = String::new();
    let mut line = String::from("//");
    for word in text.split_whitespace() {
        if line.chars().count() + 1 + word.chars().count() > 90 && line != "//" {
            out.push_str(&line);
            out.push('\n');
            line = String::from("//");
        }
        line.push(' ');
        line.push_str(word);
    }
    if line != "//" {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// What starts an item, for [`spaced`].
pub(crate) const ITEM_STARTS: [&str; 12] = [
    "#[",
    "///",
    "const ",
    "enum ",
    "fn ",
    "impl",
    "macro_rules!",
    "mod ",
    "pub",
    "static ",
    "struct ",
    "trait ",
];

/// `text` (as `prettyplease` prints it, one item after another) with a blank line between items,
/// which `rustfmt` keeps: where a line ends an item or a statement and the next starts an item.
pub(crate) fn spaced(text: &str) -> String {
    let mut out = String::new();
    let mut ended = false;
    for line in text.lines() {
        let code = line.trim_start();
        if ended && ITEM_STARTS.iter().any(|s| code.starts_with(s)) {
            out.push('\n');
        }
        ended = code.ends_with('}') || code.ends_with(';');
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The options the bundle is formatted with, which `tests/bundle.rs` checks it against.
pub const RUSTFMT: [&str; 4] = ["--edition", "2021", "--config", "hard_tabs=true"];

/// `text` as `rustfmt` formats it.
pub(crate) fn rustfmt(text: &str) -> Result<String, String> {
    let mut child = Command::new(std::env::var("RUSTFMT").unwrap_or_else(|_| "rustfmt".into()))
        .args(RUSTFMT)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run rustfmt: {e}"))?;
    let mut stdin = child.stdin.take().ok_or("rustfmt has no stdin")?;
    let writer = {
        let text = text.to_string();
        std::thread::spawn(move || stdin.write_all(text.as_bytes()))
    };
    let out = child
        .wait_with_output()
        .map_err(|e| format!("rustfmt: {e}"))?;
    writer
        .join()
        .map_err(|_| "rustfmt: writer panicked")?
        .map_err(|e| format!("rustfmt: {e}"))?;
    if !out.status.success() {
        let why = String::from_utf8_lossy(&out.stderr);
        return Err(format!("rustfmt failed: {}", why.trim()));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("rustfmt: {e}"))
}
