//! A table's configuration: what `POST /api/tables` asks for, checked, with the defaults
//! filled in. It is stored with the table, so a table reloaded is the table made.

use std::collections::BTreeMap;

use cards::{Deal, Seat, Vulnerability};
use formats::json::Players;
use laws::CodeId;
use laws::table::Mode;
use serde::{Deserialize, Serialize};

use crate::chat::ChatSetting;
use crate::error::ApiError;

/// What a kibitzer may see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kibitzing {
    /// The public state and dummy once faced, as a spectator at the table sees them.
    None,
    /// Also all four hands once the deal is over.
    AfterDeal,
}

/// What follows a deal at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SequenceKind {
    /// Duplicate boards: the next board, with Law 2's dealer and vulnerability.
    Boards,
    /// A rubber: the deal passes clockwise, vulnerability from the games won.
    Rubber,
    /// Chicago: four deals with their fixed vulnerability, then another Chicago.
    Chicago,
    /// The boards one table plays in one round of an event (`arbiter event new`), each
    /// result entered into the event.
    Event,
    /// One round of progressive auction (the Boston 1916 manual): four deals played, each
    /// scored as regular auction; a deal passed out is not one of the four, the next dealer
    /// dealing (docs/laws-decisions.md H-14). Made by a session.
    Progressive,
}

/// Where a table sits in an event made with `arbiter event new`: the event's file (a name in
/// the server's events folder), the table and the round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventSeat {
    /// The event's file, by its name in the folder `arbiter serve --events` names.
    pub file: String,
    /// The table, from 1.
    pub table: u32,
    /// The round, from 1.
    pub round: u32,
}

/// An event table's place and boards, read from the event when the table is made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventPlace {
    /// Where the table sits.
    #[serde(flatten)]
    pub seat: EventSeat,
    /// The boards of its set, in order.
    pub boards: Vec<u32>,
    /// Their deals, where the event has them.
    pub deals: BTreeMap<u32, Deal>,
}

/// The body of `POST /api/tables`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableRequest {
    /// The code of laws.
    pub code: CodeId,
    /// Guarded (irregularities refused) or open (recorded and rectified).
    #[serde(default)]
    pub mode: Option<Mode>,
    /// The first deal, in PBN notation.
    #[serde(default)]
    pub deal: Option<String>,
    /// The first board's number.
    #[serde(default)]
    pub board: Option<u32>,
    /// The first deal's dealer.
    #[serde(default)]
    pub dealer: Option<Seat>,
    /// The first deal's vulnerability.
    #[serde(default)]
    pub vulnerable: Option<Vulnerability>,
    /// The seed of the random deals.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Names by seat.
    #[serde(default)]
    pub players: Players,
    /// What a kibitzer sees.
    #[serde(default)]
    pub kibitzing: Option<Kibitzing>,
    /// What follows a deal.
    #[serde(default)]
    pub sequence: Option<SequenceKind>,
    /// The table's place in an event, whose boards it plays and whose results it enters.
    #[serde(default)]
    pub event: Option<EventSeat>,
    /// The seats robots play (`["E", "W"]`).
    #[serde(default)]
    pub robots: Vec<Seat>,
    /// Who may read the table's chat: `all`, `opponents` or `off` (default `all`; `off` at a
    /// table of an event).
    #[serde(default)]
    pub chat: Option<ChatSetting>,
    /// Three-handed auction (the 1916 manual): three players at East, South and West, the
    /// dummy hand at North (`auction1915` or `auction1915-nullo`).
    #[serde(default)]
    pub three_handed: bool,
}

/// A table's configuration, defaults filled in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableConfig {
    /// The code of laws.
    pub code: CodeId,
    /// Guarded or open.
    pub mode: Mode,
    /// The seed of the random deals.
    pub seed: u64,
    /// Names by seat.
    pub players: Players,
    /// What a kibitzer sees.
    pub kibitzing: Kibitzing,
    /// What follows a deal.
    pub sequence: SequenceKind,
    /// The first board's number.
    pub board: u32,
    /// The first deal's dealer, if not the sequence's.
    pub dealer: Option<Seat>,
    /// The first deal's vulnerability, if not the sequence's.
    pub vulnerable: Option<Vulnerability>,
    /// The first deal, if given.
    pub deal: Option<Deal>,
    /// The table's place in an event.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<EventPlace>,
    /// The seats robots play when the table is made (the Director may change them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub robots: Vec<Seat>,
    /// Who may read the table's chat when it is made (the Director may change it).
    #[serde(default = "default_chat")]
    pub chat: ChatSetting,
    /// The session that made the table, whose players sit at it with their session tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<String>,
    /// Three-handed auction: three players, the dummy hand at North.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub three_handed: bool,
}

/// The chat of a table stored before tables had a setting: open to all.
fn default_chat() -> ChatSetting {
    ChatSetting::All
}

/// Longest player name taken.
const NAME_LIMIT: usize = 64;

impl TableRequest {
    /// Checks the request and fills in the defaults; `seed` is used when none was asked for;
    /// `event` is the event the request names, as read.
    pub fn config(self, seed: u64, event: Option<EventPlace>) -> Result<TableConfig, ApiError> {
        let deal = self
            .deal
            .as_deref()
            .map(|text| {
                text.parse::<Deal>()
                    .map_err(|e| ApiError::bad_request(format!("deal: {e}")))
            })
            .transpose()?;
        let board = self.board.unwrap_or(1);
        if board == 0 {
            return Err(ApiError::bad_request("board: boards are numbered from 1"));
        }
        let names = [
            (Seat::North, &self.players.N),
            (Seat::East, &self.players.E),
            (Seat::South, &self.players.S),
            (Seat::West, &self.players.W),
        ];
        if let Some((seat, _)) = names.iter().find(|(_, name)| {
            name.as_ref()
                .is_some_and(|n| n.chars().count() > NAME_LIMIT)
        }) {
            return Err(ApiError::bad_request(format!(
                "players: {seat}'s name is longer than {NAME_LIMIT} characters"
            )));
        }
        let mut robots = self.robots.clone();
        robots.sort();
        robots.dedup();
        let duplicate = self.code.is_duplicate();
        if let Some(event) = &event {
            if !duplicate {
                return Err(ApiError::bad_request(
                    "event: an event's boards are played under duplicate2017 or duplicate2007",
                ));
            }
            if self.sequence.is_some_and(|s| s != SequenceKind::Event) {
                return Err(ApiError::bad_request(
                    "sequence: a table of an event plays the event's boards",
                ));
            }
            let first = event.boards.first().copied().unwrap_or(1);
            return Ok(TableConfig {
                code: self.code,
                mode: self.mode.unwrap_or(Mode::Guarded),
                seed: self.seed.unwrap_or(seed),
                players: self.players,
                kibitzing: self.kibitzing.unwrap_or(Kibitzing::AfterDeal),
                sequence: SequenceKind::Event,
                board: first,
                dealer: None,
                vulnerable: None,
                deal: event.deals.get(&first).copied(),
                event: Some(event.clone()),
                robots,
                // A club's event is played in silence unless the Director allows chat.
                chat: self.chat.unwrap_or(ChatSetting::Off),
                session: None,
                three_handed: false,
            });
        }
        if self.sequence == Some(SequenceKind::Event) {
            return Err(ApiError::bad_request(
                "sequence: name the event, its table and round (\"event\": {\"file\", \"table\", \"round\"})",
            ));
        }
        let sequence = self.sequence.unwrap_or(match self.code {
            _ if duplicate => SequenceKind::Boards,
            CodeId::Chicago => SequenceKind::Chicago,
            _ => SequenceKind::Rubber,
        });
        if duplicate && sequence != SequenceKind::Boards {
            return Err(ApiError::bad_request(
                "sequence: duplicate deals are boards (Law 2); rubbers and Chicagos are played under rubber, chicago and the auction codes",
            ));
        }
        if sequence == SequenceKind::Rubber && self.code.code().rubber_rules().is_none() {
            return Err(ApiError::bad_request(format!(
                "sequence: {} is not scored in rubbers",
                self.code.code().id().name()
            )));
        }
        if self.three_handed {
            if !CodeId::MANUAL_1916.contains(&self.code) {
                return Err(ApiError::bad_request(
                    "three_handed: three-handed auction is played under auction1915 or auction1915-nullo (the Boston 1916 manual)",
                ));
            }
            if !robots.is_empty() {
                return Err(ApiError::bad_request(
                    "robots: no robot plays three-handed auction",
                ));
            }
            if self.dealer == Some(Seat::North) {
                return Err(ApiError::bad_request(
                    "dealer: North holds the dummy hand; one of the three (E, S, W) deals",
                ));
            }
        }
        if sequence == SequenceKind::Progressive {
            return Err(ApiError::bad_request(
                "sequence: a progressive round's tables are made by a session (POST /api/sessions)",
            ));
        }
        if sequence == SequenceKind::Chicago && self.code != CodeId::Chicago {
            return Err(ApiError::bad_request(
                "sequence: a Chicago is played under the chicago code",
            ));
        }
        Ok(TableConfig {
            code: self.code,
            mode: self.mode.unwrap_or(Mode::Guarded),
            seed: self.seed.unwrap_or(seed),
            players: self.players,
            kibitzing: self.kibitzing.unwrap_or(Kibitzing::AfterDeal),
            sequence,
            board,
            dealer: self.dealer,
            vulnerable: self.vulnerable,
            deal,
            event: None,
            robots,
            chat: self.chat.unwrap_or(ChatSetting::All),
            session: None,
            three_handed: self.three_handed,
        })
        .map(|mut config| {
            // The first of the three (East) deals unless another is named.
            if config.three_handed && config.dealer.is_none() {
                config.dealer = Some(Seat::East);
            }
            config
        })
    }
}
