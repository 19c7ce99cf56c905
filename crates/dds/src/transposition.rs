//! The transposition table, with partition search: a result found at the start of a trick is
//! stored with only the cards that decided it (those that won a trick by their rank, and every
//! card above them), so a later position with the same suit lengths in each hand and the same
//! holders of those top cards, whatever the smaller cards, reuses it.
//!
//! A position is described by its leader, the length of each hand in each suit, and for each
//! suit the holder of each card left from the highest down (its relative rank): cards already
//! played drop out, so positions that differ only in played cards look the same.

/// Each hand's length in each suit (4 bits each), and the leader above them.
pub(crate) type Shape = u64;
/// The holder of each card left, per suit: suit `s` in bits `32 s .. 32 s + 32`, the holder of
/// its highest card in the top two bits of that field, the next below, and so on.
pub(crate) type Holders = u128;

/// The bits of a suit's field that hold its `k` highest cards.
pub(crate) const fn top_mask(suit: usize, k: u8) -> Holders {
    if k == 0 {
        return 0;
    }
    let bits = 2 * k as u32;
    (((1u128 << bits) - 1) << (32 - bits)) << (32 * suit)
}

/// The bits of two suits' fields (a half of [`Holders`]) that hold their top cards, for each
/// pair of counts `low | high << 4` (the lower suit's count in the low four bits). An entry
/// keeps its counts alone and finds its mask here, so that it takes 24 bytes instead of 40:
/// a probe scans entries, and fewer bytes are fewer cache lines to wait for.
static PAIR_MASKS: [u64; 256] = pair_masks();

const fn pair_masks() -> [u64; 256] {
    let mut masks = [0; 256];
    let mut pair = 0;
    while pair < 256 {
        let (low, high) = ((pair & 15) as u8, (pair >> 4) as u8);
        if low <= 13 && high <= 13 {
            masks[pair] = (top_mask(0, low) | top_mask(1, high)) as u64;
        }
        pair += 1;
    }
    masks
}

/// The bits of the deciding top cards' holders, `tops[s]` cards of each suit `s`.
fn mask(tops: [u8; 4]) -> Holders {
    (0..4).fold(0, |mask, suit| mask | top_mask(suit, tops[suit]))
}

/// Each suit's count of deciding top cards, four bits a suit from clubs up.
fn pack(tops: [u8; 4]) -> u16 {
    tops.iter()
        .rev()
        .fold(0, |packed, &top| packed << 4 | u16::from(top))
}

#[derive(Clone, Copy, Default)]
struct Entry {
    /// The holders of the deciding cards (the rest of each field zero), low and high halves.
    holders: [u64; 2],
    /// How many top cards of each suit decided the result ([`pack`]ed).
    tops: u16,
    lower: u8,
    upper: u8,
}

impl Entry {
    fn matches(&self, holders: Holders) -> bool {
        let low = PAIR_MASKS[usize::from(self.tops & 0xff)];
        let high = PAIR_MASKS[usize::from(self.tops >> 8)];
        (holders as u64 & low) == self.holders[0]
            && ((holders >> 64) as u64 & high) == self.holders[1]
    }

    /// How many top cards of each suit decided the result.
    fn tops(&self) -> [u8; 4] {
        std::array::from_fn(|suit| (self.tops >> (4 * suit) & 15) as u8)
    }
}

/// Entries are kept in blocks; a shape's blocks are chained, newest first.
const BLOCK: usize = 16;

/// The count and the link come first, in the cache line of the first entries, which a probe
/// reads next.
#[derive(Clone, Copy)]
#[repr(C)]
struct Block {
    len: u8,
    /// The next (older) block of the same shape, or [`NONE`].
    next: u32,
    entries: [Entry; BLOCK],
}

const NONE: u32 = u32::MAX;

/// A slot of the shape index: the shape, and its generation (high half) with its newest block
/// (low half). Plain words, so that a new index is zeroed memory, which the system gives as
/// it is touched: a solver is made in microseconds however large its table.
type Slot = [u64; 2];

const fn new_slot(shape: Shape, generation: u32, head: u32) -> Slot {
    [shape, (generation as u64) << 32 | head as u64]
}

const fn generation_of(slot: Slot) -> u32 {
    (slot[1] >> 32) as u32
}

const fn head_of(slot: Slot) -> u32 {
    slot[1] as u32
}

/// The index's size when a table is made: 2^12 shapes (64 KiB). A full table of a deal keeps
/// a few thousand shapes a strain, so the index grows to fit what it holds: a small index is
/// found in the processor's cache, and each page of it touched is a page the system must
/// give (an index of its largest size, touched at random, cost a fresh process about 4,800
/// page faults a table, a tenth of its time). It does not shrink: a solver kept for many
/// deals keeps the size its largest strain needed.
const FIRST_SHAPE_BITS: u32 = 12;

/// The table: an open-addressed index of shapes, each leading to its chain of blocks in an
/// arena. The index doubles when a quarter full (few collisions), up to its largest size; when
/// that is half full, or when the arena is full, the whole table is forgotten and filling
/// starts again. The arena is reserved at [`TranspositionTable::new`] and never reallocated.
pub(crate) struct TranspositionTable {
    slots: Vec<Slot>,
    /// The most slots the index may have.
    most_slots: usize,
    /// The blocks in use; never more than its capacity, so pushing never allocates.
    blocks: Vec<Block>,
    /// Shapes in the index.
    shapes: usize,
    generation: u32,
    /// Entries compared with a position by every probe (with the `stats` feature).
    #[cfg(feature = "stats")]
    pub(crate) scanned: u64,
}

/// A stored result that settles a search: its bound and the deciding cards.
pub(crate) struct Hit {
    /// The result: whether North-South reach the target.
    pub(crate) reached: bool,
    /// How many top cards of each suit decided it.
    pub(crate) tops: [u8; 4],
}

impl TranspositionTable {
    /// The memory a block of entries takes.
    pub(crate) const BLOCK_BYTES: usize = std::mem::size_of::<Block>();

    /// A table indexing up to `2^bits` shapes, with room for `blocks` blocks of entries. The
    /// room is reserved at once but the system gives it memory only as blocks are used, so a
    /// solver that solves small positions stays small.
    pub(crate) fn new(bits: u32, blocks: usize) -> TranspositionTable {
        TranspositionTable {
            slots: vec![[0; 2]; 1 << bits.min(FIRST_SHAPE_BITS)],
            most_slots: 1 << bits,
            blocks: Vec::with_capacity(blocks),
            shapes: 0,
            generation: 1,
            #[cfg(feature = "stats")]
            scanned: 0,
        }
    }

    /// Forgets every entry (at a change of trump, where no bound carries over).
    pub(crate) fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1).max(1);
        self.blocks.clear();
        self.shapes = 0;
    }

    /// The index slot of a shape: where it is, or the empty slot where it would go.
    fn slot(&self, shape: Shape) -> usize {
        let mask = self.slots.len() - 1;
        let mut at = (shape.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 20) as usize & mask;
        loop {
            let slot = self.slots[at];
            if generation_of(slot) != self.generation || slot[0] == shape {
                return at;
            }
            at = (at + 1) & mask;
        }
    }

    /// Doubles the index, placing again the shapes of the current generation.
    fn grow(&mut self) {
        let larger = vec![[0; 2]; self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, larger);
        for slot in old {
            if generation_of(slot) == self.generation {
                let at = self.slot(slot[0]);
                self.slots[at] = slot;
            }
        }
    }

    /// A stored result that decides whether North-South take `target` tricks in a position.
    /// An entry found is moved to the front of its shape's chain: the entries that decide many
    /// positions are found sooner.
    pub(crate) fn probe(&mut self, shape: Shape, holders: Holders, target: u8) -> Option<Hit> {
        let slot = self.slots[self.slot(shape)];
        if generation_of(slot) != self.generation {
            return None;
        }
        let mut block = head_of(slot);
        while block != NONE {
            let Block { entries, len, next } = &self.blocks[block as usize];
            #[cfg(feature = "stats")]
            let mut scanned = 0;
            let found = entries[..usize::from(*len)].iter().position(|entry| {
                #[cfg(feature = "stats")]
                {
                    scanned += 1;
                }
                (entry.lower >= target || entry.upper < target) && entry.matches(holders)
            });
            #[cfg(feature = "stats")]
            {
                self.scanned += scanned;
            }
            if let Some(at) = found {
                let entry = entries[at];
                let head = head_of(slot) as usize;
                let first = self.blocks[head].entries[0];
                self.blocks[head].entries[0] = entry;
                self.blocks[block as usize].entries[at] = first;
                return Some(Hit {
                    reached: entry.lower >= target,
                    tops: entry.tops(),
                });
            }
            block = *next;
        }
        None
    }

    /// Records that, with the given top cards deciding, North-South's tricks lie in
    /// `lower..=upper`.
    pub(crate) fn store(
        &mut self,
        shape: Shape,
        holders: Holders,
        tops: [u8; 4],
        (lower, upper): (u8, u8),
    ) {
        let kept = holders & mask(tops);
        let entry = Entry {
            holders: [kept as u64, (kept >> 64) as u64],
            tops: pack(tops),
            lower,
            upper,
        };
        let mut at = self.slot(shape);
        if generation_of(self.slots[at]) != self.generation {
            // A larger index past a quarter full; at its largest, a fresh start past half.
            let room = self.blocks.len() < self.blocks.capacity();
            if room && self.shapes * 4 > self.slots.len() && self.slots.len() < self.most_slots {
                self.grow();
                at = self.slot(shape);
            }
            if self.blocks.len() >= self.blocks.capacity() || self.shapes * 2 > self.slots.len() {
                self.clear();
                at = self.slot(shape);
            }
            self.slots[at] = new_slot(shape, self.generation, NONE);
            self.shapes += 1;
        }
        let head = head_of(self.slots[at]);
        if head != NONE && usize::from(self.blocks[head as usize].len) < BLOCK {
            let block = &mut self.blocks[head as usize];
            block.entries[usize::from(block.len)] = entry;
            block.len += 1;
            return;
        }
        if self.blocks.len() >= self.blocks.capacity() {
            self.clear();
            return self.store(shape, holders, tops, (lower, upper));
        }
        let mut entries = [Entry::default(); BLOCK];
        entries[0] = entry;
        self.slots[at] = new_slot(shape, self.generation, self.blocks.len() as u32);
        self.blocks.push(Block {
            entries,
            len: 1,
            next: head,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An entry deciding every target from 1 to 13 for any holders (no top card decides).
    fn store_anything(table: &mut TranspositionTable, shape: Shape, tricks: u8) {
        table.store(shape, 0, [0; 4], (tricks, tricks));
    }

    /// Every pair of counts finds the mask of exactly those top cards: in each suit's 32-bit
    /// field, two bits a card from the top down and nothing below.
    #[test]
    fn every_pair_of_counts_masks_exactly_its_top_cards() {
        for low in 0..=13u32 {
            for high in 0..=13u32 {
                let mask = PAIR_MASKS[(low | high << 4) as usize];
                for (field, count) in [(mask as u32, low), ((mask >> 32) as u32, high)] {
                    assert_eq!(field.leading_ones(), 2 * count, "{low} and {high}");
                    assert_eq!(field.count_ones(), 2 * count, "{low} and {high}");
                }
            }
        }
    }

    proptest::proptest! {
        /// A stored entry matches a position exactly when the holders of its deciding top cards
        /// are the position's, suit by suit, and gives back the counts it was stored with.
        #[test]
        fn an_entry_matches_the_positions_that_agree_on_its_top_cards(
            tops in proptest::array::uniform4(0u8..=13),
            stored: u128,
            position: u128,
            agree: [bool; 4],
        ) {
            // Make some suits agree on every card, so that both outcomes are tried.
            let suit_field = |holders: u128, suit: usize| (holders >> (32 * suit)) as u32;
            let agreeing = (0..4).filter(|&suit| agree[suit]).fold(0u128, |bits, suit| bits | u128::from(u32::MAX) << (32 * suit));
            let position = position & !agreeing | stored & agreeing;
            // Suit by suit, the holders of its `tops` highest cards: the top two bits a card.
            let same_tops = (0..4).all(|suit| {
                let below = 32 - 2 * u32::from(tops[suit]);
                u64::from(suit_field(position, suit)) >> below == u64::from(suit_field(stored, suit)) >> below
            });
            let mut table = TranspositionTable::new(12, 4);
            table.store(7, stored, tops, (3, 3));
            let hit = table.probe(7, position, 3);
            proptest::prop_assert_eq!(hit.is_some(), same_tops);
            if let Some(hit) = hit {
                proptest::prop_assert_eq!(hit.tops, tops);
            }
        }
    }

    /// When the arena of blocks is full, the table is forgotten and filling starts again: what
    /// is stored after is found, what came before is not; a shape's chain that outgrows the
    /// room left is forgotten the same way.
    #[test]
    fn a_full_arena_is_forgotten_and_filled_again() {
        let mut table = TranspositionTable::new(12, 4);
        for shape in 0..4 {
            store_anything(&mut table, shape, 5);
        }
        assert!(table.probe(0, 0, 5).is_some(), "four blocks fit");
        store_anything(&mut table, 4, 5);
        assert!(
            table.probe(0, 0, 5).is_none(),
            "forgotten for a fifth block"
        );
        assert!(table.probe(4, 0, 5).is_some());
        // Shape 4 holds one block; 64 more entries need four more blocks, one too many.
        for tricks in 0..64u8 {
            store_anything(&mut table, 4, tricks % 13 + 1);
        }
        assert_eq!(table.blocks.len(), 1, "forgotten and filled again");
        assert!(table.probe(4, 0, 13).is_some(), "the newest entries kept");
    }

    /// The index starts small and doubles as shapes come, keeping every shape stored; at its
    /// largest it starts afresh instead.
    #[test]
    fn the_index_grows_keeping_what_it_holds_then_starts_afresh() {
        let mut table = TranspositionTable::new(14, 1 << 14);
        assert_eq!(table.slots.len(), 1 << FIRST_SHAPE_BITS);
        let shapes = 6_000u64;
        for shape in 0..shapes {
            store_anything(&mut table, shape * 7919, (shape % 13) as u8 + 1);
        }
        assert_eq!(
            table.slots.len(),
            1 << 14,
            "grown to its largest for 6,000 shapes"
        );
        for shape in 0..shapes {
            let tricks = (shape % 13) as u8 + 1;
            let hit = table
                .probe(shape * 7919, 0, tricks)
                .expect("every shape kept");
            assert!(hit.reached);
            assert!(
                !table
                    .probe(shape * 7919, 0, tricks + 1)
                    .expect("kept")
                    .reached
            );
        }
        // Past half of the largest index: forgotten, and filling starts again.
        for shape in shapes..8_200 {
            store_anything(&mut table, shape * 7919, 1);
        }
        assert_eq!(table.slots.len(), 1 << 14);
        assert!(
            table.shapes < 2_300,
            "started afresh: {} shapes",
            table.shapes
        );
        assert!(table.probe(0, 0, 1).is_none());
    }
}
