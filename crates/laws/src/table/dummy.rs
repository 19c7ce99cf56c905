//! Dummy's rights and limitations during the play, and the declarer's touch of a card of
//! dummy's: the table checks who may act and when, and the code's [`DummyLaws`] say what
//! follows (2017 Laws 42 and 43, 45C3; 1912 Laws 60 and 64; the 1915 dummy's rules).

use cards::{Card, Seat};

use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::state::Phase;

/// A code's laws on what dummy may do once his hand is spread, and on the declarer touching a
/// card of dummy's. Every [`PlayLaws`](crate::table::PlayLaws) is also a `DummyLaws`.
pub trait DummyLaws: Sync {
    /// The law on dummy's rights and limitations (2017 Law 43A), cited when the table refuses
    /// a warning or a look the play does not allow (no play in progress, not dummy).
    fn dummy_rights_law(&self) -> &'static str;

    /// Dummy (`dummy`) warns the declarer that he is about to lead from the wrong hand:
    /// `wrong`, when the lead is `right`'s (2017 Law 42B2; 1915).
    fn dummy_warns(
        &self,
        engine: &mut Engine<'_>,
        dummy: Seat,
        right: Seat,
        wrong: Seat,
    ) -> Result<(), Rejection>;

    /// Dummy (`dummy`) looks at `whom`'s hand (2017 Law 43A2; 1915).
    fn dummy_looks(
        &self,
        engine: &mut Engine<'_>,
        dummy: Seat,
        whom: Seat,
    ) -> Result<(), Rejection>;

    /// The law under which a card of dummy's the declarer touches, except to arrange, is
    /// played (2017 Law 45C3; 1912 Law 64; 1915).
    fn dummy_card_touched_law(&self) -> &'static str;
}

impl Engine<'_> {
    /// Dummy, if the play is in progress: `(declarer, dummy)`.
    fn dummy_in_play(&self, law: &'static str) -> Result<(Seat, Seat), Rejection> {
        match self.state.declarer {
            Some(declarer) if self.state.phase == Phase::Play => Ok((declarer, declarer.partner())),
            _ => Err(Rejection::new(law, "there is no play in progress")),
        }
    }

    /// `seat`, dummy, warns the declarer against leading from the wrong hand (2017 Law 42B2):
    /// only when the declarer's side is to lead and no card is yet in the trick.
    pub(crate) fn warn(&mut self, seat: Seat) -> Result<(), Rejection> {
        let laws = self.play_laws;
        let law = laws.dummy_rights_law();
        let (declarer, dummy) = self.dummy_in_play(law)?;
        if seat != dummy {
            return Err(Rejection::new(
                law,
                format!(
                    "{seat} is not dummy: only dummy warns the declarer about the hand to lead from"
                ),
            ));
        }
        if self.state.pending.is_some() {
            return Err(Rejection::new(
                self.play_laws.citations().ruling_pending,
                "nobody acts until the ruling is settled",
            ));
        }
        let right = self
            .state
            .turn
            .filter(|turn| turn.side() == declarer.side() && self.state.trick.is_empty())
            .ok_or_else(|| {
                Rejection::new(
                    law,
                    format!("it is not the declarer's lead: {seat} has nothing to warn him about"),
                )
            })?;
        laws.dummy_warns(self, dummy, right, right.partner())
    }

    /// `seat`, dummy, looks at `whom`'s hand (2017 Law 43A2).
    pub(crate) fn look_at(&mut self, seat: Seat, whom: Seat) -> Result<(), Rejection> {
        let laws = self.play_laws;
        let law = laws.dummy_rights_law();
        let (_, dummy) = self.dummy_in_play(law)?;
        if seat != dummy || whom == seat {
            return Err(Rejection::new(
                law,
                format!(
                    "only dummy's looking at another player's hand is ruled here ({seat} looks at {whom})"
                ),
            ));
        }
        laws.dummy_looks(self, dummy, whom)
    }

    /// `seat`, the declarer, touches `card` in dummy (not to arrange): it is played (2017 Law
    /// 45C3; 1912 Law 64), as if he had named it.
    pub(crate) fn touch(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let law = self.play_laws.dummy_card_touched_law();
        let (declarer, dummy) = self.dummy_in_play(law)?;
        if seat != declarer {
            return Err(Rejection::new(
                law,
                format!("{seat} is not the declarer: only the declarer plays dummy's cards"),
            ));
        }
        if !self.holds(dummy, card) {
            return Err(Rejection::new(
                law,
                format!("{card} is not in dummy's hand"),
            ));
        }
        self.rule(
            law,
            format!("{seat} touched {card} in dummy, not to arrange: it is played"),
        );
        self.play(dummy, card)
    }
}

/// What a guarded table says in refusing dummy (`dummy`) an act (`act`: "look at W's hand")
/// that is no part of his rights, citing `law` (1912 Law 60; 1915; dummy's suggestion, 1912
/// Law 62).
pub(crate) fn dummy_takes_no_part(law: &'static str, dummy: Seat, act: &str) -> Rejection {
    Rejection::new(
        law,
        format!("{dummy} is dummy and takes no part in the play: he may not {act}"),
    )
}
