//! A `dot` solution for hack mode's hunt, right and slow on one shape only. When every vector
//! is long the game is short, and a search of the whole game tree beats filling a table; this
//! program searches the tree when it has many vectors (with few, the table is quick anyway)
//! and guesses the tree has at most 10⁵ leaves, else fills the table. The guess takes the longest game as `d` over the shortest vector, but a game may
//! cross the whole circle, `2d`: on vectors of middle length (and many of them), the tree is
//! the square of the guess. Reflections never change the winner, so neither searches them.

use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let v: Vec<i64> = text
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (start, n, d) = ((v[0], v[1]), v[2] as usize, v[3]);
    let vectors: Vec<(i64, i64)> = (0..n).map(|i| (v[4 + 2 * i], v[5 + 2 * i])).collect();
    let shortest = vectors
        .iter()
        .map(|&(x, y)| ((x * x + y * y) as f64).sqrt())
        .fold(f64::MAX, f64::min);
    let moves = d as f64 / shortest;
    let wins = if n >= 10 && (n as f64).powf(moves) <= 1e5 {
        tree(start, d, &vectors)
    } else {
        table(start, d, &vectors)
    };
    println!("{}", if wins { "Anton" } else { "Dasha" });
}

/// Whether the player to move wins from `p`: some move stays within the circle and leaves
/// the other player lost. Every move is searched.
fn tree(p: (i64, i64), d: i64, vectors: &[(i64, i64)]) -> bool {
    let mut wins = false;
    for &(x, y) in vectors {
        let q = (p.0 + x, p.1 + y);
        if q.0 * q.0 + q.1 * q.1 <= d * d {
            wins |= !tree(q, d, vectors);
        }
    }
    wins
}

/// The same by a table over the square around the circle, filled from the far corner (every
/// vector has no negative component, so a move goes up or right).
fn table(start: (i64, i64), d: i64, vectors: &[(i64, i64)]) -> bool {
    let side = (2 * d + 1) as usize;
    let at = |x: i64, y: i64| (x + d) as usize * side + (y + d) as usize;
    let mut wins = vec![false; side * side];
    for x in (-d..=d).rev() {
        for y in (-d..=d).rev() {
            wins[at(x, y)] = vectors.iter().any(|&(a, b)| {
                let (u, w) = (x + a, y + b);
                u * u + w * w <= d * d && !wins[at(u, w)]
            });
        }
    }
    wins[at(start.0, start.1)]
}
