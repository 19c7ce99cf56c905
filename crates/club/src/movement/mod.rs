//! Movements: which pairs sit where, and which boards they play, round by round.
//!
//! A [`Movement`] is made by [`mitchell`] (or [`mitchell_relay_bye`]), [`howell`] or
//! [`barometer`], or read from a club's file ([`read_movement`]), and checked when made
//! ([`check`]): no pair plays a board twice, every board is played the same number of times,
//! every pair plays every round, no two pairs meet twice; the comparisons between pairs (the
//! movement's balance) are reported with it.

mod check;
mod file;
mod howell;
mod mitchell;

pub use check::{Balance, MovementError, check};
pub use file::{MovementFileError, read_movement};
pub use howell::{HOWELL_MAX_TABLES, barometer, howell};
pub use mitchell::{mitchell, mitchell_relay_bye};

use serde::{Deserialize, Serialize};

/// The most tables a Mitchell or a barometer is made for (a room of 4,000 players; beyond it
/// a movement would be sections, and a mistyped number would fill the memory).
pub const MAX_TABLES: u32 = 1000;

/// The most boards a round is made for (a whole session played as one round).
pub const MAX_BOARDS_PER_ROUND: u32 = 36;

/// The kinds of movement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// North-South pairs stay, East-West pairs move up a table and boards down a table each
    /// round (two fields, unless rounds are arrow-switched).
    Mitchell,
    /// Every pair moves to a schedule meeting every other pair (one field).
    Howell,
    /// Every table plays the same boards in a round (each table has its own copy); the
    /// pairs move as in a Howell.
    Barometer,
}

impl Kind {
    /// The movement's name as a heading writes it: `Mitchell`, `Howell`, `Barometer`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Mitchell => "Mitchell",
            Kind::Howell => "Howell",
            Kind::Barometer => "Barometer",
        }
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Kind::Mitchell => "mitchell",
            Kind::Howell => "howell",
            Kind::Barometer => "barometer",
        })
    }
}

/// One table in one round: who sits North-South and East-West, and which set they play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sitting {
    /// The table, from 1.
    pub table: u32,
    /// The pair sitting North-South, from 1.
    pub ns: u32,
    /// The pair sitting East-West.
    pub ew: u32,
    /// The set of boards played, from 1.
    pub set: u32,
}

/// A movement: its rounds, each a list of sittings in table order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Movement {
    /// Which kind.
    pub kind: Kind,
    /// The number of tables.
    pub tables: u32,
    /// The number of pairs, numbered 1..=pairs (in a Mitchell, North-South pairs 1..=T and
    /// East-West pairs T+1..=2T).
    pub pairs: u32,
    /// The number of boards in a set (played in one round).
    pub boards_per_set: u32,
    /// The rounds.
    pub rounds: Vec<Vec<Sitting>>,
    /// The number of sets in play.
    pub sets: u32,
    /// Groups of tables that share a set every round (boards passed between them; declared,
    /// so the check allows it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shares: Vec<Vec<u32>>,
    /// Every table has its own copy of each board (a barometer, or a partial Howell), so
    /// several tables play a set in the same round.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub duplicated_boards: bool,
    /// Rounds (from 1) whose boards are played arrow-switched: the pairs that would sit
    /// East-West sit North-South.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrow_switched: Vec<u32>,
    /// A pair declared absent (an odd number of pairs): its opponents sit out that round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sit_out: Option<u32>,
}

impl Movement {
    /// The boards of a set (from 1): set `s` holds boards `(s-1)*B+1 ..= s*B`.
    pub fn boards_of_set(&self, set: u32) -> std::ops::RangeInclusive<u32> {
        let first = (set - 1) * self.boards_per_set + 1;
        first..=first + self.boards_per_set - 1
    }

    /// The number of boards in play.
    pub fn boards(&self) -> u32 {
        self.sets * self.boards_per_set
    }

    /// Whether North-South and East-West pairs form separate fields (a Mitchell with no
    /// arrow-switched round); otherwise every pair is in one field.
    pub fn two_fields(&self) -> bool {
        matches!(self.kind, Kind::Mitchell) && self.arrow_switched.is_empty()
    }

    /// The pair's home direction in a two-field movement: `true` for North-South.
    pub fn is_north_south_pair(&self, pair: u32) -> bool {
        pair <= self.tables
    }

    /// Declares `pair` absent: its opponents sit out the rounds they would meet it.
    pub fn with_sit_out(mut self, pair: u32) -> Result<Movement, MovementError> {
        if pair == 0 || pair > self.pairs {
            return Err(MovementError::NoSuchPair {
                pair,
                pairs: self.pairs,
            });
        }
        self.sit_out = Some(pair);
        Ok(self)
    }

    /// Whether a sitting is played: neither pair is the absent one.
    pub fn is_played(&self, sitting: &Sitting) -> bool {
        self.sit_out
            .is_none_or(|absent| sitting.ns != absent && sitting.ew != absent)
    }

    /// The sittings at which a board is played, with their rounds (from 1).
    pub fn plays_of_board(&self, board: u32) -> impl Iterator<Item = (u32, &Sitting)> {
        let set = (board - 1) / self.boards_per_set + 1;
        self.rounds
            .iter()
            .enumerate()
            .flat_map(move |(round, sittings)| {
                sittings
                    .iter()
                    .filter(move |s| s.set == set && self.is_played(s))
                    .map(move |s| (round as u32 + 1, s))
            })
    }
}
