//! The HTTP interface of docs/server.md, request by request: a whole board played through it,
//! who may act for whom, the Laws' refusals, bad input, limits, retries, and the log.

mod common;

use cards::Seat;
use common::{Made, ONE_SUIT_EACH, TestServer, bare, start};
use formats::json::DealLog;
use serde_json::{Value, json};

/// Bids 1S by North (board 1, North deals) on [`ONE_SUIT_EACH`] and plays it out: North's
/// spades are trumps and win every trick.
async fn play_board(server: &TestServer, table: &Made) -> Value {
    for (seat, call) in [("N", "1S"), ("E", "P"), ("S", "P"), ("W", "P")] {
        server.call(table, seat, call).await;
    }
    let hearts = "AKQJT98765432".chars();
    let diamonds: Vec<char> = "AKQJT98765432".chars().collect();
    let clubs: Vec<char> = "AKQJT98765432".chars().collect();
    let spades: Vec<char> = "AKQJT98765432".chars().collect();
    let mut view = Value::Null;
    for (i, heart) in hearts.enumerate() {
        let heart = format!("H{heart}");
        let diamond = format!("D{}", diamonds[i]);
        let club = format!("C{}", clubs[i]);
        let spade = format!("S{}", spades[i]);
        if i == 0 {
            // East leads; declarer plays dummy's card; North ruffs.
            server.play(table, "E", "E", &heart).await;
            server.play(table, "N", "S", &diamond).await;
            server.play(table, "W", "W", &club).await;
            view = server.play(table, "N", "N", &spade).await;
        } else {
            server.play(table, "N", "N", &spade).await;
            server.play(table, "E", "E", &heart).await;
            server.play(table, "N", "S", &diamond).await;
            view = server.play(table, "W", "W", &club).await;
        }
    }
    view
}

#[tokio::test]
async fn a_whole_board_played_through_the_api() {
    let server = start().await;
    let table = server
        .create(
            json!({"code": "duplicate2017", "mode": "guarded", "deal": ONE_SUIT_EACH,
                       "players": {"N": "Anna", "S": "Ben"}}),
        )
        .await;
    // Tokens are 128 bits, as 32 hexadecimal digits, all different.
    let mut tokens: Vec<&String> = table.tokens.values().collect();
    assert!(
        tokens
            .iter()
            .all(|t| t.len() == 32 && t.chars().all(|c| c.is_ascii_hexdigit()))
    );
    tokens.sort();
    tokens.dedup();
    assert_eq!(tokens.len(), 6);

    let (status, north) = server.state(&table.id, table.token("N")).await;
    assert_eq!(status, 200);
    assert_eq!(
        north["hands"],
        json!([{"seat": "N", "hand": "AKQJT98765432..."}])
    );
    assert_eq!(north["table"]["role"], "N");
    assert_eq!(north["table"]["players"]["N"], "Anna");
    assert_eq!(
        north["table"]["denominations"],
        json!(["C", "D", "H", "S", "NT"])
    );
    assert_eq!(north["turn"], "N");

    let end = play_board(&server, &table).await;
    assert_eq!(end["phase"], "ended");
    assert_eq!(end["result"], "1S+6");
    // 30 for the contract, six overtricks at 30, 50 for a part score (Law 77).
    assert_eq!(end["score"]["NS"], 260, "{end}");
    assert_eq!(end["table"]["deals"][0]["result"], "1S+6");
    // Once the deal is over every seat may see the whole deal.
    assert_eq!(end["table"]["deal"], ONE_SUIT_EACH);

    // The Director's log replays to the state every seat was shown.
    let (status, log) = server.log(&table.id, table.token("director")).await;
    assert_eq!(status, 200);
    let logs: Vec<DealLog> = log
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(logs.len(), 1);
    assert_eq!(logs[0].events.len(), 4 + 52);
    let replayed = logs[0].replay().unwrap();
    for seat in Seat::ALL {
        let (_, view) = server
            .state(&table.id, table.token(&seat.to_string()))
            .await;
        assert_eq!(
            bare(&view),
            serde_json::to_value(replayed.view(Some(seat))).unwrap()
        );
    }
    // The log is the Director's alone.
    let (status, _) = server.log(&table.id, table.token("N")).await;
    assert_eq!(status, 403);
}

#[tokio::test]
async fn dummy_is_seen_by_all_once_the_opening_lead_is_faced() {
    let server = start().await;
    let table = server
        .create(json!({"code": "duplicate2017", "deal": ONE_SUIT_EACH}))
        .await;
    for (seat, call) in [("N", "1S"), ("E", "P"), ("S", "P"), ("W", "P")] {
        server.call(&table, seat, call).await;
    }
    let seats_shown = |view: &Value| -> Vec<String> {
        view["hands"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["seat"].as_str().unwrap().to_string())
            .collect()
    };
    let (_, west) = server.state(&table.id, table.token("W")).await;
    assert_eq!(seats_shown(&west), ["W"]);
    let (_, kibitzer) = server.state(&table.id, table.token("kibitzer")).await;
    assert_eq!(seats_shown(&kibitzer), Vec::<String>::new());
    assert_eq!(kibitzer["table"]["role"], "kibitzer");
    server.play(&table, "E", "E", "HA").await;
    let (_, west) = server.state(&table.id, table.token("W")).await;
    assert_eq!(seats_shown(&west), ["S", "W"]);
    let (_, kibitzer) = server.state(&table.id, table.token("kibitzer")).await;
    assert_eq!(seats_shown(&kibitzer), ["S"]);
    let (_, director) = server.state(&table.id, table.token("director")).await;
    assert_eq!(seats_shown(&director), ["N", "E", "S", "W"]);
    assert_eq!(director["table"]["deal"], ONE_SUIT_EACH);
    assert!(west["table"].get("deal").is_none());
}

#[tokio::test]
async fn a_token_acts_only_for_its_seat() {
    let server = start().await;
    let table = server
        .create(json!({"code": "duplicate2017", "deal": ONE_SUIT_EACH}))
        .await;
    let id = &table.id;
    // East's token may not call for North.
    let (status, body) = server
        .act(
            id,
            table.token("E"),
            json!({"event": "call", "seat": "N", "call": "1C"}),
        )
        .await;
    assert_eq!(status, 403, "{body}");
    // A kibitzer never acts.
    let (status, _) = server
        .act(
            id,
            table.token("kibitzer"),
            json!({"event": "attention", "seat": "N"}),
        )
        .await;
    assert_eq!(status, 403);
    // A seat does not send the Director's events.
    let (status, _) = server
        .act(
            id,
            table.token("N"),
            json!({"event": "director-choose", "option": "adjudicate"}),
        )
        .await;
    assert_eq!(status, 403);
    // No token, or a token the server never gave: 401; another table's token: 403.
    let other = server.create(json!({"code": "rubber"})).await;
    let (status, _) = server
        .act(
            id,
            "0123456789abcdef0123456789abcdef",
            json!({"event": "call", "seat": "N", "call": "P"}),
        )
        .await;
    assert_eq!(status, 401);
    let (status, _) = server
        .act(
            id,
            other.token("N"),
            json!({"event": "call", "seat": "N", "call": "P"}),
        )
        .await;
    assert_eq!(status, 403);
    // An unknown table: 404.
    let (status, _) = server
        .act(
            "nosuchtable",
            table.token("N"),
            json!({"event": "call", "seat": "N", "call": "P"}),
        )
        .await;
    assert_eq!(status, 404);
    // Declarer plays dummy's cards; dummy's own token may not play declarer's.
    for (seat, call) in [("N", "1S"), ("E", "P"), ("S", "P"), ("W", "P")] {
        server.call(&table, seat, call).await;
    }
    server.play(&table, "E", "E", "HA").await;
    let (status, _) = server
        .act(
            id,
            table.token("S"),
            json!({"event": "play", "seat": "N", "card": "SA"}),
        )
        .await;
    assert_eq!(status, 403);
    // Declarer's token designates dummy's card too (Law 46): the laws answer, not the token.
    let (status, body) = server
        .act(
            id,
            table.token("N"),
            json!({"event": "designate", "seat": "S", "words": "low"}),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    assert!(
        body["law"].as_str().unwrap().starts_with("Law 46"),
        "{body}"
    );
    server.play(&table, "N", "S", "D2").await;
    // Nothing refused changed the table: two calls and two cards after the four calls.
    let (_, view) = server.state(id, table.token("director")).await;
    assert_eq!(view["table"]["seq"], 1 + 4 + 2);
}

#[tokio::test]
async fn the_laws_refuse_with_their_law_and_nothing_changes() {
    let server = start().await;
    let table = server
        .create(json!({"code": "duplicate2017", "mode": "guarded", "deal": ONE_SUIT_EACH}))
        .await;
    server.call(&table, "N", "1NT").await;
    let (status, body) = server
        .act(
            &table.id,
            table.token("E"),
            json!({"event": "call", "seat": "E", "call": "1H"}),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["law"], "Law 27");
    assert!(
        body["error"].as_str().unwrap().contains("insufficient"),
        "{body}"
    );
    // Out of turn: South calls before East.
    let (status, body) = server
        .act(
            &table.id,
            table.token("S"),
            json!({"event": "call", "seat": "S", "call": "2C"}),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    assert!(body["law"].as_str().unwrap().starts_with("Law 3"), "{body}");
    // A card not in the hand.
    let (status, body) = server
        .act(
            &table.id,
            table.token("E"),
            json!({"event": "play", "seat": "E", "card": "SA"}),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    let (_, view) = server.state(&table.id, table.token("E")).await;
    assert_eq!(view["auction"].as_array().unwrap().len(), 1);
    assert_eq!(view["turn"], "E");
    assert_eq!(view["table"]["seq"], 2);
}

#[tokio::test]
async fn bad_bodies_are_refused_and_the_table_is_unharmed() {
    let server = start().await;
    let table = server.create(json!({"code": "duplicate2017"})).await;
    let north = table.token("N");
    for body in [
        "{\"event\": \"call\", \"seat\": \"N\"".to_string(),
        "{\"event\": \"dance\", \"seat\": \"N\"}".to_string(),
        "{\"event\": \"call\", \"seat\": \"N\", \"call\": \"1Z\"}".to_string(),
        "[]".to_string(),
        String::new(),
    ] {
        let (status, answer) = server.act_raw(&table.id, north, body.clone()).await;
        assert_eq!(status, 400, "{body}: {answer}");
        assert!(answer["error"].is_string(), "{answer}");
    }
    // A huge body: 413, before it is read.
    let huge = format!(
        "{{\"event\": \"call\", \"seat\": \"N\", \"call\": \"1C\", \"artificial\": \"{}\"}}",
        "x".repeat(100_000)
    );
    let (status, _) = server.act_raw(&table.id, north, huge).await;
    assert_eq!(status, 413);
    // A bad table request: 400 naming the field.
    for (body, says) in [
        (json!({"code": "whist"}), "code"),
        (json!({"code": "duplicate2017", "deal": "N:AKQ"}), "deal"),
        (json!({"code": "duplicate2017", "board": 0}), "board"),
        (
            json!({"code": "duplicate2017", "sequence": "rubber"}),
            "sequence",
        ),
        (
            json!({"code": "chicago", "sequence": "rubber"}),
            "not scored in rubbers",
        ),
        (json!({"code": "duplicate2017", "colour": "red"}), "colour"),
    ] {
        let (status, answer) = server.create_raw(body.clone()).await;
        assert_eq!(status, 400, "{body}: {answer}");
        assert!(answer["error"].as_str().unwrap().contains(says), "{answer}");
    }
    let (status, view) = server.state(&table.id, north).await;
    assert_eq!(status, 200);
    assert_eq!(view["table"]["seq"], 1);
    assert_eq!(view["auction"], json!([]));
}

#[tokio::test]
async fn a_flood_from_one_token_is_slowed_and_the_table_is_unharmed() {
    let server = start().await;
    let table = server.create(json!({"code": "duplicate2017"})).await;
    // East calls out of turn again and again: refused by the Laws (409) until the token's
    // burst is spent (429).
    let mut statuses = Vec::new();
    for _ in 0..60 {
        let (status, _) = server
            .act(
                &table.id,
                table.token("E"),
                json!({"event": "call", "seat": "E", "call": "P"}),
            )
            .await;
        statuses.push(status);
    }
    assert!(statuses.iter().take(30).all(|&s| s == 409), "{statuses:?}");
    assert!(statuses.contains(&429), "{statuses:?}");
    // Another seat is not slowed by East's flood.
    server.call(&table, "N", "P").await;
}

#[tokio::test]
async fn a_retry_with_the_same_key_is_taken_once() {
    let server = start().await;
    let table = server.create(json!({"code": "duplicate2017"})).await;
    let call = json!({"event": "call", "seat": "N", "call": "1C", "key": "north-1"});
    let (first, _) = server.act(&table.id, table.token("N"), call.clone()).await;
    let (again, view) = server.act(&table.id, table.token("N"), call).await;
    assert_eq!((first, again), (200, 200));
    assert_eq!(view["auction"].as_array().unwrap().len(), 1);
    assert_eq!(view["table"]["seq"], 2);
    // The header works as the field does.
    for _ in 0..2 {
        let response = server
            .client
            .post(format!("{}/api/tables/{}/actions", server.base, table.id))
            .bearer_auth(table.token("E"))
            .header("Idempotency-Key", "east-1")
            .body(r#"{"event": "call", "seat": "E", "call": "P"}"#)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        let view: Value = response.json().await.unwrap();
        assert_eq!(view["auction"].as_array().unwrap().len(), 2);
    }
}

#[tokio::test]
async fn an_alert_is_explained_to_the_opponents_only() {
    let server = start().await;
    let table = server.create(json!({"code": "duplicate2017"})).await;
    server.call(&table, "N", "1NT").await;
    server.call(&table, "E", "P").await;
    let (status, _) = server
        .act(
            &table.id,
            table.token("S"),
            json!({"event": "call", "seat": "S", "call": "2C", "artificial": "Stayman"}),
        )
        .await;
    assert_eq!(status, 200);
    for (role, sees) in [
        ("E", true),
        ("W", true),
        ("S", true),
        ("N", false),
        ("director", true),
    ] {
        let (_, view) = server.state(&table.id, table.token(role)).await;
        let explanation = &view["auction"][2]["artificial"];
        assert_eq!(explanation.is_string(), sees, "{role}: {view}");
    }
}

#[tokio::test]
async fn a_rubber_deals_on_with_the_rotation_and_keeps_its_scorepad() {
    let server = start().await;
    let table = server
        .create(json!({"code": "rubber", "deal": ONE_SUIT_EACH, "seed": 3}))
        .await;
    // The next deal is not dealt before this one is over.
    let (status, _) = server
        .act(
            &table.id,
            table.token("N"),
            json!({"event": "next-deal", "seat": "N"}),
        )
        .await;
    assert_eq!(status, 409);
    let end = play_board(&server, &table).await;
    assert_eq!(end["result"], "1S+6");
    // The pad shows the deal as soon as it is over.
    let pad = end["table"]["scorepad"].to_string();
    assert!(pad.contains("30") && pad.contains("180"), "{pad}");
    // 1S+6 undoubled (rubber Law 81): 30 below the line, six overtricks at 30 above it;
    let entries =
        &end["table"]["scorepad"]["rubbers"][0]["games"][0]["deals"][0]["score"]["entries"];
    assert_eq!(entries[0]["side"], "NS");
    assert_eq!(
        (entries[0]["line"].as_str(), entries[0]["points"].as_i64()),
        (Some("below"), Some(30))
    );
    assert_eq!(
        (entries[1]["line"].as_str(), entries[1]["points"].as_i64()),
        (Some("above"), Some(180))
    );
    // North holds all five trump honors: 150 above (rubber Law 81), 360 in all.
    assert_eq!(
        (entries[2]["kind"].as_str(), entries[2]["points"].as_i64()),
        (Some("honors"), Some(150))
    );
    assert_eq!(
        end["table"]["scorepad"]["totals"]["north_south"], 360,
        "{entries}"
    );
    // The next deal is dealt when all four are ready: East's asking waits for the others.
    let (status, waiting) = server
        .act(
            &table.id,
            table.token("E"),
            json!({"event": "next-deal", "seat": "E"}),
        )
        .await;
    assert_eq!(status, 200, "{waiting}");
    assert_eq!(waiting["table"]["deal_number"], 1);
    assert_eq!(waiting["table"]["ready"], json!(["E"]));
    assert!(
        waiting["table"]["offers"]["next-deal"].is_null(),
        "{waiting}"
    );
    let (status, again) = server
        .act(
            &table.id,
            table.token("E"),
            json!({"event": "next-deal", "seat": "E"}),
        )
        .await;
    assert_eq!(status, 409, "East is ready already: {again}");
    for seat in ["N", "S"] {
        let (status, _) = server
            .act(
                &table.id,
                table.token(seat),
                json!({"event": "next-deal", "seat": seat}),
            )
            .await;
        assert_eq!(status, 200);
    }
    let (status, next) = server
        .act(
            &table.id,
            table.token("W"),
            json!({"event": "next-deal", "seat": "W"}),
        )
        .await;
    assert_eq!(status, 200, "{next}");
    assert_eq!(next["table"]["ready"], json!([]));
    // East deals the second deal; North-South have not made game (30 below), so nobody is
    // vulnerable; the pad shows 1S+6 below and above the line.
    assert_eq!(next["table"]["deal_number"], 2);
    assert_eq!(next["table"]["dealer"], "E");
    assert_eq!(next["table"]["vulnerable"], "None");
    assert_eq!(next["turn"], "E");
    assert_eq!(next["phase"], "auction");
    let pad = &next["table"]["scorepad"];
    assert!(pad.is_object(), "{next}");
    let pad_text = pad.to_string();
    assert!(
        pad_text.contains("30") && pad_text.contains("180"),
        "{pad_text}"
    );
    assert_eq!(next["table"]["deals"].as_array().unwrap().len(), 2);
    // The log has both deals; the second replays to the state shown.
    let (_, log) = server.log(&table.id, table.token("director")).await;
    let lines: Vec<&str> = log.lines().collect();
    assert_eq!(lines.len(), 2);
    let second: DealLog = serde_json::from_str(lines[1]).unwrap();
    assert_eq!(second.dealer, Seat::East);
    assert_eq!(
        bare(&next),
        serde_json::to_value(second.replay().unwrap().view(Some(Seat::West))).unwrap()
    );
}

#[tokio::test]
async fn the_pages_are_served() {
    let server = start().await;
    for (path, kind) in [
        ("/", "text/html"),
        ("/table/abc", "text/html"),
        ("/director", "text/html"),
        ("/assets/app.css", "text/css"),
        ("/assets/table.js", "text/javascript"),
    ] {
        let response = server
            .client
            .get(format!("{}{path}", server.base))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200, "{path}");
        let content_type = response.headers()["content-type"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(content_type.starts_with(kind), "{path}: {content_type}");
    }
    let response = server
        .client
        .get(format!("{}/assets/secret.txt", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 404);
}

/// Four passes, then the next deal: its dealer and vulnerability.
async fn after_a_pass_out(code: &str) -> Value {
    let server = start().await;
    let table = server.create(json!({"code": code})).await;
    for seat in ["N", "E", "S", "W"] {
        server.call(&table, seat, "P").await;
    }
    let (_, over) = server.state(&table.id, table.token("N")).await;
    assert_eq!(over["phase"], "redeal", "{code}: {over}");
    let (status, next) = server
        .act(
            &table.id,
            table.token("director"),
            json!({"event": "next-deal"}),
        )
        .await;
    assert_eq!(status, 200, "{next}");
    next
}

#[tokio::test]
async fn after_a_pass_out_the_rubber_deal_passes_and_the_chicago_dealer_deals_again() {
    // Rubber (Law 22A): the next player deals.
    let rubber = after_a_pass_out("rubber").await;
    assert_eq!(rubber["table"]["dealer"], "E");
    assert_eq!(rubber["turn"], "E");
    // Chicago: the same dealer deals again, and the deal does not count (still none
    // vulnerable, the first of the four).
    let chicago = after_a_pass_out("chicago").await;
    assert_eq!(chicago["table"]["dealer"], "N");
    assert_eq!(chicago["table"]["vulnerable"], "None");
    assert_eq!(chicago["table"]["deal_number"], 2);
}

/// `GET /api/tables` with `token`.
async fn list_tables(server: &TestServer, token: &str) -> (u16, Value) {
    let response = server
        .client
        .get(format!("{}/api/tables", server.base))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.json::<Value>().await.unwrap())
}

#[tokio::test]
async fn the_rooms_director_key_lists_and_directs_every_table() {
    let dir = tempfile::tempdir().unwrap();
    let mut config = common::test_config(dir.path().join("t.sqlite").display().to_string());
    let key = "0123456789abcdef0123456789abcdef";
    config.director_key = Some(key.to_string());
    let server = common::start_on(config).await;
    let first = server
        .create(json!({"code": "duplicate2017", "mode": "open"}))
        .await;
    let second = server.create(json!({"code": "rubber"})).await;
    // An irregularity at the first table: South calls out of rotation, East draws attention.
    server.call(&first, "S", "1H").await;
    let (status, _) = server
        .act(
            &first.id,
            first.token("E"),
            json!({"event": "attention", "seat": "E"}),
        )
        .await;
    assert_eq!(status, 200);
    let (status, tables) = list_tables(&server, key).await;
    assert_eq!(status, 200, "{tables}");
    let tables = tables.as_array().unwrap();
    assert_eq!(tables.len(), 2);
    let row = tables
        .iter()
        .find(|t| t["id"] == first.id.as_str())
        .unwrap();
    assert!(row["pending"]["law"].is_string(), "{row}");
    assert!(
        tables
            .iter()
            .any(|t| t["id"] == second.id.as_str() && t["pending"].is_null())
    );
    // Only the room's key lists the tables.
    let (status, _) = list_tables(&server, "ffffffffffffffffffffffffffffffff").await;
    assert_eq!(status, 401);
    let (status, _) = list_tables(&server, first.token("N")).await;
    assert_eq!(status, 403);
    // The key directs any table: all four hands, and the log.
    let (status, view) = server.state(&second.id, key).await;
    assert_eq!(status, 200);
    assert_eq!(view["table"]["role"], "director");
    assert_eq!(view["hands"].as_array().unwrap().len(), 4);
    let (status, _) = server.log(&first.id, key).await;
    assert_eq!(status, 200);
}

/// Under the 2017 Laws a claimer faces his hand (Law 68C): the opponents and a kibitzer see it
/// while the claim stands; before the claim they see only dummy's.
#[tokio::test]
async fn a_claimers_hand_is_seen_by_all_while_the_claim_stands() {
    let server = start().await;
    let table = server
        .create(json!({"code": "duplicate2017", "deal": ONE_SUIT_EACH}))
        .await;
    for (seat, call) in [("N", "1S"), ("E", "P"), ("S", "P"), ("W", "P")] {
        server.call(&table, seat, call).await;
    }
    server.play(&table, "E", "E", "HA").await;
    server.play(&table, "N", "S", "DA").await;
    server.play(&table, "W", "W", "CA").await;
    server.play(&table, "N", "N", "S2").await;
    let seats = |view: &Value| -> Vec<String> {
        view["hands"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["seat"].as_str().unwrap().to_string())
            .collect()
    };
    let (_, before) = server.state(&table.id, table.token("kibitzer")).await;
    assert_eq!(seats(&before), ["S"]);
    let (status, body) = server
        .act(
            &table.id,
            table.token("N"),
            json!({"event": "claim", "seat": "N", "tricks": 12, "statement": "all trumps"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let (_, east) = server.state(&table.id, table.token("E")).await;
    assert_eq!(seats(&east), ["N", "E", "S"]);
    let (_, kibitzer) = server.state(&table.id, table.token("kibitzer")).await;
    assert_eq!(seats(&kibitzer), ["N", "S"]);
}
