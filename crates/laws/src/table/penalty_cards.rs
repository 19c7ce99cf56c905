//! Cards left face up on the table, and obligations on a lead.
//!
//! A card exposed during the play is shown to the code's play laws, which may leave it face up
//! before its owner: a penalty card (the modern Laws 49 to 52) or an exposed card subject to
//! call (the Auction Bridge codes). A lead obligation (a suit a defender must or must not
//! lead) is what the code's laws imposed on a lead (a penalty card's suit, a lead restriction,
//! a called suit); the table enforces it, citing the law it was imposed under, until its
//! holder loses the lead.

use cards::{Card, Seat, Suit};
use serde::Serialize;

use crate::table::Mode;
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::state::Phase;

/// Whether a penalty card is major or minor (Law 50B, 50C).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PenaltyKind {
    /// Must be played at the first legal opportunity.
    Major,
    /// A single card below honor rank exposed unintentionally.
    Minor,
    /// An adversary's exposed card in the Auction Bridge codes: left face up, subject to call
    /// by the declarer (1912 Law 67; 1915 Playing the Cards).
    Exposed,
}

/// A penalty card on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PenaltyCard {
    /// Its owner, a defender.
    pub seat: Seat,
    /// The card, written `D6`.
    #[serde(serialize_with = "crate::table::state::as_text")]
    pub card: Card,
    /// Major or minor.
    pub kind: PenaltyKind,
}

/// What a defender must or must not lead, by declarer's choice after a penalty card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LeadObligation {
    /// The defender with the lead.
    pub seat: Seat,
    /// `lead` (the suit is required) or `not-lead` (prohibited while he keeps the lead).
    pub must: &'static str,
    /// The suit.
    #[serde(serialize_with = "crate::table::state::as_text")]
    pub suit: Suit,
    /// The law.
    pub law: &'static str,
}

impl Engine<'_> {
    /// `seat` exposes `card` during the play (an open table only): the code's play laws say
    /// what becomes of it.
    pub(crate) fn expose(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let laws = self.play_laws;
        let law = laws.citations().exposed;
        if self.state.phase != Phase::Play {
            return Err(Rejection::new(law, "the deal is over: no card is exposed"));
        }
        if self.setup.mode == Mode::Guarded {
            return Err(Rejection::new(
                law,
                format!("{seat} may not expose a card: only cards played count at this table"),
            ));
        }
        if !self.holds(seat, card) {
            return Err(Rejection::new(law, format!("{seat} does not hold {card}")));
        }
        laws.expose(self, seat, card)
    }

    /// Checks a lead against the obligations the code's laws imposed on it (a suit required
    /// or prohibited), any card when the player cannot comply. A card that is one of the
    /// player's own penalty or exposed cards is always allowed.
    pub(crate) fn check_lead_obligations(
        &self,
        seat: Seat,
        card: Card,
        hand: cards::Hand,
    ) -> Result<(), Rejection> {
        let own_card = self
            .state
            .penalty_cards
            .iter()
            .any(|p| p.seat == seat && p.card == card);
        if own_card || !self.state.trick.is_empty() {
            return Ok(());
        }
        for obligation in self
            .state
            .lead_obligations
            .iter()
            .filter(|o| o.seat == seat)
        {
            let has = hand.suit_len(obligation.suit) > 0;
            let broken = match obligation.must {
                "lead" => has && card.suit != obligation.suit,
                _ => card.suit == obligation.suit && hand.iter().any(|c| c.suit != obligation.suit),
            };
            if broken {
                return Err(Rejection::new(
                    obligation.law,
                    format!(
                        "{seat} must {} {} (declarer's choice)",
                        if obligation.must == "lead" {
                            "lead"
                        } else {
                            "not lead"
                        },
                        obligation.suit
                    ),
                ));
            }
        }
        Ok(())
    }

    /// A card was played: a penalty card played leaves the table; a prohibition ends when its
    /// holder loses the lead, a requirement once met.
    pub(crate) fn after_card(&mut self, seat: Seat, card: Card, leading: bool) {
        self.state.penalty_cards.retain(|p| p.card != card);
        if leading {
            self.state
                .lead_obligations
                .retain(|o| !(o.seat == seat && o.must == "lead"));
        }
    }

    /// The lead has passed to `leader`: the obligations of others end (they lost the lead),
    /// and the code's play laws say what they ask or impose before he leads.
    pub(crate) fn on_lead(&mut self, leader: Seat) {
        self.state.lead_obligations.retain(|o| o.seat == leader);
        let laws = self.play_laws;
        laws.on_lead(self, leader);
    }
}
