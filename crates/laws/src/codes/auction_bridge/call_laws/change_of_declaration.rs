//! Changing a declaration: 1912 Law 52 (the 1915 code read alike): a declaration inadvertently
//! made may be corrected, without penalty, before the next player passes, declares or doubles
//! ("Two Hearts - I mean three Hearts"); 1908 Law 61: a declaration once made cannot be
//! altered.

use cards::Seat;

use crate::call::Call;
use crate::codes::auction_bridge::call_laws::{AuctionBridgeCallLaws, Era};
use crate::table::call_laws::CallLaws;
use crate::table::change::call_event;
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::event::Event;

/// 1912 Law 52, 1915: `seat` corrects his declaration to `to` before anything else happens at
/// the table (the auction is rebuilt with the new call); 1908 Law 61: refused.
pub(super) fn correct_declaration(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    seat: Seat,
    to: Call,
) -> Result<(), Rejection> {
    let law = laws.citations().change_of_call;
    if laws.era == Era::Portland1908 {
        return Err(Rejection::new(
            law,
            format!("{seat}'s declaration, once made, cannot be altered"),
        ));
    }
    if !matches!(engine.last_event(), Some(Event::Call { seat: caller, .. }) if *caller == seat) {
        return Err(Rejection::new(
            law,
            format!(
                "{seat} may correct a declaration only before anything else happens at the table: once the next player has passed, declared or doubled it cannot be altered"
            ),
        ));
    }
    let (index, from) = engine.call_to_change(seat)?;
    engine.rebuild(index, [call_event(seat, to)])?;
    engine.rule(
        law,
        format!("{seat} corrects {from} to {to} before the next player acts; no penalty"),
    );
    Ok(())
}
