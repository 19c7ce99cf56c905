//! Whatever a client sends as an action, the answer is a clear refusal or the action taken:
//! never a server error, and a refused body changes nothing.

mod common;

use common::{start_on, test_config};
use proptest::prelude::*;
use serde_json::{Value, json};
use server::limits::Rate;

/// A body: random bytes, or a JSON object with an event's name and fields of any kind.
fn body() -> impl Strategy<Value = String> {
    let scalar = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        "[A-Za-z0-9 ]{0,12}".prop_map(Value::from),
        prop::sample::select(vec![
            "N", "E", "S", "W", "1NT", "P", "SA", "H2", "accept", "7NTXX"
        ])
        .prop_map(Value::from),
    ];
    let event = prop::sample::select(vec![
        "call",
        "change",
        "play",
        "expose",
        "lead-facedown",
        "suggest",
        "inspect",
        "claim",
        "concede",
        "ask",
        "agree",
        "reopen",
        "dispute",
        "review",
        "attention",
        "choose",
        "director-choose",
        "next-deal",
        "dance",
    ]);
    let field = prop::sample::select(vec![
        "seat",
        "call",
        "card",
        "tricks",
        "option",
        "whom",
        "statement",
        "artificial",
        "key",
    ]);
    let object =
        (event, prop::collection::vec((field, scalar), 0..5)).prop_map(|(event, fields)| {
            let mut object = json!({"event": event});
            for (name, value) in fields {
                object[name] = value;
            }
            object.to_string()
        });
    prop_oneof![
        object,
        ".{0,64}".prop_map(|s: String| s),
        prop::collection::vec(any::<u8>(), 0..64)
            .prop_map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn no_body_gets_a_server_error_or_changes_a_table_when_refused(
        bodies in prop::collection::vec((0usize..6, body()), 1..40),
    ) {
        let runtime = tokio::runtime::Runtime::new().unwrap();
        runtime.block_on(async {
            let dir = tempfile::tempdir().unwrap();
            let mut config = test_config(dir.path().join("t.sqlite").display().to_string());
            config.action_rate = Rate { per_second: 1e6, burst: 1e6 };
            let server = start_on(config).await;
            let table = server.create(json!({"code": "duplicate2017", "mode": "open"})).await;
            let roles = ["N", "E", "S", "W", "director", "kibitzer"];
            for (role, body) in bodies {
                let (_, before) = server.state(&table.id, table.token("director")).await;
                let (status, answer) = server
                    .act_raw(&table.id, table.token(roles[role]), body.clone())
                    .await;
                assert!(
                    [200, 400, 403, 409].contains(&status),
                    "{body}: {status} {answer}"
                );
                if status != 200 {
                    assert!(answer["error"].is_string(), "{body}: {answer}");
                    let (_, after) = server.state(&table.id, table.token("director")).await;
                    assert_eq!(before, after, "{body} changed the table");
                }
            }
        });
    }
}
