//! A three-table Mitchell scored by hand: travellers with matchpoints (Law 78A), Neuberg for an
//! artificial score (Law 12C2), rankings in two fields, missing and wrong results.

mod common;

use std::collections::BTreeMap;

use club::session::{Scoring, Session, TableResult, rank, score_board};
use common::{result, three_table_mitchell};

/// Every spade North, every heart East, every diamond South, every club West.
const SUITS_DEAL: &str = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";

fn session(scoring: Scoring) -> Session {
    let deals = (1..=3).map(|b| (b, SUITS_DEAL.parse().unwrap())).collect();
    Session {
        deals,
        pair_names: BTreeMap::from([(2, "Ann & Bob".to_string())]),
        ..three_table_mitchell(scoring)
    }
}

/// The nine results, with the scores worked by hand (Law 77): board 1 none vulnerable, 2
/// North-South, 3 East-West (Law 2).
fn results() -> Vec<TableResult> {
    vec![
        result(1, 1, 1, "4S N HA 10"), // +420
        result(3, 2, 1, "4S N 11"),    // +450
        result(2, 3, 1, "3NT E 9"),    // -400
        result(2, 1, 2, "3NT S 9"),    // +600 vulnerable
        result(1, 2, 2, "pass"),       // 0
        result(3, 3, 2, "2H W 8"),     // -110
        result(3, 1, 3, "A+ A-"),      // Law 12C2
        result(2, 2, 3, "1NT N 7"),    // +90
        result(1, 3, 3, "1NT N 6"),    // -50
    ]
}

fn travellers(session: &Session) -> Vec<club::session::Traveller> {
    (1..=3)
        .map(|b| score_board(session, b, &results()).unwrap())
        .collect()
}

#[test]
fn travellers_are_matchpointed_by_hand() {
    let session = session(Scoring::Matchpoints);
    let travellers = travellers(&session);
    let board1: Vec<(Option<i64>, f64, f64)> = travellers[0]
        .lines
        .iter()
        .map(|l| (l.score_ns, l.ns_points, l.ew_points))
        .collect();
    // Table order: 420 (2), -400 (0), 450 (4).
    assert_eq!(
        board1,
        [
            (Some(420), 2.0, 2.0),
            (Some(-400), 0.0, 4.0),
            (Some(450), 4.0, 0.0)
        ]
    );
    assert_eq!(
        travellers[1].lines[0].score_ns,
        Some(0),
        "table 1 passed out"
    );
    // Board 3: 90 and -50 among two, factored to three (Neuberg): 3.5 and 0.5; the
    // average plus is 60% of the top of 4, its average minus 40%.
    let board3: Vec<(f64, f64)> = travellers[2]
        .lines
        .iter()
        .map(|l| (l.ns_points, l.ew_points))
        .collect();
    assert_eq!(board3, [(0.5, 3.5), (3.5, 0.5), (2.4, 1.6)]);
}

#[test]
fn a_mitchell_ranks_two_fields_by_percentage() {
    let session = session(Scoring::Matchpoints);
    let ranking = rank(&session, &travellers(&session));
    let summary: Vec<(String, Vec<(u32, String)>)> = ranking
        .iter()
        .map(|field| {
            let rows = field
                .rows
                .iter()
                .map(|r| (r.pair, format!("{} {:.2}", r.rank, r.percent.unwrap())))
                .collect();
            (field.field.clone(), rows)
        })
        .collect();
    assert_eq!(
        summary,
        [
            (
                "North-South".to_string(),
                vec![
                    (2, "1 62.50".into()),
                    (3, "2 53.33".into()),
                    (1, "3 37.50".into())
                ]
            ),
            (
                "East-West".to_string(),
                vec![
                    (6, "1 63.33".into()),
                    (4, "2 54.17".into()),
                    (5, "3 29.17".into())
                ]
            ),
        ]
    );
    assert_eq!(ranking[0].rows[0].names.as_deref(), Some("Ann & Bob"));
}

#[test]
fn butler_scores_against_the_datum() {
    let session = session(Scoring::Butler);
    let travellers = travellers(&session);
    // Board 1: 420, 450, -400: three results, highest and lowest set aside: datum 420.
    assert_eq!(travellers[0].datum, Some(420));
    let ns: Vec<f64> = travellers[0].lines.iter().map(|l| l.ns_points).collect();
    // -400 is 820 below it (13 IMPs), 450 is 30 above (1).
    assert_eq!(ns, [0.0, -13.0, 1.0]);
    // Board 3: the average plus is +3 IMPs, the average minus -3.
    assert_eq!(
        (
            travellers[2].lines[2].ns_points,
            travellers[2].lines[2].ew_points
        ),
        (3.0, -3.0)
    );
}

#[test]
fn wrong_results_are_placed_and_explained() {
    let session = session(Scoring::Matchpoints);
    let error = session
        .check(&result(1, 1, 1, "4S N SA 10"))
        .unwrap_err()
        .to_string();
    assert_eq!(
        error,
        "table 1, round 1, board 1: the opening lead SA is not in East's hand (East, on declarer's left, leads: Law 41A)"
    );
    let error = session
        .check(&result(1, 1, 2, "4S N 10"))
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with("table 1, round 1, board 2: this table plays boards 1 to 1"),
        "{error}"
    );
    let error = session
        .check(&result(4, 1, 1, "4S N 10"))
        .unwrap_err()
        .to_string();
    assert!(error.contains("the movement has tables 1 to 3"), "{error}");
    // Law 12C1(c): weights that do not add up to 1, or are not numbers, and scores no deal
    // makes are refused when entered.
    for (entry, expected) in [
        ("assigned 0.5:420 0.4:450", "Law 12C1(c)"),
        ("assigned nan:420", "Law 12C1(c)"),
        (
            "assigned -9223372036854775808",
            "is not a bridge score: no deal scores more than 7600 either way",
        ),
    ] {
        let error = session
            .check(&result(1, 1, 1, entry))
            .unwrap_err()
            .to_string();
        assert!(error.contains(expected), "{entry}: {error}");
    }
}

#[test]
fn missing_results_are_listed_with_table_round_and_board() {
    let session = session(Scoring::Matchpoints);
    let mut some = results();
    some.retain(|r| !(r.table == 2 && r.round == 2));
    assert_eq!(session.missing(&some), vec![(2, 2, 3)]);
    assert!(session.missing(&results()).is_empty());
}
