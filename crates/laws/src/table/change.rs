//! Changes of call (2017 and 2007 Law 25; 1912 Law 52; 1908 Law 61).
//!
//! A change reaches back into the auction: the call it replaces may already have been called
//! over. The table therefore rebuilds the deal from its log, as if the new call had been made
//! instead, so that the state stays a pure fold of the log.
//!
//! Under Law 25 the Director first judges whether the call was unintended (25A: a mechanical
//! error or slip of the tongue, replaceable until partner calls; a call of LHO's over it is
//! withdrawn and LHO calls again) or intended (25B: the substitution stands only if LHO accepts
//! it; otherwise it is cancelled and the first call stands, and under the 2007 text the
//! offender may instead make any legal call with his side's score limited to average minus).

use cards::Seat;

use crate::call::Call;
use crate::table::Table;
use crate::table::engine::{Question, Withdrawn};
use crate::table::error::Rejection;
use crate::table::event::Event;
use crate::table::state::{CallRecord, Chooser, Pending, Phase, Ruling};

/// What a code's laws allow when a player changes his call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChangeRule {
    /// The new call replaces the old one outright (1912 Law 52), under this law.
    Replace(&'static str),
    /// Law 25: the Director judges whether the call was unintended. `average_minus` is the
    /// 2007 text's option for the offender when LHO refuses an intended change.
    Law25 {
        /// Whether the 2007 Law 25B2(b) option exists.
        average_minus: bool,
    },
}

/// A change of call waiting for a ruling: who changes what into what, and where the first
/// call is in the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PendingChange {
    seat: Seat,
    from: Call,
    to: Call,
    /// The index in the log of the event that made the first call.
    event: usize,
    average_minus: bool,
}

/// The Law 25 questions, in the order they are asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ChangeQuestion {
    /// The Director: `unintended` or `intended`?
    Intent(PendingChange),
    /// LHO: `accept` or `reject` the intended substitution (Law 25B1)?
    Substitute(PendingChange),
    /// The offender (2007 Law 25B2(b)): `keep` the first call or make an `other-call`?
    KeepOrOther(PendingChange),
}

/// A change of call requested at the table.
pub(crate) fn request(
    table: &mut Table,
    seat: Seat,
    to: Call,
    event: Event,
) -> Result<(), Rejection> {
    let laws = table.setup.code.code().call_laws();
    let rule = laws.change_of_call(seat, table.events.last())?;
    if table.state.phase != Phase::Auction {
        return Err(Rejection::new(
            "Law 25",
            format!("the auction is over: {seat} can no longer change a call"),
        ));
    }
    if let Some(pending) = &table.state.pending {
        return Err(Rejection::new(
            "Law 10",
            format!(
                "nobody acts until the ruling under {} is settled",
                pending.law_label()
            ),
        ));
    }
    let Some((index, from)) = last_call_of(table, seat) else {
        return Err(Rejection::new(
            "Law 25",
            format!("{seat} has made no call to change"),
        ));
    };
    match rule {
        ChangeRule::Replace(law) => {
            let mut rebuilt = rebuild(table, index, [call_event(seat, to)])?;
            rebuilt.state.rulings.push(Ruling {
                law,
                text: format!(
                    "{seat} corrects {from} to {to} before the next player acts; no penalty"
                ),
            });
            adopt(table, rebuilt, event);
        }
        ChangeRule::Law25 { average_minus } => {
            if called_since(table, index, seat.partner()) {
                return Err(Rejection::new(
                    "Law 25A",
                    format!(
                        "{} has called since {seat}'s {from}: it can no longer be changed",
                        seat.partner()
                    ),
                ));
            }
            let change = PendingChange {
                seat,
                from,
                to,
                event: index,
                average_minus,
            };
            let explanation = format!(
                "Law 25: {seat} changes {from} to {to}. If the Director judges {from} unintended (a mechanical error or slip of the tongue, 25A) {to} replaces it; if intended (25B), the change stands only if {} accepts it",
                seat.lho()
            );
            ask(
                table,
                Chooser::Director,
                &["unintended", "intended"],
                explanation,
                ChangeQuestion::Intent(change),
            );
            table.events.push(event);
        }
    }
    Ok(())
}

/// Whether a choice event answers a change-of-call question.
pub(crate) fn is_answer(table: &Table) -> bool {
    matches!(table.inner.question, Some(Question::Change(_)))
}

/// The answer to a change-of-call question.
pub(crate) fn answer(
    table: &mut Table,
    chooser: Chooser,
    option: &str,
    event: Event,
) -> Result<(), Rejection> {
    let Some(pending) = table.state.pending.clone() else {
        return Err(Rejection::new(
            "Law 10",
            "there is no ruling waiting for a choice",
        ));
    };
    pending.check_choice(chooser, option)?;
    let Some(Question::Change(question)) = table.inner.question.clone() else {
        return Err(Rejection::new(
            "Law 10",
            "there is no ruling waiting for a choice",
        ));
    };
    match (question, option) {
        (ChangeQuestion::Intent(c), "unintended") => {
            // Law 25A: the new call replaces the first; a call LHO made over it is withdrawn
            // (he calls again; the information is authorised to his side only, Law 16C).
            let mut rebuilt = rebuild(table, c.event, [call_event(c.seat, c.to)])?;
            rebuilt.state.rulings.push(Ruling {
                law: "Law 25A",
                text: format!("{}'s {} was unintended and is replaced by {}; any call made over it is withdrawn", c.seat, c.from, c.to),
            });
            adopt(table, rebuilt, event);
        }
        (ChangeQuestion::Intent(c), _) => {
            if called_since(table, c.event, c.seat.lho()) {
                settle(
                    table,
                    "Law 25B",
                    format!(
                        "{}'s change to {} is cancelled: {} had already called over {}, which stands",
                        c.seat,
                        c.to,
                        c.seat.lho(),
                        c.from
                    ),
                );
            } else {
                let lho = c.seat.lho();
                let explanation = format!(
                    "Law 25B1: {lho} may accept {}'s substituted {} (the {} is withdrawn; Law 26 may apply); if not, the substitution is cancelled and the {} stands",
                    c.seat, c.to, c.from, c.from
                );
                ask(
                    table,
                    Chooser::Seat(lho),
                    &["accept", "reject"],
                    explanation,
                    ChangeQuestion::Substitute(c),
                );
            }
            table.events.push(event);
        }
        (ChangeQuestion::Substitute(c), "accept") => {
            let mut rebuilt = rebuild(table, c.event, [call_event(c.seat, c.to)])?;
            withdrawn_for_law_26(&mut rebuilt, &c);
            rebuilt.state.rulings.push(Ruling {
                law: "Law 25B1",
                text: format!(
                    "{} accepts {}'s {}: the {} is withdrawn; Law 26 may apply",
                    c.seat.lho(),
                    c.seat,
                    c.to,
                    c.from
                ),
            });
            adopt(table, rebuilt, event);
        }
        (ChangeQuestion::Substitute(c), _)
            if c.average_minus && !first_call_irregular(table, &c) =>
        {
            let explanation = format!(
                "2007 Law 25B2(b): {} may let the {} stand, or withdraw it and make any legal call, his side's score being then at most average minus",
                c.seat, c.from
            );
            ask(
                table,
                Chooser::Seat(c.seat),
                &["keep", "other-call"],
                explanation,
                ChangeQuestion::KeepOrOther(c),
            );
            table.events.push(event);
        }
        (ChangeQuestion::Substitute(c), _) => {
            settle(
                table,
                "Law 25B2",
                format!(
                    "{}'s substituted {} is cancelled; the {} stands (and if irregular, its own law applies)",
                    c.seat, c.to, c.from
                ),
            );
            table.events.push(event);
        }
        (ChangeQuestion::KeepOrOther(c), "keep") => {
            settle(
                table,
                "Law 25B2(b)",
                format!("{}'s {} stands", c.seat, c.from),
            );
            table.events.push(event);
        }
        (ChangeQuestion::KeepOrOther(c), _) => {
            let mut rebuilt = rebuild(table, c.event, [])?;
            withdrawn_for_law_26(&mut rebuilt, &c);
            rebuilt.state.rulings.push(Ruling {
                law: "Law 25B2(b)",
                text: format!("{}'s {} is withdrawn and he may make any legal call; his side's score on the board is at most average minus; Law 26 may apply", c.seat, c.from),
            });
            adopt(table, rebuilt, event);
        }
    }
    Ok(())
}

/// The index in the log of `seat`'s last call event, and the call, if that call still
/// stands at the end of the auction as recorded.
fn last_call_of(table: &Table, seat: Seat) -> Option<(usize, Call)> {
    let (index, call) = table
        .events
        .iter()
        .enumerate()
        .rev()
        .find_map(|(i, e)| match e {
            Event::Call { seat: s, call, .. } if *s == seat => Some((i, *call)),
            _ => None,
        })?;
    let standing = table
        .state
        .auction
        .iter()
        .rev()
        .find(|r| r.seat == seat)
        .is_some_and(|r| r.call == call);
    standing.then_some((index, call))
}

/// Whether `seat` has made a call in the log after the event at `index`.
fn called_since(table: &Table, index: usize, seat: Seat) -> bool {
    table.events[index + 1..]
        .iter()
        .any(|e| matches!(e, Event::Call { seat: s, .. } if *s == seat))
}

/// Whether the first call was irregular and is still waiting for its own law.
fn first_call_irregular(table: &Table, change: &PendingChange) -> bool {
    table.inner.irregular.as_ref().is_some_and(|irregular| {
        irregular.seat == change.seat && irregular.record.call == change.from
    })
}

fn call_event(seat: Seat, call: Call) -> Event {
    Event::Call {
        seat,
        call,
        artificial: None,
    }
}

/// The table as it would stand had the log been its first `upto` events, then `then`.
fn rebuild(
    table: &Table,
    upto: usize,
    then: impl IntoIterator<Item = Event>,
) -> Result<Table, Rejection> {
    let mut rebuilt = Table::new(table.setup.clone());
    for event in table.events[..upto].iter().cloned().chain(then) {
        rebuilt.apply(event)?;
    }
    Ok(rebuilt)
}

/// Takes the rebuilt state and inner state, and records `event` in the original log.
fn adopt(table: &mut Table, rebuilt: Table, event: Event) {
    table.state = rebuilt.state;
    table.inner = rebuilt.inner;
    table.events.push(event);
}

/// A call withdrawn by a change may restrict partner's lead (Law 26).
fn withdrawn_for_law_26(table: &mut Table, change: &PendingChange) {
    table.inner.withdrawn.push(Withdrawn {
        offender: change.seat,
        call: CallRecord {
            seat: change.seat,
            call: change.from,
            artificial: None,
        },
    });
}

/// Asks `chooser` a change-of-call question.
fn ask(
    table: &mut Table,
    chooser: Chooser,
    options: &[&str],
    explanation: String,
    question: ChangeQuestion,
) {
    table.state.pending = Some(Pending {
        law: "25".to_string(),
        chooser,
        options: options.iter().map(|o| o.to_string()).collect(),
        explanation,
    });
    table.inner.question = Some(Question::Change(question));
    table.state.turn = None;
}

/// Closes the question without changing the auction.
fn settle(table: &mut Table, law: &'static str, text: String) {
    table.state.pending = None;
    table.inner.question = None;
    table.state.turn = table.inner.rotation;
    table.state.rulings.push(Ruling { law, text });
}
