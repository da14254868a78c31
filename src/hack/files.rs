//! Cases written as files for `oj t` or any other tester: the case a report ends at
//! (`--save`: the failure, with the sanitizer's report beside it, or the hunt's slowest input),
//! and every case of a run (`--write-cases`), each input with our answer, in the layout of an
//! `oj` folder ([`crate::formats::oj`]). One step at the end of a session writes them all
//! ([`save_all`]).

use super::hackable::{Hackable, answer};
use super::plan::Plan;
use super::progress::Progress;
use super::random::random_case;
use super::search::kind;
use super::settings::{SaveTo, Settings};
use super::words::plural;
use crate::formats::{oj, write};
use crate::generate::cases::Named;
use std::path::{Path, PathBuf};

/// The folders that `--save` and `--write-cases` name, made before the first run.
pub fn create_folders(save: &SaveTo) -> Result<(), String> {
    for dir in [&save.case, &save.every].into_iter().flatten() {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
    }
    Ok(())
}

/// Where the final case was saved.
pub struct Saved {
    pub dir: PathBuf,
    pub input: PathBuf,
    pub output: PathBuf,
    /// The sanitizer's report, beside the case.
    pub sanitizer: Option<PathBuf>,
}

/// Saves the final case in `dir` (see [`save_case`]), and the sanitizer's `report` beside it
/// as `dir/hack-K.sanitizer`.
pub fn save(
    dir: &Path,
    input: &str,
    expected: &[u8],
    report: Option<&str>,
) -> Result<Saved, String> {
    let (input_path, output_path) = save_case(dir, input, expected)?;
    let sanitizer = match report {
        Some(report) => {
            let path = input_path.with_extension("sanitizer");
            write(&path, report.as_bytes())?;
            Some(path)
        }
        None => None,
    };
    Ok(Saved {
        dir: dir.to_path_buf(),
        input: input_path,
        output: output_path,
        sanitizer,
    })
}

/// Writes the case as `dir/hack-K.in` and `dir/hack-K.out`, `K` the first number free for both.
fn save_case(dir: &Path, input: &str, expected: &[u8]) -> Result<(PathBuf, PathBuf), String> {
    oj::write_case(dir, &oj::free_name(dir, "hack"), input.as_bytes(), expected)
}

/// The case a session ends at, as `--save` writes it: the input, our answer, and the
/// sanitizer's report when one caught the program.
pub struct ToSave<'a> {
    pub input: &'a str,
    pub expected: &'a [u8],
    pub report: Option<&'a str>,
}

/// What [`save_all`] wrote, and the first error, after trying every file.
pub struct Written {
    pub case: Option<Saved>,
    /// The hunt's slowest input and our answer.
    pub slowest: Option<Saved>,
    pub error: Option<String>,
}

/// Writes every file the settings ask for: the failure's `case` or the hunt's `slowest` input
/// (`--save`), and every case of the run (`--write-cases`).
pub fn save_all<G: Hackable>(
    settings: &Settings,
    plan: &Plan,
    case: Option<ToSave>,
    slowest: Option<&str>,
    progress: &Progress,
) -> Written {
    let mut errors = Vec::new();
    let dir = settings.save.case.as_deref();
    let case = dir
        .zip(case)
        .and_then(|(dir, c)| kept(&mut errors, save(dir, c.input, c.expected, c.report)));
    let slowest = dir.zip(slowest).and_then(|(dir, input)| {
        let saved = answer::<G>(input).and_then(|expected| save(dir, input, &expected, None));
        kept(&mut errors, saved)
    });
    if let Some(dir) = &settings.save.every {
        let search = &settings.search;
        let wrote = write_cases::<G>(dir, settings.seed, plan.cases, search.ramp, &search.worst);
        if kept(&mut errors, wrote).is_some() {
            progress.line(&format!(
                "wrote {} and {} to {}, each input with our answer (.in, .out)",
                plural(plan.cases as usize, "random case"),
                plural(search.worst.len(), kind(search.tests)),
                dir.display()
            ));
        }
    }
    Written {
        case,
        slowest,
        error: errors.into_iter().next(),
    }
}

/// The value, or `None` with the error noted.
fn kept<T>(errors: &mut Vec<String>, result: Result<T, String>) -> Option<T> {
    result.map_err(|e| errors.push(e)).ok()
}

/// Writes random cases `1..=cases` as `dir/random-NNNN.in` and `.out`, and each worst case as
/// `dir/NAME.in` and `.out` (a judge's test `data/secret/x.in` as `data-secret-x.in`).
pub fn write_cases<G: Hackable>(
    dir: &Path,
    seed: u64,
    cases: u64,
    ramp: u64,
    worst: &[Named],
) -> Result<(), String> {
    let digits = cases.to_string().len().max(4);
    for i in 0..cases {
        let (input, expected) = random_case::<G>(seed, i, ramp)?;
        let name = format!("random-{:0digits$}", i + 1);
        oj::write_case(dir, &name, input.as_bytes(), &expected)?;
    }
    for Named { name, input } in worst {
        // A judge's test is named by its path in its folder: one file name here.
        let name = name.trim_end_matches(".in").replace(['/', '\\'], "-");
        oj::write_case(dir, &name, input.as_bytes(), &answer::<G>(input)?)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dot::Dot;
    use crate::formats::oj::read_cases;
    use crate::generate::cases::Generated;
    use crate::hack::options::Options;
    use crate::hack::runtime::Runtime;
    use crate::hack::settings::resolve;

    /// Cases saved are read back in name order, and an input without its output is an error.
    #[test]
    fn a_folder_of_cases_reads_back_as_saved() {
        let dir = std::env::temp_dir().join(format!("read-cases-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        save_case(&dir, "0 0 1 1\n1 0\n", b"Anton\n").unwrap();
        save_case(&dir, "1 1\n", b"Dasha\n").unwrap();
        let cases = read_cases(&dir).unwrap();
        let got: Vec<(&str, &str)> = cases.iter().map(|c| (c.1.as_str(), c.2.as_str())).collect();
        assert_eq!(got, [("0 0 1 1\n1 0\n", "Anton\n"), ("1 1\n", "Dasha\n")]);
        assert!(cases[0].0.ends_with("hack-1.in"));
        std::fs::write(dir.join("lone.in"), "x").unwrap();
        let error = read_cases(&dir).unwrap_err();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(error.contains("lone.out"), "{error}");
    }

    /// The save step writes every file asked for and says where: the failure's case with the
    /// sanitizer's report, the hunt's slowest input, and every case; what cannot be written is
    /// the error, after the rest.
    #[test]
    fn the_save_step_writes_every_file_and_says_where() {
        let root = std::env::temp_dir().join(format!("save-all-{}", std::process::id()));
        let (case, every) = (root.join("case"), root.join("every"));
        let options = Options {
            save: Some(case.clone()),
            write_cases: Some(every.clone()),
            only: Some(vec![Dot::worst()[0].name.clone()]),
            command: vec!["p".into()],
            ..Options::default()
        };
        let settings = resolve::<Dot>(&options).unwrap();
        create_folders(&settings.save).unwrap();
        let plan = Plan {
            cases: 2,
            planned: false,
            runtime: Runtime::Native,
            start: None,
        };
        let failure = ToSave {
            input: "0 0 1 1\n1 0\n",
            expected: b"Anton\n",
            report: Some("caught"),
        };
        let slow = "0 0 1 2\n1 0\n";
        let progress = Progress::new();
        let w = save_all::<Dot>(&settings, &plan, Some(failure), Some(slow), &progress);
        assert!(w.error.is_none(), "{:?}", w.error);
        let saved = w.case.unwrap();
        assert_eq!(
            std::fs::read_to_string(&saved.input).unwrap(),
            "0 0 1 1\n1 0\n"
        );
        assert_eq!(
            std::fs::read_to_string(saved.sanitizer.unwrap()).unwrap(),
            "caught"
        );
        let slowest = w.slowest.unwrap();
        assert_eq!(std::fs::read_to_string(&slowest.input).unwrap(), slow);
        assert!(slowest.sanitizer.is_none() && slowest.input.ends_with("hack-2.in"));
        assert_eq!(
            read_cases(&every).unwrap().len(),
            3,
            "2 random cases and 1 worst"
        );
        // A folder gone: the error, and nothing said saved.
        std::fs::remove_dir_all(&case).unwrap();
        let w = save_all::<Dot>(&settings, &plan, None, Some(slow), &progress);
        assert!(w.slowest.is_none() && w.error.unwrap().starts_with("cannot write"));
        std::fs::remove_dir_all(&root).unwrap();
    }
}
