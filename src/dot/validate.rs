//! `dot`'s input at the judge's limits, strictly ([`crate::validate`]): `x y n d` on the first
//! line, then `n` lines `xi yi`; `-200 <= x, y <= 200`, `1 <= n <= 20`, `1 <= d <= 200`,
//! `x² + y² <= d²`, `0 <= xi, yi <= 200`, vectors non-zero and pairwise distinct.

use crate::validate::{Invalid, Strict};

/// The judge's largest radius, start coordinate and vector component.
const LIMIT: i64 = 200;
/// The judge's most vectors.
const MOST_VECTORS: i64 = 20;

/// `Ok` when `input` is a valid `dot` test as the judge has it.
pub fn validate(input: &[u8]) -> Result<(), Invalid> {
    let mut s = Strict::new(input);
    let start = s.mark();
    let [x, y, n, d] = s.line([
        ("x", -LIMIT, LIMIT),
        ("y", -LIMIT, LIMIT),
        ("n", 1, MOST_VECTORS),
        ("d", 1, LIMIT),
    ])?;
    if x * x + y * y > d * d {
        let rule = format!("the start ({x}, {y}) lies outside the circle of radius {d}");
        return Err(Strict::fail_at(start, rule));
    }
    let mut vectors = Vec::new();
    for i in 1..=n {
        let at = s.mark();
        let v = s.line([("xi", 0, LIMIT), ("yi", 0, LIMIT)])?;
        if v == [0, 0] {
            return Err(Strict::fail_at(at, format!("vector {i} is zero")));
        }
        if let Some(j) = vectors.iter().position(|&w| w == v) {
            let rule = format!("vector {i} equals vector {}", j + 1);
            return Err(Strict::fail_at(at, rule));
        }
        vectors.push(v);
    }
    s.eof()
}
