//! A team event's file: the event (teams, format, rounds made, deals) and every result
//! entered, room by room, a replaced result kept in the log. A pairs event's file is refused
//! with a message saying so, as the pairs store refuses this one.

use std::path::{Path, PathBuf};

use club::session::{Entry, EntryError};
use club::teams::{Room, TeamError, TeamEvent, TeamResult};
use dds::DdTable;
use rusqlite::{Connection, params};

use super::{
    EventKind, StoreError, create_file, double_dummy, open_file, save_double_dummy, sql_error,
};

/// The format written in every team event file.
pub(crate) const FORMAT: &str = "arbiter-team-event/1";

const SCHEMA: &str = "
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE team_results (
    round INTEGER NOT NULL, tbl INTEGER NOT NULL, room TEXT NOT NULL, board INTEGER NOT NULL,
    entry TEXT NOT NULL, entered_at TEXT NOT NULL DEFAULT (datetime('now')),
    PRIMARY KEY (round, tbl, room, board));
CREATE TABLE team_results_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    round INTEGER NOT NULL, tbl INTEGER NOT NULL, room TEXT NOT NULL, board INTEGER NOT NULL,
    entry TEXT NOT NULL, entered_at TEXT NOT NULL DEFAULT (datetime('now')));
CREATE TABLE double_dummy (board INTEGER PRIMARY KEY, tricks TEXT NOT NULL);
";

/// A team event file, open.
pub struct TeamStore {
    connection: Connection,
    path: PathBuf,
    event: TeamEvent,
}

impl TeamStore {
    /// Makes a new team event file holding `event` (refusing to overwrite a file).
    pub fn create(path: &Path, event: &TeamEvent) -> Result<TeamStore, StoreError> {
        let json = serde_json::to_string(event).expect("a team event serializes");
        Ok(TeamStore {
            connection: create_file(path, SCHEMA, FORMAT, "event", &json)?,
            path: path.to_path_buf(),
            event: event.clone(),
        })
    }

    /// Opens a team event file.
    pub fn open(path: &Path) -> Result<TeamStore, StoreError> {
        let (connection, event) = open_file(path, EventKind::Teams, "event")?;
        Ok(TeamStore {
            connection,
            path: path.to_path_buf(),
            event,
        })
    }

    /// The event.
    pub fn event(&self) -> &TeamEvent {
        &self.event
    }

    /// Replaces the event (a team named, a Swiss round made) and saves it.
    pub fn set_event(&mut self, event: TeamEvent) -> Result<(), StoreError> {
        let json = serde_json::to_string(&event).expect("a team event serializes");
        self.connection
            .execute("UPDATE meta SET value = ?1 WHERE key = 'event'", [json])
            .map_err(|e| sql_error(&self.path, e))?;
        self.event = event;
        Ok(())
    }

    /// Enters results: each is checked against the event first; those that pass are saved
    /// together (replacing one entered for the same round, match, room and board, the old one
    /// kept in the log). Returns the results refused, each with its reason.
    pub fn enter(&mut self, results: &[TeamResult]) -> Result<Vec<TeamError>, StoreError> {
        let mut refused = Vec::new();
        let mut good = Vec::new();
        for result in results {
            match self.event.check(result) {
                Ok(_) => good.push(result),
                Err(error) => refused.push(error),
            }
        }
        let path = self.path.clone();
        let sql = |source| sql_error(&path, source);
        let tx = self.connection.transaction().map_err(sql)?;
        {
            let mut upsert = tx
                .prepare(
                    "INSERT INTO team_results (round, tbl, room, board, entry)
                     VALUES (?1, ?2, ?3, ?4, ?5)
                     ON CONFLICT (round, tbl, room, board) DO UPDATE
                     SET entry = excluded.entry, entered_at = datetime('now')",
                )
                .map_err(sql)?;
            let mut log = tx
                .prepare(
                    "INSERT INTO team_results_log (round, tbl, room, board, entry)
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                )
                .map_err(sql)?;
            for r in good {
                let values = params![
                    r.round,
                    r.table,
                    r.room.name(),
                    r.board,
                    r.entry.to_string()
                ];
                upsert.execute(values).map_err(sql)?;
                log.execute(values).map_err(sql)?;
            }
        }
        tx.commit().map_err(sql)?;
        Ok(refused)
    }

    /// Every result entered (the latest for each round, match, room and board).
    pub fn results(&self) -> Result<Vec<TeamResult>, StoreError> {
        let sql = |source| sql_error(&self.path, source);
        let mut statement = self
            .connection
            .prepare(
                "SELECT round, tbl, room, board, entry FROM team_results
                 ORDER BY round, tbl, board, room DESC",
            )
            .map_err(sql)?;
        let rows = statement
            .query_map([], |row| {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    row.get::<_, String>(2)?,
                    row.get(3)?,
                    row.get::<_, String>(4)?,
                ))
            })
            .map_err(sql)?;
        let unreadable = |why: String| StoreError::NotAnEvent {
            path: self.path.clone(),
            why: format!("a stored result cannot be read: {why}"),
        };
        let mut results = Vec::new();
        for row in rows {
            let (round, table, room, board, entry) = row.map_err(sql)?;
            let room: Room = room.parse().map_err(unreadable)?;
            let entry: Entry = entry
                .parse()
                .map_err(|e: EntryError| unreadable(e.to_string()))?;
            results.push(TeamResult {
                round,
                table,
                room,
                board,
                entry,
            });
        }
        Ok(results)
    }

    /// How many results were ever entered, replaced ones included.
    pub fn entries_logged(&self) -> Result<u64, StoreError> {
        let count: i64 = self
            .connection
            .query_row("SELECT count(*) FROM team_results_log", [], |row| {
                row.get(0)
            })
            .map_err(|e| sql_error(&self.path, e))?;
        Ok(count.unsigned_abs())
    }

    /// The double-dummy table kept for a board, if any.
    pub fn double_dummy(&self, board: u32) -> Result<Option<DdTable>, StoreError> {
        double_dummy(&self.connection, &self.path, board)
    }

    /// Keeps a board's double-dummy table.
    pub fn save_double_dummy(&mut self, board: u32, table: &DdTable) -> Result<(), StoreError> {
        save_double_dummy(&self.connection, &self.path, board, table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use club::teams::{Draw, Format, TeamSettings};

    fn event() -> TeamEvent {
        TeamEvent::new(TeamSettings {
            name: "Cup".into(),
            format: Format::Match,
            teams: 2,
            rounds: Some(2),
            boards_per_match: 2,
            bye_vps: 1200,
            carry_over: None,
            draw: Draw::Seeded,
        })
        .unwrap()
    }

    #[test]
    fn a_team_event_keeps_its_results_and_refuses_bad_ones() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("cup.db");
        let mut store = TeamStore::create(&path, &event()).unwrap();
        let result = |room: Room, board: u32, entry: &str| TeamResult {
            round: 1,
            table: 1,
            room,
            board,
            entry: entry.parse().unwrap(),
        };
        let refused = store
            .enter(&[
                result(Room::Open, 1, "4S N 10"),
                result(Room::Closed, 1, "4S N 9"),
                result(Room::Open, 3, "pass"),
            ])
            .unwrap();
        assert_eq!(refused.len(), 1);
        assert!(refused[0].to_string().contains("boards 1 to 2"));
        store.enter(&[result(Room::Closed, 1, "4S N 8")]).unwrap();
        drop(store);
        let store = TeamStore::open(&path).unwrap();
        let results = store.results().unwrap();
        assert_eq!(results.len(), 2);
        assert_eq!(results[0].room, Room::Open);
        assert_eq!(results[1].entry.to_string(), "4S N 8");
        assert_eq!(store.entries_logged().unwrap(), 3);
        assert_eq!(store.event().name, "Cup");
    }

    #[test]
    fn each_store_says_what_the_other_file_is() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("cup.db");
        TeamStore::create(&path, &event()).unwrap();
        let error = crate::EventStore::open(&path).err().unwrap().to_string();
        assert!(
            error.contains("is a team event, not a pairs event"),
            "{error}"
        );
        assert_eq!(crate::event_kind(&path).unwrap(), crate::EventKind::Teams);
        let (movement, _) = club::movement::mitchell(3, None, 2, &[]).unwrap();
        let session = club::session::Session {
            name: "Pairs".into(),
            movement,
            scoring: Default::default(),
            deals: Default::default(),
            pair_names: Default::default(),
            rulings: Default::default(),
        };
        let pairs = dir.path().join("pairs.db");
        crate::EventStore::create(&pairs, &session).unwrap();
        let error = TeamStore::open(&pairs).err().unwrap().to_string();
        assert!(
            error.contains("is a pairs event, not a team event"),
            "{error}"
        );
        assert_eq!(crate::event_kind(&pairs).unwrap(), crate::EventKind::Pairs);
    }
}
