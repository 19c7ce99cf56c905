//! What scoring needs to know of a finished deal.

use std::fmt;

use cards::{Deal, Seat, Side, Vulnerability};

use crate::contract::{Contract, Denomination};
use crate::error::ScoreError;

/// A finished deal as scoring sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealOutcome {
    /// The contract, or `None` for a deal passed out.
    pub contract: Option<Contract>,
    /// The declarer (any seat of the side if the code does not care which).
    pub declarer: Seat,
    /// Tricks won by declarer's side in play, 0..=13; tricks a code transfers as a penalty are
    /// applied by the code from [`DealOutcome::penalties`], not counted here.
    pub tricks: u8,
    /// Which sides were vulnerable (contract bridge; ignored by the auction codes).
    pub vulnerability: Vulnerability,
    /// Who held the honors and who was void of trumps, where the code scores honors.
    pub honors: Option<Honors>,
    /// Penalties the code scores in points or tricks (the auction codes' revoke, ...).
    pub penalties: Vec<Penalty>,
}

impl DealOutcome {
    /// A deal played in `contract` by `declarer`, whose side won `tricks` tricks, with no honors
    /// and no penalties.
    pub fn played(
        contract: Contract,
        declarer: Seat,
        tricks: u8,
        vulnerability: Vulnerability,
    ) -> DealOutcome {
        DealOutcome {
            contract: Some(contract),
            declarer,
            tricks,
            vulnerability,
            honors: None,
            penalties: Vec::new(),
        }
    }

    /// Whether declarer's side was vulnerable.
    pub fn declarer_vulnerable(&self) -> bool {
        self.vulnerability.is_vulnerable(self.declarer.side())
    }

    /// The declaring side.
    pub fn declaring_side(&self) -> Side {
        self.declarer.side()
    }
}

/// Who held the honors of the contract's denomination, as originally dealt: for a trump
/// contract the count of the five trump honors (A K Q J 10) in each hand, at no trump the count
/// of aces; and which hands were void of trumps (chicane, in the 1908 and 1912 codes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Honors {
    /// Honors (or aces at no trump) in each hand, indexed by seat (N, E, S, W).
    pub held: [u8; 4],
    /// Hands void of the trump suit, indexed by seat.
    pub void: [bool; 4],
}

impl Honors {
    /// The honors as dealt in `deal` for a contract in `denomination`.
    pub fn from_deal(deal: &Deal, denomination: Denomination) -> Honors {
        let hands = deal.hands();
        match denomination.trump() {
            Some(trump) => Honors {
                held: hands.map(|hand| hand.honors_in(trump) as u8),
                void: hands.map(|hand| hand.suit_len(trump) == 0),
            },
            None => Honors {
                held: hands.map(|hand| hand.aces() as u8),
                void: [false; 4],
            },
        }
    }

    /// Honors stated by hand: `N4,S1` means North held four honors and South one (at no trump,
    /// aces). Seats not named held none; the counts must add up to the 5 honors of a trump
    /// suit, or the 4 aces at no trump. `void` names the hands void of trumps (chicane).
    pub fn stated(
        text: &str,
        void: &[Seat],
        denomination: Denomination,
    ) -> Result<Honors, ScoreError> {
        let mut honors = Honors::default();
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad = || {
                ScoreError::Honors(format!(
                    "honors '{part}': write a seat and a count, as N4 or S1, separated by commas"
                ))
            };
            let mut chars = part.chars();
            let seat = chars.next().and_then(Seat::from_letter).ok_or_else(bad)?;
            let count: u8 = chars
                .as_str()
                .trim_start_matches(':')
                .parse()
                .map_err(|_| bad())?;
            honors.held[seat.index()] += count;
        }
        for seat in void {
            honors.void[seat.index()] = true;
        }
        honors.check(denomination)?;
        Ok(honors)
    }

    /// Checks that the honors can have been dealt: 5 trump honors or 4 aces in all, and no hand
    /// both void of trumps and holding a trump honor.
    pub fn check(&self, denomination: Denomination) -> Result<(), ScoreError> {
        let total: u32 = self.held.iter().map(|&n| u32::from(n)).sum();
        let (expected, what) = match denomination.trump() {
            Some(_) => (5, "trump honors (A K Q J 10)"),
            None => (4, "aces"),
        };
        if total != expected {
            return Err(ScoreError::Honors(format!(
                "there are {expected} {what} at {}; the honors stated add up to {total}",
                denomination.name()
            )));
        }
        for seat in Seat::ALL {
            if self.void[seat.index()] && self.held[seat.index()] > 0 {
                return Err(ScoreError::Honors(format!(
                    "{seat} cannot be void of trumps and hold {} trump honors",
                    self.held[seat.index()]
                )));
            }
        }
        Ok(())
    }

    /// The honors (or aces) held by a side.
    pub fn side_total(&self, side: Side) -> u8 {
        side.seats().iter().map(|s| self.held[s.index()]).sum()
    }

    /// The most honors (or aces) held in one hand of a side.
    pub fn side_most_in_one_hand(&self, side: Side) -> u8 {
        side.seats()
            .iter()
            .map(|s| self.held[s.index()])
            .max()
            .unwrap_or(0)
    }

    /// How many hands of a side are void of trumps.
    pub fn side_voids(&self, side: Side) -> usize {
        side.seats().iter().filter(|s| self.void[s.index()]).count()
    }
}

/// A penalty that a code scores in points, or by transferring tricks, rather than in the play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Penalty {
    /// A revoke by `offender`. In the auction codes the non-offenders choose points added to
    /// their honor score or tricks taken from the offenders (1912 Laws 84-86; 1915 code).
    Revoke {
        /// The side that revoked.
        offender: Side,
        /// What the non-offenders chose.
        remedy: RevokeRemedy,
    },
    /// Another irregularity the code penalises in points to the non-offenders' honor score.
    Irregularity {
        /// The side at fault.
        offender: Side,
        /// Which irregularity.
        kind: Irregularity,
    },
}

/// The non-offenders' choice after a revoke in the auction codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RevokeRemedy {
    /// Points added to the non-offenders' honor score.
    Points,
    /// Three tricks taken from the revoking side and added to the non-offenders'.
    Tricks,
}

/// The irregularities the 1915 code penalises in honor points (the 1916 manual).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Irregularity {
    /// Lifting and looking at a card during the deal (25).
    LiftedCardDuringDeal,
    /// Looking at a trick already turned and quitted (25).
    ExaminedQuittedTrick,
    /// Doubling partner's declaration, or redoubling partner's double (50).
    DoubledPartner,
    /// Redoubling more than once (100).
    RedoubledTwice,
}

impl fmt::Display for Irregularity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Irregularity::LiftedCardDuringDeal => "lifting a card during the deal",
            Irregularity::ExaminedQuittedTrick => "examining a quitted trick",
            Irregularity::DoubledPartner => {
                "doubling partner's declaration or redoubling partner's double"
            }
            Irregularity::RedoubledTwice => "redoubling more than once",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn honors_are_counted_from_the_deal() {
        let deal: Deal = "N:AKQJ.T98.765.432 T98.AKQ.432.8765 7654.765.AKQ.JT9 32.J432.JT98.AKQ"
            .parse()
            .unwrap();
        let spades = Honors::from_deal(&deal, Denomination::Spades);
        assert_eq!(spades.held, [4, 1, 0, 0]);
        assert_eq!(spades.void, [false; 4]);
        let no_trump = Honors::from_deal(&deal, Denomination::NoTrump);
        assert_eq!(no_trump.held, [1, 1, 1, 1]);
    }

    #[test]
    fn stated_honors_must_be_possible() {
        let h = Honors::stated("N4,S1", &[], Denomination::Hearts).unwrap();
        assert_eq!(h.side_total(Side::NorthSouth), 5);
        assert_eq!(h.side_most_in_one_hand(Side::NorthSouth), 4);
        assert!(Honors::stated("N4", &[], Denomination::Hearts).is_err());
        assert!(Honors::stated("E4", &[], Denomination::NoTrump).is_ok());
        assert!(Honors::stated("N3,E2", &[Seat::North], Denomination::Clubs).is_err());
        let err = Honors::stated("X4", &[], Denomination::Clubs).unwrap_err();
        assert!(err.to_string().contains("write a seat and a count"));
    }
}
