//! The historic games at live tables, in browsers: four players cut for partners, seats and
//! deal on the session's page (made in the lobby) and sit where the cut puts them; three
//! players bid three-handed auction and the declarer plays the dummy hand from South.

#[macro_use]
mod browser_harness;

use std::time::Instant;

use browser_harness::*;
use fantoccini::{Client, Locator};
use serde_json::{Value, json};

/// The table or session as `token` sees it, over the API.
async fn state_of(base: &str, path: &str, token: &str) -> Result<Value> {
    let answer = reqwest::Client::new()
        .get(format!("{base}/api/{path}/state"))
        .bearer_auth(token)
        .send()
        .await?;
    ensure!(answer.status() == 200, "{path}: {}", answer.status());
    Ok(answer.json().await?)
}

/// Whether `css` is on the page now.
async fn present(client: &Client, css: &str) -> Result<bool> {
    Ok(!client.find_all(Locator::Css(css)).await?.is_empty())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_players_cut_for_partners_and_take_their_seats() {
    in_browsers(
        4,
        |base, browsers| async move { cut(&base, &browsers).await },
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_bid_three_handed_and_the_declarer_plays_the_dummy_hand() {
    in_browsers(3, |base, browsers| async move {
        three_handed(&base, &browsers).await
    })
    .await;
}

/// Ann makes a 1912 session in the lobby; the four cut until the partnerships are decided
/// (cutting again on ties, 1912 Law 14); the first dealer chooses South; each follows his link
/// to the table, where he sits where the cut put him, and the dealer must declare.
async fn cut(base: &str, browsers: &[Client]) -> Result {
    let names = ["Ann", "Bob", "Cy", "Di"];
    let maker = &browsers[0];
    maker.goto(&format!("{base}/")).await?;
    maker
        .wait()
        .at_most(WAIT)
        .for_element(Locator::Css("#session-code"))
        .await?
        .select_by_value("auction1912")
        .await?;
    type_into(maker, "#session-players", &names.join("\n")).await?;
    click(maker, "#create-session").await?;
    let mut links = Vec::new();
    for name in names {
        links.push(attr(maker, &format!("#link-player-{name}"), "href").await?);
    }
    let director_link = attr(maker, "#link-session-director", "href").await?;
    screenshot(maker, "session-01-lobby").await?;
    viewport(maker, 390, 844).await?;
    screenshot(maker, "session-01b-lobby-phone").await?;
    viewport(maker, 1280, 900).await?;
    let (path, director) = director_link
        .split_once("/session/")
        .and_then(|(_, rest)| rest.split_once('#'))
        .ok_or("a session link is /session/ID#TOKEN")?;
    let session = format!("sessions/{path}");
    for (client, link) in browsers.iter().zip(&links) {
        client.goto(link).await?;
    }
    text_when(&browsers[3], "#who", |t| t.contains("Di")).await?;
    // Each draws when the page offers him the pack, until the cut is decided.
    let started = Instant::now();
    loop {
        let view = state_of(base, &session, director).await?;
        if !view["cut"]["decided"].is_null() {
            break;
        }
        ensure!(
            started.elapsed() < BOARD_TIME,
            "the cut never ended: {view}"
        );
        let seq = view["seq"].as_u64().unwrap_or(0);
        // The pages ask for the session every two seconds: the first that offers the pack
        // draws.
        let mut drew = false;
        for client in browsers {
            if present(client, "#pack [data-event=\"draw\"]").await? {
                click(client, "#pack [data-event=\"draw\"]").await?;
                drew = true;
                break;
            }
        }
        if !drew {
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        }
        // Wait for the server to take the draw before looking again.
        let taken = Instant::now();
        while state_of(base, &session, director).await?["seq"]
            .as_u64()
            .unwrap_or(0)
            == seq
            && drew
            && taken.elapsed() < WAIT
        {
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }
    let view = state_of(base, &session, director).await?;
    let dealer = view["cut"]["decided"]["dealer"]
        .as_str()
        .ok_or("a dealer")?
        .to_string();
    let dealer_page = &browsers[names.iter().position(|n| *n == dealer).ok_or("a player")?];
    click(dealer_page, "[data-event=\"choose-seat\"][data-seat=\"S\"]").await?;
    text_when(dealer_page, "#seat-text", |t| t.contains("you sit South")).await?;
    screenshot(dealer_page, "session-02-cut").await?;
    viewport(dealer_page, 390, 844).await?;
    screenshot(dealer_page, "session-02b-cut-phone").await?;
    viewport(dealer_page, 1280, 900).await?;
    // Each takes his seat: his page at the table is his seat's.
    let view = state_of(base, &session, director).await?;
    let seats = &view["tables"][0]["seats"];
    for (client, name) in browsers.iter().zip(names) {
        text_when(client, "#seat-text", |t| t.contains("you sit")).await?;
        click(client, "#seat-link").await?;
        let seat = ["N", "E", "S", "W"]
            .into_iter()
            .find(|s| seats[*s] == name)
            .ok_or("every player is seated")?;
        let words = [("N", "North"), ("E", "East"), ("S", "South"), ("W", "West")]
            .into_iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, w)| w)
            .unwrap_or_default();
        text_when(client, "#role", |t| t.contains(words) && t.contains(name)).await?;
    }
    // The dealer, South, must declare (1912 Law 43): his box has no pass, and he bids.
    ensure!(
        attr(dealer_page, "#bidding-box [data-call=\"P\"]", "disabled")
            .await
            .is_ok(),
        "the dealer's pass is disabled"
    );
    click(dealer_page, "#bidding-box [data-call=\"1NT\"]").await?;
    let table = view["tables"][0]["id"]
        .as_str()
        .ok_or("a table")?
        .to_string();
    let started = Instant::now();
    loop {
        let at = state_of(base, &format!("tables/{table}"), director).await?;
        if at["auction"].as_array().is_some_and(|a| a.len() == 1) {
            ensure!(at["auction"][0]["seat"] == "S", "South declared: {at}");
            break;
        }
        ensure!(
            started.elapsed() < WAIT,
            "the dealer's 1NT was not taken: {at}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    screenshot(dealer_page, "session-03-at-the-table").await?;
    Ok(())
}

/// Ann, Bob and Cat hold East's, South's and West's links; Ann deals and bids one heart, the
/// others pass: for the play Ann sits South with the dummy hand North, Bob West (to lead), Cat
/// East; Bob leads, and Ann plays the dummy hand's card from her own page.
async fn three_handed(base: &str, browsers: &[Client]) -> Result {
    let answer = reqwest::Client::new()
        .post(format!("{base}/api/tables"))
        .json(&json!({"code": "auction1915", "three_handed": true,
                      "deal": "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
                      "players": {"E": "Ann", "S": "Bob", "W": "Cat"}}))
        .send()
        .await?;
    ensure!(
        answer.status() == 201,
        "a three-handed table: {}",
        answer.status()
    );
    let made: Value = answer.json().await?;
    let id = made["id"].as_str().ok_or("an id")?;
    let director = made["director"]["token"].as_str().ok_or("a token")?;
    let links = ["E", "S", "W"];
    for (client, seat) in browsers.iter().zip(links) {
        let token = made["seats"][seat]["token"].as_str().ok_or("a token")?;
        client.goto(&format!("{base}/table/{id}#{token}")).await?;
    }
    let (ann, bob, cat) = (&browsers[0], &browsers[1], &browsers[2]);
    text_when(ann, "#role", |t| t.contains("East") && t.contains("Ann")).await?;
    let table = format!("tables/{id}");
    let seq_of = || async {
        Ok::<u64, Error>(
            state_of(base, &table, director).await?["table"]["seq"]
                .as_u64()
                .unwrap_or(0),
        )
    };
    for (page, call) in [(ann, "1H"), (bob, "P"), (cat, "P")] {
        let before = seq_of().await?;
        let css = format!("#bidding-box [data-call=\"{call}\"]");
        let started = Instant::now();
        while attr(page, &css, "disabled").await.is_ok() {
            ensure!(started.elapsed() < WAIT, "{call} never enabled");
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        click(page, &css).await?;
        let started = Instant::now();
        while seq_of().await? == before {
            ensure!(started.elapsed() < WAIT, "{call} was not taken");
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }
    screenshot(ann, "three-handed-01-contract").await?;
    // The play's seats: Ann South (declarer), Bob West, Cat East.
    text_when(ann, "#role", |t| t.contains("South")).await?;
    text_when(bob, "#role", |t| t.contains("West")).await?;
    text_when(cat, "#role", |t| t.contains("East")).await?;
    let before = seq_of().await?;
    click(bob, "[data-card=\"DA\"]").await?;
    let started = Instant::now();
    while seq_of().await? == before {
        ensure!(started.elapsed() < WAIT, "Bob's lead was not taken");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    // Ann plays the dummy hand's spade from her own page.
    let before = seq_of().await?;
    click(ann, "[data-card=\"S2\"]").await?;
    let started = Instant::now();
    loop {
        let at = state_of(base, &table, director).await?;
        if at["table"]["seq"].as_u64().unwrap_or(0) > before {
            ensure!(
                at["trick"]
                    .as_array()
                    .is_some_and(|t| t.len() == 2 && t[1]["seat"] == "N"),
                "the dummy hand's card: {at}"
            );
            break;
        }
        ensure!(started.elapsed() < WAIT, "Ann's dummy card was not taken");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    screenshot(ann, "three-handed-02-play").await?;
    Ok(())
}
