//! PLACEHOLDER until the auction helper lands: Auction Bridge 1908, 1912, 1915.
use crate::code::{Code, CodeId, RubberRules};
use crate::contract::Denomination;
use crate::error::ScoreError;
use crate::flow::{AllPass, AuctionFlow, BidRanking};
use crate::outcome::DealOutcome;
use crate::score::DealScore;
use crate::table::AuctionLaws;

macro_rules! placeholder {
    ($name:ident, $id:ident, $flow:expr) => {
        /// Placeholder.
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;
        impl Code for $name {
            fn id(&self) -> CodeId {
                CodeId::$id
            }
            fn denominations(&self) -> &'static [Denomination] {
                &Denomination::CONTRACT
            }
            fn score(&self, _outcome: &DealOutcome) -> Result<DealScore, ScoreError> {
                Err(ScoreError::PenaltyNotInCode {
                    code: "auction",
                    what: "not yet implemented".into(),
                })
            }
            fn rubber_rules(&self) -> Option<RubberRules> {
                None
            }
            fn auction_flow(&self) -> AuctionFlow {
                $flow
            }
            fn auction_laws(&self) -> &'static dyn AuctionLaws {
                &crate::duplicate::LAWS_2007_AUCTION
            }
        }
    };
}
const VALUES_1908: &[(Denomination, u32)] = &[
    (Denomination::Spades, 2),
    (Denomination::Clubs, 4),
    (Denomination::Diamonds, 6),
    (Denomination::Hearts, 8),
    (Denomination::NoTrump, 12),
];
placeholder!(
    Auction1908,
    Auction1908,
    AuctionFlow {
        ranking: BidRanking::ByValue(VALUES_1908),
        dealer_must_bid: true,
        all_pass: AllPass::Redeal,
        ranking_law: "1908 Law 48"
    }
);
placeholder!(
    Auction1912,
    Auction1912,
    AuctionFlow {
        ranking: BidRanking::ByLevel,
        dealer_must_bid: true,
        all_pass: AllPass::Redeal,
        ranking_law: "1912 Law 44"
    }
);
placeholder!(
    Auction1915,
    Auction1915,
    AuctionFlow {
        ranking: BidRanking::ByLevel,
        dealer_must_bid: false,
        all_pass: AllPass::Redeal,
        ranking_law: "1915 code"
    }
);
