//! Law 27, the insufficient bid (2017 and 2007). The offender's LHO may accept it (27A), by
//! saying so or by calling over it; if not, the offender substitutes a legal call (27B): the
//! lowest sufficient bid in the same denomination (27B1(a)) or a comparable call (27B1(b),
//! judged in `comparable_call`) without further rectification; any other call bars partner for
//! the rest of the auction (27B2), and a double or redouble is not a substitute (27B3).

use super::{DuplicateMemory, Obligation};
use crate::call::{Bid, Call};
use crate::table::call_laws::CallOver;
use crate::table::engine::{Engine, Irregular, Judgement, Question};
use crate::table::error::Rejection;
use crate::table::state::{BarScope, BarUntil, CallRecord, Chooser};

/// Law 27: a guarded table refuses the insufficient bid, which LHO may accept.
pub(super) fn law_27_refused(call: Call, over: Bid) -> Rejection {
    Rejection::new(
        "Law 27",
        format!("{call} is insufficient over {over}; LHO may accept it"),
    )
}

/// Law 27A: attention drawn to the insufficient bid: LHO chooses to accept it or not.
pub(super) fn law_27a_offer_acceptance(engine: &mut Engine<'_>, irregular: &Irregular, over: Bid) {
    let offender = irregular.seat;
    let lho = offender.lho();
    let call = irregular.record.call;
    let explanation = format!(
        "Law 27A: {offender}'s {call} is insufficient over {over}. {lho} may accept it (the auction goes on from it); if not, {offender} must substitute a legal call (Law 27B)"
    );
    engine.pend(
        "27",
        Chooser::Seat(lho),
        &["accept", "reject"],
        explanation,
        Question::Acceptance,
    );
}

/// Law 27A1: the offender's LHO accepts the insufficient bid by calling over it.
pub(super) fn law_27a1_accepted_by_call(
    engine: &mut Engine<'_>,
    irregular: &Irregular,
) -> CallOver {
    let offender = irregular.seat;
    let lho = offender.lho();
    let call = irregular.record.call;
    engine.take_irregular();
    engine.rule(
        "Law 27A",
        format!("{lho} accepted {offender}'s insufficient {call} by calling over it"),
    );
    CallOver::Stands
}

/// Law 27A: LHO accepts the insufficient bid (it stands, and he calls next); Law 27B: he does
/// not, and the offender must substitute a legal call, which is judged when made (27B1, 27B2).
pub(super) fn law_27_acceptance(
    engine: &mut Engine<'_>,
    irregular: Irregular,
    over: Bid,
    accept: bool,
) {
    let offender = irregular.seat;
    let lho = offender.lho();
    let call = irregular.record.call;
    if accept {
        engine.rule(
            "Law 27A",
            format!(
                "{lho} accepts {offender}'s insufficient {call}: it stands, and {lho} calls next"
            ),
        );
        engine.set_turn(Some(lho));
        return;
    }
    engine.withdraw(irregular.index);
    engine.set_turn(Some(offender));
    let lowest = engine.flow().lowest_sufficient(
        call.bid().map_or(over.denomination, |b| b.denomination),
        over,
    );
    let lowest = lowest.map_or("none".to_string(), |b| b.to_string());
    engine.rule("Law 27B", format!("{offender}'s {call} is not accepted and is withdrawn; {offender} substitutes a legal call: the lowest sufficient bid in the same denomination ({lowest}) or a comparable call without further rectification; any other call obliges {} to pass for the rest of the auction (Law 27B2){}", offender.partner(), engine.withdrawn_note()));
    DuplicateMemory::oblige(
        engine,
        Obligation::Judge(Judgement {
            offender,
            withdrawn: irregular.record,
            law: "27B",
            bar: BarUntil::EndOfAuction,
            cancel_double: true,
        }),
    );
}

/// Law 27B1(a): the substituted call is the lowest sufficient bid in the denomination of the
/// insufficient bid, both natural (2017: "specifies the same denomination"; 2007: both
/// "incontrovertibly not artificial"): no further rectification. The law decides; the
/// Director is not asked. Returns whether it applied.
pub(super) fn law_27b1a_lowest_sufficient_bid(
    engine: &mut Engine<'_>,
    judgement: &Judgement,
    record: &CallRecord,
) -> bool {
    let offender = judgement.offender;
    let withdrawn = &judgement.withdrawn;
    if let (Some(new), Some(old)) = (record.call.bid(), withdrawn.call.bid()) {
        let over = engine.last_bid_before_last().map(|(_, b)| b);
        let lowest = over.and_then(|over| engine.flow().lowest_sufficient(old.denomination, over));
        if judgement.law == "27B"
            && lowest == Some(new)
            && !record.is_artificial()
            && !withdrawn.is_artificial()
        {
            engine.rule("Law 27B1(a)", format!("{offender} substituted {new}, the lowest sufficient bid in the denomination of the insufficient {old}: no further rectification (Law 27D may apply at the end of play)"));
            return true;
        }
    }
    false
}

/// Law 27B3: the offender attempted to substitute a double or redouble, and the Director
/// judged it not comparable: it is cancelled, the offender calls again, and partner passes
/// for the rest of the auction (Law 26 may apply). Returns whether it applied (only to a
/// judgement that cancels a double, Law 27B's).
pub(super) fn law_27b3_double_substituted(engine: &mut Engine<'_>, judgement: &Judgement) -> bool {
    let offender = judgement.offender;
    let partner = offender.partner();
    let replacement = engine.state().auction.last().cloned();
    let double_substituted = judgement.cancel_double
        && replacement
            .as_ref()
            .is_some_and(|r| matches!(r.call, Call::Double | Call::Redouble) && r.seat == offender);
    if !double_substituted {
        return false;
    }
    engine.withdraw(engine.state().auction.len() - 1);
    engine.set_turn(Some(offender));
    engine.bar(
        partner,
        BarUntil::EndOfAuction,
        BarScope::AllButPass,
        "Law 27B3",
    );
    DuplicateMemory::withdraw(engine, offender, judgement.withdrawn.clone());
    engine.rule("Law 27B3", format!("{offender}'s attempt to substitute a double or redouble is cancelled; {offender} must substitute another call, and {partner} must pass for the rest of the auction; Law 26 may apply"));
    true
}
