use super::*;

fn pair(input: &[u8]) -> Result<[i64; 2], Invalid> {
    let mut s = Strict::new(input);
    let v = s.line([("a", -5, 5), ("b", 0, 100)])?;
    s.eof()?;
    Ok(v)
}

fn error(input: &[u8]) -> String {
    pair(input).unwrap_err().to_string()
}

#[test]
fn a_line_as_a_setter_writes_it_is_read() {
    assert_eq!(pair(b"-5 100\n"), Ok([-5, 100]));
    assert_eq!(pair(b"0 7\n"), Ok([0, 7]));
}

#[test]
fn each_break_of_the_layout_is_named_where_it_is() {
    for (input, e) in [
        (
            &b"\xef\xbb\xbf1 2\n"[..],
            "line 1, column 1: expected a, found a byte-order mark",
        ),
        (b"1  2\n", "line 1, column 3: expected b, found a space"),
        (b"1\t2\n", "line 1, column 2: in a: a tab"),
        (
            b"1 2\r\n",
            "line 1, column 4: in b: a carriage return (lines end in `\\n` alone)",
        ),
        (
            b"1 2 \n",
            "line 1, column 4: a space at the end of the line",
        ),
        (
            b"1 2",
            "line 1, column 4: the last line has no `\\n` at its end",
        ),
        (
            b"1 2\n\n",
            "line 2, column 1: an empty line after the input",
        ),
        (b"1 2\n3", "line 2, column 1: `3` after the input's end"),
        (
            b"1\n2\n",
            "line 1, column 2: expected a space, found the end of the line",
        ),
        (
            b"",
            "line 1, column 1: expected a, found the end of the input",
        ),
        (b" 1 2\n", "line 1, column 1: expected a, found a space"),
        (
            b"+1 2\n",
            "line 1, column 1: a: expected an integer, found `+1`",
        ),
        (b"01 2\n", "line 1, column 1: a = `01` has a leading zero"),
        (b"-0 2\n", "line 1, column 1: a is written `-0`"),
        (
            b"- 2\n",
            "line 1, column 1: a: expected an integer, found `-`",
        ),
        (
            b"1 x\n",
            "line 1, column 3: b: expected an integer, found `x`",
        ),
        (b"6 2\n", "line 1, column 1: a = 6 is out of range [-5, 5]"),
        (
            b"1 101\n",
            "line 1, column 3: b = 101 is out of range [0, 100]",
        ),
        (
            b"1 99999999999999999999\n",
            "line 1, column 3: b = 99999999999999999999 is out of range [0, 100]",
        ),
        (
            b"1 2\x80\n",
            "line 1, column 4: in b: the byte 0x80, which is not printable ASCII",
        ),
        // A byte-order mark only at the start, and only whole.
        (
            b"1 2\xef\xbb\xbf\n",
            "line 1, column 4: in b: the byte 0xef, which is not printable ASCII",
        ),
        (
            b"\xef1 2\n",
            "line 1, column 1: expected a, found the byte 0xef, which is not printable ASCII",
        ),
    ] {
        assert_eq!(error(input), e, "{:?}", String::from_utf8_lossy(input));
    }
}

/// Up to the longest input, read whole and validated; one byte more is invalid unread;
/// a read that fails is an error.
#[test]
fn a_verdict_has_the_exit_status_of_its_judge() {
    let pair: Validate = |input| pair(input).map(|_| ());
    assert_eq!(
        verdict(&b"1 2\n"[..], 4, pair, KATTIS),
        (42, "valid".into())
    );
    assert_eq!(
        verdict(&b"1 2\n"[..], 4, pair, TESTLIB),
        (0, "valid".into())
    );
    let long = verdict(&b"1 2\n"[..], 3, pair, KATTIS);
    assert_eq!(long, (43, "invalid: longer than 3 bytes".into()));
    let bad = verdict(&b"1 2 \n"[..], 5, pair, TESTLIB);
    assert_eq!(
        bad,
        (
            3,
            "invalid: line 1, column 4: a space at the end of the line".into()
        )
    );
    struct Broken;
    impl Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::other("gone"))
        }
    }
    let broken = verdict(Broken, 5, pair, KATTIS);
    assert_eq!(broken, (2, "error: cannot read input: gone".into()));
}

#[test]
fn a_word_has_its_length_and_its_alphabet() {
    let word = |input: &[u8]| {
        Strict::new(input)
            .word(3, b".#", "row 1")
            .map(|w| w.to_vec())
    };
    assert_eq!(word(b".#.\n"), Ok(b".#.".to_vec()));
    let e = |input| word(input).unwrap_err().to_string();
    assert_eq!(e(b".#"), "line 1, column 3: row 1 has 2 characters, not 3");
    assert_eq!(
        e(b".x."),
        "line 1, column 2: in row 1: `x`, not one of `.#`"
    );
    assert_eq!(
        e(b"...."),
        "line 1, column 5: row 1 has 4 characters, not 3"
    );
}
