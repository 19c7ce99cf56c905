//! Solving the sampled layouts and choosing the card with the best expected score.

use std::time::Instant;

use cards::{Card, Hand, Seat, Side};
use dds::{Position, Solver, Strain};
use laws::{CodeId, Contract, DealOutcome};

use crate::play::knowledge::Knowledge;
use crate::play::layouts::Layouts;
use crate::situation::Situation;

/// The form of scoring a robot plays for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Matchpoints: the card that does better than the other cards on the most layouts.
    Matchpoints,
    /// IMPs: the card that loses the fewest IMPs, on average, against the best card of each
    /// layout (Law 78B's scale).
    #[default]
    Imps,
    /// Total points (rubber bridge, Chicago, the auction codes): the best average score.
    TotalPoints,
}

/// Layouts solved double dummy from the position to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Solved {
    /// The layouts solved (the cards each hand still holds).
    pub layouts: Vec<[Hand; 4]>,
    /// Each layout's weight: 1, lowered for each earlier card of an opponent that would have
    /// been a double-dummy error on it.
    pub weights: Vec<f64>,
    /// Each layout's cards for the hand to move, each with the tricks the mover's side takes
    /// from the trick in progress on after playing it.
    pub values: Vec<Vec<(Card, u8)>>,
    /// How far the auction's ranges were widened to find the layouts (see [`Layouts`]).
    pub widened: usize,
}

impl Solved {
    /// On each layout, the most tricks the mover's side can take from the trick in progress on.
    pub fn best(&self) -> Vec<u8> {
        self.values
            .iter()
            .map(|v| v.iter().map(|&(_, t)| t).max().unwrap_or(0))
            .collect()
    }
}

/// How layouts are solved: the time allowed, the least number to solve whatever the time, and
/// how the opponents' earlier cards weigh layouts.
#[derive(Clone, Copy, Debug)]
pub struct SolveLimits {
    /// Stop solving new layouts after this instant (once `least` are solved), and weigh no
    /// more layouts by the earlier plays.
    pub deadline: Instant,
    /// Layouts solved whatever the time.
    pub least: usize,
    /// How many of the opponents' most recent cards (the opening lead apart) are checked.
    pub checked_plays: usize,
    /// The factor a layout's weight is multiplied by for each checked card that would have
    /// been a double-dummy error on it.
    pub error_weight: f64,
}

/// Solves each layout from the position to move, within `limits`. `plays` are the cards
/// played so far, in order, with their hands (for the weighting by earlier cards); the
/// robot is `knowledge.viewer`, whose opponents' cards are checked.
pub fn solve_layouts(
    knowledge: &Knowledge,
    layouts: Layouts,
    strain: Strain,
    plays: &[(Seat, Card)],
    solver: &mut Solver,
    limits: SolveLimits,
) -> Solved {
    let mut solved = Solved {
        layouts: Vec::new(),
        weights: Vec::new(),
        values: Vec::new(),
        widened: layouts.widened,
    };
    for layout in layouts.hands {
        if solved.layouts.len() >= limits.least && Instant::now() >= limits.deadline {
            break;
        }
        let Ok(position) = knowledge.position(&layout, strain) else {
            continue;
        };
        let values = solver.card_values(&position);
        // Past the deadline the layouts solved to make up the least number go unweighed.
        let weight = if Instant::now() < limits.deadline {
            weigh_by_earlier_plays(knowledge, &layout, strain, plays, solver, limits)
        } else {
            1.0
        };
        solved.layouts.push(layout);
        solved.weights.push(weight);
        solved.values.push(values);
    }
    solved
}

/// A layout's weight: `error_weight` to the power of the opponents' recent cards (the opening
/// lead apart, made before dummy was seen) that lost a trick double dummy on it.
fn weigh_by_earlier_plays(
    knowledge: &Knowledge,
    layout: &[Hand; 4],
    strain: Strain,
    plays: &[(Seat, Card)],
    solver: &mut Solver,
    limits: SolveLimits,
) -> f64 {
    let Some(opening_leader) = plays.first().map(|(s, _)| *s) else {
        return 1.0;
    };
    let viewer_side = knowledge.viewer.side();
    let dealt = Seat::ALL.map(|s| knowledge.dealt(layout, s));
    let mut weight = 1.0;
    let recent = plays
        .iter()
        .enumerate()
        .skip(1)
        .filter(|(_, (seat, _))| seat.side() != viewer_side)
        .rev()
        .take(limits.checked_plays);
    for (index, &(_, card)) in recent {
        let cards: Vec<Card> = plays[..index].iter().map(|&(_, c)| c).collect();
        let Ok(before) = Position::from_hands(dealt, strain, opening_leader, &cards) else {
            return weight;
        };
        let values = solver.card_values(&before);
        let best = values.iter().map(|&(_, t)| t).max();
        let got = values.iter().find(|&&(c, _)| c == card).map(|&(_, t)| t);
        if let (Some(best), Some(got)) = (best, got)
            && got < best
        {
            weight *= limits.error_weight;
        }
    }
    weight
}

/// The card chosen, and what the evaluation found.
#[derive(Clone, Debug, PartialEq)]
pub struct CardChoice {
    /// The card.
    pub card: Card,
    /// The tricks the mover's side takes from the trick in progress on, averaged over the
    /// layouts (weighted), after this card.
    pub expected_tricks: f64,
    /// The number of layouts solved.
    pub layouts: usize,
}

/// Declarer's side's score for each number of tricks it may end with (0 to 13), under the
/// deal's code, contract and vulnerability; tricks above or below the contract when the code
/// cannot score it.
pub fn score_by_tricks(situation: &Situation, contract: Contract, declarer: Seat) -> [i64; 14] {
    let code: CodeId = situation.code;
    let vulnerability = situation.board.vulnerability();
    std::array::from_fn(|tricks| {
        let tricks = tricks as u8;
        let outcome = DealOutcome::played(contract, declarer, tricks, vulnerability);
        code.code()
            .score(&outcome)
            .map(|s| s.net(declarer.side()))
            .unwrap_or_else(|_| {
                i64::from(contract.counted_tricks(tricks)) - i64::from(contract.tricks_needed())
            })
    })
}

/// Chooses the card for the hand to move from the solved layouts, for `scoring`: `scores`
/// are the scores of the mover's side for the tricks declarer's side ends with (see
/// [`score_by_tricks`], negated for the defenders). Ties go to the card taking more tricks on
/// average, then to the first in the solver's order (clubs to spades, each suit from its
/// lowest card).
pub fn choose_card(
    knowledge: &Knowledge,
    solved: &Solved,
    declarer_side: Side,
    scores: &[i64; 14],
    scoring: Scoring,
) -> Option<CardChoice> {
    let mover = knowledge.to_move()?;
    let first = solved.values.first()?;
    let cards: Vec<Card> = first.iter().map(|&(c, _)| c).collect();
    let left = knowledge.tricks_left();
    let declarer_won = knowledge.won[declarer_side.index()];
    // The mover's side's score of each card on each layout.
    let score_of = |tricks: u8| {
        let declarer_tricks = if mover.side() == declarer_side {
            declarer_won + tricks
        } else {
            declarer_won + left.saturating_sub(tricks)
        };
        scores[usize::from(declarer_tricks.min(13))]
    };
    let table: Vec<Vec<(i64, u8)>> = solved
        .values
        .iter()
        .map(|values| {
            cards
                .iter()
                .map(|card| {
                    let t = values
                        .iter()
                        .find(|(c, _)| c == card)
                        .map_or(0, |&(_, t)| t);
                    (score_of(t), t)
                })
                .collect()
        })
        .collect();
    let total_weight: f64 = solved.weights.iter().sum::<f64>().max(f64::MIN_POSITIVE);
    let merit: Vec<(f64, f64)> = (0..cards.len())
        .map(|i| {
            let mut value = 0.0;
            let mut tricks = 0.0;
            for (row, &w) in table.iter().zip(&solved.weights) {
                let (score, t) = row[i];
                tricks += w * f64::from(t);
                value += w * match scoring {
                    Scoring::TotalPoints => score as f64,
                    Scoring::Imps => {
                        let best = row.iter().map(|&(s, _)| s).max().unwrap_or(score);
                        f64::from(laws::imps::imps(score - best))
                    }
                    Scoring::Matchpoints => row
                        .iter()
                        .enumerate()
                        .filter(|&(j, _)| j != i)
                        .map(|(_, &(other, _))| match score.cmp(&other) {
                            std::cmp::Ordering::Greater => 1.0,
                            std::cmp::Ordering::Equal => 0.5,
                            std::cmp::Ordering::Less => 0.0,
                        })
                        .sum(),
                };
            }
            (value / total_weight, tricks / total_weight)
        })
        .collect();
    let mut best = 0;
    for i in 1..cards.len() {
        let (value, tricks) = merit[i];
        let (best_value, best_tricks) = merit[best];
        if value > best_value + 1e-9
            || ((value - best_value).abs() <= 1e-9 && tricks > best_tricks + 1e-9)
        {
            best = i;
        }
    }
    Some(CardChoice {
        card: cards[best],
        expected_tricks: merit[best].1,
        layouts: solved.values.len(),
    })
}
