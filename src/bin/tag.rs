//! The `tag` binary: [`game_solvers::tag`] behind the command line.

fn main() -> std::process::ExitCode {
    game_solvers::cli::main::<game_solvers::tag::Tag>()
}
