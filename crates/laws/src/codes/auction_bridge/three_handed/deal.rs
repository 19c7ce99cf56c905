//! A three-handed deal at the table: the three players' auction, then the play.
//!
//! The seats (docs/laws-decisions.md, "The historic games"): the three players sit East,
//! South and West (players 0, 1, 2, clockwise) and the fourth packet, the dummy hand, is dealt
//! to the vacant North (Foster, Laws of Three Hand Auction 3: "four packets, one for each of
//! the three players and one for the dummy"); it is not touched, and does not bid, until the
//! final declaration. For the play "the dummy being opposite the declarer" and "the two
//! players who become the adversaries of the declarer should sit opposite each other" (the
//! same, Law 8): the declarer takes South, the dummy hand stays North, the player after the
//! declarer in the rotation takes West (and leads), the other East.
//!
//! The play is an ordinary table of the code ([`Table`]), guarded or open, entered with the
//! contract the three-handed auction reached: its log opens with the declarer's bid at South
//! and the doubles as they were made, the silent seats passing (a record of the contract, not
//! of the auction, which [`ThreeHandedAuction`] keeps).

use cards::{Board, Deal, Hand, Seat, Vulnerability};

use super::auction::{AuctionEnd, ThreeHandedAuction, ThreeHandedCallError};
use super::pad::ThreeHandedResult;
use crate::call::{Bid, Call};
use crate::code::CodeId;
use crate::contract::Contract;
use crate::outcome::Honors;
use crate::table::{Event, Mode, Rejection, Setup, Table};

/// The seats the three players hold while the deal is dealt and bid (players 0, 1, 2).
pub const BIDDING_SEATS: [Seat; 3] = [Seat::East, Seat::South, Seat::West];
/// The seat of the dummy hand.
pub const DUMMY_SEAT: Seat = Seat::North;

/// Why a three-handed deal refuses an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ThreeHandedDealError {
    /// A call the auction refuses.
    #[error(transparent)]
    Call(#[from] ThreeHandedCallError),
    /// An action of the play the table refuses.
    #[error(transparent)]
    Play(#[from] Rejection),
    /// An action of the play before the auction has ended with a contract.
    #[error("the play begins when the bidding has closed on a final declaration")]
    NoPlay,
}

/// A three-handed deal: the deal as dealt, its auction, and once there is a contract the play.
#[derive(Clone, Debug)]
pub struct ThreeHandedDeal {
    code: CodeId,
    mode: Mode,
    deal: Option<Deal>,
    auction: ThreeHandedAuction,
    play: Option<Table>,
}

impl ThreeHandedDeal {
    /// A deal under `code`, dealt by `dealer` (0, 1, 2); `deal` holds the players' hands at
    /// [`BIDDING_SEATS`] and the dummy hand at [`DUMMY_SEAT`]; the play runs in `mode`.
    pub fn new(code: CodeId, mode: Mode, dealer: usize, deal: Option<Deal>) -> ThreeHandedDeal {
        ThreeHandedDeal {
            code,
            mode,
            deal,
            auction: ThreeHandedAuction::new(dealer),
            play: None,
        }
    }

    /// The auction.
    pub fn auction(&self) -> &ThreeHandedAuction {
        &self.auction
    }

    /// The play's table, once the auction has closed on a contract.
    pub fn play(&self) -> Option<&Table> {
        self.play.as_ref()
    }

    /// The contract and its declarer, once the auction has closed on one.
    pub fn contract(&self) -> Option<(Contract, usize)> {
        match self.auction.end {
            Some(AuctionEnd::Contract { contract, declarer }) => Some((contract, declarer)),
            _ => None,
        }
    }

    /// Each player's seat now: the bidding seats, or for the play the declarer South, the
    /// next player West, the other East.
    pub fn seats(&self) -> [Seat; 3] {
        match self.contract() {
            None => BIDDING_SEATS,
            Some((_, declarer)) => play_seats(declarer),
        }
    }

    /// Records a player's call; when it closes the auction on a contract, the play's table is
    /// opened.
    pub fn call(&mut self, player: usize, call: Call) -> Result<(), ThreeHandedDealError> {
        self.auction.call(self.code.code(), player, call)?;
        if let Some((contract, declarer)) = self.contract() {
            self.play = Some(self.open_play(contract, declarer)?);
        }
        Ok(())
    }

    /// Applies an action of the play (seats as in [`ThreeHandedDeal::seats`]; the dummy
    /// hand's cards at North).
    pub fn apply(&mut self, event: Event) -> Result<(), ThreeHandedDealError> {
        let table = self.play.as_mut().ok_or(ThreeHandedDealError::NoPlay)?;
        table.apply(event)?;
        Ok(())
    }

    /// The deal for the pad once it is over: its contract, declarer, tricks (after any
    /// rectification at the table) and the honors each player and the dummy hand held.
    pub fn result(&self) -> Option<ThreeHandedResult> {
        if self.auction.end == Some(AuctionEnd::NewDeal) {
            return Some(ThreeHandedResult {
                contract: None,
                declarer: 0,
                tricks: 0,
                honors: None,
                penalties: Vec::new(),
            });
        }
        let (contract, declarer) = self.contract()?;
        let outcome = self.play.as_ref()?.outcome()?;
        let honors = self.deal.map(|deal| {
            let held = Honors::from_deal(&deal, contract.denomination).held;
            let at = |seat: Seat| held[seat.index()];
            [
                at(BIDDING_SEATS[0]),
                at(BIDDING_SEATS[1]),
                at(BIDDING_SEATS[2]),
                at(DUMMY_SEAT),
            ]
        });
        Some(ThreeHandedResult {
            contract: Some(contract),
            declarer,
            tricks: outcome.tricks,
            honors,
            penalties: outcome.penalties.clone(),
        })
    }

    /// The play's table: the hands moved to the play's seats, the contract recorded.
    fn open_play(&self, contract: Contract, declarer: usize) -> Result<Table, Rejection> {
        let seats = play_seats(declarer);
        // The same four hands, moved: a deal still.
        let deal = self.deal.and_then(|deal| {
            let hands = deal.hands();
            let mut moved = [Hand::default(); 4];
            moved[DUMMY_SEAT.index()] = hands[DUMMY_SEAT.index()];
            for (player, seat) in seats.iter().enumerate() {
                moved[seat.index()] = hands[BIDDING_SEATS[player].index()];
            }
            Deal::new(moved).ok()
        });
        let mut table = Table::new(Setup {
            code: self.code,
            mode: self.mode,
            board: Board::with(1, Seat::South, Vulnerability::None),
            deal,
        });
        let bid = Bid::new(contract.level(), contract.denomination)
            .map_err(|e| Rejection::new("1916 manual, Three-handed Auction", e.to_string()))?;
        let mut calls = vec![(Seat::South, Call::Bid(bid))];
        // The doubles after the final bid, by the players who made them.
        let final_bid = self
            .auction
            .calls
            .iter()
            .rposition(|c| c.call.bid().is_some())
            .unwrap_or(0);
        for record in &self.auction.calls[final_bid..] {
            if matches!(record.call, Call::Double | Call::Redouble) {
                calls.push((seats[record.player], record.call));
            }
        }
        let mut turn = Seat::South;
        for (seat, call) in calls {
            while turn != seat {
                call_in_turn(&mut table, &mut turn, Call::Pass)?;
            }
            call_in_turn(&mut table, &mut turn, call)?;
        }
        for _ in 0..3 {
            call_in_turn(&mut table, &mut turn, Call::Pass)?;
        }
        Ok(table)
    }
}

/// `turn` makes `call` on the four-handed table the play is opened on; the turn passes on.
fn call_in_turn(table: &mut Table, turn: &mut Seat, call: Call) -> Result<(), Rejection> {
    table.apply(Event::Call {
        seat: *turn,
        call,
        artificial: None,
    })?;
    *turn = turn.lho();
    Ok(())
}

/// The players' seats for the play when `declarer` declares: he South, the next West, the
/// other East.
pub fn play_seats(declarer: usize) -> [Seat; 3] {
    let mut seats = [Seat::East; 3];
    seats[declarer % 3] = Seat::South;
    seats[(declarer + 1) % 3] = Seat::West;
    seats
}
