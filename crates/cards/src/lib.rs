//! Cards, hands, seats, deals and boards: the vocabulary every other crate of bridge-arbiter
//! speaks.
//!
//! A [`Hand`] is a set of cards held in one `u64` (one 16-bit lane per suit, bits 2..=14 for
//! the ranks), so set operations and suit holdings are single instructions. A [`Deal`] is four
//! disjoint hands of 13 cards; a [`Board`] carries the dealer and vulnerability that Law 2 of
//! the Laws of Duplicate Bridge gives its number. Deals read and write PBN deal notation
//! (`N:AKQ2.T98.765.432 ...`) and can be dealt at random, reproducibly, from a seed.

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

pub use board::{Board, Vulnerability};
pub use card::{Card, Rank, Suit};
pub use deal::{Deal, PartialDeal};
pub use error::{BoardError, CardError, DealError};
pub use hand::{Hand, Shape};
pub use random::DealGenerator;
pub use seat::{Seat, Side};
