//! BBO's LIN: a board as `key|value|` pairs, read a line at a time.
//!
//! `pn` players (South, West, North, East), `md` the dealer's digit (1 South, 2 West, 3 North,
//! 4 East) and the hands in the same order (the last may be left out), `sv` the vulnerability
//! (`o` none, `n`, `e`, `b` both), `ah` the board's header (`Board 15`), `qx` a board's id in
//! a match (`o15`, open room), `mb` a call (`p`, `d`, `r`, `1N`; `!` marks an alert), `an` the
//! alert's explanation, `pc` a card played, `mc` declarer's tricks at a claim, `nt` commentary,
//! `pg`, `st`, `rh`, `sk`, `vg`, `rs` and others kept as they come. A line may hold one board
//! or (a match's vugraph file) many, each begun by `qx`.

use cards::{Card, Hand, PartialDeal, Rank, Seat, Suit, Vulnerability};
use laws::Call;

use crate::error::LinError;
use crate::record::{Record, RecordedCall};

/// LIN's order of seats, in `pn` and `md`: South, West, North, East.
const LIN_SEATS: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

/// Reads the boards of a LIN text: each board's record, or its problem (one bad board does
/// not lose the others).
pub fn read(text: &str) -> Vec<Result<Record, LinError>> {
    Reader::new(text.as_bytes()).collect()
}

/// Reads LIN boards from `source` a line at a time, so a file of any size is read in the
/// memory of one line. The players (`pn`) carry over from line to line, as in a match's
/// vugraph file. A failure of the source ends the reading with an error.
pub struct Reader<R> {
    source: R,
    bytes: Vec<u8>,
    line: String,
    number: usize,
    players: Vec<String>,
    ready: std::collections::VecDeque<Result<Record, LinError>>,
    finished: bool,
}

impl<R: std::io::BufRead> Reader<R> {
    /// A reader of the boards in `source`.
    pub fn new(source: R) -> Reader<R> {
        Reader {
            source,
            bytes: Vec::new(),
            line: String::new(),
            number: 0,
            players: Vec::new(),
            ready: std::collections::VecDeque::new(),
            finished: false,
        }
    }
}

impl<R: std::io::BufRead> Iterator for Reader<R> {
    type Item = Result<Record, LinError>;

    fn next(&mut self) -> Option<Self::Item> {
        while self.ready.is_empty() && !self.finished {
            self.line.clear();
            self.bytes.clear();
            self.number += 1;
            match self.source.read_until(b'\n', &mut self.bytes) {
                Ok(0) => self.finished = true,
                Ok(_) => {
                    crate::text::decode(&self.bytes, &mut self.line);
                    read_line(self.number, &self.line, &mut self.players, &mut self.ready);
                }
                Err(error) => {
                    // Nothing more can be read after the source failed.
                    self.finished = true;
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

/// Reads the boards of one line onto `boards`.
fn read_line(
    number: usize,
    line: &str,
    players: &mut Vec<String>,
    boards: &mut std::collections::VecDeque<Result<Record, LinError>>,
) {
    let pairs = match pairs(line) {
        Ok(pairs) => pairs,
        Err((field, message)) => {
            boards.push_back(Err(LinError {
                line: number,
                field,
                message,
            }));
            return;
        }
    };
    let mut current: Option<Board> = None;
    for (field, key, value) in pairs {
        let starts = key == "qx" || (key == "md" && current.as_ref().is_some_and(|b| b.dealt));
        if starts
            && let Some(board) = current.take()
            && !board.is_empty()
        {
            boards.push_back(board.finish());
        }
        if key == "pn" {
            *players = value.split(',').map(str::to_string).collect();
        }
        let board = current.get_or_insert_with(|| Board::new(players));
        if key == "pn" {
            board.players(players);
        }
        if let Err(message) = board.pair(&key, &value) {
            board.problem.get_or_insert(LinError {
                line: number,
                field,
                message,
            });
        }
    }
    if let Some(board) = current.filter(|board| !board.is_empty()) {
        boards.push_back(board.finish());
    }
}

/// A field of a line: its number (from 1), key (lower case) and value.
type Pair = (usize, String, String);

/// Splits a line into its pairs; a key without its value is a problem (its field number and
/// what is wrong).
fn pairs(line: &str) -> Result<Vec<Pair>, (usize, String)> {
    let line = line.trim();
    if line.is_empty() {
        return Ok(Vec::new());
    }
    let parts: Vec<&str> = line.split('|').collect();
    let mut pairs = Vec::new();
    let mut i = 0;
    while i < parts.len() {
        let key = parts[i].trim();
        if key.is_empty() && i + 1 == parts.len() {
            break;
        }
        let Some(value) = parts.get(i + 1) else {
            return Err((
                i / 2 + 1,
                format!("the key `{key}` has no value: expected `{key}|value|`"),
            ));
        };
        pairs.push((i / 2 + 1, key.to_ascii_lowercase(), (*value).to_string()));
        i += 2;
    }
    Ok(pairs)
}

/// A board being read.
struct Board {
    record: Record,
    dealt: bool,
    problem: Option<LinError>,
    /// The room (`o` open, `c` closed) from `qx`, which picks the players of a match.
    room: Option<char>,
    players: Vec<String>,
}

impl Board {
    fn new(players: &[String]) -> Board {
        let mut board = Board {
            record: Record::default(),
            dealt: false,
            problem: None,
            room: None,
            players: Vec::new(),
        };
        board.players(players);
        board
    }

    /// Whether nothing of a board has been read (a match's header before its first `qx`, a
    /// line of players only): such a "board" is no board. A problem found counts as content.
    fn is_empty(&self) -> bool {
        !self.dealt
            && self.record.auction.is_empty()
            && self.record.play.is_empty()
            && self.problem.is_none()
    }

    /// Seats the players (`pn`): four names, or eight for a match's two rooms.
    fn players(&mut self, players: &[String]) {
        self.players = players.to_vec();
        let offset = if self.room == Some('c') && players.len() >= 8 {
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

    fn pair(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "md" => {
                let (dealer, deal) = deal(value)?;
                self.record.dealer = dealer.or(self.record.dealer);
                self.record.deal = Some(deal);
                self.dealt = true;
            }
            "sv" => self.record.vulnerability = Some(vulnerability(value)?),
            "ah" => {
                let digits: String = value.chars().filter(char::is_ascii_digit).collect();
                self.record.board = digits.parse().ok().or(self.record.board);
            }
            "qx" => {
                let mut chars = value.trim().chars();
                self.room = chars.next().map(|c| c.to_ascii_lowercase());
                self.record.room = match self.room {
                    Some('o') => Some("Open".to_string()),
                    Some('c') => Some("Closed".to_string()),
                    _ => None,
                };
                self.record.board = chars.as_str().parse().ok().or(self.record.board);
                let players = self.players.clone();
                self.players(&players);
            }
            "mb" => {
                let text = value.trim();
                let alerted = text.ends_with('!');
                let call: Call = text
                    .trim_end_matches('!')
                    .parse()
                    .map_err(|_| format!("expected a call (p, d, r, 1C to 7N), found `{text}`"))?;
                self.record.auction.push(RecordedCall {
                    call,
                    alert: alerted.then(String::new),
                });
            }
            "an" => match self.record.auction.last_mut() {
                Some(last) => last.alert = Some(value.to_string()),
                None => return Err("an explanation (`an`) before any call (`mb`)".to_string()),
            },
            "pc" => {
                let text = value.trim().to_ascii_uppercase();
                let card: Card = text
                    .parse()
                    .map_err(|_| format!("expected a card such as HA or C7, found `{value}`"))?;
                if self.record.play.len() == 52 {
                    return Err(format!("a 53rd card, {card}: a deal has 52"));
                }
                self.record.play.push(card);
            }
            "nt" => self.record.commentary.push(value.to_string()),
            "mc" => {
                let tricks: u8 =
                    value
                        .trim()
                        .parse()
                        .ok()
                        .filter(|&t| t <= 13)
                        .ok_or_else(|| {
                            format!(
                                "expected declarer's tricks (0 to 13) at the claim, found `{value}`"
                            )
                        })?;
                self.record.result = Some(tricks);
            }
            _ => {}
        }
        Ok(())
    }

    /// The board's record (the result counted from a complete play if no claim gave it),
    /// or its first problem.
    fn finish(mut self) -> Result<Record, LinError> {
        if let Some(problem) = self.problem {
            return Err(problem);
        }
        // LIN states no contract: the auction's is the board's.
        self.record.outcome = self.record.outcome();
        if self.record.result.is_none() && self.record.play.len() == 52 {
            self.record.result = self.record.declarer_tricks_played();
        }
        Ok(self.record)
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

/// Writes a record as one LIN line: players, deal, board, vulnerability, calls with their
/// alerts, cards a trick to a `pg`, and `mc` for a result the play does not show.
pub fn write(record: &Record) -> String {
    let mut out = String::new();
    let mut pair = |key: &str, value: &str| {
        out.push_str(key);
        out.push('|');
        out.push_str(value);
        out.push('|');
    };
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
        assert_eq!(open.room.as_deref(), Some("Open"));
        assert_eq!(closed.room.as_deref(), Some("Closed"));
    }

    #[test]
    fn problems_name_the_line_and_field() {
        let text = "md|1SAKQJHT98D765C432|mb|1N|\npn|a,b,c,d|mb|9Z|\nmb|p|an\n";
        let problems: Vec<String> = read(text)
            .into_iter()
            .filter_map(Result::err)
            .map(|e| e.to_string())
            .collect();
        assert_eq!(
            problems,
            [
                "line 2, field 2: expected a call (p, d, r, 1C to 7N), found `9Z`",
                "line 3, field 2: the key `an` has no value: expected `an|value|`",
            ]
        );
    }
}
