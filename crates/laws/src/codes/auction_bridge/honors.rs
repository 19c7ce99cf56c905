//! Honors and chicane in the Auction Bridge codes (1908 Laws 5-10 as in Bridge; 1912 Laws 5,
//! 6, 9 and 10; 1915 Scoring Laws (a)).
//!
//! Honors are credited to the side that originally held them, declaring or defending, made or
//! set. With a trump suit they are worth a multiple of one odd trick's value; at no trump the
//! aces have fixed values. Doubling never changes them (1912 Law 10).

use cards::Side;

use crate::contract::Denomination;
use crate::error::ScoreError;
use crate::outcome::Honors;
use crate::score::{DealScore, EntryKind, Line};

use super::rules::AuctionRules;

/// How many odd tricks' worth a side's trump honors score, from the honors it holds in all
/// and the most in one of its hands (the scorer's table of the 1915 manual; 1912 Law 6):
/// simple honors (3) 2, four honors 4, five honors 5, four in one hand 8, four in one hand
/// and the fifth in partner's 9, five in one hand 10. Fewer than three honors score nothing.
pub const fn trump_honor_multiple(held: u8, most_in_one_hand: u8) -> u32 {
    match (held, most_in_one_hand) {
        (5, 5) => 10,
        (5, 4) => 9,
        (4, 4) => 8,
        (5, _) => 5,
        (4, _) => 4,
        (3, _) => 2,
        _ => 0,
    }
}

/// What a side's aces score at no trump: three aces 30, four aces 40, four in one hand 100.
pub const fn ace_honors(held: u8, most_in_one_hand: u8) -> u32 {
    match (held, most_in_one_hand) {
        (4, 4) => 100,
        (4, _) => 40,
        (3, _) => 30,
        _ => 0,
    }
}

/// Adds each side's honors, and chicane where the code scores it.
pub(super) fn honor_entries(
    rules: &AuctionRules,
    score: &mut DealScore,
    honors: &Honors,
    denomination: Denomination,
) -> Result<(), ScoreError> {
    let Some(trick_value) = denomination
        .trump()
        .and_then(|_| rules.trick_value(denomination))
    else {
        if honors.void.iter().any(|&void| void) {
            return Err(ScoreError::Honors(
                "chicane is a hand void of trumps; at no trump there is no chicane".into(),
            ));
        }
        honors.check(denomination)?;
        for side in Side::ALL {
            let points = ace_honors(honors.side_total(side), honors.side_most_in_one_hand(side));
            score.add(
                side,
                EntryKind::Honors,
                Some(Line::Above),
                points,
                rules.laws.honors,
            );
        }
        return Ok(());
    };
    honors.check(denomination)?;
    let mut points = Side::ALL.map(|side| {
        trick_value
            * trump_honor_multiple(honors.side_total(side), honors.side_most_in_one_hand(side))
    });
    let scores_honors = points.map(|p| p > 0);
    let mut honor_law = [rules.laws.honors; 2];
    let mut chicane_points = [0; 2];
    if let Some(chicane) = rules.chicane {
        for side in Side::ALL {
            let (me, them) = (side.index(), side.opponents().index());
            match honors.side_voids(side) {
                0 => {}
                // Chicane is worth simple honors: added to its side's honors if that side
                // scores honors, otherwise deducted from the adversaries'.
                1 if scores_honors[me] => chicane_points[me] = 2 * trick_value,
                voids => {
                    // Double chicane is worth four honors, always deducted.
                    let value = if voids == 1 { 2 } else { 4 } * trick_value;
                    points[them] = points[them].saturating_sub(value);
                    honor_law[them] = chicane.deducted_law;
                }
            }
        }
        for side in Side::ALL {
            score.add(
                side,
                EntryKind::Chicane,
                Some(Line::Above),
                chicane_points[side.index()],
                chicane.law,
            );
        }
    }
    for side in Side::ALL {
        let i = side.index();
        score.add(
            side,
            EntryKind::Honors,
            Some(Line::Above),
            points[i],
            honor_law[i],
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 1915 manual's scorer's table, every cell (trick values C6 D7 H8 S9).
    #[test]
    fn multiples_reproduce_the_1915_scorers_table() {
        let rows: [((u8, u8), [u32; 4]); 6] = [
            ((3, 2), [12, 14, 16, 18]), // 3 in partners' hands
            ((4, 2), [24, 28, 32, 36]), // 4 in partners' hands
            ((5, 3), [30, 35, 40, 45]), // 5 in partners' hands
            ((4, 4), [48, 56, 64, 72]), // 4 in one hand
            ((5, 5), [60, 70, 80, 90]), // 5 in one hand
            ((5, 4), [54, 63, 72, 81]), // 4 in one hand and fifth in partner's
        ];
        for ((held, most), expected) in rows {
            for (value, points) in [6, 7, 8, 9].into_iter().zip(expected) {
                assert_eq!(value * trump_honor_multiple(held, most), points);
            }
        }
        assert_eq!(ace_honors(3, 2), 30);
        assert_eq!(ace_honors(4, 2), 40);
        assert_eq!(ace_honors(4, 4), 100);
        assert_eq!(ace_honors(2, 2), 0);
        assert_eq!(trump_honor_multiple(2, 2), 0);
    }
}
