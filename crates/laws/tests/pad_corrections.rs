//! Corrections of the pad under the 1912 code, worked by hand from its Laws 12 and 13: "A
//! proven error in the honor score may be corrected at any time before the score of the rubber
//! has been made up and agreed upon." "A proven error in the trick score may be corrected prior
//! to the conclusion of the game in which it occurred. Such game shall not be considered
//! concluded until a declaration has been made in the following game."

use cards::{Seat, Side, Vulnerability};
use laws::{CodeId, DealOutcome, Honors, Line, RubberScorepad, ScoreError};

const NS: Side = Side::NorthSouth;

fn deal(contract: &str, declarer: Seat, tricks: u8) -> DealOutcome {
    DealOutcome::played(
        contract.parse().expect("a contract"),
        declarer,
        tricks,
        Vulnerability::None,
    )
}

/// One heart (8 a trick) by North, North-South holding `ns` (3 or 4) of the five honors
/// between them (North two, South the rest), East the others.
fn hearts_with_honors(tricks: u8, ns: u8) -> DealOutcome {
    let mut outcome = deal("1H", Seat::North, tricks);
    outcome.honors = Some(Honors {
        held: [2, 5 - ns, ns - 2, 0],
        void: [false; 4],
    });
    outcome
}

fn pad() -> RubberScorepad {
    RubberScorepad::new(CodeId::Auction1912.code()).expect("a 1912 pad")
}

fn above(pad: &RubberScorepad, side: Side) -> u32 {
    pad.sheet()
        .rubbers
        .iter()
        .flat_map(|r| r.games.iter().flat_map(|g| g.deals.iter()))
        .map(|d| d.score.on_line(side, Line::Above))
        .sum()
}

fn below(pad: &RubberScorepad, side: Side) -> u32 {
    pad.sheet()
        .rubbers
        .iter()
        .flat_map(|r| r.games.iter().flat_map(|g| g.deals.iter()))
        .map(|d| d.score.on_line(side, Line::Below))
        .sum()
}

/// Law 13: one heart by North written as eight tricks (two odd, 16) when he took nine (three
/// odd, 24): corrected while its game goes on. Law 12: the honors written as three for
/// North-South (simple honors, 2 x 8 = 16) when they held four (4 x 8 = 32), corrected after
/// the game was won and the next begun, the rubber still in play.
#[test]
fn errors_are_corrected_while_the_laws_allow() {
    let mut pad = pad();
    pad.record(&hearts_with_honors(8, 3)).unwrap();
    assert_eq!((below(&pad, NS), above(&pad, NS)), (16, 16));
    pad.correct(1, &hearts_with_honors(9, 3)).unwrap();
    assert_eq!(below(&pad, NS), 24);
    // 1NT by North, seven tricks: 10 more, 34, the game; then a deal of the next game.
    pad.record(&deal("1NT", Seat::North, 7)).unwrap();
    pad.record(&deal("1C", Seat::East, 7)).unwrap();
    pad.correct(1, &hearts_with_honors(9, 4)).unwrap();
    assert_eq!(above(&pad, NS), 32);
    assert_eq!(below(&pad, NS), 34);
}

/// Law 13: once a declaration has been made in the following game, the trick score of the
/// game before can no longer be corrected.
#[test]
fn a_trick_score_is_not_corrected_after_its_game_is_concluded() {
    let mut pad = pad();
    pad.record(&hearts_with_honors(9, 3)).unwrap();
    pad.record(&deal("1NT", Seat::North, 7)).unwrap();
    pad.record(&deal("1C", Seat::East, 7)).unwrap();
    let err = pad.correct(1, &hearts_with_honors(10, 3)).unwrap_err();
    assert!(matches!(
        err,
        ScoreError::TooLateToCorrect {
            law: "1912 Law 13",
            ..
        }
    ));
    assert!(err.to_string().contains("that game is concluded"), "{err}");
    assert_eq!(below(&pad, NS), 34);
}

/// A correction that would make a game of a partscore (one club, 6 a trick, written as eight
/// tricks, 12, when he took thirteen, 42) is refused: the deals after it were scored on the
/// game as it stood.
#[test]
fn a_correction_that_changes_the_game_is_refused() {
    let mut pad = pad();
    pad.record(&deal("1C", Seat::North, 8)).unwrap();
    let err = pad.correct(1, &deal("1C", Seat::North, 13)).unwrap_err();
    assert_eq!(
        err,
        ScoreError::CorrectionChangesGame {
            law: "1912 Law 13",
            deal: 1
        }
    );
}

/// Law 12: after the rubber is over its score is made up; and contract bridge gives no such
/// law, nor a deal that is not on the pad.
#[test]
fn no_correction_after_the_rubber_or_without_a_law() {
    let mut pad = pad();
    pad.record(&hearts_with_honors(9, 3)).unwrap();
    pad.record(&deal("1NT", Seat::North, 7)).unwrap();
    pad.record(&deal("3NT", Seat::North, 9)).unwrap();
    let err = pad.correct(1, &hearts_with_honors(9, 4)).unwrap_err();
    assert!(matches!(
        err,
        ScoreError::TooLateToCorrect {
            law: "1912 Law 12",
            ..
        }
    ));
    assert!(matches!(
        pad.correct(9, &deal("1C", Seat::North, 7)),
        Err(ScoreError::NoSuchDeal { deal: 9, deals: 3 })
    ));
    let mut contract = RubberScorepad::new(CodeId::Rubber.code()).unwrap();
    contract.record(&deal("2H", Seat::North, 8)).unwrap();
    assert!(matches!(
        contract.correct(1, &deal("2H", Seat::North, 9)),
        Err(ScoreError::NoCorrections { code: "rubber" })
    ));
}
