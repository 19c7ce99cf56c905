//! Exact suit lengths asked of one seat or several (`predeal hearts(east) == 0`), every deal
//! that has them equally likely.
//!
//! A deal is first reduced to its counts: how many of each suit's free cards (those not
//! predealt) each seat receives. The deals with given counts number
//! `prod over suits of free! / prod over seats and suits of count!`, so the counts of the seats with
//! lengths asked are drawn seat after seat with weights `prod 1 / count!`, each choice weighed
//! by the ways the seats after it can still be dealt. The seats with no length asked share what
//! is left in as many ways whatever its suits, `left! / prod places!` deals for every
//! `prod over suits of remaining!`, so they close the count with `prod 1 / remaining!` and are
//! then dealt by a plain shuffle. Lengths no deal can have are found before any deal.

use std::collections::HashMap;
use std::ops::RangeInclusive;

use rand::Rng;
use rand_chacha::ChaCha20Rng;

/// `1 / n!` for the counts a seat can receive of a suit.
const INVERSE_FACTORIALS: [f64; 14] = {
    let mut table = [1.0; 14];
    let mut n = 1;
    while n < 14 {
        table[n] = table[n - 1] / n as f64;
        n += 1;
    }
    table
};

/// `prod 1 / count!` over the suits.
fn weight(counts: [u8; 4]) -> f64 {
    counts
        .iter()
        .map(|&n| INVERSE_FACTORIALS[usize::from(n)])
        .product()
}

/// The counts left of each suit once `taken` are dealt (a choice takes only what remains).
fn minus(remaining: [u8; 4], taken: [u8; 4]) -> [u8; 4] {
    std::array::from_fn(|suit| remaining[suit] - taken[suit])
}

/// The choices of one seat from one state, each with the running total of the weighed ways
/// up to it: the last total is every way from that state.
type Choices = Vec<([u8; 4], f64)>;

/// How many of each suit's free cards the seats with lengths asked receive, drawn so that every
/// deal meeting the lengths is equally likely.
#[derive(Clone, Debug)]
pub(super) struct LengthCounts {
    /// The seats with a length asked (by [`cards::Seat::index`]), in the order drawn.
    seats: Vec<usize>,
    /// By seat and suit, the free cards the seat must receive of the suit (a length asked,
    /// less the cards of it predealt to the seat), or `None` where no length is asked.
    asked: [[Option<u8>; 4]; 4],
    /// The free cards each seat receives in all.
    places: [u8; 4],
    /// The free cards of each suit.
    free: [u8; 4],
    /// The choices of the `k`-th seat drawn from each state reached, by `(k, remaining)`.
    choices: HashMap<(usize, [u8; 4]), Choices>,
}

impl LengthCounts {
    /// Counts for these lengths, places and free cards; `None` if no deal has them.
    pub(super) fn new(
        asked: [[Option<u8>; 4]; 4],
        places: [u8; 4],
        free: [u8; 4],
    ) -> Option<LengthCounts> {
        let seats = (0..4)
            .filter(|&seat| asked[seat].iter().any(Option::is_some))
            .collect();
        let mut counts = LengthCounts {
            seats,
            asked,
            places,
            free,
            choices: HashMap::new(),
        };
        (counts.ways_from(0, free) > 0.0).then_some(counts)
    }

    /// The counts `seat` may receive of `suit` with `left` places still to fill (an empty
    /// range when more is asked than can be had).
    fn range(&self, seat: usize, suit: usize, remaining: [u8; 4], left: u8) -> RangeInclusive<u8> {
        let most = left.min(remaining[suit]);
        match self.asked[seat][suit] {
            Some(n) => n..=n.min(most),
            None => 0..=most,
        }
    }

    /// Each way `seat` can be dealt from `remaining`: its counts of each suit (by suit index).
    fn options(&self, seat: usize, remaining: [u8; 4]) -> Vec<[u8; 4]> {
        let places = self.places[seat];
        let mut options = Vec::new();
        // The last suit takes the places the others leave.
        for first in self.range(seat, 0, remaining, places) {
            let left = places - first;
            for second in self.range(seat, 1, remaining, left) {
                let left = left - second;
                for third in self.range(seat, 2, remaining, left) {
                    let fourth = left - third;
                    if self.range(seat, 3, remaining, fourth).contains(&fourth) {
                        options.push([first, second, third, fourth]);
                    }
                }
            }
        }
        options
    }

    /// The weighed ways to deal the `k`-th seat drawn and every seat after it from
    /// `remaining` (the seats with no length asked close it, in as many ways whatever the
    /// suits of what they share, up to `prod 1 / remaining!`). The `k`-th seat's choices are
    /// found once and kept.
    fn ways_from(&mut self, k: usize, remaining: [u8; 4]) -> f64 {
        let Some(&seat) = self.seats.get(k) else {
            return weight(remaining);
        };
        if let Some(choices) = self.choices.get(&(k, remaining)) {
            return choices.last().map_or(0.0, |&(_, total)| total);
        }
        let mut total = 0.0;
        let mut choices = Choices::new();
        for counts in self.options(seat, remaining) {
            let ways = weight(counts) * self.ways_from(k + 1, minus(remaining, counts));
            if ways > 0.0 {
                total += ways;
                choices.push((counts, total));
            }
        }
        self.choices.insert((k, remaining), choices);
        total
    }

    /// Draws the counts of each suit's free cards for each seat with lengths asked (`None`
    /// for the others, which share the rest at random); `None` only if the lengths could not
    /// be met, which [`LengthCounts::new`] rules out.
    pub(super) fn draw(&mut self, rng: &mut ChaCha20Rng) -> Option<[Option<[u8; 4]>; 4]> {
        let mut remaining = self.free;
        let mut dealt = [None; 4];
        for k in 0..self.seats.len() {
            self.ways_from(k, remaining);
            let choices = self.choices.get(&(k, remaining))?;
            let total = choices.last()?.1;
            let point = rng.random::<f64>() * total;
            let at = choices
                .partition_point(|&(_, running)| running <= point)
                .min(choices.len() - 1);
            let counts = choices[at].0;
            dealt[self.seats[k]] = Some(counts);
            remaining = minus(remaining, counts);
        }
        Some(dealt)
    }
}
