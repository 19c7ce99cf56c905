//! The values contract bridge shares between its codes: trick points, overtricks,
//! undertricks, slams and the premium for making a doubled contract (Law 77 of the Laws of
//! Duplicate Bridge; the same values in the Laws of Contract Bridge for rubber and Chicago).

pub mod chicago;
mod club_laws;
mod dealing;
pub mod rubber;

pub use club_laws::{ClubLaws, Reservation};

use crate::contract::{Contract, Denomination, Doubling};
use crate::error::ScoreError;
use crate::outcome::DealOutcome;
use crate::score::{DealScore, EntryKind, Line};
use crate::table::Code;

/// Trick points for `odd` odd tricks in `denomination`, undoubled: 20 a trick in clubs and
/// diamonds, 30 in hearts and spades, at no trump 40 for the first and 30 for each later one.
pub fn trick_points(denomination: Denomination, odd: u8) -> u32 {
    let odd = u32::from(odd);
    match denomination {
        Denomination::Clubs | Denomination::Diamonds => 20 * odd,
        Denomination::Hearts | Denomination::Spades | Denomination::RoyalSpades => 30 * odd,
        // Nullo is no declaration of contract bridge: `check` refuses it before scoring.
        Denomination::NoTrump | Denomination::Nullo if odd == 0 => 0,
        Denomination::NoTrump | Denomination::Nullo => 40 + 30 * (odd - 1),
    }
}

/// Points to the defenders when a contract fails by `down` tricks.
pub fn undertrick_points(doubling: Doubling, vulnerable: bool, down: u8) -> u32 {
    let down = u32::from(down);
    match doubling {
        Doubling::Undoubled => down * if vulnerable { 100 } else { 50 },
        Doubling::Doubled | Doubling::Redoubled => {
            // Doubled: first 100 (vul 200), second and third 200 (vul 300), later ones 300.
            let (first, second_third) = if vulnerable { (200, 300) } else { (100, 200) };
            let doubled = match down {
                0 => 0,
                1 => first,
                2 | 3 => first + (down - 1) * second_third,
                _ => first + 2 * second_third + (down - 3) * 300,
            };
            doubled * doubling.multiplier() / 2
        }
    }
}

/// What the shared scoring found, for the code to add its own premiums.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContractPoints {
    /// Trick points for the contracted odd tricks (0 if the contract failed): what counts
    /// towards game.
    pub below: u32,
    /// Whether the contract was made.
    pub made: bool,
}

/// Checks a deal for scoring under a contract-bridge code and returns its contract (`None`
/// if passed out).
pub fn check(
    code: &dyn Code,
    outcome: &DealOutcome,
    law: &'static str,
) -> Result<Option<Contract>, ScoreError> {
    if outcome.tricks > 13 {
        return Err(ScoreError::Tricks(outcome.tricks));
    }
    if !outcome.penalties.is_empty() {
        return Err(ScoreError::PenaltyNotInCode {
            code: code.id().name(),
            what: "penalties in points or tricks belong to the auction codes; in contract bridge an established revoke transfers tricks in the play (Law 64), so count them in the tricks won".into(),
        });
    }
    let Some(contract) = outcome.contract else {
        return Ok(None);
    };
    if !code.denominations().contains(&contract.denomination) {
        return Err(ScoreError::DenominationNotInCode {
            code: code.id().name(),
            denomination: contract.denomination,
            law,
        });
    }
    Ok(Some(contract))
}

/// Adds the entries every contract code shares: trick points (on `below`), overtricks, slam
/// premiums, the premium for making a doubled contract and undertricks (on `above`). Game and
/// partscore premiums are the code's own.
pub fn shared_entries(
    score: &mut DealScore,
    outcome: &DealOutcome,
    contract: Contract,
    (below, above): (Option<Line>, Option<Line>),
    law: &'static str,
) -> ContractPoints {
    let side = outcome.declaring_side();
    let vulnerable = outcome.declarer_vulnerable();
    let needed = contract.tricks_needed();
    if outcome.tricks < needed {
        let down = needed - outcome.tricks;
        let points = undertrick_points(contract.doubling, vulnerable, down);
        score.add(side.opponents(), EntryKind::Undertricks, above, points, law);
        return ContractPoints {
            below: 0,
            made: false,
        };
    }
    let multiplier = contract.doubling.multiplier();
    let contract_points = trick_points(contract.denomination, contract.level()) * multiplier;
    score.add(side, EntryKind::TrickPoints, below, contract_points, law);

    let over = u32::from(outcome.tricks - needed);
    let over_each = match contract.doubling {
        Doubling::Undoubled => {
            trick_points(contract.denomination, 2) - trick_points(contract.denomination, 1)
        }
        doubled => doubled.multiplier() / 2 * if vulnerable { 200 } else { 100 },
    };
    score.add(side, EntryKind::Overtricks, above, over * over_each, law);

    match contract.level() {
        6 => score.add(
            side,
            EntryKind::SmallSlam,
            above,
            if vulnerable { 750 } else { 500 },
            law,
        ),
        7 => score.add(
            side,
            EntryKind::GrandSlam,
            above,
            if vulnerable { 1500 } else { 1000 },
            law,
        ),
        _ => {}
    }
    let insult = match contract.doubling {
        Doubling::Undoubled => 0,
        Doubling::Doubled => 50,
        Doubling::Redoubled => 100,
    };
    score.add(side, EntryKind::DoubledBonus, above, insult, law);
    ContractPoints {
        below: contract_points,
        made: true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_trump_counts_forty_then_thirty() {
        assert_eq!(trick_points(Denomination::NoTrump, 1), 40);
        assert_eq!(trick_points(Denomination::NoTrump, 3), 100);
        assert_eq!(trick_points(Denomination::Spades, 4), 120);
        assert_eq!(trick_points(Denomination::Clubs, 5), 100);
    }

    /// The cumulative undertrick table of Law 77 (checklist B1), row by row.
    #[test]
    fn undertricks_follow_the_law_77_table() {
        let rows: [(Doubling, bool, [u32; 13]); 6] = [
            (
                Doubling::Undoubled,
                false,
                [
                    50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650,
                ],
            ),
            (
                Doubling::Undoubled,
                true,
                [
                    100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300,
                ],
            ),
            (
                Doubling::Doubled,
                false,
                [
                    100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500,
                ],
            ),
            (
                Doubling::Doubled,
                true,
                [
                    200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800,
                ],
            ),
            (
                Doubling::Redoubled,
                false,
                [
                    200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000,
                ],
            ),
            (
                Doubling::Redoubled,
                true,
                [
                    400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600,
                ],
            ),
        ];
        for (doubling, vul, expected) in rows {
            for (i, &points) in expected.iter().enumerate() {
                assert_eq!(
                    undertrick_points(doubling, vul, i as u8 + 1),
                    points,
                    "{doubling:?} vul={vul} down {}",
                    i + 1
                );
            }
        }
    }
}
