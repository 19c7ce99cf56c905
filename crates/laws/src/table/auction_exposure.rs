//! A card exposed or led during the auction (2017 and 2007 Law 24; the Laws of Contract Bridge
//! alike; 1912 Law 65; the 1915 Declaration Laws): the table keeps it face up until the auction
//! ends, and the code's call laws say what follows: a partner obliged to pass, and at the end
//! of the auction a penalty card, an exposed card subject to call, or the card back in the hand.

use cards::{Card, Seat};
use serde::Serialize;

use crate::table::call_laws::CallLaws;
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::penalty_cards::LeadObligation;

/// A card exposed (or prematurely led) during the auction, face up on the table until the
/// auction ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct AuctionExposure {
    /// Whose card.
    pub seat: Seat,
    /// The card, written `SK`.
    #[serde(serialize_with = "crate::table::state::as_text")]
    pub card: Card,
    /// Whether it was led (played as if to a trick) rather than exposed.
    pub led: bool,
}

impl Engine<'_> {
    /// `seat` exposes `card` (or, `led`, leads it) while the auction is in progress: the code's
    /// call laws refuse it at a guarded table, or rule it.
    pub(crate) fn expose_in_auction(
        &mut self,
        laws: &dyn CallLaws,
        seat: Seat,
        card: Card,
        led: bool,
    ) -> Result<(), Rejection> {
        let refusal = laws.refuse_exposed_card(seat, card);
        if self.is_guarded() {
            return Err(refusal);
        }
        if !self.holds(seat, card) {
            return Err(Rejection::new(
                refusal.law,
                format!("{seat} does not hold {card}"),
            ));
        }
        if self
            .state
            .exposed_during_auction
            .iter()
            .any(|e| e.card == card)
        {
            return Err(Rejection::new(
                refusal.law,
                format!("{card} already lies face up on the table"),
            ));
        }
        self.state
            .exposed_during_auction
            .push(AuctionExposure { seat, card, led });
        laws.card_exposed(self, seat, card, led)
    }

    /// The cards exposed during the auction so far.
    pub(crate) fn exposed_during_auction(&self) -> &[AuctionExposure] {
        &self.state.exposed_during_auction
    }

    /// The cards exposed during the auction, taken off the table as the auction ends (the
    /// code then says what becomes of them).
    pub(crate) fn take_exposed_during_auction(&mut self) -> Vec<AuctionExposure> {
        std::mem::take(&mut self.state.exposed_during_auction)
    }

    /// Ends the lead obligations `ended` says have ended (a prohibition on the opening lead
    /// only, once that lead is made).
    pub(crate) fn end_lead_obligations(&mut self, ended: impl Fn(&LeadObligation) -> bool) {
        self.state.lead_obligations.retain(|o| !ended(o));
    }
}
