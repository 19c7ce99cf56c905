//! A PBN game's meaning ([`Record`]) and back: the tags of the mandatory roster, the auction
//! and play sections, the notes that explain calls.

use cards::{Card, Deal, PartialDeal, Seat, Vulnerability};
use laws::Call;

use super::{Game, Located, Position, Tag, Token};
use crate::error::PbnError;
use crate::record::{Outcome, Record, RecordedCall};

impl Game {
    /// The value of `name` when it says something: not absent, empty or `?` (PBN's unknown).
    pub fn known(&self, name: &str) -> Option<&str> {
        self.value(name)
            .map(str::trim)
            .filter(|value| !value.is_empty() && *value != "?")
    }

    /// Where the tag `name` was read (the default position when it is absent).
    fn at(&self, name: &str) -> Position {
        self.tag(name).map(|tag| tag.at).unwrap_or_default()
    }

    /// The Deal tag: `None` when it says nothing, else the deal (hands may be `-`) or why it
    /// cannot be read.
    pub fn deal(&self) -> Option<Result<PartialDeal, PbnError>> {
        let value = self.known("Deal")?;
        Some(
            value
                .parse::<PartialDeal>()
                .map_err(|error| PbnError::new(self.at("Deal"), format!("the deal: {error}"))),
        )
    }

    /// The Deal tag's four hands: `None` when it says nothing, else the deal or why it is not
    /// a whole one (a hand unknown, a card missing), at the Deal tag.
    pub fn whole_deal(&self) -> Option<Result<Deal, PbnError>> {
        Some(self.deal()?.and_then(|deal| {
            deal.complete()
                .map_err(|error| PbnError::new(self.at("Deal"), format!("the deal: {error}")))
        }))
    }

    /// The Dealer tag: `None` when it says nothing, else the seat or why it is not one.
    pub fn dealer(&self) -> Option<Result<Seat, PbnError>> {
        let value = self.known("Dealer")?;
        Some(value.parse().map_err(|_| {
            PbnError::new(
                self.at("Dealer"),
                format!("expected the dealer as N, E, S or W, found \"{value}\""),
            )
        }))
    }

    /// The Vulnerable tag: `None` when it says nothing, else the vulnerability or why it is
    /// not one.
    pub fn vulnerability(&self) -> Option<Result<Vulnerability, PbnError>> {
        let value = self.known("Vulnerable")?;
        Some(value.parse().map_err(|_| {
            PbnError::new(
                self.at("Vulnerable"),
                format!("expected None, NS, EW or All, found \"{value}\""),
            )
        }))
    }
}

impl Record {
    /// What a PBN game says, or every problem found in it (each with its line and column):
    /// a value that is not what its tag holds, a call or card that cannot be read, a note
    /// referred to and not given, an auction that does not start with the dealer, a play whose
    /// leader is not declarer's left-hand opponent, more cards than a deal has. Without
    /// Contract and Declarer tags the contract is the auction's.
    pub fn from_pbn(game: &Game) -> Result<Record, Vec<PbnError>> {
        let mut problems = Vec::new();
        let mut record = Record::default();
        let text = |name: &str| game.known(name).map(str::to_string);
        record.event = text("Event");
        record.site = text("Site");
        record.date = text("Date");
        for seat in Seat::ALL {
            record.players[seat.index()] = text(Seat::name(seat));
        }
        if let Some(value) = game.known("Board") {
            match value.parse::<u32>() {
                Ok(number) => record.board = Some(number),
                Err(_) => problems.push(PbnError::new(
                    game.at("Board"),
                    format!("expected a board number, found \"{value}\""),
                )),
            }
        }
        record.dealer = keep(game.dealer(), &mut problems);
        record.vulnerability = keep(game.vulnerability(), &mut problems);
        record.deal = keep(game.deal(), &mut problems);
        record.outcome = outcome(game, &mut problems);
        if let Some(value) = game.known("Result") {
            match value.parse::<u8>() {
                Ok(tricks) if tricks <= 13 => record.result = Some(tricks),
                _ => problems.push(PbnError::new(
                    game.at("Result"),
                    format!("expected the tricks won by declarer (0 to 13), found \"{value}\""),
                )),
            }
        }
        if let Some(tag) = game.tag("Auction") {
            read_auction(game, tag, &mut record, &mut problems);
        }
        // Without Contract and Declarer tags, the auction's contract is the board's (as in LIN).
        if record.outcome.is_none() {
            record.outcome = record.outcome();
        }
        if let Some(tag) = game.tag("Play") {
            read_play(tag, &mut record, &mut problems);
        }
        record.room = game
            .value("Room")
            .map(|room| room.trim().to_string())
            .filter(|room| !room.is_empty());
        record.commentary = game
            .preamble
            .iter()
            .chain(game.tags.iter().flat_map(|tag| &tag.section))
            .filter_map(|token| match &token.item {
                Token::Comment(text) | Token::LineComment(text) => Some(text.clone()),
                _ => None,
            })
            .collect();
        if problems.is_empty() {
            Ok(record)
        } else {
            Err(problems)
        }
    }

    /// The record as a PBN game: the fifteen tags of the mandatory roster (a value not known
    /// is an empty string, as PBN 2.1 section 3.4 asks for a mandatory tag that is
    /// inappropriate), commentary before them, the auction with a note for each alert, the
    /// play trick by trick (`-` for cards not played, `*` when the play stops short).
    pub fn to_pbn(&self) -> Game {
        let known = |value: Option<String>| value.unwrap_or_default();
        let seat_letter = |seat: Option<Seat>| seat.map(|s| s.letter().to_string());
        let (declarer, contract) = match self.outcome() {
            Some(Outcome::PassedOut) => (String::new(), "Pass".to_string()),
            Some(Outcome::Contract { contract, declarer }) => {
                (declarer.letter().to_string(), contract.to_string())
            }
            None => (String::new(), String::new()),
        };
        let player = |seat: Seat| known(self.players[seat.index()].clone());
        let tags = [
            ("Event", known(self.event.clone())),
            ("Site", known(self.site.clone())),
            ("Date", known(self.date.clone())),
            ("Board", known(self.board.map(|b| b.to_string()))),
            ("West", player(Seat::West)),
            ("North", player(Seat::North)),
            ("East", player(Seat::East)),
            ("South", player(Seat::South)),
            ("Dealer", known(seat_letter(self.dealer))),
            (
                "Vulnerable",
                known(self.vulnerability.map(|v| v.pbn().to_string())),
            ),
            (
                "Deal",
                known(
                    self.deal
                        .map(|d| d.to_pbn(self.dealer.unwrap_or(Seat::North))),
                ),
            ),
            ("Scoring", String::new()),
            ("Declarer", declarer),
            ("Contract", contract),
            ("Result", known(self.result.map(|r| r.to_string()))),
        ];
        let tags = tags
            .into_iter()
            .map(|(name, value)| Tag::new(name, value))
            .collect();
        let mut game = Game {
            preamble: self.commentary.iter().map(|text| comment(text)).collect(),
            tags,
        };
        if let Some(room) = &self.room {
            // A supplemental tag, after the roster (PBN 2.1 section 3).
            game.tags.push(Tag::new("Room", room.clone()));
        }
        if !self.auction.is_empty() {
            self.write_auction(&mut game);
        }
        if !self.play.is_empty()
            && let Some(leader) = self.leader()
        {
            let mut tag = Tag::new("Play", leader.letter().to_string());
            let rows = self.play_by_seat();
            for row in &rows {
                for card in row {
                    let text = card.map_or("-".to_string(), |card| card.to_string());
                    tag.section.push(symbol(&text));
                }
            }
            if rows.len() < 13 {
                tag.section.push(symbol("*"));
            }
            game.tags.push(tag);
        }
        game
    }

    /// Adds the Auction tag and its notes.
    fn write_auction(&self, game: &mut Game) {
        let dealer = self.dealer.unwrap_or(Seat::North);
        let mut tag = Tag::new("Auction", dealer.letter().to_string());
        let mut notes = Vec::new();
        for recorded in &self.auction {
            tag.section.push(symbol(&pbn_call(recorded.call)));
            if let Some(explanation) = &recorded.alert {
                notes.push(explanation.clone());
                tag.section.push(Located::new(
                    Position::default(),
                    Token::Note(notes.len() as u16),
                ));
            }
        }
        game.tags.push(tag);
        for (i, note) in notes.into_iter().enumerate() {
            game.tags
                .push(Tag::new("Note", format!("{}:{note}", i + 1)));
        }
    }
}

/// A tag's value read, its problem (if any) added to `problems`.
fn keep<T>(read: Option<Result<T, PbnError>>, problems: &mut Vec<PbnError>) -> Option<T> {
    match read? {
        Ok(value) => Some(value),
        Err(problem) => {
            problems.push(problem);
            None
        }
    }
}

/// A seat written as its letter or name, in any case.
fn seat(text: &str) -> Option<Seat> {
    text.trim().parse().ok()
}

/// Commentary as a token: in braces, or after `;` when the text holds a `}` (which braces
/// cannot hold; its line breaks then become spaces).
fn comment(text: &str) -> Located<Token> {
    let token = if text.contains('}') {
        Token::LineComment(text.replace(['\n', '\r'], " "))
    } else {
        Token::Comment(text.to_string())
    };
    Located::new(Position::default(), token)
}

/// A symbol token made in memory.
fn symbol(text: &str) -> Located<Token> {
    Located::new(Position::default(), Token::Symbol(text.to_string()))
}

/// A call as PBN spells it: `Pass`, `X`, `XX`, `1NT`.
pub(crate) fn pbn_call(call: Call) -> String {
    match call {
        Call::Pass => "Pass".to_string(),
        other => other.to_string(),
    }
}

/// The Contract and Declarer tags.
fn outcome(game: &Game, problems: &mut Vec<PbnError>) -> Option<Outcome> {
    let contract = game.known("Contract")?;
    let at = game.at("Contract");
    if contract.eq_ignore_ascii_case("pass") {
        return Some(Outcome::PassedOut);
    }
    let contract = match contract.parse() {
        Ok(contract) => contract,
        Err(_) => {
            problems.push(PbnError::new(
                at,
                format!("expected a contract such as 4S, 3NTX or Pass, found \"{contract}\""),
            ));
            return None;
        }
    };
    let declarer_text = game.value("Declarer").unwrap_or_default();
    match seat(declarer_text) {
        Some(declarer) => Some(Outcome::Contract { contract, declarer }),
        None => {
            let at = game.tag("Declarer").map_or(at, |tag| tag.at);
            problems.push(PbnError::new(
                at,
                format!("the contract {contract} needs its declarer as N, E, S or W, found \"{declarer_text}\""),
            ));
            None
        }
    }
}

/// The Auction section: calls from the tag's seat, `AP` for the passes that end it, notes on
/// calls as their alerts; `*` or `-` end what is known.
fn read_auction(game: &Game, tag: &Tag, record: &mut Record, problems: &mut Vec<PbnError>) {
    let Some(first) = seat(&tag.value) else {
        problems.push(PbnError::new(
            tag.at,
            format!(
                "expected the seat that calls first (N, E, S or W), found \"{}\"",
                tag.value
            ),
        ));
        return;
    };
    match record.dealer {
        Some(dealer) if dealer != first => problems.push(PbnError::new(
            tag.at,
            format!("the auction starts with {first}, but the dealer is {dealer} (Law 17A: the dealer calls first)"),
        )),
        Some(_) => {}
        None => record.dealer = Some(first),
    }
    for Located { at, item } in &tag.section {
        match item {
            Token::Symbol(text) if text.eq_ignore_ascii_case("AP") => {
                let bid = record.auction.iter().any(|c| c.call != Call::Pass);
                let needed = if bid { 3 } else { 4 };
                let trailing = record
                    .auction
                    .iter()
                    .rev()
                    .take_while(|c| c.call == Call::Pass)
                    .count();
                for _ in trailing..needed {
                    record.auction.push(RecordedCall {
                        call: Call::Pass,
                        alert: None,
                    });
                }
            }
            Token::Symbol(text) if text == "*" || text == "-" || text == "+" => break,
            Token::Symbol(text) => match text.parse::<Call>() {
                Ok(call) => record.auction.push(RecordedCall { call, alert: None }),
                Err(_) => problems.push(PbnError::new(
                    *at,
                    format!("expected a call (Pass, X, XX, 1C to 7NT, AP), found `{text}`"),
                )),
            },
            Token::Note(number) => {
                let text = game
                    .notes()
                    .find(|(n, _)| n == number)
                    .map(|(_, text)| text.to_string());
                match (text, record.auction.last_mut()) {
                    (Some(text), Some(last)) => last.alert = Some(text),
                    (None, _) => problems.push(PbnError::new(
                        *at,
                        format!("note ={number}= is referred to, and no [Note \"{number}:...\"] gives it"),
                    )),
                    (Some(_), None) => {}
                }
            }
            _ => {}
        }
    }
}

/// The Play section: tricks of four cards in seat order from the opening leader, `-` for a
/// card not played, `*` for the rest unknown.
fn read_play(tag: &Tag, record: &mut Record, problems: &mut Vec<PbnError>) {
    if tag.section.is_empty() {
        return;
    }
    let Some(first) = seat(&tag.value) else {
        problems.push(PbnError::new(
            tag.at,
            format!(
                "expected the opening leader (N, E, S or W), found \"{}\"",
                tag.value
            ),
        ));
        return;
    };
    if let Some(leader) = record.leader()
        && leader != first
    {
        problems.push(PbnError::new(
            tag.at,
            format!("the play starts with {first}, but declarer's left-hand opponent, {leader}, leads (Law 41A)"),
        ));
        return;
    }
    if record.leader().is_none() {
        problems.push(PbnError::new(
            tag.at,
            "the play needs the contract and declarer (the Contract and Declarer tags, or an auction) to know who led each trick",
        ));
        return;
    }
    let mut cards: Vec<Option<Card>> = Vec::new();
    for Located { at, item } in &tag.section {
        match item {
            Token::Symbol(text) if text == "*" => break,
            Token::Symbol(text) if text == "-" => cards.push(None),
            Token::Symbol(text) => match text.parse::<Card>() {
                Ok(card) => cards.push(Some(card)),
                Err(_) => problems.push(PbnError::new(
                    *at,
                    format!("expected a card such as SA or H7, or `-`, found `{text}`"),
                )),
            },
            _ => {}
        }
    }
    if cards.len() > 52 {
        problems.push(PbnError::new(
            tag.at,
            format!(
                "the play section gives {} cards: a deal has 52",
                cards.len()
            ),
        ));
        return;
    }
    let tricks: Vec<[Option<Card>; 4]> = cards
        .chunks(4)
        .map(|chunk| {
            let mut row = [None; 4];
            row[..chunk.len()].copy_from_slice(chunk);
            row
        })
        .collect();
    record.set_play_by_seat(&tricks);
}
