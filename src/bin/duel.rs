//! The `duel` binary: [`game_solvers::duel`] behind the command line.

use game_solvers::{cli, duel, hack};

fn main() -> std::process::ExitCode {
    cli::main(&cli::Solver {
        name: "duel",
        output: duel::OUTPUT,
        explained: duel::EXPLAINED,
        max_input: duel::MAX_INPUT,
        judge: duel::judge,
        explain: duel::explained,
        hack: hack::run::<hack::Duel>,
    })
}
