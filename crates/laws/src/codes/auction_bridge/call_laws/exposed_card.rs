//! A card led or exposed during the bidding: 1912 Law 65 ("the partner of the offending player
//! may not make any further bid or double during that hand, and the card is subject to call.
//! When the partner of the offending player is the original leader, the declarer may prohibit
//! the suit of the exposed card being the initial lead"); the 1915 Declaration Laws ("If a
//! player expose a card his partner may not thereafter bid nor double, nor make the initial
//! lead of that suit if prohibited by Declarer"); the 1908 code, "as in Bridge", read as 1912.
//!
//! The partner is barred from every call but a pass for the rest of the auction (a redouble
//! "again doubles", as the 1916 manual defines it, so the bar on doubling covers it). At the
//! end of the auction the card becomes an exposed card, subject to call, if its owner is an
//! adversary of the declarer (the declarer's own cards are never called, 1912 Law 72), and if
//! his partner has the opening lead the declarer may prohibit its suit for that lead.

use cards::{Card, Seat, Suit};

use crate::codes::auction_bridge::AuctionBridgePlayLaws;
use crate::codes::auction_bridge::call_laws::{AuctionBridgeCallLaws, Era};
use crate::codes::auction_bridge::play_laws::lay_exposed_card;
use crate::table::AuctionExposure;
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::state::{BarScope, BarUntil, LeadRestriction};

/// The law on a card exposed during the bidding: 1912 Law 65, the 1915 Declaration Laws, and
/// the 1908 code's Bridge law (read as 1912), as the code's play laws cite it.
pub(super) fn exposed_card_law(laws: &AuctionBridgeCallLaws) -> &'static str {
    let play = match laws.era {
        Era::Portland1908 => AuctionBridgePlayLaws::PORTLAND_1908,
        Era::WhistClub1912 => AuctionBridgePlayLaws::WHIST_CLUB_1912,
        Era::WhistClub1915 => AuctionBridgePlayLaws::WHIST_CLUB_1915,
    };
    play.exposed_in_bidding
}

/// A guarded table refuses a card exposed or led during the bidding.
pub(super) fn refused(laws: &AuctionBridgeCallLaws, seat: Seat, card: Card) -> Rejection {
    Rejection::new(
        exposed_card_law(laws),
        format!("the bidding is in progress: {seat} may not lead or expose {card}"),
    )
}

/// The card lies face up; the offender's partner may not bid or double again in this deal.
pub(super) fn exposed(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    seat: Seat,
    card: Card,
    led: bool,
) {
    let law = exposed_card_law(laws);
    let partner = seat.partner();
    engine.bar(partner, BarUntil::EndOfAuction, BarScope::AllButPass, law);
    engine.rule(
        law,
        format!(
            "{seat} {} {card} during the bidding: {partner} may not bid nor double for the rest of the bidding; if {seat} becomes an adversary of the declarer the card is exposed, subject to call, and if {partner} then has the initial lead the declarer may prohibit its suit",
            if led { "led" } else { "exposed" }
        ),
    );
}

/// The bidding has closed with a final declaration: each card exposed during it is an exposed
/// card subject to call if its owner is an adversary of the declarer, else it goes back to
/// the hand; the declarer may prohibit its suit for the initial lead of the owner's partner.
pub(super) fn at_end_of_auction(laws: &AuctionBridgeCallLaws, engine: &mut Engine<'_>) {
    let law = exposed_card_law(laws);
    let Some(declarer) = engine.state().declarer else {
        return;
    };
    let leader = declarer.lho();
    let mut prohibited: Vec<Suit> = Vec::new();
    for AuctionExposure { seat, card, .. } in engine.take_exposed_during_auction() {
        if !engine.is_defender(seat) {
            engine.rule(
                law,
                format!("{card} is the declarer's side's: the declarer's cards are never called; it goes back to {seat}'s hand"),
            );
            continue;
        }
        lay_exposed_card(engine, seat, card, law, ", exposed during the bidding,");
        if seat.partner() == leader && !prohibited.contains(&card.suit) {
            prohibited.push(card.suit);
        }
    }
    if !prohibited.is_empty() {
        prohibited.sort();
        engine.restrict_lead(LeadRestriction {
            seat: leader,
            law,
            declarer_may: "prohibit",
            suits: prohibited,
        });
    }
}
