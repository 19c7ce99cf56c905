//! A revoke established (2017 Law 63) and its rectification at the end of play (Law 64): tricks
//! transferred to the non-offenders, after which the Director (the Arbiter in rubber bridge)
//! may assign an adjusted score when the transfer leaves them insufficiently compensated
//! (Law 64C; Club Law 64). The same end-of-play ruling settles dummy's suggestion (Law 45F)
//! and a defenders' irregularity left unrectified because dummy drew attention to it (43B3).

use cards::Seat;

use super::{ModernPlay, ModernPlayMemory, ModernQuestion};
use crate::table::{Chooser, Engine, Rectified};

/// Attention is drawn to the established revoke at `index` (Law 63B): it may no longer be
/// corrected, and the score is settled with its transfer once the play is over.
pub(super) fn established(engine: &mut Engine<'_>, index: usize) {
    let revoke = engine.revokes()[index];
    engine.rule(
        "Law 63B",
        format!(
            "{}'s revoke on trick {} is established and may no longer be corrected",
            revoke.seat, revoke.trick
        ),
    );
    // Found after the Director ruled on the score at the end of play, or while he was ruling
    // (Law 81C3): his adjustment (Law 64C) is asked again, with this revoke's rectification.
    if matches!(
        engine.play_question::<ModernQuestion>(),
        Some(ModernQuestion::EndOfPlayAdjustment(_))
    ) {
        engine.settle();
    }
    engine.remember::<ModernPlayMemory>().end_of_play_adjustment = None;
    engine.settle_score();
}

/// Law 64: declarer's side's `tricks` after every transfer; then, once, the Director's
/// end-of-play ruling (Law 64C after a rectified revoke, Law 45F after dummy's suggestion).
pub(super) fn rectify(laws: &ModernPlay, engine: &mut Engine<'_>, tricks: u8) -> Rectified {
    let Some(declarer) = engine.state().declarer else {
        return Rectified::Pending;
    };
    let mut tricks = tricks;
    for index in 0..engine.revokes().len() {
        let transfer = transfer_for(engine, index);
        let offender = engine.revokes()[index].seat;
        if offender.side() == declarer.side() {
            tricks = tricks.saturating_sub(transfer);
        } else {
            tricks = (tricks + transfer).min(13);
        }
    }
    let rectified = engine.revokes().iter().any(|r| r.noticed && r.established);
    let memory = engine
        .memory::<ModernPlayMemory>()
        .cloned()
        .unwrap_or_default();
    match memory.end_of_play_adjustment {
        None if rectified => {
            ask_adjustment(engine, laws.revoke_adjustment, tricks);
            return Rectified::Pending;
        }
        None if memory.dummy_suggested_at.is_some() => {
            ask_adjustment(engine, "Law 45F", tricks);
            return Rectified::Pending;
        }
        None if memory.dummy_drew_attention => {
            ask_adjustment(engine, "Law 43B3", tricks);
            return Rectified::Pending;
        }
        Some(Some(assigned)) => tricks = assigned,
        _ => {}
    }
    Rectified::Settled {
        tricks,
        penalties: Vec::new(),
    }
}

/// Law 64C (Club Law 64): after the transfer the Director (Arbiter) says whether the
/// non-offenders are sufficiently compensated (`keep`), or assigns declarer's tricks; Law
/// 45F: whether dummy's suggestion damaged the defenders. Asked once, at the end.
fn ask_adjustment(engine: &mut Engine<'_>, law: &'static str, tricks: u8) {
    let mut options = vec!["keep".to_string()];
    options.extend((0..=13).map(|n| n.to_string()));
    let refs: Vec<&str> = options.iter().map(String::as_str).collect();
    engine.pend_play(
        law.strip_prefix("Law ").unwrap_or(law),
        Chooser::Director,
        &refs,
        if law == "Law 45F" {
            format!(
                "Law 45F: dummy suggested a play; the declarer's side has {tricks} tricks. If the suggestion damaged the defenders the Director assigns the tricks of an adjusted score; otherwise he keeps the table result"
            )
        } else if law == "Law 43B3" {
            format!(
                "Law 43B3: dummy, after breaking a limitation of Law 43A2, was the first to draw attention to a defenders' irregularity, which was not rectified; the declarer's side has {tricks} tricks. If the defenders gained through the irregularity the Director assigns the tricks of an adjusted score; otherwise he keeps the table result"
            )
        } else {
            format!(
                "{law}: after the revoke the declarer's side has {tricks} tricks. If that leaves the non-offending side insufficiently compensated the Director assigns the tricks of an adjusted score; otherwise he keeps the table result"
            )
        },
        ModernQuestion::EndOfPlayAdjustment(law),
    );
}

/// The Director's answer under Law 64C, 45F or 43B3: the score is then settled.
pub(super) fn end_of_play_adjustment(engine: &mut Engine<'_>, law: &'static str, option: &str) {
    engine.settle();
    let assigned = option.parse::<u8>().ok().filter(|n| *n <= 13);
    engine.remember::<ModernPlayMemory>().end_of_play_adjustment = Some(assigned);
    match assigned {
        Some(tricks) => engine.rule(
            law,
            format!(
                "the Director assigns an adjusted score: declarer's side takes {tricks} tricks"
            ),
        ),
        // The Director answers with an adjusted score of Law 12 instead (the table's own
        // ruling then records it).
        None if option == crate::table::adjustment::ADJUSTED => engine.rule(
            law,
            "the Director awards an adjusted score in place of the table result".to_string(),
        ),
        None if law == "Law 45F" => engine.rule(
            law,
            "the defenders were not damaged: the score stands".to_string(),
        ),
        None if law == "Law 43B3" => engine.rule(
            law,
            "the defenders did not gain through the irregularity: the score stands".to_string(),
        ),
        None => engine.rule(
            law,
            "the trick transfer compensates the non-offenders".to_string(),
        ),
    }
    engine.settle_score();
}

/// Law 64: the tricks transferred for the revoke at `index`, settled once (and ruled on
/// then). Only a revoke attention was drawn to, and that was established, is rectified.
fn transfer_for(engine: &mut Engine<'_>, index: usize) -> u8 {
    let revoke = engine.revokes()[index];
    if !revoke.noticed || !revoke.established {
        return 0;
    }
    if let Some(transfer) = revoke.transfer {
        return transfer;
    }
    let offenders = revoke.seat.side();
    let t = revoke.trick - 1;
    let dummy = engine.state().declarer.map(Seat::partner);
    let won_later = engine
        .state()
        .played
        .get(t + 1..)
        .unwrap_or_default()
        .iter()
        .filter(|trick| trick.winner.side() == offenders)
        .count()
        + usize::from(engine.claimed(offenders));
    // A revoke trick cut short by a claim counts as won by whoever the claim gave tricks.
    let revoke_winner = engine.state().played.get(t).map(|trick| trick.winner);
    let earlier_same_suit = engine.revokes()[..index]
        .iter()
        .any(|r| r.seat == revoke.seat && r.suit == revoke.suit && r.established);
    let both_sides = engine
        .revokes()
        .iter()
        .any(|r| r.established && r.noticed && r.seat.side() != offenders);
    let (tricks, law, why) = if Some(revoke.seat) == dummy {
        (
            0,
            "Law 64B",
            "a revoke in dummy's hand, faced on the table".to_string(),
        )
    } else if revoke.trick == 12 {
        (0, "Law 64B", "a revoke on trick 12".to_string())
    } else if earlier_same_suit {
        (
            0,
            "Law 64B2",
            format!(
                "a second revoke in {} by the same player",
                revoke.suit.name()
            ),
        )
    } else if both_sides {
        (0, "Law 64B", "both sides revoked on the board".to_string())
    } else if revoke.deemed {
        // Law 67B1: a card omitted from a defective trick, the one-trick transfer of 64A2.
        let tricks =
            u8::from(revoke_winner.is_some_and(|w| w.side() == offenders) || won_later > 0);
        (
            tricks,
            "Law 64A2",
            format!(
                "{} is deemed to have revoked on the defective trick (Law 67B1)",
                revoke.seat
            ),
        )
    } else if revoke_winner == Some(revoke.seat) {
        let tricks = 1 + u8::from(won_later > 0);
        (
            tricks,
            "Law 64A1",
            format!("{} won the revoke trick", revoke.seat),
        )
    } else if revoke_winner.is_some_and(|w| w.side() == offenders) || won_later > 0 {
        (
            1,
            "Law 64A2",
            format!("{}'s side won the revoke trick or a later one", revoke.seat),
        )
    } else {
        (
            0,
            "Law 64B",
            format!(
                "{}'s side won neither the revoke trick nor any later trick",
                revoke.seat
            ),
        )
    };
    if let Some(revoke) = engine.revoke_mut(index) {
        revoke.transfer = Some(tricks);
    }
    let to = offenders.opponents();
    engine.rule(
        law,
        format!(
            "{}'s revoke on trick {}: {why}; {tricks} trick(s) transferred to {to}",
            revoke.seat, revoke.trick
        ),
    );
    tricks
}
