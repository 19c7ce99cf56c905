//! How many complete deals (a random legal auction and a random legal play) the table engine
//! replays from their logs per second; and how long the engine takes to say what a seat may
//! do now (`Table::lawful`, what a live table's view offers its viewer), at every step of a
//! deal.
#![allow(missing_docs)] // criterion's macros generate undocumented items

use cards::{Board, Card, DealGenerator};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use laws::table::{Event, Mode, Phase, Setup, Table};
use laws::{Call, CodeId};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

/// A deal played out at a guarded table with random legal calls and cards.
fn random_deal(
    number: u32,
    rng: &mut ChaCha8Rng,
    dealer: &mut DealGenerator,
) -> (Setup, Vec<Event>) {
    let setup = Setup {
        code: CodeId::Duplicate2017,
        mode: Mode::Guarded,
        board: Board::new(number).expect("boards from 1"),
        deal: Some(dealer.deal()),
    };
    let mut table = Table::new(setup.clone());
    let bids: Vec<Call> = ["1C", "1H", "1NT", "2S", "3D", "4H", "4S", "3NT"]
        .iter()
        .map(|c| c.parse().expect("a call"))
        .collect();
    while table.state().phase == Phase::Auction {
        let seat = table.state().turn.expect("a turn");
        let call = if rng.random_bool(0.35) {
            bids[rng.random_range(0..bids.len())]
        } else {
            Call::Pass
        };
        if table
            .apply(Event::Call {
                seat,
                call,
                artificial: None,
            })
            .is_err()
        {
            table
                .apply(Event::Call {
                    seat,
                    call: Call::Pass,
                    artificial: None,
                })
                .expect("a pass is legal");
        }
    }
    let cards: Vec<Card> = Card::all().collect();
    while table.state().phase == Phase::Play {
        let seat = table.state().turn.expect("a turn");
        let start = rng.random_range(0..cards.len());
        let played = (0..cards.len()).any(|i| {
            table
                .apply(Event::Play {
                    seat,
                    card: cards[(start + i) % 52],
                })
                .is_ok()
        });
        assert!(played);
    }
    (setup, table.events().to_vec())
}

fn replay(c: &mut Criterion) {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut dealer = DealGenerator::from_seed(7);
    let logs: Vec<(Setup, Vec<Event>)> = (1..=100)
        .map(|n| random_deal(n, &mut rng, &mut dealer))
        .collect();
    let mut group = c.benchmark_group("table");
    group.throughput(Throughput::Elements(logs.len() as u64));
    group.bench_function("replay 100 complete deals", |b| {
        b.iter(|| {
            for (setup, events) in &logs {
                black_box(Table::replay(setup.clone(), events.iter().cloned()).is_ok());
            }
        })
    });
    group.finish();
}

/// Every position of ten deals (each a prefix of its log), at a guarded and an open table.
fn positions(mode: Mode) -> Vec<Table> {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut dealer = DealGenerator::from_seed(11);
    let mut tables = Vec::new();
    for n in 1..=10 {
        let (setup, events) = random_deal(n, &mut rng, &mut dealer);
        let setup = Setup { mode, ..setup };
        let mut table = Table::new(setup);
        tables.push(table.clone());
        for event in events {
            table.apply(event).expect("a legal deal at either table");
            tables.push(table.clone());
        }
    }
    tables
}

fn offers(c: &mut Criterion) {
    let mut group = c.benchmark_group("offers");
    for (name, mode) in [("guarded", Mode::Guarded), ("open", Mode::Open)] {
        let tables = positions(mode);
        group.throughput(Throughput::Elements(tables.len() as u64));
        group.bench_function(
            format!("one seat, every position of 10 deals, {name}"),
            |b| {
                b.iter(|| {
                    for table in &tables {
                        let seat = table.state().turn.unwrap_or(cards::Seat::North);
                        black_box(table.lawful(seat).len());
                    }
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, replay, offers);
criterion_main!(benches);
