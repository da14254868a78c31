// tag: pursuit on a directed graph, many queries (not published; the rules are in
// README.md).
// Written by `cargo run -q --example bundle -- tag` from game-solvers 0.1.0, MIT OR
// Apache-2.0.
// The contract, the model and the proof of correctness are in src/tag/mod.rs.
// Simple items' docs left out to fit 47 KiB.

fn main() -> std::process::ExitCode {
	judge::main(tag::MAX_INPUT, tag::judge)
}

/// Tag: pursuit on a directed graph, many queries
mod tag {
	pub use graph::Graph;

	use crate::reader::Tokens;
	use input::{read_count, read_graph, vertex_pairs, Answers, MAX_Q, QUERY};
	pub use outcome::Outcome;
	use rounds::settle;
	use watch::Sweeps;

	pub fn judge(bytes: &[u8]) -> Result<Vec<u8>, String> {
		let t = Tokens::new(bytes)?;
		let graph = read_graph(&t)?;
		let outcome = solve(&graph);
		let q = read_count(&t, "Q", 1, MAX_Q)?;
		let mut out = Answers::new(q as usize);
		vertex_pairs(&t, q, graph.n, QUERY, |s, r| out.push(&outcome, s, r))?;
		t.finish()?;
		Ok(out.into_bytes())
	}

	pub fn solve(g: &Graph) -> Outcome {
		settle(g, None, &mut Sweeps)
	}

	pub const MAX_INPUT: usize = 64 << 20;

	/// The graph: deduplicated adjacency without self-loops, as lists both ways and as bitsets
	/// of closed in-neighbourhoods.
	mod graph {
		use crate::bits::{for_each_one, Rows};

		pub struct Graph {
			pub n: usize,
			pub(super) out: Csr,
			pub(super) inn: Csr,
			pub(super) reach_in: Rows,
			pub(super) reach_words: Vec<u64>,
		}

		pub(super) struct Csr {
			pub(super) start: Vec<u32>,
			pub(super) list: Vec<u32>,
		}

		impl Csr {
			pub(super) fn from_rows(n: usize, rows: &Rows, skip_diagonal: bool) -> Csr {
				let mut start = Vec::with_capacity(n + 1);
				let mut list = Vec::new();
				start.push(0);
				for v in 0..n {
					for_each_one(rows.row(v), |u| {
						if !(skip_diagonal && u == v) {
							list.push(u as u32);
						}
					});
					start.push(list.len() as u32);
				}
				Csr { start, list }
			}

			pub(super) fn of(&self, v: usize) -> &[u32] {
				&self.list[self.start[v] as usize..self.start[v + 1] as usize]
			}
		}

		impl Graph {
			pub fn build<E>(
				n: usize,
				add: impl FnOnce(&mut dyn FnMut(u32, u32)) -> Result<(), E>,
			) -> Result<Graph, E> {
				let mut succ = Rows::new(n);
				let mut reach_in = Rows::new(n);
				add(&mut |u, v| {
					if u != v {
						succ.set(u as usize, v as usize);
						reach_in.set(v as usize, u as usize);
					}
				})?;
				for v in 0..n {
					reach_in.set(v, v);
				}
				let reach_words = (0..n)
					.map(|v| {
						let words = reach_in.row(v).iter().enumerate();
						words.fold(0, |m, (k, &x)| m | u64::from(x != 0) << k)
					})
					.collect();
				Ok(Graph {
					n,
					out: Csr::from_rows(n, &succ, false),
					inn: Csr::from_rows(n, &reach_in, true),
					reach_in,
					reach_words,
				})
			}

			pub(super) fn post_order(&self) -> Vec<u32> {
				let (n, Csr { start, list }) = (self.n, &self.out);
				let mut seen = vec![false; n];
				let mut order = Vec::with_capacity(n);
				let mut path: Vec<(u32, u32)> = Vec::new();
				for root in 0..n {
					if !std::mem::replace(&mut seen[root], true) {
						path.push((root as u32, start[root]));
					}
					while let Some((v, next)) = path.last_mut() {
						if *next == start[*v as usize + 1] {
							order.push(*v);
							path.pop();
						} else {
							let u = list[*next as usize] as usize;
							*next += 1;
							if !std::mem::replace(&mut seen[u], true) {
								path.push((u as u32, start[u]));
							}
						}
					}
				}
				order
			}

			pub(super) fn renamed(&self, pos: &[u32]) -> Graph {
				let Ok(graph) = Graph::build(self.n, |add| {
					for u in 0..self.n {
						for &v in self.successors(u) {
							add(pos[u], pos[v as usize]);
						}
					}
					Ok::<(), std::convert::Infallible>(())
				});
				graph
			}

			pub fn successors(&self, u: usize) -> &[u32] {
				self.out.of(u)
			}

			pub fn predecessors(&self, v: usize) -> &[u32] {
				self.inn.of(v)
			}

			pub(super) fn moves_from(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
				closed(v, self.successors(v))
			}

			pub(super) fn moves_onto(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
				closed(v, self.predecessors(v))
			}
		}

		fn closed(v: usize, list: &[u32]) -> impl Iterator<Item = usize> + '_ {
			std::iter::once(v).chain(list.iter().map(|&u| u as usize))
		}
	}

	/// What a solve leaves: which states with Takahashi to move are caught, as the search that
	/// finished holds them.
	mod outcome {
		use crate::bits::Rows;

		pub enum Outcome {
			ByEscaper(Rows),
			ByChaser(Rows),
		}

		impl Outcome {
			pub fn escapes(&self, s: usize, r: usize) -> bool {
				match self {
					Outcome::ByEscaper(rows) => !rows.get(s, r),
					Outcome::ByChaser(rows) => !rows.get(r, s),
				}
			}
		}
	}

	/// The judge input as the game reads it: counts and vertex pairs checked as they are read,
	/// and the answer lines.
	mod input {
		use super::graph::Graph;
		use super::outcome::Outcome;
		use crate::proconio::input;
		use crate::reader::{check, Int, Tokens, U32};

		pub(super) const MAX_N: i64 = 2000;

		pub(super) const MAX_M: i64 = 1_000_000;

		pub(super) const MAX_Q: i64 = 1_000_000;

		const _: () = assert!(MAX_N <= 64 * 64);

		pub(super) const EDGE: [&str; 2] = ["u of edge", "v of edge"];

		pub(super) const QUERY: [&str; 2] = ["S of query", "R of query"];

		pub(super) fn read_graph(t: &Tokens) -> Result<Graph, String> {
			let n = read_count(t, "N", 1, MAX_N)? as usize;
			let m = read_count(t, "M", 0, MAX_M)?;
			Graph::build(n, |add| vertex_pairs(t, m, n, EDGE, add))
		}

		pub(super) fn read_count(t: &Tokens, name: &str, lo: i64, hi: i64) -> Result<i64, String> {
			let v = t.read(
				|_| name.into(),
				|t| {
					input! {
						from t, v : Int
					}
					v
				},
			)?;
			check(v, lo, hi, || name.into())
		}

		pub(super) fn vertex_pairs(
			t: &Tokens,
			count: i64,
			n: usize,
			names: [&str; 2],
			mut each: impl FnMut(u32, u32),
		) -> Result<(), String> {
			let name = |k: usize| format!("{} {}", names[k % 2], k / 2 + 1);
			t.read(name, |t| {
				for i in 0..count as usize {
					input! {
						from t, a : U32, b : U32
					}
					let (a0, b0) = (a.wrapping_sub(1), b.wrapping_sub(1));
					if a0.max(b0) as usize >= n {
						let (k, v) = if a0 as usize >= n {
							(2 * i, a)
						} else {
							(2 * i + 1, b)
						};
						return Err(check(v.into(), 1, n as i64, || name(k)).unwrap_err());
					}
					each(a0, b0);
				}
				Ok(())
			})?
		}

		pub(super) struct Answers {
			pub(super) text: Vec<u8>,
			pub(super) end: usize,
		}

		impl Answers {
			pub(super) fn new(queries: usize) -> Answers {
				Answers {
					text: vec![0; 4 * queries],
					end: 0,
				}
			}

			pub(super) fn push(&mut self, outcome: &Outcome, s: u32, r: u32) {
				const LINES: [[u8; 4]; 2] = [*b"NO\n\n", *b"YES\n"];
				let escapes = (s != r) & outcome.escapes(s as usize, r as usize);
				self.text[self.end..self.end + 4].copy_from_slice(&LINES[usize::from(escapes)]);
				self.end += 3 + usize::from(escapes);
			}

			pub(super) fn into_bytes(mut self) -> Vec<u8> {
				self.text.truncate(self.end);
				self.text
			}
		}
	}

	/// The word-parallel rounds, by rows and by columns, and the hand-over to a search
	/// (`settle`): the rules, the cost rule and the proof are in the module doc of `tag`.
	mod rounds {
		use super::counter::counter_search;
		use super::graph::Graph;
		use super::outcome::Outcome;
		use super::watch::{watch_search, Mode};
		use crate::bits::{for_each_bit, for_each_one, ones, valid, Rows};

		const ROUND_WORDS_PER_STATE: u64 = 1;

		const RENAME_FROM: usize = 1000;

		/// Below this many moves per vertex on average (staying included), the counter search
		/// finishes what the rounds leave, else the watch search.
		const SPARSE: usize = 4;

		/// How many words a round may AND per decrement it saves the counter search (a word is one
		/// AND on consecutive memory, a decrement a read-modify-write at a scattered address).
		const WORDS_PER_DECREMENT: usize = 8;

		const SETUP_WORDS_PER_STATE: usize = 2;

		/// The caught states with Takahashi to move (row `s`, bit `r`), told to `mode` as they are
		/// caught. The rounds are layers of the fixed point (round `k` catches the states caught in
		/// `k` rounds of play), and so are the watch search's in layers, which takes over in the
		/// layer where the rounds stopped. The rounds hand over by the cost rule (the module doc of
		/// `tag`), or after `split` rounds where the tests split the work.
		pub(super) fn settle<M: Mode>(g: &Graph, split: Option<usize>, mode: &mut M) -> Outcome {
			let n = g.n;
			let mut st = Rounds::new(g);
			let counters = !M::LAYERS && n + g.out.list.len() < SPARSE * n;
			let budget = ROUND_WORDS_PER_STATE * (n * n * st.taka.w) as u64;
			let mut debt = (SETUP_WORDS_PER_STATE * n * n) as u64;
			let (mut rounds, mut spent) = (0, 0);
			loop {
				let words = st.aoki_rule(mode) as u64;
				spent += words;
				if st.grown.is_empty() {
					mode.settled(st.aoki);
					return Outcome::ByEscaper(st.taka);
				}
				let by_rows = st
					.grown
					.iter()
					.map(|&(s, _)| st.in_cost[s as usize])
					.sum::<usize>();
				let by_rows = by_rows.min(n + g.out.list.len()) * st.taka.w;
				let by_columns = st.column_cost(by_rows);
				let next = by_rows.min(by_columns) as u64;
				let decrements: usize = st
					.grown
					.iter()
					.map(|&(s, gained)| gained as usize * (1 + g.predecessors(s as usize).len()))
					.sum();
				debt += (WORDS_PER_DECREMENT * decrements) as u64;
				let hand_over = match split {
					Some(k) => rounds >= k,
					None if counters => {
						next > (WORDS_PER_DECREMENT * decrements) as u64 && spent + next > debt
					}
					None => spent + next > budget,
				};
				if hand_over {
					let (mut taka, mut aoki) = (st.taka, st.aoki);
					if counters {
						return counter_search(g, &taka, aoki);
					}
					let (layer, order) = (st.round as u32, g.post_order());
					if n < RENAME_FROM {
						watch_search(g, (&mut taka, &mut aoki), layer, &order, mode);
						mode.settled(aoki);
						return Outcome::ByEscaper(taka);
					}
					let mut pos = vec![0; n];
					for (v, &u) in order.iter().enumerate() {
						pos[u as usize] = v as u32;
					}
					let (mut taka, mut aoki) = (taka.renamed(&pos), aoki.renamed(&pos));
					let mut inner = std::mem::take(mode).renamed(&pos);
					let (h, sweep) = (g.renamed(&pos), (0..n as u32).collect::<Vec<_>>());
					watch_search(&h, (&mut taka, &mut aoki), layer, &sweep, &mut inner);
					inner.settled(aoki);
					*mode = inner.renamed(&order);
					return Outcome::ByEscaper(taka.renamed(&order));
				}
				rounds += 1;
				spent += next;
				if by_rows <= by_columns {
					st.taka_rule_by_rows();
				} else {
					st.taka_rule_by_columns();
				}
			}
		}

		struct Rounds<'g> {
			g: &'g Graph,
			taka: Rows,
			aoki: Rows,
			fresh: Rows,
			pending: Vec<u32>,
			grown: Vec<(u32, u32)>,
			columns: Vec<u64>,
			in_cost: Vec<usize>,
			stamp: Vec<usize>,
			round: usize,
			before: Vec<u64>,
			column: [Vec<u64>; 3],
		}

		impl<'g> Rounds<'g> {
			fn new(g: &'g Graph) -> Self {
				let n = g.n;
				let w = n.div_ceil(64);
				let mut st = Rounds {
					g,
					taka: Rows::new(n),
					aoki: Rows::new(n),
					fresh: Rows::new(n),
					pending: (0..n as u32).collect(),
					grown: Vec::new(),
					columns: vec![0; w],
					in_cost: (0..n)
						.map(|s| g.moves_onto(s).map(|p| 1 + g.successors(p).len()).sum())
						.collect(),
					stamp: vec![usize::MAX; n],
					round: 0,
					before: vec![0; w],
					column: [vec![0; w], vec![0; w], vec![0; w]],
				};
				for s in 0..n {
					st.taka.set(s, s);
					st.fresh.set(s, s);
				}
				st
			}

			fn aoki_rule<M: Mode>(&mut self, mode: &mut M) -> usize {
				self.round += 1;
				self.grown.clear();
				self.columns.fill(0);
				let k = self.round as u32;
				let mut words = 0;
				for i in 0..self.pending.len() {
					let s = self.pending[i] as usize;
					if M::LAYERS {
						for_each_one(self.fresh.row(s), |r| mode.caught(s, r, k - 1));
					}
					self.before.copy_from_slice(self.aoki.row(s));
					words += aoki_round(self.g, &self.taka, &mut self.aoki, &mut self.fresh, s);
					let mut gained = 0;
					for ((c, &b), &a) in self
						.columns
						.iter_mut()
						.zip(&self.before)
						.zip(self.aoki.row(s))
					{
						*c |= a & !b;
						gained += (a & !b).count_ones();
					}
					if gained > 0 {
						self.grown.push((s as u32, gained));
					}
				}
				self.pending.clear();
				words
			}

			fn taka_rule_by_rows(&mut self) {
				let g = self.g;
				for i in 0..self.grown.len() {
					let s = self.grown[i].0;
					for &p in std::iter::once(&s).chain(g.predecessors(s as usize)) {
						let p = p as usize;
						if self.stamp[p] != self.round {
							self.stamp[p] = self.round;
							if taka_round(g, &self.aoki, &mut self.taka, &mut self.fresh, p) {
								self.pending.push(p as u32);
							}
						}
					}
				}
			}

			fn read_column(rows: &Rows, n: usize, r: usize, out: &mut [u64]) {
				out.fill(0);
				for s in 0..n {
					out[s / 64] |= u64::from(rows.get(s, r)) << (s % 64);
				}
			}

			fn column_cost(&mut self, limit: usize) -> usize {
				let n = self.g.n;
				let mut cost = 2 * n * ones(&self.columns);
				for_each_one(&self.columns.clone(), |r| {
					if cost < limit {
						Self::read_column(&self.aoki, n, r, &mut self.column[0]);
						cost += (n - ones(&self.column[0])) * self.taka.w;
					}
				});
				if cost < limit {
					cost
				} else {
					usize::MAX
				}
			}

			fn taka_rule_by_columns(&mut self) {
				let n = self.g.n;
				let columns = std::mem::take(&mut self.columns);
				for_each_one(&columns, |r| {
					let [caught_a, caught_t, union] = &mut self.column;
					Self::read_column(&self.aoki, n, r, caught_a);
					Self::read_column(&self.taka, n, r, caught_t);
					union.fill(0);
					let open = caught_a.iter().enumerate().map(|(k, &a)| !a & valid(n, k));
					for_each_bit(open, |q| {
						for (u, &b) in union.iter_mut().zip(self.g.reach_in.row(q)) {
							*u |= b;
						}
					});
					let words = union.iter().zip(caught_t.iter()).enumerate();
					let new = words.map(|(k, (&u, &t))| !u & !t & valid(n, k));
					for_each_bit(new, |p| {
						self.taka.set(p, r);
						self.fresh.set(p, r);
						if self.stamp[p] != self.round {
							self.stamp[p] = self.round;
							self.pending.push(p as u32);
						}
					});
				});
				self.columns = columns;
			}
		}

		fn aoki_round(
			g: &Graph,
			taka: &Rows,
			aoki: &mut Rows,
			fresh: &mut Rows,
			s: usize,
		) -> usize {
			let w = aoki.w;
			let new = ones(fresh.row(s));
			let open = g.n - ones(aoki.row(s));
			let mut words = 3 * w;
			if new <= open {
				let row = &mut aoki.bits[s * w..(s + 1) * w];
				for_each_one(fresh.row(s), |r| {
					for (a, &b) in row.iter_mut().zip(g.reach_in.row(r)) {
						*a |= b;
					}
				});
				words += new * w;
			} else {
				let t = taka.row(s);
				let in_t = |q: usize| t[q / 64] >> (q % 64) & 1 != 0;
				for r in 0..g.n {
					if !aoki.get(s, r) {
						let out = g.successors(r);
						if out.iter().any(|&q| in_t(q as usize)) {
							aoki.set(s, r);
						}
						words += 1 + out.len();
					}
				}
			}
			fresh.row_mut(s).fill(0);
			words
		}

		fn taka_round(g: &Graph, aoki: &Rows, taka: &mut Rows, fresh: &mut Rows, s: usize) -> bool {
			let w = taka.w;
			let row = &mut fresh.bits[s * w..(s + 1) * w];
			for ((f, &a), &t) in row.iter_mut().zip(aoki.row(s)).zip(taka.row(s)) {
				*f = a & !t;
			}
			for &q in g.successors(s) {
				let mut any = 0;
				for (f, &a) in row.iter_mut().zip(aoki.row(q as usize)) {
					*f &= a;
					any |= *f;
				}
				if any == 0 {
					return false;
				}
			}
			let mut grew = false;
			for (t, &f) in taka.row_mut(s).iter_mut().zip(row.iter()) {
				*t |= f;
				grew |= f != 0;
			}
			grew
		}
	}

	/// The watch search: each open state watches one open move and scans on a word at a time
	/// when it closes, `O(N³/64)` words whatever `M` is.
	mod watch {
		use super::aoki::aoki_gains;
		use super::graph::Graph;
		use super::moves::Moves;
		use crate::bits::{for_each_bit, for_each_one, open_words, span, valid, Rows};

		/// How the rounds and the watch search go, and what they tell as they catch states: the
		/// judge's [`Sweeps`] tell nothing; the explanation's layers record the round of every state.
		pub(super) trait Mode: Default {
			/// Whether states are caught in layers of the fixed point, one round of play each (the
			/// rounds are; the watch search then goes by layers too, and no counter search runs).
			const LAYERS: bool;

			/// `T(s, r)` is caught in `round`.
			fn caught(&mut self, s: usize, r: usize, round: u32);

			/// The caught states with Aoki to move (row `s`, bit `r`), once all are caught: taken, so
			/// that a mode that keeps them costs no copy.
			fn settled(&mut self, aoki: Rows);

			/// The same record with vertex `v` renamed `pos[v]` (taken, so that its memory goes).
			fn renamed(self, pos: &[u32]) -> Self;

			/// The scan order, each vertex's place, chosen before the first watcher from the caught
			/// `A` states (row `s`, bit `r`) of the `n` vertices at the hand-over.
			fn places(&mut self, aoki: &Rows, n: usize) -> Vec<usize>;

			/// The open move that `T(·, r)` with `moves` watches next in `closed` (its column of `A`,
			/// in scan order): from scan place `low` on (`low` is 0, or one past the place of the move
			/// that just closed).
			fn open_move(
				&self,
				moves: Moves<'_>,
				closed: &[u64],
				r: usize,
				low: usize,
			) -> Option<u16>;

			/// The waiting states, from round `first` on: in sweeps over the columns in `sweep`
			/// order, or in layers.
			fn finish(search: &mut Watch<'_, Self>, first: u32, sweep: &[u32]);
		}

		#[derive(Default)]
		pub(super) struct Sweeps;

		impl Mode for Sweeps {
			const LAYERS: bool = false;

			fn caught(&mut self, _: usize, _: usize, _: u32) {}

			fn settled(&mut self, _: Rows) {}

			fn renamed(self, _: &[u32]) -> Sweeps {
				self
			}

			fn places(&mut self, _: &Rows, n: usize) -> Vec<usize> {
				scan_order(n)
			}

			#[inline(always)]
			fn open_move(
				&self,
				moves: Moves<'_>,
				closed: &[u64],
				_: usize,
				low: usize,
			) -> Option<u16> {
				moves.first_open(closed, low)
			}

			fn finish(search: &mut Watch<'_, Sweeps>, _: u32, sweep: &[u32]) {
				search.sweeps(sweep);
			}
		}

		pub(super) fn watch_search<M: Mode>(
			g: &Graph,
			(taka, aoki): (&mut Rows, &mut Rows),
			first: u32,
			sweep: &[u32],
			mode: &mut M,
		) {
			let mut search = Watch::new(g, taka, aoki, mode);
			let n = g.n;
			let mut caught_by_r = Rows::new(n);
			for p in 0..n {
				for_each_one(search.taka.row(p), |r| caught_by_r.set(r, p));
			}
			for r in 0..n {
				let free = caught_by_r.row(r).iter().enumerate();
				for_each_bit(free.map(|(k, &x)| !x & valid(n, k)), |p| {
					search.watch(p as u16, r, 0, first)
				});
			}
			M::finish(&mut search, first + 1, sweep);
		}

		pub(super) struct Watch<'a, M> {
			g: &'a Graph,
			taka: &'a mut Rows,
			aoki: &'a mut Rows,
			mode: &'a mut M,
			place: Vec<usize>,
			vertex_at: Vec<u16>,
			moves: Rows,
			list: Vec<u32>,
			places: Vec<u16>,
			move_words: Vec<u64>,
			open_by_r: Vec<u64>,
			aoki_by_r: Rows,
			open: Vec<u64>,
			lists_of: Vec<u16>,
			waiting: Waiting,
		}

		const NONE: u16 = u16::MAX;

		impl<'a, M: Mode> Watch<'a, M> {
			fn new(g: &'a Graph, taka: &'a mut Rows, aoki: &'a mut Rows, mode: &'a mut M) -> Self {
				let (n, w) = (g.n, taka.w);
				let place = mode.places(aoki, n);
				let mut vertex_at = vec![0; n];
				for (v, &k) in place.iter().enumerate() {
					vertex_at[k] = v as u16;
				}
				let mut moves = Rows::new(n);
				let mut aoki_by_r = Rows::new(n);
				let mut list = vec![0u32];
				let mut places: Vec<u16> = Vec::new();
				let mut move_words = Vec::with_capacity(n);
				for p in 0..n {
					let from = places.len();
					places.extend(g.moves_from(p).map(|q| place[q] as u16));
					for &k in &places[from..] {
						moves.set(p, k as usize);
					}
					move_words.push(places[from..].iter().fold(0, |m, &k| m | 1 << (k / 64)));
					if places.len() - from >= w {
						places.truncate(from);
					} else {
						places[from..].sort_unstable();
					}
					list.push(places.len() as u32);
					for_each_one(aoki.row(p), |r| aoki_by_r.set(r, place[p]));
				}
				let open = open_words(aoki, n);
				let open_by_r = open_words(&aoki_by_r, n);
				Watch {
					g,
					taka,
					aoki,
					mode,
					place,
					vertex_at,
					moves,
					list,
					places,
					move_words,
					open_by_r,
					aoki_by_r,
					open,
					lists_of: vec![NONE; 2 * n * n],
					waiting: Waiting::new(n),
				}
			}

			#[inline(always)]
			fn watch(&mut self, p: u16, r: usize, low: usize, round: u32) {
				let (n, pu) = (self.g.n, p as usize);
				let moves = self.moves(pu, r);
				match self.mode.open_move(moves, self.aoki_by_r.row(r), r, low) {
					Some(q) => {
						let (head, link) = (2 * r * n + q as usize, 2 * r * n + n + pu);
						self.lists_of[link] = self.lists_of[head];
						self.lists_of[head] = p;
					}
					None => self.caught(pu, r, round),
				}
			}

			#[inline(always)]
			fn moves(&self, p: usize, r: usize) -> Moves<'_> {
				let (first, end) = if M::LAYERS {
					span(self.move_words[p] & self.open_by_r[r])
				} else {
					(0, self.moves.w)
				};
				Moves {
					row: &self.moves.row(p)[..end],
					first,
					list: &self.places[self.list[p] as usize..self.list[p + 1] as usize],
					vertex_at: &self.vertex_at,
				}
			}

			fn caught(&mut self, p: usize, r: usize, round: u32) {
				self.taka.set(p, r);
				self.mode.caught(p, r, round);
				let waiting = &mut self.waiting;
				let open = &mut self.open[p];
				aoki_gains(self.g, self.aoki, (p, r), open, |q| waiting.push(q, p));
			}

			fn sweeps(&mut self, order: &[u32]) {
				let (mut order, mut batch) = (order.to_vec(), Vec::new());
				loop {
					let mut any = false;
					for &r in &order {
						let r = r as usize;
						if !self.waiting.states[r].is_empty() {
							any = true;
							std::mem::swap(&mut batch, &mut self.waiting.states[r]);
							self.release(r, &batch, 0);
							batch.clear();
						}
					}
					if !any {
						return;
					}
					self.waiting.columns.clear();
					order.reverse();
				}
			}

			fn release(&mut self, r: usize, states: &[u16], round: u32) {
				let n = self.g.n;
				for &s in states {
					let at = self.place[s as usize];
					self.aoki_by_r.set(r, at);
					if self.aoki_by_r.row(r)[at / 64] == valid(n, at / 64) {
						self.open_by_r[r] &= !(1 << (at / 64));
					}
				}
				for &s in states {
					let low = self.place[s as usize] + 1;
					let mut p = std::mem::replace(&mut self.lists_of[2 * r * n + s as usize], NONE);
					while p != NONE {
						let after = self.lists_of[2 * r * n + n + p as usize];
						self.watch(p, r, low, round);
						p = after;
					}
				}
			}
		}

		struct Waiting {
			states: Vec<Vec<u16>>,
			columns: Vec<u16>,
		}

		impl Waiting {
			fn new(n: usize) -> Waiting {
				Waiting {
					states: vec![Vec::new(); n],
					columns: Vec::new(),
				}
			}

			fn push(&mut self, r: usize, s: usize) {
				if self.states[r].is_empty() {
					self.columns.push(r as u16);
				}
				self.states[r].push(s as u16);
			}
		}

		fn scan_order(n: usize) -> Vec<usize> {
			let mut place: Vec<usize> = (0..n).collect();
			let mut x = 0x9e37_79b9_7f4a_7c15u64;
			for i in (1..n).rev() {
				x ^= x << 13;
				x ^= x >> 7;
				x ^= x << 17;
				place.swap(i, (x % (i as u64 + 1)) as usize);
			}
			place
		}
	}

	/// The counter search: retrograde analysis with a counter per state of Takahashi's moves
	/// that are not yet known to lose, `O(N·(N + M))` scalar steps.
	mod counter {
		use super::aoki::aoki_gains;
		use super::graph::Graph;
		use super::outcome::Outcome;
		use crate::bits::{for_each_one, open_words, Rows};

		pub(super) fn counter_search(g: &Graph, taka: &Rows, mut aoki: Rows) -> Outcome {
			let n = g.n;
			let mut left = vec![0u16; n * n];
			let moves: Vec<u16> = (0..n).map(|s| 1 + g.successors(s).len() as u16).collect();
			for r in 0..n {
				left[r * n..(r + 1) * n].copy_from_slice(&moves);
			}
			let mut caught_a: Vec<u32> = Vec::new();
			for s in 0..n {
				for_each_one(taka.row(s), |r| left[r * n + s] = 0);
				for_each_one(aoki.row(s), |r| caught_a.push((s * n + r) as u32));
			}
			let mut caught_t: Vec<u32> = Vec::new();
			let mut open = open_words(&aoki, n);
			loop {
				if let Some(a) = caught_a.pop() {
					let (s, r) = (a as usize / n, a as usize % n);
					let row = &mut left[r * n..(r + 1) * n];
					for p in g.moves_onto(s) {
						let c = &mut row[p];
						if *c != 0 {
							*c -= 1;
							if *c == 0 {
								caught_t.push((r * n + p) as u32);
							}
						}
					}
				} else if let Some(t) = caught_t.pop() {
					let (r, s) = (t as usize / n, t as usize % n);
					let open = &mut open[s];
					aoki_gains(g, &mut aoki, (s, r), open, |q| {
						caught_a.push((s * n + q) as u32)
					});
				} else {
					break;
				}
			}
			let mut caught = Rows::new(n);
			for r in 0..n {
				let row = &left[r * n..(r + 1) * n];
				for (k, word) in caught.row_mut(r).iter_mut().enumerate() {
					let chunk = &row[k * 64..row.len().min(k * 64 + 64)];
					*word = chunk
						.iter()
						.enumerate()
						.fold(0, |acc, (i, &c)| acc | u64::from(c == 0) << i);
				}
			}
			Outcome::ByChaser(caught)
		}
	}

	/// Aoki's gains: the Aoki rule for one caught state with Takahashi to move, as both
	/// searches apply it.
	mod aoki {
		use super::graph::Graph;
		use crate::bits::{valid, Rows};

		pub(super) fn aoki_gains(
			g: &Graph,
			aoki: &mut Rows,
			(s, r): (usize, usize),
			open: &mut u64,
			mut each: impl FnMut(usize),
		) {
			let w = aoki.w;
			let before = g.predecessors(r).len();
			if before < w {
				for q in g.moves_onto(r) {
					if !aoki.get(s, q) {
						aoki.set(s, q);
						each(q);
					}
				}
				return;
			}
			let row = &mut aoki.bits[s * w..(s + 1) * w];
			let reach = g.reach_in.row(r);
			let mut look = *open & g.reach_words[r];
			while look != 0 {
				let k = look.trailing_zeros() as usize;
				look &= look - 1;
				let mut new = reach[k] & !row[k];
				if new != 0 {
					row[k] |= new;
				}
				if row[k] == valid(g.n, k) {
					*open &= !(1 << k);
				}
				while new != 0 {
					each(k * 64 + new.trailing_zeros() as usize);
					new &= new - 1;
				}
			}
		}
	}

	/// A vertex's moves, as the watch search scans them.
	mod moves {
		#[derive(Clone, Copy)]
		pub(super) struct Moves<'a> {
			pub(super) row: &'a [u64],
			pub(super) first: usize,
			pub(super) list: &'a [u16],
			pub(super) vertex_at: &'a [u16],
		}

		impl Moves<'_> {
			#[inline(always)]
			pub(super) fn first_open(&self, closed: &[u64], from: usize) -> Option<u16> {
				let (row, list, vertex_at) = (self.row, self.list, self.vertex_at);
				if !list.is_empty() {
					let at = list.partition_point(|&k| (k as usize) < from);
					let open = list[at..]
						.iter()
						.position(|&k| closed[k as usize / 64] >> (k % 64) & 1 == 0);
					return open.map(|i| vertex_at[list[at + i] as usize]);
				}
				let start = (from / 64).max(self.first).min(row.len());
				let (row, closed) = (&row[start..], &closed[start..row.len()]);
				let found = |k: usize, x: u64| {
					Some(vertex_at[(start + k) * 64 + x.trailing_zeros() as usize])
				};
				let (&m, &c) = row.first().zip(closed.first())?;
				if m & !c != 0 {
					return found(0, m & !c);
				}
				let (rows, closeds) = (row[1..].chunks_exact(4), closed[1..].chunks_exact(4));
				let tail = row.len() - rows.remainder().len();
				for (i, (m, c)) in rows.zip(closeds).enumerate() {
					let x = [m[0] & !c[0], m[1] & !c[1], m[2] & !c[2], m[3] & !c[3]];
					if x[0] | x[1] | x[2] | x[3] != 0 {
						let j = x.iter().position(|&x| x != 0).unwrap_or(0);
						return found(1 + 4 * i + j, x[j]);
					}
				}
				for k in tail..row.len() {
					let x = row[k] & !closed[k];
					if x != 0 {
						return found(k, x);
					}
				}
				None
			}
		}
	}
}

/// Bitsets over `u64` words, bit `i` in word `i / 64`: a set of small numbers ([`Bits`]),
/// `n` bitsets of `n` bits each ([`Rows`], a row of `⌈n/64⌉` words per vertex), and the
/// loops over set bits.
mod bits {
	#[derive(Default)]
	pub struct Rows {
		pub(crate) w: usize,
		pub(crate) bits: Vec<u64>,
	}

	impl Rows {
		pub(crate) fn new(n: usize) -> Rows {
			let w = n.div_ceil(64);
			Rows {
				w,
				bits: vec![0; n * w],
			}
		}

		pub(crate) fn row(&self, i: usize) -> &[u64] {
			&self.bits[i * self.w..(i + 1) * self.w]
		}

		pub(crate) fn row_mut(&mut self, i: usize) -> &mut [u64] {
			&mut self.bits[i * self.w..(i + 1) * self.w]
		}

		pub(crate) fn get(&self, i: usize, j: usize) -> bool {
			self.bits[i * self.w + j / 64] >> (j % 64) & 1 != 0
		}

		pub(crate) fn set(&mut self, i: usize, j: usize) {
			self.bits[i * self.w + j / 64] |= 1 << (j % 64);
		}

		pub(crate) fn renamed(&self, pos: &[u32]) -> Rows {
			let mut out = Rows::new(pos.len());
			for (i, &to) in pos.iter().enumerate() {
				for_each_one(self.row(i), |j| out.set(to as usize, pos[j] as usize));
			}
			out
		}
	}

	pub(crate) fn ones(row: &[u64]) -> usize {
		row.iter().map(|x| x.count_ones() as usize).sum()
	}

	pub(crate) fn for_each_one(row: &[u64], f: impl FnMut(usize)) {
		for_each_bit(row.iter().copied(), f);
	}

	pub(crate) fn for_each_bit(words: impl Iterator<Item = u64>, mut f: impl FnMut(usize)) {
		for (k, mut x) in words.enumerate() {
			while x != 0 {
				f(k * 64 + x.trailing_zeros() as usize);
				x &= x - 1;
			}
		}
	}

	pub(crate) fn valid(n: usize, k: usize) -> u64 {
		if (k + 1) * 64 <= n {
			!0
		} else {
			(1u64 << (n % 64)) - 1
		}
	}

	pub(crate) fn open_words(rows: &Rows, n: usize) -> Vec<u64> {
		(0..n)
			.map(|s| {
				let words = rows.row(s).iter().enumerate();
				words.fold(0, |m, (k, &x)| m | u64::from(x != valid(n, k)) << k)
			})
			.collect()
	}

	pub(crate) fn span(words: u64) -> (usize, usize) {
		match words {
			0 => (0, 0),
			_ => (
				words.trailing_zeros() as usize,
				64 - words.leading_zeros() as usize,
			),
		}
	}
}

/// The reader: one judge input as proconio's `Source`, with errors that name the token
mod reader {
	use crate::proconio::source::{Readable, Source};
	use std::cell::Cell;
	use std::io::BufRead;
	use std::panic::{self, AssertUnwindSafe};
	use std::sync::Once;

	pub struct Tokens<'a> {
		text: &'a str,
		fast: usize,
		pos: Cell<usize>,
		last: Cell<usize>,
		ran_out: Cell<bool>,
	}

	const BOM: &[u8] = b"\xef\xbb\xbf";

	#[inline]
	fn is_space(c: u8) -> bool {
		is_space_word(c.into())
	}

	#[inline(always)]
	fn is_space_word(c: u64) -> bool {
		const SPACES: u64 = 1 << b' ' | 1 << b'\t' | 1 << b'\n' | 1 << b'\r' | 1 << 0x0c;
		c <= u64::from(b' ') && SPACES >> c & 1 != 0
	}

	impl<'a> Tokens<'a> {
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

		pub fn finish(&self) -> Result<(), String> {
			match { self }.next_token() {
				Some(tok) => Err(format!("unexpected trailing input `{}`", shown(tok))),
				None => Ok(()),
			}
		}
	}

	impl<'a> Tokens<'a> {
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

	#[inline(always)]
	fn next<R: BufRead, S: Source<R>>(source: &mut S) -> &str {
		source.next_token().expect("a token")
	}

	#[inline(always)]
	fn cached(tok: &str) -> u64 {
		let (start, len, value) = NUMBER.get();
		if (start == tok.as_ptr() as usize) & (len == tok.len()) {
			value
		} else {
			NOT_A_NUMBER
		}
	}

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

	pub enum U32 {}

	impl Readable for U32 {
		type Output = u32;

		#[inline(always)]
		fn read<R: BufRead, S: Source<R>>(source: &mut S) -> u32 {
			let tok = next(source);
			match u32::try_from(cached(tok)) {
				Ok(v) => v,
				Err(_) => parse_int(tok)
					.and_then(|v| u32::try_from(v).ok())
					.expect("a u32"),
			}
		}
	}

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

	pub type Answer = fn(&[u8]) -> Result<Vec<u8>, String>;

	pub fn main(limit: usize, answer: Answer) -> ExitCode {
		finish(
			read_all(io::stdin().lock(), limit)
				.and_then(|input| answer(&input))
				.and_then(|out| write_out(&out)),
		)
	}

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

	pub fn write_out(bytes: &[u8]) -> Result<(), String> {
		let mut out = io::stdout().lock();
		out.write_all(bytes)
			.and_then(|()| out.flush())
			.map_err(|e| format!("cannot write output: {e}"))
	}

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
