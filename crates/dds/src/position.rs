//! A position of the play: the cards left in each hand, the strain, and the trick in progress.

use cards::{Card, Deal, Hand, Seat, Side, Suit, winning_place};

use crate::{PositionError, Strain};

/// A position to solve: what each hand still holds, the strain, who led to the trick in
/// progress and the cards played to it so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    hands: [Hand; 4],
    strain: Strain,
    leader: Seat,
    trick: [Option<Card>; 3],
    tricks_won: [u8; 2],
}

impl Position {
    /// The position reached from a full deal after `played`: the cards played so far, in order,
    /// from the opening lead by `leader`. Every card must be held by the player whose turn it is
    /// and follow suit when it can (Law 44C).
    pub fn new(
        deal: &Deal,
        strain: Strain,
        leader: Seat,
        played: &[Card],
    ) -> Result<Position, PositionError> {
        Position::from_hands(deal.hands(), strain, leader, played)
    }

    /// The position reached from hands that each hold the same number of cards, `leader` to
    /// lead, after `played` (as for [`Position::new`]). The hands may be any equal size: a
    /// position late in the play is given by the cards left.
    pub fn from_hands(
        hands: [Hand; 4],
        strain: Strain,
        leader: Seat,
        played: &[Card],
    ) -> Result<Position, PositionError> {
        let lengths = hands.map(Hand::len);
        if lengths.iter().any(|&n| n != lengths[0]) {
            return Err(PositionError::UnequalHands(lengths));
        }
        let mut all = Hand::EMPTY;
        for hand in hands {
            if let Some(card) = (all & hand).iter().next() {
                return Err(PositionError::HeldTwice(card));
            }
            all |= hand;
        }
        let mut position = Position {
            hands,
            strain,
            leader,
            trick: [None; 3],
            tricks_won: [0; 2],
        };
        for &card in played {
            position.play(card)?;
        }
        if position.hands.iter().all(|hand| hand.is_empty()) {
            return Err(PositionError::Finished);
        }
        Ok(position)
    }

    /// Plays a card for the player whose turn it is, checking that it is held and follows suit;
    /// errors number the card from the first card of this position's play.
    pub fn play(&mut self, card: Card) -> Result<(), PositionError> {
        let seat = self.to_move();
        let number =
            4 * usize::from(self.tricks_won[0] + self.tricks_won[1]) + self.trick_len() + 1;
        let hand = self.hands[seat.index()];
        if !hand.contains(card) {
            return Err(PositionError::NotHeld { number, card, seat });
        }
        if let Some(led) = self.led_suit()
            && card.suit != led
            && hand.suit_len(led) > 0
        {
            return Err(PositionError::Revoke {
                number,
                card,
                seat,
                led,
            });
        }
        self.hands[seat.index()].remove(card);
        let played = self.trick_len();
        if played < 3 {
            self.trick[played] = Some(card);
            return Ok(());
        }
        let mut cards = [card; 4];
        for (slot, played) in cards.iter_mut().zip(self.trick) {
            *slot = played.unwrap_or(card);
        }
        let winner = self
            .leader
            .clockwise(winning_place(&cards, self.strain.trump()).unwrap_or(0));
        self.tricks_won[winner.side().index()] += 1;
        self.leader = winner;
        self.trick = [None; 3];
        Ok(())
    }

    /// The cards each hand still holds (a card played to the trick in progress is no longer
    /// in its hand), indexed by [`Seat::index`].
    pub const fn hands(&self) -> [Hand; 4] {
        self.hands
    }

    /// The strain.
    pub const fn strain(&self) -> Strain {
        self.strain
    }

    /// Who led to the trick in progress (or leads to the next trick).
    pub const fn leader(&self) -> Seat {
        self.leader
    }

    /// The cards played to the trick in progress, from the leader's on.
    pub fn trick(&self) -> impl Iterator<Item = Card> + '_ {
        self.trick.iter().map_while(|card| *card)
    }

    /// How many cards have been played to the trick in progress (0 to 3).
    pub fn trick_len(&self) -> usize {
        self.trick.iter().take_while(|card| card.is_some()).count()
    }

    /// The suit led to the trick in progress.
    pub fn led_suit(&self) -> Option<Suit> {
        self.trick[0].map(|card| card.suit)
    }

    /// The player whose turn it is.
    pub fn to_move(&self) -> Seat {
        self.leader.clockwise(self.trick_len())
    }

    /// Tricks left to play, counting the trick in progress.
    pub fn tricks_left(&self) -> u8 {
        // The player to move has not played to the trick in progress.
        self.hands[self.to_move().index()].len() as u8
    }

    /// Tricks already won by a side in this position's play.
    pub const fn tricks_won(&self, side: Side) -> u8 {
        self.tricks_won[side.index()]
    }

    /// The cards the player to move may play (Law 44C: follow suit if able).
    pub fn legal_cards(&self) -> Hand {
        let hand = self.hands[self.to_move().index()];
        match self.led_suit() {
            Some(led) if hand.suit_len(led) > 0 => hand.suit(led),
            _ => hand,
        }
    }
}
