//! Butler scoring and cross-IMPs: pairs scored in IMPs against a datum or against each other
//! result on the board (Law 78B's scale; the datum's trimming and rounding are the
//! organisers', here the usual ones, see `docs/laws-decisions.md`).

use laws::imps::imps;

/// The Butler datum: the mean of the board's North-South scores after one highest and one
/// lowest are set aside (when at least three were played), rounded to the nearest 10, a half
/// away from zero. `None` for a board with no scores.
pub fn datum(scores_ns: &[i64]) -> Option<i64> {
    if scores_ns.is_empty() {
        return None;
    }
    let mut sorted = scores_ns.to_vec();
    sorted.sort_unstable();
    let kept = if sorted.len() >= 3 {
        &sorted[1..sorted.len() - 1]
    } else {
        &sorted[..]
    };
    let sum: i64 = kept.iter().sum();
    Some(round_to_ten(sum, kept.len() as i64))
}

/// `sum / count` rounded to the nearest multiple of 10, a half away from zero, in exact
/// integer arithmetic.
fn round_to_ten(sum: i64, count: i64) -> i64 {
    // sum / count / 10, rounded: (2 * sum + 10 * count) / (20 * count) for positive values.
    let denominator = 20 * count;
    let magnitude = (2 * sum.abs() + 10 * count) / denominator;
    sum.signum() * magnitude * 10
}

/// Each score's IMPs against the board's datum.
pub fn butler_imps(scores_ns: &[i64]) -> Vec<i32> {
    match datum(scores_ns) {
        Some(datum) => scores_ns.iter().map(|&score| imps(score - datum)).collect(),
        None => Vec::new(),
    }
}

/// Cross-IMPs: each score's IMPs against every other score on the board, totalled.
pub fn cross_imps(scores_ns: &[i64]) -> Vec<i32> {
    crate::each_against_others(scores_ns, |score, other| imps(score - other))
}

/// Cross-IMPs averaged over the comparisons made: the total divided by the number of other
/// scores (0 for a board played once).
pub fn cross_imps_average(scores_ns: &[i64]) -> Vec<f64> {
    let others = scores_ns.len().saturating_sub(1);
    cross_imps(scores_ns)
        .into_iter()
        .map(|total| {
            if others == 0 {
                0.0
            } else {
                f64::from(total) / others as f64
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checklist C39: 650 and -100 set aside, 2400 / 6 = 400.
    #[test]
    fn datum_and_butler_imps_of_eight_results() {
        let scores = [620, 620, 170, 650, -100, 200, 620, 170];
        assert_eq!(datum(&scores), Some(400));
        assert_eq!(butler_imps(&scores), vec![6, 6, -6, 6, -11, -5, 6, -6]);
    }

    /// Checklist C39: 620 against 170 (+10), 650 (-1) and -100 (+12).
    #[test]
    fn cross_imps_of_four_results() {
        let scores = [620, 170, 650, -100];
        assert_eq!(cross_imps(&scores)[0], 21);
        assert_eq!(cross_imps_average(&scores)[0], 7.0);
        // Every comparison counted from both sides cancels.
        assert_eq!(cross_imps(&scores).iter().sum::<i32>(), 0);
    }

    #[test]
    fn the_datum_rounds_a_half_away_from_zero() {
        // Kept after trimming: 100, 110 -> 105 -> 110; -100, -110 -> -110.
        assert_eq!(datum(&[0, 100, 110, 500]), Some(110));
        assert_eq!(datum(&[0, -100, -110, -500]), Some(-110));
        // 104 rounds down, 96 up.
        assert_eq!(datum(&[100, 108]), Some(100));
        assert_eq!(datum(&[90, 102]), Some(100));
        assert_eq!(datum(&[]), None);
        assert_eq!(datum(&[-620]), Some(-620));
    }
}
