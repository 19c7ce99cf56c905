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
use crate::table::play::{PlayedCard, winning_card};
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

/// What becomes of a card played (not led) before its player's turn, under Law 57.
pub(crate) enum EarlyPlay {
    /// A defender's premature play before his partner: Law 57A.
    Premature,
    /// A played card, as if in turn: declarer's premature play (57C3), a defender's play
    /// after declarer has played from both hands or dummy has suggested a card (57C1, 57C2),
    /// or a defender's legal card at his right-hand opponent's turn (57D), which is played at
    /// his proper turn.
    Played,
    /// A defender's card at his right-hand opponent's turn that he could not legally play
    /// to the trick: a major penalty card (57D).
    PenaltyCard,
    /// Anything else out of turn.
    Refused,
}

impl Engine<'_> {
    /// Law 57: what becomes of `seat`'s `card`, played when it is `turn`'s turn in a trick
    /// already led.
    pub(crate) fn early_play(
        &mut self,
        seat: Seat,
        card: Card,
        turn: Seat,
        hand: Hand,
    ) -> EarlyPlay {
        let trick = &self.state.trick;
        if trick.iter().any(|p| p.seat == seat) {
            return EarlyPlay::Refused;
        }
        let Some(declarer) = self.state.declarer else {
            return EarlyPlay::Refused;
        };
        let legal = trick
            .first()
            .is_some_and(|lead| card.suit == lead.card.suit || hand.suit_len(lead.card.suit) == 0);
        if !self.is_defender(seat) {
            if !legal {
                return EarlyPlay::Refused;
            }
            self.rule(
                "Law 57C3",
                format!("{card}, played from {seat}'s hand before its turn, is a played card and may not be withdrawn"),
            );
            return EarlyPlay::Played;
        }
        if self.is_premature(seat, turn) {
            let both_hands = [declarer, declarer.partner()]
                .iter()
                .all(|h| trick.iter().any(|p| p.seat == *h));
            let suggested = self.inner.dummy_suggested_at == Some(self.state.played.len());
            if !(both_hands || suggested) {
                return EarlyPlay::Premature;
            }
            let law = if both_hands { "Law 57C1" } else { "Law 57C2" };
            self.rule(
                law,
                format!(
                    "{seat} played {card} before his partner, but {}: no rectification",
                    if both_hands {
                        "declarer had played from both hands"
                    } else {
                        "dummy had suggested a card"
                    }
                ),
            );
            return EarlyPlay::Played;
        }
        if turn != seat.rho() {
            return EarlyPlay::Refused;
        }
        if legal {
            self.rule(
                "Law 57D",
                format!("{seat} played {card} at his right-hand opponent's turn: it can legally be played and is played at his proper turn"),
            );
            EarlyPlay::Played
        } else {
            EarlyPlay::PenaltyCard
        }
    }

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
            Question::Premature(partner, "Law 57A"),
        );
    }

    /// Declarer's choice under Law 57A (or the auction codes' law on fourth hand before
    /// second).
    pub(crate) fn premature_choice(&mut self, partner: Seat, law: &'static str, option: &str) {
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
        self.state.play_requirement = Some(requirement);
        self.rule(law, format!("declarer requires of {partner}: {option}"));
    }

    /// The law under which the requirement on a player's next card was made.
    fn requirement_law(&self) -> &'static str {
        match (self.auction_play(), self.state.play_requirement) {
            (Some(laws), Some(PlayRequirement::Card { .. } | PlayRequirement::NotCard { .. })) => {
                laws.dummy_suggests
            }
            (Some(laws), _) => laws.fourth_before_second,
            (None, _) => "Law 57A",
        }
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
            self.requirement_law(),
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
