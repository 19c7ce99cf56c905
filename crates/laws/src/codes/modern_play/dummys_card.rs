//! Dummy's card changed after it was played: declarer's unintended designation corrected
//! (2017 Law 45C4(b)) or a card dummy placed that declarer did not name (45D).
//!
//! 45C4(b): "Declarer may correct an unintended designation of a card from dummy until he next
//! plays a card from either his own hand or from dummy"; whether it was unintended (a slip of
//! the tongue, not a loss of concentration or a reconsideration) is the Director's judgement.
//! An opponent who played in turn after it may withdraw his card and substitute another (Laws
//! 47D, 16C). 45D: the card dummy misplaced must be withdrawn when attention is drawn before
//! each side has played to the next trick; a defender may withdraw a card played after it, and
//! if declarer's right-hand opponent does, declarer may withdraw a card he played after it.

use cards::{Card, Seat};

use super::ModernQuestion;
use crate::table::{Chooser, Engine, Rejection};

/// Why the players after dummy's card may withdraw theirs, under 45C4(b).
const AFTER_REDESIGNATION: &str = "an opponent who played in turn after the designation may withdraw his card and substitute another (Laws 47D, 16C)";

/// Why the players after dummy's card may withdraw theirs, under 45D.
const AFTER_MISPLAY: &str = "a defender may withdraw a card played after dummy's misplaced card and substitute another; if he does, declarer may withdraw a card he played after it (Law 16C)";

/// Dummy's card just played is not the one declarer meant, `card`.
pub(super) fn change(
    engine: &mut Engine<'_>,
    dummy: Seat,
    card: Card,
    misplaced: bool,
) -> Result<(), Rejection> {
    let law = if misplaced { "Law 45D" } else { "Law 45C4(b)" };
    if engine.is_guarded() {
        return Err(Rejection::new(
            law,
            "at a guarded table dummy's card is the card declarer names, and it stands",
        ));
    }
    let Some(declarer) = engine.state().declarer else {
        return Err(Rejection::new(law, "there is no contract"));
    };
    let state = engine.state();
    let cards = if state.trick.is_empty() {
        state
            .played
            .last()
            .map(|trick| trick.cards.clone())
            .unwrap_or_default()
    } else {
        state.trick.clone()
    };
    let Some(position) = cards.iter().position(|p| p.seat == dummy) else {
        return Err(Rejection::new(
            law,
            format!("{dummy}, dummy, has not played to this trick"),
        ));
    };
    if misplaced {
        return engine.correct_dummys_card(dummy, card, law, AFTER_MISPLAY);
    }
    engine.check_dummys_substitute(dummy, card, law)?;
    if cards[position + 1..].iter().any(|p| p.seat == declarer) {
        return Err(Rejection::new(
            law,
            format!(
                "{declarer} has played a card since he designated dummy's {}: the designation stands",
                cards[position].card
            ),
        ));
    }
    engine.pend_play(
        "45C4(b)",
        Chooser::Director,
        &["unintended", "intended"],
        format!(
            "Law 45C4(b): declarer asks to play {card} from dummy instead of the {} he designated. Was the designation unintended (a slip of the tongue), or a loss of concentration or a reconsideration (it stands)?",
            cards[position].card
        ),
        ModernQuestion::Redesignation(dummy, card),
    );
    Ok(())
}

/// The Director's judgement under Law 45C4(b).
pub(super) fn judged(
    engine: &mut Engine<'_>,
    dummy: Seat,
    card: Card,
    option: &str,
) -> Result<(), Rejection> {
    engine.settle();
    if option == "intended" {
        engine.rule(
            "Law 45C4(a)",
            format!(
                "the designation was not unintended: dummy's card stands, and {card} is not played"
            ),
        );
        return Ok(());
    }
    engine.correct_dummys_card(dummy, card, "Law 45C4(b)", AFTER_REDESIGNATION)
}
