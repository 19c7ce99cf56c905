//! Retraction of a played card (2017 Law 47).
//!
//! A card once played may be withdrawn only as Law 47 allows (47F). Those cases the table
//! handles as their own laws (a rectification, 47A; an illegal play corrected, 47B; an
//! unintended designation, 47C; a card withdrawn after an opponent's change of play, 47D) are
//! not asked for with `retract`. What is left is a play made on misinformation, the Director
//! judging the facts: a lead out of turn made because an opponent mistakenly said it was the
//! player's lead is withdrawn without rectification (47E1); a card played after an opponent's
//! mistaken explanation may be withdrawn before a card is played after it to that trick
//! (47E2(a)), though an opening lead not once dummy's cards are faced. Every other request is
//! refused (47F): the card stays played.

use cards::{Card, Seat};

use super::ModernQuestion;
use crate::table::{Chooser, Engine, Rejection};

/// `seat` asks to take back `card`, which he played.
pub(super) fn retract(engine: &mut Engine<'_>, seat: Seat, card: Card) -> Result<(), Rejection> {
    if engine.is_guarded() {
        return Err(Rejection::new(
            "Law 47F",
            format!("a card once played may not be withdrawn: {seat}'s {card} stays played"),
        ));
    }
    let lead = engine
        .lead_out_of_turn_waiting()
        .filter(|lead| lead.seat == seat && lead.card == card);
    let trick = &engine.state().trick;
    let last = trick
        .last()
        .is_some_and(|p| p.seat == seat && p.card == card);
    let opening = engine.state().played.is_empty() && trick.len() == 1;
    let (law, question) = match lead {
        Some(_) => (
            "47E1",
            format!(
                "Law 47E1: {seat} led {card} out of turn. Was he mistakenly told by an opponent that it was his turn to lead? If so the card is withdrawn without rectification"
            ),
        ),
        None if last && !opening => (
            "47E2(a)",
            format!(
                "Law 47E2(a): {seat} asks to take back {card}. Did he play it after an opponent's mistaken explanation, not yet corrected? If so he may withdraw it, no card having been played after it to this trick"
            ),
        ),
        None => {
            let why = if opening && last {
                "an opening lead may not be retracted once dummy has faced his cards (Law 47E2)"
            } else if last {
                "it is not his to take back"
            } else {
                "a card has been played after it to the trick, or it is no longer on the table"
            };
            engine.rule(
                "Law 47F",
                format!("{seat} asks to take back {card}: {why}; a card once played may not be withdrawn, and it stays played"),
            );
            return Ok(());
        }
    };
    engine.pend_play(
        law,
        Chooser::Director,
        &["misinformed", "not-misinformed"],
        question,
        ModernQuestion::Retraction(seat, card),
    );
    Ok(())
}

/// The Director's finding: the card goes back to its hand without rectification, or stays.
pub(super) fn judged(engine: &mut Engine<'_>, seat: Seat, card: Card, option: &str) {
    engine.settle();
    if option != "misinformed" {
        engine.rule(
            "Law 47F",
            format!("{seat} was not misinformed: his {card} stays played"),
        );
        return;
    }
    if let Some(lead) = engine
        .lead_out_of_turn_waiting()
        .filter(|lead| lead.seat == seat && lead.card == card)
    {
        engine.take_lead_out_of_turn();
        engine.retract_lead(lead);
        engine.rule(
            "Law 47E1",
            format!(
                "{seat} led out of turn because an opponent told him it was his lead: the {card} goes back to his hand without rectification (information from it: Law 16C), and {} leads",
                lead.turn
            ),
        );
        engine.on_lead(lead.turn);
        return;
    }
    engine.take_back(seat, card);
    engine.set_turn(Some(seat));
    engine.rule(
        "Law 47E2(a)",
        format!("{seat} played {card} after an opponent's mistaken explanation: it goes back to his hand without rectification (Law 16C), and he plays again"),
    );
}
