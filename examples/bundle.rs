//! Writes one game as a single file for any judge: `cargo run -q --example bundle -- dot`;
//! with `--validator` (Kattis's exit statuses) or `--validator-testlib` (Polygon's), the
//! game's input validator instead, or with `--checker` the checker of its Polygon package.
//! The work is in the workspace's `bundle` crate, which the tests use too.

use game_solvers_bundle as bundler;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.as_slice() {
        [name] => bundler::bundle(name),
        [kind, name] if kind == "--validator" => bundler::validator(name, false),
        [kind, name] if kind == "--validator-testlib" => bundler::validator(name, true),
        [kind, name] if kind == "--checker" => bundler::checker(name),
        _ => Err(
            "usage: cargo run -q --example bundle -- [--validator | --validator-testlib | --checker] \
                  <dot|tag|duel>"
                .into(),
        ),
    };
    match result {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
