//! Sessions over loopback: our robots at our table manager, and a client that goes away.

use std::time::Duration;

use cards::Seat;
use laws::CodeId;
use laws::table::Phase;
use robots::{Robot, RobotConfig};
use server::bluechip::client::{ClientBoard, play};
use server::bluechip::{
    ClientConfig, ManagerConfig, Message, NotDuplicate, SeatChoice, SessionEnd, serve_session,
    session_code,
};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};

const WAIT: Duration = Duration::from_secs(10);

fn robot(seed: u64) -> Robot {
    Robot::new(RobotConfig::with_seed(seed))
}

fn client_config(seat: SeatChoice, team: &str) -> ClientConfig {
    let mut config = ClientConfig::new(team, seat);
    config.timeout = WAIT;
    config
}

async fn listener() -> (TcpListener, String) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap().to_string();
    (listener, address)
}

/// The protocol plays duplicate boards: the 2017 and 2007 Laws are its only codes, and a table
/// manager given another (Chicago) refuses the session at once, before taking a connection,
/// with an error that names the code.
#[tokio::test]
async fn a_code_that_is_not_duplicate_is_refused() {
    let playable: Vec<CodeId> = CodeId::ALL
        .into_iter()
        .filter(|&code| session_code(code).is_ok())
        .collect();
    assert_eq!(playable, [CodeId::Duplicate2017, CodeId::Duplicate2007]);
    let (listener, _) = listener().await;
    let mut config = ManagerConfig::new(1, 7);
    config.code = CodeId::Chicago;
    let refused = tokio::time::timeout(WAIT, serve_session(&listener, &config))
        .await
        .expect("refused without waiting for clients");
    let Err(error) = refused else {
        panic!("a Chicago session was played");
    };
    assert!(error == NotDuplicate(CodeId::Chicago), "{error:?}");
    assert_eq!(
        error.to_string(),
        "a Blue Chip session plays duplicate boards: duplicate2017 or duplicate2007, not chicago"
    );
}

/// Four of our robots play four boards at our table manager: every board is played to its
/// end, the table manager's result and each client's agree, and every client saw the same
/// contracts.
#[tokio::test]
async fn four_robots_play_a_session() {
    let (listener, address) = listener().await;
    let mut config = ManagerConfig::new(4, 20);
    config.timeout = WAIT;
    let manager = tokio::spawn(async move { serve_session(&listener, &config).await });
    let mut clients = Vec::new();
    for (i, seat) in [
        SeatChoice::Seat(Seat::South),
        SeatChoice::Seat(Seat::North),
        SeatChoice::Any,
        SeatChoice::Any,
    ]
    .into_iter()
    .enumerate()
    {
        let address = address.clone();
        let team = if i < 2 { "Blue" } else { "Red" };
        clients.push(tokio::spawn(async move {
            let stream = TcpStream::connect(&address).await.unwrap();
            play(stream, &client_config(seat, team), &mut robot(i as u64)).await
        }));
        // Seat in turn, so that the ANYPL clients find East and West free.
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let record = tokio::time::timeout(WAIT * 3, manager)
        .await
        .expect("the session ends")
        .unwrap()
        .unwrap();
    assert_eq!(record.end, SessionEnd::Completed, "{:?}", record.log);
    assert_eq!(record.boards.len(), 4);
    let mut reports = Vec::new();
    for client in clients {
        reports.push(client.await.unwrap().expect("each client ends cleanly"));
    }
    let mut seats: Vec<Seat> = reports.iter().map(|r| r.seat).collect();
    seats.sort_by_key(|s| s.index());
    assert_eq!(seats, Seat::ALL.to_vec());
    let mut played = 0;
    for (number, table) in record.boards.iter().enumerate() {
        let state = table.state();
        assert_eq!(state.phase, Phase::Ended);
        assert_eq!(table.setup().board.number(), number as u32 + 1);
        let contract = state.contract.zip(state.declarer);
        if let Some((contract, _)) = contract {
            played += 1;
            assert_eq!(state.played.len(), 13, "thirteen tricks played");
            assert_eq!(state.tricks.declarer + state.tricks.defenders, 13);
            assert_eq!(
                state.result.as_deref(),
                Some(contract.result(state.tricks.declarer).as_str())
            );
        }
        for report in &reports {
            assert_eq!(
                report.boards[number],
                ClientBoard {
                    board: table.setup().board,
                    contract,
                    declarer_tricks: state.tricks.declarer,
                },
                "{:?} saw board {} as the table manager did",
                report.seat,
                number + 1
            );
        }
        // An artificial call is alerted to the opponents as the system explains it.
        for call in state.auction.iter().filter(|c| c.artificial.is_some()) {
            assert!(!call.artificial.as_deref().unwrap_or_default().is_empty());
        }
    }
    assert!(played > 0, "the robots bid a contract on some board");
    assert_eq!(
        reports[0].teams,
        ("Blue".to_string(), "Red".to_string()),
        "North-South are the first two clients"
    );
    let pbn = record.to_pbn("loopback");
    assert_eq!(pbn.matches("[Board ").count(), 4);
}

/// A client that goes away during the auction ends the session: the table manager keeps the
/// unfinished board, tells the others `End of session`, and our clients end cleanly with the
/// boards they finished (none).
#[tokio::test]
async fn a_client_that_leaves_mid_board_ends_the_session_cleanly() {
    let (listener, address) = listener().await;
    let mut config = ManagerConfig::new(2, 7);
    config.timeout = WAIT;
    let manager = tokio::spawn(async move { serve_session(&listener, &config).await });
    let mut clients = Vec::new();
    for seat in [Seat::North, Seat::East, Seat::South] {
        let address = address.clone();
        clients.push(tokio::spawn(async move {
            let stream = TcpStream::connect(&address).await.unwrap();
            let config = client_config(SeatChoice::Seat(seat), "ours");
            play(stream, &config, &mut robot(1)).await
        }));
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // West by hand: seated, ready, its cards, and gone.
    let stream = TcpStream::connect(&address).await.unwrap();
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read).lines();
    let mut say = async |text: &str| {
        write
            .write_all(format!("{text}\r\n").as_bytes())
            .await
            .unwrap()
    };
    say("Connecting \"leaver\" as West using protocol version 18").await;
    say("West ready for teams").await;
    say("West ready to start").await;
    say("West ready for deal").await;
    say("West ready for cards").await;
    loop {
        let line = lines.next_line().await.unwrap().expect("a line");
        if matches!(Message::parse(&line), Ok(Message::Cards { .. })) {
            break;
        }
    }
    drop(lines);
    drop(write);
    let record = tokio::time::timeout(WAIT, manager)
        .await
        .expect("the session ends")
        .unwrap()
        .unwrap();
    assert!(
        matches!(
            record.end,
            SessionEnd::Lost {
                seat: Seat::West,
                ..
            }
        ),
        "{:?}",
        record.end
    );
    assert!(record.boards.is_empty());
    assert!(record.unfinished.is_some(), "the board begun is kept");
    for client in clients {
        let report = client.await.unwrap().expect("ends at `End of session`");
        assert!(report.boards.is_empty());
    }
}

/// Three bad lines in a row from one client end the session: each is answered `ERROR: ...`,
/// and the third ends it (the others are sent `End of session`).
#[tokio::test]
async fn three_bad_lines_in_a_row_end_the_session() {
    let (listener, address) = listener().await;
    let mut config = ManagerConfig::new(1, 7);
    config.timeout = WAIT;
    let manager = tokio::spawn(async move { serve_session(&listener, &config).await });
    let mut clients = Vec::new();
    for seat in [Seat::North, Seat::East, Seat::South] {
        let address = address.clone();
        clients.push(tokio::spawn(async move {
            let stream = TcpStream::connect(&address).await.unwrap();
            let config = client_config(SeatChoice::Seat(seat), "ours");
            play(stream, &config, &mut robot(1)).await
        }));
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let stream = TcpStream::connect(&address).await.unwrap();
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read).lines();
    for text in [
        "Connecting \"bad\" as West using protocol version 18",
        "West ready for teams",
        "West ready to start",
        "West ready for deal",
        "West ready for cards",
        // North deals and opens 1NT; West should now say it is ready for East's call.
        "West ready for North's bid",
        "West bids 1NT",
        "West is confused",
        "West ready for lunch",
    ] {
        write
            .write_all(format!("{text}\r\n").as_bytes())
            .await
            .unwrap();
    }
    drop(write);
    let mut errors = Vec::new();
    while let Ok(Some(line)) = lines.next_line().await {
        if let Ok(Message::Error(text)) = Message::parse(&line) {
            errors.push(text);
        }
    }
    assert_eq!(errors.len(), 3, "{errors:?}");
    assert!(
        errors[0].contains("expected \"West ready for East's bid\""),
        "{errors:?}"
    );
    let record = tokio::time::timeout(WAIT, manager)
        .await
        .expect("the session ends")
        .unwrap()
        .unwrap();
    assert_eq!(record.end, SessionEnd::Refused { seat: Seat::West });
    for client in clients {
        client.await.unwrap().expect("ends at `End of session`");
    }
}
