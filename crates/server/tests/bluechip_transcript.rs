//! Recorded Blue Chip sessions replayed against our table manager: a scripted client sends
//! each client line of the transcript and checks each table manager line (the transcripts'
//! headers say where their forms come from).

use std::collections::HashMap;
use std::time::Duration;

use cards::{Board, Deal};
use server::bluechip::{ManagerConfig, SessionEnd, SessionRecord, serve_session};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};

const WAIT: Duration = Duration::from_secs(5);

struct Connection {
    lines: tokio::io::Lines<BufReader<OwnedReadHalf>>,
    writer: OwnedWriteHalf,
}

/// Replays `transcript` (a file of tests/data/bluechip) and returns the table manager's
/// record of the session.
async fn replay(name: &str) -> SessionRecord {
    let path = format!("{}/tests/data/bluechip/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the transcript is there");
    let mut board = Board::new(1).unwrap();
    let mut deal: Option<Deal> = None;
    for line in text.lines() {
        if let Some(number) = line.strip_prefix("= board ") {
            board = Board::new(number.trim().parse().unwrap()).unwrap();
        } else if let Some(pbn) = line.strip_prefix("= deal ") {
            deal = Some(
                pbn.trim()
                    .parse()
                    .expect("the transcript's deal is good PBN"),
            );
        }
    }
    let mut config = ManagerConfig::new(1, 0);
    config.given = vec![(board, deal.expect("the transcript gives its deal"))];
    config.timeout = WAIT;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let manager = tokio::spawn(async move { serve_session(&listener, &config).await });

    let mut connections: HashMap<String, Connection> = HashMap::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        if line.starts_with('#') || line.starts_with('=') || line.trim().is_empty() {
            continue;
        }
        let (label, rest) = line.split_at(line.find(['>', '<']).expect("`X>` or `X<`"));
        let (direction, body) = rest.split_at(1);
        let body = body.strip_prefix(' ').unwrap_or(body);
        if !connections.contains_key(label) {
            let stream = TcpStream::connect(address).await.unwrap();
            stream.set_nodelay(true).unwrap();
            let (read, writer) = stream.into_split();
            let lines = BufReader::new(read).lines();
            connections.insert(label.to_string(), Connection { lines, writer });
        }
        let connection = connections.get_mut(label).unwrap();
        if direction == ">" {
            let sent = format!("{body}\r\n");
            connection.writer.write_all(sent.as_bytes()).await.unwrap();
            continue;
        }
        let got = tokio::time::timeout(WAIT, connection.lines.next_line())
            .await
            .unwrap_or_else(|_| panic!("{name}:{number}: no line came; expected {body:?}"))
            .unwrap()
            .unwrap_or_else(|| panic!("{name}:{number}: the connection closed; expected {body:?}"));
        let matches = match body.strip_suffix('*') {
            Some(prefix) => got.starts_with(prefix),
            None => got == body,
        };
        assert!(matches, "{name}:{number}: expected {body:?}, got {got:?}");
    }
    // The clients go away at `End of session`, as clients do.
    drop(connections);
    tokio::time::timeout(WAIT, manager)
        .await
        .expect("the table manager ends the session")
        .unwrap()
        .unwrap()
}

/// A board played to the end: the table manager's every line is as a table manager writes
/// it, and the board it keeps is the one played: 1NTXX by North, East taking all thirteen
/// tricks.
#[tokio::test]
async fn a_full_board_replays_line_for_line() {
    let record = replay("full-board.txt").await;
    assert_eq!(record.end, SessionEnd::Completed);
    assert_eq!(record.boards.len(), 1);
    let state = record.boards[0].state();
    assert_eq!(state.result.as_deref(), Some("1NTXX-7"));
    assert_eq!(state.auction.len(), 6);
    assert_eq!(
        state.auction[0].artificial.as_deref(),
        Some("15 to 17 points"),
        "the alert is kept with the call"
    );
    assert_eq!(record.teams[0], "Blue");
    assert_eq!(record.teams[1], "Red");
    let pbn = record.to_pbn("transcript");
    assert!(pbn.contains("[Contract \"1NTXX\"]"), "{pbn}");
    assert!(pbn.contains("[Result \"0\"]"), "{pbn}");
}

/// Any letter case, ANYPL, `pass`; a malformed line and an illegal double are refused with
/// `ERROR:` and the client tries again; the board is passed out.
#[tokio::test]
async fn lenient_lines_and_refusals_replay() {
    let record = replay("lenient.txt").await;
    assert_eq!(record.end, SessionEnd::Completed);
    assert_eq!(record.boards.len(), 1);
    let state = record.boards[0].state();
    assert_eq!(state.contract, None, "passed out");
    assert_eq!(state.auction.len(), 4);
    assert_eq!(
        record.teams,
        ["lower", "Upper Case", "lower", "Upper Case"].map(String::from)
    );
    assert!(
        record
            .log
            .iter()
            .any(|l| l.contains("X is not allowed: Law 36")),
        "the inadmissible double is refused under Law 36: {:?}",
        record.log
    );
    assert_eq!(
        record.log.iter().filter(|l| l.contains("South:")).count(),
        2
    );
}

/// A client asking for a card to the wrong trick is refused with `ERROR:` (it is out of step)
/// and given the card when it asks for the right one.
#[tokio::test]
async fn a_card_asked_for_the_wrong_trick_is_refused() {
    let record = replay("wrong-trick.txt").await;
    assert!(
        matches!(record.end, SessionEnd::Lost { .. }),
        "the clients went away: {:?}",
        record.end
    );
    let refusals: Vec<&String> = record.log.iter().filter(|l| l.contains("North:")).collect();
    assert_eq!(refusals.len(), 1, "{:?}", record.log);
    assert!(refusals[0].contains("to trick 1"), "{}", refusals[0]);
}
