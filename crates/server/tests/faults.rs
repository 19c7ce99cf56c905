//! The faults found when the pages were tried as a new user would (issue 32), each fixed at
//! the interface: every refusal is JSON, free text is capped, an idempotency key is its
//! token's own, dummy does not play his own cards, a guarded table has no physical card
//! handling, and chat reaches exactly those it is for.

mod common;

use common::{ONE_SUIT_EACH, start};
use serde_json::{Value, json};

/// The messages `role` reads at the table, as `FROM>TO: TEXT`.
async fn chat_of(server: &common::TestServer, table: &common::Made, role: &str) -> Vec<String> {
    let (status, view) = server.state(&table.id, table.token(role)).await;
    assert_eq!(status, 200, "{view}");
    view["table"]["chat"]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            format!(
                "{}>{}: {}",
                m["from"].as_str().unwrap(),
                m["to"].as_str().unwrap(),
                m["text"].as_str().unwrap()
            )
        })
        .collect()
}

#[tokio::test]
async fn every_refusal_is_json_naming_what_was_wrong() {
    let server = start().await;
    let table = server.create(json!({"code": "duplicate2017"})).await;
    // A body over 16 KiB.
    let big = json!({"event": "call", "seat": "N", "call": "1C", "artificial": "x".repeat(20_000)});
    let (status, body) = server
        .act_raw(&table.id, table.token("N"), big.to_string())
        .await;
    assert_eq!(status, 413);
    assert!(body["error"].as_str().unwrap().contains("16 KiB"), "{body}");
    // An address that does not exist, and a method an address does not take.
    let answer = server
        .client
        .get(format!("{}/api/nothing/here", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 404);
    let body: Value = answer.json().await.unwrap();
    assert!(body["error"].is_string(), "{body}");
    let answer = server
        .client
        .delete(format!("{}/api/tables/{}/state", server.base, table.id))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 405);
    let body: Value = answer.json().await.unwrap();
    assert!(body["error"].is_string(), "{body}");
    // The WebSocket's address asked for without the upgrade.
    let answer = server
        .client
        .get(format!(
            "{}/api/tables/{}/ws?token={}",
            server.base,
            table.id,
            table.token("N")
        ))
        .send()
        .await
        .unwrap();
    assert!(answer.status().is_client_error());
    let body: Value = answer.json().await.unwrap();
    assert!(body["error"].is_string(), "{body}");
}

#[tokio::test]
async fn free_text_is_at_most_500_characters() {
    let server = start().await;
    let table = server.create(json!({"code": "duplicate2017"})).await;
    for (event, field) in [
        (
            json!({"event": "call", "seat": "N", "call": "1C"}),
            "artificial",
        ),
        (
            json!({"event": "extraneous", "seat": "N", "manner": "remark"}),
            "words",
        ),
        (json!({"event": "chat", "to": "table"}), "text"),
    ] {
        let mut long = event.clone();
        long[field] = "a".repeat(501).into();
        let (status, body) = server.act(&table.id, table.token("N"), long).await;
        assert_eq!(status, 400, "{event}: {body}");
        assert!(
            body["error"].as_str().unwrap().contains("500 characters"),
            "{body}"
        );
    }
    // 500 is taken.
    let mut call = json!({"event": "call", "seat": "N", "call": "1C"});
    call["artificial"] = "a".repeat(500).into();
    let (status, body) = server.act(&table.id, table.token("N"), call).await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test]
async fn an_idempotency_key_is_its_tokens_own() {
    let server = start().await;
    let table = server.create(json!({"code": "duplicate2017"})).await;
    // North and East each use the key "1": both calls are taken.
    let (status, _) = server
        .act(
            &table.id,
            table.token("N"),
            json!({"event": "call", "seat": "N", "call": "1C", "key": "1"}),
        )
        .await;
    assert_eq!(status, 200);
    let (status, view) = server
        .act(
            &table.id,
            table.token("E"),
            json!({"event": "call", "seat": "E", "call": "1H", "key": "1"}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(view["auction"].as_array().unwrap().len(), 2, "{view}");
    // North's retry of his key is not taken again.
    let (status, view) = server
        .act(
            &table.id,
            table.token("N"),
            json!({"event": "call", "seat": "N", "call": "1C", "key": "1"}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(view["auction"].as_array().unwrap().len(), 2, "{view}");
}

#[tokio::test]
async fn dummy_places_the_cards_declarer_names_and_a_guarded_table_deals_itself() {
    let server = start().await;
    let table = server
        .create(json!({"code": "duplicate2017", "deal": ONE_SUIT_EACH}))
        .await;
    for (seat, call) in [("N", "1S"), ("E", "P"), ("S", "P"), ("W", "P")] {
        server.call(&table, seat, call).await;
    }
    server.play(&table, "E", "E", "HA").await;
    // South is dummy: his own token does not play his cards; North's does.
    let (status, body) = server
        .act(
            &table.id,
            table.token("S"),
            json!({"event": "play", "seat": "S", "card": "DA"}),
        )
        .await;
    assert_eq!(status, 403, "{body}");
    assert!(body["error"].as_str().unwrap().contains("45B"), "{body}");
    let (_, south) = server.state(&table.id, table.token("S")).await;
    assert!(south["table"]["offers"]["play"].is_null(), "{south}");
    let (_, north) = server.state(&table.id, table.token("N")).await;
    let plays: Vec<&Value> = north["table"]["offers"]["play"]
        .as_array()
        .unwrap()
        .iter()
        .collect();
    assert!(plays.iter().all(|p| p["seat"] == "S"), "{plays:?}");
    server.play(&table, "N", "S", "DA").await;
    // At a guarded table the server deals: nobody counts his cards or shuffles.
    let (status, body) = server
        .act(
            &table.id,
            table.token("W"),
            json!({"event": "count", "seat": "W", "cards": 12}),
        )
        .await;
    assert_eq!(status, 403, "{body}");
    assert!(
        body["error"].as_str().unwrap().contains("guarded"),
        "{body}"
    );
}

#[tokio::test]
async fn chat_reaches_exactly_those_it_is_for() {
    let server = start().await;
    let table = server.create(json!({"code": "duplicate2017"})).await;
    let say = |role: &'static str, to: &'static str, text: &'static str| {
        let (server, table) = (&server, &table);
        async move {
            server
                .act(
                    &table.id,
                    table.token(role),
                    json!({"event": "chat", "to": to, "text": text}),
                )
                .await
        }
    };
    assert_eq!(say("N", "table", "hello all").await.0, 200);
    let (status, _) = server
        .act(
            &table.id,
            table.token("director"),
            json!({"event": "chat-setting", "chat": "opponents"}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(say("N", "table", "to the opponents").await.0, 200);
    assert_eq!(say("E", "director", "please come").await.0, 200);
    assert_eq!(say("director", "E", "on my way").await.0, 200);
    // A kibitzer does not speak; a player does not set the chat.
    assert_eq!(say("kibitzer", "table", "nice").await.0, 403);
    let (status, _) = server
        .act(
            &table.id,
            table.token("N"),
            json!({"event": "chat-setting", "chat": "all"}),
        )
        .await;
    assert_eq!(status, 403);
    let everyone = "N>table: hello all";
    let opponents = "N>table: to the opponents";
    let private = ["E>director: please come", "director>E: on my way"];
    assert_eq!(chat_of(&server, &table, "N").await, [everyone, opponents]);
    assert_eq!(
        chat_of(&server, &table, "E").await,
        [everyone, opponents, private[0], private[1]]
    );
    assert_eq!(chat_of(&server, &table, "S").await, [everyone]);
    assert_eq!(chat_of(&server, &table, "W").await, [everyone, opponents]);
    assert_eq!(chat_of(&server, &table, "kibitzer").await, [everyone]);
    assert_eq!(
        chat_of(&server, &table, "director").await,
        [everyone, opponents, private[0], private[1]]
    );
    // Off: no table chat, the line to the Director still open.
    server
        .act(
            &table.id,
            table.token("director"),
            json!({"event": "chat-setting", "chat": "off"}),
        )
        .await;
    assert_eq!(say("S", "table", "anyone?").await.0, 409);
    assert_eq!(say("S", "director", "a question").await.0, 200);
    // A table's own Director speaks to his table, not to every table.
    assert_eq!(say("director", "all", "last round").await.0, 403);
}
