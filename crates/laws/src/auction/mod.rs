//! PLACEHOLDER until the auction helper lands: Auction Bridge 1908, 1912, 1915.
use crate::code::{Code, CodeId, RubberRules};
use crate::contract::Denomination;
use crate::error::ScoreError;
use crate::outcome::DealOutcome;
use crate::score::DealScore;

macro_rules! placeholder {
    ($name:ident, $id:ident) => {
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
        }
    };
}
placeholder!(Auction1908, Auction1908);
placeholder!(Auction1912, Auction1912);
placeholder!(Auction1915, Auction1915);
