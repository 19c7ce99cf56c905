//! The statements of a script: settings, predeals, names, the condition and the actions.

use cards::{Card, Rank, Suit, Vulnerability};

use super::*;

impl Parser {
    pub(super) fn statement(&mut self, script: &mut Script) -> Result<(), DealerError> {
        let Some(first) = self.peek().cloned() else {
            return Ok(());
        };
        let word = match &first.tok {
            Tok::Word(w) => w.clone(),
            _ => {
                // A bare expression is the condition ("the word condition can be omitted").
                script.condition = Some(self.expr()?);
                return Ok(());
            }
        };
        if self.peek_at(1).is_some_and(|t| t.tok == Tok::Op("=")) {
            self.at += 2;
            if STATEMENTS.contains(&word.as_str()) || is_function(&word) {
                return Err(DealerError::at(
                    first.pos,
                    format!("`{word}` is a word of the language and cannot be a name"),
                ));
            }
            let expr = self.expr()?;
            script.names.push((word, expr, first.pos));
            return Ok(());
        }
        match word.as_str() {
            "generate" => {
                self.at += 1;
                script.generate = Some(self.count_of("the number of deals to generate")?);
            }
            "produce" => {
                self.at += 1;
                script.produce = Some(self.count_of("the number of deals to produce")?);
            }
            "vulnerable" => {
                self.at += 1;
                let (w, pos) = self.word("none, NS, EW or all")?;
                script.vulnerable = Some(match w.to_ascii_lowercase().as_str() {
                    "none" => Vulnerability::None,
                    "ns" => Vulnerability::NorthSouth,
                    "ew" => Vulnerability::EastWest,
                    "all" | "both" => Vulnerability::Both,
                    _ => {
                        return Err(DealerError::at(
                            pos,
                            format!("none, NS, EW or all expected, found `{w}`"),
                        ));
                    }
                });
            }
            "dealer" => {
                self.at += 1;
                script.dealer = Some(self.seat()?);
            }
            "predeal" => {
                self.at += 1;
                self.predeal(script)?;
            }
            "pointcount" => {
                self.at += 1;
                script.pointcount = Some(self.scale()?);
            }
            "altcount" => {
                self.at += 1;
                let pos = self.pos();
                let n = self.number("the number of the count (0 to 9)")?;
                let n = u8::try_from(n)
                    .ok()
                    .filter(|n| *n <= 9)
                    .ok_or_else(|| DealerError::at(pos, "altcount numbers run from 0 to 9"))?;
                let scale = self.scale()?;
                script.altcounts.push((n, scale));
            }
            "condition" => {
                self.at += 1;
                // Law of dealer's manual: the last condition given is the one that counts.
                script.condition = Some(self.expr()?);
            }
            "action" => {
                self.at += 1;
                loop {
                    let action = self.action()?;
                    script.actions.push(action);
                    if !self.eat_op(",") {
                        break;
                    }
                    // A comma before the end or before the next statement is tolerated.
                    if self.peek().is_none() || self.at_statement() {
                        break;
                    }
                }
            }
            _ => script.condition = Some(self.expr()?),
        }
        Ok(())
    }

    /// Whether the next token starts a statement (a statement word, or `name =`).
    fn at_statement(&self) -> bool {
        match self.peek() {
            Some(Token {
                tok: Tok::Word(w), ..
            }) => {
                STATEMENTS.contains(&w.as_str())
                    || self.peek_at(1).is_some_and(|t| t.tok == Tok::Op("="))
            }
            _ => false,
        }
    }

    /// Up to 13 numbers, the values of A K Q J T 9 .. 2; cards not given count 0.
    fn scale(&mut self) -> Result<[i32; 13], DealerError> {
        let mut scale = [0; 13];
        let mut i = 0;
        while let Some(Token {
            tok: Tok::Number(_),
            ..
        }) = self.peek()
        {
            let pos = self.pos();
            let n = self.number("a value")?;
            if i == 13 {
                return Err(DealerError::at(
                    pos,
                    "a scale has 13 values at most (A to 2)",
                ));
            }
            // A suit's thirteen cards of 500 at most sum well within the tables' 16 bits (the
            // language has no negative numbers here).
            scale[i] = i32::try_from(n)
                .ok()
                .filter(|v| v.abs() <= 500)
                .ok_or_else(|| DealerError::at(pos, format!("{n}: a card's value is 0 to 500")))?;
            i += 1;
        }
        Ok(scale)
    }

    fn predeal(&mut self, script: &mut Script) -> Result<(), DealerError> {
        let mut any = false;
        while let Some(Token {
            tok: Tok::Word(w),
            pos,
            ..
        }) = self.peek().cloned()
        {
            if let Some(suit) = suit_named(&w) {
                // spades(north) == 1: the seat gets exactly that many of the suit.
                self.at += 1;
                self.expect_op("(")?;
                let seat = self.seat()?;
                self.expect_op(")")?;
                self.expect_op("==")?;
                let npos = self.pos();
                let n = self.number("a length")?;
                let n = u8::try_from(n)
                    .ok()
                    .filter(|n| *n <= 13)
                    .ok_or_else(|| DealerError::at(npos, "a suit length is 0 to 13"))?;
                script.predeal_lengths.push((seat, suit, n));
            } else if let Some(seat) = seat_named(&w) {
                self.at += 1;
                self.eat_op(",");
                loop {
                    let (holding, hpos) = self.word("a holding such as SAQ542")?;
                    for card in holding_cards(&holding, hpos)? {
                        script.predeal.push((seat, card));
                    }
                    if !(self.eat_op(",") && self.holding_follows()) {
                        break;
                    }
                }
            } else if !any {
                return Err(DealerError::at(
                    pos,
                    format!("a seat and its cards (north SAQ2, HK) expected, found `{w}`"),
                ));
            } else {
                break;
            }
            any = true;
            self.eat_op(",");
        }
        if !any {
            return Err(DealerError::at(
                self.pos(),
                "a seat and its cards (north SAQ2, HK) expected",
            ));
        }
        Ok(())
    }

    fn holding_follows(&self) -> bool {
        matches!(self.peek(), Some(Token { tok: Tok::Word(w), .. })
            if w.chars().next().and_then(Suit::from_letter).is_some()
                && w[1..].chars().all(|c| Rank::from_letter(c).is_some()))
    }

    fn action(&mut self) -> Result<Action, DealerError> {
        let (word, pos) =
            self.word("an action (printall, print, printpbn, printoneline, printcompact, printes, average, frequency)")?;
        match word.as_str() {
            "printall" => Ok(Action::PrintAll),
            "printew" => Ok(Action::PrintEw),
            "printpbn" => Ok(Action::PrintPbn),
            "printes" => {
                self.expect_op("(")?;
                let mut items = Vec::new();
                loop {
                    if let Some(text) = self.label() {
                        items.push(PrintItem::Text(text));
                    } else if self.eat_op("\\n") {
                        items.push(PrintItem::Text("\n".into()));
                    } else {
                        items.push(PrintItem::Value(self.expr()?));
                    }
                    if !self.eat_op(",") {
                        break;
                    }
                }
                self.expect_op(")")?;
                Ok(Action::PrintEs(items))
            }
            "print" => {
                self.expect_op("(")?;
                let mut seats = vec![self.seat()?];
                while self.eat_op(",") {
                    seats.push(self.seat()?);
                }
                self.expect_op(")")?;
                Ok(Action::Print(seats))
            }
            "printoneline" => Ok(Action::PrintOneLine(self.optional_expr()?)),
            "printcompact" => Ok(Action::PrintCompact(self.optional_expr()?)),
            "average" => {
                let label = self.label();
                Ok(Action::Average(label, self.expr()?))
            }
            "frequency" => {
                let label = self.label();
                self.expect_op("(")?;
                let first = self.expr()?;
                self.expect_op(",")?;
                let (low, high) = self.bounds()?;
                if self.eat_op(")") {
                    return Ok(Action::Frequency(label, first, low, high));
                }
                self.expect_op(",")?;
                let second = self.expr()?;
                self.expect_op(",")?;
                let pos2 = self.pos();
                let (low2, high2) = self.bounds()?;
                self.expect_op(")")?;
                // Rows times columns: a table kept in memory and printed whole.
                let cells = (high - low + 1) * (high2 - low2 + 1);
                if cells > 1_000_000 {
                    return Err(DealerError::at(
                        pos2,
                        format!(
                            "a two-way frequency table has at most a million cells; \
                             {cells} is too many"
                        ),
                    ));
                }
                Ok(Action::Frequency2(
                    label,
                    [(first, low, high), (second, low2, high2)],
                ))
            }
            other => Err(unsupported(other, pos)
                .unwrap_or_else(|| DealerError::at(pos, format!("`{other}` is not an action")))),
        }
    }

    /// `low, high` of a frequency table: at most 10 000 rows, within a billion of zero.
    fn bounds(&mut self) -> Result<(i64, i64), DealerError> {
        let pos = self.pos();
        let low = self.number("the lowest value")?;
        self.expect_op(",")?;
        let high = self.number("the highest value")?;
        let within = |v: i64| v.abs() <= 1_000_000_000;
        if !within(low) || !within(high) || high < low || high - low >= 10_000 {
            return Err(DealerError::at(
                pos,
                format!(
                    "a frequency table runs from low to high, at most 10000 rows within \
                     a billion of 0; {low} to {high} is not one"
                ),
            ));
        }
        Ok((low, high))
    }

    /// The expression `printoneline` and `printcompact` may take, if one follows.
    fn optional_expr(&mut self) -> Result<Option<Expr>, DealerError> {
        let follows = self.peek().is_some() && !self.is_op(",") && !self.at_statement();
        follows.then(|| self.expr()).transpose()
    }

    fn label(&mut self) -> Option<String> {
        match self.peek() {
            Some(Token {
                tok: Tok::Str(s), ..
            }) => {
                let s = s.clone();
                self.at += 1;
                Some(s)
            }
            _ => None,
        }
    }
}

fn holding_cards(holding: &str, pos: Pos) -> Result<Vec<Card>, DealerError> {
    let bad = || {
        DealerError::at(
            pos,
            format!("a holding is a suit letter and its cards (SAQ542), found `{holding}`"),
        )
    };
    let mut chars = holding.chars();
    let suit = chars.next().and_then(Suit::from_letter).ok_or_else(bad)?;
    chars
        .map(|c| {
            Rank::from_letter(c)
                .map(|rank| Card::new(suit, rank))
                .ok_or_else(bad)
        })
        .collect()
}
