//! Why a position cannot be solved.

use cards::{Card, Seat, Suit};
use thiserror::Error;

/// A position that is not one the play could have reached.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// A strain that is not `C`, `D`, `H`, `S` or `NT`.
    #[error("unknown strain `{0}`: write C, D, H, S or NT")]
    UnknownStrain(String),
    /// The hands do not hold the same number of cards at the start of a trick.
    #[error(
        "the hands hold {0:?} cards (N, E, S, W): at the start of a trick every hand holds as many cards as the others"
    )]
    UnequalHands([usize; 4]),
    /// A card in two hands.
    #[error("{0} is in two hands")]
    HeldTwice(Card),
    /// A card played that the player to play does not hold.
    #[error("card {number} of the play, {card}: {seat} does not hold it")]
    NotHeld {
        /// Which card of the play (1 for the opening lead).
        number: usize,
        /// The card.
        card: Card,
        /// The player whose turn it was.
        seat: Seat,
    },
    /// A card played that does not follow suit though the player could (Law 44C).
    #[error(
        "card {number} of the play, {card}: {seat} holds a card of the suit led ({led}) and must follow suit (Law 44C)"
    )]
    Revoke {
        /// Which card of the play (1 for the opening lead).
        number: usize,
        /// The card.
        card: Card,
        /// The player whose turn it was.
        seat: Seat,
        /// The suit led.
        led: Suit,
    },
    /// Every card has been played.
    #[error("all 52 cards have been played: there is nothing left to solve")]
    Finished,
}
