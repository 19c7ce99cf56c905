//! The search's view of a position, and the cards worth trying in it, best first.
//!
//! A card is a bit index `16 * suit + rank` (suits clubs 0 to spades 3, ranks 2 to 14), the
//! layout of [`cards::Hand`]. Of cards that touch once the played cards are gone only one is
//! tried: they win and lose the same tricks.

/// The bits of one suit's ranks within a 16-bit lane.
const RANKS: u16 = 0x7ffc;
/// No trump, where a suit index is expected.
pub(crate) const NO_TRUMP: usize = 4;

/// One suit of a card set, as rank bits.
pub(crate) const fn lane(cards: u64, suit: usize) -> u16 {
    (cards >> (16 * suit)) as u16
}

const fn highest(bits: u16) -> u32 {
    15 - bits.leading_zeros()
}

/// A position as the search plays it: hands, the cards gone in finished tricks and the trick
/// in progress. Copied from parent to child, so nothing is undone.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    pub(crate) hands: [u64; 4],
    /// Cards of finished tricks.
    pub(crate) gone: u64,
    /// Cards of the trick in progress.
    pub(crate) table: u64,
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
    /// When the last card played ended a trick won by its rank (another card of the winning
    /// card's suit was played to it): the winning card. The result of the search depends on
    /// that card and every card above it.
    pub(crate) won_by_rank: u64,
}

impl Node {
    /// The seat to play.
    pub(crate) const fn to_move(self) -> usize {
        (self.leader as usize + self.played as usize) & 3
    }

    /// Plays card `bit` for the seat to move; returns `Some(north_south_won)` when it ends the
    /// trick.
    pub(crate) fn play(&mut self, bit: u32, trump: usize) -> Option<bool> {
        let seat = self.to_move();
        let card = 1u64 << bit;
        self.hands[seat] &= !card;
        self.table |= card;
        let suit = (bit >> 4) as usize;
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

/// Up to 13 cards with their ordering scores.
pub(crate) struct MoveList {
    bits: [u8; 13],
    scores: [i16; 13],
    len: usize,
}

impl MoveList {
    pub(crate) const fn new() -> MoveList {
        MoveList {
            bits: [0; 13],
            scores: [0; 13],
            len: 0,
        }
    }

    fn push(&mut self, bit: u32, score: i16) {
        // Insertion keeps the list sorted, best first; it never holds more than 13 cards.
        let mut at = self.len;
        while at > 0 && self.scores[at - 1] < score {
            self.bits[at] = self.bits[at - 1];
            self.scores[at] = self.scores[at - 1];
            at -= 1;
        }
        self.bits[at] = bit as u8;
        self.scores[at] = score;
        self.len += 1;
    }

    /// The cards, best first.
    pub(crate) fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.bits[..self.len].iter().map(|&bit| u32::from(bit))
    }
}

/// One card of each run of touching cards in `mine`, the cards between them being gone: the
/// lowest of each run.
fn representatives(mine: u16, gone: u16) -> u16 {
    let mut reps = 0;
    let mut below_is_mine = false;
    let mut live = !gone & RANKS;
    while live != 0 {
        let low = live & live.wrapping_neg();
        let is_mine = mine & low != 0;
        if is_mine && !below_is_mine {
            reps |= low;
        }
        below_is_mine = is_mine;
        live ^= low;
    }
    reps
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

/// The cards worth trying for the seat to move, best first.
/// `killer` is the lead that last settled a search with as many tricks left and the same
/// leader: tried first when the leader holds it.
pub(crate) fn generate(node: &Node, trump: usize, killer: u8, moves: &mut MoveList) {
    let led = usize::from(node.led);
    if node.played == 0 {
        lead_moves(node, trump, killer, moves);
    } else if lane(node.hands[node.to_move()], led) != 0 {
        follow_moves(node, trump, led, moves);
    } else {
        void_moves(node, trump, moves);
    }
}

fn opponents_can_ruff(node: &Node, seat: usize, suit: usize, trump: usize) -> bool {
    if trump == NO_TRUMP || suit == trump {
        return false;
    }
    [(seat + 1) & 3, (seat + 3) & 3]
        .iter()
        .any(|&opp| lane(node.hands[opp], suit) == 0 && lane(node.hands[opp], trump) != 0)
}

fn lead_moves(node: &Node, trump: usize, killer: u8, moves: &mut MoveList) {
    let seat = node.to_move();
    let partner = (seat + 2) & 3;
    let (lho, rho) = ((seat + 1) & 3, (seat + 3) & 3);
    let all = node.hands[0] | node.hands[1] | node.hands[2] | node.hands[3];
    for suit in 0..4 {
        let mine = lane(node.hands[seat], suit);
        if mine == 0 {
            continue;
        }
        let live = lane(all, suit);
        let top = 1u16 << highest(live);
        let ours = mine | lane(node.hands[partner], suit);
        let theirs = lane(node.hands[lho] | node.hands[rho], suit);
        let ruffable = opponents_can_ruff(node, seat, suit, trump);
        let partner_ruffs = trump != NO_TRUMP
            && suit != trump
            && lane(node.hands[partner], suit) == 0
            && lane(node.hands[partner], trump) != 0;
        let mut reps = representatives(mine, lane(node.gone, suit));
        while reps != 0 {
            let low = reps & reps.wrapping_neg();
            reps ^= low;
            let rank = low.trailing_zeros();
            // The run the card belongs to reaches the top when no live card above it is theirs
            // or partner's below our top; approximate by: we hold the suit's top card and this
            // card is above every card of theirs.
            let above_theirs = theirs == 0 || rank > highest(theirs);
            let base: i16 = if ruffable {
                if partner_ruffs { 20 } else { -10 }
            } else if mine & top != 0 && above_theirs {
                if suit == trump { 70 } else { 60 }
            } else if ours & top != 0 && (theirs == 0 || highest(ours) > highest(theirs)) {
                45
            } else if partner_ruffs && theirs != 0 {
                40
            } else if mine & top == 0 && (mine & !low) > low && theirs != 0 {
                // Leading low away from a higher card that is not a winner.
                0
            } else {
                15
            };
            let bit = 16 * suit as u32 + rank;
            let bonus = if bit == u32::from(killer) { 1000 } else { 0 };
            moves.push(bit, base * 4 - rank as i16 + bonus);
        }
    }
}

fn follow_moves(node: &Node, trump: usize, led: usize, moves: &mut MoveList) {
    let seat = node.to_move();
    let mine = lane(node.hands[seat], led);
    let winning_suit = usize::from(node.winning >> 4);
    let winning_rank = u32::from(node.winning & 15);
    let partner_winning = node.winner as usize == (seat + 2) & 3;
    let last = node.played == 3;
    let lho = (seat + 1) & 3;
    let lho_suit = lane(node.hands[lho], led);
    // The card to beat: the current winner when it is of the suit led; a trump cannot be beaten
    // by following suit.
    let beatable = winning_suit == led;
    let mut reps = representatives(mine, lane(node.gone, led));
    while reps != 0 {
        let low = reps & reps.wrapping_neg();
        reps ^= low;
        let rank = low.trailing_zeros();
        let beats = beatable && rank > winning_rank;
        let score: i16 = if partner_winning {
            if last {
                -(rank as i16)
            } else {
                // Third hand over partner's card: cover LHO's cards if that keeps the trick.
                let lho_beats_partner =
                    (beatable && lho_suit != 0 && highest(lho_suit) > winning_rank)
                        || (lho_suit == 0
                            && trump != NO_TRUMP
                            && lane(node.hands[lho], trump) != 0
                            && led != trump);
                if lho_beats_partner
                    && rank > winning_rank
                    && (lho_suit == 0 || rank > highest(lho_suit))
                {
                    40 - rank as i16
                } else {
                    20 - rank as i16
                }
            }
        } else if beats {
            if last {
                60 - rank as i16
            } else if node.played == 2 {
                let holds = lho_suit == 0 || rank > highest(lho_suit);
                if holds {
                    55 - rank as i16
                } else {
                    35 - rank as i16
                }
            } else {
                25 - rank as i16
            }
        } else {
            30 - rank as i16
        };
        moves.push(16 * led as u32 + rank, score);
    }
}

fn void_moves(node: &Node, trump: usize, moves: &mut MoveList) {
    let seat = node.to_move();
    let hand = node.hands[seat];
    let partner_winning = node.winner as usize == (seat + 2) & 3;
    let winning_suit = usize::from(node.winning >> 4);
    let winning_rank = u32::from(node.winning & 15);
    for suit in 0..4 {
        let mine = lane(hand, suit);
        if mine == 0 {
            continue;
        }
        let mut reps = representatives(mine, lane(node.gone, suit));
        let length = mine.count_ones() as i16;
        while reps != 0 {
            let low = reps & reps.wrapping_neg();
            reps ^= low;
            let rank = low.trailing_zeros();
            let score: i16 = if suit == trump {
                let overruffs = winning_suit != trump || rank > winning_rank;
                if partner_winning {
                    -20 - rank as i16
                } else if overruffs {
                    60 - rank as i16
                } else {
                    -30 - rank as i16
                }
            } else {
                // Discard: low cards of long suits first.
                10 + length - rank as i16
            };
            moves.push(16 * suit as u32 + rank, score);
        }
    }
}
