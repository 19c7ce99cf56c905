//! The search: whether North-South can take a number of tricks, and from that the value of a
//! position and of each card.

use cards::{Card, Hand, Side, Suit};

use crate::Position;
use crate::Stats;
use crate::cutoffs::Cutoffs;
use crate::later::{later_tricks, might_count_later};
use crate::moves::{MoveList, NO_TRUMP, Node, generate, lane, lowest_equal, run_top};
use crate::quick::{Quick, Table, quick_tricks, quick_tricks_at_most, second_hand_tricks};
use crate::stats::stat;
use crate::suits::SuitTables;
use crate::transposition::{Holders, Shape, TranspositionTable};

/// The transposition table's size: an index of up to 2^20 shapes (16 MiB; it starts at 64 KiB
/// and doubles as it fills) and room for 2^19 blocks of 16 entries of 24 bytes (196 MiB with
/// each block's length and link); the system gives the blocks' memory only as they are
/// written.
const SHAPE_BITS: u32 = 20;
const BLOCKS: usize = 1 << 19;
/// From how many tricks left the table is probed before the counts at the start of a trick.
const TABLE_FIRST: u8 = 6;

/// A double-dummy solver. It keeps its transposition table between calls (bounds found for
/// one leader help the next, in the same strain), so solve many positions with one solver.
pub struct Solver {
    table: TranspositionTable,
    /// The deal's suits seen from the top (holders by relative rank, best cards).
    suits: SuitTables,
    trump: usize,
    /// The strain the table's bounds are for.
    table_trump: Option<usize>,
    /// What the search did (counted with the `stats` feature only).
    stats: Stats,
    /// The card that last settled a search for what its player faced (see [`Cutoffs`]).
    cutoffs: Cutoffs,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// A solver with its transposition table (up to 212 MiB, taken as it fills), its deal's
    /// suit tables (0.4 MiB) and its cut-off cache (0.5 MiB).
    pub fn new() -> Solver {
        Solver::with_table(TranspositionTable::new(SHAPE_BITS, BLOCKS))
    }

    /// A solver whose table's entries take at most `mib` MiB (at least a few blocks, at most
    /// [`Solver::new`]'s 196 MiB), where many solvers share a machine (robots at a server's
    /// tables). The answers are the same; a table that fills is forgotten and filled again, so
    /// one of a few MiB solves a full deal more slowly (with entries of 40 bytes, 4 MiB took
    /// twice the time of 320 MiB on fixture deals 1-20; 16 MiB and more, the same time; an
    /// entry now takes 24 bytes).
    pub fn with_table_mib(mib: usize) -> Solver {
        let blocks = mib.saturating_mul(1 << 20) / TranspositionTable::BLOCK_BYTES;
        Solver::with_table(TranspositionTable::new(
            SHAPE_BITS,
            blocks.clamp(16, BLOCKS),
        ))
    }

    fn with_table(table: TranspositionTable) -> Solver {
        Solver {
            table,
            suits: SuitTables::new(),
            trump: NO_TRUMP,
            table_trump: None,
            stats: Stats::default(),
            cutoffs: Cutoffs::new(),
        }
    }

    /// What the searches of this solver did since it was made or the counters were reset:
    /// counted with the `stats` feature, all zero without it.
    pub fn stats(&self) -> Stats {
        #[cfg(feature = "stats")]
        {
            Stats {
                scanned: self.table.scanned,
                ..self.stats
            }
        }
        #[cfg(not(feature = "stats"))]
        self.stats
    }

    /// Sets the counters of [`Solver::stats`] to zero.
    pub fn reset_stats(&mut self) {
        self.stats.reset();
        #[cfg(feature = "stats")]
        {
            self.table.scanned = 0;
        }
    }

    /// The most tricks the side to move can take from the trick in progress on (tricks
    /// already won are not counted).
    pub fn tricks(&mut self, position: &Position) -> u8 {
        let side = position.to_move().side();
        let node = self.load(position);
        let north_south = self.north_south_tricks(&node, node.tricks_left / 2);
        for_side(side, north_south, node.tricks_left)
    }

    /// The value of every legal card for the player to move: the most tricks that player's
    /// side can take from the trick in progress on, after playing it. Cards are in the order
    /// of [`Card`]'s ranking, lowest first.
    pub fn card_values(&mut self, position: &Position) -> Vec<(Card, u8)> {
        let side = position.to_move().side();
        let root = self.load(position);
        let mut guess = root.tricks_left / 2;
        // The last card solved and North-South's tricks after it: a card touching it once the
        // cards of finished tricks are gone is worth the same, and is not searched again.
        let mut last: Option<(u32, u8)> = None;
        position
            .legal_cards()
            .iter()
            .map(|card| {
                let bit = bit_of(card);
                let north_south = match last {
                    Some((previous, value)) if equal_cards(&root, previous, bit) => value,
                    _ => {
                        let mut child = root;
                        let won = child.play(bit, self.trump);
                        let from_trick = u8::from(won == Some(true));
                        let value = if child.tricks_left == 0 {
                            0
                        } else {
                            self.north_south_tricks(&child, guess.saturating_sub(from_trick))
                        } + from_trick;
                        guess = value;
                        value
                    }
                };
                last = Some((bit, north_south));
                (card, for_side(side, north_south, root.tricks_left))
            })
            .collect()
    }

    /// Turns a position into the search's node, and readies the table for its strain.
    pub(crate) fn load(&mut self, position: &Position) -> Node {
        let trump = position.strain().trump().map_or(NO_TRUMP, Suit::index);
        if self.table_trump != Some(trump) {
            self.table.clear();
            self.cutoffs.clear();
            self.table_trump = Some(trump);
        }
        self.trump = trump;
        let mut hands = position.hands().map(Hand::bits);
        let leader = position.leader();
        for (place, card) in position.trick().enumerate() {
            hands[leader.clockwise(place).index()] |= 1 << bit_of(card);
        }
        self.suits.load(hands);
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        let mut node = Node {
            hands,
            lengths: Node::lengths_of(hands),
            gone: Hand::FULL.bits() & !all,
            table: 0,
            trick: [0; 3],
            leader: leader.index() as u8,
            played: 0,
            led: 0,
            winner: 0,
            winning: 0,
            tricks_left: hands[leader.index()].count_ones() as u8,
            won_by_rank: 0,
        };
        for card in position.trick() {
            node.play(bit_of(card), trump);
        }
        node
    }

    /// North-South's tricks from `node` on, by null-window searches from `guess`.
    pub(crate) fn north_south_tricks(&mut self, node: &Node, guess: u8) -> u8 {
        let (mut lower, mut upper) = (0, node.tricks_left);
        let mut target = guess.clamp(lower + 1, upper.max(1));
        while lower < upper {
            target = target.clamp(lower + 1, upper);
            stat!(self.stats.searches += 1);
            if self.search(node, i32::from(target)).0 {
                lower = target;
                target += 1;
            } else {
                upper = target - 1;
                target -= 1;
            }
        }
        lower
    }

    /// Whether North-South can take `target` tricks from `node` on, and the cards that decided
    /// it (see [`crate::transposition`]): within each suit, the result holds whoever holds the
    /// cards below the lowest deciding card.
    fn search(&mut self, node: &Node, target: i32) -> (bool, u64) {
        if target <= 0 {
            return (true, 0);
        }
        if target > i32::from(node.tricks_left) {
            return (false, 0);
        }
        stat!(self.stats.nodes[usize::from(node.played)] += 1);
        if node.played > 0 {
            if node.played == 1 {
                let north_south = node.to_move() & 1 == 0;
                let needs = if north_south {
                    target as u32
                } else {
                    u32::from(node.tricks_left) + 1 - target as u32
                };
                if let Some(cards) = second_hand_tricks(node, &self.suits, self.trump, needs) {
                    stat!(self.stats.bounded += 1);
                    return (north_south, cards);
                }
            }
            return self.expand(node, target);
        }
        if node.tricks_left == 1 {
            return self.last_trick(node);
        }
        // Early in the play the table settles most positions and costs less than the counts;
        // late, the counts settle more (DDS's order).
        let table_first = node.tricks_left >= TABLE_FIRST;
        if !table_first && let Some(result) = self.bounds(node, target) {
            stat!(self.stats.bounded += 1);
            return result;
        }
        let all = node.all();
        let shape = shape(node);
        let holders = self.holders(all);
        if let Some(result) = self.probe(shape, holders, all, target) {
            return result;
        }
        if table_first && let Some(result) = self.bounds(node, target) {
            stat!(self.stats.bounded += 1);
            return result;
        }
        let (reached, deciding) = self.expand(node, target);
        let tops = tops_of(all, deciding);
        let bounds = if reached {
            (target as u8, node.tricks_left)
        } else {
            (0, target as u8 - 1)
        };
        self.table.store(shape, holders, tops, bounds);
        (reached, deciding)
    }

    /// A stored result deciding whether North-South take `target` tricks, with its deciding
    /// cards.
    fn probe(
        &mut self,
        shape: Shape,
        holders: Holders,
        all: u64,
        target: i32,
    ) -> Option<(bool, u64)> {
        stat!(self.stats.probes += 1);
        let hit = self.table.probe(shape, holders, target as u8)?;
        stat!(self.stats.hits += 1);
        Some((hit.reached, top_cards(all, hit.tops)))
    }

    /// The result at the start of a trick when a count settles it without searching: the
    /// leader's side's quick tricks, the other side's later tricks, or sure trump tricks.
    fn bounds(&self, node: &Node, target: i32) -> Option<(bool, u64)> {
        let leader_north_south = node.leader & 1 == 0;
        // What each side needs from here on.
        let north_south_needs = target as u32;
        let east_west_needs = u32::from(node.tricks_left) + 1 - north_south_needs;
        let (cutoff, other_cutoff) = if leader_north_south {
            (north_south_needs, east_west_needs)
        } else {
            (east_west_needs, north_south_needs)
        };
        let quick = cutoff <= 1
            || other_cutoff <= 1
            || quick_tricks_at_most(node, &self.suits, self.trump) >= cutoff;
        if quick || might_count_later(node, self.trump, other_cutoff) {
            let table = Table::new(node, &self.suits, self.trump);
            if quick {
                match quick_tricks(&table, cutoff, other_cutoff) {
                    Quick::Leader(cards) => return Some((leader_north_south, cards)),
                    Quick::Other(cards) => return Some((!leader_north_south, cards)),
                    Quick::Unknown => {}
                }
            }
            if let Some(cards) = later_tricks(&table, other_cutoff) {
                return Some((!leader_north_south, cards));
            }
        }
        if self.trump != NO_TRUMP {
            // Top trumps take a trick each whoever leads (see `sure_trump_tricks`).
            let (sure, cards) =
                sure_trump_tricks(node, self.trump, if leader_north_south { 1 } else { 0 });
            if i32::from(node.tricks_left) - i32::from(sure) < target && leader_north_south {
                return Some((false, cards));
            }
            if i32::from(sure) >= target && !leader_north_south {
                return Some((true, cards));
            }
        }
        None
    }

    /// Tries the cards of the seat to move: North-South need one that reaches the target,
    /// East-West one that stops it. A result that needed every card tried depends on the
    /// deciding cards of them all; one settled by a single card, on that card's.
    fn expand(&mut self, node: &Node, target: i32) -> (bool, u64) {
        let seat = node.to_move();
        let north_south = seat & 1 == 0;
        let mut deciding = 0;
        // By suit, the rank below which the mover's cards need not be tried: a card of that
        // suit failed, and its result held whoever held the cards below it (DDS's lowest
        // winning rank; bridge-solver's relevant ranks).
        let mut settled_below = [0u32; 4];
        // The card that last settled a search where the mover saw the same (see
        // [`Cutoffs`]) is tried first, before the others are weighed: most often it settles
        // this one too, and the weighing is saved.
        let key = Cutoffs::key(node, self.trump);
        let hint = self
            .cutoffs
            .card(key, seat)
            .filter(|&bit| node.legal() & 1 << bit != 0)
            .map(|bit| lowest_equal(node, bit));
        if let Some(bit) = hint {
            let (reached, cards) = self.try_card(node, bit, target);
            stat!(self.stats.cutoffs += u64::from(reached == north_south));
            stat!(self.stats.first_cutoffs += u64::from(reached == north_south));
            if reached == north_south {
                return (reached, cards);
            }
            settled_below[(bit >> 4) as usize] = undecided_below(bit, cards);
            deciding |= cards;
        }
        let mut moves = MoveList::new();
        generate(node, &self.suits, self.trump, &mut moves);
        #[cfg(feature = "stats")]
        let mut tried = u32::from(hint.is_some());
        while let Some(bit) = moves.next_best() {
            let suit = (bit >> 4) as usize;
            if bit & 15 < settled_below[suit] || hint.is_some_and(|hint| hint == bit) {
                continue;
            }
            let (reached, cards) = self.try_card(node, bit, target);
            stat!(tried += 1);
            if reached == north_south {
                stat!(self.stats.cutoffs += 1);
                stat!(if tried == 1 {
                    self.stats.first_cutoffs += 1
                });
                self.cutoffs.set(key, seat, bit);
                return (reached, cards);
            }
            settled_below[suit] = settled_below[suit].max(undecided_below(bit, cards));
            deciding |= cards;
        }
        (!north_south, deciding)
    }

    /// Plays `bit` and searches the position after it: whether North-South reach the target,
    /// and the deciding cards.
    #[inline(always)]
    fn try_card(&mut self, node: &Node, bit: u32, target: i32) -> (bool, u64) {
        let mut child = *node;
        let won = child.play(bit, self.trump);
        let (reached, mut cards) = self.search(&child, target - i32::from(won == Some(true)));
        if won.is_some() {
            cards |= child.won_by_rank;
        }
        cards |= run_kept_whole(node, bit, cards);
        (reached, cards)
    }
}

/// After card `bit` failed with `deciding` deciding the result: the rank below which the
/// mover's other cards of its suit would fail the same way, or 0. The result holds whoever holds
/// the cards of the suit below its lowest deciding card (every card of the suit, if none
/// decides), so another card below that rank, played instead from the same hand, leaves a
/// position the result holds for. Only if `bit` itself lies below it: a deciding card is
/// not interchangeable with the cards under it.
fn undecided_below(bit: u32, deciding: u64) -> u32 {
    let decided = lane(deciding, (bit >> 4) as usize);
    let lowest = if decided == 0 {
        16
    } else {
        decided.trailing_zeros()
    };
    if bit & 15 < lowest { lowest } else { 0 }
}

/// Cards that must join the deciding cards after playing `bit`, the lowest of a run of touching
/// cards that stood for the whole run: if the lowest deciding card of its suit lies inside the
/// run, above the card, the run's cards would be told apart in positions that differ below
/// it, so the card itself decides too.
fn run_kept_whole(node: &Node, bit: u32, deciding: u64) -> u64 {
    let suit = (bit >> 4) as usize;
    let rank = bit & 15;
    let decided = lane(deciding, suit);
    if decided == 0 {
        return 0;
    }
    let lowest = decided.trailing_zeros();
    let mine = lane(node.hands[node.to_move()], suit);
    if lowest > rank && lowest <= run_top(mine, lane(node.gone, suit), rank) {
        1 << bit
    } else {
        0
    }
}

impl Solver {
    /// Whether North-South win the last trick, each hand holding one card, and the card that
    /// decided it.
    fn last_trick(&self, node: &Node) -> (bool, u64) {
        let mut last = *node;
        let mut won = None;
        for _ in 0..4 {
            let seat = last.to_move();
            won = last.play(node.hands[seat].trailing_zeros(), self.trump);
        }
        (won == Some(true), last.won_by_rank)
    }

    /// The holder of each card of `cards`, per suit from the highest down.
    fn holders(&self, cards: u64) -> Holders {
        (0..4).fold(0, |holders, suit| {
            holders | Holders::from(self.suits.get(suit, cards).holders) << (32 * suit)
        })
    }
}

/// Each hand's length in each suit, and the leader. West's spades are left out: every hand
/// holds as many cards as North at the start of a trick, so they follow from the rest.
fn shape(node: &Node) -> Shape {
    Shape::from(node.leader) << 60 | node.lengths >> 4
}

/// How many of each suit's cards in `all` lie at or above its lowest deciding card.
#[inline(always)]
fn tops_of(all: u64, deciding: u64) -> [u8; 4] {
    let mut tops = [0; 4];
    for (suit, top) in tops.iter_mut().enumerate() {
        let decided = lane(deciding, suit);
        if decided != 0 {
            let lowest = decided.trailing_zeros();
            *top = (lane(all, suit) >> lowest).count_ones() as u8;
        }
    }
    tops
}

/// The `tops[s]` highest cards of each suit `s` of `all`.
fn top_cards(all: u64, tops: [u8; 4]) -> u64 {
    let mut cards = 0;
    for (suit, &top) in tops.iter().enumerate() {
        let mut left = lane(all, suit);
        for _ in 0..top {
            let rank = 15 - left.leading_zeros();
            cards |= 1u64 << (16 * suit as u32 + rank);
            left ^= 1 << rank;
        }
    }
    cards
}

/// Tricks that the side of seats `side` and `side + 2` takes with its top trumps, whoever
/// leads: the highest trump always wins the trick it is played to, and so does each trump of
/// the same hand that is above every trump of the other side. Two of the side's top trumps in
/// different hands may fall on one trick, so only the better hand's are counted. Also the cards
/// counted.
fn sure_trump_tricks(node: &Node, trump: usize, side: usize) -> (u8, u64) {
    let ours = [
        lane(node.hands[side], trump),
        lane(node.hands[side + 2], trump),
    ];
    let theirs = lane(
        node.hands[(side + 1) & 3] | node.hands[(side + 3) & 3],
        trump,
    );
    let above = if theirs == 0 {
        0xffff
    } else {
        !((2u16 << (15 - theirs.leading_zeros())) - 1)
    };
    let (best, _) = ours
        .iter()
        .map(|&hand| (hand & above, (hand & above).count_ones()))
        .fold(
            (0, 0),
            |best, this| if this.1 > best.1 { this } else { best },
        );
    if theirs == 0 {
        // The other side has no trumps: the ranks of ours decide nothing.
        return (best.count_ones() as u8, 0);
    }
    (
        best.count_ones() as u8,
        u64::from((ours[0] | ours[1]) & above) << (16 * trump),
    )
}

/// Whether two cards of the hand to move (bit indices, in either order) are equal: of one suit,
/// in one run of touching cards once the cards of finished tricks are gone.
fn equal_cards(node: &Node, one: u32, other: u32) -> bool {
    let (low, high) = (one.min(other), one.max(other));
    let suit = (low >> 4) as usize;
    let mine = lane(node.hands[node.to_move()], suit);
    high >> 4 == low >> 4 && run_top(mine, lane(node.gone, suit), low & 15) >= high & 15
}

/// A card's bit index in the search's layout (that of [`Hand`]).
pub(crate) fn bit_of(card: Card) -> u32 {
    16 * card.suit.index() as u32 + card.rank.number() as u32
}

/// Tricks for `side`, given North-South's out of `total` (and North-South's, given `side`'s).
pub(crate) fn for_side(side: Side, north_south: u8, total: u8) -> u8 {
    match side {
        Side::NorthSouth => north_south,
        Side::EastWest => total - north_south,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The node of `hands` (North's first) with `gone` gone, North to lead.
    fn node(hands: [u64; 4], gone: u64) -> Node {
        Node {
            hands,
            lengths: Node::lengths_of(hands),
            gone,
            table: 0,
            won_by_rank: 0,
            trick: [0; 3],
            leader: 0,
            played: 0,
            led: 0,
            winner: 0,
            winning: 0,
            tricks_left: hands[0].count_ones() as u8,
        }
    }

    #[test]
    fn a_hinted_card_stands_for_the_lowest_of_its_equals() {
        let spade = |rank: u32| 1u64 << (48 + rank);
        // North: spades K Q 9 7 with the J and T gone, so K-Q-9 are equal and 7 is not.
        let north = spade(13) | spade(12) | spade(9) | spade(7);
        let node = node(
            [north, spade(14), spade(8), spade(2)],
            spade(11) | spade(10),
        );
        assert_eq!(lowest_equal(&node, 48 + 13), 48 + 9);
        assert_eq!(lowest_equal(&node, 48 + 9), 48 + 9);
        assert_eq!(
            lowest_equal(&node, 48 + 7),
            48 + 7,
            "the 8 between is not gone"
        );
    }

    #[test]
    fn a_hinted_card_is_played_only_if_held_and_legal() {
        let playable = |node: &Node, bit: u32| node.legal() & 1 << bit != 0;
        let card = |suit: u32, rank: u32| 1u64 << (16 * suit + rank);
        let hands = [
            card(3, 14) | card(0, 2),
            card(3, 13) | card(0, 3),
            card(2, 14) | card(0, 4),
            card(3, 12) | card(0, 5),
        ];
        let mut node = node(hands, 0);
        assert!(playable(&node, 48 + 14));
        assert!(!playable(&node, 48 + 13), "East's card");
        node.play(48 + 14, NO_TRUMP);
        // East must follow to the spade; South, with none, may play anything.
        assert!(playable(&node, 48 + 13));
        assert!(!playable(&node, 3), "East holds a spade");
        node.play(48 + 13, NO_TRUMP);
        assert!(playable(&node, 32 + 14) && playable(&node, 4));
    }
}
