//! The auction irregularities of the Auction Bridge codes: the Portland and Bath Clubs' 1908
//! code (Laws 52, 53, 56, 59), the Whist Club's 1912 code (Laws 49, 50, 54, 57) and its 1915
//! code as the Boston 1916 manual gives it (the Declaration Laws).
//!
//! These codes are older and plainer than the duplicate Laws: a declaration out of turn may be
//! allowed to stand or bring a new deal; an insufficient declaration is made sufficient in its
//! own suit and the offender's partner is debarred until an adversary bids or doubles; an
//! improper double is void (and in 1915 costs honor points). Where the 1912 and 1915 codes say
//! "either adversary", either of the offender's opponents may choose
//! ([`Chooser::EitherOf`]); the 1908 code gives the choice to the offender's left-hand
//! adversary. Readings of silent points are in `docs/laws-decisions.md`.

use cards::Seat;

use crate::call::{Bid, Call};
use crate::outcome::{Irregularity, Penalty};
use crate::table::call_laws::{AuctionCitations, CallLaws, CallOver, Infraction};
use crate::table::change::call_event;
use crate::table::engine::{Engine, Question};
use crate::table::error::Rejection;
use crate::table::event::Event;
use crate::table::state::{BarScope, BarUntil, CallRecord, Chooser, Phase};

/// Which Auction Bridge code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Era {
    Portland1908,
    WhistClub1912,
    WhistClub1915,
}

/// The citations of the auction's mechanics in the 1908 code: its laws of penalties for
/// irregular declarations (Laws 52 to 59, which the adversary on the offender's left
/// enforces), the law on information about declarations (54), the dealer's duty to declare
/// (47: no deal is passed out) and the inadvertent declaration (61).
static CITATIONS_1908: AuctionCitations = AuctionCitations {
    ruling_pending: "1908 Laws 52-59",
    choice: "1908 Laws 52-59",
    attention: "1908 Laws 52-59",
    nothing_to_rule: "1908 Laws 52-59",
    deemed_pass: "1908 Laws 52-59",
    review: "1908 Law 54",
    passed_out: "1908 Law 47",
    change_of_call: "1908 Law 61",
};

/// The citations of the auction's mechanics in the 1912 code: its laws of penalties for
/// irregular declarations (Laws 49 to 57, which either adversary may enforce), the law on
/// information about declarations (51), the dealer's duty to declare (42: no deal is passed
/// out) and the declaration corrected before the next player acts (52).
static CITATIONS_1912: AuctionCitations = AuctionCitations {
    ruling_pending: "1912 Laws 49-57",
    choice: "1912 Laws 49-57",
    attention: "1912 Laws 49-57",
    nothing_to_rule: "1912 Laws 49-57",
    deemed_pass: "1912 Laws 49-57",
    review: "1912 Law 51",
    passed_out: "1912 Law 42",
    change_of_call: "1912 Law 52",
};

/// The citations of the auction's mechanics in the 1915 code as the 1916 manual gives it: its
/// Declaration Laws throughout, and for information about declarations the 1912 law it keeps.
static CITATIONS_1915: AuctionCitations = AuctionCitations {
    ruling_pending: "1915 Declaration Laws",
    choice: "1915 Declaration Laws",
    attention: "1915 Declaration Laws",
    nothing_to_rule: "1915 Declaration Laws",
    deemed_pass: "1915 Declaration Laws",
    review: "1915 code (as 1912 Law 51)",
    passed_out: "1915 Declaration Laws",
    change_of_call: "1915 Declaration Laws",
};

/// The auction laws of one Auction Bridge code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuctionBridgeCallLaws {
    era: Era,
}

/// The options a pending ruling of these codes offers.
const ACCEPT: &str = "accept";
const NEW_DEAL: &str = "new-deal";
const IGNORE: &str = "ignore";
const PENALIZE: &str = "penalize";
const FINAL: &str = "final";

impl AuctionBridgeCallLaws {
    /// The Portland and Bath Clubs' code of 1908.
    pub const PORTLAND_1908: AuctionBridgeCallLaws = AuctionBridgeCallLaws {
        era: Era::Portland1908,
    };
    /// The Whist Club of New York's code of 1912.
    pub const WHIST_CLUB_1912: AuctionBridgeCallLaws = AuctionBridgeCallLaws {
        era: Era::WhistClub1912,
    };
    /// The Whist Club's code of 1915 (the Boston 1916 manual).
    pub const WHIST_CLUB_1915: AuctionBridgeCallLaws = AuctionBridgeCallLaws {
        era: Era::WhistClub1915,
    };

    /// The law on a call out of turn.
    fn out_of_turn_law(&self, call: Call) -> &'static str {
        match (self.era, call) {
            (Era::Portland1908, Call::Double | Call::Redouble) => "1908 Law 59",
            (Era::Portland1908, _) => "1908 Law 52",
            (Era::WhistClub1912, Call::Double | Call::Redouble) => "1912 Law 57",
            (Era::WhistClub1912, _) => "1912 Law 49",
            (Era::WhistClub1915, _) => "1915 Declaration Laws",
        }
    }

    /// The law on an insufficient declaration.
    fn insufficient_law(&self) -> &'static str {
        match self.era {
            Era::Portland1908 => "1908 Law 53",
            Era::WhistClub1912 => "1912 Law 50",
            Era::WhistClub1915 => "1915 Declaration Laws",
        }
    }

    /// The law on doubles and redoubles.
    fn doubling_law(&self) -> &'static str {
        match self.era {
            Era::Portland1908 => "1908 Law 56",
            Era::WhistClub1912 => "1912 Law 54",
            Era::WhistClub1915 => "1915 Declaration Laws",
        }
    }

    /// The law on a declaration of more than seven.
    fn impossible_law(&self) -> &'static str {
        match self.era {
            Era::Portland1908 => "1908 Law 53",
            Era::WhistClub1912 => "1912 Law 50",
            Era::WhistClub1915 => "1915 Declaration Laws",
        }
    }

    /// Who may choose a penalty for `offender`'s irregularity.
    fn chooser(&self, offender: Seat) -> Chooser {
        match self.era {
            // 1908 Laws 52 and 59: "the adversary on his left".
            Era::Portland1908 => Chooser::Seat(offender.lho()),
            // 1912 Laws 49, 50, 57; 1915: "either adversary", "either opponent".
            Era::WhistClub1912 | Era::WhistClub1915 => {
                Chooser::EitherOf(offender.side().opponents())
            }
        }
    }
}

impl CallLaws for AuctionBridgeCallLaws {
    fn citations(&self) -> &'static AuctionCitations {
        match self.era {
            Era::Portland1908 => &CITATIONS_1908,
            Era::WhistClub1912 => &CITATIONS_1912,
            Era::WhistClub1915 => &CITATIONS_1915,
        }
    }

    fn refuse(&self, infraction: Infraction, seat: Seat, call: Call) -> Rejection {
        match infraction {
            Infraction::Insufficient { over } => Rejection::new(
                self.insufficient_law(),
                format!(
                    "{call} is insufficient over {over}: a declaration must be of higher value"
                ),
            ),
            Infraction::OutOfRotation { turn } => Rejection::new(
                self.out_of_turn_law(call),
                format!("it is {turn}'s turn to declare, not {seat}'s"),
            ),
            Infraction::InadmissibleDouble => Rejection::new(
                self.doubling_law(),
                format!(
                    "{seat} may not {call}: a player may not double his partner's declaration nor redouble his partner's double, and a declaration is doubled and redoubled once only"
                ),
            ),
            Infraction::BarredCall => Rejection::new(
                self.insufficient_law(),
                format!("{seat} is debarred from declaring until an adversary bids or doubles"),
            ),
            Infraction::AboveSeven => Rejection::new(
                self.impossible_law(),
                format!("{call} is impossible: there are only seven odd tricks"),
            ),
        }
    }

    fn on_attention(&self, engine: &mut Engine<'_>) -> Result<(), Rejection> {
        let Some(irregular) = engine.inner.irregular.clone() else {
            return Ok(());
        };
        let offender = irregular.seat;
        let call = irregular.record.call;
        let chooser = self.chooser(offender);
        match irregular.infraction {
            Infraction::OutOfRotation { turn } if call == Call::Pass => {
                // 1912 Law 49 (penalty table: "Pass out of turn: None"); the 1908 and 1915
                // codes name only declarations out of turn.
                engine.cancel_irregular(turn);
                engine.rule(
                    self.out_of_turn_law(call),
                    format!("{offender}'s pass out of turn carries no penalty: it is cancelled and {turn} declares"),
                );
            }
            Infraction::OutOfRotation { turn } => {
                let law = self.out_of_turn_law(call);
                let (options, ignore): (&[&str], &str) = match self.era {
                    Era::WhistClub1915 => (&[NEW_DEAL, ACCEPT, IGNORE], ", or have it ignored"),
                    _ => (&[NEW_DEAL, ACCEPT], ""),
                };
                let explanation = format!(
                    "{law}: {offender}'s {call} was made at {turn}'s turn. {chooser} may demand a new deal, or allow it to stand (the bidding goes on as if it had been in order){ignore}"
                );
                engine.pend(law, chooser, options, explanation, Question::Acceptance);
            }
            Infraction::Insufficient { over } if self.era == Era::Portland1908 => {
                // 1908 Law 53: no option; the call is taken at the requisite number of tricks.
                self.make_sufficient(engine, over)?;
            }
            Infraction::Insufficient { over } => {
                let law = self.insufficient_law();
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
            Infraction::AboveSeven if self.era == Era::WhistClub1912 => {
                let law = self.impossible_law();
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
            Infraction::AboveSeven => {
                // The 1908 and 1915 texts are silent: the call is void and the offender
                // declares again.
                let law = self.impossible_law();
                engine.cancel_irregular(offender);
                engine.rule(
                    law,
                    format!(
                        "{offender}'s {call} is impossible and void; {offender} declares again"
                    ),
                );
            }
            Infraction::InadmissibleDouble => self.void_double(engine, &irregular.record),
            Infraction::BarredCall => {
                // The code gives no further penalty: the call is void and a pass stands in
                // its place.
                engine.cancel_irregular(offender);
                engine.rule(
                    self.insufficient_law(),
                    format!("{offender} is debarred from declaring: the {call} is void and counts as a pass"),
                );
                engine.legal_call(self, pass_by(offender))?;
            }
        }
        Ok(())
    }

    fn accepted_by_call(&self, engine: &mut Engine<'_>) -> CallOver {
        let Some(irregular) = engine.inner.irregular.clone() else {
            return CallOver::AwaitsAttention;
        };
        let offender = irregular.seat;
        let lho = offender.lho();
        let accepted = match irregular.infraction {
            // 1912 Law 49, 1915: the adversaries' election comes before either of them
            // declares or passes; 1908 Law 52: the left-hand adversary may let it stand.
            Infraction::OutOfRotation { .. } => true,
            // 1912 Law 50: the demand must come "before an adversary has passed, doubled or
            // declared"; 1915 read alike. In 1908 the correction is automatic (Law 53).
            Infraction::Insufficient { .. } => self.era != Era::Portland1908,
            _ => false,
        };
        if accepted {
            engine.inner.irregular = None;
            engine.set_turn(Some(lho));
            engine.rule(
                self.law_of(irregular.infraction, irregular.record.call),
                format!(
                    "{lho} called over {offender}'s {} without demanding a penalty: it stands",
                    irregular.record.call
                ),
            );
            CallOver::Stands
        } else {
            CallOver::AwaitsAttention
        }
    }

    fn on_choice(
        &self,
        engine: &mut Engine<'_>,
        _chooser: Chooser,
        option: &str,
    ) -> Result<(), Rejection> {
        engine.settle();
        let Some(irregular) = engine.inner.irregular.clone() else {
            return Ok(());
        };
        let offender = irregular.seat;
        let call = irregular.record.call;
        let law = self.law_of(irregular.infraction, call);
        match (irregular.infraction, option) {
            (_, NEW_DEAL) => {
                engine.inner.irregular = None;
                engine.state.phase = Phase::Redeal;
                engine.set_turn(None);
                engine.state.barred.clear();
                engine.rule(
                    law,
                    format!("a new deal is demanded after {offender}'s {call}"),
                );
            }
            (Infraction::OutOfRotation { .. }, ACCEPT) => {
                engine.inner.irregular = None;
                engine.set_turn(Some(offender.lho()));
                engine.rule(
                    law,
                    format!(
                        "{offender}'s {call} stands: the bidding goes on as if it had been in order"
                    ),
                );
            }
            (Infraction::OutOfRotation { turn }, IGNORE) => {
                engine.cancel_irregular(turn);
                engine.rule(
                    law,
                    format!("{offender}'s {call} is ignored: {turn} declares, and {offender} may declare freely in turn"),
                );
            }
            (Infraction::Insufficient { .. }, ACCEPT) => {
                engine.inner.irregular = None;
                engine.set_turn(Some(offender.lho()));
                engine.rule(
                    law,
                    format!("{offender}'s insufficient {call} is accepted: it stands"),
                );
            }
            (Infraction::Insufficient { over }, PENALIZE) => self.make_sufficient(engine, over)?,
            (Infraction::AboveSeven, PENALIZE) => {
                let seven = call
                    .bid()
                    .and_then(|bid| Bid::new(7, bid.denomination).ok());
                match seven.filter(|seven| {
                    engine
                        .last_bid_before_last()
                        .is_none_or(|(_, over)| engine.flow.supersedes(*seven, over))
                }) {
                    Some(seven) => {
                        self.replace_and_debar(engine, seven, law)?;
                    }
                    None => {
                        engine.cancel_irregular(offender);
                        engine.rule(law, format!("{offender}'s {call} cannot stand even at seven: it is void and {offender} declares again"));
                    }
                }
            }
            (Infraction::AboveSeven, FINAL) => {
                let Some(index) = adversaries_last_bid(engine, offender) else {
                    return Ok(());
                };
                engine.inner.irregular = None;
                // The calls after that declaration are cancelled, but for the doubles and
                // redoubles of it made before the next bid.
                let next_bid = engine.state.auction[index + 1..]
                    .iter()
                    .position(|r| r.call.bid().is_some())
                    .map_or(engine.state.auction.len(), |i| index + 1 + i);
                engine.state.auction.truncate(next_bid);
                engine.rule(
                    law,
                    format!(
                        "{offender}'s {call} is impossible: the adversaries' last declaration, {}, is final",
                        engine.state.auction[index].call
                    ),
                );
                engine.end_with_contract(self);
            }
            _ => {}
        }
        Ok(())
    }

    fn check_obligations(
        &self,
        _engine: &Engine<'_>,
        _seat: Seat,
        _call: Call,
    ) -> Result<(), Rejection> {
        Ok(())
    }

    /// A bid or double lifts the bar on the other side's debarred player (1908 Law 53, 1912
    /// Law 50: "unless an adversary subsequently bids or doubles").
    fn after_call(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        let Some(last) = engine.state.auction.last() else {
            return Ok(());
        };
        if matches!(last.call, Call::Bid(_) | Call::Double) {
            engine.state.barred.retain(|bar| {
                !(bar.until == BarUntil::OpponentBidsOrDoubles && bar.seat.side() != seat.side())
            });
        }
        Ok(())
    }

    fn at_end_of_auction(&self, _engine: &mut Engine<'_>) {}

    /// 1912 Law 51, 1908 Law 54: after the final declaration a player may ask what it was,
    /// but no information may be given about any previous declaration.
    fn review_after_auction(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        let law = match self.era {
            Era::Portland1908 => "1908 Law 54",
            Era::WhistClub1912 => "1912 Law 51",
            Era::WhistClub1915 => "1915 code (as 1912 Law 51)",
        };
        let (Some(contract), Some(declarer)) = (engine.state.contract, engine.state.declarer)
        else {
            return Ok(());
        };
        engine.rule(
            law,
            format!("{seat} is told the final declaration, {contract} by {declarer}; no previous declaration may be restated"),
        );
        Ok(())
    }

    /// The play follows the final declaration (1908 Law 60, 1912 Law 58; 1915: three passes
    /// close the bidding): a later declaration is void.
    fn refuse_after_final_pass(&self, seat: Seat, call: Call) -> Rejection {
        let law = match self.era {
            Era::Portland1908 => "1908 Law 60",
            Era::WhistClub1912 => "1912 Law 58",
            Era::WhistClub1915 => "1915 Declaration Laws",
        };
        Rejection::new(
            law,
            format!("the bidding is closed; {seat}'s {call} is void"),
        )
    }

    /// 1912 Law 52: before the next player passes, declares or doubles, a declaration
    /// inadvertently made may be corrected ("Two Hearts - I mean three Hearts"), without
    /// penalty; the 1915 code is read alike. 1908 Law 61: a declaration once made cannot be
    /// altered.
    fn change_of_call(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        to: Call,
    ) -> Result<(), Rejection> {
        let law = self.citations().change_of_call;
        if self.era == Era::Portland1908 {
            return Err(Rejection::new(
                law,
                format!("{seat}'s declaration, once made, cannot be altered"),
            ));
        }
        if !matches!(engine.last_event(), Some(Event::Call { seat: caller, .. }) if *caller == seat)
        {
            return Err(Rejection::new(
                law,
                format!(
                    "{seat} may correct a declaration only before anything else happens at the table: once the next player has passed, declared or doubled it cannot be altered"
                ),
            ));
        }
        let (index, from) = engine.call_to_change(seat)?;
        engine.rebuild(index, [call_event(seat, to)])?;
        engine.rule(
            law,
            format!("{seat} corrects {from} to {to} before the next player acts; no penalty"),
        );
        Ok(())
    }
}

impl AuctionBridgeCallLaws {
    /// The law of an infraction.
    fn law_of(&self, infraction: Infraction, call: Call) -> &'static str {
        match infraction {
            Infraction::Insufficient { .. } | Infraction::BarredCall => self.insufficient_law(),
            Infraction::OutOfRotation { .. } => self.out_of_turn_law(call),
            Infraction::InadmissibleDouble => self.doubling_law(),
            Infraction::AboveSeven => self.impossible_law(),
        }
    }

    /// The insufficient declaration is made sufficient in its own suit, at the fewest tricks
    /// that overcall `over`, and the offender's partner is debarred until an adversary bids or
    /// doubles (1908 Law 53; 1912 Law 50; 1915). If no bid in that suit overcalls `over`, the
    /// declaration is void and the offender declares again, partner debarred as before.
    fn make_sufficient(&self, engine: &mut Engine<'_>, over: Bid) -> Result<(), Rejection> {
        let Some(irregular) = engine.inner.irregular.clone() else {
            return Ok(());
        };
        let law = self.insufficient_law();
        let offender = irregular.seat;
        let sufficient = irregular
            .record
            .call
            .bid()
            .and_then(|bid| engine.flow.lowest_sufficient(bid.denomination, over));
        match sufficient {
            Some(bid) => self.replace_and_debar(engine, bid, law),
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

    /// Replaces the irregular call by `bid`, debars the offender's partner and goes on.
    fn replace_and_debar(
        &self,
        engine: &mut Engine<'_>,
        bid: Bid,
        law: &'static str,
    ) -> Result<(), Rejection> {
        let Some(irregular) = engine.inner.irregular.take() else {
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
            self,
            CallRecord {
                call: Call::Bid(bid),
                ..irregular.record
            },
        )
    }

    /// A double or redouble the code does not allow is void; the offender declares again. The
    /// 1915 code adds a penalty to the opponents' honor score: 50 for doubling partner or
    /// redoubling partner's double, 100 for redoubling a redouble.
    fn void_double(&self, engine: &mut Engine<'_>, record: &CallRecord) {
        let offender = record.seat;
        let law = self.doubling_law();
        let redoubled_already = engine.state.auction[..engine.state.auction.len() - 1]
            .iter()
            .rev()
            .take_while(|r| r.call.bid().is_none())
            .any(|r| r.call == Call::Redouble);
        engine.cancel_irregular(offender);
        let penalty = match (self.era, record.call) {
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
            engine.inner.honor_penalties.push(Penalty::Irregularity {
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
        .state
        .auction
        .iter()
        .enumerate()
        .rev()
        .find(|(_, r)| r.seat.side() != offender.side() && r.call.bid().is_some())
        .map(|(i, _)| i)
}
