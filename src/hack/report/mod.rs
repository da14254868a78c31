//! The report: one value ([`Report`]) of everything a session found and measured, and its two
//! writers, text for a reader (the default) and JSON for a tool (`--format json`).
//!
//! The text's every section but the last, `Measured`, depends only on the seed: no time or
//! memory figure appears above it.

mod encode;
mod ended;
mod excerpt;
mod failure;
mod folder;
mod growth;
mod hints;
mod hunt;
mod json;
mod measured;
mod model;
mod text;

use crate::hack::options::Format;
pub use failure::case_name;
pub use json::json;
pub use model::{Failed, Findings, Load, Report};
pub use text::text;

/// The report as `format` asks: text for a reader, JSON for a tool.
pub fn written(report: &Report, format: Format) -> String {
    match format {
        Format::Text => text(report),
        Format::Json => json(report),
    }
}
