//! The `arbiter` binary end to end: what a script or a person sees.

mod common;

use common::arbiter;
use std::process::Output;

use cards::{Board, Deal, Hand, Seat};

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn deal_json_gives_law_2_boards_with_valid_deals() {
    let out = arbiter(
        &[
            "deal", "--seed", "5", "--count", "5", "--first", "15", "--format", "json",
        ],
        "",
    );
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 5);
    for (i, board) in lines.iter().enumerate() {
        let number = 15 + i as u32;
        let law2 = Board::new(number).unwrap();
        assert_eq!(board["board"], number);
        assert_eq!(board["dealer"], law2.dealer().to_string());
        assert_eq!(board["vulnerable"], law2.vulnerability().to_string());
        let deal: Deal = board["deal"].as_str().unwrap().parse().unwrap();
        let all = deal.hands().iter().fold(Hand::EMPTY, |a, h| a | *h);
        assert_eq!(all, Hand::FULL);
        let hcp: u64 = Seat::ALL
            .iter()
            .map(|s| board["hcp"][s.to_string()].as_u64().unwrap())
            .sum();
        assert_eq!(hcp, 40);
    }
    // Board 17 is board 1 again: North deals, nobody vulnerable.
    assert_eq!(lines[2]["dealer"], "N");
    assert_eq!(lines[2]["vulnerable"], "None");
}

#[test]
fn the_same_seed_deals_the_same_boards_in_every_format() {
    let json = stdout(&arbiter(
        &["deal", "--seed", "9", "--count", "3", "--format", "json"],
        "",
    ));
    let again = stdout(&arbiter(
        &["deal", "--seed", "9", "--count", "3", "--format", "json"],
        "",
    ));
    assert_eq!(json, again);
    let pbn = stdout(&arbiter(
        &["deal", "--seed", "9", "--count", "3", "--format", "pbn"],
        "",
    ));
    assert!(pbn.starts_with("% PBN 2.1\n% EXPORT\n"));
    for line in json.lines() {
        let board: serde_json::Value = serde_json::from_str(line).unwrap();
        let deal: Deal = board["deal"].as_str().unwrap().parse().unwrap();
        let dealer: Seat = board["dealer"].as_str().unwrap().parse().unwrap();
        assert!(pbn.contains(&format!("[Deal \"{}\"]", deal.to_pbn(dealer))));
        assert!(pbn.contains(&format!("[Board \"{}\"]", board["board"])));
    }
    let text = stdout(&arbiter(&["deal", "--seed", "9", "--count", "3"], ""));
    assert!(text.starts_with("Seed 9\n"));
    assert!(text.contains("Board 3") && text.contains("Dealer S") && text.contains("Vul EW"));
}

#[test]
fn deal_refuses_board_zero() {
    let out = arbiter(&["deal", "--first", "0"], "");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("Law 2"));
}

#[test]
fn score_prints_the_entries_and_the_json() {
    let out = arbiter(
        &[
            "score",
            "4SX",
            "--tricks",
            "11",
            "--vul",
            "yes",
            "--declarer",
            "E",
            "--json",
        ],
        "",
    );
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["score"], 990);
    assert_eq!(json["result"], "4SX+1");
    assert_eq!(json["totals"]["EW"], 990);
    assert_eq!(json["entries"].as_array().unwrap().len(), 4);
    let text = stdout(&arbiter(
        &["score", "3NT", "--tricks", "7", "--vul", "no"],
        "",
    ));
    assert!(text.contains("3NT-2 by N"));
    assert!(text.contains("Score for NS: -100"));
}

#[test]
fn score_needs_what_the_code_needs() {
    let out = arbiter(&["score", "4S", "--tricks", "10"], "");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--vul yes|no is needed"));
    let out = arbiter(&["score", "2RS", "--tricks", "8", "--vul", "no"], "");
    assert!(String::from_utf8_lossy(&out.stderr).contains("no declaration in royal spades"));
}

#[test]
fn score_reads_requests_from_standard_input() {
    let out = arbiter(
        &["score", "-"],
        "4SX V 11\n3NT NV 8\n1NT NV seven\n6H V 12\n",
    );
    assert_eq!(stdout(&out), "990\n-50\n1430\n");
    assert_eq!(out.status.code(), Some(1));
    let errors = String::from_utf8_lossy(&out.stderr);
    assert!(errors.contains("line 3:"), "{errors}");
    let ok = arbiter(&["score", "-"], "2C NV 8\n");
    assert!(ok.status.success());
    assert_eq!(stdout(&ok), "90\n");
}

/// Checklist C11: a rubber won 2-1 by N-S, 1260 to 100.
#[test]
fn rubber_scores_the_c11_rubber() {
    let results = "# C11\n2H N 8\n3NT E 9\n4S S 11 honors=S4,E1\n3S W 7\n5DX N 11\n";
    let out = arbiter(&["rubber", "-", "--json"], results);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let sheet: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let text = serde_json::to_string(&sheet).unwrap();
    assert!(text.contains("1260") && text.contains("1160"), "{text}");
    let sheet = stdout(&arbiter(&["rubber", "-"], results));
    assert!(sheet.contains("We (N-S) win by 1160"), "{sheet}");
}

/// Checklist C16: a Chicago, N-S 450 to 140, +310, +300 in hundreds.
#[test]
fn chicago_scores_the_c16_chicago() {
    let results = "2S N 8\n2D S 8\n3H E 8\n2C W 8\n";
    let out = arbiter(&["chicago", "-", "--json"], results);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["net_ns"], 310);
    assert_eq!(json["rounded_net_ns"], 300);
    // A deal passed out is redealt and does not count: the same four deals with a pass first.
    let out = arbiter(&["chicago", "-", "--json"], &format!("pass\n{results}"));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["net_ns"], 310);
}

#[test]
fn scorepad_errors_name_the_line_and_lose_nothing_silently() {
    let out = arbiter(&["rubber", "-"], "2H N 8\n4S N 15\n");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 2"), "{err}");
    let out = arbiter(&["rubber", "-", "--code", "duplicate"], "2H N 8\n");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("duplicate"));
}

/// C20 in the 1912 code, with the honors taken from a deal: South holds four royal honors,
/// East the fifth. The text names no vulnerability (the auction codes have none).
#[test]
fn score_an_auction_deal_from_its_cards() {
    let deal = "N:76.765.AKQJ2.AKQ T98.T98.T98.T987 AKQJ.AKQJ.765.65 5432.432.43.J432";
    let out = arbiter(
        &[
            "score",
            "2RSX",
            "--tricks",
            "9",
            "--code",
            "auction1912",
            "--declarer",
            "S",
            "--deal",
            deal,
            "--json",
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let honors: Vec<&serde_json::Value> = json["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "honors")
        .collect();
    assert_eq!(honors.len(), 1);
    assert_eq!(honors[0]["points"], 72);
    assert_eq!(json["totals"]["NS"], 54 + 100 + 72);

    let text = arbiter(
        &[
            "score",
            "3H",
            "--tricks",
            "10",
            "--code",
            "auction1915",
            "--declarer",
            "S",
        ],
        "",
    );
    assert!(
        stdout(&text).starts_with("3H+1 by S (auction1915)\n"),
        "{}",
        stdout(&text)
    );
}

/// C25 through the command: a 1912 rubber, N-S 362, E-W 118.
#[test]
fn rubber_scores_an_auction_rubber() {
    let file = "3H S 10 honors=S2,N1,E1,W1\n1NT E 8 honors=E2,S1,W1\n\
                2D N 7 honors=N2,S2,E1\n4RS N 10 honors=N1,E2,S1,W1\n";
    let out = arbiter(&["rubber", "-", "--code", "auction1912", "--json"], file);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    assert!(text.contains("362") && text.contains("118"), "{text}");
    let plain = arbiter(&["rubber", "-", "--code", "auction1912"], file);
    assert!(stdout(&plain).contains("Result: We (N-S) win by 244"));
}

const FIXTURE_DEAL: &str = "N:KT5.AJ8543.KJ.K5 Q6432.T62.7.T973 AJ9.Q9.QT963.862 87.K7.A8542.AQJ4";

#[test]
fn dd_json_gives_the_table_and_par_and_reports_a_bad_line_without_losing_the_others() {
    // DDS 2.9 on this deal (the first of crates/dds/tests/fixtures/tables.txt): North makes
    // ten tricks in diamonds, nine in hearts; par with East-West vulnerable, West dealing, is 3NT by N or S, 400.
    let input = format!("{FIXTURE_DEAL}\nN:AKQ.AKQ\n");
    let out = arbiter(
        &["dd", "-", "--json", "--par", "--vul", "ew", "--dealer", "W"],
        &input,
    );
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["deal"], FIXTURE_DEAL);
    assert_eq!(lines[0]["tricks"]["N"]["D"], 10);
    assert_eq!(lines[0]["tricks"]["N"]["H"], 9);
    assert_eq!(lines[0]["tricks"]["E"]["C"], 7);
    assert_eq!(lines[0]["par"]["score"], 400);
    assert_eq!(
        lines[0]["par"]["contracts"],
        serde_json::json!(["3NT-N", "3NT-S"])
    );
    assert!(
        text.starts_with("{\"deal\":"),
        "fields in the documented order: {text}"
    );
    let errors = String::from_utf8(out.stderr).unwrap();
    assert!(errors.contains("line 2:"), "{errors}");
}

#[test]
fn solve_values_every_legal_card_and_names_an_illegal_play() {
    // The second position of crates/dds/tests/fixtures/positions.txt: DDS gives South's only
    // card, the HQ, five tricks.
    let deal = "N:Q765.KQJ.QJ842.2 T8.86.T97653.A97 J4.AT752.AK.KJT5 AK932.943..Q8643";
    let played =
        "S4 S3 SQ S8 DJ D5 DK S9 HA H4 HK H6 H2 H9 HJ H8 C2 C7 CK C6 CT C3 S7 CA DT DA CQ D2 H5 H3";
    let out = arbiter(
        &[
            "solve", "--deal", deal, "--strain", "H", "--leader", "S", "--played", played, "--json",
        ],
        "",
    );
    assert!(out.status.success());
    let value: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(value["cards"], serde_json::json!({"HQ": 5}));
    let out = arbiter(
        &[
            "solve", "--deal", deal, "--strain", "H", "--leader", "S", "--played", "S4 H9",
        ],
        "",
    );
    assert!(!out.status.success());
    let error = String::from_utf8(out.stderr).unwrap();
    assert!(error.contains("H9") && error.contains("Law 44C"), "{error}");
}

#[test]
fn solve_batch_answers_every_line_with_one_solver_and_reports_the_bad_one() {
    // The fixture position above (South's HQ worth five tricks), a line that is not JSON, and
    // a deal where West's opening lead at no trump gives East-West nothing.
    let deal = "N:Q765.KQJ.QJ842.2 T8.86.T97653.A97 J4.AT752.AK.KJT5 AK932.943..Q8643";
    let played =
        "S4 S3 SQ S8 DJ D5 DK S9 HA H4 HK H6 H2 H9 HJ H8 C2 C7 CK C6 CT C3 S7 CA DT DA CQ D2 H5 H3";
    let lines = format!(
        "{}\nnot a position\n{}\n",
        serde_json::json!({"deal": deal, "strain": "H", "leader": "S", "played": played}),
        serde_json::json!({
            "deal": "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
            "strain": "NT",
            "leader": "W"
        })
    );
    let out = arbiter(&["solve", "--batch", "-"], &lines);
    assert_eq!(out.status.code(), Some(1), "a line was bad");
    let answers: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(answers.len(), 3);
    assert_eq!(answers[0]["cards"], serde_json::json!({"HQ": 5}));
    assert!(answers[0]["ms"].as_f64().unwrap() >= 0.0);
    assert_eq!(answers[1]["line"], 2);
    assert_eq!(
        (
            answers[2]["to_play"].as_str(),
            answers[2]["tricks"].as_u64()
        ),
        (Some("W"), Some(0))
    );
    assert_eq!(answers[2]["cards"].as_object().unwrap().len(), 13);
}
