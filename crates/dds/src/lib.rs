//! A double-dummy solver for bridge.
//!
//! Given every hand, a strain and the player on lead (or a position in the middle of the play),
//! the solver finds the number of tricks each side takes when all four players see all the
//! cards and play perfectly: the value of the position, the value of every legal card (what
//! DDS calls "solutions 3"), and the full table of 4 declarers by 5 strains.
//!
//! The search is exact: null-window alpha-beta over tricks from a guess, with partition search
//! (a result found at the start of a trick is stored with the cards that decided it, by
//! relative rank, so positions that differ only in smaller cards or in cards already played
//! share it). Its rules are DDS's, read in DDS's sources and written anew: moves ordered by
//! DDS's weights (`moves`), quick tricks at the start of a trick and for the second hand
//! (`quick`), later tricks for the side not on lead (`later`), lower cards of a suit skipped
//! once one failed below every deciding card. Before the weighing, the card that last settled
//! a search where its player faced the same (`cutoffs`, bridge-solver's cut-off cache) is
//! tried first. Each suit's holders by relative rank and best cards are looked up by
//! its remaining cards (`suits`, made once a deal). Equivalent cards (touching once the played
//! cards are gone) are searched once. The search loop allocates nothing but the transposition
//! table's shape index, which doubles as it fills (eight times at most in a solver's life).
//! With the `stats` feature the solver counts what it did ([`Stats`]); speed against DDS is in
//! docs/PERFORMANCE.md.
//!
//! ```
//! use dds::{Position, Solver, Strain};
//! let deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
//!     .parse()
//!     .unwrap();
//! let position = Position::new(&deal, Strain::NoTrump, cards::Seat::East, &[]).unwrap();
//! let mut solver = Solver::new();
//! // East leads; North-South take every trick.
//! assert_eq!(solver.tricks(&position), 0);
//! ```

mod cutoffs;
mod error;
mod later;
mod moves;
mod position;
mod quick;
mod search;
mod stats;
mod strain;
mod suits;
mod table;
mod transposition;

pub use error::PositionError;
pub use position::Position;
pub use search::Solver;
pub use stats::Stats;
pub use strain::Strain;
pub use table::{DdTable, solve_tables};
