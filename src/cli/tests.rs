use super::*;
use crate::{dot::Dot, duel::Duel, tag::Tag};
use std::time::Duration;

fn options(args: &[&str]) -> Result<hack::Options, String> {
    hack_options(args.iter().map(OsString::from))
}

fn error(args: &[&str]) -> String {
    options(args)
        .err()
        .unwrap_or_else(|| panic!("{args:?} is accepted"))
}

/// Each hack option sets its field, inline (`--x=v`) or as the next word, up to its bound
/// and not past it.
#[test]
fn hack_options_set_their_fields_within_their_bounds() {
    let o = options(&[
        "--cases=1099511627776",
        "--seed",
        "7",
        "--jobs",
        "3",
        "--",
        "a",
    ]);
    let o = o.unwrap();
    assert_eq!((o.cases, o.seed, o.jobs), (Some(1 << 40), Some(7), 3));
    assert_eq!(o.command, ["a"]);
    let o = options(&[
        "--time-limit",
        "1e6",
        "--memory-limit",
        "1048576",
        "b",
        "-x",
    ]);
    let o = o.unwrap();
    assert_eq!(o.time_limit, Some(Duration::from_secs(1_000_000)));
    assert_eq!(o.memory_limit, Some(1 << 20));
    assert_eq!(o.command, ["b", "-x"]);
    let o = options(&[
        "--sanitize",
        "--no-shrink",
        "--shrink-tle",
        "--format",
        "json",
        "c",
    ]);
    let o = o.unwrap();
    assert!(o.sanitize && !o.shrink && o.shrink_tle && o.max);
    assert_eq!(o.format, hack::Format::Json);
    let hunt = |args: &[&str]| options(args).map(|o| (o.hunt, o.command));
    assert_eq!(hunt(&["e"]), Ok((None, vec!["e".into()])));
    let default = Some(hack::HUNT_SECONDS);
    assert_eq!(hunt(&["--hunt", "e"]), Ok((default, vec!["e".into()])));
    assert_eq!(
        hunt(&["--hunt", "--", "7"]),
        Ok((default, vec!["7".into()]))
    );
    assert_eq!(
        hunt(&["--hunt", "60", "e"]),
        Ok((Some(60), vec!["e".into()]))
    );
    assert_eq!(hunt(&["--hunt=5", "7"]), Ok((Some(5), vec!["7".into()])));
    assert_eq!(
        hunt(&["--hunt=1073741824", "e"]).map(|h| h.0),
        Ok(Some(1 << 30))
    );
    for bad in ["--hunt=0", "--hunt=x", "--hunt=1073741825", "--hunt="] {
        let e = hunt(&[bad, "e"]).unwrap_err();
        assert!(e.starts_with("`--hunt`: `"), "{e}");
    }
    let o = options(&["--only", "a,b", "--judge", "ac", "--python", "pypy3", "d"]).unwrap();
    assert_eq!(o.only, Some(vec!["a".to_string(), "b".to_string()]));
    assert_eq!((o.cases, o.judge), (None, Some(&crate::platform::ATCODER)));
    assert_eq!(o.python, "pypy3");
    let o = options(&["--tests", "t", "f"]).unwrap();
    assert_eq!((o.tests, o.cases), (Some("t".into()), None));
    let o = options(&["--tests", "t", "--cases", "5", "--time-limit", "3", "f"]).unwrap();
    assert_eq!(
        (o.cases, o.time_limit),
        (Some(5), Some(Duration::from_secs(3)))
    );
    assert_eq!(options(&["f"]).unwrap().time_limit, None);
    assert!(error(&["--tests", "t", "--only", "a", "f"]).contains("no `--only`"));
    let o = options(&["--save", "s", "--write-cases", "w", "--no-max", "e"]).unwrap();
    assert_eq!(
        (o.save.unwrap(), o.write_cases.unwrap()),
        ("s".into(), "w".into())
    );
    assert!(!o.max && o.cases.is_none());
    let bad = |flag: &str, v: &str| format!("`{flag}`: `{v}` is not a valid value (see --help)");
    for (flag, v) in [
        ("--cases", "1099511627777"),
        ("--cases", "-1"),
        ("--time-limit", "0"),
        ("--time-limit", "1000001"),
        ("--memory-limit", "0"),
        ("--memory-limit", "1048577"),
        ("--jobs", "0"),
        ("--jobs", "1099511627777"),
        ("--seed", "x"),
        ("--format", "xml"),
    ] {
        assert_eq!(error(&[flag, v, "x"]), bad(flag, v));
    }
    assert_eq!(error(&["--jobs"]), "`--jobs` needs a number (see --help)");
    assert_eq!(
        error(&["--no-max=1", "x"]),
        "`--no-max` takes no value (see --help)"
    );
    assert_eq!(error(&["--help"]), "`--help` goes alone: `<bin> --help`");
    assert!(error(&["--"]).starts_with("`--hack` needs a command"));
}

fn solver<G: Game>(args: &[&str]) -> Result<Flags, String> {
    solver_flags::<G>(args.iter().map(OsString::from))
}

/// `--board` and `--query` belong to the games that have boards and queries; a flag is
/// given once; `-h` ends the line.
#[test]
fn solver_flags_belong_to_their_games() {
    let f = solver::<Tag>(&["--explain", "--query", "3", "in"]).unwrap();
    assert!(f.explaining && f.query == Some(3) && f.path == Some("in".into()));
    let f = solver::<Duel>(&["--explain", "--board"]).unwrap();
    assert!(f.boards);
    let err = |r: Result<Flags, String>| r.err().unwrap();
    assert_eq!(
        err(solver::<Dot>(&["--board"])),
        "`--board`: dot has no board (see --help)"
    );
    assert_eq!(
        err(solver::<Duel>(&["--query", "1"])),
        "`--query`: duel has no queries (see --help)"
    );
    assert!(err(solver::<Tag>(&["--query", "0", "--explain"])).contains("`0` is not"));
    assert!(err(solver::<Tag>(&["--explain", "--explain"])).contains("given twice"));
    assert!(err(solver::<Tag>(&["--query"])).contains("needs a number"));
    assert!(solver::<Dot>(&["--play", "--explain", "-h"]).unwrap().help);
    assert!(solver::<Dot>(&["-V", "--bogus"]).unwrap().version);
    assert!(err(solver::<Dot>(&["--play", "--explain"])).contains("goes without"));
    assert!(err(solver::<Dot>(&["--explain", "--validate"])).contains("one at a time"));
    assert!(err(solver::<Duel>(&["--play", "--board"])).contains("goes without"));
    assert!(err(solver::<Dot>(&["--validate", "--package", "kattis"])).contains("one at a time"));
    assert!(err(solver::<Dot>(&["--package", "cms", "d"])).contains("`cms` is not a valid"));
    assert!(
        err(solver::<Dot>(&[
            "--package",
            "kattis",
            "--package",
            "polygon"
        ]))
        .contains("twice")
    );
    let f = solver::<Duel>(&["--package", "polygon", "out"]).unwrap();
    assert!(f.package == Some(crate::package::Layout::Polygon) && f.path == Some("out".into()));
    assert!(solver::<Tag>(&["--validate", "in"]).unwrap().validating);
    assert!(err(solver::<Duel>(&["--board"])).contains("goes with `--explain`"));
    assert!(err(solver::<Tag>(&["--query", "2"])).contains("goes with"));
}
