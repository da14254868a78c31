//! The board drawn as text, with the cells each piece has stood on: `O(n·m)` a drawing.

use super::board::{Board, Edge};

/// The board as text, one row a line: `#` blocked, `.` free, `A`/`B` the pieces, `a`/`b` a
/// cell that piece has stood on. A piece keeps its colour of the checkerboard, so no cell
/// gets both marks.
pub(super) struct Picture {
    marks: Vec<u8>,
}

impl Picture {
    pub(super) fn new(board: &Board) -> Picture {
        let marks = board.free.iter().map(|&f| if f { b'.' } else { b'#' });
        Picture {
            marks: marks.collect(),
        }
    }

    /// The pieces leave the cells of `e`: each keeps its piece's lowercase mark.
    pub(super) fn leave(&mut self, board: &Board, e: Edge) {
        let [a, b] = board.pieces(e);
        self.marks[a] = b'a';
        self.marks[b] = b'b';
    }

    /// The board with the pieces on the cells of `e`, each row indented by two spaces.
    pub(super) fn draw(&self, board: &Board, e: Edge) -> String {
        let mut marks = self.marks.clone();
        let [a, b] = board.pieces(e);
        (marks[a], marks[b]) = (b'A', b'B');
        let w = board.width;
        let rows = marks.len() / w - 2;
        let mut text = String::with_capacity(rows * (w + 1));
        for row in marks.chunks(w).skip(1).take(rows) {
            text.push_str("  ");
            text.extend(row[1..w - 1].iter().map(|&c| c as char));
            text.push('\n');
        }
        text.pop();
        text
    }
}

impl Board {
    /// The cells of `A` and of `B` in configuration `e`.
    pub(super) fn pieces(&self, e: Edge) -> [usize; 2] {
        let [c0, c1] = self.cells(e);
        let colour = |c: usize| (c / self.width + c % self.width) % 2;
        if colour(c0) == colour(self.a) {
            [c0, c1]
        } else {
            [c1, c0]
        }
    }
}
