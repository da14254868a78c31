//! The judges a problem comes from, and what each does that a local run must copy: how it
//! builds a source file, how large a stack it gives, and how it counts memory.
//!
//! - **Codeforces** builds GNU C++ with `-O2 -DONLINE_JUDGE` and a chosen standard (C++20
//!   here), links a 256 MB stack (`-Wl,--stack=268435456`, which Linux gives as
//!   `RLIMIT_STACK`), and runs Java with `-XX:NewRatio=5 -Xms8M -Xmx<limit>m -Xss64M
//!   -DONLINE_JUDGE=true`. It runs on Windows, which counts a program's committed memory: a
//!   static array counts whole, touched or not.
//! - **AtCoder** builds C++ as its rules page lists (`g++-12 -std=gnu++20 -O2 -DONLINE_JUDGE
//!   -DATCODER -Wall -Wextra -mtune=native -march=native -fconstexpr-…`; C++23 is the same with
//!   `-std=gnu++2b`), runs Java with `-Xss<limit>M -DONLINE_JUDGE=true`, gives a stack as large
//!   as the memory limit, and counts the memory a program touches (resident).
//!
//! Neither judge's libraries (AtCoder's ACL and Boost, or a Rust submission's crates) are here:
//! a source that needs them must be built by hand and given as a command.

/// A judge whose problems the games are.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Platform {
    Codeforces,
    AtCoder,
}

impl Platform {
    pub fn name(self) -> &'static str {
        match self {
            Platform::Codeforces => "Codeforces",
            Platform::AtCoder => "AtCoder",
        }
    }

    /// The judge that is not this one.
    pub fn other(self) -> Platform {
        match self {
            Platform::Codeforces => Platform::AtCoder,
            Platform::AtCoder => Platform::Codeforces,
        }
    }

    /// From the command line's `--judge`.
    pub fn parse(name: &str) -> Option<Platform> {
        match name.to_ascii_lowercase().as_str() {
            "codeforces" | "cf" => Some(Platform::Codeforces),
            "atcoder" | "ac" => Some(Platform::AtCoder),
            _ => None,
        }
    }

    /// The main thread's stack, in bytes, for a problem with this memory limit.
    pub fn stack(self, memory: u64) -> u64 {
        match self {
            Platform::Codeforces => 256 << 20,
            Platform::AtCoder => memory,
        }
    }

    /// Whether memory counts as committed (Windows) rather than resident.
    pub fn committed(self) -> bool {
        self == Platform::Codeforces
    }

    /// The flags of a C++ build, without the source and the output.
    pub fn cpp(self) -> &'static [&'static str] {
        match self {
            Platform::Codeforces => &["-std=c++20", "-O2", "-DONLINE_JUDGE"],
            Platform::AtCoder => &[
                "-std=gnu++2b",
                "-O2",
                "-DONLINE_JUDGE",
                "-DATCODER",
                "-Wall",
                "-Wextra",
                "-mtune=native",
                "-march=native",
                "-fconstexpr-depth=2147483647",
                "-fconstexpr-loop-limit=2147483647",
                "-fconstexpr-ops-limit=2147483647",
            ],
        }
    }

    /// The flags of a C build.
    pub fn c(self) -> &'static [&'static str] {
        match self {
            Platform::Codeforces => &["-std=c11", "-O2", "-DONLINE_JUDGE"],
            Platform::AtCoder => &[
                "-std=gnu2x",
                "-O2",
                "-DONLINE_JUDGE",
                "-DATCODER",
                "-Wall",
                "-Wextra",
                "-mtune=native",
                "-march=native",
            ],
        }
    }

    /// The JVM's flags, for a problem with this memory limit in MiB.
    pub fn java(self, memory_mib: u64) -> Vec<String> {
        match self {
            Platform::Codeforces => vec![
                "-XX:NewRatio=5".into(),
                "-Xms8M".into(),
                format!("-Xmx{memory_mib}m"),
                "-Xss64M".into(),
                "-DONLINE_JUDGE=true".into(),
            ],
            Platform::AtCoder => vec![format!("-Xss{memory_mib}M"), "-DONLINE_JUDGE=true".into()],
        }
    }
}
