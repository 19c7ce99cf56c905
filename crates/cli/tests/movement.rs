//! `arbiter movement` end to end: the relay-and-bye-stand Mitchell, a club's movement read
//! from a file (printed like the others, as JSON too), an event made from it, and a
//! malformed file refused with its line and column.

mod common;

use std::path::PathBuf;

use common::arbiter;

fn run(args: &[&str]) -> (bool, String, String) {
    let output = arbiter(args, "");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("arbiter-movement-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A three-table Mitchell typed as an .ASC file: the same movement as `mitchell --tables 3`.
const THREE_TABLE_ASC: &str = "6 3 3 3 0   # pairs tables rounds groups\n1-4 A 2-5 B 3-6 C\n1-6 B 2-4 C 3-5 A\n1-5 C 2-6 A 3-4 B\n";

#[test]
fn a_relay_and_bye_stand_mitchell_is_printed_with_its_share_and_bye_stand() {
    let (ok, stdout, stderr) = run(&["movement", "mitchell", "--tables", "4", "--relay-bye"]);
    assert!(ok, "{stderr}");
    assert!(
        stdout.starts_with("Mitchell movement: 4 tables, 8 pairs, 4 rounds of 3 boards"),
        "{stdout}"
    );
    assert!(stdout.contains("tables 1, 4 share their boards each round"));
    assert!(
        stdout
            .contains("on the bye stand: round 1 b7-9, round 2 b10-12, round 3 b1-3, round 4 b4-6")
    );
    let (ok, json, _) = run(&[
        "movement",
        "mitchell",
        "--tables",
        "6",
        "--relay-bye",
        "--json",
    ]);
    assert!(ok);
    let document: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(document["rounds"].as_array().unwrap().len(), 6);
    assert_eq!(document["shares"], serde_json::json!([[1, 6]]));
    let (ok, _, stderr) = run(&["movement", "howell", "--tables", "4", "--relay-bye"]);
    assert!(!ok);
    assert!(stderr.contains("--relay-bye is for a Mitchell"), "{stderr}");
}

#[test]
fn a_movement_file_is_printed_like_the_others() {
    let dir = temp_dir("file");
    let file = dir.join("three.asc");
    std::fs::write(&file, THREE_TABLE_ASC).unwrap();
    let file = file.to_str().unwrap();
    let (ok, from_file, stderr) = run(&["movement", "--file", file, "--json"]);
    assert!(ok, "{stderr}");
    let (_, made, _) = run(&["movement", "mitchell", "--tables", "3", "--json"]);
    assert_eq!(from_file, made);
    let (ok, text, _) = run(&["movement", "--movement-file", file]);
    assert!(ok);
    assert!(text.starts_with("Mitchell movement: 3 tables, 6 pairs, 3 rounds"));
    assert!(text.contains("\nPair 4\n"));
    // A movement file names the tables itself.
    let (ok, _, stderr) = run(&["movement", "--file", file, "--tables", "3"]);
    assert!(!ok);
    assert!(stderr.contains("cannot be used with"), "{stderr}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_event_is_made_from_a_movement_file() {
    let dir = temp_dir("event");
    let movement = dir.join("three.asc");
    std::fs::write(&movement, THREE_TABLE_ASC).unwrap();
    let event = dir.join("club.sqlite");
    let (ok, stdout, stderr) = run(&[
        "event",
        "new",
        event.to_str().unwrap(),
        "--movement-file",
        movement.to_str().unwrap(),
        "--boards-per-round",
        "2",
        "--seed",
        "4",
    ]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("Mitchell movement: 3 tables, 6 pairs, 3 rounds of 2 boards"));
    let (ok, guide, _) = run(&["event", "guide", event.to_str().unwrap()]);
    assert!(ok);
    assert!(guide.contains("round  2: North-South pair 1, East-West pair 6, boards 3-4"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_malformed_movement_file_is_refused_with_its_line_and_column() {
    let dir = temp_dir("malformed");
    let file = dir.join("bad.asc");
    std::fs::write(&file, THREE_TABLE_ASC.replace("3-4 B", "3-4 b")).unwrap();
    let (ok, stdout, stderr) = run(&["movement", "--file", file.to_str().unwrap()]);
    assert!(!ok);
    assert!(stdout.is_empty());
    assert!(
        stderr.contains("bad.asc: line 4, column 17: expected a board group"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(dir);
}
