//! Doubles and redoubles the codes do not allow: 1908 Law 56, 1912 Law 54, the 1915
//! Declaration Laws. A player may not double his partner's declaration nor redouble his
//! partner's double, and a declaration is doubled and redoubled once only: such a double or
//! redouble is void and the offender declares again; the 1915 code also scores a penalty to
//! the adversaries' honors (1915 Scoring Laws (f)).

use crate::codes::auction_bridge::AuctionBridgeMemory;
use cards::Seat;

use crate::call::Call;
use crate::codes::auction_bridge::call_laws::{AuctionBridgeCallLaws, Era};
use crate::outcome::{Irregularity, Penalty};
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::state::CallRecord;

/// The law on doubles and redoubles: 1908 Law 56, 1912 Law 54, the 1915 Declaration Laws.
pub(super) fn doubling_law(laws: &AuctionBridgeCallLaws) -> &'static str {
    match laws.era {
        Era::Portland1908 => "1908 Law 56",
        Era::WhistClub1912 => "1912 Law 54",
        Era::WhistClub1915 => "1915 Declaration Laws",
    }
}

/// 1908 Law 56, 1912 Law 54, 1915: a guarded table refuses the improper double or redouble.
pub(super) fn refused(laws: &AuctionBridgeCallLaws, seat: Seat, call: Call) -> Rejection {
    Rejection::new(
        doubling_law(laws),
        format!(
            "{seat} may not {call}: a player may not double his partner's declaration nor redouble his partner's double, and a declaration is doubled and redoubled once only"
        ),
    )
}

/// 1908 Law 56, 1912 Law 54, 1915: a double or redouble the code does not allow is void; the
/// offender declares again. The 1915 code adds a penalty to the opponents' honor score (1915
/// Scoring Laws (f)): 50 for doubling partner or redoubling partner's double, 100 for
/// redoubling a redouble.
pub(super) fn void_double(
    laws: &AuctionBridgeCallLaws,
    engine: &mut Engine<'_>,
    record: &CallRecord,
) {
    let offender = record.seat;
    let law = doubling_law(laws);
    let redoubled_already = engine.state().auction[..engine.state().auction.len() - 1]
        .iter()
        .rev()
        .take_while(|r| r.call.bid().is_none())
        .any(|r| r.call == Call::Redouble);
    engine.cancel_irregular(offender);
    let penalty = match (laws.era, record.call) {
        (Era::WhistClub1915, Call::Redouble) if redoubled_already => Some(100),
        (Era::WhistClub1915, _) if !redoubled_already => Some(50),
        _ => None,
    };
    let opponents = offender.side().opponents();
    if penalty.is_some() {
        let kind = if record.call == Call::Redouble && redoubled_already {
            Irregularity::RedoubledTwice
        } else {
            Irregularity::DoubledPartner
        };
        engine
            .remember::<AuctionBridgeMemory>()
            .honor_penalties
            .push(Penalty::Irregularity {
                offender: offender.side(),
                kind,
            });
    }
    let text = match penalty {
        Some(points) => format!(
            "{offender}'s {} is void; {points} to {opponents}'s honor score (1915 Scoring Laws (f)); {offender} declares again",
            record.call
        ),
        None => format!(
            "{offender}'s {} is void, with no further penalty; {offender} declares again",
            record.call
        ),
    };
    engine.rule(law, text);
}
