//! Nullo (the 1915 code played with nullos): every player wants to lose tricks, declarer's side
//! to make its contract, the defenders to defeat it; there are no trumps. The double-dummy
//! solver maximises tricks, which is the other game, so the robot plays nullo by a fixed rule,
//! the one a beginner at misère is taught:
//!
//! - following suit, play the highest card that still loses to the card winning the trick;
//!   if every card would win, play the highest (the trick is won whatever is played);
//! - unable to follow, discard the highest card held, a sure winner later;
//! - leading, lead the lowest card of the suit whose lowest card is lowest.

use cards::{Card, Hand};

/// The card to play at nullo from `legal` (the cards the hand may play), with `trick` the
/// cards played to the trick in progress, the lead first.
pub fn nullo_card(legal: Hand, trick: &[Card]) -> Option<Card> {
    let lowest = |hand: Hand| hand.iter().min_by_key(|c| (c.rank, c.suit));
    let highest = |hand: Hand| hand.iter().max_by_key(|c| (c.rank, c.suit));
    let Some(led) = trick.first().map(|c| c.suit) else {
        return lowest(legal);
    };
    if legal.suit_len(led) == 0 {
        return highest(legal);
    }
    let winning = trick
        .iter()
        .filter(|c| c.suit == led)
        .map(|c| c.rank)
        .max()?;
    let under: Hand = legal
        .suit(led)
        .iter()
        .filter(|c| c.rank < winning)
        .collect();
    if under.is_empty() {
        highest(legal.suit(led))
    } else {
        highest(under)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &[&str]) -> Vec<Card> {
        text.iter().map(|c| c.parse().expect("a card")).collect()
    }

    fn hand(text: &[&str]) -> Hand {
        cards(text).into_iter().collect()
    }

    /// Following to the ♥Q: the ♥J ducks under it (the highest card that loses); with only
    /// the ♥A and ♥K, the trick is won whatever, so the ace goes.
    #[test]
    fn follows_with_the_highest_card_that_loses() {
        let legal = hand(&["H2", "HJ", "HA"]);
        let led = cards(&["HQ"]);
        assert_eq!(nullo_card(legal, &led), Some(cards(&["HJ"])[0]));
        assert_eq!(
            nullo_card(hand(&["HK", "HA"]), &led),
            Some(cards(&["HA"])[0])
        );
    }

    /// Void in the suit led, the highest card goes; on lead, the lowest card.
    #[test]
    fn discards_high_and_leads_low() {
        let legal = hand(&["S2", "DK", "C9"]);
        assert_eq!(nullo_card(legal, &cards(&["H5"])), Some(cards(&["DK"])[0]));
        assert_eq!(nullo_card(legal, &[]), Some(cards(&["S2"])[0]));
    }
}
