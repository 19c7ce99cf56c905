//! What an auction shows about each hand: ranges of high-card points and of suit lengths.
//!
//! The bidding system gives a call's meaning as [`HandRange`]s; the card play samples hidden
//! hands that fall inside them ([`Constraints::admits`]).

use cards::{Hand, Seat, Suit};

/// What is known of one hand: inclusive ranges of high-card points (4-3-2-1) and of the
/// length of each suit (indexed by [`Suit::index`]: clubs, diamonds, hearts, spades).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HandRange {
    /// Least and most high-card points.
    pub hcp: (u8, u8),
    /// Least and most cards of each suit, by [`Suit::index`].
    pub lengths: [(u8, u8); 4],
}

impl HandRange {
    /// Nothing known: 0 to 37 points, 0 to 13 cards of each suit.
    pub const ANY: HandRange = HandRange {
        hcp: (0, 37),
        lengths: [(0, 13); 4],
    };

    /// Whether a hand of thirteen cards falls inside the range.
    pub fn admits(&self, hand: Hand) -> bool {
        let hcp = hand.high_card_points() as u8;
        (self.hcp.0..=self.hcp.1).contains(&hcp)
            && Suit::ALL.into_iter().all(|suit| {
                let (low, high) = self.lengths[suit.index()];
                (low..=high).contains(&(hand.suit_len(suit) as u8))
            })
    }

    /// The range both ranges allow (what two calls of the same hand show together). Where they
    /// contradict each other (a hand that bid beyond its range) the later call's range is kept
    /// in that respect.
    pub fn and(self, later: HandRange) -> HandRange {
        let meet = |(a, b): (u8, u8), (c, d): (u8, u8)| {
            let (low, high) = (a.max(c), b.min(d));
            if low <= high { (low, high) } else { (c, d) }
        };
        HandRange {
            hcp: meet(self.hcp, later.hcp),
            lengths: [0, 1, 2, 3].map(|i| meet(self.lengths[i], later.lengths[i])),
        }
    }

    /// The range with `suit`'s length at most `most` (a player who showed out of a suit holds
    /// no more of it than he has played).
    pub fn with_most(mut self, suit: Suit, most: u8) -> HandRange {
        let (low, high) = self.lengths[suit.index()];
        self.lengths[suit.index()] = (low.min(most), high.min(most));
        self
    }
}

impl Default for HandRange {
    fn default() -> HandRange {
        HandRange::ANY
    }
}

/// What is known of each of the four hands, by [`Seat::index`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Constraints {
    /// Each seat's range.
    pub seats: [HandRange; 4],
}

impl Constraints {
    /// The range of `seat`.
    pub fn of(&self, seat: Seat) -> HandRange {
        self.seats[seat.index()]
    }

    /// Narrows `seat`'s range by what a further call showed.
    pub fn narrow(&mut self, seat: Seat, shown: HandRange) {
        self.seats[seat.index()] = self.seats[seat.index()].and(shown);
    }

    /// Whether `hand` (thirteen cards, as dealt) falls inside `seat`'s range.
    pub fn admits(&self, seat: Seat, hand: Hand) -> bool {
        self.of(seat).admits(hand)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(text: &str) -> Hand {
        let deal: cards::PartialDeal = format!("N:{text} - - -").parse().unwrap();
        deal.hand(Seat::North).unwrap()
    }

    /// A 15-17 notrump with no five-card major admits a balanced 16 and refuses a 14 or a
    /// five-card spade suit.
    #[test]
    fn a_notrump_range_admits_and_refuses() {
        let notrump = HandRange {
            hcp: (15, 17),
            lengths: [(2, 5), (2, 5), (2, 4), (2, 4)],
        };
        assert!(notrump.admits(hand("AK32.KQ2.A32.J32")));
        assert!(!notrump.admits(hand("AK32.KQ2.432.J32")));
        assert!(!notrump.admits(hand("AK432.KQ2.A3.J32")));
    }

    /// Two ranges meet; a contradiction keeps the later call's.
    #[test]
    fn ranges_meet() {
        let opening = HandRange {
            hcp: (12, 21),
            ..HandRange::ANY
        };
        let minimum = HandRange {
            hcp: (0, 14),
            ..HandRange::ANY
        };
        assert_eq!(opening.and(minimum).hcp, (12, 14));
        let strong = HandRange {
            hcp: (22, 37),
            ..HandRange::ANY
        };
        assert_eq!(opening.and(minimum).and(strong).hcp, (22, 37));
        assert_eq!(
            HandRange::ANY.with_most(Suit::Hearts, 2).lengths[Suit::Hearts.index()],
            (0, 2)
        );
    }
}
