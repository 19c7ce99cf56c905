//! Files as they are found (issue 19): each repair the tolerant import makes, on a small file
//! of `tests/data/` that has it, with what is kept and the warning's line and column (counted
//! by hand in the file).

use cards::Seat;
use formats::pbn::{Game, Reader, write_game};
use formats::{Imported, Outcome, Record, Room};
use laws::{Contract, Doubling};

fn data(name: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn games(name: &str) -> Vec<Game> {
    Reader::new(&data(name)[..])
        .map(|game| game.unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect()
}

fn import(game: &Game) -> Imported<Record> {
    Record::import_pbn(game).unwrap_or_else(|e| panic!("{e}"))
}

/// `line:column: message` of each warning.
fn placed(imported: &Imported<Record>) -> Vec<String> {
    imported
        .warnings
        .iter()
        .map(|w| format!("{}:{}: {}", w.line, w.column, w.message))
        .collect()
}

#[test]
fn contracts_written_with_r_are_read_as_redoubled() {
    let games = games("redoubled-with-r.pbn");
    assert_eq!(games.len(), 3);
    // Contract tags at lines 8, 20 and 29; declarers S, W and N.
    for (game, (line, text, declarer)) in games.iter().zip([
        (8, "3NR", Seat::South),
        (20, "5DR", Seat::West),
        (29, "4SR", Seat::North),
    ]) {
        let imported = import(game);
        let Some(Outcome::Contract {
            contract,
            declarer: read,
        }) = imported.item.outcome
        else {
            panic!("{text}: no contract read");
        };
        assert_eq!(contract.doubling, Doubling::Redoubled, "{text}");
        let undoubled = text.trim_end_matches('R');
        let expected: Contract = format!("{undoubled}XX").parse().expect("a contract");
        assert_eq!(contract, expected, "{text}");
        assert_eq!(read, declarer, "{text}");
        assert_eq!(
            placed(&imported),
            [format!(
                "{line}:1: the contract \"{text}\" is read as {expected}, redoubled (PBN writes a redouble `XX`)"
            )]
        );
        // Export is strict: the game is written with `XX`.
        let mut written = String::new();
        write_game(&mut written, game).expect("written");
        assert!(
            written.contains(&format!("[Contract \"{expected}\"]")),
            "{written}"
        );
    }
    // The first game's auction reaches the same contract: the table agrees.
    let first = import(&games[0]).item;
    assert_eq!(first.auction.len(), 8);
    assert!(first.replay(laws::CodeId::Duplicate2017).is_ok());
}

#[test]
fn a_play_with_placeholders_a_stray_brace_and_notes_not_given_keeps_what_it_can() {
    let games = games("repaired-play.pbn");
    assert_eq!(games.len(), 2, "the game after it is read too");
    let imported = import(&games[0]);
    assert_eq!(
        placed(&imported),
        [
            "10:14: note =0= is referred to, and no [Note \"0:...\"] gives it: the reference is dropped, the call kept",
            "14:4: note =0= is referred to, and no [Note \"0:...\"] gives it: the reference is dropped, the card kept",
            "14:17: a `}` with no `{` before it, passed over (commentary is written `{like this}`)",
            "15:1: `--` in the play is read as `-`, a card unknown (PBN 2.1 section 3.6)",
            "15:4: `--` in the play is read as `-`, a card unknown (PBN 2.1 section 3.6)",
            "15:7: `--` in the play is read as `-`, a card unknown (PBN 2.1 section 3.6)",
            "15:10: `--` in the play is read as `-`, a card unknown (PBN 2.1 section 3.6)",
        ]
    );
    let record = imported.item;
    assert_eq!(record.board, Some(7));
    assert!(record.full_deal().is_some());
    let calls: Vec<String> = record.auction.iter().map(|c| c.call.to_string()).collect();
    assert_eq!(calls, ["P", "P", "1S", "P", "4S", "P", "P", "P"]);
    assert_eq!(
        record.auction[2].alert, None,
        "the note dropped, the call kept"
    );
    // East wins the first two tricks with the HA and HK (4S by North, East leads); the third
    // trick's cards are unknown, so the play stops there.
    let played: Vec<String> = record.play.iter().map(ToString::to_string).collect();
    assert_eq!(played, ["HA", "H5", "H2", "H8", "HK", "H6", "H3", "H9"]);
    assert_eq!(record.result, Some(10));
    // The game is repaired: read strictly, nothing is left to refuse.
    assert_eq!(Record::from_pbn(&games[0]), Ok(record));
    let mut written = String::new();
    write_game(&mut written, &games[0]).expect("written");
    assert!(
        !written.contains("--") && !written.contains("=0="),
        "{written}"
    );
    assert!(written.contains("\n- - - -\n"), "{written}");
}

#[test]
fn a_vugraph_file_gives_each_board_its_number_and_room() {
    let boards: Vec<Imported<Record>> = formats::lin::Reader::new(&data("vugraph.lin")[..])
        .map(|board| board.unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let read: Vec<(Option<u32>, Option<Room>)> =
        boards.iter().map(|b| (b.item.board, b.item.room)).collect();
    assert_eq!(
        read,
        [
            (Some(46), Some(Room::Open)),
            (Some(46), Some(Room::Closed)),
            (Some(47), Some(Room::Open)),
            (Some(47), Some(Room::Closed)),
        ]
    );
    assert!(boards.iter().all(|b| b.warnings.is_empty()));
    let open = &boards[0].item;
    let closed = &boards[1].item;
    // Players: Ann, Bob, Cat, Dan (South, West, North, East) in the open room, the other
    // four in the closed room.
    assert_eq!(open.players[Seat::South.index()].as_deref(), Some("Ann"));
    assert_eq!(closed.players[Seat::South.index()].as_deref(), Some("Eve"));
    assert_eq!(closed.players[Seat::East.index()].as_deref(), Some("Hal"));
    // Board 46 over four lines: East deals, nine calls to 4S by North, one trick, a claim.
    assert_eq!(open.dealer, Some(Seat::East));
    assert_eq!(open.auction.len(), 9);
    assert_eq!(open.play.len(), 4);
    assert_eq!(open.result, Some(10));
    assert_eq!(
        open.outcome,
        Some(Outcome::Contract {
            contract: "4S".parse().expect("a contract"),
            declarer: Seat::North
        })
    );
    assert_eq!(closed.result, Some(9));
    for board in &boards {
        let record = &board.item;
        assert!(record.full_deal().is_some());
        assert!(record.replay(laws::CodeId::Duplicate2017).is_ok());
        // Written as PBN with its number and room; LIN written and read again: the same.
        let mut pbn = String::new();
        write_game(&mut pbn, &record.to_pbn()).expect("written");
        let number = record.board.expect("a number");
        assert!(pbn.contains(&format!("[Board \"{number}\"]")), "{pbn}");
        let room = record.room.expect("a room").pbn();
        assert!(pbn.contains(&format!("[Room \"{room}\"]")), "{pbn}");
        let again = Record::from_pbn(
            &Reader::new(pbn.as_bytes())
                .next()
                .expect("a game")
                .expect("read"),
        );
        assert_eq!(again.as_ref(), Ok(record));
        let lin = formats::lin::write(record);
        assert_eq!(formats::lin::read(&lin), [Ok(record.clone())], "{lin}");
    }
}

/// A call that cannot be read ends the auction there; written again, the auction stops short
/// with `*` (PBN 2.1 section 3.5), and no contract is made up from the calls kept.
#[test]
fn an_auction_read_up_to_a_call_that_cannot_be_read_is_written_with_a_star() {
    let text = "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.765.AKQJ.T98 432.432.T98.AKQJ\"]\n[Auction \"N\"]\n1S Pass 9Z Pass\nPass Pass\n";
    let game = Reader::new(text.as_bytes())
        .next()
        .expect("a game")
        .expect("read");
    let imported = import(&game);
    assert_eq!(
        placed(&imported),
        [
            "5:9: expected a call (Pass, X, XX, 1C to 7NT, AP), found `9Z`: the auction is read up to it"
        ]
    );
    let record = imported.item;
    assert_eq!(record.auction.len(), 2);
    assert_eq!(record.outcome, None);
    let mut written = String::new();
    write_game(&mut written, &record.to_pbn()).expect("written");
    assert!(
        written.contains("[Auction \"N\"]\n1S Pass *\n"),
        "{written}"
    );
    assert!(written.contains("[Contract \"\"]"), "{written}");
}
