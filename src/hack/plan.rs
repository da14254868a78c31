//! The plan of a session: how many random cases, from what a run of the smallest costs.
//!
//! The first [`PROBE`] random cases are the smallest; their median cost, CPU time plus idle
//! time (a run's wall time without its waits for a CPU, so a busy machine does not change it),
//! picks the number of random cases when `--cases` does not, so that a program that is slow
//! to start (an interpreter, a JVM) spends about a minute of CPU time on them. Case `i`'s level
//! climbs from 0 to 1 over each [`RAMP`] cases, so fewer cases are a prefix of more.

use std::time::Duration;

/// Random cases run before the plan is made.
pub const PROBE: u64 = 10;
/// Random cases over which the level climbs from the smallest cases to the largest.
pub const RAMP: u64 = 100;
/// The planned number of random cases by a run's cost: the first whose cost bound holds.
pub const PLANS: [(Duration, u64); 3] = [
    (Duration::from_millis(20), 1000),
    (Duration::from_millis(80), 500),
    (Duration::from_millis(200), 200),
];
/// Random cases when a run costs more than every bound of [`PLANS`].
pub const FEWEST: u64 = 100;

/// The number of random cases, and what a run of the smallest ones costs.
#[derive(Clone, Debug)]
pub struct Plan {
    pub cases: u64,
    /// Whether `--cases` was absent, so that the cost chose `cases`.
    pub planned: bool,
    /// Median CPU time, and CPU time plus idle time, of the first random cases' runs.
    pub start: Option<(Duration, Duration)>,
}

impl Plan {
    /// The plan once the first cases have run at these costs (CPU time, and CPU plus idle
    /// time): `cases` when given, else as many as the median cost allows.
    pub fn made(cases: Option<u64>, costs: &[(Duration, Duration)]) -> Plan {
        let start = median(costs.iter().map(|c| c.0).collect())
            .zip(median(costs.iter().map(|c| c.1).collect()));
        Plan {
            cases: cases.unwrap_or_else(|| start.map_or(FEWEST, |(_, cost)| planned(cost))),
            planned: cases.is_none(),
            start,
        }
    }
}

/// The number of random cases for a run that costs `cost`.
pub fn planned(cost: Duration) -> u64 {
    PLANS
        .iter()
        .find(|(bound, _)| cost <= *bound)
        .map_or(FEWEST, |&(_, cases)| cases)
}

fn median(mut v: Vec<Duration>) -> Option<Duration> {
    v.sort();
    v.get(v.len() / 2).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slow_start_gets_fewer_random_cases() {
        let ms = Duration::from_millis;
        assert_eq!(planned(ms(1)), 1000);
        assert_eq!(planned(ms(20)), 1000);
        assert_eq!(planned(ms(21)), 500);
        assert_eq!(planned(ms(80)), 500);
        assert_eq!(planned(ms(150)), 200);
        assert_eq!(planned(ms(201)), 100);
        assert_eq!(planned(ms(5000)), 100);
    }

    /// The median of the costs plans the cases; `--cases` overrules it, and no cost at all
    /// gets the fewest.
    #[test]
    fn the_median_cost_makes_the_plan() {
        let ms = Duration::from_millis;
        let costs = [(ms(1), ms(90)), (ms(2), ms(10)), (ms(3), ms(100))];
        let plan = Plan::made(None, &costs);
        assert_eq!((plan.cases, plan.planned), (200, true));
        assert_eq!(plan.start, Some((ms(2), ms(90))));
        let given = Plan::made(Some(7), &costs);
        assert_eq!((given.cases, given.planned), (7, false));
        assert_eq!(Plan::made(None, &[]).cases, FEWEST);
        let four = [
            (ms(9), ms(9)),
            (ms(1), ms(1)),
            (ms(300), ms(300)),
            (ms(7), ms(7)),
        ];
        assert_eq!(Plan::made(None, &four).start, Some((ms(9), ms(9))));
    }

    /// The docs give the plan as these constants make it.
    #[test]
    fn the_docs_give_the_plan_as_it_is() {
        let docs = include_str!("../../docs/hack-mode.md").replace('\n', " ");
        let plans: Vec<String> = PLANS
            .iter()
            .map(|(bound, cases)| format!("{cases} up to {} ms", bound.as_millis()))
            .collect();
        let rule = format!(
            "{} a run, {}, else {FEWEST}.",
            plans[0],
            plans[1..].join(", ")
        );
        assert!(
            docs.contains(&rule),
            "docs/hack-mode.md does not say {rule}"
        );
        let probe = format!("The first {PROBE} random cases are the smallest");
        assert!(docs.contains(&probe), "{probe}");
    }
}
