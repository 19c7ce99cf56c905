//! The log of live tables (`arbiter serve`): each table's configuration, the digests of its
//! tokens, and its entries in order, append-only. The store does not read the entries (they
//! are the server's JSON); it keeps them durably, a batch in one transaction, and gives them
//! back in order. Two backends behind one trait: SQLite (a file, compiled in) and PostgreSQL
//! (a URL); each brings its schema up to date with its migrations when opened.

mod migrations;
mod postgres;
mod sqlite;

use thiserror::Error;

pub use postgres::PostgresLog;
pub use sqlite::SqliteLog;

/// A new table: its id, its configuration (JSON, the server's), and its tokens' digests, each
/// with the role it gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTable {
    /// The table's id.
    pub id: String,
    /// Its configuration, as the server wrote it.
    pub config: String,
    /// `(digest, role)` for each token.
    pub tokens: Vec<(String, String)>,
}

/// One entry of a table's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The table.
    pub table: String,
    /// Its place in the table's log, from 1, without gaps.
    pub seq: u64,
    /// The entry, as the server wrote it.
    pub body: String,
    /// The client's idempotency key, if it sent one: a table never holds two entries with
    /// the same key.
    pub key: Option<String>,
}

/// What a batch writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Write {
    /// Makes a table.
    Create(NewTable),
    /// Appends an entry to a table's log.
    Append(Entry),
}

/// A table as stored: its configuration, tokens and log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredTable {
    /// The table as made.
    pub table: NewTable,
    /// Its entries, in order of `seq`.
    pub entries: Vec<Entry>,
}

/// What went wrong with the tables' database. Nothing of a failed batch was written.
#[derive(Debug, Error)]
pub enum TableLogError {
    /// Another program holds the database.
    #[error(
        "{0} is locked by another program: nothing of this batch was written; try again when it is done"
    )]
    Locked(String),
    /// An entry's place is taken, or a token or table id is used already.
    #[error("{database}: {what} exists already: nothing of this batch was written")]
    Conflict {
        /// The database.
        database: String,
        /// What clashed.
        what: String,
    },
    /// The database is not one of ours, or from a newer version.
    #[error("{database}: {why}")]
    Schema {
        /// The database.
        database: String,
        /// Why it cannot be used.
        why: String,
    },
    /// Anything else SQLite reports.
    #[error("{database}: {source}")]
    Sqlite {
        /// The database.
        database: String,
        /// SQLite's error.
        source: rusqlite::Error,
    },
    /// Anything else PostgreSQL reports.
    #[error("{database}: {source}")]
    Postgres {
        /// The database.
        database: String,
        /// PostgreSQL's error.
        source: ::postgres::Error,
    },
}

/// Where live tables are kept: the one interface both backends give.
pub trait TableLog: Send {
    /// Writes a batch in one transaction: all of it is durable when this returns `Ok`, none
    /// of it when it returns an error.
    fn write(&mut self, batch: &[Write]) -> Result<(), TableLogError>;

    /// Every table, its entries in order.
    fn load(&mut self) -> Result<Vec<StoredTable>, TableLogError>;

    /// The database, for messages (a path, or a URL without its password).
    fn name(&self) -> &str;

    /// The room's Director key kept in the database: the one kept, or `made`, kept now, if
    /// there is none yet. His link lasts across restarts.
    fn room_key(&mut self, made: &str) -> Result<String, TableLogError>;
}

/// Opens the tables' database named by `target`: a `postgres://` or `postgresql://` URL, or
/// the path of an SQLite file (made if missing).
pub fn open(target: &str) -> Result<Box<dyn TableLog>, TableLogError> {
    if target.starts_with("postgres://") || target.starts_with("postgresql://") {
        Ok(Box::new(PostgresLog::connect(target)?))
    } else {
        Ok(Box::new(SqliteLog::open(std::path::Path::new(target))?))
    }
}

/// Groups stored rows into tables: `tables` as made, `entries` in order of table and seq.
fn assemble(
    tables: Vec<NewTable>,
    tokens: Vec<(String, String, String)>,
    entries: Vec<Entry>,
) -> Vec<StoredTable> {
    let mut stored: Vec<StoredTable> = tables
        .into_iter()
        .map(|table| StoredTable {
            table,
            entries: Vec::new(),
        })
        .collect();
    let index: std::collections::HashMap<String, usize> = stored
        .iter()
        .enumerate()
        .map(|(i, t)| (t.table.id.clone(), i))
        .collect();
    for (table, digest, role) in tokens {
        if let Some(&i) = index.get(&table) {
            stored[i].table.tokens.push((digest, role));
        }
    }
    for entry in entries {
        if let Some(&i) = index.get(&entry.table) {
            stored[i].entries.push(entry);
        }
    }
    stored
}
