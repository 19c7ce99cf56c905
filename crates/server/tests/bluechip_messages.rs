//! The Blue Chip messages: written exactly, read back, and read leniently in the forms other
//! table managers and clients write.

use cards::{Board, Card, Hand, Seat, Vulnerability};
use laws::Call;
use proptest::prelude::*;
use server::bluechip::message::{Timing, hand_text, parse_card};
use server::bluechip::{Message, SeatChoice, Whose};

fn parse(line: &str) -> Message {
    Message::parse(line).unwrap_or_else(|e| panic!("{line:?}: {e}"))
}

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// The forms the issue spells, written exactly.
#[test]
fn messages_are_written_as_the_protocol_spells_them() {
    let hand: Hand = "SQ S4 H7 H5 DA DK DQ DJ DT D9 CA CK CQ"
        .split(' ')
        .map(card)
        .collect();
    let cases = [
        (
            Message::Connecting {
                team: "team".into(),
                seat: SeatChoice::Seat(Seat::North),
                version: 18,
            },
            "Connecting \"team\" as North using protocol version 18",
        ),
        (
            Message::Seated {
                seat: Seat::North,
                team: "team".into(),
            },
            "North (\"team\") seated",
        ),
        (
            Message::Teams {
                ns: "A".into(),
                ew: "B".into(),
            },
            "Teams : N/S : \"A\" E/W : \"B\"",
        ),
        (Message::StartOfBoard, "Start of Board"),
        (
            Message::BoardInfo(Board::new(3).unwrap()),
            "Board number 3. Dealer South. E/W vulnerable.",
        ),
        (
            Message::Cards {
                whose: Whose::Seat(Seat::South),
                hand,
            },
            "South's cards : S Q 4. H 7 5. D A K Q J T 9. C A K Q.",
        ),
        (
            Message::Call {
                seat: Seat::North,
                call: "1NT".parse().unwrap(),
                alert: Some("15-17".into()),
            },
            "North bids 1NT Alert. 15-17",
        ),
        (
            Message::Call {
                seat: Seat::East,
                call: Call::Pass,
                alert: None,
            },
            "East passes",
        ),
        (
            Message::Call {
                seat: Seat::East,
                call: Call::Double,
                alert: Some(String::new()),
            },
            "East doubles Alert.",
        ),
        (
            Message::Call {
                seat: Seat::West,
                call: Call::Redouble,
                alert: None,
            },
            "West redoubles",
        ),
        (Message::ToLead(Whose::Seat(Seat::West)), "West to lead"),
        (Message::ToLead(Whose::Dummy), "Dummy to lead"),
        (
            Message::Plays {
                whose: Whose::Seat(Seat::North),
                card: card("C3"),
            },
            "North plays 3C",
        ),
        (
            Message::ReadyForCard {
                seat: Seat::South,
                from: Whose::Dummy,
                trick: 2,
            },
            "South ready for dummy's card to trick 2",
        ),
        (
            Message::Timing(Timing {
                ns_board: 75,
                ns_total: 683,
                ew_board: 78,
                ew_total: 3623,
            }),
            "Timing - N/S : this board  01:15,  total  0:11:23.  E/W : this board  01:18,  total  1:00:23.",
        ),
        (Message::EndOfSession, "End of session"),
    ];
    for (message, text) in cases {
        assert_eq!(message.to_string(), text);
        assert_eq!(parse(text), message, "{text}");
    }
}

/// Other table managers' and clients' spellings: OpenSpiel's wrapper of WBridge5 (`Teams:
/// N/S "a" E/W "b"`, `EAST PASSES`, `WEST ready for  NORTH's bid`, `WEST's cards: ...`), a C#
/// host (`"A". E/W`), a Python server (`North team seated`), BEN's client (`Infos.`,
/// defenders' `ready for dummy's card`), the table-master parser's
/// examples (`board number 801 . dealer north . Neither vulnerable`, a timing line without its
/// last full stop).
#[test]
fn other_spellings_are_read() {
    assert_eq!(
        parse("Teams: N/S \"silent\" E/W \"bidders\""),
        Message::Teams {
            ns: "silent".into(),
            ew: "bidders".into()
        }
    );
    assert_eq!(
        parse("Teams : N/S : \"A\". E/W : \"B\""),
        Message::Teams {
            ns: "A".into(),
            ew: "B".into()
        }
    );
    assert_eq!(
        parse("Connecting \"WBridge5\" as ANYPL using protocol version 18"),
        Message::Connecting {
            team: "WBridge5".into(),
            seat: SeatChoice::Any,
            version: 18
        }
    );
    assert_eq!(
        parse("EAST PASSES"),
        Message::Call {
            seat: Seat::East,
            call: Call::Pass,
            alert: None
        }
    );
    assert_eq!(
        parse("WEST ready for  NORTH's bid"),
        Message::ReadyForBid {
            seat: Seat::West,
            from: Seat::North
        }
    );
    assert_eq!(
        parse("south bids 1NT Alert. 12 to 14 total points"),
        Message::Call {
            seat: Seat::South,
            call: "1NT".parse().unwrap(),
            alert: Some("12 to 14 total points".into())
        }
    );
    assert_eq!(
        parse("North bids 2C Infos. 22+ points, any shape"),
        Message::Call {
            seat: Seat::North,
            call: "2C".parse().unwrap(),
            alert: None
        },
        "BEN's `Infos.` is read and is no alert"
    );
    assert_eq!(
        parse("South ready for dummy's card to trick 3"),
        Message::ReadyForCard {
            seat: Seat::South,
            from: Whose::Dummy,
            trick: 3
        },
        "BEN's defenders wait for `dummy's` card"
    );
    assert_eq!(
        parse("North team seated"),
        Message::Seated {
            seat: Seat::North,
            team: "team".into()
        }
    );
    assert_eq!(
        parse("board number 801 . dealer north . Neither vulnerable"),
        Message::BoardInfo(Board::with(801, Seat::North, Vulnerability::None))
    );
    assert_eq!(
        parse("WEST's cards: S A T 9 5. H K 6 5. D Q J 8 7 6. C 7."),
        Message::Cards {
            whose: Whose::Seat(Seat::West),
            hand: "SA ST S9 S5 HK H6 H5 DQ DJ D8 D7 D6 C7"
                .split(' ')
                .map(card)
                .collect()
        }
    );
    assert_eq!(
        parse("dummy's cards : s -. h akq. d -. c 10 9 8 7 6 5 4 3 2."),
        Message::Cards {
            whose: Whose::Dummy,
            hand: "HA HK HQ CT C9 C8 C7 C6 C5 C4 C3 C2"
                .split(' ')
                .map(card)
                .collect()
        }
    );
    assert_eq!(
        parse(
            "Timing - N/S : this board  00:05,  total  0:00:33.  E/W : this board  00:08,  total  0:00:29"
        ),
        Message::Timing(Timing {
            ns_board: 5,
            ns_total: 33,
            ew_board: 8,
            ew_total: 29
        })
    );
    assert_eq!(
        parse("West ready for Dummy's card to trick 13"),
        Message::ReadyForCard {
            seat: Seat::West,
            from: Whose::Dummy,
            trick: 13
        }
    );
    assert_eq!(
        parse("east ready for dummy"),
        Message::ReadyForDummy(Seat::East)
    );
    // Numbers past any clock's are read as the largest time, not a crash.
    let huge = "Timing - N/S : this board 99999999999999999999:99999999999,  total  0:00:33.";
    assert!(matches!(
        parse(huge),
        Message::Timing(Timing {
            ns_board: u64::MAX,
            ns_total: 33,
            ..
        })
    ));
    assert_eq!(parse("start of board"), Message::StartOfBoard);
    assert_eq!(parse_card("kc"), Some(card("CK")));
    assert_eq!(parse_card("C3"), Some(card("C3")));
    assert_eq!(parse_card("10s"), Some(card("ST")));
    assert_eq!(parse_card("1S"), None);
}

/// A line that is no message says where it went wrong, counting columns from 1.
#[test]
fn malformed_lines_say_where() {
    let cases = [
        ("North ready for dael", 17, "`dael` is no seat"),
        ("North bids 8Q", 12, "`8Q` is no bid"),
        ("North plays 1S", 13, "`1S` is no card"),
        (
            "Board number three. Dealer North.",
            14,
            "`three` is not a number",
        ),
        ("Noth passes", 1, "`Noth` is no seat"),
        (
            "North ready for East's card to trick 14",
            38,
            "numbered 1 to 13",
        ),
        ("", 1, "empty"),
        (
            "North's cards : S A A. H -. D -. C -.",
            17,
            "AS is given twice",
        ),
    ];
    for (line, column, reason) in cases {
        let error = Message::parse(line).expect_err(line);
        assert_eq!(error.column, column, "{line}: {error}");
        assert!(error.reason.contains(reason), "{line}: {error}");
    }
}

fn any_seat() -> impl Strategy<Value = Seat> {
    (0usize..4).prop_map(Seat::from_index)
}

fn any_card() -> impl Strategy<Value = Card> {
    (0usize..52).prop_map(|i| Card::all().nth(i).unwrap())
}

fn any_hand() -> impl Strategy<Value = Hand> {
    any::<u64>().prop_map(|bits| {
        Card::all()
            .enumerate()
            .filter(|(i, _)| bits >> i & 1 == 1)
            .map(|(_, c)| c)
            .collect()
    })
}

fn any_call() -> impl Strategy<Value = Call> {
    (0usize..38).prop_map(|i| match i {
        35 => Call::Pass,
        36 => Call::Double,
        37 => Call::Redouble,
        i => format!("{}{}", i / 5 + 1, ["C", "D", "H", "S", "NT"][i % 5])
            .parse()
            .unwrap(),
    })
}

fn any_message() -> impl Strategy<Value = Message> {
    let name = "[A-Za-z0-9 ]{1,12}"
        .prop_map(|s| s.trim().to_string())
        .prop_filter("a name", |s| !s.is_empty());
    prop_oneof![
        (name.clone(), any_seat()).prop_map(|(team, seat)| Message::Connecting {
            team,
            seat: SeatChoice::Seat(seat),
            version: 18
        }),
        (name.clone(), any_seat()).prop_map(|(team, seat)| Message::Seated { seat, team }),
        (name.clone(), name).prop_map(|(ns, ew)| Message::Teams { ns, ew }),
        (1u32..1000).prop_map(|n| Message::BoardInfo(Board::new(n).unwrap())),
        (any_seat(), any_hand()).prop_map(|(s, hand)| Message::Cards {
            whose: Whose::Seat(s),
            hand
        }),
        (
            any_seat(),
            any_call(),
            proptest::option::of("[A-Za-z0-9 +-]{0,20}")
        )
            .prop_map(|(seat, call, alert)| Message::Call {
                seat,
                call,
                alert: alert.map(|a| a.trim().to_string())
            }),
        (any_seat(), any_card()).prop_map(|(s, card)| Message::Plays {
            whose: Whose::Seat(s),
            card
        }),
        (any_seat(), any_seat(), 1u8..=13).prop_map(|(seat, from, trick)| {
            Message::ReadyForCard {
                seat,
                from: Whose::Seat(from),
                trick,
            }
        }),
        (any_seat(), any_seat()).prop_map(|(seat, from)| Message::ReadyForBid { seat, from }),
        any_seat().prop_map(Message::ReadyForDummy),
    ]
}

proptest! {
    /// Every message reads back as itself, in its own spelling and in lower and upper case
    /// (names and explanations aside, which keep their case).
    #[test]
    fn messages_read_back(message in any_message()) {
        let text = message.to_string();
        prop_assert_eq!(Message::parse(&text).unwrap(), message.clone());
        let has_free_text = matches!(
            message,
            Message::Connecting { .. } | Message::Seated { .. } | Message::Teams { .. }
        ) || matches!(&message, Message::Call { alert: Some(a), .. } if !a.is_empty());
        if !has_free_text {
            prop_assert_eq!(Message::parse(&text.to_lowercase()).unwrap(), message.clone());
            prop_assert_eq!(Message::parse(&text.to_uppercase()).unwrap(), message);
        }
    }

    /// Any line at all is read or refused, never a panic, and a refusal's column is in the
    /// line (or just after it).
    #[test]
    fn any_line_is_read_or_refused(line in ".{0,60}", prefix in prop::sample::select(vec![
        "", "North ", "North plays ", "North bids ", "Dummy's cards : ", "East ready for ",
        "Teams : N/S : ", "Board number ", "Connecting ",
    ])) {
        let line = format!("{prefix}{line}");
        if let Err(error) = Message::parse(&line) {
            prop_assert!(error.column >= 1 && error.column <= line.len() + 1, "{}", error);
        }
    }

    /// A hand's line has each suit once, spades first, and as many ranks as cards.
    #[test]
    fn hands_are_written_suit_by_suit(hand in any_hand()) {
        let text = hand_text(hand);
        prop_assert!(text.starts_with("S "));
        prop_assert_eq!(text.matches('.').count(), 4);
        let counted = text
            .split('.')
            .map(|suit| suit.split_whitespace().skip(1).filter(|w| *w != "-").count())
            .sum::<usize>();
        prop_assert_eq!(counted, hand.len());
    }
}

/// A line is read as printable ASCII only: a carriage return inside it (a client splitting
/// lines on CR would see a line of its own) or another control character comes out as `?`.
#[tokio::test]
async fn control_characters_in_a_line_are_read_as_question_marks() {
    use tokio::io::AsyncWriteExt;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let mut client = tokio::net::TcpStream::connect(address).await.unwrap();
    let (stream, _) = listener.accept().await.unwrap();
    let mut wire = server::bluechip::wire::Wire::new(stream, std::time::Duration::from_secs(5));
    client
        .write_all(b"Connecting \"Red\rEnd of session\x07\" as ANYPL\r\n")
        .await
        .unwrap();
    assert_eq!(
        wire.read_line().await.unwrap(),
        "Connecting \"Red?End of session?\" as ANYPL"
    );
}
