//! The `dot` binary: [`game_solvers::dot`] behind the command line.

use game_solvers::{cli, dot, hack};

fn main() -> std::process::ExitCode {
    cli::main(&cli::Solver {
        name: "dot",
        output: dot::OUTPUT,
        explained: dot::EXPLAINED,
        max_input: dot::MAX_INPUT,
        judge: dot::judge,
        explain: dot::explained,
        hack: hack::run::<hack::Dot>,
    })
}
