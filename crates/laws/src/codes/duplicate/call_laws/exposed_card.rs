//! Law 24, a card exposed or led during the auction (2017; the 2007 text and the Laws of
//! Contract Bridge have the same rectification). Every such card lies face up until the
//! auction ends (the information is authorised to the non-offenders, unauthorised to the
//! offenders, Law 16C). A single card below honour rank not prematurely led: no further
//! rectification (24A). A single card of honour rank, or any card prematurely led (24B), or two
//! or more cards (24C): the offender's partner must pass at his next turn to call. At the end
//! of the auction the cards go back to the offender's hand if he is declarer or dummy (24D);
//! if he defends, every one becomes a penalty card (24E), major or minor by Law 50B (a single
//! card below honour rank exposed unintentionally is minor; a card of honour rank, or one
//! exposed by deliberate play such as a lead, is major) and all major when he has two or more
//! (Law 51). Law 50 then governs them, including declarer's lead choice when the offender's
//! partner has the lead (50D2). Under the 2007 Laws the Director is asked about Law 23 and in
//! rubber and Chicago the Arbiter about Club Law 23, as for any other enforced pass (the
//! wrapper around these laws asks whenever a new bar appears).

use cards::{Card, Seat};

use crate::codes::modern_play::add_penalty_card;
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::state::{BarScope, BarUntil};
use crate::table::{AuctionExposure, PenaltyKind};

/// Law 24: a guarded table refuses a card exposed or led during the auction.
pub(super) fn law_24_refused(seat: Seat, card: Card) -> Rejection {
    Rejection::new(
        "Law 24",
        format!("the auction is in progress: {seat} may not expose or lead {card}"),
    )
}

/// Law 24A-C: the card lies face up; the offender's partner must pass at his next turn unless
/// the offender has exposed only a single card below honour rank, not prematurely led.
pub(super) fn law_24_exposed(engine: &mut Engine<'_>, seat: Seat, card: Card, led: bool) {
    let own: Vec<AuctionExposure> = engine
        .exposed_during_auction()
        .iter()
        .filter(|e| e.seat == seat)
        .copied()
        .collect();
    let partner = seat.partner();
    let what = if led { "led" } else { "exposed" };
    let (law, text) = match own.as_slice() {
        [single] if !single.led && !single.card.rank.is_honor() => (
            "Law 24A",
            format!(
                "{seat} {what} {card} during the auction: a single card below honour rank, not prematurely led; it lies face up until the auction ends, with no further rectification (Law 16C: the information is unauthorised to {seat}'s side)"
            ),
        ),
        [_] => (
            "Law 24B",
            format!(
                "{seat} {what} {card} during the auction: it lies face up until the auction ends, and {partner} must pass at his next turn to call"
            ),
        ),
        _ => (
            "Law 24C",
            format!(
                "{seat} has exposed two or more cards during the auction ({card} the last): they lie face up until the auction ends, and {partner} must pass at his next turn to call"
            ),
        ),
    };
    if law != "Law 24A" {
        engine.bar(partner, BarUntil::NextTurn, BarScope::AllButPass, law);
    }
    engine.rule(law, text);
}

/// Law 24D-E: the auction has ended with a contract: each card exposed during it goes back to
/// the offender's hand if he is declarer or dummy; if he defends it becomes a penalty card,
/// of the kind Law 50B gives it (all major with two or more, Law 51).
pub(super) fn law_24_at_end_of_auction(engine: &mut Engine<'_>) {
    for exposure in engine.take_exposed_during_auction() {
        let AuctionExposure { seat, card, led } = exposure;
        if !engine.is_defender(seat) {
            engine.rule(
                "Law 24D",
                format!("{seat} is declarer or dummy: {card}, exposed during the auction, goes back to his hand"),
            );
            continue;
        }
        let kind = if led || card.rank.is_honor() {
            PenaltyKind::Major
        } else {
            PenaltyKind::Minor
        };
        add_penalty_card(engine, seat, card, kind, "Law 24E");
    }
}
