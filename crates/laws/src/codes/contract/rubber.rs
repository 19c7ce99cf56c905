//! Contract rubber bridge: Part VII (The Score, Laws 72-81) of the ACBL Laws of Contract Bridge
//! (1993; the Laws of Rubber Bridge 2014 that replaced it keep the values). "Rubber Law 81"
//! below means Law 81 of that code, not Law 81 of the duplicate Laws.
//!
//! A deal scores trick points for the contracted odd tricks below the line (Rubber Law 72) and
//! everything else above it: overtricks, undertricks, slams, the premium for making a doubled
//! contract and honors (Rubber Law 81, the same values as duplicate's Law 77). There is no
//! premium for a game or a partscore on the deal itself: games, rubbers and the premiums of an
//! unfinished rubber (Rubber Laws 73, 74, 80) belong to the
//! [`RubberScorepad`](crate::scorepad::RubberScorepad), which also sets the vulnerability (a side
//! that has won a game is vulnerable).

use cards::Side;

use crate::code::{CodeId, RubberRules};
use crate::codes::contract::{ClubLaws, Reservation};
use crate::codes::contract::{ContractPoints, check, shared_entries};
use crate::codes::modern_play::ModernPlay;
use crate::contract::{Contract, Denomination};
use crate::error::ScoreError;
use crate::flow::AuctionFlow;
use crate::outcome::{DealOutcome, Honors};
use crate::score::{DealScore, EntryKind, Line};
use crate::table::Code;
use crate::table::{CallLaws, PlayLaws};

/// Rubber Law 81: the scoring table (trick values, premiums, honors).
const LAW_81: &str = "Rubber Law 81";

/// Contract rubber bridge.
#[derive(Clone, Copy, Debug, Default)]
pub struct RubberBridge;

/// What a contract-bridge deal scores before any game premium: its entries, and what the
/// contract itself counted towards game. Passed out: no entries and `None`.
pub(crate) struct RubberDeal {
    pub(crate) score: DealScore,
    pub(crate) points: Option<ContractPoints>,
}

/// Scores a deal the way rubber bridge writes it (Rubber Laws 72 and 81): trick points below
/// the line, the rest and the honors above. Chicago starts from the same entries.
pub(crate) fn rubber_entries(
    code: &dyn Code,
    outcome: &DealOutcome,
) -> Result<RubberDeal, ScoreError> {
    let mut score = DealScore::default();
    // Rubber Law 22 (as duplicate Law 22A): a deal passed out scores nothing.
    let Some(contract) = check(code, outcome, "Rubber Law 18")? else {
        return Ok(RubberDeal {
            score,
            points: None,
        });
    };
    let lines = (Some(Line::Below), Some(Line::Above));
    let points = shared_entries(&mut score, outcome, contract, lines, LAW_81);
    if let Some(honors) = &outcome.honors {
        honors_entries(&mut score, honors, contract)?;
    }
    Ok(RubberDeal {
        score,
        points: Some(points),
    })
}

/// Rubber Law 81, honors: four of the five trump honors in one hand 100, all five in one hand
/// 150; at no trump all four aces in one hand 150. Credited to the side that held them,
/// declaring or defending, whether the contract was made or not (Rubber Law 72.2).
fn honors_entries(
    score: &mut DealScore,
    honors: &Honors,
    contract: Contract,
) -> Result<(), ScoreError> {
    honors.check(contract.denomination)?;
    for side in Side::ALL {
        let most = honors.side_most_in_one_hand(side);
        let points = match (contract.denomination, most) {
            (Denomination::NoTrump, 4) => 150,
            (Denomination::NoTrump, _) => 0,
            (_, 5) => 150,
            (_, 4) => 100,
            _ => 0,
        };
        score.add(side, EntryKind::Honors, Some(Line::Above), points, LAW_81);
    }
    Ok(())
}

impl Code for RubberBridge {
    fn id(&self) -> CodeId {
        CodeId::Rubber
    }
    fn denominations(&self) -> &'static [Denomination] {
        &Denomination::CONTRACT
    }
    fn score(&self, outcome: &DealOutcome) -> Result<DealScore, ScoreError> {
        Ok(rubber_entries(self, outcome)?.score)
    }
    fn rubber_rules(&self) -> Option<RubberRules> {
        Some(RubberRules {
            game: 100,                       // Rubber Law 73
            rubber_two_nil: 700,             // Rubber Law 74
            rubber_two_one: 500,             // Rubber Law 74
            unfinished_game: Some(300),      // Rubber Law 80
            unfinished_partscore: Some(100), // Rubber Law 80 (Q-12: 100, not 50)
            vulnerable_after_game: true,     // Definitions: "Vulnerable"
            law: "Rubber Laws 73, 74 and 80",
            appeals: Some(crate::AppealPremiums {
                partscore: 100,
                game_not_vulnerable: 300,
                game_vulnerable: 400,
                game_both_vulnerable: 500,
                defenders_partscore: 100,
                two_of_two: 500,
                two_of_three: 200,
                law: "Club Appeals Committee",
            }),
            corrections: None,
        })
    }
    /// The draw of the Laws of Contract Bridge and the Rules for Club Procedure.
    fn cut_rules(&self) -> Option<crate::cut::CutRules> {
        Some(crate::cut::CONTRACT)
    }
    fn auction_flow(&self) -> AuctionFlow {
        AuctionFlow::CONTRACT_RUBBER
    }
    /// The Laws of Contract Bridge keep the pre-2017 structure of auction rectifications,
    /// which the 2007 duplicate texts share (checklist R-AU); the Club Laws' Arbiter may
    /// reserve an adjusted score (Club Laws 23, 25, 27).
    fn call_laws(&self) -> &'static dyn CallLaws {
        &CLUB_LAWS
    }
    /// The Laws of Contract Bridge on the play, with the Club Laws on claims and Law 64.
    fn dealing_laws(&self) -> &'static crate::table::DealingLaws {
        &super::dealing::CONTRACT_DEALING
    }
    fn play_laws(&self) -> &'static dyn PlayLaws {
        &ModernPlay::CLUB
    }
    /// Club Law 16: the Arbiter, called, requires the auction or play to continue and
    /// reserves the right to adjust.
    fn information_laws(&self) -> crate::table::InformationLaws {
        crate::table::InformationLaws::Remedy(&super::club_laws::CLUB_LAW_16)
    }
    /// The Arbiter of the Club Laws (Club Law 14).
    fn adjustment_laws(&self) -> Option<&'static crate::adjusted::AdjustmentLaws> {
        Some(&crate::codes::contract::rubber::CLUB_ADJUSTMENTS)
    }
}

/// Club Law 14: the Arbiter assigns the result he judges would have been achieved, only where
/// the Club Laws empower him (or the Laws give no remedy); one result, no weighting and no
/// averages, which need a field of other tables.
pub(crate) static CLUB_ADJUSTMENTS: crate::adjusted::AdjustmentLaws =
    crate::adjusted::AdjustmentLaws {
        power_law: "Club Law 14",
        power: crate::adjusted::AdjustingPower::WhereEmpowered,
        assigned: "Club Law 14",
        split: None,
        weighted: None,
        artificial: None,
    };

/// The regular laws on irregular calls with the Alternative Club Laws' Arbiter, for rubber
/// and four-deal bridge (seed S003).
pub(crate) static CLUB_LAWS: ClubLaws = ClubLaws {
    regular: &crate::codes::duplicate::LAWS_2007_AUCTION,
    reservation: Reservation::ClubLaws,
};

#[cfg(test)]
mod tests {
    use cards::{Seat, Vulnerability};

    use super::*;

    fn with_honors(contract: &str, declarer: Seat, tricks: u8, held: [u8; 4]) -> DealScore {
        let contract: Contract = contract.parse().unwrap();
        let mut outcome = DealOutcome::played(contract, declarer, tricks, Vulnerability::None);
        outcome.honors = Some(Honors {
            held,
            void: [false; 4],
        });
        RubberBridge.score(&outcome).unwrap()
    }

    fn honors_of(score: &DealScore, side: Side) -> u32 {
        score
            .entries
            .iter()
            .filter(|e| e.side == side && e.kind == EntryKind::Honors)
            .map(|e| e.points)
            .sum()
    }

    /// Rubber Law 81's honor values, whoever declares and whatever the result (C13).
    #[test]
    fn honors_go_to_the_side_that_held_them() {
        // Four trump honors in dummy's hand, contract made: 100.
        let s = with_honors("2H", Seat::South, 8, [4, 1, 0, 0]);
        assert_eq!(honors_of(&s, Side::NorthSouth), 100);
        assert_eq!(honors_of(&s, Side::EastWest), 0);
        // All five in a defender's hand, contract defeated: 150 to the defenders besides the
        // 50 for the undertrick.
        let s = with_honors("4S", Seat::South, 9, [0, 0, 0, 5]);
        assert_eq!(honors_of(&s, Side::EastWest), 150);
        assert_eq!(s.total(Side::EastWest), 200);
        // Four honors split 2-2 between partners score nothing in this code.
        let s = with_honors("1C", Seat::North, 7, [2, 0, 2, 1]);
        assert_eq!(honors_of(&s, Side::NorthSouth), 0);
        // C13: 1NT by N making 7, E holds all four aces: N/S 40 below, E/W 150 above.
        let s = with_honors("1NT", Seat::North, 7, [0, 4, 0, 0]);
        assert_eq!(s.on_line(Side::NorthSouth, Line::Below), 40);
        assert_eq!(s.on_line(Side::EastWest, Line::Above), 150);
        assert_eq!(s.total(Side::NorthSouth), 40);
        // Three aces in one hand at no trump: nothing.
        let s = with_honors("3NT", Seat::North, 9, [3, 1, 0, 0]);
        assert_eq!(honors_of(&s, Side::NorthSouth), 0);
    }

    #[test]
    fn impossible_honors_are_refused() {
        let contract: Contract = "4S".parse().unwrap();
        let mut outcome = DealOutcome::played(contract, Seat::South, 10, Vulnerability::None);
        outcome.honors = Some(Honors {
            held: [4, 4, 0, 0],
            void: [false; 4],
        });
        let err = RubberBridge.score(&outcome).unwrap_err();
        assert!(err.to_string().contains("there are 5 trump honors"));
    }

    /// C14: 6NT making 13, not vulnerable, declarer holds all four aces.
    #[test]
    fn small_slam_with_four_aces() {
        // below 40 + 5 x 30 = 190; above overtrick 30 + small slam 500 + aces 150 = 680
        let s = with_honors("6NT", Seat::South, 13, [0, 0, 4, 0]);
        assert_eq!(s.on_line(Side::NorthSouth, Line::Below), 190);
        assert_eq!(s.on_line(Side::NorthSouth, Line::Above), 680);
        assert!(s.entries.iter().all(|e| e.kind != EntryKind::Game));
    }

    #[test]
    fn no_game_or_partscore_premium_on_the_deal() {
        let outcome =
            DealOutcome::played("4S".parse().unwrap(), Seat::East, 10, Vulnerability::Both);
        let s = RubberBridge.score(&outcome).unwrap();
        // 4 x 30 below, nothing else: the game premium is the scorepad's rubber premium.
        assert_eq!(s.on_line(Side::EastWest, Line::Below), 120);
        assert_eq!(s.total(Side::EastWest), 120);
    }
}
