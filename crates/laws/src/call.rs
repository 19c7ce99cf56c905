//! Calls: pass, double, redouble and bids (Laws 18 and 19), written `P`, `X`, `XX`, `1C` ..
//! `7NT`, and `1RS` .. `7RS` for royal spades in the 1912 code.

use std::fmt;
use std::str::FromStr;

use crate::contract::Denomination;
use crate::error::ContractError;

/// A bid: a number of odd tricks and a denomination. Bids above seven can be made (and are
/// then inadmissible, Law 38), so the level is any number from 1 to 13.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bid {
    level: u8,
    /// The denomination named.
    pub denomination: Denomination,
}

impl Bid {
    /// A bid of `level` odd tricks; levels above 7 exist only to be ruled inadmissible.
    pub fn new(level: u8, denomination: Denomination) -> Result<Bid, ContractError> {
        if !(1..=13).contains(&level) {
            return Err(ContractError::Level(level));
        }
        Ok(Bid {
            level,
            denomination,
        })
    }

    /// The number of odd tricks named.
    pub const fn level(&self) -> u8 {
        self.level
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level, self.denomination)
    }
}

/// A call in the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Call {
    /// Pass (in the auction codes, "no bid" or "I pass").
    Pass,
    /// Double.
    Double,
    /// Redouble.
    Redouble,
    /// A bid.
    Bid(Bid),
}

impl Call {
    /// The bid, if the call is one.
    pub const fn bid(&self) -> Option<Bid> {
        match self {
            Call::Bid(bid) => Some(*bid),
            _ => None,
        }
    }
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("P"),
            Call::Double => f.write_str("X"),
            Call::Redouble => f.write_str("XX"),
            Call::Bid(bid) => bid.fmt(f),
        }
    }
}

/// Reads `P`/`PASS`, `X`/`D`/`DBL`, `XX`/`R`/`RDBL`, and bids such as `1NT`, `3N`, `2RS`.
impl FromStr for Call {
    type Err = ContractError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim().to_ascii_uppercase();
        match text.as_str() {
            "P" | "PASS" | "NB" => return Ok(Call::Pass),
            "X" | "D" | "DBL" | "DOUBLE" => return Ok(Call::Double),
            "XX" | "R" | "RDBL" | "REDOUBLE" => return Ok(Call::Redouble),
            _ => {}
        }
        let digits: String = text.chars().take_while(|c| c.is_ascii_digit()).collect();
        let level: u8 = digits
            .parse()
            .map_err(|_| ContractError::Malformed(s.to_string()))?;
        let denomination: Denomination = text[digits.len()..].parse()?;
        Ok(Call::Bid(Bid::new(level, denomination)?))
    }
}

// Calls are written as people write them: `"1NT"`, `"X"`; read in any spelling `FromStr` takes.
cards::serde_via_str!(Call);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_read_and_write() {
        for text in ["P", "X", "XX", "1C", "3NT", "7NT", "2RS", "8H"] {
            assert_eq!(text.parse::<Call>().unwrap().to_string(), text);
        }
        assert_eq!("pass".parse::<Call>().unwrap(), Call::Pass);
        assert_eq!("3n".parse::<Call>().unwrap().to_string(), "3NT");
        assert!("0C".parse::<Call>().is_err());
        assert!("HX".parse::<Call>().is_err());
        assert!("".parse::<Call>().is_err());
    }
}
