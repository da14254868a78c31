//! `duel`'s input at the judge's limits, strictly ([`crate::validate`]): `n m`, then `n` rows
//! of `m` characters from `.#AB`; `1 <= n, m <= 5000`, `2 <= n·m <= 10 000`, exactly one `A`
//! and one `B`, in orthogonally adjacent cells.

use crate::validate::{Invalid, Mark, Strict};

/// The judge's longest side and most cells, the one place they are written.
pub const JUDGE_SIDE: usize = 5000;
pub const JUDGE_CELLS: usize = 10_000;

/// `Ok` when `input` is a valid `duel` test as the judge has it.
pub fn validate(input: &[u8]) -> Result<(), Invalid> {
    let mut s = Strict::new(input);
    let size = s.mark();
    let [n, m] = s.line([("n", 1, JUDGE_SIDE as i64), ("m", 1, JUDGE_SIDE as i64)])?;
    if !(2..=JUDGE_CELLS as i64).contains(&(n * m)) {
        let rule = format!("n·m = {} is out of range [2, {JUDGE_CELLS}]", n * m);
        return Err(Strict::fail_at(size, rule));
    }
    // Each piece's cell, and where the row that holds it starts.
    let mut pieces: [Option<((i64, i64), Mark)>; 2] = [None, None];
    for r in 0..n {
        let at = s.mark();
        let row = s.word(m as usize, b".#AB", &format!("row {}", r + 1))?;
        for (c, &cell) in row.iter().enumerate() {
            let k = match cell {
                b'A' => 0,
                b'B' => 1,
                _ => continue,
            };
            if pieces[k].is_some() {
                let rule = format!("a second `{}` in row {}", cell as char, r + 1);
                return Err(Strict::fail_at(at, rule));
            }
            pieces[k] = Some(((r, c as i64), at));
        }
        s.eoln()?;
    }
    let end = s.mark();
    match pieces {
        [Some((a, _)), Some((b, at))] if (a.0 - b.0).abs() + (a.1 - b.1).abs() != 1 => {
            let rule = "`A` and `B` are not in orthogonally adjacent cells";
            Err(Strict::fail_at(at, rule))
        }
        [Some(_), Some(_)] => s.eof(),
        [None, _] => Err(Strict::fail_at(end, "the board has no `A`")),
        [_, None] => Err(Strict::fail_at(end, "the board has no `B`")),
    }
}

#[cfg(test)]
mod tests {
    use super::validate;

    fn rule(input: &str) -> String {
        validate(input.as_bytes()).unwrap_err().to_string()
    }

    #[test]
    fn the_board_keeps_the_judges_size_and_its_pieces_side_by_side() {
        let wide = format!("101 100\nAB{}\n", ".".repeat(98))
            + &format!("{}\n", ".".repeat(100)).repeat(100);
        assert_eq!(
            rule(&wide),
            "line 1, column 1: n·m = 10100 is out of range [2, 10000]"
        );
        assert_eq!(
            rule("1 1\nA\n"),
            "line 1, column 1: n·m = 1 is out of range [2, 10000]"
        );
        let apart = "line 2, column 1: `A` and `B` are not in orthogonally adjacent cells";
        assert_eq!(rule("1 3\nA.B\n"), apart);
        assert_eq!(rule("2 2\nA.\n.B\n"), apart.replace("line 2", "line 3"));
        assert_eq!(validate(b"1 3\nAB.\n"), Ok(()));
    }
}
