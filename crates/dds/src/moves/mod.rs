//! The search's view of a position, and the cards worth trying in it, best first.
//!
//! A card is a bit index `16 * suit + rank` (suits clubs 0 to spades 3, ranks 2 to 14), the
//! layout of [`cards::Hand`]. Of cards that touch once the cards of finished tricks are gone
//! only one is tried, the lowest: they win and lose the same tricks.
//!
//! The order is DDS's (its `Moves.cpp`, read for its rules; the code is ours): each card is
//! weighed by the hand's place in the trick, trumps or no trumps, following suit or void, from
//! a summary of each suit (who holds its three best cards, the lengths, who can ruff), and the
//! cards are tried heaviest first. A group of equal cards is weighed as its highest card.

mod follow;
mod lead;
mod void;

use crate::suits::SuitTables;

/// The bits of one suit's ranks within a 16-bit lane.
const RANKS: u16 = 0x7ffc;
/// No trump, where a suit index is expected.
pub(crate) const NO_TRUMP: usize = 4;
/// No seat: the holder of a card that does not exist.
pub(crate) const NOBODY: usize = 4;

/// One suit of a card set, as rank bits.
pub(crate) const fn lane(cards: u64, suit: usize) -> u16 {
    (cards >> (16 * suit)) as u16
}

/// The highest rank of a suit's bits (0 when there are none).
pub(crate) const fn highest(bits: u16) -> u32 {
    if bits == 0 {
        0
    } else {
        15 - bits.leading_zeros()
    }
}

/// The lowest rank of a suit's bits (0 when there are none).
const fn lowest(bits: u16) -> u32 {
    if bits == 0 { 0 } else { bits.trailing_zeros() }
}

/// A position as the search plays it: hands, the cards gone in finished tricks and the trick
/// in progress. Copied from parent to child, so nothing is undone.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    pub(crate) hands: [u64; 4],
    /// Each hand's length in each suit, kept as cards are played: four bits a hand's suit,
    /// seat `s`'s suit `u` in bits `4 * (15 - 4 s - u)` (North's clubs highest), so that below
    /// the leader they are the table's shape (see [`crate::transposition::Shape`]).
    pub(crate) lengths: u64,
    /// Cards of finished tricks.
    pub(crate) gone: u64,
    /// Cards of the trick in progress.
    pub(crate) table: u64,
    /// When the last card played ended a trick won by its rank (another card of the winning
    /// card's suit was played to it): the winning card. The result of the search depends on
    /// that card and every card above it.
    pub(crate) won_by_rank: u64,
    /// The cards of the trick in progress, in the order played.
    pub(crate) trick: [u8; 3],
    pub(crate) leader: u8,
    /// Cards played to the trick in progress.
    pub(crate) played: u8,
    /// The suit led to the trick in progress.
    pub(crate) led: u8,
    /// The seat whose card is winning the trick in progress.
    pub(crate) winner: u8,
    /// The winning card's bit index.
    pub(crate) winning: u8,
    /// Tricks left, counting the one in progress.
    pub(crate) tricks_left: u8,
}

impl Node {
    /// The seat to play.
    pub(crate) const fn to_move(self) -> usize {
        (self.leader as usize + self.played as usize) & 3
    }

    /// Where a seat's length in a suit lies in [`Node::lengths`].
    const fn length_shift(seat: usize, suit: usize) -> usize {
        4 * (15 - 4 * seat - suit)
    }

    /// The lengths of `hands`, laid out as [`Node::lengths`].
    pub(crate) fn lengths_of(hands: [u64; 4]) -> u64 {
        (0..16).fold(0, |lengths, at| {
            let (seat, suit) = (at / 4, at % 4);
            lengths
                | u64::from(lane(hands[seat], suit).count_ones()) << Node::length_shift(seat, suit)
        })
    }

    /// The cards the player to move may play (Law 44C: follow suit if able).
    pub(crate) fn legal(&self) -> u64 {
        let hand = self.hands[self.to_move()];
        let led = usize::from(self.led);
        let following = u64::from(lane(hand, led)) << (16 * led);
        if self.played == 0 || following == 0 {
            hand
        } else {
            following
        }
    }

    /// Every card still in a hand.
    pub(crate) const fn all(&self) -> u64 {
        self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
    }

    /// Plays card `bit` for the seat to move; returns `Some(north_south_won)` when it ends the
    /// trick.
    #[inline(always)]
    pub(crate) fn play(&mut self, bit: u32, trump: usize) -> Option<bool> {
        let seat = self.to_move();
        let card = 1u64 << bit;
        self.hands[seat] &= !card;
        self.table |= card;
        let suit = (bit >> 4) as usize;
        self.lengths -= 1 << Node::length_shift(seat, suit);
        if self.played == 0 {
            self.led = suit as u8;
            self.winner = seat as u8;
            self.winning = bit as u8;
        } else {
            let best_suit = (self.winning >> 4) as usize;
            let beats = if suit == best_suit {
                bit > u32::from(self.winning)
            } else {
                suit == trump
            };
            if beats {
                self.winner = seat as u8;
                self.winning = bit as u8;
            }
        }
        if self.played < 3 {
            self.trick[usize::from(self.played)] = bit as u8;
        }
        self.played += 1;
        if self.played < 4 {
            return None;
        }
        let winning_suit = u32::from(self.winning >> 4);
        let same_suit = (self.table >> (16 * winning_suit)) as u16;
        self.won_by_rank = if same_suit.count_ones() > 1 {
            1 << self.winning
        } else {
            0
        };
        self.gone |= self.table;
        self.table = 0;
        self.played = 0;
        self.leader = self.winner;
        self.tricks_left -= 1;
        Some(self.winner & 1 == 0)
    }
}

/// Up to 13 cards with their ordering weights, handed out heaviest first (the earliest pushed
/// of equal weights first, as a stable sort orders them).
///
/// Most searches stop at the first card tried, so the heaviest card is noted as cards are
/// pushed, and the rest are sorted only when a second card is asked for.
pub(crate) struct MoveList {
    bits: [u8; 13],
    weights: [i16; 13],
    len: usize,
    /// The heaviest card's place in the list, the earliest of equal weights.
    heaviest: usize,
    /// Cards handed out so far.
    handed: usize,
}

impl MoveList {
    pub(crate) const fn new() -> MoveList {
        MoveList {
            bits: [0; 13],
            weights: [0; 13],
            len: 0,
            heaviest: 0,
            handed: 0,
        }
    }

    fn push(&mut self, bit: u32, weight: i32) {
        // A hand never holds more than 13 cards.
        let weight = weight.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16;
        if self.len > 0 && weight > self.weights[self.heaviest] {
            self.heaviest = self.len;
        }
        self.bits[self.len] = bit as u8;
        self.weights[self.len] = weight;
        self.len += 1;
    }

    /// The next card, heaviest first; `None` once every card has been handed out.
    pub(crate) fn next_best(&mut self) -> Option<u32> {
        if self.handed == 1 {
            self.sort_after_heaviest();
        }
        let at = if self.handed == 0 {
            self.heaviest
        } else {
            self.handed
        };
        if at >= self.len {
            return None;
        }
        self.handed += 1;
        Some(u32::from(self.bits[at]))
    }

    /// Moves the heaviest card, already handed out, to the front and sorts the others after
    /// it, heaviest first and stably.
    fn sort_after_heaviest(&mut self) {
        self.bits[..=self.heaviest].rotate_right(1);
        self.weights[..=self.heaviest].rotate_right(1);
        for next in 2..self.len {
            let (bit, weight) = (self.bits[next], self.weights[next]);
            let mut at = next;
            while at > 1 && self.weights[at - 1] < weight {
                self.bits[at] = self.bits[at - 1];
                self.weights[at] = self.weights[at - 1];
                at -= 1;
            }
            self.bits[at] = bit;
            self.weights[at] = weight;
        }
    }
}

/// The highest card of the run of touching cards (the cards between them gone) that `rank`
/// begins in `mine`.
pub(crate) fn run_top(mine: u16, gone: u16, rank: u32) -> u32 {
    let mut top = rank;
    let mut above = rank + 1;
    while above <= 14 {
        let bit = 1u16 << above;
        if mine & bit != 0 {
            top = above;
        } else if gone & bit == 0 {
            break;
        }
        above += 1;
    }
    top
}

/// A group of equal cards of one hand: touching once the cards of finished tricks are gone.
#[derive(Clone, Copy, Debug)]
struct Group {
    /// The lowest card, the one played for the group.
    low: u32,
    /// The highest card, the one the group is weighed as.
    top: u32,
    /// Whether the group holds more than one card (DDS's "sequence").
    several: bool,
}

/// The groups of equal cards in `mine`, the cards between them gone, from the highest down: a
/// group is the cards of `mine` in one run of touching cards of `mine` and `gone` together.
fn groups(mine: u16, gone: u16) -> impl Iterator<Item = Group> {
    let joined = u32::from((mine | gone) & RANKS);
    let mine = u32::from(mine) & joined;
    let gone = joined & !mine;
    // The first card of each run, and the lowest of mine in each: the first card itself when it
    // is mine, else the card that adding it to the gone cards carries up to (past the gone
    // cards at the bottom of the run; beyond the run when none of it is mine).
    let starts = joined & !(joined << 1);
    let mut lows = (starts & mine) | ((gone + (starts & gone)) & mine);
    std::iter::from_fn(move || {
        if lows == 0 {
            return None;
        }
        let low = 31 - lows.leading_zeros();
        lows &= !(1 << low);
        // The first rank above the run: where adding the low card to the run carries to.
        let above = (joined + (1 << low)) & !joined;
        let cards = mine & (above - (1 << low));
        Some(Group {
            low,
            top: 31 - cards.leading_zeros(),
            several: cards & (cards - 1) != 0,
        })
    })
}

/// The lowest of the mover's cards equal to card `bit`, which the mover holds: the card
/// [`generate`] gives for the group of equal cards holding it.
pub(crate) fn lowest_equal(node: &Node, bit: u32) -> u32 {
    let suit = (bit >> 4) as usize;
    let rank = bit & 15;
    let mine = lane(node.hands[node.to_move()], suit);
    // Groups come from the highest down: the first reaching down to the rank holds it.
    let low = groups(mine, lane(node.gone, suit))
        .find(|group| group.low <= rank)
        .map_or(rank, |group| group.low);
    16 * suit as u32 + low
}

/// The first three cards of a suit among those not yet gone (in the hands or on the table):
/// their ranks and holders, [`NOBODY`] for a card that does not exist.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ranking {
    /// The best card's rank and holder.
    pub(crate) winner: (u32, usize),
    /// The second best card's rank and holder.
    pub(crate) second: (u32, usize),
    /// The third best card's rank and holder.
    pub(crate) third: (u32, usize),
}

impl Ranking {
    /// The first three cards of `suit` among the cards in the hands or on the table of
    /// `node`.
    pub(crate) fn of(suits: &SuitTables, node: &Node, suit: usize) -> Ranking {
        let set = suits.get(suit, node.all() | node.table);
        let card = |i: usize| (u32::from(set.best[i]), usize::from(set.best_holders[i]));
        Ranking {
            winner: card(0),
            second: card(1),
            third: card(2),
        }
    }
}

/// What every weight of a node looks at: the seats around the one to move, and whether the
/// trump rules apply (a trump suit with a trump still out at the start of the trick).
struct View<'a> {
    node: &'a Node,
    /// The deal's suit tables.
    suits: &'a SuitTables,
    /// The trump suit, or [`NO_TRUMP`] when none is left or the strain is no trump.
    trump: usize,
    /// Every card still in a hand.
    all: u64,
    seat: usize,
}

impl View<'_> {
    /// A seat's cards of a suit.
    fn cards(&self, seat: usize, suit: usize) -> u16 {
        lane(self.node.hands[seat], suit)
    }

    /// A seat's length in a suit.
    fn len(&self, seat: usize, suit: usize) -> i32 {
        self.cards(seat, suit).count_ones() as i32
    }

    /// A seat's trumps (none at no trump).
    fn trumps(&self, seat: usize) -> u16 {
        if self.trump == NO_TRUMP {
            0
        } else {
            self.cards(seat, self.trump)
        }
    }

    /// Whether a seat void in a side suit can ruff it.
    fn can_ruff(&self, seat: usize, suit: usize) -> bool {
        self.trump != NO_TRUMP
            && suit != self.trump
            && self.cards(seat, suit) == 0
            && self.trumps(seat) != 0
    }

    /// A card's place from the top among the cards of its suit still in the hands (the
    /// highest is 1): adding it favours lower cards.
    fn relative(&self, suit: usize, rank: u32) -> i32 {
        (lane(self.all, suit) >> rank).count_ones() as i32
    }

    /// The seat `places` to the left of the one to move.
    const fn seat_after(&self, places: usize) -> usize {
        (self.seat + places) & 3
    }
}

/// A discard's weight for the length of its suit: `64 * length / divisor`.
const fn length_weight(length: i32, divisor: i32) -> i32 {
    64 * length / divisor
}

/// The cards worth trying for the seat to move, best first.
pub(crate) fn generate(node: &Node, suits: &SuitTables, trump: usize, moves: &mut MoveList) {
    let all = node.all();
    let trump_left = trump != NO_TRUMP && lane(all | node.table, trump) != 0;
    let view = View {
        node,
        suits,
        trump: if trump_left { trump } else { NO_TRUMP },
        all,
        seat: node.to_move(),
    };
    let led = usize::from(node.led);
    let following = view.cards(view.seat, led);
    if node.played == 0 {
        lead::weigh(&view, moves);
    } else if following != 0 {
        let mut groups = groups(following, lane(node.gone, led));
        if let (Some(only), None) = (groups.next(), groups.next()) {
            // One group of equal cards to follow with: nothing to order.
            moves.push(16 * led as u32 + only.low, 0);
            return;
        }
        follow::weigh(&view, led, moves);
    } else {
        void::weigh(&view, led, moves);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranks(bits: &[u32]) -> u16 {
        bits.iter().fold(0, |set, &rank| set | 1 << rank)
    }

    #[test]
    fn groups_join_cards_across_gone_cards_highest_first() {
        // A Q 9 8 with K and T gone: A-K-Q is one group, T-9-8 another.
        let found: Vec<(u32, u32, bool)> = groups(ranks(&[14, 12, 9, 8]), ranks(&[13, 10]))
            .map(|g| (g.top, g.low, g.several))
            .collect();
        assert_eq!(found, vec![(14, 12, true), (9, 8, true)]);
        // A J 3 with nothing gone: three groups of one.
        let found: Vec<u32> = groups(ranks(&[14, 11, 3]), 0).map(|g| g.low).collect();
        assert_eq!(found, vec![14, 11, 3]);
    }

    /// The groups as the definition says, rank by rank from the ace down: a card of mine
    /// joins the group above when every rank between them is gone.
    fn groups_by_definition(mine: u16, gone: u16) -> Vec<(u32, u32, bool)> {
        let mut found: Vec<(u32, u32, bool)> = Vec::new();
        let mut joins = false;
        for rank in (2..=14).rev() {
            if mine & 1 << rank != 0 {
                match found.last_mut() {
                    Some(group) if joins => *group = (group.0, rank, true),
                    _ => found.push((rank, rank, false)),
                }
                joins = true;
            } else if gone & 1 << rank == 0 {
                joins = false;
            }
        }
        found
    }

    proptest::proptest! {
        /// The lengths kept as cards are played are the hands' lengths, at every card of a
        /// play (the shape the table is keyed by is read from them).
        #[test]
        fn the_lengths_kept_are_the_hands_lengths(
            seed in 0u64..1_000,
            choices in proptest::collection::vec(0usize..13, 52),
        ) {
            let deal = cards::DealGenerator::from_seed(seed).deal();
            let position = crate::Position::new(&deal, crate::Strain::NoTrump, cards::Seat::West, &[])
                .expect("a full deal");
            let mut node = crate::Solver::new().load(&position);
            // At the start, each nibble is the hand's length in its suit as the deal gives it.
            for seat in cards::Seat::ALL {
                for suit in cards::Suit::ALL {
                    let nibble = node.lengths >> Node::length_shift(seat.index(), suit.index()) & 15;
                    proptest::prop_assert_eq!(nibble, deal.hands()[seat.index()].suit_len(suit) as u64);
                }
            }
            proptest::prop_assert_eq!(node.lengths, Node::lengths_of(node.hands));
            for choice in choices {
                let mut legal = node.legal();
                for _ in 0..choice % legal.count_ones() as usize {
                    legal &= legal - 1;
                }
                node.play(legal.trailing_zeros(), NO_TRUMP);
                proptest::prop_assert_eq!(node.lengths, Node::lengths_of(node.hands));
            }
            proptest::prop_assert_eq!(node.lengths, 0);
        }

        #[test]
        fn groups_are_the_runs_of_mine_across_gone_cards(mine in 0u16..0x8000, gone in 0u16..0x8000) {
            let (mine, gone) = (mine & RANKS, gone & RANKS & !mine);
            let found: Vec<(u32, u32, bool)> =
                groups(mine, gone).map(|g| (g.top, g.low, g.several)).collect();
            proptest::prop_assert_eq!(found, groups_by_definition(mine, gone));
        }

        #[test]
        fn cards_come_heaviest_first_the_earlier_of_equal_weights_first(
            weights in proptest::collection::vec(-40i32..40, 0..=13)
        ) {
            let mut moves = MoveList::new();
            for (bit, &weight) in weights.iter().enumerate() {
                moves.push(bit as u32, weight);
            }
            let handed: Vec<u32> = std::iter::from_fn(|| moves.next_best()).collect();
            // A stable sort, heaviest first.
            let mut expected: Vec<u32> = (0..weights.len() as u32).collect();
            expected.sort_by_key(|&bit| std::cmp::Reverse(weights[bit as usize]));
            proptest::prop_assert_eq!(handed, expected);
        }
    }
}
