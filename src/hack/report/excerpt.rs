//! A long text shown in part: its head and tail, and the lines that matter (the pieces of a
//! `duel` board, the failing query of a `tag` input, the first wrong token of an output), with
//! line numbers where lines are skipped and the columns around the place that matters.

use crate::hack::hackable::Place;
use std::fmt::Write as _;

/// An input or output of at most this many lines is shown whole.
const WHOLE: usize = 30;
/// Otherwise: so many lines at the head and the tail, and so many either side of a place.
const HEAD: usize = 5;
const TAIL: usize = 3;
const AROUND: usize = 2;
/// Characters of a line shown.
pub const WIDTH: usize = 100;

/// A heading, then `body` in part (see the module doc): every line of `places` shown, with a
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
    let shown = shown_lines(lines.len(), places);
    let skipping = shown.contains(&false);
    let number_width = lines.len().to_string().len();
    let gutter = if skipping { number_width + 3 } else { 0 };
    let offset = window(places, lines.len(), width);
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

/// Which of `count` lines a section shows: all of a short body, else the head, the tail and
/// the lines around each place.
fn shown_lines(count: usize, places: &[Place]) -> Vec<bool> {
    let mut shown = vec![count <= WHOLE; count];
    for i in (0..HEAD.min(count)).chain(count.saturating_sub(TAIL)..count) {
        shown[i] = true;
    }
    for p in places {
        let near = p.line.saturating_sub(AROUND)..(p.line + AROUND + 1).min(count);
        shown[near].fill(true);
    }
    shown
}

/// The first column that long lines show from: one window for the whole section, so that a
/// board's columns stay aligned, around the first place when some place is past `width`.
fn window(places: &[Place], count: usize, width: usize) -> usize {
    let offset = places
        .iter()
        .find(|p| p.line < count)
        .map_or(0, |p| p.column.saturating_sub(width / 2).min(p.column));
    if places.iter().any(|p| p.column >= width) {
        offset
    } else {
        0
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
    fn shown_text_is_safe_for_a_terminal() {
        assert_eq!(visible("a\u{1b}[2Jb\tc", 0, 100), "a\\u{1b}[2Jb\tc");
        assert_eq!(visible("abcdef", 0, 3), "abc…");
        assert_eq!(visible("abcdef", 2, 3), "…cde…");
        assert_eq!(token_place(b"YES\n  NO\n", 1), (1, 2));
        assert_eq!(token_place(b"YES\n", 1), (1, 0));
    }
}
