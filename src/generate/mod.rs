//! # Generators: seeded random inputs of every shape, and the worst cases at the limits
//!
//! Every input made here is valid (the judge's constraints hold), but for `mutate`'s
//! corruptions, made to be rejected. The tests draw their random small cases and the
//! benchmarks their worst cases from here.

mod dot;
mod duel;
mod tag;

pub use dot::*;
pub use duel::*;
pub use tag::*;

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

/// A random corruption of a valid input: a byte changed, dropped or duplicated, a token
/// inserted, or the text cut short. Used to check that bad input never panics.
pub fn mutate(rng: &mut Rng, valid: &[u8]) -> Vec<u8> {
    let mut v = valid.to_vec();
    for _ in 0..rng.range(1, 3) {
        if v.is_empty() {
            break;
        }
        let i = rng.index(v.len());
        match rng.index(6) {
            0 => v[i] = b"0123456789-+ \n.#ABx\xff"[rng.index(20)],
            1 => {
                v.remove(i);
            }
            2 => v.insert(i, v[i]),
            3 => {
                let token: &[u8] =
                    [&b" 0 "[..], b" 99999999999999999999 ", b" -1 ", b" 2000 "][rng.index(4)];
                v.splice(i..i, token.iter().copied());
            }
            4 => v.truncate(i),
            _ => v.extend_from_slice(b" 1"),
        }
    }
    v
}
