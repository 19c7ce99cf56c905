//! A defective trick (2017 Law 67): a player failed to play to a trick.
//!
//! Attention drawn before both sides have played to the next trick: the trick is corrected,
//! the offender playing a card he can legally play to it (67A1). Later: the offender faces a
//! card and puts it among his played cards, without changing who won the trick: a card of the
//! suit led to the defective trick if he has one, any card if not; he is deemed to have revoked
//! on that trick, with the one-trick transfer of Law 64A2 (67B1(a), (b); checklist Q-16).

use cards::Seat;

use super::ModernQuestion;
use crate::table::error::chosen_card;
use crate::table::{Chooser, Defective, Engine, Rejection};

/// Attention to `defective`.
pub(super) fn attention(engine: &mut Engine<'_>, defective: Defective) -> Result<(), Rejection> {
    let (_, both_sides) = engine.played_since_defective(defective);
    if !both_sides {
        return engine.reopen_defective("Law 67A1");
    }
    let seat = defective.seat;
    let Some(led) = engine
        .state()
        .played
        .get(defective.trick)
        .and_then(|trick| trick.cards.first())
        .map(|p| p.card.suit)
    else {
        return Ok(());
    };
    let hand = engine
        .hands_in_play()
        .map(|hands| hands[seat.index()])
        .unwrap_or_default();
    let cards = if hand.suit_len(led) > 0 {
        hand.suit(led)
    } else {
        hand
    };
    if cards.is_empty() {
        return Err(Rejection::new(
            "Law 67B1",
            format!(
                "{seat} has no card left to put to trick {}",
                defective.trick + 1
            ),
        ));
    }
    let options: Vec<String> = cards.iter().map(|card| card.to_string()).collect();
    let refs: Vec<&str> = options.iter().map(String::as_str).collect();
    let chooser = match engine.state().declarer {
        Some(declarer) if declarer.partner() == seat => declarer,
        _ => seat,
    };
    engine.pend_play(
        "67B1",
        Chooser::Seat(chooser),
        &refs,
        format!(
            "Law 67B1: {seat} did not play to trick {}, and both sides have played since. {chooser} faces a card of {seat}'s ({}) and puts it among his played cards; the trick's winner does not change, and {seat} is deemed to have revoked on it (one trick transferred, Law 64A2)",
            defective.trick + 1,
            if hand.suit_len(led) > 0 {
                format!("of the suit led, {}", led.name())
            } else {
                "any card: he has none of the suit led".to_string()
            }
        ),
        ModernQuestion::DefectiveTrick(seat),
    );
    Ok(())
}

/// The card faced under Law 67B1.
pub(super) fn card_faced(
    engine: &mut Engine<'_>,
    seat: Seat,
    option: &str,
) -> Result<(), Rejection> {
    engine.settle();
    let card = chosen_card("Law 67B1", option)?;
    let Some(defective) = engine.defective() else {
        return Ok(());
    };
    let led = engine
        .state()
        .played
        .get(defective.trick)
        .and_then(|trick| trick.cards.first())
        .map_or(card.suit, |p| p.card.suit);
    engine.complete_defective(card);
    engine.rule(
        "Law 67B1",
        format!(
            "{seat} puts {card} among his played cards of trick {}: the trick's winner stands, and he is deemed to have revoked on it",
            defective.trick + 1
        ),
    );
    engine.deem_revoke(seat, defective.trick + 1, led, card);
    engine.settle_score();
    Ok(())
}
