//! Properties of random games played through the server: no view sent to a seat or a kibitzer
//! ever holds a card it may not see (another hand before it is faced; dummy before the opening
//! lead is faced), a seat never learns its partner's alert explanation, and no token acts for
//! another seat.

mod common;

use cards::Seat;
use common::{Made, TestServer, start_on, test_config};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use server::limits::Rate;

const SEATS: [&str; 4] = ["N", "E", "S", "W"];

fn seat_of(letter: &str) -> Seat {
    letter.parse().unwrap()
}

/// The seats whose hands `view` shows.
fn shown(view: &Value) -> Vec<String> {
    view["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["seat"].as_str().unwrap().to_string())
        .collect()
}

/// Checks every seat's and the kibitzer's view against what the Laws let them see, given the
/// Director's view (which shows everything).
async fn check_views(server: &TestServer, table: &Made, director: &Value, after_deal: bool) {
    let phase = director["phase"].as_str().unwrap();
    let over = matches!(phase, "ended" | "redeal");
    let play_begun = !director["played"].as_array().unwrap().is_empty()
        || !director["trick"].as_array().unwrap().is_empty();
    let dummy = director["declarer"]
        .as_str()
        .filter(|_| play_begun)
        .map(|d| seat_of(d).partner().to_string());
    let hand_of = |seat: &str| -> Value {
        director["hands"]
            .as_array()
            .unwrap()
            .iter()
            .find(|h| h["seat"] == seat)
            .map(|h| h["hand"].clone())
            .unwrap()
    };
    for role in SEATS.iter().copied().chain(["kibitzer"]) {
        let (status, view) = server.state(&table.id, table.token(role)).await;
        assert_eq!(status, 200);
        for seat in shown(&view) {
            let may = seat == role
                || Some(&seat) == dummy.as_ref()
                || (role == "kibitzer" && over && after_deal);
            assert!(
                may,
                "{role} was shown {seat}'s hand in phase {phase}: {view}"
            );
            let hand = view["hands"]
                .as_array()
                .unwrap()
                .iter()
                .find(|h| h["seat"] == seat.as_str())
                .unwrap();
            assert_eq!(hand["hand"], hand_of(&seat), "{role} sees {seat}");
        }
        if role != "kibitzer" {
            assert!(
                shown(&view).contains(&role.to_string()),
                "{role} sees his hand"
            );
        }
        // The whole deal only once it is over (and, for a kibitzer, if the table allows).
        let whole = view["table"].get("deal").is_some();
        let may_whole = over && (role != "kibitzer" || after_deal);
        assert!(
            !whole || may_whole,
            "{role} was shown the deal in phase {phase}"
        );
        // A seat never sees his partner's explanation of his partner's call.
        if role != "kibitzer" {
            let partner = seat_of(role).partner().to_string();
            for call in view["auction"].as_array().unwrap() {
                if call["seat"] == partner.as_str() {
                    assert!(call.get("artificial").is_none(), "{role} saw {call}");
                }
            }
        }
    }
}

/// A card `seat` may play: following suit if he can, mostly; any card sometimes.
fn choose_card(rng: &mut StdRng, director: &Value, seat: &str) -> Option<String> {
    let hand = director["hands"]
        .as_array()?
        .iter()
        .find(|h| h["seat"] == seat)?["hand"]
        .as_str()?
        .to_string();
    let cards: Vec<String> = hand
        .split('.')
        .zip(['S', 'H', 'D', 'C'])
        .flat_map(|(ranks, suit)| ranks.chars().map(move |r| format!("{suit}{r}")))
        .collect();
    if cards.is_empty() {
        return None;
    }
    let led = director["trick"][0]["card"]
        .as_str()
        .and_then(|c| c.chars().next());
    let following: Vec<&String> = cards
        .iter()
        .filter(|c| Some(c.chars().next().unwrap()) == led)
        .collect();
    if !following.is_empty() && rng.random_bool(0.95) {
        return Some(following[rng.random_range(0..following.len())].clone());
    }
    Some(cards[rng.random_range(0..cards.len())].clone())
}

/// A call to try: mostly passes, some bids, an occasional double.
fn choose_call(rng: &mut StdRng, denominations: &[String]) -> (String, Option<&'static str>) {
    match rng.random_range(0..10) {
        0..=4 => ("P".to_string(), None),
        5..=8 => {
            let level = rng.random_range(1..=3);
            let denomination = &denominations[rng.random_range(0..denominations.len())];
            let alert = rng
                .random_bool(0.3)
                .then_some("artificial: shows the other suits");
            (format!("{level}{denomination}"), alert)
        }
        _ => ("X".to_string(), None),
    }
}

/// Plays one random game to its end; every action is tried by the right token and, now and
/// then, by a wrong one first.
async fn random_game(server: &TestServer, code: &str, mode: &str, kibitzing: &str, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let table = server
        .create(json!({"code": code, "mode": mode, "seed": seed, "kibitzing": kibitzing}))
        .await;
    let after_deal = kibitzing == "after-deal";
    let mut last = String::new();
    for _ in 0..400 {
        let (_, director) = server.state(&table.id, table.token("director")).await;
        check_views(server, &table, &director, after_deal).await;
        let phase = director["phase"].as_str().unwrap();
        if matches!(phase, "ended" | "redeal") && director["pending"].is_null() {
            return;
        }
        let declarer = director["declarer"].as_str().map(str::to_string);
        // What to do, and who should do it.
        let (event, rightful): (Value, String) =
            if let Some(pending) = director["pending"].as_object() {
                let options = pending["options"].as_array().unwrap();
                let option = options[rng.random_range(0..options.len())].clone();
                match pending["chooser"].as_str().unwrap() {
                    "director" => (
                        json!({"event": "director-choose", "option": option}),
                        "director".to_string(),
                    ),
                    chooser => {
                        let seat = if chooser.len() == 1 {
                            chooser.to_string()
                        } else {
                            chooser[..1].to_string()
                        };
                        (
                            json!({"event": "choose", "seat": seat, "option": option}),
                            seat,
                        )
                    }
                }
            } else if let Some(turn) = director["turn"].as_str() {
                if phase == "auction" {
                    let denominations: Vec<String> = director["table"]["denominations"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|d| d.as_str().unwrap().to_string())
                        .collect();
                    let (call, alert) = choose_call(&mut rng, &denominations);
                    let mut event = json!({"event": "call", "seat": turn, "call": call});
                    if let Some(alert) = alert {
                        event["artificial"] = json!(alert);
                    }
                    (event, turn.to_string())
                } else {
                    let card = choose_card(&mut rng, &director, turn)
                        .unwrap_or_else(|| panic!("{turn} is to play and holds no card"));
                    let dummy = declarer
                        .as_deref()
                        .map(|d| seat_of(d).partner().to_string());
                    let actor = if Some(turn.to_string()) == dummy {
                        declarer.clone().unwrap()
                    } else {
                        turn.to_string()
                    };
                    (json!({"event": "play", "seat": turn, "card": card}), actor)
                }
            } else {
                panic!("nobody's turn, nothing pending, and the deal not over: {director}");
            };
        // Now and then a wrong token tries it first, and is refused without effect.
        if rng.random_bool(0.2) {
            let wrong = ["N", "E", "S", "W", "kibitzer"][rng.random_range(0..5)];
            let acting_for = event["seat"].as_str();
            let plays_dummy = event["event"] == "play"
                && declarer.as_deref() == Some(wrong)
                && acting_for == Some(&seat_of(wrong).partner().to_string());
            if Some(wrong) != acting_for && wrong != rightful && !plays_dummy {
                let (status, body) = server
                    .act(&table.id, table.token(wrong), event.clone())
                    .await;
                assert_eq!(status, 403, "{wrong} acting for {acting_for:?}: {body}");
            }
        }
        let (status, body) = server
            .act(&table.id, table.token(&rightful), event.clone())
            .await;
        assert!(
            status == 200 || status == 409,
            "{rightful}: {event} -> {status} {body}"
        );
        last = format!("{rightful}: {event} -> {status} {body}");
        // A player refused because an irregularity waits for attention (the engine says so)
        // calls the Director, as he would at the table.
        if status == 409
            && body["error"]
                .as_str()
                .is_some_and(|e| e.contains("attention"))
        {
            if let Some(seat) = event["seat"].as_str() {
                let attention = json!({"event": "attention", "seat": seat});
                let (status, body) = server.act(&table.id, table.token(seat), attention).await;
                assert!(status == 200 || status == 409, "{seat} attention: {body}");
            }
        }
    }
    let (_, director) = server.state(&table.id, table.token("director")).await;
    panic!("the deal did not end in 400 actions; the last: {last}; the table: {director}");
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn no_view_holds_a_card_its_viewer_may_not_see(
        seed in any::<u64>(),
        code in prop::sample::select(vec!["duplicate2017", "duplicate2007", "rubber", "chicago", "auction1912"]),
        mode in prop::sample::select(vec!["guarded", "open"]),
        kibitzing in prop::sample::select(vec!["none", "after-deal"]),
    ) {
        let runtime = runtime();
        runtime.block_on(async {
            let dir = tempfile::tempdir().unwrap();
            let mut config = test_config(dir.path().join("t.sqlite").display().to_string());
            config.action_rate = Rate { per_second: 1e6, burst: 1e6 };
            let server = start_on(config).await;
            random_game(&server, code, mode, kibitzing, seed).await;
        });
    }
}
