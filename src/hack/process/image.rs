//! The memory an executable's image commits as it is loaded: its writable segments (`.data`
//! and `.bss`, static arrays included), whole. Windows counts them from the start; a run too
//! short to be sampled shows them all the same.

use std::io::Read;

/// The bytes of the writable `PT_LOAD` segments of the 64-bit little-endian ELF file at
/// `path`; 0 for anything else (a script, whose interpreter's image is small).
pub fn writable_size(path: &std::path::Path) -> u64 {
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(1 << 16).read_to_end(&mut head));
    let Ok(_) = read else {
        return 0;
    };
    if !head.starts_with(b"\x7fELF\x02\x01") {
        return 0;
    }
    // A field past the bytes read is no field: such a file counts nothing.
    let number = |at: usize, len: usize| -> Option<u64> {
        let mut bytes = [0u8; 8];
        bytes[..len].copy_from_slice(head.get(at..at.saturating_add(len))?);
        Some(u64::from_le_bytes(bytes))
    };
    let (Some(offset), Some(size), Some(count)) =
        (number(0x20, 8), number(0x36, 2), number(0x38, 2))
    else {
        return 0;
    };
    (0..count)
        .filter_map(|i| {
            let at = offset.saturating_add(i * size).min(usize::MAX as u64) as usize;
            let field = |from: usize, len| number(at.saturating_add(from), len);
            let (kind, flags, memsz) = (field(0, 4)?, field(4, 4)?, field(40, 8)?);
            (kind == PT_LOAD && flags & PF_W != 0).then_some(memsz)
        })
        .fold(0, u64::saturating_add)
}

const PT_LOAD: u64 = 1;
const PF_W: u64 = 2;

#[cfg(test)]
mod tests {
    use super::writable_size;

    /// A 64-bit ELF header with program headers of (type, flags, memsz).
    fn elf(class: u8, headers: &[(u32, u32, u64)]) -> Vec<u8> {
        let mut file = vec![0u8; 64];
        file[..6].copy_from_slice(&[0x7f, b'E', b'L', b'F', class, 1]);
        file[0x20..0x28].copy_from_slice(&64u64.to_le_bytes());
        file[0x36..0x38].copy_from_slice(&56u16.to_le_bytes());
        file[0x38..0x3a].copy_from_slice(&(headers.len() as u16).to_le_bytes());
        for &(kind, flags, memsz) in headers {
            let mut header = vec![0u8; 56];
            header[..4].copy_from_slice(&kind.to_le_bytes());
            header[4..8].copy_from_slice(&flags.to_le_bytes());
            header[32..40].copy_from_slice(&(memsz / 2).to_le_bytes());
            header[40..48].copy_from_slice(&memsz.to_le_bytes());
            file.extend(header);
        }
        file
    }

    fn size_of(bytes: &[u8]) -> u64 {
        let path = std::env::temp_dir().join(format!("image-test-{}", std::process::id()));
        std::fs::write(&path, bytes).unwrap();
        let size = writable_size(&path);
        let _ = std::fs::remove_file(&path);
        size
    }

    #[test]
    fn only_the_writable_loaded_segments_count_whole() {
        // Text (R X), data and bss (R W), and a writable segment that is not loaded.
        let headers = [
            (1, 5, 0x1000),
            (1, 6, 0x5_0000),
            (1, 2, 0x300),
            (2, 6, 0x100),
        ];
        assert_eq!(size_of(&elf(2, &headers)), 0x5_0300);
        // A 32-bit ELF, a script and a file cut short count nothing.
        assert_eq!(size_of(&elf(1, &headers)), 0);
        assert_eq!(size_of(b"#!/bin/sh\necho Anton\n"), 0);
        assert_eq!(size_of(&elf(2, &headers)[..100]), 0);
        assert_eq!(size_of(b"\x7fE"), 0);
        let exe = std::env::current_exe().unwrap();
        assert!(writable_size(&exe) > 0);
    }
}
