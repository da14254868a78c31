// A memo of the full game that forgets who has reflected.
// From the game-solvers project's tests/hack/dot_memo.rs.

// A `dot` solution for hack mode's tests, wrong: a memoized search over the full rules, whose
// memo is keyed by the point and the player to move but not by who has reflected yet, so a
// position met again with other reflections left takes the answer of the first meeting.
//
// `tests/hack.rs` also calls [`answer`] in-process, to find by exhaustive search the smallest
// input on which it fails.

use std::collections::HashMap;
use std::io::Read;

#[allow(dead_code)]
fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    println!("{}", answer(&text));
}

struct Game {
    d: i64,
    vectors: Vec<(i64, i64)>,
    memo: HashMap<(i64, i64, usize), bool>,
}

impl Game {
    /// Whether the player to move (0 Anton, 1 Dasha) wins, with `reflected[p]` telling
    /// whether player `p` has reflected.
    fn wins(&mut self, (x, y): (i64, i64), player: usize, reflected: [bool; 2]) -> bool {
        if let Some(&known) = self.memo.get(&(x, y, player)) {
            return known;
        }
        let mut win = false;
        for i in 0..self.vectors.len() {
            let (a, b) = self.vectors[i];
            let next = (x + a, y + b);
            if next.0 * next.0 + next.1 * next.1 <= self.d * self.d
                && !self.wins(next, 1 - player, reflected)
            {
                win = true;
                break;
            }
        }
        if !win && !reflected[player] {
            let mut after = reflected;
            after[player] = true;
            win = !self.wins((y, x), 1 - player, after);
        }
        self.memo.insert((x, y, player), win);
        win
    }
}

pub fn answer(text: &str) -> &'static str {
    let v: Vec<i64> = text
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (x, y, n, d) = (v[0], v[1], v[2] as usize, v[3]);
    let vectors = (0..n).map(|i| (v[4 + 2 * i], v[5 + 2 * i])).collect();
    let mut game = Game {
        d,
        vectors,
        memo: HashMap::new(),
    };
    if game.wins((x, y), 0, [false, false]) {
        "Anton"
    } else {
        "Dasha"
    }
}
