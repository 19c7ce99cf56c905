//! The Laws of bridge, made executable.
//!
//! Each code of laws is a type implementing [`Code`]: duplicate bridge under the 2017 and
//! 2007 Laws, contract rubber bridge, four-deal (Chicago) bridge, and Auction Bridge in the
//! codes of 1908, 1912 and 1915. A finished deal ([`DealOutcome`]) scores into entries
//! ([`DealScore`]), each naming its side, its line and its law; scorepads fold those entries
//! into games and rubbers.
//!
//! ```
//! use cards::{Seat, Side, Vulnerability};
//! use laws::{CodeId, DealOutcome, EntryKind};
//!
//! // Four spades doubled by South, vulnerable, eleven tricks (Law 77).
//! let outcome = DealOutcome::played("4SX".parse()?, Seat::South, 11, Vulnerability::Both);
//! let score = CodeId::Duplicate2017.code().score(&outcome)?;
//! assert_eq!(score.net(Side::NorthSouth), 990);
//! assert!(score.entries.iter().any(|e| e.kind == EntryKind::Overtricks && e.points == 200));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod auction;
mod call;
pub mod chicago;
mod code;
mod contract;
pub mod contract_bridge;
pub mod duplicate;
mod error;
pub mod flow;
mod outcome;
pub mod par;
pub mod rubber;
mod score;
pub mod scorepad;
pub mod table;

pub use call::{Bid, Call};
pub use chicago::{ChicagoDeal, ChicagoScorepad, ChicagoSheet};
pub use code::{Code, CodeId, RevokeLaw, RubberRules};
pub use contract::{Contract, Denomination, Doubling};
pub use error::{ContractError, ScoreError};
pub use outcome::{DealOutcome, Honors, Irregularity, Penalty, RevokeRemedy};
pub use score::{DealScore, EntryKind, Line, ScoreEntry};
pub use scorepad::{Game, Rubber, RubberScorepad, RubberSheet, RubberState, ScoredDeal};
