//! # Generators: what every game's inputs are made with
//!
//! The seeded [`Rng`], the trait each game's generators implement in its own folder
//! ([`cases::Generated`], `src/<game>/generate.rs`), and `mutate`'s corruptions of a valid
//! input, made to be rejected. Every input a game's generators make is valid (the judge's
//! constraints hold); the tests draw their random small cases and the benchmarks their worst
//! cases from there.

pub mod cases;
mod rng;

pub use rng::Rng;

/// A random corruption of a valid input: a byte changed, dropped or duplicated, a token
/// inserted, or the text cut short. Used to check that bad input never panics.
pub fn mutate(rng: &mut Rng, valid: &[u8]) -> Vec<u8> {
    let mut v = valid.to_vec();
    for _ in 0..rng.range(1, 3) {
        if v.is_empty() {
            break;
        }
        let i = rng.index(v.len());
        match rng.index(6) {
            0 => v[i] = b"0123456789-+ \n.#ABx\xff"[rng.index(20)],
            1 => {
                v.remove(i);
            }
            2 => v.insert(i, v[i]),
            3 => {
                let token: &[u8] =
                    [&b" 0 "[..], b" 99999999999999999999 ", b" -1 ", b" 2000 "][rng.index(4)];
                v.splice(i..i, token.iter().copied());
            }
            4 => v.truncate(i),
            _ => v.extend_from_slice(b" 1"),
        }
    }
    v
}
