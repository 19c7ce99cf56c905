//! The auction irregularities of the Laws of Duplicate Bridge, 2017 and 2007 editions (Laws 17
//! to 39), one module per law or group of laws:
//!
//! | law | module |
//! |---|---|
//! | Law 20C1 (review after the final pass), Law 39 (a call after the final pass) | `after_final_pass` |
//! | 2017 Law 23, 2007 Law 27B1(b) (the comparable call) | `comparable_call` |
//! | Law 24 (a card exposed or led during the auction) | `exposed_card` |
//! | Law 25 (changes of call) | `super::change_of_call` |
//! | Law 26 (lead restrictions after withdrawn calls) | `lead_restrictions` |
//! | Law 27 (the insufficient bid) | `insufficient_bid` |
//! | Laws 28 to 32 (calls out of rotation) | `out_of_rotation` |
//! | Laws 36, 37, 38 (inadmissible doubles and redoubles, calls obliged to pass, bids above seven) | `inadmissible_calls` |
//!
//! This module holds the type, the citations of the auction's mechanics, and the `CallLaws`
//! implementation: each hook matches on the infraction, question or obligation and hands it to
//! the law's module. Where the editions differ (Law 23's comparable call against 2007's "same
//! or more precise meaning" and "repeats the denomination"; how long partner is barred; Law
//! 26), both texts are followed.

use cards::{Card, Seat};

use crate::call::Call;
use crate::codes::duplicate::Edition;
use crate::table::call_laws::{AuctionCitations, CallLaws, CallOver, Infraction};
use crate::table::change::ChangeQuestion;
use crate::table::engine::{Engine, Judgement, Question};
use crate::table::error::Rejection;
use crate::table::misinformation::MisinformationLaws;
use crate::table::state::Chooser;
use crate::table::state::{BarUntil, CallRecord};

mod after_final_pass;
mod comparable_call;
mod exposed_card;
mod inadmissible_calls;
mod insufficient_bid;
mod lead_restrictions;
mod out_of_rotation;

/// What the duplicate call laws remember between events.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct DuplicateMemory {
    /// Obligations that later calls settle.
    pub(crate) obligations: Vec<Obligation>,
    /// Calls withdrawn with rectification, for the lead restrictions of Law 26.
    pub(crate) withdrawn: Vec<Withdrawn>,
}

impl DuplicateMemory {
    /// The obligations, taken out to be settled (none, without making a memory, when there
    /// are none).
    fn take_obligations(engine: &mut Engine<'_>) -> Vec<Obligation> {
        if engine.memory::<DuplicateMemory>().is_none() {
            return Vec::new();
        }
        std::mem::take(&mut engine.remember::<DuplicateMemory>().obligations)
    }

    /// The calls withdrawn with rectification, taken out for Law 26.
    pub(super) fn take_withdrawn(engine: &mut Engine<'_>) -> Vec<Withdrawn> {
        if engine.memory::<DuplicateMemory>().is_none() {
            return Vec::new();
        }
        std::mem::take(&mut engine.remember::<DuplicateMemory>().withdrawn)
    }

    /// Records a call withdrawn with rectification: if the offender defends, Law 26 may
    /// restrict his partner's first lead.
    pub(crate) fn withdraw(engine: &mut Engine<'_>, offender: Seat, call: CallRecord) {
        engine
            .remember::<DuplicateMemory>()
            .withdrawn
            .push(Withdrawn { offender, call });
    }

    /// Records an obligation a later call settles.
    pub(super) fn oblige(engine: &mut Engine<'_>, obligation: Obligation) {
        engine
            .remember::<DuplicateMemory>()
            .obligations
            .push(obligation);
    }
}

/// An obligation that a later call settles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Obligation {
    /// The offender's next call is judged against the withdrawn call.
    Judge(Judgement),
    /// The offender's next call is judged by whether it repeats the withdrawn bid's
    /// denomination (2007 Law 31A2): partner passes once if it does, for the rest of the
    /// auction if not.
    RepeatDenomination {
        offender: Seat,
        withdrawn: CallRecord,
    },
    /// After a cancelled call out of rotation at RHO's turn, RHO's call decides: a pass obliges
    /// the offender to repeat his call; anything else frees him, and `then` follows.
    AwaitRho {
        offender: Seat,
        rho: Seat,
        withdrawn: CallRecord,
        law: &'static str,
        then: Box<Obligation>,
    },
    /// The offender must repeat this call (Laws 31A1 and 32A1).
    Repeat {
        offender: Seat,
        call: Call,
        law: &'static str,
    },
    /// When the offender next calls, partner is barred (2007 Law 32B2: RHO bid over a cancelled
    /// double out of rotation, so the offender calls freely and partner passes throughout).
    BarPartner {
        offender: Seat,
        until: BarUntil,
        law: &'static str,
        withdrawn: CallRecord,
    },
}

/// A call withdrawn with rectification: if the offender defends, Law 26 may restrict partner's
/// first lead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Withdrawn {
    pub(crate) offender: Seat,
    pub(crate) call: CallRecord,
}

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

/// The laws on explanations and misinformation of the 2017 Laws (the 2007 Laws number them
/// alike: 20F1, 20F4, 20F5, 21B1(a) and (b), 21B2, 21B3, 40B4, 75).
pub(crate) static MODERN_MISINFORMATION: MisinformationLaws = MisinformationLaws {
    question: ("Law 20F1", "Law 20F2"),
    explanation: "Law 20F1",
    own_correction: "Law 20F4",
    partners_correction: Some("Law 20F5"),
    finding: "Law 75",
    presumption: Some("Law 21B1(b)"),
    change_of_call: Some(("Law 21B1(a)", "Law 21B2")),
    too_late: "Law 21B3",
    failure_to_explain: "Law 40B4",
};

/// The auction laws of one edition of the Laws of Duplicate Bridge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DuplicateCallLaws {
    /// The edition.
    pub edition: Edition,
}

impl DuplicateCallLaws {
    /// Whether these are the 2017 Laws (the 2007 Laws otherwise).
    fn is_2017(&self) -> bool {
        self.edition == Edition::Laws2017
    }

    /// The non-offender accepted or refused the irregular call: Law 27A (an insufficient bid)
    /// or Law 29A (a call out of rotation).
    fn acceptance(&self, engine: &mut Engine<'_>, accept: bool) -> Result<(), Rejection> {
        let Some(irregular) = engine.take_irregular() else {
            return Ok(());
        };
        match irregular.infraction {
            Infraction::Insufficient { over } => {
                insufficient_bid::law_27_acceptance(engine, irregular, over, accept);
            }
            Infraction::OutOfRotation { turn } => {
                out_of_rotation::law_29_acceptance(self, engine, irregular, turn, accept);
            }
            _ => {}
        }
        Ok(())
    }
}

impl CallLaws for DuplicateCallLaws {
    fn citations(&self) -> &'static AuctionCitations {
        &MODERN_AUCTION
    }

    fn misinformation(&self) -> Result<&'static MisinformationLaws, Rejection> {
        Ok(&MODERN_MISINFORMATION)
    }

    /// Laws 27 and 30 to 38: why a guarded table refuses the irregular call.
    fn refuse(&self, infraction: Infraction, seat: Seat, call: Call) -> Rejection {
        match infraction {
            Infraction::Insufficient { over } => insufficient_bid::law_27_refused(call, over),
            Infraction::OutOfRotation { turn } => {
                out_of_rotation::laws_30_to_32_refused(turn, seat, call)
            }
            Infraction::InadmissibleDouble => inadmissible_calls::law_36_refused(seat, call),
            Infraction::BarredCall => inadmissible_calls::law_37_refused(seat),
            Infraction::AboveSeven => inadmissible_calls::law_38_refused(call),
        }
    }

    /// Attention drawn: Law 27A, 29A (LHO may accept), or Laws 36B, 37B, 38 (cancelled).
    fn on_attention(&self, engine: &mut Engine<'_>) -> Result<(), Rejection> {
        let Some(irregular) = engine.irregular().cloned() else {
            return Ok(());
        };
        let offender = irregular.seat;
        match irregular.infraction {
            Infraction::Insufficient { over } => {
                insufficient_bid::law_27a_offer_acceptance(engine, &irregular, over);
            }
            Infraction::OutOfRotation { turn }
                if inadmissible_calls::is_inadmissible_double(engine, &irregular.record) =>
            {
                inadmissible_calls::law_36b_cancelled(engine, &irregular, turn);
            }
            Infraction::OutOfRotation { turn } => {
                out_of_rotation::law_29a_offer_acceptance(engine, &irregular, turn);
            }
            Infraction::InadmissibleDouble => {
                inadmissible_calls::law_36b_cancelled(engine, &irregular, offender);
            }
            Infraction::BarredCall => {
                inadmissible_calls::law_37b_cancelled(self, engine, &irregular)?
            }
            Infraction::AboveSeven => {
                inadmissible_calls::law_38_cancelled(self, engine, &irregular, true)?
            }
        }
        Ok(())
    }

    /// LHO called over the irregular call: Laws 27A1 and 29A (it is accepted), 36A (both
    /// cancelled), 37A (both stand), 38 (both cancelled, a pass substituted).
    fn accepted_by_call(&self, engine: &mut Engine<'_>) -> CallOver {
        let Some(irregular) = engine.irregular().cloned() else {
            return CallOver::AwaitsAttention;
        };
        let offender = irregular.seat;
        match irregular.infraction {
            Infraction::InadmissibleDouble => {
                inadmissible_calls::law_36a_called_over(engine, &irregular, offender)
            }
            Infraction::OutOfRotation { turn }
                if inadmissible_calls::is_inadmissible_double(engine, &irregular.record) =>
            {
                inadmissible_calls::law_36a_called_over(engine, &irregular, turn)
            }
            Infraction::Insufficient { .. } => {
                insufficient_bid::law_27a1_accepted_by_call(engine, &irregular)
            }
            Infraction::OutOfRotation { .. } => {
                out_of_rotation::law_29a_accepted_by_call(engine, &irregular)
            }
            Infraction::BarredCall => inadmissible_calls::law_37a_called_over(engine, &irregular),
            Infraction::AboveSeven => {
                inadmissible_calls::law_38_called_over(self, engine, &irregular)
            }
        }
    }

    /// Law 28B: a call in rotation cancels an opponent's call out of rotation.
    fn called_in_turn(&self, engine: &mut Engine<'_>, seat: Seat) -> bool {
        out_of_rotation::law_28b_call_in_rotation(engine, seat)
    }

    /// Laws 27A and 29A (LHO accepts or not); Law 23 or 2007 27B1(b) (the Director judges a
    /// replacement call).
    fn on_choice(
        &self,
        engine: &mut Engine<'_>,
        _chooser: Chooser,
        option: &str,
    ) -> Result<(), Rejection> {
        let question = engine.take_question();
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

    /// Laws 31A1 and 32A1 (2007: 31A1, 32B1): the call the offender must repeat.
    fn check_obligations(
        &self,
        engine: &Engine<'_>,
        seat: Seat,
        call: Call,
    ) -> Result<(), Rejection> {
        let obligations = engine
            .memory::<DuplicateMemory>()
            .map(|memory| memory.obligations.as_slice())
            .unwrap_or_default();
        for obligation in obligations {
            if let Obligation::Repeat {
                offender,
                call: must,
                law,
            } = obligation
                && *offender == seat
            {
                out_of_rotation::must_repeat(seat, call, *must, law)?;
            }
        }
        Ok(())
    }

    /// The obligations a call settles: a replacement call judged (Laws 23, 27B), the 2007 Law
    /// 31A2 denomination, RHO's call after a cancelled call at his turn and the repeat it may
    /// require (Laws 31A, 32A; 2007 31A, 32B), 2007 Law 32B2's bar on partner.
    fn after_call(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        let Some(record) = engine.state().auction.last().cloned() else {
            return Ok(());
        };
        let obligations = DuplicateMemory::take_obligations(engine);
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
                    out_of_rotation::law_31a2_2007_denomination_repeated(
                        engine, offender, withdrawn, &record,
                    );
                }
                Obligation::AwaitRho {
                    offender,
                    rho,
                    withdrawn,
                    law,
                    then,
                } if rho == seat => {
                    kept.push(out_of_rotation::rho_called(
                        engine,
                        rho,
                        record.call,
                        offender,
                        withdrawn,
                        law,
                        *then,
                    ));
                }
                Obligation::Repeat {
                    offender,
                    law,
                    call,
                } if offender == seat => out_of_rotation::repeated(engine, seat, call, law),
                Obligation::BarPartner {
                    offender,
                    until,
                    law,
                    withdrawn,
                } if offender == seat => {
                    out_of_rotation::law_32b2_2007_partner_barred(
                        engine, offender, until, law, withdrawn,
                    );
                }
                other => kept.push(other),
            }
        }
        kept.extend(DuplicateMemory::take_obligations(engine));
        if !kept.is_empty() {
            engine.remember::<DuplicateMemory>().obligations = kept;
        }
        Ok(())
    }

    /// Law 20C1: the auction restated after the final pass.
    fn review_after_auction(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        after_final_pass::law_20c1_review(engine, seat)
    }

    /// Law 39: a call after the final pass is cancelled.
    fn refuse_after_final_pass(&self, seat: Seat, call: Call) -> Rejection {
        after_final_pass::law_39_refused(seat, call)
    }

    /// Law 25: the Director judges whether the call was unintended; the 2007 text gives the
    /// offender a further option when LHO refuses an intended change (25B2(b), average minus).
    fn change_of_call(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        to: Call,
    ) -> Result<(), Rejection> {
        super::change_of_call::request(engine, seat, to, !self.is_2017())
    }

    /// Law 25: the Director's and LHO's answers about a change of call.
    fn answer_change(
        &self,
        engine: &mut Engine<'_>,
        question: ChangeQuestion,
        option: &str,
    ) -> Result<(), Rejection> {
        super::change_of_call::answer(engine, question, option)
    }

    /// Law 39: a call after the final pass is cancelled (Law 26 may follow).
    fn after_final_pass(&self, engine: &mut Engine<'_>, seat: Seat, call: Call) {
        after_final_pass::law_39_cancelled(self, engine, seat, call);
    }

    /// Law 24: a guarded table refuses a card exposed or led during the auction.
    fn refuse_exposed_card(&self, seat: Seat, card: Card) -> Rejection {
        exposed_card::law_24_refused(seat, card)
    }

    /// Law 24A-C: the card lies face up; partner may have to pass at his next turn.
    fn card_exposed(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        card: Card,
        led: bool,
    ) -> Result<(), Rejection> {
        exposed_card::law_24_exposed(engine, seat, card, led);
        Ok(())
    }

    /// Law 24D-E: cards exposed during the auction become penalty cards of a defender or go
    /// back to the hand; Law 26: withdrawn calls become lead restrictions.
    fn at_end_of_auction(&self, engine: &mut Engine<'_>) {
        exposed_card::law_24_at_end_of_auction(engine);
        lead_restrictions::law_26_lead_restrictions(self, engine);
    }
}
