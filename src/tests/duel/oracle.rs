//! The oracle: the configurations of the start's component and exhaustive search over full
//! histories.

use rustc_hash::FxHashMap;

pub(super) type Cell = (i64, i64);

/// The start's component: configurations (A, B) numbered from 0 (the start), and their moves.
pub(super) fn configurations(rows: &[Vec<u8>], a: Cell, b: Cell) -> Vec<Vec<usize>> {
    component(rows, a, b).1
}

/// The configurations of the component of (A, B), and their moves.
pub(super) fn component(
    rows: &[Vec<u8>],
    a: Cell,
    b: Cell,
) -> (Vec<(Cell, Cell)>, Vec<Vec<usize>>) {
    let free = |(r, c): Cell| {
        r >= 0
            && c >= 0
            && (r as usize) < rows.len()
            && (c as usize) < rows[0].len()
            && rows[r as usize][c as usize] != b'#'
    };
    // Rotating q about p by ±90°: p + (dc, -dr) or p + (-dc, dr) with (dr, dc) = q - p.
    let turns = |p: Cell, q: Cell| {
        let (dr, dc) = (q.0 - p.0, q.1 - p.1);
        [(p.0 + dc, p.1 - dr), (p.0 - dc, p.1 + dr)]
    };
    let mut id: FxHashMap<(Cell, Cell), usize> = FxHashMap::default();
    let mut list = vec![(a, b)];
    id.insert((a, b), 0);
    let mut adj = Vec::new();
    let mut i = 0;
    while i < list.len() {
        let (a, b) = list[i];
        let mut next = Vec::new();
        for q in turns(a, b) {
            next.push((a, q));
        }
        for p in turns(b, a) {
            next.push((p, b));
        }
        let mut ids = Vec::new();
        for (na, nb) in next {
            if free(na) && free(nb) {
                let k = *id.entry((na, nb)).or_insert_with(|| {
                    list.push((na, nb));
                    list.len() - 1
                });
                ids.push(k);
            }
        }
        adj.push(ids);
        i += 1;
    }
    (list, adj)
}

/// Whether the player to move at `v` wins, given the set of configurations seen so far.
pub(super) fn wins_from(
    adj: &[Vec<usize>],
    v: usize,
    seen: u64,
    memo: &mut FxHashMap<(usize, u64), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(v, seen)) {
        return w;
    }
    let w = adj[v]
        .iter()
        .any(|&u| seen >> u & 1 == 0 && !wins_from(adj, u, seen | 1 << u, memo));
    memo.insert((v, seen), w);
    w
}

/// The start's component of a board given as input text: configurations and moves.
pub(super) fn start_component(text: &str) -> (Vec<(Cell, Cell)>, Vec<Vec<usize>>) {
    let rows: Vec<Vec<u8>> = text
        .split_whitespace()
        .skip(2)
        .map(|r| r.as_bytes().to_vec())
        .collect();
    let find = |ch: u8| {
        let r = rows.iter().position(|row| row.contains(&ch)).unwrap();
        (
            r as i64,
            rows[r].iter().position(|&c| c == ch).unwrap() as i64,
        )
    };
    component(&rows, find(b'A'), find(b'B'))
}

pub(super) fn oracle(text: &str) -> &'static str {
    let adj = start_component(text).1;
    assert!(
        adj.len() <= 64,
        "oracle board too large: {} configurations",
        adj.len()
    );
    if wins_from(&adj, 0, 1, &mut FxHashMap::default()) {
        "Frost_Ice"
    } else {
        "Febleaf"
    }
}
