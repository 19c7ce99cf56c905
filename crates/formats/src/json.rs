//! The deal's event log as JSON (documented in `docs/event-log.md`): the table's setup and
//! its events, exactly what `laws` folds into the state of the deal, one object a deal.

use cards::{Deal, Seat, Vulnerability};
use laws::CodeId;
use laws::table::{Event, Mode, Phase, Setup, Table};
use serde::{Deserialize, Serialize};

use crate::record::{Outcome, Record, RecordedCall, ReplayError};

/// The version written in every log, for readers to check.
pub const LOG_FORMAT: &str = "arbiter-deal-log/1";

/// A deal's event log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealLog {
    /// Always [`LOG_FORMAT`].
    pub format: String,
    /// The code of laws the deal is played under.
    pub code: CodeId,
    /// Guarded (illegal actions refused) or open (recorded and rectified).
    pub mode: Mode,
    /// The board's number.
    pub board: u32,
    /// The dealer.
    pub dealer: Seat,
    /// The vulnerability: `None`, `NS`, `EW` or `All`.
    pub vulnerable: Vulnerability,
    /// The deal, if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Deal>,
    /// The players by seat, where known.
    #[serde(default, skip_serializing_if = "Players::is_empty")]
    pub players: Players,
    /// What happened at the table, in order.
    pub events: Vec<Event>,
}

/// The players' names by seat.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[allow(non_snake_case)] // the seats' letters, as every other field spells them
pub struct Players {
    /// North.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub N: Option<String>,
    /// East.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub E: Option<String>,
    /// South.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub S: Option<String>,
    /// West.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub W: Option<String>,
}

impl Players {
    fn is_empty(&self) -> bool {
        [&self.N, &self.E, &self.S, &self.W]
            .iter()
            .all(|p| p.is_none())
    }
}

impl DealLog {
    /// The log of a record played under `code`: its setup and [`Record::events`].
    pub fn from_record(record: &Record, code: CodeId) -> DealLog {
        let setup = record.setup(code, Mode::Open);
        let [n, e, s, w] = record.players.clone();
        DealLog {
            format: LOG_FORMAT.to_string(),
            code,
            mode: setup.mode,
            board: setup.board.number(),
            dealer: setup.board.dealer(),
            vulnerable: setup.board.vulnerability(),
            deal: setup.deal,
            players: Players {
                N: n,
                E: e,
                S: s,
                W: w,
            },
            events: record.events(),
        }
    }

    /// The table's setup.
    pub fn setup(&self) -> Setup {
        Setup {
            code: self.code,
            mode: self.mode,
            board: cards::Board::with(self.board, self.dealer, self.vulnerable),
            deal: self.deal,
        }
    }

    /// Plays the log at the table: the table at the end, or the event refused.
    pub fn replay(&self) -> Result<Table, ReplayError> {
        let mut table = Table::new(self.setup());
        for (i, event) in self.events.iter().enumerate() {
            table
                .apply(event.clone())
                .map_err(|rejection| ReplayError {
                    what: format!("event {}", i + 1),
                    rejection,
                })?;
        }
        Ok(table)
    }

    /// What the log amounts to, as a record: the calls standing, the cards played, the
    /// contract and, once the deal is over, declarer's tricks.
    pub fn to_record(&self) -> Result<Record, ReplayError> {
        let mut table = Table::new(self.setup());
        // The cards of a trick still in progress when a claim ended the deal (the table
        // clears the trick at the end).
        let mut unfinished = Vec::new();
        for (i, event) in self.events.iter().enumerate() {
            table
                .apply(event.clone())
                .map_err(|rejection| ReplayError {
                    what: format!("event {}", i + 1),
                    rejection,
                })?;
            if table.state().phase != Phase::Ended {
                unfinished.clone_from(&table.state().trick);
            }
        }
        let state = table.state();
        // A trick completed by the deal's last card is among the quitted tricks already.
        if state
            .played
            .iter()
            .flat_map(|t| &t.cards)
            .any(|c| unfinished.contains(c))
        {
            unfinished.clear();
        }
        let mut record = Record {
            board: Some(self.board),
            dealer: Some(self.dealer),
            vulnerability: Some(self.vulnerable),
            deal: self.deal.map(Into::into),
            players: [
                self.players.N.clone(),
                self.players.E.clone(),
                self.players.S.clone(),
                self.players.W.clone(),
            ],
            auction: state
                .auction
                .iter()
                .map(|c| RecordedCall {
                    call: c.call,
                    alert: c.artificial.clone(),
                })
                .collect(),
            ..Record::default()
        };
        record.outcome = match (state.contract, state.declarer) {
            (Some(contract), Some(declarer)) => Some(Outcome::Contract { contract, declarer }),
            _ if state.phase != Phase::Auction => Some(Outcome::PassedOut),
            _ => None,
        };
        record.play = state
            .played
            .iter()
            .flat_map(|trick| trick.cards.iter())
            .chain(if state.phase == Phase::Ended {
                &unfinished
            } else {
                &state.trick
            })
            .map(|played| played.card)
            .collect();
        if state.phase == Phase::Ended && state.contract.is_some() {
            record.result = Some(state.tricks.declarer);
        }
        Ok(record)
    }
}
