//! What every game's shrink steps are made of (each game's `shrink.rs` implements
//! [`super::Hackable`] with them): cuts of a list coarse to fine, a binary search along a
//! size, and smaller cases listed or drawn class by class.
//!
//! A shrink ends at the smallest failing input it finds in each game's *size order*, compared
//! left to right:
//! - `dot`: (number of vectors, `d`, the sum of `|x|`, `|y|` and all components);
//! - `tag`: (`N`, `M`, `Q`, the sum of the query vertices);
//! - `duel`: (free cells, cells, the sum of the pieces' rows and columns);
//!
//! and, for the smaller cases listed in full, ties broken by the input's bytes.
//!
//! Every step and every smaller case keeps the judge's constraints (a contestant may rely on
//! them), and every step goes down in the size order, so a shrink cannot go round in circles.
//! Steps go coarse to fine across all the lists of a case ([`interleaved`]), and lengths are
//! also cut by halving the distance to the smallest ([`toward`]): a binary search along a size.

use super::hackable::{Class, Scope, Smaller};

/// A size class with at most this many cases is listed in full when smaller cases are
/// searched; a larger one is sampled with [`DRAWN`] cases.
pub const LISTED: usize = 600;
pub const DRAWN: usize = 60;

/// Values from `goal` toward `v`, nearest `goal` first: `goal`, halfway, three quarters of the
/// way, …, one short of `v`. The first that keeps the failure is a big step when one exists.
pub fn toward(v: i64, goal: i64) -> Vec<i64> {
    let mut out = Vec::new();
    let mut gap = v - goal;
    while gap != 0 {
        out.push(v - gap);
        gap /= 2;
    }
    out
}

/// A level of [`chunk_levels`] holds at most this many ranges: a list too long for its finer
/// levels, all of whose items matter, is cut by its length instead ([`toward`]).
pub const MOST_RANGES: usize = 1024;

/// Ranges of `items` to drop, level by level: all of them, then halves, quarters, …, single
/// items, or when `coarse` down to a sixteenth. A range whose removal leaves the same list as
/// the range before it (equal runs, such as repeated edges) is left out: it would be the same
/// candidate twice.
pub fn chunk_levels<T: PartialEq>(items: &[T], coarse: bool) -> Vec<Vec<(usize, usize)>> {
    let len = items.len();
    let finest = if coarse { (len / 16).max(1) } else { 1 };
    let mut levels = Vec::new();
    let mut size = len;
    while size >= finest && len.div_ceil(size) <= MOST_RANGES {
        let mut level = Vec::new();
        for start in (0..len).step_by(size) {
            let end = (start + size).min(len);
            let same = start >= size && items[start - size..start] == items[start..end];
            if !same {
                level.push((start, end));
            }
        }
        levels.push(level);
        size /= 2;
    }
    levels
}

/// The steps of several lists' levels, coarse first across the lists: every list's first
/// level, then every list's second, and so on. A list that does not matter to the failure
/// goes in halves before single items of another are tried.
pub fn interleaved<S>(lists: Vec<Vec<Vec<S>>>) -> Vec<S> {
    let mut lists: Vec<std::vec::IntoIter<Vec<S>>> =
        lists.into_iter().map(Vec::into_iter).collect();
    let mut out = Vec::new();
    loop {
        let mut any = false;
        for list in &mut lists {
            if let Some(level) = list.next() {
                out.extend(level);
                any = true;
            }
        }
        if !any {
            return out;
        }
    }
}

/// Calls `each` with every choice of `k` of `items` in order (`repeats`: the same item may be
/// chosen again, as in a multiset).
pub fn choose<T: Copy>(items: &[T], k: usize, repeats: bool, each: &mut dyn FnMut(&[T])) {
    fn from<T: Copy>(
        items: &[T],
        k: usize,
        first: usize,
        repeats: bool,
        chosen: &mut Vec<T>,
        each: &mut dyn FnMut(&[T]),
    ) {
        if chosen.len() == k {
            return each(chosen);
        }
        // Without repeats, only where enough items are left to finish the choice.
        let need = if repeats { 1 } else { k - chosen.len() };
        for i in first..(items.len() + 1).saturating_sub(need) {
            chosen.push(items[i]);
            from(items, k, i + usize::from(!repeats), repeats, chosen, each);
            chosen.pop();
        }
    }
    from(items, k, 0, repeats, &mut Vec::with_capacity(k), each);
}

pub fn without<T: Clone>(items: &[T], (from, to): (usize, usize)) -> Vec<T> {
    [&items[..from], &items[to..]].concat()
}

/// Whitespace-separated numbers of our own input.
pub fn numbers(input: &str) -> Result<Vec<i64>, String> {
    input
        .split_ascii_whitespace()
        .map(|t| {
            t.parse()
                .map_err(|_| format!("internal error: `{t}` in our own case"))
        })
        .collect()
}

/// Cases of the size classes in order, until `most` and at most `per_class` of each, in
/// groups (a value of the first size of the order each), so that many classes of one group
/// cannot take the whole search: each group gets an even share of what the groups before it
/// left. A class is listed when `list` gives its cases (all of them, or the part its
/// [`Scope`] names; `None` when there would be more than [`LISTED`]) and they fit the share,
/// else [`DRAWN`] of it are drawn. Also whether that is every smaller case: every class
/// listed whole, and none cut off.
pub fn by_class<K: Copy, C>(
    groups: Vec<Vec<K>>,
    (most, per_class): (usize, usize),
    mut list: impl FnMut(K) -> Option<(Vec<C>, Scope)>,
    mut draw: impl FnMut(K) -> C,
) -> Smaller<C> {
    let mut out = Smaller {
        cases: Vec::new(),
        classes: Vec::new(),
        every: true,
    };
    let count = groups.len();
    for (g, group) in groups.into_iter().enumerate() {
        let share = out.cases.len() + (most - out.cases.len()) / (count - g);
        for class in group {
            let had = out.cases.len();
            if had >= share {
                out.every = false;
                break;
            }
            let room = (share - had).min(per_class);
            let scope = match list(class) {
                Some((all, scope)) if all.len() <= room => {
                    out.cases.extend(all);
                    scope
                }
                Some((all, scope)) => {
                    out.cases.extend(all.into_iter().take(room));
                    Scope::Listed(match scope {
                        Scope::Listed(words) => format!("{words}, cut to the first {room}"),
                        _ => format!("its first {room} in the size order"),
                    })
                }
                None => {
                    let n = DRAWN.min(room);
                    out.cases.extend((0..n).map(|_| draw(class)));
                    Scope::Drawn
                }
            };
            out.every &= scope == Scope::Whole;
            let cases = out.cases.len() - had;
            out.classes.push(Class { cases, scope });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_go_from_the_whole_list_to_single_items_and_interleave() {
        let items = [1, 2, 3, 4, 5];
        let levels = chunk_levels(&items, false);
        assert_eq!(levels[0], [(0, 5)]);
        assert_eq!(levels[1], [(0, 2), (2, 4), (4, 5)]);
        assert_eq!(levels.last().unwrap().len(), 5);
        assert_eq!(chunk_levels(&[7, 7, 7, 7], false)[2], [(0, 1)]);
        let long = vec![0u32; 4000];
        assert!(
            chunk_levels(&(0..4000).collect::<Vec<_>>(), false)
                .last()
                .unwrap()
                .len()
                <= MOST_RANGES
        );
        assert_eq!(chunk_levels(&long, true).len(), 5);
        let mixed = interleaved(vec![vec![vec!['a'], vec!['b', 'c']], vec![vec!['x']]]);
        assert_eq!(mixed, ['a', 'x', 'b', 'c']);
    }

    #[test]
    fn values_go_toward_the_goal_halving_the_distance() {
        assert_eq!(toward(10, 0), [0, 5, 8, 9]);
        assert_eq!(toward(-7, 1), [1, -3, -5, -6]);
        assert_eq!(toward(3, 3), Vec::<i64>::new());
        assert_eq!(numbers("1 -2\n30\t4").unwrap(), [1, -2, 30, 4]);
        assert!(numbers("1 x").is_err());
    }

    #[test]
    fn choices_are_subsets_or_multisets() {
        let mut all = Vec::new();
        choose(&[1, 2, 3], 2, false, &mut |c| all.push(c.to_vec()));
        assert_eq!(all, [[1, 2], [1, 3], [2, 3]]);
        all.clear();
        choose(&[1, 2, 3], 2, true, &mut |c| all.push(c.to_vec()));
        assert_eq!(all, [[1, 1], [1, 2], [1, 3], [2, 2], [2, 3], [3, 3]]);
    }

    /// Every group is searched, the first class of each whatever the classes before it cost,
    /// and only a search that listed every class says so.
    #[test]
    fn every_group_gets_its_share() {
        let part = || Scope::Listed("part".into());
        let all = |cases| Class {
            cases,
            scope: Scope::Whole,
        };
        let cut = |cases| Class {
            cases,
            scope: Scope::Listed("its first 1 in the size order".into()),
        };
        let drew = |cases| Class {
            cases,
            scope: Scope::Drawn,
        };
        let groups = vec![(0..100).collect::<Vec<u32>>(), vec![1000, 1001]];
        let s = by_class(
            groups,
            (200, usize::MAX),
            |k| (k >= 1000).then(|| (vec![k], Scope::Whole)),
            |k| k,
        );
        let (cases, every) = (s.cases, s.every);
        assert!(!every);
        assert!(cases.contains(&0) && cases.contains(&1000) && cases.contains(&1001));
        assert!(cases.len() <= 200);
        let s = by_class(
            vec![vec![1000], vec![1001]],
            (10, usize::MAX),
            |k| Some((vec![k], Scope::Whole)),
            |k| k,
        );
        assert_eq!((s.cases, s.every), (vec![1000, 1001], true));
        assert_eq!(s.classes, [all(1), all(1)]);
        let s = by_class(
            vec![vec![1000]],
            (10, usize::MAX),
            |k| Some((vec![k], part())),
            |k| k,
        );
        assert!(
            !s.every
                && s.classes
                    == [Class {
                        cases: 1,
                        scope: part()
                    }]
        );
        // Shares: 3 of 6 for the first group, the 3 left for the second; a listed class past
        // its share is cut; a drawn one draws up to the share.
        let groups = vec![vec![1, 2, 3, 4, 5], vec![10, 20, 30, 40, 50]];
        let once = |k: u32| Some((vec![k], Scope::Whole));
        let s = by_class(groups.clone(), (6, usize::MAX), once, |k| k);
        assert_eq!((s.cases, s.every), (vec![1, 2, 3, 10, 20, 30], false));
        let twice = |k: u32| Some((vec![k, k + 100], Scope::Whole));
        let s = by_class(groups.clone(), (3, usize::MAX), twice, |k| k);
        assert_eq!(s.cases, [1, 10, 110]);
        // The first class cut to its share, the second whole.
        assert_eq!(s.classes, [cut(1), all(2)]);
        assert_eq!(
            by_class(vec![vec![1, 2]], (3, usize::MAX), twice, |k| k).cases,
            [1, 101, 2]
        );
        // At most 1 of a class: each group's classes sampled, more of them reached.
        let few = by_class(groups.clone(), (6, 1), twice, |k| k);
        assert_eq!(few.cases, [1, 2, 3, 10, 20, 30]);
        assert_eq!(
            few.classes,
            [cut(1), cut(1), cut(1), cut(1), cut(1), cut(1)]
        );
        let mut drawn = by_class(groups, (5, usize::MAX), |_| None, |k| k);
        assert_eq!(drawn.cases, [1, 1, 10, 10, 10]);
        assert_eq!(drawn.classes, [drew(2), drew(3)]);
        // Cases left out: their class shrinks, and an emptied class goes.
        drawn.retain(|&k| k == 10);
        assert_eq!(drawn.cases, [10, 10, 10]);
        assert_eq!(drawn.classes, [drew(3)]);
        let mut whole = by_class(vec![vec![1, 2]], (4, usize::MAX), twice, |k| k);
        assert!(whole.every);
        whole.retain(|&k| k != 101);
        let lost = Scope::Listed("part of its cases".into());
        assert_eq!(
            whole.classes,
            [
                Class {
                    cases: 1,
                    scope: lost
                },
                all(2)
            ]
        );
        assert!(!whole.every);
    }

    /// A cut of a `dot` case along `d` keeps its vectors, and its start when the start is still
    /// inside; along `n`, its first vectors.
    #[test]
    fn a_dot_cut_changes_one_size_and_nothing_else() {
        use crate::dot::Dot;
        use crate::hack::hackable::Hackable;
        let case = Dot::read("3 4 2 200\n150 0\n0 7\n").unwrap();
        let cut = Dot::scaled(&case, 0, 100).unwrap();
        assert_eq!(
            (cut.start, cut.d, &cut.vectors),
            ((3, 4), 100, &case.vectors)
        );
        let far = Dot::read("150 0 1 200\n1 1\n").unwrap();
        let cut = Dot::scaled(&far, 0, 100).unwrap();
        assert_eq!(
            (cut.start, cut.d, cut.vectors),
            ((75, 0), 100, vec![(1, 1)])
        );
        let cut = Dot::scaled(&case, 1, 1).unwrap();
        assert_eq!((cut.d, cut.vectors), (200, vec![(150, 0)]));
    }

    /// Below a `dot` case the search offers, in the smallest classes listed, vectors at
    /// the judge's bound 200 (where tables and offsets break; one of each pair of mirror
    /// images, as the only start of `d = 1` is the origin) and short ones; and the classes
    /// come smallest first.
    #[test]
    fn a_dot_search_below_offers_vectors_at_the_bound() {
        use crate::dot::Dot;
        use crate::hack::hackable::Hackable;
        let case = Dot::read("0 0 2 3\n1 1\n1 2\n").unwrap();
        let smaller = Dot::smaller(
            &case,
            &mut crate::generate::Rng::new(1),
            (1000, usize::MAX),
            &[],
        );
        let first = smaller.classes[0].cases;
        assert!(first > 0 && matches!(smaller.classes[0].scope, Scope::Listed(_)));
        let class = &smaller.cases[..first];
        assert!(class.iter().all(|c| (c.vectors.len(), c.d) == (1, 1)));
        for bound in [(200, 0), (200, 200)] {
            let mirror = (bound.1, bound.0);
            assert!(
                (class.iter()).any(|c| c.vectors.contains(&bound) || c.vectors.contains(&mirror)),
                "{bound:?}"
            );
        }
        assert!((class.iter()).any(|c| c.vectors == [(1, 0)] || c.vectors == [(0, 1)]));
        let sizes: Vec<(usize, i64)> = smaller
            .cases
            .iter()
            .map(|c| (c.vectors.len(), c.d))
            .collect();
        assert!(sizes.is_sorted(), "{sizes:?}");
    }
}
