//! The robots' bidding system, written as data (`docs/bidding.md`).
//!
//! A system is a list of rules, each an auction pattern (the calls from the opening bid), the
//! call made next and the hand it shows (points, suit lengths, balance), how far it forces and,
//! for an artificial call, its alert. The same table gives:
//!
//! - the robot's call: the first rule, in the file's order, whose pattern fits the auction,
//!   whose call is legal and allowed by the table (no bar forbids it) and whose hand the robot
//!   holds ([`System::call`]); where none does, a fall-back by combined strength and fit that
//!   never makes a call a rule makes there, nor one the table bars;
//! - what a call means to the opponents ([`System::explain`]);
//! - what the auction shows of each hand ([`System::constraints`]): the ranges of the rules
//!   that could have made each call, narrowed by the rules the hand failed before it.
//!
//! Duplicate, rubber and Chicago bridge bid a SAYC-like system (`systems/sayc.txt`); the
//! auction codes bid natural systems of their period with their own ranking of bids
//! (`systems/auction1908.txt`, `auction1912.txt`, `auction1915.txt`).

mod auction;
mod fallback;
mod matching;
mod syntax;

use std::fmt;

use cards::{Hand, Suit};
use laws::table::CallRecord;
use laws::{Call, CodeId};
use thiserror::Error;

use crate::constraints::{Constraints, HandRange};
use crate::situation::Situation;
use auction::Auction;
use matching::{Candidate, candidates, failed, holds, known_range, shown};
pub use syntax::Forcing;
use syntax::{CallPat, Rule, Strain};

/// A robot's call and, for an artificial call, the alert's explanation shown to the
/// opponents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BidChoice {
    /// The call.
    pub call: Call,
    /// The explanation of an artificial call.
    pub alert: Option<String>,
}

/// What a call in an auction means under a system, as an opponent asking is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The call explained.
    pub call: Call,
    /// The alert, for an artificial call.
    pub alert: Option<String>,
    /// The hand the call shows (with what the earlier rules that hand failed prove).
    pub shows: HandRange,
    /// How far the call forces partner.
    pub forcing: Forcing,
    /// Whether a rule of the system makes the call here (otherwise the fall-back does).
    pub by_rule: bool,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(alert) = &self.alert {
            write!(f, "{alert}; ")?;
        }
        let (low, high) = self.shows.hcp;
        match (low, high) {
            (0, 37) => f.write_str("any strength")?,
            (low, 37) => write!(f, "{low}+ points")?,
            (0, high) => write!(f, "at most {high} points")?,
            (low, high) => write!(f, "{low}-{high} points")?,
        }
        for suit in Suit::DISPLAY_ORDER {
            let name = suit.name();
            match self.shows.lengths[suit.index()] {
                (0, 13) => {}
                (low, 13) => write!(f, ", {low}+ {name}")?,
                (0, high) => write!(f, ", at most {high} {name}")?,
                (low, high) if low == high => write!(f, ", {low} {name}")?,
                (low, high) => write!(f, ", {low}-{high} {name}")?,
            }
        }
        match self.forcing {
            Forcing::No => Ok(()),
            Forcing::OneRound => f.write_str("; forcing for one round"),
            Forcing::Game => f.write_str("; forcing to game"),
        }
    }
}

/// A system file that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SystemError {
    /// A line of the file is not a rule.
    #[error("system file, line {line}, column {column}: {message}")]
    Syntax {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// What is wrong and what is written instead.
        message: String,
    },
    /// A rule names a denomination the code does not have.
    #[error("system file, line {line}: {code} has no declaration in {denomination}")]
    Denomination {
        /// The line, from 1.
        line: usize,
        /// The code.
        code: CodeId,
        /// The denomination's name.
        denomination: &'static str,
    },
}

/// A bidding system under one code.
#[derive(Clone, Debug)]
pub struct System {
    code: CodeId,
    rules: Vec<Rule>,
}

const SAYC: &str = include_str!("systems/sayc.txt");
const AUCTION_1908: &str = include_str!("systems/auction1908.txt");
const AUCTION_1912: &str = include_str!("systems/auction1912.txt");
const AUCTION_1915: &str = include_str!("systems/auction1915.txt");

impl System {
    /// The system robots bid by under `code`: SAYC in contract bridge (duplicate, rubber,
    /// Chicago); a natural system of the period in the auction codes.
    pub fn for_code(code: CodeId) -> System {
        let text = System::text_for(code);
        System::parse(code, text).unwrap_or_else(|_| System {
            code,
            rules: Vec::new(),
        })
    }

    /// The text of the built-in system for `code`.
    pub fn text_for(code: CodeId) -> &'static str {
        match code {
            CodeId::Duplicate2017 | CodeId::Duplicate2007 | CodeId::Rubber | CodeId::Chicago => {
                SAYC
            }
            CodeId::Auction1908 => AUCTION_1908,
            CodeId::Auction1912 => AUCTION_1912,
            CodeId::Auction1915 | CodeId::Auction1915Nullo => AUCTION_1915,
        }
    }

    /// Reads a system written in the format of `docs/bidding.md`, to bid under `code`.
    pub fn parse(code: CodeId, text: &str) -> Result<System, SystemError> {
        let rules = syntax::parse(text)?;
        let denominations = code.code().denominations();
        for rule in &rules {
            for pat in rule.pattern.iter().chain(std::iter::once(&rule.call)) {
                if let CallPat::Bid(_, Strain::Fixed(d)) = pat
                    && !denominations.contains(d)
                {
                    return Err(SystemError::Denomination {
                        line: rule.line,
                        code,
                        denomination: d.name(),
                    });
                }
            }
        }
        Ok(System { code, rules })
    }

    /// The code the system bids under.
    pub fn code(&self) -> CodeId {
        self.code
    }

    /// The number of rules.
    pub fn len(&self) -> usize {
        self.rules.len()
    }

    /// Whether the system has no rule (every call is the fall-back's).
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// The call for the hand to act (the situation's seat, holding the cards it was dealt),
    /// among the calls the table allows it ([`Situation::may_call`]): a rule whose call is
    /// barred is passed over for the next. Where no rule applies, the fall-back bids towards
    /// game, nearer by the side's partscore ([`Situation::partscores`]: rubber, Chicago and
    /// the auction codes); a pass when nothing else is allowed.
    pub fn call(&self, situation: &Situation) -> BidChoice {
        let hand = situation
            .dealt_hand(situation.seat)
            .unwrap_or(situation.hand);
        let ours = situation.partscores[situation.seat.side().index()];
        let permitted = |call: Call| situation.may_call(call);
        self.decide(&situation.auction, situation.seat, hand, ours, &permitted)
    }

    /// The call `seat`, holding `hand` (thirteen cards), makes after `calls`, barred from
    /// nothing.
    pub fn call_for(&self, calls: &[CallRecord], seat: cards::Seat, hand: Hand) -> BidChoice {
        self.decide(calls, seat, hand, 0, &|_| true)
    }

    /// The call of the first rule that applies, whose call is `permitted` and whose hand is
    /// held; otherwise the fall-back's.
    fn decide(
        &self,
        calls: &[CallRecord],
        seat: cards::Seat,
        hand: Hand,
        below_line: u32,
        permitted: &dyn Fn(Call) -> bool,
    ) -> BidChoice {
        let auction = Auction::new(self.code, calls, seat);
        let groups = candidates(&self.rules, &auction);
        for group in &groups {
            let mut ordered: Vec<&Candidate> = group.iter().collect();
            ordered.sort_by_key(|c| std::cmp::Reverse(call_suit_len(c, hand)));
            if let Some(chosen) = ordered
                .into_iter()
                .find(|c| permitted(c.call) && holds(c, hand))
            {
                return BidChoice {
                    call: chosen.call,
                    alert: chosen.rule.alert.clone(),
                };
            }
        }
        let excluded: Vec<Call> = groups.iter().flatten().map(|c| c.call).collect();
        let constraints = self.constraints_of(calls);
        let known = fallback::Known {
            code: self.code,
            hand,
            constraints: &constraints,
            forced: self.forced(calls, seat),
            excluded: &excluded,
            permitted,
            below_line,
        };
        BidChoice {
            call: fallback::fallback(&auction, &known),
            alert: None,
        }
    }

    /// What the auction so far shows about each hand.
    pub fn constraints(&self, situation: &Situation) -> Constraints {
        self.constraints_of(&situation.auction)
    }

    /// What `calls` show about each hand: each call's range, narrowed call by call.
    pub fn constraints_of(&self, calls: &[CallRecord]) -> Constraints {
        let mut constraints = Constraints::default();
        for (index, record) in calls.iter().enumerate() {
            constraints.narrow(record.seat, self.meaning(calls, index).shows);
        }
        constraints
    }

    /// What the call at `index` of `calls` means under this system: for an opponent's
    /// question, and for placing the hidden cards. `None` if there is no call at `index`.
    pub fn explain(&self, calls: &[CallRecord], index: usize) -> Option<Explanation> {
        (index < calls.len()).then(|| self.meaning(calls, index))
    }

    /// What the call at `index` (which exists) means.
    fn meaning(&self, calls: &[CallRecord], index: usize) -> Explanation {
        let auction = Auction::before(self.code, calls, index);
        let call = calls[index].call;
        let groups = candidates(&self.rules, &auction);
        // The hand failed every rule before the one it bid by: what such failures prove.
        let mut exclusions = Vec::new();
        let mut hull: Option<HandRange> = None;
        let mut first: Option<&Candidate> = None;
        let mut fallback_reachable = true;
        for group in &groups {
            let known = known_range(&exclusions);
            for candidate in group.iter().filter(|c| c.call == call) {
                if let Some(range) = meet(shown(candidate), known) {
                    hull = Some(hull.map_or(range, |h| join(h, range)));
                    first.get_or_insert(candidate);
                }
            }
            if group.iter().any(|c| c.rule.conds.is_empty()) {
                fallback_reachable = false;
                break;
            }
            exclusions.extend(group.iter().filter_map(failed));
        }
        let by_rule = groups.iter().flatten().any(|c| c.call == call);
        let shows = match hull {
            Some(range) => range,
            None if !by_rule && fallback_reachable => known_range(&exclusions),
            None => HandRange::ANY,
        };
        Explanation {
            call,
            alert: first.and_then(|c| c.rule.alert.clone()),
            shows,
            forcing: first.map_or(Forcing::No, |c| c.rule.forcing),
            by_rule,
        }
    }

    /// Whether `seat` may not pass: partner's last call forces for a round and the opponent
    /// since has passed, or the side has forced to game and is not there yet.
    fn forced(&self, calls: &[CallRecord], seat: cards::Seat) -> bool {
        let Some(index) = calls.iter().rposition(|r| r.seat == seat.partner()) else {
            return false;
        };
        let rho_passed = calls[index + 1..].iter().all(|r| r.call == Call::Pass);
        let partner = self.meaning(calls, index);
        if partner.forcing == Forcing::OneRound && rho_passed && partner.call != Call::Pass {
            return true;
        }
        let game_forced = (0..calls.len())
            .filter(|&i| calls[i].seat.side() == seat.side())
            .any(|i| self.meaning(calls, i).forcing == Forcing::Game);
        game_forced
            && Auction::last_bid_in(calls).is_some_and(|(by, bid)| {
                by.side() == seat.side()
                    && fallback::game_level(self.code, bid.denomination, 0)
                        .is_some_and(|game| bid.level() < game)
            })
    }
}

/// The length of the suit a candidate's call names, for trying the longest first (the higher
/// of equal suits first: candidates come spades first).
fn call_suit_len(candidate: &Candidate, hand: Hand) -> usize {
    candidate
        .call
        .bid()
        .and_then(|b| b.denomination.trump())
        .map_or(0, |s| hand.suit_len(s))
}

/// Both ranges at once, or `None` if they contradict each other.
fn meet(a: HandRange, b: HandRange) -> Option<HandRange> {
    let one = |(a, b): (u8, u8), (c, d): (u8, u8)| {
        let (low, high) = (a.max(c), b.min(d));
        (low <= high).then_some((low, high))
    };
    let mut lengths = [(0, 0); 4];
    for (i, length) in lengths.iter_mut().enumerate() {
        *length = one(a.lengths[i], b.lengths[i])?;
    }
    Some(HandRange {
        hcp: one(a.hcp, b.hcp)?,
        lengths,
    })
}

/// The smallest range holding both.
fn join(a: HandRange, b: HandRange) -> HandRange {
    let one = |(a, b): (u8, u8), (c, d): (u8, u8)| (a.min(c), b.max(d));
    HandRange {
        hcp: one(a.hcp, b.hcp),
        lengths: [0, 1, 2, 3].map(|i| one(a.lengths[i], b.lengths[i])),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every built-in system reads under its codes.
    #[test]
    fn built_in_systems_read() {
        for code in CodeId::ALL {
            let system = System::parse(code, System::text_for(code));
            assert!(system.is_ok(), "{code}: {:?}", system.err());
            assert!(!system.unwrap().is_empty());
        }
    }
}
