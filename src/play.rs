//! # The analysis board: `<bin> --play [INPUT]`
//!
//! A game's position as the player sees it ([`Analysis`]: the moves with their values, the
//! engine's move, taking a move back) and the session that plays it with the user, a line at a
//! time from any reader, so that a terminal and a script drive it alike. The user plays one
//! side, both, or neither (the engine plays itself). Commands: a move in the game's notation,
//! `?` every legal move with its value, `!` the engine's move for the side to move, `u` take
//! back (to the user's last turn, also once the game is over), `q` quit. A line that is none of
//! these gets one line saying why, and the prompt again.

use std::io::{self, BufRead, Read, Write};

/// The outcome of a move for the player who makes it, with the game's length where the game
/// has one (`dot`: moves; `tag`: the round of the capture).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Wins(Option<u32>),
    Loses(Option<u32>),
}

impl Value {
    /// Better moves first: the fastest win, a win of no length, a loss of no length, the
    /// slowest loss.
    pub(crate) fn rank(self) -> (u8, i64) {
        match self {
            Value::Wins(Some(l)) => (0, l.into()),
            Value::Wins(None) => (1, 0),
            Value::Loses(None) => (2, 0),
            Value::Loses(Some(l)) => (3, -i64::from(l)),
        }
    }
}

/// A legal move: how it is written, its value for the player making it, and the value in the
/// game's words.
pub struct Move {
    pub name: String,
    pub value: Value,
    pub says: String,
}

/// A game's position on the analysis board.
pub trait Analysis {
    /// The players, the first to move first.
    fn players(&self) -> [&'static str; 2];
    /// Whose turn it is: 0 or 1.
    fn turn(&self) -> usize;
    /// How a move is written.
    fn notation(&self) -> String;
    /// The position, drawn on one or more lines.
    fn show(&self) -> String;
    /// Every legal move with its value.
    fn moves(&mut self) -> Vec<Move>;
    /// Plays the move written `text`: what it did, in one line, or why it is no move.
    fn play(&mut self, text: &str) -> Result<String, String>;
    /// Takes the last move back; false at the start.
    fn undo(&mut self) -> bool;
    /// Who won, with the judge's answer, once the game is over.
    fn over(&self) -> Option<String>;
    /// The engine's move: the best by value, the first of equals.
    fn best(&mut self) -> String {
        let moves = self.moves();
        let best = best_of(&moves);
        best.map(|m| m.name.clone()).unwrap_or_default()
    }
}

/// The best of `moves` by value, the first of equals.
fn best_of(moves: &[Move]) -> Option<&Move> {
    moves.iter().min_by_key(|m| m.value.rank())
}

/// A game's position from its input and the query to play (`K` from 1; games without queries
/// ignore it), or what is wrong with either.
pub type Open = fn(&[u8], usize) -> Result<Box<dyn Analysis>, String>;

/// The longest line read at once.
const LONGEST_LINE: u64 = 1 << 12;
/// The longest text taken for a move: more is no move in any game, and is not repeated back.
const LONGEST_MOVE: usize = 32;

/// Plays `p` with the user: lines from `input`, the board and the replies to `out`. `echo`
/// repeats each line read after its prompt, for a transcript of a script's session.
pub fn session(
    p: &mut dyn Analysis,
    mut input: impl BufRead,
    mut out: impl Write,
    echo: bool,
) -> io::Result<()> {
    let players = p.players();
    let mut read = |out: &mut dyn Write, prompt: &str| -> io::Result<Option<String>> {
        write!(out, "{prompt}")?;
        out.flush()?;
        // A line longer than any move is read in pieces, each of them no move.
        let mut line = Vec::new();
        if input
            .by_ref()
            .take(LONGEST_LINE)
            .read_until(b'\n', &mut line)?
            == 0
        {
            writeln!(out)?;
            return Ok(None);
        }
        let line = String::from_utf8_lossy(&line).trim().to_string();
        if echo {
            let shown: String = line.chars().take(LONGEST_MOVE).collect();
            let more = if shown.len() < line.len() { "..." } else { "" };
            writeln!(out, "{shown}{more}")?;
        }
        Ok(Some(line))
    };
    writeln!(out, "{}", p.show())?;
    writeln!(
        out,
        "Moves: {}. Also: ? every move with its value, ! the engine's move, u take back, q quit.",
        p.notation()
    )?;
    let prompt = format!(
        "Play {} (1), {} (2), both (b) or neither (n)? ",
        players[0], players[1]
    );
    // Which sides the user plays.
    let user = loop {
        let Some(line) = read(&mut out, &prompt)? else {
            return Ok(());
        };
        match line.as_str() {
            "1" => break [true, false],
            "2" => break [false, true],
            "b" => break [true, true],
            "n" => break [false, false],
            "q" => return Ok(()),
            _ => writeln!(out, "Answer 1, 2, b or n.")?,
        }
    };
    loop {
        if let Some(end) = p.over() {
            writeln!(out, "Game over: {end}")?;
            // A finished game can still be taken back, by a user who played in it.
            if user == [false, false] {
                return Ok(());
            }
            loop {
                match read(&mut out, "Game over (u take back, q quit)> ")?.as_deref() {
                    None | Some("q") => return Ok(()),
                    Some("u") => break,
                    Some(_) => writeln!(out, "The game is over: u takes a move back, q quits.")?,
                }
            }
            take_back(p, user, &mut out)?;
            continue;
        }
        let turn = p.turn();
        if !user[turn] {
            let best = p.best();
            if let Err(why) = show_move(p, &mut out, &best, "engine")? {
                writeln!(out, "{why}")?;
                return Ok(());
            }
            continue;
        }
        let Some(line) = read(&mut out, &format!("{}> ", players[turn]))? else {
            return Ok(());
        };
        match line.as_str() {
            "q" => return Ok(()),
            "?" => {
                let moves = p.moves();
                if let Some(best) = best_of(&moves) {
                    writeln!(out, "{} to move: {}.", players[turn], best.says)?;
                }
                let can_win = moves.iter().any(|m| matches!(m.value, Value::Wins(_)));
                for m in moves {
                    let throws = can_win && matches!(m.value, Value::Loses(_));
                    let mark = if throws {
                        "  <- throws the win away"
                    } else {
                        ""
                    };
                    writeln!(out, "  {:<6} {}{mark}", m.name, m.says)?;
                }
            }
            "!" => {
                let best = p.best();
                if let Err(why) = show_move(p, &mut out, &best, "engine")? {
                    writeln!(out, "{why}")?;
                }
            }
            "u" => take_back(p, user, &mut out)?,
            "" => {}
            text if text.len() > LONGEST_MOVE => {
                writeln!(out, "That line is too long to be a move.")?;
            }
            text => {
                if let Err(why) = show_move(p, &mut out, text, "")? {
                    writeln!(out, "{why}")?;
                }
            }
        }
    }
}

/// Takes moves back to a turn of the user's (unless the start is reached first), and shows the
/// position.
fn take_back(p: &mut dyn Analysis, user: [bool; 2], out: &mut impl Write) -> io::Result<()> {
    if !p.undo() {
        return writeln!(out, "Nothing to take back.");
    }
    while !user[p.turn()] && p.undo() {}
    writeln!(out, "{}", p.show())
}

/// Plays the move written `text` and prints what it did, `by` whom if not the user, and the
/// position after it; or, inside, why `text` is no move.
fn show_move(
    p: &mut dyn Analysis,
    out: &mut impl Write,
    text: &str,
    by: &str,
) -> io::Result<Result<(), String>> {
    let did = match p.play(text) {
        Ok(did) => did,
        Err(why) => return Ok(Err(why)),
    };
    let by = if by.is_empty() {
        String::new()
    } else {
        format!(" ({by})")
    };
    writeln!(out, "{did}{by}")?;
    writeln!(out, "{}", p.show())?;
    Ok(Ok(()))
}

#[cfg(test)]
mod tests {
    use super::Value::{Loses, Wins};

    /// The fastest win first, the slowest loss best of the losses: the order the engine and the
    /// analysis-board tests go by.
    #[test]
    fn values_rank_from_the_fastest_win_to_the_fastest_loss() {
        let order = [
            Wins(Some(1)),
            Wins(Some(4)),
            Wins(None),
            Loses(None),
            Loses(Some(9)),
            Loses(Some(2)),
        ];
        for pair in order.windows(2) {
            assert!(pair[0].rank() < pair[1].rank(), "{pair:?}");
        }
    }
}
