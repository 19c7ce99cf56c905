//! A requirement on a player's next card, imposed under the code's play laws: after a
//! defender's premature play, declarer's choice for the partner (2017 Law 57A: his highest or
//! lowest card of the suit led, a card of another named suit or not one; the Auction Bridge
//! codes' fourth hand before second: also to win or to lose the trick), or the adversaries'
//! choice after dummy suggested a card (1912 Law 62). Following suit comes first; a player who
//! cannot comply plays any card (2017 Law 59).

use cards::{Card, Hand, Seat, Suit};
use serde::Serialize;

use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::play::{PlayedCard, winning_card};

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
    /// A card that wins the trick so far, if he holds one he may play (the auction codes'
    /// fourth hand before second).
    Win {
        /// Who.
        seat: Seat,
    },
    /// A card that does not win the trick so far, if he holds one he may play.
    Lose {
        /// Who.
        seat: Seat,
    },
    /// This card, if it may be played without a revoke (dummy's suggestion required by an
    /// adversary, 1912 Law 62).
    Card {
        /// The hand it comes from.
        seat: Seat,
        /// The card.
        #[serde(serialize_with = "crate::table::state::as_text")]
        card: Card,
    },
    /// Not this card, unless it is the only one he may play (dummy's suggestion forbidden).
    NotCard {
        /// The hand it comes from.
        seat: Seat,
        /// The card.
        #[serde(serialize_with = "crate::table::state::as_text")]
        card: Card,
    },
}

impl PlayRequirement {
    /// Whose play it binds.
    pub fn seat(self) -> Seat {
        match self {
            PlayRequirement::Highest { seat }
            | PlayRequirement::Lowest { seat }
            | PlayRequirement::Play { seat, .. }
            | PlayRequirement::NotPlay { seat, .. }
            | PlayRequirement::Win { seat }
            | PlayRequirement::Lose { seat }
            | PlayRequirement::Card { seat, .. }
            | PlayRequirement::NotCard { seat, .. } => seat,
        }
    }

    /// Whether `card` from `hand` meets it, `trick` being the cards played to the trick so far
    /// (Law 59: a player who cannot comply plays any legal card).
    fn allows(self, card: Card, hand: Hand, trick: &[PlayedCard], trump: Option<Suit>) -> bool {
        let led = trick.first().map(|p| p.card.suit);
        let legal: Vec<Card> = hand
            .iter()
            .filter(|c| led.is_none_or(|suit| c.suit == suit || hand.suit_len(suit) == 0))
            .collect();
        let of_led: Vec<Card> = hand.iter().filter(|c| Some(c.suit) == led).collect();
        let best = winning_card(trick, trump).map(|p| p.card);
        let wins = |c: Card| match best {
            None => true,
            Some(b) => {
                (c.suit == b.suit && c.rank > b.rank)
                    || (Some(c.suit) == trump && Some(b.suit) != trump)
            }
        };
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
            PlayRequirement::Win { .. } => wins(card) || !legal.iter().any(|&c| wins(c)),
            PlayRequirement::Lose { .. } => !wins(card) || legal.iter().all(|&c| wins(c)),
            PlayRequirement::Card { card: wanted, .. } => {
                card == wanted || !legal.contains(&wanted)
            }
            PlayRequirement::NotCard { card: banned, .. } => {
                card != banned || legal.iter().all(|&c| c == banned)
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

    /// Declarer's choice, under `law`, of what `partner` of a defender who played
    /// prematurely must play: `highest`, `lowest`, `win`, `lose`, `play S`, `not S`.
    pub(crate) fn require_of(&mut self, partner: Seat, law: &'static str, option: &str) {
        self.settle();
        let mut words = option.split_whitespace();
        let verb = words.next().unwrap_or_default();
        let suit = words.next().and_then(|w| w.parse::<Suit>().ok());
        let requirement = match (verb, suit) {
            ("highest", _) => PlayRequirement::Highest { seat: partner },
            ("lowest", _) => PlayRequirement::Lowest { seat: partner },
            ("win", _) => PlayRequirement::Win { seat: partner },
            ("lose", _) => PlayRequirement::Lose { seat: partner },
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
        self.set_requirement(requirement, law);
        self.rule(law, format!("declarer requires of {partner}: {option}"));
    }

    /// Sets the requirement on a player's next card, imposed under `law`.
    pub(crate) fn set_requirement(&mut self, requirement: PlayRequirement, law: &'static str) {
        self.state.play_requirement = Some(requirement);
        self.inner.requirement_law = Some(law);
    }

    /// Checks a card against the requirement on the player's next card (Law 57A; the auction
    /// codes' fourth hand before second and dummy's suggestion).
    pub(crate) fn check_play_requirement(
        &self,
        seat: Seat,
        card: Card,
        hand: Hand,
    ) -> Result<(), Rejection> {
        let Some(requirement) = self.state.play_requirement else {
            return Ok(());
        };
        let trump = self.state.contract.and_then(|c| c.denomination.trump());
        if requirement.seat() != seat || requirement.allows(card, hand, &self.state.trick, trump) {
            return Ok(());
        }
        Err(Rejection::new(
            self.inner
                .requirement_law
                .unwrap_or(self.play_laws.citations().play_period),
            format!(
                "{card} does not meet {} requirement of {seat}",
                match requirement {
                    PlayRequirement::Card { .. } | PlayRequirement::NotCard { .. } =>
                        "the adversaries'",
                    _ => "declarer's",
                }
            ),
        ))
    }
}
