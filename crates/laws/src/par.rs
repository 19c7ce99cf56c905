//! Par: the result both sides reach when each knows every card and bids perfectly, with
//! sacrifices, from a double-dummy table, the vulnerability and the dealer.
//!
//! The auction is played out as a game. A side that has just bid leaves its opponents two
//! choices: to pass, ending the auction in that contract (doubled when it fails, as a side with
//! perfect knowledge doubles a failing contract and never a making one), or to bid higher. The
//! dealer's side speaks first; before any bid each side may pass once and keep its right to
//! open, as four passes end the auction (Law 22A). The par score is the value of that game for
//! North-South; the par contracts are the contracts that score it above which the other side has
//! no contract that would score better for it: the lowest such level in each strain, with every
//! declarer who takes enough tricks (the convention of DDS's par). Contracts are scored by the duplicate scoring table of Law 77.

use std::fmt;

use cards::{Seat, Side, Vulnerability};
use dds::{DdTable, Strain};
use serde::Serialize;

use crate::codes::duplicate::duplicate_score_north_south;
use crate::{Contract, DealOutcome, Denomination, Doubling};

/// A par contract and its declarer, written `4S-N` or `5DX-E`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParContract {
    /// The contract, doubled when it is a sacrifice.
    pub contract: Contract,
    /// The declarer.
    pub declarer: Seat,
}

impl fmt::Display for ParContract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.contract, self.declarer)
    }
}

impl Serialize for ParContract {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// The par of a deal: North-South's score, and the contracts that give it (none when the deal
/// is passed out at par).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Par {
    /// The par score from North-South's side.
    pub score: i64,
    /// The par contracts, by level, strain and declarer.
    pub contracts: Vec<ParContract>,
}

/// The 35 bids in the order of the auction: one club first, seven no trump last.
const BIDS: usize = 35;

fn bid(index: usize) -> (u8, Strain) {
    ((index / 5) as u8 + 1, Strain::ALL[index % 5])
}

fn denomination(strain: Strain) -> Denomination {
    Denomination::CONTRACT[strain.index()]
}

/// North-South's score when `declarer` plays `level` of `strain` and takes `tricks`, doubled if
/// it fails.
fn final_score(
    level: u8,
    strain: Strain,
    declarer: Seat,
    tricks: u8,
    vulnerability: Vulnerability,
) -> i64 {
    let doubling = if tricks >= level + 6 {
        Doubling::Undoubled
    } else {
        Doubling::Doubled
    };
    let Ok(contract) = Contract::new(level, denomination(strain), doubling) else {
        return 0;
    };
    let outcome = DealOutcome::played(contract, declarer, tricks, vulnerability);
    duplicate_score_north_south(&outcome).unwrap_or(0)
}

/// Whether `a` is better than `b` for `side` (scores are North-South's).
fn better(side: Side, a: i64, b: i64) -> bool {
    match side {
        Side::NorthSouth => a > b,
        Side::EastWest => a < b,
    }
}

fn best(side: Side, a: i64, b: i64) -> i64 {
    if better(side, b, a) { b } else { a }
}

/// The par of a deal.
pub fn par(table: &DdTable, vulnerability: Vulnerability, dealer: Seat) -> Par {
    // The final score of each bid by each side, its better declarer playing it.
    let mut ends = [[0i64; 2]; BIDS];
    for (index, end) in ends.iter_mut().enumerate() {
        let (level, strain) = bid(index);
        for side in Side::ALL {
            let [a, b] = side.seats().map(|seat| {
                final_score(
                    level,
                    strain,
                    seat,
                    table.tricks(seat, strain),
                    vulnerability,
                )
            });
            end[side.index()] = best(side, a, b);
        }
    }
    // after[b][s]: the value once side s has bid b, the other side to speak; above[b][s]: the
    // best side s can do by bidding above b.
    let mut after = [[0i64; 2]; BIDS];
    let mut above = [[None::<i64>; 2]; BIDS + 1];
    for index in (0..BIDS).rev() {
        for side in Side::ALL {
            let other = side.opponents();
            let pass = ends[index][side.index()];
            after[index][side.index()] = match above[index + 1][other.index()] {
                Some(outbid) => best(other, pass, outbid),
                None => pass,
            };
        }
        for side in Side::ALL {
            let here = after[index][side.index()];
            above[index][side.index()] = Some(match above[index + 1][side.index()] {
                Some(higher) => best(side, here, higher),
                None => here,
            });
        }
    }
    let opening = |side: Side| above[0][side.index()].unwrap_or(0);
    let first = dealer.side();
    let second = first.opponents();
    // Dealer's side, then the other, then dealer's again, then the other; four passes end it.
    let mut value = best(second, 0, opening(second));
    value = best(first, value, opening(first));
    value = best(second, value, opening(second));
    value = best(first, value, opening(first));

    let mut contracts = Vec::new();
    for strain in Strain::ALL {
        for side in Side::ALL {
            let lowest = (0..BIDS)
                .filter(|&index| bid(index).1 == strain)
                .find(|&index| {
                    ends[index][side.index()] == value
                        && ends[index + 1..].iter().all(|end| {
                            !better(side.opponents(), end[side.opponents().index()], value)
                        })
                });
            let Some(index) = lowest else { continue };
            let (level, _) = bid(index);
            for declarer in side.seats() {
                let tricks = table.tricks(declarer, strain);
                if final_score(level, strain, declarer, tricks, vulnerability) != value {
                    continue;
                }
                let doubling = if tricks >= level + 6 {
                    Doubling::Undoubled
                } else {
                    Doubling::Doubled
                };
                if let Ok(contract) = Contract::new(level, denomination(strain), doubling) {
                    contracts.push(ParContract { contract, declarer });
                }
            }
        }
    }
    if value == 0 {
        contracts.clear();
    }
    Par {
        score: value,
        contracts,
    }
}
