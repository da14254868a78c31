// Right, but searches every line of play.
// From the game-solvers project's tests/hack/duel_brute.rs.

// A `duel` solution, right and slow: every line of play searched, with the configurations
// met so far on the line as the game's history, and no memo (a position is the whole
// history), so its time grows exponentially with the board. A problem package's
// `time_limit_exceeded` submission.

use std::collections::HashSet;
use std::io::Read;

type Cell = (i64, i64);

/// Whether the player to move wins from the pieces at `a` and `b`, with `seen` the
/// configurations met so far.
fn wins(a: Cell, b: Cell, free: &HashSet<Cell>, seen: &mut HashSet<(Cell, Cell)>) -> bool {
    let (dr, dc) = (a.0 - b.0, a.1 - b.1);
    // A piece turns a quarter either way around the other.
    let moves = [
        ((b.0 + dc, b.1 - dr), b),
        ((b.0 - dc, b.1 + dr), b),
        (a, (a.0 + dc, a.1 - dr)),
        (a, (a.0 - dc, a.1 + dr)),
    ];
    for (na, nb) in moves {
        let moved = if na != a { na } else { nb };
        if !free.contains(&moved) || seen.contains(&(na, nb)) {
            continue;
        }
        seen.insert((na, nb));
        let lost = !wins(na, nb, free, seen);
        seen.remove(&(na, nb));
        if lost {
            return true;
        }
    }
    false
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let n: i64 = tokens.next().unwrap().parse().unwrap();
    tokens.next();
    let (mut free, mut a, mut b) = (HashSet::new(), (0, 0), (0, 0));
    for r in 0..n {
        for (c, ch) in tokens.next().unwrap().bytes().enumerate() {
            let cell = (r, c as i64);
            match ch {
                b'A' => a = cell,
                b'B' => b = cell,
                b'#' => continue,
                _ => {}
            }
            free.insert(cell);
        }
    }
    // The line of play can be as long as there are configurations: a stack to match.
    let won = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || wins(a, b, &free, &mut HashSet::from([(a, b)])))
        .unwrap()
        .join()
        .unwrap();
    println!("{}", if won { "Frost_Ice" } else { "Febleaf" });
}
