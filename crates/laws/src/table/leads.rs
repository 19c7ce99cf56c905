//! The opening lead made face down (2017 Law 41A), and a lead out of turn at an open table.
//!
//! A card led out of turn is faced where it was led. The next player in rotation accepts it by
//! playing to it; when attention is drawn first, the code's play laws say who chooses what
//! (the modern Laws 53 to 56; 1912 Laws 76 and 77), and the table retracts the card when the
//! choice is to have the right player lead.

use cards::{Card, Seat};

use crate::table::engine::Engine;
use crate::table::error::Rejection;

/// A lead out of turn waiting to be accepted or rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeadOutOfTurn {
    /// Who led.
    pub seat: Seat,
    /// The card led.
    pub card: Card,
    /// Whose lead it was.
    pub turn: Seat,
}

impl Engine<'_> {
    /// 2017 Law 41A: the opening lead is made face down; questions may be asked (Law 41B)
    /// before the leader faces it with `play`. A face-down lead by the wrong defender (open
    /// table) is returned to his hand without penalty when attention is drawn to it.
    pub(crate) fn lead_facedown(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let law = self.play_laws.citations().opening_lead;
        let opening = self.state.phase == crate::table::Phase::Play && !self.state.play_begun();
        if !opening || self.state.pending.is_some() {
            return Err(Rejection::new(
                law,
                "only the opening lead is made face down, after the auction",
            ));
        }
        if let Some((leader, _)) = self.inner.facedown {
            return Err(Rejection::new(
                law,
                format!("{leader} has already led face down"),
            ));
        }
        if !self.is_defender(seat) {
            return Err(Rejection::new(
                law,
                format!("{seat} is on the declaring side: the opening lead is a defender's"),
            ));
        }
        if !self.holds(seat, card) {
            return Err(Rejection::new(law, format!("{seat} does not hold {card}")));
        }
        let turn = self.state.turn.unwrap_or(seat);
        if seat != turn && self.setup.mode == crate::table::Mode::Guarded {
            return Err(Rejection::new(
                law,
                format!("the opening lead is {turn}'s, not {seat}'s"),
            ));
        }
        self.set_facedown(Some((seat, card)));
        Ok(())
    }

    /// `seat`, of the declaring side, faces his hand (or begins to) before the play has gone
    /// past the opening lead: the code says what follows (2017 Law 54A, 54C).
    pub(crate) fn spread(&mut self, seat: Seat) -> Result<(), Rejection> {
        let law = self.play_laws.citations().opening_lead;
        let before_trick_one = self.state.phase == crate::table::Phase::Play
            && self.state.played.is_empty()
            && self.state.trick.len() <= 1;
        if !before_trick_one || self.state.claim.is_some() {
            return Err(Rejection::new(
                law,
                "a hand is spread only after the auction, before the play of the first trick",
            ));
        }
        if self.is_defender(seat) {
            return Err(Rejection::new(
                law,
                format!(
                    "{seat} is a defender: a defender's cards faced are exposed cards (Law 49)"
                ),
            ));
        }
        let laws = self.play_laws;
        laws.spread(self, seat)
    }

    /// The face-down lead: the card is the engine's to keep, the leader is public.
    fn set_facedown(&mut self, lead: Option<(Seat, Card)>) {
        self.inner.facedown = lead;
        self.state.facedown_lead = lead.map(|(seat, _)| seat);
    }

    /// A card played while an opening lead lies face down: the leader faces it (the same
    /// card; it may be changed only at the Director's instruction), nobody else plays first.
    /// At an open table the leader's partner may face a lead all the same: the face-down lead
    /// goes back to its hand, without penalty (2017 Law 54 when the face-down lead was the
    /// proper one and the faced one is out of turn; Law 41A when the face-down lead was out of
    /// turn), and the faced card is the opening lead, in turn or out of turn.
    pub(crate) fn check_facedown(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let Some((leader, led)) = self.inner.facedown else {
            return Ok(());
        };
        let cite = self.play_laws.citations();
        if seat == leader.partner() && self.setup.mode == crate::table::Mode::Open {
            let proper = self.state.turn == Some(leader);
            self.set_facedown(None);
            let law = if proper {
                cite.facedown_withdrawn
            } else {
                cite.opening_lead
            };
            self.rule(
                law,
                format!(
                    "{seat} faced the opening lead {card} while {leader}'s lead lay face down: {leader}'s face-down card goes back to his hand, without penalty{}",
                    if proper {
                        ", and the faced lead is out of turn"
                    } else {
                        ""
                    }
                ),
            );
            return Ok(());
        }
        if seat != leader {
            return Err(Rejection::new(
                cite.facedown_first,
                format!("{leader}'s face-down opening lead is faced first"),
            ));
        }
        if card != led {
            return Err(Rejection::new(
                cite.opening_lead,
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
            self.play_laws.citations().opening_lead,
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
    /// accepted (2017 Law 53A).
    pub(crate) fn accept_lead_by_play(&mut self, seat: Seat) {
        if let Some(lead) = self.inner.lead_out_of_turn.take() {
            self.rule(
                self.play_laws.lead_accepted_by_play_law(self, lead),
                format!(
                    "{seat} played to {}'s {} led out of turn: the lead is accepted",
                    lead.seat, lead.card
                ),
            );
        }
    }

    /// The choice about the lead out of turn: the ruling is settled, and the code's play laws
    /// say what follows.
    pub(crate) fn lead_choice(&mut self, option: &str) {
        self.settle();
        let Some(lead) = self.inner.lead_out_of_turn.take() else {
            return;
        };
        let laws = self.play_laws;
        laws.lead_choice(self, lead, option);
    }

    /// The card led out of turn goes back to its hand; the turn to lead goes to the proper
    /// leader (the caller then says what follows, and calls `on_lead`).
    pub(crate) fn retract_lead(&mut self, lead: LeadOutOfTurn) {
        self.state.trick.retain(|p| p.card != lead.card);
        if let Some(hands) = self.inner.hands.as_mut() {
            hands[lead.seat.index()].insert(lead.card);
        }
        self.set_turn(Some(lead.turn));
    }
}
