//! A source file as the command to hack: built as its judge builds it, once per content.
//!
//! `FILE [ARG…]`, where FILE exists and its extension names a language, is built (or, for
//! Python, interpreted) as the table below says; any other command runs as given.
//!
//! | extension | built with | run as |
//! | --- | --- | --- |
//! | `.cpp`, `.cc`, `.cxx` | `g++` and the judge's flags ([`Platform::cpp`]) | the binary |
//! | `.c` | `gcc` and the judge's flags ([`Platform::c`]) | the binary |
//! | `.rs` | `rustc --edition 2021 -O` | the binary |
//! | `.py` | — | `python3 FILE`, or the `--python` interpreter |
//! | `.java` | `javac` | `java`, the judge's flags ([`Platform::java_flags`]), the class with `main` |
//! | `.go` | `go build` | the binary |
//!
//! A build is made once per content ([`cache`]): the source and its path, the C and C++
//! headers in its folder, the compiler's version and the flags.

use super::cache;
use super::sanitizer;
use super::words::seconds;
use crate::platform::Platform;
use std::ffi::{OsStr, OsString};
use std::path::Path;
use std::process::Command;

/// The command to run, and how it came from a source file.
pub struct Program {
    pub command: Vec<OsString>,
    /// Added to the program's environment.
    pub env: Vec<(&'static str, &'static str)>,
    pub built: Option<Built>,
}

/// How a source file became a program.
pub struct Built {
    /// The source, as the command line gave it: the sanitizers' reports name it.
    pub source: String,
    /// The build's command line, or the interpreter's for a script.
    pub line: String,
    /// Whether the build came from the cache.
    pub cached: bool,
    /// C or C++: a crash there is often memory misused, which `--sanitize` finds.
    pub c_family: bool,
    /// The interpreter's version, for a script.
    pub interpreter: Option<String>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Language {
    Cpp,
    C,
    Rust,
    Python,
    Java,
    Go,
}

impl Language {
    fn of(path: &Path) -> Option<Language> {
        Some(match path.extension()?.to_str()? {
            "cpp" | "cc" | "cxx" => Language::Cpp,
            "c" => Language::C,
            "rs" => Language::Rust,
            "py" => Language::Python,
            "java" => Language::Java,
            "go" => Language::Go,
            _ => return None,
        })
    }

    /// The compiler, and the package that has it.
    fn compiler(self) -> (&'static str, &'static str) {
        match self {
            Language::Cpp => ("g++", "g++"),
            Language::C => ("gcc", "gcc"),
            Language::Rust => ("rustc", "rustup (https://rustup.rs)"),
            Language::Python => ("python3", "python3"),
            Language::Java => ("javac", "default-jdk"),
            Language::Go => ("go", "golang-go"),
        }
    }
}

/// Whether `path` is a source file of a language hack mode builds.
pub fn builds(path: &Path) -> bool {
    Language::of(path).is_some()
}

/// What to run for `command`: a source file built (announced through `say`), else the command
/// as given.
pub fn prepare(
    command: &[OsString],
    platform: &'static Platform,
    sanitize: bool,
    python: &OsStr,
    memory_mib: u64,
    say: &dyn Fn(&str),
) -> Result<Program, String> {
    let path = Path::new(&command[0]);
    let language = Language::of(path).filter(|_| path.is_file());
    let sanitized = matches!(language, Some(Language::Cpp | Language::C | Language::Rust));
    if sanitize && !sanitized {
        return Err(format!(
            "`--sanitize` builds a C, C++ or Rust source file; `{}` is not one",
            command[0].to_string_lossy()
        ));
    }
    match language {
        None => Ok(Program {
            command: command.to_vec(),
            env: Vec::new(),
            built: None,
        }),
        Some(Language::Python) => interpreted(command, python),
        Some(language) => {
            let build = Build {
                language,
                platform,
                sanitize,
            };
            build.compiled(command, memory_mib, say)
        }
    }
}

/// A Python source, run by `python`.
fn interpreted(command: &[OsString], python: &OsStr) -> Result<Program, String> {
    let source = command[0].to_string_lossy().into_owned();
    let name = python.to_string_lossy();
    let version = version(&name, "--version", &name)?;
    let mut run = vec![python.to_os_string(), command[0].clone()];
    run.extend_from_slice(&command[1..]);
    Ok(Program {
        command: run,
        env: Vec::new(),
        built: Some(Built {
            line: format!("{name} {source}"),
            source,
            cached: false,
            c_family: false,
            interpreter: Some(version),
        }),
    })
}

/// A build of a compiled language, as one judge makes it.
#[derive(Clone, Copy)]
struct Build {
    language: Language,
    platform: &'static Platform,
    sanitize: bool,
}

impl Build {
    /// The compiler's flags: the judge's, then the sanitizers'.
    fn flags(&self) -> Vec<String> {
        let flags: Vec<String> = match self.language {
            Language::Cpp => strings(self.platform.cpp),
            Language::C => strings(self.platform.c),
            Language::Rust => strings(&["--edition", "2021", "-O"]),
            Language::Java => strings(&["-encoding", "UTF-8"]),
            _ => Vec::new(),
        };
        let extra: &[&str] = match (self.sanitize, self.language) {
            (true, Language::Cpp) => &sanitizer::C_FLAGS,
            (true, Language::C) => &sanitizer::C_FLAGS[..4],
            (true, Language::Rust) => &sanitizer::RUST_FLAGS,
            _ => &[],
        };
        flags.into_iter().chain(strings(extra)).collect()
    }

    /// The source at `command[0]` built, from the cache when it was built before, and the
    /// command that runs it with the rest of `command`.
    fn compiled(
        &self,
        command: &[OsString],
        memory_mib: u64,
        say: &dyn Fn(&str),
    ) -> Result<Program, String> {
        let (path, language) = (Path::new(&command[0]), self.language);
        let source = command[0].to_string_lossy().into_owned();
        let text = std::fs::read(path).map_err(|e| format!("cannot read `{source}`: {e}"))?;
        let (compiler, package) = language.compiler();
        let version_flag = match language {
            Language::Java => "-version",
            Language::Go => "version",
            _ => "--version",
        };
        let version = version(compiler, version_flag, package)?;
        let flags = self.flags();
        let headers = match language {
            Language::Cpp | Language::C => cache::headers_beside(path),
            _ => Vec::new(),
        };
        let key = cache::key(&text, path, &version, &flags, compiler, &headers);
        let builds = cache::folder()?;
        let dir = builds.join(&key);
        let line = shown(&build_command(language, compiler, &flags, path, &dir));
        let cached = dir.join("ok").is_file();
        if !cached {
            say(&format!("building {source}: {line}"));
            let started = std::time::Instant::now();
            let scratch = builds.join(format!("{key}.{}", std::process::id()));
            let build = |into: &Path| {
                run_build(build_command(language, compiler, &flags, path, into), &line)
            };
            cache::build_into(&scratch, &dir, build, &version)
                .map_err(|e| self.other_judge(e, path, &builds))?;
            say(&format!("built in {}", seconds(started.elapsed())));
        }
        let mut run = self.run(&dir, &String::from_utf8_lossy(&text), path, memory_mib);
        run.extend_from_slice(&command[1..]);
        let env = match self.sanitize {
            true => sanitizer::ENV.to_vec(),
            false => Vec::new(),
        };
        let built = Some(Built {
            source,
            line,
            cached,
            c_family: matches!(language, Language::Cpp | Language::C),
            interpreter: None,
        });
        Ok(Program {
            command: run,
            env,
            built,
        })
    }

    /// A failed build's message, with a line naming the first other judge whose flags build
    /// the source (a GNU extension, a newer standard), if one does.
    fn other_judge(&self, failed: String, path: &Path, builds: &Path) -> String {
        if !matches!(self.language, Language::Cpp | Language::C) {
            return failed;
        }
        let builds_there = |platform: &'static Platform| {
            let build = Build { platform, ..*self };
            let scratch = builds.join(format!("other.{}", std::process::id()));
            let _ = std::fs::create_dir_all(&scratch);
            let (compiler, _) = self.language.compiler();
            let command = build_command(self.language, compiler, &build.flags(), path, &scratch);
            let built = run_build(command, "").is_ok();
            let _ = std::fs::remove_dir_all(&scratch);
            built
        };
        match self.platform.others().find(|p| builds_there(p)) {
            Some(other) => format!(
                "{failed}\nIt builds with {}'s flags: `--judge {}` judges it as there.",
                other.name, other.aliases[0]
            ),
            None => failed,
        }
    }

    /// The command that runs the build in `dir`.
    fn run(&self, dir: &Path, text: &str, path: &Path, memory_mib: u64) -> Vec<OsString> {
        match self.language {
            Language::Java => {
                let mut java = vec![OsString::from("java")];
                let flags = self.platform.java_flags(memory_mib);
                java.extend(flags.into_iter().map(OsString::from));
                java.extend([
                    "-cp".into(),
                    dir.to_path_buf().into_os_string(),
                    main_class(text, path).into(),
                ]);
                java
            }
            _ => vec![dir.join("a.out").into_os_string()],
        }
    }
}

fn strings(flags: &[&str]) -> Vec<String> {
    flags.iter().map(|f| f.to_string()).collect()
}

/// The first line a tool prints of its version, or which package to install.
fn version(tool: &str, flag: &str, package: &str) -> Result<String, String> {
    let out = Command::new(tool).arg(flag).output().map_err(|e| {
        if e.kind() == std::io::ErrorKind::NotFound {
            format!("`{tool}` is not installed: install {package}")
        } else {
            format!("cannot run `{tool}`: {e}")
        }
    })?;
    // javac and python2 print theirs on stderr.
    let text = [out.stdout, out.stderr].concat();
    Ok(String::from_utf8_lossy(&text)
        .lines()
        .next()
        .unwrap_or("")
        .trim()
        .to_string())
}

/// The command that builds `source` in `dir` (a binary as `dir/a.out`).
fn build_command(
    language: Language,
    compiler: &str,
    flags: &[String],
    source: &Path,
    dir: &Path,
) -> Command {
    let binary = dir.join("a.out");
    let mut build = Command::new(compiler);
    match language {
        Language::Java => build.args(flags).arg("-d").arg(dir).arg(source),
        Language::Go => build.arg("build").arg("-o").arg(&binary).arg(source),
        _ => build.args(flags).arg("-o").arg(&binary).arg(source),
    };
    build
}

/// A command's line as the report shows it.
fn shown(command: &Command) -> String {
    let mut line = vec![command.get_program().to_string_lossy().into_owned()];
    line.extend(command.get_args().map(|a| a.to_string_lossy().into_owned()));
    line.join(" ")
}

/// Runs a build: a failure is the compiler's first lines of errors, under the command.
fn run_build(mut build: Command, line: &str) -> Result<(), String> {
    let out = build
        .output()
        .map_err(|e| format!("cannot run the build `{line}`: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    let said = String::from_utf8_lossy(&[out.stderr, out.stdout].concat()).into_owned();
    let first: Vec<&str> = said.lines().take(BUILD_ERROR_LINES).collect();
    let more = said.lines().count().saturating_sub(BUILD_ERROR_LINES);
    let mut text = format!("the build failed: `{line}`\n{}", first.join("\n"));
    if more > 0 {
        text += &format!("\n[… {more} more lines]");
    }
    Err(text)
}

/// How much of a failed build's message is shown.
const BUILD_ERROR_LINES: usize = 20;

/// The class whose `main` a Java source runs: the last class declared before `static void
/// main`, else the file's name.
fn main_class(text: &str, path: &Path) -> String {
    let before = text.find("static void main").map_or(text, |at| &text[..at]);
    let mut words = before
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
        .filter(|w| !w.is_empty());
    let mut class = None;
    while let Some(word) = words.next() {
        if word == "class" {
            class = words.next().or(class);
        }
    }
    class.map_or_else(
        || {
            path.file_stem()
                .map_or("Main".into(), |s| s.to_string_lossy().into_owned())
        },
        str::to_string,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn java_runs_the_class_that_declares_main() {
        let text = "import java.util.*;\nclass Helper { int x; }\npublic class Solution {\n  \
                    public static void main(String[] a) {}\n}\nclass After {}\n";
        assert_eq!(main_class(text, Path::new("A.java")), "Solution");
        assert_eq!(
            main_class("interface I {}", Path::new("x/Main.java")),
            "Main"
        );
    }

    #[test]
    fn the_language_is_the_extension() {
        let of = |name: &str| Language::of(Path::new(name));
        assert!(of("a.cpp") == Some(Language::Cpp) && of("a.cc") == Some(Language::Cpp));
        assert!(of("a.cxx") == Some(Language::Cpp) && of("a.c") == Some(Language::C));
        assert!(of("a.rs") == Some(Language::Rust) && of("a.py") == Some(Language::Python));
        assert!(of("A.java") == Some(Language::Java) && of("a.go") == Some(Language::Go));
        assert!(of("a.out").is_none() && of("python3").is_none());
    }
}
