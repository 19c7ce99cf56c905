//! Errors that say where and why: a PBN or LIN problem at a line and column, with what was
//! expected there; and the warnings of a tolerant import, for what was repaired or left out of
//! a game that was still read.

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

/// Something a tolerant reader repaired or left out of a game or board it still read, at a
/// line and column of the file (both from 1): a contract written `3NR` read as redoubled, a
/// `}` with no `{` passed over, a note referred to and never given dropped. PBN 2.1 (section
/// 2.1) asks for a tolerant import and a strict export: the game is kept, what was repaired is
/// said here, and a program reading the file decides what to do with it (`arbiter convert`
/// prints `FILE:LINE:COLUMN: warning: MESSAGE`). The library never prints.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {message}")]
pub struct Warning {
    /// The line of the file (from 1).
    pub line: usize,
    /// The column, in characters (from 1).
    pub column: usize,
    /// What was found, and what was made of it.
    pub message: String,
}

impl Warning {
    /// A warning at `at`.
    pub fn new(at: Position, message: impl Into<String>) -> Warning {
        Warning {
            line: at.line,
            column: at.column,
            message: message.into(),
        }
    }
}

/// A game or board as a tolerant reader gives it: what was read, and a warning for each thing
/// repaired or left out on the way (none for a clean one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported<T> {
    /// What was read.
    pub item: T,
    /// What was repaired or left out, in the order of the file.
    pub warnings: Vec<Warning>,
}
