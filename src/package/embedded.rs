//! What a package holds that is made from the project's source rather than computed: the
//! bundled solver, validators and checker, the planted programs, and the samples. They are
//! written into `generated/<game>/` by `tests/generated.rs` (which fails when a file there
//! differs from what the source makes now) and compiled into the binary, so that `--package`
//! runs no cargo, reads no file of the source tree, and works from wherever the binary is.

/// A game's generated files, as text compiled into the binary.
pub struct Embedded {
    /// The bundled solver: the accepted submission.
    pub solver: &'static str,
    /// The bundled validator with Kattis's exit statuses (42 and 43).
    pub validator: &'static str,
    /// The same with testlib's (0 and 3), for Polygon.
    pub validator_testlib: &'static str,
    /// Polygon's checker: tokens compared, letter case counted.
    pub checker: &'static str,
    /// `samples/<game>/`, in natural name order; none for a game without the folder.
    pub samples: &'static [Sample],
    /// Each planted program as a submission, by its name in the package.
    pub planted: &'static [(&'static str, &'static str)],
}

/// A sample: its name, input and answer.
pub struct Sample {
    pub name: &'static str,
    pub input: &'static str,
    pub answer: &'static str,
}

/// `G`'s generated files: `generated/<game>/embedded.rs`, which names each of them.
macro_rules! embedded {
    ($game:literal) => {
        include!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/generated/",
            $game,
            "/embedded.rs"
        ))
    };
}
pub(crate) use embedded;
