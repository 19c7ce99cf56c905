//! `arbiter convert` and `arbiter check` on files as they are found (issue 19): what was
//! repaired on standard error as `FILE:LINE:COLUMN: warning: MESSAGE`, exit status 3 when
//! something was repaired and every board written, 1 when a board had to be left out, 0 for
//! a clean file; and no board of the sample files lost.

mod common;

use common::arbiter;
use formats::pbn::Reader;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A file of `crates/formats/tests/data` or `crates/formats/tests/samples`.
fn file(path: &str) -> String {
    format!("{}/../formats/tests/{path}", env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(file(path)).expect("readable")
}

/// The games of a PBN text, each read without a problem.
fn games(pbn: &str) -> Vec<formats::pbn::Game> {
    Reader::new(pbn.as_bytes())
        .map(|game| game.expect("a game"))
        .collect()
}

#[test]
fn repairs_are_warned_of_with_line_and_column_and_exit_3() {
    let out = arbiter(
        &["convert", "-", "-", "--from", "pbn", "--to", "pbn"],
        &read("data/redoubled-with-r.pbn"),
    );
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stderr).lines().collect::<Vec<_>>(),
        [
            "<stdin>:8:1: warning: the contract \"3NR\" is read as 3NTXX, redoubled (PBN writes a redouble `XX`)",
            "<stdin>:20:1: warning: the contract \"5DR\" is read as 5DXX, redoubled (PBN writes a redouble `XX`)",
            "<stdin>:29:1: warning: the contract \"4SR\" is read as 4SXX, redoubled (PBN writes a redouble `XX`)",
        ]
    );
    let written = text(&out.stdout);
    let contracts: Vec<&str> = written
        .lines()
        .filter(|l| l.starts_with("[Contract "))
        .collect();
    assert_eq!(
        contracts,
        [
            "[Contract \"3NTXX\"]",
            "[Contract \"5DXX\"]",
            "[Contract \"4SXX\"]"
        ]
    );
    // What was written is clean: converted again, nothing to repair.
    let again = arbiter(
        &["convert", "-", "-", "--from", "pbn", "--to", "pbn"],
        &written,
    );
    assert_eq!(again.status.code(), Some(0), "{}", text(&again.stderr));
    assert_eq!(text(&again.stdout), written);
}

#[test]
fn a_play_with_placeholders_is_kept_and_its_repairs_named() {
    let path = file("data/repaired-play.pbn");
    let out = arbiter(&["convert", &path, "-", "--to", "json"], "");
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    let stderr = text(&out.stderr);
    let places: Vec<&str> = stderr
        .lines()
        .map(|l| {
            let rest = l.strip_prefix(&format!("{path}:")).expect("the file first");
            rest.split(": warning: ").next().expect("a place")
        })
        .collect();
    assert_eq!(
        places,
        ["10:14", "14:4", "14:17", "15:1", "15:4", "15:7", "15:10"]
    );
    // Both games written; the first with its eight cards played and a claim for the rest.
    let logs: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(logs.len(), 2);
    let cards = logs[0]["events"]
        .as_array()
        .expect("events")
        .iter()
        .filter(|e| e["event"] == "play")
        .count();
    assert_eq!(cards, 8);
    let check = arbiter(&["check", &path], "");
    assert_eq!(check.status.code(), Some(3), "{}", text(&check.stdout));
    assert!(
        text(&check.stderr).contains("arbiter check: 2 boards, 0 problems, 7 warnings"),
        "{}",
        text(&check.stderr)
    );
}

#[test]
fn a_vugraph_file_is_written_with_each_boards_number_and_room() {
    let out = arbiter(
        &["convert", &file("data/vugraph.lin"), "-", "--to", "pbn"],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let games = games(&text(&out.stdout));
    let read: Vec<(&str, &str)> = games
        .iter()
        .map(|g| {
            (
                g.value("Board").unwrap_or(""),
                g.value("Room").unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        read,
        [
            ("46", "Open"),
            ("46", "Closed"),
            ("47", "Open"),
            ("47", "Closed")
        ]
    );
}

/// A game whose deal cannot be read is left out with an error (exit 1); the games around it
/// are written.
#[test]
fn a_game_left_out_exits_1_and_the_others_are_written() {
    let input = "[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.765.AKQJ.T98 432.432.T98.AKQJ\"]\n[Contract \"4SR\"]\n[Declarer \"N\"]\n\n[Board \"2\"]\n[Deal \"N:AKQJ.T98.765.432 T98.AKQJ\"]\n\n[Board \"3\"]\n[Deal \"N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.765.AKQJ.T98 432.432.T98.AKQJ\"]\n";
    let out = arbiter(
        &["convert", "-", "-", "--from", "pbn", "--to", "pbn"],
        input,
    );
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert!(
        lines[0].starts_with("<stdin>:3:1: warning: the contract \"4SR\""),
        "{stderr}"
    );
    assert!(
        lines[1].starts_with("arbiter convert: <stdin>:7:1: the deal: "),
        "{stderr}"
    );
    let boards: Vec<String> = games(&text(&out.stdout))
        .iter()
        .map(|g| g.value("Board").unwrap_or("").to_string())
        .collect();
    assert_eq!(boards, ["1", "3"]);
}

/// Every sample file (real files from endplay, BridgeComposer, BBO Helper and BBO) is
/// converted to PBN clean (exit 0, nothing repaired) with as many boards as it holds, each
/// with its number.
#[test]
fn no_board_of_the_samples_is_lost() {
    let dir = file("samples");
    let mut converted = 0;
    for kind in ["pbn", "lin"] {
        for entry in std::fs::read_dir(format!("{dir}/{kind}")).expect("the samples") {
            let path = entry.expect("an entry").path();
            let name = path.display().to_string();
            let original = std::fs::read_to_string(&path).expect("readable");
            // Boards held, counted on the original: a Board tag a game, a `md` a LIN board.
            let held = match kind {
                "pbn" => original
                    .lines()
                    .filter(|l| l.starts_with("[Board "))
                    .count(),
                _ => original.matches("md|").count(),
            };
            let out = arbiter(&["convert", &name, "-", "--to", "pbn"], "");
            assert_eq!(out.status.code(), Some(0), "{name}: {}", text(&out.stderr));
            let games = games(&text(&out.stdout));
            assert_eq!(games.len(), held, "{name}");
            assert!(
                games.iter().all(|g| g.known("Board").is_some()),
                "{name}: a board without its number"
            );
            converted += games.len();
        }
    }
    assert_eq!(converted, 315 + 9);
}

/// `pbn --dd` reads through the same reader: a stray `}` is passed over with a warning, the
/// board solved, exit 3.
#[test]
fn pbn_dd_warns_of_what_it_repaired() {
    let input = "[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.765.AKQJ.T98 432.432.T98.AKQJ\"]\n}\n";
    let out = arbiter(&["pbn", "--dd", "-"], input);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stderr).trim_end(),
        "<stdin>:3:1: warning: a `}` with no `{` before it, passed over (commentary is written `{like this}`)"
    );
    assert!(text(&out.stdout).contains("[DoubleDummyTricks "));
}
