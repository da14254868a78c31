//! What runs a program: its own machine code, or an interpreter or a virtual machine that
//! starts anew for every run. The plan of random cases follows it, since it alone decides
//! what a run of a small case costs to within a factor a busy machine cannot undo; a
//! measured cost would move a program near a boundary from one plan to another.

use super::build::Program;
use std::ffi::OsStr;
use std::io::Read;
use std::path::{Path, PathBuf};

/// What runs a program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Runtime {
    /// Machine code: a compiled source, or an executable file that is no script.
    Native,
    /// An interpreter or a virtual machine, by its command's name (`python3`, `java`).
    Interpreted(String),
}

/// Commands that interpret or run a program in a virtual machine, by name; a name that
/// starts with one of [`FAMILIES`] is one too (`python3.12`, `pypy3`).
const INTERPRETERS: [&str; 26] = [
    "java", "node", "nodejs", "deno", "bun", "ruby", "perl", "php", "Rscript", "julia", "dotnet",
    "mono", "kotlin", "scala", "lua", "luajit", "bash", "sh", "dash", "zsh", "ocaml", "racket",
    "guile", "elixir", "escript", "swift",
];
const FAMILIES: [&str; 2] = ["python", "pypy"];

/// What runs `program`: its command by name (a source's build runs as its binary, `python3`
/// or `java`), else by whether the file is a script (`#!`).
pub fn of(program: &Program) -> Runtime {
    let Some(first) = program.command.first() else {
        return Runtime::Native;
    };
    let base = name(first);
    let interpreter =
        INTERPRETERS.contains(&base.as_str()) || FAMILIES.iter().any(|f| base.starts_with(f));
    if interpreter {
        return Runtime::Interpreted(base);
    }
    match executable(first).and_then(|path| shebang(&path)) {
        Some(interpreter) => Runtime::Interpreted(interpreter),
        None => Runtime::Native,
    }
}

/// A command's file name.
fn name(command: &OsStr) -> String {
    Path::new(command)
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
}

/// The interpreter a script's `#!` line names (`env`'s argument for `#!/usr/bin/env python3`),
/// if the file is a script.
fn shebang(path: &Path) -> Option<String> {
    let mut head = [0u8; 256];
    let mut file = std::fs::File::open(path).ok()?;
    let read = file.read(&mut head).ok()?;
    let line = head[..read].strip_prefix(b"#!")?;
    let line = line.split(|&b| b == b'\n').next().unwrap_or(line);
    let words: Vec<String> = String::from_utf8_lossy(line)
        .split_whitespace()
        .map(|w| name(OsStr::new(w)))
        .collect();
    let interpreter = match words.first().map(String::as_str) {
        Some("env") => words.iter().skip(1).find(|w| !w.starts_with('-')),
        _ => words.first(),
    };
    Some(interpreter.cloned().unwrap_or_else(|| "sh".into()))
}

/// The file that `command` names, as `exec` finds it on `PATH`.
pub fn executable(command: &OsStr) -> Option<PathBuf> {
    if command.as_encoded_bytes().contains(&b'/') {
        return Some(PathBuf::from(command));
    }
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|dir| dir.join(command))
        .find(|path| path.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;

    fn runtime(command: &[&str]) -> Runtime {
        of(&Program {
            command: command.iter().map(OsString::from).collect(),
            env: Vec::new(),
            built: None,
        })
    }

    /// By name, by `#!` (through `env` too), and an executable that is no script is native.
    #[test]
    fn a_program_is_native_or_interpreted() {
        let interpreted = |name: &str| Runtime::Interpreted(name.into());
        assert_eq!(runtime(&["python3", "a.py"]), interpreted("python3"));
        assert_eq!(runtime(&["/usr/bin/pypy3", "a.py"]), interpreted("pypy3"));
        assert_eq!(runtime(&["java", "-cp", ".", "Main"]), interpreted("java"));
        let dir = std::env::temp_dir().join(format!("runtime-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let script = |file: &str, text: &str| {
            let path = dir.join(file);
            std::fs::write(&path, text).unwrap();
            path.to_str().unwrap().to_string()
        };
        let env = script("env", "#!/usr/bin/env -S python3 -u\nprint(1)\n");
        assert_eq!(runtime(&[&env]), interpreted("python3"));
        let shell = script("shell", "#! /bin/bash -e\nexec ./a.out\n");
        assert_eq!(runtime(&[&shell]), interpreted("bash"));
        let bare = script("bare", "#!\n");
        assert_eq!(runtime(&[&bare]), interpreted("sh"));
        let elf = std::env::current_exe().unwrap();
        assert_eq!(runtime(&[elf.to_str().unwrap()]), Runtime::Native);
        assert_eq!(runtime(&["no-such-command-here"]), Runtime::Native);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
