//! The fit of one size's points: time = start + c · size^k, by least squares on logarithms of
//! the size and of the time above the start, over the points measured that stand out from it.

use std::time::Duration;

/// Below this much CPU time above the start, a time is too small to fit an exponent to.
pub const NOISE: Duration = Duration::from_millis(5);
/// An exponent below this is no growth.
const GROWS: f64 = 0.3;

/// One run alone: the size cut to, its CPU time, and the limit it was stopped at, if it was
/// (its time then only a lower bound).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub size: usize,
    pub cpu: Duration,
    pub stopped: Option<Duration>,
}

impl Point {
    /// Whether the run finished, so that its time is measured.
    pub fn measured(&self) -> bool {
        self.stopped.is_none()
    }
}

/// What the points of one size tell.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fit {
    /// Time grows like the size to this power.
    Grows(f64),
    /// The fitted exponent is below [`GROWS`].
    Flat,
    /// No run finished.
    AllStopped,
    /// One point finished: too few to fit.
    OneMeasured,
    /// The points measured took too little time above the start to fit.
    TooFast,
}

/// What the points of one size tell.
pub fn fit(points: &[Point], start: Duration) -> Fit {
    let measured = points.iter().filter(|p| p.measured()).count();
    match (slope(&logs(points, start)), measured) {
        (Some((k, _)), _) if k >= GROWS => Fit::Grows(k),
        (Some(_), _) => Fit::Flat,
        (None, 0) => Fit::AllStopped,
        (None, 1) => Fit::OneMeasured,
        (None, _) => Fit::TooFast,
    }
}

/// The points measured that stand out from the start, as logarithms of the size and of the
/// time above the start.
pub fn logs(points: &[Point], start: Duration) -> Vec<(f64, f64)> {
    let log = |p: &Point| {
        let t = p.cpu.checked_sub(start).filter(|&t| t >= NOISE)?;
        Some(((p.size as f64).ln(), t.as_secs_f64().ln()))
    };
    points
        .iter()
        .filter(|p| p.measured())
        .filter_map(log)
        .collect()
}

/// The least-squares line `y = k·x + c` through points of at least two distinct `x`: `(k, c)`.
pub fn slope(points: &[(f64, f64)]) -> Option<(f64, f64)> {
    let n = points.len() as f64;
    let mean = |f: fn(&(f64, f64)) -> f64| points.iter().map(f).sum::<f64>() / n;
    let (mx, my) = (mean(|p| p.0), mean(|p| p.1));
    let sxx: f64 = points.iter().map(|p| (p.0 - mx).powi(2)).sum();
    let sxy: f64 = points.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    if points.len() < 2 || sxx < 1e-12 {
        return None;
    }
    let k = sxy / sxx;
    Some((k, my - k * mx))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(t: f64) -> Duration {
        Duration::from_secs_f64(t / 1000.0)
    }

    /// Each kind of fit from the points of a size.
    #[test]
    fn each_fit() {
        let start = ms(10.0);
        let point = |size, t: f64, stopped: bool| Point {
            size,
            cpu: ms(t),
            stopped: stopped.then_some(ms(1000.0)),
        };
        let flat = [
            point(16, 980.0, false),
            point(32, 990.0, false),
            point(64, 1000.0, false),
        ];
        assert_eq!(fit(&flat, start), Fit::Flat);
        let fast = [
            point(16, 12.0, false),
            point(32, 14.0, false),
            point(64, 1000.0, true),
        ];
        assert_eq!(fit(&fast, start), Fit::TooFast);
        let one = [point(32, 1000.0, true), point(64, 2000.0, false)];
        assert_eq!(fit(&one, start), Fit::OneMeasured);
        let none = [point(32, 1000.0, true), point(64, 3000.0, true)];
        assert_eq!(fit(&none, start), Fit::AllStopped);
        let grows = [
            point(16, 30.0, false),
            point(32, 90.0, false),
            point(64, 330.0, false),
        ];
        assert!(matches!(fit(&grows, start), Fit::Grows(k) if (k - 2.0).abs() < 1e-9));
        // A small exponent is no growth.
        let slight = [point(32, 110.0, false), point(64, 120.0, false)];
        assert_eq!(fit(&slight, start), Fit::Flat);
    }

    /// Exactly the noise above the start is enough to fit; below it, or stopped, a point is
    /// left out.
    #[test]
    fn points_are_fitted_above_the_start() {
        let point = |size, t: f64| Point {
            size,
            cpu: ms(t),
            stopped: None,
        };
        let start = ms(20.0);
        let (k, _) = slope(&logs(&[point(100, 120.0), point(200, 320.0)], start)).unwrap();
        assert!((k - 1.585).abs() < 0.01, "{k}");
        let (k, _) = slope(&logs(&[point(100, 25.0), point(200, 30.0)], start)).unwrap();
        assert!((k - 1.0).abs() < 0.01, "{k}");
        assert_eq!(logs(&[point(100, 24.9), point(200, 20.0)], start), []);
        let stopped = Point {
            stopped: Some(ms(1000.0)),
            ..point(400, 5000.0)
        };
        assert_eq!(logs(&[stopped], start), []);
        assert_eq!(slope(&[(1.0, 1.0), (1.0, 2.0)]), None);
        let (k, c) = slope(&[(0.0, 1.0), (1.0, 3.0), (2.0, 5.0)]).unwrap();
        assert!((k - 2.0).abs() < 1e-9 && (c - 1.0).abs() < 1e-9);
    }
}
