//! Denominations, doubling and contracts, written as `4S`, `3NTX`, `7NTXX`, `2RS`.

use std::fmt;
use std::str::FromStr;

use cards::Suit;

use crate::error::ContractError;

/// What a bid names besides its number of tricks: a trump suit, no trump, (in the 1912
/// Whist Club code) royal spades, spades valued above hearts (1912 Law 4), or (in the 1915 code
/// played with nullos) nullo, an undertaking to lose tricks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Denomination {
    /// Clubs trumps.
    Clubs,
    /// Diamonds trumps.
    Diamonds,
    /// Hearts trumps.
    Hearts,
    /// Spades trumps. In the 1908 and 1912 auction codes these are the low spades (2 a trick).
    Spades,
    /// Royal spades (1912 code only): spades trumps at 9 a trick, a declaration of its own.
    RoyalSpades,
    /// Nullo (the 1915 code with nullos, the Boston 1916 manual's "Nullo"): the declarer
    /// undertakes not to take tricks; played without trumps; ranks between spades and no trump.
    Nullo,
    /// No trump.
    NoTrump,
}

impl Denomination {
    /// The five denominations of contract bridge, clubs to no trump (Law 18).
    pub const CONTRACT: [Denomination; 5] = [
        Denomination::Clubs,
        Denomination::Diamonds,
        Denomination::Hearts,
        Denomination::Spades,
        Denomination::NoTrump,
    ];

    /// The trump suit, or `None` at no trump and at nullo (played without trumps).
    pub const fn trump(self) -> Option<Suit> {
        match self {
            Denomination::Clubs => Some(Suit::Clubs),
            Denomination::Diamonds => Some(Suit::Diamonds),
            Denomination::Hearts => Some(Suit::Hearts),
            Denomination::Spades | Denomination::RoyalSpades => Some(Suit::Spades),
            Denomination::Nullo | Denomination::NoTrump => None,
        }
    }

    /// Whether the declarer undertakes to lose tricks rather than win them (nullo).
    pub const fn is_nullo(self) -> bool {
        matches!(self, Denomination::Nullo)
    }

    /// The denomination whose trump suit is `suit` (low spades for spades).
    pub const fn of_suit(suit: Suit) -> Denomination {
        match suit {
            Suit::Clubs => Denomination::Clubs,
            Suit::Diamonds => Denomination::Diamonds,
            Suit::Hearts => Denomination::Hearts,
            Suit::Spades => Denomination::Spades,
        }
    }

    /// How contracts write it: `C`, `D`, `H`, `S`, `RS`, `NU`, `NT`.
    pub const fn symbol(self) -> &'static str {
        match self {
            Denomination::Clubs => "C",
            Denomination::Diamonds => "D",
            Denomination::Hearts => "H",
            Denomination::Spades => "S",
            Denomination::RoyalSpades => "RS",
            Denomination::Nullo => "NU",
            Denomination::NoTrump => "NT",
        }
    }

    /// The denomination's name in words, for messages and diagrams.
    pub const fn name(self) -> &'static str {
        match self {
            Denomination::Clubs => "clubs",
            Denomination::Diamonds => "diamonds",
            Denomination::Hearts => "hearts",
            Denomination::Spades => "spades",
            Denomination::RoyalSpades => "royal spades",
            Denomination::Nullo => "nullo",
            Denomination::NoTrump => "no trump",
        }
    }
}

impl fmt::Display for Denomination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// Reads `C D H S RS NU NT`, `NULLO` for nullo and `N` for no trump, in any case.
impl FromStr for Denomination {
    type Err = ContractError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_uppercase().as_str() {
            "C" => Ok(Denomination::Clubs),
            "D" => Ok(Denomination::Diamonds),
            "H" => Ok(Denomination::Hearts),
            "S" => Ok(Denomination::Spades),
            "RS" | "R" => Ok(Denomination::RoyalSpades),
            "NU" | "NULLO" => Ok(Denomination::Nullo),
            "NT" | "N" => Ok(Denomination::NoTrump),
            _ => Err(ContractError::UnknownDenomination(s.to_string())),
        }
    }
}

/// Whether a contract was doubled or redoubled (Law 19).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Doubling {
    /// Neither doubled nor redoubled.
    #[default]
    Undoubled,
    /// Doubled (`X`).
    Doubled,
    /// Redoubled (`XX`).
    Redoubled,
}

impl Doubling {
    /// The multiplier of trick values: 1, 2 or 4.
    pub const fn multiplier(self) -> u32 {
        match self {
            Doubling::Undoubled => 1,
            Doubling::Doubled => 2,
            Doubling::Redoubled => 4,
        }
    }

    /// The suffix in contract notation: ``, `X` or `XX`.
    pub const fn suffix(self) -> &'static str {
        match self {
            Doubling::Undoubled => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        }
    }
}

/// A contract: the number of odd tricks (1..=7, above the book of six), the denomination, and
/// the doubling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Contract {
    level: u8,
    /// The denomination named.
    pub denomination: Denomination,
    /// Doubled or redoubled, or neither.
    pub doubling: Doubling,
}

impl Contract {
    /// A contract of `level` odd tricks (1..=7; Law 38 knows no bid above seven).
    pub fn new(
        level: u8,
        denomination: Denomination,
        doubling: Doubling,
    ) -> Result<Contract, ContractError> {
        if !(1..=7).contains(&level) {
            return Err(ContractError::Level(level));
        }
        Ok(Contract {
            level,
            denomination,
            doubling,
        })
    }

    /// The number of odd tricks contracted for (1..=7).
    pub const fn level(&self) -> u8 {
        self.level
    }

    /// The tricks declarer's side needs: six plus the level. At nullo these are the tricks
    /// his side must lose (see [`Contract::counted_tricks`]).
    pub const fn tricks_needed(&self) -> u8 {
        self.level + 6
    }

    /// The tricks that count towards the contract when declarer's side won `won`: those won,
    /// or at nullo those lost (`13 - won`), "each trick taken less than seven" counting
    /// (Boston 1916 manual, "Nullo"). A 1NU declarer who takes four tricks has lost nine, two
    /// more than his seven.
    pub const fn counted_tricks(&self, won: u8) -> u8 {
        if self.denomination.is_nullo() {
            13u8.saturating_sub(won)
        } else {
            won
        }
    }

    /// The same contract with other doubling.
    pub const fn with_doubling(self, doubling: Doubling) -> Contract {
        Contract { doubling, ..self }
    }

    /// The result in the usual notation: `4S=`, `3NTX-2`, `6H+1`, for `tricks` won by
    /// declarer's side; at nullo counted in tricks lost (`1NU+2` for four won).
    pub fn result(&self, tricks: u8) -> String {
        let diff = i32::from(self.counted_tricks(tricks)) - i32::from(self.tricks_needed());
        match diff {
            0 => format!("{self}="),
            d if d > 0 => format!("{self}+{d}"),
            d => format!("{self}{d}"),
        }
    }
}

impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}",
            self.level,
            self.denomination,
            self.doubling.suffix()
        )
    }
}

/// Reads `4S`, `3NTX`, `7NTXX`, `3N`, `2RS`, lower case too; `*` and `**` are accepted for the
/// double and redouble, as some score sheets write them.
impl FromStr for Contract {
    type Err = ContractError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim().to_ascii_uppercase();
        let mut chars = text.chars();
        let level = chars
            .next()
            .and_then(|c| c.to_digit(10))
            .ok_or_else(|| ContractError::Malformed(s.to_string()))?;
        let rest = chars.as_str();
        let body = rest.trim_end_matches(['X', '*']);
        let doubling = match rest.len() - body.len() {
            0 => Doubling::Undoubled,
            1 => Doubling::Doubled,
            2 => Doubling::Redoubled,
            _ => return Err(ContractError::Malformed(s.to_string())),
        };
        let denomination: Denomination = body.parse()?;
        Contract::new(level as u8, denomination, doubling)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contracts_read_and_write() {
        for text in ["4S", "3NTX", "7NTXX", "1C", "2RS", "6HX", "1NU", "3NUX"] {
            assert_eq!(text.parse::<Contract>().unwrap().to_string(), text);
        }
        assert_eq!("3n".parse::<Contract>().unwrap().to_string(), "3NT");
        assert_eq!("4S**".parse::<Contract>().unwrap().to_string(), "4SXX");
        assert_eq!("2nullo".parse::<Contract>().unwrap().to_string(), "2NU");
    }

    #[test]
    fn bad_contracts_say_why() {
        assert_eq!("8S".parse::<Contract>(), Err(ContractError::Level(8)));
        assert_eq!("0S".parse::<Contract>(), Err(ContractError::Level(0)));
        assert_eq!(
            "4Z".parse::<Contract>(),
            Err(ContractError::UnknownDenomination("Z".into()))
        );
        assert!(matches!(
            "4SXXX".parse::<Contract>(),
            Err(ContractError::Malformed(_))
        ));
        assert!(matches!(
            "S4".parse::<Contract>(),
            Err(ContractError::Malformed(_))
        ));
        assert_eq!(
            "8S".parse::<Contract>().unwrap_err().to_string(),
            "Law 38: a contract names 1 to 7 odd tricks; 8 is not a level"
        );
    }

    #[test]
    fn results_are_written_the_usual_way() {
        let c: Contract = "4S".parse().unwrap();
        assert_eq!(c.result(10), "4S=");
        assert_eq!(c.result(11), "4S+1");
        assert_eq!("3NTX".parse::<Contract>().unwrap().result(7), "3NTX-2");
    }

    /// Nullo counts the tricks lost: 1NU with four won has lost nine, two over seven; with
    /// eight won it has lost five, two short.
    #[test]
    fn nullo_results_count_tricks_lost() {
        let c: Contract = "1NU".parse().unwrap();
        assert_eq!(c.counted_tricks(4), 9);
        assert_eq!(c.result(4), "1NU+2");
        assert_eq!(c.result(6), "1NU=");
        assert_eq!(c.result(8), "1NU-2");
        assert_eq!(c.denomination.trump(), None);
    }
}
