//! The random numbers behind every generated input.

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

    /// `items` in a uniformly random order (Fisher–Yates, from the last place down).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.index(i + 1));
        }
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next_u64() % den < num
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    /// A shuffle is a permutation, and every order of three comes up.
    #[test]
    fn a_shuffle_permutes_and_reaches_every_order() {
        let mut rng = Rng::new(1);
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..200 {
            let mut items = [1, 2, 3];
            rng.shuffle(&mut items);
            let mut sorted = items;
            sorted.sort();
            assert_eq!(sorted, [1, 2, 3]);
            seen.insert(items);
        }
        assert_eq!(seen.len(), 6);
    }
}
