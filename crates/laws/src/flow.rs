//! How a code runs the auction when nothing goes wrong: which bid supersedes which, whether
//! the dealer may pass, and what four passes mean. Codes describe it as data; the table engine
//! reads it.

use crate::call::Bid;
use crate::contract::Denomination;

/// How bids are ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BidRanking {
    /// By the number of tricks, then by denomination, clubs lowest and no trump highest
    /// (contract bridge, Law 18; the 1915 auction code).
    ByLevel,
    /// By point value, the number of odd tricks times the denomination's trick value, a tie
    /// going to the bid of more tricks (1908 Law 48, 1912 Law 44). The table gives each
    /// denomination's trick value.
    ByValue(&'static [(Denomination, u32)]),
}

/// What happens when all four players pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AllPass {
    /// The deal is passed out and scores nothing (duplicate, Law 22A).
    PassedOut,
    /// The cards are dealt again (rubber, Chicago, the 1915 code).
    Redeal,
}

/// The legal flow of a code's auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuctionFlow {
    /// How bids are ordered.
    pub ranking: BidRanking,
    /// Where the dealer must bid rather than pass, the law that says so (1908 Law 47, 1912
    /// Law 42).
    pub dealer_must_bid: Option<&'static str>,
    /// What four passes mean.
    pub all_pass: AllPass,
    /// The law that orders bids, cited when a bid is insufficient.
    pub ranking_law: &'static str,
    /// Where three closing passes (four, with no bid) do not end the auction if one of them,
    /// made out of rotation, took a player's turn away, the law that says so (2017 Law 17D3,
    /// 2007 Law 34); the auction then reverts to that player.
    pub retains_right_to_call: Option<&'static str>,
}

impl AuctionFlow {
    /// Contract bridge (duplicate and rubber): Law 18 and Law 22.
    pub const CONTRACT_DUPLICATE: AuctionFlow = AuctionFlow {
        ranking: BidRanking::ByLevel,
        dealer_must_bid: None,
        all_pass: AllPass::PassedOut,
        ranking_law: "Law 18",
        retains_right_to_call: Some("Law 17D3 (2007: Law 34)"),
    };

    /// Contract rubber and Chicago bridge: Law 18; four passes and the cards are dealt again.
    pub const CONTRACT_RUBBER: AuctionFlow = AuctionFlow {
        ranking: BidRanking::ByLevel,
        dealer_must_bid: None,
        all_pass: AllPass::Redeal,
        ranking_law: "Law 18",
        retains_right_to_call: Some("Law 34"),
    };

    /// Whether `bid` supersedes `over`.
    pub fn supersedes(&self, bid: Bid, over: Bid) -> bool {
        self.rank(bid) > self.rank(over)
    }

    /// The lowest bid in `denomination` that supersedes `over` (at most seven), if any.
    pub fn lowest_sufficient(&self, denomination: Denomination, over: Bid) -> Option<Bid> {
        (1..=7)
            .filter_map(|level| Bid::new(level, denomination).ok())
            .find(|bid| self.supersedes(*bid, over))
    }

    /// A key that orders bids as the code does.
    fn rank(&self, bid: Bid) -> (u32, u32) {
        let level = u32::from(bid.level());
        match self.ranking {
            BidRanking::ByLevel => (level, denomination_order(bid.denomination)),
            BidRanking::ByValue(values) => {
                let value = values
                    .iter()
                    .find(|(d, _)| *d == bid.denomination)
                    .map_or(0, |(_, v)| *v);
                (level * value, level)
            }
        }
    }
}

/// Law 18: clubs, diamonds, hearts, spades, no trump, lowest first; nullo, where a code has
/// it, between spades and no trump (the 1915 code with nullos, checklist Q-22).
fn denomination_order(denomination: Denomination) -> u32 {
    match denomination {
        Denomination::Clubs => 0,
        Denomination::Diamonds => 1,
        Denomination::Hearts => 2,
        Denomination::Spades | Denomination::RoyalSpades => 3,
        Denomination::Nullo => 4,
        Denomination::NoTrump => 5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bid(text: &str) -> Bid {
        text.parse::<crate::call::Call>().unwrap().bid().unwrap()
    }

    #[test]
    fn law_18_orders_by_level_then_denomination() {
        let flow = AuctionFlow::CONTRACT_DUPLICATE;
        assert!(flow.supersedes(bid("2C"), bid("1NT")));
        assert!(!flow.supersedes(bid("1S"), bid("1NT")));
        assert!(flow.supersedes(bid("1NT"), bid("1S")));
        assert!(!flow.supersedes(bid("1H"), bid("1H")));
        assert_eq!(
            flow.lowest_sufficient(Denomination::Hearts, bid("1NT")),
            Some(bid("2H"))
        );
        assert_eq!(
            flow.lowest_sufficient(Denomination::Clubs, bid("7NT")),
            None
        );
    }

    /// 1912 Law 44 and the checklist's row A-12: S2 C6 D7 H8 RS9 NT10, ties to more tricks.
    #[test]
    fn value_ranking_ties_go_to_more_tricks() {
        let flow = crate::codes::auction_bridge::rules::WHIST_CLUB_1912.flow();
        assert_eq!(flow.ranking_law, "1912 Law 44");
        assert!(flow.supersedes(bid("3S"), bid("1C"))); // 6 = 6, more tricks
        assert!(flow.supersedes(bid("4S"), bid("1H"))); // 8 = 8, more tricks
        assert!(flow.supersedes(bid("3C"), bid("2RS"))); // 18 = 18, more tricks
        assert!(!flow.supersedes(bid("2D"), bid("2RS"))); // 14 < 18
        assert_eq!(
            flow.lowest_sufficient(Denomination::Hearts, bid("2RS")),
            Some(bid("3H"))
        );
    }
}
