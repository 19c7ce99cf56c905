//! Boards: number, dealer and vulnerability (Law 2).

use std::fmt;
use std::str::FromStr;

use crate::error::{BoardError, CardError};
use crate::seat::{Seat, Side};
use crate::serde_via_str;

/// Which sides are vulnerable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Vulnerability {
    /// Neither side.
    None,
    /// North-South only.
    NorthSouth,
    /// East-West only.
    EastWest,
    /// Both sides.
    Both,
}

impl Vulnerability {
    /// The four conditions in the order of Law 2's cycle: None, NS, EW, Both.
    pub const ALL: [Vulnerability; 4] = [
        Vulnerability::None,
        Vulnerability::NorthSouth,
        Vulnerability::EastWest,
        Vulnerability::Both,
    ];

    /// Whether the side is vulnerable.
    pub const fn is_vulnerable(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Vulnerability::Both, _)
                | (Vulnerability::NorthSouth, Side::NorthSouth)
                | (Vulnerability::EastWest, Side::EastWest)
        )
    }

    /// The condition in which exactly the given sides are vulnerable.
    pub const fn from_sides(ns: bool, ew: bool) -> Vulnerability {
        match (ns, ew) {
            (false, false) => Vulnerability::None,
            (true, false) => Vulnerability::NorthSouth,
            (false, true) => Vulnerability::EastWest,
            (true, true) => Vulnerability::Both,
        }
    }

    /// The value of PBN's Vulnerable tag: `None`, `NS`, `EW` or `All`.
    pub const fn pbn(self) -> &'static str {
        match self {
            Vulnerability::None => "None",
            Vulnerability::NorthSouth => "NS",
            Vulnerability::EastWest => "EW",
            Vulnerability::Both => "All",
        }
    }
}

/// Writes PBN's spelling: `None`, `NS`, `EW`, `All`.
impl fmt::Display for Vulnerability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pbn())
    }
}

/// Reads PBN's spellings (`None`/`Love`/`-`, `NS`, `EW`, `All`/`Both`), in any case.
impl FromStr for Vulnerability {
    type Err = CardError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "none" | "love" | "-" => Ok(Vulnerability::None),
            "all" | "both" => Ok(Vulnerability::Both),
            _ => match s.parse::<Side>() {
                Ok(Side::NorthSouth) => Ok(Vulnerability::NorthSouth),
                Ok(Side::EastWest) => Ok(Vulnerability::EastWest),
                Err(_) => Err(CardError::UnknownSide(s.to_string())),
            },
        }
    }
}

serde_via_str!(Vulnerability);

/// A duplicate board: its number fixes the dealer and the vulnerability (Law 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    number: u32,
    dealer: Seat,
    vulnerability: Vulnerability,
}

impl Board {
    /// The board with this number, dealer and vulnerability by Law 2's cycle of 16: the dealer
    /// turns N, E, S, W; the vulnerability runs None, NS, EW, Both shifted by one place every
    /// four boards (board 1 N None, 2 E NS, 3 S EW, 4 W Both, 5 N NS, ... 16 W EW).
    pub fn new(number: u32) -> Result<Board, BoardError> {
        if number == 0 {
            return Err(BoardError::NotPositive(0));
        }
        let k = ((number - 1) % 16) as usize;
        Ok(Board {
            number,
            dealer: Seat::from_index(k),
            vulnerability: Vulnerability::ALL[(k + k / 4) % 4],
        })
    }

    /// A board with a dealer and vulnerability other than Law 2's (a rubber deal, a problem).
    pub const fn with(number: u32, dealer: Seat, vulnerability: Vulnerability) -> Board {
        Board {
            number,
            dealer,
            vulnerability,
        }
    }

    /// The board's number.
    pub const fn number(&self) -> u32 {
        self.number
    }

    /// The dealer, who calls first.
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The vulnerability.
    pub const fn vulnerability(&self) -> Vulnerability {
        self.vulnerability
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Law 2's table, written out as the boards are printed (checklist table B8).
    const LAW_2: [(Seat, Vulnerability); 16] = {
        use Seat::*;
        use Vulnerability as V;
        [
            (North, V::None),
            (East, V::NorthSouth),
            (South, V::EastWest),
            (West, V::Both),
            (North, V::NorthSouth),
            (East, V::EastWest),
            (South, V::Both),
            (West, V::None),
            (North, V::EastWest),
            (East, V::Both),
            (South, V::None),
            (West, V::NorthSouth),
            (North, V::Both),
            (East, V::None),
            (South, V::NorthSouth),
            (West, V::EastWest),
        ]
    };

    #[test]
    fn boards_follow_law_2() {
        for (i, &(dealer, vul)) in LAW_2.iter().enumerate() {
            let board = Board::new(i as u32 + 1).unwrap();
            assert_eq!(
                (board.dealer(), board.vulnerability()),
                (dealer, vul),
                "board {}",
                i + 1
            );
        }
    }

    #[test]
    fn each_dealer_deals_four_times_and_each_vulnerability_occurs_four_times() {
        for seat in Seat::ALL {
            assert_eq!(LAW_2.iter().filter(|(d, _)| *d == seat).count(), 4);
        }
        for vul in Vulnerability::ALL {
            assert_eq!(LAW_2.iter().filter(|(_, v)| *v == vul).count(), 4);
        }
    }

    #[test]
    fn board_zero_is_refused() {
        assert_eq!(Board::new(0), Err(BoardError::NotPositive(0)));
    }

    #[test]
    fn vulnerability_reads_pbn_spellings() {
        assert_eq!("All".parse::<Vulnerability>().unwrap(), Vulnerability::Both);
        assert_eq!(
            "Love".parse::<Vulnerability>().unwrap(),
            Vulnerability::None
        );
        assert_eq!(
            "ns".parse::<Vulnerability>().unwrap(),
            Vulnerability::NorthSouth
        );
        assert!(Vulnerability::EastWest.is_vulnerable(Side::EastWest));
        assert!(!Vulnerability::EastWest.is_vulnerable(Side::NorthSouth));
    }
}
