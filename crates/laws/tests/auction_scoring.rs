//! Auction Bridge scoring in the codes of 1908, 1912 and 1915: the checklist's worked examples
//! C19-C36 (each worked by hand from the seeds' laws), the 1916 manual's specimen score and
//! scorer's table, revokes and penalties, and a rubber on the scorepad.

use cards::{Deal, Seat, Side, Vulnerability};
use laws::{
    CodeId, Contract, DealOutcome, DealScore, Denomination, EntryKind, Honors, Irregularity, Line,
    Penalty, RevokeRemedy, RubberScorepad, RubberState, ScoreError,
};
use proptest::prelude::*;

const NS: Side = Side::NorthSouth;
const EW: Side = Side::EastWest;

/// A deal played in `contract` by `declarer`, whose side won `tricks`.
fn played(contract: &str, declarer: Seat, tricks: u8) -> DealOutcome {
    let contract: Contract = contract.parse().unwrap();
    DealOutcome::played(contract, declarer, tricks, Vulnerability::None)
}

/// The same with honors held by hand (N, E, S, W) and hands void of trumps.
fn with_honors(mut outcome: DealOutcome, held: [u8; 4], void: [bool; 4]) -> DealOutcome {
    outcome.honors = Some(Honors { held, void });
    outcome
}

fn score(code: CodeId, outcome: &DealOutcome) -> DealScore {
    code.code().score(outcome).unwrap()
}

/// A side's points below and above the line.
fn lines(score: &DealScore, side: Side) -> (u32, u32) {
    (
        score.on_line(side, Line::Below),
        score.on_line(side, Line::Above),
    )
}

fn points_of(score: &DealScore, side: Side, kind: EntryKind) -> u32 {
    score
        .entries
        .iter()
        .filter(|e| e.side == side && e.kind == kind)
        .map(|e| e.points)
        .sum()
}

const NO_VOID: [bool; 4] = [false; 4];

// ---------------------------------------------------------------- 1912, Whist Club of New York

/// C19: three hearts, ten tricks, simple honors: 4 odd x 8 = 32 below (game), 2 x 8 above.
#[test]
fn c19_every_odd_trick_counts_below() {
    let s = score(
        CodeId::Auction1912,
        &with_honors(played("3H", Seat::South, 10), [1, 1, 2, 1], NO_VOID),
    );
    assert_eq!(lines(&s, NS), (32, 16));
    assert_eq!(lines(&s, EW), (0, 0));
}

/// C20: two royals doubled, nine tricks, declarer holds four royal honors: 3 x 9 x 2 = 54
/// below; bonus 50 + 50 and honors 8 x 9 = 72 (never doubled) above.
#[test]
fn c20_royals_doubled_with_four_honors_in_one_hand() {
    let s = score(
        CodeId::Auction1912,
        &with_honors(played("2RSX", Seat::South, 9), [0, 1, 4, 0], NO_VOID),
    );
    assert_eq!(lines(&s, NS), (54, 172));
    assert_eq!(points_of(&s, NS, EntryKind::DoubledBonus), 100);
    assert_eq!(points_of(&s, NS, EntryKind::Honors), 72);
}

/// C21: one no trump, thirteen tricks, declarer holds all four aces: 70 below; slam 40 and
/// aces 100 above.
#[test]
fn c21_slam_and_four_aces() {
    let s = score(
        CodeId::Auction1912,
        &with_honors(played("1NT", Seat::North, 13), [4, 0, 0, 0], NO_VOID),
    );
    assert_eq!(lines(&s, NS), (70, 140));
    assert_eq!(points_of(&s, NS, EntryKind::GrandSlam), 40);
}

/// C22 (1912 Law 48): the dealer's One Spade doubled, four down, loses only 100; redoubled it
/// loses 4 x 200. E-W's four spade honors (2 each) score 4 x 2 either way.
#[test]
fn c22_one_spade_loses_at_most_100_unless_redoubled() {
    let honors = [1, 2, 0, 2];
    let doubled = score(
        CodeId::Auction1912,
        &with_honors(played("1SX", Seat::North, 3), honors, NO_VOID),
    );
    assert_eq!(lines(&doubled, EW), (0, 108));
    assert_eq!(points_of(&doubled, EW, EntryKind::Undertricks), 100);
    let law = doubled
        .entries
        .iter()
        .find(|e| e.kind == EntryKind::Undertricks)
        .unwrap()
        .law;
    assert_eq!(law, "1912 Law 48");
    let redoubled = score(
        CodeId::Auction1912,
        &with_honors(played("1SXX", Seat::North, 3), honors, NO_VOID),
    );
    assert_eq!(lines(&redoubled, EW), (0, 808));
    // Undoubled and only one down: 50, within the limit.
    let one_down = score(CodeId::Auction1912, &played("1S", Seat::North, 6));
    assert_eq!(points_of(&one_down, EW, EntryKind::Undertricks), 50);
    // Two spades is no One Spade: 3 down doubled costs 300.
    let two_spades = score(CodeId::Auction1912, &played("2SX", Seat::North, 5));
    assert_eq!(points_of(&two_spades, EW, EntryKind::Undertricks), 300);
}

/// C23 (1912 Law 9): clubs trumps, dummy (N) void. (a) N-S hold three club honors: 12, and
/// chicane adds simple honors, 12. (b) E-W hold four club honors, split: 24 less 12.
#[test]
fn c23_chicane_adds_or_deducts_simple_honors() {
    let void_north = [true, false, false, false];
    let a = score(
        CodeId::Auction1912,
        &with_honors(played("2C", Seat::South, 8), [0, 1, 3, 1], void_north),
    );
    assert_eq!(points_of(&a, NS, EntryKind::Honors), 12);
    assert_eq!(points_of(&a, NS, EntryKind::Chicane), 12);
    assert_eq!(lines(&a, NS).1, 24);
    assert_eq!(lines(&a, EW), (0, 0));

    let b = score(
        CodeId::Auction1912,
        &with_honors(played("2C", Seat::South, 8), [0, 2, 1, 2], void_north),
    );
    assert_eq!(lines(&b, EW), (0, 12));
    assert_eq!(lines(&b, NS), (12, 0));
    let law = b
        .entries
        .iter()
        .find(|e| e.kind == EntryKind::Honors)
        .unwrap()
        .law;
    assert!(law.contains("chicane"), "{law}");
}

/// 1912 Law 9, double chicane: both N-S hands void of hearts, E-W hold all five honors (3-2):
/// five honors 5 x 8 = 40, less four honors' worth 32.
#[test]
fn double_chicane_is_deducted_from_the_adversaries() {
    let s = score(
        CodeId::Auction1912,
        &with_honors(
            played("3H", Seat::East, 9),
            [0, 3, 0, 2],
            [true, false, true, false],
        ),
    );
    assert_eq!(points_of(&s, EW, EntryKind::Honors), 8);
    assert_eq!(points_of(&s, NS, EntryKind::Chicane), 0);
    assert_eq!(lines(&s, EW), (24, 8));
}

/// C24 (1912 Law 84): three clubs doubled by South, eight tricks, West revoked. (a) Points:
/// N-S 150, and the revoking side scores no undertrick. (b) Three tricks: eleven tricks,
/// 5 x 6 x 2 = 60 below, but no doubled bonus from penalty tricks.
#[test]
fn c24_revoke_by_an_adversary_points_or_three_tricks() {
    let mut a = played("3CX", Seat::South, 8);
    a.penalties.push(Penalty::Revoke {
        offender: EW,
        remedy: RevokeRemedy::Points,
    });
    let a = score(CodeId::Auction1912, &a);
    assert_eq!(lines(&a, NS), (0, 150));
    assert_eq!(lines(&a, EW), (0, 0));

    let mut b = played("3CX", Seat::South, 8);
    b.penalties.push(Penalty::Revoke {
        offender: EW,
        remedy: RevokeRemedy::Tricks,
    });
    let b = score(CodeId::Auction1912, &b);
    assert_eq!(lines(&b, NS), (60, 0));
    assert_eq!(lines(&b, EW), (0, 0));
}

/// 1912 Law 84: a revoking declarer pays 150 and scores nothing but honors, even with the
/// contract made; a second revoke by the same side costs 100 more.
#[test]
fn revoking_declarer_scores_only_honors() {
    let mut outcome = with_honors(played("2H", Seat::South, 9), [4, 1, 0, 0], NO_VOID);
    outcome.penalties.push(Penalty::Revoke {
        offender: NS,
        remedy: RevokeRemedy::Points,
    });
    let s = score(CodeId::Auction1912, &outcome);
    assert_eq!(lines(&s, NS), (0, 64)); // four honors in one hand, 8 x 8
    assert_eq!(lines(&s, EW), (0, 150));

    outcome.penalties.push(Penalty::Revoke {
        offender: NS,
        remedy: RevokeRemedy::Points,
    });
    let s = score(CodeId::Auction1912, &outcome);
    assert_eq!(points_of(&s, EW, EntryKind::Penalty), 250);
}

/// Three tricks are taken only from revoking adversaries (1912 Law 84b; 1915).
#[test]
fn tricks_cannot_be_taken_from_a_revoking_declarer() {
    let mut outcome = played("2H", Seat::South, 7);
    outcome.penalties.push(Penalty::Revoke {
        offender: NS,
        remedy: RevokeRemedy::Tricks,
    });
    for code in [CodeId::Auction1912, CodeId::Auction1915] {
        let err = code.code().score(&outcome).unwrap_err();
        assert!(matches!(err, ScoreError::Revoke(_)), "{err}");
        assert!(err.to_string().contains("revoking adversaries"), "{err}");
    }
}

/// 1912 Law 7: tricks taken as a revoke penalty make no slam.
#[test]
fn penalty_tricks_make_no_slam() {
    let mut outcome = played("4H", Seat::South, 10);
    outcome.penalties.push(Penalty::Revoke {
        offender: EW,
        remedy: RevokeRemedy::Tricks,
    });
    let s = score(CodeId::Auction1912, &outcome);
    assert_eq!(lines(&s, NS), (56, 0)); // 13 tricks counted: 7 x 8
}

/// 1912 Laws 7 and 8: slam and little slam "by either side" (checklist Q-20), and a little
/// slam by declarer.
#[test]
fn slams_to_either_side() {
    let s = score(CodeId::Auction1912, &played("2H", Seat::South, 0));
    assert_eq!(points_of(&s, EW, EntryKind::Undertricks), 400);
    assert_eq!(points_of(&s, EW, EntryKind::GrandSlam), 40);
    let s = score(CodeId::Auction1912, &played("2C", Seat::South, 12));
    assert_eq!(lines(&s, NS), (36, 20));
}

/// C25: a 1912 rubber on the scorepad. N-S 32 + 16, E-W 20 + 30, N-S 28 honors and E-W 50,
/// N-S 36 (second game) and E-W 18, rubber 250: N-S 362, E-W 118.
#[test]
fn c25_a_1912_rubber() {
    let mut pad = RubberScorepad::new(CodeId::Auction1912.code()).unwrap();
    let deals = [
        with_honors(played("3H", Seat::South, 10), [1, 1, 2, 1], NO_VOID),
        with_honors(played("1NT", Seat::East, 8), [0, 2, 1, 1], NO_VOID),
        with_honors(played("2D", Seat::North, 7), [2, 1, 2, 0], NO_VOID),
        with_honors(played("4RS", Seat::North, 10), [1, 2, 1, 1], NO_VOID),
    ];
    for deal in &deals {
        pad.record(deal).unwrap();
    }
    let sheet = pad.close();
    let rubber = &sheet.rubbers[0];
    assert_eq!(rubber.state, RubberState::Won(NS));
    assert_eq!((rubber.games_won(NS), rubber.games_won(EW)), (2, 0));
    assert_eq!(sheet.total(NS), 362);
    assert_eq!(sheet.total(EW), 118);
    assert_eq!(sheet.net(NS), 244);
}

/// 1912 Law 4: royal spades are a declaration of their own; the 1908 and 1915 codes have none.
#[test]
fn royal_spades_only_in_1912() {
    let royal = played("1RS", Seat::North, 8);
    assert_eq!(lines(&score(CodeId::Auction1912, &royal), NS), (18, 0));
    for code in [CodeId::Auction1908, CodeId::Auction1915] {
        let err = code.code().score(&royal).unwrap_err();
        assert!(
            matches!(err, ScoreError::DenominationNotInCode { .. }),
            "{err}"
        );
    }
    // Low spades in 1912 count 2 a trick; spades in 1915 are the old royals, 9.
    let spades = played("2S", Seat::North, 9);
    assert_eq!(lines(&score(CodeId::Auction1912, &spades), NS).0, 6);
    assert_eq!(lines(&score(CodeId::Auction1915, &spades), NS).0, 27);
    assert_eq!(
        CodeId::Auction1912.code().denominations(),
        [
            Denomination::Spades,
            Denomination::Clubs,
            Denomination::Diamonds,
            Denomination::Hearts,
            Denomination::RoyalSpades,
            Denomination::NoTrump
        ]
    );
}

/// The 1912 code has no points penalty for doubling partner (checklist Q-8): asked for one,
/// it says the penalty belongs to the 1915 code.
#[test]
fn the_1915_penalties_are_not_in_1912() {
    let mut outcome = played("2H", Seat::South, 8);
    outcome.penalties.push(Penalty::Irregularity {
        offender: EW,
        kind: Irregularity::DoubledPartner,
    });
    let err = CodeId::Auction1912.code().score(&outcome).unwrap_err();
    assert!(err.to_string().contains("only the 1915 code"), "{err}");
}

// ------------------------------------------------------------------ 1915, the Boston manual

/// C26, the first deal of the 1916 manual's specimen score: "We played the first hand with
/// Spades as trumps, and scored three tricks. This gave us 27 points below the line. We held
/// simple Honors, which gave us 18 above the line."
#[test]
fn c26_the_specimen_score_first_hand() {
    let s = score(
        CodeId::Auction1915,
        &with_honors(played("1S", Seat::South, 9), [2, 1, 1, 1], NO_VOID),
    );
    assert_eq!(lines(&s, NS), (27, 18));
}

/// C27: four hearts doubled, eleven tricks, declarer holds four heart honors: 5 x 8 x 2 = 80
/// below; 50 + 50 + 64 above.
#[test]
fn c27_doubled_with_an_extra_trick() {
    let s = score(
        CodeId::Auction1915,
        &with_honors(played("4HX", Seat::West, 11), [1, 0, 0, 4], NO_VOID),
    );
    assert_eq!(lines(&s, EW), (80, 164));
}

/// C28: three no trump, twelve tricks, the declaring side holds three aces: 60 below; small
/// slam 50 and aces 30.
#[test]
fn c28_small_slam_and_three_aces() {
    let s = score(
        CodeId::Auction1915,
        &with_honors(played("3NT", Seat::North, 12), [2, 1, 1, 0], NO_VOID),
    );
    assert_eq!(lines(&s, NS), (60, 80));
}

/// C29: two diamonds redoubled, eight tricks: 2 x 7 x 4 = 56 below (game); bonus 2 x 50.
#[test]
fn c29_redoubled_contract() {
    let s = score(CodeId::Auction1915, &played("2DXX", Seat::North, 8));
    assert_eq!(lines(&s, NS), (56, 100));
}

/// C30: four hearts, eight tricks, West revoked. (a) 100 to N-S, E-W score no undertricks.
/// (b) Three tricks: eleven, 5 x 8 = 40 below.
#[test]
fn c30_revoke_in_1915() {
    for (remedy, ns) in [
        (RevokeRemedy::Points, (0, 100)),
        (RevokeRemedy::Tricks, (40, 0)),
    ] {
        let mut outcome = played("4H", Seat::South, 8);
        outcome.penalties.push(Penalty::Revoke {
            offender: EW,
            remedy,
        });
        let s = score(CodeId::Auction1915, &outcome);
        assert_eq!(lines(&s, NS), ns, "{remedy:?}");
        assert_eq!(lines(&s, EW), (0, 0), "{remedy:?}");
    }
}

/// C32: one no trump by South, E-W take all thirteen tricks and hold three aces: 7 x 50 + slam
/// 100 + 30.
#[test]
fn c32_the_defenders_slam() {
    let s = score(
        CodeId::Auction1915,
        &with_honors(played("1NT", Seat::South, 0), [0, 2, 1, 1], NO_VOID),
    );
    assert_eq!(lines(&s, EW), (0, 480));
    assert_eq!(lines(&s, NS), (0, 0));
}

/// 1915 Scoring Laws (f): lifting a card 25, examining a quitted trick 25, doubling partner
/// 50, redoubling a redouble 100, each to the opponents' honor score; on a deal passed out too.
#[test]
fn the_1915_penalties() {
    let kinds = [
        (Irregularity::LiftedCardDuringDeal, 25),
        (Irregularity::ExaminedQuittedTrick, 25),
        (Irregularity::DoubledPartner, 50),
        (Irregularity::RedoubledTwice, 100),
    ];
    for (kind, points) in kinds {
        let mut outcome = played("2H", Seat::South, 8);
        outcome
            .penalties
            .push(Penalty::Irregularity { offender: NS, kind });
        let s = score(CodeId::Auction1915, &outcome);
        assert_eq!(points_of(&s, EW, EntryKind::Penalty), points, "{kind:?}");
        assert_eq!(lines(&s, NS), (16, 0), "{kind:?}");
    }
    let mut passed = DealOutcome {
        contract: None,
        ..played("1C", Seat::North, 0)
    };
    passed.penalties.push(Penalty::Irregularity {
        offender: EW,
        kind: Irregularity::LiftedCardDuringDeal,
    });
    let s = score(CodeId::Auction1915, &passed);
    assert_eq!(s.total(NS), 25);
}

/// The 1916 manual knows no chicane: a void hand scores nothing in 1915.
#[test]
fn no_chicane_in_1915() {
    let outcome = with_honors(
        played("2C", Seat::South, 8),
        [0, 1, 3, 1],
        [true, false, false, false],
    );
    let s = score(CodeId::Auction1915, &outcome);
    assert_eq!(lines(&s, NS), (12, 12));
    assert_eq!(points_of(&s, NS, EntryKind::Chicane), 0);
}

/// 1915 Scoring Laws (e): 125 for the only game won in a rubber left unfinished.
#[test]
fn unfinished_1915_rubber_scores_125_for_a_game() {
    let mut pad = RubberScorepad::new(CodeId::Auction1915.code()).unwrap();
    pad.record(&played("4H", Seat::South, 10)).unwrap(); // 32: game
    pad.record(&played("1C", Seat::East, 8)).unwrap(); // 12: partscore
    let sheet = pad.close();
    assert_eq!(sheet.rubbers[0].state, RubberState::Unfinished);
    assert_eq!(sheet.total(NS), 32 + 125);
    assert_eq!(sheet.total(EW), 12);
    // 1912 gives no such premium.
    let mut pad = RubberScorepad::new(CodeId::Auction1912.code()).unwrap();
    pad.record(&played("4H", Seat::South, 10)).unwrap();
    assert_eq!(pad.close().total(NS), 32);
}

// ---------------------------------------------------------- 1908, Portland and Bath Clubs

/// C33: two hearts, nine tricks, four heart honors split: 3 x 8 below; 4 x 8 above.
#[test]
fn c33_four_honors_between_partners() {
    let s = score(
        CodeId::Auction1908,
        &with_honors(played("2H", Seat::North, 9), [2, 1, 2, 0], NO_VOID),
    );
    assert_eq!(lines(&s, NS), (24, 32));
}

/// C34: two no trumps, nine tricks: 3 x 12 = 36, a game.
#[test]
fn c34_no_trump_counts_twelve() {
    let s = score(CodeId::Auction1908, &played("2NT", Seat::North, 9));
    assert_eq!(lines(&s, NS), (36, 0));
}

/// C35 (1908 Law 51): West's One Spade doubled, three down: 300 limited to 100 "in respect of
/// tricks"; redoubled too, since the 1908 law knows no exception (checklist Q-4).
#[test]
fn c35_one_spade_limit_in_1908() {
    let s = score(CodeId::Auction1908, &played("1SX", Seat::West, 4));
    assert_eq!(lines(&s, NS), (0, 100));
    let s = score(CodeId::Auction1908, &played("1SXX", Seat::West, 4));
    assert_eq!(lines(&s, NS), (0, 100));
}

/// C36: three diamonds doubled, ten tricks: 4 x 6 x 2 = 48 below; 50 + 50 above.
#[test]
fn c36_doubled_diamonds() {
    let s = score(CodeId::Auction1908, &played("3DX", Seat::South, 10));
    assert_eq!(lines(&s, NS), (48, 100));
}

/// The 1908 chicane in clubs (checklist B6): simple honors 2 x 4 = 8 added.
#[test]
fn chicane_in_1908() {
    let s = score(
        CodeId::Auction1908,
        &with_honors(
            played("1C", Seat::South, 7),
            [0, 1, 3, 1],
            [true, false, false, false],
        ),
    );
    assert_eq!(lines(&s, NS), (4, 16));
}

// ------------------------------------------------------------------------ honors from a deal

/// Honors taken from the deal as dealt: South holds AKQJ of hearts, East the ten; North is
/// void of hearts. 1912, two hearts by South: 4 in one hand 64, chicane (N-S score honors)
/// 16 more.
#[test]
fn honors_and_chicane_from_the_deal() {
    let deal: Deal = "N:AKQJ2..AKQJ2.AKQ T98.T98.T98.T987 765.AKQJ.765.654 43.765432.43.J32"
        .parse()
        .unwrap();
    let honors = Honors::from_deal(&deal, Denomination::Hearts);
    assert_eq!(honors.held, [0, 1, 4, 0]);
    assert_eq!(honors.void, [true, false, false, false]);
    let mut outcome = played("2H", Seat::South, 8);
    outcome.honors = Some(honors);
    let s = score(CodeId::Auction1912, &outcome);
    assert_eq!(points_of(&s, NS, EntryKind::Honors), 64);
    assert_eq!(points_of(&s, NS, EntryKind::Chicane), 16);
}

/// Chicane cannot be stated at no trump.
#[test]
fn no_chicane_at_no_trump() {
    let outcome = with_honors(
        played("1NT", Seat::South, 7),
        [1, 1, 1, 1],
        [true, false, false, false],
    );
    let err = CodeId::Auction1912.code().score(&outcome).unwrap_err();
    assert!(err.to_string().contains("no chicane"), "{err}");
}

// ------------------------------------------------------------------------------ properties

fn auction_code() -> impl Strategy<Value = CodeId> {
    prop_oneof![
        Just(CodeId::Auction1908),
        Just(CodeId::Auction1912),
        Just(CodeId::Auction1915)
    ]
}

/// Five trump honors dealt among four hands.
fn trump_honors() -> impl Strategy<Value = [u8; 4]> {
    proptest::collection::vec(0..4usize, 5).prop_map(|owners| {
        let mut held = [0u8; 4];
        for owner in owners {
            held[owner] += 1;
        }
        held
    })
}

proptest! {
    /// 1912 Law 10: doubling changes neither honors nor slams; made contracts score their odd
    /// tricks at trick value times 1, 2 or 4 below the line; a failed one scores nothing below.
    #[test]
    fn doubling_changes_only_tricks_and_bonuses(
        code in auction_code(),
        level in 1u8..=7,
        denomination_index in 0usize..5,
        tricks in 0u8..=13,
        held in trump_honors(),
    ) {
        let rules = match code {
            CodeId::Auction1908 => laws::auction_bridge::AuctionBridge::PORTLAND_1908.rules(),
            CodeId::Auction1912 => laws::auction_bridge::AuctionBridge::WHIST_CLUB_1912.rules(),
            _ => laws::auction_bridge::AuctionBridge::WHIST_CLUB_1915.rules(),
        };
        let (denomination, value) = rules.trick_values[denomination_index];
        prop_assume!(denomination != Denomination::NoTrump);
        let mut honors_and_slams = Vec::new();
        for (suffix, multiplier) in [("", 1), ("X", 2), ("XX", 4)] {
            let contract: Contract = format!("{level}{}{suffix}", denomination.symbol()).parse().unwrap();
            let outcome = with_honors(
                DealOutcome::played(contract, Seat::South, tricks, Vulnerability::None),
                held,
                NO_VOID,
            );
            let s = score(code, &outcome);
            let below = s.on_line(NS, Line::Below);
            if tricks >= contract.tricks_needed() {
                prop_assert_eq!(below, u32::from(tricks - 6) * value * multiplier);
            } else {
                prop_assert_eq!(below, 0);
                prop_assert!(points_of(&s, EW, EntryKind::Undertricks) > 0);
            }
            prop_assert_eq!(s.on_line(EW, Line::Below), 0);
            let kept: Vec<_> = s
                .entries
                .iter()
                .filter(|e| matches!(e.kind, EntryKind::Honors | EntryKind::GrandSlam | EntryKind::SmallSlam))
                .cloned()
                .collect();
            honors_and_slams.push(kept);
        }
        prop_assert_eq!(&honors_and_slams[0], &honors_and_slams[1]);
        prop_assert_eq!(&honors_and_slams[0], &honors_and_slams[2]);
    }

    /// Exactly one side holds three or more of the five trump honors, so exactly one side
    /// scores honors, whoever declares.
    #[test]
    fn one_side_scores_trump_honors(code in auction_code(), held in trump_honors(), declarer in 0usize..4) {
        let outcome = with_honors(played("1H", Seat::ALL[declarer], 7), held, NO_VOID);
        let s = score(code, &outcome);
        let scoring: Vec<Side> = s.entries.iter().filter(|e| e.kind == EntryKind::Honors).map(|e| e.side).collect();
        prop_assert_eq!(scoring.len(), 1);
        let holder = if held[0] + held[2] >= 3 { NS } else { EW };
        prop_assert_eq!(scoring[0], holder);
    }
}
