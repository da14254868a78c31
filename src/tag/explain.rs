//! `tag --explain`, and the input as lists: the parts of the game that a judge never runs, so
//! that the bundle leaves them out. Linear in the input, after the rounds of every state.

use super::graph::Graph;
use super::input::{MAX_Q, QUERY, read_count, read_graph, vertex_pairs};
use super::layers::{CaptureRounds, capture_rounds};
use crate::reader::Tokens;

/// One parsed judge input (0-based vertices).
pub struct Input {
    pub graph: Graph,
    pub queries: Vec<(u32, u32)>,
}

impl Input {
    /// Query `k` (from 1), or that the input has no such query.
    pub fn query(&self, k: usize) -> Result<(u32, u32), String> {
        let count = self.queries.len();
        (k.checked_sub(1).and_then(|i| self.queries.get(i)).copied())
            .ok_or_else(|| format!("`--query {k}`: the input has {count} queries"))
    }
}

/// Parses and validates one input: sizes first, checked, then what they size.
pub fn parse(bytes: &[u8]) -> Result<Input, String> {
    let t = Tokens::new(bytes)?;
    let graph = read_graph(&t)?;
    let q = read_count(&t, "Q", 1, MAX_Q)?;
    let mut queries = Vec::with_capacity(q as usize);
    vertex_pairs(&t, q, graph.n, QUERY, |s, r| queries.push((s, r)))?;
    t.finish()?;
    Ok(Input { graph, queries })
}

/// The explain line of one query: the verdict, then a safe first move or the capture round.
pub fn explain_query(g: &Graph, rounds: &CaptureRounds, query: (u32, u32)) -> String {
    let mut line = Vec::new();
    write_line(g, rounds, query, &mut line);
    String::from_utf8(line).expect("ASCII")
}

/// [`explain_query`] written onto the end of `out`, without a line of its own.
fn write_line(g: &Graph, rounds: &CaptureRounds, (s, r): (u32, u32), out: &mut Vec<u8>) {
    let (s, r) = (s as usize, r as usize);
    let (text, number) = match rounds.round(s, r) {
        u32::MAX => {
            // A move after which Aoki cannot force capture: onto an `A` state never caught.
            let safe = |q: usize| !rounds.aoki_catches(q, r);
            if safe(s) {
                ("YES: stay on ", s + 1)
            } else {
                let q = g
                    .successors(s)
                    .iter()
                    .map(|&q| q as usize)
                    .find(|&q| safe(q));
                ("YES: move to ", q.expect("an escape has a safe move") + 1)
            }
        }
        0 => return out.extend_from_slice(b"NO: caught in round 0 (S = R)"),
        k => ("NO: caught in round ", k as usize),
    };
    out.extend_from_slice(text.as_bytes());
    // Digits by hand: `format!` per line would be most of the time at many queries.
    let mut digits = [0u8; 20];
    let (mut at, mut v) = (digits.len(), number);
    loop {
        at -= 1;
        digits[at] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[at..]);
}

/// One line of [`explain_query`] per query.
pub fn explained(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let input = parse(bytes)?;
    let rounds = capture_rounds(&input.graph);
    // Most lines are under 32 bytes: one allocation, no copies as it grows.
    let mut text = Vec::with_capacity(32 * input.queries.len());
    for (i, &query) in input.queries.iter().enumerate() {
        // A query's round is a miss of its own in a table of `N²` words: asked for 16 queries
        // ahead, the misses overlap.
        if let Some(&(s, r)) = input.queries.get(i + 16) {
            rounds.prefetch(s as usize, r as usize);
        }
        write_line(&input.graph, &rounds, query, &mut text);
        text.push(b'\n');
    }
    Ok(text)
}
