//! The judges a problem comes from, one entry of [`PLATFORMS`] each, and what each does that a
//! local run must copy: how it builds a source file, how large a stack it gives, and how it
//! counts memory.
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

/// A judge whose problems the games are: an entry of [`PLATFORMS`].
#[derive(PartialEq, Eq, Debug)]
pub struct Platform {
    pub name: &'static str,
    /// The names `--judge` takes for it, in lower case.
    pub aliases: &'static [&'static str],
    /// The main thread's stack: these bytes, or as much as the memory limit.
    pub stack: Stack,
    /// Whether memory counts as committed (Windows) rather than resident.
    pub committed: bool,
    /// The flags of a C++ build, without the source and the output.
    pub cpp: &'static [&'static str],
    /// The flags of a C build.
    pub c: &'static [&'static str],
    /// The JVM's flags, with `{mib}` for the memory limit in MiB.
    pub java: &'static [&'static str],
}

/// How large a stack a judge gives the main thread.
#[derive(PartialEq, Eq, Debug)]
pub enum Stack {
    Bytes(u64),
    MemoryLimit,
}

pub const CODEFORCES: Platform = Platform {
    name: "Codeforces",
    aliases: &["codeforces", "cf"],
    stack: Stack::Bytes(256 << 20),
    committed: true,
    cpp: &["-std=c++20", "-O2", "-DONLINE_JUDGE"],
    c: &["-std=c11", "-O2", "-DONLINE_JUDGE"],
    java: &[
        "-XX:NewRatio=5",
        "-Xms8M",
        "-Xmx{mib}m",
        "-Xss64M",
        "-DONLINE_JUDGE=true",
    ],
};

pub const ATCODER: Platform = Platform {
    name: "AtCoder",
    aliases: &["atcoder", "ac"],
    stack: Stack::MemoryLimit,
    committed: false,
    cpp: &[
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
    c: &[
        "-std=gnu2x",
        "-O2",
        "-DONLINE_JUDGE",
        "-DATCODER",
        "-Wall",
        "-Wextra",
        "-mtune=native",
        "-march=native",
    ],
    java: &["-Xss{mib}M", "-DONLINE_JUDGE=true"],
};

/// Every judge, in the order `--judge`'s help names them.
pub const PLATFORMS: [&Platform; 2] = [&CODEFORCES, &ATCODER];

impl Platform {
    /// From the command line's `--judge`, in any letter case.
    pub fn parse(name: &str) -> Option<&'static Platform> {
        let name = name.to_ascii_lowercase();
        PLATFORMS
            .into_iter()
            .find(|p| p.aliases.contains(&name.as_str()))
    }

    /// The main thread's stack, in bytes, for a problem with this memory limit.
    pub fn stack_bytes(&self, memory: u64) -> u64 {
        match self.stack {
            Stack::Bytes(bytes) => bytes,
            Stack::MemoryLimit => memory,
        }
    }

    /// The JVM's flags, for a problem with this memory limit in MiB.
    pub fn java_flags(&self, memory_mib: u64) -> Vec<String> {
        let mib = memory_mib.to_string();
        self.java.iter().map(|f| f.replace("{mib}", &mib)).collect()
    }

    /// The judges that are not this one.
    pub fn others(&self) -> impl Iterator<Item = &'static Platform> + '_ {
        PLATFORMS.into_iter().filter(move |p| *p != self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_judge_is_named_by_any_alias_in_any_case() {
        assert_eq!(Platform::parse("CF"), Some(&CODEFORCES));
        assert_eq!(Platform::parse("Codeforces"), Some(&CODEFORCES));
        assert_eq!(Platform::parse("ac"), Some(&ATCODER));
        assert_eq!(Platform::parse("AtCoder"), Some(&ATCODER));
        assert_eq!(Platform::parse("kattis"), None);
        for p in PLATFORMS {
            assert!(
                p.aliases.contains(&p.name.to_lowercase().as_str()),
                "{}",
                p.name
            );
        }
    }

    #[test]
    fn stacks_java_flags_and_the_others_are_each_judges_own() {
        assert_eq!(CODEFORCES.stack_bytes(1 << 30), 256 << 20);
        assert_eq!(ATCODER.stack_bytes(1 << 30), 1 << 30);
        assert_eq!(
            CODEFORCES.java_flags(256),
            [
                "-XX:NewRatio=5",
                "-Xms8M",
                "-Xmx256m",
                "-Xss64M",
                "-DONLINE_JUDGE=true"
            ]
        );
        assert_eq!(
            ATCODER.java_flags(1024),
            ["-Xss1024M", "-DONLINE_JUDGE=true"]
        );
        assert_eq!(CODEFORCES.others().collect::<Vec<_>>(), [&ATCODER]);
        assert_eq!(ATCODER.others().collect::<Vec<_>>(), [&CODEFORCES]);
    }
}
