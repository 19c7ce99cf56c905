//! The deal's event log as JSON (documented in `docs/event-log.md`): the table's setup and
//! its events, exactly what `laws` folds into the state of the deal, one object a deal.

use cards::{Deal, Seat, Vulnerability};
use laws::CodeId;
use laws::table::{Event, Mode, Phase, Setup, Table};
use serde::{Deserialize, Serialize};

use crate::record::{Record, ReplayError};

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
    /// Commentary on the deal, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub commentary: Vec<String>,
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
    /// The name at `seat`, if given.
    pub fn at(&self, seat: cards::Seat) -> Option<&String> {
        match seat {
            cards::Seat::North => self.N.as_ref(),
            cards::Seat::East => self.E.as_ref(),
            cards::Seat::South => self.S.as_ref(),
            cards::Seat::West => self.W.as_ref(),
        }
    }

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
            commentary: record.commentary.clone(),
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
        self.play(|_| {})
    }

    /// Plays the log, calling `after` with the table after each event.
    fn play(&self, mut after: impl FnMut(&Table)) -> Result<Table, ReplayError> {
        let mut table = Table::new(self.setup());
        for (i, event) in self.events.iter().enumerate() {
            table
                .apply(event.clone())
                .map_err(|rejection| ReplayError {
                    what: format!("event {}", i + 1),
                    rejection,
                })?;
            after(&table);
        }
        Ok(table)
    }

    /// What the log amounts to, as a record ([`Record::from_table`] of the table at the end,
    /// with the players, and with the cards of a trick a claim interrupted).
    pub fn to_record(&self) -> Result<Record, ReplayError> {
        // The trick in progress before the deal ended (the table clears it at the end).
        let mut unfinished = Vec::new();
        let table = self.play(|table| {
            if table.state().phase != Phase::Ended {
                unfinished.clone_from(&table.state().trick);
            }
        })?;
        let mut record = Record::from_table(&table);
        record.players = [
            self.players.N.clone(),
            self.players.E.clone(),
            self.players.S.clone(),
            self.players.W.clone(),
        ];
        record.commentary.clone_from(&self.commentary);
        let quitted = table.state().played.iter().flat_map(|t| &t.cards);
        // A trick completed by the deal's last card is among the quitted tricks already.
        let interrupted = !quitted.clone().any(|c| unfinished.contains(c));
        if table.state().phase == Phase::Ended && interrupted {
            record.play = quitted
                .chain(&unfinished)
                .map(|played| played.card)
                .collect();
        }
        Ok(record)
    }
}
