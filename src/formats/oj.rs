//! An `oj` folder, as online-judge-tools and the samples keep tests: `NAME.in` with its answer
//! `NAME.out`, in the order a person sorts the names (`sample-2` before `sample-10`). Hack
//! mode reads a judge's tests (`--tests`) and writes its cases (`--save`, `--write-cases`) in
//! it, and packages read the samples from it; this file is the one place that knows it. It has
//! no limit file.

use super::files::{TestFiles, natural, under, write};
use std::path::{Path, PathBuf};

/// The tests of the `oj` folder `from`, named by their path under `root`: each `NAME.in`, with
/// `NAME.out` where it exists (else `NAME.ans`, as other judges name an answer), in natural
/// name order.
pub fn tests(root: &Path, from: &Path) -> Result<Vec<TestFiles>, String> {
    let entries =
        std::fs::read_dir(from).map_err(|e| format!("cannot read `{}`: {e}", from.display()))?;
    let mut inputs = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|e| format!("cannot read `{}`: {e}", from.display()))?
            .path();
        if path.extension().is_some_and(|e| e == "in") && path.is_file() {
            inputs.push(path);
        }
    }
    inputs.sort_by_key(|p| natural(&p.to_string_lossy()));
    let tests = inputs.into_iter().map(|input| TestFiles {
        name: under(root, &input),
        answer: ["out", "ans"]
            .map(|e| input.with_extension(e))
            .into_iter()
            .find(|a| a.is_file()),
        input,
    });
    Ok(tests.collect())
}

/// The cases of the `oj` folder `dir`, each with its answer (one missing is an error): every
/// `NAME.in`, in natural name order, with its path, its text and the text of `NAME.out`.
pub fn read_cases(dir: &Path) -> Result<Vec<(PathBuf, String, String)>, String> {
    let read = |path: &Path| {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read `{}`: {e}", path.display()))
    };
    let cases = tests(dir, dir)?.into_iter().map(|t| {
        let (input, expected) = (read(&t.input)?, read(&t.input.with_extension("out"))?);
        Ok((t.input, input, expected))
    });
    cases.collect()
}

/// Writes one case as `dir/NAME.in` with its answer `dir/NAME.out`; where they are.
pub fn write_case(
    dir: &Path,
    name: &str,
    input: &[u8],
    answer: &[u8],
) -> Result<(PathBuf, PathBuf), String> {
    let (input_path, answer_path) = (
        dir.join(format!("{name}.in")),
        dir.join(format!("{name}.out")),
    );
    write(&input_path, input)?;
    write(&answer_path, answer)?;
    Ok((input_path, answer_path))
}

/// `PREFIX-K` for the first `K` from 1 whose input and answer are both free in `dir`.
pub fn free_name(dir: &Path, prefix: &str) -> String {
    (1..)
        .map(|k| format!("{prefix}-{k}"))
        .find(|name| {
            !dir.join(format!("{name}.in")).exists() && !dir.join(format!("{name}.out")).exists()
        })
        .expect("some number is free")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_order_as_a_person_orders_them() {
        let mut names = ["s-10.in", "s-2.in", "a/1.in", "s-1.in"];
        names.sort_by_key(|n| natural(n));
        assert_eq!(names, ["a/1.in", "s-1.in", "s-2.in", "s-10.in"]);
    }

    /// Cases read back in natural name order, with their answers; an input without its answer
    /// is a test with none, and an error for `read_cases`.
    #[test]
    fn a_folder_reads_in_natural_order_and_a_lone_input_has_no_answer() {
        let dir = std::env::temp_dir().join(format!("oj-folder-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (name, text) in [("s-10", "b"), ("s-2", "a")] {
            std::fs::write(dir.join(format!("{name}.in")), text).unwrap();
            std::fs::write(dir.join(format!("{name}.out")), text.to_uppercase()).unwrap();
        }
        let cases = read_cases(&dir).unwrap();
        let got: Vec<(&str, &str)> = cases.iter().map(|c| (c.1.as_str(), c.2.as_str())).collect();
        assert_eq!(got, [("a", "A"), ("b", "B")]);
        std::fs::write(dir.join("lone.in"), "x").unwrap();
        let found = tests(&dir, &dir).unwrap();
        let names: Vec<&str> = found.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["lone.in", "s-2.in", "s-10.in"]);
        assert!(found[0].answer.is_none() && found[1].answer.is_some());
        let error = read_cases(&dir).unwrap_err();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(error.contains("lone.out"), "{error}");
    }
}
