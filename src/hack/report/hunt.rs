//! The hunt's part of the report, as text and as JSON: how long it searched and by what score,
//! how the slowest rose, and the slowest input that passed with its share of the limit.
//!
//! It goes under `Measured`: the hunt's budget is wall time, and with CPU time for its score
//! the path it takes depends on what the runs measured.

use super::encode::Json;
use super::measured::mib;
use crate::hack::files::Saved;
use crate::hack::hunt::{ALONE_RUNS, Hunted, Rise};
use crate::hack::words::{plural, seconds};
use std::fmt::Write as _;
use std::time::Duration;

/// Lines of the rises table at most: the first, the last, and evenly between.
const RISES_SHOWN: usize = 8;

/// The hunt's lines under `Measured`.
pub fn text(hunted: &Hunted, limit: Duration) -> String {
    let mut out = format!(
        "\nHunt: {} in {} of a budget of {}, scored by {}.\n",
        plural(hunted.evaluations, "input"),
        seconds(hunted.took),
        seconds(hunted.budget),
        hunted.measure.describe()
    );
    if let Some(noise) = hunted.noise {
        let _ = writeln!(
            out,
            "Two runs of one input differed by up to {:.0} % (each input that would be the \
             slowest ran twice, the lesser counting).",
            100.0 * noise
        );
    }
    if let Some(s) = &hunted.slowest {
        let _ = writeln!(
            out,
            "The slowest input found takes {:.2} × the limit: {} ms of CPU time alone (the least \
             of {ALONE_RUNS} runs, the most {} ms), {}; {}.",
            share(s.least, limit),
            s.least.as_millis(),
            s.most.as_millis(),
            mib(s.memory),
            s.size
        );
        if let Some(Saved { input, .. }) = &s.saved {
            let _ = writeln!(out, "Saved as {}.", input.display());
        }
    }
    if hunted.rises.is_empty() {
        return out;
    }
    out.push_str(
        "How the slowest rose (time into the hunt, inputs run, CPU time of the slowest):\n",
    );
    for rise in shown(&hunted.rises) {
        let _ = writeln!(
            out,
            "- {:>7}  {:>6}  {:>6} ms",
            seconds(rise.at),
            rise.evaluations,
            rise.cpu.as_millis()
        );
    }
    out
}

/// The rises the text shows: at most [`RISES_SHOWN`], the first and the last among them.
fn shown(rises: &[Rise]) -> Vec<Rise> {
    if rises.len() <= RISES_SHOWN {
        return rises.to_vec();
    }
    let last = rises.len() - 1;
    (0..RISES_SHOWN)
        .map(|k| rises[k * last / (RISES_SHOWN - 1)])
        .collect()
}

fn share(cpu: Duration, limit: Duration) -> f64 {
    cpu.as_secs_f64() / limit.as_secs_f64()
}

/// The hunt as JSON (see `docs/hack-mode.md`).
pub fn json(hunted: Option<&Hunted>, limit: Duration) -> Json {
    let ms = |d: Duration| Json::Int(d.as_millis() as i128);
    Json::or_null(hunted, |h| {
        let rises = h.rises.iter().map(|r| {
            Json::Object(vec![
                ("at_ms", ms(r.at)),
                ("inputs", Json::Int(r.evaluations as i128)),
                ("score", Json::Int(r.score.into())),
                ("cpu_ms", ms(r.cpu)),
            ])
        });
        let slowest = Json::or_null(h.slowest.as_ref(), |s| {
            let path = |p: &std::path::PathBuf| Json::Str(p.to_string_lossy().into_owned());
            Json::Object(vec![
                ("text", Json::Str(s.input.clone())),
                ("size", Json::Str(s.size.clone())),
                ("least_cpu_ms", ms(s.least)),
                ("most_cpu_ms", ms(s.most)),
                ("runs", Json::Int(ALONE_RUNS as i128)),
                ("times_limit", Json::Float(share(s.least, limit))),
                ("memory_bytes", Json::Int(s.memory.into())),
                ("path", Json::or_null(s.saved.as_ref(), |s| path(&s.input))),
            ])
        });
        let measure = match h.measure {
            crate::hack::hunt::Measure::Instructions => "instructions",
            crate::hack::hunt::Measure::Cpu => "cpu",
        };
        Json::Object(vec![
            ("measure", Json::Str(measure.into())),
            ("budget_ms", ms(h.budget)),
            ("took_ms", ms(h.took)),
            ("inputs", Json::Int(h.evaluations as i128)),
            ("rises", Json::Array(rises.collect())),
            ("noise", Json::or_null(h.noise, Json::Float)),
            ("slowest", slowest),
        ])
    })
}
