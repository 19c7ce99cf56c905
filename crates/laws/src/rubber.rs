//! PLACEHOLDER until the rubber helper lands: contract rubber bridge.
use crate::code::{Code, CodeId, RubberRules};
use crate::contract::Denomination;
use crate::error::ScoreError;
use crate::outcome::DealOutcome;
use crate::score::DealScore;

/// Contract rubber bridge.
#[derive(Clone, Copy, Debug, Default)]
pub struct RubberBridge;

impl Code for RubberBridge {
    fn id(&self) -> CodeId {
        CodeId::Rubber
    }
    fn denominations(&self) -> &'static [Denomination] {
        &Denomination::CONTRACT
    }
    fn score(&self, _outcome: &DealOutcome) -> Result<DealScore, ScoreError> {
        Err(ScoreError::PenaltyNotInCode {
            code: "rubber",
            what: "not yet implemented".into(),
        })
    }
    fn rubber_rules(&self) -> Option<RubberRules> {
        None
    }
}
