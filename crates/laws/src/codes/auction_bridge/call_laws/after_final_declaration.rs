//! After the final declaration: 1908 Law 54, 1912 Law 51 (the 1915 code keeps it): a player
//! may ask what the final declaration was, but no previous declaration may be restated; 1908
//! Law 60, 1912 Law 58 (1915: three passes close the bidding): the play follows, and a later
//! declaration is void.

use cards::Seat;

use crate::call::Call;
use crate::codes::auction_bridge::call_laws::{AuctionBridgeCallLaws, Era};
use crate::table::engine::Engine;
use crate::table::error::Rejection;

/// 1908 Law 54, 1912 Law 51 (1915: the same): after the final declaration a player may ask
/// what it was, but no information may be given about any previous declaration.
pub(super) fn final_declaration_told(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    seat: Seat,
) -> Result<(), Rejection> {
    let law = match laws.era {
        Era::Portland1908 => "1908 Law 54",
        Era::WhistClub1912 => "1912 Law 51",
        Era::WhistClub1915 => "1915 code (as 1912 Law 51)",
    };
    let (Some(contract), Some(declarer)) = (engine.state().contract, engine.state().declarer)
    else {
        return Ok(());
    };
    engine.rule(
        law,
        format!("{seat} is told the final declaration, {contract} by {declarer}; no previous declaration may be restated"),
    );
    Ok(())
}

/// 1908 Law 60, 1912 Law 58 (1915: three passes close the bidding): the play follows the
/// final declaration, and a later declaration is void.
pub(super) fn declaration_after_close_refused(
    laws: &AuctionBridgeCallLaws,
    seat: Seat,
    call: Call,
) -> Rejection {
    let law = match laws.era {
        Era::Portland1908 => "1908 Law 60",
        Era::WhistClub1912 => "1912 Law 58",
        Era::WhistClub1915 => "1915 Declaration Laws",
    };
    Rejection::new(
        law,
        format!("the bidding is closed; {seat}'s {call} is void"),
    )
}
