//! A server opened again on the same database, SQLite or (when `ARBITER_TEST_POSTGRES` holds a
//! URL) PostgreSQL, has every table as it was: the same views, tokens and idempotency keys.

mod common;

use common::{ONE_SUIT_EACH, start_on, test_config};
use serde_json::json;

/// A fresh schema in the PostgreSQL database `ARBITER_TEST_POSTGRES` names.
fn postgres_url() -> Option<String> {
    let Ok(base) = std::env::var("ARBITER_TEST_POSTGRES") else {
        eprintln!("ARBITER_TEST_POSTGRES is not set; the PostgreSQL case is skipped");
        return None;
    };
    let schema = format!(
        "server_{}",
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
    Some(format!("{base}{separator}options=-csearch_path%3D{schema}"))
}

async fn reopened_as_it_was(db: String) {
    let first = start_on(test_config(db.clone())).await;
    let table = first
        .create(json!({"code": "chicago", "deal": ONE_SUIT_EACH, "players": {"W": "Wanda"}}))
        .await;
    first.call(&table, "N", "1S").await;
    // A chat message is kept in the table's log too.
    let (status, _) = first
        .act(
            &table.id,
            table.token("W"),
            json!({"event": "chat", "to": "table", "text": "good luck"}),
        )
        .await;
    assert_eq!(status, 200);
    let (status, _) = first
        .act(
            &table.id,
            table.token("E"),
            json!({"event": "call", "seat": "E", "call": "2H", "key": "e-2h"}),
        )
        .await;
    assert_eq!(status, 200);
    let mut before = Vec::new();
    for role in ["N", "E", "S", "W", "director", "kibitzer"] {
        before.push(first.state(&table.id, table.token(role)).await.1);
    }
    let second = start_on(test_config(db)).await;
    for (i, role) in ["N", "E", "S", "W", "director", "kibitzer"]
        .iter()
        .enumerate()
    {
        let (status, view) = second.state(&table.id, table.token(role)).await;
        assert_eq!(status, 200, "{role}");
        assert_eq!(view, before[i], "{role}");
    }
    // The key East used is remembered: the retry is not taken again.
    let (status, view) = second
        .act(
            &table.id,
            table.token("E"),
            json!({"event": "call", "seat": "E", "call": "2H", "key": "e-2h"}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(view["auction"].as_array().unwrap().len(), 2);
    second.call(&table, "S", "P").await;
}

#[tokio::test]
async fn an_sqlite_database_reopened_has_every_table_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    reopened_as_it_was(dir.path().join("t.sqlite").display().to_string()).await;
}

#[tokio::test]
async fn a_postgres_database_reopened_has_every_table_as_it_was() {
    let url = tokio::task::spawn_blocking(postgres_url).await.unwrap();
    if let Some(url) = url {
        reopened_as_it_was(url).await;
    }
}

/// The room's Director key the database keeps.
fn room_key(db: &str) -> String {
    store::tables::open(db)
        .unwrap()
        .room_key("not this one")
        .unwrap()
}

#[tokio::test]
async fn the_rooms_director_link_lasts_across_restarts_and_announces_to_every_table() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.sqlite").display().to_string();
    let first = start_on(test_config(db.clone())).await;
    let one = first.create(json!({"code": "duplicate2017"})).await;
    let key = room_key(&db);
    assert_eq!(key.len(), 32, "a token: {key}");
    let second = start_on(test_config(db.clone())).await;
    let two = second.create(json!({"code": "rubber"})).await;
    assert_eq!(room_key(&db), key, "the same key after the restart");
    let list = second
        .client
        .get(format!("{}/api/tables", second.base))
        .bearer_auth(&key)
        .send()
        .await
        .unwrap();
    assert_eq!(list.status(), 200);
    // The room's key is offered the announcement to every table; a table's own Director's
    // token is not.
    let (_, with_key) = second.state(&one.id, &key).await;
    assert!(
        with_key["table"]["offers"]["chat"]
            .as_array()
            .unwrap()
            .contains(&json!({"to": "all"})),
        "{}",
        with_key["table"]["offers"]
    );
    let (_, own) = second.state(&one.id, one.token("director")).await;
    assert!(
        !own["table"]["offers"]["chat"]
            .as_array()
            .unwrap()
            .contains(&json!({"to": "all"}))
    );
    // The room's key announces to every table at once.
    let (status, body) = second
        .act(
            &one.id,
            &key,
            json!({"event": "chat", "to": "all", "text": "last round"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    for (table, seat) in [(&one, "N"), (&two, "W")] {
        let (_, view) = second.state(&table.id, table.token(seat)).await;
        let messages = &view["table"]["chat"]["messages"];
        assert_eq!(
            messages,
            &json!([{"from": "director", "to": "all", "text": "last round", "setting": "all"}]),
            "{view}"
        );
    }
}

#[tokio::test]
async fn a_locked_database_refuses_the_action_and_nothing_changes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let server = start_on(test_config(path.display().to_string())).await;
    let table = server.create(json!({"code": "duplicate2017"})).await;
    server.call(&table, "N", "1C").await;
    // Another program holds the file while East calls: after the wait, 503, and the call is
    // not made.
    let other = rusqlite::Connection::open(&path).unwrap();
    other.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let (status, body) = server
        .act(
            &table.id,
            table.token("E"),
            json!({"event": "call", "seat": "E", "call": "1D"}),
        )
        .await;
    assert_eq!(status, 503, "{body}");
    assert!(body["error"].as_str().unwrap().contains("locked"), "{body}");
    let (_, view) = server.state(&table.id, table.token("E")).await;
    assert_eq!(view["auction"].as_array().unwrap().len(), 1);
    assert_eq!(view["turn"], "E");
    // Once it lets go, the same call is made.
    other.execute_batch("COMMIT").unwrap();
    drop(other);
    server.call(&table, "E", "1D").await;
}

#[tokio::test]
async fn a_log_the_engine_no_longer_takes_stops_the_table_saying_why() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite");
    let first = start_on(test_config(path.display().to_string())).await;
    let table = first.create(json!({"code": "duplicate2017"})).await;
    first.call(&table, "N", "1C").await;
    first.call(&table, "E", "P").await;
    // East's pass becomes, in the stored log, a pass by West out of rotation (refused at a
    // guarded table).
    let connection = rusqlite::Connection::open(&path).unwrap();
    let changed = connection
        .execute(
            "UPDATE live_entries SET body = ?1 WHERE seq = 3",
            [r#"{"event": "call", "seat": "W", "call": "P"}"#],
        )
        .unwrap();
    assert_eq!(changed, 1);
    drop(connection);
    let second = start_on(test_config(path.display().to_string())).await;
    // The table is there as far as its log goes: North's 1C.
    let (_, view) = second.state(&table.id, table.token("S")).await;
    assert_eq!(view["auction"].as_array().unwrap().len(), 1);
    // It takes no action, and says why: nothing is written after the entry it cannot take.
    let (status, body) = second
        .act(
            &table.id,
            table.token("E"),
            json!({"event": "call", "seat": "E", "call": "P"}),
        )
        .await;
    assert_eq!(status, 503, "{body}");
    assert!(
        body["error"].as_str().unwrap().contains("entry 3"),
        "{body}"
    );
}
