//! Properties of deals and boards that hold for every seed, seat and board number.

use cards::{Board, Card, Deal, DealGenerator, Hand, PartialDeal, Seat};
use proptest::prelude::*;

proptest! {
    /// Law 1: every deal has 52 distinct cards, 13 in each hand.
    #[test]
    fn every_random_deal_has_52_distinct_cards(seed in any::<u64>()) {
        let deal = DealGenerator::from_seed(seed).deal();
        let mut all = Hand::EMPTY;
        for seat in Seat::ALL {
            let hand = deal.hand(seat);
            prop_assert_eq!(hand.len(), 13);
            prop_assert!((all & hand).is_empty());
            all |= hand;
        }
        prop_assert_eq!(all, Hand::FULL);
        prop_assert_eq!(Card::all().filter(|c| all.contains(*c)).count(), 52);
        let points: u32 = Seat::ALL.iter().map(|s| deal.hand(*s).high_card_points()).sum();
        prop_assert_eq!(points, 40);
    }

    /// PBN deal notation written from any seat reads back as the same deal.
    #[test]
    fn pbn_notation_round_trips_from_any_seat(seed in any::<u64>(), first in 0usize..4) {
        let deal = DealGenerator::from_seed(seed).deal();
        let text = deal.to_pbn(Seat::from_index(first));
        prop_assert_eq!(text.parse::<Deal>().unwrap(), deal);
    }

    /// Any one hand may be left unknown (`-`) and is inferred.
    #[test]
    fn any_one_hand_can_be_inferred(seed in any::<u64>(), missing in 0usize..4) {
        let deal = DealGenerator::from_seed(seed).deal();
        let mut hands = deal.hands().map(Some);
        hands[missing] = None;
        let partial = PartialDeal::new(hands).unwrap();
        prop_assert_eq!(partial.complete().unwrap(), deal);
    }

    /// Law 2: the cycle of dealer and vulnerability repeats every 16 boards.
    #[test]
    fn the_board_cycle_repeats_every_16(number in 1u32..1_000_000) {
        let a = Board::new(number).unwrap();
        let b = Board::new(number + 16).unwrap();
        prop_assert_eq!((a.dealer(), a.vulnerability()), (b.dealer(), b.vulnerability()));
        prop_assert_eq!(a.dealer(), Seat::from_index((number as usize - 1) % 4));
    }

    /// Reading arbitrary text as a deal never panics; it is a deal or an error.
    #[test]
    fn reading_any_text_never_panics(text in ".{0,80}") {
        let _ = text.parse::<Deal>();
        let _ = text.parse::<PartialDeal>();
    }

    /// Reading a valid deal with one character changed never panics, and is either an error
    /// or a valid deal of 52 distinct cards.
    #[test]
    fn mutated_deals_never_panic(seed in any::<u64>(), position in 0usize..70, replacement in any::<char>()) {
        let text = DealGenerator::from_seed(seed).deal().to_string();
        let mut chars: Vec<char> = text.chars().collect();
        let i = position % chars.len();
        chars[i] = replacement;
        let mutated: String = chars.into_iter().collect();
        if let Ok(deal) = mutated.parse::<Deal>() {
            let all = deal.hands().iter().fold(Hand::EMPTY, |a, h| a | *h);
            prop_assert_eq!(all, Hand::FULL);
        }
    }
}

/// The shuffle is uniform: over 40,000 random hands the commonest patterns occur as often as
/// combinatorics says (the published figures: 4-4-3-2 21.55%, 5-3-3-2 15.52%, 5-4-3-1 12.93%,
/// 5-4-2-2 10.58%, 4-3-3-3 10.54%). The bound is five standard deviations (about 1%), so it
/// fails only for a biased shuffle.
#[test]
fn hand_patterns_occur_as_often_as_combinatorics_says() {
    let expected = [
        ([4, 4, 3, 2], 0.2155),
        ([5, 3, 3, 2], 0.1552),
        ([5, 4, 3, 1], 0.1293),
        ([5, 4, 2, 2], 0.1058),
        ([4, 3, 3, 3], 0.1054),
    ];
    let mut counts = [0u32; 5];
    let mut hands = 0u32;
    for deal in DealGenerator::from_seed(1912).take(10_000) {
        for seat in Seat::ALL {
            hands += 1;
            let pattern = deal.hand(seat).shape().pattern();
            if let Some(i) = expected.iter().position(|(p, _)| *p == pattern) {
                counts[i] += 1;
            }
        }
    }
    for ((pattern, p), count) in expected.iter().zip(counts) {
        let observed = f64::from(count) / f64::from(hands);
        let sd = (p * (1.0 - p) / f64::from(hands)).sqrt();
        assert!(
            (observed - p).abs() < 5.0 * sd,
            "{pattern:?}: {observed:.4} against {p}"
        );
    }
}
