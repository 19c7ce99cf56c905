//! Dealing: the cards not predealt shuffled into the places left, from a cryptographic
//! generator (ChaCha20) seeded by the user, so a seed gives the same deals on every machine.
//!
//! The seats a condition looks at are dealt first, by the first steps of a Fisher-Yates
//! shuffle; the other seats are dealt only for deals that meet the condition. Finishing the
//! same shuffle later gives each deal the same chance as dealing it whole at once.

use cards::{Card, Hand, Seat, Suit};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

use super::DealerError;
use super::lengths::LengthCounts;

/// A dealer of deals with some cards or suit lengths fixed in advance.
#[derive(Clone, Debug)]
pub struct Shuffler {
    rng: ChaCha20Rng,
    /// Cards given before the shuffle.
    fixed: [Hand; 4],
    /// The cards left to deal (card bits), shuffled in place.
    pack: Vec<u64>,
    /// The seats in dealing order (those the condition reads first), with where each one's
    /// places in `pack` end.
    order: [(Seat, usize); 4],
    /// How many places the seats the condition reads take (the rest are dealt on demand).
    early: usize,
    /// Exact suit lengths (`predeal spades(north) == 1`), as counts of each suit's free cards
    /// to draw for each seat.
    lengths: Option<LengthCounts>,
    /// The cards not predealt.
    free: Hand,
    /// The last deal dealt with suit lengths (all of it at once), for [`Shuffler::complete`].
    with_lengths: [Hand; 4],
    /// How far the current deal's shuffle has gone.
    dealt: usize,
}

/// A card's bit in a [`Hand`].
fn card_bit(card: Card) -> u64 {
    Hand::from_iter([card]).bits()
}

/// A uniform number in `0..n` from 32 random bits, without bias (Lemire's method).
#[inline]
fn below(rng: &mut ChaCha20Rng, n: u32) -> u32 {
    let threshold = n.wrapping_neg() % n;
    loop {
        let product = u64::from(rng.next_u32()) * u64::from(n);
        if product as u32 >= threshold {
            return (product >> 32) as u32;
        }
    }
}

/// How many shuffle steps one 64-bit draw serves: 52 x 51 x ... x 47 < 2^35, so a batch
/// is rejected about once in 2^29 draws.
const BATCH: usize = 6;

/// Uniform numbers `out[i]` in `0..ranges[i]` from one 64-bit draw, without bias: the
/// draw times the product of the ranges, read as mixed-radix digits (successive 64x64-bit
/// products), is Lemire's method for the one range that product is, rejecting the same
/// draws (Brackett-Rozinsky and Lemire, "Batched ranged random integer generation", 2024).
#[inline]
fn below_batch(rng: &mut ChaCha20Rng, ranges: &[u32], out: &mut [u32]) {
    let product: u64 = ranges.iter().map(|&n| u64::from(n)).product();
    let threshold = product.wrapping_neg() % product;
    loop {
        let mut low = rng.next_u64();
        for (digit, &n) in out.iter_mut().zip(ranges) {
            let wide = u128::from(low) * u128::from(n);
            *digit = (wide >> 64) as u32;
            low = wide as u64;
        }
        if low >= threshold {
            return;
        }
    }
}

impl Shuffler {
    /// A dealer with `fixed` cards in place and the seats in `first` (those the condition
    /// reads) dealt before the others.
    pub fn new(
        seed: u64,
        predeal: &[(Seat, Card)],
        lengths: &[(Seat, Suit, u8)],
        first: [bool; 4],
    ) -> Result<Shuffler, DealerError> {
        let mut fixed = [Hand::EMPTY; 4];
        let mut all = Hand::EMPTY;
        for &(seat, card) in predeal {
            if all.contains(card) {
                return Err(DealerError::general(format!("predeal gives {card} twice")));
            }
            all.insert(card);
            fixed[seat.index()].insert(card);
        }
        for seat in Seat::ALL {
            let n = fixed[seat.index()].len();
            if n > 13 {
                return Err(DealerError::general(format!(
                    "predeal gives {} {n} cards; a hand has 13",
                    seat.name()
                )));
            }
        }
        // Each seat's cards as the lengths asked will make them: the cards predealt in the
        // suits of no length asked, and the lengths asked, each suit once, 13 in all at most.
        let mut asked = [[None::<u8>; 4]; 4];
        for &(seat, suit, n) in lengths {
            if fixed[seat.index()].suit_len(suit) > usize::from(n) {
                return Err(DealerError::general(format!(
                    "predeal gives {} more {} than the {n} asked for",
                    seat.name(),
                    suit.name()
                )));
            }
            let slot = &mut asked[seat.index()][suit.index()];
            if slot.is_some_and(|m| m != n) {
                return Err(DealerError::general(format!(
                    "predeal asks for two lengths of {} with {}",
                    suit.name(),
                    seat.name()
                )));
            }
            *slot = Some(n);
        }
        for seat in Seat::ALL {
            let total: usize = Suit::ALL
                .iter()
                .map(|&suit| {
                    asked[seat.index()][suit.index()]
                        .map_or(fixed[seat.index()].suit_len(suit), usize::from)
                })
                .sum();
            if total > 13 {
                return Err(DealerError::general(format!(
                    "predeal asks {} for {total} cards with the suit lengths; a hand has 13",
                    seat.name()
                )));
            }
        }
        let pack: Vec<u64> = Card::all()
            .filter(|card| !all.contains(*card))
            .map(card_bit)
            .collect();
        let free = Hand::FULL - all;
        let lengths = if lengths.is_empty() {
            None
        } else {
            let counts = LengthCounts::new(
                std::array::from_fn(|seat| {
                    std::array::from_fn(|suit| {
                        asked[seat][suit].map(|n| n - fixed[seat].suit_len(Suit::ALL[suit]) as u8)
                    })
                }),
                fixed.map(|hand| 13 - hand.len() as u8),
                Suit::ALL.map(|suit| free.suit_len(suit) as u8),
            )
            .ok_or_else(impossible_lengths)?;
            Some(counts)
        };
        let mut seats: Vec<Seat> = Seat::ALL
            .iter()
            .copied()
            .filter(|s| first[s.index()])
            .collect();
        seats.extend(Seat::ALL.iter().copied().filter(|s| !first[s.index()]));
        let mut order = [(Seat::North, 0); 4];
        let mut end = 0;
        let mut early = 0;
        for (slot, seat) in order.iter_mut().zip(seats) {
            end += 13 - fixed[seat.index()].len();
            *slot = (seat, end);
            if first[seat.index()] {
                early = end;
            }
        }
        Ok(Shuffler {
            rng: ChaCha20Rng::seed_from_u64(seed),
            fixed,
            pack,
            order,
            early,
            lengths,
            free,
            with_lengths: fixed,
            dealt: 0,
        })
    }

    /// The same dealer (its predeal and counts kept), dealing from `seed`.
    pub fn seeded(&self, seed: u64) -> Shuffler {
        Shuffler {
            rng: ChaCha20Rng::seed_from_u64(seed),
            dealt: 0,
            ..self.clone()
        }
    }

    /// Shuffles the next deal far enough to give the seats the condition reads; the others
    /// hold only their predealt cards until [`Shuffler::complete`].
    pub fn deal_early(&mut self) -> Result<[Hand; 4], DealerError> {
        if self.lengths.is_some() {
            return self.deal_with_lengths();
        }
        self.dealt = 0;
        let target = self.early;
        self.shuffle_to(target);
        Ok(self.hands(target))
    }

    /// The rest of the current deal: every seat's 13 cards.
    pub fn complete(&mut self) -> [Hand; 4] {
        if self.lengths.is_some() {
            return self.with_lengths;
        }
        let n = self.pack.len();
        self.shuffle_to(n);
        self.hands(n)
    }

    fn shuffle_to(&mut self, target: usize) {
        // The last seat's places are what is left: there is nothing to draw for them.
        let n = self.pack.len();
        let stop = target.min(self.order[2].1);
        let mut i = self.dealt;
        let (mut ranges, mut picks) = ([0u32; BATCH], [0u32; BATCH]);
        while i < stop {
            let k = (stop - i).min(BATCH);
            for (step, range) in ranges[..k].iter_mut().enumerate() {
                *range = (n - i - step) as u32;
            }
            below_batch(&mut self.rng, &ranges[..k], &mut picks[..k]);
            for &pick in &picks[..k] {
                self.pack.swap(i, i + pick as usize);
                i += 1;
            }
        }
        self.dealt = self.dealt.max(stop);
    }

    fn hands(&self, upto: usize) -> [Hand; 4] {
        let mut bits = self.fixed.map(Hand::bits);
        let mut start = 0;
        for (i, &(seat, end)) in self.order.iter().enumerate() {
            let last = i == 3 && upto >= self.order[2].1;
            if end > upto && !last {
                break;
            }
            for card in &self.pack[start..end] {
                bits[seat.index()] |= card;
            }
            start = end;
        }
        bits.map(Hand::from_bits)
    }

    /// Deals with exact suit lengths, every deal that has them equally likely: how many of
    /// each suit's free cards each seat receives is drawn first ([`LengthCounts`]), then the
    /// cards of each suit in those numbers.
    fn deal_with_lengths(&mut self) -> Result<[Hand; 4], DealerError> {
        let Some(counts) = self
            .lengths
            .as_mut()
            .and_then(|lengths| lengths.draw(&mut self.rng))
        else {
            return Err(impossible_lengths());
        };
        let mut free = self.free;
        let mut hands = self.fixed;
        let too_few = |seat: Seat| {
            DealerError::general(format!(
                "predeal leaves too few cards for {} with the suit lengths asked",
                seat.name()
            ))
        };
        // The seats with lengths asked, suit by suit in the counts drawn.
        for seat in Seat::ALL {
            let Some(counts) = counts[seat.index()] else {
                continue;
            };
            for suit in Suit::ALL {
                let n = usize::from(counts[suit.index()]);
                let drawn = self.draw(free.suit(suit), n).ok_or_else(|| too_few(seat))?;
                hands[seat.index()] |= drawn;
                free = free - drawn;
            }
        }
        // The others share the rest.
        for seat in Seat::ALL {
            if counts[seat.index()].is_none() {
                let n = 13 - hands[seat.index()].len();
                let drawn = self.draw(free, n).ok_or_else(|| too_few(seat))?;
                hands[seat.index()] |= drawn;
                free = free - drawn;
            }
        }
        self.with_lengths = hands;
        Ok(hands)
    }

    /// `n` cards drawn at random from `from`, or `None` if it holds fewer.
    fn draw(&mut self, from: Hand, n: usize) -> Option<Hand> {
        // The cards' bits, on the stack: a deal with lengths draws sixteen times.
        let mut places = [0u8; 64];
        let mut len = 0;
        let mut rest = from.bits();
        while rest != 0 {
            places[len] = rest.trailing_zeros() as u8;
            len += 1;
            rest &= rest - 1;
        }
        if len < n {
            return None;
        }
        let mut drawn = 0u64;
        for i in 0..n {
            let j = i + below(&mut self.rng, (len - i) as u32) as usize;
            places.swap(i, j);
            drawn |= 1 << places[i];
        }
        Some(Hand::from_bits(drawn))
    }
}

/// The error of suit lengths that no deal can have (found before the first deal).
fn impossible_lengths() -> DealerError {
    DealerError::general("predeal asks for suit lengths that no deal can have")
}

#[cfg(test)]
mod tests {
    use super::*;
    use cards::Rank;

    /// Every outcome of a batch of three ranges (4 x 3 x 2 = 24) comes out about equally often
    /// over 24 000 batches: each count within six standard deviations (sd 31) of 1000.
    #[test]
    fn batched_draws_are_uniform_over_all_outcomes() {
        let mut rng = ChaCha20Rng::seed_from_u64(5);
        let mut counts = [0i32; 24];
        let mut out = [0u32; 3];
        for _ in 0..24_000 {
            below_batch(&mut rng, &[4, 3, 2], &mut out);
            assert!(out[0] < 4 && out[1] < 3 && out[2] < 2);
            counts[(out[0] * 6 + out[1] * 2 + out[2]) as usize] += 1;
        }
        for (outcome, n) in counts.iter().enumerate() {
            assert!((n - 1000).abs() < 186, "outcome {outcome}: {n}");
        }
    }

    #[test]
    fn partial_then_complete_gives_four_hands_of_thirteen_keeping_the_first() {
        let mut s = Shuffler::new(9, &[], &[], [false, false, true, false]).unwrap();
        for _ in 0..50 {
            let early = s.deal_early().unwrap();
            assert_eq!(early[Seat::South.index()].len(), 13);
            assert!(early[Seat::North.index()].is_empty());
            let full = s.complete();
            assert_eq!(full[Seat::South.index()], early[Seat::South.index()]);
            assert!(cards::Deal::new(full).is_ok());
        }
    }

    #[test]
    fn predealt_cards_stay_and_suit_lengths_hold() {
        let ace = Card::new(Suit::Spades, Rank::Ace);
        let mut s = Shuffler::new(
            4,
            &[(Seat::West, ace)],
            &[(Seat::North, Suit::Hearts, 1), (Seat::East, Suit::Clubs, 0)],
            [true; 4],
        )
        .unwrap();
        for _ in 0..50 {
            s.deal_early().unwrap();
            let full = s.complete();
            assert!(full[Seat::West.index()].contains(ace));
            assert_eq!(full[Seat::North.index()].suit_len(Suit::Hearts), 1);
            assert_eq!(full[Seat::East.index()].suit_len(Suit::Clubs), 0);
            assert!(cards::Deal::new(full).is_ok());
        }
    }
}
