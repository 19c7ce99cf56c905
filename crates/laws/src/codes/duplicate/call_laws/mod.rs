//! The auction irregularities of the Laws of Duplicate Bridge, 2017 and 2007 editions: the
//! insufficient bid (Law 27), calls out of rotation (Laws 29 to 32), inadmissible doubles
//! (Law 36), calls by a player obliged to pass (Law 37), bids above seven (Law 38), and the
//! lead restrictions of Law 26 that withdrawn calls leave. Where the editions differ (Law 23's
//! comparable call against 2007's "same or more precise meaning" and "repeats the
//! denomination"; how long partner is barred; Law 26), both texts are followed.

use cards::{Seat, Suit};

use crate::call::Call;
use crate::codes::duplicate::Edition;
use crate::table::call_laws::{AuctionCitations, CallLaws, CallOver, Infraction};
use crate::table::change::ChangeQuestion;
use crate::table::engine::{Engine, Irregular, Judgement, Obligation, Question, Withdrawn};
use crate::table::error::Rejection;
use crate::table::state::{BarScope, BarUntil, CallRecord, Chooser, LeadRestriction};

mod comparable_call;
mod insufficient_bid;

/// The citations of the auction's mechanics in the duplicate Laws (2017 numbering; the 2007
/// Laws and the Laws of Contract Bridge number these alike).
pub(crate) static MODERN_AUCTION: AuctionCitations = AuctionCitations {
    ruling_pending: "Law 10",
    choice: "Law 10C",
    attention: "Law 9",
    nothing_to_rule: "Law 9A",
    deemed_pass: "Law 28A",
    review: "Law 20B",
    passed_out: "Law 22A",
    change_of_call: "Law 25",
};

/// The auction laws of one edition of the Laws of Duplicate Bridge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DuplicateCallLaws {
    /// The edition.
    pub edition: Edition,
}

impl DuplicateCallLaws {
    fn is_2017(&self) -> bool {
        self.edition == Edition::Laws2017
    }

    /// The law of a call out of rotation, by the kind of call (Laws 30, 31, 32).
    fn coor_law(call: Call) -> &'static str {
        match call {
            Call::Pass => "30",
            Call::Bid(_) => "31",
            Call::Double | Call::Redouble => "32",
        }
    }
}

impl CallLaws for DuplicateCallLaws {
    fn refuse(&self, infraction: Infraction, seat: Seat, call: Call) -> Rejection {
        match infraction {
            Infraction::Insufficient { over } => insufficient_bid::law_27_refused(call, over),
            Infraction::OutOfRotation { turn } => Rejection::new(
                match call {
                    Call::Pass => "Law 30",
                    Call::Bid(_) => "Law 31",
                    Call::Double | Call::Redouble => "Law 32",
                },
                format!("it is {turn}'s turn to call, not {seat}'s"),
            ),
            Infraction::InadmissibleDouble => Rejection::new(
                "Law 36",
                format!(
                    "{seat} may not {}: Law 19 allows a double only of an opponent's last bid, and a redouble only of an opponent's double, with no call but pass since",
                    match call {
                        Call::Redouble => "redouble",
                        _ => "double",
                    }
                ),
            ),
            Infraction::BarredCall => {
                Rejection::new("Law 37", format!("{seat} is obliged to pass"))
            }
            Infraction::AboveSeven => {
                Rejection::new("Law 38", format!("{call}: there is no bid above seven"))
            }
        }
    }

    fn on_attention(&self, engine: &mut Engine<'_>) -> Result<(), Rejection> {
        let Some(irregular) = engine.inner.irregular.clone() else {
            return Ok(());
        };
        let offender = irregular.seat;
        let lho = offender.lho();
        let call = irregular.record.call;
        match irregular.infraction {
            Infraction::Insufficient { over } => {
                insufficient_bid::law_27a_offer_acceptance(engine, &irregular, over);
            }
            Infraction::OutOfRotation { turn }
                if call_is_inadmissible_double(engine, &irregular.record) =>
            {
                // Law 36: an inadmissible double or redouble can never be accepted.
                engine.cancel_irregular(turn);
                inadmissible_double(engine, offender, irregular.record);
            }
            Infraction::OutOfRotation { turn } => {
                let law = DuplicateCallLaws::coor_law(call);
                let explanation = format!(
                    "Law 29A: {offender}'s {call} was made at {turn}'s turn. {lho} may accept it by calling over it; if not, it is cancelled, the auction reverts to {turn}, and Law {law} applies"
                );
                engine.pend(
                    "29",
                    Chooser::Seat(lho),
                    &["accept", "reject"],
                    explanation,
                    Question::Acceptance,
                );
            }
            Infraction::InadmissibleDouble => {
                engine.cancel_irregular(offender);
                inadmissible_double(engine, offender, irregular.record);
            }
            Infraction::BarredCall => {
                // Law 37B: the call is cancelled, a pass substituted, and both members of the
                // offending side pass at every later turn.
                engine.cancel_irregular(offender);
                let pass = CallRecord {
                    seat: offender,
                    call: Call::Pass,
                    artificial: None,
                };
                for seat in [offender, offender.partner()] {
                    engine.bar(
                        seat,
                        BarUntil::EndOfAuction,
                        BarScope::AllButPass,
                        "Law 37B",
                    );
                }
                engine.inner.withdrawn.push(Withdrawn {
                    offender,
                    call: irregular.record.clone(),
                });
                engine.rule("Law 37B", format!("{offender}'s {call} is cancelled and a pass substituted; {offender} and {} must pass for the rest of the auction; Law 26 may apply", offender.partner()));
                engine.legal_call(self, pass)?;
            }
            Infraction::AboveSeven => self.bid_above_seven(engine, &irregular, true)?,
        }
        Ok(())
    }

    fn accepted_by_call(&self, engine: &mut Engine<'_>) -> CallOver {
        let Some(irregular) = engine.inner.irregular.clone() else {
            return CallOver::AwaitsAttention;
        };
        let offender = irregular.seat;
        let lho = offender.lho();
        let call = irregular.record.call;
        match irregular.infraction {
            // Law 36A: the inadmissible double or redouble and every later call are cancelled;
            // the auction reverts to the player whose turn it was, with no rectification.
            Infraction::InadmissibleDouble => {
                inadmissible_double_called_over(engine, &irregular, offender)
            }
            Infraction::OutOfRotation { turn }
                if call_is_inadmissible_double(engine, &irregular.record) =>
            {
                inadmissible_double_called_over(engine, &irregular, turn)
            }
            Infraction::Insufficient { .. } => {
                insufficient_bid::law_27a1_accepted_by_call(engine, &irregular)
            }
            // Law 29A: the offender's LHO accepts by calling.
            Infraction::OutOfRotation { .. } => {
                engine.inner.irregular = None;
                engine.set_turn(Some(lho));
                engine.rule(
                    "Law 29A",
                    format!(
                        "{lho} accepted {offender}'s {call} out of rotation by calling over it"
                    ),
                );
                CallOver::Stands
            }
            // Law 37A: the barred player's call and the calls after it stand; a bar for the
            // rest of the auction still holds; no lead restriction.
            Infraction::BarredCall => {
                engine.inner.irregular = None;
                engine.after_turn(offender);
                engine.rule("Law 37A", format!("{lho} called over {offender}'s {call}, made when {offender} was obliged to pass: it stands without rectification"));
                CallOver::Stands
            }
            // Law 38: the bid above seven and the later call are cancelled, a pass is
            // substituted and the offending side passes throughout; with LHO's call made, no
            // lead restriction.
            Infraction::AboveSeven => match self.bid_above_seven(engine, &irregular, false) {
                Ok(()) => CallOver::Cancelled,
                Err(_) => CallOver::AwaitsAttention,
            },
        }
    }

    /// Law 28B: a call by the player whose turn it was, before rectification of an opponent's
    /// call out of rotation, is in rotation; it forfeits rectification, and the auction goes
    /// on as if the opponent had not called at that turn (Law 16C applies to the offenders).
    /// Where that player is the offender's left-hand opponent his call accepts the call out of
    /// rotation instead (Law 29A; checklist D-11), so this applies to the offender's RHO.
    fn called_in_turn(&self, engine: &mut Engine<'_>, seat: Seat) -> bool {
        let Some(irregular) = engine.inner.irregular.clone() else {
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

    fn on_choice(
        &self,
        engine: &mut Engine<'_>,
        _chooser: Chooser,
        option: &str,
    ) -> Result<(), Rejection> {
        let question = engine.inner.question.take();
        engine.settle();
        match question {
            Some(Question::Acceptance) => self.acceptance(engine, option == "accept"),
            Some(Question::Comparable(judgement)) => {
                comparable_call::judged(engine, judgement, option == "comparable");
                Ok(())
            }
            // Questions the table, the Arbiter's wrapper or the play answer themselves.
            Some(_) | None => Ok(()),
        }
    }

    fn check_obligations(
        &self,
        engine: &Engine<'_>,
        seat: Seat,
        call: Call,
    ) -> Result<(), Rejection> {
        for obligation in &engine.inner.obligations {
            if let Obligation::Repeat {
                offender,
                call: must,
                law,
            } = obligation
            {
                if *offender == seat && call != *must {
                    return Err(Rejection::new(
                        law,
                        format!("{seat} must repeat the {must} called out of rotation"),
                    ));
                }
            }
        }
        Ok(())
    }

    fn after_call(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        let Some(record) = engine.state.auction.last().cloned() else {
            return Ok(());
        };
        let obligations = std::mem::take(&mut engine.inner.obligations);
        let mut kept = Vec::new();
        for obligation in obligations {
            match obligation {
                Obligation::Judge(judgement) if judgement.offender == seat => {
                    comparable_call::judge_replacement(self, engine, judgement, &record);
                }
                Obligation::RepeatDenomination {
                    offender,
                    withdrawn,
                } if offender == seat => {
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
                        engine.inner.withdrawn.push(Withdrawn {
                            offender,
                            call: withdrawn.clone(),
                        });
                        engine.rule("Law 31A2(b)", format!("{seat} did not repeat the denomination of the cancelled {}: {} must pass for the rest of the auction; Law 26 may apply", withdrawn.call, seat.partner()));
                    }
                }
                Obligation::AwaitRho {
                    offender,
                    rho,
                    withdrawn,
                    law,
                    then,
                } if rho == seat => {
                    if record.call == Call::Pass {
                        engine.rule(law, format!("{rho} passed: {offender} must repeat the {}, with no further rectification", withdrawn.call));
                        kept.push(Obligation::Repeat {
                            offender,
                            call: withdrawn.call,
                            law,
                        });
                    } else {
                        kept.push(*then);
                    }
                }
                Obligation::Repeat {
                    offender,
                    law,
                    call,
                } if offender == seat => {
                    engine.rule(
                        law,
                        format!("{seat} repeated the {call}; no further rectification"),
                    );
                }
                Obligation::BarPartner {
                    offender,
                    until,
                    law,
                    withdrawn,
                } if offender == seat => {
                    engine.bar(seat.partner(), until, BarScope::AllButPass, law);
                    engine.inner.withdrawn.push(Withdrawn {
                        offender,
                        call: withdrawn,
                    });
                    engine.rule(
                        law,
                        format!(
                            "{} must pass for the rest of the auction; Law 26 may apply",
                            seat.partner()
                        ),
                    );
                }
                other => kept.push(other),
            }
        }
        kept.extend(std::mem::take(&mut engine.inner.obligations));
        engine.inner.obligations = kept;
        Ok(())
    }

    /// Law 25: the Director judges whether the call was unintended; the 2007 text gives the
    /// offender a further option when LHO refuses an intended change (25B2(b)).
    fn citations(&self) -> &'static AuctionCitations {
        &MODERN_AUCTION
    }

    /// Law 20C1: declarer or either defender may have all the calls restated; dummy may not.
    fn review_after_auction(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        if engine.state.declarer.is_some_and(|d| d.partner() == seat) {
            return Err(Rejection::new(
                "Law 20C1",
                format!(
                    "{seat} is dummy: only declarer or a defender may have the auction restated"
                ),
            ));
        }
        let text = format!(
            "the auction is restated to {seat}: {}",
            engine.restatement()
        );
        engine.rule("Law 20C1", text);
        Ok(())
    }

    /// Law 39: a call after the final pass is cancelled.
    fn refuse_after_final_pass(&self, seat: Seat, call: Call) -> Rejection {
        Rejection::new(
            "Law 39",
            format!("the auction is over; {seat}'s {call} after the final pass is cancelled"),
        )
    }

    /// Law 25 (the 2007 text with its average-minus option, 25B2(b)).
    fn change_of_call(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        to: Call,
    ) -> Result<(), Rejection> {
        super::change_of_call::request(engine, seat, to, !self.is_2017())
    }

    fn answer_change(
        &self,
        engine: &mut Engine<'_>,
        question: ChangeQuestion,
        option: &str,
    ) -> Result<(), Rejection> {
        super::change_of_call::answer(engine, question, option)
    }

    /// Law 39: a call after the final pass is cancelled. A pass by a defender, or any call by
    /// declarer or dummy: no rectification. A bid, double or redouble by a defender: Law 26
    /// may restrict partner's lead (Law 16C makes the information unauthorised).
    fn after_final_pass(&self, engine: &mut Engine<'_>, seat: Seat, call: Call) {
        let (law, text) = match (call, engine.is_defender(seat)) {
            (Call::Pass, _) | (_, false) => (
                "Law 39B",
                format!("{seat}'s {call} after the final pass is cancelled, with no rectification"),
            ),
            _ => {
                engine.inner.withdrawn.push(Withdrawn {
                    offender: seat,
                    call: CallRecord {
                        seat,
                        call,
                        artificial: None,
                    },
                });
                self.at_end_of_auction(engine);
                if !engine.state.play_begun()
                    && let Some(declarer) = engine.state.declarer
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

    fn at_end_of_auction(&self, engine: &mut Engine<'_>) {
        let withdrawn = std::mem::take(&mut engine.inner.withdrawn);
        for Withdrawn { offender, call } in withdrawn {
            if !engine.is_defender(offender) {
                continue;
            }
            let named = engine.suits_named_by(offender);
            let partner = offender.partner();
            let restriction = if self.is_2017() {
                // Law 26B (as amended): declarer may prohibit any one suit the offender has not
                // specified in the legal auction, at partner's first turn to lead.
                let suits: Vec<Suit> = Suit::DISPLAY_ORDER
                    .into_iter()
                    .filter(|s| !named.contains(s))
                    .collect();
                LeadRestriction {
                    seat: partner,
                    law: "26B",
                    declarer_may: "prohibit",
                    suits,
                }
            } else {
                match call
                    .call
                    .bid()
                    .and_then(|b| b.denomination.trump())
                    .filter(|_| !call.is_artificial())
                {
                    // 2007 Law 26A: a withdrawn call naming a suit the offender did not specify
                    // legally: declarer may require or prohibit its lead.
                    Some(suit) if !named.contains(&suit) => LeadRestriction {
                        seat: partner,
                        law: "26A",
                        declarer_may: "require-or-prohibit",
                        suits: vec![suit],
                    },
                    Some(_) => continue,
                    // 2007 Law 26B: any other withdrawn call: declarer may prohibit any one suit.
                    None => LeadRestriction {
                        seat: partner,
                        law: "26B",
                        declarer_may: "prohibit",
                        suits: Suit::DISPLAY_ORDER.to_vec(),
                    },
                }
            };
            if !restriction.suits.is_empty()
                && !engine.state.lead_restrictions.contains(&restriction)
            {
                engine.state.lead_restrictions.push(restriction);
            }
        }
    }
}

impl DuplicateCallLaws {
    /// Law 38: a bid above seven is cancelled and a pass substituted (which may complete the
    /// auction); both members of the offending side pass at every later turn; Law 26 may
    /// apply unless the offender's LHO had called over it (`lead_restriction` false).
    fn bid_above_seven(
        &self,
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
            engine.inner.withdrawn.push(Withdrawn {
                offender,
                call: irregular.record.clone(),
            });
            "; Law 26 may apply"
        } else {
            ""
        };
        engine.rule("Law 38", format!("{offender}'s {} is cancelled and a pass substituted; {offender} and {} must pass for the rest of the auction{lead}", irregular.record.call, offender.partner()));
        let pass = CallRecord {
            seat: offender,
            call: Call::Pass,
            artificial: None,
        };
        engine.legal_call(self, pass)
    }

    /// The non-offender accepted or refused the irregular call.
    fn acceptance(&self, engine: &mut Engine<'_>, accept: bool) -> Result<(), Rejection> {
        let Some(irregular) = engine.inner.irregular.take() else {
            return Ok(());
        };
        let offender = irregular.seat;
        let lho = offender.lho();
        let call = irregular.record.call;
        match (irregular.infraction, accept) {
            (Infraction::OutOfRotation { .. }, true) => {
                engine.rule("Law 29A", format!("{lho} accepts {offender}'s {call} out of rotation: it stands, and {lho} calls next"));
                engine.set_turn(Some(lho));
            }
            (Infraction::Insufficient { over }, accept) => {
                insufficient_bid::law_27_acceptance(engine, irregular, over, accept);
            }
            (Infraction::OutOfRotation { turn }, false) => {
                engine.withdraw(irregular.index);
                engine.set_turn(Some(turn));
                self.cancelled_out_of_rotation(
                    engine,
                    &irregular.record,
                    turn,
                    irregular.after_a_bid,
                    irregular.offender_had_called,
                );
            }
            _ => {}
        }
        Ok(())
    }

    /// Laws 30 to 32: what follows a call out of rotation that was not accepted.
    fn cancelled_out_of_rotation(
        &self,
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
        if self.is_2017() {
            match call {
                Call::Pass if at_rho => {
                    engine.bar(
                        offender,
                        BarUntil::NextTurn,
                        BarScope::AllButPass,
                        "Law 30A",
                    );
                    engine.rule("Law 30A", format!("{offender}'s pass at {turn}'s turn is cancelled; {offender} must pass at the next turn"));
                }
                Call::Pass if at_partner || !offender_had_called => {
                    engine.rule("Law 30B1", format!("{offender}'s pass at {turn}'s turn is cancelled; {partner} may make any legal call (the pass is unauthorised information); {offender}'s next call is judged: a comparable call incurs no further rectification, otherwise {partner} must pass at the next turn"));
                    engine
                        .inner
                        .obligations
                        .push(judge("30B1(b)", BarUntil::NextTurn));
                }
                Call::Pass => {
                    engine.rule("Law 30B2", format!("{offender}'s pass at {turn}'s turn, after calling, is treated as a change of call (Law 25)"));
                }
                _ if at_rho => {
                    let law = if call.bid().is_some() { "31A" } else { "32A" };
                    engine.rule(if call.bid().is_some() { "Law 31A" } else { "Law 32A" }, format!("{offender}'s {call} at {turn}'s turn is cancelled; if {turn} passes, {offender} must repeat it without further rectification; if {turn} calls otherwise, {offender} may make any legal call and a call that is not comparable obliges {partner} to pass at the next turn"));
                    let then = Box::new(judge(
                        if call.bid().is_some() { "31A2" } else { "32A2" },
                        BarUntil::NextTurn,
                    ));
                    engine.inner.obligations.push(Obligation::AwaitRho {
                        offender,
                        rho: turn,
                        withdrawn: record.clone(),
                        law,
                        then,
                    });
                }
                _ => {
                    let law = if call.bid().is_some() { "31B" } else { "32B" };
                    engine.rule(if call.bid().is_some() { "Law 31B" } else { "Law 32B" }, format!("{offender}'s {call} at {turn}'s turn is cancelled; {partner} may make any legal call (the cancelled call is unauthorised information); {offender}'s next call is judged: a comparable call incurs no further rectification, otherwise {partner} must pass at the next turn"));
                    engine
                        .inner
                        .obligations
                        .push(judge(law, BarUntil::NextTurn));
                }
            }
        } else {
            match call {
                Call::Pass if !after_a_bid || at_rho => {
                    let law = if after_a_bid { "Law 30B1" } else { "Law 30A" };
                    engine.bar(offender, BarUntil::NextTurn, BarScope::AllButPass, law);
                    engine.rule(law, format!("{offender}'s pass at {turn}'s turn is cancelled; {offender} must pass at the next turn"));
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
                    engine.rule("Law 30B2", format!("{offender}'s pass at {partner}'s turn is cancelled; {offender} must pass for the rest of the auction, and {partner} may not double or redouble at this turn"));
                }
                Call::Pass => {
                    engine.rule("Law 30B3", format!("{offender}'s pass at {turn}'s turn is treated as a change of call (Law 25)"));
                }
                Call::Bid(_) if at_rho => {
                    engine.rule("Law 31A", format!("{offender}'s {call} at {turn}'s turn is cancelled; if {turn} passes, {offender} must repeat it without penalty; if {turn} calls otherwise, {offender} may make any legal call: repeating the denomination obliges {partner} to pass once, any other call for the rest of the auction"));
                    let then = Box::new(Obligation::RepeatDenomination {
                        offender,
                        withdrawn: record.clone(),
                    });
                    engine.inner.obligations.push(Obligation::AwaitRho {
                        offender,
                        rho: turn,
                        withdrawn: record.clone(),
                        law: "Law 31A1",
                        then,
                    });
                }
                Call::Double | Call::Redouble if at_rho => {
                    engine.rule("Law 32B", format!("{offender}'s {call} at {turn}'s turn is cancelled; if {turn} passes, {offender} must repeat it without rectification; if {turn} calls otherwise, {offender} may make any legal call and {partner} must pass for the rest of the auction"));
                    let then = Box::new(Obligation::BarPartner {
                        offender,
                        until: BarUntil::EndOfAuction,
                        law: "Law 32B2",
                        withdrawn: record.clone(),
                    });
                    engine.inner.obligations.push(Obligation::AwaitRho {
                        offender,
                        rho: turn,
                        withdrawn: record.clone(),
                        law: "Law 32B1",
                        then,
                    });
                }
                _ => {
                    let law = if call.bid().is_some() {
                        "Law 31B"
                    } else {
                        "Law 32B"
                    };
                    engine.bar(partner, BarUntil::EndOfAuction, BarScope::AllButPass, law);
                    engine.inner.withdrawn.push(Withdrawn {
                        offender,
                        call: record.clone(),
                    });
                    engine.rule(law, format!("{offender}'s {call} at {turn}'s turn is cancelled; {partner} must pass for the rest of the auction; Law 26 may apply"));
                }
            }
        }
    }
}

/// Whether a double or redouble would be inadmissible where it stands (Law 36).
fn call_is_inadmissible_double(engine: &Engine<'_>, record: &CallRecord) -> bool {
    match record.call {
        Call::Double => !engine.may_double_at(record.seat, record_index(engine, record)),
        Call::Redouble => !engine.may_redouble_at(record.seat, record_index(engine, record)),
        _ => false,
    }
}

fn record_index(engine: &Engine<'_>, record: &CallRecord) -> usize {
    engine
        .state
        .auction
        .iter()
        .rposition(|r| r == record)
        .unwrap_or(engine.state.auction.len())
}

/// Law 36B: an inadmissible double or redouble is cancelled; the offender substitutes a legal
/// call, and partner passes for the rest of the auction (Law 26 may apply).
/// Law 36A: the offender's LHO called over an inadmissible double or redouble before
/// rectification: it and every later call are cancelled, and the auction reverts to `turn`,
/// the player whose turn it was, without rectification.
fn inadmissible_double_called_over(
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

fn inadmissible_double(engine: &mut Engine<'_>, offender: Seat, record: CallRecord) {
    let partner = offender.partner();
    engine.bar(
        partner,
        BarUntil::EndOfAuction,
        BarScope::AllButPass,
        "Law 36B",
    );
    engine.inner.withdrawn.push(Withdrawn {
        offender,
        call: record.clone(),
    });
    engine.rule("Law 36B", format!("{offender}'s inadmissible {} is cancelled; {offender} substitutes a legal call at the proper turn, and {partner} must pass for the rest of the auction; Law 26 may apply", record.call));
}
