//! What the session tests share: the three-table Mitchell of one board a round they score, and
//! a table's result written as a results-file entry.

use std::collections::BTreeMap;

use club::movement::mitchell;
use club::session::{Scoring, Session, TableResult};

/// The session "Test": a three-table Mitchell, one board a round, scored by `scoring`, with no
/// deals and no pair names.
pub fn three_table_mitchell(scoring: Scoring) -> Session {
    let (movement, _) = mitchell(3, None, 1, &[]).unwrap();
    Session {
        name: "Test".into(),
        movement,
        scoring,
        deals: BTreeMap::new(),
        pair_names: BTreeMap::new(),
        rulings: Default::default(),
    }
}

/// The result of `board` at `table` in `round`, `entry` as a results file writes it (`4S N 10`).
pub fn result(table: u32, round: u32, board: u32, entry: &str) -> TableResult {
    TableResult {
        table,
        round,
        board,
        entry: entry.parse().unwrap(),
    }
}
