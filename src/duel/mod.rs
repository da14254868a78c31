//! # Duel: rotating pieces, no repeated configuration (Codeforces gym 105267H)
//!
//! Pieces `A` and `B` stand on orthogonally adjacent free cells of an `n × m` board (`#` is
//! blocked). A configuration is the ordered pair (cell of `A`, cell of `B`). A move rotates one
//! piece by 90° either way around the other; its destination must be a free cell on the board,
//! and the new configuration must not have occurred before in the game (the start counts).
//! A player with no legal move loses. The verdict is `Frost_Ice` if the first player wins,
//! else `Febleaf` ([`judge`]); the explained answer adds the winning first move, or every first
//! move with its winning reply, then the whole game with the board drawn ([`explain`]); the
//! analysis board (`--play`) gives every move's value.
//!
//! Input: `n m`, then `n` rows of `m` characters from `.#AB`, exactly one `A` and one `B`,
//! adjacent. Judge limits: `1 <= n, m <= 5000`, `2 <= n·m <= 10 000`. Supported beyond: any
//! `n`, `m` with `n·m <= 2 000 000`. Anything else is an error naming what is wrong.
//!
//! ## Why not a DP over configurations
//! A configuration may never repeat, so the outcome depends on the history, and a DP that labels
//! configurations won or lost (e.g. in reverse BFS order) is wrong: on the 2 × 2 board `AB`/`..`
//! the eight configurations form two 4-cycles, the game lasts exactly 3 moves and the first
//! player wins, while that DP says he loses.
//!
//! ## The model: Undirected Vertex Geography
//! Every move can be undone by the opposite rotation, so configurations and moves form an
//! undirected graph; the game moves a token along it without revisiting a vertex. Theorem
//! (UVG): the player to move from `v` wins iff every maximum matching covers `v`. (If some
//! maximum matching `M` misses `v`, every move of the first player goes to a vertex matched in
//! `M` (else `M` would grow by that edge), and the second player answers along `M`; otherwise
//! the first player moves along any maximum matching, and a second-player escape would give an
//! alternating path that frees `v`.)
//!
//! ## The component is the medial graph of the board
//! A rotation moves one piece diagonally, so each piece keeps its checkerboard colour all game.
//! Hence in the start's component a configuration is fixed by its unordered grid edge `{A, B}`
//! (`A` is the end of `A`'s colour), and two configurations are one move apart iff their edges
//! share a cell and are perpendicular (the piece on the shared cell stays, the other turns by
//! 90° around it onto a free cell). Every move turns the edge between horizontal and vertical,
//! so the graph is bipartite: horizontal edges `H` against vertical edges `V`. Neighbours are
//! constant offsets on the padded board; an edge is named by its west or north cell.
//!
//! ## A maximum matching is a flow on cells
//! Put each edge (a *token*) on one of its two cells. At a cell any `H` token and any `V` token
//! are adjacent, so a placement with `h_c` and `v_c` tokens at cell `c` yields a matching of
//! `Σ min(h_c, v_c)`; conversely a matching places each matched pair on the cell its two edges
//! share. So `ν = max over placements of (|H| + |V| − Σ_c |q_c|) / 2` with `q_c = h_c − v_c`.
//!
//! Start with every `H` token on its west cell and every `V` token on its north cell: `q_c` is
//! `[east edge exists] − [south edge exists]` ∈ {−1, 0, 1}. Moving a token to its other cell
//! carries one unit of `q` along its edge (`H`: west to east, `V`: south to north), each edge
//! at most once: a placement is a 0/1 flow `f` on these unit arcs, with `q' = q − div f`.
//!
//! *A maximum flow from the +1 cells to the −1 cells (each a source or sink of one unit) gives
//! the best placement.* Such a flow of value `F` lowers `Σ|q|` by exactly `2F`. For any `f`,
//! decompose it into cycles and unit paths, with `|div_c f|` paths starting or ending at each
//! cell. `|q'_c| ≥ |q_c| + |div_c|` unless `div_c` has the sign of `q_c ≠ 0`, in which case
//! `|q'_c| ≥ |q_c| − 2 + |div_c|`; call those cells *reduced*. Summing, the gain
//! `Σ|q| − Σ|q'| ≤ 2·(#reduced − #paths)`. Let each reduced cell pick one of its paths: at
//! least `#reduced − #paths` paths are picked at both ends, and those run from distinct +1
//! cells to distinct −1 cells on disjoint arcs, a flow, so their number is at most `F*`.
//!
//! ## Algorithm
//! 1. The cell network of the start's component, found by a BFS over its edges that gives up
//!    past `cells / 16` edges; then the whole board instead (every component at once, with no
//!    discovery: a large component costs more to single out than the rest costs to solve).
//! 2. Maximum flow: a greedy start (a depth-first search from each +1 cell to the first −1
//!    cell it meets; a cell a search backs out of is dead for good), then, if any surplus is
//!    left (none on open ground), FIFO push-relabel, trying vertical arcs first (`ARC_ORDER`),
//!    with a global relabel (BFS from the unmet −1 cells) at the start and after every
//!    `cells / 10` relabels; it stops once it has reached every surplus cell not known to be
//!    stranded. Both queues prefetch the cells they will reach next: the board's words do not
//!    fit in the caches. Excess that can reach no −1 cell stays where it is: any 0/1 flow
//!    is a placement, and a maximum preflow absorbs `F*` units, so the placement is optimal
//!    all the same. Augmenting-path methods are not robust here: on open ground with a few
//!    walls their paths cross the board, and a careful C++ Hopcroft–Karp on the same medial
//!    graph (`benches/cpp/duel.cpp`) takes far longer on large boards (`benches/README.md`).
//! 3. The tokens at each cell, paired in order, are a maximum matching, read off the network
//!    where it is asked for (no pass builds it). The verdict needs no matching, only a search
//!    over cells: *some maximum matching misses a horizontal start `s` iff a surplus cell
//!    reaches the cell `a` holding its token along residual arcs* (for a vertical start: iff
//!    `a` reaches a deficit cell; signs and arcs reverse). Let `R` be the cells that surplus
//!    cells reach; `R` has no deficit (the flow is maximum). If `a ∈ R`, one unit pushed along
//!    a path from a surplus cell to `a` keeps `Σ|q|` and `s`'s token on `a` (the arc along `s`
//!    leaves `a`), and `a` then holds more `H` tokens than `V` ones: a pairing can leave `s`
//!    out. Conversely, a maximum matching without `s` is a placement (each pair on its shared
//!    cell, `s` on a cell `a'` with no unmatched `V` token, which would pair with it) with a
//!    surplus at `a'`. No residual arc leaves `R`, so placements differ from ours only by
//!    charge entering `R`, and each unit entering raises `Σ|q|` by 2; an optimal one moves no
//!    token across the boundary of `R` and has no surplus outside it, so `a' ∈ R`, and `a ∈ R`
//!    too. When no edge of the start's orientation is unmatched at all (an open board's
//!    perfect matching), the start is matched in every maximum matching, and nothing is
//!    searched. On a loss the explanation, which needs a matching without `s`, searches
//!    alternating paths from the start's mate `w` too: an augmenting path for `M − sw` in
//!    `G − s` must end at `w`.
//!
//! ## The whole game, and the analysis board
//! Both read the theorem off one maximum matching of the configurations not yet visited
//! (`remaining.rs`): the solver's, with the pairs that changed kept on top. The winner moves
//! to its configuration's mate; the pair leaves the matching, and what is left stays maximum
//! without the winner's configuration, which every maximum matching covered. A move's value is
//! one alternating search (is the configuration moved to left out of some maximum matching of
//! the rest?), and any move the user makes is followed by at most one augmenting search. The
//! loser has only losing moves; the longest resistance against the winner's answers is a
//! longest-path problem, so the whole line (`line.rs`) takes the move that lasts longest as far
//! as a search of a fixed number of replies sees. The board drawing is `picture.rs`, the
//! analysis board `play.rs`. `src/tests/duel/` replays both against the full-history oracle.
//!
//! Cost: `O(n·m)` for the network, the greedy start and the final search; FIFO
//! push-relabel is `O(V³)` in the worst case on `V ≈ n·m` cells, far less in practice.
//! Whole-process times and peak memory on every benchmark board, beside a careful C++
//! solution's, are in `benches/README.md` (`cargo bench --bench worst -- duel`): the walled
//! boards of 10⁶ cells and more are the slow ones, where the flow grows faster than the
//! board. `--explain` adds `O(1)` a winning move and a bounded search a losing one, and on a
//! loss one alternating search. `src/tests/duel/` guards the flow's
//! work on a 1000 × 1000 board.
//!
//! Input is read with proconio's `input!` from the reader's `Tokens` over the whole input
//! (`crate::reader`); ranges are checked after reading.

mod board;
#[cfg(not(judge))]
mod explain;
#[cfg(not(judge))]
pub mod generate;
#[cfg(not(judge))]
mod hunt;
#[cfg(not(judge))]
mod line;
mod matching;
mod network;
#[cfg(not(judge))]
mod package;
#[cfg(not(judge))]
mod picture;
#[cfg(not(judge))]
mod play;
#[cfg(not(judge))]
mod remaining;
#[cfg(not(judge))]
mod shrink;
mod validate;
pub use validate::validate;
#[cfg(not(judge))]
pub use validate::{JUDGE_CELLS, JUDGE_SIDE};
#[cfg(test)]
pub(crate) mod testing;
pub use board::parse;
#[cfg(not(judge))]
pub use board::{Board, Edge, MAX_CELLS};
#[cfg(not(judge))]
pub use explain::explain;
#[cfg(not(judge))]
pub use matching::Matching;
pub use matching::{first_player_wins, max_matching};

/// The answer line: whether the first player wins, in the judge's words.
fn verdict(first_wins: bool) -> &'static str {
    if first_wins { "Frost_Ice" } else { "Febleaf" }
}

/// The answer line for one input.
pub fn solve(bytes: &[u8]) -> Result<&'static str, String> {
    let board = parse(bytes)?;
    let m = max_matching(&board);
    Ok(verdict(first_player_wins(&board, &m)))
}

/// The items and modules of the judge's path whose documentation a bundle keeps whatever its
/// size: the core of the solution, read by the bundler.
#[cfg(not(judge))]
pub const BUNDLE_KEEPS_DOCS: &[&str] = &["network"];

/// Longest input read: the largest supported board with CRLF line ends is under 7 MB.
pub const MAX_INPUT: usize = 16 << 20;

/// The judge's output for one input: the verdict line.
pub fn judge(bytes: &[u8]) -> Result<Vec<u8>, String> {
    solve(bytes).map(|v| format!("{v}\n").into_bytes())
}

/// The verdict line, then the lines of [`explain`].
pub fn explained(bytes: &[u8]) -> Result<Vec<u8>, String> {
    explained_with(bytes, false)
}

/// [`explained`] with the board drawn after every move (`--explain --board`).
pub fn explained_with_boards(bytes: &[u8]) -> Result<Vec<u8>, String> {
    explained_with(bytes, true)
}

fn explained_with(bytes: &[u8], boards: bool) -> Result<Vec<u8>, String> {
    let board = parse(bytes)?;
    let m = max_matching(&board);
    let (first_wins, lines) = explain(board, m, boards);
    let mut text = format!("{}\n", verdict(first_wins));
    for line in lines {
        text.push_str(&line);
        text.push('\n');
    }
    Ok(text.into_bytes())
}

/// `duel` for the command line and hack mode.
pub struct Duel;

impl crate::game::Game for Duel {
    const NAME: &'static str = "duel";
    const PROBLEM: &'static str =
        "Codeforces gym 105267H, https://codeforces.com/gym/105267/problem/H";
    const OUTPUT: &'static str = "Frost_Ice if the first player wins, else Febleaf.";
    const EXPLAINED: &'static str = "then, on a win, the winning first move; on a loss, every first move \
                             with the reply that wins against it (or that the first player has \
                             no move); then the theorem behind it; then the whole game as numbered \
                             moves (the winner along a maximum matching, the loser resisting), \
                             with the board at the start and at the end: `#` blocked, `.` free, \
                             `A`/`B` the pieces, `a`/`b` the cells each has left. A move reads \
                             `A at (row R, column C) clockwise around B at (row R, column C) to \
                             (row R, column C)`, rows and columns from 1, clockwise as seen on the \
                             page.";
    const MAX_INPUT: usize = MAX_INPUT;
    const PLATFORM: &'static crate::platform::Platform = &crate::platform::CODEFORCES;
    const TIME_LIMIT_MS: u64 = 2000;
    const MEMORY_MIB: u64 = 256;
    const JUDGE: crate::judge::Answer = judge;
    const VALIDATE: crate::validate::Validate = validate;
    const EXPLAIN: crate::judge::Answer = explained;
    const BOARDS: Option<crate::judge::Answer> = Some(explained_with_boards);
    const PLAY: crate::play::Open = play::open;
    const SAMPLE: &'static str = include_str!("../../samples/duel/sample-1.in");
}
