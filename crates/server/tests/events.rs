//! Tables of an event made with `arbiter event new`: a table plays its set of a round, each
//! result goes into the event's file, and the round ends with its last board; a team event's
//! file in the folder is refused by name.

mod common;

use std::collections::BTreeMap;

use cards::DealGenerator;
use club::movement::mitchell;
use club::session::{Scoring, Session};
use common::{start_on, test_config};
use serde_json::json;
use store::EventStore;

#[tokio::test]
async fn an_event_table_plays_its_set_and_enters_each_result() {
    let dir = tempfile::tempdir().unwrap();
    let (movement, _) = mitchell(3, None, 2, &[]).unwrap();
    let deals: BTreeMap<u32, cards::Deal> = (1..=movement.boards())
        .zip(DealGenerator::from_seed(5))
        .collect();
    let session = Session {
        name: "Monday pairs".to_string(),
        movement,
        scoring: Scoring::Matchpoints,
        deals: deals.clone(),
        pair_names: BTreeMap::new(),
        rulings: Default::default(),
    };
    let sitting = *session.sitting(2, 1).unwrap();
    let boards: Vec<u32> = session.movement.boards_of_set(sitting.set).collect();
    EventStore::create(&dir.path().join("monday.sqlite"), &session).unwrap();
    // A team event's file in the same folder: its tables are not live, and asking for one
    // names the file for what it is.
    let cup = club::teams::TeamEvent::new(club::teams::TeamSettings {
        name: "Cup".into(),
        format: club::teams::Format::Match,
        teams: 2,
        rounds: None,
        boards_per_match: 2,
        bye_vps: 1200,
        carry_over: None,
        draw: club::teams::Draw::Seeded,
    })
    .unwrap();
    store::TeamStore::create(&dir.path().join("cup.sqlite"), &cup).unwrap();
    let mut config = test_config(dir.path().join("tables.sqlite").display().to_string());
    config.events = dir.path().to_path_buf();
    let server = start_on(config).await;

    // A name outside the folder, a table the movement lacks, a code not duplicate: refused.
    for (request, says) in [
        (
            json!({"code": "duplicate2017", "event": {"file": "../monday.sqlite", "table": 2, "round": 1}}),
            "not the name",
        ),
        (
            json!({"code": "duplicate2017", "event": {"file": "monday.sqlite", "table": 9, "round": 1}}),
            "no table 9",
        ),
        (
            json!({"code": "rubber", "event": {"file": "monday.sqlite", "table": 2, "round": 1}}),
            "duplicate",
        ),
        (
            json!({"code": "duplicate2017", "event": {"file": "tuesday.sqlite", "table": 2, "round": 1}}),
            "does not exist",
        ),
        (
            json!({"code": "duplicate2017", "event": {"file": "cup.sqlite", "table": 1, "round": 1}}),
            "cup.sqlite is a team event, not a pairs event",
        ),
    ] {
        let (status, body) = server.create_raw(request.clone()).await;
        assert_eq!(status, 400, "{request}: {body}");
        assert!(body["error"].as_str().unwrap().contains(says), "{body}");
    }

    let table = server
        .create(json!({"code": "duplicate2017", "event": {"file": "monday.sqlite", "table": 2, "round": 1}}))
        .await;
    for (i, &board) in boards.iter().enumerate() {
        let (_, view) = server.state(&table.id, table.token("director")).await;
        assert_eq!(view["table"]["board"], board);
        // The event's own deal, with Law 2's dealer.
        assert_eq!(view["table"]["deal"], deals[&board].to_string());
        let dealer = cards::Board::new(board).unwrap().dealer();
        for k in 0..4 {
            let seat = dealer.clockwise(k).to_string();
            server.call(&table, &seat, "P").await;
        }
        let (_, over) = server.state(&table.id, table.token("N")).await;
        assert_eq!(over["phase"], "ended");
        assert_eq!(
            over["table"]["event"]["results"][board.to_string()],
            "entered",
            "{over}"
        );
        // The Director moves the table on (a player's asking waits for the other three).
        let (status, next) = server
            .act(
                &table.id,
                table.token("director"),
                json!({"event": "next-deal"}),
            )
            .await;
        if i + 1 < boards.len() {
            assert_eq!(status, 200, "{next}");
        } else {
            // The round is over: the table has played its set.
            assert_eq!(status, 409, "{next}");
            assert!(
                next["error"].as_str().unwrap().contains("round is over"),
                "{next}"
            );
        }
    }
    // The results are in the event, at table 2, round 1, as `arbiter event results` enters
    // them.
    let store = EventStore::open(&dir.path().join("monday.sqlite")).unwrap();
    let results = store.results().unwrap();
    assert_eq!(results.len(), boards.len());
    for (result, board) in results.iter().zip(&boards) {
        assert_eq!((result.table, result.round, result.board), (2, 1, *board));
        assert_eq!(result.entry.to_string().to_uppercase(), "PASS");
    }
}
