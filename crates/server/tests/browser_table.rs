//! The table page in real browsers, part by part (issue 32): a 1912 table's bidding box, ranked
//! by value; the last trick seen at a robot table, after each trick and on request (Law 66A),
//! with screenshots of a seat's and a kibitzer's page on a desktop and on a phone; a change of
//! call under Law 25A, the Director's ruling read in plain words; and the chat, seen by exactly
//! those it is for.
//!
//! The tables are made and the Director's decisions sent over the HTTP API (the Director's page
//! has tests of its own); everything a player does is done on his page. Every wait is for a
//! condition, never for a fixed time. Without chromium or chromedriver each test says why and
//! passes, unless `ARBITER_REQUIRE_BROWSER=1`. Screenshots go to `target/browser-screenshots/`.

#[macro_use]
mod browser_harness;

use std::time::{Duration, Instant};

use browser_harness::*;
use fantoccini::{Client, Locator};
use serde_json::{Value, json};

/// The transfer deal's hands turned a seat: East opens 1NT, and South, a person, defends.
const EAST_OPENS: &str = "N:763.5.T986.KJT93 AK5.K32.AQ74.Q86 QJT8.T96.KJ2.A54 942.AQJ874.53.72";

/// Opens a table page and waits until it shows the table as it is (its `seq`).
async fn open(client: &Client, table: &Table, role: &str) -> Result {
    // Another seat's link differs only after `#`: leave the page first.
    client.goto("about:blank").await?;
    client.goto(&table.link(role)).await?;
    shows_seq(client, "#seq", table.seq().await?).await
}

/// The calls of the bidding box, in its order, each with whether it may be pressed.
const BOX: &str = "return [...document.querySelectorAll('#bidding-box [data-call]')]\
    .map((b) => [b.dataset.call, !b.disabled, b.dataset.event, b.textContent])";

/// The texts of the chat messages the page shows.
const MESSAGES: &str =
    "return [...document.querySelectorAll('[data-chat-message]')].map((m) => m.textContent)";

/// The last trick's cards, when the page shows it.
const LAST_TRICK: &str = "const t = document.querySelector('[data-last-trick]'); \
    return t ? [...t.querySelectorAll('[data-card]')].map((c) => c.dataset.card) : []";

/// Screenshots of a page at 1280x900 and on a phone (390x844).
async fn both_sizes(client: &Client, name: &str) -> Result {
    viewport(client, 1280, 900).await?;
    screenshot(client, name).await?;
    viewport(client, 390, 844).await?;
    // Nothing wider than the phone.
    js_when(
        client,
        "return document.documentElement.scrollWidth <= innerWidth",
        |v| v == &json!(true),
    )
    .await?;
    screenshot(client, &format!("{name}-phone")).await?;
    viewport(client, 1280, 900).await
}

browser_test!(an_auction_1912_box_ranks_bids_by_value, 1, auction_1912_box);

/// At a 1912 table the dealer, North, may not pass (he must declare); he bids 3♠ (worth 6).
/// East's box is ranked by value, each bid showing its value, and lets him bid only what is
/// worth more: 1♦ (7), 1♥ (8), 1R♠ (9), 1NT (10), 2♣ (12), not 1♣ (6), 1♠, 2♠ or 3♠. No alerts,
/// no board, no vulnerability at an Auction table.
async fn auction_1912_box(base: &str, browsers: &[Client]) -> Result {
    let client = &browsers[0];
    let table = Table::make(base, json!({"code": "auction1912", "seed": 1912})).await?;
    open(client, &table, "N").await?;
    let calls = js_when(client, BOX, |v| v.as_array().is_some_and(|a| a.len() == 45)).await?;
    let may = |calls: &Value, call: &str| {
        calls
            .as_array()
            .into_iter()
            .flatten()
            .any(|c| c[0] == call && c[1] == true)
    };
    ensure!(!may(&calls, "P"), "the 1912 dealer may not pass: {calls}");
    ensure!(may(&calls, "1S"), "the dealer may bid 1♠: {calls}");
    text_when(client, "#box-note", |t| t.contains("must declare")).await?;
    let alert = client.find(Locator::Css("#alert-field")).await?;
    ensure!(!alert.is_displayed().await?, "no alerts at a 1912 table");
    let info = text_when(client, "#board-info", |t| t.contains("Deal 1")).await?;
    ensure!(
        !info.contains("Board") && !info.to_lowercase().contains("vul"),
        "an Auction table has deals, no vulnerability: {info}"
    );
    click(client, "#bidding-box [data-call=\"3S\"]").await?;
    table
        .state_when(|s| s["auction"][0]["call"] == "3S")
        .await?;

    open(client, &table, "E").await?;
    let calls = js_when(client, BOX, |v| {
        v.as_array()
            .is_some_and(|a| a.iter().any(|c| c[0] == "1H" && c[1] == true))
    })
    .await?;
    for call in ["1D", "1H", "1RS", "1NT", "2C", "P", "X"] {
        ensure!(may(&calls, call), "East may call {call} over 3♠: {calls}");
    }
    for call in ["1C", "1S", "2S", "3S", "XX"] {
        ensure!(
            !may(&calls, call),
            "East may not call {call} over 3♠: {calls}"
        );
    }
    // Ranked by value: 1♠ (2), 2♠ (4), then 1♣ and 3♠ (6); each bid shows its value.
    let order: Vec<&str> = calls
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c[0].as_str())
        .take(4)
        .collect();
    ensure!(
        order == ["1S", "2S", "1C", "3S"],
        "the box is ranked by value: {order:?}"
    );
    let heart = calls
        .as_array()
        .into_iter()
        .flatten()
        .find(|c| c[0] == "1H")
        .ok_or("a 1♥ button")?;
    ensure!(heart[3] == "1♥8", "1♥ shows its value, 8: {}", heart[3]);
    both_sizes(client, "table-1912-box").await
}

browser_test!(
    the_last_trick_is_seen_at_a_robot_table,
    2,
    last_trick_with_robots
);

/// South, a person, defends with robots at the three other seats; a kibitzer watches. Each
/// trick South's page shows the last trick a moment after it is quitted (four cards face up,
/// `data-last-trick`), the robots' tricks too; at his turn to play he asks to see it (`inspect`,
/// Law 66A) and it stays up until he plays. Screenshots of both pages mid-play, on a desktop and
/// on a phone.
async fn last_trick_with_robots(base: &str, browsers: &[Client]) -> Result {
    let (south, kibitzer) = (&browsers[0], &browsers[1]);
    let table = Table::make(
        base,
        json!({"code": "duplicate2017", "deal": EAST_OPENS, "robots": ["N", "E", "W"],
               "players": {"S": "Cleo"}}),
    )
    .await?;
    open(south, &table, "S").await?;
    open(kibitzer, &table, "kibitzer").await?;
    text_when(kibitzer, "#role", |t| t.contains("Kibitzer")).await?;
    text_when(south, "#role", |t| t.contains("You are South (Cleo)")).await?;
    let started = Instant::now();
    let mut flashes = 0;
    let mut inspected = false;
    let mut shot = false;
    let mut acted_at = None;
    loop {
        ensure!(started.elapsed() < BOARD_TIME, "the board did not end");
        let state = table.state().await?;
        let seq = state["table"]["seq"].as_u64().unwrap_or(0);
        if state["phase"] == "ended" {
            break;
        }
        let played = state["played"].as_array().map_or(0, Vec::len);
        // A robot declarer's claim waits for South's answer.
        let claim_for_south = ["E", "W"].contains(&state["claim"]["seat"].as_str().unwrap_or(""))
            && !state["claim"]["agreed"]
                .as_array()
                .is_some_and(|a| a.iter().any(|s| s == "S"));
        let south_to_act = state["turn"] == "S" && state["pending"].is_null();
        // The last trick, face up a moment after each trick (not South's inspecting it).
        let last = south.execute(LAST_TRICK, vec![]).await?;
        if !south_to_act && last.as_array().is_some_and(|cards| cards.len() == 4) {
            flashes += 1;
        }
        if acted_at == Some(seq) || !(south_to_act || claim_for_south) {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        }
        shows_seq(south, "#seq", seq).await?;
        acted_at = Some(seq);
        if claim_for_south {
            click(south, "#agree").await?;
        } else if state["phase"] == "auction" {
            click(south, "#bidding-box [data-call=\"P\"]").await?;
        } else {
            if played >= 1 && !inspected {
                // South looks at the last trick: it stays up until he plays.
                click(south, "#inspect").await?;
                let cards = js_when(south, LAST_TRICK, |v| {
                    v.as_array().is_some_and(|a| a.len() == 4)
                })
                .await?;
                let want: Vec<Value> = state["played"][played - 1]["cards"]
                    .as_array()
                    .ok_or("the last trick")?
                    .iter()
                    .map(|c| c["card"].clone())
                    .collect();
                ensure!(
                    cards == json!(want),
                    "the last trick shown {cards} is {want:?}"
                );
                table.after(seq).await?;
                inspected = true;
            }
            if played >= 3 && !shot {
                shot = true;
                shows_seq(kibitzer, "#seq", seq).await?;
                both_sizes(south, "table-seat-mid-play").await?;
                both_sizes(kibitzer, "table-kibitzer-mid-play").await?;
            }
            let card = choose_card(&state, "S")?;
            click(south, &format!(".felt [data-card=\"{card}\"]")).await?;
        }
    }
    ensure!(inspected, "South looked at the last trick");
    ensure!(
        flashes > 0,
        "South's page showed the last trick after a trick"
    );
    let state = table.state().await?;
    let result = state["result"].as_str().ok_or("a result")?.to_string();
    for client in [south, kibitzer] {
        shows_result(client, &result).await?;
    }
    text_when(south, "#ready", |t| t.contains("Waiting for you")).await?;
    screenshot(south, "table-seat-end").await?;
    Ok(())
}

browser_test!(a_slip_is_changed_under_law_25a, 1, change_of_call);

/// At an open table North bids 1♣, meaning 1♦: he changes it with the "Change my call" control
/// and the box (`change`); the Director, over the API, judges it unintended (Law 25A). North's
/// page reads the ruling in words ("North's 1♣ was unintended and is replaced by 1♦"), never in
/// the engine's notation.
async fn change_of_call(base: &str, browsers: &[Client]) -> Result {
    let north = &browsers[0];
    let table = Table::make(
        base,
        json!({"code": "duplicate2017", "mode": "open", "deal": TRANSFER_DEAL}),
    )
    .await?;
    open(north, &table, "N").await?;
    click(north, "#bidding-box [data-call=\"1C\"]").await?;
    let seq = table
        .state_when(|s| s["auction"][0]["call"] == "1C")
        .await?["table"]["seq"]
        .as_u64()
        .unwrap_or(0);
    shows_seq(north, "#seq", seq).await?;
    click(north, "#change-call[data-event=\"change\"]").await?;
    js_when(north, BOX, |v| {
        v.as_array().is_some_and(|a| {
            a.iter()
                .any(|c| c[0] == "1D" && c[1] == true && c[2] == "change")
        })
    })
    .await?;
    screenshot(north, "table-change-of-call").await?;
    click(north, "#bidding-box [data-call=\"1D\"]").await?;
    let state = table.state_when(|s| s["pending"]["law"] == "25").await?;
    ensure!(
        state["pending"]["chooser"] == "director",
        "the Director judges the change: {}",
        state["pending"]
    );
    text_when(north, "#pending-explanation", |t| {
        t.contains("North changes 1♣ to 1♦")
    })
    .await?;
    table
        .act(
            "director",
            json!({"event": "director-choose", "option": "unintended"}),
        )
        .await?;
    let rulings = text_when(north, "#rulings", |t| {
        t.contains("North's 1♣ was unintended and is replaced by 1♦")
    })
    .await?;
    ensure!(
        !rulings.contains("N's") && !rulings.contains("1C"),
        "the ruling is in words: {rulings}"
    );
    text_when(north, "#auction td[data-seat=\"N\"]", |t| {
        t.starts_with("1♦")
    })
    .await?;
    Ok(())
}

browser_test!(chat_is_seen_by_exactly_those_it_is_for, 2, chat);

/// North writes to the table while everyone may read it, then while only the opponents may,
/// then privately to the Director; the Director writes to the table and privately to East. Each
/// page (the four seats' and a kibitzer's) shows exactly the messages it is for; with the chat
/// off North may write only to the Director.
async fn chat(base: &str, browsers: &[Client]) -> Result {
    let (north, reader) = (&browsers[0], &browsers[1]);
    let table = Table::make(base, json!({"code": "duplicate2017", "chat": "all"})).await?;
    open(north, &table, "N").await?;
    let say = |to: &'static str, text: &'static str| async move {
        north
            .find(Locator::Css("#chat-to"))
            .await?
            .select_by_value(to)
            .await?;
        type_into(north, "[data-chat]", text).await?;
        click(north, "#chat-form button[type=\"submit\"]").await?;
        Ok::<(), Error>(())
    };
    let said = |count: usize| {
        table.state_when(move |s| {
            s["table"]["chat"]["messages"]
                .as_array()
                .is_some_and(|m| m.len() == count)
        })
    };

    say("table", "Good luck, all").await?;
    said(1).await?;
    table
        .act(
            "director",
            json!({"event": "chat-setting", "chat": "opponents"}),
        )
        .await?;
    text_when(north, "#chat-setting", |t| t.contains("opponents only")).await?;
    say("table", "Only the opponents read this").await?;
    said(2).await?;
    say("director", "Could you come, privately?").await?;
    said(3).await?;
    table
        .act(
            "director",
            json!({"event": "chat", "to": "table", "text": "Two minutes left"}),
        )
        .await?;
    table
        .act(
            "director",
            json!({"event": "chat", "to": "E", "text": "East, a word"}),
        )
        .await?;
    said(5).await?;

    let all = "Good luck, all";
    let opponents = "Only the opponents read this";
    let private = "Could you come, privately?";
    let announcement = "Two minutes left";
    let to_east = "East, a word";
    let expected: [(&str, Vec<&str>); 5] = [
        ("N", vec![all, opponents, private, announcement]),
        ("E", vec![all, opponents, announcement, to_east]),
        ("S", vec![all, announcement]),
        ("W", vec![all, opponents, announcement]),
        ("kibitzer", vec![all, announcement]),
    ];
    for (role, texts) in expected {
        open(reader, &table, role).await?;
        let shown = js_when(reader, MESSAGES, |v| {
            v.as_array().is_some_and(|m| m.len() == texts.len())
        })
        .await?;
        for (message, text) in shown.as_array().into_iter().flatten().zip(&texts) {
            ensure!(
                message.as_str().is_some_and(|m| m.ends_with(text)),
                "{role} reads {message}, not {text}: {shown}"
            );
        }
        if role == "E" {
            ensure!(
                shown[3]
                    .as_str()
                    .is_some_and(|m| m.starts_with("Director to you, privately")),
                "East reads the Director's private line as such: {shown}"
            );
        }
        let form = reader.find(Locator::Css("#chat-form")).await?;
        ensure!(
            form.is_displayed().await? == (role != "kibitzer"),
            "{role}'s page has a chat form exactly when it may write"
        );
    }
    let director = table.state().await?;
    ensure!(
        director["table"]["chat"]["messages"]
            .as_array()
            .is_some_and(|m| m.len() == 5),
        "the Director reads every message: {}",
        director["table"]["chat"]
    );

    // Chat off: North writes only to the Director.
    table
        .act("director", json!({"event": "chat-setting", "chat": "off"}))
        .await?;
    js_when(
        north,
        "return [...document.querySelectorAll('#chat-to option')].map((o) => o.value)",
        |v| v == &json!(["director"]),
    )
    .await?;
    screenshot(north, "table-chat").await?;
    Ok(())
}
