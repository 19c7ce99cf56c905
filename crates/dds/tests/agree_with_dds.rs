//! The solver against DDS 2.9's answers on 200 deals (full tables) and 200 positions in the
//! middle of the play (the value of every legal card), generated once by
//! `scripts/make_dds_fixture.py` and committed in `tests/fixtures`.

use std::collections::BTreeMap;

use cards::{Card, Deal, Seat};
use dds::{Position, Solver, Strain};

const TABLES: &str = include_str!("fixtures/tables.txt");
const POSITIONS: &str = include_str!("fixtures/positions.txt");

fn fields(line: &str) -> Vec<&str> {
    line.split('|').map(str::trim).collect()
}

/// Checks the tables of the fixture's deals `from..from + count` with `solver`.
fn tables_agree_with_dds(from: usize, count: usize, mut solver: Solver) {
    let mut checked = 0;
    for line in TABLES.lines().skip(from).take(count) {
        let fields = fields(line);
        let deal: Deal = fields[0].parse().expect("fixture deal");
        let table = solver.table(&deal);
        for (seat, row) in Seat::ALL.iter().zip(fields[2].split(' ')) {
            for (strain, tricks) in Strain::ALL.iter().zip(row.split(',')) {
                let want: u8 = tricks.parse().expect("fixture tricks");
                assert_eq!(
                    table.tricks(*seat, *strain),
                    want,
                    "{} {seat} {strain}",
                    fields[0]
                );
            }
        }
        checked += 1;
    }
    assert_eq!(checked, count);
}

// Four tests of 50 deals, so that the test harness runs them side by side.
#[test]
fn full_tables_agree_with_dds_deals_1_to_50() {
    tables_agree_with_dds(0, 50, Solver::new());
}

#[test]
fn full_tables_agree_with_dds_deals_51_to_100() {
    tables_agree_with_dds(50, 50, Solver::new());
}

#[test]
fn full_tables_agree_with_dds_deals_101_to_150() {
    tables_agree_with_dds(100, 50, Solver::new());
}

#[test]
fn full_tables_agree_with_dds_deals_151_to_200() {
    tables_agree_with_dds(150, 50, Solver::new());
}

/// A table of 2 MiB, far smaller than a full deal fills (a 4 MiB table already took twice the
/// time of a full one on fixture deals 1-20), is forgotten and filled again as it fills; the
/// answers stay DDS's. `transposition.rs` tests the forgetting itself.
#[test]
fn a_small_table_forgotten_as_it_fills_gives_the_same_tables() {
    tables_agree_with_dds(0, 5, Solver::with_table_mib(2));
}

#[test]
fn card_values_in_the_middle_of_the_play_agree_with_dds() {
    let mut solver = Solver::new();
    let mut checked = 0;
    for line in POSITIONS.lines() {
        let fields = fields(line);
        let deal: Deal = fields[0].parse().expect("fixture deal");
        let (strain, leader) = fields[1].split_once(' ').expect("strain and leader");
        let strain: Strain = strain.parse().expect("fixture strain");
        let leader: Seat = leader.parse().expect("fixture leader");
        let played: Vec<Card> = match fields[2] {
            "-" => Vec::new(),
            cards => cards
                .split(' ')
                .map(|c| c.parse().expect("fixture card"))
                .collect(),
        };
        let position = Position::new(&deal, strain, leader, &played).expect("a legal position");
        let want: BTreeMap<Card, u8> = fields[3]
            .split(' ')
            .map(|pair| {
                let (card, tricks) = pair.split_once('=').expect("card=tricks");
                (
                    card.parse().expect("fixture card"),
                    tricks.parse().expect("fixture tricks"),
                )
            })
            .collect();
        let got: BTreeMap<Card, u8> = solver.card_values(&position).into_iter().collect();
        assert_eq!(got, want, "{line}");
        let best = want.values().copied().max().unwrap_or(0);
        assert_eq!(solver.tricks(&position), best, "{line}");
        checked += 1;
    }
    assert_eq!(checked, 200);
}
