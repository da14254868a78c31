//! The judge input as the game reads it: counts and vertex pairs checked as they are read,
//! and the answer lines. Linear in the input.

use super::graph::Graph;
use super::outcome::Outcome;
use crate::reader::{Int, Tokens, U32, check};
use proconio::input;

pub(super) const MAX_N: i64 = 2000;
pub(super) const MAX_M: i64 = 1_000_000;
pub(super) const MAX_Q: i64 = 1_000_000;
// A row of a bitset has at most 64 words, so a `u64` can tell which of them to look at.
const _: () = assert!(MAX_N <= 64 * 64);

pub(super) const EDGE: [&str; 2] = ["u of edge", "v of edge"];
pub(super) const QUERY: [&str; 2] = ["S of query", "R of query"];

/// `N`, `M` and the edges, straight into the graph.
pub(super) fn read_graph(t: &Tokens) -> Result<Graph, String> {
    let n = read_count(t, "N", 1, MAX_N)? as usize;
    let m = read_count(t, "M", 0, MAX_M)?;
    Graph::build(n, |add| vertex_pairs(t, m, n, EDGE, add))
}

/// One number, checked against `lo..=hi`.
pub(super) fn read_count(t: &Tokens, name: &str, lo: i64, hi: i64) -> Result<i64, String> {
    let v = t.read(
        |_| name.into(),
        |t| {
            input! { from t, v: Int }
            v
        },
    )?;
    check(v, lo, hi, || name.into())
}

/// `count` pairs of vertex numbers in `1..=n`, handed to `each` 0-based as they are read;
/// `names` name their halves.
pub(super) fn vertex_pairs(
    t: &Tokens,
    count: i64,
    n: usize,
    names: [&str; 2],
    mut each: impl FnMut(u32, u32),
) -> Result<(), String> {
    let name = |k: usize| format!("{} {}", names[k % 2], k / 2 + 1);
    t.read(name, |t| {
        for i in 0..count as usize {
            input! { from t, a: U32, b: U32 }
            // One unsigned comparison per vertex; an error is built only for a bad one.
            let (a0, b0) = (a.wrapping_sub(1), b.wrapping_sub(1));
            if a0.max(b0) as usize >= n {
                let (k, v) = if a0 as usize >= n {
                    (2 * i, a)
                } else {
                    (2 * i + 1, b)
                };
                return Err(check(v.into(), 1, n as i64, || name(k)).unwrap_err());
            }
            each(a0, b0);
        }
        Ok(())
    })?
}

/// The judge's answer lines. Each is stored as four bytes and the cursor moves by three or
/// four, so mixed answers cost no mispredicted branch per line.
pub(super) struct Answers {
    pub(super) text: Vec<u8>,
    pub(super) end: usize,
}

impl Answers {
    pub(super) fn new(queries: usize) -> Answers {
        Answers {
            text: vec![0; 4 * queries],
            end: 0,
        }
    }

    pub(super) fn push(&mut self, outcome: &Outcome, s: u32, r: u32) {
        const LINES: [[u8; 4]; 2] = [*b"NO\n\n", *b"YES\n"];
        let escapes = (s != r) & outcome.escapes(s as usize, r as usize);
        self.text[self.end..self.end + 4].copy_from_slice(&LINES[usize::from(escapes)]);
        self.end += 3 + usize::from(escapes);
    }

    pub(super) fn into_bytes(mut self) -> Vec<u8> {
        self.text.truncate(self.end);
        self.text
    }
}
