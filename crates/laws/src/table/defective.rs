//! A defective trick: a player omitted to play to a trick, which was turned and quitted with
//! three cards (2017 Law 67; 1912 Law 81), or played two cards to one, the second unseen
//! (2017 Law 67B2; 1912 Law 82). The table records the omission (`omit`) or the surplus card
//! (`surplus`), plays on, and when attention is drawn the code says what follows: the trick
//! corrected while it can be, later a card added to it (2017 Law 67B1: deemed a revoke) or a
//! new deal or the surplus card counted to it at the end (1912 Law 81); a surplus card goes
//! back to its hand, and each failure to play it since is a revoke (67B2; 1912 Law 82).

use cards::{Card, Seat};

use crate::table::play::Revoke;

use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::play::PlayedCard;
use crate::table::state::Phase;

/// A trick quitted without one player's card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Defective {
    /// Who failed to play to it.
    pub seat: Seat,
    /// The trick, by its index among the quitted tricks (from 0).
    pub trick: usize,
    /// Whether the deal stands with the surplus card to be counted to the trick at the end of
    /// play (1912 Law 81).
    pub surplus_at_end: bool,
}

/// A card of a player's that went unseen into a quitted trick with his proper card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Surplus {
    /// Whose card.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// The trick, by its index among the quitted tricks (from 0).
    pub trick: usize,
}

impl Engine<'_> {
    /// A surplus card or an omission nobody saw can be recorded: the play is on, no ruling
    /// or correction is under way, and the table is open (a guarded table refuses it under
    /// `law`, saying `refusal`).
    fn unseen_in_play(&mut self, law: &'static str, refusal: String) -> Result<(), Rejection> {
        self.ready_to_play()?;
        self.no_correction()?;
        if self.setup.mode == crate::table::Mode::Guarded {
            return Err(Rejection::new(law, refusal));
        }
        Ok(())
    }

    /// `seat` played `card` as well as his proper card to the trick just quitted, and nobody
    /// saw it: it lies among that trick's cards, out of his hand.
    pub(crate) fn surplus(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let law = self.play_laws.citations().surplus_card;
        self.unseen_in_play(law, format!("{seat} plays one card to a trick"))?;
        if self.inner.surplus.is_some() {
            return Err(Rejection::new(
                law,
                "a surplus card already lies in a trick: one at a time is recorded",
            ));
        }
        let played_to_last = self
            .state
            .played
            .last()
            .is_some_and(|t| t.cards.iter().any(|p| p.seat == seat));
        if !self.state.trick.is_empty() || !played_to_last {
            return Err(Rejection::new(
                law,
                format!(
                    "a surplus card goes with {seat}'s card into the trick just quitted, before the next lead"
                ),
            ));
        }
        if !self.holds(seat, card) {
            return Err(Rejection::new(law, format!("{seat} does not hold {card}")));
        }
        if self.state.penalty_cards.iter().any(|p| p.card == card) {
            return Err(Rejection::new(
                law,
                format!("{card} lies face up on the table: it cannot go unseen into a trick"),
            ));
        }
        if let Some(hands) = self.inner.hands.as_mut() {
            hands[seat.index()].remove(card);
        }
        let trick = self.state.played.len() - 1;
        if let Some(quitted) = self.state.played.last_mut() {
            quitted.cards.push(PlayedCard { seat, card });
        }
        self.inner.surplus = Some(Surplus { seat, card, trick });
        Ok(())
    }

    /// Attention to the surplus card: it goes back to its owner's hand, as if it had been there
    /// throughout; each later trick he failed to follow to with it is a revoke, ruled on as
    /// any other (2017 Law 67B2; 1912 Law 82). Returns whether there was one.
    pub(crate) fn restore_surplus(&mut self) -> Result<bool, Rejection> {
        let Some(surplus) = self.inner.surplus.take() else {
            return Ok(false);
        };
        let law = self.play_laws.citations().surplus_card;
        if let Some(trick) = self.state.played.get_mut(surplus.trick) {
            trick
                .cards
                .retain(|p| !(p.seat == surplus.seat && p.card == surplus.card));
        }
        if let Some(hands) = self.inner.hands.as_mut() {
            hands[surplus.seat.index()].insert(surplus.card);
        }
        self.rule(
            law,
            format!(
                "{}'s {} found among the cards of trick {} goes back to his hand, where it is deemed to have been throughout: each failure to play it since is a revoke",
                surplus.seat,
                surplus.card,
                surplus.trick + 1
            ),
        );
        let laws = self.play_laws;
        let mut found = Vec::new();
        for index in surplus.trick + 1..self.state.played.len() {
            let cards = &self.state.played[index].cards;
            let led = cards[0].card.suit;
            let Some(his) = cards.iter().find(|p| p.seat == surplus.seat) else {
                continue;
            };
            if led != surplus.card.suit || his.card.suit == led || his.seat == cards[0].seat {
                continue;
            }
            let mut revoke = Revoke::new(surplus.seat, index + 1, led, his.card);
            let later = self.state.played[index + 1..]
                .iter()
                .flat_map(|t| t.cards.iter())
                .chain(self.state.trick.iter());
            revoke.established = later
                .map(|p| p.seat)
                .collect::<Vec<_>>()
                .into_iter()
                .any(|s| laws.establishes(&revoke, s));
            found.push(revoke);
        }
        for revoke in found {
            self.inner.revokes.push(revoke);
            if revoke.established {
                let index = self.inner.revokes.len() - 1;
                self.inner.revokes[index].noticed = true;
                self.state.revokes.push(self.inner.revokes[index]);
                laws.revoke_established(self, index)?;
            }
        }
        Ok(true)
    }

    /// `seat` omitted to play to the trick in progress, which is turned and quitted with the
    /// other three cards: its winner leads next.
    pub(crate) fn omit(&mut self, seat: Seat) -> Result<(), Rejection> {
        let law = self.play_laws.citations().defective_trick;
        self.unseen_in_play(
            law,
            format!("{seat} plays to every trick: a trick is complete with four cards"),
        )?;
        if self.inner.defective.is_some() {
            return Err(Rejection::new(
                law,
                "a trick is already defective: one omission at a time is recorded",
            ));
        }
        if self.state.trick.len() != 3 || self.state.turn != Some(seat) {
            return Err(Rejection::new(
                law,
                format!("{seat} omits to play only to a trick the three others have played to"),
            ));
        }
        self.inner.defective = Some(Defective {
            seat,
            trick: self.state.played.len(),
            surplus_at_end: false,
        });
        self.quit_trick();
        if self.state.played.len() == 13 {
            self.end_of_play();
        } else if let Some(leader) = self.state.turn {
            self.on_lead(leader);
        }
        Ok(())
    }

    /// The defective trick attention has not yet been drawn to, if any.
    pub(crate) fn defective(&self) -> Option<Defective> {
        self.inner.defective.filter(|d| !d.surplus_at_end)
    }

    /// Whether the offender has played to the trick after the defective one, and whether both
    /// sides have.
    pub(crate) fn played_since_defective(&self, defective: Defective) -> (bool, bool) {
        let later: Vec<Seat> = self
            .state
            .played
            .get(defective.trick + 1..)
            .unwrap_or_default()
            .iter()
            .flat_map(|t| t.cards.iter().map(|p| p.seat))
            .chain(self.state.trick.iter().map(|p| p.seat))
            .collect();
        let offender = later.contains(&defective.seat);
        let sides = later.iter().any(|s| s.side() == defective.seat.side())
            && later.iter().any(|s| s.side() != defective.seat.side());
        (offender, sides)
    }

    /// The defective trick is corrected before play has gone on (2017 Law 67A; 1912 Law 81):
    /// it is taken back onto the table and the offender plays his card to it. `Err` if a card
    /// has been led to the next trick: the engine then cannot take it back.
    pub(crate) fn reopen_defective(&mut self, law: &'static str) -> Result<(), Rejection> {
        let Some(defective) = self.inner.defective.take() else {
            return Ok(());
        };
        if self.state.played.len() != defective.trick + 1 || !self.state.trick.is_empty() {
            return Err(Rejection::new(
                law,
                "a card has been led to the next trick: correcting the defective trick then is not handled by this engine; the Director rules on it",
            ));
        }
        self.reopen_last_trick();
        if self.state.phase == Phase::Ended {
            self.state.phase = Phase::Play;
            self.state.result = None;
            self.state.score = None;
            self.inner.outcome = None;
        }
        self.set_turn(Some(defective.seat));
        self.rule(
            law,
            format!(
                "{} did not play to trick {}: the trick is corrected before play goes on, and he plays to it now",
                defective.seat,
                defective.trick + 1
            ),
        );
        Ok(())
    }

    /// `card` of the offender's is put among the cards of the defective trick, without changing
    /// who won it (2017 Law 67B1; 1912 Law 81's surplus card). The defect is dealt with.
    pub(crate) fn complete_defective(&mut self, card: Card) {
        let Some(defective) = self.inner.defective.take() else {
            return;
        };
        if let Some(hands) = self.inner.hands.as_mut() {
            hands[defective.seat.index()].remove(card);
        }
        // A penalty or exposed card so placed is played: it leaves the table's face-up cards.
        self.state.penalty_cards.retain(|p| p.card != card);
        if let Some(trick) = self.state.played.get_mut(defective.trick) {
            trick.cards.push(PlayedCard {
                seat: defective.seat,
                card,
            });
        }
    }

    /// The deal stands and the offender's surplus card will be counted to the defective trick
    /// at the end of play (1912 Law 81).
    pub(crate) fn surplus_at_end(&mut self) {
        if let Some(defective) = self.inner.defective.as_mut() {
            defective.surplus_at_end = true;
        }
        self.count_surplus();
    }

    /// At the end of play, the surplus card the deal was left to stand with is counted to the
    /// defective trick.
    pub(crate) fn count_surplus(&mut self) {
        let Some(defective) = self.inner.defective.filter(|d| d.surplus_at_end) else {
            return;
        };
        if self.state.phase != Phase::Ended {
            return;
        }
        let card = self
            .inner
            .hands
            .and_then(|hands| hands[defective.seat.index()].iter().next());
        if let Some(card) = card {
            self.inner.defective = Some(Defective {
                surplus_at_end: false,
                ..defective
            });
            self.complete_defective(card);
        }
    }
}
