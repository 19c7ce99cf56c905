//! The 1916 manual's historic games through the `arbiter` command: nullo scored and kept on a
//! rubber pad, the three-handed pad, a progressive session, a three-handed transcript.

mod common;

use common::arbiter;
use std::process::Output;

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).unwrap()
}

/// One nullo by South, four tricks taken: three less than seven at ten, 30 below.
#[test]
fn score_a_nullo() {
    let out = arbiter(
        &[
            "score",
            "1NU",
            "--tricks",
            "4",
            "--code",
            "auction1915-nullo",
            "--declarer",
            "S",
            "--json",
        ],
        "",
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["result"], "1NU+2");
    assert_eq!(json["totals"]["NS"], 30);
    let plain = arbiter(
        &["score", "1NU", "--tricks", "4", "--code", "auction1915"],
        "",
    );
    assert!(!plain.status.success(), "the plain 1915 code has no nullo");
}

/// A nullo rubber: 1NU by S taking four (30, game), 2NU by E taking six (set one: N-S 50),
/// 3NU by N taking three (lost ten: 40, game and rubber 250). N-S 30 + 50 + 40 + 250 = 370.
#[test]
fn rubber_keeps_nullo() {
    let file = "1NU S 4\n2NU E 6\n3NU N 3\n";
    let out = arbiter(&["rubber", "-", "--code", "auction1915-nullo"], file);
    let text = stdout(&out);
    assert!(text.contains("We (N-S) win by 370"), "{text}");
}

/// The three-handed rubber of crates/laws/tests/three_handed.rs through the command.
#[test]
fn three_handed_pad_and_settlement() {
    let file = "players Ann Bob Cat\n\
                Ann 2H 9 honors=Ann2,dummy1,Bob1,Cat1\n\
                Bob 1NT 6 honors=Ann1,Bob1,Cat1,dummy1\n\
                Ann 1S 8\nCat 3NT 10\nAnn 2D 9\nAnn 1NT 8\n";
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&arbiter(&["three-handed", "-", "--json"], file))).unwrap();
    assert_eq!(json["totals"], serde_json::json!([667, 28, 233]));
    assert_eq!(json["settlement"], serde_json::json!([1073, -844, -229]));
    let text = stdout(&arbiter(&["three-handed", "-"], file));
    assert!(
        text.contains("Settlement") && text.contains("+1073"),
        "{text}"
    );
    let bad = arbiter(&["three-handed", "-"], "players Ann Bob Cat\nDan 2H 9\n");
    assert!(String::from_utf8_lossy(&bad.stderr).contains("line 2: Dan is not one of the players"));
}

/// The two-round session of club::progressive's tests: the movement and the standings.
#[test]
fn progressive_session() {
    let file = "table 1 Ann Bob Cat Dan\ntable 2 Eve Fay Gus Hal\n\
                round 1\ntable 1\n2H N 8\n1NT S 8\n3S E 8\n1C W 9\n\
                table 2\n4S E 10\n2D N 7\n1NT W 7\n3H S 9\n\
                round 2\ntable 1\n1NT N 7\n2NT S 8\n1H E 7\n1S W 6\n\
                table 2\n3C N 9\n2D E 9\n1NT W 8\n2H S 7\n";
    let html = std::env::temp_dir().join(format!("progressive-{}.html", std::process::id()));
    let text = stdout(&arbiter(
        &["progressive", "-", "--html", html.to_str().unwrap()],
        file,
    ));
    assert!(
        text.contains("Table 1: N Ann, S Gus against E Bob, W Hal"),
        "{text}"
    );
    assert!(text.contains("1. Gus") && text.contains("+444"), "{text}");
    let page = std::fs::read_to_string(&html).unwrap();
    std::fs::remove_file(&html).ok();
    assert!(page.contains("<h2>Standings</h2>"));
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&arbiter(&["progressive", "-", "--json"], file))).unwrap();
    assert_eq!(json["standings"][0]["player"], "Gus");
    assert_eq!(
        json["next"][0]["north_south"],
        serde_json::json!(["Ann", "Dan"])
    );
}

/// A three-handed transcript replayed: the auction by name, the play, each player's score.
#[test]
fn replay_a_three_handed_transcript() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../formats/tests/transcripts/auction1915-three-handed-set-pays-each-adversary.txt"
    );
    let text = stdout(&arbiter(&["replay", path], ""));
    assert!(
        text.contains("Contract: 1NT by Ann; for the play Ann S, Bob W, Cat E"),
        "{text}"
    );
    assert!(text.contains(r#"{"Ann":20,"Bob":460,"Cat":460}"#), "{text}");
    let refused = arbiter(&["replay", "-"], "three-handed Ann Bob Cat\nBob call 1H\n");
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("line 2"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
}
