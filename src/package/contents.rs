//! What a package holds, whatever its format: the statement, the tests in order with their
//! answers, and the submissions with the verdict each must get. (The validator and the
//! checker differ by format: each layout's writer takes its own.)

use super::source::Tree;
use super::statement::{Statement, statement};
use crate::generate::Rng;
use crate::hack::Hackable;

/// The seed of a package's random tests: the same binary writes the same package.
const SEED: u64 = 1;
/// Random tests, of growing size from the smallest.
const RANDOM: usize = 12;

/// A package's files: each path under the package's folder, with its text.
pub type Files = Vec<(String, String)>;

/// A package's contents.
pub struct Contents {
    pub name: &'static str,
    /// The name capitalised, as the problem's title.
    pub title: String,
    /// Where the problem comes from.
    pub source: &'static str,
    pub statement: Statement,
    pub memory_mib: u64,
    pub time_limit_ms: u64,
    /// In order: the samples, then the aimed, random and worst tests.
    pub tests: Vec<Test>,
    /// Our solver first, as the main correct solution.
    pub submissions: Vec<Submission>,
}

/// One test with its answer.
pub struct Test {
    pub group: Group,
    /// Within its group, named by what it aims at.
    pub name: String,
    pub input: String,
    pub answer: String,
}

/// The groups of tests, in the order they run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Group {
    Sample,
    /// Small tests, each the smallest input of a usual mistake.
    Aimed,
    /// Random tests of every size class.
    Random,
    /// The worst cases at the judge's limits, by shape.
    Worst,
}

impl Group {
    pub fn name(self) -> &'static str {
        match self {
            Group::Sample => "sample",
            Group::Aimed => "aimed",
            Group::Random => "random",
            Group::Worst => "worst",
        }
    }
}

/// A program with the verdict it must get on the package's tests.
pub struct Submission {
    pub verdict: Verdict,
    /// A file name, `.rs`.
    pub file: String,
    pub text: String,
}

/// The verdicts the submissions get.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    Accepted,
    WrongAnswer,
    TimeLimit,
    RunTimeError,
}

/// A planted program of `tests/hack/`: its file, its mistake switched on, its verdict, its
/// name in the package, and why it gets its verdict.
type Planted = (
    &'static str,
    Option<&'static str>,
    Verdict,
    &'static str,
    &'static str,
);

/// The planted programs of each game that a package submits.
fn planted(game: &str) -> &'static [Planted] {
    use Verdict::*;
    match game {
        "dot" => &[
            (
                "dot.rs",
                Some("boundary"),
                WrongAnswer,
                "boundary",
                "A point at distance exactly d counts as outside.",
            ),
            (
                "dot.rs",
                Some("origin"),
                WrongAnswer,
                "origin",
                "Solves from the origin, whatever the start.",
            ),
            (
                "dot_memo.rs",
                None,
                WrongAnswer,
                "memo",
                "A memo of the full game that forgets who has reflected.",
            ),
            (
                "dot.rs",
                Some("crash"),
                RunTimeError,
                "negative",
                "Panics when the start has x + y < 0.",
            ),
            (
                "dot_tree.rs",
                None,
                TimeLimit,
                "tree",
                "Right, but searches the game tree without a memo.",
            ),
        ],
        "tag" => &[
            (
                "tag.rs",
                Some("same"),
                WrongAnswer,
                "same",
                "Answers YES when S = R.",
            ),
            (
                "tag.rs",
                Some("capped"),
                WrongAnswer,
                "capped",
                "Stops its rounds after N, as if no capture took longer.",
            ),
            (
                "tag_counters.rs",
                Some("u16"),
                WrongAnswer,
                "u16",
                "Counts moves in 16 bits, which wrap at 65 536 out-edges.",
            ),
            (
                "tag_counters.rs",
                Some("u16-bulk"),
                WrongAnswer,
                "u16_bulk",
                "Counts moves in 16 bits, the moves onto Aoki taken off all at once: the wrap \
                 shows where 65 536 moves are left that do not lose.",
            ),
            (
                "tag.rs",
                Some("queries"),
                RunTimeError,
                "queries",
                "An array sized for 10^5 queries and a margin.",
            ),
            (
                "tag.rs",
                None,
                TimeLimit,
                "rounds",
                "Right, but plays round after round over every state.",
            ),
        ],
        "duel" => &[
            (
                "duel.rs",
                None,
                WrongAnswer,
                "dp",
                "A DP that ignores the game's history.",
            ),
            (
                "duel_greedy.rs",
                None,
                WrongAnswer,
                "greedy",
                "The right theorem on a greedy matching, which is only maximal.",
            ),
            (
                "duel_brute.rs",
                None,
                TimeLimit,
                "brute",
                "Right, but searches every line of play.",
            ),
        ],
        _ => &[],
    }
}

/// The contents of `G`'s package, from the source tree.
pub fn contents<G: Hackable>(tree: &Tree) -> Result<Contents, String> {
    let name = G::NAME;
    // Every test is one the judge could give: the package's own validator accepts it.
    let answer = |input: &str| {
        (G::VALIDATE)(input.as_bytes())
            .map_err(|e| format!("{name}: a test breaks the statement ({e}):\n{input:.200}"))?;
        let bytes = (G::JUDGE)(input.as_bytes()).map_err(|e| format!("{name}: {e}"))?;
        String::from_utf8(bytes).map_err(|e| e.to_string())
    };
    let mut tests = Vec::new();
    for (sample, input, expected) in tree.samples(name)? {
        if answer(&input)? != expected {
            return Err(format!("{name}: sample {sample}'s answer is not ours"));
        }
        tests.push(Test {
            group: Group::Sample,
            name: sample,
            input,
            answer: expected,
        });
    }
    let mut rng = Rng::new(SEED);
    let mut random: Vec<(String, String)> = Vec::new();
    for k in 0..RANDOM {
        let level = k as f64 / (RANDOM - 1) as f64;
        // The smallest levels repeat inputs: a few draws for a new one, then the next level.
        let fresh = (0..20).map(|_| G::random(&mut rng, level)).find(|input| {
            let mut seen = tests
                .iter()
                .map(|t| &t.input)
                .chain(random.iter().map(|r| &r.1));
            seen.all(|seen| seen != input)
        });
        random.extend(fresh.map(|input| (format!("level-{k:02}"), input)));
    }
    let groups = [
        (Group::Aimed, G::aimed()),
        (Group::Random, random),
        (Group::Worst, G::at_limits()),
    ];
    for (group, cases) in groups {
        for (case, input) in cases {
            // A judge's tools take a repeated input for a mistake: the first one stays.
            if tests.iter().any(|t: &Test| t.input == input) {
                continue;
            }
            let answer = answer(&input)?;
            tests.push(Test {
                group,
                name: case,
                input,
                answer,
            });
        }
    }
    let mut submissions = vec![Submission {
        verdict: Verdict::Accepted,
        file: format!("{name}.rs"),
        text: tree.bundle(&[name])?,
    }];
    for &(file, bug, verdict, short, why) in planted(name) {
        let text = tree.planted(file, bug, why)?;
        submissions.push(Submission {
            verdict,
            file: format!("{short}.rs"),
            text,
        });
    }
    let mut title = name.to_string();
    title[..1].make_ascii_uppercase();
    Ok(Contents {
        name,
        title,
        source: G::PROBLEM,
        statement: statement(&tree.read("README.md")?, name)?,
        memory_mib: G::MEMORY_MIB,
        time_limit_ms: G::TIME_LIMIT_MS,
        tests,
        submissions,
    })
}
