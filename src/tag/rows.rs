//! Bitset rows: `n` bitsets of `n` bits each, a row of `⌈n/64⌉` words per vertex, and the
//! loops over their set bits. Each operation is `O(1)` or linear in the words it touches.

/// `n` bitsets of `n` bits each, one row of `w` words per vertex.
#[derive(Default)]
pub struct Rows {
    pub(super) w: usize,
    pub(super) bits: Vec<u64>,
}

impl Rows {
    pub(super) fn new(n: usize) -> Rows {
        let w = n.div_ceil(64);
        Rows {
            w,
            bits: vec![0; n * w],
        }
    }

    pub(super) fn row(&self, i: usize) -> &[u64] {
        &self.bits[i * self.w..(i + 1) * self.w]
    }

    pub(super) fn row_mut(&mut self, i: usize) -> &mut [u64] {
        &mut self.bits[i * self.w..(i + 1) * self.w]
    }

    pub(super) fn get(&self, i: usize, j: usize) -> bool {
        self.bits[i * self.w + j / 64] >> (j % 64) & 1 != 0
    }

    pub(super) fn set(&mut self, i: usize, j: usize) {
        self.bits[i * self.w + j / 64] |= 1 << (j % 64);
    }

    /// The same relation with vertex `v` renamed `pos[v]`, rows and bits.
    pub(super) fn renamed(&self, pos: &[u32]) -> Rows {
        let mut out = Rows::new(pos.len());
        for (i, &to) in pos.iter().enumerate() {
            for_each_one(self.row(i), |j| out.set(to as usize, pos[j] as usize));
        }
        out
    }
}

pub(super) fn ones(row: &[u64]) -> usize {
    row.iter().map(|x| x.count_ones() as usize).sum()
}

/// Calls `f` with the index of every set bit of `row`, ascending.
pub(super) fn for_each_one(row: &[u64], f: impl FnMut(usize)) {
    for_each_bit(row.iter().copied(), f);
}

/// Calls `f` with the index of every set bit of a sequence of words, ascending.
pub(super) fn for_each_bit(words: impl Iterator<Item = u64>, mut f: impl FnMut(usize)) {
    for (k, mut x) in words.enumerate() {
        while x != 0 {
            f(k * 64 + x.trailing_zeros() as usize);
            x &= x - 1;
        }
    }
}
