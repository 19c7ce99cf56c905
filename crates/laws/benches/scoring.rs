//! How fast one deal is scored, in each code.
#![allow(missing_docs)] // criterion's macros generate undocumented items

use cards::{Seat, Vulnerability};
use criterion::{Criterion, criterion_group, criterion_main};
use laws::{CodeId, Contract, DealOutcome, Denomination, Honors};
use std::hint::black_box;

fn scoring(c: &mut Criterion) {
    let contract: Contract = "4HX".parse().unwrap();
    let mut outcome = DealOutcome::played(contract, Seat::South, 11, Vulnerability::Both);
    outcome.honors = Some(Honors::stated("S4,W1", &[], Denomination::Hearts).unwrap());
    for id in CodeId::ALL {
        let code = id.code();
        c.bench_function(&format!("score 4HX+1 with honors ({id})"), |b| {
            b.iter(|| code.score(black_box(&outcome)))
        });
    }
}

criterion_group!(benches, scoring);
criterion_main!(benches);
