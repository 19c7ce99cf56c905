//! Properties of the readers and writers: whatever bytes come in, nothing panics and the
//! reading ends; every game and record written reads back the same.

use cards::{Card, DealGenerator};
use formats::json::DealLog;
use formats::pbn::{Game, Located, Position, Reader, Tag, Token, write_game};
use formats::{Outcome, Record};
use laws::table::{Event, Mode, Phase, Setup, Table};
use laws::{Call, CodeId};
use proptest::prelude::*;

/// Reads everything a text holds, as `arbiter check` would: games, records, replays.
fn read_all(bytes: &[u8]) -> usize {
    let mut seen = 0;
    for game in Reader::new(bytes).flatten() {
        seen += 1;
        if let Ok(record) = Record::from_pbn(&game) {
            let _ = record.replay(CodeId::Duplicate2017);
            let _ = record.to_pbn();
            let _ = formats::lin::write(&record);
        }
    }
    for record in formats::lin::read(&String::from_utf8_lossy(bytes))
        .into_iter()
        .flatten()
    {
        seen += 1;
        let _ = record.replay(CodeId::Duplicate2017);
        let _ = Record::from_pbn(&record.to_pbn());
    }
    seen
}

fn sample(name: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/samples")
        .join(name);
    std::fs::read(path).expect("the sample")
}

/// The characters that mean something to PBN or LIN, and some that do not.
const SIGNIFICANT: &[u8] = b"[]\"{};=$!?^%#|\\\n\r *-AKQJT98765432SHDCNXP,.:";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_bytes_are_read_without_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
        read_all(&bytes);
    }

    #[test]
    fn significant_characters_are_read_without_panic(
        picks in proptest::collection::vec(0..SIGNIFICANT.len(), 0..3000),
    ) {
        let bytes: Vec<u8> = picks.into_iter().map(|i| SIGNIFICANT[i]).collect();
        read_all(&bytes);
    }

    /// A real file with bytes changed, inserted and removed at random.
    #[test]
    fn mutated_samples_are_read_without_panic(
        file in proptest::sample::select(vec!["pbn/endplay-sample.pbn", "pbn/ben-CTC_mayjun20-GIB-BBO-8734.pbn", "pbn/endplay-example4.pbn", "lin/endplay-example1.lin"]),
        edits in proptest::collection::vec((any::<usize>(), 0..SIGNIFICANT.len(), 0..3u8), 1..40),
    ) {
        let mut bytes = sample(file);
        for (place, pick, kind) in edits {
            let at = place % (bytes.len() + 1);
            match kind {
                0 => bytes.insert(at, SIGNIFICANT[pick]),
                1 if at < bytes.len() => { bytes.remove(at); }
                _ if at < bytes.len() => bytes[at] = SIGNIFICANT[pick],
                _ => {}
            }
        }
        read_all(&bytes);
    }

    /// Games made at random (any tag names and values, quotes and backslashes included, and
    /// sections of every kind of token) are written and read back the same, unless the reader
    /// repaired them (a note referred to and not given, `--` in the play), which it says; a
    /// game repaired is written and read back the same, with nothing left to repair.
    #[test]
    fn any_game_written_reads_back_the_same(game in game()) {
        let mut text = String::new();
        write_game(&mut text, &game).expect("written");
        let games: Vec<_> = Reader::new(text.as_bytes()).collect();
        prop_assert_eq!(games.len(), 1, "{}", text);
        let read = games[0].as_ref().expect("read");
        if read.warnings.is_empty() {
            prop_assert_eq!(read, &game, "{}", text);
        } else {
            let mut again = String::new();
            write_game(&mut again, read).expect("written");
            let back: Vec<_> = Reader::new(again.as_bytes()).collect();
            prop_assert_eq!(back[0].as_ref().ok(), Some(read), "{}", again);
            prop_assert_eq!(&back[0].as_ref().expect("read").warnings, &Vec::new(), "{}", again);
        }
    }

    /// Boards played at random at a guarded table (a random legal auction, then random legal
    /// cards to a random point, the rest claimed) survive PBN, LIN and the JSON log.
    #[test]
    fn played_boards_survive_every_format(seed in any::<u64>(), picks in proptest::collection::vec(0usize..1000, 60..120)) {
        let record = played_board(seed, &picks);
        let via_pbn = Record::from_pbn(&record.to_pbn());
        prop_assert_eq!(via_pbn.as_ref().ok(), Some(&record));
        let via_lin = formats::lin::read(&formats::lin::write(&record));
        prop_assert_eq!(via_lin[0].as_ref().ok(), Some(&record));
        let log = DealLog::from_record(&record, CodeId::Duplicate2017);
        let json = serde_json::to_string(&log).expect("serialized");
        let back: DealLog = serde_json::from_str(&json).expect("read");
        prop_assert_eq!(back.to_record().ok(), Some(record));
    }
}

fn symbol() -> impl Strategy<Value = String> {
    "[A-Za-z0-9*+\\-_/.:#]{1,6}"
}

fn token() -> impl Strategy<Value = Token> {
    prop_oneof![
        4 => symbol().prop_map(Token::Symbol),
        1 => "[ -~]{0,12}".prop_map(Token::Text),
        1 => (1u16..40).prop_map(Token::Note),
        1 => (0u16..300).prop_map(Token::Nag),
        1 => proptest::sample::select(vec!["!", "?", "!!", "??", "!?", "?!"]).prop_map(|s| Token::Suffix(s.to_string())),
        1 => proptest::char::range('A', 'Z').prop_map(Token::Irregularity),
        1 => "[^}\r]{0,20}".prop_map(Token::Comment),
        1 => "[^\n\r]{0,20}".prop_map(Token::LineComment),
    ]
}

fn located(tokens: Vec<Token>) -> Vec<Located<Token>> {
    // A suffix written after a suffix would read as one: keep them apart as a reader would.
    let mut out: Vec<Located<Token>> = Vec::new();
    for token in tokens {
        let after_suffix = matches!(out.last().map(|t| &t.item), Some(Token::Suffix(_)));
        let first_is_suffix = out.is_empty() && matches!(token, Token::Suffix(_));
        if (after_suffix || first_is_suffix) && matches!(token, Token::Suffix(_)) {
            continue;
        }
        out.push(Located::new(Position::default(), token));
    }
    out
}

fn game() -> impl Strategy<Value = Game> {
    let name = proptest::sample::select(vec![
        "Event",
        "Site",
        "Board",
        "Deal",
        "Auction",
        "Play",
        "Note",
        "HomeTeam",
        "ScoreTable",
        "OptimumResultTable",
        "Annotator",
    ]);
    let tag = (
        name,
        "[ -~\u{e0}-\u{ff}]{0,20}",
        proptest::collection::vec(token(), 0..12),
    );
    proptest::collection::vec(tag, 1..8).prop_map(|tags| {
        let mut game = Game::default();
        for (name, value, tokens) in tags {
            // A repeated tag is ignored when read (PBN 2.1 section 3.3); `#` values copy.
            if (name != "Note" && game.tag(name).is_some())
                || value == "#"
                || value.starts_with("##")
            {
                continue;
            }
            let mut tag = Tag::new(name, value);
            tag.section = located(tokens);
            game.tags.push(tag);
        }
        game
    })
}

/// A board played at a guarded table with choices from `picks`.
fn played_board(seed: u64, picks: &[usize]) -> Record {
    let deal = DealGenerator::from_seed(seed).deal();
    let board = cards::Board::new((seed % 32 + 1) as u32).expect("a board");
    let mut table = Table::new(Setup {
        code: CodeId::Duplicate2017,
        mode: Mode::Guarded,
        board,
        deal: Some(deal),
    });
    let mut picks = picks.iter().copied().cycle();
    let mut level_index = 0usize;
    // The 35 bids in rank order, 1C to 7NT.
    let calls: Vec<Call> = (1..=7)
        .flat_map(|level| ["C", "D", "H", "S", "NT"].map(|strain| format!("{level}{strain}")))
        .map(|bid| bid.parse().expect("a bid"))
        .collect();
    while table.state().phase == Phase::Auction {
        let seat = table.state().turn.expect("a turn");
        let pick = picks.next().unwrap_or(0);
        let call = match pick % 6 {
            0 if level_index < calls.len() => {
                calls[level_index + pick % 3.min(calls.len() - level_index)]
            }
            1 => Call::Double,
            2 => Call::Redouble,
            _ => Call::Pass,
        };
        let artificial = (pick % 11 == 0).then(|| format!("meaning {pick}"));
        if table
            .apply(Event::Call {
                seat,
                call,
                artificial,
            })
            .is_err()
        {
            table
                .apply(Event::Call {
                    seat,
                    call: Call::Pass,
                    artificial: None,
                })
                .expect("a pass");
        } else if let Call::Bid(_) = call {
            level_index = calls.iter().position(|c| *c == call).expect("a bid") + 1;
        }
    }
    let stop = picks.next().unwrap_or(0) % 53;
    let all: Vec<Card> = Card::all().collect();
    while table.state().phase == Phase::Play && played(&table) < stop {
        let seat = table.state().turn.expect("a turn");
        let start = picks.next().unwrap_or(0);
        let ok = (0..52).any(|i| {
            table
                .apply(Event::Play {
                    seat,
                    card: all[(start + i) % 52],
                })
                .is_ok()
        });
        assert!(ok, "some card is legal");
    }
    let state = table.state();
    let mut record = Record::from_table(&table);
    record.players = [
        Some("N n".into()),
        None,
        Some("S \"s\"".into()),
        Some("W".into()),
    ];
    record.commentary = vec![format!("comment {stop}"), "a {brace; a \"quote\"".into()];
    if let Some(Outcome::Contract { .. }) = record.outcome
        && !record.play.is_empty()
    {
        let left = 13 - (record.play.len() / 4) as u8;
        record.result = Some(state.tricks.declarer + picks.next().unwrap_or(0) as u8 % (left + 1));
    }
    record
}

fn played(table: &Table) -> usize {
    let state = table.state();
    state.played.len() * 4 + state.trick.len()
}
