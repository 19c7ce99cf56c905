//! The export format (PBN 2.1 section 2.1): the header, then each game's tags one to a
//! line, the mandatory tags first in the standard's order, each section laid out as the
//! standard shows it (four calls or cards a line, a table's row a line), games separated by
//! an empty line, no inherited (`#`) values.

use std::fmt::{self, Write};

use super::lexer::write_quoted;
use super::{Game, Tag, Token};

/// The tags of PBN's mandatory roster, in export order (PBN 2.1 section 3.4).
pub const ROSTER: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
];

/// Writes the export header: `% PBN 2.1` and `% EXPORT`.
pub fn write_header(out: &mut impl Write) -> fmt::Result {
    out.write_str("% PBN 2.1\n% EXPORT\n")
}

/// Writes `game` in export format, ending with the empty line that separates games.
pub fn write_game(out: &mut impl Write, game: &Game) -> fmt::Result {
    write_tokens(out, game.preamble.iter().map(|t| &t.item), usize::MAX)?;
    for tag in game.export_order() {
        write!(out, "[{} ", tag.name)?;
        write_quoted(out, &tag.value)?;
        out.write_str("]\n")?;
        write_tokens(out, tag.tokens(), items_per_line(tag))?;
    }
    out.write_char('\n')
}

/// How many items a line of the tag's section holds: four calls or cards (a round of the
/// auction, a trick), a table's columns (the value lists them, `;` between), or all.
fn items_per_line(tag: &Tag) -> usize {
    match tag.name.as_str() {
        "Auction" | "Play" => 4,
        name if name.ends_with("Table") => tag.value.split(';').count().max(1),
        _ => usize::MAX,
    }
}

/// Writes section tokens: an item (a symbol or string) with the annotations that follow it
/// (a suffix joined to it; a second suffix apart, or the two would read as one), `per_line`
/// items a line; commentary on lines of its own. A line
/// is ended only when it holds something, so a section never writes an empty line (which
/// would end the game).
fn write_tokens<'a>(
    out: &mut impl Write,
    tokens: impl Iterator<Item = &'a Token>,
    per_line: usize,
) -> fmt::Result {
    let mut items = 0;
    let mut open = false;
    let mut after_suffix = false;
    for token in tokens {
        let suffix = matches!(token, Token::Suffix(_));
        match token {
            Token::Symbol(_) | Token::Text(_) => {
                if items == per_line {
                    if open {
                        out.write_char('\n')?;
                        open = false;
                    }
                    items = 0;
                }
                items += 1;
                if open {
                    out.write_char(' ')?;
                }
                write_token(out, token)?;
            }
            Token::Suffix(_) => {
                if open && after_suffix {
                    out.write_char(' ')?;
                }
                write_token(out, token)?;
            }
            Token::Note(_) | Token::Nag(_) | Token::Irregularity(_) => {
                if open {
                    out.write_char(' ')?;
                }
                write_token(out, token)?;
            }
            Token::Comment(_) | Token::LineComment(_) => {
                if open {
                    out.write_char('\n')?;
                }
                write_token(out, token)?;
                out.write_char('\n')?;
                open = false;
                after_suffix = false;
                continue;
            }
        }
        after_suffix = suffix;
        open = true;
    }
    if open {
        out.write_char('\n')?;
    }
    Ok(())
}

/// Writes a token as PBN spells it.
fn write_token(out: &mut impl Write, token: &Token) -> fmt::Result {
    match token {
        Token::Symbol(text) | Token::Suffix(text) => out.write_str(text),
        Token::Text(text) => write_quoted(out, text),
        Token::Note(number) => write!(out, "={number}="),
        Token::Nag(number) => write!(out, "${number}"),
        Token::Irregularity(letter) => write!(out, "^{letter}"),
        Token::Comment(text) => write!(out, "{{{text}}}"),
        Token::LineComment(text) => write!(out, ";{text}"),
    }
}

/// A token as written.
pub(crate) fn token_text(token: &Token) -> String {
    let mut text = String::new();
    // Writing to a String cannot fail.
    let _ = write_token(&mut text, token);
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pbn::Reader;

    #[test]
    fn the_roster_comes_first_and_sections_are_laid_out() {
        let text = "[Auction \"N\"]\n1S! =1= Pass 2S Pass Pass Pass\n[Board \"3\"]\n[Note \"1:five\"]\n[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN NT 7 N S 4\n";
        let game = Reader::new(text.as_bytes())
            .next()
            .expect("a game")
            .expect("read");
        let mut out = String::new();
        write_game(&mut out, &game).expect("written");
        assert_eq!(
            out,
            "[Board \"3\"]\n[Auction \"N\"]\n1S! =1= Pass 2S Pass\nPass Pass\n[Note \"1:five\"]\n[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN NT 7\nN S 4\n\n"
        );
        let again = Reader::new(out.as_bytes())
            .next()
            .expect("a game")
            .expect("read");
        assert_eq!(again, game);
    }
}
