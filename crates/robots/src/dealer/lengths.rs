//! Exact suit lengths asked of one seat or several (`predeal hearts(east) == 0`), every deal
//! that has them equally likely.
//!
//! A deal is first reduced to its counts: how many of each suit's free cards (those not
//! predealt) each seat receives. The deals with given counts number
//! `prod over suits of free! / prod over seats of count!`, so the counts of the seats with
//! lengths asked are drawn seat after seat with weights `prod 1 / count!`, each choice weighed
//! by the ways the seats after it can still be dealt. The seats with no length asked share what
//! is left in as many ways whatever its suits, `left! / prod places!` deals for every
//! `prod over suits of remaining!`, so they close the count with `prod 1 / remaining!` and are
//! then dealt by a plain shuffle. Lengths no deal can have are found before any deal.

use std::collections::HashMap;
use std::ops::RangeInclusive;

use rand::RngCore;
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

/// The remaining free cards of each suit, as one number.
fn key(remaining: [u8; 4]) -> u32 {
    remaining
        .iter()
        .fold(0, |key, &count| key * 14 + u32::from(count))
}

/// The counts left of each suit once `taken` are dealt (a choice takes only what remains).
fn minus(remaining: [u8; 4], taken: [u8; 4]) -> [u8; 4] {
    std::array::from_fn(|suit| remaining[suit].saturating_sub(taken[suit]))
}

/// The choices of one seat from one state, with their running total of weights.
type Choices = Vec<([u8; 4], f64)>;

/// The most choices kept between deals (about 24 MB); past it they are found again each time.
const MOST_KEPT: usize = 1 << 20;

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
    /// The weighed ways to deal the `k`-th seat drawn and those after it, by `(k, key)`.
    ways: HashMap<(usize, u32), f64>,
    /// The choices of the `k`-th seat drawn, with their running totals, by `(k, key)`.
    kept: HashMap<(usize, u32), Choices>,
    /// Choices kept in all.
    kept_len: usize,
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
            ways: HashMap::new(),
            kept: HashMap::new(),
            kept_len: 0,
        };
        (counts.ways_from(0, free) > 0.0).then_some(counts)
    }

    /// The counts `seat` may receive of `suit` with `left` places still to fill.
    fn range(&self, seat: usize, suit: usize, remaining: [u8; 4], left: u8) -> RangeInclusive<u8> {
        let most = left.min(remaining[suit]);
        match self.asked[seat][suit] {
            // None when more is asked than can be had.
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
    /// suits of what they share, up to `prod 1 / remaining!`).
    fn ways_from(&mut self, k: usize, remaining: [u8; 4]) -> f64 {
        let Some(&seat) = self.seats.get(k) else {
            return weight(remaining);
        };
        if let Some(&known) = self.ways.get(&(k, key(remaining))) {
            return known;
        }
        let total = self
            .options(seat, remaining)
            .into_iter()
            .map(|counts| weight(counts) * self.ways_from(k + 1, minus(remaining, counts)))
            .sum();
        self.ways.insert((k, key(remaining)), total);
        total
    }

    /// The choices of the `k`-th seat drawn from `remaining`, each with the running total of
    /// the weights up to it.
    fn choices(&mut self, k: usize, remaining: [u8; 4]) -> Choices {
        let mut total = 0.0;
        self.options(self.seats[k], remaining)
            .into_iter()
            .filter_map(|counts| {
                let ways = weight(counts) * self.ways_from(k + 1, minus(remaining, counts));
                (ways > 0.0).then(|| {
                    total += ways;
                    (counts, total)
                })
            })
            .collect()
    }

    /// The choice of the `k`-th seat drawn from `remaining` at `fraction` (in `[0, 1)`) of the
    /// running total of the weights. The choices are kept for the next deals, up to
    /// [`MOST_KEPT`].
    fn pick(&mut self, k: usize, remaining: [u8; 4], fraction: f64) -> [u8; 4] {
        let id = (k, key(remaining));
        if !self.kept.contains_key(&id) {
            let choices = self.choices(k, remaining);
            if self.kept_len + choices.len() > MOST_KEPT {
                return select(&choices, fraction);
            }
            self.kept_len += choices.len();
            self.kept.insert(id, choices);
        }
        self.kept
            .get(&id)
            .map_or([0; 4], |choices| select(choices, fraction))
    }

    /// Draws the counts of each suit's free cards for each seat with lengths asked (`None`
    /// for the others, which share the rest at random).
    pub(super) fn draw(&mut self, rng: &mut ChaCha20Rng) -> [Option<[u8; 4]>; 4] {
        let mut remaining = self.free;
        let mut dealt = [None; 4];
        for k in 0..self.seats.len() {
            // A uniform number in [0, 1), from 53 random bits.
            let fraction = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
            let counts = self.pick(k, remaining, fraction);
            dealt[self.seats[k]] = Some(counts);
            remaining = minus(remaining, counts);
        }
        dealt
    }
}

/// The choice at `fraction` of the running total of the weights.
fn select(choices: &Choices, fraction: f64) -> [u8; 4] {
    let total = choices.last().map_or(0.0, |&(_, total)| total);
    let point = fraction * total;
    let at = choices
        .partition_point(|&(_, running)| running <= point)
        .min(choices.len().saturating_sub(1));
    choices.get(at).map_or([0; 4], |&(counts, _)| counts)
}
