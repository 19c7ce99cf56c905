//! The pages offer exactly what the table takes: over random tables of every code and mode,
//! walked through random actions (irregular ones included at open tables, robots in some
//! seats), every action a view offers its viewer is taken (`prepare` accepts it, with words in
//! its free text), and every action any viewer could send that the table would take is
//! offered to him. The actions tried are written here from docs/event-log.md and
//! docs/server.md, not from the server's own list: every event with every value of its
//! fields the pages could send (every card, every call of levels one to seven in every
//! code's denominations, every seat, number, option and word).

use cards::{Card, Seat};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use server::api::parse_action;
use server::config::TableRequest;
use server::live::{Action, LiveTable};
use server::token::Role;

const CODES: [&str; 8] = [
    "duplicate2017",
    "duplicate2007",
    "rubber",
    "chicago",
    "auction1908",
    "auction1912",
    "auction1915",
    "auction1915-nullo",
];
const SEATS: [&str; 4] = ["N", "E", "S", "W"];
const STRAINS: [&str; 7] = ["C", "D", "H", "S", "RS", "NU", "NT"];

/// Every role a table hands out.
fn roles() -> [Role; 6] {
    Role::ALL
}

/// The events any viewer could send now, as JSON: every kind with every value of its fields.
fn candidates(view: &Value) -> Vec<Value> {
    let mut out = Vec::new();
    let cards: Vec<String> = Card::all().map(|c| c.to_string()).collect();
    let mut calls: Vec<String> = vec!["P".into(), "X".into(), "XX".into()];
    for level in 1..=7 {
        for strain in STRAINS {
            calls.push(format!("{level}{strain}"));
        }
    }
    let standing: Vec<(String, String)> = view["auction"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|r| {
            (
                r["seat"].as_str().unwrap_or("N").to_string(),
                r["call"].as_str().unwrap_or("P").to_string(),
            )
        })
        .chain([("N".to_string(), "1C".to_string())])
        .collect();
    let mut options: Vec<String> = view["pending"]["options"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|o| o.as_str().map(str::to_string))
        .collect();
    options.extend(
        [
            "accept",
            "reject",
            "keep",
            "adjudicate",
            "nonsense",
            "0",
            "3",
        ]
        .map(String::from),
    );
    for seat in SEATS {
        for event in [
            "shuffle",
            "deal",
            "dealt",
            "look",
            "wrong-board",
            "review",
            "spread",
            "warn",
            "inspect",
            "omit",
            "point-wrongly",
            "agree",
            "dispute",
            "reopen",
            "reserve-rights",
            "attention",
        ] {
            out.push(json!({"event": event, "seat": seat}));
        }
        for n in 0..=53 {
            out.push(json!({"event": "cut", "seat": seat, "packet": n}));
            out.push(json!({"event": "count", "seat": seat, "cards": n}));
        }
        for fault in [
            "faced",
            "rotation",
            "two-cards",
            "last-card",
            "imperfect",
            "seen",
            "wrong-pack",
        ] {
            out.push(json!({"event": "misdeal", "seat": seat, "fault": fault}));
        }
        for call in &calls {
            out.push(json!({"event": "call", "seat": seat, "call": call}));
            out.push(json!({"event": "call", "seat": seat, "call": call, "artificial": "a relay"}));
            out.push(json!({"event": "change", "seat": seat, "call": call}));
        }
        for card in &cards {
            for event in [
                "play",
                "expose",
                "lead-facedown",
                "suggest",
                "touch",
                "redesignate",
                "dummy-misplay",
                "retract",
                "fifth-card",
                "lead",
                "surplus",
            ] {
                out.push(json!({"event": event, "seat": seat, "card": card}));
            }
        }
        // Declarer's words for dummy's card, each meaning in the one spelling the log uses.
        for words in [
            "high", "low", "win", "anything", "S", "H", "A", "T", "SA", "H7", "what",
        ] {
            out.push(json!({"event": "designate", "seat": seat, "words": words}));
        }
        for whom in SEATS {
            for event in ["look-at", "ask", "allege-suggested"] {
                out.push(json!({"event": event, "seat": seat, "whom": whom}));
            }
        }
        for tricks in 0..=13 {
            out.push(json!({"event": "claim", "seat": seat, "tricks": tricks}));
            out.push(json!({"event": "claim", "seat": seat, "tricks": tricks, "statement": "on a squeeze"}));
            out.push(json!({"event": "concede", "seat": seat, "tricks": tricks}));
        }
        for (caller, call) in &standing {
            out.push(json!({"event": "question", "seat": seat, "caller": caller, "call": call}));
            for event in ["explain", "correct-explanation"] {
                out.push(json!({"event": event, "seat": seat, "caller": caller, "call": call, "explanation": "natural"}));
            }
        }
        for manner in ["hesitation", "speed", "remark", "gesture"] {
            out.push(json!({"event": "extraneous", "seat": seat, "manner": manner}));
            out.push(
                json!({"event": "extraneous", "seat": seat, "manner": manner, "words": "sighs"}),
            );
        }
        for option in &options {
            out.push(json!({"event": "choose", "seat": seat, "option": option}));
        }
        out.push(json!({"event": "next-deal", "seat": seat}));
    }
    for option in &options {
        out.push(json!({"event": "director-choose", "option": option}));
    }
    for adjustment in [
        json!({"kind": "assigned", "NS": [{"weight": "1", "result": "1NT N 7"}], "EW": [{"weight": "1", "result": "1NT N 7"}]}),
        json!({"kind": "assigned", "NS": [{"weight": "1/2", "result": "4H S 10"}, {"weight": "1/2", "result": "4H S 9"}],
               "EW": [{"weight": "1", "result": "4H S 9"}]}),
        json!({"kind": "artificial", "NS": "A+", "EW": "A-"}),
    ] {
        out.push(json!({"event": "adjust", "adjustment": adjustment}));
    }
    out.push(json!({"event": "next-deal"}));
    out.push(json!({"event": "robots", "robots": []}));
    out.push(json!({"event": "robots", "robots": ["E"]}));
    for to in ["table", "director", "all", "N", "E", "S", "W"] {
        out.push(json!({"event": "chat", "to": to, "text": "well played"}));
    }
    for setting in ["all", "opponents", "off"] {
        out.push(json!({"event": "chat-setting", "chat": setting}));
    }
    out
}

/// The offer an action sent as `sent` answers to: its name and its fields without the free
/// text (as docs/server.md says the view's `offers` writes them).
fn offer_of(sent: &Value) -> (String, Value) {
    let mut fields = sent.as_object().cloned().unwrap_or_default();
    let name = fields
        .remove("event")
        .and_then(|e| e.as_str().map(str::to_string))
        .unwrap_or_default();
    for text in ["artificial", "statement", "explanation", "text"] {
        fields.remove(text);
    }
    if name == "extraneous" {
        fields.remove("words");
    }
    if name == "adjust" {
        let kind = sent["adjustment"]["kind"].clone();
        return (name, json!({"kind": kind}));
    }
    if name == "robots" {
        fields.remove("robots");
    }
    (name, Value::Object(fields))
}

/// Whether the view's `offers` hold `offer`.
fn offered(view: &Value, (name, fields): &(String, Value)) -> bool {
    view["table"]["offers"][name]
        .as_array()
        .is_some_and(|list| list.contains(fields))
}

/// The action a page sends for an offer: its fields, with words in its free text.
fn action_for(name: &str, fields: &Value) -> Value {
    let mut action = fields.as_object().cloned().unwrap_or_default();
    action.insert("event".into(), name.into());
    match name {
        "explain" | "correct-explanation" => {
            action.insert("explanation".into(), "a transfer".into());
        }
        "chat" => {
            action.insert("text".into(), "good luck".into());
        }
        "robots" => {
            action.insert("robots".into(), json!(["W"]));
        }
        "adjust" => {
            let adjustment = if fields["kind"] == "artificial" {
                json!({"kind": "artificial", "NS": "A", "EW": "A"})
            } else {
                json!({"kind": "assigned", "NS": [{"weight": "1", "result": "2C S 8"}], "EW": [{"weight": "1", "result": "2C S 8"}]})
            };
            action.remove("kind");
            action.insert("adjustment".into(), adjustment);
        }
        _ => {}
    }
    Value::Object(action)
}

/// The deal's state as the candidates are drawn from it (its auction, the ruling pending):
/// the play's table's, or, in a three-handed auction, the Director's view.
fn public_state(table: &LiveTable) -> Value {
    match table.current() {
        Some(deal) => serde_json::to_value(deal.state()).expect("a state is JSON"),
        None => view(table, Role::Director),
    }
}

fn view(table: &LiveTable, role: Role) -> Value {
    serde_json::from_str(&table.view_json(role)).expect("a view is JSON")
}

fn parse(value: &Value) -> Action {
    parse_action(value.to_string().as_bytes())
        .unwrap_or_else(|e| panic!("{value} is read: {}", e.error))
        .0
}

/// The actions of `candidates`, read as the server reads them, each with the offer it
/// answers to.
fn read(candidates: Vec<Value>) -> Vec<(Value, Action, (String, Value))> {
    candidates
        .into_iter()
        .filter_map(|sent| {
            let (action, _) = parse_action(sent.to_string().as_bytes()).ok()?;
            let offer = offer_of(&sent);
            Some((sent, action, offer))
        })
        .collect()
}

/// Checks the promise for `role` at the table as it stands: the view it was checked on.
fn check(
    table: &LiveTable,
    role: Role,
    all: &[(Value, Action, (String, Value))],
    history: &[String],
    rng: &mut StdRng,
) -> Value {
    let seen = view(table, role);
    // Every offer is taken (a random quarter of them at each step).
    if let Some(offers) = seen["table"]["offers"].as_object() {
        for (name, list) in offers {
            for fields in list.as_array().into_iter().flatten() {
                if !rng.random_bool(0.25) {
                    continue;
                }
                let sent = action_for(name, fields);
                let taken = table.prepare(role, parse(&sent));
                assert!(
                    taken.is_ok(),
                    "{} was offered {sent} but it was refused: {}\nafter {history:?}",
                    role.name(),
                    taken.err().map(|e| e.error).unwrap_or_default()
                );
            }
        }
    }
    // Everything taken is offered.
    for (sent, action, offer) in all {
        if table.prepare(role, action.clone()).is_ok() {
            assert!(
                offered(&seen, offer),
                "{} may send {sent}, and it is not offered\nafter {history:?}\noffers {}",
                role.name(),
                seen["table"]["offers"]
            );
        }
    }
    seen
}

/// The events that move a deal on, with their weights against the others' 1: chosen most of
/// the time, so that the walk reaches the play, the end and the next deal.
const PROGRESS: [(&str, u32); 9] = [
    ("call", 40),
    ("play", 60),
    ("claim", 1),
    ("agree", 10),
    ("choose", 20),
    ("director-choose", 20),
    ("next-deal", 10),
    ("adjust", 5),
    ("dealt", 10),
];

/// A table of `code` and `mode` (three-handed if `three`), walked `steps` random actions
/// from `seed`, checked at each.
fn walk(code: &str, open: bool, robots: bool, three: bool, seed: u64, steps: usize) {
    let mut rng = StdRng::seed_from_u64(seed);
    let request: TableRequest = serde_json::from_value(json!({
        "code": code,
        "mode": if open { "open" } else { "guarded" },
        "seed": seed,
        "robots": if robots { json!(["E"]) } else { json!([]) },
        "three_handed": three,
    }))
    .expect("a table request");
    let config = request.config(seed, None).expect("a table");
    let (mut table, first) = LiveTable::new("t".into(), config);
    table.replay(first, None).expect("the first deal");
    let mut history = Vec::new();
    for _ in 0..steps {
        let state = public_state(&table);
        // Every role is checked at every step, each against a random tenth of the actions
        // (over the walk's steps and cases, each is tried many times).
        let all = read(
            candidates(&state)
                .into_iter()
                .filter(|_| rng.random_bool(0.04))
                .collect(),
        );
        let mut choices: Vec<(Role, String, Value)> = Vec::new();
        for role in roles() {
            let seen = check(&table, role, &all, &history, &mut rng);
            for (name, list) in seen["table"]["offers"].as_object().into_iter().flatten() {
                for fields in list.as_array().into_iter().flatten() {
                    choices.push((role, name.clone(), fields.clone()));
                }
            }
        }
        // A kind of action first, by its weight (the moves of the game most of the time, so
        // that the walk reaches the play, the end and the next deal), then one of its offers.
        let weight = |name: &str| {
            PROGRESS
                .iter()
                .find(|(kind, _)| *kind == name)
                .map_or(1, |(_, weight)| *weight)
        };
        let mut kinds: Vec<&str> = choices.iter().map(|(_, name, _)| name.as_str()).collect();
        kinds.sort_unstable();
        kinds.dedup();
        let Ok(kind) = kinds.choose_weighted(&mut rng, |name| weight(name)) else {
            break;
        };
        let kind = kind.to_string();
        let of_kind: Vec<&(Role, String, Value)> = choices
            .iter()
            .filter(|(_, name, _)| *name == kind)
            .collect();
        let Some((role, name, mut fields)) = of_kind.choose(&mut rng).copied().cloned() else {
            break;
        };
        // Half the calls are passes, so that auctions end and the play is reached.
        if name == "call" && rng.random_bool(0.5) {
            fields["call"] = "P".into();
            if !choices
                .iter()
                .any(|(r, n, f)| *r == role && *n == name && *f == fields)
            {
                continue;
            }
        }
        let (name, fields) = (&name, &fields);
        let sent = action_for(name, fields);
        history.push(format!("{} {sent}", role.name()));
        let prepared = table
            .prepare(role, parse(&sent))
            .unwrap_or_else(|e| panic!("{sent} was offered: {}", e.error));
        table.keep(prepared, None);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn what_the_pages_offer_is_what_the_table_takes(
        code in 0..CODES.len(),
        open in any::<bool>(),
        robots in proptest::bool::weighted(0.25),
        seed in any::<u64>(),
        steps in 10usize..80,
    ) {
        walk(CODES[code], open, robots, false, seed, steps);
    }
}

#[test]
fn a_guarded_duplicate_table_offers_the_dealer_his_calls_and_the_others_nothing_to_call() {
    let request: TableRequest =
        serde_json::from_value(json!({"code": "duplicate2017", "seed": 1})).expect("a request");
    let (mut table, first) = LiveTable::new("t".into(), request.config(1, None).expect("a table"));
    table.replay(first, None).expect("the first deal");
    let north = view(&table, Role::Seat(Seat::North));
    let calls: Vec<&str> = north["table"]["offers"]["call"]
        .as_array()
        .expect("North calls")
        .iter()
        .map(|c| c["call"].as_str().expect("a call"))
        .collect();
    // Every bid of the box and a pass; nothing to double yet (Law 19A1).
    assert_eq!(calls.len(), 36, "{calls:?}");
    assert!(calls.contains(&"P") && calls.contains(&"7NT") && !calls.contains(&"X"));
    assert!(!calls.iter().any(|c| c.ends_with("RS") || c.ends_with("NU")));
    let east = view(&table, Role::Seat(Seat::East));
    assert!(east["table"]["offers"]["call"].is_null());
    // A player may always call the Director (Law 9B1); at a guarded table the server deals,
    // so nobody is offered the shuffle or a count of his cards.
    assert!(east["table"]["offers"]["attention"].is_array());
    assert!(east["table"]["offers"]["shuffle"].is_null());
    assert!(east["table"]["offers"]["count"].is_null());
    let kibitzer = view(&table, Role::Kibitzer);
    assert_eq!(kibitzer["table"]["offers"], json!({}));
}

#[test]
fn a_1912_table_offers_the_calls_its_value_ranking_allows() {
    // 1912 Law 4: a declaration ranks by its value (tricks times the trick's value: low
    // spades 2, clubs 6, diamonds 7, hearts 8, royal spades 9, no trump 10), ties going to
    // the greater number of tricks; the dealer must declare (Law 43).
    let request: TableRequest = serde_json::from_value(json!({
        "code": "auction1912", "seed": 3, "dealer": "N"
    }))
    .expect("a request");
    let (mut table, first) = LiveTable::new("t".into(), request.config(3, None).expect("a table"));
    table.replay(first, None).expect("the first deal");
    let offered_calls = |table: &LiveTable, seat: Seat| -> Vec<String> {
        view(table, Role::Seat(seat))["table"]["offers"]["call"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| c["call"].as_str().expect("a call").to_string())
            .collect()
    };
    let dealer = offered_calls(&table, Seat::North);
    assert!(
        !dealer.contains(&"P".to_string()),
        "the dealer must declare: {dealer:?}"
    );
    let prepared = table
        .prepare(
            Role::Seat(Seat::North),
            parse(&json!({"event": "call", "seat": "N", "call": "3S"})),
        )
        .expect("three spades, value 6");
    table.keep(prepared, None);
    let east = offered_calls(&table, Seat::East);
    for call in ["P", "X", "1D", "1H", "1RS", "1NT", "2C", "4S", "7NT"] {
        assert!(
            east.contains(&call.to_string()),
            "{call} overcalls 3S: {east:?}"
        );
    }
    for call in ["1C", "1S", "2S", "3S", "XX"] {
        assert!(
            !east.contains(&call.to_string()),
            "{call} does not overcall 3S: {east:?}"
        );
    }
    assert!(!east.iter().any(|c| c.ends_with("NU")));
}

#[test]
fn a_walk_of_every_code_checks_every_role() {
    let mut rng = StdRng::seed_from_u64(7);
    for code in CODES {
        for open in [false, true] {
            walk(code, open, false, false, rng.random(), 80);
        }
    }
    // Three-handed auction: the three players' auction, then the play.
    for code in ["auction1915", "auction1915-nullo"] {
        for open in [false, true] {
            walk(code, open, false, true, rng.random(), 80);
        }
    }
}

/// Every transcript of the engine's tests (the seeds' worked examples and the hand-checked
/// irregularities of every code) replayed at a live table, the promise checked for every role
/// at a few points of each: the states a random walk seldom reaches (revokes, penalty cards,
/// leads out of turn, claims, rulings pending).
#[test]
fn at_every_transcripts_table_what_is_offered_is_what_is_taken() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../formats/tests/transcripts");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("the transcripts")
        .map(|entry| entry.expect("an entry").path())
        .collect();
    paths.sort();
    let mut rng = StdRng::seed_from_u64(11);
    let mut checked = 0;
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("a transcript");
        let Ok(transcript) = formats::transcript::Transcript::parse(&text) else {
            continue; // a session or a three-handed game: not one table's deal
        };
        let Ok(played) = transcript.run() else {
            continue;
        };
        let setup = played.setup();
        let Some(deal) = setup.deal else {
            continue;
        };
        let request: TableRequest = serde_json::from_value(json!({
            "code": setup.code,
            "mode": setup.mode,
            "deal": deal.to_string(),
            "board": setup.board.number(),
            "dealer": setup.board.dealer(),
            "vulnerable": setup.board.vulnerability(),
        }))
        .expect("a table request");
        let (mut table, first) =
            LiveTable::new("t".into(), request.config(1, None).expect("a table"));
        table.replay(first, None).expect("the first deal");
        let events = played.events();
        let points: Vec<usize> = (0..3)
            .map(|_| rng.random_range(0..=events.len()))
            .chain([events.len()])
            .collect();
        let mut history = Vec::new();
        for (at, event) in events.iter().enumerate() {
            if points.contains(&at) {
                check_all(&table, &history, &mut rng);
                checked += 1;
            }
            history.push(format!("{event:?}"));
            table
                .replay(server::live::LogEntry::Event(event.clone()), None)
                .unwrap_or_else(|e| panic!("{}: {event:?}: {}", path.display(), e.error));
        }
        check_all(&table, &history, &mut rng);
        checked += 1;
    }
    assert!(checked > 300, "{checked} states checked");
}

/// The promise for every role at the table as it stands, against a random tenth of the
/// actions any viewer could send.
fn check_all(table: &LiveTable, history: &[String], rng: &mut StdRng) {
    let state = public_state(table);
    let all = read(
        candidates(&state)
            .into_iter()
            .filter(|_| rng.random_bool(0.1))
            .collect(),
    );
    for role in roles() {
        check(table, role, &all, history, rng);
    }
}
