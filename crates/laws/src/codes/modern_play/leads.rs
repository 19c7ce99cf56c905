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

use super::{ModernPlayMemory, ModernQuestion, penalty_cards};
use crate::table::{Chooser, Engine, LeadOutOfTurn, PenaltyKind, Rejection};

/// Attention drawn to a lead out of turn: the non-offenders' options (Laws 54, 55, 56).
pub(super) fn attention(engine: &mut Engine<'_>, lead: LeadOutOfTurn) {
    let Some(declarer) = engine.state().declarer else {
        return;
    };
    let offender = lead.seat;
    let dummy_seen = engine
        .memory::<ModernPlayMemory>()
        .is_some_and(|memory| memory.dummy_spread);
    if dummy_seen && engine.is_defender(offender) && engine.state().played.is_empty() {
        must_accept(engine, lead, declarer);
        return;
    }
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

/// Law 54C: declarer could have seen dummy's cards, so he must accept the faced opening lead
/// out of turn and stays declarer; he plays the second card from his own hand (54B1).
fn must_accept(engine: &mut Engine<'_>, lead: LeadOutOfTurn, declarer: Seat) {
    if matches!(
        engine.play_question::<ModernQuestion>(),
        Some(ModernQuestion::LeadOutOfTurn)
    ) {
        engine.settle();
    }
    engine.take_lead_out_of_turn();
    engine.rule(
        "Law 54C",
        format!(
            "{declarer} could have seen dummy's cards: he must accept {}'s opening lead {} out of turn, and stays declarer; the second card to the trick comes from his own hand (Law 54B1)",
            lead.seat, lead.card
        ),
    );
}

/// A hand of the declaring side faced before the play of the first trick: after a faced
/// opening lead out of turn the presumed declarer's becomes dummy (Law 54A: "if declarer begins
/// to spread his hand, and in doing so exposes one or more cards, he must spread his entire
/// hand"), and the presumed dummy's obliges declarer to accept the lead (54C). Dummy's hand
/// spread before any lead is faced is remembered for 54C. Declarer's hand faced otherwise may be
/// a claim (Law 48B2), recorded as one.
pub(super) fn spread(engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
    let Some(declarer) = engine.state().declarer else {
        return Err(Rejection::new("Law 41", "there is no contract"));
    };
    if engine.is_guarded() {
        return Err(Rejection::new(
            "Law 41D",
            format!(
                "{seat} may not face his hand: dummy's hand is spread after the opening lead is faced"
            ),
        ));
    }
    let lead = engine
        .lead_out_of_turn_waiting()
        .filter(|lead| engine.is_defender(lead.seat));
    match lead {
        Some(lead) if seat == declarer => {
            if matches!(
                engine.play_question::<ModernQuestion>(),
                Some(ModernQuestion::LeadOutOfTurn)
            ) {
                engine.settle();
            }
            engine.take_lead_out_of_turn();
            choice(engine, lead, "spread");
            Ok(())
        }
        Some(lead) => {
            must_accept(engine, lead, declarer);
            Ok(())
        }
        None if seat == declarer => Err(Rejection::new(
            "Law 48B2",
            format!(
                "{seat} faces his cards with no opening lead out of turn before him: that may be a claim (Law 68); record it as a claim"
            ),
        )),
        None if !engine.state().play_begun() => {
            engine.remember::<ModernPlayMemory>().dummy_spread = true;
            engine.rule(
                "Law 41D",
                format!("{seat}, dummy, spread his hand before the opening lead was faced: declarer could see it, and must accept an opening lead faced out of turn (Law 54C)"),
            );
            Ok(())
        }
        None => {
            engine.rule(
                "Law 41D",
                format!("the opening lead is faced: {seat}, dummy, spreads his hand"),
            );
            Ok(())
        }
    }
}

/// Law 53B: "if it was properly the turn to lead of an opponent of the player who led out of
/// turn, that opponent may make his proper lead to the trick of the infraction without his
/// card being deemed played to the irregular lead. When this occurs, the proper lead stands
/// and all cards played in error to this trick may be withdrawn, but Law 16C applies." The
/// cards played in error go back to their hands, without penalty.
pub(super) fn proper_lead(
    engine: &mut Engine<'_>,
    seat: Seat,
    card: cards::Card,
    lead: LeadOutOfTurn,
) -> Result<(), Rejection> {
    engine.take_lead_out_of_turn();
    engine.withdraw_trick();
    engine.rule(
        "Law 53B",
        format!(
            "{seat}, whose lead it was, leads {card}: his lead stands, and {}'s {} led out of turn, with any card played to it, goes back to its hand (information from it: Law 16C)",
            lead.seat, lead.card
        ),
    );
    engine.set_turn(Some(seat));
    engine.play(seat, card)
}
