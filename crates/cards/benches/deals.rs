//! How fast random deals are made and PBN deal notation is read and written.
#![allow(missing_docs)] // criterion's macros generate undocumented items

use cards::{Deal, DealGenerator};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn deals(c: &mut Criterion) {
    let mut generator = DealGenerator::from_seed(1);
    c.bench_function("random deal", |b| b.iter(|| black_box(generator.deal())));
    let deal = DealGenerator::from_seed(2).deal();
    let text = deal.to_string();
    c.bench_function("parse PBN deal", |b| {
        b.iter(|| black_box(&text).parse::<Deal>().unwrap())
    });
    c.bench_function("write PBN deal", |b| {
        b.iter(|| black_box(&deal).to_string())
    });
}

criterion_group!(benches, deals);
criterion_main!(benches);
