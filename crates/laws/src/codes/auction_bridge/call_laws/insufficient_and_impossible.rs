//! Insufficient and impossible declarations: 1908 Law 53, 1912 Law 50, the 1915 Declaration
//! Laws. An insufficient declaration is made sufficient in its own suit and the offender's
//! partner is debarred until an adversary bids or doubles (1908: at once; 1912 and 1915: if
//! the adversaries demand it before calling, else it stands). An impossible declaration (more
//! than seven) is, under 1912 Law 50, penalized (taken as seven, partner debarred), a new
//! deal, or the adversaries' last declaration made final; the 1908 and 1915 texts are silent,
//! and it is void. A debarred partner's declaration is void and counts as a pass.

use cards::Seat;

use crate::call::{Bid, Call};
use crate::codes::auction_bridge::call_laws::{
    ACCEPT, AuctionBridgeCallLaws, Era, FINAL, NEW_DEAL, PENALIZE,
};
use crate::table::engine::{Engine, Irregular, Question};
use crate::table::error::Rejection;
use crate::table::state::{BarScope, BarUntil, CallRecord};

/// The law on an insufficient or an impossible declaration, and on the debarred partner's
/// declaration: 1908 Law 53, 1912 Law 50, the 1915 Declaration Laws.
pub(super) fn insufficient_or_impossible_law(laws: &AuctionBridgeCallLaws) -> &'static str {
    match laws.era {
        Era::Portland1908 => "1908 Law 53",
        Era::WhistClub1912 => "1912 Law 50",
        Era::WhistClub1915 => "1915 Declaration Laws",
    }
}

/// 1908 Law 53, 1912 Law 50, 1915: a guarded table refuses the insufficient declaration.
pub(super) fn insufficient_refused(
    laws: &AuctionBridgeCallLaws,
    call: Call,
    over: Bid,
) -> Rejection {
    Rejection::new(
        insufficient_or_impossible_law(laws),
        format!("{call} is insufficient over {over}: a declaration must be of higher value"),
    )
}

/// 1908 Law 53, 1912 Law 50, 1915: a guarded table refuses the debarred partner's declaration.
pub(super) fn debarred_refused(laws: &AuctionBridgeCallLaws, seat: Seat) -> Rejection {
    Rejection::new(
        insufficient_or_impossible_law(laws),
        format!("{seat} is debarred from declaring until an adversary bids or doubles"),
    )
}

/// 1908 Law 53, 1912 Law 50, 1915: a guarded table refuses the impossible declaration.
pub(super) fn impossible_refused(laws: &AuctionBridgeCallLaws, call: Call) -> Rejection {
    Rejection::new(
        insufficient_or_impossible_law(laws),
        format!("{call} is impossible: there are only seven odd tricks"),
    )
}

/// 1912 Law 50, 1915: the adversaries may demand that the insufficient declaration be
/// penalized (made sufficient, partner debarred), or accept it.
pub(super) fn insufficient_offer_choice(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
    over: Bid,
) {
    let offender = irregular.seat;
    let call = irregular.record.call;
    let chooser = laws.chooser(offender);
    let law = insufficient_or_impossible_law(laws);
    let explanation = format!(
        "{law}: {offender}'s {call} is insufficient over {over}. {chooser} may demand that it be penalized ({offender} makes it sufficient in the same suit and {} may not declare again until an adversary bids or doubles), or accept it",
        offender.partner()
    );
    engine.pend(
        law,
        chooser,
        &[PENALIZE, ACCEPT],
        explanation,
        Question::Acceptance,
    );
}

/// 1912 Law 50, 1915: the adversaries accept the insufficient declaration: it stands.
pub(super) fn insufficient_accepted(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
) {
    let offender = irregular.seat;
    let call = irregular.record.call;
    let law = insufficient_or_impossible_law(laws);
    engine.take_irregular();
    engine.set_turn(Some(offender.lho()));
    engine.rule(
        law,
        format!("{offender}'s insufficient {call} is accepted: it stands"),
    );
}

/// 1908 Law 53 (at once: "the call is taken at the requisite number of tricks"); 1912 Law 50,
/// 1915 (when the adversaries demand it): the insufficient declaration is made sufficient in
/// its own suit, at the fewest tricks that overcall `over`, and the offender's partner is
/// debarred until an adversary bids or doubles. If no bid in that suit overcalls `over`, the
/// declaration is void and the offender declares again, partner debarred as before.
pub(super) fn make_sufficient(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    over: Bid,
) -> Result<(), Rejection> {
    let Some(irregular) = engine.irregular().cloned() else {
        return Ok(());
    };
    let law = insufficient_or_impossible_law(laws);
    let offender = irregular.seat;
    let sufficient = irregular
        .record
        .call
        .bid()
        .and_then(|bid| engine.flow().lowest_sufficient(bid.denomination, over));
    match sufficient {
        Some(bid) => replace_and_debar(laws, engine, bid, law),
        None => {
            engine.cancel_irregular(offender);
            debar_partner(engine, offender, law);
            engine.rule(
                law,
                format!(
                    "no declaration in that suit overcalls {over}: {offender}'s {} is void, {offender} declares again, and {} may not declare until an adversary bids or doubles",
                    irregular.record.call,
                    offender.partner()
                ),
            );
            Ok(())
        }
    }
}

/// 1912 Law 50: the adversaries may have the impossible declaration penalized (taken as
/// seven, partner debarred), demand a new deal, or, if they have declared, treat their own
/// side's last previous declaration as final.
pub(super) fn impossible_offer_choice_1912(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
) {
    let offender = irregular.seat;
    let call = irregular.record.call;
    let chooser = laws.chooser(offender);
    let law = insufficient_or_impossible_law(laws);
    let mut options = vec![PENALIZE, NEW_DEAL];
    if adversaries_last_bid(engine, offender).is_some() {
        options.push(FINAL);
    }
    let explanation = format!(
        "{law}: {offender}'s {call} is impossible. {chooser} may have it penalized ({offender} is taken to have bid seven, to take all the tricks, and {} may not declare again until an adversary bids or doubles), demand a new deal, or treat their own side's last previous declaration as final",
        offender.partner()
    );
    engine.pend(law, chooser, &options, explanation, Question::Acceptance);
}

/// 1908 Law 53 and the 1915 Declaration Laws are silent on an impossible declaration: it is
/// void and the offender declares again.
pub(super) fn impossible_void(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
) {
    let offender = irregular.seat;
    let call = irregular.record.call;
    let law = insufficient_or_impossible_law(laws);
    engine.cancel_irregular(offender);
    engine.rule(
        law,
        format!("{offender}'s {call} is impossible and void; {offender} declares again"),
    );
}

/// 1912 Law 50: the impossible declaration penalized: the offender is taken to have bid seven
/// in its suit, and partner is debarred; if seven does not overcall the last bid, it is void
/// and the offender declares again.
pub(super) fn impossible_penalized(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
) -> Result<(), Rejection> {
    let offender = irregular.seat;
    let call = irregular.record.call;
    let law = insufficient_or_impossible_law(laws);
    let seven = call
        .bid()
        .and_then(|bid| Bid::new(7, bid.denomination).ok());
    match seven.filter(|seven| {
        engine
            .last_bid_before_last()
            .is_none_or(|(_, over)| engine.flow().supersedes(*seven, over))
    }) {
        Some(seven) => {
            replace_and_debar(laws, engine, seven, law)?;
        }
        None => {
            engine.cancel_irregular(offender);
            engine.rule(law, format!("{offender}'s {call} cannot stand even at seven: it is void and {offender} declares again"));
        }
    }
    Ok(())
}

/// 1912 Law 50: the adversaries treat their own side's last previous declaration as final:
/// the calls after it are cancelled (but for the doubles and redoubles of it made before the
/// next bid), and the auction ends with it.
pub(super) fn adversaries_declaration_final(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
) {
    let offender = irregular.seat;
    let call = irregular.record.call;
    let law = insufficient_or_impossible_law(laws);
    let Some(index) = adversaries_last_bid(engine, offender) else {
        return;
    };
    engine.take_irregular();
    // The calls after that declaration are cancelled, but for the doubles and
    // redoubles of it made before the next bid.
    let next_bid = engine.state().auction[index + 1..]
        .iter()
        .position(|r| r.call.bid().is_some())
        .map_or(engine.state().auction.len(), |i| index + 1 + i);
    engine.truncate_auction(next_bid);
    engine.rule(
        law,
        format!(
            "{offender}'s {call} is impossible: the adversaries' last declaration, {}, is final",
            engine.state().auction[index].call
        ),
    );
    engine.end_with_contract(laws);
}

/// 1908 Law 53, 1912 Law 50, 1915: the debarred partner declared: the code gives no further
/// penalty: the call is void and a pass stands in its place.
pub(super) fn debarred_declaration_void(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
) -> Result<(), Rejection> {
    let offender = irregular.seat;
    let call = irregular.record.call;
    engine.cancel_irregular(offender);
    engine.rule(
        insufficient_or_impossible_law(laws),
        format!("{offender} is debarred from declaring: the {call} is void and counts as a pass"),
    );
    engine.legal_call(laws, pass_by(offender))
}

/// 1908 Law 53, 1912 Law 50 ("unless an adversary subsequently bids or doubles"): a bid or
/// double by `seat` lifts the bar on the other side's debarred player.
pub(super) fn debarment_lifted(engine: &mut Engine<'_>, seat: Seat) {
    let Some(last) = engine.state().auction.last() else {
        return;
    };
    if matches!(last.call, Call::Bid(_) | Call::Double) {
        engine.lift_bars(|bar| {
            bar.until == BarUntil::OpponentBidsOrDoubles && bar.seat.side() != seat.side()
        });
    }
}

/// Replaces the irregular call by `bid`, debars the offender's partner and goes on (an
/// insufficient declaration made sufficient; 1912 Law 50's impossible one taken as seven).
fn replace_and_debar(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    bid: Bid,
    law: &'static str,
) -> Result<(), Rejection> {
    let Some(irregular) = engine.take_irregular() else {
        return Ok(());
    };
    let offender = irregular.seat;
    engine.withdraw(irregular.index);
    engine.set_turn(Some(offender));
    debar_partner(engine, offender, law);
    engine.rule(
        law,
        format!(
            "{offender}'s {} is taken as {bid}; {} may not declare until an adversary bids or doubles",
            irregular.record.call,
            offender.partner()
        ),
    );
    engine.legal_call(
        laws,
        CallRecord {
            call: Call::Bid(bid),
            ..irregular.record
        },
    )
}

/// Debars the offender's partner until an adversary bids or doubles.
fn debar_partner(engine: &mut Engine<'_>, offender: Seat, law: &'static str) {
    engine.bar(
        offender.partner(),
        BarUntil::OpponentBidsOrDoubles,
        BarScope::AllButPass,
        law,
    );
}

/// A pass by `seat`.
fn pass_by(seat: Seat) -> CallRecord {
    CallRecord {
        seat,
        call: Call::Pass,
        artificial: None,
    }
}

/// The index of the last bid made by the offender's adversaries, if any.
fn adversaries_last_bid(engine: &Engine<'_>, offender: Seat) -> Option<usize> {
    engine
        .state()
        .auction
        .iter()
        .enumerate()
        .rev()
        .find(|(_, r)| r.seat.side() != offender.side() && r.call.bid().is_some())
        .map(|(i, _)| i)
}
