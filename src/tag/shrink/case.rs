//! A `tag` case as hack mode edits it: the graph and the queries, 0-based.

/// A `tag` case, 0-based.
#[derive(Clone)]
pub struct TagCase {
    pub(crate) n: usize,
    pub(crate) edges: Vec<(usize, usize)>,
    pub(crate) queries: Vec<(usize, usize)>,
}
