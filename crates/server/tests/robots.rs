//! Robots in seats (docs/server.md): a table made with robots plays a whole board with two
//! people; the Director seats a robot when a player leaves and gives the seat back; a seat a
//! robot plays is not the person's meanwhile, and its link names the seat without showing its
//! cards; robots are kept when the server restarts.

mod common;

use std::time::{Duration, Instant};

use common::{Made, TestServer, start, start_on, test_config};
use serde_json::{Value, json};

/// The deal of the tests: any deal will do; this one has every suit in every hand.
const DEAL: &str = "N:AK73.Q94.K82.A65 QJ4.KT7.AJ5.T873 T985.A853.Q3.KJ4 62.J62.T9764.Q92";

/// Waits until the deal in progress needs one of `people` (their turn, a claim to answer)
/// or is over, and returns the Director's view; robots act meanwhile. A ruling for the
/// Director (a claim disputed, Law 70) is given as the Director adjudicates it.
async fn wait_for_people(server: &TestServer, table: &Made, people: &[&str]) -> Value {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let (status, view) = server.state(&table.id, table.token("director")).await;
        assert_eq!(status, 200, "{view}");
        if view["pending"]["chooser"] == "director" {
            let (status, body) = server
                .act(
                    &table.id,
                    table.token("director"),
                    json!({"event": "director-choose", "option": "adjudicate"}),
                )
                .await;
            assert_eq!(status, 200, "{body}");
            continue;
        }
        if let Some(claimer) = view["claim"]["seat"].as_str()
            && view["pending"].is_null()
            && people
                .iter()
                .any(|p| Some(*p) != partner(claimer) && *p != claimer)
        {
            return view;
        }
        let phase = view["phase"].as_str().unwrap_or_default();
        let turn = view["turn"].as_str().unwrap_or_default();
        let dummy_of_person = view["declarer"]
            .as_str()
            .is_some_and(|d| people.contains(&d) && Some(turn) == partner(d));
        if phase == "ended" || phase == "redeal" || people.contains(&turn) || dummy_of_person {
            return view;
        }
        assert!(Instant::now() < deadline, "the robots did not act: {view}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn partner(seat: &str) -> Option<&'static str> {
    Some(match seat {
        "N" => "S",
        "S" => "N",
        "E" => "W",
        "W" => "E",
        _ => return None,
    })
}

/// A legal card from `hand` (PBN, spades first) following `led` if it can.
fn legal_card(hand: &str, led: Option<char>) -> String {
    let suits: Vec<&str> = hand.split('.').collect();
    let letters = ['S', 'H', 'D', 'C'];
    let follow = led.and_then(|l| {
        let i = letters.iter().position(|&s| s == l)?;
        suits[i].chars().last().map(|r| format!("{l}{r}"))
    });
    follow.unwrap_or_else(|| {
        let (i, holding) = suits
            .iter()
            .enumerate()
            .find(|(_, s)| !s.is_empty())
            .expect("a hand with cards left");
        format!("{}{}", letters[i], holding.chars().last().unwrap())
    })
}

/// North and South are people; each calls and plays whatever comes first when the robots
/// leave them to act, North declaring in 1NT.
async fn people_play_out(server: &TestServer, table: &Made) -> Value {
    loop {
        let view = wait_for_people(server, table, &["N", "S"]).await;
        if view["phase"] == "ended" {
            return view;
        }
        // A robot's claim: a person of the other side agrees (Law 69A).
        if let Some(claimer) = view["claim"]["seat"].as_str() {
            let agreed = view["claim"]["agreed"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            let person = ["N", "S"]
                .into_iter()
                .find(|&p| {
                    Some(p) != partner(claimer) && p != claimer && !agreed.iter().any(|a| a == p)
                })
                .expect("a person to answer");
            let (status, body) = server
                .act(
                    &table.id,
                    table.token(person),
                    json!({"event": "agree", "seat": person}),
                )
                .await;
            assert_eq!(status, 200, "{body}");
            continue;
        }
        let turn = view["turn"].as_str().unwrap().to_string();
        if view["phase"] == "auction" {
            let call = if turn == "N"
                && view["auction"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(|c| c["call"] == "P")
            {
                "1NT"
            } else {
                "P"
            };
            server.call(table, &turn, call).await;
            continue;
        }
        // The person acting: the hand's owner, or declarer for dummy.
        let actor = if view["declarer"].as_str().and_then(partner) == Some(turn.as_str()) {
            view["declarer"].as_str().unwrap().to_string()
        } else {
            turn.clone()
        };
        let hand = view["hands"]
            .as_array()
            .unwrap()
            .iter()
            .find(|h| h["seat"] == turn.as_str())
            .unwrap()["hand"]
            .as_str()
            .unwrap()
            .to_string();
        let led = view["trick"]
            .as_array()
            .and_then(|t| t.first())
            .and_then(|c| c["card"].as_str())
            .and_then(|c| c.chars().next());
        server
            .play(table, &actor, &turn, &legal_card(&hand, led))
            .await;
    }
}

#[tokio::test]
async fn two_people_and_two_robots_play_a_whole_board() {
    let server = start().await;
    let table = server
        .create(json!({"code": "duplicate2017", "deal": DEAL, "robots": ["E", "W"]}))
        .await;
    // The seat a robot plays is not the person's.
    let (status, body) = server
        .act(
            &table.id,
            table.token("E"),
            json!({"event": "call", "seat": "E", "call": "P"}),
        )
        .await;
    assert_eq!(status, 403, "{body}");
    assert!(body["error"].as_str().unwrap().contains("robot"), "{body}");
    // Nor does its link show the robot's cards to whoever holds it (the table's maker).
    let (status, view) = server.state(&table.id, table.token("E")).await;
    assert_eq!(status, 200, "{view}");
    let shown: Vec<&str> = view["hands"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|h| h["seat"].as_str())
        .collect();
    assert!(
        !shown.contains(&"E"),
        "East's hand shown on its robot's link: {view}"
    );

    let end = people_play_out(&server, &table).await;
    assert_eq!(end["phase"], "ended");
    assert_eq!(end["table"]["robots"], json!(["E", "W"]));
    // East and West made their own calls and played their own cards, to the end or to a
    // claim (Law 68).
    let tricks = end["played"].as_array().unwrap();
    for seat in ["E", "W"] {
        assert!(
            end["auction"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["seat"] == seat)
        );
        let cards = tricks
            .iter()
            .flat_map(|t| t["cards"].as_array().unwrap())
            .filter(|c| c["seat"] == seat)
            .count();
        assert_eq!(cards, tricks.len(), "{seat} played to every trick");
    }
    assert!(end["result"].is_string(), "{end}");
}

/// A robot seat's link names its seat as a person's does, while showing what a kibitzer sees:
/// East's view says `"seat": "E"` (North's `"N"`), and neither East's cards nor anyone else's
/// but dummy's once spread.
#[tokio::test]
async fn a_robot_seats_link_names_the_seat() {
    let server = start().await;
    let table = server
        .create(json!({"code": "duplicate2017", "deal": DEAL, "robots": ["E"]}))
        .await;
    let (status, person) = server.state(&table.id, table.token("N")).await;
    assert_eq!(status, 200, "{person}");
    assert_eq!(person["seat"], "N", "{person}");
    let (status, robot) = server.state(&table.id, table.token("E")).await;
    assert_eq!(status, 200, "{robot}");
    assert_eq!(robot["seat"], "E", "{robot}");
    assert_eq!(robot["hands"], json!([]), "{robot}");
}

#[tokio::test]
async fn the_director_seats_a_robot_and_gives_the_seat_back() {
    let server = start().await;
    let table = server
        .create(json!({"code": "duplicate2017", "deal": DEAL}))
        .await;
    server.call(&table, "N", "1C").await;
    // Only the Director seats robots.
    let (status, _) = server
        .act(
            &table.id,
            table.token("N"),
            json!({"event": "robots", "robots": ["E"]}),
        )
        .await;
    assert_eq!(status, 403);
    let (status, body) = server
        .act(
            &table.id,
            table.token("director"),
            json!({"event": "robots", "robots": ["Q"]}),
        )
        .await;
    assert_eq!(status, 400, "{body}");
    // East leaves: a robot takes the seat and calls in his turn.
    let (status, body) = server
        .act(
            &table.id,
            table.token("director"),
            json!({"event": "robots", "robots": ["E"]}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let view = wait_for_people(&server, &table, &["N", "S", "W"]).await;
    assert_eq!(view["turn"], "S", "{view}");
    assert_eq!(view["auction"][1]["seat"], "E");
    // East comes back.
    let (status, _) = server
        .act(
            &table.id,
            table.token("director"),
            json!({"event": "robots", "robots": []}),
        )
        .await;
    assert_eq!(status, 200);
    server.call(&table, "S", "1H").await;
    server.call(&table, "W", "P").await;
    server.call(&table, "N", "P").await;
    let (status, view) = server.state(&table.id, table.token("E")).await;
    assert_eq!(status, 200);
    assert_eq!(view["turn"], "E", "East, a person again, is to act: {view}");
    assert_eq!(view["table"]["robots"], json!([]));
}

#[tokio::test]
async fn robots_are_kept_when_the_server_restarts() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tables.sqlite").display().to_string();
    let table = {
        let server = start_on(test_config(db.clone())).await;
        let table = server
            .create(json!({"code": "duplicate2017", "deal": DEAL, "robots": ["E"]}))
            .await;
        let (status, _) = server
            .act(
                &table.id,
                table.token("director"),
                json!({"event": "robots", "robots": ["E", "S"]}),
            )
            .await;
        assert_eq!(status, 200);
        table
    };
    let server = start_on(test_config(db)).await;
    let (status, view) = server.state(&table.id, table.token("director")).await;
    assert_eq!(status, 200);
    assert_eq!(view["table"]["robots"], json!(["E", "S"]));
    // The reloaded table's robots act: North calls, and East and South are robots.
    server.call(&table, "N", "1C").await;
    let view = wait_for_people(&server, &table, &["N", "W"]).await;
    assert_eq!(view["turn"], "W", "{view}");
}

/// Four robots play a deal to its end under every code: the server's robots bid and play by
/// each code's laws (a pass by the dealer is no call in 1908 and 1912; nullo in 1915).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_robots_play_a_deal_under_every_code() {
    let server = start().await;
    for code in [
        "duplicate2017",
        "duplicate2007",
        "rubber",
        "chicago",
        "auction1908",
        "auction1912",
        "auction1915",
        "auction1915-nullo",
    ] {
        let table = server
            .create(json!({"code": code, "deal": DEAL, "robots": ["N", "E", "S", "W"]}))
            .await;
        let end = wait_for_people(&server, &table, &[]).await;
        let phase = end["phase"].as_str().unwrap_or_default();
        assert!(
            phase == "ended" || phase == "redeal",
            "{code}: the deal did not end: {end}"
        );
        if end["contract"].is_string() {
            assert!(end["result"].is_string(), "{code}: {end}");
        }
    }
}
