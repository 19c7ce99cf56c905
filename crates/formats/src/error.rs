//! Errors that say where and why: a PBN or LIN problem at a line and column, with what was
//! expected there.

use thiserror::Error;

use crate::pbn::Position;

/// A problem in a PBN file, at a line and column (both from 1).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {}, column {}: {message}", at.line, at.column)]
pub struct PbnError {
    /// Where.
    pub at: Position,
    /// What is wrong, and what was expected.
    pub message: String,
}

impl PbnError {
    /// A problem at `at`.
    pub fn new(at: Position, message: impl Into<String>) -> PbnError {
        PbnError {
            at,
            message: message.into(),
        }
    }
}

/// A problem in a LIN record: the record's line and the field (counted from 1) at fault.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, field {field}: {message}")]
pub struct LinError {
    /// The line of the file (from 1).
    pub line: usize,
    /// The field of the line, counting `key|value|` pairs from 1.
    pub field: usize,
    /// What is wrong, and what was expected.
    pub message: String,
}

/// A file that could not be read at all (as opposed to a game in it that could not).
#[derive(Debug, Error)]
pub enum ReadError {
    /// The operating system refused.
    #[error("cannot read: {0}")]
    Io(#[from] std::io::Error),
}
