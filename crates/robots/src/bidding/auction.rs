//! The auction as the system reads it: the calls so far under one code, which calls are legal
//! now, and the lowest sufficient bid by the code's own ranking.

use cards::{Seat, Suit};
use laws::flow::AuctionFlow;
use laws::table::{CallRecord, may_double, may_redouble};
use laws::{Bid, Call, CodeId, Denomination};

/// The calls made so far, under a code, and the seat to call next.
#[derive(Clone, Copy)]
pub(crate) struct Auction<'a> {
    /// The calls so far.
    pub calls: &'a [CallRecord],
    /// The code's auction flow: its ranking of bids and whether the dealer may pass.
    pub flow: AuctionFlow,
    /// The code's declarations, lowest first.
    pub denominations: &'static [Denomination],
    /// The seat to call next.
    pub seat: Seat,
}

impl<'a> Auction<'a> {
    /// The auction `calls` under `code`, `seat` to call.
    pub fn new(code: CodeId, calls: &'a [CallRecord], seat: Seat) -> Auction<'a> {
        let code = code.code();
        Auction {
            calls,
            flow: code.auction_flow(),
            denominations: code.denominations(),
            seat,
        }
    }

    /// The auction before the call at `index`, the seat that made it to call.
    pub fn before(code: CodeId, calls: &'a [CallRecord], index: usize) -> Auction<'a> {
        Auction::new(code, &calls[..index], calls[index].seat)
    }

    /// The calls from the opening bid on (the passes before it left out).
    pub fn since_opening(&self) -> &'a [CallRecord] {
        let first = self
            .calls
            .iter()
            .position(|r| r.call != Call::Pass)
            .unwrap_or(self.calls.len());
        &self.calls[first..]
    }

    /// The last bid among `calls`, and who made it.
    pub fn last_bid_in(calls: &[CallRecord]) -> Option<(Seat, Bid)> {
        calls
            .iter()
            .rev()
            .find_map(|r| r.call.bid().map(|b| (r.seat, b)))
    }

    /// The last bid so far, and who made it.
    pub fn last_bid(&self) -> Option<(Seat, Bid)> {
        Auction::last_bid_in(self.calls)
    }

    /// The lowest bid in `denomination` sufficient over `over` (one of it with no bid yet).
    pub fn cheapest(&self, denomination: Denomination, over: Option<Bid>) -> Option<Bid> {
        match over {
            None => Bid::new(1, denomination).ok(),
            Some(over) => self.flow.lowest_sufficient(denomination, over),
        }
    }

    /// The denomination a suit is bid in under the code: spades are royal spades where the
    /// code has them (1912 Law 4: low spades are the defensive "one spade").
    pub fn denomination_of(&self, suit: Suit) -> Denomination {
        if suit == Suit::Spades && self.denominations.contains(&Denomination::RoyalSpades) {
            Denomination::RoyalSpades
        } else {
            Denomination::of_suit(suit)
        }
    }

    /// Whether the dealer must bid now (1908 Law 47, 1912 Law 42): nobody has called yet.
    pub fn dealer_must_bid(&self) -> bool {
        self.calls.is_empty() && self.flow.dealer_must_bid.is_some()
    }

    /// Whether `call` is legal for the seat to call (Laws 18, 19; the codes' rankings).
    pub fn is_legal(&self, call: Call) -> bool {
        match call {
            Call::Pass => !self.dealer_must_bid(),
            // Laws 19A1 and 19B1, as the table applies them.
            Call::Double => may_double(self.calls, self.seat),
            Call::Redouble => may_redouble(self.calls, self.seat),
            Call::Bid(bid) => {
                bid.level() <= 7
                    && self.denominations.contains(&bid.denomination)
                    && self
                        .last_bid()
                        .is_none_or(|(_, over)| self.flow.supersedes(bid, over))
            }
        }
    }

    /// Every legal bid in a natural denomination (nullo left out), lowest first.
    pub fn legal_bids(&self) -> Vec<Bid> {
        let mut bids: Vec<Bid> = (1..=7)
            .flat_map(|level| {
                self.denominations
                    .iter()
                    .filter(|d| !d.is_nullo())
                    .filter_map(move |&d| Bid::new(level, d).ok())
            })
            .filter(|&bid| self.is_legal(Call::Bid(bid)))
            .collect();
        bids.sort_by(|a, b| {
            if self.flow.supersedes(*a, *b) {
                std::cmp::Ordering::Greater
            } else if self.flow.supersedes(*b, *a) {
                std::cmp::Ordering::Less
            } else {
                std::cmp::Ordering::Equal
            }
        });
        bids
    }
}
