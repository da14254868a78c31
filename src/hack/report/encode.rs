//! A JSON value and its text: objects keep their keys in order, one key a line, so that a
//! line-based tool (an editor's problem matcher, `grep`) finds a field without a parser.

use std::fmt::Write as _;

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Int(i128),
    Float(f64),
    Str(String),
    Array(Vec<Json>),
    Object(Vec<(&'static str, Json)>),
}

impl Json {
    /// `Null` for `None`, else the value made from it.
    pub fn or_null<T>(value: Option<T>, make: impl FnOnce(T) -> Json) -> Json {
        value.map_or(Json::Null, make)
    }

    /// Text that may hold any bytes: what is not UTF-8 becomes U+FFFD.
    pub fn bytes(bytes: &[u8]) -> Json {
        Json::Str(String::from_utf8_lossy(bytes).into_owned())
    }

    /// The value as JSON text, indented by two spaces a level, with a line end after it.
    pub fn document(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, 0);
        out.push('\n');
        out
    }

    fn write(&self, out: &mut String, depth: usize) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Int(n) => {
                let _ = write!(out, "{n}");
            }
            // JSON has no infinity nor NaN.
            Json::Float(x) if !x.is_finite() => out.push_str("null"),
            Json::Float(x) => {
                let _ = write!(out, "{x:?}");
            }
            Json::Str(s) => string(out, s),
            Json::Array(items) if items.is_empty() => out.push_str("[]"),
            Json::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    out.push_str(if i == 0 { "\n" } else { ",\n" });
                    indent(out, depth + 1);
                    item.write(out, depth + 1);
                }
                out.push('\n');
                indent(out, depth);
                out.push(']');
            }
            Json::Object(fields) if fields.is_empty() => out.push_str("{}"),
            Json::Object(fields) => {
                out.push('{');
                for (i, (key, value)) in fields.iter().enumerate() {
                    out.push_str(if i == 0 { "\n" } else { ",\n" });
                    indent(out, depth + 1);
                    string(out, key);
                    out.push_str(": ");
                    value.write(out, depth + 1);
                }
                out.push('\n');
                indent(out, depth);
                out.push('}');
            }
        }
    }
}

fn indent(out: &mut String, depth: usize) {
    out.extend(std::iter::repeat_n("  ", depth));
}

/// A string with JSON's escapes: quotes, backslashes and control characters.
fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_written_as_json_one_key_a_line() {
        let value = Json::Object(vec![
            ("a", Json::Int(-3)),
            ("b", Json::Array(vec![Json::Bool(true), Json::Null])),
            ("c", Json::Str("q\"\\\n\t\u{1}é".into())),
            ("d", Json::Float(1.5)),
            ("e", Json::Float(f64::NAN)),
            ("f", Json::Array(Vec::new())),
            ("g", Json::Object(Vec::new())),
            ("h", Json::bytes(b"a\xffb")),
            ("i", Json::or_null(None::<u8>, |n| Json::Int(n.into()))),
            ("j", Json::Float(2.0)),
            (
                "k",
                Json::Array(vec![Json::Array(vec![Json::Str("a b".into())])]),
            ),
        ]);
        assert_eq!(
            value.document(),
            "{\n  \"a\": -3,\n  \"b\": [\n    true,\n    null\n  ],\n  \"c\": \
             \"q\\\"\\\\\\n\\t\\u0001é\",\n  \"d\": 1.5,\n  \"e\": null,\n  \"f\": [],\n  \"g\": \
             {},\n  \"h\": \"a\u{fffd}b\",\n  \"i\": null,\n  \"j\": 2.0,\n  \"k\": [\n    [\n      \
             \"a b\"\n    ]\n  ]\n}\n"
        );
    }
}
