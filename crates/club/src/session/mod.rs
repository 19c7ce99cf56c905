//! A duplicate session: a movement, its boards, and the results entered table by table and
//! round by round, scored into travellers and rankings. Pure: the store keeps it, the command
//! line and the server load and save it. [`import`] reads results from text: result lines,
//! boards of PBN, LIN or JSON files, deals run at the table.

mod entry;
pub mod import;
pub mod rulings;
mod score;
pub mod simulate;

pub use entry::{Entry, EntryError};
pub use rulings::Rulings;
pub use score::{FieldRanking, RankRow, Scoring, Traveller, TravellerLine, rank, score_board};

use std::collections::BTreeMap;

use cards::{Board, Deal};
use laws::DealOutcome;
use laws::duplicate::duplicate_score_north_south;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::matchpoints::{FieldResult, check_weights};
use crate::movement::{Movement, Sitting};

/// A session: its name, movement, scoring method, the deals of its boards (if known) and the
/// pairs' names.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Session {
    /// The session's name, as results are headed.
    pub name: String,
    /// The movement.
    pub movement: Movement,
    /// How boards are scored.
    pub scoring: Scoring,
    /// The deal of each board, by number (boards whose deal is unknown are absent).
    pub deals: BTreeMap<u32, Deal>,
    /// The names of the pairs, by number.
    pub pair_names: BTreeMap<u32, String>,
    /// The Director's rulings on the session: penalties, fouled boards, corrections, appeals.
    #[serde(default)]
    pub rulings: Rulings,
}

/// One table's result for one board in one round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableResult {
    /// The table, from 1.
    pub table: u32,
    /// The round, from 1.
    pub round: u32,
    /// The board number.
    pub board: u32,
    /// What the table reported.
    pub entry: Entry,
}

/// A result the session cannot take, placed at its table, round and board.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("table {table}, round {round}, board {board}: {what}")]
pub struct ResultError {
    /// The table.
    pub table: u32,
    /// The round.
    pub round: u32,
    /// The board.
    pub board: u32,
    /// What is wrong.
    pub what: String,
}

/// A result checked against the movement and the deal, with its pairs and its score.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedResult {
    /// Who sat where.
    pub sitting: Sitting,
    /// The score as the field compares it.
    pub field: FieldResult,
    /// North-South's score in points when the board was played (or passed out).
    pub score_ns: Option<i64>,
}

impl Session {
    /// The sitting at a table in a round, if the movement has it.
    pub fn sitting(&self, table: u32, round: u32) -> Option<&Sitting> {
        self.movement
            .rounds
            .get(round.checked_sub(1)? as usize)?
            .iter()
            .find(|s| s.table == table)
    }

    /// The board numbers in play, in order.
    pub fn boards(&self) -> impl Iterator<Item = u32> {
        1..=self.movement.boards()
    }

    /// The most times any board is played: the field every board is factored to (Neuberg).
    pub fn expected_plays(&self) -> usize {
        self.boards()
            .map(|board| self.movement.plays_of_board(board).count())
            .max()
            .unwrap_or(0)
    }

    /// Checks a result against the movement (the table plays that board in that round, and
    /// plays at all) and the deal (the opening lead is a card of the hand on declarer's left,
    /// Law 41A), and scores it by Law 77 with the board's vulnerability (Law 2).
    pub fn check(&self, result: &TableResult) -> Result<CheckedResult, ResultError> {
        let fail = |what: String| ResultError {
            table: result.table,
            round: result.round,
            board: result.board,
            what,
        };
        let rounds = self.movement.rounds.len();
        let sitting = *self.sitting(result.table, result.round).ok_or_else(|| {
            fail(format!(
                "the movement has tables 1 to {} and rounds 1 to {rounds}",
                self.movement.tables
            ))
        })?;
        if !self
            .movement
            .boards_of_set(sitting.set)
            .contains(&result.board)
        {
            let boards = self.movement.boards_of_set(sitting.set);
            return Err(fail(format!(
                "this table plays boards {} to {} in this round",
                boards.start(),
                boards.end()
            )));
        }
        if !self.movement.is_played(&sitting) {
            return Err(fail("this table sits out this round".into()));
        }
        let (field, score_ns) =
            score_entry(&result.entry, result.board, self.deals.get(&result.board))
                .map_err(fail)?;
        Ok(CheckedResult {
            sitting,
            field,
            score_ns,
        })
    }

    /// The results the movement expects that are not yet entered, as (table, round, board).
    pub fn missing(&self, results: &[TableResult]) -> Vec<(u32, u32, u32)> {
        let entered: std::collections::HashSet<(u32, u32, u32)> = results
            .iter()
            .map(|r| (r.table, r.round, r.board))
            .collect();
        let mut missing = Vec::new();
        for (r, round) in self.movement.rounds.iter().enumerate() {
            for sitting in round.iter().filter(|s| self.movement.is_played(s)) {
                for board in self.movement.boards_of_set(sitting.set) {
                    let key = (sitting.table, r as u32 + 1, board);
                    if !entered.contains(&key) {
                        missing.push(key);
                    }
                }
            }
        }
        missing
    }
}

/// Checks what a table reported for a board against the deal (the opening lead is a card of
/// the hand on declarer's left, Law 41A) and scores it by Law 77 with the board's
/// vulnerability (Law 2): the result as a field compares it, and North-South's score in
/// points when the board was played (or passed out). Pairs and team events both score this way.
pub fn score_entry(
    entry: &Entry,
    board: u32,
    deal: Option<&Deal>,
) -> Result<(FieldResult, Option<i64>), String> {
    let board = Board::new(board).map_err(|e| e.to_string())?;
    Ok(match entry {
        Entry::Played {
            contract,
            declarer,
            lead,
            tricks,
        } => {
            if let (Some(lead), Some(deal)) = (lead, deal) {
                if !deal.hand(declarer.lho()).contains(*lead) {
                    return Err(format!(
                        "the opening lead {lead} is not in {leader}'s hand ({leader}, on declarer's left, leads: Law 41A)",
                        leader = declarer.lho().name()
                    ));
                }
            }
            let outcome = DealOutcome::played(*contract, *declarer, *tricks, board.vulnerability());
            let ns = duplicate_score_north_south(&outcome).map_err(|e| e.to_string())?;
            (FieldResult::Score(ns), Some(ns))
        }
        Entry::PassedOut => (FieldResult::Score(0), Some(0)),
        Entry::Artificial { ns, ew } => (FieldResult::Artificial { ns: *ns, ew: *ew }, None),
        Entry::Assigned(parts) => {
            check_weights(parts).map_err(|e| e.to_string())?;
            (FieldResult::Weighted(parts.clone()), None)
        }
        Entry::Split { ns, ew } => {
            check_weights(ns)
                .and_then(|()| check_weights(ew))
                .map_err(|e| e.to_string())?;
            (
                FieldResult::Split {
                    ns: ns.clone(),
                    ew: ew.clone(),
                },
                None,
            )
        }
    })
}
