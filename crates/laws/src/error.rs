//! Errors of the laws crate: each says what was wrong and which law says so.

use thiserror::Error;

use crate::contract::Denomination;

/// A contract that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ContractError {
    /// A level outside 1..=7.
    #[error("Law 38: a contract names 1 to 7 odd tricks; {0} is not a level")]
    Level(u8),
    /// A denomination other than C, D, H, S, NT (or RS in the 1912 code).
    #[error(
        "unknown denomination '{0}': write C, D, H, S or NT (RS for royal spades in the 1912 code)"
    )]
    UnknownDenomination(String),
    /// Text that is not a contract.
    #[error(
        "'{0}' is not a contract: write the level, the denomination and any double, as 4S, 3NTX or 7NTXX"
    )]
    Malformed(String),
}

/// A deal that a code cannot score as described.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ScoreError {
    /// The denomination does not exist in the code (royal spades outside 1912).
    #[error("{law}: {code} has no declaration in {}", .denomination.name())]
    DenominationNotInCode {
        /// The code's name.
        code: &'static str,
        /// The denomination asked for.
        denomination: Denomination,
        /// The law that lists the code's declarations.
        law: &'static str,
    },
    /// More than 13 tricks.
    #[error("a deal has 13 tricks; declarer's side cannot win {0}")]
    Tricks(u8),
    /// Honors stated in a way no deal can hold them.
    #[error("{0}")]
    Honors(String),
    /// A penalty that the code does not know.
    #[error("{code} has no such penalty: {what}")]
    PenaltyNotInCode {
        /// The code's name.
        code: &'static str,
        /// The penalty asked for.
        what: String,
    },
    /// A revoke that cannot have happened or been penalised as described.
    #[error("{0}")]
    Revoke(String),
    /// A rubber scorepad asked for a code that is not scored in rubbers.
    #[error(
        "{code} is not scored in rubbers: its laws score each deal alone, so a rubber scorepad cannot keep its score"
    )]
    NotScoredInRubbers {
        /// The code's name.
        code: &'static str,
    },
    /// A deal recorded after a four-deal (Chicago) rubber was complete.
    #[error(
        "Four-Deal Bridge: a rubber is four deals bid and played; a fifth deal is void when attention is drawn to it before a new cut for partners, a sixth is always void, so deal {deal} cannot be scored in this rubber"
    )]
    ChicagoComplete {
        /// The number the deal would have had (5, 6, ...).
        deal: usize,
    },
    /// A deal rescored on appeal under a code with no appeals committee.
    #[error("{code} has no appeals committee to rescore a deal: the score stands as recorded")]
    NoAppeals {
        /// The code's name.
        code: &'static str,
    },
    /// A correction of the pad under a code that gives no law for it.
    #[error("{code} gives no law for correcting the score: the pad stands as recorded")]
    NoCorrections {
        /// The code's name.
        code: &'static str,
    },
    /// A correction asked for too late (1912 Laws 12-13).
    #[error("{law}: the error can no longer be corrected: {why}")]
    TooLateToCorrect {
        /// The law.
        law: &'static str,
        /// Why it is too late.
        why: String,
    },
    /// A correction of the trick score that would change who won the game.
    #[error(
        "{law}: correcting deal {deal} would change who won its game, and the deals after it were scored on the game as it stood: the pad cannot be corrected deal by deal"
    )]
    CorrectionChangesGame {
        /// The law.
        law: &'static str,
        /// The deal.
        deal: usize,
    },
    /// A deal asked for that is not on the pad.
    #[error("the pad has no deal {deal}: its deals are numbered 1 to {deals}")]
    NoSuchDeal {
        /// The deal asked for.
        deal: usize,
        /// How many deals the pad holds.
        deals: usize,
    },
}
