//! Three-handed auction at a live table (the Boston 1916 manual, "Three-handed Auction";
//! docs/laws-decisions.md H-9 to H-13): three people, the dummy hand dealt to the vacant
//! North, each bidding for himself; the declarer then plays the dummy hand with his own,
//! sitting South, against the other two, and the three-handed pad keeps each player's score.
//!
//! The three hold the links of East, South and West, the seats they bid from (players 0, 1,
//! 2 of `laws::auction_bridge::three_handed`). For the play each sits where the manual puts
//! him (the declarer South, the next player West, the other East), and his link is that seat's
//! while the play lasts: [`seat_now`].

use cards::Seat;
use laws::auction_bridge::three_handed::{
    AuctionEnd, ThreeHandedDeal, ThreeHandedDealError, ThreeHandedPad, ThreeHandedResult,
};
use laws::table::{Event, Phase, Table};

use crate::error::ApiError;

pub use laws::auction_bridge::three_handed::BIDDING_SEATS;

/// A deal at a live table: four players' ([`Table`]), or three-handed auction's.
#[derive(Clone, Debug)]
pub enum AtTable {
    /// Four players: the deal's table.
    Four(Box<Table>),
    /// Three players: their auction, then the play.
    Three(Box<ThreeHandedDeal>),
}

impl AtTable {
    /// The table the cards are played at: the four players', or the three-handed deal's
    /// once its auction has reached a contract.
    pub fn play(&self) -> Option<&Table> {
        match self {
            AtTable::Four(table) => Some(table),
            AtTable::Three(deal) => deal.play(),
        }
    }

    /// Whether the deal is over: played, passed out, or to be dealt again, with no ruling
    /// waiting.
    pub fn is_over(&self) -> bool {
        match self {
            AtTable::Three(deal) if deal.auction().end == Some(AuctionEnd::NewDeal) => true,
            _ => self.play().is_some_and(|table| {
                let state = table.state();
                matches!(state.phase, Phase::Ended | Phase::Redeal) && state.pending.is_none()
            }),
        }
    }

    /// Whether the three-handed auction is still open.
    pub fn bidding(&self) -> bool {
        matches!(self, AtTable::Three(deal) if deal.auction().end.is_none())
    }

    /// The deal after `event`, on a copy: a call of the three-handed auction (its `seat` the
    /// caller's bidding seat), or an action of the play; or the Laws' refusal.
    pub fn after(&self, event: &Event) -> Result<AtTable, ApiError> {
        match self {
            AtTable::Four(table) => {
                // Asked first, so that a refusal costs no copy of the deal's log.
                table.accepts(event).map_err(ApiError::refused)?;
                let mut table = table.clone();
                table.apply(event.clone()).map_err(ApiError::refused)?;
                Ok(AtTable::Four(table))
            }
            AtTable::Three(deal) => {
                let mut deal = deal.clone();
                match event {
                    Event::Call { seat, call, .. } if self.bidding() => {
                        let player = player_at(*seat).ok_or_else(|| {
                            ApiError::not_now(format!(
                                "{seat} holds the dummy hand, which does not bid (1916 manual, Three-handed Auction)"
                            ))
                        })?;
                        deal.call(player, *call).map_err(refusal)?;
                    }
                    _ if self.bidding() => {
                        return Err(ApiError::not_now(
                            "the three players bid first: the play begins when the bidding has closed on a final declaration",
                        ));
                    }
                    event => deal.apply(event.clone()).map_err(refusal)?,
                }
                Ok(AtTable::Three(deal))
            }
        }
    }
}

/// A three-handed deal's refusal, with its law.
fn refusal(error: ThreeHandedDealError) -> ApiError {
    match error {
        ThreeHandedDealError::Call(call) => {
            let mut refused = ApiError::not_now(format!("{}: {}", call.law(), call.reason()));
            refused.law = Some(call.law());
            refused
        }
        ThreeHandedDealError::Play(rejection) => ApiError::refused(rejection),
        ThreeHandedDealError::NoPlay => ApiError::not_now(error.to_string()),
    }
}

/// The player (0, 1, 2) whose link is `seat`'s: the seat he bids from.
pub fn player_at(seat: Seat) -> Option<usize> {
    BIDDING_SEATS.iter().position(|s| *s == seat)
}

/// The seat the holder of `link`'s token sits in now at `deal`: the one he bids from, or in
/// the play the one the manual gives him. The dummy hand's link (North) is nobody's.
pub fn seat_now(deal: &ThreeHandedDeal, link: Seat) -> Option<Seat> {
    player_at(link).map(|player| deal.seats()[player])
}

/// The bidding seat of the player after `dealer`'s (the deal passes to the left among the
/// three).
pub fn next_dealer(dealer: Seat) -> Seat {
    let player = player_at(dealer).unwrap_or(0);
    BIDDING_SEATS[(player + 1) % 3]
}

/// The three-handed pad of the deals `results`, under `code`, for `players` (by their bidding
/// seats' names), as JSON: the sheet, each player's total and the settlement.
pub fn pad_json(
    code: laws::CodeId,
    players: [String; 3],
    results: &[ThreeHandedResult],
) -> serde_json::Value {
    let mut pad = ThreeHandedPad::new(code.code(), players);
    for result in results {
        // A deal the pad cannot score has its ruling at the table already.
        let _ = pad.record(result);
    }
    let sheet = pad.sheet();
    serde_json::json!({
        "three_handed": sheet,
        "totals": sheet.totals(),
        "settlement": sheet.settlement(),
    })
}

/// The view's auction of a three-handed deal: each call at its caller's seat (the seat he bids
/// from, or with `playing` the one he plays from), and whose turn it is.
pub fn auction_json(deal: &ThreeHandedDeal, playing: bool) -> (serde_json::Value, Option<Seat>) {
    let auction = deal.auction();
    let seats = if playing { deal.seats() } else { BIDDING_SEATS };
    let calls = auction
        .calls
        .iter()
        .map(|c| serde_json::json!({"seat": seats[c.player], "call": c.call.to_string()}))
        .collect();
    (
        serde_json::Value::Array(calls),
        auction.turn().map(|player| BIDDING_SEATS[player]),
    )
}
