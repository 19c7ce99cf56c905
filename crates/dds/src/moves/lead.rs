//! The lead's weights (DDS's `WeightAllocTrump0` and `WeightAllocNT0`): suits the opponents
//! are short in first, leads that can win the trick, leads towards partner's winners.

use super::{Group, MoveList, NO_TRUMP, Ranking, View, lane};

/// Weighs every card of the leader.
pub(super) fn weigh(view: &View, moves: &mut MoveList) {
    let node = view.node;
    let leader = view.seat;
    // Suits spades first and each suit from the top, as DDS lists them (the earlier of equal
    // weights is tried first).
    for suit in (0..4).rev() {
        let mine = view.cards(leader, suit);
        if mine == 0 {
            continue;
        }
        let suit_view = Lead {
            view,
            suit,
            ranking: Ranking::of(view.suits, node, suit),
        };
        for group in super::groups(mine, lane(node.gone, suit)) {
            let weight = if view.trump == NO_TRUMP {
                suit_view.no_trump(group)
            } else {
                suit_view.trumps(group)
            };
            moves.push(16 * suit as u32 + group.low, weight);
        }
    }
}

/// One suit of the leader's, seen from the lead.
struct Lead<'a> {
    view: &'a View<'a>,
    suit: usize,
    ranking: Ranking,
}

impl Lead<'_> {
    const fn lho(&self) -> usize {
        self.view.seat_after(1)
    }

    const fn partner(&self) -> usize {
        self.view.seat_after(2)
    }

    const fn rho(&self) -> usize {
        self.view.seat_after(3)
    }

    fn len(&self, seat: usize) -> i32 {
        self.view.len(seat, self.suit)
    }

    fn cards(&self, seat: usize) -> u16 {
        self.view.cards(seat, self.suit)
    }

    /// The opponents' lengths, a void counted as a whole hand: a penalty for suits where
    /// they hold many cards, the lead's main term (`128 * (lho + rho) / divisor`).
    fn length_penalty(&self, divisor: i32) -> i32 {
        let cards_each = i32::from(self.view.node.tricks_left);
        let length = |seat| match self.len(seat) {
            0 => cards_each,
            n => n,
        };
        -(128 * (length(self.lho()) + length(self.rho())) / divisor)
    }

    /// Whether an opponent holding the suit's winner has it singleton.
    fn bare_winner_opposite(&self) -> bool {
        let holder = self.ranking.winner.1;
        (holder == self.lho() || holder == self.rho()) && self.len(holder) == 1
    }

    /// A bonus when the second and third best cards are ours, so the suit keeps its control
    /// on the next round.
    fn next_round_control(&self, both_partners: i32, split: i32) -> i32 {
        let (leader, partner) = (self.view.seat, self.partner());
        let (second, third) = (self.ranking.second.1, self.ranking.third.1);
        if second == partner && third == partner {
            both_partners
        } else if ((second == leader && third == partner) || (second == partner && third == leader))
            && self.len(partner) > 1
        {
            split
        } else {
            0
        }
    }

    /// Whether the lead can win the trick in a trump contract: the leader's winner, or a card
    /// of partner's above the opponents', that no opponent ruffs; or partner's ruff that no
    /// opponent overruffs.
    fn wins_with_trumps(&self, group: Group) -> bool {
        let view = self.view;
        let (suit, trump) = (self.suit, view.trump);
        let (lho, partner, rho) = (self.lho(), self.partner(), self.rho());
        let ruffed = || view.can_ruff(lho, suit) || view.can_ruff(rho, suit);
        if group.top == self.ranking.winner.0 {
            if suit == trump {
                return true;
            }
            if !view.can_ruff(partner, suit) {
                return !ruffed();
            }
            // Partner ruffs over an opponent void in the suit.
            let over = |seat| self.len(seat) > 0 || view.trumps(partner) > view.trumps(seat);
            return over(lho) && over(rho);
        }
        // Holdings of one suit never share a card: as numbers, the greater holds the higher
        // top card.
        if self.cards(partner) > self.cards(lho) | self.cards(rho) {
            return suit == trump || !ruffed();
        }
        if view.can_ruff(partner, suit) {
            return match (view.can_ruff(lho, suit), view.can_ruff(rho, suit)) {
                (true, true) => view.trumps(partner) > view.trumps(lho) | view.trumps(rho),
                (true, false) => view.trumps(partner) > view.trumps(lho),
                (false, true) => view.trumps(partner) > view.trumps(rho),
                (false, false) => true,
            };
        }
        false
    }

    /// The weight of a lead in a trump contract.
    fn trumps(&self, group: Group) -> i32 {
        let view = self.view;
        let (suit, trump, leader) = (self.suit, view.trump, view.seat);
        let (lho, partner, rho) = (self.lho(), self.partner(), self.rho());
        let mut bonus = 0;
        if suit != trump {
            if view.can_ruff(lho, suit) || view.can_ruff(rho, suit) {
                bonus = -12;
            }
            if view.can_ruff(partner, suit) && self.len(rho) > 0 {
                bonus += 17;
            }
        }
        let (winner, second) = (self.ranking.winner.1, self.ranking.second.1);
        if winner == rho || second == rho {
            if self.len(rho) != 1 {
                bonus -= 12;
            }
        } else if winner == lho && second == partner && self.len(partner) != 1 {
            bonus += 27;
        }
        if suit != trump
            && self.len(leader) == 1
            && view.trumps(leader) != 0
            && self.len(partner) > 1
            && winner == partner
        {
            bonus += 19;
        }
        let mut weight = self.length_penalty(13) + bonus;
        let top = group.top;
        let relative = view.relative(suit, top);
        let is_winner = top == self.ranking.winner.0;
        let is_second = top == self.ranking.second.0;
        if self.wins_with_trumps(group) {
            weight += if self.bare_winner_opposite() {
                35 + relative
            } else if winner == leader && second == partner {
                48 + relative
            } else if winner == leader && is_winner {
                31
            } else if winner == leader {
                -3 + relative
            } else if winner == partner && second == leader {
                42 + relative
            } else if winner == partner {
                28 + relative
            } else if group.several && is_second {
                40
            } else if group.several {
                22 + relative
            } else {
                11 + relative
            };
            weight
        } else {
            weight += self.next_round_control(20, 13);
            weight += if self.bare_winner_opposite() {
                2 + relative
            } else if winner == leader && second == partner {
                // The opponents can win only by ruffing.
                33 + relative
            } else if winner == leader && is_winner {
                38
            } else if winner == leader {
                -14 + relative
            } else if winner == partner {
                34 + relative
            } else if group.several && is_second {
                35
            } else {
                17 - top as i32
            };
            weight
        }
    }

    /// The weight of a lead at no trump.
    fn no_trump(&self, group: Group) -> i32 {
        let view = self.view;
        let (lho, partner, rho) = (self.lho(), self.partner(), self.rho());
        let mut weight = self.length_penalty(19);
        if self.len(partner) == 0 {
            weight -= 9;
        }
        let top = group.top;
        let relative = view.relative(self.suit, top);
        let (winner, second) = (self.ranking.winner.1, self.ranking.second.1);
        let can_win =
            top == self.ranking.winner.0 || self.cards(partner) > self.cards(lho) | self.cards(rho);
        if can_win {
            if second == rho {
                if self.len(rho) != 1 {
                    weight -= 1;
                }
            } else if second == lho {
                weight += if self.len(lho) != 1 { 22 } else { 16 };
            }
            let guarded_second =
                (second == lho && self.len(lho) != 1) || (second == rho && self.len(rho) != 1);
            weight += if guarded_second { 18 } else { 45 } + relative;
            weight
        } else {
            if winner == rho || second == rho {
                if self.len(rho) != 1 {
                    weight -= 10;
                }
            } else if winner == lho && second == partner && self.len(partner) != 1 {
                weight += 31;
            }
            weight += self.next_round_control(35, 25);
            weight += if self.bare_winner_opposite() {
                28 + relative
            } else if winner == view.seat {
                -17 + relative
            } else if !group.several {
                12 + relative
            } else if top == self.ranking.second.0 {
                48
            } else {
                29 - relative
            };
            weight
        }
    }
}
