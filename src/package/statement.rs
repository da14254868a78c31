//! The statement of a package, from the README's rules of the game: what the input holds and
//! how the game goes, what to print, and the judge's limits (not the extended ones the solvers
//! take, nor the proofs that follow them), in LaTeX as both formats want it.

/// The statement's parts, each a list of sentences in LaTeX.
#[derive(Debug, PartialEq, Eq)]
pub struct Statement {
    /// How the game goes.
    pub legend: Vec<String>,
    /// What the input holds, and the judge's limits.
    pub input: Vec<String>,
    /// What to print.
    pub output: Vec<String>,
}

/// The statement of `game` from the README's section `` ### `game`: … ``: its first paragraph
/// split by sentence (`Input …`, `Output …` or `Print …`, and the rules between), and the
/// paragraph of the judge's limits up to `; also solved`.
pub fn statement(readme: &str, game: &str) -> Result<Statement, String> {
    let heading = format!("### `{game}`: ");
    let section: String = readme
        .lines()
        .skip_while(|l| !l.starts_with(&heading))
        .skip(1)
        .take_while(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    let paragraphs: Vec<String> = section
        .split("\n\n")
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|p| !p.is_empty())
        .collect();
    let missing = || format!("README.md has no rules and judge limits under `{heading}…`");
    let (rules, limits) = match paragraphs.as_slice() {
        [rules, limits, ..] if limits.starts_with("Judge limits: ") => (rules, limits),
        _ => return Err(missing()),
    };
    let limits = limits["Judge limits: ".len()..]
        .split("; also solved")
        .next()
        .unwrap_or_default();
    let mut statement = Statement {
        legend: Vec::new(),
        input: Vec::new(),
        output: Vec::new(),
    };
    for sentence in sentences(rules) {
        let part = match sentence.split(' ').next() {
            Some("Input") => &mut statement.input,
            Some("Output" | "Print") => &mut statement.output,
            _ => &mut statement.legend,
        };
        part.push(latex(&sentence));
    }
    statement.input.push(latex(&format!("Limits: {limits}.")));
    if statement.input.len() < 2 || statement.output.is_empty() {
        return Err(missing());
    }
    Ok(statement)
}

/// The sentences of a paragraph: each ends at a `.` followed by a space, outside code.
fn sentences(paragraph: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut code = false;
    let mut chars = paragraph.chars().peekable();
    while let Some(c) = chars.next() {
        let last = out.last_mut().expect("one sentence at least");
        last.push(c);
        code ^= c == '`';
        if c == '.' && !code && chars.peek() == Some(&' ') {
            chars.next();
            out.push(String::new());
        }
    }
    out.retain(|s| !s.is_empty());
    out
}

/// Markdown's inline code as `\texttt`, LaTeX's special characters escaped, and the few
/// symbols the rules use as LaTeX's.
pub fn latex(markdown: &str) -> String {
    let mut out = String::new();
    let mut code = false;
    for c in markdown.chars() {
        match c {
            '`' if code => out.push('}'),
            '`' => out.push_str("\\texttt{"),
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '_' | '%' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\^{}"),
            '~' => out.push_str("\\~{}"),
            '<' | '>' | '|' if !code => out.push_str(&format!("\\texttt{{{c}}}")),
            '²' => out.push_str("\\textsuperscript{2}"),
            '°' => out.push_str("$^\\circ$"),
            '→' => out.push_str("$\\rightarrow$"),
            '·' => out.push_str("$\\cdot$"),
            _ => out.push(c),
        }
        code ^= c == '`';
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const README: &str = "# X\n\n### `dot`: a game\n\nInput `x y`, then `n` lines. A point \
        moves. Output `Anton` if he wins, else `Dasha`.\n\nJudge limits: `|x| <= 2`, `d² <= 9`; \
        also solved: more. The proof.\n\n### `tag`: other\n\nInput.\n";

    #[test]
    fn the_rules_split_into_input_legend_and_output_and_the_limits_stop_at_the_extended() {
        let s = statement(README, "dot").unwrap();
        assert_eq!(s.legend, ["A point moves."]);
        assert_eq!(
            s.input,
            [
                "Input \\texttt{x y}, then \\texttt{n} lines.",
                "Limits: \\texttt{|x| <= 2}, \\texttt{d\\textsuperscript{2} <= 9}."
            ]
        );
        assert_eq!(
            s.output,
            ["Output \\texttt{Anton} if he wins, else \\texttt{Dasha}."]
        );
        assert!(
            statement(README, "tag")
                .unwrap_err()
                .contains("### `tag`: ")
        );
        assert!(statement(README, "duel").is_err());
    }

    /// A section without its limits, what the input holds or what to print is no statement;
    /// a `.` inside code ends no sentence.
    #[test]
    fn a_statement_needs_its_limits_and_its_output() {
        let section = |body: &str| format!("### `dot`: a game\n\n{body}\n");
        let no_limits = section("Input `x`. Output `A`.\n\nThe limits: none.");
        assert!(statement(&no_limits, "dot").is_err());
        let no_output = section("Input `x`. A game.\n\nJudge limits: `x <= 1`.");
        assert!(statement(&no_output, "dot").is_err());
        let no_input = section("A game. Output `A`.\n\nJudge limits: `x <= 1`.");
        assert!(statement(&no_input, "dot").is_err());
        assert_eq!(
            sentences("Input `a. b`. Then c."),
            ["Input `a. b`.", "Then c."]
        );
    }

    #[test]
    fn latex_escapes_its_special_characters() {
        assert_eq!(
            latex("a_b {#} 50% $ & ~ ^ \\"),
            "a\\_b \\{\\#\\} 50\\% \\$ \\& \\~{} \\^{} \\textbackslash{}"
        );
        assert_eq!(
            latex("u → v, 90°, n·m"),
            "u $\\rightarrow$ v, 90$^\\circ$, n$\\cdot$m"
        );
        assert_eq!(latex("a < b"), "a \\texttt{<} b");
    }
}
