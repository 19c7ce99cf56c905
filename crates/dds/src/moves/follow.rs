//! The weights of a card following suit (DDS's `TrumpNotvoid1`, `NTNotvoid1`,
//! `TrumpNotvoid2`, `NTNotvoid2`, `CombinedNotvoid3`): second hand low unless it wins, third
//! hand high enough to force out the fourth hand's honour, fourth hand the cheapest winner.

use super::{Group, MoveList, NO_TRUMP, Ranking, View, highest, lane, lowest};

/// Weighs every card of the led suit of the seat to move.
pub(super) fn weigh(view: &View, led: usize, moves: &mut MoveList) {
    let node = view.node;
    let mine = view.cards(view.seat, led);
    let groups = super::groups(mine, lane(node.gone, led));
    let follow = Follow {
        view,
        led,
        lead: u32::from(node.trick[0] & 15),
        winning: u32::from(node.winning),
    };
    // The forcing card of the third hand (see `forcing_card`) is known before the loop.
    let forcing = if node.played == 2 {
        follow.third_hand_forcing()
    } else {
        None
    };
    for group in groups {
        let weight = match node.played {
            1 => follow.second_hand(group),
            2 => follow.third_hand(group, forcing),
            _ => follow.fourth_hand(group),
        };
        moves.push(16 * led as u32 + group.low, weight);
    }
}

/// The trick in progress, seen by the seat to move, who follows suit.
struct Follow<'a> {
    view: &'a View<'a>,
    led: usize,
    /// The rank of the card led.
    lead: u32,
    /// The card winning the trick so far (bit index).
    winning: u32,
}

impl Follow<'_> {
    fn cards(&self, places: usize) -> u16 {
        self.view.cards(self.view.seat_after(places), self.led)
    }

    fn winning_rank(&self) -> u32 {
        self.winning & 15
    }

    fn winning_is_trump(&self) -> bool {
        self.view.trump != NO_TRUMP && (self.winning >> 4) as usize == self.view.trump
    }

    /// Second hand: low, unless a card of ours (or partner's, playing last) wins the trick.
    fn second_hand(&self, group: Group) -> i32 {
        let view = self.view;
        let r = group.top;
        let relative = view.relative(self.led, r);
        // The leader's partner plays next; our partner plays last.
        let (third, partner) = (view.seat_after(1), view.seat_after(2));
        let (max3, min3) = (highest(self.cards(1)), lowest(self.cards(1)));
        let (max_pd, min_pd) = (highest(self.cards(2)), lowest(self.cards(2)));
        let lead = self.lead;
        if view.trump == NO_TRUMP {
            if max_pd > lead && max_pd > max3 {
                return -(r as i32);
            }
            return if r > lead && r > max3 {
                81 - r as i32
            } else if min3 > r || min_pd > r {
                -3 + relative
            } else if r < lead {
                -11 + relative
            } else if group.several {
                10 + relative
            } else {
                13 - r as i32
            };
        }
        let trump = view.trump;
        let third_cannot_ruff = max3 != 0 || view.trumps(third) == 0;
        let partner_ruffs = max_pd == 0 && view.trumps(partner) != 0;
        let partner_overruffs = view.trumps(partner) > view.trumps(third);
        let wins = if self.led == trump {
            (max_pd > lead && max_pd > max3) || (r > lead && r > max3)
        } else if r > lead && r > max3 {
            third_cannot_ruff || (partner_ruffs && partner_overruffs)
        } else if max_pd > lead && max_pd > max3 {
            third_cannot_ruff
        } else if lead > max_pd && lead > max3 && lead > r && partner_ruffs {
            third_cannot_ruff || partner_overruffs
        } else {
            partner_ruffs
        };
        if wins {
            let leader = view.seat_after(3);
            if min3 > r {
                40 + relative
            } else if max_pd > lead && view.cards(leader, self.led) > self.cards(2) {
                // DDS compares the leader's remaining cards here, not ours (as written there).
                41 + relative
            } else if r > lead {
                if r < max_pd {
                    78 - r as i32
                } else if r > max3 {
                    73 - r as i32
                } else if group.several {
                    62 - r as i32
                } else {
                    49 - r as i32
                }
            } else if max_pd > 0 {
                47 - r as i32
            } else {
                40 - r as i32
            }
        } else if r < min3 || r < min_pd {
            -9 + relative
        } else if r < lead {
            -16 + relative
        } else if group.several {
            22 - r as i32
        } else {
            10 - r as i32
        }
    }

    /// The third hand's card that makes the fourth hand spend its best card (DDS's
    /// `RankForcesAce`): our lowest card above the fourth hand's second group, when that group
    /// beats the trick's winning card; else, when the second hand is winning, our lowest card
    /// above its card. The top rank of the chosen group of ours.
    fn third_hand_forcing(&self) -> Option<u32> {
        let node = self.view.node;
        let fourth = self.cards(1);
        let mut fourth_groups = super::groups(fourth, lane(node.gone, self.led));
        fourth_groups.next()?;
        let next_top = fourth_groups.next()?.top;
        let mine = self.cards(0);
        let lowest_above = |rank: u32| {
            let above = mine & !((2u16 << rank) - 1);
            (above != 0).then(|| super::run_top(mine, lane(node.gone, self.led), lowest(above)))
        };
        if next_top > self.winning_rank() {
            lowest_above(next_top)
        } else if usize::from(node.winner) == self.view.seat_after(3) {
            lowest_above(self.winning_rank())
        } else {
            None
        }
    }

    /// Third hand: low when partner's card holds the trick; else high enough to beat the
    /// second and fourth hands, or to force out the fourth hand's best card.
    fn third_hand(&self, group: Group, forcing: Option<u32>) -> i32 {
        let view = self.view;
        let node = view.node;
        let r = group.top;
        let low = -(r as i32);
        let fourth = self.cards(1);
        let (max4, min4) = (highest(fourth), lowest(fourth));
        let max3 = highest(self.cards(0));
        let win1 = self.winning_rank();
        let partner_winning = usize::from(node.winner) == view.seat_after(2);
        let forced = if forcing == Some(r) { 20 } else { 0 };
        let beats_both = r > win1 && r > max4;
        if view.trump == NO_TRUMP {
            if partner_winning && self.lead > max4 {
                return low + self.unblock(group);
            }
            if max3 < min4 || max3 < win1 {
                return low;
            }
            let force = if max4 > max3 && max4 > win1 {
                forced
            } else {
                0
            };
            return if beats_both { 60 - r as i32 } else { low } + force;
        }
        if self.led != view.trump && self.winning_is_trump() {
            return low;
        }
        if self.led == view.trump || partner_winning {
            if partner_winning && (max4 == 0 || self.lead > max4) {
                return low;
            }
            if max3 < min4 || max3 < win1 {
                return low;
            }
            if max3 > max4 {
                return if beats_both { 58 - r as i32 } else { low };
            }
            return low + forced;
        }
        // The second hand is winning with a card of the suit led.
        if max4 == 0 {
            return if r > win1 { 20 - r as i32 } else { low };
        }
        if max3 < min4 || max3 < win1 {
            return low;
        }
        if max3 > max4 {
            return if beats_both { 58 - r as i32 } else { low };
        }
        low + forced
    }

    /// At no trump, partner's lead holding the trick: overtake it with our cheapest card above
    /// it when partner led a singleton and our winners run the suit (unblocking).
    fn unblock(&self, group: Group) -> i32 {
        let view = self.view;
        let node = view.node;
        let led = self.led;
        let partner = view.seat_after(2);
        if view.cards(partner, led) != 0 {
            return 0;
        }
        let winner = Ranking::of(view.suits, node, led).winner;
        if winner.1 != view.seat {
            return 0;
        }
        let mine = self.cards(0);
        let opponents =
            (view.len(view.seat_after(1), led) - 1).max(view.len(view.seat_after(3), led));
        let gone_and_lead = lane(node.gone, led) | 1 << self.lead;
        let top_group = super::groups(mine, gone_and_lead).next();
        let top_len = top_group.map_or(0, |g| {
            (mine & ((2u16 << g.top) - 1) & !((1u16 << g.low) - 1)).count_ones() as i32
        });
        if opponents > top_len - 1 {
            return 0;
        }
        // Our cheapest group above partner's card.
        let cheapest = super::groups(mine, lane(node.gone, led))
            .filter(|g| g.top > self.lead)
            .last();
        if cheapest.is_some_and(|g| g.top == group.top) {
            20
        } else {
            0
        }
    }

    /// Fourth hand: the cheapest card that wins, unless partner is winning or an opponent
    /// ruffed.
    fn fourth_hand(&self, group: Group) -> i32 {
        let view = self.view;
        let r = group.top;
        let partner_winning = usize::from(view.node.winner) == view.seat_after(2);
        if partner_winning || (self.led != view.trump && self.winning_is_trump()) {
            return -(r as i32);
        }
        if r > self.winning_rank() {
            30 - r as i32
        } else {
            -(r as i32)
        }
    }
}
