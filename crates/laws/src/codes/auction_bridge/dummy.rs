//! What dummy may do in the Auction Bridge codes, and the declarer's touch of a card of
//! dummy's.
//!
//! 1912 Law 60: once his cards are on the table dummy "takes no part whatever in the play",
//! but for the rights the law lists (asking the declarer about a renounce, too many or too few
//! cards in a trick, a penalty wrongly claimed, a trick wrongly taken, a disputed fact, the
//! score). Warning the declarer about the hand to lead from, or looking at a hand, is none of
//! them, and the code names no penalty for either. 1912 Law 64: a card of dummy's the declarer
//! touches, unless he says "I arrange", is played.
//!
//! The 1915 code as the 1916 manual gives it: dummy may point out an adverse revoke or an
//! exposed card "provided he has not looked at any player's hand"; "if he suggest that Declarer
//! is about to lead from the wrong hand, either Adversary may require or forbid Declarer to do
//! so"; "When Declarer touches one of Dummy's cards, except to arrange, that card is played".
//! The 1908 code, "as in Bridge", is read as 1912.

use cards::Seat;

use super::play_laws::{AuctionBridgePlayLaws, AuctionBridgeQuestion, require_or_forbid};
use crate::table::dummy::dummy_takes_no_part;
use crate::table::{DummyLaws, Engine, Rejection};

/// Whether dummy has looked at a player's hand (1915).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct DummyLooked(bool);

impl DummyLaws for AuctionBridgePlayLaws {
    fn dummy_rights_law(&self) -> &'static str {
        self.dummy_rights
    }

    /// 1915: either adversary may require or forbid the lead from the hand the declarer was
    /// about to lead from; 1912 Law 60 (1908 as 1912): not among dummy's rights, no penalty.
    fn dummy_warns(
        &self,
        engine: &mut Engine<'_>,
        dummy: Seat,
        right: Seat,
        wrong: Seat,
    ) -> Result<(), Rejection> {
        let law = self.dummy_rights;
        if engine.is_guarded() {
            return Err(dummy_takes_no_part(
                law,
                dummy,
                "warn the declarer about the hand to lead from",
            ));
        }
        let Some(declarer) = engine.state().declarer else {
            return Ok(());
        };
        if !self.dummy_warning_and_looking_ruled {
            engine.rule(
                law,
                format!("{dummy}, dummy, warned the declarer about the hand to lead from: that is not among dummy's rights, and the code names no penalty; the lead is from {right}'s hand"),
            );
            return Ok(());
        }
        require_or_forbid(
            engine,
            declarer,
            law,
            format!(
                "{law}: {dummy}, dummy, suggested that the declarer was about to lead from the wrong hand ({wrong}'s; the lead is {right}'s). Either adversary may require the declarer to lead from {wrong}'s hand, or forbid it"
            ),
            AuctionBridgeQuestion::DummyWarned(wrong),
        );
        Ok(())
    }

    /// 1915: dummy who looks at a player's hand may no longer point out an adverse revoke or
    /// exposed card; 1912 Law 60 (1908 as 1912): no penalty named. A guarded table refuses it.
    fn dummy_looks(
        &self,
        engine: &mut Engine<'_>,
        dummy: Seat,
        whom: Seat,
    ) -> Result<(), Rejection> {
        let law = self.dummy_rights;
        if engine.is_guarded() {
            return Err(dummy_takes_no_part(
                law,
                dummy,
                &format!("look at {whom}'s hand"),
            ));
        }
        if !self.dummy_warning_and_looking_ruled {
            engine.rule(
                law,
                format!("{dummy}, dummy, looked at {whom}'s hand: the code names no penalty"),
            );
            return Ok(());
        }
        engine.remember::<DummyLooked>().0 = true;
        engine.rule(
            law,
            format!("{dummy}, dummy, looked at {whom}'s hand: he may no longer point out an adverse revoke or exposed card (if he does, no penalty may be exacted for it)"),
        );
        Ok(())
    }

    fn dummy_card_touched_law(&self) -> &'static str {
        self.dummy_card_touched
    }
}

/// Either adversary's answer (1915): the declarer leads from the hand he was about to lead
/// from (`require`), or from the hand whose lead it is (`forbid`).
pub(super) fn warning_choice(
    laws: &AuctionBridgePlayLaws,
    engine: &mut Engine<'_>,
    wrong: Seat,
    option: &str,
) {
    engine.settle();
    if option == "require" {
        engine.set_turn(Some(wrong));
        engine.rule(
            laws.dummy_rights,
            format!("the adversaries require the declarer to lead from {wrong}'s hand"),
        );
    } else {
        engine.rule(
            laws.dummy_rights,
            format!(
                "the adversaries forbid the declarer to lead from {wrong}'s hand; he leads from {}'s",
                wrong.partner()
            ),
        );
    }
}

/// 1915: dummy who has looked at a player's hand points out an adversary's revoke: "no penalty
/// may be exacted for that error", and it stands as played. Returns whether it applied.
pub(super) fn looked_and_points_out_revoke(
    laws: &AuctionBridgePlayLaws,
    engine: &mut Engine<'_>,
    dummy: Seat,
) -> bool {
    let looked = engine
        .memory::<DummyLooked>()
        .is_some_and(|looked| looked.0);
    if !laws.dummy_warning_and_looking_ruled || !looked {
        return false;
    }
    let Some((index, revoke)) = engine
        .first_unnoticed_revoke()
        .filter(|(_, revoke)| engine.is_defender(revoke.seat))
    else {
        return false;
    };
    if let Some(revoke) = engine.revoke_mut(index) {
        // Noticed, with no penalty chosen: it is scored as played.
        revoke.noticed = true;
    }
    engine.rule(
        laws.dummy_rights,
        format!(
            "{dummy}, dummy, who looked at a player's hand, points out {}'s revoke on trick {}: no penalty may be exacted for it",
            revoke.seat, revoke.trick
        ),
    );
    true
}
