//! Declarations out of turn: 1908 Law 52 (and Law 59, a double out of turn), 1912 Law 49 (and
//! Law 57, a double out of turn), the 1915 Declaration Laws. The adversaries may demand a new
//! deal or allow the declaration to stand (1915: or have it ignored); a pass out of turn
//! carries no penalty. Calling over the declaration lets it stand.

use cards::Seat;

use crate::call::Call;
use crate::codes::auction_bridge::call_laws::{
    ACCEPT, AuctionBridgeCallLaws, Era, IGNORE, NEW_DEAL,
};
use crate::table::engine::{Engine, Irregular, Question};
use crate::table::error::Rejection;

/// The law on a call out of turn: 1908 Law 52 (Law 59 for a double or redouble), 1912 Law 49
/// (Law 57 for a double or redouble), the 1915 Declaration Laws.
pub(super) fn out_of_turn_law(laws: &AuctionBridgeCallLaws, call: Call) -> &'static str {
    match (laws.era, call) {
        (Era::Portland1908, Call::Double | Call::Redouble) => "1908 Law 59",
        (Era::Portland1908, _) => "1908 Law 52",
        (Era::WhistClub1912, Call::Double | Call::Redouble) => "1912 Law 57",
        (Era::WhistClub1912, _) => "1912 Law 49",
        (Era::WhistClub1915, _) => "1915 Declaration Laws",
    }
}

/// 1908 Laws 52, 59; 1912 Laws 49, 57; 1915: a guarded table refuses the call out of turn.
pub(super) fn refused(
    laws: &AuctionBridgeCallLaws,
    turn: Seat,
    seat: Seat,
    call: Call,
) -> Rejection {
    Rejection::new(
        out_of_turn_law(laws, call),
        format!("it is {turn}'s turn to declare, not {seat}'s"),
    )
}

/// 1912 Law 49 (penalty table: "Pass out of turn: None"); the 1908 and 1915 codes name only
/// declarations out of turn: the pass is cancelled and the player whose turn it was declares.
pub(super) fn pass_out_of_turn(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
    turn: Seat,
) {
    let offender = irregular.seat;
    let call = irregular.record.call;
    engine.cancel_irregular(turn);
    engine.rule(
        out_of_turn_law(laws, call),
        format!(
            "{offender}'s pass out of turn carries no penalty: it is cancelled and {turn} declares"
        ),
    );
}

/// 1908 Laws 52, 59; 1912 Laws 49, 57: the adversary (1908: on the offender's left; 1912:
/// either) may demand a new deal or allow the declaration to stand; 1915 adds having it
/// ignored.
pub(super) fn offer_choice(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
    turn: Seat,
) {
    let offender = irregular.seat;
    let call = irregular.record.call;
    let chooser = laws.chooser(offender);
    let law = out_of_turn_law(laws, call);
    let (options, ignore): (&[&str], &str) = match laws.era {
        Era::WhistClub1915 => (&[NEW_DEAL, ACCEPT, IGNORE], ", or have it ignored"),
        _ => (&[NEW_DEAL, ACCEPT], ""),
    };
    let explanation = format!(
        "{law}: {offender}'s {call} was made at {turn}'s turn. {chooser} may demand a new deal, or allow it to stand (the bidding goes on as if it had been in order){ignore}"
    );
    engine.pend(law, chooser, options, explanation, Question::Acceptance);
}

/// 1908 Laws 52, 59; 1912 Laws 49, 57; 1915: the declaration out of turn is allowed to stand,
/// and the bidding goes on as if it had been in order.
pub(super) fn allowed_to_stand(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
) {
    let offender = irregular.seat;
    let call = irregular.record.call;
    let law = out_of_turn_law(laws, call);
    engine.take_irregular();
    engine.set_turn(Some(offender.lho()));
    engine.rule(
        law,
        format!("{offender}'s {call} stands: the bidding goes on as if it had been in order"),
    );
}

/// 1915 Declaration Laws (the only code that offers it): the declaration out of turn is
/// ignored: the player whose turn it was declares, and the offender declares freely in turn.
pub(super) fn ignored(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    irregular: &Irregular,
    turn: Seat,
) {
    let offender = irregular.seat;
    let call = irregular.record.call;
    let law = out_of_turn_law(laws, call);
    engine.cancel_irregular(turn);
    engine.rule(
        law,
        format!("{offender}'s {call} is ignored: {turn} declares, and {offender} may declare freely in turn"),
    );
}
