// Right, but searches the game tree without a memo.
// From the game-solvers project's tests/hack/dot_tree.rs.

// A `dot` solution, right and slow: the whole game tree searched without a memo, so its time
// grows exponentially with the game's length. Reflections are left out, which changes no
// winner (the proof is in src/dot/mod.rs). A problem package's `time_limit_exceeded`
// submission.

use std::io::Read;

fn wins(x: i64, y: i64, d: i64, vectors: &[(i64, i64)]) -> bool {
    vectors.iter().any(|&(vx, vy)| {
        let (nx, ny) = (x + vx, y + vy);
        nx * nx + ny * ny <= d * d && !wins(nx, ny, d, vectors)
    })
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let v: Vec<i64> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (x, y, n, d) = (v[0], v[1], v[2] as usize, v[3]);
    let vectors: Vec<(i64, i64)> = (0..n).map(|i| (v[4 + 2 * i], v[5 + 2 * i])).collect();
    println!("{}", if wins(x, y, d, &vectors) { "Anton" } else { "Dasha" });
}
