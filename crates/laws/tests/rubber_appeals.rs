//! The Club Laws' Club Appeals Committee on the rubber scorepad (checklist R-AP): "When an
//! Arbiter's decision is overruled on appeal, only the scoring of the particular deal is
//! affected; subsequent scores stand as recorded." (a) A contract now fulfilled: "in addition
//! to the other trick score and premium score, declarer's side receives a premium of 100 points
//! for a partscore that would not then have increased the below-the-line score to 100; and for
//! any other contract ... 300 points if declarer's side was non-vulnerable, 400 points if
//! declarer's was vulnerable and the defenders not, 500 points if both sides were vulnerable."
//! (b) A contract now defeated, when the original scoring resulted in a game: "the defenders
//! receive a premium of 100 points if they alone had scored a partscore in that game; plus a
//! premium of 500 points if declarer's side originally won two of two games, or 200 points if
//! the defenders side originally won two of three games." Every case worked by hand.

use cards::{Seat, Side, Vulnerability};
use laws::{CodeId, Contract, DealOutcome, EntryKind, RubberScorepad, RubberState, ScoreError};

const NS: Side = Side::NorthSouth;
const EW: Side = Side::EastWest;

fn deal(contract: &str, declarer: Seat, tricks: u8) -> DealOutcome {
    let contract: Contract = contract.parse().unwrap();
    DealOutcome::played(contract, declarer, tricks, Vulnerability::None)
}

fn pad_with(deals: &[DealOutcome]) -> RubberScorepad {
    let mut pad = RubberScorepad::new(CodeId::Rubber.code()).unwrap();
    for d in deals {
        pad.record(d).unwrap();
    }
    pad
}

/// The appeal premiums of a rescored deal, as (side, points).
fn appeal_premiums(deal: &laws::ScoredDeal) -> Vec<(Side, u32)> {
    deal.score
        .entries
        .iter()
        .filter(|e| e.kind == EntryKind::AppealPremium)
        .map(|e| (e.side, e.points))
        .collect()
}

/// R-AP's worked case: 2H-1 by North (none vulnerable, no partscore) becomes 2H= on appeal:
/// North-South 60 trick points and the 100 premium; East-West's 50 for the undertrick goes;
/// the later deal (1NT by East, 40) stands.
#[test]
fn r_ap_two_hearts_made_on_appeal_scores_60_and_a_100_premium() {
    let mut pad = pad_with(&[deal("2H", Seat::North, 7), deal("1NT", Seat::East, 7)]);
    assert_eq!((pad.sheet().total(NS), pad.sheet().total(EW)), (0, 90));
    let rescored = pad
        .rescore_on_appeal(1, &deal("2H", Seat::North, 8))
        .unwrap();
    assert_eq!(rescored.result, "2H=");
    assert_eq!(appeal_premiums(&rescored), [(NS, 100)]);
    assert_eq!(rescored.score.total(NS), 160);
    assert_eq!(rescored.score.total(EW), 0);
    let sheet = pad.sheet();
    assert_eq!(sheet.rubbers[0].games[0].deals[1].result, "1NT=");
    assert_eq!((sheet.total(NS), sheet.total(EW)), (160, 40));
}

/// (a), a game contract: 4S-1 by South (none vulnerable) becomes 4S=, after which East-West's
/// 3NT won the game: North-South 120 trick points and 300 (not vulnerable); East-West's game
/// stands as recorded.
#[test]
fn a_game_made_on_appeal_not_vulnerable_gets_300() {
    let mut pad = pad_with(&[deal("4S", Seat::South, 9), deal("3NT", Seat::East, 9)]);
    let rescored = pad
        .rescore_on_appeal(1, &deal("4S", Seat::South, 10))
        .unwrap();
    assert_eq!(appeal_premiums(&rescored), [(NS, 300)]);
    let sheet = pad.sheet();
    assert_eq!(sheet.rubbers[0].games[0].winner, Some(EW));
    assert_eq!((sheet.total(NS), sheet.total(EW)), (420, 100));
}

/// (a), declarer vulnerable and the defenders not: North-South won game 1 with 3NT (100);
/// their 4S-1 vulnerable (East-West 100) becomes 4S=: 120 and 400.
#[test]
fn a_game_made_on_appeal_vulnerable_against_not_gets_400() {
    let mut pad = pad_with(&[deal("3NT", Seat::North, 9), deal("4S", Seat::South, 9)]);
    let rescored = pad
        .rescore_on_appeal(2, &deal("4S", Seat::South, 10))
        .unwrap();
    assert_eq!(rescored.vulnerability, Vulnerability::NorthSouth);
    assert_eq!(appeal_premiums(&rescored), [(NS, 400)]);
    assert_eq!((pad.sheet().total(NS), pad.sheet().total(EW)), (620, 0));
}

/// (b): East-West had 60 (2S by West) when North-South's 4S= won the game; defeated on appeal
/// (4S-1, none vulnerable): East-West 50 and 100, since they alone had a partscore in that game.
/// The game North-South won stands as recorded.
#[test]
fn a_game_defeated_on_appeal_gives_the_defenders_their_partscore_premium() {
    let mut pad = pad_with(&[deal("2S", Seat::West, 8), deal("4S", Seat::South, 10)]);
    let rescored = pad
        .rescore_on_appeal(2, &deal("4S", Seat::South, 9))
        .unwrap();
    assert_eq!(appeal_premiums(&rescored), [(EW, 100)]);
    let sheet = pad.sheet();
    assert_eq!(sheet.rubbers[0].games[0].winner, Some(NS));
    assert_eq!((sheet.total(NS), sheet.total(EW)), (0, 210));
}

/// (b): North-South's second game (4S= vulnerable) won the rubber two games to none (700);
/// defeated on appeal (4S-1 vulnerable: East-West 100) East-West get 500; the rubber premium
/// stands as recorded: North-South 100 + 700, East-West 100 + 500.
#[test]
fn a_rubber_game_defeated_on_appeal_two_of_two_gives_500() {
    let mut pad = pad_with(&[deal("3NT", Seat::North, 9), deal("4S", Seat::South, 10)]);
    assert_eq!(pad.sheet().rubbers[0].state, RubberState::Won(NS));
    let rescored = pad
        .rescore_on_appeal(2, &deal("4S", Seat::South, 9))
        .unwrap();
    assert_eq!(appeal_premiums(&rescored), [(EW, 500)]);
    assert_eq!((pad.sheet().total(NS), pad.sheet().total(EW)), (800, 600));
}

/// (b), Q-14 read literally: East-West won the rubber two games to one (3NT, then 3NT after
/// North-South's 3NT=); North-South's game defeated on appeal (3NT-1, North-South not
/// vulnerable: 50) gives East-West 200, the difference between the 700 of a two-nil rubber
/// they would have won and the 500 they scored. East-West: 100 + 50 + 200 + 100 + 500.
#[test]
fn q14_the_defenders_two_of_three_gives_200() {
    let mut pad = pad_with(&[
        deal("3NT", Seat::East, 9),
        deal("3NT", Seat::North, 9),
        deal("3NT", Seat::West, 9),
    ]);
    assert_eq!(pad.sheet().rubbers[0].state, RubberState::Won(EW));
    let rescored = pad
        .rescore_on_appeal(2, &deal("3NT", Seat::North, 8))
        .unwrap();
    assert_eq!(appeal_premiums(&rescored), [(EW, 200)]);
    assert_eq!((pad.sheet().total(NS), pad.sheet().total(EW)), (0, 950));
}

/// An appeal that changes the result but not made against defeated carries no premium; a deal
/// not on the pad and a code without an appeals committee are refused.
#[test]
fn other_appeals_and_refusals() {
    let mut pad = pad_with(&[deal("2H", Seat::North, 8)]);
    let rescored = pad
        .rescore_on_appeal(1, &deal("2H", Seat::North, 9))
        .unwrap();
    assert!(appeal_premiums(&rescored).is_empty());
    assert_eq!(pad.sheet().total(NS), 90);
    let error = pad
        .rescore_on_appeal(2, &deal("2H", Seat::North, 9))
        .unwrap_err();
    assert!(matches!(
        error,
        ScoreError::NoSuchDeal { deal: 2, deals: 1 }
    ));
    let mut auction = RubberScorepad::new(CodeId::Auction1912.code()).unwrap();
    auction
        .record(&DealOutcome::played(
            "2H".parse().unwrap(),
            Seat::North,
            8,
            Vulnerability::None,
        ))
        .unwrap();
    let error = auction
        .rescore_on_appeal(1, &deal("2H", Seat::North, 9))
        .unwrap_err();
    assert!(
        error.to_string().contains("has no appeals committee"),
        "{error}"
    );
}
