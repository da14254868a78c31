use super::*;

fn ms(t: f64) -> Duration {
    Duration::from_secs_f64(t / 1000.0)
}

/// A run that would take `t` ms, stopped at `cap`.
fn cut(t: f64, cap: Duration) -> Result<Option<Timed>, String> {
    let t = ms(t);
    Ok(Some(Timed::once(t.min(cap), t > cap)))
}

/// The cuts of a size, a quarter as large after one stopped at the limit and a half after
/// one measured, until two stand out from the start; with the full case, its points. No
/// estimate where the full case was measured.
#[test]
fn the_cuts_of_each_size_then_the_full_case() {
    let sizes = [("b", 1024), ("a", 64)];
    // The full case takes 2000 ms alone, within the ceiling of 3000 ms.
    let time = |which: usize, to: usize, cap: Duration| -> Result<Option<Timed>, String> {
        let t = match (sizes[which].0, to) {
            ("b", to) if to <= 128 => 10.0 + to as f64 * 1990.0 / 1024.0,
            ("a", to) => 10.0 + 1990.0 * (to as f64 / 64.0).powi(2),
            _ => 2000.0,
        };
        cut(t, cap)
    };
    let growth = measure(
        &sizes,
        ms(1000.0),
        ms(10.0),
        Timed::once(ms(2000.0), false),
        &time,
    )
    .unwrap();
    let points = |l: &Ladder| -> Vec<(usize, bool)> {
        l.points.iter().map(|p| (p.size, p.measured())).collect()
    };
    let [b, a] = &growth.ladders[..] else {
        panic!("two sizes: {}", growth.ladders.len())
    };
    // Stopped at 512, so a quarter next: 128, not far under the limit, then 64.
    let expected = [(64, true), (128, true), (512, false), (1024, true)];
    assert_eq!(points(b), expected);
    assert_eq!(b.points[2].stopped, Some(ms(1000.0)));
    assert!(
        matches!(b.fit, Fit::Grows(k) if (k - 1.0).abs() < 0.01),
        "{:?}",
        b.fit
    );
    assert!(
        matches!(a.fit, Fit::Grows(k) if (k - 2.0).abs() < 1e-6),
        "{:?}",
        a.fit
    );
    assert_eq!(points(a), [(16, true), (32, true), (64, true)]);
    assert!(!growth.cut_short && growth.estimate.is_none());
    assert_eq!(growth.ceiling, ms(3000.0));
    assert_eq!(b.largest_passing(ms(1000.0)).map(|p| p.size), Some(128));
}

/// Past the ceiling the full case is extrapolated from the size whose largest measured
/// point is the largest share of it (the first of equal shares), by that size's fit, and
/// never below the ceiling; with every run stopped, no size fits.
#[test]
fn the_estimate_comes_from_the_largest_share_and_stays_above_the_ceiling() {
    let sizes = [("b", 1024), ("a", 64), ("f", 64)];
    let time = |which: usize, to: usize, cap: Duration| -> Result<Option<Timed>, String> {
        let t = match sizes[which].0 {
            "b" => 10.0 + to as f64 * 10.0,
            _ => 10.0 + 990.0 * (to as f64 / 32.0).powi(2),
        };
        cut(t, cap)
    };
    let full = Timed::once(ms(3000.0), true);
    let growth = measure(&sizes, ms(1000.0), ms(10.0), full, &time).unwrap();
    let estimate = growth.estimate.unwrap();
    assert_eq!(estimate.from, "a");
    assert_eq!(estimate.full.as_millis(), 3970);
    let slow = |_: usize, to: usize, cap: Duration| cut(10.0 + to as f64, cap);
    let growth = measure(&sizes, ms(1000.0), ms(10.0), full, &slow).unwrap();
    assert!(growth.estimate.is_none());
    let stopped = |_: usize, _: usize, cap: Duration| cut(5000.0, cap);
    let growth = measure(&sizes, ms(1000.0), ms(10.0), full, &stopped).unwrap();
    assert!(growth.ladders.iter().all(|l| l.fit == Fit::AllStopped));
    assert!(growth.cut_short);
}
