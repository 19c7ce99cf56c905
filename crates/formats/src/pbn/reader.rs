//! The streaming reader: games one at a time from a [`BufRead`], so a file of any size is
//! read in the memory of its largest game.

use std::collections::VecDeque;
use std::io::BufRead;

use super::lexer::{Lexeme, Lexer};
use super::{Game, Located, Position, Tag, Token};
use crate::error::{PbnError, Warning};

/// Reads PBN games from `source`, one per [`Iterator::next`]. What can be repaired is
/// repaired, with a warning in [`Game::warnings`] (PBN 2.1 section 2.1: import is tolerant);
/// a game whose tags cannot be read is reported (with its line and column) and skipped, and
/// the games after it are still read. A failure of the source itself ends the reading with an
/// error.
pub struct Reader<R> {
    source: R,
    bytes: Vec<u8>,
    lines: VecDeque<String>,
    /// The line being read (its buffer kept between lines).
    line: String,
    line_number: usize,
    lexer: Lexer,
    lexemes: Vec<Located<Lexeme>>,
    /// What the lexer passed over in the game being read.
    warnings: Vec<Warning>,
    /// Skipping the rest of a game that had a problem, up to the next empty line.
    skipping: bool,
    finished: bool,
    /// The tag values of the last game read, for values `#` (PBN 2.1 section 4.8). Values
    /// only: a `#` copies the value, not a section.
    previous: Vec<(String, String)>,
    /// Tags whose value was given as `##value`: they hold for the games after it that do not
    /// give the tag.
    inherited: Vec<Tag>,
}

impl<R: BufRead> Reader<R> {
    /// A reader of the games in `source`.
    pub fn new(source: R) -> Reader<R> {
        Reader {
            source,
            bytes: Vec::new(),
            lines: VecDeque::new(),
            line: String::new(),
            line_number: 0,
            lexer: Lexer::default(),
            lexemes: Vec::new(),
            warnings: Vec::new(),
            skipping: false,
            finished: false,
            previous: Vec::new(),
            inherited: Vec::new(),
        }
    }

    /// Reads the next physical line into `line`, whatever its ending (`\n`, `\r\n` or a
    /// lone `\r`), decoded as UTF-8 or else as ISO 8859-1 (the standard's character set);
    /// `false` at the end.
    fn next_line(&mut self, line: &mut String) -> Result<bool, std::io::Error> {
        line.clear();
        if let Some(queued) = self.lines.pop_front() {
            line.push_str(&queued);
            return Ok(true);
        }
        self.bytes.clear();
        if self.source.read_until(b'\n', &mut self.bytes)? == 0 {
            return Ok(false);
        }
        if self.bytes.last() == Some(&b'\n') {
            self.bytes.pop();
        }
        if self.bytes.last() == Some(&b'\r') {
            self.bytes.pop();
        }
        crate::text::decode(&self.bytes, line);
        // Lines ended by a lone `\r` (old Macintosh files) are split here.
        if line.contains('\r') {
            let mut pieces = line.split('\r').map(str::to_string);
            let first = pieces.next().unwrap_or_default();
            self.lines.extend(pieces);
            *line = first;
        }
        Ok(true)
    }

    /// Ends the game being read: the game, repaired and with its warnings, or its problem.
    fn finish_game(&mut self) -> Result<Game, PbnError> {
        let lexemes = std::mem::take(&mut self.lexemes);
        let warnings = std::mem::take(&mut self.warnings);
        let mut game = assemble(lexemes, &self.previous, &mut self.inherited)?;
        game.warnings = warnings;
        super::repair::repair(&mut game);
        game.warnings
            .sort_by_key(|warning| (warning.line, warning.column));
        self.previous.clear();
        self.previous.extend(
            game.tags
                .iter()
                .map(|tag| (tag.name.clone(), tag.value.clone())),
        );
        Ok(game)
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<Game, PbnError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.finished {
            return None;
        }
        let mut line = std::mem::take(&mut self.line);
        let item = self.next_game(&mut line);
        self.line = line;
        item
    }
}

impl<R: BufRead> Reader<R> {
    /// The rest of [`Iterator::next`], with the line buffer lent out.
    fn next_game(&mut self, line: &mut String) -> Option<Result<Game, PbnError>> {
        loop {
            match self.next_line(line) {
                Ok(true) => {}
                Ok(false) => {
                    self.finished = true;
                    if let Some(at) = self.lexer.open_comment_start() {
                        self.lexemes.clear();
                        self.warnings.clear();
                        return Some(Err(PbnError::new(
                            at,
                            "commentary `{` not closed before the end of the file: expected `}`",
                        )));
                    }
                    if self.lexemes.is_empty() {
                        return None;
                    }
                    return Some(self.finish_game());
                }
                Err(error) => {
                    self.finished = true;
                    let at = Position {
                        line: self.line_number + 1,
                        column: 1,
                    };
                    return Some(Err(PbnError::new(at, format!("cannot read: {error}"))));
                }
            };
            self.line_number += 1;
            // Empty as the lexer sees it: a line holding only spaces that ASCII does not count
            // (U+00A0, a vertical tab) holds a token and does not end the game.
            let blank = line.trim_ascii().is_empty();
            if self.skipping {
                if blank {
                    self.skipping = false;
                }
                continue;
            }
            if !self.lexer.in_comment() {
                if line.starts_with('%') {
                    continue;
                }
                if blank {
                    if self.lexemes.is_empty() {
                        continue;
                    }
                    return Some(self.finish_game());
                }
            }
            if let Err(error) = self.lexer.line(
                self.line_number,
                line,
                &mut self.lexemes,
                &mut self.warnings,
            ) {
                self.lexemes.clear();
                self.warnings.clear();
                self.lexer = Lexer::default();
                // The rest of the game, up to the next empty line, goes with it.
                self.skipping = true;
                return Some(Err(error));
            }
        }
    }
}

/// Builds a game from its lexemes: tag pairs (`[` name string `]`) each followed by its
/// section; `#` and `##` values resolved.
fn assemble(
    lexemes: Vec<Located<Lexeme>>,
    previous: &[(String, String)],
    inherited: &mut Vec<Tag>,
) -> Result<Game, PbnError> {
    let mut game = Game::default();
    let mut lexemes = lexemes.into_iter().peekable();
    // Whether the tag being filled was a repeat, to be dropped with its section.
    let mut repeated = false;
    while let Some(Located { at, item }) = lexemes.next() {
        match item {
            Lexeme::Open => {
                let name = match lexemes.next() {
                    Some(Located {
                        item: Lexeme::Token(Token::Symbol(name)),
                        ..
                    }) => name,
                    other => {
                        return Err(expected(at, other, "a tag name after `[`"));
                    }
                };
                let value = match lexemes.next() {
                    Some(Located {
                        item: Lexeme::Text(value),
                        ..
                    }) => value,
                    other => {
                        return Err(expected(
                            at,
                            other,
                            &format!("the value of the {name} tag, in quotes"),
                        ));
                    }
                };
                match lexemes.next() {
                    Some(Located {
                        item: Lexeme::Close,
                        ..
                    }) => {}
                    other => {
                        return Err(expected(at, other, &format!("`]` closing the {name} tag")));
                    }
                }
                repeated = name != "Note" && game.tag(&name).is_some();
                if repeated {
                    continue;
                }
                let mut tag = Tag {
                    name,
                    value,
                    section: Vec::new(),
                    at,
                };
                if tag.value == "#" {
                    let Some((_, earlier)) = previous.iter().find(|(name, _)| *name == tag.name)
                    else {
                        return Err(PbnError::new(
                            at,
                            format!(
                                "`#` copies the {} tag of the game before, and there is none",
                                tag.name
                            ),
                        ));
                    };
                    tag.value = earlier.clone();
                } else if let Some(value) = tag.value.strip_prefix("##") {
                    tag.value = value.to_string();
                    inherited.retain(|kept| kept.name != tag.name);
                    inherited.push(tag.clone());
                }
                game.tags.push(tag);
            }
            Lexeme::Close => {
                return Err(PbnError::new(at, "a `]` outside a tag pair"));
            }
            Lexeme::Text(text) => {
                push_token(&mut game, repeated, Located::new(at, Token::Text(text)));
            }
            Lexeme::Token(token) => {
                push_token(&mut game, repeated, Located::new(at, token));
            }
        }
    }
    for tag in inherited.iter() {
        if game.tag(&tag.name).is_none() && !game.tags.is_empty() {
            game.tags.push(tag.clone());
        }
    }
    Ok(game)
}

/// Adds a section token to the last tag (the preamble before any tag).
fn push_token(game: &mut Game, repeated: bool, token: Located<Token>) {
    if repeated {
        return;
    }
    match game.tags.last_mut() {
        Some(tag) => tag.section.push(token),
        None => game.preamble.push(token),
    }
}

/// The error for a lexeme that is not what the tag pair at `at` needs.
fn expected(at: Position, found: Option<Located<Lexeme>>, what: &str) -> PbnError {
    match found {
        Some(Located { at, item }) => {
            let found = match item {
                Lexeme::Open => "`[`".to_string(),
                Lexeme::Close => "`]`".to_string(),
                Lexeme::Text(text) => format!("\"{text}\""),
                Lexeme::Token(token) => format!("`{}`", super::writer::token_text(&token)),
            };
            PbnError::new(at, format!("expected {what}, found {found}"))
        }
        None => PbnError::new(at, format!("expected {what}, found the end of the game")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Vec<Result<Game, PbnError>> {
        Reader::new(text.as_bytes()).collect()
    }

    #[test]
    fn games_are_separated_by_empty_lines_and_escapes_skipped() {
        let games =
            read("% PBN 2.1\r\n[Event \"A\"]\r\n[Board \"1\"]\r\n\r\n\r\n[Event \"B\"]\r\n");
        assert_eq!(games.len(), 2);
        let second = games[1].as_ref().expect("a game");
        assert_eq!(second.value("Event"), Some("B"));
    }

    #[test]
    fn a_line_of_spaces_ascii_does_not_count_is_not_the_empty_line_that_ends_a_game() {
        // Found by fuzzing: written, a section token that is one such space stands on a line
        // of its own; read, that line must not split the game in two.
        let games = read("[Event \"A\"]\n\u{a0}\n[Board \"1\"]\n \t\n[Event \"B\"]\n");
        assert_eq!(games.len(), 2);
        let first = games[0].as_ref().expect("a game");
        assert_eq!(first.value("Board"), Some("1"));
    }

    #[test]
    fn lone_carriage_returns_end_lines() {
        let games = read("[Event \"A\"]\r[Board \"1\"]\r\r[Event \"B\"]\r");
        assert_eq!(games.len(), 2);
    }

    #[test]
    fn hash_copies_the_previous_game_and_double_hash_holds_for_the_rest() {
        let games = read(
            "[Event \"##Club\"]\n[Site \"Here\"]\n[Board \"1\"]\n\n[Site \"#\"]\n[Board \"2\"]\n\n[Board \"3\"]\n",
        );
        let games: Vec<Game> = games.into_iter().map(|g| g.expect("a game")).collect();
        assert_eq!(games[0].value("Event"), Some("Club"));
        assert_eq!(games[1].value("Site"), Some("Here"));
        assert_eq!(games[1].value("Event"), Some("Club"));
        assert_eq!(games[2].value("Event"), Some("Club"));
        assert_eq!(games[2].value("Site"), None);
    }

    #[test]
    fn a_repeated_tag_is_ignored_with_its_section() {
        let games = read("[Auction \"N\"]\n1S Pass\n[Auction \"E\"]\n2S\n");
        let game = games[0].as_ref().expect("a game");
        assert_eq!(game.tags.len(), 1);
        assert_eq!(game.tag("Auction").map(|t| t.section.len()), Some(2));
    }

    #[test]
    fn a_bad_game_is_reported_and_the_next_is_read() {
        let games = read("[Event \"A\"]\n[Board 1]\n[Deal \"x\"]\n\n[Event \"B\"]\n");
        assert_eq!(games.len(), 2);
        assert_eq!(
            games[0].as_ref().expect_err("bad").to_string(),
            "line 2, column 8: expected the value of the Board tag, in quotes, found `1`"
        );
        assert_eq!(games[1].as_ref().expect("good").value("Event"), Some("B"));
    }

    #[test]
    fn latin1_is_read() {
        let bytes = b"[West \"J\xf8rgen\"]\n";
        let games: Vec<_> = Reader::new(&bytes[..]).collect();
        assert_eq!(
            games[0].as_ref().expect("a game").value("West"),
            Some("J\u{f8}rgen")
        );
    }
}
