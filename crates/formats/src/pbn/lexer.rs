//! PBN's tokens (PBN 2.1 section 3.2), read a line at a time so that a file is never held
//! whole: brackets, strings with their escapes, symbols, note references `=1=`, NAGs `$12`,
//! suffix annotations `!` `?`, irregularities `^R`, and commentary `{...}` (which may span
//! lines) or `;` to the end of the line.

use super::{Located, Position, Token};
use crate::error::PbnError;

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

/// Characters that end a symbol.
fn ends_symbol(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '[' | ']' | '{' | '}' | '"' | ';' | '$' | '=' | '!' | '?' | '^'
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

    /// Reads the lexemes of one line (`number` counted from 1) onto `out`.
    pub(crate) fn line(
        &mut self,
        number: usize,
        line: &str,
        out: &mut Vec<Located<Lexeme>>,
    ) -> Result<(), PbnError> {
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        let at = |i: usize| Position {
            line: number,
            column: i + 1,
        };
        if let Some((start, mut text)) = self.open_comment.take() {
            match chars.iter().position(|&c| c == '}') {
                Some(end) => {
                    text.push('\n');
                    text.extend(&chars[..end]);
                    out.push(Located::new(start, Lexeme::Token(Token::Comment(text))));
                    i = end + 1;
                }
                None => {
                    text.push('\n');
                    text.extend(&chars);
                    self.open_comment = Some((start, text));
                    return Ok(());
                }
            }
        }
        while i < chars.len() {
            let c = chars[i];
            let start = at(i);
            match c {
                c if c.is_whitespace() => i += 1,
                '[' => {
                    out.push(Located::new(start, Lexeme::Open));
                    i += 1;
                }
                ']' => {
                    out.push(Located::new(start, Lexeme::Close));
                    i += 1;
                }
                ';' => {
                    let text: String = chars[i + 1..].iter().collect();
                    out.push(Located::new(start, Lexeme::Token(Token::LineComment(text))));
                    i = chars.len();
                }
                '{' => match chars[i + 1..].iter().position(|&c| c == '}') {
                    Some(length) => {
                        let text: String = chars[i + 1..i + 1 + length].iter().collect();
                        out.push(Located::new(start, Lexeme::Token(Token::Comment(text))));
                        i += length + 2;
                    }
                    None => {
                        self.open_comment = Some((start, chars[i + 1..].iter().collect()));
                        i = chars.len();
                    }
                },
                '}' => {
                    return Err(PbnError::new(
                        start,
                        "a `}` with no `{` before it: commentary is written `{like this}`",
                    ));
                }
                '"' => {
                    let (text, next) = string(&chars, i + 1).ok_or_else(|| {
                        PbnError::new(
                            start,
                            "a string not closed before the end of the line: expected `\"`",
                        )
                    })?;
                    out.push(Located::new(start, Lexeme::Text(text)));
                    i = next;
                }
                '=' => {
                    let digits: String = chars[i + 1..]
                        .iter()
                        .take_while(|c| c.is_ascii_digit())
                        .collect();
                    let close = i + 1 + digits.len();
                    match (digits.parse::<u16>(), chars.get(close)) {
                        (Ok(number), Some('=')) => {
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
                '$' => {
                    let digits: String = chars[i + 1..]
                        .iter()
                        .take_while(|c| c.is_ascii_digit())
                        .collect();
                    let number = digits.parse::<u16>().map_err(|_| {
                        PbnError::new(
                            start,
                            "a NAG is written `$` and a number: expected a number",
                        )
                    })?;
                    out.push(Located::new(start, Lexeme::Token(Token::Nag(number))));
                    i += 1 + digits.len();
                }
                '!' | '?' => {
                    let text: String = chars[i..]
                        .iter()
                        .take_while(|&&c| c == '!' || c == '?')
                        .take(2)
                        .collect();
                    i += text.chars().count();
                    out.push(Located::new(start, Lexeme::Token(Token::Suffix(text))));
                }
                '^' => match chars.get(i + 1) {
                    Some(&letter) if letter.is_ascii_alphabetic() => {
                        out.push(Located::new(
                            start,
                            Lexeme::Token(Token::Irregularity(letter)),
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
                    let length = chars[i..].iter().take_while(|&&c| !ends_symbol(c)).count();
                    let text: String = chars[i..i + length].iter().collect();
                    out.push(Located::new(start, Lexeme::Token(Token::Symbol(text))));
                    i += length;
                }
            }
        }
        Ok(())
    }
}

/// Reads a string's body from `start` (just after the opening quote): its text with `\"` and
/// `\\` resolved (any other backslash stands for itself, as in `Result\2R`), and the index
/// after the closing quote; `None` if the line ends first.
fn string(chars: &[char], start: usize) -> Option<(String, usize)> {
    let mut text = String::new();
    let mut i = start;
    while i < chars.len() {
        match chars[i] {
            '"' => return Some((text, i + 1)),
            '\\' if matches!(chars.get(i + 1), Some('"' | '\\')) => {
                text.push(chars[i + 1]);
                i += 2;
            }
            c => {
                text.push(c);
                i += 1;
            }
        }
    }
    None
}

/// Writes `value` as a PBN string: quoted, with `"` escaped, and `\` escaped only where a
/// reader would otherwise take it for an escape (before `"` or `\`, or last), so that values
/// such as `Result\2R` are written as other programs expect them.
pub(crate) fn quote(value: &str) -> String {
    let chars: Vec<char> = value.chars().collect();
    let mut out = String::with_capacity(value.len() + 2);
    out.push('"');
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' if matches!(chars.get(i + 1), None | Some('"' | '\\')) => out.push_str("\\\\"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex(line: &str) -> Vec<Lexeme> {
        let mut out = Vec::new();
        Lexer::default().line(1, line, &mut out).expect("lexes");
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
            let chars: Vec<char> = quoted.chars().collect();
            assert_eq!(
                string(&chars, 1),
                Some((value.to_string(), chars.len())),
                "{quoted}"
            );
        }
        assert_eq!(quote("Result\\2R"), "\"Result\\2R\"");
    }

    #[test]
    fn a_comment_spans_lines() {
        let mut lexer = Lexer::default();
        let mut out = Vec::new();
        lexer.line(1, "SA { one", &mut out).expect("lexes");
        assert!(lexer.in_comment());
        lexer.line(2, "two } SK", &mut out).expect("lexes");
        let items: Vec<Lexeme> = out.into_iter().map(|l| l.item).collect();
        assert_eq!(
            items,
            vec![
                Lexeme::Token(Token::Symbol("SA".into())),
                Lexeme::Token(Token::Comment(" one\ntwo ".into())),
                Lexeme::Token(Token::Symbol("SK".into())),
            ]
        );
    }

    #[test]
    fn errors_name_line_and_column() {
        let mut out = Vec::new();
        let error = Lexer::default()
            .line(7, r#"[Deal "N:AKQ"#, &mut out)
            .expect_err("unclosed");
        assert_eq!(
            error.to_string(),
            "line 7, column 7: a string not closed before the end of the line: expected `\"`"
        );
    }
}
