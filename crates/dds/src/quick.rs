//! Tricks counted at the start of a trick without searching: the winners the side on lead can
//! cash from the top, in the leader's hand and, through an entry, in partner's; second-best
//! cards that run with the best; length winners when the opponents are out of the suit; a
//! ruff by partner. When the count reaches what the side needs, the search stops there.
//!
//! The rules are DDS's (its `QuickTricks.cpp`, read for them; this code is ours). The cards
//! that decided a count are returned with it: the counted winners and the entry to partner.
//! With the ranks of the cards below them, the count holds whoever holds those.

use crate::moves::{NO_TRUMP, Node, Ranking, highest, lane};
use crate::suits::SuitTables;

/// What the count proves at the start of a trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Quick {
    /// The side on lead takes the tricks it needs; the cards that decided it.
    Leader(u64),
    /// The other side wins this trick and needs no more; the cards that decided it.
    Other(u64),
    /// Nothing proved.
    Unknown,
}

/// What a suit's count tells the loop over the suits.
enum Step {
    /// The side has enough tricks.
    Reached,
    /// The suit is counted out: go to the next.
    NextSuit,
    /// Go on to the partner-ruff rule for this suit.
    GoOn,
}

/// The running count.
struct Count {
    tricks: u32,
    /// The tricks the side on lead needs.
    cutoff: u32,
    /// The cards that decided the count so far.
    cards: u64,
}

impl Count {
    /// Adds tricks; whether the side now has what it needs.
    fn add(&mut self, tricks: u32) -> bool {
        self.tricks += tricks;
        self.tricks >= self.cutoff
    }

    /// Adds the rest of a suit's tricks, after which the suit is counted out.
    fn rest(&mut self, tricks: u32) -> Step {
        if self.add(tricks) {
            Step::Reached
        } else {
            Step::NextSuit
        }
    }

    fn card(&mut self, suit: usize, rank: u32) {
        if rank != 0 {
            self.cards |= 1u64 << (16 * suit as u32 + rank);
        }
    }
}

/// A card of the leader's that partner's winner captures (or partner's that the leader's
/// does), so the lead can pass to partner: its suit and the rank of partner's winner.
#[derive(Clone, Copy)]
struct Entry {
    suit: usize,
    rank: u32,
}

/// The hands at the start of a trick, seen from the leader.
pub(crate) struct Table<'a> {
    pub(crate) node: &'a Node,
    /// The trump suit ([`NO_TRUMP`] at no trump, whether or not trumps are left).
    pub(crate) trump: usize,
    pub(crate) leader: usize,
    pub(crate) partner: usize,
    pub(crate) lho: usize,
    pub(crate) rho: usize,
    /// The three best cards of each suit and who holds them.
    pub(crate) rankings: [Ranking; 4],
}

impl<'a> Table<'a> {
    /// The table of a node (at the start of a trick, or in the middle: the cards on the table
    /// count as their players').
    pub(crate) fn new(node: &'a Node, suits: &SuitTables, trump: usize) -> Table<'a> {
        let leader = usize::from(node.leader);
        Table {
            node,
            trump,
            leader,
            partner: (leader + 2) & 3,
            lho: (leader + 1) & 3,
            rho: (leader + 3) & 3,
            rankings: std::array::from_fn(|suit| Ranking::of(suits, node, suit)),
        }
    }

    pub(crate) fn len(&self, seat: usize, suit: usize) -> u32 {
        lane(self.node.hands[seat], suit).count_ones()
    }

    /// The leader's, partner's, left-hand and right-hand opponents' lengths in a suit.
    fn lengths(&self, suit: usize) -> (u32, u32, (u32, u32)) {
        (
            self.len(self.leader, suit),
            self.len(self.partner, suit),
            (self.len(self.lho, suit), self.len(self.rho, suit)),
        )
    }

    pub(crate) fn cards(&self, seat: usize, suit: usize) -> u16 {
        lane(self.node.hands[seat], suit)
    }

    fn is_side_suit(&self, suit: usize) -> bool {
        self.trump != NO_TRUMP && suit != self.trump
    }

    /// Whether an opponent follows suit or has no trump to ruff with (always at no trump).
    fn cannot_ruff(&self, seat: usize, suit: usize) -> bool {
        self.trump == NO_TRUMP || self.len(seat, suit) > 0 || self.len(seat, self.trump) == 0
    }

    fn ours(&self, seat: usize) -> bool {
        seat == self.leader || seat == self.partner
    }

    /// An entry to partner: a suit the leader holds where partner holds the best card (or the
    /// second best over the leader's best, both holding two or more), that neither opponent
    /// can ruff; failing that, partner's best trump over a trump of the leader's.
    fn entry(&self) -> Option<Entry> {
        let (leader, partner) = (self.leader, self.partner);
        for suit in (0..4).rev() {
            if self.trump != NO_TRUMP && suit == self.trump {
                continue;
            }
            let no_ruff = self.cannot_ruff(self.lho, suit) && self.cannot_ruff(self.rho, suit);
            let Ranking { winner, second, .. } = self.rankings[suit];
            if winner.1 == partner {
                if self.len(leader, suit) > 0 && no_ruff {
                    return Some(Entry {
                        suit,
                        rank: winner.0,
                    });
                }
            } else if second.1 == partner
                && winner.1 == leader
                && self.len(leader, suit) >= 2
                && self.len(partner, suit) >= 2
                && no_ruff
            {
                return Some(Entry {
                    suit,
                    rank: second.0,
                });
            }
        }
        let trump = self.trump;
        (trump != NO_TRUMP
            && self.len(leader, trump) > 0
            && self.rankings[trump].winner.1 == partner)
            .then(|| Entry {
                suit: trump,
                rank: self.rankings[trump].winner.0,
            })
    }

    /// Whether `seat` holds a card of a side suit where `other` is void.
    fn can_lead_to_void(&self, seat: usize, other: usize) -> bool {
        (0..4).any(|suit| {
            suit != self.trump && self.len(seat, suit) > 0 && self.len(other, suit) == 0
        })
    }
}

/// The most [`quick_tricks`] can count for the side on lead (short of a cutoff of one trick):
/// in each suit where that side holds the best card, its longer hand's length, and one more
/// in the trump suit for a ruff. Cheap, so that the count is not made when it cannot succeed.
pub(crate) fn quick_tricks_at_most(node: &Node, suits: &SuitTables, trump: usize) -> u32 {
    let leader = usize::from(node.leader);
    let partner = (leader + 2) & 3;
    let all = node.all();
    (0..4)
        .filter(|&suit| {
            let holder = usize::from(suits.get(suit, all).best_holders[0]);
            holder == leader || holder == partner
        })
        .map(|suit| {
            let own = lane(node.hands[leader], suit).count_ones();
            let part = lane(node.hands[partner], suit).count_ones();
            own.max(part) + u32::from(suit == trump)
        })
        .sum()
}

/// Counts the quick tricks of the side on lead at the start of a trick. `cutoff` is how many
/// tricks that side needs, `other_cutoff` how many the other side needs (both at least 1).
pub(crate) fn quick_tricks(table: &Table, cutoff: u32, other_cutoff: u32) -> Quick {
    let (trump, leader) = (table.trump, table.leader);
    let mut count = Count {
        tricks: 0,
        cutoff,
        cards: 0,
    };
    if count_suits(table, &mut count) {
        return Quick::Leader(count.cards);
    }
    // Nothing to cash: at no trump (or with no trump left), an opponent holds the best card of
    // every suit the leader can lead, so the other side wins this trick.
    let no_trumps_left = trump == NO_TRUMP || table.rankings[trump].winner.0 == 0;
    if count.tricks == 0 && no_trumps_left && other_cutoff <= 1 {
        let mut cards = count.cards;
        for suit in 0..4 {
            let winner = table.rankings[suit].winner.0;
            if winner != 0 && table.len(leader, suit) > 0 {
                cards = cards & !(0xffffu64 << (16 * suit)) | 1u64 << (16 * suit as u32 + winner);
            }
        }
        return Quick::Other(cards);
    }
    Quick::Unknown
}

/// Counts suit by suit, the trump suit first; whether the count reached the cutoff.
fn count_suits(table: &Table, count: &mut Count) -> bool {
    let trump = table.trump;
    let (leader, partner, lho, rho) = (table.leader, table.partner, table.lho, table.rho);
    let entry = table.entry();
    // The opponents' trumps, less those drawn by the trump winners counted.
    let mut opponent_trumps = if trump == NO_TRUMP {
        [0, 0]
    } else {
        [table.len(lho, trump), table.len(rho, trump)]
    };
    let mut partner_ruff_counted = false;
    let suits = std::iter::once(trump)
        .filter(|&suit| suit < 4)
        .chain((0..4).rev().filter(|&suit| suit != trump));
    for suit in suits {
        let own = table.len(leader, suit);
        let part = table.len(partner, suit);
        let opponents = table.len(lho, suit) + table.len(rho, suit);
        let side = table.is_side_suit(suit);
        let no_opponent_trumps = opponent_trumps == [0, 0];
        if opponents == 0 && part == 0 {
            // Only the leader holds the suit: every card is a winner, unless ruffed.
            if own == 0 || (side && !no_opponent_trumps) {
                continue;
            }
            if count.add(own) {
                return true;
            }
            continue;
        }
        if opponents == 0 {
            // Only our side holds the suit: as many tricks as the longer hand has trumps (and
            // one more for a ruff by partner first), or as the shorter hand has cards.
            if !side {
                if suit == trump {
                    let mut sum = own.max(part);
                    if own >= part && sum > 0 && table.can_lead_to_void(leader, partner) {
                        sum += 1;
                    }
                    if sum >= count.cutoff {
                        return true;
                    }
                } else if own.min(part) >= count.cutoff {
                    return true;
                }
            } else if no_opponent_trumps && own.min(part) >= count.cutoff {
                return true;
            }
        }
        if let Some(entry) = entry
            && opponents == 0
        {
            if own == 0 {
                // Partner's suit alone, reached through the entry.
                if side && !no_opponent_trumps {
                    continue;
                }
                count.card(entry.suit, entry.rank);
                if count.add(part) {
                    return true;
                }
                continue;
            }
            if trump != NO_TRUMP && suit == trump {
                let mut sum = own.max(part);
                if own <= part && sum > 0 && table.can_lead_to_void(partner, leader) {
                    sum += 1;
                }
                if sum >= count.cutoff {
                    count.card(entry.suit, entry.rank);
                    return true;
                }
            }
        }
        let winner = table.rankings[suit].winner;
        if winner.0 == 0 {
            continue;
        }
        let step = if winner.1 == leader {
            if side {
                leader_side_suit(table, count, suit, opponent_trumps)
            } else {
                leader_top_suit(table, count, suit, entry, &mut opponent_trumps)
            }
        } else if winner.1 == partner
            && let Some(entry) = entry
        {
            partner_suit(table, count, suit, entry, opponent_trumps)
        } else {
            Step::GoOn
        };
        match step {
            Step::Reached => return true,
            Step::NextSuit => continue,
            Step::GoOn => {}
        }
        if side
            && own > 0
            && !partner_ruff_counted
            && part == 0
            && table.len(partner, trump) > 0
            && (count.tricks == 0
                || (!table.ours(winner.1) && !table.ours(table.rankings[trump].winner.1)))
        {
            // Partner ruffs the suit led: a trick, unless an opponent overruffs.
            let partner_trumps = table.cards(partner, trump);
            let lho_void = table.len(lho, suit) == 0;
            let rho_void = table.len(rho, suit) == 0;
            let over = |seat: usize| table.cards(seat, trump) < partner_trumps;
            let ruffs = match (table.cannot_ruff(lho, suit), table.cannot_ruff(rho, suit)) {
                (true, true) => true,
                _ if lho_void && rho_void => {
                    table.cards(lho, trump) | table.cards(rho, trump) < partner_trumps
                }
                _ if lho_void => over(lho),
                _ => over(rho),
            };
            if ruffs {
                partner_ruff_counted = true;
                if !(table.cannot_ruff(lho, suit) && table.cannot_ruff(rho, suit)) {
                    count.card(trump, highest(partner_trumps));
                }
                if count.cutoff <= 1 {
                    return true;
                }
            }
            continue;
        }
        if count.tricks >= count.cutoff {
            return true;
        }
    }
    false
}

/// The leader holds the best card of a side suit in a trump contract: it wins unless an
/// opponent ruffs; with the opponents out of trumps, the second best too, and the rest of
/// the suit when the others hold no more cards than the top ones take.
fn leader_side_suit(
    table: &Table,
    count: &mut Count,
    suit: usize,
    opponent_trumps: [u32; 2],
) -> Step {
    let (leader, partner) = (table.leader, table.partner);
    let (own, part, (l, r)) = table.lengths(suit);
    let Ranking { winner, second, .. } = table.rankings[suit];
    let no_opponent_trumps = opponent_trumps == [0, 0];
    if (l != 0 || opponent_trumps[0] == 0) && (r != 0 || opponent_trumps[1] == 0) {
        count.card(suit, winner.0);
        if count.add(1) {
            return Step::Reached;
        }
        if l <= 1 && r <= 1 && part <= 1 && no_opponent_trumps {
            return count.rest(own - 1);
        }
    }
    if !no_opponent_trumps {
        return Step::GoOn;
    }
    second_best(count, suit, second, own, part, (l, r), leader, partner)
}

/// The leader holds the best card of a suit at no trump, or of the trump suit: it wins; so
/// does the second best in either hand (trumps drawn as they are counted), and the rest of
/// the suit when the others hold no more cards than the top ones take.
fn leader_top_suit(
    table: &Table,
    count: &mut Count,
    suit: usize,
    entry: Option<Entry>,
    opponent_trumps: &mut [u32; 2],
) -> Step {
    let (leader, partner) = (table.leader, table.partner);
    let (own, part, (l, r)) = table.lengths(suit);
    let Ranking { winner, second, .. } = table.rankings[suit];
    let draws_trumps = suit == table.trump && entry.is_none_or(|entry| entry.suit != suit);
    let draw = |opponent_trumps: &mut [u32; 2]| {
        if draws_trumps {
            *opponent_trumps = opponent_trumps.map(|n| n.saturating_sub(1));
        }
    };
    count.card(suit, winner.0);
    if count.add(1) {
        return Step::Reached;
    }
    draw(opponent_trumps);
    if l <= 1 && r <= 1 && part <= 1 {
        return count.rest(own - 1);
    }
    if second.1 == leader || (second.1 == partner && own > 1 && part > 1) {
        let step = second_best(count, suit, second, own, part, (l, r), leader, partner);
        if !matches!(step, Step::Reached) {
            draw(opponent_trumps);
        }
        return step;
    }
    Step::GoOn
}

/// After the best card of a suit is counted for `holder` (the leader, or partner through the
/// entry): the second best, in the same hand or (both hands holding two or more) the other,
/// and then the rest of the suit when the opponents hold at most two cards each and the
/// other hand no more than the top ones take.
#[allow(clippy::too_many_arguments)]
fn second_best(
    count: &mut Count,
    suit: usize,
    second: (u32, usize),
    holder_len: u32,
    other_len: u32,
    (l, r): (u32, u32),
    holder: usize,
    other: usize,
) -> Step {
    if second.1 == holder {
        count.card(suit, second.0);
        if count.add(1) {
            return Step::Reached;
        }
        if l <= 2 && r <= 2 && other_len <= 2 {
            return count.rest(holder_len - 2);
        }
    } else if second.1 == other && holder_len > 1 && other_len > 1 {
        count.card(suit, second.0);
        if count.add(1) {
            return Step::Reached;
        }
        if l <= 2 && r <= 2 && (other_len <= 2 || holder_len <= 2) {
            return count.rest((holder_len - 2).max(other_len - 2));
        }
    }
    Step::GoOn
}

/// Partner holds the best card of a suit and the leader can reach partner: the best card wins
/// unless an opponent ruffs; then the second best (with the opponents out of trumps), or a
/// finesse of partner's third best against the second best on his right in the entry suit.
fn partner_suit(
    table: &Table,
    count: &mut Count,
    suit: usize,
    entry: Entry,
    opponent_trumps: [u32; 2],
) -> Step {
    let (leader, partner) = (table.leader, table.partner);
    let (own, part, (l, r)) = table.lengths(suit);
    let Ranking {
        winner,
        second,
        third,
    } = table.rankings[suit];
    let side = table.is_side_suit(suit);
    let no_opponent_trumps = opponent_trumps == [0, 0];
    if !side || ((l != 0 || opponent_trumps[0] == 0) && (r != 0 || opponent_trumps[1] == 0)) {
        count.card(suit, winner.0);
        count.card(entry.suit, entry.rank);
        if count.add(1) {
            return Step::Reached;
        }
        if l <= 1 && r <= 1 && own <= 1 && (!side || no_opponent_trumps) {
            return count.rest(part - 1);
        }
    }
    if side && !no_opponent_trumps && second.1 != table.lho {
        return Step::GoOn;
    }
    if second.1 == partner || (second.1 == leader && part > 1 && own > 1) {
        count.card(entry.suit, entry.rank);
        return second_best(count, suit, second, part, own, (l, r), partner, leader);
    }
    let finesse_safe =
        !side || ((l >= 2 || opponent_trumps[0] == 0) && (r >= 2 || opponent_trumps[1] == 0));
    if suit == entry.suit && second.1 == table.lho && finesse_safe && third.1 == partner {
        count.card(suit, third.0);
        count.card(entry.suit, entry.rank);
        if count.add(1) {
            return Step::Reached;
        }
        if side && own <= 2 && l <= 2 && r <= 2 && no_opponent_trumps && count.add(part - 2) {
            return Step::Reached;
        }
    }
    Step::GoOn
}

/// Whether the side of the second hand to play wins the trick in progress and with it the
/// `needs` tricks it needs (DDS's second-hand quick tricks): it ruffs where the next hand
/// cannot overruff, or holds the best card of the suit led over the next hand's; at no trump
/// the hand that wins then cashes its other winners. The cards that decided it.
pub(crate) fn second_hand_tricks(
    node: &Node,
    suits: &SuitTables,
    trump: usize,
    needs: u32,
) -> Option<u64> {
    let seat = node.to_move();
    let (next, partner) = ((seat + 1) & 3, (seat + 2) & 3);
    let led = usize::from(node.led);
    let suit_of = |who: usize, suit: usize| lane(node.hands[who], suit);
    let ruffs = |who: usize| {
        trump != NO_TRUMP && led != trump && suit_of(who, led) == 0 && suit_of(who, trump) != 0
    };
    let ours = suit_of(seat, led) | suit_of(partner, led);
    let mut cards = 0u64;
    if ruffs(seat) || ruffs(partner) {
        if ruffs(next) {
            return None;
        }
    } else if ours > (1u16 << (node.trick[0] & 15)) | suit_of(next, led) {
        if ruffs(next) {
            return None;
        }
        cards |= 1u64 << (16 * led as u32 + highest(ours));
    } else {
        return None;
    }
    let mut tricks = 1;
    if tricks >= needs {
        return Some(cards);
    }
    if trump != NO_TRUMP {
        return None;
    }
    // At no trump the hand with our best card of the suit led wins and leads on.
    let winner = if suit_of(seat, led) > suit_of(partner, led) {
        seat
    } else {
        partner
    };
    let ranking = Ranking::of(suits, node, led);
    if ranking.winner.1 == winner && ranking.second.0 != 0 && ranking.second.1 == winner {
        tricks += 1;
        cards |= 1u64 << (16 * led as u32 + ranking.second.0);
        if tricks >= needs {
            return Some(cards);
        }
    }
    for suit in (0..4).filter(|&suit| suit != led && suit_of(winner, suit) != 0) {
        let others = (1..4).all(|place| suit_of((winner + place) & 3, suit) == 0);
        if others {
            // A suit nobody else holds: every card of it wins.
            tricks += suit_of(winner, suit).count_ones();
        } else {
            let best = Ranking::of(suits, node, suit).winner;
            if best.1 != winner {
                continue;
            }
            tricks += 1;
            cards |= 1u64 << (16 * suit as u32 + best.0);
        }
        if tricks >= needs {
            return Some(cards);
        }
    }
    None
}
