//! Cards exposed before the play, and the initial lead the declarer may prohibit for them: 1912
//! Law 65 (a card exposed during the bidding: "when the partner of the offending player is the
//! original leader, the declarer may prohibit the suit of the exposed card being the initial
//! lead"), 1912 Law 66 (after the final declaration and before a card is led: "the partner of
//! the leader to the first trick expose a card, the declarer may, in addition to calling the
//! card, prohibit the lead of the suit of the exposed card; should the rightful leader expose a
//! card it is subject to call"), the 1915 Declaration Laws ("nor make the initial lead of that
//! suit if prohibited by Declarer") and the 1908 code read as 1912.
//!
//! The prohibition is for the initial lead only: the declarer names one of the suits (or none)
//! when the leader is to lead, and it ends once that lead is made.

use cards::{Card, Seat, Suit};

use super::play_laws::{AuctionBridgePlayLaws, AuctionBridgeQuestion};
use crate::table::{Chooser, Engine, LeadObligation, LeadRestriction};

/// 1912 Law 66; 1915: an adversary's card exposed after the final declaration and before the
/// initial lead (already an exposed card, subject to call): if its owner is the leader's
/// partner, the declarer may also prohibit its suit for the initial lead, asked at once since
/// the leader is to lead.
pub(super) fn exposed_before_the_lead(
    laws: &AuctionBridgePlayLaws,
    engine: &mut Engine<'_>,
    seat: Seat,
    card: Card,
) {
    let Some(declarer) = engine.state().declarer else {
        return;
    };
    let leader = declarer.lho();
    if engine.state().play_begun() || seat != leader.partner() {
        return;
    }
    let suits = match engine.take_lead_restriction(leader) {
        Some(restriction) => {
            let mut suits = restriction.suits;
            if !suits.contains(&card.suit) {
                suits.push(card.suit);
            }
            suits.sort();
            suits
        }
        None => vec![card.suit],
    };
    engine.restrict_lead(LeadRestriction {
        seat: leader,
        law: laws.exposed_before_play,
        declarer_may: "prohibit",
        suits,
    });
    offer_prohibition(engine, leader);
}

/// `leader` is to make the initial lead under a prohibition the declarer may impose (1912
/// Laws 65, 66; 1915): the declarer names the suit prohibited, or none. Returns whether it
/// asked.
pub(super) fn offer_prohibition(engine: &mut Engine<'_>, leader: Seat) -> bool {
    let (Some(declarer), None) = (engine.state().declarer, engine.state().pending.as_ref()) else {
        return false;
    };
    if engine.state().play_begun() {
        return false;
    }
    let Some(restriction) = engine.lead_restriction(leader) else {
        return false;
    };
    let mut options: Vec<String> = restriction
        .suits
        .iter()
        .map(|suit| format!("prohibit {suit}"))
        .collect();
    options.push("none".to_string());
    let refs: Vec<&str> = options.iter().map(String::as_str).collect();
    let suits: Vec<&str> = restriction.suits.iter().map(|suit| suit.name()).collect();
    engine.pend_play(
        restriction.law,
        Chooser::Seat(declarer),
        &refs,
        format!(
            "{}: {leader}'s partner exposed a card before the play. {declarer} may prohibit the initial lead of {} by {leader}, or impose nothing",
            restriction.law,
            suits.join(" or ")
        ),
        AuctionBridgeQuestion::ProhibitLead(leader),
    );
    true
}

/// The declarer's answer: the suit prohibited for the initial lead, or nothing.
pub(super) fn prohibition_choice(engine: &mut Engine<'_>, leader: Seat, option: &str) {
    engine.settle();
    let Some(restriction) = engine.take_lead_restriction(leader) else {
        return;
    };
    let law = restriction.law;
    match option
        .strip_prefix("prohibit ")
        .and_then(|suit| suit.parse::<Suit>().ok())
    {
        Some(suit) => {
            engine.oblige_lead(LeadObligation {
                seat: leader,
                must: "not-lead",
                suit,
                law,
            });
            engine.rule(
                law,
                format!(
                    "the declarer prohibits {leader}'s initial lead of {}",
                    suit.name()
                ),
            );
        }
        None => engine.rule(
            law,
            format!("the declarer imposes nothing on {leader}'s initial lead"),
        ),
    }
}

/// Once the initial lead is made its prohibition ends, even if the leader keeps the lead.
pub(super) fn end_initial_lead_prohibition(laws: &AuctionBridgePlayLaws, engine: &mut Engine<'_>) {
    if engine.state().play_begun() {
        let ended = [laws.exposed_before_play, laws.exposed_in_bidding];
        engine.end_lead_obligations(|o| ended.contains(&o.law));
    }
}
