//! Properties of the solver against a plain minimax and against itself.

use cards::{Card, Deal, DealGenerator, Hand, Seat, Side};
use dds::{Position, PositionError, Solver, Strain};
use proptest::prelude::*;

/// Tricks the side to move takes from the trick in progress on, by trying every card: no
/// table, no cut-offs, nothing shared with the solver but [`Position::play`].
fn minimax(position: &Position) -> u8 {
    let side = position.to_move().side();
    let left = position.tricks_left();
    position
        .legal_cards()
        .iter()
        .map(|card| {
            let mut child = *position;
            child.play(card).expect("a legal card");
            let won_now = child.tricks_won(side) - position.tricks_won(side);
            if child.tricks_left() == 0 {
                return won_now;
            }
            let later = minimax(&child);
            let ours_later = if child.to_move().side() == side {
                later
            } else {
                child.tricks_left() - later
            };
            won_now + ours_later
        })
        .max()
        .map_or(0, |best| best.min(left))
}

/// A position of `n` cards a hand from a seeded deal: each hand keeps `n` of its cards.
fn small_position(seed: u64, n: usize, strain: usize, leader: usize, played: usize) -> Position {
    let deal = DealGenerator::from_seed(seed).deal();
    let hands = deal.hands().map(|hand| {
        let picked: Vec<Card> = hand.iter().collect();
        // Spread the picks over the hand so suits vary.
        (0..n)
            .map(|i| picked[(i * 13 / n + seed as usize) % 13])
            .collect::<Hand>()
    });
    let mut position = Position::from_hands(hands, Strain::ALL[strain], Seat::ALL[leader], &[])
        .expect("equal hands");
    for _ in 0..played {
        let Some(card) = position.legal_cards().iter().next() else {
            break;
        };
        if position.tricks_left() == 1 && position.trick_len() == 3 {
            break;
        }
        position.play(card).expect("a legal card");
    }
    position
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn agrees_with_plain_minimax_on_small_positions(
        seed in any::<u64>(), n in 1usize..=4, strain in 0usize..5, leader in 0usize..4, played in 0usize..3,
    ) {
        let position = small_position(seed, n, strain, leader, played);
        let mut solver = Solver::new();
        prop_assert_eq!(solver.tricks(&position), minimax(&position));
    }

    #[test]
    fn each_card_is_worth_what_the_position_after_it_is_worth(
        seed in any::<u64>(), n in 3usize..=7, strain in 0usize..5, leader in 0usize..4, played in 0usize..6,
    ) {
        let position = small_position(seed, n, strain, leader, played);
        let side = position.to_move().side();
        let mut solver = Solver::new();
        let values = solver.card_values(&position);
        let best = solver.tricks(&position);
        // A second solver: nothing carried over from the position before.
        let mut fresh = Solver::new();
        prop_assert_eq!(values.iter().map(|v| v.1).max(), Some(best));
        for (card, value) in values {
            prop_assert!(value <= best);
            let mut child = position;
            child.play(card).expect("a legal card");
            let won_now = child.tricks_won(side) - position.tricks_won(side);
            let later = if child.tricks_left() == 0 {
                0
            } else {
                let theirs_or_ours = fresh.tricks(&child);
                if child.to_move().side() == side { theirs_or_ours } else { child.tricks_left() - theirs_or_ours }
            };
            prop_assert_eq!(value, won_now + later, "{}", card);
        }
    }

    #[test]
    fn the_two_sides_tricks_sum_to_the_tricks_left(seed in any::<u64>(), n in 2usize..=8, strain in 0usize..5, leader in 0usize..4) {
        // The leader's side's tricks, and the other side's: after the best lead for the other
        // side, what it takes when it is next to play, found by a second solver.
        let position = small_position(seed, n, strain, leader, 0);
        let mut solver = Solver::new();
        let leaders = solver.tricks(&position);
        let values = solver.card_values(&position);
        let mut fresh = Solver::new();
        let others = values.iter().map(|&(card, _)| {
            let mut child = position;
            child.play(card).expect("a legal card");
            fresh.tricks(&child)
        }).min().expect("a card to lead");
        prop_assert!(values.iter().all(|v| v.1 <= leaders));
        prop_assert_eq!(u32::from(leaders) + u32::from(others), u32::from(position.tricks_left()));
    }
}

#[test]
fn equivalent_cards_have_equal_values() {
    // East, on lead, holds the queen-jack-ten of clubs, the queen-jack of hearts and the
    // seven to four of spades: each run of touching cards is worth one value.
    let deal: Deal = "N:AKQT8.AK.AK.AK98 J7654.QJ.QJ.QJT4 32.T98.T98.76532 9.765432.765432."
        .parse()
        .expect("a deal");
    let mut solver = Solver::new();
    let position = Position::new(&deal, Strain::NoTrump, Seat::East, &[]).expect("a position");
    let values = solver.card_values(&position);
    let value = |text: &str| {
        let card: Card = text.parse().expect("a card");
        values.iter().find(|(c, _)| *c == card).map(|v| v.1)
    };
    assert!(value("CT").is_some());
    assert_eq!(value("CT"), value("CQ"));
    assert_eq!(value("HJ"), value("HQ"));
    assert_eq!(value("S7"), value("S4"));
}

#[test]
fn a_laydown_takes_every_trick_in_no_trump() {
    // North holds every top card: thirteen tricks in no trump, whoever of North-South
    // declares. (In clubs West's four trumps take one: 12.)
    let deal: Deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
        .parse()
        .expect("a deal");
    let table = Solver::new().table(&deal);
    assert_eq!(table.tricks(Seat::North, Strain::NoTrump), 13);
    assert_eq!(table.tricks(Seat::South, Strain::NoTrump), 13);
    assert_eq!(table.tricks(Seat::East, Strain::NoTrump), 0);
    assert_eq!(table.tricks(Seat::West, Strain::NoTrump), 0);
    assert_eq!(table.tricks(Seat::North, Strain::Clubs), 12);
}

#[test]
fn positions_that_cannot_arise_are_refused_with_the_reason() {
    let deal: Deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
        .parse()
        .expect("a deal");
    let card = |text: &str| text.parse::<Card>().expect("a card");
    let not_held = Position::new(&deal, Strain::Spades, Seat::East, &[card("SA")]);
    assert!(matches!(
        not_held,
        Err(PositionError::NotHeld {
            number: 1,
            seat: Seat::East,
            ..
        })
    ));
    let revoke = Position::new(&deal, Strain::Spades, Seat::East, &[card("ST"), card("H8")]);
    let Err(error) = revoke else {
        panic!("a revoke was accepted")
    };
    assert_eq!(
        error.to_string(),
        "card 2 of the play, H8: S holds a card of the suit led (S) and must follow suit (Law 44C)"
    );
    let mut hands = deal.hands();
    hands[0].remove(card("SA"));
    assert!(matches!(
        Position::from_hands(hands, Strain::NoTrump, Seat::East, &[]),
        Err(PositionError::UnequalHands(_))
    ));
    let side = Side::NorthSouth;
    assert_eq!(
        Position::new(&deal, Strain::NoTrump, Seat::East, &[]).map(|p| p.tricks_won(side)),
        Ok(0)
    );
}
