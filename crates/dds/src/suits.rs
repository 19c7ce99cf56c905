//! Each suit's remaining cards seen from the top, looked up instead of counted: for every set
//! of a suit's cards that can remain, the holder of each card by relative rank (the
//! transposition table's key) and the three best cards with their holders. A card never
//! changes hands, so the tables depend only on the deal, and are made once for it (8,192
//! sets a suit, each from the set without its best card).

use crate::moves::{NOBODY, lane};

/// The sets of one suit's cards: ranks 2 to 14, 13 bits.
const SETS: usize = 1 << 13;

/// One remaining set of a suit's cards.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct SuitSet {
    /// The holder of each card from the highest down, two bits each, the highest in the top
    /// two bits.
    pub(crate) holders: u32,
    /// The ranks of the three best cards (0 where there are fewer).
    pub(crate) best: [u8; 3],
    /// Their holders ([`NOBODY`] where there is no card).
    pub(crate) best_holders: [u8; 3],
}

/// The four suits' tables for one deal.
pub(crate) struct SuitTables {
    sets: Vec<SuitSet>,
    /// The seat holding each card, by bit index ([`NOBODY`] for a card not in the deal).
    holder: [u8; 64],
}

impl SuitTables {
    /// Tables for no deal yet.
    pub(crate) fn new() -> SuitTables {
        SuitTables {
            sets: vec![SuitSet::default(); 4 * SETS],
            holder: [u8::MAX; 64],
        }
    }

    /// Readies the tables for the cards of `hands` (each card's holder); nothing is done when
    /// every card of them is held as in the deal the tables were made for (a later position
    /// of the same deal).
    pub(crate) fn load(&mut self, hands: [u64; 4]) {
        let mut holder = [NOBODY as u8; 64];
        for (seat, &hand) in hands.iter().enumerate() {
            let mut bits = hand;
            while bits != 0 {
                holder[bits.trailing_zeros() as usize] = seat as u8;
                bits &= bits - 1;
            }
        }
        let same =
            (0..64).all(|bit| holder[bit] == NOBODY as u8 || holder[bit] == self.holder[bit]);
        if same {
            return;
        }
        self.holder = holder;
        for suit in 0..4 {
            let table = &mut self.sets[suit * SETS..(suit + 1) * SETS];
            table[0] = SuitSet {
                holders: 0,
                best: [0; 3],
                best_holders: [NOBODY as u8; 3],
            };
            for set in 1..SETS {
                let top = 31 - (set as u32).leading_zeros();
                let rest = table[set & !(1 << top)];
                let rank = top + 2;
                let seat = holder[16 * suit + rank as usize];
                table[set] = SuitSet {
                    holders: u32::from(seat & 3) << 30 | rest.holders >> 2,
                    best: [rank as u8, rest.best[0], rest.best[1]],
                    best_holders: [seat, rest.best_holders[0], rest.best_holders[1]],
                };
            }
        }
    }

    /// The entry of the cards of `suit` in `cards`.
    pub(crate) fn get(&self, suit: usize, cards: u64) -> &SuitSet {
        let set = usize::from(lane(cards, suit) >> 2) & (SETS - 1);
        &self.sets[suit * SETS + set]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_suits_entry_lists_holders_from_the_top_and_its_three_best_cards() {
        // Spades (suit 3): North A, East K, South 2, West Q; hearts: North 3 only.
        let card = |suit: u32, rank: u32| 1u64 << (16 * suit + rank);
        let hands = [
            card(3, 14) | card(2, 3),
            card(3, 13),
            card(3, 2),
            card(3, 12),
        ];
        let mut tables = SuitTables::new();
        tables.load(hands);
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        let spades = tables.get(3, all);
        // A (N=0), K (E=1), Q (W=3), 2 (S=2), from the top two bits down.
        assert_eq!(spades.holders, 0b00_01_11_10 << 24);
        assert_eq!(spades.best, [14, 13, 12]);
        assert_eq!(spades.best_holders, [0, 1, 3]);
        // Without the ace and the king: the queen is best, then the two.
        let later = tables.get(3, all & !card(3, 14) & !card(3, 13));
        assert_eq!(later.best, [12, 2, 0]);
        assert_eq!(later.best_holders, [3, 2, NOBODY as u8]);
        assert_eq!(
            tables.get(2, all).best_holders,
            [0, NOBODY as u8, NOBODY as u8]
        );
    }
}
