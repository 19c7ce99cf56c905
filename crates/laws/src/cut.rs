//! Cutting (drawing) cards: how each code ranks the cards cut to form a table, to choose
//! partners and the first dealer, and to decide who cuts out. A code hands its [`CutRules`] out
//! through [`Code::cut_rules`](crate::Code::cut_rules); the club procedure (crate `club`)
//! applies them to the cards drawn.
//!
//! ```
//! use cards::Card;
//! use laws::CodeId;
//!
//! // 1912 Law 14: hearts lowest, spades highest; the lower card has precedence (Law 18).
//! let rules = CodeId::Auction1912.code().cut_rules().expect("the 1912 code cuts");
//! let (two_hearts, two_spades): (Card, Card) = ("H2".parse()?, "S2".parse()?);
//! assert!(rules.precedes(two_hearts, two_spades));
//! // Contract bridge: the highest card drawn has precedence, spades over hearts.
//! let rules = CodeId::Rubber.code().cut_rules().expect("rubber bridge draws");
//! assert!(rules.precedes(two_spades, two_hearts));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::cmp::Ordering;

use cards::{Card, Rank, Suit};

/// Whether the ace is the lowest or the highest card in the cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AceRanks {
    /// The ace below the two (1912 Law 14; the 1916 manual; the Laws of Bridge).
    Low,
    /// The ace above the king (contract bridge).
    High,
}

/// Which end of the ranking has precedence: plays, deals, chooses seat and cards, stays in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Precedence {
    /// The lowest card (1912 Laws 17-18: "the four who cut the lowest cards play first", "the
    /// lowest is the dealer").
    Lowest,
    /// The highest card (contract bridge: "the player who draws the highest-ranking card having
    /// precedence", Rules for Club Procedure C).
    Highest,
}

/// What counts when a player exposes more than one card in cutting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeveralExposed {
    /// The highest of them is his cut (1912 Law 16).
    HighestIsHisCut,
    /// He cuts again.
    CutsAgain,
}

/// The laws a cut cites.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CutCitations {
    /// How cards rank in the cut.
    pub ranking: &'static str,
    /// Cutting for the right to play when there are more than four candidates.
    pub players: &'static str,
    /// Cutting for partners, the first dealer and his choice of seat and cards.
    pub partners: &'static str,
    /// A player who exposes more than one card.
    pub several_exposed: &'static str,
    /// Cutting out at the end of a rubber.
    pub cutting_out: &'static str,
}

/// How a code ranks cards cut or drawn, and which of them has precedence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CutRules {
    /// Where the ace ranks.
    pub ace: AceRanks,
    /// The suits from lowest to highest where the suit breaks a tie of rank; `None` where cards
    /// of the same rank are equal and the players who cut them cut again.
    pub suits: Option<[Suit; 4]>,
    /// Which card has precedence.
    pub precedence: Precedence,
    /// A player exposing more than one card.
    pub several_exposed: SeveralExposed,
    /// The laws cited.
    pub laws: CutCitations,
}

impl CutRules {
    /// How two cut cards compare, lowest first: by rank (the ace where the code puts it),
    /// then by suit where the code ranks suits. `Equal` only for cards of one rank in a code
    /// whose suits do not rank (or for the same card).
    pub fn compare(&self, a: Card, b: Card) -> Ordering {
        self.rank_value(a.rank)
            .cmp(&self.rank_value(b.rank))
            .then_with(|| match self.suits {
                Some(order) => suit_place(order, a.suit).cmp(&suit_place(order, b.suit)),
                None => Ordering::Equal,
            })
    }

    /// Whether card `a` has precedence over card `b` (plays, deals, stays in before him).
    pub fn precedes(&self, a: Card, b: Card) -> bool {
        let order = self.compare(a, b);
        match self.precedence {
            Precedence::Lowest => order == Ordering::Less,
            Precedence::Highest => order == Ordering::Greater,
        }
    }

    /// Whether two cards are equal in the cut (the players cut again to part them).
    pub fn tie(&self, a: Card, b: Card) -> bool {
        self.compare(a, b) == Ordering::Equal
    }

    /// The card a player's cut counts as when he exposed several: the highest (1912 Law 16),
    /// or none, and he cuts again. `None` also for no cards at all.
    pub fn cut_of_several(&self, cards: &[Card]) -> Option<Card> {
        match (cards, self.several_exposed) {
            ([card], _) => Some(*card),
            (_, SeveralExposed::HighestIsHisCut) => cards
                .iter()
                .copied()
                .max_by(|&a, &b| self.compare(a, b)),
            (_, SeveralExposed::CutsAgain) => None,
        }
    }

    /// The players' draws grouped by precedence: the group with precedence first; a group of
    /// more than one holds players whose cards are equal in the cut.
    pub fn rank<P: Clone>(&self, draws: &[(P, Card)]) -> Vec<Vec<P>> {
        let mut sorted: Vec<&(P, Card)> = draws.iter().collect();
        sorted.sort_by(|a, b| {
            let order = self.compare(a.1, b.1);
            match self.precedence {
                Precedence::Lowest => order,
                Precedence::Highest => order.reverse(),
            }
        });
        let mut groups: Vec<(Card, Vec<P>)> = Vec::new();
        for (player, card) in sorted {
            match groups.last_mut() {
                Some((first, group)) if self.tie(*first, *card) => group.push(player.clone()),
                _ => groups.push((*card, vec![player.clone()])),
            }
        }
        groups.into_iter().map(|(_, group)| group).collect()
    }

    fn rank_value(&self, rank: Rank) -> u8 {
        match (rank, self.ace) {
            (Rank::Ace, AceRanks::Low) => 1,
            _ => rank.number(),
        }
    }
}

fn suit_place(order: [Suit; 4], suit: Suit) -> usize {
    order.iter().position(|&s| s == suit).unwrap_or(0)
}

/// The Whist Club of New York's 1912 code (Laws 14-27): ace lowest; hearts lowest, then
/// diamonds, clubs, spades highest; the lowest cut has precedence; of several cards exposed
/// the highest is the cut.
pub const WHIST_CLUB_1912: CutRules = CutRules {
    ace: AceRanks::Low,
    suits: Some([Suit::Hearts, Suit::Diamonds, Suit::Clubs, Suit::Spades]),
    precedence: Precedence::Lowest,
    several_exposed: SeveralExposed::HighestIsHisCut,
    laws: CutCitations {
        ranking: "1912 Law 14",
        players: "1912 Law 17",
        partners: "1912 Law 18",
        several_exposed: "1912 Law 16",
        cutting_out: "1912 Law 21",
    },
};

/// The Whist Club's 1915 code as the Boston 1916 manual gives it ("Formation of Tables"):
/// ace low; spades low, hearts next, diamonds next, clubs high; the two lower partners
/// against the two higher, the lowest deals with choice of cards and seats. The manual says
/// nothing of several cards exposed: the 1912 rule (Law 16) is kept (docs/laws-decisions.md).
pub const WHIST_CLUB_1915: CutRules = CutRules {
    ace: AceRanks::Low,
    suits: Some([Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]),
    precedence: Precedence::Lowest,
    several_exposed: SeveralExposed::HighestIsHisCut,
    laws: CutCitations {
        ranking: "1915 Formation of Tables",
        players: "1915 Formation of Tables",
        partners: "1915 Formation of Tables",
        several_exposed: "1915 Formation of Tables (as 1912 Law 16)",
        cutting_out: "1915 Formation of Tables",
    },
};

/// The 1908 code, whose laws on cutting are "as in Bridge": the Laws of Bridge of the period
/// rank the ace lowest and the lowest cut deals, but give the suits no order: players cutting
/// cards of equal value cut again (docs/laws-decisions.md, Q-9).
pub const PORTLAND_1908: CutRules = CutRules {
    ace: AceRanks::Low,
    suits: None,
    precedence: Precedence::Lowest,
    several_exposed: SeveralExposed::CutsAgain,
    laws: CutCitations {
        ranking: "1908 (as in Bridge): ace lowest, equal cards cut again",
        players: "1908 (as in Bridge): the four lowest play",
        partners: "1908 (as in Bridge): the two lowest against the two highest, the lowest deals",
        several_exposed: "1908 (as in Bridge): cut again",
        cutting_out: "1908 (as in Bridge): the highest are out",
    },
};

/// Contract bridge (rubber and Chicago) with the Rules for Club Procedure: ace high, suits
/// spades, hearts, diamonds, clubs breaking ties; the highest card drawn has precedence.
pub const CONTRACT: CutRules = CutRules {
    ace: AceRanks::High,
    suits: Some([Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades]),
    precedence: Precedence::Highest,
    several_exposed: SeveralExposed::CutsAgain,
    laws: CutCitations {
        ranking: "Laws of Contract Bridge: the draw (ace high; S, H, D, C)",
        players: "Rules for Club Procedure C",
        partners: "Laws of Contract Bridge: the draw (highest deals, two highest partners)",
        several_exposed: "Laws of Contract Bridge: the draw (draws again)",
        cutting_out: "Rules for Club Procedure E",
    },
};

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().expect("a card")
    }

    /// Checklist W12-14: 2H against 2S, the heart is lower; with A, 7, 7, K the ace cuts lowest
    /// and deals (Law 14, 18).
    #[test]
    fn w12_14_hearts_lowest_ace_lowest() {
        let rules = WHIST_CLUB_1912;
        assert!(rules.precedes(card("H2"), card("S2")));
        let draws = [
            ("Ann", card("HA")),
            ("Bob", card("S7")),
            ("Cy", card("D7")),
            ("Di", card("CK")),
        ];
        // D7 below S7: diamonds rank below spades.
        assert_eq!(
            rules.rank(&draws),
            vec![vec!["Ann"], vec!["Cy"], vec!["Bob"], vec!["Di"]]
        );
    }

    /// Checklist W15-14: 5S against 5C, the spade is lower in the 1915 code (the reverse of
    /// 1912, where the club is lower).
    #[test]
    fn w15_14_spades_lowest() {
        assert!(WHIST_CLUB_1915.precedes(card("S5"), card("C5")));
        assert!(WHIST_CLUB_1912.precedes(card("C5"), card("S5")));
        assert!(WHIST_CLUB_1915.precedes(card("H9"), card("D9")));
    }

    /// Checklist CP-DR: HK against SK, the spade ranks higher and has precedence; the ace is
    /// high.
    #[test]
    fn cp_dr_contract_highest_has_precedence() {
        assert!(CONTRACT.precedes(card("SK"), card("HK")));
        assert!(CONTRACT.precedes(card("CA"), card("SK")));
        assert!(!CONTRACT.precedes(card("HK"), card("SK")));
    }

    /// 1912 Law 16: of several cards exposed, the highest is his cut; the 1908 code cuts again.
    #[test]
    fn several_cards_exposed() {
        let cards = [card("S3"), card("HA"), card("D9")];
        assert_eq!(WHIST_CLUB_1912.cut_of_several(&cards), Some(card("D9")));
        assert_eq!(PORTLAND_1908.cut_of_several(&cards), None);
        assert_eq!(
            PORTLAND_1908.cut_of_several(&[card("D9")]),
            Some(card("D9"))
        );
    }

    /// The 1908 code gives the suits no order: two sevens tie.
    #[test]
    fn equal_cards_tie_in_1908_only() {
        assert!(PORTLAND_1908.tie(card("S7"), card("D7")));
        assert!(!WHIST_CLUB_1912.tie(card("S7"), card("D7")));
        let draws = [("A", card("S7")), ("B", card("D7")), ("C", card("HA"))];
        assert_eq!(
            PORTLAND_1908.rank(&draws),
            vec![vec!["C"], vec!["A", "B"]]
        );
    }
}
