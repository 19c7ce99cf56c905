//! Layouts of the hidden cards: dealt at random among the hidden hands, never against a card
//! seen or a show-out, and kept when each hidden hand as dealt falls inside what the auction
//! showed. When the auction's ranges are too tight to meet (a misbid, an inference the system
//! draws too strictly) they are widened step by step, the cards seen never.

use cards::{Card, Hand, Seat, Suit};
use rand::Rng;
use rand::seq::SliceRandom;

use crate::constraints::{Constraints, HandRange};
use crate::play::knowledge::Knowledge;

/// How many random deals of the hidden cards are tried at each step of widening before the
/// next step; the last step admits every deal, so sampling always ends.
const TRIES_PER_STEP: usize = 1500;

/// The steps of widening: high-card points and suit lengths widened by these amounts; the
/// last drops the auction's ranges altogether.
const WIDENINGS: [(u8, u8); 3] = [(0, 0), (2, 1), (5, 2)];

/// Layouts sampled for one decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layouts {
    /// Each layout: the cards every hand still holds, by [`Seat::index`].
    pub hands: Vec<[Hand; 4]>,
    /// How far the auction's ranges were widened to find them: 0 not at all, up to
    /// [`Layouts::IGNORED`] when they were set aside.
    pub widened: usize,
}

impl Layouts {
    /// The value of [`Layouts::widened`] when the auction's ranges were set aside.
    pub const IGNORED: usize = WIDENINGS.len();
}

/// Samples `count` layouts of the hidden cards consistent with `knowledge` (cards seen,
/// show-outs) and, as far as they can be met, with `constraints` on the hands as dealt.
pub fn sample_layouts<R: Rng>(
    knowledge: &Knowledge,
    constraints: &Constraints,
    count: usize,
    rng: &mut R,
) -> Layouts {
    let mut hands = Vec::with_capacity(count);
    let hidden = knowledge.hidden();
    for (widened, &(points, length)) in WIDENINGS.iter().enumerate() {
        let ranges = Seat::ALL.map(|s| widen(constraints.of(s), points, length));
        for _ in 0..TRIES_PER_STEP {
            if hands.len() >= count {
                break;
            }
            let layout = deal_hidden(knowledge, &hidden, rng);
            if hidden
                .iter()
                .all(|&s| ranges[s.index()].admits(knowledge.dealt(&layout, s)))
            {
                hands.push(layout);
            }
        }
        if hands.len() >= count {
            return Layouts { hands, widened };
        }
    }
    while hands.len() < count {
        hands.push(deal_hidden(knowledge, &hidden, rng));
    }
    Layouts {
        hands,
        widened: Layouts::IGNORED,
    }
}

/// A range widened by `points` of high-card points and `length` cards each suit.
fn widen(range: HandRange, points: u8, length: u8) -> HandRange {
    HandRange {
        hcp: (
            range.hcp.0.saturating_sub(points),
            range.hcp.1.saturating_add(points).min(37),
        ),
        lengths: range.lengths.map(|(low, high)| {
            (
                low.saturating_sub(length),
                high.saturating_add(length).min(13),
            )
        }),
    }
}

/// Deals the unseen cards among the hidden hands at random, each hand receiving as many as it
/// still holds besides its penalty cards (which stay its own) and none of a suit it showed
/// out of. Each card goes to a hand chosen with weight its room left (which, without
/// show-outs, is a uniform deal), among the hands that leave the rest dealable: with at most
/// three hands and sets of hands fixed by suit, the rest is dealable when no group of hands is
/// offered more cards it alone may hold than it has room for (Hall's condition), so the deal
/// never runs into a dead end.
fn deal_hidden<R: Rng>(knowledge: &Knowledge, hidden: &[Seat], rng: &mut R) -> [Hand; 4] {
    let mut hands =
        Seat::ALL.map(|s| knowledge.known[s.index()].unwrap_or(knowledge.penalty_cards[s.index()]));
    let mut room: Vec<usize> = hidden
        .iter()
        .map(|s| {
            knowledge.holding[s.index()].saturating_sub(knowledge.penalty_cards[s.index()].len())
        })
        .collect();
    // Which hidden hands (bits by place in `hidden`) may hold each suit.
    let allowed: [u8; 4] = Suit::ALL.map(|suit| {
        hidden
            .iter()
            .enumerate()
            .filter(|(_, s)| knowledge.may_hold(**s, suit))
            .fold(0u8, |bits, (i, _)| bits | 1 << i)
    });
    // Without show-outs every hand may take every card: no dead end to look out for.
    let full = (1u8 << hidden.len()) - 1;
    let restricted = allowed.iter().any(|&a| a != full);
    let mut left = [0usize; 4];
    let mut cards: Vec<Card> = knowledge.unseen.iter().collect();
    for card in &cards {
        left[card.suit.index()] += 1;
    }
    cards.shuffle(rng);
    for card in cards {
        let suit = card.suit.index();
        left[suit] -= 1;
        let mut choices = [0usize; 4];
        let mut count = 0;
        for i in 0..hidden.len() {
            if allowed[suit] & (1 << i) == 0 || room[i] == 0 {
                continue;
            }
            room[i] -= 1;
            if !restricted || dealable(&left, &allowed, &room) {
                choices[count] = i;
                count += 1;
            }
            room[i] += 1;
        }
        let choices = &choices[..count];
        let total: usize = choices.iter().map(|&i| room[i]).sum();
        // Seen cards and show-outs came from a real deal: some hand can always take the
        // card. Should the table's record be inconsistent, the card goes to any hand with room.
        let place = if total == 0 {
            (0..hidden.len()).find(|&i| room[i] > 0)
        } else {
            let mut pick = rng.random_range(0..total);
            choices.iter().copied().find(|&i| {
                if pick < room[i] {
                    true
                } else {
                    pick -= room[i];
                    false
                }
            })
        };
        if let Some(i) = place {
            room[i] -= 1;
            hands[hidden[i].index()].insert(card);
        }
    }
    hands
}

/// Hall's condition: every group of hands has room for the cards only it may hold.
fn dealable(left: &[usize; 4], allowed: &[u8; 4], room: &[usize]) -> bool {
    (1u8..1 << room.len()).all(|group| {
        let only_here: usize = (0..4)
            .filter(|&s| left[s] > 0 && allowed[s] & !group == 0)
            .map(|s| left[s])
            .sum();
        let space: usize = (0..room.len())
            .filter(|&i| group & (1 << i) != 0)
            .map(|i| room[i])
            .sum();
        only_here <= space
    })
}
