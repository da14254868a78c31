//! The one table of values behind `--explain` and `--play` (the judge's bitset is the judge's
//! own): for every state, who wins and after how many more moves, the winner hurrying and the
//! loser delaying. A state is a point and whether the player to move, and the other, may still
//! reflect; `--explain` asks only for the game without reflections, `--play` for all four.
//!
//! The table holds keys the player to move prefers larger ([`Key`]), so the best move is the
//! one to the least key, and a row of keys is the element-wise minimum of whole rows already
//! done, one per vector with `vx > 0`. Vectors along the row read the same row higher up: in
//! chunks of 16 points from the top, `vy >= 16` reads finished chunks the same way, and `vy <
//! 16` goes point by point (`src/tests/dot.rs` bounds both kinds of work). The reflection
//! reads the column `x` of the row `y`, point by point. A vector move raises `x + y` and a
//! reflection uses one up, so the states fill in passes of rows from `x = d` down: neither may
//! reflect; one of the two may (each reads the other, so they go together, point by point
//! down the row); both may.
//!
//! Over the points reachable from the start: `[x0, d] × [y0, d]` without reflections, `[lo,
//! d]²` with `lo = min(x0, y0)` with them (a reflection swaps the coordinates). `O((d − lo)²·n)`
//! steps, mostly element-wise, and 2 bytes a state (8 a point with reflections: 1.3 MB at the
//! judge's `d = 200`, 128 MB at the largest supported `d` from a far corner);
//! `benches/README.md` has the times.

use super::position::{Position, half_chord};
use crate::tally::count;

/// A move's value for the player making it: a positive `t` wins, the game ending after `t`
/// more moves; a negative `−t` loses after `t`.
pub(super) type Length = i16;

/// A state's key for the player to move: `BIG − t` wins after `t` more moves, `t − BIG` loses
/// after `t`. A point outside the circle holds `BIG`: moving there loses in one move.
pub(super) type Key = i16;
const BIG: Key = 16384;

/// Points a chunk of a row holds: vectors along the row at least this long read whole chunks.
const CHUNK: usize = 16;

/// The key of a move for the player making it, from the key of the state it leads to (for the
/// other player): it never grows with that key, so the best move is to the least key.
pub(super) fn after(next: Key) -> Key {
    // No key is 0: a win after `t` is `1 − next` (a loss after `t + 1`), a loss `−1 − next`.
    next.signum() - next
}

/// The length of a move whose key is `k`.
pub(super) fn length(k: Key) -> Length {
    k.signum() * BIG - k
}

/// A state's table among the four: whether the player to move, and the other, may still
/// reflect.
fn flags(mine: bool, theirs: bool) -> usize {
    2 * usize::from(mine) + usize::from(theirs)
}

/// The keys of a game's states, and what they are over.
pub(super) struct Table {
    pub(super) game: Position,
    /// The least `x` and `y` of the points held.
    corner: (i64, i64),
    width: usize,
    /// By [`flags`], then row `x − corner.0`, column `y − corner.1`; empty where not asked.
    key: [Vec<Key>; 4],
}

impl Table {
    /// The game without reflections, which decides the winner (see the module doc of `dot`).
    pub(super) fn without_reflections(game: Position) -> Table {
        Table::new(game, false)
    }

    /// The full game, reflections included.
    pub(super) fn full(game: Position) -> Table {
        Table::new(game, true)
    }

    pub(super) fn inside(&self, (x, y): (i64, i64)) -> bool {
        x * x + y * y <= self.game.d * self.game.d
    }

    fn at(&self, (x, y): (i64, i64)) -> usize {
        (x - self.corner.0) as usize * self.width + (y - self.corner.1) as usize
    }

    /// The key of point `p` inside the circle in the game without reflections.
    pub(super) fn key(&self, p: (i64, i64)) -> Key {
        self.key[flags(false, false)][self.at(p)]
    }

    /// The value of each move from point `p` in state `(mine, theirs)`, in the order of the
    /// vectors, then the reflection if the player to move may reflect.
    pub(super) fn moves(&self, p: (i64, i64), mine: bool, theirs: bool) -> Vec<Length> {
        let next = &self.key[flags(theirs, mine)];
        let mut values: Vec<Length> = (self.game.vectors.iter())
            .map(|&(vx, vy)| {
                let q = (p.0 + vx, p.1 + vy);
                match self.inside(q) {
                    true => length(after(next[self.at(q)])),
                    false => -1,
                }
            })
            .collect();
        if mine {
            let reflected = self.key[flags(theirs, false)][self.at((p.1, p.0))];
            values.push(length(after(reflected)));
        }
        values
    }

    fn new(game: Position, reflections: bool) -> Table {
        let (x0, y0) = game.start;
        let corner = match reflections {
            true => (x0.min(y0), x0.min(y0)),
            false => (x0, y0),
        };
        let (rows, width) = (
            (game.d - corner.0 + 1) as usize,
            (game.d - corner.1 + 1) as usize,
        );
        let states = if reflections { 4 } else { 1 };
        let mut t = Table {
            game,
            corner,
            width,
            key: std::array::from_fn(|i| vec![BIG; if i < states { rows * width } else { 0 }]),
        };
        // Each pass: the states it fills, with the states their vector moves lead to.
        let passes: &[&[(usize, usize)]] = match reflections {
            true => &[&[(0, 0)], &[(1, 2), (2, 1)], &[(3, 3)]],
            false => &[&[(0, 0)]],
        };
        for pass in passes {
            t.fill(pass);
        }
        t
    }

    /// Fills the states `c` of each `(c, next)` of `pass`, whose vector moves lead to the
    /// states `next`, row by row from `x = d` down.
    fn fill(&mut self, pass: &[(usize, usize)]) {
        let ((lo_x, lo_y), d, w) = (self.corner, self.game.d, self.width);
        // Vectors that can stay inside: across rows, and along a row, short or long.
        let fits = |&&(vx, vy): &&(i64, i64)| vx <= d - lo_x && vy <= d - lo_y;
        let (along, across): (Vec<(i64, i64)>, Vec<_>) = self
            .game
            .vectors
            .iter()
            .filter(fits)
            .partition(|v| v.0 == 0);
        let (far, near): (Vec<usize>, Vec<usize>) = along
            .iter()
            .map(|&(_, vy)| vy as usize)
            .partition(|&vy| vy >= CHUNK);
        let key = &mut self.key;
        let mut least = vec![vec![BIG; w]; pass.len()];
        for x in (lo_x..=d).rev() {
            let h = half_chord(x, d);
            if h < lo_y {
                continue;
            }
            // The row's points inside the circle: columns a..b.
            let (a, b) = ((lo_y.max(-h) - lo_y) as usize, (h - lo_y) as usize + 1);
            let row = (x - lo_x) as usize * w;
            for (m, &(c, next)) in least.iter_mut().zip(pass) {
                let m = &mut m[a..b];
                m.fill(BIG);
                for &(vx, vy) in across.iter().filter(|v| x + v.0 <= d) {
                    let from = &key[next][(x + vx - lo_x) as usize * w..][..w];
                    // Points whose move lands past the table's last column keep `BIG`.
                    combine(m, from.get(a + vy as usize..).unwrap_or_default());
                }
                // The reflection: from `(mine, theirs)` to `(theirs, false)` at `(y, x)`.
                if c >= 2 {
                    let reflected = &key[flags(c % 2 == 1, false)];
                    for (y, k) in (a..b).zip(m.iter_mut()) {
                        *k = (*k).min(reflected[y * w + row / w]);
                    }
                }
            }
            let along = Along {
                far: &far,
                near: &near,
                a,
                b,
                row,
            };
            along.fill(key, &mut least, pass);
        }
    }
}

/// One row's moves along it, in chunks from the top: the long ones read whole chunks already
/// done, the short ones go point by point.
struct Along<'a> {
    far: &'a [usize],
    near: &'a [usize],
    /// The row's columns inside the circle, and where the row starts in a table.
    a: usize,
    b: usize,
    row: usize,
}

impl Along<'_> {
    /// Finishes the row's states `c` of `pass` from `least`, the least key over their other
    /// moves.
    fn fill(&self, key: &mut [Vec<Key>; 4], least: &mut [Vec<Key>], pass: &[(usize, usize)]) {
        let (a, b, row) = (self.a, self.b, self.row);
        let mut top = b;
        while top > a {
            let bottom = top.saturating_sub(CHUNK).max(a);
            for (m, &(_, next)) in least.iter_mut().zip(pass) {
                // The row's finished chunks above, as far as the circle goes.
                let done = &key[next][row..row + b];
                for &vy in self.far {
                    combine(
                        &mut m[bottom..top],
                        done.get(bottom + vy..).unwrap_or_default(),
                    );
                }
            }
            match pass {
                // Nothing reads the chunk itself: it is finished element by element.
                _ if self.near.is_empty() => {
                    for (m, &(c, _)) in least.iter().zip(pass) {
                        let keys = &mut key[c][row + bottom..row + top];
                        for (k, &l) in keys.iter_mut().zip(&m[bottom..top]) {
                            *k = after(l);
                        }
                    }
                }
                // A pass of one state (neither may reflect, or both may): its moves lead to its
                // own table, of which one slice of the row does.
                &[(c, _)] => {
                    count!(PointSteps, (top - bottom) * (1 + self.near.len()));
                    let (m, keys) = (&least[0], &mut key[c][row..row + b]);
                    for y in (bottom..top).rev() {
                        let mut k = m[y];
                        for &vy in self.near {
                            if let Some(&n) = keys.get(y + vy) {
                                k = k.min(n);
                            }
                        }
                        keys[y] = after(k);
                    }
                }
                // Two states reading each other along the row go together, point by point.
                _ => {
                    count!(
                        PointSteps,
                        (top - bottom) * (1 + self.near.len()) * pass.len()
                    );
                    for y in (bottom..top).rev() {
                        for (m, &(c, next)) in least.iter().zip(pass) {
                            let mut k = m[y];
                            for &vy in self.near {
                                if y + vy < b {
                                    k = k.min(key[next][row + y + vy]);
                                }
                            }
                            key[c][row + y] = after(k);
                        }
                    }
                }
            }
            top = bottom;
        }
    }
}

/// `least` becomes the element-wise minimum of itself and `from`, as far as both go (which
/// compilers turn into SIMD).
fn combine(least: &mut [Key], from: &[Key]) {
    count!(RowElements, least.len().min(from.len()));
    for (k, &n) in least.iter_mut().zip(from) {
        *k = (*k).min(n);
    }
}
