//! A card played before its turn, not as a lead (2017 Law 57).
//!
//! A defender's card played before his partner's (a premature play) becomes a major penalty
//! card and declarer chooses what the partner must play (57A), unless declarer had already
//! played from both hands or dummy had suggested a card (57C). Declarer's card played early is
//! a played card (57C3). A defender's card at his right-hand opponent's turn is played at his
//! proper turn if he could legally play it, and is otherwise a major penalty card (57D).

use cards::{Card, Hand, Seat, Suit};

use super::{ModernPlayMemory, ModernQuestion, penalty_cards};
use crate::table::{Chooser, EarlyCard, Engine, PenaltyKind};

/// Law 57: what becomes of `seat`'s `card`, played when it is `turn`'s turn in a trick
/// already led.
pub(super) fn card_out_of_turn(
    engine: &mut Engine<'_>,
    seat: Seat,
    card: Card,
    turn: Seat,
    hand: Hand,
) -> EarlyCard {
    let trick = &engine.state().trick;
    if trick.iter().any(|p| p.seat == seat) {
        // Law 57A: a defender who leads to the next trick before his partner has played to
        // this one. (57C speaks of a card played to the trick before partner's; a lead to a
        // trick not yet begun is always rectified, docs/laws-decisions.md.)
        if engine.is_defender(seat) && !trick.iter().any(|p| p.seat == seat.partner()) {
            premature_play(engine, seat, card, "led to the next trick");
            return EarlyCard::Ruled;
        }
        return EarlyCard::Refused;
    }
    let Some(declarer) = engine.state().declarer else {
        return EarlyCard::Refused;
    };
    let legal = trick
        .first()
        .is_some_and(|lead| card.suit == lead.card.suit || hand.suit_len(lead.card.suit) == 0);
    if !engine.is_defender(seat) {
        if !legal {
            return EarlyCard::Refused;
        }
        engine.rule(
            "Law 57C3",
            format!("{card}, played from {seat}'s hand before its turn, is a played card and may not be withdrawn"),
        );
        return EarlyCard::Played;
    }
    if engine.is_premature(seat, turn) {
        let both_hands = [declarer, declarer.partner()]
            .iter()
            .all(|h| trick.iter().any(|p| p.seat == *h));
        let suggested = engine
            .memory::<ModernPlayMemory>()
            .and_then(|memory| memory.dummy_suggested_at)
            == Some(engine.state().played.len());
        if !(both_hands || suggested) {
            premature_play(engine, seat, card, "played");
            return EarlyCard::Ruled;
        }
        let law = if both_hands { "Law 57C1" } else { "Law 57C2" };
        engine.rule(
            law,
            format!(
                "{seat} played {card} before his partner, but {}: no rectification",
                if both_hands {
                    "declarer had played from both hands"
                } else {
                    "dummy had suggested a card"
                }
            ),
        );
        return EarlyCard::Played;
    }
    if turn != seat.rho() {
        return EarlyCard::Refused;
    }
    if legal {
        engine.rule(
            "Law 57D",
            format!("{seat} played {card} at his right-hand opponent's turn: it can legally be played and is played at his proper turn"),
        );
        EarlyCard::Played
    } else {
        penalty_cards::add(engine, seat, card, PenaltyKind::Major, "Law 57D");
        EarlyCard::Ruled
    }
}

/// Law 57A: the card (`how`: played, or led to the next trick) becomes a major penalty card
/// and declarer chooses for the partner.
fn premature_play(engine: &mut Engine<'_>, seat: Seat, card: Card, how: &str) {
    let Some(declarer) = engine.state().declarer else {
        return;
    };
    penalty_cards::add(engine, seat, card, PenaltyKind::Major, "Law 57A");
    let led = engine.state().trick[0].card.suit;
    let mut options = vec!["highest".to_string(), "lowest".to_string()];
    for suit in Suit::DISPLAY_ORDER.into_iter().filter(|&s| s != led) {
        options.push(format!("play {suit}"));
        options.push(format!("not {suit}"));
    }
    let refs: Vec<&str> = options.iter().map(String::as_str).collect();
    let partner = seat.partner();
    engine.pend_play(
        "57A",
        Chooser::Seat(declarer),
        &refs,
        format!(
            "Law 57A: {seat} {how} {card} before his partner {partner} played: it is a major penalty card. {declarer} may require {partner} to play his highest or lowest card of the suit led, or a card of another named suit, or forbid him a card of another named suit"
        ),
        ModernQuestion::Premature(partner, "Law 57A"),
    );
}
