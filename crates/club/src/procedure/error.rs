//! What the club procedure refuses, each naming its rule.

use laws::cut::CutError;
use thiserror::Error;

/// An event the procedure refuses: the log says something the rules do not allow.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProcedureError {
    /// A card drawn that the cut cannot take.
    #[error(transparent)]
    Cut(#[from] CutError),
    /// A name that is neither a member nor an applicant.
    #[error("{name} is not a member of the table")]
    NotAMember {
        /// The name.
        name: String,
    },
    /// An application by someone already a member or waiting.
    #[error("{law}: {name} has already applied")]
    AlreadyApplied {
        /// The name.
        name: String,
        /// The rule.
        law: &'static str,
    },
    /// A draw when none is due.
    #[error("{law}: no draw is due now ({why})")]
    NoDrawDue {
        /// Why not.
        why: String,
        /// The rule.
        law: &'static str,
    },
    /// Too few to form a table or to play a rubber.
    #[error("{law}: four players are needed; there are {count}")]
    TooFew {
        /// How many there are.
        count: usize,
        /// The rule.
        law: &'static str,
    },
    /// A member returning who had not left announcing his return.
    #[error("{law}: {name} has not left to make a fourth elsewhere")]
    NotAway {
        /// The member.
        name: String,
        /// The rule.
        law: &'static str,
    },
    /// A rubber ended that was never begun.
    #[error("no rubber is being played: the players have not cut for partners")]
    NoRubber,
    /// A player leaving during a rubber, or while the cards are being drawn.
    #[error("{law}: {name} cannot leave now: {why}")]
    CannotLeave {
        /// The player.
        name: String,
        /// Why not.
        why: String,
        /// The rule.
        law: &'static str,
    },
    /// A substitute without the consent of the other three, or for someone not playing.
    #[error("{law}: {why}")]
    Substitute {
        /// What is wrong.
        why: String,
        /// The rule.
        law: &'static str,
    },
    /// The table has been broken up.
    #[error("{law}: the table was broken up when {by} left")]
    BrokenUp {
        /// Who broke it up.
        by: String,
        /// The rule.
        law: &'static str,
    },
    /// Pivot games with other than four members.
    #[error(
        "Four-Deal Bridge, pivoting: a pivot game is four players in a fixed rotation; the table has {count} members"
    )]
    PivotNeedsFour {
        /// The members.
        count: usize,
    },
}

/// A line of a procedure log that could not be read or was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}: {message}")]
pub struct LogError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}
