// Written by tests/generated.rs from the project's source: edit the source, then run that test.
crate::package::Embedded {
    solver: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/dot/solver.rs")),
    validator: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/dot/validator.rs")),
    validator_testlib: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/dot/validator-testlib.rs")),
    checker: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/dot/checker.rs")),
    samples: &[
        crate::package::Sample {
            name: "sample-1",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-1.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-1.out")),
        },
        crate::package::Sample {
            name: "sample-2",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-2.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-2.out")),
        },
        crate::package::Sample {
            name: "sample-3",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-3.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-3.out")),
        },
        crate::package::Sample {
            name: "sample-4",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-4.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-4.out")),
        },
        crate::package::Sample {
            name: "sample-5",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-5.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-5.out")),
        },
        crate::package::Sample {
            name: "sample-6",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-6.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-6.out")),
        },
        crate::package::Sample {
            name: "sample-7",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-7.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-7.out")),
        },
        crate::package::Sample {
            name: "sample-8",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-8.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-8.out")),
        },
        crate::package::Sample {
            name: "sample-9",
            input: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-9.in")),
            answer: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/dot/sample-9.out")),
        },
    ],
    planted: &[
        ("boundary", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/dot/submissions/boundary.rs"))),
        ("origin", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/dot/submissions/origin.rs"))),
        ("memo", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/dot/submissions/memo.rs"))),
        ("negative", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/dot/submissions/negative.rs"))),
        ("tree", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/generated/dot/submissions/tree.rs"))),
    ],
}
