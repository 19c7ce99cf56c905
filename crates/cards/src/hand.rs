//! A hand, or any set of cards, as one 64-bit word.

use std::fmt::{self, Write};
use std::ops::{BitAnd, BitOr, BitOrAssign, Not, Sub};

use crate::card::{Card, Rank, Suit};

/// The valid card bits: ranks 2..=14 in each of the four 16-bit suit lanes.
const SUIT_MASK: u64 = 0x7ffc;
const ALL_CARDS: u64 = SUIT_MASK | SUIT_MASK << 16 | SUIT_MASK << 32 | SUIT_MASK << 48;

/// A set of cards. Suit `s` occupies bits `16*s + 2 ..= 16*s + 14`, the bit of a card being its
/// rank's number, so a suit holding is `(bits >> 16*s) & 0xffff`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand(u64);

impl Hand {
    /// The empty set.
    pub const EMPTY: Hand = Hand(0);
    /// The whole pack of 52 cards.
    pub const FULL: Hand = Hand(ALL_CARDS);

    /// The set's bits (see the type's documentation for the layout).
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set with the given bits; bits outside the 52 cards are dropped.
    pub const fn from_bits(bits: u64) -> Hand {
        Hand(bits & ALL_CARDS)
    }

    /// Whether the set holds the card.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    /// Adds a card; returns false if it was already there.
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= card.bit();
        new
    }

    /// Removes a card; returns false if it was not there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !card.bit();
        had
    }

    /// The number of cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards of one suit, as rank bits (bit `r` set for the rank numbered `r`).
    pub const fn suit_bits(self, suit: Suit) -> u16 {
        (self.0 >> (suit as u32 * 16)) as u16
    }

    /// The cards of one suit, as a set.
    pub const fn suit(self, suit: Suit) -> Hand {
        Hand(self.0 & (SUIT_MASK << (suit as u32 * 16)))
    }

    /// How many cards of the suit the set holds.
    pub const fn suit_len(self, suit: Suit) -> usize {
        self.suit_bits(suit).count_ones() as usize
    }

    /// The cards of a suit from the highest rank down.
    pub fn ranks_descending(self, suit: Suit) -> impl Iterator<Item = Rank> {
        let bits = self.suit_bits(suit);
        Rank::ALL
            .into_iter()
            .rev()
            .filter(move |rank| bits & (1 << rank.number()) != 0)
    }

    /// The cards, spades first and each suit from the top down (the order of a hand diagram).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        Suit::DISPLAY_ORDER.into_iter().flat_map(move |suit| {
            self.ranks_descending(suit)
                .map(move |rank| Card::new(suit, rank))
        })
    }

    /// High-card points: ace 4, king 3, queen 2, jack 1.
    pub fn high_card_points(self) -> u32 {
        self.iter()
            .map(|card| u32::from(card.rank.high_card_points()))
            .sum()
    }

    /// The number of cards in each suit.
    pub fn shape(self) -> Shape {
        Shape(Suit::DISPLAY_ORDER.map(|suit| self.suit_len(suit) as u8))
    }

    /// The number of the five trump honors (A K Q J 10) of `suit` in the set.
    pub fn honors_in(self, suit: Suit) -> usize {
        self.ranks_descending(suit)
            .filter(|rank| rank.is_honor())
            .count()
    }

    /// The number of aces in the set.
    pub fn aces(self) -> usize {
        Suit::ALL
            .into_iter()
            .filter(|&suit| self.contains(Card::new(suit, Rank::Ace)))
            .count()
    }
}

impl FromIterator<Card> for Hand {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Hand {
        let mut hand = Hand::EMPTY;
        for card in iter {
            hand.insert(card);
        }
        hand
    }
}

impl BitOr for Hand {
    type Output = Hand;
    fn bitor(self, rhs: Hand) -> Hand {
        Hand(self.0 | rhs.0)
    }
}

impl BitOrAssign for Hand {
    fn bitor_assign(&mut self, rhs: Hand) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for Hand {
    type Output = Hand;
    fn bitand(self, rhs: Hand) -> Hand {
        Hand(self.0 & rhs.0)
    }
}

impl Sub for Hand {
    type Output = Hand;
    fn sub(self, rhs: Hand) -> Hand {
        Hand(self.0 & !rhs.0)
    }
}

/// The complement within the pack.
impl Not for Hand {
    type Output = Hand;
    fn not(self) -> Hand {
        Hand(!self.0 & ALL_CARDS)
    }
}

/// PBN hand notation: the four suits spades first, separated by dots (`AKQ2.T98.765.432`;
/// a void is an empty field, `AKQJT98765432...`).
impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, suit) in Suit::DISPLAY_ORDER.into_iter().enumerate() {
            if i > 0 {
                f.write_str(".")?;
            }
            for rank in self.ranks_descending(suit) {
                f.write_char(rank.letter())?;
            }
        }
        Ok(())
    }
}

/// The number of cards in each suit, in the order spades, hearts, diamonds, clubs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape(pub [u8; 4]);

impl Shape {
    /// The suit lengths from the longest down: the hand pattern (`[4, 3, 3, 3]`).
    pub fn pattern(self) -> [u8; 4] {
        let mut lengths = self.0;
        lengths.sort_unstable_by(|a, b| b.cmp(a));
        lengths
    }
}

/// Writes the exact shape `S=H=D=C`, as `5=4=3=1`.
impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [s, h, d, c] = self.0;
        write!(f, "{s}={h}={d}={c}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn set_operations() {
        let mut hand = Hand::EMPTY;
        assert!(hand.insert(card("SA")));
        assert!(!hand.insert(card("SA")));
        hand.insert(card("C2"));
        assert_eq!(hand.len(), 2);
        assert!(hand.contains(card("C2")));
        assert_eq!((!hand).len(), 50);
        assert_eq!(Hand::FULL.len(), 52);
        assert!(hand.remove(card("SA")));
        assert!(!hand.contains(card("SA")));
        assert_eq!(hand.suit_bits(Suit::Clubs), 1 << 2);
    }

    #[test]
    fn iterates_like_a_hand_diagram() {
        let hand: Hand = ["C2", "SA", "HT", "S2", "DK"]
            .map(card)
            .into_iter()
            .collect();
        let order: Vec<String> = hand.iter().map(|c| c.to_string()).collect();
        assert_eq!(order, ["SA", "S2", "HT", "DK", "C2"]);
        assert_eq!(hand.to_string(), "A2.T.K.2");
    }

    #[test]
    fn points_shape_and_honors() {
        let hand: Hand = [
            "SA", "SK", "SQ", "S2", "HT", "H9", "H8", "D7", "D6", "D5", "C4", "C3", "CJ",
        ]
        .map(card)
        .into_iter()
        .collect();
        assert_eq!(hand.high_card_points(), 4 + 3 + 2 + 1);
        assert_eq!(hand.shape().to_string(), "4=3=3=3");
        assert_eq!(hand.shape().pattern(), [4, 3, 3, 3]);
        assert_eq!(hand.honors_in(Suit::Spades), 3);
        assert_eq!(hand.honors_in(Suit::Hearts), 1);
        assert_eq!(hand.aces(), 1);
    }
}
