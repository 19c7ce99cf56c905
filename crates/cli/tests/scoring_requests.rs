//! `arbiter matchpoints|imps|butler|vp -` end to end, on the checklist's worked examples
//! (C37 to C40) and the issue's request shapes.

mod common;

use common::arbiter;

fn lines(stdout: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn matchpoints_with_and_without_neuberg() {
    let output = arbiter(
        &["matchpoints", "-"],
        "{\"scores_ns\": [420, 420, 450, 170, -50, 420, 140]}\n\
         {\"scores_ns\": [420, 420, 450, 170, -50, 140], \"expected_plays\": 7}\n",
    );
    assert!(output.status.success());
    assert_eq!(
        lines(&output.stdout),
        [
            r#"{"mp":[8,8,12,4,0,8,2],"pct_ns":[66.67,66.67,100.0,33.33,0.0,66.67,16.67]}"#,
            r#"{"mp":[7,7,10,4,0,2],"pct_ns":[70.0,70.0,100.0,40.0,0.0,20.0],"neuberg":[8.33,8.33,11.83,4.83,0.17,2.5]}"#,
        ]
    );
}

#[test]
fn a_score_no_deal_makes_is_refused_not_overflowed() {
    let output = arbiter(
        &["butler", "-"],
        "{\"scores_ns\": [9223372036854775807, -9223372036854775808]}\n{\"scores_ns\": [7600, -7600]}\n",
    );
    assert!(!output.status.success());
    // 7600 against -7600: the datum of two scores is their mean, 0; 15,200 apart is 24 IMPs.
    assert_eq!(
        lines(&output.stdout),
        [r#"{"datum":0,"imps":[24,-24],"cross_imps_avg":[24.0,-24.0]}"#]
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("line 1: ") && stderr.contains("9223372036854775807 is not a bridge score"),
        "{stderr}"
    );
}

#[test]
fn imps_of_differences_and_a_bad_line() {
    let output = arbiter(&["imps", "-"], "450\n-170\n# a comment\n4000\nten\n10\n");
    assert!(!output.status.success(), "a bad line fails the run");
    assert_eq!(lines(&output.stdout), ["10", "-5", "24", "0"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("line 5: 'ten' is not a score difference"),
        "{stderr}"
    );
}

#[test]
fn butler_datum_imps_and_cross_imps() {
    let output = arbiter(&["butler", "-"], "{\"scores_ns\": [620, 170, 650, -100]}\n");
    assert!(output.status.success());
    // Datum: 170 and 620 kept, 395 -> 400. Cross, by hand: 620 (10 - 1 + 12) / 3; 170
    // (-10 - 10 + 7) / 3; 650 (1 + 10 + 13) / 3; -100 (-12 - 7 - 13) / 3.
    assert_eq!(
        lines(&output.stdout),
        [r#"{"datum":400,"imps":[6,-6,6,-11],"cross_imps_avg":[7.0,-4.33,8.0,-10.67]}"#]
    );
}

#[test]
fn victory_points_for_a_margin() {
    let output = arbiter(&["vp", "-"], "16 10\n16 -10\n24 5\n8 100\n0 4\n");
    assert!(!output.status.success());
    assert_eq!(
        lines(&output.stdout),
        ["12.80 7.20", "12.80 7.20", "11.23 8.77", "20.00 0.00"]
    );
}

#[test]
fn a_mitchell_as_json_in_the_issues_shape() {
    let output = arbiter(
        &[
            "movement",
            "mitchell",
            "--tables",
            "8",
            "--boards-per-round",
            "2",
            "--json",
        ],
        "",
    );
    assert!(output.status.success());
    let document: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(document["kind"], "mitchell");
    assert_eq!(document["tables"], 8);
    assert_eq!(document["pairs"], 16);
    assert_eq!(document["boards_per_set"], 2);
    let rounds = document["rounds"].as_array().unwrap();
    assert_eq!(
        rounds.len(),
        7,
        "an even Mitchell plays one round fewer than tables"
    );
    assert_eq!(
        rounds[0][0],
        serde_json::json!({"table": 1, "ns": 1, "ew": 9, "set": 1})
    );
    let text = String::from_utf8_lossy(&output.stdout);
    let keys: Vec<usize> = [
        "\"kind\"",
        "\"tables\"",
        "\"pairs\"",
        "\"boards_per_set\"",
        "\"rounds\"",
    ]
    .iter()
    .map(|key| text.find(key).unwrap())
    .collect();
    assert!(
        keys.windows(2).all(|w| w[0] < w[1]),
        "fields in the issue's order"
    );
}

#[test]
fn a_howell_with_guide_cards_and_a_refused_one() {
    let output = arbiter(&["movement", "howell", "--tables", "4"], "");
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("one field: every two pairs compared on 9 to 9 boards (balanced)"),
        "{text}"
    );
    assert!(text.contains("Pair 8\n  round  1: table 1"), "{text}");
    let output = arbiter(
        &["movement", "howell", "--tables", "4", "--rounds", "8"],
        "",
    );
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("at most 7 rounds"), "{stderr}");
}

#[test]
fn guide_cards_for_tables_and_pairs_with_a_sit_out() {
    let output = arbiter(
        &[
            "movement",
            "mitchell",
            "--tables",
            "3",
            "--boards-per-round",
            "2",
            "--sit-out",
            "5",
        ],
        "",
    );
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("pair 5 is absent: its opponents sit out"),
        "{text}"
    );
    assert!(
        text.contains("Table 2\n  round  1: no play (pair 5 absent)\n  round  2: North-South pair 2, East-West pair 4, boards 5-6"),
        "{text}"
    );
    assert!(text.contains("Pair 2\n  round  1: sit out"), "{text}");
    assert!(!text.contains("\nPair 5\n"), "the absent pair has no card");
}
