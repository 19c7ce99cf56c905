//! The Director's page in a real browser (headless Chromium driven over WebDriver): his
//! judgement forms, recording a face-to-face table, his chat, and the page at a desk's width
//! and a phone's.
//!
//! - A misexplanation: South asks about East's 2♣, West explains it, East corrects it after
//!   the play; the Director finds a mistaken explanation (Law 75) and enters a weighted score
//!   on his form (Law 12C1(c)).
//! - A hesitation: East reports South's, North agrees, East reserves his rights and says
//!   North's 3♠ was suggested; at the end of the play the Director answers the Law 16 questions
//!   on his page and assigns a score (Law 12C1(a)).
//! - A face-to-face ruling: an open table whose every call and card is recorded from the
//!   Director's forms, with dummy's misplaced card (Law 45D) and two revokes found after the
//!   last trick (Laws 64A2, 64B2, 64C); then a player recorded ready and the next deal dealt.
//! - Three tables side by side at 1280x900, and at 390x844; a player's private line to the
//!   Director, his reply to that seat alone, and the table's chat setting.
//!
//! Every step of the Director's is a click on his page. The misexplanation's question, answer
//! and correction are clicks on the players' own table pages (`/table/ID#TOKEN`); the players'
//! other actions (other than at the face-to-face table) are sent over the HTTP API with their
//! seats' tokens. After each action the test waits for the server's `seq` to pass the last seen
//! and for the panel's `.seq` (a player's page: `#seq`) to show it: no fixed sleeps.
//! Screenshots go to `target/browser-screenshots/director-*.png`.
//!
//! Without chromium or chromedriver the tests say why and pass, unless
//! `ARBITER_REQUIRE_BROWSER=1`.

#[macro_use]
mod browser_harness;

use std::sync::atomic::{AtomicU64, Ordering};

use browser_harness::*;
use fantoccini::{Client, Locator};
use serde_json::{Value, json};

/// 2017 Law 20F5: North a balanced 22-count, East a 2♣ West explains as both majors.
const MISEXPLAINED: &str = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT2 654.8765.8765.98 32.432.432.76543";
/// 2017 Law 16B: North a minimum 1♠ opening that reopens after South's hesitation.
const HESITATION: &str = "N:AKJ74.32.KQ5.842 3.AKQJ98.J76.965 Q85.T65.A8.KQT73 T962.74.T9432.AJ";
/// 2017 Laws 64A2, 64B2: East holds the ♠J alone and discards on the first two spade leads.
const REVOKES: &str = "N:AKQ2.AKQ2.AK2.32 J.JT98.QJT9.T987 543.543.543.AKQJ T9876.76.876.654";

/// The Director's page as it shows one table: its panel, and the table's `seq` it was last
/// seen to show.
struct Panel<'a> {
    client: &'a Client,
    table: &'a Table,
    seen: AtomicU64,
}

impl<'a> Panel<'a> {
    /// Opens the Director's page on `tables` and waits for the first table's panel.
    async fn open(client: &'a Client, tables: &[&'a Table]) -> Result<Panel<'a>> {
        let links: Vec<String> = tables.iter().map(|t| t.director_link()).collect();
        client
            .goto(&format!("{}/director#{}", tables[0].base, links.join(",")))
            .await?;
        let panel = Panel {
            client,
            table: tables[0],
            seen: AtomicU64::new(0),
        };
        panel.synced().await?;
        Ok(panel)
    }

    /// `css` within this table's panel.
    fn css(&self, css: &str) -> String {
        format!("[data-table=\"{}\"] {css}", self.table.id)
    }

    /// Waits until the server has taken the last action (its `seq` past the last seen) and the
    /// panel shows that `seq`; the table as the API then gave it.
    async fn synced(&self) -> Result<Value> {
        let before = self.seen.load(Ordering::SeqCst);
        let state = match self.table.after(before).await {
            Ok(state) => state,
            Err(e) => {
                let status = self.text(".panel-status").await.unwrap_or_default();
                return Err(format!("{e} (the panel says {status:?})").into());
            }
        };
        let seq = state["table"]["seq"].as_u64().ok_or("a seq")?;
        self.seen.store(seq, Ordering::SeqCst);
        shows_seq(self.client, &self.css(".seq"), seq).await?;
        Ok(state)
    }

    /// Opens `seat`'s table page (`/table/ID#TOKEN`) in `client`.
    async fn seat_page(&self, client: &Client, seat: &str) -> Result {
        client.goto(&self.table.link(seat)).await?;
        Ok(())
    }

    /// Waits until a player's page shows the last `seq` seen: its controls are the table's as
    /// it now stands.
    async fn seen_by(&self, client: &Client) -> Result {
        shows_seq(client, "#seq", self.seen.load(Ordering::SeqCst)).await
    }

    /// A player acts over the API; the panel shows it.
    async fn player(&self, seat: &str, action: Value) -> Result<Value> {
        self.table.act(seat, action).await?;
        self.synced().await
    }

    /// Each seat of `calls` makes its call over the API (`[("N", "1NT"), ("E", "P")]`); the
    /// panel shows them.
    async fn calls(&self, calls: &[(&str, &str)]) -> Result<Value> {
        let mut state = Value::Null;
        for &(seat, call) in calls {
            state = self
                .player(seat, json!({"event": "call", "seat": seat, "call": call}))
                .await?;
        }
        Ok(state)
    }

    /// Clicks `css` in the panel; the panel shows what follows.
    async fn click(&self, css: &str) -> Result<Value> {
        click(self.client, &self.css(css)).await?;
        self.synced().await
    }

    /// Clicks `css` in the panel, sending nothing.
    async fn press(&self, css: &str) -> Result {
        click(self.client, &self.css(css)).await
    }

    /// Chooses `value` in the `<select>` `css` of the panel.
    async fn select(&self, css: &str, value: &str) -> Result {
        self.client
            .wait()
            .at_most(WAIT)
            .for_element(Locator::Css(&self.css(css)))
            .await?
            .select_by_value(value)
            .await?;
        Ok(())
    }

    /// Types `text` into the field `css` of the panel.
    async fn type_in(&self, css: &str, text: &str) -> Result {
        type_into(self.client, &self.css(css), text).await
    }

    /// The text of `css` in the panel once `good` holds of it.
    async fn shows(&self, css: &str, good: impl Fn(&str) -> bool) -> Result<String> {
        text_when(self.client, &self.css(css), good).await
    }

    /// The text of `css` in the panel as it is.
    async fn text(&self, css: &str) -> Result<String> {
        Ok(self
            .client
            .find(Locator::Css(&self.css(css)))
            .await?
            .text()
            .await?)
    }

    /// Answers the Director's question on the page: waits for it (in words), clicks `option`.
    async fn rule(&self, question: &str, option: &str) -> Result<Value> {
        self.shows(".d-ruling .question", |t| t.contains(question))
            .await?;
        self.click(&format!(
            "[data-event=\"director-choose\"][data-option=\"{option}\"]"
        ))
        .await
    }

    /// Awards the score the adjusted score form describes; the table then.
    async fn award(&self) -> Result<Value> {
        self.click("form[data-event=\"adjust\"] button[data-event=\"adjust\"]")
            .await
    }

    /// Sets a result of the adjusted score form: in the list `list` (a selector, empty where
    /// there is one list), the `row`-th (from 1), to a level, denomination, doubling
    /// (`""`, `X`, `XX`), declarer and declarer's tricks.
    async fn result_row(
        &self,
        list: &str,
        row: usize,
        result: (&str, &str, &str, &str, u8),
    ) -> Result {
        let (level, strain, doubled, declarer, tricks) = result;
        let at = format!("form[data-event=\"adjust\"] {list} .result-row:nth-child({row})");
        self.select(&format!("{at} [name=\"level\"]"), level)
            .await?;
        self.select(&format!("{at} [name=\"strain\"]"), strain)
            .await?;
        self.select(&format!("{at} [name=\"doubled\"]"), doubled)
            .await?;
        self.select(&format!("{at} [name=\"declarer\"]"), declarer)
            .await?;
        self.select(&format!("{at} [name=\"tricks\"]"), &tricks.to_string())
            .await
    }
}

/// The adjusted score's `adjustment` in the view, and its law.
fn adjusted(state: &Value) -> (&Value, &str) {
    let adjusted = &state["adjusted"];
    (
        &adjusted["adjustment"],
        adjusted["law"].as_str().unwrap_or_default(),
    )
}

browser_test!(
    the_director_finds_a_mistaken_explanation_and_weights_the_score,
    4,
    misexplanation
);

/// 2017 Laws 20F, 75, 21B3, 12C1(c): asked, explained, corrected after the play; the
/// Director's finding and a weighted score, both on his page; then, thinking again, a split
/// score and an artificial one.
async fn misexplanation(base: &str, browsers: &[Client]) -> Result {
    let (client, south, west, east) = (&browsers[0], &browsers[1], &browsers[2], &browsers[3]);
    let table = Table::make(
        base,
        json!({"code": "duplicate2017", "deal": MISEXPLAINED,
               "players": {"N": "Anna", "E": "Bob", "S": "Cleo", "W": "Dan"}}),
    )
    .await?;
    let page = Panel::open(client, &[&table]).await?;
    for (player, seat) in [(south, "S"), (west, "W"), (east, "E")] {
        page.seat_page(player, seat).await?;
    }
    page.calls(&[("N", "1NT"), ("E", "2C")]).await?;
    // South asks on his page (Law 20F1: at his turn to call).
    page.seen_by(south).await?;
    click(
        south,
        "[data-event=\"question\"][data-caller=\"E\"][data-call=\"2C\"]",
    )
    .await?;
    page.synced().await?;
    page.shows(".d-notes", |t| {
        t.contains("South asked about East's 2♣: not yet answered")
    })
    .await?;
    // West answers on his page.
    page.seen_by(west).await?;
    type_into(
        west,
        "form[data-event=\"explain\"] input[name=\"explanation\"]",
        "both majors",
    )
    .await?;
    click(west, "form[data-event=\"explain\"] button[type=\"submit\"]").await?;
    page.synced().await?;
    page.shows(".d-notes", |t| {
        t.contains("West explained East's 2♣: “both majors”") && t.contains("answered")
    })
    .await?;
    page.calls(&[("S", "3NT"), ("W", "P"), ("N", "P"), ("E", "P")])
        .await?;
    for (seat, card) in [("E", "C2"), ("S", "C8"), ("W", "C7"), ("N", "CA")] {
        let by = if seat == "S" { "N" } else { seat };
        page.player(by, json!({"event": "play", "seat": seat, "card": card}))
            .await?;
    }
    page.player(
        "N",
        json!({"event": "claim", "seat": "N", "tricks": 12, "statement": "all top tricks"}),
    )
    .await?;
    page.player("E", json!({"event": "agree", "seat": "E"}))
        .await?;
    page.player("W", json!({"event": "agree", "seat": "W"}))
        .await?;
    // East corrects his partner's explanation on his page, at the end of the play (Law
    // 20F5(b)): one of his "More actions".
    page.seen_by(east).await?;
    click(east, "#more-box > summary").await?;
    let correct = "form[data-event=\"correct-explanation\"]";
    for (field, value) in [("caller", "E"), ("call", "2C")] {
        let select = format!("{correct} select[name=\"{field}\"]");
        if let Ok(select) = east.find(Locator::Css(&select)).await {
            select.select_by_value(value).await?;
        }
    }
    type_into(
        east,
        &format!("{correct} input[name=\"explanation\"]"),
        "natural, clubs",
    )
    .await?;
    click(east, &format!("{correct} button[type=\"submit\"]")).await?;
    page.synced().await?;
    page.shows(".d-notes", |t| {
        t.contains("East corrected the explanation of East's 2♣: “natural, clubs”")
    })
    .await?;
    page.shows(".d-ruling .pending-law", |t| t == "Law 75")
        .await?;
    screenshot(client, "director-01-law75-question").await?;

    // Law 75: the agreement is natural; the explanation was mistaken. Law 21B3 reserves the
    // score, and Law 12A asks for it.
    let state = page
        .rule(
            "Was the explanation mistaken, or the call?",
            "mistaken-explanation",
        )
        .await?;
    ensure!(
        state["corrections"][0]["finding"] == "mistaken-explanation",
        "the finding: {}",
        state["corrections"]
    );
    ensure!(
        state["pending"]["law"] == "Law 12A",
        "Law 12A: {}",
        state["pending"]
    );
    page.shows(".d-notes", |t| t.contains("Score reserved (Law 21B3)"))
        .await?;

    // Law 12C1(c): 3/5 of 3NT by North making 12, 2/5 of 5♣X by East down 5.
    page.press("form[data-event=\"adjust\"] input[name=\"kind\"][value=\"weighted\"]")
        .await?;
    page.type_in(
        "form[data-event=\"adjust\"] .result-row:nth-child(1) [name=\"weight\"]",
        "3/5",
    )
    .await?;
    page.result_row("", 1, ("3", "NT", "", "N", 12)).await?;
    page.result_row("", 2, ("5", "C", "X", "E", 6)).await?;
    page.type_in(
        "form[data-event=\"adjust\"] .result-row:nth-child(2) [name=\"weight\"]",
        "0.3",
    )
    .await?;
    page.shows(".adjust-check", |t| {
        t.contains("add to 9/10: they must add to 1")
    })
    .await?;
    page.type_in(
        "form[data-event=\"adjust\"] .result-row:nth-child(2) [name=\"weight\"]",
        "0.4",
    )
    .await?;
    page.shows(".adjust-check", |t| {
        t.contains("3/5 of 3NT by North, 12 tricks + 2/5 of 5♣X by East, 6 tricks")
            && t.contains("weights add to 1")
    })
    .await?;
    screenshot(client, "director-02-weighted-score").await?;
    let state = page.award().await?;
    let results =
        json!([{"weight": "3/5", "result": "3NT N 12"}, {"weight": "2/5", "result": "5CX E 6"}]);
    let (adjustment, law) = adjusted(&state);
    ensure!(
        *adjustment == json!({"kind": "assigned", "NS": results, "EW": results})
            && law == "Law 12C1(c)",
        "the weighted score: {}",
        state["adjusted"]
    );
    ensure!(
        state["pending"].is_null(),
        "nothing pending: {}",
        state["pending"]
    );
    page.shows(".d-notes", |t| t.contains("Adjusted score (Law 12C1(c))"))
        .await?;

    // The Director thinks again: a split score (Law 12C1(b)), then an artificial one (12C2).
    page.press("form[data-event=\"adjust\"] input[name=\"kind\"][value=\"split\"]")
        .await?;
    page.result_row("[data-side=\"NS\"]", 1, ("3", "NT", "", "N", 12))
        .await?;
    page.result_row("[data-side=\"EW\"]", 1, ("3", "NT", "", "N", 11))
        .await?;
    page.shows(".adjust-check", |t| {
        t.contains("North-South: 3NT by North, 12 tricks; East-West: 3NT by North, 11 tricks")
    })
    .await?;
    screenshot(client, "director-02b-split-score").await?;
    let state = page.award().await?;
    ensure!(
        adjusted(&state).1 == "Law 12C1(b)"
            && state["adjusted"]["NS"] == 490
            && state["adjusted"]["EW"] == -460,
        "the split score: {}",
        state["adjusted"]
    );
    page.press("form[data-event=\"adjust\"] input[name=\"kind\"][value=\"artificial\"]")
        .await?;
    page.select("form[data-event=\"adjust\"] select[name=\"NS\"]", "A+")
        .await?;
    page.select("form[data-event=\"adjust\"] select[name=\"EW\"]", "A-")
        .await?;
    let state = page.award().await?;
    let (adjustment, law) = adjusted(&state);
    ensure!(
        *adjustment == json!({"kind": "artificial", "NS": "A+", "EW": "A-"}) && law == "Law 12C2",
        "the artificial score: {}",
        state["adjusted"]
    );
    page.shows(".d-notes", |t| {
        t.contains("Adjusted score (Law 12C2): North-South A+, East-West A-")
    })
    .await?;
    Ok(())
}

browser_test!(the_director_answers_the_law_16_questions, 1, hesitation);

/// 2017 Law 16B: a hesitation reported by an opponent, agreed, rights reserved, an action
/// said to be suggested; the Director's findings at the end of the play and his score.
async fn hesitation(base: &str, browsers: &[Client]) -> Result {
    let client = &browsers[0];
    let table = Table::make(base, json!({"code": "duplicate2017", "deal": HESITATION})).await?;
    let page = Panel::open(client, &[&table]).await?;
    page.calls(&[("N", "1S"), ("E", "3H")]).await?;
    // Any player reports any seat's hesitation (Law 16B2): East reports South's.
    page.player(
        "E",
        json!({"event": "extraneous", "seat": "S", "manner": "hesitation"}),
    )
    .await?;
    page.calls(&[("S", "P")]).await?;
    page.player("N", json!({"event": "agree", "seat": "N"}))
        .await?;
    page.player("E", json!({"event": "reserve-rights", "seat": "E"}))
        .await?;
    page.calls(&[("W", "P"), ("N", "3S")]).await?;
    page.player(
        "E",
        json!({"event": "allege-suggested", "seat": "E", "whom": "N"}),
    )
    .await?;
    page.shows(".d-notes", |t| {
        t.contains("South's hesitation (agreed); East reserved his rights; East says North's 3♠ was suggested by it")
    })
    .await?;
    page.calls(&[("E", "P"), ("S", "P"), ("W", "P")]).await?;
    page.player("E", json!({"event": "play", "seat": "E", "card": "HA"}))
        .await?;
    page.player("N", json!({"event": "claim", "seat": "N", "tricks": 10}))
        .await?;
    page.player("E", json!({"event": "agree", "seat": "E"}))
        .await?;
    page.player("W", json!({"event": "agree", "seat": "W"}))
        .await?;

    // The play has ended: Laws 16B1(b), 16B1(a) and 12B1, asked in turn.
    page.shows(".d-ruling .explanation-text", |t| {
        t.contains("logical alternative to North's 3♠")
    })
    .await?;
    screenshot(client, "director-03-law16-question").await?;
    page.rule("Was there a logical alternative", "logical-alternative")
        .await?;
    page.rule("demonstrably have suggested", "demonstrably-suggested")
        .await?;
    let state = page
        .rule("Were the non-offenders damaged?", "damaged")
        .await?;
    ensure!(
        state["unauthorised_information"][0]["finding"] == "damaged",
        "the finding: {}",
        state["unauthorised_information"]
    );
    // Law 12C1(a): without the infraction East plays 3♥ and makes it.
    page.shows(".d-ruling .question", |t| {
        t.contains("Keep the table result, or award an adjusted score?")
    })
    .await?;
    page.result_row("", 1, ("3", "H", "", "E", 9)).await?;
    page.shows(".adjust-check", |t| {
        t.contains("Both sides: 3♥ by East, 9 tricks")
    })
    .await?;
    let state = page.award().await?;
    let (_, law) = adjusted(&state);
    ensure!(
        law == "Law 12C1(a)" && state["adjusted"]["NS"] == -140 && state["adjusted"]["EW"] == 140,
        "3♥ by East, 140 to East-West: {}",
        state["adjusted"]
    );
    page.shows(".d-facts .result", |t| {
        t.contains("adjusted: North-South -140, East-West +140")
    })
    .await?;
    Ok(())
}

browser_test!(
    a_face_to_face_ruling_is_recorded_on_the_directors_page,
    1,
    face_to_face
);

/// The cards after dummy's misplaced ♠A: trick 1 is completed with the ♠K, and dummy leads the
/// ♠A to trick 2; East revokes on tricks 1 and 2 (he holds the ♠J).
const PLAY_AFTER_MISPLAY: &str = "N:SA E:C8 S:S4 W:S7 N:SQ E:SJ S:S5 W:S8 N:S2 E:H9 S:D3 W:ST \
     W:S9 N:D2 E:CT S:D4 W:D8 N:DA E:D9 S:D5 N:HA E:H8 S:H3 W:H6 N:HK E:HT S:H4 W:H7 N:HQ E:HJ \
     S:H5 W:D6 N:C3 E:C9 S:CJ W:C4 S:CA W:C5 N:C2 E:DT S:CK W:C6 N:H2 E:DJ S:CQ W:D7 N:DK E:DQ";

/// An open table recorded wholly from the Director's forms: the calls and cards of the seat to
/// act, dummy's misplaced card (Law 45D), the attention drawn after the last trick to two
/// revokes (Laws 64A2, 64B2, 64C), and the next deal.
async fn face_to_face(base: &str, browsers: &[Client]) -> Result {
    let client = &browsers[0];
    let table = Table::make(
        base,
        json!({"code": "duplicate2017", "mode": "open", "deal": REVOKES}),
    )
    .await?;
    let page = Panel::open(client, &[&table]).await?;

    // The seat to act calls, a click each.
    for (seat, call) in [
        ("N", "P"),
        ("E", "P"),
        ("S", "3NT"),
        ("W", "P"),
        ("N", "P"),
        ("E", "P"),
    ] {
        record(&page, seat, "call", call).await?;
    }
    // Trick 1: dummy puts out the ♠A; declarer had named the ♠K (Law 45D).
    let mut state = Value::Null;
    for (seat, card) in [("W", "S6"), ("N", "SA"), ("E", "C7"), ("S", "S3")] {
        state = record(&page, seat, "play", card).await?;
    }
    ensure!(
        state["played"].as_array().map_or(0, Vec::len) == 1,
        "trick 1: {state}"
    );
    page.press("[data-record-seat=\"N\"]").await?;
    page.select("select.record-kind", "dummy-misplay").await?;
    let state = page
        .click("form[data-event=\"dummy-misplay\"] button[name=\"card\"][value=\"SK\"]")
        .await?;
    ensure!(
        state["pending"]["law"] == "45D" && state["pending"]["chooser"] == "E",
        "Law 45D puts East's card to him: {}",
        state["pending"]
    );
    // East keeps his card: the Director records his choice.
    let state = page
        .click("[data-event=\"choose\"][data-seat=\"E\"][data-option=\"keep\"]")
        .await?;
    ensure!(
        state["played"][0]["cards"][1] == json!({"seat": "N", "card": "SK"}),
        "the ♠K in trick 1: {}",
        state["played"]
    );
    page.shows(".d-rulings", |t| {
        t.contains("dummy's ♠A is withdrawn and ♠K played in its place")
    })
    .await?;

    // The rest of the play, the seat to act again.
    page.press("[data-record-seat=\"auto\"]").await?;
    for step in PLAY_AFTER_MISPLAY.split_whitespace() {
        let (seat, card) = step.split_once(':').ok_or("SEAT:CARD")?;
        record(&page, seat, "play", card).await?;
    }
    page.shows(".d-play", |t| {
        t.contains("North-South (declaring) 11 · East-West 2")
    })
    .await?;
    page.shows(".d-play tr[data-trick=\"4\"]", |t| t.contains("West"))
        .await?;

    // After the last trick North draws attention: both revokes come to light (Law 81C3).
    page.press("[data-record-seat=\"N\"]").await?;
    page.select("select.record-kind", "attention").await?;
    let state = page
        .click("form[data-event=\"attention\"] button[data-event=\"attention\"]")
        .await?;
    ensure!(
        state["revokes"].as_array().map_or(0, Vec::len) == 2 && state["pending"]["law"] == "64C",
        "two revokes and Law 64C: {} {}",
        state["revokes"],
        state["pending"]
    );
    page.shows(".d-notes", |t| {
        t.contains("East revoked on trick 1 (established)")
            && t.contains("East revoked on trick 2 (established)")
    })
    .await?;
    screenshot(client, "director-04-revokes-found").await?;
    let state = page
        .rule(
            "Keep the result, or assign declarer's side's tricks?",
            "keep",
        )
        .await?;
    ensure!(
        state["result"] == "3NT+3" && state["score"]["NS"] == 490,
        "3NT+3, 490: {} {}",
        state["result"],
        state["score"]
    );
    page.shows(".d-facts .result", |t| {
        t.contains("3NT+3") && t.contains("+490")
    })
    .await?;

    // The next deal: East says he is ready, then the Director deals.
    let state = page
        .click("[data-event=\"next-deal\"][data-seat=\"E\"]")
        .await?;
    ensure!(
        state["table"]["ready"] == json!(["E"]),
        "East ready: {}",
        state["table"]
    );
    page.shows(".d-next .ready", |t| t.contains("Ready: East."))
        .await?;
    let state = page
        .click("button.deal-now[data-event=\"next-deal\"]")
        .await?;
    ensure!(
        state["table"]["board"] == 2 && state["phase"] == "auction",
        "board 2: {}",
        state["table"]
    );
    Ok(())
}

/// Records the seat to act's `call` or `card` (`kind` `call` or `play`) from the Record form,
/// the seat chosen by "To act".
async fn record(page: &Panel<'_>, seat: &str, kind: &str, value: &str) -> Result<Value> {
    let state = page.table.state().await?;
    ensure!(state["turn"] == seat, "{seat} to act: {}", state["turn"]);
    let field = if kind == "call" { "call" } else { "card" };
    page.click(&format!(
        "form[data-event=\"{kind}\"] button[name=\"{field}\"][value=\"{value}\"]"
    ))
    .await
}

browser_test!(the_directors_page_at_a_desk_and_on_a_phone, 1, widths);

/// Three tables at once (an alerted call, the play, West's choice after South's insufficient
/// bid, Law 27), at 1280x900 and 390x844; the
/// Director's chat with one player and the table's setting.
async fn widths(base: &str, browsers: &[Client]) -> Result {
    let client = &browsers[0];
    let auction = Table::make(
        base,
        json!({"code": "duplicate2017", "deal": MISEXPLAINED, "chat": "all",
               "players": {"N": "Anna", "E": "Bob", "S": "Cleo", "W": "Dan"}}),
    )
    .await?;
    let play = Table::make(
        base,
        json!({"code": "rubber", "mode": "open", "deal": REVOKES}),
    )
    .await?;
    let ruling = Table::make(
        base,
        json!({"code": "duplicate2017", "mode": "open", "deal": HESITATION}),
    )
    .await?;
    auction
        .act("N", json!({"event": "call", "seat": "N", "call": "1NT"}))
        .await?;
    auction
        .act(
            "E",
            json!({"event": "call", "seat": "E", "call": "2C", "artificial": "both majors"}),
        )
        .await?;
    for (seat, call) in [
        ("N", "P"),
        ("E", "P"),
        ("S", "3NT"),
        ("W", "P"),
        ("N", "P"),
        ("E", "P"),
    ] {
        play.act(seat, json!({"event": "call", "seat": seat, "call": call}))
            .await?;
    }
    for (seat, card) in [
        ("W", "S6"),
        ("N", "SA"),
        ("E", "C7"),
        ("S", "S3"),
        ("N", "SK"),
    ] {
        let by = if seat == "N" { "S" } else { seat };
        play.act(by, json!({"event": "play", "seat": seat, "card": card}))
            .await?;
    }
    ruling
        .act("N", json!({"event": "call", "seat": "N", "call": "1S"}))
        .await?;
    ruling
        .act("E", json!({"event": "call", "seat": "E", "call": "2C"}))
        .await?;
    ruling
        .act("S", json!({"event": "call", "seat": "S", "call": "1NT"}))
        .await?;
    ruling
        .act("W", json!({"event": "attention", "seat": "W"}))
        .await?;

    let page = Panel::open(client, &[&auction, &play, &ruling]).await?;
    for table in [&play, &ruling] {
        let panel = format!("[data-table=\"{}\"] .seq", table.id);
        shows_seq(client, &panel, table.seq().await?).await?;
    }

    // South writes to the Director; he answers South alone, then turns the table's chat off.
    page.player(
        "S",
        json!({"event": "chat", "to": "director", "text": "Could you come to table 1?"}),
    )
    .await?;
    page.shows("[data-chat-message]", |t| {
        t.contains("South to you: Could you come to table 1?")
    })
    .await?;
    page.select("form[data-event=\"chat\"] select[name=\"to\"]", "S")
        .await?;
    page.type_in("[data-chat]", "On my way").await?;
    page.click("form[data-event=\"chat\"] button[data-event=\"chat\"]")
        .await?;
    let south = auction.state_as("S").await?;
    let east = auction.state_as("E").await?;
    let says = |view: &Value| {
        view["table"]["chat"]["messages"]
            .as_array()
            .is_some_and(|m| m.iter().any(|m| m["text"] == "On my way"))
    };
    ensure!(
        says(&south) && !says(&east),
        "the reply is South's alone: {} / {}",
        south["table"]["chat"],
        east["table"]["chat"]
    );
    page.select(
        "form[data-event=\"chat-setting\"] select[name=\"chat\"]",
        "off",
    )
    .await?;
    let state = page
        .click("form[data-event=\"chat-setting\"] button[data-event=\"chat-setting\"]")
        .await?;
    ensure!(
        state["table"]["chat"]["setting"] == "off",
        "chat off: {}",
        state["table"]["chat"]
    );

    client.execute("window.scrollTo(0, 0)", vec![]).await?;
    screenshot(client, "director-05-three-tables-1280").await?;
    viewport(client, 390, 844).await?;
    let width = client
        .execute("return document.documentElement.scrollWidth", vec![])
        .await?;
    ensure!(
        width.as_u64().is_some_and(|w| w <= 390),
        "the page fits a phone's width: {width}"
    );
    screenshot(client, "director-06-phone").await?;
    client
        .execute(
            "document.querySelector(arguments[0]).scrollIntoView()",
            vec![json!(page.css(".d-record"))],
        )
        .await?;
    screenshot(client, "director-07-phone-record").await?;
    viewport(client, 1280, 900).await?;
    Ok(())
}
