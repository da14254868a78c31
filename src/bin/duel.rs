//! The `duel` binary: [`game_solvers::duel`] behind the command line.

fn main() -> std::process::ExitCode {
    game_solvers::cli::main::<game_solvers::duel::Duel>()
}
