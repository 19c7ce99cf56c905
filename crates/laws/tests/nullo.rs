//! Nullo, the 1915 code's variation (Boston 1916 manual, "Nullo": "the player declares not to
//! take tricks, each trick taken less than seven counting a specified number of points,
//! commonly ten. It is usually played without trumps."), with the readings of
//! docs/laws-decisions.md (checklist W15-N, Q-22): ten a trick, between spades and no trump,
//! game at 30 as any declaration, no honors, slams for losing every trick or twelve.

use cards::{Seat, Side, Vulnerability};
use laws::{
    Bid, CodeId, Contract, DealOutcome, DealScore, Denomination, EntryKind, Honors, Line, Penalty,
    RevokeRemedy,
};
use proptest::prelude::*;

const NS: Side = Side::NorthSouth;
const EW: Side = Side::EastWest;

fn played(contract: &str, tricks: u8) -> DealOutcome {
    let contract: Contract = contract.parse().unwrap();
    DealOutcome::played(contract, Seat::South, tricks, Vulnerability::None)
}

fn score(outcome: &DealOutcome) -> DealScore {
    CodeId::Auction1915Nullo.code().score(outcome).unwrap()
}

fn lines(score: &DealScore, side: Side) -> (u32, u32) {
    (
        score.on_line(side, Line::Below),
        score.on_line(side, Line::Above),
    )
}

/// One nullo, four tricks taken: three "less than seven" at ten, 30 below, a game.
#[test]
fn each_trick_less_than_seven_counts_ten() {
    let s = score(&played("1NU", 4));
    assert_eq!(lines(&s, NS), (30, 0));
    assert_eq!(lines(&s, EW), (0, 0));
    // Exactly six taken: one less than seven, 10.
    assert_eq!(lines(&score(&played("1NU", 6)), NS), (10, 0));
}

/// Two nullo undertakes to take at most five; six taken is one too many: the adversaries
/// score 50 (1915 Scoring Laws (c)), nothing below.
#[test]
fn too_many_tricks_set_the_declarer() {
    let s = score(&played("2NU", 6));
    assert_eq!(lines(&s, NS), (0, 0));
    assert_eq!(lines(&s, EW), (0, 50));
    let doubled = score(&played("2NUX", 8));
    assert_eq!(lines(&doubled, EW), (0, 300)); // three over, 100 each doubled
}

/// One nullo doubled, five taken: two less than seven at 20, and the doubled bonus 50 and 50
/// for the trick beyond the contract (1915 Scoring Laws (b)).
#[test]
fn doubled_nullo_made_with_a_trick_to_spare() {
    let s = score(&played("1NUX", 5));
    assert_eq!(lines(&s, NS), (40, 100));
}

/// Seven nullo with no trick taken: 70 below and the slam, 100, to the declarer; the
/// adversaries, who took every trick, score no slam.
#[test]
fn losing_every_trick_is_the_nullo_slam() {
    let s = score(&played("7NU", 0));
    assert_eq!(lines(&s, NS), (70, 100));
    assert_eq!(lines(&s, EW), (0, 0));
    let little = score(&played("5NU", 1));
    assert_eq!(
        s.entries
            .iter()
            .filter(|e| e.kind == EntryKind::GrandSlam)
            .count(),
        1
    );
    assert_eq!(lines(&little, NS), (60, 50));
}

/// No honors at nullo, whoever held the aces.
#[test]
fn nullo_scores_no_honors() {
    let mut outcome = played("1NU", 3);
    outcome.honors = Some(Honors {
        held: [0, 4, 0, 0],
        void: [false; 4],
    });
    let s = score(&outcome);
    assert_eq!(lines(&s, EW), (0, 0));
    assert_eq!(lines(&s, NS), (40, 0));
}

/// A revoke by the adversaries, three tricks chosen: they are taken off the declarer's side's
/// tricks: eight taken, counted as five, two less than seven, 20 below.
#[test]
fn revoke_tricks_help_the_nullo_declarer() {
    let mut outcome = played("1NU", 8);
    outcome.penalties.push(Penalty::Revoke {
        offender: EW,
        remedy: RevokeRemedy::Tricks,
    });
    assert_eq!(lines(&score(&outcome), NS), (20, 0));
}

/// The 1915 code without nullos knows no nullo.
#[test]
fn nullo_is_no_declaration_of_the_plain_1915_code() {
    assert!(CodeId::Auction1915.code().score(&played("1NU", 4)).is_err());
}

/// Nullo ranks between spades and no trump, number of tricks first (1915 Declaration Laws).
#[test]
fn nullo_ranks_between_spades_and_no_trump() {
    let flow = CodeId::Auction1915Nullo.code().auction_flow();
    let bid = |level, d| Bid::new(level, d).unwrap();
    assert!(flow.supersedes(bid(1, Denomination::Nullo), bid(1, Denomination::Spades)));
    assert!(flow.supersedes(bid(1, Denomination::NoTrump), bid(1, Denomination::Nullo)));
    assert!(flow.supersedes(bid(2, Denomination::Clubs), bid(1, Denomination::Nullo)));
}

proptest! {
    /// A nullo contract scores as the no trump contract of its level would had the declarer's
    /// side taken the tricks it lost, honors apart: the same value (ten), the same book.
    #[test]
    fn nullo_mirrors_no_trump(level in 1u8..=7, doubling in 0usize..3, tricks in 0u8..=13) {
        let suffix = ["", "X", "XX"][doubling];
        let nullo = score(&played(&format!("{level}NU{suffix}"), tricks));
        let no_trump = score(&played(&format!("{level}NT{suffix}"), 13 - tricks));
        for side in [NS, EW] {
            prop_assert_eq!(lines(&nullo, side), lines(&no_trump, side));
        }
    }
}
