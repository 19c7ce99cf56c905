//! Which rules apply to an auction: a rule's pattern against the calls from the opening, its
//! suit variables bound, and the call it would make now, if legal.

use cards::{Hand, Suit};
use laws::{Bid, Call, Denomination};

use super::auction::Auction;
use super::syntax::{CallPat, Compare, Cond, Level, Rule, Strain, SuitRef, Var};
use crate::constraints::HandRange;

/// The suits bound to the variables `x y M m`, by [`Var::index`].
pub(crate) type Bindings = [Option<Suit>; 4];

/// A rule that applies now: the call it makes under one binding of its variables.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Candidate<'r> {
    /// The rule.
    pub rule: &'r Rule,
    /// The legal call it makes.
    pub call: Call,
    /// Its suit variables.
    pub bindings: Bindings,
}

/// Every rule that applies to `auction`, in the system's order, with each legal call it makes
/// (a rule whose call names an unbound variable, once for each suit it may bind).
pub(crate) fn candidates<'r>(rules: &'r [Rule], auction: &Auction) -> Vec<Vec<Candidate<'r>>> {
    rules
        .iter()
        .filter_map(|rule| {
            let bindings = match_pattern(&rule.pattern, auction)?;
            let found: Vec<Candidate> = expand(rule.call, bindings)
                .into_iter()
                .filter_map(|b| {
                    let call = resolve(rule.call, &b, auction, auction.calls.len())?;
                    auction.is_legal(call).then_some(Candidate {
                        rule,
                        call,
                        bindings: b,
                    })
                })
                .collect();
            (!found.is_empty()).then_some(found)
        })
        .collect()
}

/// The bindings under which `pattern` describes the calls from the opening, if it does.
fn match_pattern(pattern: &[CallPat], auction: &Auction) -> Option<Bindings> {
    let calls = auction.since_opening();
    if calls.len() != pattern.len() {
        return None;
    }
    let offset = auction.calls.len() - calls.len();
    let mut bindings: Bindings = [None; 4];
    for (i, (pat, record)) in pattern.iter().zip(calls).enumerate() {
        let matched = match (*pat, record.call) {
            (CallPat::Any, _) => true,
            (CallPat::Pass, Call::Pass)
            | (CallPat::Double, Call::Double)
            | (CallPat::Redouble, Call::Redouble) => true,
            (CallPat::Bid(level, strain), Call::Bid(bid)) => {
                match_strain(strain, bid.denomination, auction, &mut bindings)
                    && match_level(level, bid, auction, offset + i)
            }
            _ => false,
        };
        if !matched {
            return None;
        }
    }
    Some(bindings)
}

fn match_strain(
    strain: Strain,
    denomination: Denomination,
    auction: &Auction,
    bindings: &mut Bindings,
) -> bool {
    match strain {
        Strain::Fixed(d) => d == denomination,
        Strain::Var(var) => {
            let Some(suit) = denomination.trump() else {
                return false;
            };
            if auction.denomination_of(suit) != denomination {
                return false; // 1912 low spades are not "a suit bid"
            }
            bind(bindings, var, suit)
        }
    }
}

/// Binds `var` to `suit` if it may be: a variable keeps one suit, two variables differ.
fn bind(bindings: &mut Bindings, var: Var, suit: Suit) -> bool {
    match bindings[var.index()] {
        Some(bound) => bound == suit,
        None => {
            let taken = bindings.contains(&Some(suit));
            if taken || !var.admits(suit) {
                return false;
            }
            bindings[var.index()] = Some(suit);
            true
        }
    }
}

fn match_level(level: Level, bid: Bid, auction: &Auction, index: usize) -> bool {
    match level {
        Level::Fixed(n) => bid.level() == n,
        Level::Cheapest | Level::Jump => {
            let over = Auction::last_bid_in(&auction.calls[..index]).map(|(_, b)| b);
            let cheapest = auction.cheapest(bid.denomination, over);
            let wanted = cheapest.map(|c| match level {
                Level::Jump => c.level() + 1,
                _ => c.level(),
            });
            wanted == Some(bid.level())
        }
    }
}

/// The bindings a call's unbound variable may take (one each suit it admits).
fn expand(call: CallPat, bindings: Bindings) -> Vec<Bindings> {
    match call {
        CallPat::Bid(_, Strain::Var(var)) if bindings[var.index()].is_none() => Suit::ALL
            .into_iter()
            .rev()
            .filter_map(|suit| {
                let mut b = bindings;
                bind(&mut b, var, suit).then_some(b)
            })
            .collect(),
        _ => vec![bindings],
    }
}

/// The call a rule's call makes after the first `index` calls, its variables bound.
fn resolve(call: CallPat, bindings: &Bindings, auction: &Auction, index: usize) -> Option<Call> {
    Some(match call {
        CallPat::Pass => Call::Pass,
        CallPat::Double => Call::Double,
        CallPat::Redouble => Call::Redouble,
        CallPat::Any => return None,
        CallPat::Bid(level, strain) => {
            let denomination = match strain {
                Strain::Fixed(d) => d,
                Strain::Var(var) => auction.denomination_of(bindings[var.index()]?),
            };
            let bid = match level {
                Level::Fixed(n) => Bid::new(n, denomination).ok()?,
                Level::Cheapest | Level::Jump => {
                    let over = Auction::last_bid_in(&auction.calls[..index]).map(|(_, b)| b);
                    let cheapest = auction.cheapest(denomination, over)?;
                    let extra = u8::from(level == Level::Jump);
                    Bid::new(cheapest.level() + extra, denomination).ok()?
                }
            };
            Call::Bid(bid)
        }
    })
}

fn suit_of(suit: SuitRef, bindings: &Bindings) -> Option<Suit> {
    match suit {
        SuitRef::Fixed(s) => Some(s),
        SuitRef::Var(v) => bindings[v.index()],
    }
}

/// Whether the hand is 4-3-3-3, 4-4-3-2 or 5-3-3-2.
pub(crate) fn is_balanced(hand: Hand) -> bool {
    matches!(
        hand.shape().pattern(),
        [4, 3, 3, 3] | [4, 4, 3, 2] | [5, 3, 3, 2]
    )
}

/// Whether `hand` meets every condition of a candidate. A variable the conditions name but
/// neither the pattern nor the call binds is "some suit": the conditions hold if they hold
/// for one suit it may take (`1x ^y => X 8+ M4+`: four cards in an unbid major).
pub(crate) fn holds(candidate: &Candidate, hand: Hand) -> bool {
    let free: Vec<Var> = cond_vars(&candidate.rule.conds)
        .filter(|v| candidate.bindings[v.index()].is_none())
        .fold(Vec::new(), |mut vars, v| {
            if !vars.contains(&v) {
                vars.push(v);
            }
            vars
        });
    any_binding(&free, candidate.bindings, &|bindings| {
        holds_under(&candidate.rule.conds, bindings, hand)
    })
}

/// Whether `test` holds under some binding of the `free` variables (under `bindings` itself
/// when none is free).
fn any_binding(free: &[Var], bindings: Bindings, test: &dyn Fn(&Bindings) -> bool) -> bool {
    let Some((&var, rest)) = free.split_first() else {
        return test(&bindings);
    };
    Suit::ALL.into_iter().any(|suit| {
        let mut b = bindings;
        bind(&mut b, var, suit) && any_binding(rest, b, test)
    })
}

/// The variables the conditions name.
fn cond_vars(conds: &[Cond]) -> impl Iterator<Item = Var> + '_ {
    conds.iter().flat_map(|cond| {
        let refs: [Option<SuitRef>; 2] = match *cond {
            Cond::Len(s, ..) => [Some(s), None],
            Cond::Compare(a, _, b) => [Some(a), Some(b)],
            _ => [None, None],
        };
        refs.into_iter().flatten().filter_map(|s| match s {
            SuitRef::Var(v) => Some(v),
            SuitRef::Fixed(_) => None,
        })
    })
}

fn holds_under(conds: &[Cond], bindings: &Bindings, hand: Hand) -> bool {
    let len = |s: SuitRef| suit_of(s, bindings).map(|s| hand.suit_len(s) as u8);
    conds.iter().all(|cond| match *cond {
        Cond::Hcp(low, high) => (low..=high).contains(&(hand.high_card_points() as u8)),
        Cond::Len(suit, low, high) => len(suit).is_some_and(|n| (low..=high).contains(&n)),
        Cond::Balanced => is_balanced(hand),
        Cond::Unbalanced => !is_balanced(hand),
        Cond::Compare(a, op, b) => match (len(a), len(b)) {
            (Some(a), Some(b)) => match op {
                Compare::AtLeast => a >= b,
                Compare::Longer => a > b,
            },
            _ => false,
        },
    })
}

/// The hand range a candidate shows: its point and length conditions (a balanced hand holds
/// two to five cards of each suit; comparisons, and lengths of a suit no call names, are not
/// ranges of one suit and show nothing here).
pub(crate) fn shown(candidate: &Candidate) -> HandRange {
    let mut range = HandRange::ANY;
    for cond in &candidate.rule.conds {
        match *cond {
            Cond::Hcp(low, high) => {
                range = range.and(HandRange {
                    hcp: (low, high),
                    ..HandRange::ANY
                })
            }
            Cond::Len(suit, low, high) => {
                if let Some(s) = suit_of(suit, &candidate.bindings) {
                    let mut only = HandRange::ANY;
                    only.lengths[s.index()] = (low, high);
                    range = range.and(only);
                }
            }
            Cond::Balanced => {
                range = range.and(HandRange {
                    lengths: [(2, 5); 4],
                    ..HandRange::ANY
                })
            }
            Cond::Unbalanced | Cond::Compare(..) => {}
        }
    }
    range
}

/// What failing a candidate proves, when its conditions are one range of one thing (points,
/// or one suit's length): the hand lies outside it. `None` when failing proves nothing simple.
pub(crate) fn failed(candidate: &Candidate) -> Option<Exclusion> {
    match candidate.rule.conds.as_slice() {
        [Cond::Hcp(low, high)] => Some(Exclusion::Hcp(*low, *high)),
        [Cond::Len(suit, low, high)] => {
            suit_of(*suit, &candidate.bindings).map(|s| Exclusion::Len(s, *low, *high))
        }
        _ => None,
    }
}

/// A range the hand is known to lie outside.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Exclusion {
    /// Points outside `low..=high`.
    Hcp(u8, u8),
    /// The suit's length outside `low..=high`.
    Len(Suit, u8, u8),
}

/// What a list of failed rules proves: the range with every excluded end cut off, repeatedly,
/// so that the order of the exclusions does not matter (points 16+ and 10-15 excluded leave
/// at most 9).
pub(crate) fn known_range(exclusions: &[Exclusion]) -> HandRange {
    let cut = |(lo, hi): (u8, u8), (a, b): (u8, u8)| {
        if a <= lo && b >= lo && b < hi {
            (b + 1, hi)
        } else if b >= hi && a <= hi && a > lo {
            (lo, a - 1)
        } else {
            (lo, hi)
        }
    };
    let mut range = HandRange::ANY;
    loop {
        let before = range;
        for exclusion in exclusions {
            match *exclusion {
                Exclusion::Hcp(a, b) => range.hcp = cut(range.hcp, (a, b)),
                Exclusion::Len(s, a, b) => {
                    range.lengths[s.index()] = cut(range.lengths[s.index()], (a, b))
                }
            }
        }
        if range == before {
            return range;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bidding::syntax::parse;
    use cards::Seat;
    use laws::CodeId;
    use laws::table::CallRecord;
    use proptest::prelude::*;

    fn records(calls: &str) -> Vec<CallRecord> {
        calls
            .split_whitespace()
            .enumerate()
            .map(|(i, c)| CallRecord {
                seat: Seat::North.clockwise(i),
                call: c.parse().unwrap(),
                artificial: None,
            })
            .collect()
    }

    fn calls_of(code: CodeId, system: &str, auction: &str) -> Vec<String> {
        let rules = parse(system).unwrap();
        let calls = records(auction);
        let auction = Auction::new(code, &calls, Seat::North.clockwise(calls.len()));
        candidates(&rules, &auction)
            .into_iter()
            .flatten()
            .map(|c| c.call.to_string())
            .collect()
    }

    /// `^y` is the cheapest bid by the code's ranking: over 1H, spades at one and clubs at two
    /// in contract bridge; in 1912 (by value) clubs at two (12 > 8), diamonds at two, royals
    /// at one (9 > 8), low spades at four (8 = 8, the tie to more tricks; 1912 Law 44).
    #[test]
    fn cheapest_follows_the_code() {
        let system = "1x => ^y any";
        assert_eq!(
            calls_of(CodeId::Duplicate2017, system, "1H"),
            ["1S", "2D", "2C"]
        );
        assert_eq!(
            calls_of(CodeId::Auction1912, system, "1H"),
            ["1RS", "2D", "2C"]
        );
        assert_eq!(calls_of(CodeId::Auction1912, "1H => ^S any", "1H"), ["4S"]);
        // A jump, and a bid that cannot be made (an eighth level) is no candidate.
        assert_eq!(
            calls_of(CodeId::Duplicate2017, "1x => ^^x any", "1H"),
            ["3H"]
        );
        assert!(calls_of(CodeId::Duplicate2017, "7x => ^y any", "7NT").is_empty());
    }

    /// Variables: the same letter the same suit, different letters different suits, `M` only
    /// a major; a double only of an opponent's bid.
    #[test]
    fn variables_bind_and_calls_are_legal() {
        assert_eq!(
            calls_of(CodeId::Duplicate2017, "1M P => 2M any", "1S P"),
            ["2S"]
        );
        assert!(calls_of(CodeId::Duplicate2017, "1M P => 2M any", "1D P").is_empty());
        assert_eq!(
            calls_of(CodeId::Duplicate2017, "1x P 1y P => 2M any", "1D P 1H P"),
            ["2S"]
        );
        assert!(calls_of(CodeId::Duplicate2017, "1x P => X any", "1D P").is_empty());
        assert_eq!(calls_of(CodeId::Duplicate2017, "1x => X any", "1D"), ["X"]);
        assert!(calls_of(CodeId::Duplicate2017, "1x => XX any", "1D").is_empty());
        assert_eq!(
            calls_of(CodeId::Duplicate2017, "1x X => XX any", "1D X"),
            ["XX"]
        );
    }

    proptest! {
        /// What failed rules prove never refuses a hand that failed them: any count of points
        /// outside every excluded range lies inside the known range.
        #[test]
        fn known_ranges_admit_what_the_exclusions_allow(
            ranges in proptest::collection::vec((0u8..=37, 0u8..=37), 0..6),
            points in 0u8..=37,
        ) {
            let exclusions: Vec<Exclusion> = ranges
                .iter()
                .map(|&(a, b)| Exclusion::Hcp(a.min(b), a.max(b)))
                .collect();
            let outside = ranges.iter().all(|&(a, b)| !(a.min(b)..=a.max(b)).contains(&points));
            let (low, high) = known_range(&exclusions).hcp;
            prop_assert!(!outside || (low..=high).contains(&points));
        }
    }

    /// Exclusions cut from both ends, in any order.
    #[test]
    fn exclusions_cut_the_ends() {
        let cut = |list: &[(u8, u8)]| {
            let list: Vec<Exclusion> = list.iter().map(|&(a, b)| Exclusion::Hcp(a, b)).collect();
            known_range(&list).hcp
        };
        assert_eq!(cut(&[(8, 9), (10, 15), (16, 37)]), (0, 7));
        assert_eq!(cut(&[(22, 37), (12, 21)]), (0, 11));
        assert_eq!(cut(&[(0, 5), (10, 12)]), (6, 37));
        let spades = known_range(&[Exclusion::Len(Suit::Spades, 5, 13)]);
        assert_eq!(spades.lengths[Suit::Spades.index()], (0, 4));
    }
}
