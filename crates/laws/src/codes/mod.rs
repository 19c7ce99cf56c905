//! The codes of laws, one folder per family. Each code is a type implementing [`Code`]: its
//! denominations and scoring, and the laws the table asks about irregularities — its call
//! laws ([`CallLaws`](crate::table::CallLaws)) and its play laws
//! ([`PlayLaws`](crate::table::PlayLaws)).
//!
//! | family | codes | call laws | play laws |
//! |---|---|---|---|
//! | [`duplicate`] | the 2017 and 2007 Laws of Duplicate Bridge | [`duplicate::DuplicateCallLaws`] | [`modern_play::ModernPlay`] |
//! | [`contract`] | rubber bridge with the Club Laws' Arbiter; four-deal (Chicago) | [`contract::ClubLaws`] over the 2017 laws (rubber), the 2017 laws (Chicago) | [`modern_play::ModernPlay`] |
//! | [`auction_bridge`] | Auction Bridge, 1908, 1912, 1915, 1915 with nullos | [`auction_bridge::AuctionBridgeCallLaws`] | [`auction_bridge::AuctionBridgePlayLaws`] |
//!
//! [`modern_play`] holds the modern Laws of the play (Laws 41-66 of the duplicate Laws, the
//! same in the Laws of Contract Bridge), which the duplicate and contract families share.
//!
//! The enum [`CodeId`] names the codes at the edge (the command line, files); `CodeId::code`
//! is the one place that maps a name to its type.

pub mod auction_bridge;
pub mod contract;
pub mod duplicate;
pub mod modern_play;

use crate::code::CodeId;
use crate::table::Code;

impl CodeId {
    /// The code itself.
    pub fn code(self) -> &'static dyn Code {
        match self {
            CodeId::Duplicate2017 => &duplicate::Duplicate::LAWS_2017,
            CodeId::Duplicate2007 => &duplicate::Duplicate::LAWS_2007,
            CodeId::Rubber => &contract::rubber::RubberBridge,
            CodeId::Chicago => &contract::chicago::Chicago,
            CodeId::Auction1908 => &auction_bridge::AuctionBridge::PORTLAND_1908,
            CodeId::Auction1912 => &auction_bridge::AuctionBridge::WHIST_CLUB_1912,
            CodeId::Auction1915 => &auction_bridge::AuctionBridge::WHIST_CLUB_1915,
            CodeId::Auction1915Nullo => &auction_bridge::AuctionBridge::WHIST_CLUB_1915_NULLO,
        }
    }
}
