//! The robot's card: sampling layouts alone, and a whole decision (sampling, solving each
//! layout, weighing and choosing) at the opening lead, at trick 2 and at trick 8, each
//! decision on new layouts with a fresh solver.
#![allow(missing_docs)] // criterion's macros generate undocumented items

use std::time::Duration;

use cards::{Board, DealGenerator, Seat};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use laws::CodeId;
use laws::table::{Event, Mode, Setup, Table};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use robots::play::{Knowledge, sample_layouts};
use robots::{Constraints, Robot, RobotConfig, Situation};

#[path = "../tests/common/mod.rs"]
mod common;
use common::call_in_turn;

/// A table after 3NT by South and `cards` cards, each the lowest legal card.
fn table_after(cards: usize) -> Table {
    let deal = DealGenerator::from_seed(11).deal();
    let board = Board::new(3).expect("a board");
    let mut table = Table::new(Setup {
        code: CodeId::Duplicate2017,
        mode: Mode::Guarded,
        board,
        deal: Some(deal),
    });
    // Passes from the dealer round to South, who bids 3NT; three passes.
    let dealer = board.dealer();
    let passes = (0..4)
        .take_while(|&n| dealer.clockwise(n) != Seat::South)
        .count();
    let mut calls = vec!["P"; passes];
    calls.extend(["3NT", "P", "P", "P"]);
    call_in_turn(&mut table, dealer, &calls);
    for _ in 0..cards {
        let turn = table.state().turn.expect("a hand to play");
        let s = Situation::from_table(&table, turn).expect("a known deal");
        let card = s.legal_cards().iter().next().expect("a card");
        table
            .apply(Event::Play { seat: turn, card })
            .expect("a legal card");
    }
    table
}

/// The robot to act at `table`: the hand to play, or declarer for dummy.
fn actor(table: &Table) -> Seat {
    let state = table.state();
    let turn = state.turn.expect("a hand to play");
    match state.declarer {
        Some(d) if d.partner() == turn => d,
        _ => turn,
    }
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("robot card");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    let config = RobotConfig {
        layouts: 16,
        least_layouts: 16,
        card_time: Duration::from_secs(60),
        claims: false,
        ..RobotConfig::default()
    };
    for (name, cards) in [("opening lead", 0), ("trick 2", 4), ("trick 8", 28)] {
        let table = table_after(cards);
        let seat = actor(&table);
        let situation = Situation::from_table(&table, seat).expect("a known deal");
        let knowledge = Knowledge::from_situation(&situation);
        group.bench_function(format!("sample 16 layouts, {name}"), |b| {
            let mut rng = ChaCha8Rng::seed_from_u64(1);
            b.iter(|| sample_layouts(&knowledge, &Constraints::default(), 16, &mut rng))
        });
        // Each decision by a robot of another seed (other layouts) with a fresh solver, whose
        // table starts empty: the same layouts again would be found in the table.
        let mut seed = 0;
        group.bench_function(format!("decide, 16 layouts, {name}"), |b| {
            b.iter_batched(
                || {
                    seed += 1;
                    Robot::new(RobotConfig {
                        seed,
                        ..config.clone()
                    })
                },
                |mut robot| robot.decide(&situation),
                BatchSize::PerIteration,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
