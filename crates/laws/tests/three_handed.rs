//! Three-handed Auction on its pad (Boston 1916 manual, "Three-handed Auction"; checklist
//! W15-3H, C31), worked by hand: "Each one plays for himself. [...] Honor cards count for the
//! player holding them [...] The Declarer has the Honors in the Dummy hand, and his own. Each
//! game gives the winner 125 Honors, and the Rubber gives 250. When a declarer is set, each of
//! his adversaries scores in the honor column as in Auction. At the end of the play, the
//! highest total wins from each of the others, and the lowest loses to each of the others."

use laws::auction_bridge::three_handed::{ThreeHandedPad, ThreeHandedResult, ThreeHandedSheet};
use laws::{CodeId, EntryKind, Line};
use proptest::prelude::*;

fn pad() -> ThreeHandedPad {
    ThreeHandedPad::new(
        CodeId::Auction1915.code(),
        ["Ann".into(), "Bob".into(), "Cat".into()],
    )
}

fn deal(declarer: usize, contract: &str, tricks: u8, honors: Option<[u8; 4]>) -> ThreeHandedResult {
    ThreeHandedResult {
        contract: Some(contract.parse().unwrap()),
        declarer,
        tricks,
        honors,
        penalties: Vec::new(),
    }
}

fn rubber() -> ThreeHandedSheet {
    let mut pad = pad();
    for d in [
        // C31: Ann declares hearts, holding HA HK, her dummy HQ, Bob HJ, Cat H10: Ann 24,
        // Bob 8, Cat 8; three odd tricks at 8, 24 below.
        deal(0, "2H", 9, Some([2, 1, 1, 1])),
        // Bob set one at no trump: Ann and Cat 50 each; aces Ann 1, Bob 1, Cat 1, dummy 1:
        // Bob 20 (his and the dummy's), Ann 10, Cat 10.
        deal(1, "1NT", 6, Some([1, 1, 1, 1])),
        // Ann 18 more: 42, a game, 125.
        deal(0, "1S", 8, None),
        // Cat 40: a game, 125.
        deal(2, "3NT", 10, None),
        // Ann 21, then 20: her second game, 125, and the rubber, 250.
        deal(0, "2D", 9, None),
        deal(0, "1NT", 8, None),
    ] {
        pad.record(&d).unwrap();
    }
    pad.sheet().clone()
}

#[test]
fn honors_for_their_holder_and_undertricks_to_each_adversary() {
    let sheet = rubber();
    let first = &sheet.deals[0];
    let honors: Vec<(usize, u32)> = first
        .entries
        .iter()
        .filter(|e| e.kind == EntryKind::Honors)
        .map(|e| (e.player, e.points))
        .collect();
    assert_eq!(honors, [(0, 24), (1, 8), (2, 8)]);
    assert_eq!(
        first
            .entries
            .iter()
            .filter(|e| e.line == Line::Below)
            .map(|e| (e.player, e.points))
            .collect::<Vec<_>>(),
        [(0, 24)]
    );
    let set: Vec<(usize, u32)> = sheet.deals[1]
        .entries
        .iter()
        .filter(|e| e.kind == EntryKind::Undertricks)
        .map(|e| (e.player, e.points))
        .collect();
    assert_eq!(set, [(2, 50), (0, 50)]);
}

#[test]
fn games_125_and_the_rubber_250() {
    let sheet = rubber();
    assert_eq!(sheet.rubbers, [1, 0, 0]);
    assert_eq!(sheet.games, [0, 0, 0]); // a new rubber begins
    assert_eq!(sheet.totals(), [667, 28, 233]);
}

/// Ann, highest, wins 639 from Bob and 434 from Cat; Bob, lowest, loses 639 to Ann and 205 to
/// Cat; Cat loses 434 and wins 205.
#[test]
fn the_settlement() {
    assert_eq!(rubber().settlement(), [1073, -844, -229]);
}

#[test]
fn nullo_scores_no_honors_on_the_three_handed_pad() {
    let mut pad = ThreeHandedPad::new(
        CodeId::Auction1915Nullo.code(),
        ["Ann".into(), "Bob".into(), "Cat".into()],
    );
    // Bob takes four: three less than seven at ten, 30, a game, 125; no aces count.
    pad.record(&deal(1, "1NU", 4, Some([1, 1, 1, 1]))).unwrap();
    assert_eq!(pad.sheet().totals(), [0, 155, 0]);
}

/// A revoke, scored as in Auction (1915 Playing the Cards): by an adversary, the declarer takes
/// three tricks (Ann 2H with eight: eleven, 5 x 8 = 40) or 100; by the declarer, each
/// adversary takes 100 and the declarer scores nothing but honors.
#[test]
fn revokes_pay_as_in_auction() {
    use cards::Side;
    use laws::{Penalty, RevokeRemedy};
    let mut pad = pad();
    let mut adversary = deal(0, "2H", 8, None);
    adversary.penalties.push(Penalty::Revoke {
        offender: Side::EastWest,
        remedy: RevokeRemedy::Tricks,
    });
    pad.record(&adversary).unwrap();
    assert_eq!(pad.sheet().totals(), [40 + 125, 0, 0]);
    let mut declarer = deal(1, "1NT", 9, None);
    declarer.penalties.push(Penalty::Revoke {
        offender: Side::NorthSouth,
        remedy: RevokeRemedy::Points,
    });
    pad.record(&declarer).unwrap();
    assert_eq!(pad.sheet().totals(), [165 + 100, 0, 100]);
}

proptest! {
    /// Whatever is played, the settlement sums to zero and the highest total never pays.
    #[test]
    fn a_settlement_sums_to_zero(
        deals in proptest::collection::vec((0usize..3, 1u8..=7, 0usize..5, 0u8..=13), 0..12)
    ) {
        let mut pad = pad();
        for (declarer, level, d, tricks) in deals {
            let contract = format!("{level}{}", ["C", "D", "H", "S", "NT"][d]);
            pad.record(&deal(declarer, &contract, tricks, None)).unwrap();
        }
        let sheet = pad.sheet();
        let settle = sheet.settlement();
        prop_assert_eq!(settle.iter().sum::<i64>(), 0);
        let totals = sheet.totals();
        let best = (0..3).max_by_key(|&i| totals[i]).unwrap();
        prop_assert!(settle[best] >= 0);
    }
}
