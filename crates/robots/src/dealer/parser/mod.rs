//! Reads the tokens of a script into a [`Script`], refusing what is not dealer's language (or
//! not supported here) with the line and column where it stands: the statements in
//! `statements.rs`, the expressions in `expressions.rs`.

mod expressions;
mod statements;

use cards::{Card, Rank, Seat, Suit};

use super::DealerError;
use super::ast::{Action, BinOp, Count, Expr, PrintItem, ScoreVul, Script, ShapeTerm};
use super::lexer::{Pos, Tok, Token, tokenize};

/// Words of dealer's language this program does not take, with what to do instead.
const UNSUPPORTED: [(&str, &str); 6] = [
    (
        "cccc",
        "the Bridge World's CCCC evaluation is not implemented",
    ),
    (
        "quality",
        "the Bridge World's suit quality is not implemented",
    ),
    ("evalcontract", ""),
    ("rnd", ""),
    ("seed", "give the seed with --seed"),
    ("ecc", ""),
];

/// Words that start a statement (they end the lists of `predeal` and `action`).
const STATEMENTS: [&str; 9] = [
    "generate",
    "produce",
    "vulnerable",
    "dealer",
    "predeal",
    "pointcount",
    "altcount",
    "condition",
    "action",
];

/// Reads a whole script.
pub fn parse_script(source: &str) -> Result<Script, DealerError> {
    let mut parser = Parser::new(source)?;
    let mut script = Script::default();
    while parser.peek().is_some() {
        parser.statement(&mut script)?;
    }
    Ok(script)
}

/// Reads one expression, alone (as `arbiter deal --where` takes it).
pub fn parse_expression(source: &str) -> Result<Expr, DealerError> {
    let mut parser = Parser::new(source)?;
    let expr = parser.expr()?;
    match parser.peek() {
        None => Ok(expr),
        Some(t) => Err(DealerError::at(
            t.pos,
            format!("`{}` after the end of the expression", t.text),
        )),
    }
}

struct Parser {
    tokens: Vec<Token>,
    at: usize,
    end: Pos,
    depth: usize,
}

fn seat_named(word: &str) -> Option<Seat> {
    match word {
        "north" => Some(Seat::North),
        "east" => Some(Seat::East),
        "south" => Some(Seat::South),
        "west" => Some(Seat::West),
        _ => None,
    }
}

fn suit_named(word: &str) -> Option<Suit> {
    match word {
        "spade" | "spades" => Some(Suit::Spades),
        "heart" | "hearts" => Some(Suit::Hearts),
        "diamond" | "diamonds" => Some(Suit::Diamonds),
        "club" | "clubs" => Some(Suit::Clubs),
        _ => None,
    }
}

fn count_named(word: &str) -> Option<Count> {
    let alt = [
        ["tens", "ten"],
        ["jacks", "jack"],
        ["queens", "queen"],
        ["kings", "king"],
        ["aces", "ace"],
        ["top2", "top2"],
        ["top3", "top3"],
        ["top4", "top4"],
        ["top5", "top5"],
        ["c13", "c13"],
    ];
    match word {
        "hcp" | "hcps" => Some(Count::Hcp),
        "control" | "controls" => Some(Count::Control),
        "loser" | "losers" => Some(Count::Loser),
        _ => {
            if let Some(n) = word.strip_prefix("pt")
                && let [d @ b'0'..=b'9'] = n.as_bytes()
            {
                return Some(Count::Alt(d - b'0'));
            }
            alt.iter()
                .position(|names| names.contains(&word))
                .map(|i| Count::Alt(i as u8))
        }
    }
}

/// A card written rank then suit (`AS`, `TC`, `9H`) or suit then rank (`SA`).
fn card_named(word: &str) -> Option<Card> {
    let mut chars = word.chars();
    let (a, b) = (chars.next()?, chars.next()?);
    if chars.next().is_some() {
        return None;
    }
    let rank_suit = Rank::from_letter(a).zip(Suit::from_letter(b));
    let suit_rank = Suit::from_letter(a)
        .zip(Rank::from_letter(b))
        .map(|(s, r)| (r, s));
    rank_suit
        .or(suit_rank)
        .map(|(rank, suit)| Card::new(suit, rank))
}

impl Parser {
    fn new(source: &str) -> Result<Parser, DealerError> {
        let tokens = tokenize(source)?;
        let lines = source.split('\n').count();
        let last = source.rsplit('\n').next().unwrap_or("");
        Ok(Parser {
            tokens,
            at: 0,
            depth: 0,
            end: Pos {
                line: lines,
                column: last.chars().count() + 1,
            },
        })
    }

    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn peek_at(&self, ahead: usize) -> Option<&Token> {
        self.tokens.get(self.at + ahead)
    }

    fn pos(&self) -> Pos {
        self.peek().map_or(self.end, |t| t.pos)
    }

    fn next(&mut self, what: &str) -> Result<Token, DealerError> {
        match self.tokens.get(self.at) {
            Some(t) => {
                self.at += 1;
                Ok(t.clone())
            }
            None => Err(DealerError::at(
                self.end,
                format!("the script ends where {what} should be"),
            )),
        }
    }

    fn is_op(&self, op: &str) -> bool {
        matches!(self.peek(), Some(Token { tok: Tok::Op(o), .. }) if *o == op)
    }

    fn is_word(&self, word: &str) -> bool {
        matches!(self.peek(), Some(Token { tok: Tok::Word(w), .. }) if w == word)
    }

    fn eat_op(&mut self, op: &str) -> bool {
        let found = self.is_op(op);
        if found {
            self.at += 1;
        }
        found
    }

    fn expect_op(&mut self, op: &str) -> Result<(), DealerError> {
        let t = self.next(&format!("`{op}`"))?;
        if matches!(t.tok, Tok::Op(o) if o == op) {
            Ok(())
        } else {
            Err(DealerError::at(
                t.pos,
                format!("`{op}` expected, found `{}`", t.text),
            ))
        }
    }

    fn number(&mut self, what: &str) -> Result<i64, DealerError> {
        let negative = self.eat_op("-");
        let t = self.next(what)?;
        match t.tok {
            Tok::Number(n) => Ok(if negative { -n } else { n }),
            _ => Err(DealerError::at(
                t.pos,
                format!("{what} expected, found `{}`", t.text),
            )),
        }
    }

    fn count_of(&mut self, what: &str) -> Result<u64, DealerError> {
        let pos = self.pos();
        let n = self.number(what)?;
        u64::try_from(n).map_err(|_| DealerError::at(pos, format!("{what} cannot be negative")))
    }

    fn word(&mut self, what: &str) -> Result<(String, Pos), DealerError> {
        let t = self.next(what)?;
        match t.tok {
            Tok::Word(w) => Ok((w, t.pos)),
            _ => Err(DealerError::at(
                t.pos,
                format!("{what} expected, found `{}`", t.text),
            )),
        }
    }

    fn seat(&mut self) -> Result<Seat, DealerError> {
        let (w, pos) = self.word("a seat (north, east, south or west)")?;
        seat_named(&w).ok_or_else(|| {
            DealerError::at(
                pos,
                format!("a seat (north, east, south or west) expected, found `{w}`"),
            )
        })
    }

    fn suit(&mut self) -> Result<Suit, DealerError> {
        let (w, pos) = self.word("a suit (spades, hearts, diamonds or clubs)")?;
        suit_named(&w).ok_or_else(|| {
            DealerError::at(
                pos,
                format!("a suit (spades, hearts, diamonds or clubs) expected, found `{w}`"),
            )
        })
    }
}

fn is_function(word: &str) -> bool {
    suit_named(word).is_some()
        || count_named(word).is_some()
        || seat_named(word).is_some()
        || matches!(
            word,
            "shape"
                | "hascard"
                | "tricks"
                | "trick"
                | "score"
                | "imps"
                | "imp"
                | "any"
                | "and"
                | "or"
                | "not"
        )
}

fn unsupported(word: &str, pos: Pos) -> Option<DealerError> {
    UNSUPPORTED
        .iter()
        .find(|(w, _)| *w == word)
        .map(|(w, hint)| {
            let hint = if hint.is_empty() {
                String::new()
            } else {
                format!(" ({hint})")
            };
            DealerError::at(pos, format!("`{w}` is not supported{hint}"))
        })
}
