//! International Match Points: the scale of Law 78B.

/// The upper end of each IMP band of Law 78B's table: a difference of up to 10 points is 0
/// IMPs, 20 to 40 is 1, ... 3500 to 3990 is 23; 4000 or more is 24.
const BAND_TOPS: [i64; 24] = [
    10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290, 1490, 1740,
    1990, 2240, 2490, 2990, 3490, 3990,
];

/// The IMPs for a difference in total points (Law 78B), with the difference's sign: `450`
/// gives 10, `-450` gives -10. A difference falling between two bands (scores differ by
/// multiples of 10, but a Butler datum or an average need not) takes the band it does not
/// exceed the top of.
pub fn imps(difference: i64) -> i32 {
    let magnitude = difference.unsigned_abs();
    let band = BAND_TOPS
        .iter()
        .position(|&top| magnitude <= top as u64)
        .unwrap_or(BAND_TOPS.len());
    let imps = band as i32;
    if difference < 0 { -imps } else { imps }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Law 78B's table, band by band: each band's lowest and highest difference.
    #[test]
    fn every_band_of_the_law_78b_table() {
        let table: [(i64, i64, i32); 25] = [
            (0, 10, 0),
            (20, 40, 1),
            (50, 80, 2),
            (90, 120, 3),
            (130, 160, 4),
            (170, 210, 5),
            (220, 260, 6),
            (270, 310, 7),
            (320, 360, 8),
            (370, 420, 9),
            (430, 490, 10),
            (500, 590, 11),
            (600, 740, 12),
            (750, 890, 13),
            (900, 1090, 14),
            (1100, 1290, 15),
            (1300, 1490, 16),
            (1500, 1740, 17),
            (1750, 1990, 18),
            (2000, 2240, 19),
            (2250, 2490, 20),
            (2500, 2990, 21),
            (3000, 3490, 22),
            (3500, 3990, 23),
            (4000, 7600, 24),
        ];
        for (low, high, expected) in table {
            for difference in [low, high] {
                assert_eq!(imps(difference), expected, "{difference}");
                assert_eq!(imps(-difference), -expected, "-{difference}");
            }
        }
    }

    /// Checklist C37: +620 at one table, -170 at the other: 450 points, 10 IMPs.
    #[test]
    fn a_team_board_of_620_against_minus_170() {
        assert_eq!(imps(620 - 170), 10);
    }
}
