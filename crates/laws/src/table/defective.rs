//! A defective trick: a player omitted to play to a trick, which was turned and quitted with
//! three cards (2017 Law 67; 1912 Law 81). The table records the omission (`omit`), plays on,
//! and when attention is drawn the code says what follows: the trick corrected while it can be,
//! later a card added to it (2017 Law 67B: deemed a revoke) or a new deal or the surplus card
//! counted to it at the end (1912 Law 81).

use cards::{Card, Seat};

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

impl Engine<'_> {
    /// `seat` omitted to play to the trick in progress, which is turned and quitted with the
    /// other three cards: its winner leads next.
    pub(crate) fn omit(&mut self, seat: Seat) -> Result<(), Rejection> {
        let law = self.play_laws.citations().defective_trick;
        self.playable()?;
        if self.setup.mode == crate::table::Mode::Guarded {
            return Err(Rejection::new(
                law,
                format!("{seat} plays to every trick: a trick is complete with four cards"),
            ));
        }
        if self.state.pending.is_some()
            || self.state.claim.is_some()
            || self.inner.correction.is_some()
        {
            return Err(Rejection::new(
                self.play_laws.citations().ruling_pending,
                "nobody plays until the ruling is settled",
            ));
        }
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
                "a card has been led to the next trick: correcting the defective trick then is not handled by this engine; the Director rules it (`director choose`)",
            ));
        }
        if let Some(trick) = self.state.played.pop() {
            let won = self.tricks_of(trick.winner.side());
            *won = won.saturating_sub(1);
            self.state.trick = trick.cards;
        }
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
