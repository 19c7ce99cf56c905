//! Duplicate bridge scoring: Law 77 of the Laws of Duplicate Bridge (2017; the 2007 Laws score
//! the same). Each deal stands alone: a game or partscore premium on the deal itself, no
//! honors, and a deal passed out scores nothing.

mod call_laws;
mod change_of_call;
mod dealing;

pub use call_laws::DuplicateCallLaws;

use crate::code::{CodeId, RubberRules};
use crate::codes::contract::{ClubLaws, Reservation};
use crate::codes::contract::{check, shared_entries};
use crate::codes::modern_play::ModernPlay;
use crate::contract::Denomination;
use crate::error::ScoreError;
use crate::flow::AuctionFlow;
use crate::outcome::DealOutcome;
use crate::score::{DealScore, EntryKind};
use crate::table::Code;
use crate::table::{CallLaws, InformationCitations, InformationLaws, PlayLaws};

const LAW_77: &str = "Law 77";

/// Duplicate bridge under one edition of the Laws of Duplicate Bridge. The editions score
/// alike (Law 77); they differ in the auction and play laws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Duplicate {
    edition: Edition,
}

/// An edition of the Laws of Duplicate Bridge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edition {
    /// The 2017 Laws, in force today.
    Laws2017,
    /// The 2007 Laws, under which seed 004's club bulletin was written.
    Laws2007,
}

impl Duplicate {
    /// The Laws of Duplicate Bridge 2017.
    pub const LAWS_2017: Duplicate = Duplicate {
        edition: Edition::Laws2017,
    };
    /// The Laws of Duplicate Bridge 2007.
    pub const LAWS_2007: Duplicate = Duplicate {
        edition: Edition::Laws2007,
    };

    /// The edition of the Laws.
    pub const fn edition(&self) -> Edition {
        self.edition
    }
}

impl Code for Duplicate {
    fn id(&self) -> CodeId {
        match self.edition {
            Edition::Laws2017 => CodeId::Duplicate2017,
            Edition::Laws2007 => CodeId::Duplicate2007,
        }
    }
    fn denominations(&self) -> &'static [Denomination] {
        &Denomination::CONTRACT
    }
    fn score(&self, outcome: &DealOutcome) -> Result<DealScore, ScoreError> {
        score_law_77(self, outcome)
    }
    fn rubber_rules(&self) -> Option<RubberRules> {
        None
    }
    /// None: the movement, not a cut, seats the players.
    fn cut_rules(&self) -> Option<crate::cut::CutRules> {
        None
    }
    fn auction_flow(&self) -> AuctionFlow {
        AuctionFlow::CONTRACT_DUPLICATE
    }
    fn call_laws(&self) -> &'static dyn CallLaws {
        match self.edition {
            Edition::Laws2017 => &LAWS_2017_AUCTION,
            Edition::Laws2007 => &LAWS_2007_WITH_LAW_23,
        }
    }
    /// Laws 41 to 71 of the duplicate Laws.
    fn dealing_laws(&self) -> &'static crate::table::DealingLaws {
        &dealing::DUPLICATE_DEALING
    }
    fn play_laws(&self) -> &'static dyn PlayLaws {
        match self.edition {
            Edition::Laws2017 => &ModernPlay::DUPLICATE,
            Edition::Laws2007 => &ModernPlay::DUPLICATE_2007,
        }
    }
    /// Laws 16B and 73C of the edition.
    fn information_laws(&self) -> InformationLaws {
        match self.edition {
            Edition::Laws2017 => InformationLaws::Remedy(&INFORMATION_2017),
            Edition::Laws2007 => InformationLaws::Remedy(&INFORMATION_2007),
        }
    }
    /// Law 12 (2017 and 2007 alike in these numbers): assigned 12C1, split 12C1(b), weighted
    /// 12C1(c), artificial 12C2.
    fn adjustment_laws(&self) -> Option<&'static crate::adjusted::AdjustmentLaws> {
        Some(&DUPLICATE_ADJUSTMENTS)
    }
}

/// 2017 Laws 16B, 73C1, 85A1 and 12B1 on unauthorised information from partner.
static INFORMATION_2017: InformationCitations = InformationCitations {
    extraneous: "Law 16B1(a)",
    logical_alternative: "Law 16B1(b)",
    reserve_rights: "Law 16B2",
    adjustment: "Law 16B3",
    conduct: "Law 73C1",
    facts: "Law 85A1",
    damage: "Law 12B1",
    withdrawn: Some("Law 16C"),
    reserves_when_called: false,
};

/// 2007 Laws 16B, 16D, 73C, 85A1 and 12B1: numbered as in 2017 but for 73C, which has no
/// subsections, and 16D, the information from withdrawn actions (2017's 16C).
static INFORMATION_2007: InformationCitations = InformationCitations {
    conduct: "Law 73C",
    withdrawn: Some("Law 16D"),
    ..INFORMATION_2017
};

/// Law 12: the Director awards adjusted scores of every kind.
static DUPLICATE_ADJUSTMENTS: crate::adjusted::AdjustmentLaws = crate::adjusted::AdjustmentLaws {
    power_law: "Law 12A",
    power: crate::adjusted::AdjustingPower::Director,
    assigned: "Law 12C1(a)",
    split: Some("Law 12C1(b)"),
    weighted: Some("Law 12C1(c)"),
    artificial: Some("Law 12C2"),
};

/// The 2007 auction laws with the Director's Law 23 (awareness of potential damage).
static LAWS_2007_WITH_LAW_23: ClubLaws = ClubLaws {
    regular: &LAWS_2007_AUCTION,
    reservation: Reservation::Awareness2007,
};

/// Laws 17 to 39 of the 2017 Laws.
static LAWS_2017_AUCTION: DuplicateCallLaws = DuplicateCallLaws {
    edition: Edition::Laws2017,
};

/// Laws 17 to 39 of the 2007 Laws.
pub(crate) static LAWS_2007_AUCTION: DuplicateCallLaws = DuplicateCallLaws {
    edition: Edition::Laws2007,
};

/// Law 77: the score of one deal.
fn score_law_77(code: &dyn Code, outcome: &DealOutcome) -> Result<DealScore, ScoreError> {
    let mut score = DealScore::default();
    let Some(contract) = check(code, outcome, "Law 18")? else {
        return Ok(score); // Law 22A: a passed-out deal scores nothing
    };
    let points = shared_entries(&mut score, outcome, contract, (None, None), LAW_77);
    if points.made {
        let side = outcome.declaring_side();
        if points.below >= 100 {
            let game = if outcome.declarer_vulnerable() {
                500
            } else {
                300
            };
            score.add(side, EntryKind::Game, None, game, LAW_77);
        } else {
            score.add(side, EntryKind::Partscore, None, 50, LAW_77);
        }
    }
    Ok(score)
}

/// The duplicate score of a deal from the declaring side's point of view, as score sheets and
/// `arbiter score -` write it (`590`, `-200`); 0 for a deal passed out.
pub fn duplicate_score(outcome: &DealOutcome) -> Result<i64, ScoreError> {
    let score = score_law_77(&Duplicate::LAWS_2017, outcome)?;
    Ok(score.net(outcome.declaring_side()))
}

/// The duplicate score of a deal from North-South's point of view, as travellers, par and
/// event results write it (`-620` when East-West make 4S vulnerable).
pub fn duplicate_score_north_south(outcome: &DealOutcome) -> Result<i64, ScoreError> {
    let score = score_law_77(&Duplicate::LAWS_2017, outcome)?;
    Ok(score.net(cards::Side::NorthSouth))
}
