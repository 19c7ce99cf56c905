//! The schema of the tables' database, one migration at a time. Each backend records the
//! migrations it has applied in `arbiter_migrations`; opening a database applies the ones it
//! lacks, in order, each in its own transaction; a database from a newer arbiter (a migration
//! this one does not know) is refused rather than written.

/// A step of the schema: its number and its SQL for each backend.
pub(super) struct Migration {
    /// Its number, from 1, without gaps.
    pub version: i64,
    /// The SQL for SQLite.
    pub sqlite: &'static str,
    /// The SQL for PostgreSQL.
    pub postgres: &'static str,
}

/// Every migration, in order.
pub(super) const MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        sqlite: include_str!("migrations/sqlite_001.sql"),
        postgres: include_str!("migrations/postgres_001.sql"),
    },
    Migration {
        version: 2,
        sqlite: include_str!("migrations/sqlite_002.sql"),
        postgres: include_str!("migrations/postgres_002.sql"),
    },
];

/// The table recording the migrations applied (the same SQL on both backends).
pub(super) const MIGRATIONS_TABLE: &str =
    "CREATE TABLE IF NOT EXISTS arbiter_migrations (version INTEGER PRIMARY KEY)";

/// The newest migration this build knows.
pub(super) fn latest() -> i64 {
    MIGRATIONS.last().map_or(0, |m| m.version)
}

/// Why a database at `applied` cannot be used by this build, if it cannot.
pub(super) fn too_new(applied: i64) -> Option<String> {
    (applied > latest()).then(|| {
        format!(
            "the database is at schema version {applied}, newer than this arbiter's {}: use a newer arbiter",
            latest()
        )
    })
}
