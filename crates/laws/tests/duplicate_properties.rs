//! Properties of duplicate scores over every contract, result and vulnerability.

use cards::{Seat, Vulnerability};
use laws::duplicate::duplicate_score;
use laws::{Contract, DealOutcome, Denomination, Doubling};
use proptest::prelude::*;

fn contract() -> impl Strategy<Value = Contract> {
    (1u8..=7, 0usize..5, 0usize..3).prop_map(|(level, d, x)| {
        let doubling = [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled][x];
        Contract::new(level, Denomination::CONTRACT[d], doubling).unwrap()
    })
}

fn score(contract: Contract, tricks: u8, vul: bool) -> i64 {
    let vulnerability = if vul {
        Vulnerability::Both
    } else {
        Vulnerability::None
    };
    duplicate_score(&DealOutcome::played(
        contract,
        Seat::West,
        tricks,
        vulnerability,
    ))
    .unwrap()
}

proptest! {
    /// A made contract scores for declarer, a failed one for the defenders.
    #[test]
    fn made_is_positive_and_failed_is_negative(c in contract(), tricks in 0u8..=13, vul in any::<bool>()) {
        let s = score(c, tricks, vul);
        if tricks >= c.tricks_needed() { prop_assert!(s > 0) } else { prop_assert!(s < 0) }
    }

    /// One more trick never lowers declarer's score.
    #[test]
    fn more_tricks_never_score_less(c in contract(), tricks in 0u8..13, vul in any::<bool>()) {
        prop_assert!(score(c, tricks + 1, vul) > score(c, tricks, vul));
    }

    /// Vulnerability raises what is won and what is lost, never the other way.
    #[test]
    fn vulnerability_magnifies(c in contract(), tricks in 0u8..=13) {
        let (nv, v) = (score(c, tricks, false), score(c, tricks, true));
        prop_assert!(v.abs() >= nv.abs());
        prop_assert_eq!(v.signum(), nv.signum());
    }

    /// Every duplicate score is a multiple of 10 (Law 77's values all are).
    #[test]
    fn scores_are_multiples_of_ten(c in contract(), tricks in 0u8..=13, vul in any::<bool>()) {
        prop_assert_eq!(score(c, tricks, vul) % 10, 0);
    }
}

proptest! {
    /// Reading any text as a contract never panics.
    #[test]
    fn reading_any_contract_text_never_panics(text in ".{0,12}") {
        if let Ok(contract) = text.parse::<Contract>() {
            prop_assert!((1..=7).contains(&contract.level()));
            prop_assert_eq!(contract.to_string().parse::<Contract>().unwrap(), contract);
        }
    }
}
