// Written by tests/generated.rs from the project's source: edit the source, then run that test.
crate::package::Embedded {
    solver: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/nim/solver.rs")),
    validator: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/nim/validator.rs")),
    validator_testlib: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/nim/validator-testlib.rs")),
    checker: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/nim/checker.rs")),
    samples: &[
    ],
    planted: &[
    ],
}
