//! Seeded random numbers and worst-case input generators, shared by the tests and by
//! `benches/worst.rs` (which reaches this file with `#[path]`).

#![allow(dead_code)]

use std::fmt::Write;

/// SplitMix64: tiny, seedable, good enough for test cases; keeps the crate free of `rand`.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next_u64() % (hi - lo + 1) as u64) as i64
    }

    pub fn index(&mut self, len: usize) -> usize {
        (self.next_u64() % len as u64) as usize
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next_u64() % den < num
    }
}

/// The 20 shortest non-zero vectors with components in `0..=4`, so the point stays inside
/// for as many moves as possible.
pub fn dot_small_vectors(n: usize) -> Vec<(i64, i64)> {
    let mut v: Vec<(i64, i64)> = (0..=4)
        .flat_map(|a| (0..=4).map(move |b| (a, b)))
        .filter(|&p| p != (0, 0))
        .collect();
    v.sort_by_key(|&(a, b)| (a * a + b * b, a, b));
    v.truncate(n);
    v
}

pub fn dot_input(start: (i64, i64), d: i64, vectors: &[(i64, i64)]) -> String {
    let mut s = format!("{} {} {} {}\n", start.0, start.1, vectors.len(), d);
    for (x, y) in vectors {
        writeln!(s, "{x} {y}").unwrap();
    }
    s
}

/// Worst cases for `dot`: the largest circle, 20 short vectors, starts that cover the disc.
pub fn dot_worst() -> Vec<(String, String)> {
    let v = dot_small_vectors(20);
    [
        ("origin", (0, 0)),
        ("low-left", (-141, -141)),
        ("left", (-200, 0)),
        ("bottom", (0, -200)),
    ]
    .into_iter()
    .map(|(name, start)| (format!("d200-n20-{name}"), dot_input(start, 200, &v)))
    .collect()
}
