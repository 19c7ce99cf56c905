//! Benchmarks: full tables and one position's card values, on the first deals of the DDS
//! fixture (`tests/fixtures/tables.txt`), the deals `docs/PERFORMANCE.md` times DDS on.

#![allow(missing_docs)] // criterion's macros generate undocumented items

use cards::{Deal, Seat};
use criterion::{Criterion, criterion_group, criterion_main};
use dds::{Position, Solver, Strain};

fn fixture_deals(count: usize) -> Vec<Deal> {
    include_str!("../tests/fixtures/tables.txt")
        .lines()
        .take(count)
        .filter_map(|line| line.split('|').next()?.trim().parse().ok())
        .collect()
}

fn tables(c: &mut Criterion) {
    let deals = fixture_deals(10);
    let mut solver = Solver::new();
    c.bench_function("full table, 10 fixture deals, one thread", |b| {
        b.iter(|| deals.iter().map(|deal| solver.table(deal)).count())
    });
}

fn opening_leads(c: &mut Criterion) {
    let deals = fixture_deals(10);
    let mut solver = Solver::new();
    c.bench_function(
        "value of every opening lead in 3NT by South, 10 fixture deals",
        |b| {
            b.iter(|| {
                deals
                    .iter()
                    .filter_map(|deal| Position::new(deal, Strain::NoTrump, Seat::West, &[]).ok())
                    .map(|position| solver.card_values(&position).len())
                    .sum::<usize>()
            })
        },
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = tables, opening_leads
}
criterion_main!(benches);
