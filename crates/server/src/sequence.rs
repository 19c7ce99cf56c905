//! What follows a deal at a table: the next board (duplicate), or the next deal of a rubber or
//! a Chicago with the dealer and vulnerability its scorepad gives, the deal just played written
//! on the pad.

use cards::{Board, Seat, Vulnerability};
use laws::table::{Phase, Table};
use laws::{ChicagoScorepad, ChicagoSheet, DealOutcome, RubberScorepad};
use serde::{Deserialize, Serialize};

use crate::config::{SequenceKind, TableConfig};

/// A deal's place in the table's sequence: its number at the table, board, dealer and
/// vulnerability, and the cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealSetup {
    /// The deal's number at this table, from 1.
    pub number: u32,
    /// The board's number.
    pub board: u32,
    /// The dealer.
    pub dealer: Seat,
    /// The vulnerability.
    pub vulnerable: Vulnerability,
    /// The cards.
    pub deal: cards::Deal,
}

/// The scorepad a table keeps, if its deals are scored on one.
#[derive(Clone, Debug)]
pub enum Sequence {
    /// Duplicate boards: each scored by itself.
    Boards,
    /// A rubber scorepad.
    Rubber(Box<RubberScorepad>),
    /// The boards of one round of an event, in order.
    Event(Vec<u32>),
    /// A round of progressive auction: the deals played so far (a deal passed out is not
    /// one of the four).
    Progressive {
        /// Deals played with a contract.
        played: usize,
    },
    /// The Chicagos finished, and the one in play.
    Chicago {
        /// The Chicagos finished.
        finished: Vec<ChicagoSheet>,
        /// The one in play.
        pad: Box<ChicagoScorepad>,
    },
}

impl Sequence {
    /// The sequence of a new table.
    pub fn new(config: &TableConfig) -> Sequence {
        match config.sequence {
            SequenceKind::Boards => Sequence::Boards,
            SequenceKind::Event => Sequence::Event(
                config
                    .event
                    .as_ref()
                    .map(|e| e.boards.clone())
                    .unwrap_or_default(),
            ),
            // A code that is not scored in rubbers was refused with the request.
            SequenceKind::Rubber => RubberScorepad::new(config.code.code())
                .map_or(Sequence::Boards, |pad| Sequence::Rubber(Box::new(pad))),
            SequenceKind::Progressive => Sequence::Progressive { played: 0 },
            SequenceKind::Chicago => Sequence::Chicago {
                finished: Vec::new(),
                pad: Box::new(ChicagoScorepad::new(config.dealer.unwrap_or(Seat::North))),
            },
        }
    }

    /// The first deal's board, dealer and vulnerability.
    pub fn first(&self, config: &TableConfig) -> (u32, Seat, Vulnerability) {
        let law2 = Board::new(config.board).ok();
        let dealer = config
            .dealer
            .or(law2.map(|b| b.dealer()))
            .unwrap_or(Seat::North);
        let vulnerable = config.vulnerable.unwrap_or(match self {
            Sequence::Boards | Sequence::Event(_) => {
                law2.map_or(Vulnerability::None, |b| b.vulnerability())
            }
            _ => Vulnerability::None,
        });
        let dealer = match self {
            Sequence::Boards | Sequence::Event(_) => dealer,
            _ => config.dealer.unwrap_or(Seat::North),
        };
        (config.board, dealer, vulnerable)
    }

    /// Writes the deal just finished at `table` on the pad, and gives the next deal's board,
    /// dealer and vulnerability; `None` when the table has played all it plays (an event's
    /// round).
    pub fn advance(
        &mut self,
        table: &Table,
        last: &DealSetup,
    ) -> Option<(u32, Seat, Vulnerability)> {
        let state = table.state();
        // Four passes and no bid (a deal thrown in for an irregularity has other calls, or
        // none).
        let passed_out = state.contract.is_none()
            && state.auction.len() >= 4
            && state.auction.iter().all(|c| c.call == laws::Call::Pass);
        // The last board number there is has no next.
        let board = last.board.checked_add(1)?;
        let law2 = |board: u32| {
            Board::new(board)
                .ok()
                .map(|b| (board, b.dealer(), b.vulnerability()))
        };
        Some(match self {
            Sequence::Boards => law2(board)?,
            Sequence::Progressive { played } => {
                if state.contract.is_some() {
                    *played += 1;
                }
                if *played >= club::progressive::DEALS_A_ROUND {
                    return None;
                }
                // Each deal passes to the left, a deal passed out too (H-14); the auction
                // codes know no vulnerability.
                (board, last.dealer.clockwise(1), Vulnerability::None)
            }
            Sequence::Event(boards) => {
                let at = boards.iter().position(|&b| b == last.board)?;
                law2(*boards.get(at + 1)?)?
            }
            Sequence::Rubber(pad) => {
                if let Some(outcome) = table.outcome() {
                    // A deal the code cannot score has its ruling at the table already.
                    let _ = pad.record(outcome);
                }
                // A deal passed out is thrown in and the next dealer deals (rubber Law 22A); a
                // deal demanded again for an irregularity is dealt again by the same dealer.
                // Where the deal changed the order (a new deal by the same dealer, a deal out of
                // turn that stood, 1912 Laws 36, 40), the table names the next dealer.
                let redealt_by_same = state.phase == Phase::Redeal && !passed_out;
                let dealer = state.next_dealer.unwrap_or(if redealt_by_same {
                    last.dealer
                } else {
                    last.dealer.clockwise(1)
                });
                (board, dealer, pad.vulnerability())
            }
            Sequence::Chicago { finished, pad } => {
                let outcome = table.outcome().cloned().unwrap_or(DealOutcome {
                    contract: None,
                    declarer: last.dealer,
                    tricks: 0,
                    vulnerability: last.vulnerable,
                    honors: None,
                    penalties: Vec::new(),
                });
                let _ = pad.record(&outcome);
                if pad.sheet().is_complete() {
                    // The rotation goes on: the next Chicago's first dealer is the first
                    // dealer again (four deals, four dealers).
                    let first = pad.sheet().first_dealer;
                    let done = std::mem::replace(pad, Box::new(ChicagoScorepad::new(first)));
                    finished.push(done.sheet().clone());
                }
                match pad.next_deal() {
                    Ok(next) => (board, next.dealer, next.vulnerability),
                    Err(_) => (board, last.dealer.clockwise(1), Vulnerability::None),
                }
            }
        })
    }

    /// Each side's partscore in the game in play, by [`cards::Side::index`]: trick points
    /// below the line that count towards game (both 0 for boards, scored one by one).
    pub fn partscores(&self) -> [u32; 2] {
        match self {
            Sequence::Boards | Sequence::Event(_) | Sequence::Progressive { .. } => [0, 0],
            Sequence::Rubber(pad) => pad.partscores(),
            Sequence::Chicago { pad, .. } => pad.partscores(),
        }
    }

    /// The scorepad as `arbiter rubber --json` or `arbiter chicago --json` writes it, if the
    /// table keeps one.
    pub fn scorepad(&self) -> Option<serde_json::Value> {
        match self {
            Sequence::Boards | Sequence::Event(_) | Sequence::Progressive { .. } => None,
            Sequence::Rubber(pad) => serde_json::to_value(pad.sheet()).ok(),
            Sequence::Chicago { finished, pad } => {
                let sheets: Vec<&ChicagoSheet> = finished
                    .iter()
                    .chain(std::iter::once(pad.sheet()))
                    .collect();
                Some(serde_json::json!({ "chicagos": sheets }))
            }
        }
    }
}
