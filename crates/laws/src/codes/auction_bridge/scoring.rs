//! The score of one deal in an Auction Bridge code: the mechanism the three codes share.
//!
//! A declarer who wins at least the tricks declared scores every odd trick won below the line
//! (1912 Law 47; 1908 Law 50), at the code's trick value, doubled or quadrupled when the
//! declaration was doubled or redoubled (1912 Law 53). One who fails scores nothing below and
//! his adversaries score the undertricks above. Honors, chicane and slams go to whichever side
//! earned them, declaring or defending. A side that revoked scores nothing but its honors and
//! chicane (1912 footnote to Laws 7-8; 1915 "disability to score except for Honor cards").
//!
//! At nullo (the 1915 code with nullos) the same mechanism counts the tricks each side lost
//! instead of those it won ([`Contract::counted_tricks`]): each trick the declarer's side took
//! less than seven counts the nullo value below the line, each trick it took beyond its
//! undertaking is an undertrick, a slam is losing every trick (or twelve), the three revoke
//! tricks are taken off the revoking adversaries' losses, and there are no honors.

use cards::Side;

use crate::contract::{Contract, Denomination, Doubling};
use crate::error::ScoreError;
use crate::outcome::{DealOutcome, Irregularity, Penalty, RevokeRemedy};
use crate::score::{DealScore, EntryKind, Line};

use super::honors::honor_entries;
use super::rules::AuctionRules;

/// The law cited on nullo's trick points: "each trick taken less than seven counting a
/// specified number of points, commonly ten" (Boston 1916 manual, "Nullo").
const NULLO_LAW: &str = "1916 manual, Nullo";

/// Tricks taken from the revoking adversaries when the declarer chooses tricks (1912 Law 84b;
/// 1915 "three tricks").
const REVOKE_TRICKS: u8 = 3;

/// Scores one finished deal under `rules`.
pub(super) fn score_deal(
    rules: &AuctionRules,
    outcome: &DealOutcome,
) -> Result<DealScore, ScoreError> {
    if outcome.tricks > 13 {
        return Err(ScoreError::Tricks(outcome.tricks));
    }
    let mut score = DealScore::default();
    irregularity_entries(rules, outcome, &mut score)?;
    let Some(contract) = outcome.contract else {
        if outcome
            .penalties
            .iter()
            .any(|p| matches!(p, Penalty::Revoke { .. }))
        {
            return Err(ScoreError::Revoke(
                "a deal that was not played has no revoke".into(),
            ));
        }
        return Ok(score);
    };
    let Some(trick_value) = rules.trick_value(contract.denomination) else {
        return Err(ScoreError::DenominationNotInCode {
            code: rules.id.name(),
            denomination: contract.denomination,
            law: rules.laws.tricks,
        });
    };
    let revokes = revoke_entries(rules, outcome, &mut score)?;
    let declarers = outcome.declaring_side();
    let adversaries = declarers.opponents();
    let multiplier = contract.doubling.multiplier();
    let needed = contract.tricks_needed();
    // Tricks taken as a revoke penalty count towards the contract and the trick score, but
    // not towards the doubled bonus or a slam (1912 Laws 7 and 84; 1915 "not toward any Honor
    // bonus").
    let won = contract.counted_tricks(outcome.tricks);
    let counted = (won + revokes.penalty_tricks).min(13);
    if counted >= needed {
        if !revokes.revoked(declarers) {
            let points = u32::from(counted - 6) * trick_value * multiplier;
            let law = if contract.denomination.is_nullo() {
                NULLO_LAW
            } else {
                rules.laws.tricks
            };
            score.add(
                declarers,
                EntryKind::TrickPoints,
                Some(Line::Below),
                points,
                law,
            );
            if won >= needed && contract.doubling != Doubling::Undoubled {
                let extra = u32::from(won - needed);
                score.add(
                    declarers,
                    EntryKind::DoubledBonus,
                    Some(Line::Above),
                    (50 + 50 * extra) * multiplier / 2,
                    rules.laws.doubled_bonus,
                );
            }
        }
    } else if !revokes.revoked(adversaries) {
        let undertricks = u32::from(needed - counted) * 50 * multiplier;
        let (points, law) = match one_spade_limit(rules, contract) {
            Some((limit, law)) if undertricks > limit => (limit, law),
            _ => (undertricks, rules.laws.undertricks),
        };
        score.add(
            adversaries,
            EntryKind::Undertricks,
            Some(Line::Above),
            points,
            law,
        );
    }
    for (side, tricks) in [(declarers, won), (adversaries, 13 - won)] {
        if revokes.revoked(side) {
            continue;
        }
        let (kind, points) = match tricks {
            13 => (EntryKind::GrandSlam, rules.slams.0),
            12 => (EntryKind::SmallSlam, rules.slams.1),
            _ => continue,
        };
        score.add(side, kind, Some(Line::Above), points, rules.laws.slam);
    }
    // Nullo scores no honors (checklist W15-N, Q-22).
    if let Some(honors) = outcome
        .honors
        .as_ref()
        .filter(|_| !contract.denomination.is_nullo())
    {
        honor_entries(rules, &mut score, honors, contract.denomination)?;
    }
    Ok(score)
}

/// The limit on the undertricks of a One Spade declaration, and its law, where it applies.
fn one_spade_limit(rules: &AuctionRules, contract: Contract) -> Option<(u32, &'static str)> {
    let limit = rules.one_spade_limit?;
    let one_spade = contract.level() == 1 && contract.denomination == Denomination::Spades;
    let lifted = limit.lifted_by_redouble && contract.doubling == Doubling::Redoubled;
    (one_spade && !lifted).then_some((limit.limit, limit.law))
}

/// What the revokes of a deal changed besides their points.
struct Revokes {
    /// Which sides revoked, by side index.
    revoked: [bool; 2],
    /// Tricks the declarer took from the revoking adversaries.
    penalty_tricks: u8,
}

impl Revokes {
    fn revoked(&self, side: Side) -> bool {
        self.revoked[side.index()]
    }
}

/// Adds each revoke's points and counts the tricks taken instead: the first revoke of a side
/// costs the code's first value, each later one its later value (1912 Law 84c). Tricks may be
/// taken only from the adversaries of the declarer; a revoking declarer pays in points.
fn revoke_entries(
    rules: &AuctionRules,
    outcome: &DealOutcome,
    score: &mut DealScore,
) -> Result<Revokes, ScoreError> {
    let mut revokes = Revokes {
        revoked: [false; 2],
        penalty_tricks: 0,
    };
    let mut count = [0; 2];
    for penalty in &outcome.penalties {
        let Penalty::Revoke { offender, remedy } = *penalty else {
            continue;
        };
        count[offender.index()] += 1;
        revokes.revoked[offender.index()] = true;
        match remedy {
            RevokeRemedy::Tricks if offender == outcome.declaring_side() => {
                return Err(ScoreError::Revoke(format!(
                    "{}: when the declarer's side revokes the adversaries score the penalty in points; three tricks may be taken only from revoking adversaries",
                    rules.laws.revoke
                )));
            }
            RevokeRemedy::Tricks => revokes.penalty_tricks += REVOKE_TRICKS,
            RevokeRemedy::Points => {
                let (first, later) = rules.revoke_points;
                let points = if count[offender.index()] == 1 {
                    first
                } else {
                    later
                };
                score.add(
                    offender.opponents(),
                    EntryKind::Penalty,
                    Some(Line::Above),
                    points,
                    rules.laws.revoke,
                );
            }
        }
    }
    Ok(revokes)
}

/// The 1915 code's lesser penalties, to the non-offenders' honor score (Scoring Laws (f)).
fn irregularity_entries(
    rules: &AuctionRules,
    outcome: &DealOutcome,
    score: &mut DealScore,
) -> Result<(), ScoreError> {
    for penalty in &outcome.penalties {
        let Penalty::Irregularity { offender, kind } = *penalty else {
            continue;
        };
        let Some(law) = rules.irregularity_penalties else {
            return Err(ScoreError::PenaltyNotInCode {
                code: rules.id.name(),
                what: format!("{kind}; only the 1915 code scores it in honor points"),
            });
        };
        let points = match kind {
            Irregularity::LiftedCardDuringDeal | Irregularity::ExaminedQuittedTrick => 25,
            Irregularity::DoubledPartner => 50,
            Irregularity::RedoubledTwice => 100,
        };
        score.add(
            offender.opponents(),
            EntryKind::Penalty,
            Some(Line::Above),
            points,
            law,
        );
    }
    Ok(())
}
