//! The Laws of bridge, made executable.
//!
//! Each code of laws is a type implementing [`Code`]: duplicate bridge under the 2017 and
//! 2007 Laws, contract rubber bridge, four-deal (Chicago) bridge, and Auction Bridge in the
//! codes of 1908, 1912 and 1915. A finished deal ([`DealOutcome`]) scores into entries
//! ([`DealScore`]), each naming its side, its line and its law; scorepads fold those entries
//! into games and rubbers.
//!
//! The codes live in [`codes`], one folder per family. At the [`table`] a deal is a log of
//! events folded into its state; where the codes differ the table asks the code's
//! [`CallLaws`](table::CallLaws) and [`PlayLaws`](table::PlayLaws), and every law it cites
//! comes from the code. `docs/architecture.md` says where each law lives.
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

pub mod adjusted;
mod call;
mod code;
pub mod codes;
mod contract;
pub mod cut;
mod error;
pub mod flow;
pub mod imps;
mod outcome;
pub mod par;
mod score;
pub mod scorepad;
pub mod table;

pub use adjusted::{AdjustedScore, Artificial};
pub use call::{Bid, Call};
pub use code::{AppealPremiums, CodeId, RubberRules, ScoreCorrections};
pub use codes::auction_bridge;
pub use codes::contract::chicago::{self, ChicagoDeal, ChicagoScorepad, ChicagoSheet};
pub use codes::contract::rubber;
pub use codes::duplicate;
pub use contract::{Contract, Denomination, Doubling};
pub use error::{ContractError, ScoreError};
pub use outcome::{DealOutcome, Honors, Irregularity, Penalty, RevokeRemedy};
pub use score::{DealScore, EntryKind, Line, ScoreEntry};
pub use scorepad::{Game, Rubber, RubberScorepad, RubberSheet, RubberState, ScoredDeal};
pub use table::Code;
