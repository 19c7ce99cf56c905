//! The play period when nothing goes wrong: the opening lead by declarer's left-hand opponent
//! (Law 41), dummy's cards played by declarer (Law 45), following suit (Law 44C), the trick
//! won by the highest trump or the highest card of the suit led (Law 44E, 44F), the winner
//! leading next (Law 44G), and at the end the result and its score under the code.

use cards::{Card, Deal, Seat, Side};
use serde::Serialize;

use crate::outcome::{DealOutcome, Honors};
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::state::Phase;

/// A card played, and by whose hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PlayedCard {
    /// The hand the card came from (dummy's seat for a card declarer played from dummy).
    pub seat: Seat,
    /// The card, written `SA`, `HT`, `D2`.
    #[serde(serialize_with = "crate::table::state::as_text")]
    pub card: Card,
}

/// A quitted trick: its four cards in the order played, and who won it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Trick {
    /// The cards, the lead first.
    pub cards: Vec<PlayedCard>,
    /// The seat whose card won it.
    pub winner: Seat,
}

/// Tricks won so far by each side of the contract.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TrickCount {
    /// Tricks won by declarer's side.
    pub declarer: u8,
    /// Tricks won by the defenders.
    pub defenders: u8,
}

/// The deal's score once it is over: each side's net points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct NetScore {
    /// North-South's net score.
    #[serde(rename = "NS")]
    pub north_south: i64,
    /// East-West's net score.
    #[serde(rename = "EW")]
    pub east_west: i64,
}

impl Engine<'_> {
    /// A card played from `seat`'s hand.
    pub(crate) fn play(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let deal = self.playable()?;
        if let Some(pending) = &self.state.pending {
            return Err(Rejection::new(
                "Law 10",
                format!(
                    "nobody plays until the ruling under {} is settled",
                    pending.law_label()
                ),
            ));
        }
        let turn = self.state.turn.unwrap_or(seat);
        if seat != turn {
            return Err(self.out_of_turn(seat, turn));
        }
        let hands = self.inner.hands.get_or_insert(deal.hands());
        let hand = hands[seat.index()];
        if !hand.contains(card) {
            return Err(Rejection::new(
                "Law 45",
                format!("{seat} does not hold {card}"),
            ));
        }
        if let Some(lead) = self.state.trick.first() {
            let led = lead.card.suit;
            if card.suit != led && hand.suit_len(led) > 0 {
                return Err(Rejection::new(
                    "Law 44C",
                    format!(
                        "{seat} must follow suit to the {} led: {seat} holds {}",
                        lead.card,
                        hand.suit(led)
                            .iter()
                            .map(|c| c.to_string())
                            .collect::<Vec<_>>()
                            .join(" ")
                    ),
                ));
            }
        }
        if let Some(hands) = self.inner.hands.as_mut() {
            hands[seat.index()].remove(card);
        }
        self.state.trick.push(PlayedCard { seat, card });
        if self.state.trick.len() < 4 {
            self.set_turn(Some(seat.lho()));
            return Ok(());
        }
        self.quit_trick();
        if self.state.played.len() == 13 {
            self.end_of_play(&deal);
        }
        Ok(())
    }

    /// The deal, if the play can begin or go on.
    fn playable(&self) -> Result<Deal, Rejection> {
        match self.state.phase {
            Phase::Auction => {
                return Err(Rejection::new(
                    "Law 41A",
                    "the auction is not over: no card may be led yet",
                ));
            }
            Phase::Ended | Phase::Redeal => {
                return Err(Rejection::new(
                    "Law 41",
                    "the deal is over: no card is played",
                ));
            }
            Phase::Play => {}
        }
        self.setup.deal.ok_or_else(|| {
            Rejection::new(
                "Law 41",
                "the play needs the deal: give it with a `deal` line",
            )
        })
    }

    /// Why a card from `seat` is refused when it is `turn`'s turn.
    fn out_of_turn(&self, seat: Seat, turn: Seat) -> Rejection {
        let law = match (self.state.trick.is_empty(), self.state.played.is_empty()) {
            (true, true) => "Law 54",
            (true, false) => "Law 53",
            (false, _) => "Law 57",
        };
        Rejection::new(law, format!("it is {turn}'s turn to play, not {seat}'s"))
    }

    /// Law 44E-G: the trick goes to the highest trump, or the highest card of the suit led;
    /// its winner leads next.
    fn quit_trick(&mut self) {
        let trump = self.state.contract.and_then(|c| c.denomination.trump());
        let led = self.state.trick[0].card.suit;
        let cards = std::mem::take(&mut self.state.trick);
        let winner = cards
            .iter()
            .filter(|p| Some(p.card.suit) == trump)
            .max_by_key(|p| p.card.rank)
            .or_else(|| {
                cards
                    .iter()
                    .filter(|p| p.card.suit == led)
                    .max_by_key(|p| p.card.rank)
            })
            .map_or(cards[0].seat, |p| p.seat);
        let declaring = self.state.declarer.map(Seat::side);
        if Some(winner.side()) == declaring {
            self.state.tricks.declarer += 1;
        } else {
            self.state.tricks.defenders += 1;
        }
        self.state.played.push(Trick { cards, winner });
        self.set_turn(Some(winner));
    }

    /// The thirteenth trick is quitted: the result and the score under the code.
    fn end_of_play(&mut self, deal: &Deal) {
        self.state.phase = Phase::Ended;
        self.set_turn(None);
        let (Some(contract), Some(declarer)) = (self.state.contract, self.state.declarer) else {
            return;
        };
        let tricks = self.state.tricks.declarer;
        self.state.result = Some(contract.result(tricks));
        let outcome = DealOutcome {
            contract: Some(contract),
            declarer,
            tricks,
            vulnerability: self.setup.board.vulnerability(),
            honors: Some(Honors::from_deal(deal, contract.denomination)),
            penalties: Vec::new(),
        };
        match self.code.score(&outcome) {
            Ok(score) => {
                let ns = score.net(Side::NorthSouth);
                self.state.score = Some(NetScore {
                    north_south: ns,
                    east_west: -ns,
                });
            }
            Err(error) => self.rule("Law 79", format!("the deal cannot be scored: {error}")),
        }
    }
}
