//! Sessions over the API: four players cut for partners, seats and the first deal and sit at
//! the table the cut made (each with his one session token); a progressive session plays its
//! rounds and moves its players by the 1916 rules.

mod common;

use common::{start, start_on, test_config};
use serde_json::{Value, json};
use server::limits::Rate;

/// Makes a session: its id, each player's token by name, the Director's token.
async fn make(server: &common::TestServer, body: Value) -> (String, Value, String) {
    let answer = server
        .client
        .post(format!("{}/api/sessions", server.base))
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = answer.status();
    let made: Value = answer.json().await.unwrap();
    assert_eq!(status, 201, "{made}");
    (
        made["id"].as_str().unwrap().to_string(),
        made["players"].clone(),
        made["director"]["token"].as_str().unwrap().to_string(),
    )
}

async fn session_act(
    server: &common::TestServer,
    id: &str,
    token: &str,
    action: Value,
) -> (u16, Value) {
    let answer = server
        .client
        .post(format!("{}/api/sessions/{id}/actions", server.base))
        .bearer_auth(token)
        .json(&action)
        .send()
        .await
        .unwrap();
    (answer.status().as_u16(), answer.json().await.unwrap())
}

async fn session_state(server: &common::TestServer, id: &str, token: &str) -> Value {
    let answer = server
        .client
        .get(format!("{}/api/sessions/{id}/state", server.base))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200);
    answer.json().await.unwrap()
}

#[tokio::test]
async fn four_players_cut_for_partners_and_sit_where_the_cut_puts_them() {
    let server = start().await;
    let (id, players, director) = make(
        &server,
        json!({"kind": "cut", "code": "auction1912", "players": ["Ann", "Bob", "Cy", "Di"], "seed": 5}),
    )
    .await;
    let token = |name: &str| players[name]["token"].as_str().unwrap().to_string();
    // The Director records the cards drawn at a real table: Ann 2H, Bob KS, Cy 2S, Di AC.
    // 1912 Law 14: the ace is lowest; of equal cards hearts are lowest and spades highest;
    // the lowest have precedence (Law 18: the two lowest play against the two highest).
    for (player, card) in [(0, "2H"), (1, "KS"), (2, "2S"), (3, "AC")] {
        let (status, view) = session_act(
            &server,
            &id,
            &director,
            json!({"event": "draw", "player": player, "card": card}),
        )
        .await;
        assert_eq!(status, 200, "{view}");
    }
    let view = session_state(&server, &id, &token("Di")).await;
    let decided = &view["cut"]["decided"];
    // Precedence: AC (ace lowest), then 2H, then 2S, then KS: Di deals, with Ann.
    assert_eq!(
        decided["order"],
        json!(["Di", "Ann", "Cy", "Bob"]),
        "{view}"
    );
    assert_eq!(decided["dealer"], "Di");
    assert_eq!(
        view["offers"],
        json!([{"event": "choose-seat", "seat": "N"}, {"event": "choose-seat", "seat": "E"},
               {"event": "choose-seat", "seat": "S"}, {"event": "choose-seat", "seat": "W"}])
    );
    // Only the dealer chooses his seat.
    let (status, _) = session_act(
        &server,
        &id,
        &token("Ann"),
        json!({"event": "choose-seat", "seat": "N"}),
    )
    .await;
    assert_eq!(status, 403);
    let (status, view) = session_act(
        &server,
        &id,
        &token("Di"),
        json!({"event": "choose-seat", "seat": "S"}),
    )
    .await;
    assert_eq!(status, 200, "{view}");
    let table = view["tables"][0].clone();
    // Di South deals, Ann North opposite; Cy (precedence among the opponents) on Di's left.
    assert_eq!(
        table["seats"],
        json!({"N": "Ann", "E": "Bob", "S": "Di", "W": "Cy"}),
        "{view}"
    );
    assert_eq!(view["seat"]["seat"], "S");
    let table_id = table["id"].as_str().unwrap();
    // Each player's session token is his seat's token at that table.
    for (name, seat) in [("Ann", "N"), ("Bob", "E"), ("Cy", "W"), ("Di", "S")] {
        let (status, at) = server.state(table_id, &token(name)).await;
        assert_eq!(status, 200, "{at}");
        assert_eq!(at["table"]["role"], seat, "{name}");
        assert_eq!(at["table"]["players"][seat], name);
    }
    let (_, at) = server.state(table_id, &token("Di")).await;
    assert_eq!(at["table"]["dealer"], "S");
    assert_eq!(at["turn"], "S");
    // Di, the dealer, must declare (1912 Law 43): he is offered no pass.
    let calls = at["table"]["offers"]["call"].as_array().unwrap();
    assert!(!calls.iter().any(|c| c["call"] == "P"), "{calls:?}");
    let (status, _) = server
        .act(
            table_id,
            &token("Di"),
            json!({"event": "call", "seat": "S", "call": "1NT"}),
        )
        .await;
    assert_eq!(status, 200);
    // The session's Director directs its tables.
    let (status, at) = server.state(table_id, &director).await;
    assert_eq!(status, 200);
    assert_eq!(at["table"]["role"], "director");
}

#[tokio::test]
async fn a_progressive_session_moves_its_players_after_each_round() {
    // The Director records eight deals quickly: more than one token's usual rate.
    let dir = tempfile::tempdir().unwrap();
    let mut config = test_config(dir.path().join("t.sqlite").display().to_string());
    config.action_rate = Rate {
        per_second: 10_000.0,
        burst: 10_000.0,
    };
    let server = start_on(config).await;
    let (id, players, director) = make(
        &server,
        json!({"kind": "progressive", "code": "auction1915",
               "tables": [["Ann", "Bob", "Cat", "Dan"], ["Eve", "Fay", "Gus", "Hal"]], "seed": 9}),
    )
    .await;
    assert_eq!(players.as_object().unwrap().len(), 8);
    let view = session_state(&server, &id, &director).await;
    assert_eq!(view["round"], 1);
    let tables: Vec<Value> = view["tables"].as_array().unwrap().clone();
    assert_eq!(tables.len(), 2);
    assert_eq!(
        tables[0]["seats"],
        json!({"N": "Ann", "E": "Cat", "S": "Bob", "W": "Dan"})
    );
    // The next round waits for the four deals at every table.
    let (status, _) = session_act(&server, &id, &director, json!({"event": "next-round"})).await;
    assert_eq!(status, 409);
    // Each table plays four deals: the dealer bids one club, the others pass, and after the
    // opening lead the leader concedes the rest (agreed by the other side).
    for table in &tables {
        let table_id = table["id"].as_str().unwrap();
        for deal in 1..=4 {
            play_one_club(&server, table_id, &director).await;
            let (status, next) = server
                .act(table_id, &director, json!({"event": "next-deal"}))
                .await;
            if deal < 4 {
                assert_eq!(status, 200, "{next}");
            } else {
                assert_eq!(status, 409, "the round is over: {next}");
            }
        }
    }
    let view = session_state(&server, &id, &director).await;
    assert!(
        view["progressive"]["rounds"]
            .as_array()
            .is_some_and(|r| r.len() == 1),
        "{view}"
    );
    assert_eq!(view["offers"], json!([{"event": "next-round"}]), "{view}");
    let (status, view) = session_act(&server, &id, &director, json!({"event": "next-round"})).await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["round"], 2);
    let round2: Vec<&Value> = view["tables"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["round"] == 2)
        .collect();
    assert_eq!(round2.len(), 2);
    // Every player sits once in round 2, with a new partner (docs/laws-decisions.md H-16).
    let mut seated: Vec<String> = round2
        .iter()
        .flat_map(|t| {
            t["seats"]
                .as_object()
                .unwrap()
                .values()
                .map(|v| v.as_str().unwrap().to_string())
        })
        .collect();
    seated.sort();
    assert_eq!(
        seated,
        ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
    );
    let partners = |t: &Value| {
        let mut ns = [
            t["seats"]["N"].as_str().unwrap(),
            t["seats"]["S"].as_str().unwrap(),
        ];
        ns.sort();
        ns.join("-")
    };
    for t in &round2 {
        assert!(
            !["Ann-Bob", "Eve-Fay"].contains(&partners(t).as_str()),
            "{t}"
        );
    }
    // A player's token follows him to his new table.
    let ann = players["Ann"]["token"].as_str().unwrap();
    let mine = session_state(&server, &id, ann).await;
    let table_id = mine["seat"]["table"].as_str().unwrap();
    let (status, at) = server.state(table_id, ann).await;
    assert_eq!(status, 200, "{at}");
    assert_eq!(at["table"]["role"], mine["seat"]["seat"]);
}

/// The Director records a deal at `table`: the dealer bids one club, the others pass, the
/// leader leads his first card and concedes the rest, which the other side agrees to.
async fn play_one_club(server: &common::TestServer, table: &str, director: &str) {
    let act = |event: Value| async move { server.act(table, director, event).await };
    let (_, at) = server.state(table, director).await;
    let dealer = at["table"]["dealer"].as_str().unwrap().to_string();
    let (status, mut at) = act(json!({"event": "call", "seat": dealer, "call": "1C"})).await;
    assert_eq!(status, 200, "{at}");
    for _ in 0..3 {
        let turn = at["turn"].as_str().unwrap().to_string();
        at = act(json!({"event": "call", "seat": turn, "call": "P"}))
            .await
            .1;
    }
    let leader = at["turn"].as_str().unwrap().to_string();
    let hand = at["hands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|h| h["seat"] == leader)
        .unwrap()["hand"]
        .as_str()
        .unwrap()
        .to_string();
    let card = hand
        .split('.')
        .zip(["S", "H", "D", "C"])
        .find_map(|(ranks, suit)| ranks.chars().next().map(|r| format!("{suit}{r}")))
        .unwrap();
    let (status, at) = act(json!({"event": "play", "seat": leader, "card": card})).await;
    assert_eq!(status, 200, "{at}");
    let (status, at) = act(json!({"event": "concede", "seat": leader, "tricks": 12})).await;
    assert_eq!(status, 200, "{at}");
    for seat in ["N", "E", "S", "W"] {
        if seat != leader {
            // Those who answer the concession agree; the others are refused, which is no
            // matter here.
            let _ = act(json!({"event": "agree", "seat": seat})).await;
        }
    }
    let (_, at) = server.state(table, director).await;
    assert_eq!(at["phase"], "ended", "{at}");
}

#[tokio::test]
async fn three_players_bid_for_themselves_and_the_declarer_plays_the_dummy_hand() {
    let server = start().await;
    // The dummy hand (North) holds the spades; East the hearts, South the diamonds, West the
    // clubs.
    let table = server
        .create(
            json!({"code": "auction1915", "three_handed": true, "deal": common::ONE_SUIT_EACH,
                       "players": {"E": "Ann", "S": "Bob", "W": "Cat"}}),
        )
        .await;
    let (_, ann) = server.state(&table.id, table.token("E")).await;
    assert_eq!(
        ann["turn"], "E",
        "Ann (East) deals and declares first: {ann}"
    );
    // Each sees his own hand only; nobody the dummy hand.
    assert_eq!(ann["hands"].as_array().unwrap().len(), 1);
    assert_eq!(ann["hands"][0]["seat"], "E");
    let calls = ann["table"]["offers"]["call"].as_array().unwrap();
    assert!(calls.iter().all(|c| c["seat"] == "E"), "{calls:?}");
    let say = |seat: &'static str, call: &'static str| {
        let (server, table) = (&server, &table);
        async move {
            server
                .act(
                    &table.id,
                    table.token(seat),
                    json!({"event": "call", "seat": seat, "call": call}),
                )
                .await
        }
    };
    assert_eq!(say("E", "1H").await.0, 200);
    // Bob passes, and so does Cat: two passes close the bidding on Ann's heart.
    assert_eq!(say("S", "P").await.0, 200);
    let (status, view) = say("W", "P").await;
    assert_eq!(status, 200, "{view}");
    // For the play Ann sits South with the dummy hand North; Bob, after her, West (to lead);
    // Cat East.
    let (_, ann) = server.state(&table.id, table.token("E")).await;
    assert_eq!(ann["table"]["role"], "S", "{ann}");
    assert_eq!(ann["contract"], "1H");
    assert_eq!(ann["declarer"], "S");
    assert_eq!(
        ann["table"]["players"],
        json!({"E": "Cat", "S": "Ann", "W": "Bob"})
    );
    let (_, bob) = server.state(&table.id, table.token("S")).await;
    assert_eq!(bob["table"]["role"], "W");
    assert_eq!(bob["turn"], "W");
    let (status, after) = server
        .act(
            &table.id,
            table.token("S"),
            json!({"event": "play", "seat": "W", "card": "DA"}),
        )
        .await;
    assert_eq!(status, 200, "{after}");
    // Ann plays the dummy hand's spade from North, with her own link.
    let (_, ann) = server.state(&table.id, table.token("E")).await;
    assert!(
        ann["hands"]
            .as_array()
            .unwrap()
            .iter()
            .any(|h| h["seat"] == "N"),
        "dummy is faced: {ann}"
    );
    let (status, after) = server
        .act(
            &table.id,
            table.token("E"),
            json!({"event": "play", "seat": "N", "card": "S2"}),
        )
        .await;
    assert_eq!(status, 200, "{after}");
    // The pad: a column for each of the three.
    assert_eq!(
        ann["table"]["scorepad"]["three_handed"]["players"],
        json!(["Ann", "Bob", "Cat"])
    );
}
