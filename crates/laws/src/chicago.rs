//! PLACEHOLDER until the rubber helper lands: four-deal bridge.
use crate::code::{Code, CodeId, RubberRules};
use crate::contract::Denomination;
use crate::error::ScoreError;
use crate::outcome::DealOutcome;
use crate::score::DealScore;

/// Chicago.
#[derive(Clone, Copy, Debug, Default)]
pub struct Chicago;

impl Code for Chicago {
    fn id(&self) -> CodeId {
        CodeId::Chicago
    }
    fn denominations(&self) -> &'static [Denomination] {
        &Denomination::CONTRACT
    }
    fn score(&self, _outcome: &DealOutcome) -> Result<DealScore, ScoreError> {
        Err(ScoreError::PenaltyNotInCode {
            code: "chicago",
            what: "not yet implemented".into(),
        })
    }
    fn rubber_rules(&self) -> Option<RubberRules> {
        None
    }
}
