//! The pages in real browsers: four players and a Director, each in a headless Chromium of his
//! own driven over WebDriver (chromedriver), play a board at an open table from start to end.
//!
//! The Director makes the table in the lobby (open mode, a fixed deal); each player opens his
//! seat's link; the auction is bid by clicking the bidding box, with an alerted insufficient bid
//! (Law 27), the attention drawn (the Director button), the non-offender's choice made at the
//! table and the Director's judgement of the comparable call (Law 23) made on the Director's
//! page; the play is thirteen tricks of clicked cards (declarer clicking dummy's); the result and
//! the score the pages show are the engine's (`GET /api/tables/{id}/state`); the next deal comes
//! once all four players have said they are ready, each page saying who is. After every action
//! each page must show the table's new `seq`: the views reach every browser over its WebSocket.
//! Screenshots go to `target/browser-screenshots/`.
//!
//! Without chromium or chromedriver the test says why and passes, unless
//! `ARBITER_REQUIRE_BROWSER=1`. `ARBITER_CHROMIUM` and `ARBITER_CHROMEDRIVER` name other binaries.

#[macro_use]
mod browser_harness;

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use browser_harness::*;
use fantoccini::{Client, Locator};
use serde_json::Value;

/// The browsers and the table they sit at.
struct Game<'a> {
    table: Table,
    /// The players' browsers, in the order of `SEATS`.
    seats: &'a [Client],
    director: &'a Client,
    /// The table's `seq` at the last [`Game::synced`]: the next action must pass it.
    seen: AtomicU64,
}

impl Game<'_> {
    fn seat(&self, seat: &str) -> &Client {
        &self.seats[SEATS.iter().position(|s| *s == seat).expect("a seat")]
    }

    /// Waits until the server has taken the action just sent (its `seq` is past the last one
    /// seen: a click reaches the server some time after it returns) and every page (the four
    /// seats' and the Director's) shows that `seq` or a later one; the table as the API then
    /// gave it.
    async fn synced(&self) -> Result<Value> {
        let state = self.table.after(self.seen.load(Ordering::SeqCst)).await?;
        let seq = state["table"]["seq"].as_u64().ok_or("a seq")?;
        self.seen.store(seq, Ordering::SeqCst);
        for (client, seat) in self.seats.iter().zip(SEATS) {
            if let Err(e) = shows_seq(client, "#seq", seq).await {
                let conn = text_when(client, "#conn", |_| true)
                    .await
                    .unwrap_or_default();
                return Err(format!(
                    "{seat}'s page, awaiting seq {seq} (connection: {conn:?}): {e}"
                )
                .into());
            }
        }
        let panel = format!("[data-table=\"{}\"] .seq", self.table.id);
        shows_seq(self.director, &panel, seq).await?;
        Ok(state)
    }

    /// `seat` clicks the bidding box's `call`, with an alert if `alert` is given.
    async fn call(&self, seat: &str, call: &str, alert: Option<&str>) -> Result<Value> {
        let client = self.seat(seat);
        if let Some(alert) = alert {
            type_into(client, "#alert", alert).await?;
        }
        click(client, &format!("#bidding-box [data-call=\"{call}\"]")).await?;
        self.synced().await
    }
}

browser_test!(
    four_players_and_a_director_play_a_board_in_browsers,
    5,
    play
);

browser_test!(
    two_players_and_two_robots_play_a_board_in_browsers,
    2,
    play_with_robots
);

/// North makes a table in the lobby with robots East and West; North and South play the
/// board in their browsers, the robots calling and playing in turn, to the end.
async fn play_with_robots(base: &str, browsers: &[Client]) -> Result {
    let (north, south) = (&browsers[0], &browsers[1]);
    north.goto(&format!("{base}/")).await?;
    click(north, "#source-pbn").await?;
    type_into(north, "#pbn", TRANSFER_DEAL).await?;
    type_into(north, "#player-N", "Anna").await?;
    type_into(north, "#player-S", "Cleo").await?;
    click(north, "#robot-E").await?;
    click(north, "#robot-W").await?;
    click(north, "#create").await?;
    let north_link = attr(north, "#link-N", "href").await?;
    let south_link = attr(north, "#link-S", "href").await?;
    let table = Table::from_director_link(base, &attr(north, "#link-director", "href").await?)?;
    north.goto(&north_link).await?;
    south.goto(&south_link).await?;
    text_when(north, "#spot-left .seat-label", |t| {
        t.contains("East") && t.to_lowercase().contains("robot")
    })
    .await?;
    let page = |seat: &str| if seat == "N" { north } else { south };
    let started = Instant::now();
    let mut last_seq = String::new();
    let mut shot = false;
    loop {
        let state = table.state().await?;
        ensure!(
            started.elapsed() < BOARD_TIME,
            "the board did not end: {state}"
        );
        let seq = state["table"]["seq"].to_string();
        let phase = state["phase"].as_str().unwrap_or_default().to_string();
        if phase == "ended" {
            break;
        }
        // A robot's claim (Law 68): the people of the other side agree, each on his page.
        if let Some(claimer) = state["claim"]["seat"].as_str() {
            let agreed = state["claim"]["agreed"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            let answerer = ["N", "S"]
                .into_iter()
                .find(|&s| partner(claimer) != s && claimer != s && !agreed.iter().any(|a| a == s));
            match answerer {
                Some(seat) if seq != last_seq => {
                    text_when(page(seat), "#seq", |t| t == seq).await?;
                    last_seq = seq;
                    click(page(seat), "#agree").await?;
                }
                _ => tokio::time::sleep(Duration::from_millis(50)).await,
            }
            continue;
        }
        let turn = state["turn"].as_str().unwrap_or_default().to_string();
        // Declarer plays dummy's cards; the robots play theirs.
        let actor = match state["declarer"].as_str() {
            Some(d) if phase == "play" && partner(d) == turn => d.to_string(),
            _ => turn.clone(),
        };
        if !["N", "S"].contains(&actor.as_str()) || seq == last_seq {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        }
        // Both pages show the table as it is before a person acts.
        for client in [north, south] {
            text_when(client, "#seq", |t| t == seq).await?;
        }
        last_seq = seq;
        if phase == "auction" {
            let opened = state["auction"]
                .as_array()
                .is_some_and(|calls| calls.iter().any(|c| c["call"] != "P"));
            let call = if actor == "N" && !opened { "1NT" } else { "P" };
            click(
                page(&actor),
                &format!("#bidding-box [data-call=\"{call}\"]"),
            )
            .await?;
        } else {
            if !shot && state["played"].as_array().map_or(0, Vec::len) == 3 {
                shot = true;
                screenshot(page(&actor), "07-table-with-robots").await?;
            }
            let card = choose_card(&state, &turn)?;
            click(page(&actor), &format!("[data-card=\"{card}\"]")).await?;
        }
    }
    // Thirteen tricks, played or some of them claimed (a robot's claim, agreed).
    let state = table.state().await?;
    let tricks = &state["tricks"];
    ensure!(
        tricks["declarer"].as_u64().unwrap_or(0) + tricks["defenders"].as_u64().unwrap_or(0) == 13,
        "thirteen tricks: {state}"
    );
    let result = state["result"].as_str().ok_or("a result")?.to_string();
    for client in [north, south] {
        shows_result(client, &result).await?;
    }
    for seat in ["E", "W"] {
        ensure!(
            state["auction"]
                .as_array()
                .is_some_and(|calls| calls.iter().any(|c| c["seat"] == seat)),
            "the robot at {seat} called: {state}"
        );
    }
    screenshot(south, "08-end-with-robots").await?;
    eprintln!(
        "played with robots: {} by {}, {result}",
        state["contract"], state["declarer"]
    );
    Ok(())
}

/// A result as the pages write it: the strain's suit symbol (`2H+1` is 2♥+1, `3RS=` 3R♠=).
fn in_words(result: &str) -> String {
    let strain = result
        .char_indices()
        .skip(1)
        .find(|&(_, c)| "CDHSRN".contains(c))
        .map(|(i, _)| i)
        .unwrap_or(result.len());
    let (level, rest) = result.split_at(strain);
    let rest = ["RS", "S", "H", "D", "C"]
        .iter()
        .zip(["R♠", "♠", "♥", "♦", "♣"])
        .find_map(|(letter, symbol)| {
            rest.strip_prefix(letter)
                .map(|tail| format!("{symbol}{tail}"))
        })
        .unwrap_or_else(|| rest.to_string());
    format!("{level}{rest}")
}

/// The board, from the lobby to the result.
async fn play(base: &str, browsers: &[Client]) -> Result {
    let (seats, director) = (&browsers[..4], &browsers[4]);

    // The Director makes the table in the lobby.
    director.goto(&format!("{base}/")).await?;
    director
        .wait()
        .at_most(WAIT)
        .for_element(Locator::Css("#code"))
        .await?
        .select_by_value("duplicate2017")
        .await?;
    click(director, "#mode-open").await?;
    click(director, "#source-pbn").await?;
    type_into(director, "#pbn", TRANSFER_DEAL).await?;
    for (seat, name) in SEATS.iter().zip(["Anna", "Bob", "Cleo", "Dan"]) {
        type_into(director, &format!("#player-{seat}"), name).await?;
    }
    click(director, "#create").await?;
    let mut links = Vec::new();
    for seat in SEATS {
        links.push(attr(director, &format!("#link-{seat}"), "href").await?);
    }
    let kibitzer_link = attr(director, "#link-kibitzer", "href").await?;
    let table = Table::from_director_link(base, &attr(director, "#link-director", "href").await?)?;
    screenshot(director, "01-lobby").await?;
    let id = table.id.clone();
    ensure!(
        links[0].starts_with(&format!("{base}/table/{id}#")),
        "North's link {} is not {base}/table/{id}#TOKEN",
        links[0]
    );
    ensure!(
        kibitzer_link.starts_with(&format!("{base}/table/{id}#")),
        "the kibitzers' link {kibitzer_link}"
    );

    // The Director's page finds the table in the browser's memory (no link needed).
    director.goto(&format!("{base}/director")).await?;
    for (client, link) in seats.iter().zip(&links) {
        client.goto(link).await?;
    }
    let game = Game {
        table,
        seats,
        director,
        seen: AtomicU64::new(0),
    };
    let state = game.synced().await?;
    ensure!(state["phase"] == "auction", "a new deal: {state}");
    text_when(game.seat("W"), "#phase", |t| t == "auction").await?;
    text_when(game.seat("W"), "#spot-bottom .seat-label", |t| {
        t.contains("West") && t.contains("Dan")
    })
    .await?;

    // The auction: South's transfer is insufficient; West draws attention and does not accept
    // it; South substitutes the same transfer a level higher, which the Director judges
    // comparable (Laws 27B1(b), 23A).
    game.call("N", "1NT", None).await?;
    game.call("E", "P", None).await?;
    game.call("S", "1D", Some("transfer to hearts")).await?;
    click(game.seat("W"), "#attention").await?;
    let state = game.synced().await?;
    ensure!(
        state["pending"]["law"] == "27" && state["pending"]["chooser"] == "W",
        "Law 27 put to West: {}",
        state["pending"]
    );
    text_when(game.seat("W"), "#pending-law", |t| t == "Law 27").await?;
    text_when(game.seat("E"), "#pending-chooser", |t| t.contains("West")).await?;
    click(game.seat("W"), "[data-option=\"reject\"]").await?;
    let state = game.call("S", "2D", Some("transfer to hearts")).await?;
    ensure!(
        state["pending"]["chooser"] == "director",
        "the Director judges the replacement: {}",
        state["pending"]
    );
    // The alert's explanation is the opponents' (Law 16B keeps it from partner).
    text_when(
        game.seat("E"),
        "#auction td.alerted[data-seat=\"S\"]",
        |t| t.contains("transfer to hearts"),
    )
    .await?;
    ensure!(
        game.seat("N")
            .find_all(Locator::Css("#auction td.alerted"))
            .await?
            .is_empty(),
        "North sees his partner's alerts"
    );
    // Nobody calls while the ruling waits: no call is offered, and the box says so.
    let pass = game
        .seat("W")
        .find(Locator::Css("#bidding-box [data-call=\"P\"]"))
        .await?;
    ensure!(
        pass.attr("disabled").await?.is_some(),
        "West's Pass is disabled while the ruling waits"
    );

    let panel = format!("[data-table=\"{id}\"]");
    text_when(director, &format!("{panel} .pending-law"), |t| {
        t == "Law 23"
    })
    .await?;
    screenshot(director, "03-director-pending-ruling").await?;
    // The Director's page offers the ruling's options and nothing else.
    let options: Vec<String> = {
        let mut options = Vec::new();
        for button in director
            .find_all(Locator::Css(&format!("{panel} [data-option]")))
            .await?
        {
            options.extend(button.attr("data-option").await?);
        }
        options
    };
    ensure!(
        options == ["comparable", "not-comparable"],
        "the Director is offered the Law 23 options: {options:?}"
    );
    click(director, &format!("{panel} [data-option=\"comparable\"]")).await?;
    let state = game.synced().await?;
    ensure!(state["pending"].is_null(), "ruled: {}", state["pending"]);
    ensure!(
        state["rulings"].as_array().is_some_and(|rulings| rulings
            .iter()
            .any(|r| r["text"].as_str().is_some_and(|t| t.contains("comparable")))),
        "the ruling is recorded: {}",
        state["rulings"]
    );
    game.call("W", "P", None).await?;
    game.call("N", "2H", None).await?;
    game.call("E", "P", None).await?;
    game.call("S", "P", None).await?;
    let state = game.call("W", "P", None).await?;
    ensure!(
        state["contract"] == "2H" && state["declarer"] == "N",
        "2H by North: {} by {}",
        state["contract"],
        state["declarer"]
    );
    for client in seats {
        let contract = attr(client, "#contract", "data-contract").await?;
        ensure!(contract == "2H", "a page shows the contract {contract}");
    }

    // The play: each hand plays its first card of the suit led (or its first card), declarer
    // clicking dummy's.
    let declarer = "N";
    let dummy = "S";
    let mut state = state;
    let mut shots = 0;
    while state["phase"] == "play" {
        ensure!(
            state["pending"].is_null(),
            "no ruling: {}",
            state["pending"]
        );
        let turn = state["turn"]
            .as_str()
            .ok_or_else(|| format!("nobody to play: {state}"))?
            .to_string();
        let card = choose_card(&state, &turn)?;
        let clicker = if turn == dummy { declarer } else { &turn };
        click(game.seat(clicker), &format!("[data-card=\"{card}\"]")).await?;
        state = game.synced().await?;
        let (quitted, in_trick) = (
            state["played"].as_array().map_or(0, Vec::len),
            state["trick"].as_array().map_or(0, Vec::len),
        );
        if quitted == 6 && in_trick == 2 && shots == 0 {
            shots += 1;
            screenshot(game.seat(declarer), "02-table-mid-play").await?;
            screenshot(game.seat("E"), "02b-table-mid-play-east").await?;
            let west = game.seat("W");
            viewport(west, 390, 844).await?;
            screenshot(west, "06-phone-width").await?;
            viewport(west, 1280, 900).await?;
        }
    }

    // The end: the pages show the engine's result and score.
    ensure!(state["phase"] == "ended", "the deal is over: {state}");
    let result = state["result"].as_str().ok_or("a result")?.to_string();
    let ns = state["score"]["NS"].as_i64().ok_or("a score")?;
    let ns_text = format!("North-South {ns:+}");
    ensure!(
        state["played"].as_array().map_or(0, Vec::len) == 13,
        "thirteen tricks: {state}"
    );
    for client in seats {
        shows_result(client, &result).await?;
        text_when(client, "#result", |t| t.contains(&ns_text)).await?;
        text_when(client, "#deals", |t| t.contains(&format!("{ns:+}"))).await?;
        let next = client.find(Locator::Css("#next-deal")).await?;
        ensure!(next.is_displayed().await?, "a Next deal button");
    }
    text_when(director, &format!("{panel} .result"), |t| {
        t.contains(&in_words(&result))
    })
    .await?;
    screenshot(game.seat("S"), "04-end-of-board").await?;

    // The log, as the Director reads it.
    click(director, &format!("{panel} .show-log")).await?;
    text_when(director, &format!("{panel} pre.log"), |t| {
        t.contains("arbiter-deal-log/1") && t.contains("director-choose")
    })
    .await?;
    screenshot(director, "05-director-end").await?;

    // The next deal, board 2, once all four are ready: North first, the others reading that
    // he is.
    click(game.seat("N"), "#next-deal").await?;
    let state = game.synced().await?;
    ensure!(
        state["table"]["board"] == 1 && state["table"]["ready"] == serde_json::json!(["N"]),
        "North is ready, board 1 stays: {}",
        state["table"]
    );
    text_when(game.seat("E"), "#ready", |t| {
        t.contains("Ready for the next deal: North") && t.contains("Waiting for you, South, West")
    })
    .await?;
    let again = game.seat("N").find(Locator::Css("#next-deal")).await?;
    ensure!(
        !again.is_displayed().await?,
        "North is ready: no Next deal for him"
    );
    for seat in ["E", "S", "W"] {
        click(game.seat(seat), "#next-deal").await?;
        game.synced().await?;
    }
    let state = game.table.state().await?;
    ensure!(
        state["table"]["board"] == 2 && state["phase"] == "auction",
        "board 2 dealt: {}",
        state["table"]
    );
    text_when(game.seat("E"), "#board-info", |t| t.contains("Board 2")).await?;
    eprintln!("played: 2H by North, {result}, {ns_text}");
    Ok(())
}
