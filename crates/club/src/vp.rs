//! Victory points: the WBF's continuous 20-point scale of 2013, which turns a match's IMP
//! margin into the winners' and losers' VPs to two decimals.
//!
//! For `N` boards the blitz is `X = 15 * sqrt(N)` IMPs; with `tau = (sqrt 5 - 1) / 2` and
//! `r = tau^3`, a margin of `M` IMPs is worth `10 + 10 * (1 - r^(M/X)) / (1 - r)` VPs to the
//! winners, at most 20, and the losers get the rest of 20. Each value is rounded to two
//! decimals; where rounding would make an IMP worth more than the IMP before it, the earlier
//! value is raised by 0.01 until the scale is concave again (the WBF Scoring Panel's
//! correction), so no extra IMP ever gains more than the one before.

use thiserror::Error;

/// A match the scale cannot be drawn for.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum VpError {
    /// No boards: the scale needs at least one.
    #[error("a match of 0 boards has no VP scale: give the number of boards played")]
    NoBoards,
    /// More boards than any match plays.
    #[error("a match of {0} boards is longer than any the scale is drawn for (at most 1000)")]
    TooManyBoards(u32),
}

/// The WBF continuous VP scale for a match of a number of boards, in hundredths of a VP.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VpScale {
    /// The winners' VPs in hundredths for a margin of 0, 1, 2 ... IMPs, up to the first
    /// margin worth 20.
    hundredths: Vec<u32>,
}

impl VpScale {
    /// The scale for a match of `boards` boards.
    pub fn new(boards: u32) -> Result<VpScale, VpError> {
        if boards == 0 {
            return Err(VpError::NoBoards);
        }
        if boards > 1000 {
            return Err(VpError::TooManyBoards(boards));
        }
        let blitz = 15.0 * f64::from(boards).sqrt();
        let tau = (5f64.sqrt() - 1.0) / 2.0;
        let r = tau.powi(3);
        let mut hundredths = Vec::new();
        for margin in 0.. {
            let raw = 10.0 + 10.0 * (1.0 - r.powf(f64::from(margin) / blitz)) / (1.0 - r);
            let value = ((raw.min(20.0)) * 100.0).round() as u32;
            hundredths.push(value);
            if value >= 2000 {
                break;
            }
        }
        make_concave(&mut hundredths);
        Ok(VpScale { hundredths })
    }

    /// The winners' and losers' VPs, in hundredths, for an IMP margin (its sign ignored).
    pub fn hundredths(&self, margin: u32) -> (u32, u32) {
        let winner = self
            .hundredths
            .get(margin as usize)
            .copied()
            .unwrap_or(2000);
        (winner, 2000 - winner)
    }

    /// The winners' and losers' VPs, in hundredths, for a margin that may hold a fraction of
    /// an IMP (a weighted adjusted score, Law 12C1(c), or a carry-over): read between the
    /// scale's values at the whole IMPs either side, in proportion, to the nearest hundredth.
    pub fn hundredths_between(&self, margin: f64) -> (u32, u32) {
        let margin = margin.abs();
        let below = margin.floor();
        let (low, _) = self.hundredths(below as u32);
        let (high, _) = self.hundredths(below as u32 + 1);
        let fraction = margin - below;
        let winner =
            (f64::from(low) + fraction * (f64::from(high) - f64::from(low))).round() as u32;
        (winner, 2000 - winner)
    }

    /// The winners' and losers' VPs for an IMP margin, as the scale prints them (`12.80`,
    /// `7.20`).
    pub fn vps(&self, margin: u32) -> (String, String) {
        let (winner, loser) = self.hundredths(margin);
        (format_hundredths(winner), format_hundredths(loser))
    }
}

/// `1280` as `12.80`.
pub fn format_hundredths(value: u32) -> String {
    format!("{}.{:02}", value / 100, value % 100)
}

/// Raises values by 0.01 where an IMP would be worth more than the IMP before it, until every
/// step is no larger than the one before (the correction that keeps the scale concave).
fn make_concave(values: &mut [u32]) {
    loop {
        let mut changed = false;
        for i in 1..values.len().saturating_sub(1) {
            let before = values[i] - values[i - 1];
            let after = values[i + 1] - values[i];
            if after > before {
                values[i] += 1;
                changed = true;
            }
        }
        if !changed {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checklist C40: 16 boards, won by 10 IMPs: 12.80 to 7.20.
    #[test]
    fn sixteen_boards_won_by_ten() {
        let scale = VpScale::new(16).unwrap();
        assert_eq!(scale.vps(10), ("12.80".to_string(), "7.20".to_string()));
    }

    /// Checklist table B9, every column.
    #[test]
    fn the_b9_table() {
        let margins = [0, 1, 2, 3, 5, 10, 20, 30, 40];
        let columns: [(u32, [&str; 9]); 6] = [
            (
                8,
                [
                    "10.00", "10.44", "10.86", "11.27", "12.05", "13.78", "16.46", "18.37", "19.74",
                ],
            ),
            (
                12,
                [
                    "10.00", "10.36", "10.71", "11.05", "11.70", "13.18", "15.58", "17.40", "18.78",
                ],
            ),
            (
                16,
                [
                    "10.00", "10.31", "10.61", "10.91", "11.48", "12.80", "15.00", "16.73", "18.09",
                ],
            ),
            (
                20,
                [
                    "10.00", "10.28", "10.55", "10.82", "11.34", "12.53", "14.58", "16.23", "17.56",
                ],
            ),
            (
                24,
                [
                    "10.00", "10.25", "10.50", "10.75", "11.23", "12.33", "14.26", "15.83", "17.13",
                ],
            ),
            (
                32,
                [
                    "10.00", "10.22", "10.44", "10.65", "11.07", "12.05", "13.78", "15.24", "16.46",
                ],
            ),
        ];
        for (boards, expected) in columns {
            let scale = VpScale::new(boards).unwrap();
            for (margin, want) in margins.iter().zip(expected) {
                assert_eq!(scale.vps(*margin).0, want, "{boards} boards, {margin} IMPs");
            }
            let blitz = (15.0 * f64::from(boards).sqrt()).ceil() as u32;
            assert_eq!(scale.vps(blitz).0, "20.00");
            assert_eq!(scale.vps(blitz + 50).1, "0.00");
        }
    }

    /// 24 boards, 5 IMPs: the raw value rounds to 11.22; the correction raises it to 11.23.
    #[test]
    fn the_concavity_correction_raises_a_rounded_value() {
        let blitz = 15.0 * 24f64.sqrt();
        let r = ((5f64.sqrt() - 1.0) / 2.0).powi(3);
        let raw = 10.0 + 10.0 * (1.0 - r.powf(5.0 / blitz)) / (1.0 - r);
        assert_eq!(format!("{raw:.2}"), "11.22");
        assert_eq!(VpScale::new(24).unwrap().vps(5).0, "11.23");
    }

    /// 16 boards: 10 IMPs are 12.80, 11 are 13.04 (the formula: 10 + 10 (1 - r^(11/60)) /
    /// (1 - r) = 13.04); half-way, 10.5 IMPs, is 12.92.
    #[test]
    fn a_fraction_of_an_imp_reads_between_the_whole_imps() {
        let scale = VpScale::new(16).unwrap();
        assert_eq!(scale.hundredths(11), (1304, 696));
        assert_eq!(scale.hundredths_between(10.5), (1292, 708));
        assert_eq!(scale.hundredths_between(-10.0), (1280, 720));
        assert_eq!(scale.hundredths_between(500.25), (2000, 0));
    }

    #[test]
    fn every_scale_is_concave_and_sums_to_twenty() {
        for boards in 1..=64 {
            let scale = VpScale::new(boards).unwrap();
            let values = &scale.hundredths;
            for window in values.windows(3) {
                assert!(
                    window[2] - window[1] <= window[1] - window[0],
                    "{boards} boards: {window:?}"
                );
            }
            for margin in 0..100 {
                let (w, l) = scale.hundredths(margin);
                assert_eq!(w + l, 2000);
            }
        }
        assert_eq!(VpScale::new(0), Err(VpError::NoBoards));
        assert_eq!(VpScale::new(1001), Err(VpError::TooManyBoards(1001)));
    }
}
