//! A planted program of `tests/hack/` as a package's submission: one file that any judge
//! builds, with its mistake switched on where it takes one from `--cfg bug="…"` (the
//! conditions written out, since a judge passes no `--cfg`), under a header that names it.

use crate::cargo::root;

/// The planted program `tests/hack/<file>` with the mistake `bug` on, under a header that
/// says `why` it gets its verdict and where it comes from.
pub fn planted(file: &str, bug: Option<&str>, why: &str) -> Result<String, String> {
    let at = root().join("tests/hack").join(file);
    let text =
        std::fs::read_to_string(&at).map_err(|e| format!("cannot read `{}`: {e}", at.display()))?;
    let from = match bug {
        Some(bug) => format!("tests/hack/{file} with `--cfg bug=\"{bug}\"`"),
        None => format!("tests/hack/{file}"),
    };
    Ok(format!(
        "// {why}\n// From the game-solvers project's {from}.\n\n{}",
        with_bug(&text, bug)
    ))
}

/// `text` with each condition `bug = "NAME"` made true for `bug` and false for the others.
fn with_bug(text: &str, bug: Option<&str>) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("bug = \"") {
        let name_at = at + "bug = \"".len();
        let Some(len) = rest[name_at..].find('"') else {
            break;
        };
        out.push_str(&rest[..at]);
        let on = bug == Some(&rest[name_at..name_at + len]);
        out.push_str(if on { "all()" } else { "any()" });
        rest = &rest[name_at + len + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::with_bug;

    #[test]
    fn the_chosen_bug_is_on_and_the_others_off() {
        let text = "#[cfg(bug = \"u16\")]\nif cfg!(bug = \"a\") || cfg!(not(bug = \"b\")) {}";
        assert_eq!(
            with_bug(text, Some("a")),
            "#[cfg(any())]\nif cfg!(all()) || cfg!(not(any())) {}"
        );
        assert_eq!(
            with_bug(text, None),
            "#[cfg(any())]\nif cfg!(any()) || cfg!(not(any())) {}"
        );
    }
}
