//! `arbiter event` end to end: a session made, results entered (one, from lines, imported from
//! PBN), wrong and missing ones reported with table, round and board, a fix re-scoring only its
//! board, and a ten-table Mitchell published as a site that opens in a browser.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::arbiter;

fn run(args: &[&str]) -> (bool, String, String) {
    let output = arbiter(args, "");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Runs `arbiter` with arguments given as words (none of them holding a space).
fn run_words(words: &str) -> (bool, String, String) {
    run(&words.split_whitespace().collect::<Vec<_>>())
}

/// A fresh folder and an event made in it with `event new FILE MOVEMENT...`; its file.
fn new_event(name: &str, movement: &str) -> (PathBuf, String) {
    let dir = temp_dir(name);
    let file = dir.join("club.sqlite").to_str().unwrap().to_string();
    let (ok, _, stderr) = run_words(&format!("event new {file} {movement}"));
    assert!(ok, "{stderr}");
    (dir, file)
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("arbiter-event-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn results_are_checked_placed_fixed_and_ranked() {
    let (dir, file) = new_event(
        "results",
        "mitchell --tables 3 --boards-per-round 1 --seed 3",
    );
    let (ok, _, stderr) = run_words(&format!("event new {file} mitchell --tables 3"));
    assert!(!ok && stderr.contains("exists already"), "{stderr}");
    // One on the command line; then lines with a wrong one among them.
    let (ok, _, _) = run_words(&format!(
        "event results {file} --table 1 --round 1 --board 1 4S N 10"
    ));
    assert!(ok);
    let lines = dir.join("results.txt");
    std::fs::write(&lines, "# table round board result\n3 2 1 4S N 11\n2 3 1 3NT E 9\n2 1 2 3NT S 9\n1 2 2 pass\n3 3 2 2H W 8\n3 1 3 A+ A-\n2 2 3 1NT N 7\n1 3 3 1NT N 6\n1 1 2 4S N 10\n").unwrap();
    let (ok, stdout, stderr) =
        run_words(&format!("event results {file} --from {}", lines.display()));
    assert!(!ok, "a refused result fails the command");
    assert!(
        stdout.contains("8 result(s) entered, 1 refused"),
        "{stdout}"
    );
    assert!(
        stderr.contains("table 1, round 1, board 2: this table plays boards 1 to 1 in this round"),
        "{stderr}"
    );
    // Everything in: the ranking is final and matches the hand-worked session of the club
    // crate's tests (North-South pair 2 first with 62.50%).
    let (ok, stdout, stderr) = run_words(&format!("event rank {file}"));
    assert!(ok);
    assert!(!stdout.contains("provisional"), "{stdout}");
    assert!(stderr.contains("3 board(s) scored"), "{stderr}");
    assert!(
        stdout.contains("   1 pair   2     7.50 MP  62.50%"),
        "{stdout}"
    );
    // A fix re-scores only its board.
    let (ok, _, _) = run_words(&format!(
        "event results {file} --table 1 --round 1 --board 1 4S N 11"
    ));
    assert!(ok);
    let (_, _, stderr) = run_words(&format!("event rank {file}"));
    assert!(stderr.contains("1 board(s) scored"), "{stderr}");
}

#[test]
fn missing_results_are_listed_and_the_ranking_is_provisional() {
    let (_, file) = new_event("missing", "howell --tables 2 --boards-per-round 1 --seed 1");
    run_words(&format!(
        "event results {file} --table 1 --round 1 --board 1 pass"
    ));
    let (ok, stdout, stderr) = run_words(&format!("event rank {file} --json"));
    assert!(ok);
    let document: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(document["missing"], 5);
    assert!(
        stderr.contains("table 2, round 1, board 1: no result yet"),
        "{stderr}"
    );
    let (_, stdout, _) = run_words(&format!("event rank {file}"));
    assert!(stdout.contains("(provisional)"), "{stdout}");
}

#[test]
fn results_are_imported_from_pbn_with_table_and_round_tags() {
    let (dir, file) = new_event(
        "import",
        "mitchell --tables 3 --boards-per-round 1 --seed 9",
    );
    let pbn = dir.join("played.pbn");
    std::fs::write(
        &pbn,
        "[Board \"1\"]\n[Table \"1\"]\n[Round \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Declarer \"S\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n\n\
         [Board \"2\"]\n[Table \"1\"]\n[Round \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n[Declarer \"\"]\n[Contract \"Pass\"]\n[Result \"\"]\n\n\
         [Board \"3\"]\n[Table \"2\"]\n[Round \"1\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n[Declarer \"E\"]\n[Contract \"4H\"]\n[Result \"10\"]\n",
    )
    .unwrap();
    let (ok, stdout, stderr) =
        run_words(&format!("event results {file} --import {}", pbn.display()));
    assert!(!ok, "board 3 is not played at table 2 in round 1");
    assert!(
        stdout.contains("2 result(s) entered, 1 refused"),
        "{stdout}"
    );
    assert!(stderr.contains("table 2, round 1, board 3"), "{stderr}");
    // A board whose play stops after one trick, with no result: the tricks to come are
    // unknown, so it is refused rather than scored as the tricks counted so far.
    let partial = dir.join("partial.pbn");
    std::fs::write(
        &partial,
        "[Board \"2\"]\n[Table \"3\"]\n[Round \"3\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n[Declarer \"S\"]\n[Contract \"1NT\"]\n[Result \"\"]\n[Play \"W\"]\nH2 H3 H4 H5\n*\n",
    )
    .unwrap();
    let (ok, stdout, stderr) = run_words(&format!(
        "event results {file} --import {}",
        partial.display()
    ));
    assert!(!ok);
    assert!(
        stdout.contains("0 result(s) entered, 1 refused"),
        "{stdout}"
    );
    assert!(
        stderr.contains("board 2: no result, and the play recorded stops after 4 of 52 cards"),
        "{stderr}"
    );
}

/// Chromium, where it is installed (CI installs it and sets ARBITER_REQUIRE_BROWSER).
fn chromium() -> Option<PathBuf> {
    let found = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .iter()
        .map(PathBuf::from)
        .find(|path| path.exists());
    if found.is_none() {
        assert!(
            std::env::var_os("ARBITER_REQUIRE_BROWSER").is_none(),
            "ARBITER_REQUIRE_BROWSER is set but no Chromium is installed"
        );
        eprintln!("no Chromium: the site is checked without a browser");
    }
    found
}

fn headless(browser: &Path, profile: &Path, args: &[&str]) -> std::process::Output {
    Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--window-size=1100,1400",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .output()
        .expect("chromium runs")
}

#[test]
fn a_ten_table_mitchell_is_published_as_a_site_pbn_and_usebio() {
    let dir = temp_dir("publish");
    let file = dir.join("monday.sqlite");
    let file = file.to_str().unwrap();
    let site = dir.join("site");
    let (ok, _, _) = run(&[
        "event",
        "new",
        file,
        "mitchell",
        "--tables",
        "10",
        "--rounds",
        "9",
        "--boards-per-round",
        "3",
        "--seed",
        "7",
        "--name",
        "Monday <Mitchell> & Co",
    ]);
    assert!(ok);
    run(&[
        "event",
        "names",
        file,
        "--pair",
        "1",
        "Ann Smith & Bob Jones",
    ]);
    let (ok, stdout, _) = run(&["event", "simulate", file, "--seed", "2"]);
    assert!(
        ok && stdout.contains("270 random result(s) entered"),
        "{stdout}"
    );
    let (ok, stdout, stderr) = run(&["event", "publish", file, "--out", site.to_str().unwrap()]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("published 30 boards"), "{stdout}");

    // The PBN: a game a board, each with its deal, double-dummy tricks, par and nine
    // traveller lines; the rankings on the first.
    let pbn = std::fs::read_to_string(site.join("results.pbn")).unwrap();
    let games: Vec<_> = formats::pbn::Reader::new(pbn.as_bytes())
        .collect::<Result<_, _>>()
        .expect("our PBN reads back");
    assert_eq!(games.len(), 30);
    for game in &games {
        assert!(game.value("Deal").is_some_and(|d| d.len() > 60));
        assert_eq!(game.value("DoubleDummyTricks").map(str::len), Some(20));
        let rows = game.tag("ScoreTable").unwrap().section.len() / 12;
        assert_eq!(rows, 9, "board {:?}", game.value("Board"));
    }
    let totals = games[0].tag("TotalScoreTable").unwrap();
    assert_eq!(totals.section.len(), 20 * 7);

    // USEBIO: every pair and traveller line, the names escaped.
    let xml = std::fs::read_to_string(site.join("results.xml")).unwrap();
    assert!(
        xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<USEBIO Version=\"1.3\">")
    );
    assert_eq!(xml.matches("<PAIR>").count(), 20);
    assert_eq!(xml.matches("<TRAVELLER_LINE>").count(), 270);
    assert!(xml.contains("Monday &lt;Mitchell&gt; &amp; Co"));

    let card = std::fs::read_to_string(site.join("pair-01.html")).unwrap();
    assert_eq!(
        card.matches("<tr><td><a href=\"board-").count(),
        27,
        "pair 1 played 27 boards"
    );
    let records = std::fs::read_to_string(site.join("hand-records.html")).unwrap();
    assert_eq!(
        records.matches("<section class=\"hand-record\">").count(),
        30
    );
    assert_eq!(records.matches("Double-dummy tricks").count(), 30);

    // The site, in a browser: the rankings and a board's hand record render.
    let index = site.join("index.html");
    let html = std::fs::read_to_string(&index).unwrap();
    assert!(
        html.contains("<h2>North-South ranking</h2>") && html.contains("Ann Smith &amp; Bob Jones")
    );
    assert!(
        html.contains("<a href=\"pair-20.html\">20</a>"),
        "the rankings link the pair pages"
    );
    let Some(browser) = chromium() else { return };
    let profile = dir.join("profile");
    let dom = headless(
        &browser,
        &profile,
        &["--dump-dom", &format!("file://{}", index.display())],
    );
    let dom = String::from_utf8_lossy(&dom.stdout);
    assert!(
        dom.contains("East-West ranking"),
        "the browser rendered: {dom}"
    );
    assert_eq!(
        dom.matches("<tr>").count(),
        2 + 20,
        "two header rows, twenty pairs"
    );
    let board = site.join("board-01.html");
    let dom = headless(
        &browser,
        &profile,
        &["--dump-dom", &format!("file://{}", board.display())],
    );
    let dom = String::from_utf8_lossy(&dom.stdout);
    assert!(
        dom.contains("Double-dummy tricks") && dom.contains("Par: North-South"),
        "{dom}"
    );
    for (page, shot) in [(&index, "index.png"), (&board, "board-01.png")] {
        let png = dir.join(shot);
        headless(
            &browser,
            &profile,
            &[
                &format!("--screenshot={}", png.display()),
                &format!("file://{}", page.display()),
            ],
        );
        let bytes = std::fs::read(&png).expect("a screenshot");
        assert!(
            bytes.starts_with(b"\x89PNG") && bytes.len() > 20_000,
            "{shot}: {} bytes",
            bytes.len()
        );
    }
}

#[test]
fn an_event_takes_its_boards_from_a_pbn_file() {
    let dir = temp_dir("boards");
    let boards = dir.join("boards.pbn");
    let dealt = arbiter(
        &["deal", "--count", "6", "--seed", "12", "--format", "pbn"],
        "",
    );
    std::fs::write(&boards, &dealt.stdout).unwrap();
    let file = dir.join("club.sqlite");
    let file = file.to_str().unwrap();
    let boards = boards.to_str().unwrap();
    let (ok, _, stderr) = run(&[
        "event",
        "new",
        file,
        "mitchell",
        "--tables",
        "3",
        "--boards-per-round",
        "2",
        "--boards",
        boards,
    ]);
    assert!(ok, "{stderr}");
    let site = dir.join("site");
    let (ok, _, stderr) = run(&[
        "event",
        "publish",
        file,
        "--out",
        site.to_str().unwrap(),
        "--no-dd",
    ]);
    assert!(ok, "{stderr}");
    let deal_of = |text: &str| -> Vec<(String, String)> {
        formats::pbn::Reader::new(text.as_bytes())
            .map(|game| {
                let game = game.unwrap();
                (
                    game.value("Board").unwrap().to_string(),
                    game.value("Deal").unwrap().to_string(),
                )
            })
            .collect()
    };
    let published = std::fs::read_to_string(site.join("results.pbn")).unwrap();
    assert_eq!(
        deal_of(&published),
        deal_of(&String::from_utf8_lossy(&dealt.stdout))
    );
    // A file without every board the movement plays is refused, naming the boards.
    let other = dir.join("other.sqlite");
    let (ok, _, stderr) = run(&[
        "event",
        "new",
        other.to_str().unwrap(),
        "mitchell",
        "--tables",
        "4",
        "--boards-per-round",
        "2",
        "--boards",
        boards,
    ]);
    assert!(!ok);
    assert!(
        stderr.contains("no whole deal for board(s) 7, 8"),
        "{stderr}"
    );
    assert!(!other.exists(), "nothing is made");
}

#[test]
fn a_transcript_is_imported_with_its_ruled_result() {
    let dir = temp_dir("transcript");
    let deal = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
    let boards: String = (1..=3)
        .map(|b| format!("[Board \"{b}\"]\n[Deal \"{deal}\"]\n\n"))
        .collect();
    let boards_file = dir.join("boards.pbn");
    std::fs::write(&boards_file, boards).unwrap();
    let file = dir.join("club.sqlite").to_str().unwrap().to_string();
    let (ok, _, stderr) = run_words(&format!(
        "event new {file} mitchell --tables 3 --boards-per-round 1 --boards {}",
        boards_file.display()
    ));
    assert!(ok, "{stderr}");
    // The grand slam claimed after the opening lead and agreed (Law 69A): 7S= by N.
    let transcript = dir.join("grand.txt");
    std::fs::write(
        &transcript,
        format!(
            "code duplicate2017\nboard 1\ndeal {deal}\nN call 7S\nE call P\nS call P\nW call P\n\
             E play HA\nN claim 13\nE agree\nW agree\n"
        ),
    )
    .unwrap();
    let (ok, stdout, stderr) = run_words(&format!(
        "event results {file} --import {} --table 1 --round 1",
        transcript.display()
    ));
    assert!(ok, "{stderr}");
    assert!(stdout.contains("1 result(s) entered"), "{stdout}");
    let site = dir.join("site");
    run_words(&format!(
        "event publish {file} --out {} --no-dd",
        site.display()
    ));
    let board = std::fs::read_to_string(site.join("board-01.html")).unwrap();
    assert!(board.contains("<td class=\"num\">1510</td>"), "{board}");
}

#[test]
fn a_board_traveller_and_the_guide_cards_of_an_event() {
    let (_, file) = new_event(
        "traveller",
        "mitchell --tables 3 --boards-per-round 1 --seed 5",
    );
    run_words(&format!(
        "event results {file} --table 1 --round 1 --board 1 4S N 10"
    ));
    run_words(&format!(
        "event results {file} --table 3 --round 2 --board 1 4S N 11"
    ));
    let (ok, stdout, _) = run_words(&format!("event traveller {file} --board 1"));
    assert!(ok);
    // Board 1, none vulnerable: +420 and +450, matchpointed among the two played and factored
    // to three (Neuberg): 0 -> 0.5, 2 -> 3.5.
    assert!(
        stdout.contains("    1     1   1   4  4S N 10                     420    0.50    3.50"),
        "{stdout}"
    );
    assert!(
        stdout.contains("table 2, round 3, board 1: no result yet"),
        "{stdout}"
    );
    let (ok, _, stderr) = run_words(&format!("event traveller {file} --board 9"));
    assert!(!ok && stderr.contains("there is no board 9"), "{stderr}");
    let (ok, stdout, _) = run_words(&format!("event guide {file}"));
    assert!(ok);
    assert!(
        stdout.starts_with("Mitchell movement: 3 tables, 6 pairs"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Table 3\n  round  1: North-South pair 3, East-West pair 6, boards 3"),
        "{stdout}"
    );
}
