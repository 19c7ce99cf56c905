//! `arbiter event` and the Director's rulings on a session, end to end, on the three-table
//! Mitchell worked by hand in crates/club/tests/session.rs (North-South pair 2 first with 7.5
//! of 12, 62.50%): a procedural penalty (Law 90), a correction after the session within the
//! correction period (Law 79C) and one out of time, an appeal lodged and decided (Laws 92-93),
//! each reaching the ranking, the traveller and the published files with its mark.

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

fn line_of<'a>(text: &'a str, start: &str) -> &'a str {
    text.lines()
        .find(|l| l.trim_start().starts_with(start))
        .unwrap_or_else(|| panic!("no line starting {start:?} in\n{text}"))
}

/// A fresh directory `arbiter-event-NAME-PID` holding `club.sqlite`, a three-table Mitchell of
/// one board a round dealt with seed 3; returns the directory and the event file's path.
fn three_table_mitchell(name: &str) -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("arbiter-event-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("club.sqlite").to_str().unwrap().to_string();
    let (ok, _, stderr) = run(&[
        "event",
        "new",
        &file,
        "mitchell",
        "--tables",
        "3",
        "--boards-per-round",
        "1",
        "--seed",
        "3",
    ]);
    assert!(ok, "{stderr}");
    (dir, file)
}

#[test]
fn penalties_corrections_and_appeals_reach_the_ranking_and_the_published_results() {
    let (dir, file) = three_table_mitchell("rulings");
    let f = file.as_str();
    let lines = dir.join("results.txt");
    std::fs::write(
        &lines,
        "1 1 1 4S N 10\n3 2 1 4S N 11\n2 3 1 3NT E 9\n2 1 2 3NT S 9\n1 2 2 pass\n3 3 2 2H W 8\n3 1 3 A+ A-\n2 2 3 1NT N 7\n1 3 3 1NT N 6\n",
    )
    .unwrap();
    let (ok, _, stderr) = run(&["event", "results", f, "--from", lines.to_str().unwrap()]);
    assert!(ok, "{stderr}");

    // Law 90: a quarter of a top (4) on board 1: pair 2 6.5 of 12, 54.17%.
    let (ok, _, stderr) = run(&[
        "event",
        "penalty",
        f,
        "--pair",
        "2",
        "--board",
        "1",
        "--reason",
        "slow play",
        "25%",
    ]);
    assert!(ok, "{stderr}");
    let (_, rank, _) = run(&["event", "rank", f]);
    assert_eq!(
        line_of(&rank, "1 pair   2"),
        "   1 pair   2     6.50 MP  54.17%    (penalty -1.00, Law 90)"
    );

    // Law 79C: table 2 round 3's -400 was 4S by North making 12 tricks, +480: board 1 is now
    // 420 (0), 450 (2), 480 (4): pair 2 has 4 + 4 + 3.5 - 1 = 10.5, 87.50%; pair 3 (the 450)
    // loses 2, 6.4 to 4.4 (36.67%); pair 6 (East-West against the 480) loses 4, 7.6 to 3.6.
    let (ok, _, stderr) = run(&["event", "correction-period", f, "--until", "2026-11-26"]);
    assert!(ok, "{stderr}");
    let correct = |date: &str, rest: &[&str]| {
        let mut args = vec![
            "event", "correct", f, "--table", "2", "--round", "3", "--board", "1", "--date", date,
        ];
        args.extend(rest);
        run(&args)
    };
    let (ok, _, stderr) = correct("2026-11-27", &["4S", "N", "12"]);
    assert!(!ok && stderr.contains("Law 79C1"), "{stderr}");
    let (ok, _, stderr) = correct("2026-11-25", &["--note", "scorer's slip", "4S", "N", "12"]);
    assert!(ok, "{stderr}");
    let (_, rank, _) = run(&["event", "rank", f]);
    assert!(
        line_of(&rank, "1 pair   2").contains("10.50 MP  87.50%"),
        "{rank}"
    );
    let (_, traveller, _) = run(&["event", "traveller", f, "--board", "1"]);
    assert!(
        line_of(&traveller, "2     3").ends_with("  C"),
        "{traveller}"
    );
    assert!(
        traveller.contains("C: score corrected after the session (Law 79C)"),
        "{traveller}"
    );

    // Laws 92-93: East-West at table 3 (pair 6) appeal the Director's A+ A- on board 3;
    // lodged, the result stands; decided A A (50% of 4 each side), pair 3 (North-South) goes
    // from 4.4 to 4.0 (33.33%) and pair 6 from 3.6 to 4.0 (33.33%).
    let appeal = |date: &str, result: &[&str]| {
        let mut args = vec![
            "event", "appeal", f, "--table", "3", "--round", "1", "--board", "3", "--date", date,
        ];
        args.extend(result);
        run(&args)
    };
    let (ok, _, stderr) = appeal("2026-11-25", &[]);
    assert!(ok, "{stderr}");
    let (_, rank, _) = run(&["event", "rank", f]);
    assert!(
        line_of(&rank, "2 pair   3").contains("4.40 MP  36.67%"),
        "{rank}"
    );
    let (ok, _, stderr) = appeal("2026-11-26", &["A", "A"]);
    assert!(ok, "{stderr}");
    let (_, rank, _) = run(&["event", "rank", f]);
    assert!(
        line_of(&rank, "2 pair   3").contains("4.00 MP  33.33%"),
        "{rank}"
    );
    assert!(
        line_of(&rank, "3 pair   6").contains("4.00 MP  33.33%"),
        "{rank}"
    );
    let (_, rulings, _) = run(&["event", "rulings", f]);
    assert_eq!(
        rulings,
        "correction period ends 2026-11-26 (Law 79C1)\n\
         penalty pair 2 25% board 1: slow play (Law 90)\n\
         2026-11-25 table 2 round 3 board 1: correction (Law 79C): 3NT E 9 -> 4S N 12 (scorer's slip)\n\
         2026-11-25 table 3 round 1 board 3: appeal lodged (Law 92): A+ A- -> pending\n\
         2026-11-26 table 3 round 1 board 3: appeal decided (Law 93): A+ A- -> A A\n"
    );

    // A penalty on the session (Law 90): East-West pair 4's 8.5 less 0.5, 8.0 of 12, 66.67%.
    let (ok, _, stderr) = run(&[
        "event",
        "penalty",
        f,
        "--pair",
        "4",
        "--reason",
        "late arrival",
        "0.5",
    ]);
    assert!(ok, "{stderr}");
    let (_, rank, _) = run(&["event", "rank", f]);
    assert_eq!(
        line_of(&rank, "1 pair   4"),
        "   1 pair   4     8.00 MP  66.67%    (penalty -0.50, Law 90)"
    );

    // Published: the marks and their legend, the penalty on the ranking, in every format.
    let out = dir.join("site");
    let (ok, _, stderr) = run(&[
        "event",
        "publish",
        f,
        "--out",
        out.to_str().unwrap(),
        "--no-dd",
    ]);
    assert!(ok, "{stderr}");
    let read = |name: &str| std::fs::read_to_string(out.join(name)).unwrap();
    let board1 = read("board-01.html");
    assert!(board1.contains("<sup class=\"mark\">C</sup>"), "{board1}");
    assert!(board1.contains("<dt>C</dt><dd>score corrected after the session (Law 79C)</dd>"));
    assert!(
        board1.contains("Pair 2: 25% of a top, on board 1: slow play"),
        "{board1}"
    );
    let board3 = read("board-03.html");
    assert!(
        board3.contains("<sup class=\"mark\">* AP</sup>"),
        "{board3}"
    );
    let pair2 = read("pair-02.html");
    // Pair 2's scorecard marks its corrected board 1.
    assert_eq!(
        pair2.matches("<sup class=\"mark\">C</sup>").count(),
        1,
        "{pair2}"
    );
    let index = read("index.html");
    assert!(index.contains("<th>Penalty (Law 90)</th>"), "{index}");
    assert!(index.contains("-1 <sup class=\"mark\">P</sup>"), "{index}");
    let xml = read("results.xml");
    assert!(xml.contains("<PENALTY>1</PENALTY>"), "{xml}");
    assert!(
        xml.contains("<ADJUSTED_SCORE>A/A</ADJUSTED_SCORE>"),
        "{xml}"
    );
    let pbn = read("results.pbn");
    assert!(
        pbn.contains(
            "[Note \"table 2, round 3: 4S N 12: C score corrected after the session (Law 79C)\"]"
        ),
        "{pbn}"
    );
    assert!(
        pbn.contains("[Note \"Law 90: pair 2 penalised 25% (of a top): slow play\"]"),
        "{pbn}"
    );
    assert!(
        pbn.contains("[Note \"Law 90: pair 4 penalised 0.5 (points): late arrival\"]"),
        "{pbn}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Law 12C2: `event averages` sets what artificial scores are worth in the session; `event
/// rulings` lists it; a percentage out of range is refused, naming the law.
#[test]
fn the_session_averages_are_set_and_listed() {
    let (dir, file) = three_table_mitchell("averages");
    let f = file.as_str();
    let (ok, _, stderr) = run(&["event", "averages", f, "--plus", "55", "--variable"]);
    assert!(ok, "{stderr}");
    let (_, rulings, _) = run(&["event", "rulings", f]);
    assert!(
        rulings.contains("averages 55% 50% 40%, 3 IMPs, variable (Law 12C2)"),
        "{rulings}"
    );
    let (ok, _, stderr) = run(&["event", "averages", f, "--minus", "140"]);
    assert!(!ok && stderr.contains("Law 12C2"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}
