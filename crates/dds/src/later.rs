//! Bounds at the start of a trick for the side not on lead, when one side needs every trick
//! or all but one (DDS's later tricks, read for their rules in its `LaterTricks.cpp`; the code
//! is ours): the top trumps that must score, the trumps of a side whose opponents have none,
//! and at no trump the suits the leader's side can run.

use crate::moves::{NO_TRUMP, NOBODY, Node, lane};
use crate::quick::Table;

/// Whether [`later_tricks`] can prove anything: the side not on lead needs one or two tricks,
/// or the side on lead has no trump left.
pub(crate) fn might_count_later(node: &Node, trump: usize, needs: u32) -> bool {
    if needs <= 2 {
        return true;
    }
    let leader = usize::from(node.leader);
    trump != NO_TRUMP && lane(node.hands[leader] | node.hands[(leader + 2) & 3], trump) == 0
}

/// Whether the side not on lead surely takes the `needs` tricks it needs (1 or 2 make the
/// bounds apply), and the cards that decided it.
pub(crate) fn later_tricks(table: &Table, needs: u32) -> Option<u64> {
    let n = u32::from(table.node.tricks_left);
    let trump = table.trump;
    let ours = |seat: usize| seat != NOBODY && seat != table.leader && seat != table.partner;
    let card = |suit: usize, rank: u32| 1u64 << (16 * suit as u32 + rank);
    let no_trumps_left = trump == NO_TRUMP || table.rankings[trump].winner.0 == 0;
    if no_trumps_left {
        // The leader's side takes at most, in each suit where it holds the best card, as many
        // tricks as its longer hand has cards there: if that is short of every trick, we
        // take one.
        let theirs: u32 = (0..4)
            .filter_map(|suit| {
                let holder = table.rankings[suit].winner.1;
                (holder != NOBODY && !ours(holder)).then(|| {
                    table
                        .len(holder, suit)
                        .max(table.len((holder + 2) & 3, suit))
                })
            })
            .sum();
        if needs > 1 || theirs == 0 || theirs >= n {
            return None;
        }
        let mut cards = 0;
        for suit in 0..4 {
            let (rank, holder) = table.rankings[suit].winner;
            let alone = (1..4).all(|place| table.len((holder + place) & 3, suit) == 0);
            if ours(holder) && !alone {
                cards |= card(suit, rank);
            }
        }
        return Some(cards);
    }
    let ranking = table.rankings[trump];
    let (top, second, third) = (ranking.winner, ranking.second, ranking.third);
    let trumps = |seat: usize| table.len(seat, trump);
    if ours(top.1) {
        if trumps(table.leader) == 0 && trumps(table.partner) == 0 {
            // The leader's side has no trumps: each trump of our longer hand scores.
            let longer = trumps(table.lho).max(trumps(table.rho));
            return (longer >= needs).then_some(0);
        }
        if needs <= 1 {
            // The best trump takes a trick.
            return Some(card(trump, top.0));
        }
        let guarded = second.1 != NOBODY
            && ours(second.1)
            && (trumps(second.1) > 1 || trumps((second.1 + 2) & 3) > 1);
        return (needs <= 2 && guarded).then(|| card(trump, second.0));
    }
    // The leader's side holds the best trump: our second best scores if it is guarded and
    // sits over the best; else the third best, if ours, makes one.
    if second.1 == NOBODY || !ours(second.1) || trumps(second.1) <= 1 || needs > 1 {
        return None;
    }
    if top.1 == (second.1 + 3) & 3 {
        return Some(card(trump, second.0));
    }
    (third.1 != NOBODY && ours(third.1)).then(|| card(trump, third.0))
}
