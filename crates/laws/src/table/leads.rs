//! Leads out of turn at an open table (2017 Laws 53 to 56).
//!
//! The card is faced where it was led. The next player in rotation accepts it by playing to it
//! (Law 53A); when attention is drawn first, the non-offenders choose. After a defender's
//! opening lead out of turn the presumed declarer may accept it and play second from his own
//! hand, spread his hand and become dummy, or reject it (Law 54): the card then becomes a major
//! penalty card and the proper leader leads, under declarer's Law 50D2 choice. A defender's
//! later lead out of turn: accept, or reject with the same penalty card (Law 56). Declarer's
//! lead from the wrong hand or at a defender's turn: the defender next in rotation accepts or
//! has it retracted, without penalty (Law 55).

use cards::{Card, Seat};

use crate::table::engine::{Engine, Question};
use crate::table::error::Rejection;
use crate::table::penalty_cards::PenaltyKind;
use crate::table::state::Chooser;

/// A lead out of turn waiting to be accepted or rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LeadOutOfTurn {
    /// Who led.
    pub(crate) seat: Seat,
    /// The card led.
    pub(crate) card: Card,
    /// Whose lead it was.
    pub(crate) turn: Seat,
}

impl Engine<'_> {
    /// Law 41A: the opening lead is made face down; questions may be asked (Law 41B) before
    /// the leader faces it with `play`. A face-down lead by the wrong defender (open table)
    /// is returned to his hand without penalty when attention is drawn to it.
    pub(crate) fn lead_facedown(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let opening = self.state.phase == crate::table::Phase::Play && !self.state.play_begun();
        if !opening || self.state.pending.is_some() {
            return Err(Rejection::new(
                "Law 41A",
                "only the opening lead is made face down, after the auction",
            ));
        }
        if let Some((leader, _)) = self.inner.facedown {
            return Err(Rejection::new(
                "Law 41A",
                format!("{leader} has already led face down"),
            ));
        }
        if !self.is_defender(seat) {
            return Err(Rejection::new(
                "Law 41A",
                format!("{seat} is on the declaring side: the opening lead is a defender's"),
            ));
        }
        if !self.holds(seat, card) {
            return Err(Rejection::new(
                "Law 41A",
                format!("{seat} does not hold {card}"),
            ));
        }
        let turn = self.state.turn.unwrap_or(seat);
        if seat != turn && self.setup.mode == crate::table::Mode::Guarded {
            return Err(Rejection::new(
                "Law 41A",
                format!("the opening lead is {turn}'s, not {seat}'s"),
            ));
        }
        self.set_facedown(Some((seat, card)));
        Ok(())
    }

    /// The face-down lead: the card is the engine's to keep, the leader is public.
    fn set_facedown(&mut self, lead: Option<(Seat, Card)>) {
        self.inner.facedown = lead;
        self.state.facedown_lead = lead.map(|(seat, _)| seat);
    }

    /// A card played while an opening lead lies face down: the leader faces it (the same
    /// card; it may be changed only at the Director's instruction), nobody else plays first.
    pub(crate) fn check_facedown(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let Some((leader, led)) = self.inner.facedown else {
            return Ok(());
        };
        if seat != leader {
            return Err(Rejection::new(
                "Law 41C",
                format!("{leader}'s face-down opening lead is faced first"),
            ));
        }
        if card != led {
            return Err(Rejection::new(
                "Law 41A",
                format!(
                    "{seat} led face down and faces that card: the lead may be withdrawn only at the Director's instruction"
                ),
            ));
        }
        self.set_facedown(None);
        Ok(())
    }

    /// Attention to a face-down lead by the wrong defender: the card goes back to his hand,
    /// without penalty, and the right defender leads. Returns whether there was one.
    pub(crate) fn facedown_attention(&mut self) -> bool {
        let Some((leader, _)) = self.inner.facedown else {
            return false;
        };
        let Some(turn) = self.state.turn.filter(|&turn| turn != leader) else {
            return false;
        };
        self.set_facedown(None);
        self.rule(
            "Law 41A",
            format!("{leader} led face down out of turn: the card goes back to his hand, without penalty, and {turn} leads"),
        );
        true
    }

    /// `seat` leads `card` when it is `turn`'s lead: faced where it was led, the next player
    /// in rotation to play.
    pub(crate) fn lead_out_of_turn(&mut self, seat: Seat, card: Card, turn: Seat) {
        if let Some(hands) = self.inner.hands.as_mut() {
            hands[seat.index()].remove(card);
        }
        self.state
            .trick
            .push(crate::table::play::PlayedCard { seat, card });
        self.state.penalty_cards.retain(|p| p.card != card);
        self.inner.lead_out_of_turn = Some(LeadOutOfTurn { seat, card, turn });
        self.set_turn(Some(seat.lho()));
    }

    /// The next player played to the lead out of turn without attention being drawn: it is
    /// accepted (Law 53A).
    pub(crate) fn accept_lead_by_play(&mut self, seat: Seat) {
        if let Some(lead) = self.inner.lead_out_of_turn.take() {
            self.rule(
                "Law 53A",
                format!(
                    "{seat} played to {}'s {} led out of turn: the lead is accepted",
                    lead.seat, lead.card
                ),
            );
        }
    }

    /// Attention drawn to a lead out of turn: the non-offenders' options.
    pub(crate) fn lead_attention(&mut self, lead: LeadOutOfTurn) -> Result<(), Rejection> {
        if let Some(laws) = self.auction_play() {
            self.auction_lead_attention(laws, lead);
            return Ok(());
        }
        let Some(declarer) = self.state.declarer else {
            return Ok(());
        };
        let offender = lead.seat;
        let (law, chooser, options): (&str, Seat, &[&str]) = if !self.is_defender(offender) {
            ("55", offender.lho(), &["accept", "reject"])
        } else if self.state.played.is_empty() {
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
        self.pend(
            law,
            Chooser::Seat(chooser),
            options,
            explanation,
            Question::LeadOutOfTurn,
        );
        Ok(())
    }

    /// The non-offenders' choice about a lead out of turn.
    pub(crate) fn lead_choice(&mut self, option: &str) {
        self.settle();
        let Some(lead) = self.inner.lead_out_of_turn.take() else {
            return;
        };
        if let Some(laws) = self.auction_play() {
            self.auction_lead_choice(laws, lead, option);
            return;
        }
        let offender = lead.seat;
        match option {
            "accept" => self.rule(
                "Law 53A",
                format!(
                    "{}'s lead out of turn is accepted; {} plays next",
                    offender,
                    offender.lho()
                ),
            ),
            "spread" => {
                if let Some(declarer) = self.state.declarer {
                    self.state.declarer = Some(declarer.partner());
                    self.rule(
                        "Law 54A",
                        format!(
                            "{declarer} spreads his hand and becomes dummy; {} is declarer, and {offender}'s lead stands",
                            declarer.partner()
                        ),
                    );
                }
            }
            _ => {
                self.retract_lead(lead);
                if self.is_defender(offender) {
                    let law = if self.state.played.is_empty() {
                        "Law 54D"
                    } else {
                        "Law 56"
                    };
                    self.add_penalty_card(offender, lead.card, PenaltyKind::Major, law);
                    self.on_lead(lead.turn);
                } else {
                    self.rule(
                        "Law 55A",
                        format!(
                            "declarer's lead of {} is retracted without penalty; {} leads",
                            lead.card, lead.turn
                        ),
                    );
                    self.on_lead(lead.turn);
                }
            }
        }
    }
}
