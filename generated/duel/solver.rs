// duel: Codeforces gym 105267H, https://codeforces.com/gym/105267/problem/H.
// Written by `cargo run -q --example bundle -- duel` from game-solvers 0.1.0, MIT OR
// Apache-2.0.
// The contract, the model and the proof of correctness are in src/duel/mod.rs.

fn main() -> std::process::ExitCode {
	judge::main(duel::MAX_INPUT, duel::judge)
}

/// Duel: rotating pieces, no repeated configuration (Codeforces gym 105267H)
mod duel {
	pub use board::parse;

	pub use matching::{first_player_wins, max_matching};

	/// The judge's output for one input: the verdict line.
	pub fn judge(bytes: &[u8]) -> Result<Vec<u8>, String> {
		solve(bytes).map(|v| format!("{v}\n").into_bytes())
	}

	/// The answer line: whether the first player wins, in the judge's words.
	fn verdict(first_wins: bool) -> &'static str {
		if first_wins {
			"Frost_Ice"
		} else {
			"Febleaf"
		}
	}

	/// The answer line for one input.
	pub fn solve(bytes: &[u8]) -> Result<&'static str, String> {
		let board = parse(bytes)?;
		let m = max_matching(&board);
		Ok(verdict(first_player_wins(&board, &m)))
	}

	/// Longest input read: the largest supported board with CRLF line ends is under 7 MB.
	pub const MAX_INPUT: usize = 16 << 20;

	/// The board: free cells padded by a blocked ring, the grid edges between them and the
	/// moves from one to another, and the input parsed into it.
	mod board {
		use crate::bits::Bits;
		use crate::proconio::input;
		use crate::reader::{check, shown, Int, Tokens};

		/// The most cells a board may have.
		pub const MAX_CELLS: i64 = 2_000_000;

		/// The board padded by one blocked cell on each side, and the start edge.
		pub struct Board {
			pub(super) width: usize,
			pub(super) free: Vec<bool>,
			pub(super) start: Edge,
		}

		/// A grid edge between two free cells: horizontal, named by its west cell, or vertical, named
		/// by its north cell.
		#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
		pub enum Edge {
			H(u32),
			V(u32),
		}

		impl Board {
			/// The edges of the start's component, by a BFS that gives up (`None`) past `cap` edges.
			pub(super) fn small_component(&self, cap: usize) -> Option<Vec<Edge>> {
				let mut seen = Bits::new(2 * self.free.len());
				let mut first_time = |e: Edge| {
					seen.insert(match e {
						Edge::H(c) => 2 * c as usize,
						Edge::V(c) => 2 * c as usize + 1,
					})
				};
				first_time(self.start);
				let mut edges = vec![self.start];
				let mut head = 0;
				while head < edges.len() {
					if edges.len() > cap {
						return None;
					}
					let e = edges[head];
					head += 1;
					edges.extend(self.moves(e).filter(|&f| first_time(f)));
				}
				Some(edges)
			}

			/// The two cells of edge `e`.
			pub(super) fn cells(&self, e: Edge) -> [usize; 2] {
				match e {
					Edge::H(c) => [c as usize, c as usize + 1],
					Edge::V(c) => [c as usize, c as usize + self.width],
				}
			}

			/// The edges one move from `e`: perpendicular edges at either of its cells.
			pub(super) fn moves(&self, e: Edge) -> impl Iterator<Item = Edge> + '_ {
				let w = self.width as u32;
				let exists_h = move |c: u32| self.free[c as usize] && self.free[c as usize + 1];
				let exists_v = move |c: u32| self.free[c as usize] && self.free[(c + w) as usize];
				let (list, keep): ([u32; 4], fn(u32) -> Edge) = match e {
					Edge::H(c) => ([c - w, c, c + 1 - w, c + 1], Edge::V),
					Edge::V(c) => ([c - 1, c, c + w - 1, c + w], Edge::H),
				};
				list.into_iter().map(keep).filter(move |&f| match f {
					Edge::H(c) => exists_h(c),
					Edge::V(c) => exists_v(c),
				})
			}
		}

		/// Parses and validates one input: sizes first, checked, then the rows one at a time.
		pub fn parse(bytes: &[u8]) -> Result<Board, String> {
			let t = Tokens::new(bytes)?;
			let [n, m] = t.read(
				|k| ["n", "m"][k].into(),
				|t| {
					input! {
						from t, n : Int, m : Int
					}
					[n, m]
				},
			)?;
			let n = check(n, 1, MAX_CELLS, || "n".into())? as usize;
			let m = check(m, 1, MAX_CELLS, || "m".into())? as usize;
			if n * m > MAX_CELLS as usize {
				return Err(format!(
					"n·m = {} exceeds the supported {MAX_CELLS} cells",
					n * m
				));
			}
			if n * m < 2 {
				return Err("n·m = 1 leaves no room for two pieces".into());
			}
			let width = m + 2;
			let mut free = vec![false; (n + 2) * width];
			let (mut a, mut b) = (Vec::new(), Vec::new());
			t.read(
                |k| format!("row {}", k + 1),
                |t| {
                    for i in 1..=n {
                        input! {
                            from t, row : String
                        }
                        let len = row.chars().count();
                        if len != m {
                            return Err(
                                format!("row {i} has {len} characters, expected {m}"),
                            );
                        }
                        for (j, ch) in row.chars().enumerate() {
                            let cell = i * width + j + 1;
                            match ch {
                                '.' => {}
                                '#' => continue,
                                'A' => a.push(cell),
                                'B' => b.push(cell),
                                _ => {
                                    return Err(
                                        format!(
                                            "row {i}, column {}: unexpected character `{}` (expected one of .#AB)",
                                            j + 1, shown(& ch.to_string())
                                        ),
                                    );
                                }
                            }
                            free[cell] = true;
                        }
                    }
                    Ok(())
                },
            )??;
			t.finish()?;
			let (a, b) = match (a.as_slice(), b.as_slice()) {
				(&[a], &[b]) => (a, b),
				_ => {
					return Err(format!(
						"expected exactly one A and one B, found {} A and {} B",
						a.len(),
						b.len()
					));
				}
			};
			let start = if b == a + 1 || a == b + 1 {
				Edge::H(a.min(b) as u32)
			} else if b == a + width || a == b + width {
				Edge::V(a.min(b) as u32)
			} else {
				return Err("A and B are not orthogonally adjacent".into());
			};
			Ok(Board { width, free, start })
		}
	}

	/// The maximum matching read off the network after the flow: the tokens on each cell,
	/// paired in order.
	mod matching {
		use super::board::{Board, Edge};
		use super::network::{Network, EAST, NORTH, SOUTH};

		/// A maximum matching of the medial graph, read off the network after the flow: each cell's
		/// tokens, paired in order (see `Matching::tokens`). Nothing is built for it, so a board the
		/// search skips costs no pass over its edges.
		pub struct Matching {
			pub(super) net: Network,
		}

		impl Matching {
			/// The cell that holds the token of edge `e`, if `e` is in the network; for an edge outside
			/// it, one of its cells, where `mate` then finds no token.
			pub(super) fn holder(&self, e: Edge) -> usize {
				let (net, w) = (&self.net, self.net.step[SOUTH] as usize);
				match e {
					Edge::H(c) if net.out(c as usize, EAST) => c as usize,
					Edge::H(c) => c as usize + 1,
					Edge::V(c) if net.out(c as usize + w, NORTH) => c as usize,
					Edge::V(c) => c as usize + w,
				}
			}

			/// Whether some edge of the network with the orientation of `e` is unmatched: some cell
			/// holds more tokens of that orientation than of the other (`q' = h − v`).
			pub(super) fn any_unmatched(&self, e: Edge) -> bool {
				self.net
					.any_charge(if matches!(e, Edge::H(_)) { 1 } else { -1 })
			}
		}

		/// The best placement (a maximum flow); its tokens, paired cell by cell, are the matching.
		pub fn max_matching(board: &Board) -> Matching {
			let mut net = Network::new(board);
			net.greedy();
			net.push_relabel();
			Matching { net }
		}

		/// Whether the first player wins: every maximum matching covers the start. Some maximum
		/// matching leaves the start out iff the cell holding its token can be given an
		/// unmatched token of its orientation without losing a pair: for `H`, iff a surplus cell
		/// reaches it along residual arcs, for `V`, iff it reaches a deficit cell (module doc). The
		/// search goes over cells, a word each, where the explanation's alternating search goes over
		/// edges and their mates, three cells' words each. When no edge of the start's orientation is
		/// unmatched, the start is matched in every maximum matching, and nothing is searched: on an
		/// open board, whose matching is perfect, the search would reach every cell.
		pub fn first_player_wins(board: &Board, m: &Matching) -> bool {
			let (net, start) = (&m.net, board.start);
			if !m.any_unmatched(start) {
				return true;
			}
			let sign = if matches!(start, Edge::H(_)) { 1 } else { -1 };
			!net.reaches_charge(m.holder(start), sign)
		}
	}

	/// The cell network and its flow: residual arcs, charges and labels packed per cell, a
	/// greedy start and FIFO push-relabel with global relabels (module doc of `duel` for the
	/// proof and the cost).
	mod network {
		use super::board::{Board, Edge};
		use crate::bits::Bits;
		use crate::prefetch::prefetch;
		use std::collections::VecDeque;

		/// The cell network: per cell its residual arcs, its charge and its push-relabel label, in one
		/// word.
		pub(super) struct Network {
			/// Offsets to the neighbour east, south, west and north (direction `d` is bit `d`).
			pub(super) step: [isize; 4],
			/// Bit `d` (0–3): a residual arc from the cell toward direction `d`. An `H` edge carries
			/// charge west to east while its token is on the west cell, and back once moved; a `V` edge
			/// south to north while its token is on the north cell, and back once moved. Bits 4–6:
			/// the charge `q' = h_c − v_c` under the current placement, plus 2 (it lies in −2..=2, as
			/// a cell holds at most two tokens of each orientation). Bit 7: reached by the global
			/// relabel under way. Bits 8 and up: the label. One word, so that a look at a cell is one
			/// memory access.
			pub(super) cell: Vec<u32>,
			/// The cells of the start's component, when the network is built on it alone.
			pub(super) only: Option<Vec<u32>>,
		}

		/// Where the label starts in a cell's word, the bits below it, the bit that marks a cell
		/// reached by a global relabel, and a charge of 0.
		pub(super) const LABEL: u32 = 8;

		pub(super) const BELOW_LABEL: u32 = (1 << LABEL) - 1;

		pub(super) const ARCS_AND_CHARGE: u32 = 127;

		pub(super) const SEEN: u32 = 128;

		pub(super) const CHARGE_ZERO: u32 = 2 << 4;

		pub(super) const EAST: usize = 0;

		pub(super) const SOUTH: usize = 1;

		pub(super) const WEST: usize = 2;

		pub(super) const NORTH: usize = 3;

		/// The order in which the greedy start and push-relabel try a cell's arcs. It matters: east
		/// first was slower on every walled board, and east first in the greedy start alone leaves
		/// push-relabel more global relabels (`benches/README.md`, the ideas tried).
		pub(super) const ARC_ORDER: [usize; 4] = [NORTH, SOUTH, EAST, WEST];

		impl Network {
			/// The network of the start's component if it is small (a capped BFS over its edges), else
			/// of the whole board, every component at once: finding a large component costs more than
			/// solving the others alongside it, while on a board mostly of walls it is all that counts.
			pub(super) fn new(board: &Board) -> Network {
				let w = board.width;
				let cells = board.free.len();
				let mut net = Network {
					step: [1, w as isize, -1, -(w as isize)],
					cell: vec![CHARGE_ZERO; cells],
					only: None,
				};
				let mut add = |e: Edge| match e {
					Edge::H(c) => {
						net.cell[c as usize] |= 1 << EAST;
						net.add_charge(c as usize, 1);
					}
					Edge::V(c) => {
						net.cell[c as usize + w] |= 1 << NORTH;
						net.add_charge(c as usize, -1);
					}
				};
				match board.small_component(cells / 16) {
					Some(edges) => {
						let mut touched: Vec<u32> = Vec::with_capacity(2 * edges.len());
						for e in edges {
							add(e);
							touched.extend(board.cells(e).map(|c| c as u32));
						}
						touched.sort_unstable();
						touched.dedup();
						net.only = Some(touched);
					}
					None => {
						for c in w..cells - w {
							if board.free[c] && board.free[c + 1] {
								add(Edge::H(c as u32));
							}
							if board.free[c] && board.free[c + w] {
								add(Edge::V(c as u32));
							}
						}
					}
				}
				if net.only.is_none() {}
				net
			}

			/// How many cells the flow works on, and the `i`-th of them, ascending: the cells of the
			/// start's component, or every cell inside the padding.
			pub(super) fn cell_count(&self) -> usize {
				let padding = 2 * self.step[SOUTH] as usize;
				self.only
					.as_ref()
					.map_or(self.cell.len() - padding, Vec::len)
			}

			pub(super) fn nth_cell(&self, i: usize) -> usize {
				let first = self.step[SOUTH] as usize;
				self.only
					.as_ref()
					.map_or(first + i, |cells| cells[i] as usize)
			}

			/// [`Network::nth_cell`] for every cell, as its word, in one sweep.
			pub(super) fn for_each_cell(&mut self, mut f: impl FnMut(&mut u32)) {
				let Network { cell, only, .. } = self;
				match only {
					Some(cells) => cells
						.iter()
						.map(|&c| c as usize)
						.for_each(|c| f(&mut cell[c])),
					None => {
						let first = self.step[SOUTH] as usize;
						let last = cell.len() - first;
						cell[first..last].iter_mut().for_each(f);
					}
				}
			}

			/// Asks the processor for the lines of cell `c` and of its neighbours north and south (its
			/// east and west neighbours share its line or the next), so that they arrive before they
			/// are needed.
			pub(super) fn prefetch_around(&self, c: usize) {
				let south = self.step[SOUTH] as usize;
				for c in [c.wrapping_sub(south), c, c + south] {
					prefetch(&self.cell, c);
				}
			}

			pub(super) fn out(&self, c: usize, d: usize) -> bool {
				self.cell[c] >> d & 1 != 0
			}

			/// Whether a cell whose charge has the sign of `sign` is linked with `from` by residual
			/// arcs: a surplus cell (`1`) from which they lead to `from`, or a deficit cell (`-1`) to
			/// which they lead from it. A depth-first search from `from`, a bit per cell.
			pub(super) fn reaches_charge(&self, from: usize, sign: i32) -> bool {
				let mut seen = Bits::new(self.cell.len());
				seen.insert(from);
				let mut todo = vec![from];
				while let Some(c) = todo.pop() {
					if self.charge(c) * sign > 0 {
						return true;
					}
					for d in 0..4 {
						let (next, arc) = match sign {
							-1 => (self.next(c, d), self.out(c, d)),
							_ => (self.next(c, d ^ 2), self.out(self.next(c, d ^ 2), d)),
						};
						if arc && seen.insert(next) {
							todo.push(next);
						}
					}
				}
				false
			}

			/// Whether some cell's charge has the sign of `sign`: a surplus (`1`) or a deficit (`-1`).
			pub(super) fn any_charge(&self, sign: i32) -> bool {
				(0..self.cell_count()).any(|i| self.charge(self.nth_cell(i)) * sign > 0)
			}

			pub(super) fn charge(&self, c: usize) -> i32 {
				(self.cell[c] >> 4 & 7) as i32 - 2
			}

			pub(super) fn add_charge(&mut self, c: usize, units: i32) {
				self.cell[c] = self.cell[c].wrapping_add_signed(units << 4);
			}

			pub(super) fn label(&self, c: usize) -> u32 {
				self.cell[c] >> LABEL
			}

			pub(super) fn set_label(&mut self, c: usize, label: u32) {
				self.cell[c] = self.cell[c] & BELOW_LABEL | label << LABEL;
			}

			pub(super) fn next(&self, c: usize, d: usize) -> usize {
				c.wrapping_add_signed(self.step[d])
			}

			/// The residual arcs out of `c`, as (direction, neighbour).
			pub(super) fn arcs(&self, c: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
				let mask = self.cell[c];
				ARC_ORDER
					.into_iter()
					.filter(move |d| mask >> d & 1 != 0)
					.map(move |d| (d, self.next(c, d)))
			}

			/// Moves one unit of charge from `c` to its neighbour in direction `d` (moving the token of
			/// the edge between them).
			pub(super) fn push(&mut self, c: usize, d: usize) -> usize {
				let to = self.next(c, d);
				self.cell[c] &= !(1 << d);
				self.cell[to] |= 1 << (d ^ 2);
				self.add_charge(c, -1);
				self.add_charge(to, 1);
				to
			}

			/// The greedy start: from each surplus cell, a depth-first search for a deficit cell. A
			/// cell the search backs out of is dead for good (it is not entered again), so each cell
			/// dies at most once. The label bits, which push-relabel sets before it reads them, mark
			/// the cells entered (the search's number, or `DEAD`): one memory access per cell looked
			/// at, not two.
			pub(super) fn greedy(&mut self) {
				const DEAD: u32 = u32::MAX >> LABEL;
				let mut stack: Vec<(usize, usize)> = Vec::new();
				for i in 0..self.cell_count() {
					let root = self.nth_cell(i);
					if self.charge(root) <= 0 {
						continue;
					}
					let search = i as u32 + 1;
					self.set_label(root, search);
					stack.clear();
					let mut at = root;
					loop {
						let open = |&(_, c): &(usize, usize)| {
							let mark = self.label(c);
							mark != search && mark != DEAD
						};
						let next = self.arcs(at).find(open);
						match next {
							Some((d, c)) => {
								self.set_label(c, search);
								stack.push((at, d));
								at = c;
								if self.charge(c) < 0 {
									for &(from, d) in &stack {
										self.push(from, d);
									}
									break;
								}
							}
							None => {
								self.set_label(at, DEAD);
								match stack.pop() {
									Some((back, _)) => at = back,
									None => break,
								}
							}
						}
					}
				}
			}

			/// Labels every cell with its exact distance to the nearest deficit cell along residual
			/// arcs (BFS backwards from the deficits), `unreachable` where there is none.
			///
			/// It stops early, once it has taken from its queue every surplus cell not known to be
			/// stranded (label `unreachable`: such a region stays stranded, as no push enters or leaves
			/// it). Every cell nearer than the next one in the queue is labelled by then, and every
			/// cell not labelled is further, so its label may rise to one past that cell's, or keep a
			/// higher one: both are at most the distance, and the labels stay valid (`d(u) ≤ d(v) + 1`
			/// along every arc).
			pub(super) fn global_relabel(&mut self, queue: &mut Vec<u32>, unreachable: u32) {
				queue.resize(self.cell.len() + 4, 0);
				let (mut tail, mut wanted) = (0, 0);
				for i in 0..self.cell_count() {
					let c = self.nth_cell(i);
					let q = self.charge(c);
					if q < 0 {
						self.set_label(c, 0);
						self.cell[c] |= SEEN;
						queue[tail] = c as u32;
						tail += 1;
					}
					wanted += usize::from(q > 0 && self.label(c) < unreachable);
				}
				let (mut head, mut beyond) = (0, unreachable);
				while head < tail {
					let c = queue[head] as usize;
					let here = self.label(c);
					if wanted == 0 {
						beyond = here;
						break;
					}
					head += 1;
					self.prefetch_around(queue[(head + 64).min(tail)] as usize);
					wanted -= usize::from(self.charge(c) > 0);
					let next = (here + 1) << LABEL | SEEN;
					for d in 0..4 {
						let p = self.next(c, d ^ 2);
						let v = self.cell[p];
						let new = (v >> d & 1 != 0) & (v & SEEN == 0);
						self.cell[p] = if new { v & ARCS_AND_CHARGE | next } else { v };
						queue[tail] = p as u32;
						tail += usize::from(new);
					}
				}
				self.for_each_cell(|v| {
					let raised = *v & BELOW_LABEL | (*v >> LABEL).max(beyond) << LABEL;
					*v = if *v & SEEN != 0 { *v & !SEEN } else { raised };
				});
			}

			/// FIFO push-relabel from every surplus cell; stops when no surplus can reach a deficit.
			pub(super) fn push_relabel(&mut self) {
				let cells = self.cell.len();
				let unreachable = cells as u32;
				if !self.any_charge(1) {
					return;
				}
				let mut scratch = Vec::new();
				self.for_each_cell(|v| *v &= BELOW_LABEL);
				self.global_relabel(&mut scratch, unreachable);
				let mut active: VecDeque<u32> = (0..self.cell_count())
					.map(|i| self.nth_cell(i))
					.filter(|&c| self.charge(c) > 0 && self.label(c) < unreachable)
					.map(|c| c as u32)
					.collect();
				let mut since_global = 0;
				while let Some(c) = active.pop_front() {
					let c = c as usize;
					if let Some(&ahead) = active.get(8) {
						self.prefetch_around(ahead as usize);
					}
					while self.charge(c) > 0 && self.label(c) < unreachable {
						let here = self.label(c);
						let mut lowest = unreachable;
						let admissible = self.arcs(c).find(|&(_, to)| {
							let label = self.label(to);
							lowest = lowest.min(label);
							label + 1 == here
						});
						if let Some((d, _)) = admissible {
							let to = self.push(c, d);
							if self.charge(to) == 1 {
								active.push_back(to as u32);
							}
							continue;
						}
						let label = (lowest + 1).min(unreachable);
						self.set_label(c, label);
						since_global += 1;
						if since_global * 10 >= cells {
							since_global = 0;
							self.global_relabel(&mut scratch, unreachable);
						}
					}
				}
			}
		}
	}
}

/// Bitsets over `u64` words, bit `i` in word `i / 64`: a set of small numbers ([`Bits`]),
/// `n` bitsets of `n` bits each ([`Rows`], a row of `⌈n/64⌉` words per vertex), and the
/// loops over set bits.
mod bits {
	/// A set of small numbers, one bit each.
	pub(crate) struct Bits(Vec<u64>);

	impl Bits {
		pub(crate) fn new(len: usize) -> Bits {
			Bits(vec![0; len.div_ceil(64)])
		}

		/// Adds `i`; whether it was new.
		pub(crate) fn insert(&mut self, i: usize) -> bool {
			let word = &mut self.0[i / 64];
			let fresh = *word >> (i % 64) & 1 == 0;
			*word |= 1 << (i % 64);
			fresh
		}
	}
}

/// A hint to the processor: the cache line of `table[i]` is wanted soon, so that a miss
/// overlaps the work before the read.
mod prefetch {
	/// Asks for the line of `table[i]`. Any `i` will do, in bounds or not: a prefetch reads
	/// nothing.
	#[inline(always)]
	pub fn prefetch<T>(table: &[T], i: usize) {
		#[cfg(target_arch = "x86_64")]
		{
			use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};

			// SAFETY: a prefetch reads nothing and never faults, whatever the address.
			unsafe { _mm_prefetch::<_MM_HINT_T0>(table.as_ptr().wrapping_add(i).cast()) }
		}

		#[cfg(not(target_arch = "x86_64"))]
		let _ = (table, i);
	}
}

/// The reader: one judge input as proconio's `Source`, with errors that name the token
mod reader {
	use crate::proconio::source::{Readable, Source};
	use std::cell::Cell;
	use std::io::BufRead;
	use std::panic::{self, AssertUnwindSafe};
	use std::sync::Once;

	/// The whole input; `&Tokens` is proconio's `Source`. It remembers where the last token began,
	/// and whether a request found none left, so that an error can say which token it was. The
	/// source is a shared reference (the position is a `Cell`) because `input!` reads through
	/// `&mut` its source: for a `&mut Tokens` that is proconio's generic forwarding impl, which the
	/// compiler does not inline, while `&mut &Tokens` reaches this module's own, inlined code.
	pub struct Tokens<'a> {
		text: &'a str,
		/// Where scanning needs no bounds checks: below it some byte is no separator, and after
		/// that byte the text ends in a separator, so both loops of `next_token` stop in bounds.
		/// Zero when the text does not end in a separator.
		fast: usize,
		pos: Cell<usize>,
		last: Cell<usize>,
		ran_out: Cell<bool>,
	}

	const BOM: &[u8] = b"\xef\xbb\xbf";

	/// Whether `c` separates tokens: a compare, then a shift and mask; no table.
	#[inline]
	fn is_space(c: u8) -> bool {
		is_space_word(c.into())
	}

	/// [`is_space`] of a byte widened to a word, as the scanning loops hold it.
	#[inline(always)]
	fn is_space_word(c: u64) -> bool {
		const SPACES: u64 = 1 << b' ' | 1 << b'\t' | 1 << b'\n' | 1 << b'\r' | 1 << 0x0c;
		c <= u64::from(b' ') && SPACES >> c & 1 != 0
	}

	impl<'a> Tokens<'a> {
		/// The tokens of `bytes`, after a byte-order mark; an error if the rest is not UTF-8.
		pub fn new(bytes: &'a [u8]) -> Result<Self, String> {
			let body = bytes.strip_prefix(BOM).unwrap_or(bytes);
			let text = if body.is_ascii() {
				// SAFETY: ASCII is valid UTF-8.
				Ok(unsafe { std::str::from_utf8_unchecked(body) })
			} else {
				std::str::from_utf8(body)
			};
			let text = text.map_err(|e| {
				let at = e.valid_up_to();
				let bad = &body[at..(at + e.error_len().unwrap_or(1)).min(body.len())];
				let line = 1 + body[..at].iter().filter(|&&c| c == b'\n').count();
				let bad: String = bad.iter().map(|c| format!("\\x{c:02x}")).collect();
				let offset = at + bytes.len() - body.len();
				format!("input is not UTF-8: byte `{bad}` at offset {offset} (line {line})")
			})?;
			let b = text.as_bytes();
			let fast = match b.last() {
				Some(&c) if is_space(c) => {
					b.iter().rposition(|&c| !is_space(c)).map_or(0, |k| k + 1)
				}
				_ => 0,
			};
			Ok(Tokens {
				text,
				fast,
				pos: Cell::new(0),
				last: Cell::new(0),
				ran_out: Cell::new(false),
			})
		}

		/// Runs `read`, an `input!` over these tokens. A panic in it (a token missing or not
		/// parsable) is caught silently and becomes an error naming the token through `name`, which
		/// maps the token's index within this read to what it stands for.
		pub fn read<T>(
			&self,
			name: impl Fn(usize) -> String,
			read: impl FnOnce(&Self) -> T,
		) -> Result<T, String> {
			let first = self.pos.get();
			quiet_panics();
			QUIET.with(|q| q.set(true));
			let result = panic::catch_unwind(AssertUnwindSafe(|| read(self)));
			QUIET.with(|q| q.set(false));
			result.map_err(|_| {
				let before = |end: usize| {
					self.text[first..end]
						.split(|c: char| c.is_ascii() && is_space(c as u8))
						.filter(|t| !t.is_empty())
						.count()
				};
				if self.ran_out.get() {
					return format!("missing {}", name(before(self.pos.get())));
				}
				let last = self.last.get();
				let what = name(before(last));
				let end = last
					+ self.text[last..]
						.find(|c: char| c.is_ascii() && is_space(c as u8))
						.unwrap_or(self.text.len() - last);
				let tok = &self.text[last..end];
				let digits = tok.strip_prefix(['+', '-']).unwrap_or(tok);
				if !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit()) {
					let size = if tok.starts_with('-') {
						"small"
					} else {
						"large"
					};
					format!("{what} = {} is too {size}", shown(tok))
				} else {
					format!("{what}: expected an integer, found `{}`", shown(tok))
				}
			})
		}

		/// An error if any token is left.
		pub fn finish(&self) -> Result<(), String> {
			match { self }.next_token() {
				Some(tok) => Err(format!("unexpected trailing input `{}`", shown(tok))),
				None => Ok(()),
			}
		}
	}

	impl<'a> Tokens<'a> {
		/// `next_token` near the end of the text, with bounds checks.
		#[cold]
		#[inline(never)]
		fn checked_next(&self, mut i: usize) -> Option<(usize, usize, u64)> {
			let b = self.text.as_bytes();
			while i < b.len() && is_space(b[i]) {
				i += 1;
			}
			if i == b.len() {
				self.pos.set(i);
				self.ran_out.set(true);
				return None;
			}
			let start = i;
			while i < b.len() && !is_space(b[i]) {
				i += 1;
			}
			let digits = &b[start..i];
			let value = if digits.len() <= 18 && digits.iter().all(u8::is_ascii_digit) {
				digits.iter().fold(0, |v, &c| v * 10 + u64::from(c - b'0'))
			} else {
				NOT_A_NUMBER
			};
			Some((start, i, value))
		}

		/// Records the token `start..end` as handed out, with its value or `NOT_A_NUMBER`, and
		/// `next` as where the next search starts.
		#[inline(always)]
		fn hand_out(&self, start: usize, end: usize, next: usize, value: u64) -> &'a str {
			self.pos.set(next);
			self.last.set(start);
			let base = self.text.as_ptr() as usize;
			NUMBER.set((base + start, end - start, value));

			// SAFETY: both are character boundaries of the valid UTF-8 text.
			unsafe { self.text.get_unchecked(start..end) }
		}
	}

	impl Drop for Tokens<'_> {
		fn drop(&mut self) {
			NUMBER.set((0, 0, NOT_A_NUMBER));
		}
	}

	impl Source<&[u8]> for &Tokens<'_> {
		#[inline(always)]
		fn next_token(&mut self) -> Option<&str> {
			let b = self.text.as_bytes();
			let mut i = self.pos.get();
			if i >= self.fast {
				let (start, end, value) = self.checked_next(i)?;
				return Some(self.hand_out(start, end, end, value));
			}

			// SAFETY: every index read is below `b.len()` (see `fast`).
			let (start, value) = unsafe {
				let byte = |i: usize| u64::from(*b.get_unchecked(i));
				let mut c = byte(i);
				while is_space_word(c) {
					i += 1;
					c = byte(i);
				}
				let start = i;
				let mut value = 0u64;
				while c.wrapping_sub(u64::from(b'0')) <= 9 {
					value = value.wrapping_mul(10).wrapping_add(c - u64::from(b'0'));
					i += 1;
					c = byte(i);
				}
				if !is_space_word(c) {
					value = NOT_A_NUMBER;
					while !is_space(*b.get_unchecked(i)) {
						i += 1;
					}
				} else if i - start > 18 {
					value = NOT_A_NUMBER;
				}
				(start, value)
			};
			Some(self.hand_out(start, i, i + 1, value))
		}

		fn is_empty(&mut self) -> bool {
			self.text.as_bytes()[self.pos.get()..]
				.iter()
				.all(|&c| is_space(c))
		}
	}

	/// The next token, for a `Readable`: proconio's `next_token_unwrap` is not inlined, and
	/// `input!` reads through `&mut Tokens`, whose impl does not reach an override of it.
	#[inline(always)]
	fn next<R: BufRead, S: Source<R>>(source: &mut S) -> &str {
		source.next_token().expect("a token")
	}

	/// The value `next_token` found for `tok`, if `tok` is the last token a `Tokens` handed out
	/// (the same bytes: the same start in memory and length) and a plain number; else
	/// `NOT_A_NUMBER`.
	#[inline(always)]
	fn cached(tok: &str) -> u64 {
		let (start, len, value) = NUMBER.get();
		if (start == tok.as_ptr() as usize) & (len == tok.len()) {
			value
		} else {
			NOT_A_NUMBER
		}
	}

	/// An `i64` for `input!`, parsed in one pass; a token that is not an optional sign and decimal
	/// digits, or does not fit, panics (and [`Tokens::read`] names it).
	pub enum Int {}

	impl Readable for Int {
		type Output = i64;

		#[inline(always)]
		fn read<R: BufRead, S: Source<R>>(source: &mut S) -> i64 {
			let tok = next(source);
			match cached(tok) {
				NOT_A_NUMBER => parse_int(tok).expect("an integer"),
				v => v as i64,
			}
		}
	}

	/// An optional `+` or `-` and decimal digits, as Rust's `parse::<i64>` accepts them.
	#[inline]
	fn parse_int(tok: &str) -> Option<i64> {
		let b = tok.as_bytes();
		let (negative, digits) = match b.first() {
			Some(b'-') => (true, &b[1..]),
			Some(b'+') => (false, &b[1..]),
			_ => (false, b),
		};
		if digits.is_empty() {
			return None;
		}
		let mut v: i64 = 0;
		if digits.len() <= 18 {
			for &c in digits {
				let d = c.wrapping_sub(b'0');
				if d > 9 {
					return None;
				}
				v = v * 10 - i64::from(d);
			}
		} else {
			for &c in digits {
				let d = c.wrapping_sub(b'0');
				if d > 9 {
					return None;
				}
				v = v.checked_mul(10)?.checked_sub(i64::from(d))?;
			}
		}
		if negative {
			Some(v)
		} else {
			v.checked_neg()
		}
	}

	/// The value of a token that is not up to 18 plain digits (no such token reaches it).
	const NOT_A_NUMBER: u64 = u64::MAX;
	thread_local! {
		#[doc =
		" The last token handed out by a `Tokens`: where it starts in memory, its length, and, if it"]
		#[doc =
		" is up to 18 plain digits, its value (else `NOT_A_NUMBER`), so that `Int` and `U32` need"]
		#[doc =
		" not parse it again (proconio's `Readable` sees only the token's text). Cleared when a"]
		#[doc =
		" `Tokens` is dropped, so the span always lies in text that is still alive and unchanged:"]
		#[doc = " a token with that span is that token."] static NUMBER : Cell < (usize,
		usize, u64) > = const { Cell::new((0, 0, NOT_A_NUMBER)) }; #[doc =
		" Whether a panic on this thread is an expected one from `input!`, caught by `read`."]
		static QUIET : Cell < bool > = const { Cell::new(false) };
	}

	/// Installs, once, a panic hook that stays silent for the expected panics and passes every
	/// other panic to the default hook.
	fn quiet_panics() {
		static ONCE: Once = Once::new();
		ONCE.call_once(|| {
			let default = panic::take_hook();
			panic::set_hook(Box::new(move |info| {
				if !QUIET.with(Cell::get) {
					default(info)
				}
			}));
		});
	}

	/// Text from the input or the command line for an error line: cut after 20 characters (`…`),
	/// with control, white-space and format characters escaped (`\u{b}`, `\u{feff}`), so that the
	/// line stays one line and shows what would otherwise be invisible or reorder the line (U+202E).
	pub fn shown(tok: &str) -> String {
		let mut s = String::new();
		for (i, c) in tok.chars().enumerate() {
			if i == 20 {
				s.push('…');
				break;
			}
			if c.is_control() || c.is_whitespace() || is_format(c) {
				s.extend(c.escape_default());
			} else {
				s.push(c);
			}
		}
		s
	}

	/// Unicode's format characters (general category Cf): invisible, and some reorder the text.
	fn is_format(c: char) -> bool {
		const CF: [u32; 38] = [
			0xad, 0xad, 0x600, 0x605, 0x61c, 0x61c, 0x6dd, 0x6dd, 0x70f, 0x70f, 0x890, 0x891,
			0x8e2, 0x8e2, 0x180e, 0x180e, 0x200b, 0x200f, 0x202a, 0x202e, 0x2060, 0x2064, 0x2066,
			0x206f, 0xfeff, 0xfeff, 0xfff9, 0xfffb, 0x110bd, 0x110bd, 0x110cd, 0x110cd, 0x13430,
			0x1343f, 0x1d173, 0x1d17a, 0xe0001, 0xe007f,
		];
		let c = c as u32;
		CF.chunks(2).any(|r| (r[0]..=r[1]).contains(&c))
	}

	/// `v` if it lies in `lo..=hi`, else an error naming it with `what` (only then built).
	pub fn check(v: i64, lo: i64, hi: i64, what: impl FnOnce() -> String) -> Result<i64, String> {
		if (lo..=hi).contains(&v) {
			Ok(v)
		} else {
			Err(format!("{} = {v} is out of range [{lo}, {hi}]", what()))
		}
	}
}

/// The judge's `main`: the whole of standard input in, the answer out
mod judge {
	use std::io::{self, Read, Write};
	use std::process::ExitCode;

	/// A game's answer to a whole input: the bytes to print, or what is wrong with the input.
	pub type Answer = fn(&[u8]) -> Result<Vec<u8>, String>;

	/// Runs `answer` on standard input, read up to `limit` bytes, and prints the result.
	pub fn main(limit: usize, answer: Answer) -> ExitCode {
		finish(
			read_all(io::stdin().lock(), limit)
				.and_then(|input| answer(&input))
				.and_then(|out| write_out(&out)),
		)
	}

	/// All of `from`, or an error once it passes `limit` bytes (having read one byte more).
	pub fn read_all(from: impl Read, limit: usize) -> Result<Vec<u8>, String> {
		let mut input = Vec::new();
		from.take(limit as u64 + 1)
			.read_to_end(&mut input)
			.map_err(|e| format!("cannot read input: {e}"))?;
		if input.len() > limit {
			return Err(format!(
				"input is longer than {limit} bytes, more than any valid input"
			));
		}
		Ok(input)
	}

	/// Writes `bytes` to standard output and flushes it.
	pub fn write_out(bytes: &[u8]) -> Result<(), String> {
		let mut out = io::stdout().lock();
		out.write_all(bytes)
			.and_then(|()| out.flush())
			.map_err(|e| format!("cannot write output: {e}"))
	}

	/// Exit status 0, or 2 after one `error:` line on stderr; a stderr that cannot take the line
	/// changes nothing but the line.
	pub fn finish(result: Result<(), String>) -> ExitCode {
		match result {
			Ok(()) => ExitCode::SUCCESS,
			Err(message) => {
				let _ = writeln!(io::stderr().lock(), "error: {message}");
				ExitCode::from(2)
			}
		}
	}
}

// proconio 0.5.0 (https://github.com/statiolake/proconio-rs), as far as `input! { from … }` needs it.
// Copyright 2019 statiolake <statiolake@gmail.com>
//
// Licensed under the Apache License, Version 2.0 <LICENSE-APACHE or
// http://www.apache.org/licenses/LICENSE-2.0> or the MIT license <LICENSE-MIT or
// http://opensource.org/licenses/MIT>, at your option. This file may not be copied, modified, or
// distributed except according to those terms.
#[allow(dead_code)]
mod proconio {
	/// Defines whitespace-splitted token stream wrapping actual stream like stdin.
	pub mod source {
		use std::any::type_name;
		use std::fmt::Debug;
		use std::io::BufRead;
		use std::str::FromStr;

		pub trait Source<R: BufRead> {
			fn next_token(&mut self) -> Option<&str>;

			#[allow(clippy::wrong_self_convention)]
			fn is_empty(&mut self) -> bool;

			fn next_token_unwrap(&mut self) -> &str {
				self.next_token().expect(concat!(
					"failed to get the next token; ",
					"maybe reader reached an end of input. ",
					"ensure that arguments for `input!` macro is correctly ",
					"specified to match the problem input."
				))
			}
		}

		impl<R: BufRead, S: Source<R>> Source<R> for &'_ mut S {
			fn next_token(&mut self) -> Option<&str> {
				(*self).next_token()
			}

			fn is_empty(&mut self) -> bool {
				(*self).is_empty()
			}
		}

		pub trait Readable {
			type Output;

			fn read<R: BufRead, S: Source<R>>(source: &mut S) -> Self::Output;
		}

		impl<T: FromStr> Readable for T
		where
			T::Err: Debug,
		{
			type Output = T;

			fn read<R: BufRead, S: Source<R>>(source: &mut S) -> T {
				let token = source.next_token_unwrap();
				match token.parse() {
					Ok(v) => v,
					Err(e) => {
						panic!(
							concat!(
								"failed to parse the input `{input}` ",
								"to the value of type `{ty}`: {err:?}; ",
								"ensure that the input format is collectly specified ",
								"and that the input value must handle specified type.",
							),
							input = token,
							ty = type_name::<T>(),
							err = e,
						)
					}
				}
			}
		}
	}

	pub use crate::proconio::source::Readable as __Readable;

	macro_rules! input {
        (@ from[$source:expr] @ rest) => {};
        (@ from[$source:expr] @ rest mut $($rest:tt)*) => {
            $crate::proconio::input! { @ from[$source] @ mut [mut] @ rest $($rest)* }
        };
        (@ from[$source:expr] @ rest $($rest:tt)*) => {
            $crate::proconio::input! { @ from[$source] @ mut [] @ rest $($rest)* }
        };
        (@ from[$source:expr] @ mut [$($mut:tt)?] @ rest $var:tt : $($rest:tt)*) => {
            $crate::proconio::input! { @ from[$source] @ mut [$($mut)*] @ var $var @
            kind[] @ rest $($rest)* }
        };
        (
            @ from[$source:expr] @ mut [$($mut:tt)?] @ var $var:tt @ kind[$($kind:tt)*] @
            rest
        ) => {
            let $($mut)* $var = $crate::proconio::read_value!(@ source[$source] @
            kind[$($kind)*]);
        };
        (
            @ from[$source:expr] @ mut [$($mut:tt)?] @ var $var:tt @ kind[$($kind:tt)*] @
            rest, $($rest:tt)*
        ) => {
            $crate::proconio::input!(@ from[$source] @ mut [$($mut)*] @ var $var @
            kind[$($kind)*] @ rest); $crate::proconio::input!(@ from[$source] @ rest
            $($rest)*);
        };
        (
            @ from[$source:expr] @ mut [$($mut:tt)?] @ var $var:tt @ kind[] @
            rest[$($tt:tt)*] $($rest:tt)*
        ) => {
            $crate::proconio::input!(@ from[$source] @ mut [$($mut)*] @ var $var @
            kind[[$($tt)*]] @ rest $($rest)*);
        };
        (
            @ from[$source:expr] @ mut [$($mut:tt)?] @ var $var:tt @ kind[] @
            rest($($tt:tt)*) $($rest:tt)*
        ) => {
            $crate::proconio::input!(@ from[$source] @ mut [$($mut)*] @ var $var @
            kind[($($tt)*)] @ rest $($rest)*);
        };
        (
            @ from[$source:expr] @ mut [$($mut:tt)?] @ var $var:tt @ kind[] @ rest
            $ty:ty, $($rest:tt)*
        ) => {
            $crate::proconio::input!(@ from[$source] @ mut [$($mut)*] @ var $var @
            kind[$ty] @ rest, $($rest)*);
        };
        (
            @ from[$source:expr] @ mut [$($mut:tt)?] @ var $var:tt @ kind[] @ rest $ty:ty
        ) => {
            $crate::proconio::input!(@ from[$source] @ mut [$($mut)*] @ var $var @
            kind[$ty] @ rest);
        };
        (from $source:expr, $($rest:tt)*) => {
            #[allow(unused_variables, unused_mut)] let mut s = $source;
            $crate::proconio::input! { @ from[& mut s] @ rest $($rest)* }
        };
    }

	macro_rules! read_value {
        (@ source[$source:expr] @ kind[[$($kind:tt)*]]) => {
            $crate::proconio::read_value!(@ array @ source[$source] @ kind[] @ rest
            $($kind)*)
        };
        (@ array @ source[$source:expr] @ kind[$($kind:tt)*] @ rest) => {
            { let len = < usize as $crate::proconio::__Readable >::read($source);
            $crate::proconio::read_value!(@ source[$source] @ kind[[$($kind)*; len]]) }
        };
        (@ array @ source[$source:expr] @ kind[$($kind:tt)*] @ rest; $($rest:tt)*) => {
            $crate::proconio::read_value!(@ array @ source[$source] @ kind[$($kind)*] @
            len[$($rest)*])
        };
        (
            @ array @ source[$source:expr] @ kind[$($kind:tt)*] @ rest $tt:tt
            $($rest:tt)*
        ) => {
            $crate::proconio::read_value!(@ array @ source[$source] @ kind[$($kind)* $tt]
            @ rest $($rest)*)
        };
        (@ array @ source[$source:expr] @ kind[$($kind:tt)*] @ len[$($len:tt)*]) => {
            { let len = $($len)*; (0..len).map(| _ | $crate::proconio::read_value!(@
            source[$source] @ kind[$($kind)*])).collect::< Vec < _ >> () }
        };
        (@ source[$source:expr] @ kind[($($kinds:tt)*)]) => {
            $crate::proconio::read_value!(@ tuple @ source[$source] @ kinds[] @ current[]
            @ rest $($kinds)*)
        };
        (
            @ tuple @ source[$source:expr] @ kinds[$([$($kind:tt)*])*] @ current[] @ rest
        ) => {
            ($($crate::proconio::read_value!(@ source[$source] @ kind[$($kind)*]),)*)
        };
        (
            @ tuple @ source[$source:expr] @ kinds[$($kinds:tt)*] @ current[$($curr:tt)*]
            @ rest
        ) => {
            $crate::proconio::read_value!(@ tuple @ source[$source] @ kinds[$($kinds)*
            [$($curr)*]] @ current[] @ rest)
        };
        (
            @ tuple @ source[$source:expr] @ kinds[$($kinds:tt)*] @ current[$($curr:tt)*]
            @ rest, $($rest:tt)*
        ) => {
            $crate::proconio::read_value!(@ tuple @ source[$source] @ kinds[$($kinds)*
            [$($curr)*]] @ current[] @ rest $($rest)*)
        };
        (
            @ tuple @ source[$source:expr] @ kinds[$($kinds:tt)*] @ current[$($curr:tt)*]
            @ rest $tt:tt $($rest:tt)*
        ) => {
            $crate::proconio::read_value!(@ tuple @ source[$source] @ kinds[$($kinds)*] @
            current[$($curr)* $tt] @ rest $($rest)*)
        };
        (@ source[$source:expr] @ kind[$kind:ty]) => {
            <$kind as $crate::proconio::__Readable >::read($source)
        };
        (from $source:expr, $($rest:tt)*) => {
            { #[allow(unused_variables, unused_mut)] let mut s = $source;
            $crate::proconio::read_value!(@ source[& mut s] @ kind[$($rest)*]) }
        };
    }

	pub(crate) use input;

	pub(crate) use read_value;
}
