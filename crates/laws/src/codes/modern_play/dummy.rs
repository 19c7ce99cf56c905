//! Dummy's rights and limitations (2017 Laws 42 and 43; the 2007 Laws and the Laws of
//! Contract Bridge number them alike), and a card of dummy's touched by the declarer (Law
//! 45C3).
//!
//! Dummy may try to prevent an irregularity, for instance by warning the declarer against
//! leading from the wrong hand (42B2). He may not look at the face of a card in a defender's
//! hand, nor leave his seat to watch the declarer's play (43A2(c), (b)); if he does, he is
//! liable to penalty (43B1), and afterwards: a warning against leading from the wrong hand lets
//! either defender choose the hand the declarer leads from (43B2(a)), and if he is the first
//! to draw attention to a defender's irregularity there is no rectification: play goes on as
//! though none had occurred (43B3).

use cards::Seat;

use super::{ModernPlay, ModernPlayMemory, ModernQuestion};
use crate::table::{Chooser, DummyLaws, Engine, Rejection};

/// What dummy has done that the later laws look back to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct DummyMemory {
    /// The limitation of Law 43A2 dummy broke, if any (`Law 43A2(c)`, `Law 43A2(b)`).
    violated: Option<&'static str>,
}

/// Whether dummy has broken a limitation of Law 43A2.
fn violated(engine: &Engine<'_>) -> Option<&'static str> {
    engine
        .memory::<DummyMemory>()
        .and_then(|memory| memory.violated)
}

impl DummyLaws for ModernPlay {
    fn dummy_rights_law(&self) -> &'static str {
        "Law 43A"
    }

    /// Law 42B2: dummy's right to try to prevent an irregularity; after a violation of 43A2,
    /// Law 43B2(a): either defender chooses the hand the declarer leads from.
    fn dummy_warns(
        &self,
        engine: &mut Engine<'_>,
        dummy: Seat,
        right: Seat,
        wrong: Seat,
    ) -> Result<(), Rejection> {
        let Some(limitation) = violated(engine) else {
            engine.rule(
                "Law 42B2",
                format!("{dummy}, dummy, warns the declarer against leading from the wrong hand, as he may: the lead is from {right}'s hand"),
            );
            return Ok(());
        };
        let Some(declarer) = engine.state().declarer else {
            return Ok(());
        };
        let defenders = declarer.side().opponents();
        let options = [format!("from {right}"), format!("from {wrong}")];
        let refs: Vec<&str> = options.iter().map(String::as_str).collect();
        engine.pend_play(
            "43B2(a)",
            Chooser::EitherOf(defenders),
            &refs,
            format!(
                "Law 43B2(a): {dummy}, dummy, broke {limitation} and then warned the declarer not to lead from the wrong hand. Either defender chooses the hand the declarer leads from: {right}'s (his turn) or {wrong}'s"
            ),
            ModernQuestion::DummyWarned,
        );
        Ok(())
    }

    /// Law 43A2: an infraction (a guarded table refuses it); after it, Laws 43B2 and 43B3.
    fn dummy_looks(
        &self,
        engine: &mut Engine<'_>,
        dummy: Seat,
        whom: Seat,
    ) -> Result<(), Rejection> {
        let (limitation, what) = if engine.is_defender(whom) {
            (
                "Law 43A2(c)",
                format!("looked at the face of {whom}'s cards"),
            )
        } else {
            (
                "Law 43A2(b)",
                format!("left his seat to watch the play of {whom}, the declarer"),
            )
        };
        if engine.is_guarded() {
            return Err(Rejection::new(
                limitation,
                format!("{dummy} is dummy: he may not look at another player's hand"),
            ));
        }
        engine.remember::<DummyMemory>().violated = Some(limitation);
        engine.rule(
            limitation,
            format!(
                "{dummy}, dummy, {what}: an infraction, for which he is liable to penalty (Law 43B1). From now on a warning against leading from the wrong hand lets either defender choose the hand (43B2(a)), and if he is the first to draw attention to a defender's irregularity it is not rectified (43B3)"
            ),
        );
        Ok(())
    }

    fn dummy_card_touched_law(&self) -> &'static str {
        "Law 45C3"
    }
}

/// Either defender's answer under Law 43B2(a): the declarer leads from the hand chosen.
pub(super) fn warning_choice(engine: &mut Engine<'_>, option: &str) {
    engine.settle();
    let Some(hand) = option
        .strip_prefix("from ")
        .and_then(|seat| seat.chars().next())
        .and_then(Seat::from_letter)
    else {
        return;
    };
    engine.set_turn(Some(hand));
    engine.rule(
        "Law 43B2(a)",
        format!("the defenders choose: the declarer leads from {hand}'s hand"),
    );
}

/// Law 43B3: dummy, after breaking a limitation of 43A2, is the first to draw attention to a
/// defender's irregularity: there is no rectification and play goes on as though none had
/// occurred (a lead out of turn stands as a lead). Returns whether it applied.
pub(super) fn first_to_draw_attention(engine: &mut Engine<'_>, dummy: Seat) -> bool {
    let Some(limitation) = violated(engine) else {
        return false;
    };
    if let Some(lead) = engine
        .lead_out_of_turn_waiting()
        .filter(|lead| engine.is_defender(lead.seat))
    {
        engine.take_lead_out_of_turn();
        engine.remember::<ModernPlayMemory>().dummy_drew_attention = true;
        engine.rule(
            "Law 43B3",
            format!(
                "{dummy}, dummy, who broke {limitation}, is the first to draw attention to {}'s lead of {} out of turn: there is no rectification and play goes on as though it had been in turn; at the end the Director awards an adjusted score if the defenders gained through it",
                lead.seat, lead.card
            ),
        );
        return true;
    }
    let Some((_, revoke)) = engine
        .first_unnoticed_revoke()
        .filter(|(_, revoke)| engine.is_defender(revoke.seat))
    else {
        return false;
    };
    engine.remember::<ModernPlayMemory>().dummy_drew_attention = true;
    engine.rule(
        "Law 43B3",
        format!(
            "{dummy}, dummy, who broke {limitation}, is the first to draw attention to {}'s revoke on trick {}: there is no rectification and play goes on as though it had not occurred; at the end the Director awards an adjusted score if the defenders gained through it",
            revoke.seat, revoke.trick
        ),
    );
    true
}
