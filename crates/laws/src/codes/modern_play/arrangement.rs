//! The arrangement of tricks (2017 Law 65).
//!
//! Each player turns his own card of a completed trick face down before him, pointing
//! lengthwise towards the partners who won it (65B1-2). "A player may draw attention to a card
//! pointed in the wrong direction, but this right expires for dummy or a defender when a lead
//! is made to the following trick, and for declarer when he plays to the next trick" (65B3):
//! before that the card is turned the right way; after it, it stays as pointed (and a player
//! who leaves his cards out of order jeopardises his claims about the tricks won, 65D). The
//! trick is won by the card that won it (Law 44) however its cards point.

use cards::Seat;

use crate::table::{Engine, Rejection};

/// `seat` turns his card of trick `trick` the wrong way: recorded at an open table.
pub(super) fn point_wrongly(
    engine: &mut Engine<'_>,
    seat: Seat,
    trick: usize,
) -> Result<(), Rejection> {
    if engine.is_guarded() {
        return Err(Rejection::new(
            "Law 65B",
            format!(
                "{seat}'s card of trick {} points towards the side that won it",
                trick + 1
            ),
        ));
    }
    let winner = engine.state().played.get(trick).map(|t| t.winner.side());
    engine.rule(
        "Law 65B2",
        format!(
            "{seat} turned his card of trick {} pointing away from {}, who won it",
            trick + 1,
            winner.map_or_else(String::new, |side| side.to_string())
        ),
    );
    Ok(())
}

/// Law 65B3: whether `seat` may still have `owner`'s card of trick `trick` turned the right way.
pub(super) fn attention(
    engine: &mut Engine<'_>,
    seat: Seat,
    owner: Seat,
    trick: usize,
) -> Result<(), Rejection> {
    let state = engine.state();
    let next = trick + 1;
    let later: Vec<Seat> = state
        .played
        .get(next..)
        .unwrap_or_default()
        .iter()
        .flat_map(|t| t.cards.iter().map(|p| p.seat))
        .chain(state.trick.iter().map(|p| p.seat))
        .collect();
    let declarer = state.declarer;
    let expired = if Some(seat) == declarer {
        // Declarer's right ends when he plays to the next trick, from either hand.
        let dummy = declarer.map(Seat::partner);
        later
            .iter()
            .any(|s| Some(*s) == declarer || Some(*s) == dummy)
    } else {
        !later.is_empty()
    };
    if expired {
        engine.rule(
            "Law 65B3",
            format!("{seat} draws attention to {owner}'s card of trick {} pointed the wrong way, but his right to do so has expired: it stays as pointed (the trick stays won by the card that won it)", trick + 1),
        );
    } else {
        engine.rule(
            "Law 65B3",
            format!(
                "{owner}'s card of trick {} is turned to point towards the side that won it",
                trick + 1
            ),
        );
    }
    Ok(())
}
