//! Each game's cases for hack mode: drawn, read back from our own text, written, shrunk, and
//! the smaller cases searched when no step helps.
//!
//! A shrink ends at the smallest failing input it finds in each game's *size order*, compared
//! left to right:
//! - `dot`: (number of vectors, `d`, the sum of `|x|`, `|y|` and all components);
//! - `tag`: (`N`, `M`, `Q`, the sum of the query vertices);
//! - `duel`: (free cells, cells, the sum of the pieces' rows and columns).
//!
//! Every step and every smaller case keeps the judge's constraints (a contestant may rely on
//! them), and every step goes down in the size order, so a shrink cannot go round in circles.

mod dot;
mod duel;
mod tag;

pub use dot::Dot;
pub use duel::Duel;
pub use tag::Tag;

/// A size class with at most this many cases is listed in full when smaller cases are
/// searched; a larger one is sampled with [`DRAWN`] cases.
const LISTED: usize = 600;
const DRAWN: usize = 60;

/// Values from `goal` toward `v`, nearest `goal` first: `goal`, halfway, three quarters of the
/// way, …, one short of `v`. The first that keeps the failure is a big step when one exists.
fn toward(v: i64, goal: i64) -> Vec<i64> {
    let mut out = Vec::new();
    let mut gap = v - goal;
    while gap != 0 {
        out.push(v - gap);
        gap /= 2;
    }
    out
}

/// Ranges of `items` to drop: all of them, then halves, quarters, …, single items, or when
/// `coarse` down to a sixteenth. A range whose removal leaves the same list as the range
/// before it (equal runs, such as repeated edges) is left out: it would be the same candidate
/// twice.
fn chunks<T: PartialEq>(items: &[T], coarse: bool) -> Vec<(usize, usize)> {
    let len = items.len();
    let finest = if coarse { (len / 16).max(1) } else { 1 };
    let mut out = Vec::new();
    let mut size = len;
    while size >= finest && size > 0 {
        for start in (0..len).step_by(size) {
            let end = (start + size).min(len);
            let same = start >= size && items[start - size..start] == items[start..end];
            if !same {
                out.push((start, end));
            }
        }
        size /= 2;
    }
    out
}

fn without<T: Clone>(items: &[T], (from, to): (usize, usize)) -> Vec<T> {
    [&items[..from], &items[to..]].concat()
}

/// Whitespace-separated numbers of our own input.
fn numbers(input: &str) -> Result<Vec<i64>, String> {
    input
        .split_ascii_whitespace()
        .map(|t| {
            t.parse()
                .map_err(|_| format!("internal error: `{t}` in our own case"))
        })
        .collect()
}

/// Cases of the size classes in order, until `most`: each class listed in full when it has at
/// most [`LISTED`] cases (`list` gives them, or `None` when there would be more), else
/// [`DRAWN`] of it drawn. Also whether that is every smaller case: every class listed, and
/// none cut off.
fn by_class<K: Copy, C>(
    classes: impl Iterator<Item = K>,
    most: usize,
    mut list: impl FnMut(K) -> Option<Vec<C>>,
    mut draw: impl FnMut(K) -> C,
) -> (Vec<C>, bool) {
    let mut out = Vec::new();
    let mut every = true;
    for class in classes {
        if out.len() >= most {
            every = false;
            break;
        }
        match list(class) {
            Some(all) => out.extend(all),
            None => {
                every = false;
                out.extend((0..DRAWN).map(|_| draw(class)));
            }
        }
    }
    every &= out.len() <= most;
    out.truncate(most);
    (out, every)
}
