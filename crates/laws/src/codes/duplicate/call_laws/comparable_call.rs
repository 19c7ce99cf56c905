//! The comparable call: 2017 Law 23 (2007 Law 27B1(b), "the same meaning as, or a more
//! precise meaning than"). When a withdrawn call (an insufficient bid not accepted, Law 27B; a
//! call out of rotation cancelled, 2017 Laws 30B1(b), 31A2, 31B, 32A2 and 32B) is replaced, the
//! Director judges whether the replacement is comparable: if it is, there is no further
//! rectification; if not, partner must pass for as long as the withdrawing law says.

use super::DuplicateMemory;
use crate::codes::duplicate::call_laws::{DuplicateCallLaws, insufficient_bid};
use crate::table::engine::{Engine, Judgement, Question};
use crate::table::state::{BarScope, CallRecord, Chooser};

/// The offender has made the call that replaces a withdrawn one. After an insufficient bid the
/// law may decide at once (Law 27B1(a)); otherwise the Director is asked whether the call is
/// comparable (2017 Law 23A; 2007 Law 27B1(b)).
pub(super) fn judge_replacement(
    laws: &DuplicateCallLaws,
    engine: &mut Engine<'_>,
    judgement: Judgement,
    record: &CallRecord,
) {
    if insufficient_bid::law_27b1a_lowest_sufficient_bid(engine, &judgement, record) {
        return;
    }
    let offender = judgement.offender;
    let withdrawn = &judgement.withdrawn;
    let (law, what) = if laws.is_2017() {
        (
            "23",
            "Law 23A: is the call comparable to the withdrawn call (the same or a similar meaning, a subset of its meanings, or the same purpose)?",
        )
    } else {
        (
            "27",
            "Law 27B1(b): has the call the same meaning as, or a more precise meaning than, the withdrawn call?",
        )
    };
    let explanation = format!(
        "{what} {offender} called {} in place of {}",
        record.call, withdrawn.call
    );
    engine.pend(
        law,
        Chooser::Director,
        &["comparable", "not-comparable"],
        explanation,
        Question::Comparable(judgement),
    );
}

/// The Director has judged the replacement call (2017 Law 23; 2007 Law 27B1(b)): comparable,
/// no further rectification; not comparable, a double or redouble substituted for an
/// insufficient bid is cancelled (Law 27B3), and otherwise partner must pass as the
/// withdrawing law says (27B2, 30B1(b), 31A2, 31B, 32A2, 32B), Law 26 applying.
pub(super) fn judged(engine: &mut Engine<'_>, judgement: Judgement, comparable: bool) {
    let offender = judgement.offender;
    let partner = offender.partner();
    let law = judgement_law(&judgement);
    if comparable {
        engine.rule(
            law,
            format!(
                "{offender}'s call is comparable to the withdrawn {}: no further rectification",
                judgement.withdrawn.call
            ),
        );
        return;
    }
    if insufficient_bid::law_27b3_double_substituted(engine, &judgement) {
        return;
    }
    engine.bar(partner, judgement.bar, BarScope::AllButPass, law);
    DuplicateMemory::withdraw(engine, offender, judgement.withdrawn.clone());
    let how_long = judgement.bar.describe();
    engine.rule(law, format!("{offender}'s call is not comparable to the withdrawn {}: {partner} must pass {how_long}; Law 26 may apply", judgement.withdrawn.call));
}

/// The law cited when a replacement call is judged: the withdrawing law's section on the
/// replacement (Law 27B2 after an insufficient bid; 2017 Laws 30B1(b), 31A2, 31B, 32A2, 32B
/// after a call out of rotation), Law 23 otherwise.
fn judgement_law(judgement: &Judgement) -> &'static str {
    match judgement.law {
        "27B" => "Law 27B2",
        "30B1(b)" => "Law 30B1(b)",
        "31A2" => "Law 31A2",
        "31B" => "Law 31B",
        "32A2" => "Law 32A2",
        "32B" => "Law 32B",
        _ => "Law 23",
    }
}
