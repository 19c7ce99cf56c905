//! The five strains a double-dummy table is made of.

use std::fmt;
use std::str::FromStr;

use cards::Suit;
use serde::{Deserialize, Serialize};

/// A strain: a trump suit or no trump.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Strain {
    /// Clubs trumps.
    #[serde(rename = "C")]
    Clubs,
    /// Diamonds trumps.
    #[serde(rename = "D")]
    Diamonds,
    /// Hearts trumps.
    #[serde(rename = "H")]
    Hearts,
    /// Spades trumps.
    #[serde(rename = "S")]
    Spades,
    /// No trump.
    #[serde(rename = "NT")]
    NoTrump,
}

impl Strain {
    /// The five strains, clubs to no trump.
    pub const ALL: [Strain; 5] = [
        Strain::Clubs,
        Strain::Diamonds,
        Strain::Hearts,
        Strain::Spades,
        Strain::NoTrump,
    ];

    /// The trump suit, or `None` at no trump.
    pub const fn trump(self) -> Option<Suit> {
        match self {
            Strain::Clubs => Some(Suit::Clubs),
            Strain::Diamonds => Some(Suit::Diamonds),
            Strain::Hearts => Some(Suit::Hearts),
            Strain::Spades => Some(Suit::Spades),
            Strain::NoTrump => None,
        }
    }

    /// The strain whose trump suit is `trump` (no trump for `None`).
    pub const fn of_trump(trump: Option<Suit>) -> Strain {
        match trump {
            Some(Suit::Clubs) => Strain::Clubs,
            Some(Suit::Diamonds) => Strain::Diamonds,
            Some(Suit::Hearts) => Strain::Hearts,
            Some(Suit::Spades) => Strain::Spades,
            None => Strain::NoTrump,
        }
    }

    /// The strain's index in [`Strain::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// How contracts write it: `C`, `D`, `H`, `S`, `NT`.
    pub const fn symbol(self) -> &'static str {
        match self {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::NoTrump => "NT",
        }
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

impl FromStr for Strain {
    type Err = crate::PositionError;

    fn from_str(s: &str) -> Result<Strain, Self::Err> {
        match s.to_ascii_uppercase().as_str() {
            "C" => Ok(Strain::Clubs),
            "D" => Ok(Strain::Diamonds),
            "H" => Ok(Strain::Hearts),
            "S" => Ok(Strain::Spades),
            "N" | "NT" => Ok(Strain::NoTrump),
            _ => Err(crate::PositionError::UnknownStrain(s.to_string())),
        }
    }
}
