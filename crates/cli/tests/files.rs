//! `arbiter convert`, `check`, `pbn --dd` and `replay` of PBN and LIN files, end to end.

mod common;

use common::arbiter;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const GOOD: &str = r#"[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.765.AKQJ.T98 432.432.T98.AKQJ"]
[Declarer "N"]
[Contract "1S"]
[Result "7"]
[Auction "N"]
1S =1= Pass Pass Pass
[Note "1:five or more"]
[Play "E"]
HA H5 H2 H8
*
"#;

/// Each problem is listed with its line and column and the law or the expectation; the good
/// games around the bad ones are still read and checked.
#[test]
fn check_lists_every_problem_with_line_and_column() {
    let bad = format!(
        "{GOOD}\n[Board 2]\n\n{}\n\n{}\n\n{GOOD}",
        r#"[Board "3"]
[Dealer "N"]
[Deal "N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.765.AKQJ.T98 432.432.T98.AKQJ"]
[Auction "N"]
1S 1H"#,
        r#"[Board "4"]
[Dealer "N"]
[Deal "N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.765.AKQJ.T98 432.432.T98.AKQJ"]
[Contract "1S"]
[Declarer "N"]
[Auction "N"]
1S AP
[Play "E"]
HA S5 H2 H8"#
    );
    let out = arbiter(&["check", "-", "--from", "pbn"], &bad);
    assert_eq!(out.status.code(), Some(1));
    let listed = text(&out.stdout);
    let lines: Vec<&str> = listed.lines().collect();
    assert_eq!(
        lines,
        [
            "<stdin>:15:8: expected the value of the Board tag, in quotes, found `2`",
            "<stdin>:20:1: call 2 (1H): Law 27: 1H is insufficient over 1S; LHO may accept it",
            "<stdin>:30:1: card 2 (S5): Law 44C: S must follow suit to the HA led: S holds H7 H6 H5",
        ],
        "{listed}"
    );
    assert!(
        text(&out.stderr).contains("5 boards, 3 problems"),
        "{}",
        text(&out.stderr)
    );
    let clean = arbiter(&["check", "-", "--from", "pbn"], GOOD);
    assert!(clean.status.success(), "{}", text(&clean.stdout));
}

/// LIN to PBN to JSON and back to LIN: the same board each way.
#[test]
fn convert_goes_between_the_formats_without_loss() {
    let lin = "pn|S1,W1,N1,E1|st||md|1SAKQJHT98D765C432,ST98HAKQJD432C765,S765H765DAKQJCT98,|rh||ah|Board 1|sv|o|mb|p|mb|1S!|an|five or more|mb|p|mb|p|mb|p|pg||pc|H7|pc|H4|pc|H8|pc|HA|pg||mc|6|\n";
    let pbn = arbiter(&["convert", "-", "-", "--from", "lin", "--to", "pbn"], lin);
    assert!(pbn.status.success(), "{}", text(&pbn.stderr));
    let pbn_text = text(&pbn.stdout);
    for line in [
        "[Board \"1\"]",
        "[West \"W1\"]",
        "[Dealer \"S\"]",
        "[Deal \"S:AKQJ.T98.765.432 T98.AKQJ.432.765 765.765.AKQJ.T98 432.432.T98.AKQJ\"]",
        "[Declarer \"W\"]",
        "[Contract \"1S\"]",
        "[Result \"6\"]",
        "Pass 1S =1= Pass Pass",
        "Pass",
        "[Note \"1:five or more\"]",
        "[Play \"N\"]",
        "H7 H4 H8 HA",
    ] {
        assert!(pbn_text.lines().any(|l| l == line), "{line} in\n{pbn_text}");
    }
    let json = arbiter(
        &["convert", "-", "-", "--from", "pbn", "--to", "json"],
        &pbn_text,
    );
    let json_text = text(&json.stdout);
    let log: serde_json::Value = serde_json::from_str(json_text.trim()).expect("one JSON line");
    assert_eq!(log["format"], "arbiter-deal-log/1");
    assert_eq!(
        log["events"][1],
        serde_json::json!({"event": "call", "seat": "W", "call": "1S", "artificial": "five or more"})
    );
    assert_eq!(
        log["events"][9],
        serde_json::json!({"event": "claim", "seat": "W", "tricks": 5})
    );
    let back = arbiter(
        &["convert", "-", "-", "--from", "json", "--to", "lin"],
        &json_text,
    );
    // Written back with all four hands (BBO leaves out the last, which the others imply).
    let four_hands = lin.replace("DAKQJCT98,|", "DAKQJCT98,S432H432DT98CAKQJ|");
    assert_eq!(text(&back.stdout), four_hands, "{}", text(&back.stderr));
}

/// The first deal of the DDS fixture (DDS 2.9's table: N and S take 6 C, 10 D, 9 H, 7 S, 9
/// NT; E and W 7, 3, 3, 5, 3; dealer par with E-W vulnerable, West dealing: +400).
#[test]
fn pbn_dd_adds_the_double_dummy_tags() {
    let input = r#"[Board "9"]
[Dealer "W"]
[Vulnerable "EW"]
[Deal "N:KT5.AJ8543.KJ.K5 Q6432.T62.7.T973 AJ9.Q9.QT963.862 87.K7.A8542.AQJ4"]
"#;
    let out = arbiter(&["pbn", "--dd", "-"], input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let written = text(&out.stdout);
    assert!(
        written.contains("[DoubleDummyTricks \"979a6979a63533735337\"]"),
        "{written}"
    );
    assert!(written.contains("[OptimumScore \"NS +400\"]"), "{written}");
    assert!(
        written.contains("N NT 9\nN S 7\nN H 9\nN D 10\nN C 6\n"),
        "{written}"
    );
}

/// `replay` takes a board of a LIN file (here BBO's claim `mc`) as well as a transcript.
#[test]
fn replay_plays_a_lin_board_at_the_table() {
    let lin = "pn|S1,W1,N1,E1|st||md|1SAKQJHT98D765C432,ST98HAKQJD432C765,S765H765DAKQJCT98,|rh||ah|Board 1|sv|o|mb|p|mb|1S|mb|p|mb|p|mb|p|pg||pc|H7|pc|H4|pc|H8|pc|HA|pg||mc|6|\n";
    let out = arbiter(&["replay", "-", "--from", "lin", "--json"], lin);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let view: serde_json::Value = serde_json::from_str(&text(&out.stdout)).expect("JSON");
    assert_eq!(view["contract"], "1S");
    assert_eq!(view["declarer"], "W");
    assert_eq!(view["tricks"]["declarer"], 6);
    assert_eq!(view["result"], "1S-1");
}

/// `replay` of a transcript that records the shuffle, cut and deal shows them, and who deals
/// next after a deal out of turn that stood (1912 Law 40).
#[test]
fn replay_shows_the_deal_and_the_next_dealer() {
    let transcript =
        "code auction1912\nboard 1\nS shuffle\nN shuffle\nW cut 20\nE deal\nE dealt\nE call 1H\n";
    let out = arbiter(&["replay", "-"], transcript);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(
        shown.contains(
            "Deal: shuffled by S, N; cut by W (20 cards lifted off); dealt by E; looked: nobody"
        ),
        "{shown}"
    );
    assert!(shown.contains("Next dealer: S"), "{shown}");
    assert!(
        shown.contains("Ruling, 1912 Law 40: E dealt out of turn"),
        "{shown}"
    );
}

/// `replay` shows the Director's adjusted score beside the table's (Law 12C1(b)): a split
/// score, each side its own.
#[test]
fn replay_shows_an_adjusted_score_beside_the_result() {
    let transcript = "code duplicate2017\nboard 1\ndeal N:AKQJ.AJT92..AKQJ T9.5.AKQJT96.852 87.KQ876.875.963 65432.43.432.T74\nN call 3NT\nE call P\nS call P\nW call P\nE play C2\nS play C3\nW play C4\nN play CA\nN claim 12\nE agree\nW agree\ndirector adjust ns 3NT N 12 ew 3NT N 13\n";
    let out = arbiter(&["replay", "-"], transcript);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(
        shown.contains("Result: 3NT+4; score N-S +520, E-W -520"),
        "{shown}"
    );
    assert!(
        shown.contains("Adjusted score (Law 12C1(b)): N-S +490, E-W -520"),
        "{shown}"
    );
}

/// `replay` prints unauthorised information, the reservation it led to and the adjusted score
/// that answered it (Laws 16B, 12C).
#[test]
fn replay_shows_the_directors_judgement() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../formats/tests/transcripts/duplicate2017-law16b-hesitation-suggests-a-balance.txt"
    );
    let out = arbiter(&["replay", path], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    for line in [
        "Unauthorised information: S hesitation (agreed); rights reserved by E; E says N's 3S was suggested; the Director finds: damaged",
        "Reserved (Law 16B3): N's 3S could demonstrably have been suggested",
        "Adjusted score (Law 12C1(a)): N-S -140, E-W +140",
    ] {
        assert!(shown.contains(line), "{line} not in\n{shown}");
    }
}

/// DDS's own hand file (its first five deals, with the tables and dealer par DDS computed) read
/// as PBN: `pbn --dd` recomputes DoubleDummyTricks and OptimumScore with our solver and par,
/// and they come out as DDS's.
#[test]
fn pbn_dd_agrees_with_the_tables_in_dds_hand_files() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../formats/tests/samples/dds/list5.txt"
    );
    let converted = arbiter(&["convert", path, "-", "--to", "pbn"], "");
    assert!(converted.status.success(), "{}", text(&converted.stderr));
    let theirs = text(&converted.stdout);
    let stripped: String = theirs
        .lines()
        .filter(|l| !l.starts_with("[DoubleDummyTricks") && !l.starts_with("[OptimumScore"))
        .map(|l| format!("{l}\n"))
        .collect();
    let ours = arbiter(&["pbn", "--dd", "-"], &stripped);
    assert!(ours.status.success(), "{}", text(&ours.stderr));
    let tags = |pbn: &str, name: &str| -> Vec<String> {
        pbn.lines()
            .filter(|l| l.starts_with(name))
            .map(str::to_string)
            .collect()
    };
    let ours = text(&ours.stdout);
    for name in ["[DoubleDummyTricks", "[OptimumScore"] {
        assert_eq!(tags(&ours, name).len(), 5, "{ours}");
        assert_eq!(tags(&ours, name), tags(&theirs, name));
    }
}

/// Writing a file onto itself would empty it before it is read: refused, the file kept.
#[test]
fn convert_refuses_to_overwrite_its_input() {
    let path = std::env::temp_dir().join(format!("arbiter-same-{}.pbn", std::process::id()));
    std::fs::write(&path, GOOD).expect("written");
    let name = path.display().to_string();
    for args in [
        vec!["convert", name.as_str(), name.as_str()],
        vec!["pbn", "--dd", name.as_str(), "-o", name.as_str()],
    ] {
        let out = arbiter(&args, "");
        assert_eq!(out.status.code(), Some(1));
        assert!(
            text(&out.stderr).contains("is the file being read"),
            "{}",
            text(&out.stderr)
        );
        assert_eq!(std::fs::read_to_string(&path).expect("kept"), GOOD);
    }
    let _ = std::fs::remove_file(&path);
}

/// A game whose deal is not whole is reported with its line and written without the tags; the
/// others are solved.
#[test]
fn pbn_dd_reports_a_deal_it_cannot_solve() {
    let input = "[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 - - -\"]\n\n[Board \"2\"]\n[Deal \"N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.765.AKQJ.T98 432.432.T98.AKQJ\"]\n";
    let out = arbiter(&["pbn", "--dd", "-"], input);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("<stdin>:2:1: the deal: the hands of E, S, W are unknown"),
        "{}",
        text(&out.stderr)
    );
    let written = text(&out.stdout);
    assert_eq!(written.matches("[Board ").count(), 2, "{written}");
    assert_eq!(
        written.matches("[DoubleDummyTricks ").count(),
        1,
        "{written}"
    );
}
