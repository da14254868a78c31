//! The plan of a session: how many random cases, from what runs the program.
//!
//! A program that runs as machine code gets [`NATIVE`] random cases; one that an interpreter
//! or a virtual machine runs, which costs tens or hundreds of milliseconds a start,
//! [`INTERPRETED`], so that it spends about as long on them. The number never comes from a
//! measurement, so that the same seed gives the same cases on any machine, however busy. The
//! first [`PROBE`] random cases are the smallest; their median cost, CPU time plus idle time,
//! is reported, and growth takes their CPU time for the program's start. Case `i`'s level
//! climbs from 0 to 1 over each [`RAMP`] cases, so fewer cases are a prefix of more.

use super::runtime::Runtime;
use std::time::Duration;

/// Random cases run before the first costs are known.
pub const PROBE: u64 = 10;
/// Random cases over which the level climbs from the smallest cases to the largest.
pub const RAMP: u64 = 100;
/// Random cases for a program of machine code.
pub const NATIVE: u64 = 1000;
/// Random cases for a program that an interpreter or a virtual machine runs.
pub const INTERPRETED: u64 = 200;

/// The number of random cases, what runs the program, and what a run of the smallest cases
/// costs.
#[derive(Clone, Debug)]
pub struct Plan {
    pub cases: u64,
    /// Whether `--cases` was absent, so that the runtime chose `cases`.
    pub planned: bool,
    pub runtime: Runtime,
    /// Median CPU time, and CPU time plus idle time, of the first random cases' runs.
    pub start: Option<(Duration, Duration)>,
}

impl Plan {
    /// The number of random cases: `cases` when given, else as `runtime` has it.
    pub fn cases(cases: Option<u64>, runtime: &Runtime) -> u64 {
        cases.unwrap_or(match runtime {
            Runtime::Native => NATIVE,
            Runtime::Interpreted(_) => INTERPRETED,
        })
    }

    /// The plan once the first cases have run at these costs (CPU time, and CPU plus idle
    /// time).
    pub fn made(cases: Option<u64>, runtime: Runtime, costs: &[(Duration, Duration)]) -> Plan {
        let start = median(costs.iter().map(|c| c.0).collect())
            .zip(median(costs.iter().map(|c| c.1).collect()));
        Plan {
            cases: Plan::cases(cases, &runtime),
            planned: cases.is_none(),
            runtime,
            start,
        }
    }
}

fn median(mut v: Vec<Duration>) -> Option<Duration> {
    v.sort();
    v.get(v.len() / 2).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The runtime makes the plan, whatever the costs; `--cases` overrules it; the start is
    /// the median of the costs.
    #[test]
    fn the_runtime_makes_the_plan_and_the_costs_the_start() {
        let ms = Duration::from_millis;
        let costs = [(ms(1), ms(90)), (ms(2), ms(10)), (ms(3), ms(100))];
        let plan = Plan::made(None, Runtime::Native, &costs);
        assert_eq!((plan.cases, plan.planned), (NATIVE, true));
        assert_eq!(plan.start, Some((ms(2), ms(90))));
        let slow = [(ms(900), ms(5000))];
        let python = Runtime::Interpreted("python3".into());
        assert_eq!(Plan::made(None, Runtime::Native, &slow).cases, NATIVE);
        assert_eq!(Plan::made(None, python.clone(), &costs).cases, INTERPRETED);
        let given = Plan::made(Some(7), python, &costs);
        assert_eq!((given.cases, given.planned), (7, false));
        assert_eq!(Plan::made(None, Runtime::Native, &[]).start, None);
        let four = [
            (ms(9), ms(9)),
            (ms(1), ms(1)),
            (ms(300), ms(300)),
            (ms(7), ms(7)),
        ];
        let plan = Plan::made(None, Runtime::Native, &four);
        assert_eq!(plan.start, Some((ms(9), ms(9))));
    }

    /// The docs give the plan as these constants make it.
    #[test]
    fn the_docs_give_the_plan_as_it_is() {
        let docs = include_str!("../../docs/hack-mode.md").replace('\n', " ");
        let rule = format!(
            "{NATIVE} random cases for a program of machine code, {INTERPRETED} for one that an \
             interpreter or a virtual machine runs"
        );
        assert!(
            docs.contains(&rule),
            "docs/hack-mode.md does not say {rule}"
        );
        let probe = format!("The first {PROBE} random cases are the smallest");
        assert!(docs.contains(&probe), "{probe}");
    }
}
