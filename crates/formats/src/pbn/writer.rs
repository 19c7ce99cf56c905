//! The export format (PBN 2.1 section 2.1): the header, then each game's tags one to a
//! line, the mandatory tags first in the standard's order, each section laid out as the
//! standard shows it (four calls or cards a line, a table's row a line), games separated by
//! an empty line, no inherited (`#`) values.

use std::fmt::{self, Write};

use super::lexer::quote;
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
    let mut pending = Vec::new();
    write_tokens(
        out,
        game.preamble.iter().map(|t| &t.item),
        usize::MAX,
        &mut pending,
    )?;
    for tag in game.export_order() {
        writeln!(out, "[{} {}]", tag.name, quote(&tag.value))?;
        write_tokens(out, tag.tokens(), items_per_line(tag), &mut pending)?;
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

/// Writes section tokens: an item (a symbol or string) with the annotations that follow it,
/// `per_line` items a line; commentary on lines of its own.
fn write_tokens<'a>(
    out: &mut impl Write,
    tokens: impl Iterator<Item = &'a Token>,
    per_line: usize,
    line: &mut Vec<String>,
) -> fmt::Result {
    let mut items = 0;
    let flush = |out: &mut dyn Write, line: &mut Vec<String>| -> fmt::Result {
        if !line.is_empty() {
            writeln!(out, "{}", line.join(" "))?;
            line.clear();
        }
        Ok(())
    };
    for token in tokens {
        match token {
            Token::Symbol(_) | Token::Text(_) => {
                if items == per_line {
                    flush(out, line)?;
                    items = 0;
                }
                items += 1;
                line.push(token_text(token));
            }
            Token::Suffix(suffix) => match line.last_mut() {
                Some(last) => last.push_str(suffix),
                None => line.push(suffix.clone()),
            },
            Token::Note(_) | Token::Nag(_) | Token::Irregularity(_) => line.push(token_text(token)),
            Token::Comment(_) | Token::LineComment(_) => {
                flush(out, line)?;
                writeln!(out, "{}", token_text(token))?;
            }
        }
    }
    flush(out, line)
}

/// A token as written.
pub(crate) fn token_text(token: &Token) -> String {
    match token {
        Token::Symbol(text) | Token::Suffix(text) => text.clone(),
        Token::Text(text) => quote(text),
        Token::Note(number) => format!("={number}="),
        Token::Nag(number) => format!("${number}"),
        Token::Irregularity(letter) => format!("^{letter}"),
        Token::Comment(text) => format!("{{{text}}}"),
        Token::LineComment(text) => format!(";{text}"),
    }
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
