//! Matchpoints (Law 78A) on the 2/1/0 scale, Neuberg's factoring for boards played fewer times
//! than the field expects, and adjusted scores (Law 12C) within a matchpointed field.

use thiserror::Error;

/// An artificial adjusted score (Law 12C2), defined with the other adjusted scores in
/// [`laws::adjusted`].
pub use laws::adjusted::Artificial;

/// One line of a board's traveller as the field scores it.
#[derive(Clone, Debug, PartialEq)]
pub enum FieldResult {
    /// The score the table made, from North-South's side.
    Score(i64),
    /// Law 12C2: the board could not be played (or not normally); each side gets an
    /// artificial adjusted score, which need not balance.
    Artificial {
        /// North-South's.
        ns: Artificial,
        /// East-West's.
        ew: Artificial,
    },
    /// Law 12C1(c): an assigned score weighted between possible results, as (weight,
    /// North-South score) pairs whose weights add up to 1. Each component is matchpointed
    /// and the weighted sum taken; the other results are compared with each component in
    /// its weight.
    Weighted(Vec<(f64, i64)>),
    /// Law 12C1(b): a split score: the two sides' assigned scores differ. Each is a list of
    /// (weight, North-South score) as [`FieldResult::Weighted`] (one part of weight 1 when not
    /// weighted). North-South's field compares the table at `ns`, East-West's at `ew`: each
    /// side is scored against the field on its own, so the board's matchpoints need not
    /// balance at that table.
    Split {
        /// What North-South are scored by, from North-South's side.
        ns: Vec<(f64, i64)>,
        /// What East-West are scored by, from North-South's side.
        ew: Vec<(f64, i64)>,
    },
}

/// A side of a table, as a split score (Law 12C1(b)) scores each on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// North-South.
    NorthSouth,
    /// East-West.
    EastWest,
}

impl FieldResult {
    /// The scores this result is compared by, with their weights, in `side`'s field: the
    /// score played (weight 1), a weighted score's parts, a split score's parts for that
    /// side; `None` for an artificial score, which is compared with nothing.
    pub fn components(&self, side: Side) -> Option<Vec<(f64, i64)>> {
        match (self, side) {
            (FieldResult::Score(score), _) => Some(vec![(1.0, *score)]),
            (FieldResult::Weighted(parts), _) => Some(parts.clone()),
            (FieldResult::Split { ns, .. }, Side::NorthSouth) => Some(ns.clone()),
            (FieldResult::Split { ew, .. }, Side::EastWest) => Some(ew.clone()),
            (FieldResult::Artificial { .. }, _) => None,
        }
    }

    /// Law 12C1: the weights of a weighted or split score are checked.
    fn check(&self) -> Result<(), FieldError> {
        match self {
            FieldResult::Weighted(parts) => check_weights(parts),
            FieldResult::Split { ns, ew } => check_weights(ns).and_then(|()| check_weights(ew)),
            FieldResult::Score(_) | FieldResult::Artificial { .. } => Ok(()),
        }
    }
}

/// What is wrong with a board's results.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum FieldError {
    /// A weighted score's weights do not add up to 1, or one is not positive.
    #[error(
        "Law 12C1(c): the weights of an assigned score must be positive and add up to 1 (these add up to {0})"
    )]
    Weights(f64),
    /// A score no deal can make.
    #[error("{0} is not a bridge score: no deal scores more than 7600 either way")]
    NotAScore(i64),
}

/// Law 12C1(c): a weighted score's weights are positive and add up to 1.
pub fn check_weights(parts: &[(f64, i64)]) -> Result<(), FieldError> {
    let sum: f64 = parts.iter().map(|(weight, _)| weight).sum();
    if parts.is_empty()
        || parts
            .iter()
            .any(|(weight, _)| !weight.is_finite() || *weight <= 0.0)
        || (sum - 1.0).abs() > 1e-6
    {
        return Err(FieldError::Weights(sum));
    }
    parts.iter().try_for_each(|&(_, score)| check_score(score))
}

/// The largest score a deal can make either way (7NT redoubled and vulnerable, made with
/// every trick, is 2,980; thirteen undertricks redoubled and vulnerable are 7,600): anything
/// beyond is a typing error, refused before it reaches the arithmetic.
pub const MOST_POINTS: i64 = 7_600;

/// A score is one a deal can make: at most [`MOST_POINTS`] either way.
pub fn check_score(score: i64) -> Result<(), FieldError> {
    if score.unsigned_abs() > MOST_POINTS.unsigned_abs() {
        return Err(FieldError::NotAScore(score));
    }
    Ok(())
}

/// A board's matchpoints, in the order of its results, on the 2/1/0 scale.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardMatchpoints {
    /// The top: twice the number of results the board is scored as if it had, less two.
    pub top: f64,
    /// North-South's matchpoints, each result.
    pub ns: Vec<f64>,
    /// East-West's matchpoints, each result (the top less North-South's, except for
    /// artificial scores, which need not balance).
    pub ew: Vec<f64>,
}

/// Matchpoints on the 2/1/0 scale (Law 78A): 2 for each score beaten, 1 for each equal score.
/// The top is `2 * (n - 1)` for `n` scores; the matchpoints add up to `n * (n - 1)`.
pub fn matchpoints(scores_ns: &[i64]) -> Vec<u32> {
    crate::each_against_others(scores_ns, beats)
}

/// 2 if `a` beats `b`, 1 if they are equal, 0 if `b` beats `a`.
fn beats(a: i64, b: i64) -> u32 {
    match a.cmp(&b) {
        std::cmp::Ordering::Greater => 2,
        std::cmp::Ordering::Equal => 1,
        std::cmp::Ordering::Less => 0,
    }
}

/// The top for a board scored as if played `plays` times: `2 * (plays - 1)`.
pub fn top(plays: usize) -> f64 {
    2.0 * plays.saturating_sub(1) as f64
}

/// Neuberg's formula: matchpoints `mp` earned among `played` results, factored to a field of
/// `expected` results, `(mp + 1) * expected / played - 1` (2/1/0 scale).
pub fn neuberg(mp: f64, played: usize, expected: usize) -> f64 {
    if played == 0 {
        return 0.0;
    }
    (mp + 1.0) * expected as f64 / played as f64 - 1.0
}

/// A percentage of the top; a board with a top of 0 (one result) is an average.
pub fn percent(mp: f64, top: f64) -> f64 {
    if top == 0.0 { 50.0 } else { mp / top * 100.0 }
}

/// Scores a board's results as a field: the results played (and weighted assigned scores) are
/// matchpointed against one another and, when there are fewer of them than `expected` (the
/// most-played board's count, or the tables that had the board, at least the number of
/// results), factored by Neuberg's formula to that field's top. Artificial scores get their
/// percentage of that full top. A split score (Law 12C1(b)) is compared at North-South's
/// score in North-South's field and at East-West's in East-West's.
pub fn score_field(
    results: &[FieldResult],
    expected: usize,
    scale: &laws::adjusted::ArtificialScale,
) -> Result<BoardMatchpoints, FieldError> {
    let expected = expected.max(results.len());
    let top = top(expected);
    results.iter().try_for_each(FieldResult::check)?;
    let view = |side| -> Vec<Option<Vec<(f64, i64)>>> {
        results.iter().map(|r| r.components(side)).collect()
    };
    let (ns_view, ew_view) = (view(Side::NorthSouth), view(Side::EastWest));
    let played = ns_view.iter().flatten().count();
    // North-South's matchpoints of result `i` in a side's field.
    let matchpoints_in = |field: &[Option<Vec<(f64, i64)>>], i: usize| {
        let mine = field[i].as_ref()?;
        let mp: f64 = field
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .filter_map(|(_, other)| other.as_ref())
            .map(|theirs| weighted_beats(mine, theirs))
            .sum();
        Some(neuberg(mp, played, expected))
    };
    let mut ns = Vec::with_capacity(results.len());
    let mut ew = Vec::with_capacity(results.len());
    for (i, result) in results.iter().enumerate() {
        match (
            matchpoints_in(&ns_view, i),
            matchpoints_in(&ew_view, i),
            result,
        ) {
            (Some(mp_ns), Some(mp_ew), _) => {
                ns.push(mp_ns);
                ew.push(top - mp_ew);
            }
            (_, _, FieldResult::Artificial { ns: a, ew: b }) => {
                ns.push(top * scale.percent(*a) / 100.0);
                ew.push(top * scale.percent(*b) / 100.0);
            }
            _ => unreachable!("only artificial scores have no components"),
        }
    }
    Ok(BoardMatchpoints { top, ns, ew })
}

/// The matchpoints one (possibly weighted) result earns against another.
fn weighted_beats(mine: &[(f64, i64)], theirs: &[(f64, i64)]) -> f64 {
    mine.iter()
        .flat_map(|&(wa, a)| {
            theirs
                .iter()
                .map(move |&(wb, b)| wa * wb * f64::from(beats(a, b)))
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round2(x: f64) -> f64 {
        (x * 100.0).round() / 100.0
    }

    /// Checklist C38: a board played 7 times.
    #[test]
    fn seven_results_matchpointed_by_hand() {
        let scores = [420, 420, 450, 170, -50, 420, 140];
        assert_eq!(matchpoints(&scores), vec![8, 8, 12, 4, 0, 8, 2]);
        assert_eq!(matchpoints(&scores).iter().sum::<u32>(), 7 * 6);
    }

    /// Checklist C38 again: had one 420 not been played, six results factored to seven.
    #[test]
    fn neuberg_factors_six_results_to_a_field_of_seven() {
        let scores = [420, 420, 450, 170, -50, 140];
        let mp = matchpoints(&scores);
        assert_eq!(mp, vec![7, 7, 10, 4, 0, 2]);
        let factored: Vec<f64> = mp
            .iter()
            .map(|&m| round2(neuberg(f64::from(m), 6, 7)))
            .collect();
        assert_eq!(factored, vec![8.33, 8.33, 11.83, 4.83, 0.17, 2.5]);
    }

    #[test]
    fn a_field_with_an_artificial_score_is_factored_and_the_average_plus_is_60_per_cent() {
        let results = [
            FieldResult::Score(420),
            FieldResult::Score(450),
            FieldResult::Artificial {
                ns: Artificial::AveragePlus,
                ew: Artificial::AverageMinus,
            },
            FieldResult::Score(170),
        ];
        let board = score_field(&results, 4, &Default::default()).unwrap();
        assert_eq!(board.top, 6.0);
        // Among three: 450 4, 420 2, 170 0; factored to four: (mp + 1) * 4 / 3 - 1.
        let expected_ns = [3.0, 5.0 + 2.0 / 3.0, 3.6, 1.0 / 3.0];
        for (got, want) in board.ns.iter().zip(expected_ns) {
            assert!((got - want).abs() < 1e-9, "{got} != {want}");
        }
        assert!((board.ew[2] - 2.4).abs() < 1e-9);
        assert!((board.ew[0] - 3.0).abs() < 1e-9);
    }

    /// A weighted score of 50% 420 and 50% 450 against 420, 450 and 170: each component
    /// matchpointed among the others, the weighted sum taken; the others earn half a
    /// comparison's worth against each component.
    #[test]
    fn a_weighted_assigned_score_is_matchpointed_component_by_component() {
        let results = [
            FieldResult::Score(420),
            FieldResult::Score(450),
            FieldResult::Score(170),
            FieldResult::Weighted(vec![(0.5, 420), (0.5, 450)]),
        ];
        let board = score_field(&results, 4, &Default::default()).unwrap();
        // 420: beats 170 (2), ties the 420 part (0.5 x 1), loses to 450 and the 450 part: 2.5.
        // 450: beats 420 and 170 (4), beats the 420 part (0.5 x 2), ties the 450 part: 5.5.
        // 170: 0. The weighted score: its 420 part (1 + 0 + 2) x 0.5 and its 450 part
        // (2 + 1 + 2) x 0.5: 4. The board's matchpoints still add up to 4 x 3.
        assert_eq!(board.ns, vec![2.5, 5.5, 0.0, 4.0]);
        assert_eq!(board.ns.iter().sum::<f64>(), 12.0);
    }

    #[test]
    fn weights_that_do_not_add_up_are_refused_with_the_law() {
        let results = [FieldResult::Weighted(vec![(0.5, 420), (0.4, 450)])];
        let error = score_field(&results, 1, &Default::default()).unwrap_err();
        assert!(error.to_string().starts_with("Law 12C1(c)"), "{error}");
    }

    /// Law 12C1(b): North-South assigned 4S= (+420), East-West assigned 4S-1 (-50 from
    /// North-South's side, +50 to East-West), among 420, 450 and 170. North-South's field
    /// sees the table at 420: it ties 420 (1), beats 170 (2), loses to 450: 3. East-West's
    /// field sees it at -50: every other North-South beat it, so North-South's there would
    /// be 0 and East-West get the top, 6. The other tables are compared with 420 by their
    /// North-South pairs and with -50 by their East-West pairs: 420 gets 3 for North-South
    /// (ties 420, beats 170) and 6 - 4 = 2 for East-West (beats -50 and 170).
    #[test]
    fn a_split_score_scores_each_side_against_the_field_on_its_own() {
        let results = [
            FieldResult::Score(420),
            FieldResult::Score(450),
            FieldResult::Score(170),
            FieldResult::Split {
                ns: vec![(1.0, 420)],
                ew: vec![(1.0, -50)],
            },
        ];
        let board = score_field(&results, 4, &Default::default()).unwrap();
        assert_eq!(board.ns, vec![3.0, 6.0, 0.0, 3.0]);
        assert_eq!(board.ew, vec![2.0, 0.0, 4.0, 6.0]);
        // Each field's matchpoints add up to 4 x 3 on its own.
        assert_eq!(board.ns.iter().sum::<f64>(), 12.0);
        assert_eq!(board.ew.iter().sum::<f64>(), 12.0);
    }

    #[test]
    fn a_split_score_with_bad_weights_is_refused_with_the_law() {
        let results = [FieldResult::Split {
            ns: vec![(1.0, 420)],
            ew: vec![(0.5, -50)],
        }];
        let error = score_field(&results, 1, &Default::default()).unwrap_err();
        assert!(error.to_string().starts_with("Law 12C1(c)"), "{error}");
    }

    #[test]
    fn one_result_alone_is_an_average() {
        assert_eq!(percent(0.0, top(1)), 50.0);
        let board = score_field(&[FieldResult::Score(100)], 3, &Default::default()).unwrap();
        assert_eq!(board.ns, vec![2.0]);
        assert_eq!(board.top, 4.0);
    }
}
