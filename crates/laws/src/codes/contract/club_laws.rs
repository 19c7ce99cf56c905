//! Contract rubber bridge with the Alternative Club Laws (seed S003): the regular Laws of
//! Contract Bridge on irregular calls, with an Arbiter who may reserve the right to assign an
//! adjusted score. The 2007 Laws of Duplicate Bridge have the same shape in their Law 23
//! (awareness of potential damage), and use the same wrapper.
//!
//! Club Law 23 (which Club Laws 25, 27 and 30 to 39 invoke): when a penalty compels the
//! offender's partner to pass and the Arbiter deems that this enforced pass will *necessarily*
//! damage the innocent side, he may reserve the right to assign an adjusted score. Club Law
//! 27(a): an insufficient bid accepted may have conveyed information that damages the
//! non-offenders; the Arbiter may then adjust. Both are judgements: the engine asks the
//! Arbiter (`director choose reserve` or `director choose no-reservation`) and records his
//! answer among the rulings, for the score to come.

use cards::{Card, Seat};

use crate::call::Call;
use crate::table::call_laws::{AuctionCitations, CallLaws, CallOver, Infraction};
use crate::table::change::ChangeQuestion;
use crate::table::engine::{Engine, Question};
use crate::table::error::Rejection;
use crate::table::misinformation::MisinformationLaws;
use crate::table::state::{Bar, Chooser};

/// The options the Arbiter is offered.
const RESERVE: &str = "reserve";
const NO_RESERVATION: &str = "no-reservation";

/// The regular laws of a contract code, with a Director (or the Club Laws' Arbiter) who may
/// reserve an adjusted score when a penalty makes the offender's partner pass.
#[derive(Clone, Copy)]
pub struct ClubLaws {
    /// The regular laws on irregular calls.
    pub regular: &'static dyn CallLaws,
    /// Which law reserves the adjusted score.
    pub reservation: Reservation,
}

/// The law under which an adjusted score may be reserved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reservation {
    /// Club Laws 23 and 27 (rubber and four-deal bridge with an Arbiter).
    ClubLaws,
    /// 2007 Law 23: the offender could have known that the enforced pass could well damage
    /// the non-offending side.
    Awareness2007,
}

impl std::fmt::Debug for ClubLaws {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ClubLaws")
    }
}

impl ClubLaws {
    /// A penalty has just compelled a player to pass (a bar that was not there before): ask
    /// the Arbiter whether he reserves an adjusted score (Club Law 23).
    fn offer_reservation(&self, engine: &mut Engine<'_>, before: &[Bar]) {
        if engine.state().pending.is_some() {
            return;
        }
        let Some(bar) = engine
            .state()
            .barred
            .iter()
            .find(|bar| !before.iter().any(|b| b.seat == bar.seat))
            .copied()
        else {
            return;
        };
        let partner = bar.seat;
        let innocent = partner.side().opponents();
        let (law, explanation) = match self.reservation {
            Reservation::ClubLaws => (
                "Club Law 23",
                format!(
                    "Club Law 23: {partner} must pass ({}). If the Arbiter deems that this enforced pass will necessarily damage {innocent}, he may reserve the right to assign an adjusted score",
                    bar.law
                ),
            ),
            Reservation::Awareness2007 => (
                "Law 23",
                format!(
                    "Law 23: {partner} must pass ({}). If the offender could have known at the time of his irregularity that this could well damage {innocent}, the Director lets the auction and play go on and will award an adjusted score if {innocent} are damaged",
                    bar.law
                ),
            ),
        };
        ask_arbiter(engine, law, explanation);
    }
}

/// Asks the Arbiter to reserve an adjusted score, or not.
fn ask_arbiter(engine: &mut Engine<'_>, law: &'static str, explanation: String) {
    // The duplicate Laws' pending rulings name bare numbers ("23"), as elsewhere.
    engine.pend(
        law.strip_prefix("Law ").unwrap_or(law),
        Chooser::Director,
        &[RESERVE, NO_RESERVATION],
        explanation,
        Question::Reservation(law),
    );
}

/// Club Law 40 (seed S003): "If the Arbiter decides that a side has been damaged through its
/// opponents' failure to explain the meaning of a call or play, he may award an adjusted
/// score." The seed gives no time for a correction, no presumption and no change of call: the
/// Arbiter finds, and reserves under Club Law 40 (docs/laws-decisions.md, issue 18).
static CLUB_LAW_40: MisinformationLaws = MisinformationLaws {
    // The rubber Laws' own Law 20, which the Club Laws leave as it is.
    question: ("Law 20F1", "Law 20F2"),
    explanation: "Club Law 40",
    own_correction: "Club Law 40",
    partners_correction: None,
    finding: "Club Law 40",
    presumption: None,
    change_of_call: None,
    too_late: "Club Law 40",
    failure_to_explain: "Club Law 40",
};

impl CallLaws for ClubLaws {
    fn citations(&self) -> &'static AuctionCitations {
        self.regular.citations()
    }

    fn misinformation(&self) -> Result<&'static MisinformationLaws, Rejection> {
        match self.reservation {
            Reservation::ClubLaws => Ok(&CLUB_LAW_40),
            Reservation::Awareness2007 => self.regular.misinformation(),
        }
    }

    fn refuse(&self, infraction: Infraction, seat: Seat, call: Call) -> Rejection {
        self.regular.refuse(infraction, seat, call)
    }

    fn on_attention(&self, engine: &mut Engine<'_>) -> Result<(), Rejection> {
        let before = engine.state().barred.clone();
        self.regular.on_attention(engine)?;
        self.offer_reservation(engine, &before);
        Ok(())
    }

    fn accepted_by_call(&self, engine: &mut Engine<'_>) -> CallOver {
        self.regular.accepted_by_call(engine)
    }

    fn called_in_turn(&self, engine: &mut Engine<'_>, seat: Seat) -> bool {
        self.regular.called_in_turn(engine, seat)
    }

    fn on_choice(
        &self,
        engine: &mut Engine<'_>,
        chooser: Chooser,
        option: &str,
    ) -> Result<(), Rejection> {
        if let Some(Question::Reservation(law)) = engine.question().cloned() {
            engine.settle();
            if option == RESERVE {
                engine.reserve(
                    law,
                    "the rectification may damage the non-offending side".to_string(),
                );
            } else {
                engine.rule(
                    law,
                    "no reservation: the auction goes on under the penalty alone".to_string(),
                );
            }
            return Ok(());
        }
        let insufficient_accepted = option == "accept"
            && matches!(
                engine.irregular(),
                Some(irregular) if matches!(irregular.infraction, Infraction::Insufficient { .. })
            );
        let before = engine.state().barred.clone();
        self.regular.on_choice(engine, chooser, option)?;
        if insufficient_accepted
            && self.reservation == Reservation::ClubLaws
            && engine.state().pending.is_none()
        {
            ask_arbiter(
                engine,
                "Club Law 27",
                "Club Law 27(a): the insufficient bid is accepted. If it conveyed such substantial information as to damage the non-offending side, the Arbiter may assign an adjusted score".to_string(),
            );
        } else {
            self.offer_reservation(engine, &before);
        }
        Ok(())
    }

    fn check_obligations(
        &self,
        engine: &Engine<'_>,
        seat: Seat,
        call: Call,
    ) -> Result<(), Rejection> {
        self.regular.check_obligations(engine, seat, call)
    }

    fn after_call(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        let before = engine.state().barred.clone();
        self.regular.after_call(engine, seat)?;
        self.offer_reservation(engine, &before);
        Ok(())
    }

    fn at_end_of_auction(&self, engine: &mut Engine<'_>) {
        self.regular.at_end_of_auction(engine);
    }

    fn review_after_auction(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        self.regular.review_after_auction(engine, seat)
    }

    fn refuse_after_final_pass(&self, seat: Seat, call: Call) -> Rejection {
        self.regular.refuse_after_final_pass(seat, call)
    }

    fn refuse_exposed_card(&self, seat: Seat, card: Card) -> Rejection {
        self.regular.refuse_exposed_card(seat, card)
    }

    /// Law 24, then Club Law 23 (2007: Law 23) if it made the offender's partner pass.
    fn card_exposed(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        card: Card,
        led: bool,
    ) -> Result<(), Rejection> {
        let before = engine.state().barred.clone();
        self.regular.card_exposed(engine, seat, card, led)?;
        self.offer_reservation(engine, &before);
        Ok(())
    }

    fn after_final_pass(&self, engine: &mut Engine<'_>, seat: Seat, call: Call) {
        self.regular.after_final_pass(engine, seat, call);
    }

    fn change_of_call(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        to: Call,
    ) -> Result<(), Rejection> {
        self.regular.change_of_call(engine, seat, to)
    }

    fn answer_change(
        &self,
        engine: &mut Engine<'_>,
        question: ChangeQuestion,
        option: &str,
    ) -> Result<(), Rejection> {
        self.regular.answer_change(engine, question, option)
    }
}

/// Club Law 16 (seed S003): information conveyed "by means of a remark or question, or by an
/// unmistakable hesitation or unwonted speed, special emphasis, tone, gesture, movement,
/// mannerism"; the Arbiter, called, "should require that the auction or play continue,
/// reserving the right to assign an adjusted score", and after play awards one when "an
/// opponent chose from among alternative logical actions one that could reasonably have been
/// suggested" and the innocent side was damaged. The one law answers every question.
pub(crate) static CLUB_LAW_16: crate::table::InformationCitations =
    crate::table::InformationCitations {
        extraneous: "Club Law 16",
        logical_alternative: "Club Law 16",
        reserve_rights: "Club Law 16",
        adjustment: "Club Law 16",
        conduct: "Club Law 16",
        facts: "Club Law 16",
        damage: "Club Law 16",
        // The Club Laws say nothing of withdrawn calls; the regular laws are not among the
        // seeds (docs/laws-decisions.md UI-11).
        withdrawn: None,
        reserves_when_called: true,
    };
