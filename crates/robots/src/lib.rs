//! Robot players and deals made to order.
//!
//! - [`Situation`]: what one seat knows, the only thing a robot decides from.
//! - [`bidding`]: a bidding system written as data; the same table gives a robot's call, its
//!   alert and explanation, and what each call shows ([`Constraints`]).
//! - [`play`]: card play by layouts sampled within the auction's constraints and the play so
//!   far, each solved double dummy.
//! - [`Robot`]: a seat's decisions, call or card, in every code.
//! - [`dealer`]: the dealer language (`dealer`-compatible scripts) for deals made to order.

pub mod bidding;
pub mod constraints;
pub mod dealer;
pub mod play;
mod robot;
pub mod situation;

pub use constraints::{Constraints, HandRange};
pub use robot::{Decision, Robot, RobotConfig};
pub use situation::Situation;
