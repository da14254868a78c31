//! A line each where a report leaves a user stuck: what the verdict suggests to try next, or
//! why a judge counts what it counts. Each depends only on the report's value.

use super::model::{Findings, Report};
use crate::hack::runtime::Runtime;
use crate::hack::verdict::Verdict;

/// The hints for `report`, in the order the text prints them.
pub fn hints(report: &Report) -> Vec<String> {
    let Findings::Failed(failed) = &report.findings else {
        return Vec::new();
    };
    let built = report.program.built.as_ref();
    let mut hints = Vec::new();
    let c_family = built.is_some_and(|b| b.c_family);
    if failed.verdict == Verdict::Re && c_family && !report.sanitize {
        hints.push(
            "A crash in C or C++ is often memory misused: `--sanitize` builds the source with \
             AddressSanitizer and UBSan, which name the line."
                .to_string(),
        );
    }
    if failed.verdict == Verdict::Mle && report.limits.committed {
        // A `java` command, not a source built here: it runs with the JVM's own flags.
        let java =
            built.is_none() && report.plan.runtime == Runtime::Interpreted("java".to_string());
        hints.push(
            "Codeforces counts committed memory: every page the program maps writable (a static \
             array, a reserved vector), touched or not."
                .to_string(),
        );
        if java {
            hints.push(
                "The JVM commits its initial heap (-Xms) at start: pass the .java source, to run \
                 it with the judge's flags."
                    .to_string(),
            );
        }
    }
    hints
}
