//! BBO's LIN: a board as `key|value|` pairs, read a line at a time.
//!
//! `pn` players (South, West, North, East), `md` the dealer's digit (1 South, 2 West, 3 North,
//! 4 East) and the hands in the same order (the last may be left out), `sv` the vulnerability
//! (`o` none, `n`, `e`, `b` both), `ah` the board's header (`Board 15`), `qx` a board's room and
//! number in a match (`o15` open room, `c15` closed), `mb` a call (`p`, `d`, `r`, `1N`; `!`
//! marks an alert), `an` the alert's explanation, `pc` a card played, `mc` declarer's tricks
//! at a claim, `nt` commentary, `pg`, `st`, `rh`, `sk`, `vg`, `rs` and others kept as they
//! come. A line may hold one board, or a board may run over many lines (a match's vugraph
//! file): a board begins at `qx`, or at `pn` or `md` once something of the board before was
//! read.

use std::collections::VecDeque;

use cards::{Card, Hand, PartialDeal, Rank, Seat, Suit, Vulnerability};
use laws::Call;

use crate::error::{Imported, LinError, Warning};
use crate::record::{Record, RecordedCall, Room};

/// LIN's order of seats, in `pn` and `md`: South, West, North, East.
const LIN_SEATS: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

/// Reads the boards of a LIN text strictly: each board's record, or its first problem (one
/// bad board does not lose the others). [`Reader`] is the tolerant reading, which repairs
/// what it can and says what.
pub fn read(text: &str) -> Vec<Result<Record, LinError>> {
    Boards::new(text.as_bytes())
        .map(|board| {
            let (record, problems) = board?;
            match problems.into_iter().next() {
                Some(problem) => Err(problem.error()),
                None => Ok(record),
            }
        })
        .collect()
}

/// Reads LIN boards from `source` a line at a time, tolerantly (as PBN 2.1 asks of an import):
/// a value that cannot be read is left out with a [`Warning`] (a vulnerability, a claim), the
/// auction stops at a call that cannot be read and the play at a card, and a board is refused
/// ([`LinError`]) only when its deal cannot be read (or nothing of it can). A file of any size is read in the memory
/// of one board and one line. The players (`pn`) carry over from board to board, as in a
/// match's vugraph file. A failure of the source ends the reading with an error.
pub struct Reader<R>(Boards<R>);

impl<R: std::io::BufRead> Reader<R> {
    /// A reader of the boards in `source`.
    pub fn new(source: R) -> Reader<R> {
        Reader(Boards::new(source))
    }
}

impl<R: std::io::BufRead> Iterator for Reader<R> {
    type Item = Result<Imported<Record>, LinError>;

    fn next(&mut self) -> Option<Self::Item> {
        let (item, problems) = match self.0.next()? {
            Ok(board) => board,
            Err(error) => return Some(Err(error)),
        };
        let warnings = problems.into_iter().map(Problem::warning).collect();
        Some(Ok(Imported { item, warnings }))
    }
}

/// A problem in a board that was still read: where (line, field and column) and what.
#[derive(Clone, Debug)]
struct Problem {
    line: usize,
    field: usize,
    column: usize,
    message: String,
}

impl Problem {
    /// The problem as a strict reading reports it.
    fn error(self) -> LinError {
        LinError {
            line: self.line,
            field: self.field,
            message: self.message,
        }
    }

    /// The problem as a tolerant reading reports it.
    fn warning(self) -> Warning {
        Warning {
            line: self.line,
            column: self.column,
            message: self.message,
        }
    }
}

/// The boards of a source with the problems found in each: what [`read`] and [`Reader`]
/// share.
struct Boards<R> {
    source: R,
    bytes: Vec<u8>,
    line: String,
    number: usize,
    players: Vec<String>,
    /// The board being read, which may run over lines.
    current: Option<Board>,
    ready: VecDeque<Result<(Record, Vec<Problem>), LinError>>,
    finished: bool,
}

impl<R: std::io::BufRead> Boards<R> {
    fn new(source: R) -> Boards<R> {
        Boards {
            source,
            bytes: Vec::new(),
            line: String::new(),
            number: 0,
            players: Vec::new(),
            current: None,
            ready: VecDeque::new(),
            finished: false,
        }
    }

    /// Ends the board being read, if anything of it was.
    fn finish_board(&mut self) {
        if let Some(board) = self.current.take()
            && let Some(finished) = board.finish()
        {
            self.ready.push_back(finished);
        }
    }

    /// Reads the pairs of one line into the boards they belong to.
    fn read_line(&mut self) {
        let (pairs, broken) = pairs(self.number, &self.line);
        for pair in pairs {
            let Pair {
                field,
                column,
                key,
                value,
            } = pair;
            // Once something of a board is read (its `md` comes first), another `md` or `pn`
            // begins the next board.
            let begun = self.current.as_ref().is_some_and(|board| !board.is_empty());
            if key == "qx" || (begun && (key == "md" || key == "pn")) {
                self.finish_board();
            }
            if key == "pn" {
                self.players = value.split(',').map(str::to_string).collect();
            }
            let board = self
                .current
                .get_or_insert_with(|| Board::new(&self.players));
            if key == "pn" {
                board.players(&self.players);
            }
            let at = |message: String| Problem {
                line: self.number,
                field,
                column,
                message,
            };
            if let Err(message) = board.pair(&key, &value) {
                if key == "md" {
                    board.deal_problem.get_or_insert(at(message).error());
                } else {
                    board.problems.push(at(message));
                }
            }
        }
        if let Some(problem) = broken {
            let players = &self.players;
            self.current
                .get_or_insert_with(|| Board::new(players))
                .problems
                .push(problem);
        }
    }
}

impl<R: std::io::BufRead> Iterator for Boards<R> {
    type Item = Result<(Record, Vec<Problem>), LinError>;

    fn next(&mut self) -> Option<Self::Item> {
        while self.ready.is_empty() && !self.finished {
            self.line.clear();
            self.bytes.clear();
            self.number += 1;
            match self.source.read_until(b'\n', &mut self.bytes) {
                Ok(0) => {
                    self.finished = true;
                    self.finish_board();
                }
                Ok(_) => {
                    crate::text::decode(&self.bytes, &mut self.line);
                    self.read_line();
                }
                Err(error) => {
                    // Nothing more can be read after the source failed.
                    self.finished = true;
                    self.finish_board();
                    self.ready.push_back(Err(LinError {
                        line: self.number,
                        field: 0,
                        message: format!("cannot read: {error}"),
                    }));
                }
            }
        }
        self.ready.pop_front()
    }
}

/// A field of a line: its number (from 1), the column its key begins at (from 1), its key
/// (lower case) and its value.
struct Pair {
    field: usize,
    column: usize,
    key: String,
    value: String,
}

/// Splits line `number` into its pairs, and the problem of a last key without its value (which
/// is left out).
fn pairs(number: usize, line: &str) -> (Vec<Pair>, Option<Problem>) {
    let line = line.trim_end();
    let mut pairs = Vec::new();
    let mut parts = line.split('|');
    // The column of the part being read, in characters.
    let mut column = 1;
    let mut field = 1;
    while let Some(key_text) = parts.next() {
        let key_column = column + key_text.chars().count() - key_text.trim_start().chars().count();
        column += key_text.chars().count() + 1;
        let key = key_text.trim();
        let Some(value) = parts.next() else {
            if key.is_empty() {
                break;
            }
            let problem = Problem {
                line: number,
                field,
                column: key_column,
                message: format!(
                    "the key `{key}` has no value (expected `{key}|value|`): left out"
                ),
            };
            return (pairs, Some(problem));
        };
        column += value.chars().count() + 1;
        pairs.push(Pair {
            field,
            column: key_column,
            key: key.to_ascii_lowercase(),
            value: value.to_string(),
        });
        field += 1;
    }
    (pairs, None)
}

/// A board being read.
struct Board {
    record: Record,
    dealt: bool,
    /// Why its deal (`md`) cannot be read: the board is refused.
    deal_problem: Option<LinError>,
    /// What was left out.
    problems: Vec<Problem>,
    /// A call could not be read: the calls after it are left out.
    auction_stopped: bool,
    /// A card could not be read: the cards after it are left out.
    play_stopped: bool,
    players: Vec<String>,
}

impl Board {
    fn new(players: &[String]) -> Board {
        let mut board = Board {
            record: Record::default(),
            dealt: false,
            deal_problem: None,
            problems: Vec::new(),
            auction_stopped: false,
            play_stopped: false,
            players: Vec::new(),
        };
        board.players(players);
        board
    }

    /// Whether nothing of a board has been read (a match's header before its first `qx`, a
    /// line of players only): such a "board" is no board.
    fn is_empty(&self) -> bool {
        !self.dealt
            && self.record.auction.is_empty()
            && self.record.play.is_empty()
            && self.deal_problem.is_none()
    }

    /// Seats the players (`pn`): four names, or eight for a match's two rooms.
    fn players(&mut self, players: &[String]) {
        self.players = players.to_vec();
        let offset = if self.record.room == Some(Room::Closed) && players.len() >= 8 {
            4
        } else {
            0
        };
        for (i, seat) in LIN_SEATS.into_iter().enumerate() {
            self.record.players[seat.index()] = players
                .get(offset + i)
                .map(|name| name.trim().to_string())
                .filter(|name| !name.is_empty());
        }
    }

    /// Reads one pair into the board; what cannot be read is refused with the reason.
    fn pair(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "md" => {
                let (dealer, deal) = deal(value)?;
                self.record.dealer = dealer.or(self.record.dealer);
                self.record.deal = Some(deal);
                self.dealt = true;
            }
            "sv" => {
                self.record.vulnerability =
                    Some(vulnerability(value).map_err(|message| format!("{message}: left out"))?)
            }
            "ah" => {
                let digits: String = value.chars().filter(char::is_ascii_digit).collect();
                self.record.board = digits.parse().ok().or(self.record.board);
            }
            "qx" => {
                let value = value.trim();
                let mut chars = value.chars();
                self.record.room = match chars.next().map(|c| c.to_ascii_lowercase()) {
                    Some('o') => Some(Room::Open),
                    Some('c') => Some(Room::Closed),
                    _ => None,
                };
                let digits: String = chars.take_while(char::is_ascii_digit).collect();
                self.record.board = digits.parse().ok().or(self.record.board);
                let players = self.players.clone();
                self.players(&players);
            }
            "mb" if !self.auction_stopped => {
                let text = value.trim();
                let alerted = text.ends_with('!');
                let Ok(call) = text.trim_end_matches('!').parse::<Call>() else {
                    // The calls after it cannot be given their seats.
                    self.auction_stopped = true;
                    return Err(format!(
                        "expected a call (p, d, r, 1C to 7N), found `{text}`: the auction is read up to it"
                    ));
                };
                self.record.auction.push(RecordedCall {
                    call,
                    alert: alerted.then(String::new),
                });
            }
            "an" if !self.auction_stopped => match self.record.auction.last_mut() {
                Some(last) => last.alert = Some(value.to_string()),
                None => {
                    return Err(
                        "an explanation (`an`) before any call (`mb`): left out".to_string()
                    );
                }
            },
            "pc" if !self.play_stopped => {
                let text = value.trim().to_ascii_uppercase();
                let card = text.parse::<Card>().map_err(|_| {
                    self.play_stopped = true;
                    format!("expected a card such as HA or C7, found `{value}`: the play is read up to it")
                })?;
                if self.record.play.len() == 52 {
                    self.play_stopped = true;
                    return Err(format!("a 53rd card, {card}: a deal has 52; left out"));
                }
                self.record.play.push(card);
            }
            "nt" => self.record.commentary.push(value.to_string()),
            "mc" => {
                let tricks: u8 = value.trim().parse().ok().filter(|&t| t <= 13).ok_or_else(|| {
                    format!("expected declarer's tricks (0 to 13) at the claim, found `{value}`: left out")
                })?;
                self.record.result = Some(tricks);
            }
            _ => {}
        }
        Ok(())
    }

    /// The board's record (the result counted from a complete play if no claim gave it) with
    /// what was left out of it, or why it is refused (its deal cannot be read, or nothing of
    /// it could be read); `None` when there was no board.
    fn finish(mut self) -> Option<Result<(Record, Vec<Problem>), LinError>> {
        if let Some(problem) = self.deal_problem {
            return Some(Err(problem));
        }
        if self.is_empty() {
            // Nothing read but its problems: the first says why.
            return self
                .problems
                .into_iter()
                .next()
                .map(|problem| Err(problem.error()));
        }
        // LIN states no contract: the auction's is the board's.
        self.record.outcome = self.record.outcome();
        if self.record.result.is_none() && self.record.play.len() == 52 {
            self.record.result = self.record.declarer_tricks_played();
        }
        Some(Ok((self.record, self.problems)))
    }
}

/// `md`: the dealer's digit (optional) and the hands, South, West, North, East; a missing
/// last hand is the cards the others do not hold.
fn deal(value: &str) -> Result<(Option<Seat>, PartialDeal), String> {
    let value = value.trim();
    let (dealer, hands_text) = match value.chars().next() {
        Some(digit @ '1'..='4') => (Some(LIN_SEATS[digit as usize - '1' as usize]), &value[1..]),
        _ => (None, value),
    };
    let mut hands = [None; 4];
    for (i, text) in hands_text.split(',').take(4).enumerate() {
        if !text.trim().is_empty() {
            hands[LIN_SEATS[i].index()] = Some(hand(text.trim())?);
        }
    }
    let known: Vec<Hand> = hands.iter().flatten().copied().collect();
    if known.len() == 3 && known.iter().all(|h| h.len() == 13) {
        let held = known.iter().fold(0, |held, hand| held | hand.bits());
        let rest = Hand::from_bits(Hand::FULL.bits() & !held);
        let missing = LIN_SEATS
            .iter()
            .find(|s| hands[s.index()].is_none())
            .copied();
        if let Some(seat) = missing {
            hands[seat.index()] = Some(rest);
        }
    }
    let deal = PartialDeal::new(hands).map_err(|e| format!("the deal: {e}"))?;
    Ok((dealer, deal))
}

/// A hand as LIN writes it: `S` and its ranks, `H`..., `D`..., `C`... (any order, any case).
fn hand(text: &str) -> Result<Hand, String> {
    let mut hand = Hand::EMPTY;
    let mut suit: Option<Suit> = None;
    for c in text.chars() {
        let upper = c.to_ascii_uppercase();
        if let Some(s) = Suit::from_letter(upper) {
            suit = Some(s);
            continue;
        }
        let rank = Rank::from_letter(upper)
            .ok_or_else(|| format!("`{c}` in the hand `{text}` is neither a suit nor a rank"))?;
        let suit = suit.ok_or_else(|| format!("the hand `{text}` gives a rank before its suit"))?;
        if !hand.insert(Card::new(suit, rank)) {
            return Err(format!(
                "the hand `{text}` holds {} twice",
                Card::new(suit, rank)
            ));
        }
    }
    Ok(hand)
}

/// `sv`: `o` or `0` none, `n` North-South, `e` East-West, `b` both.
fn vulnerability(value: &str) -> Result<Vulnerability, String> {
    match value.trim().to_ascii_lowercase().as_str() {
        "o" | "0" | "-" | "" => Ok(Vulnerability::None),
        "n" => Ok(Vulnerability::NorthSouth),
        "e" => Ok(Vulnerability::EastWest),
        "b" => Ok(Vulnerability::Both),
        other => Err(format!(
            "expected the vulnerability o, n, e or b, found `{other}`"
        )),
    }
}

/// Writes a record as one LIN line: the room and board of a match (`qx`), players, deal,
/// board, vulnerability, calls with their alerts, cards a trick to a `pg`, and `mc` for a result the play does not show.
pub fn write(record: &Record) -> String {
    let mut out = String::new();
    let mut pair = |key: &str, value: &str| {
        out.push_str(key);
        out.push('|');
        out.push_str(value);
        out.push('|');
    };
    if let Some(room) = record.room {
        let board = record.board.map(|b| b.to_string()).unwrap_or_default();
        pair("qx", &format!("{}{board}", room.lin()));
    }
    if record.players.iter().any(Option::is_some) {
        let names: Vec<&str> = LIN_SEATS
            .iter()
            .map(|seat| record.players[seat.index()].as_deref().unwrap_or(""))
            .collect();
        pair("pn", &names.join(","));
    }
    pair("st", "");
    if let Some(deal) = record.deal {
        let digit = record
            .dealer
            .and_then(|d| LIN_SEATS.iter().position(|&s| s == d))
            .map(|i| char::from(b'1' + i as u8).to_string())
            .unwrap_or_default();
        let hands: Vec<String> = LIN_SEATS
            .iter()
            .map(|seat| deal.hand(*seat).map(lin_hand).unwrap_or_default())
            .collect();
        pair("md", &format!("{digit}{}", hands.join(",")));
    }
    pair("rh", "");
    if let Some(board) = record.board {
        pair("ah", &format!("Board {board}"));
    }
    if let Some(vulnerability) = record.vulnerability {
        let letter = match vulnerability {
            Vulnerability::None => "o",
            Vulnerability::NorthSouth => "n",
            Vulnerability::EastWest => "e",
            Vulnerability::Both => "b",
        };
        pair("sv", letter);
    }
    for recorded in &record.auction {
        let call = match recorded.call {
            Call::Pass => "p".to_string(),
            Call::Double => "d".to_string(),
            Call::Redouble => "r".to_string(),
            Call::Bid(bid) => bid.to_string().replace("NT", "N"),
        };
        match &recorded.alert {
            None => pair("mb", &call),
            Some(explanation) if explanation.is_empty() => pair("mb", &format!("{call}!")),
            Some(explanation) => {
                pair("mb", &format!("{call}!"));
                pair("an", explanation);
            }
        }
    }
    for (i, card) in record.play.iter().enumerate() {
        if i % 4 == 0 {
            pair("pg", "");
        }
        pair("pc", &card.to_string());
    }
    if !record.play.is_empty() {
        pair("pg", "");
    }
    if let Some(result) = record.result
        && record.play.len() < 52
    {
        pair("mc", &result.to_string());
    }
    for text in &record.commentary {
        // A `|` would end the field and a line break the board: LIN has no escape for them.
        pair("nt", &text.replace('|', "/").replace(['\n', '\r'], " "));
    }
    out.push('\n');
    out
}

/// A hand as LIN writes it: `SAK2HQ...`, ranks from the top.
fn lin_hand(hand: Hand) -> String {
    let mut text = String::new();
    for suit in Suit::DISPLAY_ORDER {
        text.push(suit.letter());
        text.extend(hand.ranks_descending(suit).map(Rank::letter));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A match's vugraph line: eight players for the two rooms, boards begun by `qx`, the
    /// keys and calls in BBO's other spellings (upper case, `P`, `D`, lower-case cards).
    #[test]
    fn a_match_line_holds_boards_of_both_rooms() {
        let line = "vg|Match,Final,I,1,2,A,0,B,0|rs|3NN,4SE|pn|s1,w1,n1,e1,s2,w2,n2,e2|qx|o1|MD|1SAKQJHT98D765C432,ST98HAKQJD432C765,S765H765DAKQJCT98,|sv|0|mb|1N|mb|P|mb|3N|mb|P|mb|P|mb|P|pc|s2|mc|9|qx|c1|md|1SAKQJHT98D765C432,ST98HAKQJD432C765,S765H765DAKQJCT98,|mb|p|mb|D|nt|a comment|\n";
        let boards = read(line);
        assert_eq!(boards.len(), 2);
        let open = boards[0].as_ref().expect("the open room's board");
        assert_eq!(open.board, Some(1));
        assert_eq!(open.players[Seat::South.index()].as_deref(), Some("s1"));
        assert_eq!(open.players[Seat::East.index()].as_deref(), Some("e1"));
        assert_eq!(open.auction.len(), 6);
        assert_eq!(open.play.len(), 1);
        assert_eq!(open.result, Some(9));
        let closed = boards[1].as_ref().expect("the closed room's board");
        assert_eq!(closed.players[Seat::South.index()].as_deref(), Some("s2"));
        assert_eq!(closed.auction[1].call, Call::Double);
        assert_eq!(closed.commentary, ["a comment"]);
        assert_eq!(open.room, Some(Room::Open));
        assert_eq!(closed.room, Some(Room::Closed));
    }

    /// Two boards; the second runs over two lines and has a call that cannot be read, a
    /// vulnerability that cannot be read and a key without its value. Columns counted by hand:
    /// line 2 is `pn|a,b,c,d|` (11 characters), `md|` and its 55 characters and `|` (to
    /// column 70), `mb|p|` from 71, `mb|9Z|` from 76; line 3 is `sv|q|` from 1 and `an` at 6.
    const TWO_BOARDS: &str = "md|1SAKQJHT98D765C432,ST98HAKQJD432C765,S765H765DAKQJCT98,|mb|1N|\npn|a,b,c,d|md|1SAKQJHT98D765C432,ST98HAKQJD432C765,S765H765DAKQJCT98,|mb|p|mb|9Z|mb|p|\nsv|q|an\n";

    #[test]
    fn a_strict_reading_refuses_a_board_at_its_first_problem() {
        let boards = read(TWO_BOARDS);
        assert_eq!(boards.len(), 2);
        assert_eq!(boards[0].as_ref().map(|r| r.auction.len()), Ok(1));
        assert_eq!(
            boards[1].as_ref().err().map(ToString::to_string).as_deref(),
            Some(
                "line 2, field 4: expected a call (p, d, r, 1C to 7N), found `9Z`: the auction is read up to it"
            )
        );
    }

    #[test]
    fn a_tolerant_reading_keeps_what_it_can_and_says_where_it_left_out_the_rest() {
        let boards: Vec<_> = Reader::new(TWO_BOARDS.as_bytes()).collect();
        assert_eq!(boards.len(), 2);
        let first = boards[0].as_ref().expect("the first board");
        assert!(first.warnings.is_empty());
        let second = boards[1].as_ref().expect("the second board");
        assert_eq!(
            second.item.players[Seat::South.index()].as_deref(),
            Some("a")
        );
        assert_eq!(
            second.item.auction.len(),
            1,
            "the pass before `9Z`, not the one after"
        );
        assert_eq!(second.item.vulnerability, None);
        assert!(second.item.deal.is_some());
        let warnings: Vec<String> = second.warnings.iter().map(ToString::to_string).collect();
        assert_eq!(
            warnings,
            [
                "line 2, column 76: expected a call (p, d, r, 1C to 7N), found `9Z`: the auction is read up to it",
                "line 3, column 1: expected the vulnerability o, n, e or b, found `q`: left out",
                "line 3, column 6: the key `an` has no value (expected `an|value|`): left out",
            ]
        );
    }

    /// `qx` as BBO writes it in vugraph files: the room's letter, the number, and sometimes a
    /// comma and a label after it.
    #[test]
    fn qx_gives_the_room_and_the_number() {
        for (qx, room, board) in [
            ("o46", Some(Room::Open), Some(46)),
            ("c46", Some(Room::Closed), Some(46)),
            ("C12,BOARD 12", Some(Room::Closed), Some(12)),
            ("x7", None, Some(7)),
        ] {
            let text =
                format!("qx|{qx}|md|1SAKQJHT98D765C432,ST98HAKQJD432C765,S765H765DAKQJCT98,|\n");
            let boards = read(&text);
            let record = boards[0].as_ref().expect("a board");
            assert_eq!((record.room, record.board), (room, board), "{qx}");
        }
    }

    #[test]
    fn a_board_whose_deal_cannot_be_read_is_refused_and_the_next_is_read() {
        let text = "md|1SAKQJHT98D765C4Z2|mb|1N|\nmd|1SAKQJHT98D765C432,ST98HAKQJD432C765,S765H765DAKQJCT98,|mb|p|\n";
        let boards: Vec<_> = Reader::new(text.as_bytes()).collect();
        assert_eq!(boards.len(), 2);
        assert_eq!(
            boards[0].as_ref().err().map(ToString::to_string).as_deref(),
            Some(
                "line 1, field 1: `Z` in the hand `SAKQJHT98D765C4Z2` is neither a suit nor a rank"
            )
        );
        assert!(boards[1].as_ref().is_ok_and(|b| b.item.auction.len() == 1));
    }
}
