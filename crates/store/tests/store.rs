//! The event file: made, reopened, results entered and fixed, a locked file and a file that is
//! not an event reported without losing anything.

use std::collections::BTreeMap;

use club::movement::mitchell;
use club::session::{Scoring, Session, TableResult};
use dds::DdTable;
use store::{EventStore, StoreError};

fn session() -> Session {
    let (movement, _) = mitchell(3, None, 2, &[]).unwrap();
    Session {
        name: "Tuesday".into(),
        movement,
        scoring: Scoring::Matchpoints,
        deals: BTreeMap::new(),
        pair_names: BTreeMap::new(),
        rulings: Default::default(),
    }
}

fn result(table: u32, round: u32, board: u32, entry: &str) -> TableResult {
    TableResult {
        table,
        round,
        board,
        entry: entry.parse().unwrap(),
    }
}

#[test]
fn an_event_survives_being_closed_and_reopened() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tuesday.sqlite");
    {
        let mut store = EventStore::create(&path, &session()).unwrap();
        let refused = store
            .enter(&[result(1, 1, 1, "4S N 10"), result(1, 1, 3, "4S N 10")])
            .unwrap();
        assert_eq!(refused.len(), 1);
        assert!(
            refused[0]
                .to_string()
                .starts_with("table 1, round 1, board 3:")
        );
        store.set_pair_name(1, "Ann & Bob").unwrap();
    }
    let store = EventStore::open(&path).unwrap();
    assert_eq!(store.session().movement, session().movement);
    assert_eq!(store.session().pair_names[&1], "Ann & Bob");
    assert_eq!(store.results().unwrap(), vec![result(1, 1, 1, "4S N 10")]);
    assert!(matches!(
        EventStore::create(&path, &session()),
        Err(StoreError::Exists(_))
    ));
}

#[test]
fn fixing_a_result_rescores_only_its_board_and_keeps_the_old_one_in_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.sqlite");
    let mut store = EventStore::create(&path, &session()).unwrap();
    store
        .enter(&[
            result(1, 1, 1, "4S N 10"),
            result(1, 1, 2, "3NT S 9"),
            result(2, 1, 3, "2H E 8"),
        ])
        .unwrap();
    let (_, scored) = store.travellers().unwrap();
    assert_eq!(scored, 6, "every board scored the first time");
    let (_, scored) = store.travellers().unwrap();
    assert_eq!(scored, 0, "nothing changed, nothing re-scored");
    store.enter(&[result(1, 1, 2, "3NT S 10")]).unwrap();
    let (travellers, scored) = store.travellers().unwrap();
    assert_eq!(scored, 1, "only board 2 is re-scored");
    assert_eq!(travellers[1].lines[0].score_ns, Some(630));
    assert_eq!(store.entries_logged().unwrap(), 4);
    assert_eq!(store.results().unwrap().len(), 3);
}

#[test]
fn a_locked_event_is_reported_and_nothing_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("locked.sqlite");
    let mut store = EventStore::create(&path, &session()).unwrap();
    store.enter(&[result(1, 1, 1, "4S N 10")]).unwrap();
    let other = rusqlite::Connection::open(&path).unwrap();
    other.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let error = store.enter(&[result(1, 1, 2, "pass")]).unwrap_err();
    assert!(matches!(error, StoreError::Locked(_)), "{error}");
    assert!(error.to_string().contains("is locked by another program"));
    other.execute_batch("ROLLBACK").unwrap();
    assert_eq!(store.results().unwrap(), vec![result(1, 1, 1, "4S N 10")]);
    store.enter(&[result(1, 1, 2, "pass")]).unwrap();
    assert_eq!(store.results().unwrap().len(), 2);
}

#[test]
fn files_that_are_not_events_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let text = dir.path().join("notes.sqlite");
    std::fs::write(&text, "these are a director's notes, not a database\n").unwrap();
    let error = EventStore::open(&text).err().unwrap();
    assert!(matches!(error, StoreError::NotAnEvent { .. }), "{error}");
    assert_eq!(
        std::fs::read_to_string(&text).unwrap(),
        "these are a director's notes, not a database\n",
        "the file is left as it was"
    );
    let missing = dir.path().join("missing.sqlite");
    assert!(matches!(
        EventStore::open(&missing),
        Err(StoreError::Missing(_))
    ));
}

#[test]
fn double_dummy_tables_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dd.sqlite");
    let mut store = EventStore::create(&path, &session()).unwrap();
    let mut tricks = [[0u8; 5]; 4];
    for (i, row) in tricks.iter_mut().enumerate() {
        for (j, t) in row.iter_mut().enumerate() {
            *t = ((i * 5 + j) % 14) as u8;
        }
    }
    let table = DdTable::from_tricks(tricks);
    assert_eq!(store.double_dummy(1).unwrap(), None);
    store.save_double_dummy(1, &table).unwrap();
    assert_eq!(store.double_dummy(1).unwrap(), Some(table));
}
