//! `dot --explain`: the verdict, then the optimal line of the game without reflections (which
//! decides the winner, see the module doc): the winner wins as fast as possible, the loser
//! resists as long as possible, from the table of values shared with `--play`. A judge never
//! runs it.

use super::position::{Position, parse};
use super::table::{Table, length};

/// The verdict line, then the lines of [`explain`].
pub fn explained(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let game = parse(bytes)?;
    // The table of values decides the verdict too, so the judge path's table is not needed.
    let (anton, lines) = explanation(&game);
    let mut text = format!("{}\n", if anton { "Anton" } else { "Dasha" });
    for line in lines {
        text.push_str(&line);
        text.push('\n');
    }
    Ok(text.into_bytes())
}

/// `--explain`: the lines after the verdict.
pub fn explain(game: &Position) -> Vec<String> {
    explanation(game).1
}

/// Whether the first player wins, and the lines of [`explain`].
fn explanation(game: &Position) -> (bool, Vec<String>) {
    let table = Table::without_reflections(game.clone());
    let moves = |x: i64, y: i64| {
        let all = game.vectors.iter().enumerate();
        all.map(move |(i, &(vx, vy))| (i, (x + vx, y + vy)))
            .filter(|&(_, p)| table.inside(p))
    };
    let names = ["Anton", "Dasha"];
    let (mut x, mut y) = game.start;
    let anton = table.key(game.start) > 0;
    let winner = match anton {
        true => "Anton answers a reflection with his own",
        false => "Dasha answers a reflection with her own",
    };
    let mut lines = vec![format!(
        "Reflections never change the winner: {winner} at once. The line below is the game \
         without them, which decides it."
    )];
    let mut turn = 0;
    // The winner moves to a lost point with the fewest moves left, the loser to the point with
    // the most: the least key either way; then the first vector.
    while let Some((i, (a, b))) = moves(x, y).min_by_key(|&(i, q)| (table.key(q), i)) {
        let (vx, vy) = game.vectors[i];
        lines.push(format!(
            "{}. {} adds vector {} ({vx}, {vy}): ({x}, {y}) -> ({a}, {b})",
            lines.len(),
            names[turn],
            i + 1
        ));
        (x, y, turn) = (a, b, 1 - turn);
    }
    // The table's own count, which the line just followed must match: the moves that stay
    // inside, without the last one out of the circle.
    let length = length(table.key(game.start)).abs() - 1;
    let plural = if length == 1 { "" } else { "s" };
    lines.push(format!(
        "The line has {length} move{plural} in the game without reflections: {} at ({x}, {y}) has \
         no move that stays inside the circle.",
        names[turn]
    ));
    (anton, lines)
}
