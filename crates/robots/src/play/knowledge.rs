//! What a seat knows of the cards: the hands it sees, the cards each hand has played, the
//! suits each hand has shown out of, and the cards it cannot see.

use cards::{Card, Hand, Seat, Suit};
use dds::{Position, PositionError, Strain};

use crate::situation::Situation;

/// The cards as one seat knows them at a moment of the play (or of the auction).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    /// Whose knowledge it is.
    pub viewer: Seat,
    /// The cards still held by each hand the viewer sees (its own, dummy's), by
    /// [`Seat::index`]; `None` for a hidden hand.
    pub known: [Option<Hand>; 4],
    /// The cards each hidden hand is seen to hold: its penalty cards, face up on the table
    /// (Law 50). (A hand faced whole, as a claimer's, is among [`Knowledge::known`].)
    pub penalty_cards: [Hand; 4],
    /// The cards each hand has played, the trick in progress included.
    pub played: [Hand; 4],
    /// The suits each hand has shown out of (it did not follow to a suit led, Law 44C), by
    /// seat and then [`Suit::index`].
    pub void: [[bool; 4]; 4],
    /// How many cards each hand still holds.
    pub holding: [usize; 4],
    /// The cards the viewer cannot see: those the hidden hands hold between them, besides
    /// their penalty cards.
    pub unseen: Hand,
    /// Who led to the trick in progress (or leads to the next one), once the contract is known.
    pub leader: Option<Seat>,
    /// The cards of the trick in progress, the lead first.
    pub trick: Vec<Card>,
    /// Tricks won so far by each side (North-South, East-West, by [`cards::Side::index`]).
    pub won: [u8; 2],
}

impl Knowledge {
    /// What the robot of `situation` knows of the cards.
    pub fn from_situation(situation: &Situation) -> Knowledge {
        let mut played = [Hand::EMPTY; 4];
        for p in situation.played() {
            played[p.seat.index()].insert(p.card);
        }
        let mut void = [[false; 4]; 4];
        let tricks = situation
            .tricks
            .iter()
            .map(|t| t.cards.as_slice())
            .chain(std::iter::once(situation.trick.as_slice()));
        for cards in tricks {
            let Some(led) = cards.first().map(|p| p.card.suit) else {
                continue;
            };
            for p in cards.iter().filter(|p| p.card.suit != led) {
                // A show-out: the hand holds no card of the suit led.
                void[p.seat.index()][led.index()] = true;
            }
        }
        let known = Seat::ALL.map(|s| situation.visible_hand(s));
        let mut unseen = Hand::FULL;
        for (seat, hand) in Seat::ALL.into_iter().zip(known) {
            if let Some(hand) = hand {
                unseen = unseen - hand;
            }
            unseen = unseen - played[seat.index()];
        }
        let mut penalty_cards = [Hand::EMPTY; 4];
        for &(seat, card) in &situation.penalty_cards {
            if known[seat.index()].is_none() && unseen.contains(card) {
                penalty_cards[seat.index()].insert(card);
                unseen.remove(card);
            }
        }
        let holding = Seat::ALL.map(|s| 13usize.saturating_sub(played[s.index()].len()));
        let leader = situation
            .trick
            .first()
            .map(|p| p.seat)
            .or_else(|| situation.tricks.last().map(|t| t.winner))
            .or_else(|| situation.declarer.map(Seat::lho));
        let mut won = [0u8; 2];
        for t in &situation.tricks {
            won[t.winner.side().index()] += 1;
        }
        Knowledge {
            viewer: situation.seat,
            known,
            penalty_cards,
            played,
            void,
            holding,
            unseen,
            leader,
            trick: situation.trick.iter().map(|p| p.card).collect(),
            won,
        }
    }

    /// The hands the viewer cannot see, in seat order.
    pub fn hidden(&self) -> Vec<Seat> {
        Seat::ALL
            .into_iter()
            .filter(|s| self.known[s.index()].is_none())
            .collect()
    }

    /// Whether `seat` may hold a card of `suit` (it has not shown out of it).
    pub fn may_hold(&self, seat: Seat, suit: Suit) -> bool {
        !self.void[seat.index()][suit.index()]
    }

    /// Whether a layout (the cards each hand still holds) agrees with everything seen: the
    /// visible hands as they are, each hidden hand holding its penalty cards, every unseen
    /// card in exactly one hidden hand of the right size, and no hidden hand holding a suit
    /// it showed out of.
    pub fn admits(&self, remaining: &[Hand; 4]) -> bool {
        let mut all = Hand::EMPTY;
        for seat in Seat::ALL {
            let hand = remaining[seat.index()];
            if hand.len() != self.holding[seat.index()] || !(all & hand).is_empty() {
                return false;
            }
            all |= hand;
            match self.known[seat.index()] {
                Some(known) if known != hand => return false,
                Some(_) => {}
                None => {
                    let penalty_cards = self.penalty_cards[seat.index()];
                    if !(penalty_cards - hand).is_empty()
                        || !(hand - self.unseen - penalty_cards).is_empty()
                        || Suit::ALL
                            .into_iter()
                            .any(|s| !self.may_hold(seat, s) && hand.suit_len(s) > 0)
                    {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// The hand `seat` was dealt in a layout: what it still holds and what it played.
    pub fn dealt(&self, remaining: &[Hand; 4], seat: Seat) -> Hand {
        remaining[seat.index()] | self.played[seat.index()]
    }

    /// Tricks still to be won or lost, counting the trick in progress.
    pub fn tricks_left(&self) -> u8 {
        13u8.saturating_sub(self.won[0]).saturating_sub(self.won[1])
    }

    /// The hand to play next, once the contract is known.
    pub fn to_move(&self) -> Option<Seat> {
        self.leader.map(|l| l.clockwise(self.trick.len()))
    }

    /// The position to solve in a layout: each hand's remaining cards with its card of the
    /// trick in progress given back, then the trick's cards played again.
    pub fn position(
        &self,
        remaining: &[Hand; 4],
        strain: Strain,
    ) -> Result<Position, PositionError> {
        let leader = self.leader.unwrap_or(self.viewer);
        let mut hands = *remaining;
        for (place, &card) in self.trick.iter().enumerate() {
            hands[leader.clockwise(place).index()].insert(card);
        }
        Position::from_hands(hands, strain, leader, &self.trick)
    }
}
