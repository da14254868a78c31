//! A hint to the processor: the cache line of `table[i]` is wanted soon, so that a miss
//! overlaps the work before the read. `O(1)`; nothing off x86-64.

/// Asks for the line of `table[i]`. Any `i` will do, in bounds or not: a prefetch reads
/// nothing.
#[inline(always)]
pub fn prefetch<T>(table: &[T], i: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch reads nothing and never faults, whatever the address.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(table.as_ptr().wrapping_add(i).cast()) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (table, i);
}
