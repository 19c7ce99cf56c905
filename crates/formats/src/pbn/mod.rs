//! PBN 2.1, the Portable Bridge Notation: games of tag pairs, each tag with its section (the
//! auction, the play, a table, or commentary).
//!
//! [`Reader`] streams games from any [`std::io::BufRead`] one at a time, tolerant as the
//! standard's import format asks (any line endings, ISO 8859-1 or UTF-8, `%` escape lines,
//! `#` and `##` inherited values, missing tags); [`write_game`] writes the strict, canonical
//! export format. A [`Game`] keeps everything the file said, so reading what was written gives
//! the same game; [`crate::Record`] is its meaning (deal, auction, play, result).

mod double_dummy;
mod lexer;
mod meaning;
mod reader;
mod repair;
mod writer;

pub use double_dummy::{add_double_dummy, double_dummy_tricks};
pub use reader::Reader;
pub use writer::{write_game, write_header};

use std::fmt;

/// A place in a file: line and column, both from 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    /// The line.
    pub line: usize,
    /// The column, in characters.
    pub column: usize,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// An item and where it was read. Two located items are equal when the items are: where a
/// thing was written is not part of what it is (a game written and read again is the same
/// game at other lines).
#[derive(Clone, Debug)]
pub struct Located<T> {
    /// Where it was read (the default position for an item made in memory).
    pub at: Position,
    /// The item.
    pub item: T,
}

impl<T> Located<T> {
    /// `item`, read at `at`.
    pub fn new(at: Position, item: T) -> Located<T> {
        Located { at, item }
    }
}

impl<T: PartialEq> PartialEq for Located<T> {
    fn eq(&self, other: &Self) -> bool {
        self.item == other.item
    }
}

/// A token of a section (PBN 2.1 sections 3.2 and 3.5 to 3.9).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token {
    /// A symbol: a call (`1NT`, `Pass`, `X`), a card (`SA`), `AP` (all pass), `-` (no call
    /// or card), `*` (the rest unknown), `+` or a table cell.
    Symbol(String),
    /// A quoted string in a section (a table cell such as a player's name).
    Text(String),
    /// A note reference `=1=`, answered by a `[Note "1:..."]` tag.
    Note(u16),
    /// A numeric annotation glyph `$12` (section 3.7).
    Nag(u16),
    /// A suffix annotation: `!`, `?`, `!!`, `??`, `!?`, `?!`.
    Suffix(String),
    /// An irregularity marker `^` and a letter (section 3.9), kept as written.
    Irregularity(char),
    /// Commentary in braces (it may span lines).
    Comment(String),
    /// Commentary from `;` to the end of the line.
    LineComment(String),
}

/// A tag pair and its section. Tags are equal when name, value and section are; where the
/// tag was read is not compared.
#[derive(Clone, Debug)]
pub struct Tag {
    /// The tag's name (`Event`, `Deal`, `OptimumResultTable`...).
    pub name: String,
    /// Its value, escapes resolved, inheritance (`#`, `##`) applied.
    pub value: String,
    /// The tokens after the tag up to the next tag: the auction, the play, a table's rows, or
    /// commentary.
    pub section: Vec<Located<Token>>,
    /// Where the tag began.
    pub at: Position,
}

impl PartialEq for Tag {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name && self.value == other.value && self.section == other.section
    }
}

impl Tag {
    /// A tag made in memory, with no section.
    pub fn new(name: impl Into<String>, value: impl Into<String>) -> Tag {
        Tag {
            name: name.into(),
            value: value.into(),
            section: Vec::new(),
            at: Position::default(),
        }
    }

    /// The section's tokens without where they were read.
    pub fn tokens(&self) -> impl Iterator<Item = &Token> {
        self.section.iter().map(|token| &token.item)
    }
}

/// A game: its tags in the order read (a tag repeated is ignored, as PBN 2.1 section 3.3
/// asks, except `Note`, which is meant to repeat), and commentary before the first tag.
///
/// Two games are equal when they hold the same tags with the same sections in export order
/// ([`Game::export_order`]): the mandatory roster's place in a file carries no meaning, and
/// the warnings are about the file, not the game.
#[derive(Clone, Debug, Default)]
pub struct Game {
    /// Commentary before the first tag.
    pub preamble: Vec<Located<Token>>,
    /// The tags with their sections.
    pub tags: Vec<Tag>,
    /// What [`Reader`] repaired as it read the game (a stray `}`, a contract `3NR`, `--` in
    /// the play, a note referred to and never given), in the order of the file; empty for a
    /// game made in memory.
    pub warnings: Vec<crate::Warning>,
}

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.preamble == other.preamble && self.export_order().eq(other.export_order())
    }
}

impl Game {
    /// The tags in export order: the mandatory roster in the standard's order (PBN 2.1
    /// section 3.4), then the others as read.
    pub fn export_order(&self) -> impl Iterator<Item = &Tag> {
        let roster = writer::ROSTER
            .iter()
            .filter_map(|name| self.tags.iter().find(|tag| tag.name == *name));
        let others = self
            .tags
            .iter()
            .filter(|tag| !writer::ROSTER.contains(&tag.name.as_str()));
        roster.chain(others)
    }

    /// The tag named `name` (the first one, for `Note`).
    pub fn tag(&self, name: &str) -> Option<&Tag> {
        self.tags.iter().find(|tag| tag.name == name)
    }

    /// The value of the tag named `name`, if present.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.tag(name).map(|tag| tag.value.as_str())
    }

    /// Sets the value of `name` (adding the tag at the end if absent), keeping its section.
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|tag| tag.name == name) {
            Some(tag) => tag.value = value,
            None => self.tags.push(Tag::new(name, value)),
        }
    }

    /// The notes (`[Note "1:text"]`): number and text.
    pub fn notes(&self) -> impl Iterator<Item = (u16, &str)> {
        self.tags
            .iter()
            .filter(|tag| tag.name == "Note")
            .filter_map(|tag| {
                let (number, text) = tag.value.split_once(':')?;
                Some((number.trim().parse().ok()?, text))
            })
    }
}
