//! The messages of the Blue Chip Bridge protocol (version 18), one a line: read leniently (any
//! letter case, spaces as they come, `Teams:` with or without its dots, `ANYPL` for any seat,
//! a card as `3C` or `C3`), written exactly as a table manager writes them.
//!
//! [`Message::parse`] reads a line (without its CRLF); [`Message`]'s `Display` writes it.

use std::fmt;

use cards::{Board, Card, Hand, Rank, Seat, Suit, Vulnerability};
use laws::Call;

/// The protocol version this module speaks.
pub const PROTOCOL_VERSION: u32 = 18;

/// The seat a client asks for when it connects: one seat, or `ANYPL` (any seat free).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatChoice {
    /// That seat.
    Seat(Seat),
    /// Whichever seat is free (`ANYPL`).
    Any,
}

/// A hand named in a message: a seat, or `Dummy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// A seat by name.
    Seat(Seat),
    /// Dummy, whichever seat it is.
    Dummy,
}

/// The four times of a `Timing` line, in seconds: each side's time on this board and in all.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Timing {
    /// North-South on this board.
    pub ns_board: u64,
    /// North-South in all.
    pub ns_total: u64,
    /// East-West on this board.
    pub ew_board: u64,
    /// East-West in all.
    pub ew_total: u64,
}

/// A line of the protocol, in either direction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// Client: `Connecting "team" as North using protocol version 18`.
    Connecting {
        /// The team's name.
        team: String,
        /// The seat asked for.
        seat: SeatChoice,
        /// The protocol version the client speaks.
        version: u32,
    },
    /// Table manager: `North ("team") seated`.
    Seated {
        /// The seat given.
        seat: Seat,
        /// The team's name.
        team: String,
    },
    /// Client: `North ready for teams`.
    ReadyForTeams(Seat),
    /// Table manager: `Teams : N/S : "A" E/W : "B"`.
    Teams {
        /// North-South's team.
        ns: String,
        /// East-West's team.
        ew: String,
    },
    /// Client: `North ready to start`.
    ReadyToStart(Seat),
    /// Table manager: `Start of Board`.
    StartOfBoard,
    /// Client: `North ready for deal`.
    ReadyForDeal(Seat),
    /// Table manager: `Board number 3. Dealer South. E/W vulnerable.`
    BoardInfo(Board),
    /// Client: `North ready for cards`.
    ReadyForCards(Seat),
    /// Table manager: `North's cards : S A K 3. H -. D ... C ....`, or `Dummy's cards : ...`.
    Cards {
        /// Whose cards.
        whose: Whose,
        /// The cards.
        hand: Hand,
    },
    /// Client: `East ready for North's bid`.
    ReadyForBid {
        /// Who is ready.
        seat: Seat,
        /// Whose call it waits for.
        from: Seat,
    },
    /// A call, from its caller or passed on by the table manager: `North bids 1NT`,
    /// `North passes`, `North doubles`, `North redoubles`, each may end `Alert.` and an
    /// explanation.
    Call {
        /// The caller.
        seat: Seat,
        /// The call.
        call: Call,
        /// `Some` when alerted: the explanation, empty if none was given.
        alert: Option<String>,
    },
    /// Table manager: `West to lead`, or `Dummy to lead` (to declarer).
    ToLead(Whose),
    /// A card, from the hand's player (declarer for dummy) or passed on: `North plays 3C`.
    Plays {
        /// The hand it comes from.
        whose: Whose,
        /// The card.
        card: Card,
    },
    /// Client: `East ready for North's card to trick 1` (`dummy's` for dummy's own cards).
    ReadyForCard {
        /// Who is ready.
        seat: Seat,
        /// Whose card it waits for.
        from: Whose,
        /// The trick, from 1.
        trick: u8,
    },
    /// Client: `East ready for dummy`.
    ReadyForDummy(Seat),
    /// Table manager, at the end of a board: `Timing - N/S : this board  01:15,  total
    /// 0:11:23.  E/W : this board  01:18,  total  0:10:23.`
    Timing(Timing),
    /// Table manager: `End of session`.
    EndOfSession,
    /// Table manager: `ERROR: ...`, a line it would not take and why (ours; see
    /// docs/bluechip.md).
    Error(String),
}

/// A line that is no message of the protocol: where it went wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {reason} in \"{line}\"")]
pub struct ParseError {
    /// The line.
    pub line: String,
    /// Where in it, from 1.
    pub column: usize,
    /// What was wrong.
    pub reason: String,
}

/// The text still to read and where it starts in the line.
#[derive(Clone, Copy)]
struct Cursor<'a> {
    line: &'a str,
    at: usize,
}

impl<'a> Cursor<'a> {
    fn rest(&self) -> &'a str {
        &self.line[self.at..]
    }

    /// Skips spaces and returns where the next word starts (for an error's column).
    fn mark(&mut self) -> Cursor<'a> {
        self.skip_spaces();
        *self
    }

    fn skip_spaces(&mut self) {
        let rest = self.rest();
        self.at += rest.len() - rest.trim_start().len();
    }

    /// The next word (up to a space, colon or full stop), case kept.
    fn word(&mut self) -> &'a str {
        self.skip_spaces();
        let rest = self.rest();
        let end = rest
            .find(|c: char| c.is_whitespace() || c == ':' || c == '.')
            .unwrap_or(rest.len());
        self.at += end;
        &rest[..end]
    }

    /// Takes `words` (space-separated, any case); false, and nothing taken, if they are not
    /// next.
    fn keyword(&mut self, words: &str) -> bool {
        let mut probe = *self;
        for want in words.split(' ') {
            if !probe.word().eq_ignore_ascii_case(want) {
                return false;
            }
        }
        *self = probe;
        true
    }

    /// Takes any of the punctuation `chars` and spaces.
    fn skip(&mut self, chars: &[char]) {
        let rest = self.rest();
        let trimmed = rest.trim_start_matches(|c: char| c.is_whitespace() || chars.contains(&c));
        self.at += rest.len() - trimmed.len();
    }

    fn at_end(&self) -> bool {
        self.rest().trim().trim_end_matches('.').trim().is_empty()
    }

    fn error(&self, reason: impl Into<String>) -> ParseError {
        ParseError {
            line: self.line.to_string(),
            column: self.at + 1,
            reason: reason.into(),
        }
    }

    /// A quoted string (`"team"`), or, without quotes, the next word.
    fn quoted(&mut self) -> Result<String, ParseError> {
        self.skip(&['(']);
        if let Some(rest) = self.rest().strip_prefix('"') {
            let Some(end) = rest.find('"') else {
                return Err(self.error("a name's closing quotation mark is missing"));
            };
            self.at += end + 2;
            self.skip(&[')']);
            return Ok(rest[..end].to_string());
        }
        let word = self.word();
        if word.is_empty() {
            return Err(self.error("a name in quotation marks was expected"));
        }
        Ok(word.to_string())
    }

    fn seat(&mut self) -> Result<Seat, ParseError> {
        let start = self.mark();
        let word = self.word();
        parse_seat(word).ok_or_else(|| {
            start.error(format!(
                "`{word}` is no seat (North, East, South or West were expected)"
            ))
        })
    }

    fn whose(&mut self) -> Result<Whose, ParseError> {
        self.whose_possessive().map(|(whose, _)| whose)
    }

    /// A hand's name, and whether it was written possessive (`North's`).
    fn whose_possessive(&mut self) -> Result<(Whose, bool), ParseError> {
        let start = self.mark();
        let word = self.word();
        let (name, possessive) = match word.len().checked_sub(2) {
            Some(cut) if word.is_char_boundary(cut) && word[cut..].eq_ignore_ascii_case("'s") => {
                (&word[..cut], true)
            }
            _ => (word, false),
        };
        if name.eq_ignore_ascii_case("dummy") {
            return Ok((Whose::Dummy, possessive));
        }
        match parse_seat(name) {
            Some(seat) => Ok((Whose::Seat(seat), possessive)),
            None => Err(start.error(format!(
                "`{name}` is no seat (North, East, South, West or Dummy)"
            ))),
        }
    }

    fn number(&mut self) -> Result<u32, ParseError> {
        let start = self.mark();
        let word = self.word();
        word.parse()
            .map_err(|_| start.error(format!("`{word}` is not a number")))
    }
}

fn parse_seat(word: &str) -> Option<Seat> {
    match word.to_ascii_lowercase().as_str() {
        "north" | "n" => Some(Seat::North),
        "east" | "e" => Some(Seat::East),
        "south" | "s" => Some(Seat::South),
        "west" | "w" => Some(Seat::West),
        _ => None,
    }
}

/// A card as `3C`, `TS`, `10S`, or suit first (`C3`), in any case.
pub fn parse_card(text: &str) -> Option<Card> {
    let text = text.trim().to_ascii_uppercase();
    if !text.is_ascii() || text.len() < 2 {
        return None;
    }
    let rank_of = |r: &str| match r {
        "10" => Some(Rank::Ten),
        _ => {
            let mut chars = r.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Rank::from_letter(c),
                _ => None,
            }
        }
    };
    let suit_of = |s: &str| s.parse::<Suit>().ok();
    let (head, last) = text.split_at(text.len() - 1);
    if let (Some(rank), Some(suit)) = (rank_of(head), suit_of(last)) {
        return Some(Card::new(suit, rank));
    }
    let (first, tail) = text.split_at(1);
    match (suit_of(first), rank_of(tail)) {
        (Some(suit), Some(rank)) => Some(Card::new(suit, rank)),
        _ => None,
    }
}

/// A card as the protocol writes it: rank then suit, `3C`, `TS`.
pub fn card_text(card: Card) -> String {
    format!("{}{}", card.rank.letter(), card.suit.letter())
}

/// A hand as the protocol writes it: `S A K 3. H -. D Q J 4 3. C K 9 8 7.`
pub fn hand_text(hand: Hand) -> String {
    let suits: Vec<String> = Suit::DISPLAY_ORDER
        .into_iter()
        .map(|suit| {
            let ranks: Vec<String> = hand
                .ranks_descending(suit)
                .map(|r| r.letter().to_string())
                .collect();
            let ranks = if ranks.is_empty() {
                "-".to_string()
            } else {
                ranks.join(" ")
            };
            format!("{} {}.", suit.letter(), ranks)
        })
        .collect();
    suits.join(" ")
}

/// Reads `S A K 3. H -. D Q J 4 3. C K 9 8 7.`: each suit its letter and ranks (`-` for a
/// void), the suits in any order, separated by full stops.
fn parse_hand(cursor: &Cursor<'_>) -> Result<Hand, ParseError> {
    let mut hand = Hand::EMPTY;
    let rest = cursor.rest();
    let mut offset = cursor.at;
    for part in rest.split('.') {
        let column = offset + 1 + part.len() - part.trim_start().len();
        offset += part.len() + 1;
        let mut words = part.split_whitespace();
        let Some(suit) = words.next() else {
            continue;
        };
        let error = |reason: String| ParseError {
            line: cursor.line.to_string(),
            column,
            reason,
        };
        let suit: Suit = suit
            .parse()
            .map_err(|_| error(format!("`{suit}` is no suit (S, H, D or C)")))?;
        for word in words {
            if word == "-" {
                continue;
            }
            // Ranks may come one a word (`A K 3`) or run together (`AK3`).
            let ranks: Vec<String> = if word == "10" {
                vec![word.to_string()]
            } else {
                word.chars().map(String::from).collect()
            };
            for rank in ranks {
                let card = parse_card(&format!("{rank}{}", suit.letter()))
                    .ok_or_else(|| error(format!("`{rank}` is no rank")))?;
                if !hand.insert(card) {
                    return Err(error(format!("{} is given twice", card_text(card))));
                }
            }
        }
    }
    Ok(hand)
}

/// Reads the times of a timing line: the four clock times (`01:15`, `0:11:23`, bracketed or
/// not) in order; missing ones are read as zero.
fn parse_timing(text: &str) -> Timing {
    let times: Vec<u64> = text
        .split(|c: char| !(c.is_ascii_digit() || c == ':'))
        .filter(|w| w.contains(':') && w.chars().any(|c| c.is_ascii_digit()))
        .map(|w| {
            w.split(':').filter(|p| !p.is_empty()).fold(0u64, |acc, p| {
                // A client's numbers, however long: saturate rather than overflow.
                acc.saturating_mul(60)
                    .saturating_add(p.parse::<u64>().unwrap_or(u64::MAX))
            })
        })
        .collect();
    let at = |i: usize| times.get(i).copied().unwrap_or(0);
    Timing {
        ns_board: at(0),
        ns_total: at(1),
        ew_board: at(2),
        ew_total: at(3),
    }
}

fn vulnerability_text(vulnerability: Vulnerability) -> &'static str {
    match vulnerability {
        Vulnerability::None => "Neither",
        Vulnerability::NorthSouth => "N/S",
        Vulnerability::EastWest => "E/W",
        Vulnerability::Both => "Both",
    }
}

fn parse_vulnerability(word: &str) -> Option<Vulnerability> {
    match word.to_ascii_lowercase().as_str() {
        "neither" | "none" | "nil" | "love" => Some(Vulnerability::None),
        "n/s" | "ns" | "n-s" => Some(Vulnerability::NorthSouth),
        "e/w" | "ew" | "e-w" => Some(Vulnerability::EastWest),
        "both" | "all" => Some(Vulnerability::Both),
        _ => None,
    }
}

impl Message {
    /// Reads a line of the protocol (its CRLF already taken off), leniently.
    pub fn parse(line: &str) -> Result<Message, ParseError> {
        let line = line.trim_end_matches(['\r', '\n']);
        let mut c = Cursor { line, at: 0 };
        c.skip_spaces();
        if c.at_end() {
            return Err(c.error("the line is empty"));
        }
        if c.keyword("connecting") {
            return parse_connecting(c);
        }
        if c.keyword("start of board") {
            return Ok(Message::StartOfBoard);
        }
        if c.keyword("end of session") {
            return Ok(Message::EndOfSession);
        }
        if c.keyword("timing") {
            return Ok(Message::Timing(parse_timing(c.rest())));
        }
        if c.keyword("error") {
            c.skip(&[':']);
            return Ok(Message::Error(c.rest().trim().to_string()));
        }
        if c.keyword("teams") {
            // `Teams : N/S : "A" E/W : "B"`, `Teams: N/S "A" E/W "B"`, `... "A". E/W ...`.
            c.skip(&[':']);
            c.keyword("n/s");
            c.skip(&[':']);
            let ns = c.quoted()?;
            c.skip(&['.', ',']);
            if !c.keyword("e/w") {
                return Err(c.error("`E/W` was expected after North-South's team"));
            }
            c.skip(&[':']);
            let ew = c.quoted()?;
            return Ok(Message::Teams { ns, ew });
        }
        if c.keyword("board number") {
            return parse_board(c);
        }
        // Everything else begins with a hand: a seat, or dummy.
        let start = c.mark();
        let (whose, possessive) = c.whose_possessive()?;
        if possessive {
            c.skip_spaces();
            if !c.keyword("cards") {
                return Err(c.error("`cards :` was expected"));
            }
            c.skip(&[':']);
            let hand = parse_hand(&c)?;
            return Ok(Message::Cards { whose, hand });
        }
        if c.keyword("to lead") {
            return Ok(Message::ToLead(whose));
        }
        if c.keyword("plays") {
            let at = c.mark();
            let word = c.word();
            let card = parse_card(word)
                .ok_or_else(|| at.error(format!("`{word}` is no card (such as 3C or TS)")))?;
            return Ok(Message::Plays { whose, card });
        }
        let Whose::Seat(seat) = whose else {
            return Err(start.error("only a card (`Dummy plays 3C`) or its cards follow `Dummy`"));
        };
        if c.keyword("ready") {
            return parse_ready(seat, c);
        }
        let call_at = c.mark();
        let call = if c.keyword("passes") || c.keyword("pass") {
            Some(Call::Pass)
        } else if c.keyword("doubles") || c.keyword("double") {
            Some(Call::Double)
        } else if c.keyword("redoubles") || c.keyword("redouble") {
            Some(Call::Redouble)
        } else if c.keyword("bids") {
            let at = c.mark();
            let word = c.word();
            Some(
                word.parse::<Call>()
                    .ok()
                    .filter(|call| call.bid().is_some())
                    .ok_or_else(|| at.error(format!("`{word}` is no bid (such as 1NT or 4S)")))?,
            )
        } else {
            None
        };
        if let Some(call) = call {
            c.skip(&['.']);
            let alert = if c.keyword("alert") {
                c.skip(&['.']);
                Some(c.rest().trim().to_string())
            } else if c.at_end() || c.keyword("infos") {
                // BEN writes an unalerted call's meaning after `Infos.`: read, not kept (it
                // is no alert, and the protocol has no message to pass it on).
                None
            } else {
                return Err(c.error("nothing but `Alert.` and its explanation may follow a call"));
            };
            return Ok(Message::Call { seat, call, alert });
        }
        // `North ("team") seated`, `North "team" seated`, `North team seated`.
        let team = c.quoted().map_err(|_| {
            call_at.error("a call, `plays`, `ready ...`, `to lead` or `seated` was expected")
        })?;
        if c.keyword("seated") {
            return Ok(Message::Seated { seat, team });
        }
        Err(call_at.error("a call, `plays`, `ready ...`, `to lead` or `seated` was expected"))
    }
}

fn parse_connecting(mut c: Cursor<'_>) -> Result<Message, ParseError> {
    let team = c.quoted()?;
    if !c.keyword("as") {
        return Err(c.error("`as` was expected after the team's name"));
    }
    let at = c.mark();
    let word = c.word();
    let seat = if word.eq_ignore_ascii_case("anypl") {
        SeatChoice::Any
    } else {
        SeatChoice::Seat(parse_seat(word).ok_or_else(|| {
            at.error(format!(
                "`{word}` is no seat (North, East, South, West or ANYPL)"
            ))
        })?)
    };
    if !c.keyword("using protocol version") {
        return Err(c.error("`using protocol version` was expected"));
    }
    let version = c.number()?;
    Ok(Message::Connecting {
        team,
        seat,
        version,
    })
}

fn parse_board(mut c: Cursor<'_>) -> Result<Message, ParseError> {
    let at = c.mark();
    let number = c.number()?;
    c.skip(&['.']);
    if !c.keyword("dealer") {
        return Err(c.error("`Dealer` was expected after the board's number"));
    }
    let dealer = c.seat()?;
    c.skip(&['.']);
    let vul_at = c.mark();
    let word = c.word();
    let vulnerability = parse_vulnerability(word).ok_or_else(|| {
        vul_at.error(format!(
            "`{word}` is no vulnerability (Neither, N/S, E/W or Both)"
        ))
    })?;
    if number == 0 {
        return Err(at.error("a board's number is 1 or more"));
    }
    Ok(Message::BoardInfo(Board::with(
        number,
        dealer,
        vulnerability,
    )))
}

fn parse_ready(seat: Seat, mut c: Cursor<'_>) -> Result<Message, ParseError> {
    if c.keyword("to start") {
        return Ok(Message::ReadyToStart(seat));
    }
    if !c.keyword("for") {
        return Err(c.error("`ready for ...` or `ready to start` was expected"));
    }
    for (word, message) in [
        ("teams", Message::ReadyForTeams(seat)),
        ("deal", Message::ReadyForDeal(seat)),
        ("cards", Message::ReadyForCards(seat)),
    ] {
        if c.keyword(word) {
            return Ok(message);
        }
    }
    let at = c.mark();
    let word = c.word();
    if word.eq_ignore_ascii_case("dummy") && c.at_end() {
        return Ok(Message::ReadyForDummy(seat));
    }
    c = at;
    let from = c.whose()?;
    if c.keyword("bid") {
        return match from {
            Whose::Seat(from) => Ok(Message::ReadyForBid { seat, from }),
            Whose::Dummy => Err(at.error("dummy makes no call")),
        };
    }
    if c.keyword("card to trick") {
        let trick_at = c.mark();
        let trick = c.number()?;
        let trick = u8::try_from(trick)
            .ok()
            .filter(|t| (1..=13).contains(t))
            .ok_or_else(|| trick_at.error("a trick is numbered 1 to 13"))?;
        return Ok(Message::ReadyForCard { seat, from, trick });
    }
    Err(c.error("`'s bid` or `'s card to trick N` was expected"))
}

impl fmt::Display for Whose {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Whose::Seat(seat) => f.write_str(seat.name()),
            Whose::Dummy => f.write_str("Dummy"),
        }
    }
}

fn fmt_clock(seconds: u64) -> String {
    format!("{:02}:{:02}", seconds / 60, seconds % 60)
}

fn fmt_hours(seconds: u64) -> String {
    format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Message::Connecting {
                team,
                seat,
                version,
            } => {
                let seat = match seat {
                    SeatChoice::Seat(seat) => seat.name(),
                    SeatChoice::Any => "ANYPL",
                };
                write!(
                    f,
                    "Connecting \"{team}\" as {seat} using protocol version {version}"
                )
            }
            Message::Seated { seat, team } => write!(f, "{} (\"{team}\") seated", seat.name()),
            Message::ReadyForTeams(seat) => write!(f, "{} ready for teams", seat.name()),
            Message::Teams { ns, ew } => write!(f, "Teams : N/S : \"{ns}\" E/W : \"{ew}\""),
            Message::ReadyToStart(seat) => write!(f, "{} ready to start", seat.name()),
            Message::StartOfBoard => f.write_str("Start of Board"),
            Message::ReadyForDeal(seat) => write!(f, "{} ready for deal", seat.name()),
            Message::BoardInfo(board) => write!(
                f,
                "Board number {}. Dealer {}. {} vulnerable.",
                board.number(),
                board.dealer().name(),
                vulnerability_text(board.vulnerability())
            ),
            Message::ReadyForCards(seat) => write!(f, "{} ready for cards", seat.name()),
            Message::Cards { whose, hand } => write!(f, "{whose}'s cards : {}", hand_text(*hand)),
            Message::ReadyForBid { seat, from } => {
                write!(f, "{} ready for {}'s bid", seat.name(), from.name())
            }
            Message::Call { seat, call, alert } => {
                write!(f, "{} ", seat.name())?;
                match call {
                    Call::Pass => f.write_str("passes")?,
                    Call::Double => f.write_str("doubles")?,
                    Call::Redouble => f.write_str("redoubles")?,
                    Call::Bid(bid) => write!(f, "bids {bid}")?,
                }
                match alert.as_deref() {
                    None => Ok(()),
                    Some("") => f.write_str(" Alert."),
                    Some(text) => write!(f, " Alert. {text}"),
                }
            }
            Message::ToLead(whose) => write!(f, "{whose} to lead"),
            Message::Plays { whose, card } => write!(f, "{whose} plays {}", card_text(*card)),
            Message::ReadyForCard { seat, from, trick } => {
                let from = match from {
                    Whose::Seat(s) => s.name(),
                    Whose::Dummy => "dummy",
                };
                write!(
                    f,
                    "{} ready for {from}'s card to trick {trick}",
                    seat.name()
                )
            }
            Message::ReadyForDummy(seat) => write!(f, "{} ready for dummy", seat.name()),
            Message::Timing(t) => write!(
                f,
                "Timing - N/S : this board  {},  total  {}.  E/W : this board  {},  total  {}.",
                fmt_clock(t.ns_board),
                fmt_hours(t.ns_total),
                fmt_clock(t.ew_board),
                fmt_hours(t.ew_total)
            ),
            Message::EndOfSession => f.write_str("End of session"),
            Message::Error(text) => write!(f, "ERROR: {text}"),
        }
    }
}
