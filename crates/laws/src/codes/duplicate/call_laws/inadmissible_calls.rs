//! Inadmissible calls during the auction (2017 Law 35A-C; 2007 alike): a double or redouble
//! Law 19 does not allow (Law 36), a call by a player obliged to pass (Law 37), a bid above
//! seven (Law 38). None can be accepted: each is cancelled, a legal call or a pass takes its
//! place, and the offending side is barred, unless the offender's LHO called over it first
//! (36A, 37A). Law 35's last inadmissible call, one after the final pass (Law 39), is in
//! `after_final_pass`.

use super::DuplicateMemory;
use cards::Seat;

use crate::call::Call;
use crate::codes::duplicate::call_laws::DuplicateCallLaws;
use crate::table::call_laws::CallOver;
use crate::table::engine::{Engine, Irregular};
use crate::table::error::Rejection;
use crate::table::state::{BarScope, BarUntil, CallRecord};

/// Law 36: a guarded table refuses a double or redouble Law 19 does not allow.
pub(super) fn law_36_refused(seat: Seat, call: Call) -> Rejection {
    Rejection::new(
        "Law 36",
        format!(
            "{seat} may not {}: Law 19 allows a double only of an opponent's last bid, and a redouble only of an opponent's double, with no call but pass since",
            match call {
                Call::Redouble => "redouble",
                _ => "double",
            }
        ),
    )
}

/// Whether a double or redouble would be inadmissible where it stands (Laws 19 and 36): a
/// double or redouble out of rotation may be one, and is then ruled under Law 36, never
/// accepted.
pub(super) fn is_inadmissible_double(engine: &Engine<'_>, record: &CallRecord) -> bool {
    match record.call {
        Call::Double => !engine.may_double_at(record.seat, record_index(engine, record)),
        Call::Redouble => !engine.may_redouble_at(record.seat, record_index(engine, record)),
        _ => false,
    }
}

/// The call's place in the auction (its last occurrence), or the end of the auction if it is
/// not there.
fn record_index(engine: &Engine<'_>, record: &CallRecord) -> usize {
    engine
        .state()
        .auction
        .iter()
        .rposition(|r| r == record)
        .unwrap_or(engine.state().auction.len())
}

/// Law 36B: attention drawn to an inadmissible double or redouble (it can never be accepted):
/// it is cancelled and the auction reverts to `turn`; the offender substitutes a legal call,
/// and partner passes for the rest of the auction (Law 26 may apply).
pub(super) fn law_36b_cancelled(engine: &mut Engine<'_>, irregular: &Irregular, turn: Seat) {
    engine.cancel_irregular(turn);
    let offender = irregular.seat;
    let record = &irregular.record;
    let partner = offender.partner();
    engine.bar(
        partner,
        BarUntil::EndOfAuction,
        BarScope::AllButPass,
        "Law 36B",
    );
    DuplicateMemory::withdraw(engine, offender, record.clone());
    engine.rule("Law 36B", format!("{offender}'s inadmissible {} is cancelled; {offender} substitutes a legal call at the proper turn, and {partner} must pass for the rest of the auction; Law 26 may apply{}", record.call, engine.withdrawn_note()));
}

/// Law 36A: the offender's LHO called over an inadmissible double or redouble before
/// rectification: it and every later call are cancelled, and the auction reverts to `turn`,
/// the player whose turn it was, without rectification.
pub(super) fn law_36a_called_over(
    engine: &mut Engine<'_>,
    irregular: &Irregular,
    turn: Seat,
) -> CallOver {
    engine.cancel_irregular(turn);
    engine.rule(
        "Law 36A",
        format!(
            "{} called over {}'s inadmissible {}: both are cancelled, and the auction reverts to {turn} without rectification",
            irregular.seat.lho(),
            irregular.seat,
            irregular.record.call
        ),
    );
    CallOver::Cancelled
}

/// Law 37: a guarded table refuses a call by a player obliged to pass.
pub(super) fn law_37_refused(seat: Seat) -> Rejection {
    Rejection::new("Law 37", format!("{seat} is obliged to pass"))
}

/// Law 37B: attention drawn to a call by a player obliged to pass: it is cancelled, a pass
/// substituted, and both members of the offending side pass at every later turn (Law 26 may
/// apply).
pub(super) fn law_37b_cancelled(
    laws: &DuplicateCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
) -> Result<(), Rejection> {
    let offender = irregular.seat;
    let call = irregular.record.call;
    engine.cancel_irregular(offender);
    for seat in [offender, offender.partner()] {
        engine.bar(
            seat,
            BarUntil::EndOfAuction,
            BarScope::AllButPass,
            "Law 37B",
        );
    }
    DuplicateMemory::withdraw(engine, offender, irregular.record.clone());
    engine.rule("Law 37B", format!("{offender}'s {call} is cancelled and a pass substituted; {offender} and {} must pass for the rest of the auction; Law 26 may apply{}", offender.partner(), engine.withdrawn_note()));
    pass_substituted(laws, engine, offender)
}

/// Law 37A: the offender's LHO called over the call made by a player obliged to pass: the
/// barred player's call and the calls after it stand; a bar for the rest of the auction still
/// holds; no lead restriction.
pub(super) fn law_37a_called_over(engine: &mut Engine<'_>, irregular: &Irregular) -> CallOver {
    let offender = irregular.seat;
    let lho = offender.lho();
    let call = irregular.record.call;
    engine.take_irregular();
    engine.after_turn(offender);
    engine.rule("Law 37A", format!("{lho} called over {offender}'s {call}, made when {offender} was obliged to pass: it stands without rectification"));
    CallOver::Stands
}

/// Law 38: a guarded table refuses a bid above seven.
pub(super) fn law_38_refused(call: Call) -> Rejection {
    Rejection::new("Law 38", format!("{call}: there is no bid above seven"))
}

/// Law 38: a bid above seven is cancelled and a pass substituted (which may complete the
/// auction); both members of the offending side pass at every later turn; Law 26 may apply
/// unless the offender's LHO had called over it (`lead_restriction` false).
pub(super) fn law_38_cancelled(
    laws: &DuplicateCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
    lead_restriction: bool,
) -> Result<(), Rejection> {
    let offender = irregular.seat;
    engine.cancel_irregular(offender);
    for seat in [offender, offender.partner()] {
        engine.bar(seat, BarUntil::EndOfAuction, BarScope::AllButPass, "Law 38");
    }
    let lead = if lead_restriction {
        DuplicateMemory::withdraw(engine, offender, irregular.record.clone());
        "; Law 26 may apply"
    } else {
        ""
    };
    engine.rule("Law 38", format!("{offender}'s {} is cancelled and a pass substituted; {offender} and {} must pass for the rest of the auction{lead}{}", irregular.record.call, offender.partner(), engine.withdrawn_note()));
    pass_substituted(laws, engine, offender)
}

/// Law 38: the offender's LHO called over a bid above seven: both are cancelled, a pass is
/// substituted and the offending side passes throughout; with LHO's call made, no lead
/// restriction. If the substituted pass cannot be made, LHO's call waits for attention.
pub(super) fn law_38_called_over(
    laws: &DuplicateCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
) -> CallOver {
    match law_38_cancelled(laws, engine, irregular, false) {
        Ok(()) => CallOver::Cancelled,
        Err(_) => CallOver::AwaitsAttention,
    }
}

/// The pass substituted for the offender's cancelled call (Laws 37B and 38), made as a legal
/// call.
fn pass_substituted(
    laws: &DuplicateCallLaws,
    engine: &mut Engine<'_>,
    offender: Seat,
) -> Result<(), Rejection> {
    let pass = CallRecord {
        seat: offender,
        call: Call::Pass,
        artificial: None,
    };
    engine.legal_call(laws, pass)
}
