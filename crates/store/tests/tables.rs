//! The live tables' log: the same tests against SQLite and, when `ARBITER_TEST_POSTGRES` holds
//! a URL (CI sets it), against PostgreSQL, each test in a schema of its own.

use std::time::Duration;

use store::tables::{
    Entry, NewTable, PostgresLog, SqliteLog, StoredTable, TableLog, TableLogError, Write,
};

fn table(id: &str) -> NewTable {
    NewTable {
        id: id.to_string(),
        config: format!(r#"{{"code": "duplicate2017", "id": "{id}"}}"#),
        tokens: ["N", "E", "S", "W", "director", "kibitzer"]
            .iter()
            .map(|role| (format!("{id}-digest-{role}"), role.to_string()))
            .collect(),
    }
}

fn entry(table: &str, seq: u64, key: Option<&str>) -> Entry {
    Entry {
        table: table.to_string(),
        seq,
        body: format!(r#"{{"event": "call", "seat": "N", "call": "{seq}C"}}"#),
        key: key.map(str::to_string),
    }
}

/// A backend under test: opens its database again as often as a test asks.
trait Backend {
    fn open(&self) -> Box<dyn TableLog>;
}

struct Sqlite(tempfile::TempDir);

impl Backend for Sqlite {
    fn open(&self) -> Box<dyn TableLog> {
        Box::new(SqliteLog::open(&self.0.path().join("tables.sqlite")).unwrap())
    }
}

struct Postgres {
    url: String,
}

impl Backend for Postgres {
    fn open(&self) -> Box<dyn TableLog> {
        Box::new(PostgresLog::connect(&self.url).unwrap())
    }
}

fn sqlite() -> Sqlite {
    Sqlite(tempfile::tempdir().unwrap())
}

/// A fresh schema in the PostgreSQL database named by `ARBITER_TEST_POSTGRES`, or `None`
/// (the test is skipped, saying so) when it is not set.
fn postgres(test: &str) -> Option<Postgres> {
    let Ok(base) = std::env::var("ARBITER_TEST_POSTGRES") else {
        eprintln!("{test}: ARBITER_TEST_POSTGRES is not set; the PostgreSQL case is skipped");
        return None;
    };
    let schema = format!(
        "t_{}_{}",
        test,
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    );
    let mut client = postgres::Client::connect(&base, postgres::NoTls).unwrap();
    client
        .batch_execute(&format!("CREATE SCHEMA {schema}"))
        .unwrap();
    let separator = if base.contains('?') { '&' } else { '?' };
    Some(Postgres {
        url: format!("{base}{separator}options=-csearch_path%3D{schema}"),
    })
}

/// Runs `check` against SQLite and, where configured, PostgreSQL.
fn on_both(test: &str, check: impl Fn(&dyn Backend)) {
    check(&sqlite());
    if let Some(pg) = postgres(test) {
        check(&pg);
    }
}

#[test]
fn a_log_reopened_is_intact() {
    on_both("reopened", |backend| {
        let mut log = backend.open();
        log.write(&[Write::Create(table("a")), Write::Create(table("b"))])
            .unwrap();
        log.write(&[
            Write::Append(entry("a", 1, None)),
            Write::Append(entry("b", 1, Some("k1"))),
            Write::Append(entry("a", 2, Some("k1"))),
        ])
        .unwrap();
        log.write(&[Write::Append(entry("a", 3, None))]).unwrap();
        drop(log);
        let loaded = backend.open().load().unwrap();
        let mut want_a = table("a");
        want_a.tokens.sort_by(|x, y| x.1.cmp(&y.1));
        let mut got = loaded.clone();
        for t in &mut got {
            t.table.tokens.sort_by(|x, y| x.1.cmp(&y.1));
        }
        let a = got.iter().find(|t| t.table.id == "a").unwrap();
        assert_eq!(
            a,
            &StoredTable {
                table: want_a,
                entries: vec![
                    entry("a", 1, None),
                    entry("a", 2, Some("k1")),
                    entry("a", 3, None)
                ],
            }
        );
        let b = got.iter().find(|t| t.table.id == "b").unwrap();
        assert_eq!(b.entries, vec![entry("b", 1, Some("k1"))]);
        assert_eq!(b.table.tokens.len(), 6);
    });
}

#[test]
fn a_failed_batch_writes_nothing() {
    on_both("atomic", |backend| {
        let mut log = backend.open();
        log.write(&[Write::Create(table("a"))]).unwrap();
        log.write(&[Write::Append(entry("a", 1, None))]).unwrap();
        // The second entry takes a place already taken: the whole batch is refused.
        let error = log
            .write(&[
                Write::Append(entry("a", 2, None)),
                Write::Append(entry("a", 1, None)),
            ])
            .unwrap_err();
        assert!(matches!(error, TableLogError::Conflict { .. }), "{error}");
        // A key the table has taken already is refused too.
        log.write(&[Write::Append(entry("a", 2, Some("once")))])
            .unwrap();
        let error = log
            .write(&[Write::Append(entry("a", 3, Some("once")))])
            .unwrap_err();
        assert!(matches!(error, TableLogError::Conflict { .. }), "{error}");
        let loaded = log.load().unwrap();
        assert_eq!(
            loaded[0].entries,
            vec![entry("a", 1, None), entry("a", 2, Some("once"))]
        );
    });
}

#[test]
fn an_entry_needs_its_table() {
    on_both("orphan", |backend| {
        let mut log = backend.open();
        assert!(
            log.write(&[Write::Append(entry("nowhere", 1, None))])
                .is_err()
        );
        assert!(log.load().unwrap().is_empty());
    });
}

#[test]
fn opening_again_migrates_once() {
    on_both("migrate", |backend| {
        backend.open().write(&[Write::Create(table("a"))]).unwrap();
        // Opened again (the migrations run again): the schema and the table are as they were.
        let loaded = backend.open().load().unwrap();
        assert_eq!(loaded.len(), 1);
    });
}

#[test]
fn a_database_from_a_newer_arbiter_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tables.sqlite");
    drop(SqliteLog::open(&path).unwrap());
    let connection = rusqlite::Connection::open(&path).unwrap();
    connection
        .execute("INSERT INTO arbiter_migrations (version) VALUES (99)", [])
        .unwrap();
    drop(connection);
    let error = SqliteLog::open(&path).err().unwrap();
    assert!(error.to_string().contains("schema version 99"), "{error}");
}

#[test]
fn a_text_file_is_refused_and_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.txt");
    let text = "Board 1: 3NT by South, 9 tricks. Not a database.\n".repeat(40);
    std::fs::write(&path, &text).unwrap();
    let error = SqliteLog::open(&path).err().unwrap();
    assert!(matches!(error, TableLogError::Schema { .. }), "{error:?}");
    assert!(
        error.to_string().contains("not an SQLite database"),
        "{error}"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn a_locked_database_is_reported_and_nothing_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tables.sqlite");
    let mut log = SqliteLog::open(&path).unwrap();
    log.set_busy_timeout(Duration::from_millis(100)).unwrap();
    log.write(&[
        Write::Create(table("a")),
        Write::Append(entry("a", 1, None)),
    ])
    .unwrap();
    // Another program takes an exclusive lock.
    let other = rusqlite::Connection::open(&path).unwrap();
    other.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let error = log
        .write(&[Write::Append(entry("a", 2, None))])
        .unwrap_err();
    assert!(matches!(error, TableLogError::Locked(_)), "{error:?}");
    assert!(error.to_string().contains("locked"), "{error}");
    other.execute_batch("COMMIT").unwrap();
    drop(other);
    // Once it lets go the same write succeeds, and what was there is still there.
    log.write(&[Write::Append(entry("a", 2, None))]).unwrap();
    let loaded = log.load().unwrap();
    assert_eq!(
        loaded[0].entries,
        vec![entry("a", 1, None), entry("a", 2, None)]
    );
}

#[test]
fn store_open_chooses_the_backend_by_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.sqlite");
    let log = store::tables::open(path.to_str().unwrap()).unwrap();
    assert_eq!(log.name(), path.display().to_string());
    if let Ok(url) = std::env::var("ARBITER_TEST_POSTGRES") {
        let log = store::tables::open(&url).unwrap();
        assert!(log.name().starts_with("postgres"));
    }
}
