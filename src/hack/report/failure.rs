//! The failure: which case, how it was shrunk and confirmed, then the input, both outputs
//! with the first difference marked, what the program wrote on stderr, and our explanation.

use super::ended::{how_it_ended, stderr_shown};
use super::excerpt::{WIDTH, section, token_place};
use super::measured::spread_range;
use super::model::Failed;
use crate::hack::hackable::Place;
use crate::hack::policy::{BORDER, EXACT};
use crate::hack::process::{Limits, Ran};
use crate::hack::search::Origin;
use crate::hack::session::Spread;
use crate::hack::shrink::{Shrink, Shrinking};
use crate::hack::shrinker::{Covered, End};
use crate::hack::verdict::{Verdict, differ_only_in_case, tokens};
use crate::hack::words::{plural, times};
use crate::reader::shown;
use std::fmt::Write as _;

/// The case's name: `random case 4 of 1000`, `worst case 1 of 8 (NAME)`, `test 2 of 9 (NAME)`.
pub fn case_name(origin: &Origin) -> String {
    match origin {
        Origin::Random { index, of } => format!("random case {} of {of}", index + 1),
        Origin::Worst { index, of, name } => format!("worst case {} of {of} ({name})", index + 1),
        Origin::Hunt { evaluation } => format!("the hunt's input {evaluation}"),
        Origin::Test { index, of, name } => format!("test {} of {of} ({name})", index + 1),
    }
}

/// The line that says how the shrink went.
pub fn shrink_line(shrink: &Shrink) -> String {
    match shrink {
        Shrink::Off => "Not shrunk (--no-shrink).".to_string(),
        Shrink::NotForTime(verdict) => {
            let why = if *verdict == Verdict::Tle {
                "a time limit is a matter of how the time grows (see Growth below)"
            } else {
                "the program waits, whatever the input's size"
            };
            format!("Not shrunk: {why}; --shrink-tle shrinks it.")
        }
        Shrink::Done(s) => shrunk_line(s),
    }
}

fn shrunk_line(s: &Shrinking) -> String {
    let (steps, size, budget) = (plural(s.kept, "step"), &s.size, s.budget);
    let no_step = match s.needed.is_empty() {
        true => "no step makes it smaller".to_string(),
        false => format!("no step that keeps {} makes it smaller", needed_values(s)),
    };
    let untried = match s.untried {
        0 => String::new(),
        n => format!(", with {} of its last pass untried", plural(n, "step")),
    };
    let mut line = match &s.end {
        End::Smallest => format!("Shrunk in {steps} to {size}: {no_step}, and no case is smaller."),
        End::Searched(c) if c.tried == 0 => {
            format!("Shrunk in {steps} to {size}: {no_step}, and no smaller case was drawn to try.")
        }
        End::Searched(c) if c.every && s.other.is_some() => format!(
            "Shrunk in {steps} to {size}, the smallest that fails this way: {}.",
            match c.tried {
                1 => "the one smaller case does not".to_string(),
                n => format!("none of the {n} smaller cases does"),
            }
        ),
        End::Searched(c) if c.every => format!(
            "Shrunk in {steps} to {size}, the smallest failing size: {}.",
            match c.tried {
                1 => "the one smaller case passes".to_string(),
                n => format!("all {n} smaller cases pass"),
            }
        ),
        End::Searched(c) => format!(
            "Shrunk in {steps} to {size}: {no_step}, and no smaller case fails{} among the {} \
             tried, from {} to {}: {}.",
            if s.other.is_some() { " this way" } else { "" },
            c.tried,
            c.from,
            c.to,
            covered(c)
        ),
        End::Runs => format!(
            "Shrunk in {steps} to {size}, when the budget of {budget} candidates ran out\
             {untried}: a smaller case may fail too."
        ),
        End::Time => format!(
            "Shrunk in {steps} to {size}, when the budget of {} s ran out{untried}: a smaller \
             case may fail too.",
            s.seconds
        ),
    };
    line.push_str(&needed_notes(s));
    line.push_str(&shrunk_notes(s));
    line
}

/// What the shrink's line says of each size the failure needs.
fn needed_notes(s: &Shrinking) -> String {
    let mut line = String::new();
    for n in &s.needed {
        let _ = write!(
            line,
            " It needs {0} = {1}, the judge's largest: every cut to a smaller {0} passes ({2} \
             tried, from {0} = {3} to {0} = {4}), so no step or case with a smaller {0} was \
             tried.",
            n.name,
            n.value,
            n.cuts,
            n.from,
            n.value - 1
        );
    }
    line
}

/// The needed dimensions at their values: `N = 500 and M = 250000`.
fn needed_values(s: &Shrinking) -> String {
    let values: Vec<String> = (s.needed.iter())
        .map(|n| format!("{} = {}", n.name, n.value))
        .collect();
    values.join(" and ")
}

/// What the shrink's line adds after how it ended: a smaller case that fails otherwise, and
/// the margins a step had to keep.
fn shrunk_notes(s: &Shrinking) -> String {
    let mut line = String::new();
    if let Some(other) = &s.other {
        let _ = write!(
            line,
            " A smaller case, {}, fails otherwise: {} (its input is at the end).",
            other.size,
            other.verdict.name()
        );
    }
    if s.margin.cpu > EXACT.cpu {
        let _ = write!(
            line,
            " A step was kept only if the program used more than {} ms of CPU time, {} the \
             limit.",
            s.cpu.as_millis(),
            times(s.margin.cpu)
        );
    }
    if s.margin.memory > EXACT.memory {
        let _ = write!(
            line,
            " A step was kept only if the program used more than {} MiB, {} the limit.",
            s.memory >> 20,
            times(s.margin.memory)
        );
    }
    line
}

fn classes(n: usize) -> String {
    match n {
        1 => "1 size class".to_string(),
        n => format!("{n} size classes"),
    }
}

/// Listed classes named one by one, at most.
const NAMED: usize = 3;

/// Which of the smaller cases tried were every case of their size class, and which cases of
/// the others were: the words of each class listed in part, and how many were drawn from.
fn covered(c: &Covered) -> String {
    if c.whole_classes == c.classes {
        return format!(
            "every case of those {}, larger classes below it not reached",
            classes(c.classes)
        );
    }
    let mut parts = Vec::new();
    if c.whole_classes > 0 {
        parts.push(format!(
            "every case of {} ({})",
            classes(c.whole_classes),
            plural(c.whole_cases, "case")
        ));
    }
    for (class, words) in c.listed.iter().take(NAMED) {
        parts.push(format!("of {class}, {words}"));
    }
    if c.listed.len() > NAMED {
        let more = c.listed.len() - NAMED;
        parts.push(format!("part of {more} more (their smallest cases)"));
    }
    let drawn = c.classes - c.whole_classes - c.listed.len();
    if drawn > 0 {
        parts.push(format!("cases drawn at random from {}", classes(drawn)));
    }
    parts.join("; ")
}

/// The line on the runs alone of a verdict near its limit: that it is borderline when their
/// spread could flip it, else what they measured.
fn near_line(spread: &Spread, limits: &Limits) -> String {
    let runs = spread.runs();
    let measure = match spread {
        Spread::Cpu { .. } => "CPU time",
        Spread::Memory { .. } => "memory",
    };
    if spread.borderline(limits) {
        return format!(
            "Borderline: in {runs} runs alone its {measure} was past the limit, within {} it, and \
             they differ by as much as they are over it (see Measured); a judge's machine may \
             pass it.",
            times(BORDER)
        );
    }
    let figure = spread_range(spread);
    let share = match *spread {
        Spread::Cpu { least, .. } => least.as_secs_f64() / limits.cpu.as_secs_f64(),
        Spread::Memory { least, .. } => least as f64 / limits.memory as f64,
    };
    format!(
        "In {runs} runs alone its {measure} was {figure}, {share:.2} times the limit: they differ \
         by less than they are over it, so that is what it takes here (see Measured)."
    )
}

/// The line on the final case's second run.
pub fn rerun_line(failed: &Failed) -> String {
    let verdict = failed.verdict;
    if let Some(spread) = &failed.last.record.borderline {
        return near_line(spread, &failed.last.record.limits);
    }
    match failed.again.as_ref().map(|t| t.verdict) {
        None => "The verdict rests on a measurement: it was confirmed by a run with no other \
                 beside it (see Measured)."
            .to_string(),
        Some(Some(v)) if v == verdict => "A second run failed the same way.".to_string(),
        Some(Some(v)) if v.is_measured() => {
            format!("A second run gave {} instead (see Measured).", v.name())
        }
        Some(Some(v)) => format!(
            "A second run gave {} instead: the program is not deterministic here.",
            v.name()
        ),
        Some(None) => {
            "A second run answered correctly: the program is not deterministic here.".to_string()
        }
    }
}

/// The input, both outputs with the first difference marked, what the program did, and our
/// explanation.
pub fn describe(failed: &Failed) -> String {
    let record = &failed.last.record;
    let (input, expected, ran) = (&record.input, &record.expected, &record.ran);
    let mut text = String::new();
    let heading = format!("Input ({} bytes)", input.len());
    section(&mut text, &heading, input.as_bytes(), &failed.places, WIDTH);
    let wrong = failed.wrong_token;
    let caret = |out: &[u8]| -> Vec<Place> {
        let place = |i| {
            let (line, column) = token_place(out, i);
            let note = String::new();
            Place { line, column, note }
        };
        wrong.map(place).into_iter().collect()
    };
    section(
        &mut text,
        "Expected (ours)",
        expected,
        &caret(expected),
        WIDTH,
    );
    let heading = how_it_ended(ran, failed.verdict, &record.limits);
    section(&mut text, &heading, &ran.stdout, &caret(&ran.stdout), WIDTH);
    if let Some(i) = wrong {
        first_difference(&mut text, expected, &ran.stdout, i);
    }
    stderr_section(&mut text, ran);
    explanation(&mut text, failed, caret(expected));
    if let Shrink::Done(done) = &failed.shrink
        && let Some(other) = &done.other
    {
        let heading = format!(
            "A smaller input that fails otherwise, {} ({} bytes)",
            other.verdict.name(),
            other.input.len()
        );
        section(&mut text, &heading, other.input.as_bytes(), &[], WIDTH);
    }
    text
}

/// The program's standard error, its head and tail where it is long.
fn stderr_section(text: &mut String, ran: &Ran) {
    if ran.stderr.2 > 0 {
        let (shown, gap) = stderr_shown(ran);
        let place = |line| Place {
            line,
            column: 0,
            note: String::new(),
        };
        let places: Vec<Place> = gap.map(place).into_iter().collect();
        section(text, "Program's stderr", &shown, &places, WIDTH);
    }
}

/// Why our answer holds, and the chase of the query that differs where there is one.
fn explanation(text: &mut String, failed: &Failed, caret: Vec<Place>) {
    let expected = &failed.last.record.expected;
    // Where the explanation has a line for each line of the answer (a `tag` query each), the
    // line of the wrong token is the one to show.
    let lines = |t: &[u8]| t.iter().filter(|&&b| b == b'\n').count();
    let explained = &failed.explained;
    let focus: Vec<Place> = caret
        .into_iter()
        .filter(|_| lines(explained) == lines(expected))
        .map(|p| Place {
            note: "the answer that differs".into(),
            ..p
        })
        .collect();
    let heading = "Why our answer holds (--explain)";
    section(text, heading, explained, &focus, usize::MAX);
    if let Some((query, chase)) = &failed.chase {
        let heading = format!("The chase of query {query} (--explain --query {query})");
        section(text, &heading, chase, &[], usize::MAX);
    }
}

/// The line that names the first token that differs, `i`.
fn first_difference(text: &mut String, expected: &[u8], got: &[u8], i: usize) {
    let show = |t: Option<&[u8]>| match t {
        Some(t) => format!("`{}`", shown(&String::from_utf8_lossy(t))),
        None => "the end of the output".to_string(),
    };
    let _ = write!(
        text,
        "First difference: token {}: expected {}, found {}.",
        i + 1,
        show(tokens(expected).nth(i)),
        show(tokens(got).nth(i))
    );
    if differ_only_in_case(expected, got) {
        let _ = write!(text, " The outputs differ only in letter case.");
    }
    text.push('\n');
}

#[cfg(test)]
mod tests;
