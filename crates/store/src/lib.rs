//! Durable storage of duplicate sessions: one SQLite file per event, beside it, so that a
//! director's evening survives a crash. Every result entered is kept (a replaced result stays
//! in the log); a board's scored traveller is kept until one of its results changes, so
//! fixing a result re-scores only that board.
//!
//! [`tables`] keeps the logs of live tables (`arbiter serve`), in SQLite or PostgreSQL;
//! [`teams`] a team event's file ([`TeamStore`]). Each store refuses the other's file, saying
//! what it is ([`event_kind`] tells them apart).

/// The logs of live tables.
pub mod tables;
/// Team events: one SQLite file per event, as for pairs.
pub mod teams;

pub use teams::TeamStore;

use std::path::{Path, PathBuf};

use club::session::{Entry, ResultError, Rulings, Session, TableResult, Traveller, score_board};
use dds::DdTable;
use rusqlite::{Connection, ErrorCode, OptionalExtension, params};
use thiserror::Error;

/// The format written in every event file, checked when it is opened.
const FORMAT: &str = "arbiter-event/1";

const SCHEMA: &str = "
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE results (
    tbl INTEGER NOT NULL, round INTEGER NOT NULL, board INTEGER NOT NULL,
    entry TEXT NOT NULL, entered_at TEXT NOT NULL DEFAULT (datetime('now')),
    PRIMARY KEY (tbl, round, board));
CREATE TABLE results_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    tbl INTEGER NOT NULL, round INTEGER NOT NULL, board INTEGER NOT NULL,
    entry TEXT NOT NULL, entered_at TEXT NOT NULL DEFAULT (datetime('now')));
CREATE TABLE travellers (board INTEGER PRIMARY KEY, traveller TEXT NOT NULL);
CREATE TABLE double_dummy (board INTEGER PRIMARY KEY, tricks TEXT NOT NULL);
";

/// What went wrong with an event file.
#[derive(Debug, Error)]
pub enum StoreError {
    /// Another program holds the file.
    #[error(
        "{0} is locked by another program (another arbiter?): try again when it is done; nothing was changed"
    )]
    Locked(PathBuf),
    /// The file exists already (`new` never overwrites an event).
    #[error("{0} exists already: an event is never overwritten; choose another name")]
    Exists(PathBuf),
    /// The file does not exist.
    #[error("{0} does not exist: make the event first with `arbiter event new`")]
    Missing(PathBuf),
    /// The file is not an event file of ours.
    #[error("{path} is not an arbiter event file ({why})")]
    NotAnEvent {
        /// The file.
        path: PathBuf,
        /// Why.
        why: String,
    },
    /// A team event's file given where a pairs event's is wanted.
    #[error(
        "{0} is a team event, not a pairs event: this command is for pairs events (the team commands are in docs/events.md, \"Team events\")"
    )]
    TeamEvent(PathBuf),
    /// A pairs event's file given where a team event's is wanted.
    #[error("{0} is a pairs event, not a team event: make a team event with `arbiter event new`")]
    PairsEvent(PathBuf),
    /// Anything else SQLite reports.
    #[error("{path}: {source}")]
    Sqlite {
        /// The file.
        path: PathBuf,
        /// SQLite's error.
        source: rusqlite::Error,
    },
}

/// An event file, open.
pub struct EventStore {
    connection: Connection,
    path: PathBuf,
    session: Session,
}

impl EventStore {
    /// Makes a new event file holding `session` (refusing to overwrite one).
    pub fn create(path: &Path, session: &Session) -> Result<EventStore, StoreError> {
        let json = serde_json::to_string(session).expect("a session serializes");
        Ok(EventStore {
            connection: create_file(path, SCHEMA, FORMAT, "session", &json)?,
            path: path.to_path_buf(),
            session: session.clone(),
        })
    }

    /// Opens an event file.
    pub fn open(path: &Path) -> Result<EventStore, StoreError> {
        let (connection, session) = open_file::<Session>(path, EventKind::Pairs, "session")?;
        club::movement::check(&session.movement).map_err(|e| StoreError::NotAnEvent {
            path: path.to_path_buf(),
            why: format!("its movement does not check: {e}"),
        })?;
        Ok(EventStore {
            connection,
            path: path.to_path_buf(),
            session,
        })
    }

    /// The session.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Names a pair (kept in the session).
    pub fn set_pair_name(&mut self, pair: u32, name: &str) -> Result<(), StoreError> {
        self.session.pair_names.insert(pair, name.to_string());
        self.save_session()
    }

    /// Replaces the Director's rulings on the session (penalties, fouled boards, corrections,
    /// appeals) and drops every kept traveller, to be scored again with them.
    pub fn set_rulings(&mut self, rulings: Rulings) -> Result<(), StoreError> {
        self.session.rulings = rulings;
        self.save_session()?;
        self.connection
            .execute("DELETE FROM travellers", [])
            .map_err(|e| sql_error(&self.path, e))?;
        Ok(())
    }

    fn save_session(&mut self) -> Result<(), StoreError> {
        let json = serde_json::to_string(&self.session).expect("a session serializes");
        self.connection
            .execute("UPDATE meta SET value = ?1 WHERE key = 'session'", [json])
            .map_err(|e| sql_error(&self.path, e))?;
        Ok(())
    }

    /// Enters results: each is checked against the session first; those that pass are saved
    /// together (replacing a result already entered for the same table, round and board, the
    /// old one kept in the log), and the travellers of their boards are dropped to be scored
    /// again. Returns the results refused, each with its reason; nothing is saved if the file
    /// cannot be written.
    pub fn enter(&mut self, results: &[TableResult]) -> Result<Vec<ResultError>, StoreError> {
        let (good, refused): (Vec<&TableResult>, Vec<ResultError>) =
            results
                .iter()
                .fold((Vec::new(), Vec::new()), |(mut good, mut bad), result| {
                    match self.session.check(result) {
                        Ok(_) => good.push(result),
                        Err(error) => bad.push(error),
                    }
                    (good, bad)
                });
        let path = self.path.clone();
        let sql = |source| sql_error(&path, source);
        let tx = self.connection.transaction().map_err(sql)?;
        {
            let mut upsert = tx
                .prepare(
                    "INSERT INTO results (tbl, round, board, entry) VALUES (?1, ?2, ?3, ?4)
                     ON CONFLICT (tbl, round, board) DO UPDATE
                     SET entry = excluded.entry, entered_at = datetime('now')",
                )
                .map_err(sql)?;
            let mut log = tx
                .prepare(
                    "INSERT INTO results_log (tbl, round, board, entry) VALUES (?1, ?2, ?3, ?4)",
                )
                .map_err(sql)?;
            let mut stale = tx
                .prepare("DELETE FROM travellers WHERE board = ?1")
                .map_err(sql)?;
            for r in good {
                let entry = r.entry.to_string();
                upsert
                    .execute(params![r.table, r.round, r.board, entry])
                    .map_err(sql)?;
                log.execute(params![r.table, r.round, r.board, entry])
                    .map_err(sql)?;
                stale.execute([r.board]).map_err(sql)?;
            }
        }
        tx.commit().map_err(sql)?;
        Ok(refused)
    }

    /// Every result entered (the latest for each table, round and board).
    pub fn results(&self) -> Result<Vec<TableResult>, StoreError> {
        let sql = |source| sql_error(&self.path, source);
        let mut statement = self
            .connection
            .prepare("SELECT tbl, round, board, entry FROM results ORDER BY board, tbl, round")
            .map_err(sql)?;
        let rows = statement
            .query_map([], |row| {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    row.get(2)?,
                    row.get::<_, String>(3)?,
                ))
            })
            .map_err(sql)?;
        let mut results = Vec::new();
        for row in rows {
            let (table, round, board, entry) = row.map_err(sql)?;
            let entry: Entry =
                entry
                    .parse()
                    .map_err(|e: club::session::EntryError| StoreError::NotAnEvent {
                        path: self.path.clone(),
                        why: format!("a stored result cannot be read: {e}"),
                    })?;
            results.push(TableResult {
                table,
                round,
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
            .query_row("SELECT count(*) FROM results_log", [], |row| row.get(0))
            .map_err(|e| sql_error(&self.path, e))?;
        Ok(count.unsigned_abs())
    }

    /// Every board's traveller, scored: kept ones as they are, the others scored now and kept.
    /// Returns them with the number of boards scored now.
    pub fn travellers(&mut self) -> Result<(Vec<Traveller>, usize), StoreError> {
        let results = self.results()?;
        let path = self.path.clone();
        let sql = |source| sql_error(&path, source);
        let mut travellers = Vec::new();
        let mut scored = 0;
        let tx = self.connection.transaction().map_err(sql)?;
        for board in self.session.boards() {
            let kept: Option<String> = tx
                .query_row(
                    "SELECT traveller FROM travellers WHERE board = ?1",
                    [board],
                    |row| row.get(0),
                )
                .optional()
                .map_err(sql)?;
            if let Some(traveller) = kept.and_then(|json| serde_json::from_str(&json).ok()) {
                travellers.push(traveller);
                continue;
            }
            let traveller = score_board(&self.session, board, &results).map_err(|e| {
                StoreError::NotAnEvent {
                    path: path.clone(),
                    why: format!("a stored result no longer checks: {e}"),
                }
            })?;
            let json = serde_json::to_string(&traveller).expect("a traveller serializes");
            tx.execute(
                "INSERT OR REPLACE INTO travellers (board, traveller) VALUES (?1, ?2)",
                params![board, json],
            )
            .map_err(sql)?;
            travellers.push(traveller);
            scored += 1;
        }
        tx.commit().map_err(sql)?;
        Ok((travellers, scored))
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

/// An event file that keeps its boards' double-dummy tables (solved once, for publishing).
pub trait KeepsDoubleDummy {
    /// The double-dummy table kept for a board, if any.
    fn kept_double_dummy(&self, board: u32) -> Result<Option<DdTable>, StoreError>;
    /// Keeps a board's double-dummy table.
    fn keep_double_dummy(&mut self, board: u32, table: &DdTable) -> Result<(), StoreError>;
}

impl KeepsDoubleDummy for EventStore {
    fn kept_double_dummy(&self, board: u32) -> Result<Option<DdTable>, StoreError> {
        self.double_dummy(board)
    }
    fn keep_double_dummy(&mut self, board: u32, table: &DdTable) -> Result<(), StoreError> {
        self.save_double_dummy(board, table)
    }
}

impl KeepsDoubleDummy for TeamStore {
    fn kept_double_dummy(&self, board: u32) -> Result<Option<DdTable>, StoreError> {
        self.double_dummy(board)
    }
    fn keep_double_dummy(&mut self, board: u32, table: &DdTable) -> Result<(), StoreError> {
        self.save_double_dummy(board, table)
    }
}

/// What an event file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// A pairs session ([`EventStore`]).
    Pairs,
    /// A team event ([`TeamStore`]).
    Teams,
}

/// Whether the event file at `path` holds a pairs or a team event (an error if it is neither,
/// or cannot be read).
pub fn event_kind(path: &Path) -> Result<EventKind, StoreError> {
    if !path.exists() {
        return Err(StoreError::Missing(path.to_path_buf()));
    }
    let connection = connect(path)?;
    match meta_value(&connection, path, "format")? {
        Some(format) if format == FORMAT => Ok(EventKind::Pairs),
        Some(format) if format == teams::FORMAT => Ok(EventKind::Teams),
        Some(other) => Err(StoreError::NotAnEvent {
            path: path.to_path_buf(),
            why: format!("its format is {other}"),
        }),
        None => Err(StoreError::NotAnEvent {
            path: path.to_path_buf(),
            why: "it has no format".into(),
        }),
    }
}

/// Makes a new event file of `format` with `schema`, its event's JSON kept under `key`
/// (refusing to overwrite a file).
fn create_file(
    path: &Path,
    schema: &str,
    format: &str,
    key: &str,
    json: &str,
) -> Result<Connection, StoreError> {
    if path.exists() {
        return Err(StoreError::Exists(path.to_path_buf()));
    }
    let mut connection = connect(path)?;
    let sql = |source| sql_error(path, source);
    let tx = connection.transaction().map_err(sql)?;
    tx.execute_batch(schema).map_err(sql)?;
    tx.execute(
        "INSERT INTO meta (key, value) VALUES ('format', ?1), (?2, ?3)",
        params![format, key, json],
    )
    .map_err(sql)?;
    tx.commit().map_err(sql)?;
    Ok(connection)
}

/// Opens an event file of `kind`, and reads its event kept under `key`: a file of the other
/// kind, or of no kind, is refused saying which it is.
fn open_file<T: serde::de::DeserializeOwned>(
    path: &Path,
    kind: EventKind,
    key: &str,
) -> Result<(Connection, T), StoreError> {
    if !path.exists() {
        return Err(StoreError::Missing(path.to_path_buf()));
    }
    let connection = connect(path)?;
    let not_an_event = |why: String| StoreError::NotAnEvent {
        path: path.to_path_buf(),
        why,
    };
    let (format, other) = match kind {
        EventKind::Pairs => (FORMAT, teams::FORMAT),
        EventKind::Teams => (teams::FORMAT, FORMAT),
    };
    match meta_value(&connection, path, "format")? {
        Some(found) if found == format => {}
        Some(found) if found == other => {
            return Err(match kind {
                EventKind::Pairs => StoreError::TeamEvent(path.to_path_buf()),
                EventKind::Teams => StoreError::PairsEvent(path.to_path_buf()),
            });
        }
        Some(found) => return Err(not_an_event(format!("its format is {found}, not {format}"))),
        None => return Err(not_an_event("it has no format".into())),
    }
    let json =
        meta_value(&connection, path, key)?.ok_or_else(|| not_an_event(format!("no {key}")))?;
    let event = serde_json::from_str(&json).map_err(|e| not_an_event(e.to_string()))?;
    Ok((connection, event))
}

/// A value of an event file's `meta` table, if there.
fn meta_value(
    connection: &Connection,
    path: &Path,
    key: &str,
) -> Result<Option<String>, StoreError> {
    let not_an_event = |why: String| StoreError::NotAnEvent {
        path: path.to_path_buf(),
        why,
    };
    connection
        .query_row("SELECT value FROM meta WHERE key = ?1", [key], |row| {
            row.get(0)
        })
        .optional()
        .map_err(|e| match e {
            rusqlite::Error::SqliteFailure(f, _) if f.code == ErrorCode::NotADatabase => {
                not_an_event("not an SQLite database".into())
            }
            rusqlite::Error::SqliteFailure(..) => sql_error(path, e),
            other => not_an_event(other.to_string()),
        })
}

/// The double-dummy table kept for a board in an event file, if any.
fn double_dummy(
    connection: &Connection,
    path: &Path,
    board: u32,
) -> Result<Option<DdTable>, StoreError> {
    let text: Option<String> = connection
        .query_row(
            "SELECT tricks FROM double_dummy WHERE board = ?1",
            [board],
            |row| row.get(0),
        )
        .optional()
        .map_err(|e| sql_error(path, e))?;
    Ok(text.and_then(|text| DdTable::from_pbn_digits(&text)))
}

/// Keeps a board's double-dummy table in an event file.
fn save_double_dummy(
    connection: &Connection,
    path: &Path,
    board: u32,
    table: &DdTable,
) -> Result<(), StoreError> {
    connection
        .execute(
            "INSERT OR REPLACE INTO double_dummy (board, tricks) VALUES (?1, ?2)",
            params![board, table.pbn_digits()],
        )
        .map_err(|e| sql_error(path, e))?;
    Ok(())
}

/// Opens (or creates) the SQLite file: write-ahead logging, so a crash loses nothing
/// committed, and a short wait for another writer before reporting the file locked.
fn connect(path: &Path) -> Result<Connection, StoreError> {
    let connection = Connection::open(path).map_err(|e| sql_error(path, e))?;
    connection
        .busy_timeout(std::time::Duration::from_secs(2))
        .map_err(|e| sql_error(path, e))?;
    connection
        .pragma_update(None, "journal_mode", "WAL")
        .map_err(|e| sql_error(path, e))?;
    connection
        .pragma_update(None, "synchronous", "NORMAL")
        .map_err(|e| sql_error(path, e))?;
    Ok(connection)
}

/// SQLite's error, a locked file reported as such.
fn sql_error(path: &Path, source: rusqlite::Error) -> StoreError {
    match &source {
        rusqlite::Error::SqliteFailure(failure, _)
            if matches!(
                failure.code,
                ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked
            ) =>
        {
            StoreError::Locked(path.to_path_buf())
        }
        rusqlite::Error::SqliteFailure(failure, _) if failure.code == ErrorCode::NotADatabase => {
            StoreError::NotAnEvent {
                path: path.to_path_buf(),
                why: "not an SQLite database".into(),
            }
        }
        _ => StoreError::Sqlite {
            path: path.to_path_buf(),
            source,
        },
    }
}
