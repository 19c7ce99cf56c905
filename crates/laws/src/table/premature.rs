//! Premature play by a defender (2017 Law 57A).
//!
//! A defender who plays out of turn before his partner has played to the trick (or leads to
//! the next trick before his partner has played to this one) has his card become a major
//! penalty card, and declarer chooses what the partner must play: his highest card of the suit
//! led, his lowest, a card of another suit declarer names, or not a card of another named suit.
//! Following suit comes first (Law 44C); a partner who cannot comply plays any card (Law 59).

use cards::{Card, Hand, Seat, Suit};
use serde::Serialize;

use crate::table::engine::{Engine, Question};
use crate::table::error::Rejection;
use crate::table::penalty_cards::PenaltyKind;
use crate::table::state::Chooser;

/// What declarer requires of the premature player's partner (Law 57A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "must", rename_all = "kebab-case")]
pub enum PlayRequirement {
    /// His highest card of the suit led.
    Highest {
        /// Who.
        seat: Seat,
    },
    /// His lowest card of the suit led.
    Lowest {
        /// Who.
        seat: Seat,
    },
    /// A card of this suit (when he cannot follow).
    Play {
        /// Who.
        seat: Seat,
        /// The suit.
        #[serde(serialize_with = "crate::table::state::as_text")]
        suit: Suit,
    },
    /// Not a card of this suit (when he cannot follow).
    NotPlay {
        /// Who.
        seat: Seat,
        /// The suit.
        #[serde(serialize_with = "crate::table::state::as_text")]
        suit: Suit,
    },
}

impl PlayRequirement {
    /// Whose play it binds.
    pub fn seat(self) -> Seat {
        match self {
            PlayRequirement::Highest { seat }
            | PlayRequirement::Lowest { seat }
            | PlayRequirement::Play { seat, .. }
            | PlayRequirement::NotPlay { seat, .. } => seat,
        }
    }

    /// Whether `card` from `hand` meets it, the suit led being `led` (Law 59: a player who
    /// cannot comply plays any legal card).
    fn allows(self, card: Card, hand: Hand, led: Suit) -> bool {
        let of_led: Vec<Card> = hand.iter().filter(|c| c.suit == led).collect();
        match self {
            PlayRequirement::Highest { .. } => {
                of_led.is_empty() || of_led.iter().map(|c| c.rank).max() == Some(card.rank)
            }
            PlayRequirement::Lowest { .. } => {
                of_led.is_empty() || of_led.iter().map(|c| c.rank).min() == Some(card.rank)
            }
            PlayRequirement::Play { suit, .. } => {
                !of_led.is_empty() || hand.suit_len(suit) == 0 || card.suit == suit
            }
            PlayRequirement::NotPlay { suit, .. } => {
                !of_led.is_empty() || card.suit != suit || hand.iter().all(|c| c.suit == suit)
            }
        }
    }
}

impl Engine<'_> {
    /// Whether `seat`'s card out of turn is a defender's premature play: his partner is to play
    /// to this trick and has not yet.
    pub(crate) fn is_premature(&self, seat: Seat, turn: Seat) -> bool {
        self.is_defender(seat)
            && !self.state.trick.is_empty()
            && turn == seat.partner()
            && !self.state.trick.iter().any(|p| p.seat == seat.partner())
    }

    /// Law 57A: the card becomes a major penalty card and declarer chooses for the partner.
    pub(crate) fn premature_play(&mut self, seat: Seat, card: Card) {
        let Some(declarer) = self.state.declarer else {
            return;
        };
        self.add_penalty_card(seat, card, PenaltyKind::Major, "Law 57A");
        let led = self.state.trick[0].card.suit;
        let mut options = vec!["highest".to_string(), "lowest".to_string()];
        for suit in Suit::DISPLAY_ORDER.into_iter().filter(|&s| s != led) {
            options.push(format!("play {suit}"));
            options.push(format!("not {suit}"));
        }
        let refs: Vec<&str> = options.iter().map(String::as_str).collect();
        let partner = seat.partner();
        self.pend(
            "57A",
            Chooser::Seat(declarer),
            &refs,
            format!(
                "Law 57A: {seat} played {card} before his partner {partner}: it is a major penalty card. {declarer} may require {partner} to play his highest or lowest card of the suit led, or a card of another named suit, or forbid him a card of another named suit"
            ),
            Question::Premature(partner),
        );
    }

    /// Declarer's choice under Law 57A.
    pub(crate) fn premature_choice(&mut self, partner: Seat, option: &str) {
        self.settle();
        let mut words = option.split_whitespace();
        let verb = words.next().unwrap_or_default();
        let suit = words.next().and_then(|w| w.parse::<Suit>().ok());
        let requirement = match (verb, suit) {
            ("highest", _) => PlayRequirement::Highest { seat: partner },
            ("lowest", _) => PlayRequirement::Lowest { seat: partner },
            ("play", Some(suit)) => PlayRequirement::Play {
                seat: partner,
                suit,
            },
            (_, Some(suit)) => PlayRequirement::NotPlay {
                seat: partner,
                suit,
            },
            _ => return,
        };
        self.state.play_requirement = Some(requirement);
        self.rule(
            "Law 57A",
            format!("declarer requires of {partner}: {option}"),
        );
    }

    /// Checks a card against declarer's requirement under Law 57A, and spends it once played.
    pub(crate) fn check_play_requirement(
        &self,
        seat: Seat,
        card: Card,
        hand: Hand,
    ) -> Result<(), Rejection> {
        let (Some(requirement), Some(lead)) =
            (self.state.play_requirement, self.state.trick.first())
        else {
            return Ok(());
        };
        if requirement.seat() != seat || requirement.allows(card, hand, lead.card.suit) {
            return Ok(());
        }
        Err(Rejection::new(
            "Law 57A",
            format!("{card} does not meet declarer's requirement of {seat}"),
        ))
    }
}
