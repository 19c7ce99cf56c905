//! The dealer language: scripts written for Hans van Staveren's `dealer` (the `.dlr` files
//! clubs paste into BBO) read, compiled and run here.
//!
//! A script sets how many deals to try (`generate`) and keep (`produce`), cards or suit
//! lengths dealt in advance (`predeal`), point scales (`pointcount`, `altcount`), named
//! expressions, a `condition` and the `action`s run on each deal that meets it. What dealer
//! has and this module does not is refused with its line and column.
//!
//! - [`lexer`] and [`parser`]: the text into a [`Script`] ([`ast`]).
//! - [`compile`]: expressions into closures over the hands' bits, with [`tables`] (a value
//!   for each holding of a suit, each `shape(...)` a look-up over the 560 patterns).
//! - [`shuffle`]: deals from a ChaCha20 generator, the seats the condition reads dealt first;
//!   suit lengths asked in advance are met exactly (`lengths`).
//! - [`Program`] runs a script and prints as dealer does ([`output`]); [`Program::deals`]
//!   gives the deals alone.

pub mod ast;
pub mod compile;
mod lengths;
pub mod lexer;
pub mod output;
pub mod parser;
mod run;
pub mod shuffle;
pub mod tables;

use std::fmt;

pub use ast::Script;
pub use lexer::Pos;
pub use run::{DEFAULT_GENERATE, DEFAULT_PRODUCE_PRINTED, Deals, Program, RunOptions, Summary};

/// What is wrong with a script, or what stopped its run; where it stands in the script when
/// that is known.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct DealerError {
    /// Where in the script, if the fault is at one place.
    pub pos: Option<Pos>,
    /// What is wrong.
    pub message: String,
    /// The kind of the output's fault, when writing the output failed (a reader that went
    /// away is `BrokenPipe`, no fault of the script's).
    pub output: Option<std::io::ErrorKind>,
}

impl DealerError {
    /// A fault at a place in the script.
    pub fn at(pos: Pos, message: impl Into<String>) -> DealerError {
        DealerError {
            pos: Some(pos),
            message: message.into(),
            output: None,
        }
    }

    /// A fault of the script as a whole.
    pub fn general(message: impl Into<String>) -> DealerError {
        DealerError {
            pos: None,
            message: message.into(),
            output: None,
        }
    }

    /// The output could not be written.
    pub fn output(error: &std::io::Error) -> DealerError {
        DealerError {
            output: Some(error.kind()),
            ..DealerError::general(format!("cannot write the output: {error}"))
        }
    }
}

impl fmt::Display for DealerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.pos {
            Some(pos) if pos.line > 0 => write!(
                f,
                "line {}, column {}: {}",
                pos.line, pos.column, self.message
            ),
            _ => f.write_str(&self.message),
        }
    }
}
