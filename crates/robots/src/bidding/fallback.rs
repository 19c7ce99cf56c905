//! The call when no rule of the system applies: by the partnership's combined strength and
//! best fit, as far as the auction shows partner's hand, towards the contract the strength is
//! worth (the game level taken from the code's own scoring, slams at 33 and 37 points). It never makes a call a
//! rule makes at this point, so that such a call keeps the rule's meaning.

use cards::{Hand, Seat, Suit, Vulnerability};
use laws::{Bid, Call, CodeId, Contract, DealOutcome, Denomination, Doubling, EntryKind};

use super::auction::Auction;
use crate::constraints::Constraints;

/// What the fallback knows besides the auction.
pub(crate) struct Known<'a> {
    /// The code (its scoring says where game is).
    pub code: CodeId,
    /// The robot's thirteen cards.
    pub hand: Hand,
    /// What the auction showed of each hand.
    pub constraints: &'a Constraints,
    /// Whether partner's last call forbids a pass now.
    pub forced: bool,
    /// Calls a rule makes here: the fall-back leaves them to the rules.
    pub excluded: &'a [Call],
    /// Whether the table allows the robot a call (no bar forbids it: Laws 16, 23, 26-32).
    pub permitted: &'a dyn Fn(Call) -> bool,
    /// The trick points the robot's side already has below the line towards game.
    pub below_line: u32,
}

/// The fallback's call: the first of its preferences that is legal, that the table allows and
/// that no rule makes here. When the rules make every such call, the first that is legal and
/// allowed (a dealer who must bid, 1908 and 1912 codes, still bids); a pass when there is none.
pub(crate) fn fallback(auction: &Auction, known: &Known) -> Call {
    let proper = |call: Call| auction.is_legal(call) && (known.permitted)(call);
    let mut preferences = Vec::new();
    if let Some(call) = target_call(auction, known) {
        preferences.push(call);
    }
    if !known.forced {
        preferences.push(Call::Pass);
    }
    let over = auction.last_bid().map(|(_, b)| b);
    let mut suits = Suit::ALL;
    suits.sort_by_key(|s| std::cmp::Reverse(known.hand.suit_len(*s)));
    let strains = [Denomination::NoTrump]
        .into_iter()
        .chain(suits.iter().map(|&s| auction.denomination_of(s)));
    preferences.extend(
        strains
            .filter_map(|d| auction.cheapest(d, over))
            .map(Call::Bid),
    );
    // A forced hand passes only when no bid is left to it.
    preferences.extend(auction.legal_bids().into_iter().map(Call::Bid));
    preferences.push(Call::Pass);
    preferences
        .iter()
        .copied()
        .find(|&call| proper(call) && !known.excluded.contains(&call))
        .or_else(|| preferences.iter().copied().find(|&call| proper(call)))
        .unwrap_or(Call::Pass)
}

/// The contract the combined hands are worth, if bidding towards it is sound now.
fn target_call(auction: &Auction, known: &Known) -> Option<Call> {
    let me = auction.seat;
    let partner = known.constraints.of(me.partner());
    let (low, high) = partner.hcp;
    let partner_points = u32::from(low) + u32::from(high.min(low + 8) - low) / 2;
    let combined = known.hand.high_card_points() + partner_points;
    let (mut strain, fit) = best_strain(auction, known, me);
    let game_in = |d: Denomination| game_level(known.code, d, known.below_line).unwrap_or(8);
    // A minor fit short of the points for its game: no trump's may be nearer.
    if matches!(strain, Denomination::Clubs | Denomination::Diamonds) {
        let no_trump = points_for(Denomination::NoTrump, game_in(Denomination::NoTrump));
        if (no_trump..points_for(strain, game_in(strain))).contains(&combined) {
            strain = Denomination::NoTrump;
        }
    }
    let game = game_in(strain);
    let mut target = match combined {
        37.. => 7,
        33..=36 => 6,
        _ if combined >= points_for(strain, game) => game.min(5),
        23.. => 2.max(game.saturating_sub(1)).min(3),
        20..=22 => 2,
        _ => 1,
    };
    let theirs = auction
        .last_bid()
        .is_some_and(|(seat, _)| seat.side() != me.side());
    if theirs && fit >= 8 && combined >= 18 {
        target = target.max((fit - 6).min(3)); // compete to the level of the fit
    } else if theirs && combined < 23 {
        return None;
    }
    let over = auction.last_bid().map(|(_, b)| b);
    if let Some((seat, bid)) = auction.last_bid()
        && seat.side() == me.side()
        && !known.forced
    {
        let at_game = game_level(known.code, bid.denomination, known.below_line)
            .is_some_and(|g| bid.level() >= g);
        let enough = if target >= 6 {
            bid.level() >= target
        } else if target >= game.min(5) {
            at_game // game is reached in whatever denomination
        } else {
            bid.level() >= target || at_game
        };
        if enough {
            return None;
        }
    }
    let cheapest = auction.cheapest(strain, over)?;
    if cheapest.level() > target {
        return known.forced.then_some(Call::Bid(cheapest));
    }
    let level = if target >= game.min(5) {
        target
    } else {
        cheapest.level()
    };
    Bid::new(level, strain).ok().map(Call::Bid)
}

/// The best denomination for the partnership: a major of eight known cards, or the robot's own
/// major of six or more, or a minor of eight known cards, or its own minor of six, or no
/// trump; and that fit's length.
fn best_strain(auction: &Auction, known: &Known, me: Seat) -> (Denomination, u8) {
    let partner = known.constraints.of(me.partner());
    let fit = |s: Suit| known.hand.suit_len(s) as u8 + partner.lengths[s.index()].0;
    let own = |s: Suit| known.hand.suit_len(s) as u8;
    let majors = [Suit::Spades, Suit::Hearts];
    let minors = [Suit::Diamonds, Suit::Clubs];
    for group in [majors, minors] {
        let best = group
            .into_iter()
            .max_by_key(|&s| (fit(s), s.index()))
            .unwrap_or(group[0]);
        if fit(best) >= 8 {
            return (auction.denomination_of(best), fit(best));
        }
        let longest = group
            .into_iter()
            .max_by_key(|&s| (own(s), s.index()))
            .unwrap_or(group[0]);
        if own(longest) >= 6 {
            return (auction.denomination_of(longest), fit(longest));
        }
    }
    (Denomination::NoTrump, 0)
}

/// The combined points two hands want to make `level` (at most five) in a denomination: 25
/// for 3NT and for four of a major, 28 for five of a minor, two fewer a level below.
fn points_for(strain: Denomination, level: u8) -> u32 {
    let level = u32::from(level.min(5));
    match strain {
        Denomination::Clubs | Denomination::Diamonds => 18 + 2 * level,
        Denomination::NoTrump => 19 + 2 * level,
        _ => 17 + 2 * level,
    }
}

/// The lowest level in `denomination` whose trick points, with the `below_line` points the side
/// already has, make game under the code's scoring (100 in contract bridge, 30 in the auction
/// codes), if any does.
pub(crate) fn game_level(code: CodeId, denomination: Denomination, below_line: u32) -> Option<u8> {
    let laws = code.code();
    let threshold = laws.rubber_rules().map_or(100, |r| r.game);
    (1..=7).find(|&level| {
        Contract::new(level, denomination, Doubling::Undoubled)
            .ok()
            .and_then(|contract| {
                let outcome =
                    DealOutcome::played(contract, Seat::North, level + 6, Vulnerability::None);
                laws.score(&outcome).ok()
            })
            .is_some_and(|score| {
                let points: u32 = score
                    .entries
                    .iter()
                    .filter(|e| e.kind == EntryKind::TrickPoints)
                    .map(|e| e.points)
                    .sum();
                points + below_line >= threshold
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraints::HandRange;
    use laws::table::CallRecord;

    /// South's ten balanced points (AJ2 K43 Q765 432) after North's 1NT (15-17) and East's
    /// pass: the auction and what it shows of North.
    fn ten_points_after_one_no_trump() -> (Hand, [CallRecord; 2], Constraints) {
        let deal: cards::PartialDeal = "S:AJ2.K43.Q765.432 - - -".parse().unwrap();
        let hand = deal.hand(Seat::South).unwrap();
        assert_eq!(hand.high_card_points(), 10);
        let calls = [
            CallRecord {
                seat: Seat::North,
                call: "1NT".parse().unwrap(),
                artificial: None,
            },
            CallRecord {
                seat: Seat::East,
                call: Call::Pass,
                artificial: None,
            },
        ];
        let mut constraints = Constraints::default();
        constraints.narrow(
            Seat::North,
            HandRange {
                hcp: (15, 17),
                lengths: [(2, 5); 4],
            },
        );
        (hand, calls, constraints)
    }

    /// Opposite a 15-17 notrump, ten balanced points go to 3NT; with 40 below the line in
    /// rubber bridge 2NT (70 + 40) is game and is enough; at the 1912 code with 20 below the
    /// line, one no trump (10) is game.
    #[test]
    fn a_partscore_brings_game_nearer() {
        let (hand, calls, constraints) = ten_points_after_one_no_trump();
        let call = |code: CodeId, below_line: u32| {
            let auction = Auction::new(code, &calls, Seat::South);
            let known = Known {
                code,
                hand,
                constraints: &constraints,
                forced: false,
                excluded: &[],
                permitted: &|_| true,
                below_line,
            };
            fallback(&auction, &known).to_string()
        };
        assert_eq!(call(CodeId::Rubber, 0), "3NT");
        assert_eq!(call(CodeId::Rubber, 40), "2NT");
        assert_eq!(call(CodeId::Auction1912, 0), "3NT");
        assert_eq!(call(CodeId::Auction1912, 20), "P");
    }

    /// The fall-back leaves to the rules the calls they make here, and never makes a call the
    /// table bars. Where the rules make every call, it makes its own first choice (a rule's
    /// call then, but the one its count prefers); barred from all but a pass, it passes.
    #[test]
    fn the_last_resort_is_its_own_choice_among_the_calls_allowed() {
        let (hand, calls, constraints) = ten_points_after_one_no_trump();
        let code = CodeId::Duplicate2017;
        let auction = Auction::new(code, &calls, Seat::South);
        let mut every_call: Vec<Call> = auction.legal_bids().into_iter().map(Call::Bid).collect();
        every_call.push(Call::Pass);
        let call = |excluded: &[Call], permitted: &dyn Fn(Call) -> bool| {
            let known = Known {
                code,
                hand,
                constraints: &constraints,
                forced: false,
                excluded,
                permitted,
                below_line: 0,
            };
            fallback(&auction, &known).to_string()
        };
        // Free and barred from nothing, the ten points go to game.
        assert_eq!(call(&[], &|_| true), "3NT");
        // A rule bids 3NT here: the fall-back takes its next choice, a pass.
        assert_eq!(call(&["3NT".parse().unwrap()], &|_| true), "P");
        assert_eq!(call(&every_call, &|_| true), "3NT");
        assert_eq!(call(&[Call::Pass], &|c| c == Call::Pass), "P");
        assert_eq!(call(&[], &|c| !matches!(c, Call::Bid(_))), "P");
    }

    /// The dealer at the 1908 code must bid (a pass is not a call the dealer may make): with
    /// every bid made by a rule, the fall-back still bids.
    #[test]
    fn a_dealer_who_must_bid_bids_whatever_the_rules_make() {
        let deal: cards::PartialDeal = "S:432.432.5432.432 - - -".parse().unwrap();
        let hand = deal.hand(Seat::South).unwrap();
        let code = CodeId::Auction1908;
        let auction = Auction::new(code, &[], Seat::South);
        assert!(auction.dealer_must_bid());
        let every_bid: Vec<Call> = auction.legal_bids().into_iter().map(Call::Bid).collect();
        let known = Known {
            code,
            hand,
            constraints: &Constraints::default(),
            forced: false,
            excluded: &every_bid,
            permitted: &|_| true,
            below_line: 0,
        };
        let call = fallback(&auction, &known);
        assert!(matches!(call, Call::Bid(_)), "{call}");
        assert!(auction.is_legal(call));
    }

    /// Game is 100 trick points in contract bridge (3NT, 4H, 4S, 5C, 5D) and 30 in the auction
    /// codes: 1908 (S 2, C 4, D 6, H 8, NT 12) 3NT, 4H, 5D, never clubs (7 x 4 = 28) nor
    /// spades; 1912 (C 6, D 7, H 8, RS 9, NT 10) 3NT, 4RS, 4H, 5D, 5C.
    #[test]
    fn game_levels_come_from_the_scoring() {
        use Denomination::*;
        let levels = |code: CodeId, ds: &[Denomination]| -> Vec<Option<u8>> {
            ds.iter().map(|&d| game_level(code, d, 0)).collect()
        };
        assert_eq!(
            levels(
                CodeId::Duplicate2017,
                &[NoTrump, Spades, Hearts, Diamonds, Clubs]
            ),
            [Some(3), Some(4), Some(4), Some(5), Some(5)]
        );
        assert_eq!(
            levels(
                CodeId::Auction1908,
                &[NoTrump, Hearts, Diamonds, Clubs, Spades]
            ),
            [Some(3), Some(4), Some(5), None, None]
        );
        assert_eq!(
            levels(
                CodeId::Auction1912,
                &[NoTrump, RoyalSpades, Hearts, Diamonds, Clubs, Spades]
            ),
            [Some(3), Some(4), Some(4), Some(5), Some(5), None]
        );
        // A partscore of 60 makes two clubs game in contract bridge; 20 in 1912, one no trump.
        assert_eq!(game_level(CodeId::Rubber, Clubs, 60), Some(2));
        assert_eq!(game_level(CodeId::Auction1912, NoTrump, 20), Some(1));
        assert_eq!(game_level(CodeId::Auction1912, Spades, 20), Some(5));
    }
}
