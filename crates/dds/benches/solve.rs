//! Benchmark: full tables of the first deals of the DDS fixture (`tests/fixtures/tables.txt`).
//! Single solves are timed against DDS by `scripts/compare_solve.py` (docs/PERFORMANCE.md).

#![allow(missing_docs)] // criterion's macros generate undocumented items

use cards::Deal;
use criterion::{Criterion, criterion_group, criterion_main};
use dds::Solver;

fn fixture_deals(count: usize) -> Vec<Deal> {
    include_str!("../tests/fixtures/tables.txt")
        .lines()
        .take(count)
        .filter_map(|line| line.split('|').next()?.trim().parse().ok())
        .collect()
}

fn tables(c: &mut Criterion) {
    let deals = fixture_deals(3);
    let mut solver = Solver::new();
    c.bench_function("full table, 3 fixture deals, one thread", |b| {
        b.iter(|| deals.iter().map(|deal| solver.table(deal)).count())
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = tables
}
criterion_main!(benches);
