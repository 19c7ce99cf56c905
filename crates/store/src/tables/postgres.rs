//! The tables' log in PostgreSQL: one transaction a batch, committed before `write` returns.

use postgres::error::SqlState;
use postgres::{Client, NoTls};

use super::migrations::{MIGRATIONS, MIGRATIONS_TABLE, too_new};
use super::{Entry, NewTable, StoredTable, TableLog, TableLogError, Write, assemble};

/// A key for `pg_advisory_xact_lock`: servers starting together migrate one at a time.
const MIGRATION_LOCK: i64 = 0x6272_6964_6765; // "bridge"

/// The tables' log in a PostgreSQL database.
pub struct PostgresLog {
    client: Client,
    name: String,
}

impl PostgresLog {
    /// Connects to the database at `url` and brings its schema up to date.
    pub fn connect(url: &str) -> Result<PostgresLog, TableLogError> {
        let name = without_password(url);
        let client = Client::connect(url, NoTls).map_err(|e| classify(&name, e))?;
        let mut log = PostgresLog { client, name };
        log.migrate()?;
        Ok(log)
    }

    fn migrate(&mut self) -> Result<(), TableLogError> {
        let name = self.name.clone();
        let error = |source| classify(&name, source);
        let mut tx = self.client.transaction().map_err(error)?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
            .map_err(error)?;
        tx.batch_execute(MIGRATIONS_TABLE).map_err(error)?;
        let applied: i64 = tx
            .query_one(
                "SELECT COALESCE(MAX(version), 0)::BIGINT FROM arbiter_migrations",
                &[],
            )
            .map_err(error)?
            .get(0);
        if let Some(why) = too_new(applied) {
            return Err(TableLogError::Schema {
                database: name,
                why,
            });
        }
        for migration in MIGRATIONS.iter().filter(|m| m.version > applied) {
            tx.batch_execute(migration.postgres).map_err(error)?;
            tx.execute(
                "INSERT INTO arbiter_migrations (version) VALUES ($1::BIGINT::INTEGER)",
                &[&migration.version],
            )
            .map_err(error)?;
        }
        tx.commit().map_err(error)
    }
}

impl TableLog for PostgresLog {
    fn write(&mut self, batch: &[Write]) -> Result<(), TableLogError> {
        let name = self.name.clone();
        let error = |source| classify(&name, source);
        let mut tx = self.client.transaction().map_err(error)?;
        for write in batch {
            match write {
                Write::Create(table) => {
                    tx.execute(
                        "INSERT INTO live_tables (id, config) VALUES ($1, $2)",
                        &[&table.id, &table.config],
                    )
                    .map_err(error)?;
                    for (digest, role) in &table.tokens {
                        tx.execute(
                            "INSERT INTO live_tokens (digest, table_id, role) VALUES ($1, $2, $3)",
                            &[digest, &table.id, role],
                        )
                        .map_err(error)?;
                    }
                }
                Write::Append(entry) => {
                    tx.execute(
                        "INSERT INTO live_entries (table_id, seq, body, idempotency_key) \
                         VALUES ($1, $2, $3, $4)",
                        &[&entry.table, &(entry.seq as i64), &entry.body, &entry.key],
                    )
                    .map_err(error)?;
                }
            }
        }
        tx.commit().map_err(error)
    }

    fn room_key(&mut self, made: &str) -> Result<String, TableLogError> {
        let name = self.name.clone();
        let error = |source| classify(&name, source);
        let mut tx = self.client.transaction().map_err(error)?;
        tx.execute(
            "INSERT INTO live_settings (name, value) VALUES ('room_key', $1) ON CONFLICT (name) DO NOTHING",
            &[&made],
        )
        .map_err(error)?;
        let key: String = tx
            .query_one(
                "SELECT value FROM live_settings WHERE name = 'room_key'",
                &[],
            )
            .map_err(error)?
            .get(0);
        tx.commit().map_err(error)?;
        Ok(key)
    }

    fn load(&mut self) -> Result<Vec<StoredTable>, TableLogError> {
        let name = self.name.clone();
        let error = |source| classify(&name, source);
        let mut tx = self.client.transaction().map_err(error)?;
        let tables = tx
            .query(
                "SELECT id, config FROM live_tables ORDER BY created_at, id",
                &[],
            )
            .map_err(error)?
            .into_iter()
            .map(|r| NewTable {
                id: r.get(0),
                config: r.get(1),
                tokens: Vec::new(),
            })
            .collect();
        let tokens = tx
            .query(
                "SELECT table_id, digest, role FROM live_tokens ORDER BY table_id, role",
                &[],
            )
            .map_err(error)?
            .into_iter()
            .map(|r| (r.get(0), r.get(1), r.get(2)))
            .collect();
        let entries = tx
            .query(
                "SELECT table_id, seq, body, idempotency_key FROM live_entries \
                 ORDER BY table_id, seq",
                &[],
            )
            .map_err(error)?
            .into_iter()
            .map(|r| Entry {
                table: r.get(0),
                seq: r.get::<_, i64>(1) as u64,
                body: r.get(2),
                key: r.get(3),
            })
            .collect();
        tx.commit().map_err(error)?;
        Ok(assemble(tables, tokens, entries))
    }

    fn name(&self) -> &str {
        &self.name
    }
}

/// PostgreSQL's error, as the director should read it.
fn classify(name: &str, source: postgres::Error) -> TableLogError {
    match source.code() {
        Some(code) if *code == SqlState::UNIQUE_VIOLATION => TableLogError::Conflict {
            database: name.to_string(),
            what: source
                .as_db_error()
                .map_or_else(|| source.to_string(), |e| e.message().to_string()),
        },
        Some(code) if *code == SqlState::LOCK_NOT_AVAILABLE => {
            TableLogError::Locked(name.to_string())
        }
        _ => TableLogError::Postgres {
            database: name.to_string(),
            source,
        },
    }
}

/// The URL with any password replaced by `***`, for messages.
fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    match rest.split_once('@') {
        Some((credentials, host)) => match credentials.split_once(':') {
            Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
            None => url.to_string(),
        },
        None => url.to_string(),
    }
}
