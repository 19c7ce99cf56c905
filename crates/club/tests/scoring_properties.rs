//! Properties of the field arithmetic that hold for any scores: Law 78A's matchpoints add up
//! to n(n-1) and a table's two sides to the top; Neuberg keeps a factored field's average at
//! half the top; cross-IMPs cancel; the IMP and VP scales never decrease.

use club::butler::cross_imps;
use club::imps::imps;
use club::matchpoints::{FieldResult, matchpoints, neuberg, score_field, top};
use club::vp::VpScale;
use proptest::prelude::*;

/// Scores as tables make them: multiples of 10 in a realistic range, with many ties.
fn scores() -> impl Strategy<Value = Vec<i64>> {
    proptest::collection::vec((-80i64..=80).prop_map(|x| x * 10), 1..30)
}

proptest! {
    #[test]
    fn matchpoints_add_up_and_tables_share_the_top(scores in scores()) {
        let n = scores.len() as u32;
        let mp = matchpoints(&scores);
        prop_assert_eq!(mp.iter().sum::<u32>(), n * (n - 1));
        let fields: Vec<FieldResult> = scores.iter().map(|&s| FieldResult::Score(s)).collect();
        let board = score_field(&fields, scores.len(), &Default::default()).unwrap();
        for i in 0..scores.len() {
            prop_assert_eq!(board.ns[i], f64::from(mp[i]));
            prop_assert_eq!(board.ns[i] + board.ew[i], top(scores.len()));
            for j in 0..scores.len() {
                if scores[i] > scores[j] {
                    prop_assert!(mp[i] > mp[j]);
                }
                if scores[i] == scores[j] {
                    prop_assert_eq!(mp[i], mp[j]);
                }
            }
        }
    }

    #[test]
    fn neuberg_keeps_the_average_at_half_the_top(scores in scores(), extra in 0usize..10) {
        let played = scores.len();
        let expected = played + extra;
        let factored: f64 = matchpoints(&scores)
            .iter()
            .map(|&m| neuberg(f64::from(m), played, expected))
            .sum();
        let average = factored / played as f64;
        prop_assert!((average - top(expected) / 2.0).abs() < 1e-9);
    }

    #[test]
    fn cross_imps_cancel_and_imps_are_odd_and_monotone(scores in scores(), a in -8000i64..8000, b in -8000i64..8000) {
        prop_assert_eq!(cross_imps(&scores).iter().sum::<i32>(), 0);
        prop_assert_eq!(imps(-a), -imps(a));
        if a <= b {
            prop_assert!(imps(a) <= imps(b));
        }
    }

    #[test]
    fn more_imps_never_give_fewer_vps(boards in 1u32..80, margin in 0u32..200) {
        let scale = VpScale::new(boards).unwrap();
        prop_assert!(scale.hundredths(margin).0 <= scale.hundredths(margin + 1).0);
        prop_assert!(scale.hundredths(margin).0 >= 1000);
    }
}
