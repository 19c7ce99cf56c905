//! Changes of call (2017 and 2007 Law 25; the Laws of Contract Bridge follow the 2007 text).
//!
//! The Director first judges whether the call was unintended (25A: a mechanical error or slip
//! of the tongue, replaceable until partner calls; a call of LHO's over it is withdrawn and LHO
//! calls again) or intended (25B: the substitution stands only if LHO accepts it; otherwise it
//! is cancelled and the first call stands, and under the 2007 text the offender may instead
//! make any legal call with his side's score limited to average minus).

use crate::codes::duplicate::call_laws::DuplicateMemory;
use cards::Seat;

use crate::call::Call;
use crate::table::change::call_event;
use crate::table::engine::Question;
use crate::table::{CallRecord, ChangeQuestion, Chooser, Engine, PendingChange, Rejection};

/// `seat` changes his last call to `to`: the Director is asked whether it was unintended.
pub(super) fn request(
    engine: &mut Engine<'_>,
    seat: Seat,
    to: Call,
    average_minus: bool,
) -> Result<(), Rejection> {
    let (index, from) = engine.call_to_change(seat)?;
    if engine.called_since(index, seat.partner()) {
        return Err(Rejection::new(
            "Law 25A",
            format!(
                "{} has called since {seat}'s {from}: it can no longer be changed",
                seat.partner()
            ),
        ));
    }
    let change = PendingChange {
        seat,
        from,
        to,
        event: index,
        average_minus,
    };
    let explanation = format!(
        "Law 25: {seat} changes {from} to {to}. If the Director judges {from} unintended (a mechanical error or slip of the tongue, 25A) {to} replaces it; if intended (25B), the change stands only if {} accepts it",
        seat.lho()
    );
    ask(
        engine,
        Chooser::Director,
        &["unintended", "intended"],
        explanation,
        ChangeQuestion::Intent(change),
    );
    Ok(())
}

/// The answer to a change-of-call question.
pub(super) fn answer(
    engine: &mut Engine<'_>,
    question: ChangeQuestion,
    option: &str,
) -> Result<(), Rejection> {
    match (question, option) {
        (ChangeQuestion::Intent(c), "unintended") => {
            // Law 25A: the new call replaces the first; a call LHO made over it is withdrawn
            // (he calls again; the information is authorised to his side only, Law 16C).
            engine.rebuild(c.event, [call_event(c.seat, c.to)])?;
            engine.rule(
                "Law 25A",
                format!(
                    "{}'s {} was unintended and is replaced by {}; any call made over it is withdrawn",
                    c.seat, c.from, c.to
                ),
            );
        }
        (ChangeQuestion::Intent(c), _) => {
            if engine.called_since(c.event, c.seat.lho()) {
                settle(
                    engine,
                    "Law 25B",
                    format!(
                        "{}'s change to {} is cancelled: {} had already called over {}, which stands",
                        c.seat,
                        c.to,
                        c.seat.lho(),
                        c.from
                    ),
                );
            } else {
                let lho = c.seat.lho();
                let explanation = format!(
                    "Law 25B1: {lho} may accept {}'s substituted {} (the {} is withdrawn; Law 26 may apply); if not, the substitution is cancelled and the {} stands",
                    c.seat, c.to, c.from, c.from
                );
                ask(
                    engine,
                    Chooser::Seat(lho),
                    &["accept", "reject"],
                    explanation,
                    ChangeQuestion::Substitute(c),
                );
            }
        }
        (ChangeQuestion::Substitute(c), "accept") => {
            engine.rebuild(c.event, [call_event(c.seat, c.to)])?;
            withdrawn_for_law_26(engine, &c);
            engine.rule(
                "Law 25B1",
                format!(
                    "{} accepts {}'s {}: the {} is withdrawn; Law 26 may apply",
                    c.seat.lho(),
                    c.seat,
                    c.to,
                    c.from
                ),
            );
        }
        (ChangeQuestion::Substitute(c), _)
            if c.average_minus && !first_call_irregular(engine, &c) =>
        {
            let explanation = format!(
                "2007 Law 25B2(b): {} may let the {} stand, or withdraw it and make any legal call, his side's score being then at most average minus",
                c.seat, c.from
            );
            ask(
                engine,
                Chooser::Seat(c.seat),
                &["keep", "other-call"],
                explanation,
                ChangeQuestion::KeepOrOther(c),
            );
        }
        (ChangeQuestion::Substitute(c), _) => settle(
            engine,
            "Law 25B2",
            format!(
                "{}'s substituted {} is cancelled; the {} stands (and if irregular, its own law applies)",
                c.seat, c.to, c.from
            ),
        ),
        (ChangeQuestion::KeepOrOther(c), "keep") => settle(
            engine,
            "Law 25B2(b)",
            format!("{}'s {} stands", c.seat, c.from),
        ),
        (ChangeQuestion::KeepOrOther(c), _) => {
            engine.rebuild(c.event, [])?;
            withdrawn_for_law_26(engine, &c);
            engine.rule(
                "Law 25B2(b)",
                format!("{}'s {} is withdrawn and he may make any legal call; his side's score on the board is at most average minus; Law 26 may apply", c.seat, c.from),
            );
            // The cap is the Director's to apply when he scores the board (Law 12C2).
            engine.require_adjustment(
                "Law 25B2(b)",
                format!(
                    "{}'s score on the board is at most average minus",
                    c.seat.side()
                ),
            );
        }
    }
    Ok(())
}

/// Whether the first call was irregular and is still waiting for its own law.
fn first_call_irregular(engine: &Engine<'_>, change: &PendingChange) -> bool {
    engine.irregular().is_some_and(|irregular| {
        irregular.seat == change.seat && irregular.record.call == change.from
    })
}

/// A call withdrawn by a change may restrict partner's lead (Law 26).
fn withdrawn_for_law_26(engine: &mut Engine<'_>, change: &PendingChange) {
    DuplicateMemory::withdraw(
        engine,
        change.seat,
        CallRecord {
            seat: change.seat,
            call: change.from,
            artificial: None,
        },
    );
}

/// Asks `chooser` a change-of-call question.
fn ask(
    engine: &mut Engine<'_>,
    chooser: Chooser,
    options: &[&str],
    explanation: String,
    question: ChangeQuestion,
) {
    engine.pend(
        "25",
        chooser,
        options,
        explanation,
        Question::Change(question),
    );
}

/// Closes the question without changing the auction.
fn settle(engine: &mut Engine<'_>, law: &'static str, text: String) {
    engine.settle();
    engine.rule(law, text);
}
