// Written by tests/generated.rs from the project's source: edit the source, then run that test.
crate::package::Embedded {
    solver: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/tag/solver.rs")),
    validator: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/tag/validator.rs")),
    validator_testlib: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/tag/validator-testlib.rs")),
    checker: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/tag/checker.rs")),
    samples: &[
        crate::package::Sample {
            name: "sample-1",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-1.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-1.out")),
        },
        crate::package::Sample {
            name: "sample-2",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-2.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-2.out")),
        },
        crate::package::Sample {
            name: "sample-3",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-3.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-3.out")),
        },
        crate::package::Sample {
            name: "sample-4",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-4.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-4.out")),
        },
        crate::package::Sample {
            name: "sample-5",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-5.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-5.out")),
        },
        crate::package::Sample {
            name: "sample-6",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-6.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-6.out")),
        },
        crate::package::Sample {
            name: "sample-7",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-7.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/tag/sample-7.out")),
        },
    ],
    planted: &[
        ("same", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/tag/submissions/same.rs"))),
        ("capped", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/tag/submissions/capped.rs"))),
        ("u16", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/tag/submissions/u16.rs"))),
        ("u16_bulk", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/tag/submissions/u16_bulk.rs"))),
        ("queries", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/tag/submissions/queries.rs"))),
        ("rounds", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/tag/submissions/rounds.rs"))),
    ],
}
