//! A system file read into rules: the data format of `docs/bidding.md`.
//!
//! One rule a line: `PATTERN => CALL CONDITIONS [FORCING] ["ALERT"]`, `#` starting a comment.
//! The pattern is the calls from the opening bid on (nothing for an opening), the call is the
//! one the rule makes next, the conditions the hand it shows.

use cards::Suit;
use laws::Denomination;

use super::SystemError;

/// A suit named by a letter that binds to a suit the first time it is met: `x` and `y` any
/// suit, `M` a major, `m` a minor. Different letters are different suits. A variable that only
/// conditions name stands for some suit it may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Var {
    /// `x`: any suit.
    X,
    /// `y`: any suit.
    Y,
    /// `M`: hearts or spades.
    Major,
    /// `m`: clubs or diamonds.
    Minor,
}

impl Var {
    /// The variable's slot in a binding table.
    pub(crate) const fn index(self) -> usize {
        match self {
            Var::X => 0,
            Var::Y => 1,
            Var::Major => 2,
            Var::Minor => 3,
        }
    }

    /// Whether `suit` may be bound to the variable.
    pub(crate) fn admits(self, suit: Suit) -> bool {
        match self {
            Var::X | Var::Y => true,
            Var::Major => matches!(suit, Suit::Hearts | Suit::Spades),
            Var::Minor => matches!(suit, Suit::Clubs | Suit::Diamonds),
        }
    }

    fn from_letter(letter: char) -> Option<Var> {
        match letter {
            'x' => Some(Var::X),
            'y' => Some(Var::Y),
            'M' => Some(Var::Major),
            'm' => Some(Var::Minor),
            _ => None,
        }
    }
}

/// A suit in a condition: a named suit or a variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SuitRef {
    /// Clubs, diamonds, hearts or spades (`C D H S`).
    Fixed(Suit),
    /// A variable.
    Var(Var),
}

/// A bid's denomination in a pattern or a rule's call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Strain {
    /// A named denomination (`C D H S R NT`, `R` the 1912 royal spades).
    Fixed(Denomination),
    /// A suit variable: the suit's denomination in the code (royal spades for spades where
    /// the code has them).
    Var(Var),
}

/// A bid's level in a pattern or a rule's call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Level {
    /// A number of odd tricks.
    Fixed(u8),
    /// `^`: the lowest level that is sufficient, by the code's ranking.
    Cheapest,
    /// `^^`: one level above the lowest sufficient (a jump).
    Jump,
}

/// One call of a pattern, or a rule's call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CallPat {
    /// `P`.
    Pass,
    /// `X`.
    Double,
    /// `XX`.
    Redouble,
    /// `*`: any call (in a pattern only; an opponent's interference or pass).
    Any,
    /// A bid.
    Bid(Level, Strain),
}

/// How the hand compares two suits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Compare {
    /// `>=`.
    AtLeast,
    /// `>`.
    Longer,
}

/// One condition on the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cond {
    /// High-card points in a range (`15-17`, `12+`).
    Hcp(u8, u8),
    /// A suit's length in a range (`S5+`, `x4`, `H0-3`).
    Len(SuitRef, u8, u8),
    /// `bal`: 4-3-3-3, 4-4-3-2 or 5-3-3-2.
    Balanced,
    /// `unbal`: not balanced.
    Unbalanced,
    /// `S>=H`, `x>y`: one suit at least as long as, or longer than, another.
    Compare(SuitRef, Compare, SuitRef),
}

/// How far a call forces partner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Forcing {
    /// Partner may pass.
    #[default]
    No,
    /// `F1`: partner may not pass at his next turn (unless the opponents call).
    OneRound,
    /// `GF`: the partnership may not stop below game.
    Game,
}

/// A rule of the system.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Rule {
    /// The calls from the opening bid on.
    pub pattern: Vec<CallPat>,
    /// The call made.
    pub call: CallPat,
    /// What the hand must hold.
    pub conds: Vec<Cond>,
    /// How far the call forces.
    pub forcing: Forcing,
    /// The explanation of an artificial call, shown to the opponents.
    pub alert: Option<String>,
    /// The line of the system file, from 1.
    pub line: usize,
}

/// Reads a system file.
pub(crate) fn parse(text: &str) -> Result<Vec<Rule>, SystemError> {
    let mut rules = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let raw = strip_comment(raw);
        let (code, alert) = split_alert(raw, line)?;
        if code.trim().is_empty() {
            if alert.is_some() {
                return Err(error(line, raw, "", "an alert without a rule"));
            }
            continue;
        }
        let Some(arrow) = code.find("=>") else {
            return Err(error(
                line,
                raw,
                code.trim(),
                "a rule needs '=>' between the auction so far and the call",
            ));
        };
        let pattern = tokens(code, 0, arrow)
            .map(|(col, token)| call_pat(token, true).map_err(|m| at(line, col, m)))
            .collect::<Result<Vec<_>, _>>()?;
        let mut rest = tokens(code, arrow + 2, code.len());
        let Some((col, call_text)) = rest.next() else {
            return Err(at(line, arrow + 3, "the call is missing after '=>'".into()));
        };
        let call = call_pat(call_text, false).map_err(|m| at(line, col, m))?;
        let mut conds = Vec::new();
        let mut forcing = Forcing::No;
        for (col, token) in rest {
            match token {
                "F1" => forcing = Forcing::OneRound,
                "GF" => forcing = Forcing::Game,
                "NF" => forcing = Forcing::No,
                "any" => {}
                _ => conds.push(cond(token).map_err(|m| at(line, col, m))?),
            }
        }
        let rule = Rule {
            pattern,
            call,
            conds,
            forcing,
            alert,
            line,
        };
        rules.push(rule);
    }
    Ok(rules)
}

/// The line without its comment: from the first `#` outside quotes.
fn strip_comment(raw: &str) -> &str {
    let mut quoted = false;
    for (i, c) in raw.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted => return &raw[..i],
            _ => {}
        }
    }
    raw
}

/// Splits off a quoted alert at the end of a line.
fn split_alert(raw: &str, line: usize) -> Result<(&str, Option<String>), SystemError> {
    let Some(open) = raw.find('"') else {
        return Ok((raw, None));
    };
    let after = &raw[open + 1..];
    let Some(close) = after.find('"') else {
        return Err(at(
            line,
            open + 1,
            "the alert's closing '\"' is missing".into(),
        ));
    };
    if !after[close + 1..].trim().is_empty() {
        return Err(at(
            line,
            open + close + 3,
            "nothing may follow the alert".into(),
        ));
    }
    Ok((&raw[..open], Some(after[..close].trim().to_string())))
}

/// The whitespace-separated tokens of `text[from..to]`, each with its column (from 1).
fn tokens(text: &str, from: usize, to: usize) -> impl Iterator<Item = (usize, &str)> {
    let slice = &text[from..to];
    slice.split_whitespace().map(move |token| {
        (
            from + token.as_ptr() as usize - slice.as_ptr() as usize + 1,
            token,
        )
    })
}

fn at(line: usize, column: usize, message: String) -> SystemError {
    SystemError::Syntax {
        line,
        column,
        message,
    }
}

fn error(line: usize, raw: &str, token: &str, message: &str) -> SystemError {
    let column = raw.find(token).map_or(1, |c| c + 1);
    at(line, column, message.to_string())
}

/// A call of a pattern (`any` allowed) or a rule's call.
fn call_pat(token: &str, in_pattern: bool) -> Result<CallPat, String> {
    match token {
        "P" => return Ok(CallPat::Pass),
        "X" => return Ok(CallPat::Double),
        "XX" => return Ok(CallPat::Redouble),
        "*" if in_pattern => return Ok(CallPat::Any),
        "*" => return Err("'*' (any call) may stand in a pattern, not as the call made".into()),
        _ => {}
    }
    let (level, strain) = if let Some(rest) = token.strip_prefix("^^") {
        (Level::Jump, rest)
    } else if let Some(rest) = token.strip_prefix('^') {
        (Level::Cheapest, rest)
    } else {
        let digits = token.chars().take_while(char::is_ascii_digit).count();
        let level: u8 = token[..digits].parse().map_err(|_| {
            format!(
                "'{token}' is not a call: write P, X, XX, a bid such as 1NT or 2x, ^x (cheapest) or ^^x (a jump), or * in a pattern"
            )
        })?;
        if !(1..=7).contains(&level) {
            return Err(format!("'{token}': a bid's level is 1 to 7"));
        }
        (Level::Fixed(level), &token[digits..])
    };
    let strain = match strain {
        "C" => Strain::Fixed(Denomination::Clubs),
        "D" => Strain::Fixed(Denomination::Diamonds),
        "H" => Strain::Fixed(Denomination::Hearts),
        "S" => Strain::Fixed(Denomination::Spades),
        "R" => Strain::Fixed(Denomination::RoyalSpades),
        "NT" => Strain::Fixed(Denomination::NoTrump),
        _ => match single_char(strain).and_then(Var::from_letter) {
            Some(var) => Strain::Var(var),
            None => {
                return Err(format!(
                    "'{token}': the denomination is C, D, H, S, R (royal spades), NT or a suit variable x, y, M, m"
                ));
            }
        },
    };
    Ok(CallPat::Bid(level, strain))
}

fn single_char(text: &str) -> Option<char> {
    let mut chars = text.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}

fn suit_ref(letter: char) -> Option<SuitRef> {
    match letter {
        'C' => Some(SuitRef::Fixed(Suit::Clubs)),
        'D' => Some(SuitRef::Fixed(Suit::Diamonds)),
        'H' => Some(SuitRef::Fixed(Suit::Hearts)),
        'S' => Some(SuitRef::Fixed(Suit::Spades)),
        _ => Var::from_letter(letter).map(SuitRef::Var),
    }
}

/// A condition: `bal`, `unbal`, `12-14`, `15+`, `S5+`, `x4`, `H0-3`, `S>=H`, `x>y`.
fn cond(token: &str) -> Result<Cond, String> {
    match token {
        "bal" => return Ok(Cond::Balanced),
        "unbal" => return Ok(Cond::Unbalanced),
        _ => {}
    }
    let bad = || {
        format!(
            "'{token}' is not a condition: write a point range (12-14, 15+), a suit length (S5+, x4, H0-3), bal, unbal, a comparison (S>=H, x>y), F1, GF or any"
        )
    };
    let first = token.chars().next().ok_or_else(bad)?;
    if first.is_ascii_digit() {
        let (low, high) = range(token, 37).ok_or_else(bad)?;
        return Ok(Cond::Hcp(low, high));
    }
    let suit = suit_ref(first).ok_or_else(bad)?;
    let rest = &token[first.len_utf8()..];
    for (op, compare) in [(">=", Compare::AtLeast), (">", Compare::Longer)] {
        if let Some(other) = rest.strip_prefix(op) {
            let other = single_char(other).and_then(suit_ref).ok_or_else(bad)?;
            return Ok(Cond::Compare(suit, compare, other));
        }
    }
    let (low, high) = range(rest, 13).ok_or_else(bad)?;
    Ok(Cond::Len(suit, low, high))
}

/// `5`, `5+`, `0-3`, each bound at most `top`.
fn range(text: &str, top: u8) -> Option<(u8, u8)> {
    let (low, high) = if let Some(low) = text.strip_suffix('+') {
        (low.parse().ok()?, top)
    } else if let Some((low, high)) = text.split_once('-') {
        (low.parse().ok()?, high.parse().ok()?)
    } else {
        let n = text.parse().ok()?;
        (n, n)
    };
    (low <= high && high <= top).then_some((low, high))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_reads() {
        let rules = parse("1NT P => 2C 8+ H4+ F1 \"Stayman: asks for a four-card major\"").unwrap();
        assert_eq!(rules.len(), 1);
        let rule = &rules[0];
        assert_eq!(
            rule.pattern,
            vec![
                CallPat::Bid(Level::Fixed(1), Strain::Fixed(Denomination::NoTrump)),
                CallPat::Pass
            ]
        );
        assert_eq!(
            rule.conds,
            vec![
                Cond::Hcp(8, 37),
                Cond::Len(SuitRef::Fixed(Suit::Hearts), 4, 13)
            ]
        );
        assert_eq!(rule.forcing, Forcing::OneRound);
        assert_eq!(
            rule.alert.as_deref(),
            Some("Stayman: asks for a four-card major")
        );
    }

    #[test]
    fn errors_name_line_and_column() {
        let err = parse("# openings\n=> 1NT 15-17 bal\n1x * => ^y 8-16 y5+ Q7").unwrap_err();
        assert!(
            matches!(
                err,
                SystemError::Syntax {
                    line: 3,
                    column: 21,
                    ..
                }
            ),
            "{err}"
        );
        let err = parse("=> 1x 12+ z5+").unwrap_err();
        assert!(
            matches!(
                err,
                SystemError::Syntax {
                    line: 1,
                    column: 11,
                    ..
                }
            ),
            "{err}"
        );
        let err = parse("1C P 2C").unwrap_err();
        assert!(err.to_string().contains("'=>'"), "{err}");
        let err = parse("=> * 0+").unwrap_err();
        assert!(
            matches!(err, SystemError::Syntax { column: 4, .. }),
            "{err}"
        );
    }
}
