//! `tag` inputs: random graphs, growing cases for hack mode, and the worst-case shapes.

use crate::generate::Rng;
use crate::generate::cases::{Generated, Named};
use std::fmt::Write;

/// A `tag` input from 0-based edges and queries.
pub fn tag_input(n: usize, edges: &[(usize, usize)], queries: &[(usize, usize)]) -> String {
    let mut s = format!("{n} {}\n", edges.len());
    for (u, v) in edges {
        writeln!(s, "{} {}", u + 1, v + 1).unwrap();
    }
    writeln!(s, "{}", queries.len()).unwrap();
    for (a, b) in queries {
        writeln!(s, "{} {}", a + 1, b + 1).unwrap();
    }
    s
}

/// A random graph on `n` vertices, as 0-based edges: dense, a cycle or path with chords, a
/// star, a DAG, no edges, sparse with repeats and self-loops, or one where captures take more
/// than `n` rounds about as often as not (a path both ways, a cycle with some edges both
/// ways, each with a few more edges).
pub fn tag_random_graph(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    match rng.index(10) {
        // Dense: each ordered pair (self-loops included) with high probability.
        0 => {
            for u in 0..n {
                for v in 0..n {
                    if rng.chance(2, 3) {
                        edges.push((u, v));
                    }
                }
            }
        }
        // A cycle or path with a few chords.
        1 => {
            let closed = rng.chance(1, 2);
            for u in 0..n {
                if u + 1 < n || closed {
                    edges.push((u, (u + 1) % n));
                }
            }
            for _ in 0..rng.index(3) {
                edges.push((rng.index(n), rng.index(n)));
            }
        }
        // A star around a random centre, its edges one way or both.
        2 => {
            let centre = rng.index(n);
            let out = rng.chance(1, 2);
            for v in 0..n {
                if rng.chance(3, 4) {
                    edges.push((centre, v));
                }
                if !out && rng.chance(3, 4) {
                    edges.push((v, centre));
                }
            }
        }
        // A DAG: edges only from lower to higher vertices, for a random order's worth of them.
        3 => {
            for u in 0..n {
                for v in u + 1..n {
                    if rng.chance(1, 2) {
                        edges.push((u, v));
                    }
                }
            }
        }
        4 => {}
        // Long chases: Aoki must herd Takahashi along a path or round a cycle.
        5 | 6 => {
            let cycle = rng.chance(1, 2) && n > 2;
            for u in 0..n {
                if u + 1 < n || cycle {
                    let v = (u + 1) % n;
                    edges.push((u, v));
                    if !cycle || rng.chance(1, 2) {
                        edges.push((v, u));
                    }
                }
            }
            for _ in 0..rng.index(3) {
                edges.push((rng.index(n), rng.index(n)));
            }
        }
        // Sparse, with repeats and self-loops likely.
        _ => {
            for _ in 0..rng.index(2 * n + 1) {
                let u = rng.index(n);
                let v = if rng.chance(1, 5) { u } else { rng.index(n) };
                edges.push((u, v));
                if rng.chance(1, 6) {
                    edges.push((u, v));
                }
            }
        }
    }
    edges
}

/// Hack mode's `tag` cases at `level` in `0..1`, within the judge's limits: `N` up to
/// `1 + 39·level` (`N = 1` often), a graph of [`tag_random_graph`], and either every pair as a
/// query (one case in four, `N <= 20`: the one state whose capture takes longest is among
/// them) or up to 40 queries, a fifth of them with `S = R`.
pub fn tag_growing(rng: &mut Rng, level: f64) -> String {
    let n = if rng.chance(1, 10) {
        1
    } else {
        rng.range(1, 1 + (39.0 * level) as i64) as usize
    };
    let edges = tag_random_graph(rng, n);
    let queries: Vec<_> = if n <= 20 && rng.chance(1, 4) {
        (0..n).flat_map(|s| (0..n).map(move |r| (s, r))).collect()
    } else {
        let q = rng.range(1, (n * n).min(40) as i64) as usize;
        (0..q)
            .map(|_| {
                let s = rng.index(n);
                (s, if rng.chance(1, 5) { s } else { rng.index(n) })
            })
            .collect()
    };
    tag_input(n, &edges, &queries)
}

/// Worst-case `tag` graph shapes (0-based edges) on `n` vertices.
pub fn tag_shape(shape: &str, n: usize, rng: &mut Rng) -> Vec<(usize, usize)> {
    let random_edges = |rng: &mut Rng, m: usize| -> Vec<(usize, usize)> {
        (0..m).map(|_| (rng.index(n), rng.index(n))).collect()
    };
    // Vertex i is picked with probability about proportional to 1 / (i + 1).
    let skewed = |rng: &mut Rng| -> usize {
        let x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        (((n as f64 + 1.0).powf(x)) as usize - 1).min(n - 1)
    };
    if let Some(base) = shape.strip_suffix("-shuffled") {
        let edges = tag_shape(base, n, rng);
        return tag_shuffled(rng, n, &edges);
    }
    match shape {
        // Nothing to solve: what reading the input and writing the answers cost.
        "no-edges" => Vec::new(),
        "chain" => (0..n - 1).map(|i| (i, i + 1)).collect(),
        "cycle" => (0..n).map(|i| (i, (i + 1) % n)).collect(),
        "two-way-cycle" => (0..n)
            .flat_map(|i| [(i, (i + 1) % n), ((i + 1) % n, i)])
            .collect(),
        "cycle-chords" => {
            let mut e: Vec<_> = (0..n).map(|i| (i, (i + 1) % n)).collect();
            e.extend(random_edges(rng, n));
            e
        }
        "sparse" => random_edges(rng, 4 * n),
        "low-degree" => (0..n).map(|i| (i, rng.index(n))).collect(),
        "star" => (1..n).flat_map(|i| [(0, i), (i, 0)]).collect(),
        "dense" => random_edges(rng, n * n),
        "complete" => (0..n).flat_map(|u| (0..n).map(move |v| (u, v))).collect(),
        "dense-dag" => (0..n)
            .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
            .collect(),
        // Dense, yet captures take about n rounds of play.
        "chain-back" => (0..n - 1)
            .map(|i| (i, i + 1))
            .chain((0..n).flat_map(|i| (0..i).map(move |j| (i, j))))
            .collect(),
        "halves" => (0..n / 2)
            .flat_map(|u| (n / 2..n).map(move |v| (u, v)))
            .chain((1..n).map(|i| (i, i - 1)))
            .collect(),
        "random" => random_edges(rng, 200_000),
        "random-1m" => random_edges(rng, 1_000_000),
        "skewed-1m" => (0..1_000_000).map(|_| (skewed(rng), skewed(rng))).collect(),
        // A chain, and random edges backwards: captures take about n rounds of play.
        "chain-back-1m" => (0..n - 1)
            .map(|i| (i, i + 1))
            .chain((n - 1..1_000_000).map(|_| {
                let i = 1 + rng.index(n - 1);
                (i, rng.index(i))
            }))
            .collect(),
        "dag-1m" => (0..1_000_000)
            .map(|_| {
                let i = rng.index(n - 1);
                (i, i + 1 + rng.index(n - 1 - i))
            })
            .collect(),
        "skewed" => (0..n * n.min(500))
            .map(|_| (skewed(rng), skewed(rng)))
            .collect(),
        "skewed-200k" => (0..200_000).map(|_| (skewed(rng), skewed(rng))).collect(),
        // One vertex holds every edge of the judge's largest input.
        "one-source" => (0..250_000).map(|_| (0, rng.index(n))).collect(),
        "one-sink" => (0..250_000).map(|_| (rng.index(n), 0)).collect(),
        "self-loops" => (0..250_000).map(|i| (i % n, i % n)).collect(),
        _ => panic!("unknown shape {shape}"),
    }
}

/// The same edges with the vertices renamed at random: a shape whose labels follow its
/// structure (a chain numbered along itself) loses that order.
pub fn tag_shuffled(rng: &mut Rng, n: usize, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut name: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut name);
    edges.iter().map(|&(u, v)| (name[u], name[v])).collect()
}

/// The benchmarks' cases for `tag`: every shape at the judge's N = 500 and some at N = 2000 (up to
/// M = 10⁶), each with 200 000 random queries.
pub fn tag_at_limits_and_beyond() -> Vec<Named> {
    let mut cases = tag_at_limits();
    let beyond = [
        "random",
        "skewed-200k",
        "sparse",
        "cycle",
        "random-1m",
        "skewed-1m",
        "chain-back-1m",
        "dag-1m",
        "chain-back-1m-shuffled",
        "dag-1m-shuffled",
    ];
    cases.extend(tag_cases(2000, &beyond));
    cases
}

/// The shapes of [`tag_shape`] at the judge's limits, each a worst case of its own.
pub const TAG_SHAPES: [&str; 17] = [
    "no-edges",
    "chain",
    "cycle",
    "two-way-cycle",
    "cycle-chords",
    "sparse",
    "low-degree",
    "star",
    "dense",
    "complete",
    "skewed",
    "dense-dag",
    "chain-back",
    "halves",
    "one-source",
    "one-sink",
    "self-loops",
];

/// The worst cases at the judge's limits, N = 500 unless named, each with 200 000 queries
/// (the largest output), aimed at the usual failures of a solution:
/// - every shape of [`tag_shape`] with random queries: time on sparse, dense and skewed
///   graphs; `chain`, `chain-back` and `halves` play about N rounds (a recursion that follows
///   the play goes that deep);
/// - `one-source`, `one-sink`: one vertex holds every one of the 250 000 edges, going out or
///   coming in: a 16-bit degree or move counter, a fixed-size adjacency row;
/// - `self-loops`: 250 000 self-loops, 500 on each vertex;
/// - `n2-repeated-edge`: N = 2 and 250 000 copies of the edge `1 2`: an out-degree of
///   250 000 on the smallest graph (a `u16` counter wraps at 65 536);
/// - `n1-self-loops`: N = 1, every edge a self-loop, every query `1 1`: arrays sized by N;
/// - `chain-back-one-pair`: every query on the same pair, the start and the end of the chain;
/// - `sparse-s-equals-r`: every query has `S = R`: every answer `NO`.
pub fn tag_at_limits() -> Vec<Named> {
    let mut cases = tag_cases(500, &TAG_SHAPES);
    let mut rng = Rng::new(500);
    let random_queries = |n: usize, rng: &mut Rng| -> Vec<(usize, usize)> {
        (0..200_000).map(|_| (rng.index(n), rng.index(n))).collect()
    };
    let repeated = vec![(0, 1); 250_000];
    let queries = random_queries(2, &mut rng);
    cases.push(Named::new(
        "n2-repeated-edge",
        tag_input(2, &repeated, &queries),
    ));
    let loops = vec![(0, 0); 250_000];
    let queries = vec![(0, 0); 200_000];
    cases.push(Named::new("n1-self-loops", tag_input(1, &loops, &queries)));
    let chain_back = tag_shape("chain-back", 500, &mut rng);
    let queries = vec![(0, 499); 200_000];
    let input = tag_input(500, &chain_back, &queries);
    cases.push(Named::new("n500-chain-back-one-pair", input));
    let sparse = tag_shape("sparse", 500, &mut rng);
    let queries: Vec<_> = (0..200_000)
        .map(|_| rng.index(500))
        .map(|v| (v, v))
        .collect();
    let input = tag_input(500, &sparse, &queries);
    cases.push(Named::new("n500-sparse-s-equals-r", input));
    cases
}

fn tag_cases(n: usize, shapes: &[&str]) -> Vec<Named> {
    shapes
        .iter()
        .map(|&shape| {
            let mut rng = Rng::new(n as u64);
            let edges = tag_shape(shape, n, &mut rng);
            let queries: Vec<_> = (0..200_000).map(|_| (rng.index(n), rng.index(n))).collect();
            Named::new(format!("n{n}-{shape}"), tag_input(n, &edges, &queries))
        })
        .collect()
}

/// Inputs aimed at the usual mistakes, each named by it: the smallest inputs on which planted
/// programs of `tests/hack/` fail (see `dot_aimed`), and the counters a usual solution keeps,
/// at each bound of 8 and 16 bits, signed and not:
/// - `moves-left-W-at-the-query`: Takahashi's vertex has `W` moves that do not lose (each a
///   copy of one edge), one that does, and staying loses. A counter of the moves left that
///   starts at the out-degree (with the stay or without) and loses a move as each is found
///   to lose, one at a time or all the copies of an edge at once, comes to `W` moves left:
///   0 in `log2 W` bits, so the state is called lost, though it is won;
/// - `moves-left-W-one-move-on`: the same vertex one forced move after the query's;
/// - `moves-65536-onto-aoki`: 65 536 copies of the edge onto Aoki, a counter that takes each
///   off one at a time wraps;
/// - `queries-65536-at-one-vertex`: 65 536 queries from one vertex, a count of them wraps;
/// - `queries-200000`: the most queries.
pub fn tag_aimed() -> Vec<Named> {
    // Vertices from 0, as `tag_input` takes them.
    let capped = [(0, 1), (0, 2), (1, 0), (1, 3), (2, 0), (3, 2)];
    let mut cases = vec![
        Named::new("s-equals-r", tag_input(1, &[], &[(0, 0)])),
        Named::new("capture-after-n-rounds", tag_input(4, &capped, &[(0, 3)])),
    ];
    for width in [128, 256, 32_768, 65_536] {
        for (place, one_move_on) in [("at-the-query", false), ("one-move-on", true)] {
            let name = format!("moves-left-{width}-{place}");
            cases.push(Named::new(name, tag_moves_left(width, one_move_on)));
        }
    }
    cases.extend([
        Named::new(
            "moves-65536-onto-aoki",
            tag_input(2, &[(0, 1); 65_536], &[(0, 1)]),
        ),
        Named::new(
            "queries-65536-at-one-vertex",
            tag_input(2, &[], &[&[(0, 1); 65_536][..], &[(1, 0)]].concat()),
        ),
        Named::new("queries-200000", tag_input(1, &[], &[(0, 0); 200_000])),
    ]);
    cases
}

/// A won state with `safe` moves that do not lose and one that does, where staying loses
/// (see [`tag_aimed`]). Takahashi on `t` = 1 and Aoki on `a` = 2; `a` reaches `t` and the sink
/// `x` = 3, which `t` also reaches; `safe` copies of the edge from `t` into a cycle of three,
/// round which Takahashi stays ahead of Aoki for ever. With `one_move_on`, the query starts on
/// 7, whose one edge goes to `t`, and which Aoki threatens instead of `t` (he follows onto 7,
/// and threatens `t` from there).
fn tag_moves_left(safe: usize, one_move_on: bool) -> String {
    let (t, a, x, c) = (0, 1, 2, 3);
    let mut edges = vec![(a, x), (c, c + 1), (c + 1, c + 2), (c + 2, c), (t, x)];
    edges.extend(std::iter::repeat_n((t, c), safe));
    if one_move_on {
        let start = 6;
        edges.extend([(a, start), (start, t)]);
        tag_input(7, &edges, &[(start, a)])
    } else {
        edges.push((a, t));
        tag_input(6, &edges, &[(t, a)])
    }
}

impl Generated for super::Tag {
    fn random(rng: &mut Rng, level: f64) -> String {
        tag_growing(rng, level)
    }

    fn at_limits() -> Vec<Named> {
        tag_at_limits()
    }

    fn aimed() -> Vec<Named> {
        tag_aimed()
    }
}
