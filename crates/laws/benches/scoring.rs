//! How fast deals are scored.

// criterion_group! generates a public function that cannot carry a doc comment.
#![allow(missing_docs)]

use cards::{Seat, Vulnerability};
use criterion::{Criterion, criterion_group, criterion_main};
use laws::{CodeId, Contract, DealOutcome};
use std::hint::black_box;

fn scoring(c: &mut Criterion) {
    let contract: Contract = "4HX".parse().unwrap();
    let outcome = DealOutcome::played(contract, Seat::South, 9, Vulnerability::Both);
    for id in [CodeId::Duplicate2017, CodeId::Rubber, CodeId::Chicago] {
        let code = id.code();
        c.bench_function(&format!("score one deal ({id})"), |b| {
            b.iter(|| code.score(black_box(&outcome)).unwrap())
        });
    }
}

criterion_group!(benches, scoring);
criterion_main!(benches);
