//! The `tag` binary: [`game_solvers::tag`] behind the command line.

use game_solvers::{cli, hack, tag};

fn main() -> std::process::ExitCode {
    cli::main(&cli::Solver {
        name: "tag",
        output: tag::OUTPUT,
        explained: tag::EXPLAINED,
        max_input: tag::MAX_INPUT,
        judge: tag::judge,
        explain: tag::explained,
        hack: hack::run::<hack::Tag>,
    })
}
