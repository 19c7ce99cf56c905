//! Leads out of turn (2017 Laws 53 to 56).
//!
//! The card is faced where it was led. The next player in rotation accepts it by playing to it
//! (Law 53A); when attention is drawn first, the non-offenders choose. After a defender's
//! opening lead out of turn the presumed declarer may accept it and play second from his own
//! hand, spread his hand and become dummy, or reject it (Law 54): the card then becomes a major
//! penalty card and the proper leader leads, under declarer's Law 50D2 choice. A defender's
//! later lead out of turn: accept, or reject with the same penalty card (Law 56). Declarer's
//! lead from the wrong hand or at a defender's turn: the defender next in rotation accepts or
//! has it retracted, without penalty (Law 55).

use cards::Seat;

use super::{ModernQuestion, penalty_cards};
use crate::table::{Chooser, Engine, LeadOutOfTurn, PenaltyKind};

/// Attention drawn to a lead out of turn: the non-offenders' options (Laws 54, 55, 56).
pub(super) fn attention(engine: &mut Engine<'_>, lead: LeadOutOfTurn) {
    let Some(declarer) = engine.state().declarer else {
        return;
    };
    let offender = lead.seat;
    let (law, chooser, options): (&str, Seat, &[&str]) = if !engine.is_defender(offender) {
        ("55", offender.lho(), &["accept", "reject"])
    } else if engine.state().played.is_empty() {
        ("54", declarer, &["accept", "spread", "reject"])
    } else {
        ("56", declarer, &["accept", "reject"])
    };
    let explanation = match law {
        "54" => format!(
            "Law 54: {offender} faced the opening lead {} out of turn ({} should lead). {declarer} may accept it and play second from his own hand, spread his hand and become dummy, or reject it: it becomes a major penalty card and {} leads",
            lead.card, lead.turn, lead.turn
        ),
        "56" => format!(
            "Law 56: {offender} led {} out of turn ({} should lead). {declarer} may accept it (Law 53), or reject it: it becomes a major penalty card and {} leads",
            lead.card, lead.turn, lead.turn
        ),
        _ => format!(
            "Law 55: declarer led {} from {offender}'s hand out of turn ({} should lead). {chooser} may accept it (Law 53) or have it retracted, without penalty",
            lead.card, lead.turn
        ),
    };
    engine.pend_play(
        law,
        Chooser::Seat(chooser),
        options,
        explanation,
        ModernQuestion::LeadOutOfTurn,
    );
}

/// The non-offenders' choice about a lead out of turn.
pub(super) fn choice(engine: &mut Engine<'_>, lead: LeadOutOfTurn, option: &str) {
    let offender = lead.seat;
    match option {
        "accept" => engine.rule(
            "Law 53A",
            format!(
                "{}'s lead out of turn is accepted; {} plays next",
                offender,
                offender.lho()
            ),
        ),
        "spread" => {
            if let Some(declarer) = engine.state().declarer {
                engine.make_declarer(declarer.partner());
                engine.rule(
                    "Law 54A",
                    format!(
                        "{declarer} spreads his hand and becomes dummy; {} is declarer, and {offender}'s lead stands",
                        declarer.partner()
                    ),
                );
            }
        }
        _ => {
            engine.retract_lead(lead);
            if engine.is_defender(offender) {
                let law = if engine.state().played.is_empty() {
                    "Law 54D"
                } else {
                    "Law 56"
                };
                penalty_cards::add(engine, offender, lead.card, PenaltyKind::Major, law);
            } else {
                engine.rule(
                    "Law 55A",
                    format!(
                        "declarer's lead of {} is retracted without penalty; {} leads",
                        lead.card, lead.turn
                    ),
                );
            }
            engine.on_lead(lead.turn);
        }
    }
}
