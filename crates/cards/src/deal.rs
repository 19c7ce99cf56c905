//! Deals: four hands that together hold each card of the pack once.

use std::fmt;
use std::str::FromStr;

use crate::card::Card;
use crate::error::DealError;
use crate::hand::Hand;
use crate::seat::Seat;
use crate::serde_via_str;

/// A complete deal: four hands of 13 cards, 52 distinct cards in all (Law 1, Law 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Deal {
    hands: [Hand; 4],
}

impl Deal {
    /// A deal from the hands of North, East, South and West, checked to be 4 x 13 distinct cards.
    pub fn new(hands: [Hand; 4]) -> Result<Deal, DealError> {
        check_disjoint(hands.map(Some))?;
        for seat in Seat::ALL {
            let count = hands[seat.index()].len();
            if count != 13 {
                return Err(DealError::WrongCardCount { seat, count });
            }
        }
        Ok(Deal { hands })
    }

    /// The hand of a seat.
    pub const fn hand(&self, seat: Seat) -> Hand {
        self.hands[seat.index()]
    }

    /// The four hands, North's first.
    pub const fn hands(&self) -> [Hand; 4] {
        self.hands
    }

    /// The seat that holds a card.
    pub fn holder(&self, card: Card) -> Seat {
        Seat::ALL
            .into_iter()
            .find(|&seat| self.hand(seat).contains(card))
            .expect("a complete deal holds every card")
    }

    /// PBN deal notation starting from the given seat: `E:hand hand hand hand`.
    pub fn to_pbn(&self, first: Seat) -> String {
        PartialDeal::from(*self).to_pbn(first)
    }
}

/// PBN deal notation from North: `N:AKQ2.T98.765.432 ...`.
impl fmt::Display for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pbn(Seat::North))
    }
}

/// Reads PBN deal notation. One unknown hand (`-`) is inferred from the other three.
impl FromStr for Deal {
    type Err = DealError;
    fn from_str(s: &str) -> Result<Deal, DealError> {
        s.parse::<PartialDeal>()?.complete()
    }
}

serde_via_str!(Deal);

/// A deal whose hands may be unknown (`-` in PBN) or hold fewer than 13 cards, as in a
/// problem or an ending; the hands known are disjoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PartialDeal {
    hands: [Option<Hand>; 4],
}

impl PartialDeal {
    /// A partial deal from the hands of North, East, South and West, checked to be disjoint.
    pub fn new(hands: [Option<Hand>; 4]) -> Result<PartialDeal, DealError> {
        check_disjoint(hands)?;
        Ok(PartialDeal { hands })
    }

    /// The hand of a seat, if known.
    pub const fn hand(&self, seat: Seat) -> Option<Hand> {
        self.hands[seat.index()]
    }

    /// The full deal, inferring one unknown hand as the cards no other hand holds.
    pub fn complete(&self) -> Result<Deal, DealError> {
        let unknown: Vec<Seat> = Seat::ALL
            .into_iter()
            .filter(|seat| self.hand(*seat).is_none())
            .collect();
        if unknown.len() > 1 {
            return Err(DealError::UnknownHands(unknown));
        }
        let known = self
            .hands
            .iter()
            .flatten()
            .fold(Hand::EMPTY, |all, &hand| all | hand);
        Deal::new(self.hands.map(|hand| hand.unwrap_or(!known)))
    }

    /// PBN deal notation starting from the given seat, `-` for an unknown hand.
    pub fn to_pbn(&self, first: Seat) -> String {
        use std::fmt::Write;
        let mut text = String::with_capacity(72);
        text.push(first.letter());
        text.push(':');
        for step in 0..4 {
            if step > 0 {
                text.push(' ');
            }
            match self.hand(first.clockwise(step)) {
                Some(hand) => {
                    let _ = write!(text, "{hand}"); // writing to a String cannot fail
                }
                None => text.push('-'),
            }
        }
        text
    }
}

impl From<Deal> for PartialDeal {
    fn from(deal: Deal) -> PartialDeal {
        PartialDeal {
            hands: deal.hands.map(Some),
        }
    }
}

impl FromStr for PartialDeal {
    type Err = DealError;
    fn from_str(s: &str) -> Result<PartialDeal, DealError> {
        crate::notation::parse_deal(s)
    }
}

impl fmt::Display for PartialDeal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pbn(Seat::North))
    }
}

/// Law 1: no card may be in two hands.
fn check_disjoint(hands: [Option<Hand>; 4]) -> Result<(), DealError> {
    let mut seen = Hand::EMPTY;
    for (i, hand) in hands.iter().enumerate() {
        let Some(hand) = hand else { continue };
        let clash = seen & *hand;
        if let Some(card) = clash.iter().next() {
            let first = (0..i)
                .map(Seat::from_index)
                .find(|seat| hands[seat.index()].is_some_and(|h| h.contains(card)))
                .expect("a clashing card was seen in an earlier hand");
            return Err(DealError::DuplicateCard {
                card,
                first,
                second: Seat::from_index(i),
            });
        }
        seen |= *hand;
    }
    Ok(())
}
