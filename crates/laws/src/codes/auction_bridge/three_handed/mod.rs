//! Three-handed Auction as the 1916 manual gives it (seed S001): each plays for himself, the
//! final declarer plays the dummy hand with his own against the other two, who are partners
//! for that deal only.
//!
//! Honors count for the player holding them: the trick value for each honor (ten for each ace
//! at no trump), and "the regular double value" for four or five honors in one hand (8 and 10
//! times the trick value; four aces in one hand 100, checklist Q-22). The declarer has the
//! honors of the dummy hand as well as his own, each hand valued on its own.

mod auction;
mod deal;
mod pad;

pub use auction::{
    AuctionEnd, THREE_HANDED_LAW, ThreeHandedAuction, ThreeHandedCall, ThreeHandedCallError,
};
pub use deal::{BIDDING_SEATS, DUMMY_SEAT, ThreeHandedDeal, ThreeHandedDealError, play_seats};
pub use pad::{
    THREE_HANDED_GAME, THREE_HANDED_RUBBER, ThreeHandedDealScore, ThreeHandedEntry, ThreeHandedPad,
    ThreeHandedResult, ThreeHandedSheet,
};

use cards::Seat;

use crate::contract::Denomination;
use crate::outcome::Honors;

/// What one hand's honors are worth to its holder in three-handed Auction, at `trick_value`
/// (`None` at no trump, where the aces count).
const fn hand_value(held: u8, trick_value: Option<u32>) -> u32 {
    match (trick_value, held) {
        (None, 4) => 100,
        (None, aces) => 10 * aces as u32,
        (Some(value), 5) => 10 * value,
        (Some(value), 4) => 8 * value,
        (Some(value), honors) => honors as u32 * value,
    }
}

/// Each player's honors in a three-handed deal: the declarer (with his dummy's honors) and
/// the two adversaries, in that order. `trick_value` is the value of one odd trick in the
/// denomination (from the code's table); at no trump it is ignored.
pub fn three_handed_honors(
    honors: &Honors,
    denomination: Denomination,
    trick_value: u32,
    declarer: Seat,
) -> [(Seat, u32); 3] {
    let value = denomination.trump().map(|_| trick_value);
    let of = |seat: Seat| hand_value(honors.held[seat.index()], value);
    [
        (declarer, of(declarer) + of(declarer.partner())),
        (declarer.lho(), of(declarer.lho())),
        (declarer.rho(), of(declarer.rho())),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checklist C31: A declares hearts holding HA HK, his dummy HQ, B HJ, C H10: A 24, B 8,
    /// C 8. The same deal at no trump, A two aces, dummy one, B one: A 30, B 10, C 0.
    #[test]
    fn c31_honors_count_for_their_holder() {
        // A = South (declarer), dummy = North, B = West, C = East.
        let hearts = Honors {
            held: [1, 1, 2, 1],
            void: [false; 4],
        };
        assert_eq!(
            three_handed_honors(&hearts, Denomination::Hearts, 8, Seat::South),
            [(Seat::South, 24), (Seat::West, 8), (Seat::East, 8)]
        );
        let aces = Honors {
            held: [1, 0, 2, 1],
            void: [false; 4],
        };
        assert_eq!(
            three_handed_honors(&aces, Denomination::NoTrump, 10, Seat::South),
            [(Seat::South, 30), (Seat::West, 10), (Seat::East, 0)]
        );
    }

    /// Four or five in one hand count double: four spades honors with one adversary (9 a
    /// trick) 72; five in the dummy 90 to the declarer; four aces in one hand 100.
    #[test]
    fn four_or_five_in_one_hand_count_double() {
        let four = Honors {
            held: [0, 4, 1, 0],
            void: [false; 4],
        };
        assert_eq!(
            three_handed_honors(&four, Denomination::Spades, 9, Seat::South),
            [(Seat::South, 9), (Seat::West, 0), (Seat::East, 72)]
        );
        let five_in_dummy = Honors {
            held: [5, 0, 0, 0],
            void: [false; 4],
        };
        assert_eq!(
            three_handed_honors(&five_in_dummy, Denomination::Spades, 9, Seat::South)[0],
            (Seat::South, 90)
        );
        let four_aces = Honors {
            held: [0, 0, 0, 4],
            void: [false; 4],
        };
        assert_eq!(
            three_handed_honors(&four_aces, Denomination::NoTrump, 10, Seat::South)[1],
            (Seat::West, 100)
        );
    }
}
