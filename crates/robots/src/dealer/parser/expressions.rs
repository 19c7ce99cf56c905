//! Expressions: C's operators and precedence, and the bridge functions.

use cards::Suit;
use dds::Strain;
use laws::{Contract, Denomination};

use super::*;

/// How deeply expressions may nest (brackets, operators, `!`): enough for any script a
/// person writes, and a bound on the reader's stack.
const MAX_NESTING: usize = 64;

/// How many operators of one level may follow one another (`a + b + c ...`).
const MAX_CHAIN: usize = 128;

impl Parser {
    /// `c ? a : b`, the lowest precedence, grouping to the right.
    pub(super) fn expr(&mut self) -> Result<Expr, DealerError> {
        self.nest()?;
        let expr = self.choose();
        self.depth -= 1;
        expr
    }

    fn nest(&mut self) -> Result<(), DealerError> {
        if self.depth >= MAX_NESTING {
            return Err(DealerError::at(
                self.pos(),
                format!("expressions nest more than {MAX_NESTING} deep here"),
            ));
        }
        self.depth += 1;
        Ok(())
    }

    fn choose(&mut self) -> Result<Expr, DealerError> {
        let cond = self.binary(0)?;
        if self.eat_op("?") {
            let yes = self.expr()?;
            self.expect_op(":")?;
            let no = self.expr()?;
            return Ok(Expr::Choose(Box::new(cond), Box::new(yes), Box::new(no)));
        }
        Ok(cond)
    }

    fn binary_op(&self, level: usize) -> Option<BinOp> {
        let t = self.peek()?;
        let name = match &t.tok {
            Tok::Op(o) => *o,
            Tok::Word(w) if w == "or" => "||",
            Tok::Word(w) if w == "and" => "&&",
            _ => return None,
        };
        let op = match (level, name) {
            (0, "||") => BinOp::Or,
            (1, "&&") => BinOp::And,
            (2, "==") => BinOp::Eq,
            (2, "!=") => BinOp::Ne,
            (3, "<") => BinOp::Lt,
            (3, "<=") => BinOp::Le,
            (3, ">") => BinOp::Gt,
            (3, ">=") => BinOp::Ge,
            (4, "+") => BinOp::Add,
            (4, "-") => BinOp::Sub,
            (5, "*") => BinOp::Mul,
            (5, "/") => BinOp::Div,
            (5, "%") => BinOp::Rem,
            _ => return None,
        };
        Some(op)
    }

    /// Left-associative binary operators, C's levels from `||` (0) to `*` (5).
    fn binary(&mut self, level: usize) -> Result<Expr, DealerError> {
        if level == 6 {
            return self.unary();
        }
        let mut left = self.binary(level + 1)?;
        let mut chain = 0;
        while let Some(op) = self.binary_op(level) {
            chain += 1;
            if chain > MAX_CHAIN {
                return Err(DealerError::at(
                    self.pos(),
                    format!("more than {MAX_CHAIN} operators in a row here; name some parts"),
                ));
            }
            let pos = self.pos();
            self.at += 1;
            let right = self.binary(level + 1)?;
            left = Expr::Binary(op, Box::new(left), Box::new(right), pos);
        }
        Ok(left)
    }

    fn unary(&mut self) -> Result<Expr, DealerError> {
        self.nest()?;
        let expr = self.unary_inner();
        self.depth -= 1;
        expr
    }

    fn unary_inner(&mut self) -> Result<Expr, DealerError> {
        if self.is_word("not") {
            self.at += 1;
            return Ok(Expr::Not(Box::new(self.unary()?)));
        }
        if self.eat_op("!") {
            return Ok(Expr::Not(Box::new(self.unary()?)));
        }
        if self.eat_op("-") {
            return Ok(Expr::Neg(Box::new(self.unary()?)));
        }
        if self.eat_op("+") {
            return self.unary();
        }
        self.primary()
    }

    fn primary(&mut self) -> Result<Expr, DealerError> {
        let t = self.next("an expression")?;
        match t.tok {
            Tok::Number(n) => Ok(Expr::Number(n)),
            Tok::Op("(") => {
                let e = self.expr()?;
                self.expect_op(")")?;
                Ok(e)
            }
            Tok::Word(w) => self.word_expr(&w, t.pos),
            _ => Err(DealerError::at(
                t.pos,
                format!("an expression expected, found `{}`", t.text),
            )),
        }
    }

    fn word_expr(&mut self, w: &str, pos: Pos) -> Result<Expr, DealerError> {
        if let Some(err) = unsupported(w, pos) {
            return Err(err);
        }
        if let Some(suit) = suit_named(w) {
            self.expect_op("(")?;
            let seat = self.seat()?;
            self.expect_op(")")?;
            return Ok(Expr::Length(seat, suit));
        }
        if let Some(count) = count_named(w) {
            self.expect_op("(")?;
            let seat = self.seat()?;
            let suit = if self.eat_op(",") {
                Some(self.suit()?)
            } else {
                None
            };
            self.expect_op(")")?;
            return Ok(Expr::Count(count, seat, suit));
        }
        match w {
            "shape" => {
                self.expect_op("(")?;
                let seat = self.seat()?;
                self.expect_op(",")?;
                let terms = self.shape_terms()?;
                self.expect_op(")")?;
                Ok(Expr::Shape(seat, terms))
            }
            "hascard" => {
                self.expect_op("(")?;
                let seat = self.seat()?;
                self.expect_op(",")?;
                let t = self.next("a card such as AS")?;
                let card = card_named(&t.text).ok_or_else(|| {
                    DealerError::at(
                        t.pos,
                        format!("a card such as AS or TC expected, found `{}`", t.text),
                    )
                })?;
                self.expect_op(")")?;
                Ok(Expr::HasCard(seat, card))
            }
            "tricks" | "trick" => {
                self.expect_op("(")?;
                let seat = self.seat()?;
                self.expect_op(",")?;
                let (s, spos) = self.word("a strain (spades .. clubs, notrump)")?;
                let strain = match s.as_str() {
                    "notrump" | "notrumps" => Strain::NoTrump,
                    other => match suit_named(other) {
                        Some(Suit::Spades) => Strain::Spades,
                        Some(Suit::Hearts) => Strain::Hearts,
                        Some(Suit::Diamonds) => Strain::Diamonds,
                        Some(Suit::Clubs) => Strain::Clubs,
                        None => {
                            return Err(DealerError::at(
                                spos,
                                format!(
                                    "a strain (spades .. clubs, notrump) expected, found `{s}`"
                                ),
                            ));
                        }
                    },
                };
                self.expect_op(")")?;
                Ok(Expr::Tricks(seat, strain))
            }
            "score" => {
                self.expect_op("(")?;
                let (v, vpos) = self.word("vul or nv")?;
                let vul = match v.as_str() {
                    "vul" => ScoreVul::Vulnerable,
                    "nv" => ScoreVul::NotVulnerable,
                    _ => {
                        return Err(DealerError::at(
                            vpos,
                            format!("vul or nv expected, found `{v}`"),
                        ));
                    }
                };
                self.expect_op(",")?;
                let (c, cpos) = self.word("a contract such as x4S")?;
                let contract = c
                    .strip_prefix('x')
                    .and_then(|rest| rest.parse::<Contract>().ok())
                    // Scored under the 2017 Laws: the contract bridge denominations only (no
                    // nullo, no royal spades of 1912).
                    .filter(|c| Denomination::CONTRACT.contains(&c.denomination))
                    .ok_or_else(|| {
                        DealerError::at(
                            cpos,
                            format!("a contract such as x4S or x3N expected, found `{c}`"),
                        )
                    })?;
                self.expect_op(",")?;
                let tricks = self.expr()?;
                self.expect_op(")")?;
                Ok(Expr::Score(vul, contract, Box::new(tricks)))
            }
            "imps" | "imp" => {
                self.expect_op("(")?;
                let e = self.expr()?;
                self.expect_op(")")?;
                Ok(Expr::Imps(Box::new(e)))
            }
            "printall" | "printew" | "printpbn" | "printoneline" | "printcompact" | "printes"
            | "print" | "average" | "frequency" => Err(DealerError::at(
                pos,
                format!("`{w}` is an action: actions follow `action`, separated by commas"),
            )),
            _ if STATEMENTS.contains(&w) || seat_named(w).is_some() => Err(DealerError::at(
                pos,
                format!("an expression expected, found `{w}`"),
            )),
            _ => Ok(Expr::Name(w.to_string(), pos)),
        }
    }

    /// `any 4333 + 54xx - any 0xxx`; a comma is taken as `+`, as dealer does.
    fn shape_terms(&mut self) -> Result<Vec<ShapeTerm>, DealerError> {
        let mut terms = Vec::new();
        let mut add = true;
        loop {
            let any = self.is_word("any");
            if any {
                self.at += 1;
            }
            let t = self.next("a shape such as 5431 or 54xx")?;
            let lengths = shape_pattern(&t.text).ok_or_else(|| {
                DealerError::at(
                    t.pos,
                    format!(
                        "a shape of four lengths (digits or x, spades first) expected, found `{}`",
                        t.text
                    ),
                )
            })?;
            let fixed: u8 = lengths.iter().flatten().sum();
            let open = lengths.iter().filter(|l| l.is_none()).count();
            if fixed > 13 || (open == 0 && fixed != 13) {
                return Err(DealerError::at(
                    t.pos,
                    format!("the shape `{}` is not one of 13 cards", t.text),
                ));
            }
            terms.push(ShapeTerm { lengths, any, add });
            if self.eat_op("+") || (self.is_op(",") && self.shape_follows()) {
                if self.is_op(",") {
                    self.at += 1;
                }
                add = true;
            } else if self.eat_op("-") {
                add = false;
            } else {
                return Ok(terms);
            }
        }
    }

    fn shape_follows(&self) -> bool {
        self.peek_at(1)
            .is_some_and(|t| t.text == "any" || shape_pattern(&t.text).is_some())
    }
}

fn shape_pattern(text: &str) -> Option<[Option<u8>; 4]> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() != 4 {
        return None;
    }
    let mut lengths = [None; 4];
    for (slot, c) in lengths.iter_mut().zip(chars) {
        *slot = match c {
            'x' | 'X' => None,
            d => Some(d.to_digit(10)? as u8),
        };
    }
    Some(lengths)
}
