//! The weights of a card following suit (DDS's `TrumpNotvoid1`, `NTNotvoid1`,
//! `TrumpNotvoid2`, `NTNotvoid2`, `CombinedNotvoid3`): second hand low unless it wins, third
//! hand high enough to force out the fourth hand's honour, fourth hand the cheapest winner.

use super::{Group, MoveList, NO_TRUMP, Ranking, View, highest, lane, lowest};

/// Weighs every card of the led suit of the seat to move.
pub(super) fn weigh(view: &View, led: usize, moves: &mut MoveList) {
    let node = view.node;
    if node.played == 3 {
        return fourth_hand(view, led, moves);
    }
    let follow = Follow::new(view, led);
    let groups = super::groups(follow.mine, lane(node.gone, led));
    match node.played {
        1 => {
            let second = follow.second_hand_trick();
            for group in groups {
                moves.push(
                    16 * led as u32 + group.low,
                    follow.second_hand(&second, group),
                );
            }
        }
        _ => {
            // Third hand: the card that forces out the fourth hand's best, and the one that
            // unblocks, are known before the loop.
            let forcing = follow.third_hand_forcing();
            let unblocking = follow.unblocking();
            for group in groups {
                let weight = follow.third_hand(group, forcing, unblocking);
                moves.push(16 * led as u32 + group.low, weight);
            }
        }
    }
}

/// Fourth hand: the cheapest card that wins, unless partner is winning or an opponent
/// ruffed; then the other winners, cheapest first; then the rest, lowest first.
fn fourth_hand(view: &View, led: usize, moves: &mut MoveList) {
    let node = view.node;
    let winning = u32::from(node.winning);
    let partner_winning = usize::from(node.winner) == view.seat_after(2);
    let ruffed =
        view.trump != NO_TRUMP && led != view.trump && (winning >> 4) as usize == view.trump;
    // The rank a card must beat to win the trick (none can when partner holds it or it is
    // ruffed).
    let to_beat = if partner_winning || ruffed {
        15
    } else {
        winning & 15
    };
    for group in super::groups(view.cards(view.seat, led), lane(node.gone, led)) {
        let r = group.top as i32;
        let weight = if group.top > to_beat { 30 - r } else { -r };
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
    /// Our cards of the suit led.
    mine: u16,
    /// The next hand's cards of the suit led: their highest and lowest ranks (0 if none).
    next: (u32, u32),
    /// The same for the hand after it.
    after: (u32, u32),
    /// Whether the hand after next (partner, for the second and fourth hands) holds the trick.
    after_winning: bool,
}

/// What the second hand's weights need of the rest of the trick, found once a node.
struct SecondHandTrick {
    /// The next hand follows suit or has no trump.
    next_cannot_ruff: bool,
    /// Partner (last to play) is void in the suit led and has trumps.
    partner_ruffs: bool,
    /// Partner's trumps are above the next hand's.
    partner_overruffs: bool,
    /// DDS's test of the leader's remaining cards against partner's (see `second_hand`).
    leader_over_partner: bool,
}

impl<'a> Follow<'a> {
    fn new(view: &'a View<'a>, led: usize) -> Follow<'a> {
        let node = view.node;
        let next = view.cards(view.seat_after(1), led);
        let after = view.cards(view.seat_after(2), led);
        Follow {
            view,
            led,
            lead: u32::from(node.trick[0] & 15),
            winning: u32::from(node.winning),
            mine: view.cards(view.seat, led),
            next: (highest(next), lowest(next)),
            after: (highest(after), lowest(after)),
            after_winning: usize::from(node.winner) == view.seat_after(2),
        }
    }

    fn winning_rank(&self) -> u32 {
        self.winning & 15
    }

    fn winning_is_trump(&self) -> bool {
        self.view.trump != NO_TRUMP && (self.winning >> 4) as usize == self.view.trump
    }

    fn second_hand_trick(&self) -> SecondHandTrick {
        let view = self.view;
        let (third, partner, leader) = (view.seat_after(1), view.seat_after(2), view.seat_after(3));
        SecondHandTrick {
            next_cannot_ruff: self.next.0 != 0 || view.trumps(third) == 0,
            partner_ruffs: self.after.0 == 0 && view.trumps(partner) != 0,
            partner_overruffs: view.trumps(partner) > view.trumps(third),
            leader_over_partner: self.after.0 > self.lead
                && view.cards(leader, self.led) > view.cards(partner, self.led),
        }
    }

    /// Second hand: low, unless a card of ours (or partner's, playing last) wins the trick.
    fn second_hand(&self, trick: &SecondHandTrick, group: Group) -> i32 {
        let view = self.view;
        let r = group.top;
        let relative = view.relative(self.led, r);
        // The leader's partner plays next; our partner plays last.
        let (max3, min3) = self.next;
        let (max_pd, min_pd) = self.after;
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
        let wins = if self.led == view.trump {
            (max_pd > lead && max_pd > max3) || (r > lead && r > max3)
        } else if r > lead && r > max3 {
            trick.next_cannot_ruff || (trick.partner_ruffs && trick.partner_overruffs)
        } else if max_pd > lead && max_pd > max3 {
            trick.next_cannot_ruff
        } else if lead > max_pd && lead > max3 && lead > r && trick.partner_ruffs {
            trick.next_cannot_ruff || trick.partner_overruffs
        } else {
            trick.partner_ruffs
        };
        if wins {
            if min3 > r {
                40 + relative
            } else if trick.leader_over_partner {
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
        let fourth = self.view.cards(self.view.seat_after(1), self.led);
        let mut fourth_groups = super::groups(fourth, lane(node.gone, self.led));
        fourth_groups.next()?;
        let next_top = fourth_groups.next()?.top;
        let mine = self.mine;
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
    fn third_hand(&self, group: Group, forcing: Option<u32>, unblocking: Option<u32>) -> i32 {
        let view = self.view;
        let r = group.top;
        let low = -(r as i32);
        let (max4, min4) = self.next;
        let max3 = highest(self.mine);
        let win1 = self.winning_rank();
        let partner_winning = self.after_winning;
        let forced = if forcing == Some(r) { 20 } else { 0 };
        let beats_both = r > win1 && r > max4;
        if view.trump == NO_TRUMP {
            if partner_winning && self.lead > max4 {
                return low + if unblocking == Some(r) { 20 } else { 0 };
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

    /// At no trump, partner's lead holding the trick: the top of our cheapest group above it,
    /// to overtake with when partner led a singleton and our winners run the suit
    /// (unblocking).
    fn unblocking(&self) -> Option<u32> {
        let view = self.view;
        let node = view.node;
        let led = self.led;
        if view.trump != NO_TRUMP || !self.after_winning || self.lead <= self.next.0 {
            return None;
        }
        if view.cards(view.seat_after(2), led) != 0 {
            return None;
        }
        if Ranking::of(view.suits, node, led).winner.1 != view.seat {
            return None;
        }
        let mine = self.mine;
        let opponents =
            (view.len(view.seat_after(1), led) - 1).max(view.len(view.seat_after(3), led));
        let gone_and_lead = lane(node.gone, led) | 1 << self.lead;
        let top_group = super::groups(mine, gone_and_lead).next();
        let top_len = top_group.map_or(0, |g| {
            (mine & ((2u16 << g.top) - 1) & !((1u16 << g.low) - 1)).count_ones() as i32
        });
        if opponents > top_len - 1 {
            return None;
        }
        super::groups(mine, lane(node.gone, led))
            .filter(|g| g.top > self.lead)
            .last()
            .map(|g| g.top)
    }
}
