//! `arbiter deal --where` and `arbiter dealer FILE` end to end.

mod common;

use common::arbiter;

use cards::{Deal, Seat, Suit};

fn stdout(output: &std::process::Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn deal_where_gives_only_deals_meeting_the_condition() {
    let out = arbiter(
        &[
            "deal",
            "--where",
            "hcp(north) >= 20 && shape(north, any 4333)",
            "--count",
            "3",
            "--seed",
            "4",
            "--format",
            "json",
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let boards: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(boards.len(), 3);
    for (i, board) in boards.iter().enumerate() {
        assert_eq!(board["board"], i as u64 + 1);
        let deal: Deal = board["deal"].as_str().unwrap().parse().unwrap();
        let north = deal.hand(Seat::North);
        assert!(north.high_card_points() >= 20);
        let mut lengths = Suit::ALL.map(|s| north.suit_len(s));
        lengths.sort_unstable();
        assert_eq!(lengths, [3, 3, 3, 4]);
    }
}

#[test]
fn deal_where_pbn_is_reproducible_from_the_seed() {
    let args = [
        "deal",
        "--where",
        "spades(south) >= 7",
        "--count",
        "2",
        "--seed",
        "9",
        "--format",
        "pbn",
    ];
    let a = stdout(&arbiter(&args, ""));
    assert_eq!(a, stdout(&arbiter(&args, "")));
    assert_eq!(a.matches("[Deal ").count(), 2);
}

#[test]
fn deal_where_refuses_a_bad_condition_with_its_column() {
    let out = arbiter(&["deal", "--where", "hcp(north) >= 20 &&& 1"], "");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 1, column 20"), "{err}");
}

#[test]
fn deal_where_gives_up_on_an_impossible_condition() {
    let out = arbiter(
        &["deal", "--where", "hcp(north) > 37", "--tries", "1000"],
        "",
    );
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no deal met the condition in 1000 tries"),
        "{err}"
    );
}

#[test]
fn dealer_runs_a_script_from_standard_input_with_overrides() {
    let script = "condition hcp(north) >= 15\nproduce 40\naction printoneline\n";
    let out = arbiter(&["dealer", "-s", "3", "-p", "5", "-v"], script);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 5, "{text}");
    for line in text.lines() {
        let north = line.split_whitespace().nth(1).unwrap();
        let points: u32 = north
            .chars()
            .map(|c| match c {
                'A' => 4,
                'K' => 3,
                'Q' => 2,
                'J' => 1,
                _ => 0,
            })
            .sum();
        assert!(points >= 15, "{line}");
    }
}

#[test]
fn dealer_prints_the_counts_at_the_end_and_refuses_what_it_does_not_support() {
    let out = arbiter(
        &["dealer", "-s", "1", "-g", "500"],
        "condition hcp(north) > 37\n",
    );
    let text = stdout(&out);
    assert!(
        text.contains("Generated 500 hands\nProduced 0 hands\nInitial random seed 1\n"),
        "{text}"
    );
    let out = arbiter(
        &["dealer"],
        "produce 3\n\naction printall, quality(north, spades)\n",
    );
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("line 3, column 18: `quality` is not supported"),
        "{err}"
    );
}

/// A reader that stops reading early (`arbiter dealer script | head -1`) is no fault of the
/// script's: the run stops quietly and succeeds.
#[test]
fn dealer_stops_quietly_when_its_reader_goes_away() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["dealer", "-", "--seed", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"produce 1000000\naction printoneline\n")
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("n "), "{first}");
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}
