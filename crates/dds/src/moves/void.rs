//! The weights of a card from a hand void in the suit led (DDS's `TrumpVoid1..3` and
//! `NTVoid1..3`): ruff when it wins and partner does not, overruff cheaply, otherwise discard
//! low from long suits, keeping a guarded king and a singleton winner.

use super::{MoveList, NO_TRUMP, Ranking, View, highest, lane, length_weight};

/// Weighs every card of the seat to move, void in `led`.
pub(super) fn weigh(view: &View, led: usize, moves: &mut MoveList) {
    let node = view.node;
    let seat = view.seat;
    let discard = Discard::new(view, led);
    for suit in (0..4).rev() {
        let mine = view.cards(seat, suit);
        if mine == 0 {
            continue;
        }
        let ranking = Ranking::of(view.suits, node, suit);
        let length = mine.count_ones() as i32;
        // A guarded king bared, or a singleton winner thrown.
        let bares_king = length == 2 && ranking.second.1 == seat;
        let throws_winner = length == 1 && ranking.winner.1 == seat;
        let suit_view = VoidSuit {
            suit,
            length,
            bares_king,
            throws_winner,
        };
        for group in super::groups(mine, lane(node.gone, suit)) {
            let weight = discard.weight(&suit_view, group.top);
            moves.push(16 * suit as u32 + group.low, weight);
        }
    }
}

/// A suit of the hand void in the suit led.
struct VoidSuit {
    suit: usize,
    length: i32,
    bares_king: bool,
    throws_winner: bool,
}

/// The trick so far, seen by a hand void in the suit led.
struct Discard<'a> {
    view: &'a View<'a>,
    led: usize,
    /// The rank of the card led.
    lead: u32,
    /// The card winning the trick so far (bit index).
    winning: u32,
}

impl<'a> Discard<'a> {
    fn new(view: &'a View<'a>, led: usize) -> Discard<'a> {
        Discard {
            view,
            led,
            lead: u32::from(view.node.trick[0] & 15),
            winning: u32::from(view.node.winning),
        }
    }

    fn weight(&self, suit: &VoidSuit, r: u32) -> i32 {
        let trumps = self.view.trump != NO_TRUMP;
        match (self.view.node.played, trumps) {
            (1, true) => self.second_hand_trumps(suit, r),
            (1, false) => self.second_hand_no_trump(suit, r),
            (2, true) => self.third_hand_trumps(suit, r),
            (2, false) => self.third_hand_no_trump(suit, r),
            (_, true) => self.fourth_hand_trumps(suit, r),
            _ => self.fourth_hand_no_trump(suit, r),
        }
    }

    fn led_cards(&self, places: usize) -> u16 {
        self.view.cards(self.view.seat_after(places), self.led)
    }

    fn trumps(&self, places: usize) -> u16 {
        self.view.trumps(self.view.seat_after(places))
    }

    /// Second hand: our partner plays last, the leader's partner next.
    fn second_hand_trumps(&self, suit: &VoidSuit, r: u32) -> i32 {
        let trump = self.view.trump;
        let (third_led, partner_led) = (self.led_cards(1), self.led_cards(2));
        let partner_wins = highest(partner_led) > highest(third_led).max(self.lead);
        let partner_overruffs = partner_led == 0 && self.trumps(2) > self.trumps(1);
        let keep = if suit.bares_king { 4 } else { 0 };
        let good = 60 + length_weight(suit.length, 44);
        let poor = -2 + length_weight(suit.length, 36) - keep;
        let r_weight = -(r as i32);
        if self.led == trump {
            return r_weight
                + if partner_wins {
                    length_weight(suit.length, 44)
                } else {
                    length_weight(suit.length, 36) - keep
                };
        }
        if suit.suit != trump {
            let add = if third_led != 0 {
                if partner_wins || (partner_led == 0 && self.trumps(2) != 0) {
                    good
                } else {
                    poor
                }
            } else if partner_overruffs || (self.trumps(1) == 0 && highest(partner_led) > self.lead)
            {
                good
            } else {
                poor
            };
            return r_weight + add;
        }
        // A ruff.
        if third_led != 0
            || (partner_overruffs && self.trumps(2) != 0)
            || r > highest(self.trumps(1))
        {
            24 + r_weight + length_weight(suit.length, 44)
        } else {
            15 + r_weight + length_weight(suit.length, 36) - keep
        }
    }

    fn second_hand_no_trump(&self, suit: &VoidSuit, r: u32) -> i32 {
        let partner_wins = highest(self.led_cards(2)) > highest(self.led_cards(1)).max(self.lead);
        let add = if partner_wins {
            length_weight(suit.length, 23)
                - if suit.length == 2 && suit.bares_king {
                    2
                } else if suit.throws_winner {
                    3
                } else {
                    0
                }
        } else {
            length_weight(suit.length, 33)
                - if suit.bares_king {
                    6
                } else if suit.throws_winner {
                    8
                } else {
                    0
                }
        };
        add - r as i32
    }

    /// Third hand: our partner led; the fourth hand plays last.
    fn third_hand_trumps(&self, suit: &VoidSuit, r: u32) -> i32 {
        let view = self.view;
        let trump = view.trump;
        let r_weight = -(r as i32);
        if self.led == trump || suit.suit != trump {
            return r_weight + length_weight(suit.length, 40);
        }
        let fourth_led = self.led_cards(1);
        let max4 = highest(fourth_led);
        let partner_winning = usize::from(view.node.winner) == view.seat_after(2);
        if partner_winning && self.lead > max4 && (max4 != 0 || self.trumps(1) == 0) {
            // Partner's card holds the trick: do not ruff it.
            return r_weight - 50;
        }
        let winning_rank = self.winning & 15;
        if (self.winning >> 4) as usize == trump && r < winning_rank {
            // An underruff.
            return -32 + view.relative(trump, r) + length_weight(suit.length, 40);
        }
        let above_fourth = r > highest(self.trumps(1));
        let add = length_weight(suit.length, 50);
        if partner_winning {
            let leader_second =
                Ranking::of(view.suits, view.node, self.led).second.1 == view.seat_after(2);
            if max4 != 0 {
                (if leader_second { 36 } else { 48 }) + r_weight + add
            } else if above_fourth {
                48 + r_weight + add
            } else {
                -12 + r_weight + add
            }
        } else if max4 != 0 {
            72 + r_weight + add
        } else if above_fourth {
            48 + r_weight + add
        } else {
            36 + r_weight + add
        }
    }

    fn third_hand_no_trump(&self, suit: &VoidSuit, r: u32) -> i32 {
        let keep = if suit.bares_king || suit.throws_winner {
            4
        } else {
            0
        };
        length_weight(suit.length, 24) - keep - r as i32
    }

    /// Fourth hand: the last card of the trick.
    fn fourth_hand_trumps(&self, suit: &VoidSuit, r: u32) -> i32 {
        let view = self.view;
        let trump = view.trump;
        let v = length_weight(suit.length, 24) - if suit.bares_king { 2 } else { 0 };
        let r_weight = -(r as i32);
        if self.led == trump {
            return r_weight + v;
        }
        let partner_winning = usize::from(view.node.winner) == view.seat_after(2);
        let is_trump = suit.suit == trump;
        if partner_winning {
            return if is_trump {
                2 + r_weight + v
            } else {
                25 + r_weight + v
            };
        }
        if !is_trump {
            return 14 + r_weight + v;
        }
        let ruffed = (self.winning >> 4) as usize == trump;
        let relative = view.relative(trump, r);
        if ruffed && r < self.winning & 15 {
            -13 + relative
        } else {
            33 + relative
        }
    }

    fn fourth_hand_no_trump(&self, suit: &VoidSuit, r: u32) -> i32 {
        let keep = if suit.bares_king {
            6
        } else if suit.throws_winner {
            8
        } else {
            0
        };
        length_weight(suit.length, 27) - keep - r as i32
    }
}
