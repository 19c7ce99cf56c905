//! Bridge files: PBN 2.1 ([`pbn`]) and BBO's LIN ([`lin`]), read tolerantly and written
//! canonically, and [`Record`], what a board's file says (deal, players, auction, play,
//! result) in the terms of the `cards` and `laws` crates, so that one format converts to the
//! other and a board can be replayed at the table.

pub mod error;
pub mod json;
pub mod lin;
pub mod pbn;

pub mod record;

pub use error::{LinError, PbnError};
pub use record::{Outcome, Record, RecordedCall, ReplayError};
