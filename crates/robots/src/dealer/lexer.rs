//! Words, numbers, strings and operators of a dealer script, each with its line and column.

use super::DealerError;

/// Where a token starts: line and column, both from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Pos {
    /// The line, from 1.
    pub line: usize,
    /// The column (in characters), from 1.
    pub column: usize,
}

/// One token of a script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// A run of letters, digits and underscores that is not all digits: a keyword, a name, a
    /// shape (`54xx`), a card (`AS`, `9S`), a holding (`SAQ542`) or a contract (`x3N`).
    Word(String),
    /// A run of digits.
    Number(i64),
    /// A string in double quotes, without them.
    Str(String),
    /// An operator or punctuation: `( ) , + - * / % ? : == != < <= > >= && || ! =`, or `\n`
    /// (the newline of `printes`).
    Op(&'static str),
}

/// A token, its text as written and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// The text as written (a shape such as `0094` is a number to the lexer).
    pub text: String,
    /// Where it starts.
    pub pos: Pos,
}

const OPERATORS: [&str; 21] = [
    "==", "!=", "<=", ">=", "&&", "||", "\\n", "(", ")", ",", "+", "-", "*", "/", "%", "?", ":",
    "<", ">", "!", "=",
];

/// Splits a script into tokens, dropping white space and the three kinds of comment (`#` at
/// the start of a line, `//` to the end of the line, `/* ... */`).
pub fn tokenize(source: &str) -> Result<Vec<Token>, DealerError> {
    let chars: Vec<char> = source.chars().collect();
    let mut tokens = Vec::new();
    let (mut i, mut line, mut column) = (0, 1, 1);
    let mut line_start = true;
    // Moves past `n` characters, counting lines and columns.
    let advance = |i: &mut usize, line: &mut usize, column: &mut usize, n: usize| {
        for _ in 0..n {
            if chars.get(*i) == Some(&'\n') {
                *line += 1;
                *column = 1;
            } else {
                *column += 1;
            }
            *i += 1;
        }
    };
    while i < chars.len() {
        let c = chars[i];
        let pos = Pos { line, column };
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            advance(&mut i, &mut line, &mut column, 1);
            line_start = true;
            continue;
        }
        if c.is_whitespace() {
            advance(&mut i, &mut line, &mut column, 1);
            continue;
        }
        let at_line_start = std::mem::replace(&mut line_start, false);
        if (c == '#' && at_line_start) || (c == '/' && next == Some('/')) {
            while i < chars.len() && chars[i] != '\n' {
                advance(&mut i, &mut line, &mut column, 1);
            }
            continue;
        }
        if c == '#' {
            // dealer takes `#` as a comment wherever it stands.
            while i < chars.len() && chars[i] != '\n' {
                advance(&mut i, &mut line, &mut column, 1);
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            advance(&mut i, &mut line, &mut column, 2);
            loop {
                if i >= chars.len() {
                    return Err(DealerError::at(
                        pos,
                        "this comment (`/*`) is never closed by `*/`",
                    ));
                }
                if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    advance(&mut i, &mut line, &mut column, 2);
                    break;
                }
                advance(&mut i, &mut line, &mut column, 1);
            }
            continue;
        }
        if c == '"' {
            advance(&mut i, &mut line, &mut column, 1);
            let mut text = String::new();
            loop {
                match chars.get(i) {
                    None => {
                        return Err(DealerError::at(pos, "this string is never closed by `\"`"));
                    }
                    Some('"') => {
                        advance(&mut i, &mut line, &mut column, 1);
                        break;
                    }
                    Some(&ch) => {
                        text.push(ch);
                        advance(&mut i, &mut line, &mut column, 1);
                    }
                }
            }
            tokens.push(Token {
                tok: Tok::Str(text.clone()),
                text,
                pos,
            });
            continue;
        }
        if c.is_ascii_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                advance(&mut i, &mut line, &mut column, 1);
            }
            let word: String = chars[start..i].iter().collect();
            let tok = if word.bytes().all(|b| b.is_ascii_digit()) {
                match word.parse() {
                    Ok(n) => Tok::Number(n),
                    Err(_) => {
                        return Err(DealerError::at(
                            pos,
                            format!("the number {word} is too large"),
                        ));
                    }
                }
            } else {
                Tok::Word(word.clone())
            };
            tokens.push(Token {
                tok,
                text: word,
                pos,
            });
            continue;
        }
        let rest: String = chars[i..(i + 2).min(chars.len())].iter().collect();
        match OPERATORS.iter().find(|op| rest.starts_with(**op)) {
            Some(op) => {
                advance(&mut i, &mut line, &mut column, op.chars().count());
                tokens.push(Token {
                    tok: Tok::Op(op),
                    text: op.to_string(),
                    pos,
                });
            }
            None => {
                return Err(DealerError::at(
                    pos,
                    format!("`{c}` is not part of the dealer language"),
                ));
            }
        }
    }
    Ok(tokens)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_vanish_and_positions_count_from_one() {
        let tokens =
            tokenize("# a comment\nproduce 10 // more\n/* x\n y */ hcp(north)>=12").unwrap();
        let toks: Vec<&Tok> = tokens.iter().map(|t| &t.tok).collect();
        assert_eq!(
            toks,
            [
                &Tok::Word("produce".into()),
                &Tok::Number(10),
                &Tok::Word("hcp".into()),
                &Tok::Op("("),
                &Tok::Word("north".into()),
                &Tok::Op(")"),
                &Tok::Op(">="),
                &Tok::Number(12),
            ]
        );
        assert_eq!(tokens[0].pos, Pos { line: 2, column: 1 });
        assert_eq!(tokens[2].pos, Pos { line: 4, column: 7 });
    }

    #[test]
    fn an_unclosed_comment_is_refused_where_it_opens() {
        let err = tokenize("produce 1\n  /* never closed").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2, column 3: this comment (`/*`) is never closed by `*/`"
        );
    }
}
