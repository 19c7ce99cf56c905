//! The four seats at the table and the two sides.

use std::fmt;
use std::str::FromStr;

use crate::error::CardError;
use crate::serde_via_str;

/// A seat at the table, in clockwise order from North.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)] // compass points
pub enum Seat {
    North = 0,
    East = 1,
    South = 2,
    West = 3,
}

impl Seat {
    /// The seats clockwise from North.
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    /// The seat's index, 0 for North to 3 for West.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The seat with the given index taken modulo 4 (0 North, 1 East, ...).
    pub const fn from_index(index: usize) -> Seat {
        Seat::ALL[index % 4]
    }

    /// The seat `steps` places clockwise from this one.
    pub const fn clockwise(self, steps: usize) -> Seat {
        Seat::from_index(self as usize + steps)
    }

    /// The next seat in rotation: the left-hand opponent (calls and plays go clockwise).
    pub const fn lho(self) -> Seat {
        self.clockwise(1)
    }

    /// The partner, across the table.
    pub const fn partner(self) -> Seat {
        self.clockwise(2)
    }

    /// The right-hand opponent, who called or played just before this seat.
    pub const fn rho(self) -> Seat {
        self.clockwise(3)
    }

    /// The side this seat belongs to.
    pub const fn side(self) -> Side {
        match self {
            Seat::North | Seat::South => Side::NorthSouth,
            Seat::East | Seat::West => Side::EastWest,
        }
    }

    /// The seat's name: `North`, `East`, `South` or `West`.
    pub const fn name(self) -> &'static str {
        match self {
            Seat::North => "North",
            Seat::East => "East",
            Seat::South => "South",
            Seat::West => "West",
        }
    }

    /// The letter `N`, `E`, `S` or `W`.
    pub const fn letter(self) -> char {
        match self {
            Seat::North => 'N',
            Seat::East => 'E',
            Seat::South => 'S',
            Seat::West => 'W',
        }
    }

    /// The seat named by a letter (either case).
    pub fn from_letter(letter: char) -> Option<Seat> {
        match letter.to_ascii_uppercase() {
            'N' => Some(Seat::North),
            'E' => Some(Seat::East),
            'S' => Some(Seat::South),
            'W' => Some(Seat::West),
            _ => None,
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Reads `N`, `E`, `S`, `W` or the full names, in any case.
impl FromStr for Seat {
    type Err = CardError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let seat = match s.to_ascii_lowercase().as_str() {
            "n" | "north" => Seat::North,
            "e" | "east" => Seat::East,
            "s" | "south" => Seat::South,
            "w" | "west" => Seat::West,
            _ => return Err(CardError::UnknownSeat(s.to_string())),
        };
        Ok(seat)
    }
}

serde_via_str!(Seat);

/// A partnership: North-South or East-West.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Side {
    /// North and South.
    NorthSouth = 0,
    /// East and West.
    EastWest = 1,
}

impl Side {
    /// Both sides, North-South first.
    pub const ALL: [Side; 2] = [Side::NorthSouth, Side::EastWest];

    /// The side's index, 0 for North-South, 1 for East-West.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    pub const fn opponents(self) -> Side {
        match self {
            Side::NorthSouth => Side::EastWest,
            Side::EastWest => Side::NorthSouth,
        }
    }

    /// The two seats of the side.
    pub const fn seats(self) -> [Seat; 2] {
        match self {
            Side::NorthSouth => [Seat::North, Seat::South],
            Side::EastWest => [Seat::East, Seat::West],
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::NorthSouth => "NS",
            Side::EastWest => "EW",
        })
    }
}

/// Reads `NS`, `EW` (also `N-S`, `E-W`, `N/S`, `E/W`), in any case.
impl FromStr for Side {
    type Err = CardError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let squeezed: String = s
            .chars()
            .filter(|c| c.is_ascii_alphabetic())
            .collect::<String>()
            .to_ascii_uppercase();
        match squeezed.as_str() {
            "NS" => Ok(Side::NorthSouth),
            "EW" => Ok(Side::EastWest),
            _ => Err(CardError::UnknownSide(s.to_string())),
        }
    }
}

serde_via_str!(Side);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_follow_the_clockwise_rotation() {
        assert_eq!(Seat::North.lho(), Seat::East);
        assert_eq!(Seat::North.rho(), Seat::West);
        assert_eq!(Seat::East.partner(), Seat::West);
        for seat in Seat::ALL {
            assert_eq!(seat.lho().rho(), seat);
            assert_eq!(seat.partner().partner(), seat);
            assert_eq!(seat.partner().side(), seat.side());
            assert_ne!(seat.lho().side(), seat.side());
            assert_eq!(seat.to_string().parse::<Seat>().unwrap(), seat);
        }
    }

    #[test]
    fn sides_read_common_spellings() {
        assert_eq!("N-S".parse::<Side>().unwrap(), Side::NorthSouth);
        assert_eq!("e/w".parse::<Side>().unwrap(), Side::EastWest);
        assert!("NE".parse::<Side>().is_err());
        assert_eq!(Side::NorthSouth.opponents(), Side::EastWest);
    }
}
