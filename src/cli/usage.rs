//! The usage text (`--help`), written from the table of flags.

use super::flags::FLAGS;
use crate::game::Game;
use crate::hack;
use crate::platform::PLATFORMS;

/// The flags of one command line, a line each: the names padded to `width`, the help with
/// the game's facts in it, and the default.
fn flag_lines<G: Game>(hack: bool, width: usize, facts: &[(&str, &str)]) -> String {
    let mut text = String::new();
    for flag in FLAGS
        .iter()
        .filter(|f| f.is_hack() == hack && f.for_game::<G>())
    {
        let mut help = flag.help.to_string();
        if let Some(default) = flag.default {
            help = format!("{help} (default: {default})");
        }
        for (name, value) in facts {
            help = help.replace(name, value);
        }
        text += &format!("  {:<width$}  {help}\n", flag.names());
    }
    text
}

/// Hack mode's rules as the help says them: the shortest idleness limit, in seconds, the
/// margin of a TLE shrink's steps, the hunt's seconds, and the judges `--judge` names.
fn rules() -> [(&'static str, String); 4] {
    let judges: Vec<&str> = PLATFORMS.iter().map(|p| p.aliases[0]).collect();
    [
        ("{idle}", hack::IDLE_FLOOR.as_secs().to_string()),
        ("{tle}", hack::TLE_MARGIN.to_string()),
        ("{hunt}", hack::HUNT_SECONDS.to_string()),
        ("{judges}", judges.join(" or ")),
    ]
}

/// The usage text, with the problem's judge and limits and the names of its `worst` cases.
pub fn usage<G: Game>(worst: &[String]) -> String {
    let memory = G::MEMORY_MIB.to_string();
    let time = (G::TIME_LIMIT_MS as f64 / 1000.0).to_string();
    let rules = rules();
    let facts = [
        ("{explained}", G::EXPLAINED),
        ("{memory}", memory.as_str()),
        ("{time}", time.as_str()),
        ("{judge}", G::PLATFORM.aliases[0]),
        (rules[0].0, &rules[0].1),
        (rules[1].0, &rules[1].1),
        (rules[2].0, &rules[2].1),
        (rules[3].0, &rules[3].1),
    ];
    format!(
        "usage: {name} [--explain] [INPUT]\n\
         \x20      {name} --play [INPUT]\n\
         \x20      {name} --validate [INPUT]\n\
         \x20      {name} --package kattis|polygon DIR\n\
         \x20      {name} --hack [OPTIONS] -- COMMAND [ARG...]\n\
         \x20      {name} --hack [OPTIONS] -- FILE.cpp|.c|.rs|.py|.java|.go [ARG...]\n\
         Solves {problem}.\n\
         Reads one judge input from the file INPUT, or from standard input when INPUT is absent \
         or `-` (to its end: Ctrl-D in a terminal).\n\
         Prints {output}\n\
         \n{solver}\
         \nBad input, or more than {limit} bytes of it, prints one line `error: ...` on stderr \
         and exits with status 2.\n\
         \n--hack runs COMMAND (without a shell) on random valid inputs, small first, then on the \
         worst cases at the judge's limits, and compares its output with ours token by token. \
         It shrinks the first failing input and reports it with both outputs and our \
         explanation; a time limit it reports with how the time grows instead. A source FILE is \
         built first as the judge builds it (cached). Every run gets the judge's stack. Exit \
         status: 0 no failure found, 1 failure reported, 2 error (a failed build too), 130 \
         interrupted.\n\
         {hack}\
         The worst cases: {worst}.\n",
        name = G::NAME,
        output = G::OUTPUT,
        limit = G::MAX_INPUT,
        problem = G::PROBLEM,
        solver = flag_lines::<G>(false, 10, &facts),
        hack = flag_lines::<G>(true, 16, &facts),
        worst = worst.join(", "),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{dot::Dot, duel::Duel, tag::Tag};

    /// The options table of `docs/hack-mode.md`, as the flags make it.
    fn options_table() -> String {
        let memory = format!(
            "{} (`dot`, `duel`), {} (`tag`)",
            Dot::MEMORY_MIB,
            Tag::MEMORY_MIB
        );
        assert_eq!(Dot::MEMORY_MIB, Duel::MEMORY_MIB);
        let time = Dot::TIME_LIMIT_MS as f64 / 1000.0;
        assert!(
            [Tag::TIME_LIMIT_MS, Duel::TIME_LIMIT_MS]
                .iter()
                .all(|&t| t == Dot::TIME_LIMIT_MS)
        );
        let mut table = "| option | meaning | default |\n| --- | --- | --- |\n".to_string();
        for flag in FLAGS.iter().filter(|f| f.is_hack()) {
            let default = flag.default.unwrap_or("off");
            let default = default
                .replace(
                    "{memory}, the problem's",
                    &format!("the problem's: {memory}"),
                )
                .replace("{time}, the problem's", &format!("the problem's: {time}"))
                .replace("{judge}, the problem's", "the problem's");
            let (mut help, mut default) = (flag.help.to_string(), default);
            for (name, value) in rules() {
                help = help.replace(name, &value);
                default = default.replace(name, &value);
            }
            table += &format!("| `{}` | {help} | {default} |\n", flag.names());
        }
        table
    }

    #[test]
    fn the_docs_list_every_hack_option_as_the_flags_do() {
        let docs = include_str!("../../docs/hack-mode.md");
        let table = options_table();
        assert!(
            docs.contains(&table),
            "docs/hack-mode.md's options table is not:\n{table}"
        );
    }

    /// The help says each rule as hack mode keeps it.
    #[test]
    fn the_help_says_the_rules_as_they_are() {
        let help = usage::<Tag>(&[]);
        assert!(help.contains("at least 1 s"), "{help}");
        assert!(help.contains("only past 2× the limit"), "{help}");
        assert!(help.contains("(default: 1024, the problem's)"), "{help}");
        assert!(help.contains("(default: atcoder, the problem's)"), "{help}");
        assert!(help.contains("  --query K   with --explain"), "{help}");
        assert!(!usage::<Dot>(&[]).contains("--query"));
        assert!(!help.contains("--board"));
        assert!(usage::<Duel>(&[]).contains("  --board     with --explain"));
    }
}
