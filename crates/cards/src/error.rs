//! Errors of the card vocabulary, each saying what was wrong and where.

use thiserror::Error;

use crate::card::{Card, Suit};
use crate::seat::Seat;

/// A card, suit, rank, seat or side that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CardError {
    /// A suit letter other than S, H, D, C.
    #[error("unknown suit '{0}': suits are S, H, D and C")]
    UnknownSuit(char),
    /// A rank character other than A K Q J T 9 .. 2.
    #[error("unknown rank '{0}': ranks are A K Q J T 9 8 7 6 5 4 3 2")]
    UnknownRank(char),
    /// A seat other than N, E, S, W.
    #[error("unknown seat '{0}': seats are N, E, S and W")]
    UnknownSeat(String),
    /// A side other than NS or EW.
    #[error("unknown side '{0}': sides are NS and EW")]
    UnknownSide(String),
    /// Text that is not a card at all.
    #[error("'{0}' is not a card: write the suit then the rank, as SA, HT or D2")]
    Malformed(String),
}

/// A deal that is not four hands of 13 distinct cards, or PBN deal notation that could not be
/// read. Each variant names the hand (and the card) at fault.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DealError {
    /// The notation does not begin with the first hand's seat and a colon.
    #[error(
        "a deal begins with the seat of its first hand and a colon, as 'N:AKQ2.T98.765.432 ...'; found '{0}'"
    )]
    MissingFirstSeat(String),
    /// Not four hands.
    #[error("a deal has four hands separated by spaces; found {0}")]
    WrongHandCount(usize),
    /// A hand without its four suits.
    #[error(
        "{seat}'s hand '{text}' has {found} suits; write four, spades first, separated by dots"
    )]
    WrongSuitCount {
        /// The hand at fault.
        seat: Seat,
        /// The hand as written.
        text: String,
        /// How many dot-separated suits it had.
        found: usize,
    },
    /// A character that is no rank.
    #[error("{seat}'s hand has '{character}' among its {suit_name}: ranks are A K Q J T 9 8 7 6 5 4 3 2", suit_name = .suit.name())]
    UnknownCharacter {
        /// The hand at fault.
        seat: Seat,
        /// The suit being read.
        suit: Suit,
        /// The character found.
        character: char,
    },
    /// The same card twice.
    #[error("{card} appears twice: in {first}'s hand and in {second}'s")]
    DuplicateCard {
        /// The repeated card.
        card: Card,
        /// The first hand that holds it.
        first: Seat,
        /// The second hand that holds it (the same seat if it is written twice in one hand).
        second: Seat,
    },
    /// A hand without exactly 13 cards.
    #[error("{seat}'s hand has {count} cards; every hand of a deal has 13")]
    WrongCardCount {
        /// The hand at fault.
        seat: Seat,
        /// How many cards it has.
        count: usize,
    },
    /// More than one hand is unknown, so the deal cannot be completed.
    #[error("the hands of {} are unknown; a full deal can infer at most one hand", seats_list(.0))]
    UnknownHands(Vec<Seat>),
}

fn seats_list(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A board number that cannot be.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BoardError {
    /// Boards are numbered from 1 (Law 2).
    #[error("Law 2: boards are numbered from 1; there is no board {0}")]
    NotPositive(i64),
}
