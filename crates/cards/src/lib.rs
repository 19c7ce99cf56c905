//! Cards, hands, seats, deals and boards: the vocabulary every other crate of bridge-arbiter
//! speaks.
//!
//! A [`Hand`] is a set of cards held in one `u64` (one 16-bit lane per suit, bits 2..=14 for
//! the ranks), so set operations and suit holdings are single instructions. A [`Deal`] is four
//! disjoint hands of 13 cards; a [`Board`] carries the dealer and vulnerability that Law 2 of
//! the Laws of Duplicate Bridge gives its number. Deals read and write PBN deal notation
//! (`N:AKQ2.T98.765.432 ...`) and can be dealt at random, reproducibly, from a seed.
//!
//! ```
//! use cards::{Board, Deal, DealGenerator, Seat, Vulnerability};
//!
//! let deal: Deal = "N:AKQ2.T98.765.432 JT98.AKQ.432.765 7654.765.AKQ.JT9 3.J432.JT98.AKQ8"
//!     .parse()
//!     .expect("a valid deal");
//! assert_eq!(deal.hand(Seat::North).high_card_points(), 9);
//! assert_eq!(deal.hand(Seat::West).shape().to_string(), "1=4=4=4");
//!
//! let board = Board::new(7).expect("boards are numbered from 1");
//! assert_eq!((board.dealer(), board.vulnerability()), (Seat::South, Vulnerability::Both));
//!
//! let again = DealGenerator::from_seed(42).deal();
//! assert_eq!(again, DealGenerator::from_seed(42).deal());
//! ```

mod board;
mod card;
mod deal;
pub mod diagram;
mod error;
mod hand;
mod notation;
mod random;
mod seat;
mod serde_str;
mod trick;

pub use board::{Board, Vulnerability};
pub use card::{Card, Rank, Suit};
pub use deal::{Deal, PartialDeal};
pub use error::{BoardError, CardError, DealError};
pub use hand::{Hand, Shape};
pub use random::DealGenerator;
pub use seat::{Seat, Side};
pub use trick::winning_place;
