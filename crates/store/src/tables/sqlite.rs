//! The tables' log in an SQLite file: WAL mode with `synchronous=FULL`, so a committed batch
//! survives the process being killed and the machine losing power.

use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, TransactionBehavior, params};

use super::migrations::{MIGRATIONS, MIGRATIONS_TABLE, too_new};
use super::{Entry, NewTable, StoredTable, TableLog, TableLogError, Write, assemble};

/// How long a write waits for another connection's lock before reporting it.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The tables' log in an SQLite file.
pub struct SqliteLog {
    connection: Connection,
    name: String,
}

impl SqliteLog {
    /// Opens (making it if missing) the file at `path` and brings its schema up to date.
    pub fn open(path: &Path) -> Result<SqliteLog, TableLogError> {
        let name = path.display().to_string();
        let error = |source| classify(&name, source);
        let connection = Connection::open(path).map_err(error)?;
        connection.busy_timeout(BUSY_TIMEOUT).map_err(error)?;
        connection
            .pragma_update(None, "journal_mode", "WAL")
            .map_err(error)?;
        connection
            .pragma_update(None, "synchronous", "FULL")
            .map_err(error)?;
        connection
            .pragma_update(None, "foreign_keys", "ON")
            .map_err(error)?;
        let mut log = SqliteLog { connection, name };
        log.migrate()?;
        Ok(log)
    }

    /// How long a write waits for another connection's lock before reporting
    /// [`TableLogError::Locked`] (5 seconds unless changed).
    pub fn set_busy_timeout(&mut self, wait: Duration) -> Result<(), TableLogError> {
        self.connection
            .busy_timeout(wait)
            .map_err(|source| classify(&self.name, source))
    }

    fn migrate(&mut self) -> Result<(), TableLogError> {
        let name = self.name.clone();
        let error = |source| classify(&name, source);
        let tx = self
            .connection
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(error)?;
        tx.execute_batch(MIGRATIONS_TABLE).map_err(error)?;
        let applied: i64 = tx
            .query_row(
                "SELECT COALESCE(MAX(version), 0) FROM arbiter_migrations",
                [],
                |r| r.get(0),
            )
            .map_err(error)?;
        if let Some(why) = too_new(applied) {
            return Err(TableLogError::Schema {
                database: name,
                why,
            });
        }
        for migration in MIGRATIONS.iter().filter(|m| m.version > applied) {
            tx.execute_batch(migration.sqlite).map_err(error)?;
            tx.execute(
                "INSERT INTO arbiter_migrations (version) VALUES (?1)",
                [migration.version],
            )
            .map_err(error)?;
        }
        tx.commit().map_err(error)
    }
}

impl TableLog for SqliteLog {
    fn write(&mut self, batch: &[Write]) -> Result<(), TableLogError> {
        let name = self.name.clone();
        let error = |source| classify(&name, source);
        let tx = self
            .connection
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(error)?;
        for write in batch {
            match write {
                Write::Create(table) => {
                    tx.execute(
                        "INSERT INTO live_tables (id, config) VALUES (?1, ?2)",
                        params![table.id, table.config],
                    )
                    .map_err(error)?;
                    for (digest, role) in &table.tokens {
                        tx.execute(
                            "INSERT INTO live_tokens (digest, table_id, role) VALUES (?1, ?2, ?3)",
                            params![digest, table.id, role],
                        )
                        .map_err(error)?;
                    }
                }
                Write::Append(entry) => {
                    tx.prepare_cached(
                        "INSERT INTO live_entries (table_id, seq, body, idempotency_key) \
                         VALUES (?1, ?2, ?3, ?4)",
                    )
                    .and_then(|mut insert| {
                        insert.execute(params![
                            entry.table,
                            entry.seq as i64,
                            entry.body,
                            entry.key
                        ])
                    })
                    .map_err(error)?;
                }
            }
        }
        tx.commit().map_err(error)
    }

    fn room_key(&mut self, made: &str) -> Result<String, TableLogError> {
        let name = self.name.clone();
        let error = |source| classify(&name, source);
        let tx = self
            .connection
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(error)?;
        tx.execute(
            "INSERT OR IGNORE INTO live_settings (name, value) VALUES ('room_key', ?1)",
            params![made],
        )
        .map_err(error)?;
        let key: String = tx
            .query_row(
                "SELECT value FROM live_settings WHERE name = 'room_key'",
                [],
                |r| r.get(0),
            )
            .map_err(error)?;
        tx.commit().map_err(error)?;
        Ok(key)
    }

    fn load(&mut self) -> Result<Vec<StoredTable>, TableLogError> {
        let name = self.name.clone();
        let error = |source| classify(&name, source);
        let tx = self.connection.transaction().map_err(error)?;
        let tables = tx
            .prepare("SELECT id, config FROM live_tables ORDER BY created_at, id")
            .and_then(|mut s| {
                s.query_map([], |r| {
                    Ok(NewTable {
                        id: r.get(0)?,
                        config: r.get(1)?,
                        tokens: Vec::new(),
                    })
                })?
                .collect::<Result<Vec<_>, _>>()
            })
            .map_err(error)?;
        let tokens = tx
            .prepare("SELECT table_id, digest, role FROM live_tokens ORDER BY table_id, role")
            .and_then(|mut s| {
                s.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                    .collect::<Result<Vec<_>, _>>()
            })
            .map_err(error)?;
        let entries = tx
            .prepare(
                "SELECT table_id, seq, body, idempotency_key FROM live_entries \
                 ORDER BY table_id, seq",
            )
            .and_then(|mut s| {
                s.query_map([], |r| {
                    Ok(Entry {
                        table: r.get(0)?,
                        seq: r.get::<_, i64>(1)? as u64,
                        body: r.get(2)?,
                        key: r.get(3)?,
                    })
                })?
                .collect::<Result<Vec<_>, _>>()
            })
            .map_err(error)?;
        Ok(assemble(tables, tokens, entries))
    }

    fn name(&self) -> &str {
        &self.name
    }
}

/// SQLite's error, as the director should read it.
fn classify(name: &str, source: rusqlite::Error) -> TableLogError {
    match source.sqlite_error_code() {
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => {
            TableLogError::Locked(name.to_string())
        }
        Some(ErrorCode::ConstraintViolation) => TableLogError::Conflict {
            database: name.to_string(),
            what: source.to_string(),
        },
        Some(ErrorCode::NotADatabase) => TableLogError::Schema {
            database: name.to_string(),
            why: "not an SQLite database".to_string(),
        },
        _ => TableLogError::Sqlite {
            database: name.to_string(),
            source,
        },
    }
}
