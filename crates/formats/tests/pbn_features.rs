//! The parts of PBN 2.1 the samples do not all show, each on a hand-made game: annotations,
//! irregularity marks, `AP`, `-` and `*`, tables with quoted cells, notes on cards, escapes,
//! and the problems a game's meaning can have.

use formats::Record;
use formats::pbn::{Game, Reader, Token, write_game};

fn game(text: &str) -> Game {
    Reader::new(text.as_bytes())
        .next()
        .expect("a game")
        .expect("read")
}

fn round_trip(game: &Game) -> Game {
    let mut text = String::new();
    write_game(&mut text, game).expect("written");
    Reader::new(text.as_bytes())
        .next()
        .expect("a game")
        .expect("read again")
}

const DEAL: &str = "[Dealer \"N\"]\n[Vulnerable \"NS\"]\n[Deal \"N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.765.AKQJ.T98 432.432.T98.AKQJ\"]\n";

#[test]
fn annotations_notes_and_irregularities_are_kept_and_understood() {
    let text = format!(
        "{DEAL}[Declarer \"N\"]\n[Contract \"2S\"]\n[Result \"8\"]\n[Auction \"N\"]\n1S! $1 Pass 1NT ^I 2S =1=\nAP\n[Note \"1:showing 6 spades\"]\n[Play \"E\"]\nHA H5 H2 H8 =2=\nHK? H6 H3 H9\n*\n[Note \"2:a signal\"]\n"
    );
    let game = game(&text);
    let auction: Vec<&Token> = game.tag("Auction").expect("the auction").tokens().collect();
    assert_eq!(auction[1], &Token::Suffix("!".into()));
    assert_eq!(auction[2], &Token::Nag(1));
    assert_eq!(auction[5], &Token::Irregularity('I'));
    assert_eq!(round_trip(&game), game);
    let record = Record::from_pbn(&game).expect("a record");
    let calls: Vec<String> = record.auction.iter().map(|c| c.call.to_string()).collect();
    // AP after 2S: the three passes that end the auction.
    assert_eq!(calls, ["1S", "P", "1NT", "2S", "P", "P", "P"]);
    assert_eq!(record.auction[3].alert.as_deref(), Some("showing 6 spades"));
    assert_eq!(
        record.auction[0].alert, None,
        "a `!` is a judgement of the call, not an alert"
    );
    // `*` ends the known play after two tricks.
    assert_eq!(record.play.len(), 8);
    assert_eq!(record.result, Some(8));
}

#[test]
fn tables_keep_their_rows_and_quoted_cells() {
    let text = "[Event \"Club pairs\"]\n[TotalScoreTable \"Rank\\2R;PairId\\2R;Names\\40L;MP\\4R\"]\n 1 12 \"Smith - \\\"Doc\\\" Jones\" 62.5\n 2  3 \"Brown - Green\" 58.0\n";
    let game = game(text);
    let table = game.tag("TotalScoreTable").expect("the table");
    let cells: Vec<&Token> = table.tokens().collect();
    assert_eq!(cells.len(), 8);
    assert_eq!(cells[2], &Token::Text("Smith - \"Doc\" Jones".into()));
    let mut written = String::new();
    write_game(&mut written, &game).expect("written");
    assert!(
        written.contains("1 12 \"Smith - \\\"Doc\\\" Jones\" 62.5\n2 3 \"Brown - Green\" 58.0\n"),
        "{written}"
    );
    assert_eq!(round_trip(&game), game);
}

#[test]
fn a_passed_out_board_and_an_unknown_hand() {
    let text = "[Dealer \"E\"]\n[Deal \"N:AKQJ.T98.765.432 - 765.765.AKQJ.T98 -\"]\n[Declarer \"\"]\n[Contract \"Pass\"]\n[Auction \"E\"]\nAP\n";
    let record = Record::from_pbn(&game(text)).expect("a record");
    assert_eq!(record.auction.len(), 4);
    assert_eq!(record.outcome, Some(formats::Outcome::PassedOut));
    assert!(record.full_deal().is_none());
    assert_eq!(Record::from_pbn(&record.to_pbn()), Ok(record));
}

/// Strictly read, each problem is an error at its tag or token; read tolerantly, each is a
/// warning there and the game is kept without what it is about. The note referred to and not
/// given is the reader's repair (the reference dropped), so the strict reading does not see it.
#[test]
fn the_problems_of_a_game_are_each_placed() {
    let text = format!(
        "{DEAL}[Board \"x\"]\n[Declarer \"N\"]\n[Contract \"9S\"]\n[Auction \"E\"]\nPass 1S =3= Pass Pass Pass\n[Play \"W\"]\nSA\n"
    );
    let game = game(&text);
    let problems: Vec<String> = Record::from_pbn(&game)
        .expect_err("problems")
        .iter()
        .map(ToString::to_string)
        .collect();
    let expected = [
        "line 4, column 1: expected a board number, found \"x\"",
        "line 6, column 1: expected a contract such as 4S, 3NTX or Pass, found \"9S\"",
        "line 7, column 1: the auction starts with E, but the dealer is N (Law 17A: the dealer calls first)",
        // The stated contract unreadable, the auction's is used: 1S by East (calls counted
        // from the dealer, North), so South leads.
        "line 9, column 1: the play starts with W, but declarer's left-hand opponent, S, leads (Law 41A)",
    ];
    assert_eq!(problems, expected);
    let imported = Record::import_pbn(&game).expect("kept: its deal reads");
    let warnings: Vec<String> = imported.warnings.iter().map(ToString::to_string).collect();
    let mut all = expected.map(str::to_string).to_vec();
    all.insert(
        3,
        "line 8, column 9: note =3= is referred to, and no [Note \"3:...\"] gives it: the reference is dropped, the call kept".to_string(),
    );
    assert_eq!(warnings, all);
    let record = imported.item;
    assert_eq!(record.board, None);
    assert!(record.deal.is_some());
    assert_eq!(record.auction.len(), 5);
    assert!(
        record.play.is_empty(),
        "the play does not fit the contract: left out"
    );
}

/// A game whose deal cannot be read is refused by the tolerant reading too: nothing of it is
/// worth keeping.
#[test]
fn a_game_whose_deal_cannot_be_read_is_refused() {
    let game = game("[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 T98.AKQJ\"]\n");
    let problem = Record::import_pbn(&game).expect_err("no deal");
    assert_eq!(problem.at.line, 2);
    assert!(problem.message.starts_with("the deal: "), "{problem}");
}

#[test]
fn more_cards_than_a_deal_has_are_a_problem_not_a_panic() {
    let rows = "SA SK SQ SJ\n".repeat(14);
    let text =
        format!("{DEAL}[Declarer \"N\"]\n[Contract \"1S\"]\n[Result \"7\"]\n[Play \"E\"]\n{rows}");
    let problems = Record::from_pbn(&game(&text)).expect_err("too many cards");
    assert_eq!(
        problems[0].to_string(),
        "line 7, column 1: the play section gives 56 cards: a deal has 52"
    );
    let lin = format!(
        "md|1SAKQJHT98D765C432,ST98HAKQJD432C765,S765H765DAKQJCT98,|{}\n",
        "pc|SA|".repeat(53)
    );
    let boards = formats::lin::read(&lin);
    assert_eq!(
        boards[0].as_ref().err().map(ToString::to_string).as_deref(),
        Some("line 1, field 54: a 53rd card, SA: a deal has 52; left out")
    );
}

/// A result that is not what the play gives is found on the replay (the LIN sample's 3NT by
/// North, played out to the end for six tricks, recorded here as nine).
#[test]
fn a_result_the_play_does_not_give_is_refused() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/samples/lin/bridgebots-sample.lin");
    let text = std::fs::read_to_string(path).expect("the sample");
    let mut record = formats::lin::read(&text)[0].clone().expect("a board");
    assert_eq!(record.result, Some(6));
    assert!(record.replay(laws::CodeId::Duplicate2017).is_ok());
    record.result = Some(9);
    assert_eq!(
        record
            .replay(laws::CodeId::Duplicate2017)
            .err()
            .map(|e| e.to_string())
            .as_deref(),
        Some("the result: Law 79A: the record says declarer took 9 tricks, but the play gives 6")
    );
}

/// In import format the auction may be written as a table with West's column first, a `-`
/// for each seat before the dealer (PBN 2.1 section 3.5): the calls are the dealer's on.
#[test]
fn an_auction_table_from_west_with_dashes_before_the_dealer() {
    let text = format!("{DEAL}[Auction \"W\"]\n-    1S   Pass 2S\nPass Pass Pass\n");
    let game = game(&text);
    let record = Record::from_pbn(&game).expect("nothing to refuse");
    let calls: Vec<String> = record.auction.iter().map(|c| c.call.to_string()).collect();
    // North deals (the DEAL tags): North 1S, East pass, South 2S, then three passes.
    assert_eq!(calls, ["1S", "P", "2S", "P", "P", "P"]);
    let without_dash = format!("{DEAL}[Auction \"W\"]\n1S Pass 2S\nPass Pass Pass\n");
    let problems = Record::from_pbn(&self::game(&without_dash)).expect_err("not the dealer");
    assert!(problems[0].message.contains("Law 17A"), "{problems:?}");
}
