//! `dot`'s input at the judge's limits, strictly ([`crate::validate`]): `x y n d` on the first
//! line, then `n` lines `xi yi`; `-200 <= x, y <= 200`, `1 <= n <= 20`, `1 <= d <= 200`,
//! `x² + y² < d²` (the start strictly inside: "the initial dot is at the distance less than d"),
//! `0 <= xi, yi <= 200`, vectors non-zero and pairwise distinct.

use crate::validate::{Invalid, Strict};

/// The judge's limits, the one place they are written: the largest radius, `|x|` and `|y|`
/// of the start, and vector component, and the most vectors.
pub const JUDGE_D: i64 = 200;
pub const JUDGE_COORDINATE: i64 = 200;
pub const JUDGE_COMPONENT: i64 = 200;
pub const JUDGE_VECTORS: i64 = 20;

/// `Ok` when `input` is a valid `dot` test as the judge has it.
pub fn validate(input: &[u8]) -> Result<(), Invalid> {
    let mut s = Strict::new(input);
    let start = s.mark();
    let [x, y, n, d] = s.line([
        ("x", -JUDGE_COORDINATE, JUDGE_COORDINATE),
        ("y", -JUDGE_COORDINATE, JUDGE_COORDINATE),
        ("n", 1, JUDGE_VECTORS),
        ("d", 1, JUDGE_D),
    ])?;
    if x * x + y * y >= d * d {
        let rule = format!(
            "the start ({x}, {y}) is not strictly inside the circle of radius {d} \
             (x² + y² = {} against d² = {}): the statement guarantees a distance less than d",
            x * x + y * y,
            d * d
        );
        return Err(Strict::fail_at(start, rule));
    }
    let mut vectors = Vec::new();
    for i in 1..=n {
        let at = s.mark();
        let v = s.line([("xi", 0, JUDGE_COMPONENT), ("yi", 0, JUDGE_COMPONENT)])?;
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
