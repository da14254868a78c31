//! Bitsets over `u64` words, bit `i` in word `i / 64`: a set of small numbers ([`Bits`]), `n`
//! bitsets of `n` bits each ([`Rows`], a row of `⌈n/64⌉` words per vertex), and the loops over
//! set bits. Each operation is `O(1)` or linear in the words it touches.

/// `n` bitsets of `n` bits each, one row of `w` words per vertex.
#[derive(Default)]
pub struct Rows {
    pub(crate) w: usize,
    pub(crate) bits: Vec<u64>,
}

impl Rows {
    pub(crate) fn new(n: usize) -> Rows {
        let w = n.div_ceil(64);
        Rows {
            w,
            bits: vec![0; n * w],
        }
    }

    pub(crate) fn row(&self, i: usize) -> &[u64] {
        &self.bits[i * self.w..(i + 1) * self.w]
    }

    pub(crate) fn row_mut(&mut self, i: usize) -> &mut [u64] {
        &mut self.bits[i * self.w..(i + 1) * self.w]
    }

    pub(crate) fn get(&self, i: usize, j: usize) -> bool {
        self.bits[i * self.w + j / 64] >> (j % 64) & 1 != 0
    }

    pub(crate) fn set(&mut self, i: usize, j: usize) {
        self.bits[i * self.w + j / 64] |= 1 << (j % 64);
    }

    /// The same relation with vertex `v` renamed `pos[v]`, rows and bits.
    pub(crate) fn renamed(&self, pos: &[u32]) -> Rows {
        let mut out = Rows::new(pos.len());
        for (i, &to) in pos.iter().enumerate() {
            for_each_one(self.row(i), |j| out.set(to as usize, pos[j] as usize));
        }
        out
    }
}

pub(crate) fn ones(row: &[u64]) -> usize {
    row.iter().map(|x| x.count_ones() as usize).sum()
}

/// Calls `f` with the index of every set bit of `row`, ascending.
pub(crate) fn for_each_one(row: &[u64], f: impl FnMut(usize)) {
    for_each_bit(row.iter().copied(), f);
}

/// Calls `f` with the index of every set bit of a sequence of words, ascending.
pub(crate) fn for_each_bit(words: impl Iterator<Item = u64>, mut f: impl FnMut(usize)) {
    for (k, mut x) in words.enumerate() {
        while x != 0 {
            f(k * 64 + x.trailing_zeros() as usize);
            x &= x - 1;
        }
    }
}

/// A set of small numbers, one bit each.
pub(crate) struct Bits(Vec<u64>);

impl Bits {
    pub(crate) fn new(len: usize) -> Bits {
        Bits(vec![0; len.div_ceil(64)])
    }

    /// Adds `i`; whether it was new.
    pub(crate) fn insert(&mut self, i: usize) -> bool {
        let word = &mut self.0[i / 64];
        let fresh = *word >> (i % 64) & 1 == 0;
        *word |= 1 << (i % 64);
        fresh
    }
}

/// The bits of word `k` of a row that stand for the numbers below `n`.
pub(crate) fn valid(n: usize, k: usize) -> u64 {
    if (k + 1) * 64 <= n {
        !0
    } else {
        (1u64 << (n % 64)) - 1
    }
}

/// Per row of `rows` (of `n` bits each), the words with a bit still clear: bit `k` for word
/// `k` (a row has at most 64 words).
pub(crate) fn open_words(rows: &Rows, n: usize) -> Vec<u64> {
    (0..n)
        .map(|s| {
            let words = rows.row(s).iter().enumerate();
            words.fold(0, |m, (k, &x)| m | u64::from(x != valid(n, k)) << k)
        })
        .collect()
}

/// The first and one past the last word that `words` names (bit `k` for word `k`); `(0, 0)`
/// for none.
pub(crate) fn span(words: u64) -> (usize, usize) {
    match words {
        0 => (0, 0),
        _ => (
            words.trailing_zeros() as usize,
            64 - words.leading_zeros() as usize,
        ),
    }
}
