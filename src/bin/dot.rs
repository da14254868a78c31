//! The `dot` binary: [`game_solvers::dot`] behind the command line.

fn main() -> std::process::ExitCode {
    game_solvers::cli::main::<game_solvers::dot::Dot>()
}
