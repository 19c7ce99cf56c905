//! Calls out of rotation, Laws 28 to 32 (2017 and 2007). A call by the player whose turn it
//! was, before rectification, is in rotation (28B); the offender's LHO may accept the call out
//! of rotation, by saying so or by calling over it (29A); if not, it is cancelled, the auction
//! reverts to the player whose turn it was (29B), and the kind of call decides what follows: a
//! pass (Law 30), a bid (Law 31), a double or redouble (Law 32): an obligation to repeat it, or
//! partner barred once or for the rest of the auction, the later calls settling which.

use super::{DuplicateMemory, Obligation};
use cards::Seat;

use crate::call::Call;
use crate::codes::duplicate::call_laws::DuplicateCallLaws;
use crate::table::call_laws::{CallOver, Infraction};
use crate::table::engine::{Engine, Irregular, Judgement, Question};
use crate::table::error::Rejection;
use crate::table::state::{BarScope, BarUntil, CallRecord, Chooser};

/// The law of a call out of rotation, by the kind of call: Law 30 (a pass), 31 (a bid), 32 (a
/// double or redouble).
fn law_30_31_or_32(call: Call) -> &'static str {
    match call {
        Call::Pass => "Law 30",
        Call::Bid(_) => "Law 31",
        Call::Double | Call::Redouble => "Law 32",
    }
}

/// Laws 30 to 32: a guarded table refuses the call out of rotation.
pub(super) fn laws_30_to_32_refused(turn: Seat, seat: Seat, call: Call) -> Rejection {
    Rejection::new(
        law_30_31_or_32(call),
        format!("it is {turn}'s turn to call, not {seat}'s"),
    )
}

/// Law 28B: a call by the player whose turn it was, before rectification of an opponent's call
/// out of rotation, is in rotation; it forfeits rectification, and the auction goes on as if
/// the opponent had not called at that turn (Law 16C applies to the offenders). Where that
/// player is the offender's left-hand opponent his call accepts the call out of rotation
/// instead (Law 29A; checklist D-11), so this applies to the offender's RHO. Returns whether it
/// applied.
pub(super) fn law_28b_call_in_rotation(engine: &mut Engine<'_>, seat: Seat) -> bool {
    let Some(irregular) = engine.irregular().cloned() else {
        return false;
    };
    let in_turn =
        matches!(irregular.infraction, Infraction::OutOfRotation { turn } if turn == seat);
    if !in_turn || seat != irregular.seat.rho() {
        return false;
    }
    engine.cancel_irregular(seat);
    engine.rule(
        "Law 28B",
        format!(
            "{seat} called at his turn before {}'s {} out of rotation was ruled on: it is cancelled without rectification, and {} calls again in turn (Law 16C)",
            irregular.seat, irregular.record.call, irregular.seat
        ),
    );
    true
}

/// Law 29A: attention drawn to the call out of rotation: LHO chooses to accept it or not.
pub(super) fn law_29a_offer_acceptance(engine: &mut Engine<'_>, irregular: &Irregular, turn: Seat) {
    let offender = irregular.seat;
    let lho = offender.lho();
    let call = irregular.record.call;
    let law = law_30_31_or_32(call);
    let explanation = format!(
        "Law 29A: {offender}'s {call} was made at {turn}'s turn. {lho} may accept it by calling over it; if not, it is cancelled, the auction reverts to {turn}, and {law} applies"
    );
    engine.pend(
        "29",
        Chooser::Seat(lho),
        &["accept", "reject"],
        explanation,
        Question::Acceptance,
    );
}

/// Law 29A: the offender's LHO accepts the call out of rotation by calling over it.
pub(super) fn law_29a_accepted_by_call(engine: &mut Engine<'_>, irregular: &Irregular) -> CallOver {
    let offender = irregular.seat;
    let lho = offender.lho();
    let call = irregular.record.call;
    engine.take_irregular();
    engine.set_turn(Some(lho));
    engine.rule(
        "Law 29A",
        format!("{lho} accepted {offender}'s {call} out of rotation by calling over it"),
    );
    CallOver::Stands
}

/// Law 29A: LHO accepts the call out of rotation (it stands, and he calls next); Law 29B: he
/// does not, and it is cancelled, the auction reverts to `turn`, and Laws 30 to 32 apply.
pub(super) fn law_29_acceptance(
    laws: &DuplicateCallLaws,
    engine: &mut Engine<'_>,
    irregular: Irregular,
    turn: Seat,
    accept: bool,
) {
    let offender = irregular.seat;
    let lho = offender.lho();
    let call = irregular.record.call;
    if accept {
        engine.rule(
            "Law 29A",
            format!(
                "{lho} accepts {offender}'s {call} out of rotation: it stands, and {lho} calls next"
            ),
        );
        engine.set_turn(Some(lho));
        return;
    }
    engine.withdraw(irregular.index);
    engine.set_turn(Some(turn));
    laws_30_to_32_cancelled(
        laws,
        engine,
        &irregular.record,
        turn,
        irregular.after_a_bid,
        irregular.offender_had_called,
    );
}

/// Laws 30 (a pass), 31 (a bid) and 32 (a double or redouble): what follows a call out of
/// rotation that was not accepted, by where it was made (at RHO's turn, at partner's, at LHO's
/// after calling) and by edition. The 2017 Laws let the offender call freely, a comparable call
/// (Law 23) sparing partner; the 2007 Laws bar partner outright, once or for the rest of the
/// auction, unless the call is repeated.
fn laws_30_to_32_cancelled(
    laws: &DuplicateCallLaws,
    engine: &mut Engine<'_>,
    record: &CallRecord,
    turn: Seat,
    after_a_bid: bool,
    offender_had_called: bool,
) {
    let offender = record.seat;
    let partner = offender.partner();
    let call = record.call;
    let at_rho = turn == offender.rho();
    let at_partner = turn == partner;
    let judge = |law: &'static str, bar: BarUntil| {
        Obligation::Judge(Judgement {
            offender,
            withdrawn: record.clone(),
            law,
            bar,
            cancel_double: false,
        })
    };
    if laws.is_2017() {
        // The 2017 Laws.
        match call {
            Call::Pass if at_rho => {
                engine.bar(
                    offender,
                    BarUntil::NextTurn,
                    BarScope::AllButPass,
                    "Law 30A",
                );
                engine.rule("Law 30A", format!("{offender}'s pass at {turn}'s turn is cancelled; {offender} must pass at the next turn{}", engine.withdrawn_note()));
            }
            Call::Pass if at_partner || !offender_had_called => {
                engine.rule("Law 30B1", format!("{offender}'s pass at {turn}'s turn is cancelled; {partner} may make any legal call; {offender}'s next call is judged: a comparable call incurs no further rectification, otherwise {partner} must pass at the next turn{}", engine.withdrawn_note()));
                DuplicateMemory::oblige(engine, judge("30B1(b)", BarUntil::NextTurn));
            }
            Call::Pass => {
                engine.rule("Law 30B2", format!("{offender}'s pass at {turn}'s turn, after calling, is treated as a change of call (Law 25)"));
            }
            _ if at_rho => {
                // Laws 31A1 and 32A1: if RHO passes, the offender must repeat his call.
                let law = if call.bid().is_some() {
                    "Law 31A1"
                } else {
                    "Law 32A1"
                };
                engine.rule(if call.bid().is_some() { "Law 31A" } else { "Law 32A" }, format!("{offender}'s {call} at {turn}'s turn is cancelled; if {turn} passes, {offender} must repeat it without further rectification; if {turn} calls otherwise, {offender} may make any legal call and a call that is not comparable obliges {partner} to pass at the next turn{}", engine.withdrawn_note()));
                let then = Box::new(judge(
                    if call.bid().is_some() { "31A2" } else { "32A2" },
                    BarUntil::NextTurn,
                ));
                await_rho(engine, offender, turn, record, law, then);
            }
            _ => {
                let law = if call.bid().is_some() { "31B" } else { "32B" };
                engine.rule(if call.bid().is_some() { "Law 31B" } else { "Law 32B" }, format!("{offender}'s {call} at {turn}'s turn is cancelled; {partner} may make any legal call; {offender}'s next call is judged: a comparable call incurs no further rectification, otherwise {partner} must pass at the next turn{}", engine.withdrawn_note()));
                DuplicateMemory::oblige(engine, judge(law, BarUntil::NextTurn));
            }
        }
    } else {
        // The 2007 Laws.
        match call {
            Call::Pass if !after_a_bid || at_rho => {
                let law = if after_a_bid { "Law 30B1" } else { "Law 30A" };
                engine.bar(offender, BarUntil::NextTurn, BarScope::AllButPass, law);
                engine.rule(law, format!("{offender}'s pass at {turn}'s turn is cancelled; {offender} must pass at the next turn{}", engine.withdrawn_note()));
            }
            Call::Pass if at_partner => {
                engine.bar(
                    offender,
                    BarUntil::EndOfAuction,
                    BarScope::AllButPass,
                    "Law 30B2(a)",
                );
                engine.bar(
                    partner,
                    BarUntil::NextTurn,
                    BarScope::DoubleOrRedouble,
                    "Law 30B2(b)",
                );
                engine.rule("Law 30B2", format!("{offender}'s pass at {partner}'s turn is cancelled; {offender} must pass for the rest of the auction, and {partner} may not double or redouble at this turn{}", engine.withdrawn_note()));
            }
            Call::Pass => {
                engine.rule(
                    "Law 30B3",
                    format!(
                        "{offender}'s pass at {turn}'s turn is treated as a change of call (Law 25)"
                    ),
                );
            }
            Call::Bid(_) if at_rho => {
                engine.rule("Law 31A", format!("{offender}'s {call} at {turn}'s turn is cancelled; if {turn} passes, {offender} must repeat it without penalty; if {turn} calls otherwise, {offender} may make any legal call: repeating the denomination obliges {partner} to pass once, any other call for the rest of the auction{}", engine.withdrawn_note()));
                let then = Box::new(Obligation::RepeatDenomination {
                    offender,
                    withdrawn: record.clone(),
                });
                await_rho(engine, offender, turn, record, "Law 31A1", then);
            }
            Call::Double | Call::Redouble if at_rho => {
                engine.rule("Law 32B", format!("{offender}'s {call} at {turn}'s turn is cancelled; if {turn} passes, {offender} must repeat it without rectification; if {turn} calls otherwise, {offender} may make any legal call and {partner} must pass for the rest of the auction{}", engine.withdrawn_note()));
                let then = Box::new(Obligation::BarPartner {
                    offender,
                    until: BarUntil::EndOfAuction,
                    law: "Law 32B2",
                    withdrawn: record.clone(),
                });
                await_rho(engine, offender, turn, record, "Law 32B1", then);
            }
            _ => {
                let law = if call.bid().is_some() {
                    "Law 31B"
                } else {
                    "Law 32B"
                };
                engine.bar(partner, BarUntil::EndOfAuction, BarScope::AllButPass, law);
                DuplicateMemory::withdraw(engine, offender, record.clone());
                engine.rule(law, format!("{offender}'s {call} at {turn}'s turn is cancelled; {partner} must pass for the rest of the auction; Law 26 may apply{}", engine.withdrawn_note()));
            }
        }
    }
}

/// 2007 Law 31A2: after RHO called over the cancelled bid, the offender's next call is judged
/// by its denomination: repeating it bars partner at the next turn (31A2(a)); any other call
/// bars him for the rest of the auction (31A2(b)), Law 26 applying.
pub(super) fn law_31a2_2007_denomination_repeated(
    engine: &mut Engine<'_>,
    offender: Seat,
    withdrawn: CallRecord,
    record: &CallRecord,
) {
    let seat = offender;
    let repeats = record
        .call
        .bid()
        .zip(withdrawn.call.bid())
        .is_some_and(|(a, b)| a.denomination == b.denomination);
    if repeats {
        engine.bar(
            seat.partner(),
            BarUntil::NextTurn,
            BarScope::AllButPass,
            "Law 31A2(a)",
        );
        engine.rule("Law 31A2(a)", format!("{seat} repeated the denomination of the cancelled {}: {} must pass at the next turn", withdrawn.call, seat.partner()));
    } else {
        engine.bar(
            seat.partner(),
            BarUntil::EndOfAuction,
            BarScope::AllButPass,
            "Law 31A2(b)",
        );
        DuplicateMemory::withdraw(engine, offender, withdrawn.clone());
        engine.rule("Law 31A2(b)", format!("{seat} did not repeat the denomination of the cancelled {}: {} must pass for the rest of the auction; Law 26 may apply", withdrawn.call, seat.partner()));
    }
}

/// Laws 31A1 and 32A1 (2007: 31A1, 32B1): RHO has called after the cancelled call out of
/// rotation made at his turn. If he passed, the offender must repeat the call (the obligation
/// returned); otherwise `then`, what the law says of a free call, is returned.
pub(super) fn rho_called(
    engine: &mut Engine<'_>,
    rho: Seat,
    call: Call,
    offender: Seat,
    withdrawn: CallRecord,
    law: &'static str,
    then: Obligation,
) -> Obligation {
    if call == Call::Pass {
        engine.rule(
            law,
            format!(
                "{rho} passed: {offender} must repeat the {}, with no further rectification",
                withdrawn.call
            ),
        );
        Obligation::Repeat {
            offender,
            call: withdrawn.call,
            law,
        }
    } else {
        then
    }
}

/// Laws 31A1 and 32A1 (2007: 31A1, 32B1): a guarded table refuses any call but the one the
/// offender must repeat.
pub(super) fn must_repeat(
    seat: Seat,
    call: Call,
    must: Call,
    law: &'static str,
) -> Result<(), Rejection> {
    if call != must {
        return Err(Rejection::new(
            law,
            format!("{seat} must repeat the {must} called out of rotation"),
        ));
    }
    Ok(())
}

/// Laws 31A1 and 32A1 (2007: 31A1, 32B1): the offender repeated the call: no further
/// rectification.
pub(super) fn repeated(engine: &mut Engine<'_>, seat: Seat, call: Call, law: &'static str) {
    engine.rule(
        law,
        format!("{seat} repeated the {call}; no further rectification"),
    );
}

/// 2007 Law 32B2: RHO called otherwise than pass over the cancelled double or redouble; the
/// offender has made his free call, and partner must pass for the rest of the auction (Law 26
/// applying).
pub(super) fn law_32b2_2007_partner_barred(
    engine: &mut Engine<'_>,
    offender: Seat,
    until: BarUntil,
    law: &'static str,
    withdrawn: CallRecord,
) {
    let seat = offender;
    engine.bar(seat.partner(), until, BarScope::AllButPass, law);
    DuplicateMemory::withdraw(engine, offender, withdrawn);
    engine.rule(
        law,
        format!(
            "{} must pass for the rest of the auction; Law 26 may apply",
            seat.partner()
        ),
    );
}

/// The offender's call out of rotation at RHO's turn is cancelled; RHO's call decides
/// (2017 Laws 31A, 32A; 2007 Laws 31A, 32B): a pass obliges the offender to repeat it under
/// `law`; any other call frees him, and `then` follows.
fn await_rho(
    engine: &mut Engine<'_>,
    offender: Seat,
    rho: Seat,
    record: &CallRecord,
    law: &'static str,
    then: Box<Obligation>,
) {
    DuplicateMemory::oblige(
        engine,
        Obligation::AwaitRho {
            offender,
            rho,
            withdrawn: record.clone(),
            law,
            then,
        },
    );
}
