//! After the final pass (2017 and 2007): Law 20C1, the auction restated to declarer or a
//! defender (dummy may not ask), and Law 39, a call after the final pass: it is cancelled, and
//! a bid, double or redouble by a defender may restrict his partner's lead (Law 26).

use super::DuplicateMemory;
use cards::Seat;

use crate::call::Call;
use crate::codes::duplicate::call_laws::{DuplicateCallLaws, lead_restrictions};
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::state::CallRecord;

/// Law 20C1: declarer or either defender may have all the calls restated; dummy may not.
pub(super) fn law_20c1_review(engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
    if engine.state().declarer.is_some_and(|d| d.partner() == seat) {
        return Err(Rejection::new(
            "Law 20C1",
            format!("{seat} is dummy: only declarer or a defender may have the auction restated"),
        ));
    }
    let text = format!(
        "the auction is restated to {seat}: {}",
        engine.restatement()
    );
    engine.rule("Law 20C1", text);
    Ok(())
}

/// Law 39: a guarded table refuses a call after the final pass, which is cancelled.
pub(super) fn law_39_refused(seat: Seat, call: Call) -> Rejection {
    Rejection::new(
        "Law 39",
        format!("the auction is over; {seat}'s {call} after the final pass is cancelled"),
    )
}

/// Law 39: a call after the final pass is cancelled. A pass by a defender, or any call by
/// declarer or dummy: no rectification. A bid, double or redouble by a defender: Law 26
/// may restrict partner's lead (Law 16C makes the information unauthorised).
pub(super) fn law_39_cancelled(
    laws: &DuplicateCallLaws,
    engine: &mut Engine<'_>,
    seat: Seat,
    call: Call,
) {
    let (law, text) = match (call, engine.is_defender(seat)) {
        (Call::Pass, _) | (_, false) => (
            "Law 39B",
            format!("{seat}'s {call} after the final pass is cancelled, with no rectification"),
        ),
        _ => {
            DuplicateMemory::withdraw(
                engine,
                seat,
                CallRecord {
                    seat,
                    call,
                    artificial: None,
                },
            );
            lead_restrictions::law_26_lead_restrictions(laws, engine);
            if !engine.state().play_begun()
                && let Some(declarer) = engine.state().declarer
            {
                engine.on_lead(declarer.lho());
            }
            (
                "Law 39C",
                format!(
                    "{seat}'s {call} after the final pass is cancelled; Law 26 may restrict {}'s lead",
                    seat.partner()
                ),
            )
        }
    };
    engine.rule(law, text);
}
