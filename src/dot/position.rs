//! One `dot` input, parsed and checked: the start, the radius and the vectors.

use crate::reader::{Int, Tokens, check};
use proconio::input;

/// Largest supported radius: the table then takes at most 2 MB.
pub const MAX_D: i64 = 2000;
/// Largest supported number of vectors.
pub const MAX_N: i64 = 100;
/// Largest accepted vector component; anything past `2d` leaves the circle anyway.
pub const MAX_COMPONENT: i64 = 1_000_000_000;

/// One judge input: start point, radius and the vectors.
#[derive(Clone, Debug)]
pub struct Position {
    pub start: (i64, i64),
    pub d: i64,
    pub vectors: Vec<(i64, i64)>,
}

/// Parses and validates one input: sizes first, checked, then what they size.
pub fn parse(bytes: &[u8]) -> Result<Position, String> {
    let t = Tokens::new(bytes)?;
    let [x, y, n, d] = t.read(
        |k| ["x", "y", "n", "d"][k].into(),
        |t| {
            input! { from t, x: Int, y: Int, n: Int, d: Int }
            [x, y, n, d]
        },
    )?;
    check(x, -MAX_D, MAX_D, || "x".into())?;
    check(y, -MAX_D, MAX_D, || "y".into())?;
    check(n, 1, MAX_N, || "n".into())?;
    check(d, 1, MAX_D, || "d".into())?;
    if x * x + y * y > d * d {
        return Err(format!(
            "start ({x}, {y}) lies outside the circle of radius {d}"
        ));
    }
    let name = |k: usize| format!("{} of vector {}", ["x", "y"][k % 2], k / 2 + 1);
    let vectors = t.read(name, |t| {
        input! { from t, vectors: [(Int, Int); n] }
        vectors
    })?;
    for (i, &(vx, vy)) in vectors.iter().enumerate() {
        check(vx, 0, MAX_COMPONENT, || name(2 * i))?;
        check(vy, 0, MAX_COMPONENT, || name(2 * i + 1))?;
        if (vx, vy) == (0, 0) {
            return Err(format!("vector {} is zero", i + 1));
        }
        if let Some(j) = vectors[..i].iter().position(|&v| v == (vx, vy)) {
            return Err(format!("vectors {} and {} are equal", j + 1, i + 1));
        }
    }
    t.finish()?;
    Ok(Position {
        start: (x, y),
        d,
        vectors,
    })
}

/// Largest `y >= 0` with `x² + y² <= d²`, for `|x| <= d`.
pub(super) fn half_chord(x: i64, d: i64) -> i64 {
    (d * d - x * x).isqrt()
}
