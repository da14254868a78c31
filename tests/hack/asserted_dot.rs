//! A right `dot` solution that asserts every guarantee of Codeforces 69D's statement, as
//! contestants do, and aborts on an input that breaks one: the judge never gives such an
//! input, so hack mode and the packages must not either.

use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let v: Vec<i64> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (x, y, n, d) = (v[0], v[1], v[2], v[3]);
    assert!((-200..=200).contains(&x) && (-200..=200).contains(&y), "-200 <= x, y <= 200");
    assert!((1..=200).contains(&d) && (1..=20).contains(&n), "1 <= d <= 200, 1 <= n <= 20");
    assert!(x * x + y * y < d * d, "the initial dot is at a distance less than d");
    assert_eq!(v.len() as i64, 4 + 2 * n, "n vectors");
    let vectors: Vec<(i64, i64)> = (0..n as usize).map(|i| (v[4 + 2 * i], v[5 + 2 * i])).collect();
    for (i, &(a, b)) in vectors.iter().enumerate() {
        assert!((0..=200).contains(&a) && (0..=200).contains(&b), "0 <= xi, yi <= 200");
        assert!((a, b) != (0, 0), "the vectors are non-zero");
        assert!(!vectors[..i].contains(&(a, b)), "the vectors are different");
    }
    // Reflections never change the winner; moves only increase x + y, so the table of the
    // game without them fills from the top-right corner down.
    let side = (2 * d + 1) as usize;
    let at = |px: i64, py: i64| (px + d) as usize * side + (py + d) as usize;
    let inside = |px: i64, py: i64| px * px + py * py <= d * d;
    let mut wins = vec![false; side * side];
    for px in (-d..=d).rev() {
        for py in (-d..=d).rev() {
            if inside(px, py) {
                wins[at(px, py)] = vectors.iter().any(|&(a, b)| {
                    inside(px + a, py + b) && !wins[at(px + a, py + b)]
                });
            }
        }
    }
    println!("{}", if wins[at(x, y)] { "Anton" } else { "Dasha" });
}
