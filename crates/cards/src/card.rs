//! Suits, ranks and cards (Law 1: the pack).

use std::fmt;
use std::str::FromStr;

use crate::error::CardError;
use crate::serde_via_str;

/// One of the four suits. The discriminants order the suits as contract bridge ranks them
/// for bidding (Law 1B): clubs lowest, spades highest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    /// Clubs (♣), the lowest-ranking suit in contract bridge.
    Clubs = 0,
    /// Diamonds (♦).
    Diamonds = 1,
    /// Hearts (♥).
    Hearts = 2,
    /// Spades (♠), the highest-ranking suit in contract bridge.
    Spades = 3,
}

impl Suit {
    /// All suits from clubs up to spades.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
    /// The suits in the order PBN and hand diagrams write them: spades, hearts, diamonds, clubs.
    pub const DISPLAY_ORDER: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit's index, 0 for clubs to 3 for spades.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit with the given index (0 clubs .. 3 spades).
    pub const fn from_index(index: usize) -> Option<Suit> {
        match index {
            0 => Some(Suit::Clubs),
            1 => Some(Suit::Diamonds),
            2 => Some(Suit::Hearts),
            3 => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The letter used in PBN and in contracts: `S`, `H`, `D` or `C`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// The suit's name in words, plural: `spades`, `hearts`, `diamonds`, `clubs`.
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    /// The suit symbol used in hand diagrams.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The suit named by a letter (either case).
    pub fn from_letter(letter: char) -> Option<Suit> {
        match letter.to_ascii_uppercase() {
            'C' => Some(Suit::Clubs),
            'D' => Some(Suit::Diamonds),
            'H' => Some(Suit::Hearts),
            'S' => Some(Suit::Spades),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Suit {
    type Err = CardError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Suit::from_letter(c).ok_or(CardError::UnknownSuit(c)),
            _ => Err(CardError::Malformed(s.to_string())),
        }
    }
}

serde_via_str!(Suit);

/// The rank of a card, two lowest and ace highest (Law 1A). The discriminant is the rank's
/// number (two = 2 .. ace = 14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)] // the variant names say it all
pub enum Rank {
    Two = 2,
    Three = 3,
    Four = 4,
    Five = 5,
    Six = 6,
    Seven = 7,
    Eight = 8,
    Nine = 9,
    Ten = 10,
    Jack = 11,
    Queen = 12,
    King = 13,
    Ace = 14,
}

impl Rank {
    /// All ranks from two up to ace.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank's number, 2 for a two up to 14 for an ace.
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// The rank with the given number (2..=14).
    pub const fn from_number(number: u8) -> Option<Rank> {
        if number >= 2 && number <= 14 {
            Some(Rank::ALL[(number - 2) as usize])
        } else {
            None
        }
    }

    /// The character PBN writes: `A K Q J T 9 .. 2`.
    pub const fn letter(self) -> char {
        match self {
            Rank::Ace => 'A',
            Rank::King => 'K',
            Rank::Queen => 'Q',
            Rank::Jack => 'J',
            Rank::Ten => 'T',
            other => (b'0' + other as u8) as char,
        }
    }

    /// The rank named by a character (`A K Q J T 9 .. 2`, either case).
    pub fn from_letter(letter: char) -> Option<Rank> {
        match letter.to_ascii_uppercase() {
            'A' => Some(Rank::Ace),
            'K' => Some(Rank::King),
            'Q' => Some(Rank::Queen),
            'J' => Some(Rank::Jack),
            'T' => Some(Rank::Ten),
            d @ '2'..='9' => Rank::from_number(d as u8 - b'0'),
            _ => None,
        }
    }

    /// Milton Work's high-card points: ace 4, king 3, queen 2, jack 1.
    pub const fn high_card_points(self) -> u8 {
        match self {
            Rank::Ace => 4,
            Rank::King => 3,
            Rank::Queen => 2,
            Rank::Jack => 1,
            _ => 0,
        }
    }

    /// Whether the rank is one of the five honors (ace, king, queen, jack, ten).
    pub const fn is_honor(self) -> bool {
        self as u8 >= Rank::Ten as u8
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A playing card: a suit and a rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    /// The card's suit.
    pub suit: Suit,
    /// The card's rank.
    pub rank: Rank,
}

impl Card {
    /// The card of the given suit and rank.
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card { suit, rank }
    }

    /// The card's bit in a [`crate::Hand`]: 16 bits per suit, the rank's number within it.
    pub(crate) const fn bit(self) -> u64 {
        1 << (self.suit as u32 * 16 + self.rank as u32)
    }

    /// Every card of the pack, clubs two first, spades ace last.
    pub fn all() -> impl Iterator<Item = Card> {
        Suit::ALL
            .into_iter()
            .flat_map(|suit| Rank::ALL.into_iter().map(move |rank| Card::new(suit, rank)))
    }
}

/// Cards are written suit then rank, `SA`, `HT`, `D2` (the form of PBN's play section).
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit, self.rank)
    }
}

/// Reads `SA`, `ht`, `D2`, and `S10` for the ten.
impl FromStr for Card {
    type Err = CardError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        let suit_char = chars
            .next()
            .ok_or_else(|| CardError::Malformed(s.to_string()))?;
        let suit = Suit::from_letter(suit_char).ok_or(CardError::UnknownSuit(suit_char))?;
        let rest = chars.as_str();
        let rank = match rest {
            "10" => Rank::Ten,
            _ => {
                let mut rank_chars = rest.chars();
                match (rank_chars.next(), rank_chars.next()) {
                    (Some(c), None) => Rank::from_letter(c).ok_or(CardError::UnknownRank(c))?,
                    _ => return Err(CardError::Malformed(s.to_string())),
                }
            }
        };
        Ok(Card::new(suit, rank))
    }
}

serde_via_str!(Card);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_has_52_distinct_cards() {
        let cards: std::collections::HashSet<Card> = Card::all().collect();
        assert_eq!(cards.len(), 52);
    }

    #[test]
    fn cards_read_and_write_suit_then_rank() {
        for card in Card::all() {
            assert_eq!(card.to_string().parse::<Card>().unwrap(), card);
        }
        assert_eq!(
            "s10".parse::<Card>().unwrap(),
            Card::new(Suit::Spades, Rank::Ten)
        );
        assert_eq!("HT".parse::<Card>().unwrap().to_string(), "HT");
    }

    #[test]
    fn bad_cards_are_explained() {
        assert_eq!("XA".parse::<Card>(), Err(CardError::UnknownSuit('X')));
        assert_eq!("S1".parse::<Card>(), Err(CardError::UnknownRank('1')));
        assert!(matches!(
            "SAK".parse::<Card>(),
            Err(CardError::Malformed(_))
        ));
        assert!(matches!("".parse::<Card>(), Err(CardError::Malformed(_))));
    }

    #[test]
    fn honors_are_ace_to_ten() {
        let honors: Vec<Rank> = Rank::ALL.into_iter().filter(|r| r.is_honor()).collect();
        assert_eq!(
            honors,
            [Rank::Ten, Rank::Jack, Rank::Queen, Rank::King, Rank::Ace]
        );
    }
}
