//! PBN's tokens (PBN 2.1 section 3.2), read a line at a time so that a file is never held
//! whole: brackets, strings with their escapes, symbols, note references `=1=`, NAGs `$12`,
//! suffix annotations `!` `?`, irregularities `^R`, and commentary `{...}` (which may span
//! lines) or `;` to the end of the line.

use super::{Located, Position, Token};
use crate::error::{PbnError, Warning};

/// A lexeme of a game: the tag brackets, a string, or a section token.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Lexeme {
    /// `[`
    Open,
    /// `]`
    Close,
    /// A quoted string, escapes resolved.
    Text(String),
    /// Anything a section may hold (a symbol, an annotation, commentary).
    Token(Token),
}

/// The lexer's state between lines: inside a brace comment or not.
#[derive(Debug, Default)]
pub(crate) struct Lexer {
    /// The comment being read: where it began and its text so far.
    open_comment: Option<(Position, String)>,
}

/// Bytes that end a symbol (every one ASCII, so a symbol's bytes are whole characters).
fn ends_symbol(b: u8) -> bool {
    b.is_ascii_whitespace()
        || matches!(
            b,
            b'[' | b']' | b'{' | b'}' | b'"' | b';' | b'$' | b'=' | b'!' | b'?' | b'^'
        )
}

impl Lexer {
    /// Whether a brace comment is still open at the end of the last line.
    pub(crate) fn in_comment(&self) -> bool {
        self.open_comment.is_some()
    }

    /// Where the open comment began, if one is open (for the error at the end of the file).
    pub(crate) fn open_comment_start(&self) -> Option<Position> {
        self.open_comment.as_ref().map(|(at, _)| *at)
    }

    /// Reads the lexemes of one line (`number` counted from 1) onto `out`, and onto
    /// `warnings` what it passed over (a `}` with no `{`). The line is scanned as bytes: every
    /// character PBN gives a meaning is ASCII, so slicing at them keeps the others (UTF-8 or
    /// Latin-1 names and commentary) whole.
    pub(crate) fn line(
        &mut self,
        number: usize,
        line: &str,
        out: &mut Vec<Located<Lexeme>>,
        warnings: &mut Vec<Warning>,
    ) -> Result<(), PbnError> {
        let bytes = line.as_bytes();
        let ascii = line.is_ascii();
        let at = |i: usize| Position {
            line: number,
            column: if ascii {
                i + 1
            } else {
                line[..i].chars().count() + 1
            },
        };
        let find =
            |from: usize, b: u8| bytes[from..].iter().position(|&c| c == b).map(|p| from + p);
        let mut i = 0;
        if let Some((start, mut text)) = self.open_comment.take() {
            text.push('\n');
            match find(0, b'}') {
                Some(end) => {
                    text.push_str(&line[..end]);
                    out.push(Located::new(start, Lexeme::Token(Token::Comment(text))));
                    i = end + 1;
                }
                None => {
                    text.push_str(line);
                    self.open_comment = Some((start, text));
                    return Ok(());
                }
            }
        }
        while i < bytes.len() {
            let start = at(i);
            match bytes[i] {
                b if b.is_ascii_whitespace() => i += 1,
                b'[' => {
                    out.push(Located::new(start, Lexeme::Open));
                    i += 1;
                }
                b']' => {
                    out.push(Located::new(start, Lexeme::Close));
                    i += 1;
                }
                b';' => {
                    let text = line[i + 1..].to_string();
                    out.push(Located::new(start, Lexeme::Token(Token::LineComment(text))));
                    i = bytes.len();
                }
                b'{' => match find(i + 1, b'}') {
                    Some(end) => {
                        let text = line[i + 1..end].to_string();
                        out.push(Located::new(start, Lexeme::Token(Token::Comment(text))));
                        i = end + 1;
                    }
                    None => {
                        self.open_comment = Some((start, line[i + 1..].to_string()));
                        i = bytes.len();
                    }
                },
                b'}' => {
                    // Import is tolerant (PBN 2.1 section 2.1): a stray brace is passed over.
                    warnings.push(Warning::new(
                        start,
                        "a `}` with no `{` before it, passed over (commentary is written `{like this}`)",
                    ));
                    i += 1;
                }
                b'"' => {
                    let (text, next) = string(line, i + 1).ok_or_else(|| {
                        PbnError::new(
                            start,
                            "a string not closed before the end of the line: expected `\"`",
                        )
                    })?;
                    out.push(Located::new(start, Lexeme::Text(text)));
                    i = next;
                }
                b'=' => {
                    let digits = digits(bytes, i + 1);
                    let close = i + 1 + digits;
                    match (line[i + 1..close].parse::<u16>(), bytes.get(close)) {
                        (Ok(number), Some(b'=')) => {
                            out.push(Located::new(start, Lexeme::Token(Token::Note(number))));
                            i = close + 1;
                        }
                        _ => {
                            return Err(PbnError::new(
                                start,
                                "a note reference is written `=1=`: expected a number between two `=`",
                            ));
                        }
                    }
                }
                b'$' => {
                    let end = i + 1 + digits(bytes, i + 1);
                    let number = line[i + 1..end].parse::<u16>().map_err(|_| {
                        PbnError::new(
                            start,
                            "a NAG is written `$` and a number: expected a number",
                        )
                    })?;
                    out.push(Located::new(start, Lexeme::Token(Token::Nag(number))));
                    i = end;
                }
                b'!' | b'?' => {
                    let length = bytes[i..]
                        .iter()
                        .take_while(|&&c| c == b'!' || c == b'?')
                        .take(2)
                        .count();
                    let text = line[i..i + length].to_string();
                    out.push(Located::new(start, Lexeme::Token(Token::Suffix(text))));
                    i += length;
                }
                b'^' => match bytes.get(i + 1) {
                    Some(&letter) if letter.is_ascii_alphabetic() => {
                        out.push(Located::new(
                            start,
                            Lexeme::Token(Token::Irregularity(char::from(letter))),
                        ));
                        i += 2;
                    }
                    _ => {
                        return Err(PbnError::new(
                            start,
                            "an irregularity is written `^` and a letter (`^R`): expected a letter",
                        ));
                    }
                },
                _ => {
                    let length = bytes[i..].iter().take_while(|&&c| !ends_symbol(c)).count();
                    let text = line[i..i + length].to_string();
                    out.push(Located::new(start, Lexeme::Token(Token::Symbol(text))));
                    i += length;
                }
            }
        }
        Ok(())
    }
}

/// The number of ASCII digits from `from`.
fn digits(bytes: &[u8], from: usize) -> usize {
    bytes[from..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count()
}

/// Reads a string's body from byte `start` (just after the opening quote): its text with
/// `\"` and `\\` resolved (any other backslash stands for itself, as in `Result\2R`), and the
/// index after the closing quote; `None` if the line ends first.
fn string(line: &str, start: usize) -> Option<(String, usize)> {
    let bytes = line.as_bytes();
    let mut text = String::new();
    let mut i = start;
    let mut run = start;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                text.push_str(&line[run..i]);
                return Some((text, i + 1));
            }
            b'\\' if matches!(bytes.get(i + 1), Some(b'"' | b'\\')) => {
                text.push_str(&line[run..i]);
                run = i + 1;
                i += 2;
            }
            _ => i += 1,
        }
    }
    None
}

/// Writes `value` as a PBN string: quoted, with `"` escaped, and `\` escaped only where a
/// reader would otherwise take it for an escape (before `"` or `\`, or last), so that values
/// such as `Result\2R` are written as other programs expect them.
pub(crate) fn write_quoted(out: &mut impl std::fmt::Write, value: &str) -> std::fmt::Result {
    let bytes = value.as_bytes();
    out.write_char('"')?;
    let mut run = 0;
    for (i, &b) in bytes.iter().enumerate() {
        let escape = match b {
            b'"' => true,
            b'\\' => matches!(bytes.get(i + 1), None | Some(b'"' | b'\\')),
            _ => false,
        };
        if escape {
            out.write_str(&value[run..i])?;
            out.write_char('\\')?;
            run = i;
        }
    }
    out.write_str(&value[run..])?;
    out.write_char('"')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex(line: &str) -> Vec<Lexeme> {
        let mut out = Vec::new();
        Lexer::default()
            .line(1, line, &mut out, &mut Vec::new())
            .expect("lexes");
        out.into_iter().map(|l| l.item).collect()
    }

    #[test]
    fn a_tag_and_annotated_calls() {
        assert_eq!(
            lex(r#"[Event "A \"B\" C\\"] 1H! =1= $3 ^R AP ; rest"#),
            vec![
                Lexeme::Open,
                Lexeme::Token(Token::Symbol("Event".into())),
                Lexeme::Text("A \"B\" C\\".into()),
                Lexeme::Close,
                Lexeme::Token(Token::Symbol("1H".into())),
                Lexeme::Token(Token::Suffix("!".into())),
                Lexeme::Token(Token::Note(1)),
                Lexeme::Token(Token::Nag(3)),
                Lexeme::Token(Token::Irregularity('R')),
                Lexeme::Token(Token::Symbol("AP".into())),
                Lexeme::Token(Token::LineComment(" rest".into())),
            ]
        );
    }

    fn quote(value: &str) -> String {
        let mut out = String::new();
        write_quoted(&mut out, value).expect("written");
        out
    }

    #[test]
    fn strings_round_trip_through_quote() {
        for value in [
            "plain",
            "Declarer;Result\\2R",
            "a \"b\"",
            "ends\\",
            "\\\\",
            "",
        ] {
            let quoted = quote(value);
            assert_eq!(
                string(&quoted, 1),
                Some((value.to_string(), quoted.len())),
                "{quoted}"
            );
        }
        assert_eq!(quote("Result\\2R"), "\"Result\\2R\"");
    }

    #[test]
    fn a_comment_spans_lines() {
        let mut lexer = Lexer::default();
        let mut out = Vec::new();
        let mut warnings = Vec::new();
        lexer
            .line(1, "SA { one", &mut out, &mut warnings)
            .expect("lexes");
        assert!(lexer.in_comment());
        lexer
            .line(2, "two } SK }", &mut out, &mut warnings)
            .expect("lexes");
        let items: Vec<Lexeme> = out.into_iter().map(|l| l.item).collect();
        assert_eq!(
            items,
            vec![
                Lexeme::Token(Token::Symbol("SA".into())),
                Lexeme::Token(Token::Comment(" one\ntwo ".into())),
                Lexeme::Token(Token::Symbol("SK".into())),
            ]
        );
        // The second `}` of line 2 closes nothing: passed over, with a warning at it.
        assert_eq!(
            warnings.iter().map(ToString::to_string).collect::<Vec<_>>(),
            [
                "line 2, column 10: a `}` with no `{` before it, passed over (commentary is written `{like this}`)"
            ]
        );
    }

    #[test]
    fn errors_name_line_and_column() {
        let mut out = Vec::new();
        let error = Lexer::default()
            .line(7, r#"[Deal "N:AKQ"#, &mut out, &mut Vec::new())
            .expect_err("unclosed");
        assert_eq!(
            error.to_string(),
            "line 7, column 7: a string not closed before the end of the line: expected `\"`"
        );
    }
}
