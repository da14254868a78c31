//! The memory an executable's image commits as it is loaded: its writable segments (`.data`
//! and `.bss`, static arrays included), whole. Windows counts them from the start; a run too
//! short to be sampled shows them all the same.

use std::io::Read;

/// The bytes of the writable `PT_LOAD` segments of the 64-bit little-endian ELF file at
/// `path`; 0 for anything else (a script, whose interpreter's image is small).
pub fn writable_size(path: &std::path::Path) -> u64 {
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(1 << 16).read_to_end(&mut head));
    if read.is_err() || head.len() < 64 || head[..6] != *b"\x7fELF\x02\x01" {
        return 0;
    }
    let number = |at: usize, len: usize| -> Option<u64> {
        let bytes = head.get(at..at + len)?;
        Some(bytes.iter().rev().fold(0, |n, &b| n << 8 | u64::from(b)))
    };
    let (Some(offset), Some(size), Some(count)) =
        (number(0x20, 8), number(0x36, 2), number(0x38, 2))
    else {
        return 0;
    };
    (0..count)
        .filter_map(|i| {
            let at = (offset + i * size) as usize;
            let (kind, flags, memsz) = (number(at, 4)?, number(at + 4, 4)?, number(at + 40, 8)?);
            (kind == PT_LOAD && flags & PF_W != 0).then_some(memsz)
        })
        .sum()
}

const PT_LOAD: u64 = 1;
const PF_W: u64 = 2;

#[cfg(test)]
mod tests {
    #[test]
    fn a_static_array_counts_whole_and_a_script_not_at_all() {
        let exe = std::env::current_exe().unwrap();
        let size = super::writable_size(&exe);
        assert!(size > 0 && size < 64 << 20, "{size}");
        assert_eq!(super::writable_size(std::path::Path::new("Cargo.toml")), 0);
    }
}
