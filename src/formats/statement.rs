//! A problem's statement in LaTeX, as each game keeps it (`src/<game>/statement.tex`) and both
//! packages publish it: the legend, then `\section*{Input}`, `\section*{Output}` and, where the
//! samples need a word, `\section*{Notes}`. Comment lines at its top say what the file is and
//! stay out of the packages.

/// The statement's parts, each its own LaTeX text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Statement {
    /// How the game goes.
    pub legend: &'static str,
    /// What the input holds, with every guarantee of the judge's statement.
    pub input: &'static str,
    /// What to print.
    pub output: &'static str,
    /// A note on the samples; empty where there is none.
    pub notes: &'static str,
}

/// The headings the parts start at, in their order.
const INPUT: &str = "\\section*{Input}";
const OUTPUT: &str = "\\section*{Output}";
const NOTES: &str = "\\section*{Notes}";

impl Statement {
    /// The parts of `text`, split at their headings; an error names a heading that is missing
    /// or out of order.
    pub fn parse(text: &'static str) -> Result<Statement, String> {
        let body = text.trim_start();
        let mut body = body;
        while body.starts_with('%') {
            body = body.split_once('\n').map_or("", |(_, rest)| rest);
        }
        let split = |text: &'static str, heading: &str| {
            let (before, after) = text.split_once(heading)?;
            Some((before.trim(), after))
        };
        let missing = |heading: &str| format!("the statement has no `{heading}` after the legend");
        let (legend, rest) = split(body, INPUT).ok_or_else(|| missing(INPUT))?;
        let (input, rest) = split(rest, OUTPUT).ok_or_else(|| missing(OUTPUT))?;
        let (output, notes) = split(rest, NOTES).unwrap_or((rest.trim(), ""));
        Ok(Statement {
            legend,
            input,
            output,
            notes: notes.trim(),
        })
    }

    /// The whole statement again, without the comments: the legend, then each part under its
    /// heading.
    pub fn text(&self) -> String {
        let mut text = format!(
            "{}\n\n{INPUT}\n\n{}\n\n{OUTPUT}\n\n{}\n",
            self.legend, self.input, self.output
        );
        if !self.notes.is_empty() {
            text += &format!("\n{NOTES}\n\n{}\n", self.notes);
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::Statement;

    #[test]
    fn a_statement_splits_at_its_headings_and_reads_back_without_its_comments() {
        let text = "% what it is\n% and more\nA game.\n\n\\section*{Input}\n\n$1 \\le n$.\n\n\
                    \\section*{Output}\n\nPrint.\n\n\\section*{Notes}\n\nSee.\n";
        let s = Statement::parse(text).unwrap();
        assert_eq!(
            (s.legend, s.input, s.output, s.notes),
            ("A game.", "$1 \\le n$.", "Print.", "See.")
        );
        assert_eq!(s.text(), &text["% what it is\n% and more\n".len()..]);
        let plain = Statement::parse("A.\n\\section*{Input}\nB.\n\\section*{Output}\nC.\n");
        assert_eq!(plain.unwrap().notes, "");
        let error = Statement::parse("A.\n\\section*{Output}\nC.\n").unwrap_err();
        assert!(error.contains("Input"), "{error}");
        let error = Statement::parse("A.\n\\section*{Input}\nC.\n").unwrap_err();
        assert!(error.contains("Output"), "{error}");
    }
}
