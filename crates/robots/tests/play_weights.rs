//! Layouts are weighed by the opponents' play: a layout on which an opponent's recent card lost
//! a trick double dummy counts less.

use std::time::{Duration, Instant};

use cards::{Board, Card, DealGenerator, Seat};
use dds::{Position, Solver, Strain};
use laws::CodeId;
use laws::table::{Event, Mode, Setup, Table};
use robots::Situation;
use robots::play::evaluate::{SolveLimits, solve_layouts};
use robots::play::{Knowledge, Layouts};

mod common;
use common::call_all;

/// South declares 3NT; `cards` cards are played, each the best card double dummy but for the
/// defenders' cards after the opening lead when `defenders_err`, each then the worst card.
/// Returns the table and, for each card, whether it lost a trick double dummy.
fn play(seed: u64, cards: usize, defenders_err: bool) -> (Table, Vec<(Seat, bool)>) {
    let deal = DealGenerator::from_seed(seed).deal();
    let board = Board::new(1).expect("board 1");
    let mut table = Table::new(Setup {
        code: CodeId::Duplicate2017,
        mode: Mode::Guarded,
        board,
        deal: Some(deal),
    });
    let mut seat = board.dealer();
    let mut calls = vec![];
    while seat != Seat::South {
        calls.push((seat, "P"));
        seat = seat.lho();
    }
    calls.extend([
        (Seat::South, "3NT"),
        (Seat::West, "P"),
        (Seat::North, "P"),
        (Seat::East, "P"),
    ]);
    call_all(&mut table, &calls);
    let mut solver = Solver::new();
    let mut played: Vec<Card> = Vec::new();
    let mut errors = Vec::new();
    for index in 0..cards {
        let turn = table.state().turn.expect("a hand to play");
        let position =
            Position::new(&deal, Strain::NoTrump, Seat::West, &played).expect("a position");
        let values = solver.card_values(&position);
        let best = values.iter().map(|&(_, t)| t).max().expect("a card");
        let worst = values.iter().map(|&(_, t)| t).min().expect("a card");
        let err = defenders_err && index > 0 && turn.side() != Seat::South.side();
        let want = if err { worst } else { best };
        let card = values.iter().find(|&&(_, t)| t == want).expect("a card").0;
        errors.push((turn, want < best));
        table
            .apply(Event::Play { seat: turn, card })
            .expect("a legal card");
        played.push(card);
    }
    (table, errors)
}

/// The weight South's evaluation gives the true layout, checking the opponents' last two
/// cards.
fn weight_of_truth(table: &Table) -> f64 {
    let situation = Situation::from_table(table, Seat::South).expect("a known deal");
    let knowledge = Knowledge::from_situation(&situation);
    let mut truth = table.setup().deal.expect("a deal").hands();
    for p in situation.played() {
        truth[p.seat.index()].remove(p.card);
    }
    let plays: Vec<(Seat, Card)> = situation.played().map(|p| (p.seat, p.card)).collect();
    let limits = SolveLimits {
        deadline: Instant::now() + Duration::from_secs(60),
        least: 1,
        checked_plays: 2,
        error_weight: 0.5,
    };
    let layouts = Layouts {
        hands: vec![truth],
        widened: 0,
    };
    let solved = solve_layouts(
        &knowledge,
        layouts,
        Strain::NoTrump,
        &plays,
        &mut Solver::new(),
        limits,
    );
    solved.weights[0]
}

/// On the true layout, defenders who played every card best keep the weight whole; defenders
/// whose last two cards (after the opening lead) each lost a trick halve it twice. Cases
/// where the worst card loses nothing are counted as they fall.
#[test]
fn the_true_layout_is_weighed_by_the_defenders_errors() {
    let mut lowered = 0;
    for seed in 0..6u64 {
        let (table, _) = play(seed, 14, false);
        assert_eq!(
            weight_of_truth(&table),
            1.0,
            "seed {seed}: no error, full weight"
        );
        let (table, errors) = play(seed, 14, true);
        let recent: Vec<bool> = errors
            .iter()
            .skip(1)
            .filter(|(seat, _)| seat.side() != Seat::South.side())
            .rev()
            .take(2)
            .map(|&(_, e)| e)
            .collect();
        let expected = recent.iter().fold(1.0, |w, &e| if e { w * 0.5 } else { w });
        assert_eq!(weight_of_truth(&table), expected, "seed {seed}");
        if expected < 1.0 {
            lowered += 1;
        }
    }
    assert!(lowered > 0, "some defender's error was seen");
}
