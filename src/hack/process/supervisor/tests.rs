use super::*;

/// Each limit stops a run by itself, in order: CPU, memory, output, idleness (only while
/// nothing of the program can run), then the wall-clock backstop.
#[test]
fn each_limit_stops_a_run_the_idle_one_only_when_nothing_runs() {
    let ms = Duration::from_millis;
    let limits = Limits {
        cpu: ms(1000),
        idle: ms(500),
        backstop: ms(200_000),
        memory: 1 << 20,
        committed: false,
        output: 10,
        stack: 1 << 20,
    };
    let out = std::fs::File::open("/dev/null").unwrap();
    let fd = out.as_raw_fd();
    let quiet = Sample {
        cpu: ms(10),
        active: ms(10),
        memory: 1000,
        runnable: false,
        processes: 1,
    };
    assert_eq!(passed(&quiet, ms(100), &limits, fd), None);
    let hot = Sample {
        cpu: ms(1001),
        ..quiet
    };
    assert_eq!(passed(&hot, ms(100), &limits, fd), Some(Stop::Cpu));
    let big = Sample {
        memory: 2 << 20,
        ..quiet
    };
    assert_eq!(passed(&big, ms(100), &limits, fd), Some(Stop::Memory));
    let path = std::env::temp_dir().join(format!("passed-{}", std::process::id()));
    std::fs::write(&path, b"eleven byte").unwrap();
    let written = std::fs::File::open(&path).unwrap();
    let stop = passed(&quiet, ms(100), &limits, written.as_raw_fd());
    std::fs::remove_file(&path).unwrap();
    assert_eq!(stop, Some(Stop::Output));
    // Asleep for 600 ms: idle; waiting on a busy run queue instead: not.
    assert_eq!(passed(&quiet, ms(610), &limits, fd), Some(Stop::Idle));
    let waiting = Sample {
        runnable: true,
        ..quiet
    };
    assert_eq!(passed(&waiting, ms(610), &limits, fd), None);
    // A machine too busy to judge: the backstop, whatever else holds.
    let starved = Limits {
        backstop: ms(200),
        ..limits
    };
    assert_eq!(
        passed(&waiting, ms(201), &starved, fd),
        Some(Stop::Backstop)
    );
    assert_eq!(passed(&waiting, ms(199), &starved, fd), None);
}
