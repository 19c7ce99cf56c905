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

use crate::table::Ruling;

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
    /// Cutting in: an application to an existing table, simultaneous applications.
    pub entry: &'static str,
    /// The right to succeed a retiring player.
    pub succession: &'static str,
    /// A substitute for a player who leaves during a rubber.
    pub substitute: &'static str,
    /// Membership of one table at a time.
    pub one_table: &'static str,
    /// A player who breaks up a table.
    pub break_up: &'static str,
}

/// Where a player who leaves an existing table to join another stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FromAnotherTable {
    /// With the others who have played, cutting for admission; once in, among the last to cut
    /// out (1912 Laws 23, 24).
    LastToCutOut,
    /// Lowest of all in forming a table; he draws for his first rubber with the member who
    /// would otherwise have played (Rules for Club Procedure C, E).
    RanksLowestAndDraws,
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
    /// A player leaving an existing table to join this one.
    pub from_another_table: FromAnotherTable,
    /// Whether a player who breaks up a table may not compete against the others for entry
    /// elsewhere until each has played a rubber (Rules for Club Procedure E); 1912 Law 27
    /// gives the others a prior right elsewhere, and says no more.
    pub breaker_barred: bool,
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
            (_, SeveralExposed::HighestIsHisCut) => {
                cards.iter().copied().max_by(|&a, &b| self.compare(a, b))
            }
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

    /// The ranking in words: "ace low; ties by suit, hearts, diamonds, clubs, spades (lowest
    /// first); the lowest has precedence".
    pub fn describe(&self) -> String {
        let ace = match self.ace {
            AceRanks::Low => "ace low",
            AceRanks::High => "ace high",
        };
        let suits = match self.suits {
            Some(order) => {
                let names: Vec<&str> = order.iter().map(|s| s.name()).collect();
                format!("ties by suit, {} (lowest first)", names.join(", "))
            }
            None => "equal cards cut again".to_string(),
        };
        let precedence = match self.precedence {
            Precedence::Lowest => "the lowest has precedence",
            Precedence::Highest => "the highest has precedence",
        };
        format!("{ace}; {suits}; {precedence}")
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
    from_another_table: FromAnotherTable::LastToCutOut,
    breaker_barred: false,
    laws: CutCitations {
        ranking: "1912 Law 14",
        players: "1912 Law 17",
        partners: "1912 Law 18",
        several_exposed: "1912 Law 16",
        cutting_out: "1912 Law 21",
        entry: "1912 Law 22",
        succession: "1912 Law 20",
        substitute: "1912 Law 26",
        one_table: "1912 Law 25",
        break_up: "1912 Law 27",
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
    from_another_table: FromAnotherTable::LastToCutOut,
    breaker_barred: false,
    laws: CutCitations {
        ranking: "1915 Formation of Tables",
        players: "1915 Formation of Tables",
        partners: "1915 Formation of Tables",
        several_exposed: "1915 Formation of Tables (as 1912 Law 16)",
        cutting_out: "1915 Formation of Tables",
        entry: "1915 (as 1912 Law 22)",
        succession: "1915 (as 1912 Law 20)",
        substitute: "1915 (as 1912 Law 26)",
        one_table: "1915 (as 1912 Law 25)",
        break_up: "1915 (as 1912 Law 27)",
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
    from_another_table: FromAnotherTable::LastToCutOut,
    breaker_barred: false,
    laws: CutCitations {
        ranking: "1908 (as in Bridge)",
        players: "1908 (as in Bridge)",
        partners: "1908 (as in Bridge)",
        several_exposed: "1908 (as in Bridge)",
        cutting_out: "1908 (as in Bridge)",
        entry: "1908 (as in Bridge; 1912 Law 22)",
        succession: "1908 (as in Bridge; 1912 Law 20)",
        substitute: "1908 (as in Bridge; 1912 Law 26)",
        one_table: "1908 (as in Bridge; 1912 Law 25)",
        break_up: "1908 (as in Bridge; 1912 Law 27)",
    },
};

/// Contract bridge (rubber and Chicago) with the Rules for Club Procedure: ace high, suits
/// spades, hearts, diamonds, clubs breaking ties; the highest card drawn has precedence.
pub const CONTRACT: CutRules = CutRules {
    ace: AceRanks::High,
    suits: Some([Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades]),
    precedence: Precedence::Highest,
    several_exposed: SeveralExposed::CutsAgain,
    from_another_table: FromAnotherTable::RanksLowestAndDraws,
    breaker_barred: true,
    laws: CutCitations {
        ranking: "Laws of Contract Bridge: the draw (ace high; S, H, D, C)",
        players: "Rules for Club Procedure C",
        partners: "Laws of Contract Bridge: the draw (highest deals, two highest partners)",
        several_exposed: "Laws of Contract Bridge: the draw (draws again)",
        cutting_out: "Rules for Club Procedure E",
        entry: "Rules for Club Procedure B, D",
        succession: "Rules for Club Procedure D",
        substitute: "club custom as 1912 Law 26 (the Rules for Club Procedure are silent)",
        one_table: "Rules for Club Procedure F",
        break_up: "Rules for Club Procedure E",
    },
};

/// A card drawn that the cut cannot take, or a cut that cannot be made: each names its law.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CutError {
    /// A player who is not among those to draw now.
    #[error("{law}: {name} does not draw now; the draw is among {among}")]
    NotDrawing {
        /// The player.
        name: String,
        /// Those who draw.
        among: String,
        /// The law that says who draws.
        law: &'static str,
    },
    /// A player who has already drawn in this round.
    #[error("{law}: {name} has already drawn ({card})")]
    AlreadyDrew {
        /// The player.
        name: String,
        /// His card.
        card: Card,
        /// The law.
        law: &'static str,
    },
    /// A card already drawn in this round by another player: all cut from the same pack.
    #[error("{law}: every player cuts from the same pack; {card} was drawn by {by}")]
    SameCard {
        /// The card.
        card: Card,
        /// Who drew it first.
        by: String,
        /// The law.
        law: &'static str,
    },
    /// A draw with no card.
    #[error("{name} drew no card")]
    NoCard {
        /// The player.
        name: String,
    },
    /// A cut for partners needs four players.
    #[error("{law}: four players cut for partners, not {count}")]
    NotFour {
        /// How many there were.
        count: usize,
        /// The law.
        law: &'static str,
    },
}

/// One round of drawing: each player of a group draws one card from the same pack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawRound {
    group: Vec<String>,
    drawn: Vec<(String, Card)>,
    law: &'static str,
}

impl DrawRound {
    /// A round in which each of `group` draws, under `law` (the law that makes them draw).
    pub fn new(group: Vec<String>, law: &'static str) -> DrawRound {
        DrawRound {
            group,
            drawn: Vec::new(),
            law,
        }
    }

    /// The players who draw in this round.
    pub fn group(&self) -> &[String] {
        &self.group
    }

    /// The cards drawn so far.
    pub fn drawn(&self) -> &[(String, Card)] {
        &self.drawn
    }

    /// The players still to draw.
    pub fn waiting(&self) -> Vec<&str> {
        self.group
            .iter()
            .filter(|name| !self.drawn.iter().any(|(n, _)| n == *name))
            .map(String::as_str)
            .collect()
    }

    /// Whether every player of the group has drawn.
    pub fn complete(&self) -> bool {
        self.waiting().is_empty()
    }

    /// `name` draws `cards` (more than one: he exposed several). Returns whether his cut
    /// counts: `false` when the code makes him cut again (his cards are put back).
    pub fn draw(&mut self, rules: &CutRules, name: &str, cards: &[Card]) -> Result<bool, CutError> {
        if !self.group.iter().any(|n| n == name) {
            return Err(CutError::NotDrawing {
                name: name.to_string(),
                among: self.group.join(", "),
                law: self.law,
            });
        }
        if let Some((_, card)) = self.drawn.iter().find(|(n, _)| n == name) {
            return Err(CutError::AlreadyDrew {
                name: name.to_string(),
                card: *card,
                law: self.law,
            });
        }
        if cards.is_empty() {
            return Err(CutError::NoCard {
                name: name.to_string(),
            });
        }
        for card in cards {
            if let Some((by, _)) = self.drawn.iter().find(|(_, c)| c == card) {
                return Err(CutError::SameCard {
                    card: *card,
                    by: by.clone(),
                    law: SAME_PACK,
                });
            }
        }
        match rules.cut_of_several(cards) {
            Some(card) => {
                self.drawn.push((name.to_string(), card));
                Ok(true)
            }
            None => Ok(false),
        }
    }
}

/// 1912 Law 15, and every code: all cut from the same pack.
const SAME_PACK: &str = "1912 Law 15";

/// Players being put in order of precedence by drawing cards, as far as the decisions to be
/// taken need it: players of equal standing are in one group, and a group must draw when it
/// straddles one of the `boundaries` (a place count: the four who play, the two partners of
/// the dealer...). After a draw a group splits by the cards; cards equal in the cut (the 1908
/// code) leave a smaller group, which draws again if it still straddles a boundary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawOrder {
    groups: Vec<Vec<String>>,
    boundaries: Vec<usize>,
}

impl DrawOrder {
    /// Players in groups of equal standing, the group with precedence first, and the places
    /// at which the order must be decided.
    pub fn new(groups: Vec<Vec<String>>, boundaries: Vec<usize>) -> DrawOrder {
        DrawOrder {
            groups: groups.into_iter().filter(|g| !g.is_empty()).collect(),
            boundaries,
        }
    }

    /// The group that must draw now: the first that straddles a boundary.
    pub fn must_draw(&self) -> Option<&[String]> {
        let mut start = 0;
        for group in &self.groups {
            let end = start + group.len();
            if group.len() > 1 && self.boundaries.iter().any(|&b| start < b && b < end) {
                return Some(group);
            }
            start = end;
        }
        None
    }

    /// Orders the group that drew by its cards ([`CutRules::rank`]).
    pub fn settle(&mut self, rules: &CutRules, draws: &[(String, Card)]) {
        let Some(at) = self
            .must_draw()
            .and_then(|group| self.groups.iter().position(|g| g.as_slice() == group))
        else {
            return;
        };
        let ranked = rules.rank(draws);
        self.groups.splice(at..=at, ranked);
    }

    /// The players in order of precedence once nothing is left to draw (players still equal
    /// at a place no decision needs keep their order of standing).
    pub fn decided(&self) -> Option<Vec<String>> {
        match self.must_draw() {
            Some(_) => None,
            None => Some(self.groups.iter().flatten().cloned().collect()),
        }
    }
}

/// What a card drawn did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawStep {
    /// The player exposed several cards and cuts again (his cards are put back).
    CutsAgain,
    /// Others of the round have still to draw.
    Waiting,
    /// The round is complete: these cards were drawn, and these players, equal in the cut
    /// where a decision needs them parted, draw again.
    Redraw {
        /// The round's cards.
        drawn: Vec<(String, Card)>,
        /// Those who draw again.
        group: Vec<String>,
    },
    /// The round is complete and the order decided.
    Decided {
        /// The round's cards.
        drawn: Vec<(String, Card)>,
        /// The players in order of precedence.
        order: Vec<String>,
    },
}

impl DrawStep {
    /// What the step rules, for the record: a player cutting again, the cards drawn (under
    /// the code's ranking), the players who cut again.
    pub fn rulings(&self, rules: &CutRules, name: &str) -> Vec<Ruling> {
        let ruling = |law: &'static str, text: String| Ruling { law, text };
        let drawn = |drawn: &[(String, Card)]| {
            let cards: Vec<String> = drawn.iter().map(|(n, c)| format!("{n} {c}")).collect();
            ruling(rules.laws.ranking, format!("drawn: {}", cards.join(", ")))
        };
        match self {
            DrawStep::CutsAgain => vec![ruling(
                rules.laws.several_exposed,
                format!("{name} exposed more than one card and cuts again"),
            )],
            DrawStep::Waiting => Vec::new(),
            DrawStep::Redraw {
                drawn: cards,
                group,
            } => vec![
                drawn(cards),
                ruling(
                    rules.laws.ranking,
                    format!(
                        "{} cut cards of equal value and cut again",
                        group.join(" and ")
                    ),
                ),
            ],
            DrawStep::Decided { drawn: cards, .. } => vec![drawn(cards)],
        }
    }
}

/// A draw under way: the order to be decided and the round being drawn, re-drawing equal cards
/// until the decisions are made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    order: DrawOrder,
    round: DrawRound,
}

impl Drawing {
    /// A draw to put `order` in order where its boundaries need it, under `law`; `None` when
    /// nothing needs drawing.
    pub fn new(order: DrawOrder, law: &'static str) -> Option<Drawing> {
        let group = order.must_draw()?.to_vec();
        Some(Drawing {
            order,
            round: DrawRound::new(group, law),
        })
    }

    /// The round being drawn.
    pub fn round(&self) -> &DrawRound {
        &self.round
    }

    /// `name` draws `cards`.
    pub fn draw(
        &mut self,
        rules: &CutRules,
        name: &str,
        cards: &[Card],
    ) -> Result<DrawStep, CutError> {
        if !self.round.draw(rules, name, cards)? {
            return Ok(DrawStep::CutsAgain);
        }
        if !self.round.complete() {
            return Ok(DrawStep::Waiting);
        }
        let drawn = self.round.drawn().to_vec();
        self.order.settle(rules, &drawn);
        match (self.order.must_draw(), self.order.decided()) {
            (Some(group), _) => {
                let group = group.to_vec();
                self.round = DrawRound::new(group.clone(), self.round.law);
                Ok(DrawStep::Redraw { drawn, group })
            }
            (None, Some(order)) => Ok(DrawStep::Decided { drawn, order }),
            (None, None) => Ok(DrawStep::Waiting),
        }
    }
}

/// The cut for partners: the four in order of precedence, the first dealer (who chooses seat
/// and cards) and the two partnerships.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PartnersCut {
    /// The four players, the one with precedence first.
    pub order: Vec<String>,
    /// The first dealer, who chooses his seat and the cards (1912 Law 18).
    pub dealer: String,
    /// The dealer and his partner.
    pub dealers_side: [String; 2],
    /// The other two.
    pub opponents: [String; 2],
    /// Whether the dealer chooses his seat and the cards (not in a pivot game, where the
    /// players take their seats in the fixed rotation).
    pub chooses_seat: bool,
    /// The laws the cut follows.
    pub laws: Vec<&'static str>,
}

impl PartnersCut {
    /// The partnerships from the four in order of precedence: the first two against the last
    /// two (1912 Law 18: "the two lower playing against the two higher"; contract bridge: the
    /// two highest), the first deals. Where `not_again` names last rubber's partnerships
    /// (Chicago practice (iii)), the first and second being partners again, the first plays
    /// with the third instead.
    pub fn from_order(
        rules: &CutRules,
        order: &[String],
        not_again: Option<&[[String; 2]]>,
    ) -> Result<PartnersCut, CutError> {
        let [first, second, third, fourth] = order else {
            return Err(CutError::NotFour {
                count: order.len(),
                law: rules.laws.partners,
            });
        };
        let mut laws = vec![rules.laws.ranking, rules.laws.partners];
        let were_partners = not_again.is_some_and(|pairs| {
            pairs
                .iter()
                .any(|pair| pair.contains(first) && pair.contains(second))
        });
        let (partner, others) = if were_partners {
            laws.push(NO_SECOND_RUBBER);
            (third, [second.clone(), fourth.clone()])
        } else {
            (second, [third.clone(), fourth.clone()])
        };
        Ok(PartnersCut {
            order: order.to_vec(),
            dealer: first.clone(),
            dealers_side: [first.clone(), partner.clone()],
            opponents: others,
            chooses_seat: true,
            laws,
        })
    }

    /// The cut as ruled: the partnerships and the first dealer, under the law that decided
    /// them (the code's, Chicago practice (iii), or a pivot game's rotation).
    pub fn ruling(&self) -> Ruling {
        Ruling {
            law: self.laws.last().copied().unwrap_or_default(),
            text: format!(
                "{} and {} against {} and {}; {} deals first{}",
                self.dealers_side[0],
                self.dealers_side[1],
                self.opponents[0],
                self.opponents[1],
                self.dealer,
                if self.chooses_seat {
                    " and chooses seat and cards"
                } else {
                    ""
                }
            ),
        }
    }

    /// Whether two players are partners.
    pub fn partners(&self, a: &str, b: &str) -> bool {
        [&self.dealers_side, &self.opponents]
            .iter()
            .any(|pair| pair.iter().any(|p| p == a) && pair.iter().any(|p| p == b) && a != b)
    }
}

/// Four-Deal Bridge, the practices acceptable in some clubs, (iii).
pub const NO_SECOND_RUBBER: &str =
    "Four-Deal Bridge practice (iii): no two players partners for a second consecutive rubber";

/// The boundaries of the cut for partners: who deals (after the first) and who partners whom
/// (after the second); with Chicago practice (iii) the third place too.
pub fn partner_boundaries(not_again: bool) -> Vec<usize> {
    if not_again { vec![1, 2, 3] } else { vec![1, 2] }
}

/// Reads a card drawn, written either way: `2H` (rank first, as people say it) or `H2`.
pub fn parse_drawn_card(text: &str) -> Result<Card, cards::CardError> {
    text.parse::<Card>().or_else(|first| {
        let upper = text.to_ascii_uppercase();
        match upper.char_indices().last() {
            Some((at, suit)) if Suit::from_letter(suit).is_some() && at > 0 => {
                format!("{suit}{}", &upper[..at]).parse::<Card>()
            }
            _ => Err(first),
        }
    })
}

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
        assert_eq!(PORTLAND_1908.rank(&draws), vec![vec!["C"], vec!["A", "B"]]);
    }

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    /// Reads `2H` and `H2` alike, and `10H`.
    #[test]
    fn cards_either_way() {
        assert_eq!(parse_drawn_card("2H").unwrap(), card("H2"));
        assert_eq!(parse_drawn_card("h2").unwrap(), card("H2"));
        assert_eq!(parse_drawn_card("10S").unwrap(), card("ST"));
        assert!(parse_drawn_card("2X").is_err());
    }

    /// The cut for partners with the checklist's cards (W12-14): A, 7, 7, K in 1912. Ann's ace
    /// is lowest and deals; Cy's D7 is below Bob's S7, so Ann and Cy are partners against Bob
    /// and Di.
    #[test]
    fn partners_cut_1912() {
        let rules = WHIST_CLUB_1912;
        let mut round = DrawRound::new(names(&["Ann", "Bob", "Cy", "Di"]), rules.laws.partners);
        for (name, c) in [("Ann", "AH"), ("Bob", "7S"), ("Cy", "7D"), ("Di", "KC")] {
            assert!(
                round
                    .draw(&rules, name, &[parse_drawn_card(c).unwrap()])
                    .unwrap()
            );
        }
        assert!(round.complete());
        let mut order = DrawOrder::new(
            vec![names(&["Ann", "Bob", "Cy", "Di"])],
            partner_boundaries(false),
        );
        order.settle(&rules, round.drawn());
        let cut = PartnersCut::from_order(&rules, &order.decided().unwrap(), None).unwrap();
        assert_eq!(cut.dealer, "Ann");
        assert_eq!(cut.dealers_side, ["Ann".to_string(), "Cy".to_string()]);
        assert_eq!(cut.opponents, ["Bob".to_string(), "Di".to_string()]);
    }

    /// The same cards in 1908 (suits do not rank): the two sevens tie at the partnership
    /// boundary, so Bob and Cy cut again; their new cards decide.
    #[test]
    fn equal_cards_cut_again_1908() {
        let rules = PORTLAND_1908;
        let mut order = DrawOrder::new(
            vec![names(&["Ann", "Bob", "Cy", "Di"])],
            partner_boundaries(false),
        );
        let draws: Vec<(String, Card)> = [("Ann", "HA"), ("Bob", "S7"), ("Cy", "D7"), ("Di", "CK")]
            .iter()
            .map(|(n, c)| (n.to_string(), card(c)))
            .collect();
        order.settle(&rules, &draws);
        assert_eq!(order.must_draw(), Some(&names(&["Bob", "Cy"])[..]));
        order.settle(
            &rules,
            &[("Bob".into(), card("H9")), ("Cy".into(), card("S4"))],
        );
        assert_eq!(order.decided().unwrap(), names(&["Ann", "Cy", "Bob", "Di"]));
    }

    /// Two equal cards at a place no decision needs (the two highest in 1908) are not cut
    /// again.
    #[test]
    fn a_tie_that_decides_nothing_is_not_redrawn() {
        let rules = PORTLAND_1908;
        let mut order = DrawOrder::new(
            vec![names(&["A", "B", "C", "D"])],
            partner_boundaries(false),
        );
        let draws: Vec<(String, Card)> = [("A", "H2"), ("B", "S3"), ("C", "DK"), ("D", "CK")]
            .iter()
            .map(|(n, c)| (n.to_string(), card(c)))
            .collect();
        order.settle(&rules, &draws);
        assert_eq!(order.decided().unwrap(), names(&["A", "B", "C", "D"]));
    }

    /// Checklist K-3: A draws first (highest), B second, C third, D fourth; A and B were
    /// partners last rubber, so A partners C against B and D.
    #[test]
    fn k3_no_second_consecutive_rubber() {
        let last = [
            ["A".to_string(), "B".to_string()],
            ["C".to_string(), "D".to_string()],
        ];
        let cut =
            PartnersCut::from_order(&CONTRACT, &names(&["A", "B", "C", "D"]), Some(&last)).unwrap();
        assert_eq!(cut.dealers_side, ["A".to_string(), "C".to_string()]);
        assert_eq!(cut.opponents, ["B".to_string(), "D".to_string()]);
        assert!(cut.laws.contains(&NO_SECOND_RUBBER));
    }

    /// Law 15: one pack, so a card cannot be drawn twice in a round; a player outside the
    /// round and a second draw are refused.
    #[test]
    fn a_round_refuses_what_cannot_be() {
        let rules = WHIST_CLUB_1912;
        let mut round = DrawRound::new(names(&["Ann", "Bob"]), rules.laws.partners);
        round.draw(&rules, "Ann", &[card("H2")]).unwrap();
        let same = round.draw(&rules, "Bob", &[card("H2")]).unwrap_err();
        assert_eq!(
            same.to_string(),
            "1912 Law 15: every player cuts from the same pack; H2 was drawn by Ann"
        );
        assert!(matches!(
            round.draw(&rules, "Ann", &[card("S5")]),
            Err(CutError::AlreadyDrew { .. })
        ));
        assert!(matches!(
            round.draw(&rules, "Zed", &[card("S5")]),
            Err(CutError::NotDrawing { .. })
        ));
        // 1908: several cards exposed, cut again.
        let mut round = DrawRound::new(names(&["Ann"]), PORTLAND_1908.laws.partners);
        assert!(
            !round
                .draw(&PORTLAND_1908, "Ann", &[card("H2"), card("S9")])
                .unwrap()
        );
        assert!(!round.complete());
    }

    mod properties {
        use super::*;
        use proptest::prelude::*;
        use rand::SeedableRng;
        use rand::seq::SliceRandom;

        const CODES: [CutRules; 4] = [WHIST_CLUB_1912, WHIST_CLUB_1915, PORTLAND_1908, CONTRACT];

        proptest! {
            /// Whatever the cards, in every code, rounds of drawing (each from a shuffled
            /// pack) end with the order decided, a dealer and two partnerships of two that
            /// together are the four players.
            #[test]
            fn a_cut_always_gives_a_dealer_and_two_partnerships(seed: u64, code in 0..4usize, not_again: bool) {
                let rules = CODES[code];
                let four = names(&["A", "B", "C", "D"]);
                let mut order = DrawOrder::new(vec![four.clone()], partner_boundaries(not_again));
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                let mut rounds = 0;
                while let Some(group) = order.must_draw().map(<[String]>::to_vec) {
                    rounds += 1;
                    prop_assert!(rounds < 200, "the draws never decided the order");
                    let mut pack: Vec<Card> = Card::all().collect();
                    pack.shuffle(&mut rng);
                    let draws: Vec<(String, Card)> = group.iter().cloned().zip(pack).collect();
                    order.settle(&rules, &draws);
                }
                let decided = order.decided().expect("nothing left to draw");
                let last = [["A".to_string(), "B".to_string()], ["C".to_string(), "D".to_string()]];
                let cut = PartnersCut::from_order(&rules, &decided, not_again.then_some(&last[..])).unwrap();
                let mut everyone: Vec<String> = cut.dealers_side.iter().chain(&cut.opponents).cloned().collect();
                everyone.sort();
                prop_assert_eq!(everyone, four);
                prop_assert!(cut.dealers_side.contains(&cut.dealer));
                prop_assert_eq!(&cut.dealer, &decided[0]);
                if not_again {
                    // Neither of last rubber's partnerships plays together again.
                    prop_assert!(!cut.partners("A", "B") && !cut.partners("C", "D"));
                }
            }
        }
    }
}
