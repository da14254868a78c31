use super::*;
use crate::dot::Dot;
use crate::game::Game;
use crate::generate::cases::Generated;
use crate::platform::ATCODER;

fn options(command: &str) -> Options {
    Options {
        command: vec![command.into()],
        ..Options::default()
    }
}

/// With nothing asked, the game's facts: its judge, limits and worst cases, planned cases.
#[test]
fn the_game_sets_what_the_command_line_does_not() {
    let s = resolve::<Dot>(&Options {
        seed: Some(7),
        jobs: 3,
        ..options("p")
    })
    .unwrap();
    assert_eq!((s.seed, s.jobs, s.hunt), (7, 3, None));
    assert_eq!(s.run.platform.name, Dot::PLATFORM.name);
    assert_eq!(s.run.time, Duration::from_millis(Dot::TIME_LIMIT_MS));
    assert_eq!((s.run.memory_mib, s.run.sanitize), (Dot::MEMORY_MIB, false));
    assert_eq!(s.run.command, ["p"]);
    let (search, worst) = (&s.search, Dot::worst());
    assert_eq!(
        (search.cases, search.ramp, search.tests),
        (None, RAMP, false)
    );
    assert_eq!(search.worst, worst);
    assert!(s.shrink.on && !s.shrink.slow && s.folder.is_none());
    assert!(s.save.case.is_none() && s.save.every.is_none());
    // Without `--seed`, one drawn from the clock, short enough to type back in.
    let drawn = || resolve::<Dot>(&options("p")).unwrap().seed;
    let first = drawn();
    std::thread::sleep(Duration::from_millis(2));
    let second = drawn();
    assert!(first < 1_000_000_000 && second < 1_000_000_000);
    assert_ne!(first, second);
}

/// What the command line sets wins; `--only` runs the named worst cases alone, and a name
/// that is none is an error that lists them.
#[test]
fn the_command_line_wins_and_only_runs_the_named_worst_cases() {
    let name = Dot::worst()[2].name.clone();
    let s = resolve::<Dot>(&Options {
        cases: Some(40),
        time_limit: Some(Duration::from_millis(300)),
        memory_limit: Some(64),
        judge: Some(&ATCODER),
        shrink_tle: true,
        hunt: Some(9),
        save: Some("s".into()),
        write_cases: Some("w".into()),
        ..options("p")
    })
    .unwrap();
    assert_eq!(s.run.platform.name, ATCODER.name);
    assert_eq!(
        (s.run.time, s.run.memory_mib),
        (Duration::from_millis(300), 64)
    );
    assert_eq!((s.search.cases, s.search.ramp), (Some(40), 40));
    assert!(s.shrink.slow && s.hunt == Some(9));
    assert_eq!(
        (s.save.case, s.save.every),
        (Some("s".into()), Some("w".into()))
    );
    let only = resolve::<Dot>(&Options {
        only: Some(vec![name.clone()]),
        ..options("p")
    })
    .unwrap();
    assert_eq!((only.search.cases, only.search.ramp), (Some(0), 1));
    assert_eq!(only.search.worst.len(), 1);
    assert_eq!(only.search.worst[0].name, name);
    let none = resolve::<Dot>(&Options {
        max: false,
        ..options("p")
    });
    assert!(none.unwrap().search.worst.is_empty());
    let e = resolve::<Dot>(&Options {
        only: Some(vec!["nothing".into()]),
        ..options("p")
    })
    .err()
    .unwrap();
    assert!(
        e.starts_with("`--only`: no worst case is named `nothing`; they are "),
        "{e}"
    );
    assert!(e.contains(&name), "{e}");
}

/// A folder of the judge's tests takes the worst cases' and the random cases' place, and its
/// limits count where the command line sets none.
#[test]
fn a_folder_of_tests_takes_the_cases_place_and_gives_its_limits() {
    let dir = std::env::temp_dir().join(format!("settings-folder-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("tests")).unwrap();
    std::fs::write(dir.join("tests/01"), "0 0 1 1\n1 0\n").unwrap();
    let xml = "<a><time-limit>1500</time-limit><memory-limit>268435456</memory-limit></a>";
    std::fs::write(dir.join("problem.xml"), xml).unwrap();
    let folder = |memory_limit| Options {
        tests: Some(dir.clone()),
        memory_limit,
        ..options("p")
    };
    let s = resolve::<Dot>(&folder(None)).unwrap();
    assert_eq!((s.search.cases, s.search.tests), (Some(0), true));
    assert_eq!(s.search.worst.len(), 1);
    assert_eq!(
        (s.run.time, s.run.memory_mib),
        (Duration::from_millis(1500), 256)
    );
    assert!(s.folder.is_some());
    assert_eq!(
        resolve::<Dot>(&folder(Some(32))).unwrap().run.memory_mib,
        32
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
