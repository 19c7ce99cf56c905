//! Who wins a trick (Laws 44E and 44F of the Laws of Duplicate Bridge; the same rule in every
//! code of Auction and Contract Bridge).

use crate::{Card, Suit};

/// Which of the cards played to a trick so far is winning it, by place from the lead (0 for
/// the lead): the highest trump, if any was played (Law 44F), else the highest card of the
/// suit led (Law 44E). `None` for no cards.
///
/// ```
/// use cards::{Card, Suit, winning_place};
///
/// let trick: Vec<Card> = ["HK", "HA", "S2", "H3"].iter().map(|c| c.parse().unwrap()).collect();
/// assert_eq!(winning_place(&trick, None), Some(1)); // no trumps: the ace of the suit led
/// assert_eq!(winning_place(&trick, Some(Suit::Spades)), Some(2)); // the only trump
/// assert_eq!(winning_place(&[], None), None);
/// ```
pub fn winning_place(cards: &[Card], trump: Option<Suit>) -> Option<usize> {
    let led = cards.first()?.suit;
    let best_of = |suit: Suit| {
        (0..cards.len())
            .filter(|&place| cards[place].suit == suit)
            .max_by_key(|&place| cards[place].rank)
    };
    trump.and_then(best_of).or_else(|| best_of(led))
}
