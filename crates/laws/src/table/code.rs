//! A code of laws as the table, the scorepads and the scoring see it: one trait, implemented
//! by one type per code in [`crate::codes`]. It lives beside [`CallLaws`] and [`PlayLaws`],
//! which it hands out, so that the table depends on the traits alone and never on a code.

use crate::adjusted::AdjustmentLaws;
use crate::call::{Bid, Call};
use crate::code::{CodeId, RubberRules};
use crate::contract::Denomination;
use crate::cut::CutRules;
use crate::error::ScoreError;
use crate::flow::AuctionFlow;
use crate::outcome::DealOutcome;
use crate::score::DealScore;
use crate::table::{CallLaws, DealingLaws, InformationLaws, PlayLaws};

/// A code of laws: which denominations exist, and how a finished deal scores. Generic code
/// asks the code; it never matches on which code it is.
pub trait Code: Sync {
    /// The code's identifier.
    fn id(&self) -> CodeId;

    /// The denominations a declaration may name, lowest-ranking first.
    fn denominations(&self) -> &'static [Denomination];

    /// The score of one finished deal, each entry citing its law.
    fn score(&self, outcome: &DealOutcome) -> Result<DealScore, ScoreError>;

    /// How the code's rubbers run, where deals are scored into rubbers.
    fn rubber_rules(&self) -> Option<RubberRules>;

    /// How cards rank when the players cut (draw) to form a table, for partners and the first
    /// deal, and to cut out; `None` where the code has no cut (duplicate: the movement seats
    /// the players).
    fn cut_rules(&self) -> Option<CutRules>;

    /// How the code's auction runs when nothing goes wrong: how bids rank, whether the dealer
    /// may pass, what four passes mean.
    fn auction_flow(&self) -> AuctionFlow;

    /// The code's laws on irregular calls.
    fn call_laws(&self) -> &'static dyn CallLaws;

    /// The code's laws on the play and its irregularities, claims and revokes included.
    fn play_laws(&self) -> &'static dyn PlayLaws;

    /// The code's laws on the shuffle, the cut and the deal, and on hands of the wrong number
    /// of cards.
    fn dealing_laws(&self) -> &'static DealingLaws;

    /// The code's laws on information a player conveys to his partner by his manner (a
    /// hesitation, a remark, a gesture), or the law under which it gives no remedy.
    fn information_laws(&self) -> InformationLaws;
    /// The laws under which the Director (Arbiter) awards adjusted scores (2017 and 2007 Law
    /// 12; Club Law 14), or `None` where the code has none (the Auction Bridge codes).
    fn adjustment_laws(&self) -> Option<&'static AdjustmentLaws>;
}

impl dyn Code {
    /// Every call the code knows: pass, double, redouble, then every bid from one to seven
    /// in each of its declarations.
    pub fn calls(&self) -> Vec<Call> {
        let mut calls = vec![Call::Pass, Call::Double, Call::Redouble];
        for level in 1..=7 {
            calls.extend(
                self.denominations()
                    .iter()
                    .filter_map(|&denomination| Bid::new(level, denomination).ok())
                    .map(Call::Bid),
            );
        }
        calls
    }
}
